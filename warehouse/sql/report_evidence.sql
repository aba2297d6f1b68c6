-- The full responses an event compares, with the verdict that scored each and the prompt sent.
SELECT
    r.response_id,
    r.day,
    r.model,
    r.task_id,
    r.status,
    r.content,
    r.finish_reason,
    r.provider,
    r.response_model,
    r.latency_ms,
    r.completion_tokens,
    v.scorer_version,
    v.outcome,
    v.picks_json,
    v.highlights_json,
    v.unreadable_json,
    t.messages_json
FROM responses r
LEFT JOIN verdicts v ON v.response_id = r.response_id
LEFT JOIN tasks t ON t.day = r.day AND t.model = r.model AND t.task_id = r.task_id
WHERE r.response_id = ANY($ids);
