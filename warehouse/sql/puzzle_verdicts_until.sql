-- Every puzzle verdict up to $end: ratings and statuses use a model's whole history.
SELECT v.day, v.model, t.task_id AS slot_id, v.category AS family, v.level, v.passed, v.timed_out,
       v.is_error, v.outcome, v.output_tokens, v.reasoning_tokens
FROM verdicts v JOIN tasks t USING (day, model, task_id)
WHERE v.suite = 'puzzle' AND v.day <= $end
ORDER BY v.day, v.model, t.task_id
