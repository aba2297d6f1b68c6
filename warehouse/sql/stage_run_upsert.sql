-- One stage's outcome on every day of $days, in one statement (a year's run records 365 rows).
INSERT OR REPLACE INTO stage_runs (day, stage, status, detail, run_id, finished_at)
SELECT unnest($days::DATE[]), $stage, $status, $detail, $run_id, now()
