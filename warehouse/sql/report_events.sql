-- Every event up to $as_of (withdrawn ones included: their pages stay), with its triage result
-- and how the triage stage ended that day (so an unrated event can say why).
SELECT
    e.*,
    t.triage_model AS triage_model,
    t.outcome      AS triage_outcome,
    t.severity     AS triage_severity,
    t.raw_answer   AS triage_raw_answer,
    t.cost_usd     AS triage_cost_usd,
    t.status       AS triage_status,
    s.status       AS triage_stage_status,
    s.detail       AS triage_stage_detail
FROM events e
LEFT JOIN triage t ON t.day = e.day AND t.event_id = e.event_id
LEFT JOIN stage_runs s ON s.day = e.day AND s.stage = 'triage'
WHERE e.day <= $as_of
ORDER BY e.day, e.model, e.event_id;
