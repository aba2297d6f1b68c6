-- Which pipeline stages ran on each day up to $as_of, and how they ended.
SELECT * FROM stage_runs WHERE day <= $as_of ORDER BY day, finished_at, stage;
