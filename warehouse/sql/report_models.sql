-- Every model seen up to $as_of, with the first day it appears (the start of its series).
SELECT model, min(day) AS first_day, max(day) AS last_day FROM (
    SELECT model, day FROM pins
    UNION ALL SELECT model, day FROM tasks
    UNION ALL SELECT model, day FROM responses
    UNION ALL SELECT model, day FROM verdicts
    UNION ALL SELECT model, day FROM ratings
    UNION ALL SELECT model, day FROM detection_days
    UNION ALL SELECT model, day FROM events
    UNION ALL SELECT model, day FROM statuses
)
WHERE day <= $as_of
GROUP BY model
ORDER BY model;
