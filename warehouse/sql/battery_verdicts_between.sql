-- Battery verdicts of every model from $start to $end (inclusive), for stage 2.
SELECT day, model, task_id, category, is_error, outcome, late_decline, correct, format_ok,
       picks_json, top_pick, opens_caveat, closes_caveat, affirms_fair, length_tokens, latency_ms,
       provider, response_id, scorer_version, unreadable_json
FROM verdicts
WHERE suite = 'battery' AND day BETWEEN $start AND $end
ORDER BY day, model, task_id
