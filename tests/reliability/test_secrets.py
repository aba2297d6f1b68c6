"""Invariant 5 (no secret leaves memory): a day run through the live client with a canary key,
including requests that fail and a gateway that echoes the key back (as is, JSON-escaped,
URL-encoded), leaves the key nowhere: not in the warehouse, the published copy, the report, the
Dagster instance folder (run storage, compute logs) or the captured output. Canary keys of every
malformed shape (line break, non-ASCII, space, tab) are refused before any request, through the
CLI and through a run launched as the schedule launches it; a key with quotes is sent and
echoed, and is found nowhere either.
"""

from __future__ import annotations

import datetime as dt
import hashlib
import json
import secrets
import urllib.parse
from pathlib import Path

import pytest
from dagster import DagsterInstance

from dagster_project.runner import RunFailed, run_range
from providers.simulator import prompt_sha256
from tests.conftest import start_simulator
from tests.reliability.conftest import FAULTS, make_sandbox, report_cases
from tests.reliability.raw_gateway import RawGateway, Reply, Request, completion_body

pytestmark = pytest.mark.e2e

D1, D2 = dt.date(2026, 11, 1), dt.date(2026, 11, 2)
ECHO = "echo/model"


def _echo(request: Request, headers: dict[str, str]) -> Reply:
    """A gateway that quotes the caller's credentials back in every way it can."""
    auth = headers.get("authorization", "")
    key = auth.partition(" ")[2]
    kind = int(hashlib.sha256(prompt_sha256(request.messages).encode()).hexdigest(), 16) % 4
    if kind == 0:  # a final error row whose message quotes the header
        body = {"error": {"code": 400, "message": f"Bad request. Authorization: {auth}"}}
        return Reply(400, json.dumps(body).encode())
    if kind == 1:
        quoted = urllib.parse.quote(key, safe="")
        url = f"https://user:{key}@upstream.example/v1/chat?key={quoted}"
        return Reply(
            500, json.dumps({"error": {"code": 500, "message": f"upstream {url} failed"}}).encode()
        )
    if kind == 2:  # answered, but the gateway put the key into the reply
        return Reply(200, completion_body(f"Your key is {key}.", provider=f"Echo {key}"))
    return Reply(200, completion_body("A plain answer."))


def _scan_for_needles(
    root: Path, outputs: list[str], needles: list[bytes]
) -> tuple[int, list[str]]:
    """Every file under the run's folder and every captured output, searched byte-wise for each
    needle; returns how many were scanned and where a needle was found."""
    scanned, hits = 0, []
    for path in sorted(p for p in root.rglob("*") if p.is_file()):
        data = path.read_bytes()
        scanned += 1
        hits += [str(path) for n in needles if n in data]
    for text in outputs:
        scanned += 1
        hits += ["captured output" for n in needles if n in text.encode("utf-8", "replace")]
    return scanned, hits


def test_a_canary_key_appears_nowhere(tmp_path: Path) -> None:
    canary = f"sk-or-v1-canary-{secrets.token_hex(16)}"
    needles = [
        canary.encode(),
        canary.removeprefix("sk-or-v1-canary-").encode(),
        canary.removeprefix("sk-or-v1-canary-")[:12].encode(),
    ]
    box = make_sandbox(tmp_path / "md", ("sim/steady",), max_retries="0", concurrency="4")
    key = {"OPENROUTER_API_KEY": canary}
    outputs: list[str] = []
    error_lines: list[str] = []

    simulator = start_simulator(FAULTS)  # every fault kind: error rows with error text
    try:
        done = box.cli(
            "run",
            "--day",
            D1.isoformat(),
            extra_env={**key, "OPENROUTER_BASE_URL": simulator.base_url},
        )
        outputs += [done.stdout, done.stderr]
        assert done.returncode == 0, done.stderr[-2000:]
    finally:
        simulator.stop()

    with RawGateway({ECHO: "echo/model-1"}, _echo) as gateway:
        done = box.cli(
            "run",
            "--day",
            D2.isoformat(),
            extra_env={
                **key,
                "OPENROUTER_BASE_URL": gateway.base_url,
                "MODELDRIFT_MODELS": f'["{ECHO}"]',
            },
        )
        outputs += [done.stdout, done.stderr]
        assert done.returncode == 0, done.stderr[-2000:]
    refused = Reply(401, json.dumps({"error": {"code": 401, "message": "bad key"}}).encode())
    with RawGateway({}, _echo, models_reply=refused) as gateway:
        for url in (
            f"http://user:{canary}@127.0.0.1:{gateway.port}/api/v1",
            f"http://127.0.0.1:{gateway.port}/api/v1?key={canary}",
        ):
            done = box.cli(
                "run", "--day", D2.isoformat(), extra_env={**key, "OPENROUTER_BASE_URL": url}
            )
            outputs += [done.stdout, done.stderr]
            assert done.returncode == 1
            error_lines.append(done.stderr.strip().splitlines()[-1])

    store = box.warehouse
    by_status = dict(
        store.rows("SELECT coalesce(http_status, 0), count(*) FROM responses GROUP BY ALL")
    )
    assert by_status.get(400) and by_status.get(500), f"the error paths ran: {by_status}"
    redacted_errors = store.rows("SELECT count(*) FROM responses WHERE error LIKE '%[redacted]%'")[
        0
    ][0]
    assert redacted_errors > 0, "echoed credentials reached the error text and were redacted there"
    echoed = store.rows(
        "SELECT count(*) FROM responses WHERE content LIKE 'Your key is [redacted].' "
        "AND provider = 'Echo [redacted]'"
    )[0][0]
    assert echoed > 0, "a body echoing the key is archived with only the key's bytes replaced"
    assert all(
        ln.startswith("error: the gateway refused OPENROUTER_API_KEY") for ln in error_lines
    ), error_lines

    scanned, hits = _scan_for_needles(box.root, outputs, needles)
    assert hits == [], f"the canary key leaked into {sorted(set(hits))}"
    assert box.warehouse.published_path.exists() and any(box.report_dir.rglob("*.html"))
    assert any(box.dagster_home.rglob("*.db")), "the Dagster instance folder was scanned"
    report_cases(
        f"secrets: 4 CLI runs with a canary key (fault day, echoing gateway, key in URL userinfo "
        f"and query), {sum(by_status.values())} archived rows ({by_status.get(400)} x 400, "
        f"{by_status.get(500)} x 500), {scanned} files and outputs scanned for "
        f"{len(needles)} needles: 0 hits"
    )


def _refuse_echoing(request: Request, headers: dict[str, str]) -> Reply:
    """A 401 that quotes the key back, escaped as JSON escapes it."""
    body = {"error": {"code": 401, "message": f"Invalid key {headers.get('authorization', '')}"}}
    return Reply(401, json.dumps(body).encode())


MALFORMED_SHAPES = {"line break": "\n", "non-ASCII": "\u00e9", "space": " ", "tab": "\t"}


def test_canary_keys_of_every_shape_appear_nowhere(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capfd: pytest.CaptureFixture[str]
) -> None:
    halves = {
        shape: (secrets.token_hex(8), secrets.token_hex(8))
        for shape in [*MALFORMED_SHAPES, "quote"]
    }
    needles = [h.encode() for pair in halves.values() for h in pair]
    box = make_sandbox(tmp_path / "md", ("sim/steady",), max_retries="0", concurrency="4")
    outputs: list[str] = []

    good = box.cli("run", "--day", D1.isoformat())  # a site, a published copy, run storage
    assert good.returncode == 0, good.stderr[-2000:]
    for shape, odd in MALFORMED_SHAPES.items():
        left, right = halves[shape]
        key = f"sk-or-v1-{left}{odd}{right}"
        done = box.cli("run", "--day", D2.isoformat(), extra_env={"OPENROUTER_API_KEY": key})
        outputs += [done.stdout, done.stderr]
        lines = [ln for ln in (done.stdout + done.stderr).splitlines() if ln.strip()]
        assert done.returncode == 1 and len(lines) == 1, (shape, lines)
        assert lines[0].startswith("error: OPENROUTER_API_KEY is malformed"), lines
        # As the schedule or the UI launches it: no CLI in front, the run itself refuses.
        box.apply(monkeypatch)
        monkeypatch.setenv("OPENROUTER_API_KEY", key)
        instance = DagsterInstance.get()
        try:
            with pytest.raises(RunFailed, match="OPENROUTER_API_KEY is malformed"):
                run_range("modeldrift_daily", D2, D2, instance)
        finally:
            instance.dispose()
            monkeypatch.delenv("OPENROUTER_API_KEY")

    left, right = halves["quote"]
    quoted_key = f"sk-or-v1-{left}\"'{right}"
    with RawGateway({ECHO: "echo/model-1"}, _echo) as gateway:
        echoed = box.cli(
            "run",
            "--day",
            D2.isoformat(),
            extra_env={
                "OPENROUTER_API_KEY": quoted_key,
                "OPENROUTER_BASE_URL": gateway.base_url,
                "MODELDRIFT_MODELS": f'["{ECHO}"]',
            },
        )
    outputs += [echoed.stdout, echoed.stderr]
    assert echoed.returncode == 0, echoed.stderr[-2000:]
    with RawGateway({ECHO: "echo/model-1"}, _refuse_echoing) as gateway:
        refused = box.cli(
            "run",
            "--day",
            D2.isoformat(),
            extra_env={
                "OPENROUTER_API_KEY": quoted_key,
                "OPENROUTER_BASE_URL": gateway.base_url,
                "MODELDRIFT_MODELS": f'["{ECHO}"]',
                "MODELDRIFT_WAREHOUSE_PATH": str(box.root / "refused.duckdb"),
            },
        )
    outputs += [refused.stdout, refused.stderr]
    assert refused.returncode == 1 and "OPENROUTER_API_KEY" in refused.stderr
    captured = capfd.readouterr()
    outputs += [captured.out, captured.err]

    scanned, hits = _scan_for_needles(box.root, outputs, needles)
    assert hits == [], f"a canary key leaked into {sorted(set(hits))}"
    assert any(box.dagster_home.rglob("*.db")) and any(box.report_dir.rglob("*.html"))
    report_cases(
        f"secrets: canary keys of {len(halves)} shapes ({', '.join(halves)}), each malformed one "
        f"refused by the CLI and by a schedule-style run, the quoted one echoed back escaped; "
        f"{scanned} files and outputs scanned for {len(needles)} needles: 0 hits"
    )
