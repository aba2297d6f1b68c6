"""Invariant 5 (no secret leaves memory): a day run through the live client with a canary key,
including requests that fail and a gateway that echoes the key back, leaves the key nowhere: not
in the warehouse, the published copy, the report, the Dagster instance folder or the captured
output of the CLI.
"""

from __future__ import annotations

import datetime as dt
import hashlib
import json
import secrets
from pathlib import Path

import pytest

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
    if kind == 0:
        body = {"error": {"code": 401, "message": f"Invalid credentials. Authorization: {auth}"}}
        return Reply(401, json.dumps(body).encode())
    if kind == 1:
        url = f"https://user:{key}@upstream.example/v1/chat?key={key}"
        return Reply(
            500, json.dumps({"error": {"code": 500, "message": f"upstream {url} failed"}}).encode()
        )
    if kind == 2:  # answered, but the gateway put the key into the reply
        return Reply(200, completion_body(f"Your key is {key}.", provider=f"Echo {key}"))
    return Reply(200, completion_body("A plain answer."))


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
    assert by_status.get(401) and by_status.get(500), f"the error paths ran: {by_status}"
    redacted_errors = store.rows("SELECT count(*) FROM responses WHERE error LIKE '%[redacted]%'")[
        0
    ][0]
    assert redacted_errors > 0, "echoed credentials reached the error text and were redacted there"
    echoed = store.rows(
        "SELECT count(*) FROM responses WHERE content LIKE 'Your key is [redacted].' "
        "AND provider = 'Echo [redacted]'"
    )[0][0]
    assert echoed > 0, "a body echoing the key is archived with only the key's bytes replaced"
    assert all(ln.startswith("error: ") and "[redacted]" in ln for ln in error_lines), error_lines

    scanned, hits = 0, []
    for path in sorted(p for p in box.root.rglob("*") if p.is_file()):
        data = path.read_bytes()
        scanned += 1
        hits += [str(path) for n in needles if n in data]
    for text in outputs:
        scanned += 1
        hits += ["captured output" for n in needles if n in text.encode("utf-8", "replace")]
    assert hits == [], f"the canary key leaked into {sorted(set(hits))}"
    assert box.warehouse.published_path.exists() and any(box.report_dir.rglob("*.html"))
    assert any(box.dagster_home.rglob("*.db")), "the Dagster instance folder was scanned"
    report_cases(
        f"secrets: 4 CLI runs with a canary key (fault day, echoing gateway, key in URL userinfo "
        f"and query), {sum(by_status.values())} archived rows ({by_status.get(401)} x 401, "
        f"{by_status.get(500)} x 500), {scanned} files and outputs scanned for "
        f"{len(needles)} needles: 0 hits"
    )
