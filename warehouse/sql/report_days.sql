-- Every day up to $as_of that any stage wrote something for; each gets a day page.
SELECT DISTINCT day FROM (
    SELECT day FROM pins
    UNION ALL SELECT day FROM tasks
    UNION ALL SELECT day FROM responses
    UNION ALL SELECT day FROM verdicts
    UNION ALL SELECT day FROM ratings
    UNION ALL SELECT day FROM detection_days
    UNION ALL SELECT day FROM events
    UNION ALL SELECT day FROM statuses
    UNION ALL SELECT day FROM stage_runs
)
WHERE day <= $as_of
ORDER BY day;
