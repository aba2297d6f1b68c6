-- Views for ad-hoc SQL: the questions analysts ask first, without knowing the archive's rules.

-- The one response per (day, model, task) that counts: the first that is not an error row.
CREATE VIEW effective_responses AS
SELECT * EXCLUDE (rn) FROM (
    SELECT r.*, row_number() OVER (
        PARTITION BY day, model, task_id ORDER BY received_at, response_id
    ) AS rn
    FROM responses r
    WHERE status <> 'error'
) WHERE rn = 1;

-- Today's (latest day's) status per model, the front page's table.
CREATE VIEW latest_status AS
SELECT s.* FROM statuses s
JOIN (SELECT model, max(day) AS day FROM statuses GROUP BY model) m USING (model, day);

-- Active events only (withdrawn ones stay in `events`).
CREATE VIEW active_events AS
SELECT * FROM events WHERE status = 'active';
