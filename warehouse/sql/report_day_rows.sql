-- Open data: one day's rows of the small derived tables, as one JSON-able list per table.
SELECT 'pins' AS tbl, to_json(p) AS row FROM pins p WHERE day = $day
UNION ALL SELECT 'ratings', to_json(r) FROM ratings r WHERE day = $day
UNION ALL SELECT 'statuses', to_json(s) FROM statuses s WHERE day = $day
UNION ALL SELECT 'detection_days', to_json(d) FROM detection_days d WHERE day = $day
UNION ALL SELECT 'events', to_json(e) FROM events e WHERE day = $day
UNION ALL SELECT 'triage', to_json(t) FROM triage t WHERE day = $day
UNION ALL SELECT 'stage_runs', to_json(x) FROM stage_runs x WHERE day = $day;
