-- Days of $days whose archive differs from what collection recorded in `archive_ledger`:
-- a row removed, changed, or added other than by collection.
WITH recorded AS (
    SELECT day, n_rows, digest FROM archive_ledger WHERE day = ANY($days)
),
archived AS (
    SELECT day, count(*) AS n_rows,
           archive_digest(sum(archive_row_hash(response_id, day, model, task_id, status, content, raw_body))) AS digest
    FROM responses WHERE day = ANY($days)
    GROUP BY day
)
SELECT coalesce(r.day, a.day) AS day, r.n_rows AS recorded_rows, a.n_rows AS archived_rows,
       r.digest = a.digest AS same_digest
FROM recorded r FULL JOIN archived a ON a.day = r.day
WHERE r.n_rows IS DISTINCT FROM a.n_rows OR r.digest IS DISTINCT FROM a.digest
ORDER BY 1
