"""Migrations run once per process and warehouse file, not on every connection.

Every read and write opens a short connection under the writer lock; checking and applying the
migrations on each of them cost about 15 ms a call, so a year's re-derivation paid seconds for
nothing. A file the process has not migrated yet (a new path, or a file deleted and made again)
is still migrated before its first use.
"""

from __future__ import annotations

from pathlib import Path

import pytest

import warehouse.store as store_module
from warehouse.store import Warehouse


@pytest.fixture
def migrate_calls(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """The real migrate(), counted."""
    calls: list[str] = []
    real = store_module.migrate

    def counted(con, archive_root=None):  # type: ignore[no-untyped-def]
        calls.append("migrate")
        return real(con, archive_root)

    monkeypatch.setattr(store_module, "migrate", counted)
    return calls


def test_many_reads_and_writes_migrate_the_file_once(
    tmp_path: Path, migrate_calls: list[str]
) -> None:
    store = Warehouse(tmp_path / "w.duckdb")
    for _ in range(5):
        assert store.frame("SELECT count(*) AS n FROM _migrations")["n"][0] > 0
    Warehouse(tmp_path / "w.duckdb").rows("SELECT 1")
    assert migrate_calls == ["migrate"]


def test_a_file_made_again_is_migrated_again(tmp_path: Path, migrate_calls: list[str]) -> None:
    path = tmp_path / "w.duckdb"
    Warehouse(path).rows("SELECT 1")
    path.unlink()
    path.with_name(path.name + ".wal").unlink(missing_ok=True)
    tables = Warehouse(path).rows("SELECT count(*) FROM _migrations")
    assert tables[0][0] > 0
    assert migrate_calls == ["migrate", "migrate"]


def test_another_file_is_migrated_on_its_own(tmp_path: Path, migrate_calls: list[str]) -> None:
    Warehouse(tmp_path / "a.duckdb").rows("SELECT 1")
    Warehouse(tmp_path / "b.duckdb").rows("SELECT 1")
    assert migrate_calls == ["migrate", "migrate"]
