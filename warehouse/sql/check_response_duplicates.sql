-- (day, model, task) answered more than once on a day of $days: a task with an answer is never
-- sent again, so two answers mean a prompt went out twice. Error rows may repeat (retries).
SELECT day, model, task_id, count(*) AS answers
FROM responses WHERE day = ANY($days) AND status <> 'error'
GROUP BY day, model, task_id HAVING count(*) > 1
ORDER BY 1, 2, 3
