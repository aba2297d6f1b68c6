-- The scorer versions behind the verdicts up to $as_of, and the events each one withdrew.
SELECT
    v.scorer_version,
    v.first_day,
    v.last_day,
    v.n_verdicts,
    coalesce(w.n_withdrawn, 0) AS n_withdrawn
FROM (
    SELECT scorer_version, min(day) AS first_day, max(day) AS last_day, count(*) AS n_verdicts
    FROM verdicts WHERE day <= $as_of GROUP BY scorer_version
) v
LEFT JOIN (
    SELECT withdrawn_by, count(*) AS n_withdrawn
    FROM events WHERE status = 'withdrawn' AND day <= $as_of GROUP BY withdrawn_by
) w ON w.withdrawn_by = v.scorer_version
ORDER BY v.first_day, v.scorer_version;
