-- Open data: every verdict of one day.
SELECT * FROM verdicts WHERE day = $day ORDER BY model, suite, task_id;
