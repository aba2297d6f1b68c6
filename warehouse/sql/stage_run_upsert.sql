INSERT OR REPLACE INTO stage_runs (day, stage, status, detail, run_id, finished_at)
VALUES ($day, $stage, $status, $detail, $run_id, now())
