-- What collection recorded of each day's archive: its row count and an order-free digest of the
-- rows, extended in the same transaction as every append to `responses` (warehouse/store.py).
-- The `responses` asset check recomputes both from the archive; a row deleted or changed by any
-- other means shows as a difference.

-- A row's identity and bytes: 60 bits of sha256 over its key, status, content and raw body.
CREATE MACRO archive_row_hash(response_id, day, model, task_id, status, content, raw_body) AS
    ('0x' || substr(sha256(concat_ws(chr(31), response_id, day::VARCHAR, model, task_id, status,
        coalesce(content, chr(0)), coalesce(sha256(raw_body), '-'))), 1, 15))::BIGINT;

-- Sums of row hashes modulo the Mersenne prime 2^61 - 1: order-free, and extendable by addition.
CREATE MACRO archive_digest(total) AS (total::HUGEINT % 2305843009213693951)::BIGINT;

CREATE TABLE archive_ledger (
    day        DATE        PRIMARY KEY,
    n_rows     BIGINT      NOT NULL,
    digest     BIGINT      NOT NULL,
    updated_at TIMESTAMPTZ NOT NULL
);

-- A warehouse built before the ledger starts from what its archive holds now.
INSERT INTO archive_ledger
SELECT day, count(*),
       archive_digest(sum(archive_row_hash(response_id, day, model, task_id, status, content, raw_body))),
       now()
FROM responses
GROUP BY day;
