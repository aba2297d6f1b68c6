-- The latest day any stage wrote: the site's default "today".
SELECT max(day) AS day FROM (
    SELECT max(day) AS day FROM pins
    UNION ALL SELECT max(day) FROM tasks
    UNION ALL SELECT max(day) FROM responses
    UNION ALL SELECT max(day) FROM verdicts
    UNION ALL SELECT max(day) FROM ratings
    UNION ALL SELECT max(day) FROM detection_days
    UNION ALL SELECT max(day) FROM events
    UNION ALL SELECT max(day) FROM statuses
    UNION ALL SELECT max(day) FROM stage_runs
);
