-- One row per planned task of $days that has been asked: its counting response (the first that is
-- not an error row), or, when every try failed on our side, the task marked as an error.
WITH eff AS (
    SELECT * FROM effective_responses WHERE day = ANY($days)
),
errs AS (
    SELECT day, model, task_id, count(*) AS n_errors
    FROM responses WHERE day = ANY($days) AND status = 'error'
    GROUP BY day, model, task_id
)
SELECT t.day, t.model, t.task_id, t.suite, t.category, t.level, t.expected_answer,
       e.response_id, e.status, e.content, e.finish_reason, e.native_finish_reason,
       e.latency_ms, e.completion_tokens, e.reasoning_tokens, e.provider,
       e.response_id IS NULL AS is_error,
       p.version AS model_version
FROM tasks t
LEFT JOIN eff e ON e.day = t.day AND e.model = t.model AND e.task_id = t.task_id
LEFT JOIN errs x ON x.day = t.day AND x.model = t.model AND x.task_id = t.task_id
LEFT JOIN pins p ON p.day = t.day AND p.model = t.model
WHERE t.day = ANY($days) AND (e.response_id IS NOT NULL OR x.n_errors > 0)
ORDER BY t.day, t.model, t.task_id
