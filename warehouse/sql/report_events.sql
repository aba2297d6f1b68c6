-- Every event up to $as_of (withdrawn ones included: their pages stay), with its triage result.
SELECT
    e.*,
    t.triage_model AS triage_model,
    t.outcome      AS triage_outcome,
    t.severity     AS triage_severity,
    t.raw_answer   AS triage_raw_answer,
    t.cost_usd     AS triage_cost_usd
FROM events e
LEFT JOIN triage t ON t.day = e.day AND t.event_id = e.event_id
WHERE e.day <= $as_of
ORDER BY e.day, e.model, e.event_id;
