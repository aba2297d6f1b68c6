-- Active events of $days whose rule defers to triage, with both texts (today's and a baseline's).
SELECT e.*, new.content AS new_text, old.content AS old_text
FROM events e
LEFT JOIN responses new ON new.response_id = e.response_id
LEFT JOIN responses old ON old.response_id = e.baseline_response_id
WHERE e.day = ANY($days) AND e.status = 'active' AND e.needs_triage
ORDER BY e.day, e.model, e.event_id
