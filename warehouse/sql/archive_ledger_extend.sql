-- Add the rows just appended to `responses` (registered as `incoming`) to the day's ledger entry.
INSERT INTO archive_ledger (day, n_rows, digest, updated_at)
SELECT day, count(*),
       archive_digest(sum(archive_row_hash(response_id, day, model, task_id, status, content, raw_body))),
       now()
FROM incoming
GROUP BY day
ON CONFLICT (day) DO UPDATE SET
    n_rows = archive_ledger.n_rows + excluded.n_rows,
    digest = archive_digest(archive_ledger.digest::HUGEINT + excluded.digest),
    updated_at = excluded.updated_at
