-- Every (day, model) any stage wrote; stage_runs has no model, so its days come with a NULL
-- model and `stage_log_only` set. The site's "today" (the latest day), its day pages and each
-- model's series are all read from this one result (report/load.py): the archive's shards are
-- listed once per build, not once for each of the three.
SELECT DISTINCT day, model, stage_log_only FROM (
    SELECT day, model, false AS stage_log_only FROM pins
    UNION ALL SELECT day, model, false FROM tasks
    UNION ALL SELECT day, model, false FROM responses
    UNION ALL SELECT day, model, false FROM verdicts
    UNION ALL SELECT day, model, false FROM ratings
    UNION ALL SELECT day, model, false FROM detection_days
    UNION ALL SELECT day, model, false FROM events
    UNION ALL SELECT day, model, false FROM statuses
    UNION ALL SELECT day, NULL::VARCHAR, true FROM stage_runs
);
