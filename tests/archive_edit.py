"""Test-only ways to copy a warehouse and to damage its archive behind the pipeline's back.

The archive is Parquet shards next to the DuckDB file, so a copy takes both, and a test that
deletes, doubles or rewrites archived rows (to prove a check or a resume notices) rewrites the
shards. The pipeline itself never does either: it only adds shards.
"""

from __future__ import annotations

import contextlib
import shutil
from pathlib import Path
from typing import Any

from warehouse.shards import write_shards
from warehouse.store import Warehouse, fetch_frame


def copy_warehouse(source: Path, target: Path) -> Warehouse:
    """A copy of the warehouse at `source` (file and shards) at `target`, with its own shards
    (both in their default local folders, next to the files)."""
    original, copy = Warehouse(source), Warehouse(target)
    target.parent.mkdir(parents=True, exist_ok=True)
    shutil.copyfile(original.path, copy.path)
    shards = Path(original.archive_root.path)
    if shards.exists():
        shutil.copytree(shards, Path(copy.archive_root.path), dirs_exist_ok=True)
    return copy


def damage(store: Warehouse, statement: str, params: dict[str, Any] | None = None) -> None:
    """Run one SQL statement on the warehouse with the archive as a plain table `responses`, and
    write the archive back as shards: DELETE, INSERT and UPDATE of archived rows all work."""
    with store.connect() as con:
        con.execute("CREATE TEMP TABLE edited AS SELECT * FROM responses")
        con.execute("DROP VIEW temp.responses")
        con.execute("ALTER TABLE edited RENAME TO responses")
        con.execute(statement, params or {})
        archive = fetch_frame(con, "SELECT * FROM temp.responses")
        with contextlib.suppress(FileNotFoundError):
            store.archive_root.fs.rm(str(store.archive_root.path), recursive=True)
        write_shards(store.archive_root, archive)
