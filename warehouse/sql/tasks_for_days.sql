SELECT * FROM tasks WHERE day = ANY($days) ORDER BY day, model, suite, task_id
