-- Open data: every verdict of the given days, in each day's order (report_day_results), one read.
SELECT * FROM verdicts WHERE day = ANY($days) ORDER BY day, model, suite, task_id;
