"""The archive's root as an fsspec URL gives the very warehouse a local folder gives.

Real Dagster runs over real loopback HTTP, twice: once with the shards in the default folder next
to the DuckDB file, once under a `memory://` URL. A run executes in the test's own process
(`execute_in_process`), so the in-memory filesystem is the one every step writes and reads; it has
no local path at all, so a single `Path(...)`, `os.open` or DuckDB read of a plain path on the way
would fail or leave a `memory:` folder behind. Compared: the archive through its view, every
derived table, the send journal, the published copy an analyst queries, and a resume: the day's
first run meets a gateway in an outage (every completion a 5xx, an error row), and the rerun
sends only what has no answer yet, a fresh instance for each puzzle that went out.
"""

from __future__ import annotations

import datetime as dt
import uuid
from collections import Counter
from pathlib import Path

import duckdb
import pytest

from dagster_project.runner import run_range
from providers.simulator.scenario import Outage, load_scenario
from tests.cluster.tables import differences
from tests.conftest import SCENARIOS, Pipeline, start_simulator
from warehouse.adhoc import run_query
from warehouse.archive_root import locate
from warehouse.journal import sent_counts
from warehouse.shards import PUBLISHED_SHARDS, shard_paths
from warehouse.store import Warehouse, default_archive_root

pytestmark = pytest.mark.e2e

DAY = dt.date(2026, 11, 1)
MODELS = ("sim/steady", "sim/moving")
ERROR_ONLY = frozenset({"latency_ms", "http_status", "error"})
"""What differs between two error rows of one prompt: how long the failed request took, and the
status the outage drew for it (500, 502 or 503) with its text."""


def _run(pipeline: Pipeline, start: dt.date, end: dt.date) -> None:
    assert run_range("modeldrift_daily", start, end, pipeline.instance).success


def _build(
    pipeline: Pipeline,
    monkeypatch: pytest.MonkeyPatch,
    home: Path,
    gateways: tuple[str, str],
    root: str | None,
) -> Warehouse:
    """A day in an outage, then again without, into `home`."""
    base_url, down_url = gateways
    monkeypatch.setenv("MODELDRIFT_WAREHOUSE_PATH", str(home / "w.duckdb"))
    monkeypatch.setenv("MODELDRIFT_REPORT_DIR", str(home / "report"))
    if root is None:
        monkeypatch.delenv("MODELDRIFT_ARCHIVE_ROOT", raising=False)
    else:
        monkeypatch.setenv("MODELDRIFT_ARCHIVE_ROOT", root)
    monkeypatch.setenv("OPENROUTER_BASE_URL", base_url)
    monkeypatch.setenv("OPENROUTER_BASE_URL", down_url)
    _run(pipeline, DAY, DAY)
    monkeypatch.setenv("OPENROUTER_BASE_URL", base_url)
    _run(pipeline, DAY, DAY)
    return Warehouse(home / "w.duckdb", archive_root=root)


def test_a_memory_url_archive_equals_a_local_folder_archive(
    pipeline: Pipeline, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    monkeypatch.setenv("MODELDRIFT_MODELS", '["' + '", "'.join(MODELS) + '"]')
    monkeypatch.setenv("MODELDRIFT_MAX_RETRIES", "0")
    url = f"memory://modeldrift-test-{uuid.uuid4().hex}/archive"
    demo = load_scenario(SCENARIOS / "demo.json")
    outage = Outage(kind="server_error", start_s=0.0, duration_s=3600.0)
    server = start_simulator(demo)
    down = start_simulator(demo.model_copy(update={"outages": (outage,)}))
    gateways = (server.base_url, down.base_url)
    try:
        local = _build(pipeline, monkeypatch, tmp_path / "local", gateways, None)
        sent_local = Counter((r.day, r.model, r.prompt_sha256) for r in server.request_log())
        remote = _build(pipeline, monkeypatch, tmp_path / "url", gateways, url)
        sent_all = Counter((r.day, r.model, r.prompt_sha256) for r in server.request_log())
    finally:
        server.stop()
        down.stop()
    try:
        assert str(remote.archive_root) == url.replace("://", ":///", 1)
        assert sent_all - sent_local == sent_local, (
            "the URL run sent exactly what the local one did"
        )

        counts, problems = differences(
            local.path, remote.path, (DAY, DAY), (None, remote.archive_root), ERROR_ONLY
        )
        assert counts["responses"] == 2 * len(MODELS) * 80, "an error row and an answer each"
        assert counts["verdicts"] > 0 and counts["statuses"] == len(MODELS)
        assert not problems, "\n".join(problems)

        # The resume read the journal through the URL: each puzzle that went out and got an error
        # row was sent again as a fresh instance, as in the local folder.
        for store in (local, remote):
            [(errors, fresh)] = store.rows(
                "SELECT count(*) FILTER (status = 'error'), "
                "count(DISTINCT prompt_sha256) FILTER (suite = 'puzzle') - 30 * $n "
                "FROM responses WHERE day = $d",
                {"d": DAY, "n": len(MODELS)},
            )
            assert errors == len(MODELS) * 80 and fresh == len(MODELS) * 30
        journal = sent_counts(remote.archive_root, DAY, MODELS)
        assert journal == sent_counts(local.archive_root, DAY, MODELS)
        assert sum(journal.values()) == 2 * len(MODELS) * 80

        # The published copy lists the URL's shards, and an analyst's read-only query reads them.
        # (How many shards a day makes depends on how answers were batched, not on the root.)
        shards = shard_paths(remote.archive_root)
        assert len(shards) > len(MODELS)
        assert all(s.startswith(str(remote.archive_root) + "/day=2026-11-01/") for s in shards)
        published = duckdb.connect(str(remote.published_path), read_only=True)
        try:
            listed = published.execute(f"SELECT path FROM {PUBLISHED_SHARDS} ORDER BY 1")
            assert [p for (p,) in listed.fetchall()] == shards
        finally:
            published.close()
        expected = local.rows("SELECT count(*) FROM responses")
        for store in (local, remote):
            result = run_query(
                store.published_path,
                "SELECT count(*) FROM responses",
                archive_root=store.archive_root,
            )
            assert result.rows == expected

        # Nothing went to a local folder on the way.
        assert not default_archive_root(remote.path).exists()
        assert not list(tmp_path.rglob("memory:*")) and not Path("memory:").exists()
    finally:
        where = locate(url)
        where.fs.rm(str(where.path), recursive=True)
