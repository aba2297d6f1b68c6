-- Open data: report_day_rows for the given days, one read. Within a table and day the rows come
-- in the table's own order (rowid), as the one-day read returns them.
SELECT tbl, day, row FROM (
    SELECT 'pins' AS tbl, day, rowid AS r, to_json(p) AS row FROM pins p WHERE day = ANY($days)
    UNION ALL SELECT 'ratings', day, rowid, to_json(r) FROM ratings r WHERE day = ANY($days)
    UNION ALL SELECT 'statuses', day, rowid, to_json(s) FROM statuses s WHERE day = ANY($days)
    UNION ALL SELECT 'detection_days', day, rowid, to_json(d) FROM detection_days d WHERE day = ANY($days)
    UNION ALL SELECT 'events', day, rowid, to_json(e) FROM events e WHERE day = ANY($days)
    UNION ALL SELECT 'triage', day, rowid, to_json(t) FROM triage t WHERE day = ANY($days)
    UNION ALL SELECT 'stage_runs', day, rowid, to_json(x) FROM stage_runs x WHERE day = ANY($days)
)
ORDER BY day, tbl, r;
