"""The archive ledger's extension for one write, computed in Python from the write's own rows.

The ledger (`migrations/0007_archive_ledger.sql`) keeps, per day, the archive's row count and an
order-free digest: the sum, modulo the prime 2^61 - 1, of each row's 60-bit hash over its key,
status, content and raw body. The `responses` check recomputes both in SQL from the shards
(`archive_row_hash`, `archive_digest`); a write computes its own rows' share here and adds it
with one small upsert (`sql/archive_ledger_add.sql`). Hashing in the write's statement cost
DuckDB twice the rest of the transaction, and collection writes dozens of times a second.
`tests/warehouse/test_ledger.py` holds the two spellings of the hash to each other.
"""

from __future__ import annotations

import datetime as dt
import hashlib

import pyarrow as pa

DIGEST_MODULUS = 2305843009213693951
"""2^61 - 1, the Mersenne prime of `archive_digest`."""
_SEPARATOR = "\x1f"  # chr(31), concat_ws's separator in the macro


def row_hash(
    response_id: str | None,
    day: dt.date | None,
    model: str | None,
    task_id: str | None,
    status: str | None,
    content: str | None,
    raw_body: bytes | None,
) -> int:
    """`archive_row_hash` of one row: the first 15 hex digits of a sha256, as an integer.

    concat_ws leaves out a NULL argument altogether, so None parts are left out here too; the
    macro turns a NULL content into chr(0) and a NULL raw body into '-' before that.
    """
    parts = (
        response_id,
        None if day is None else day.isoformat(),
        model,
        task_id,
        status,
        "\x00" if content is None else content,
        "-" if raw_body is None else hashlib.sha256(raw_body).hexdigest(),
    )
    text = _SEPARATOR.join(p for p in parts if p is not None)
    return int(hashlib.sha256(text.encode("utf-8")).hexdigest()[:15], 16)


def day_digests(archive: pa.Table) -> dict[dt.date, tuple[int, int]]:
    """Per day of `archive` (rows in the archive's Arrow schema): (rows, digest of those rows)."""
    columns = [
        archive.column(name).to_pylist()
        for name in ("response_id", "day", "model", "task_id", "status", "content", "raw_body")
    ]
    totals: dict[dt.date, tuple[int, int]] = {}
    for values in zip(*columns, strict=True):
        day = values[1]
        rows, total = totals.get(day, (0, 0))
        totals[day] = (rows + 1, total + row_hash(*values))
    return {day: (rows, total % DIGEST_MODULUS) for day, (rows, total) in totals.items()}
