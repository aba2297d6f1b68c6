"""The archive's root as a local folder or an fsspec URL: one code path, and clear refusals.

A filesystem of the test's own (fsspec's local filesystem under another protocol, registered with
`fsspec.register_implementation`) proves that nothing on the way assumes a local path: DuckDB
only reads its URLs through the registered filesystem, and a plain `Path` of one would name a
folder called `shardtest:` in the working directory.
"""

from __future__ import annotations

import datetime as dt
import uuid
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import duckdb
import fsspec
import polars as pl
import pytest
from fsspec.implementations.local import LocalFileSystem
from fsspec.implementations.memory import MemoryFileSystem

from assets.collect import RESPONSE_SCHEMA
from runtime.settings import ConfigError, load_settings
from tests.warehouse.test_shards import _row as shard_row
from warehouse.adhoc import QueryRefused, run_query
from warehouse.archive_root import ArchiveRootError, locate
from warehouse.journal import Sent, append, sent_counts
from warehouse.shards import create_view, has_shards, shard_paths, write_shards
from warehouse.store import Warehouse

DAY = dt.date(2026, 11, 1)


class ShardTestFileSystem(LocalFileSystem):  # type: ignore[misc]
    """Local files under a protocol DuckDB does not know: read only when registered."""

    protocol = ("shardtest",)
    root_marker = "/"

    @classmethod
    def _strip_protocol(cls, path: Any) -> str:
        text = str(path)
        if text.startswith("shardtest://"):
            text = text[len("shardtest://") :]
        return super()._strip_protocol(text)  # type: ignore[no-any-return]


fsspec.register_implementation("shardtest", ShardTestFileSystem, clobber=True)


def _row(i: int, model: str = "sim/steady") -> dict[str, Any]:
    """test_shards' archive row, with text and raw bytes of its own."""
    return shard_row(i, model=model, content=f"answer {i}", raw_body=b"\x00\xff")


def _frame(*rows: dict[str, Any]) -> pl.DataFrame:
    return pl.DataFrame(list(rows), schema=RESPONSE_SCHEMA)


@pytest.fixture
def memory_url() -> Iterator[str]:
    url = f"memory://modeldrift-test-{uuid.uuid4().hex}/archive"
    yield url
    where = locate(url)
    if where.fs.exists(str(where.path)):
        where.fs.rm(str(where.path), recursive=True)


def test_a_plain_folder_and_its_file_url_are_one_root_that_duckdb_reads_itself(
    tmp_path: Path,
) -> None:
    plain, url = locate(tmp_path / "a"), locate(f"file://{tmp_path}/a")
    assert plain.path == url.path and str(plain) == str(tmp_path / "a") == str(url)
    assert plain.native and not plain.one_put_is_atomic
    write_shards(url, _frame(_row(1)))
    con = duckdb.connect()
    create_view(con, plain)
    assert con.list_filesystems() == [], "DuckDB reads a local folder with its own file system"
    assert con.execute("SELECT content FROM responses").fetchall() == [("answer 1",)]


def test_a_filesystem_of_its_own_is_read_and_written_through_fsspec_only(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(tmp_path)
    url = f"shardtest://{tmp_path}/archive"
    where = locate(url)
    assert not where.native and str(where) == url
    assert not has_shards(url)
    written = write_shards(url, _frame(_row(1), _row(2, "odd/na%me=x")))
    assert has_shards(url)
    assert shard_paths(url) == sorted(where.url(p) for p in written)
    assert all(p.startswith(url + "/day=2026-11-01/model=") for p in shard_paths(url))
    assert len(list((tmp_path / "archive").glob("day=*/model=*/part-*.parquet"))) == 2

    plain = duckdb.connect()
    with pytest.raises(duckdb.Error):  # DuckDB alone cannot read the URL...
        plain.execute(f"SELECT count(*) FROM read_parquet('{url}/*/*/*.parquet')").fetchall()
    con = duckdb.connect()
    create_view(con, url)  # ...and reads it once the view registers the filesystem
    assert con.list_filesystems() == ["shardtest"]
    assert con.execute("SELECT model, content FROM responses ORDER BY 1").fetchall() == [
        ("odd/na%me=x", "answer 2"),
        ("sim/steady", "answer 1"),
    ]

    append(url, [Sent(DAY, "sim/steady", "T01", "battery", "ab" * 32)], sync=True)
    assert sent_counts(url, DAY, ["sim/steady"]) == {("sim/steady", "ab" * 32): 1}
    assert not (tmp_path / "shardtest:").exists(), "no URL was taken for a local path"


def test_an_object_store_gets_each_shard_in_one_put_and_a_folder_gets_a_rename(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, memory_url: str
) -> None:
    """A rename on an object store is a copy and a delete; a put there is already atomic."""
    moves: list[str] = []

    def no_rename(self: object, path1: str, path2: str, **kwargs: object) -> None:
        raise AssertionError(f"an object store was asked to rename {path1!r}")

    monkeypatch.setattr(MemoryFileSystem, "mv", no_rename)
    real_mv = LocalFileSystem.mv

    def recorded(self: LocalFileSystem, path1: str, path2: str, **kwargs: Any) -> None:
        moves.append(path1)
        real_mv(self, path1, path2, **kwargs)

    monkeypatch.setattr(LocalFileSystem, "mv", recorded)
    assert locate(memory_url).one_put_is_atomic
    [put] = write_shards(memory_url, _frame(_row(1)))
    assert locate(memory_url).fs.find(str(locate(memory_url).path)) == [str(put)]
    [renamed] = write_shards(tmp_path, _frame(_row(1)))
    assert [Path(m).parent for m in moves] == [Path(renamed.parent)]
    assert Path(moves[0]).name.startswith(".part-") and moves[0].endswith(".tmp")


def test_a_failed_write_on_an_object_store_leaves_no_shard(
    monkeypatch: pytest.MonkeyPatch, memory_url: str
) -> None:
    real, calls = MemoryFileSystem.pipe_file, []

    def fail_second(self: MemoryFileSystem, path: str, value: bytes, **kwargs: Any) -> None:
        calls.append(path)
        if len(calls) == 2:
            raise OSError(28, "No space left on device")
        real(self, path, value, **kwargs)

    monkeypatch.setattr(MemoryFileSystem, "pipe_file", fail_second)
    with pytest.raises(OSError, match="No space"):
        write_shards(memory_url, _frame(_row(1), _row(2, "other/model")))
    assert len(calls) == 2 and not has_shards(memory_url) and shard_paths(memory_url) == []


def test_a_warehouse_on_a_url_publishes_a_snapshot_analysts_read_and_nothing_more(
    tmp_path: Path, memory_url: str
) -> None:
    store = Warehouse(tmp_path / "w.duckdb", archive_root=memory_url)
    store.append("responses", _frame(_row(1), _row(2)))
    store.publish()
    store.append("responses", _frame(_row(3)))  # after the snapshot: not in the published copy
    assert store.rows("SELECT count(*) FROM responses") == [(3,)]
    count = "SELECT count(*) FROM responses"
    assert run_query(store.published_path, count, archive_root=memory_url).rows == [(2,)]
    other = memory_url.rsplit("/", 1)[0] + "/elsewhere/*.parquet"
    with pytest.raises(QueryRefused, match="disabled by configuration"):
        run_query(store.published_path, f"SELECT * FROM '{other}'", archive_root=memory_url)
    assert not (tmp_path / "w.archive").exists()


def test_an_unknown_protocol_or_a_missing_package_is_one_clear_line(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    with pytest.raises(ArchiveRootError, match=r"Protocol not known: nope.*fsspec URL") as unknown:
        locate("nope://bucket/archive")
    fsspec.register_implementation(
        "notinstalled",
        "modeldrift_no_such_package.FileSystem",
        clobber=True,
        errtxt="Install modeldrift_no_such_package to access notinstalled://",
    )
    with pytest.raises(ArchiveRootError, match="needs a package that is not installed") as missing:
        locate("notinstalled://bucket/archive")
    assert "Install modeldrift_no_such_package" in str(missing.value)
    for error in (unknown, missing):
        assert "\n" not in str(error.value)

    monkeypatch.setenv("MODELDRIFT_ARCHIVE_ROOT", "nope://bucket/archive")
    with pytest.raises(ConfigError, match="MODELDRIFT_ARCHIVE_ROOT") as refused:
        load_settings()
    assert "Protocol not known: nope" in str(refused.value) and "\n" not in str(refused.value)


def test_a_url_setting_stays_a_url(monkeypatch: pytest.MonkeyPatch, memory_url: str) -> None:
    """A Path would fold `memory://x` into `memory:/x`, a relative local folder."""
    monkeypatch.setenv("MODELDRIFT_ARCHIVE_ROOT", memory_url)
    assert load_settings().archive_root == memory_url
    monkeypatch.setenv("MODELDRIFT_ARCHIVE_ROOT", "")
    assert load_settings().archive_root is None
