-- Add one write's rows of a day ($rows, their digest $digest: warehouse/ledger.py) to the day's
-- ledger entry.
INSERT INTO archive_ledger (day, n_rows, digest, updated_at)
VALUES ($day, $rows, $digest, now())
ON CONFLICT (day) DO UPDATE SET
    n_rows = archive_ledger.n_rows + excluded.n_rows,
    digest = archive_digest(archive_ledger.digest::HUGEINT + excluded.digest),
    updated_at = excluded.updated_at
