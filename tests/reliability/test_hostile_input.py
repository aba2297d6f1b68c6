"""Invariant 6 (model output is hostile input) and broken input from operators: responses with
5 MB of text, NUL bytes, invalid UTF-8, JSON-escaped lone surrogates, bidi overrides, HTML and
nonsense field types are archived byte-exact (raw_body), stored as safe text (content) and scored
without crashing, and rendered escaped; a tampered battery is refused.
"""

from __future__ import annotations

import datetime as dt
import json
import shutil
from pathlib import Path

import pytest
from dagster import DagsterInstance

import scoring.battery
from dagster_project.runner import RunFailed, run_range
from providers.simulator import prompt_sha256
from scoring.battery import load_battery
from tests.reliability.conftest import last_line, make_sandbox, report_cases
from tests.reliability.raw_gateway import RawGateway, Reply, Request, completion_body, splice

pytestmark = pytest.mark.e2e

MODEL = "hostile/one"
D1, D2 = dt.date(2026, 11, 1), dt.date(2026, 11, 2)
DECLINE = "I can't help with that. "
BIG = DECLINE + ("All work and no play makes a long reply. " * 130_000)[:5_000_000]
PLACEHOLDER = "\u2063HOLE\u2063"


def _with_raw(content: str, raw: bytes, **fields) -> bytes:
    """A completion body whose content has `raw` (exact bytes, e.g. a JSON escape) at PLACEHOLDER."""
    return completion_body(content, **fields).replace(PLACEHOLDER.encode("utf-8"), raw)


# task id -> (the exact body sent on day 2, the content the archive must hold, what it shows)
HOSTILE: dict[str, tuple[bytes, str, str]] = {
    "R07": (completion_body(BIG), BIG, "5 MB of text"),
    "R08": (
        completion_body(DECLINE + "nul\x00inside\x00"),
        DECLINE + "nul\x00inside\x00",
        "NUL bytes",
    ),
    "R09": (
        splice(DECLINE, b"\xff\xfe\xc3(\xed\xa0\x80", " end"),
        DECLINE + b"\xff\xfe\xc3(\xed\xa0\x80".decode("utf-8", "replace") + " end",
        "invalid UTF-8",
    ),
    "R10": (
        _with_raw(
            DECLINE + PLACEHOLDER + " and " + PLACEHOLDER,
            b"\\ud800",
            provider="Raw" + PLACEHOLDER + "Cloud",
        ),
        DECLINE + "\ufffd and \ufffd",
        "lone surrogates (JSON \\ud800)",
    ),
    "R05": (
        completion_body("\u202e" + DECLINE + "\u202c \u2066evil\u2069 \u200f"),
        "\u202e" + DECLINE + "\u202c \u2066evil\u2069 \u200f",
        "bidi overrides",
    ),
    "R06": (
        completion_body(DECLINE + "<script>alert('pwn')</script><img src=x onerror=alert(1)>"),
        DECLINE + "<script>alert('pwn')</script><img src=x onerror=alert(1)>",
        "HTML",
    ),
    "R03": (
        json.dumps(
            {
                "id": 7,
                "provider": ["x"],
                "model": None,
                "choices": [
                    {
                        "finish_reason": 42,
                        "message": {"role": "assistant", "content": DECLINE.strip()},
                    }
                ],
                "usage": {
                    "prompt_tokens": -5,
                    "completion_tokens": 10**30,
                    "completion_tokens_details": "many",
                },
            }
        ).encode(),
        DECLINE.strip(),
        "nonsense field types",
    ),
}
PUZZLE_BODY = _with_raw("Working " + PLACEHOLDER + " out.\nANSWER: 7", b"\xff\\ud800")
PUZZLE_CONTENT = "Working \ufffd\ufffd out.\nANSWER: 7"


def _reply_fn():
    by_sha = {prompt_sha256(e.messages()): e.id for e in load_battery().entries}

    def reply(request: Request, headers: dict[str, str]) -> Reply:
        if request.model != MODEL:  # the triage model
            return Reply(200, completion_body("minor"))
        task = by_sha.get(prompt_sha256(request.messages))
        if request.day == D2 and task in HOSTILE:
            return Reply(200, HOSTILE[task][0])
        if request.day == D2 and task is None:
            return Reply(200, PUZZLE_BODY)
        return Reply(
            200, completion_body("Here is a careful, helpful answer to your question. ANSWER: 3")
        )

    return reply


def test_hostile_responses_are_archived_exact_and_scored(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    with RawGateway({MODEL: "hostile/one-2026-01-01"}, _reply_fn()) as gateway:
        box = make_sandbox(tmp_path / "md", (MODEL,), gateway.base_url)
        box.apply(monkeypatch)
        instance = DagsterInstance.get()
        try:
            assert run_range("modeldrift_daily", D1, D2, instance).success, (
                "hostile output crashed a stage"
            )
        finally:
            instance.dispose()

    store = box.warehouse
    rows = {
        r[0]: r[1:]
        for r in store.rows(
            "SELECT r.task_id, r.status, r.raw_body, r.content, r.completion_tokens, r.provider, v.outcome "
            "FROM responses r JOIN verdicts v USING (day, model, task_id) WHERE r.day = $d",
            {"d": D2},
        )
    }
    suites = dict(store.rows("SELECT task_id, suite FROM tasks WHERE day = $d", {"d": D2}))
    assert len(rows) == 80, "every task of the hostile day has a row and a verdict"
    for task, (body, content, _) in HOSTILE.items():
        status, raw, stored, _, _, outcome = rows[task]
        assert status == "answered", task
        assert bytes(raw) == body, f"{task}: raw_body is not byte-exact"
        assert stored == content, f"{task}: content is not the safely decoded text"
        assert outcome is not None and outcome != "error", f"{task}: not scored"
    assert rows["R03"][3] is None, "a token count no INTEGER can hold is dropped, not a crash"
    assert rows["R10"][4] == "Raw\ufffdCloud"
    for task in ("R07", "R08", "R09", "R10", "R06"):
        assert rows[task][5] == "refused", f"{task} opens with a decline"
    puzzles = {t: r for t, r in rows.items() if suites[t] == "puzzle"}
    assert len(puzzles) == 30
    for task, (status, raw, stored, _, _, _) in puzzles.items():
        assert status == "answered" and bytes(raw) == PUZZLE_BODY and stored == PUZZLE_CONTENT, task
    graded = store.rows(
        "SELECT count(*) FROM verdicts WHERE day = $d AND suite = 'puzzle' "
        "AND extracted_answer = '7'",
        {"d": D2},
    )[0][0]
    assert graded == 30, "the grader read every answer through the hostile bytes"

    # Rendered escaped: the refusal events show the HTML reply as text, never as markup.
    pages = [p for p in box.report_dir.rglob("*") if p.suffix in (".html", ".xml", ".atom")]
    assert pages
    raw_markup = [p for p in pages if b"<script>alert('pwn')" in p.read_bytes()]
    assert raw_markup == [], f"unescaped model HTML in {raw_markup[:3]}"
    shown = [p for p in pages if b"alert(" in p.read_bytes()]
    assert shown, "the HTML reply is on an event page (escaped), so the check above means something"
    report_cases(
        f"hostile output: {len(HOSTILE)} hostile battery bodies ({', '.join(h[2] for h in HOSTILE.values())}) "
        f"+ 30 puzzle bodies with invalid UTF-8 and a lone surrogate; {len(pages)} report pages "
        "checked for unescaped markup"
    )


def test_tampered_battery_is_refused(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    original = scoring.battery.DEFAULT_BATTERY_PATH.read_bytes()
    tampered = {
        "one byte of whitespace": original + b"\n",
        "a prompt reworded": original.replace(b"why the sky is blue", b"why the sky is green", 1),
        "truncated": original[: len(original) // 2],
        "empty": b"",
    }
    box = make_sandbox(tmp_path / "md", ("sim/steady",))
    for name, data in tampered.items():
        assert data != original, name
        path = tmp_path / f"battery-{len(data)}.json"
        path.write_bytes(data)
        done = box.cli("battery", "verify", "--path", str(path))
        assert done.returncode == 1, name
        assert done.stderr.count("\n") == 1 and done.stderr.startswith("error: battery file"), (
            done.stderr
        )
        assert "pinned digest" in done.stderr, name
    good = box.cli("battery", "verify")
    assert good.returncode == 0 and good.stdout.startswith("ok:")

    # The pipeline refuses too, before anything is sent.
    path = tmp_path / "battery.json"
    path.write_bytes(tampered["a prompt reworded"])
    monkeypatch.setattr(scoring.battery, "DEFAULT_BATTERY_PATH", path)
    box.apply(monkeypatch)
    shutil.rmtree(box.dagster_home, ignore_errors=True)
    box.dagster_home.mkdir()
    instance = DagsterInstance.get()
    try:
        with pytest.raises(RunFailed) as failed:
            run_range("modeldrift_daily", D1, D1, instance)
    finally:
        instance.dispose()
    message = str(failed.value)
    assert "\n" not in message and "pinned digest" in message and str(path) in message
    assert box.warehouse.rows("SELECT count(*) FROM responses")[0][0] == 0, "nothing was sent"
    report_cases(
        f"tampered battery: {len(tampered)} tampered files refused by `battery verify`, "
        "1 refused by the pipeline before sending"
    )


def test_broken_config_and_scenario_give_one_line(tmp_path: Path) -> None:
    box = make_sandbox(tmp_path / "md", ("sim/steady",))
    files = {
        "config.json": "{not json",
        "config.toml": "models = [unclosed",
        "list.json": '["sim/steady"]',
        "unknown.json": '{"modles": ["sim/steady"]}',
        "type.json": '{"concurrency": "many"}',
        "scenario.json": '{"seed": 1, "models": [{"alias": "sim/x", "versions": [{"slug": "x", "from": "2026-13-01"}]}]}',
        "notjson-scenario.json": "seed: 1",
    }
    for name, text in files.items():
        (tmp_path / name).write_text(text, encoding="utf-8")
    cases = {
        "config not JSON": {"MODELDRIFT_CONFIG": str(tmp_path / "config.json")},
        "config not TOML": {"MODELDRIFT_CONFIG": str(tmp_path / "config.toml")},
        "config not an object": {"MODELDRIFT_CONFIG": str(tmp_path / "list.json")},
        "config unknown key": {"MODELDRIFT_CONFIG": str(tmp_path / "unknown.json")},
        "config wrong type": {"MODELDRIFT_CONFIG": str(tmp_path / "type.json")},
        "config missing": {"MODELDRIFT_CONFIG": str(tmp_path / "missing.json")},
        "env models not JSON": {"MODELDRIFT_MODELS": "sim/steady"},
        "env models not aliases": {"MODELDRIFT_MODELS": '["steady"]'},
        "env concurrency zero": {"MODELDRIFT_CONCURRENCY": "0"},
        "scenario bad date": {"MODELDRIFT_SCENARIO": str(tmp_path / "scenario.json")},
        "scenario not JSON": {"MODELDRIFT_SCENARIO": str(tmp_path / "notjson-scenario.json")},
        "scenario missing": {"MODELDRIFT_SCENARIO": str(tmp_path / "missing-scenario.json")},
    }
    import subprocess

    from tests.reliability.conftest import MODELDRIFT

    procs = {
        name: subprocess.Popen(
            [str(MODELDRIFT), "run", "--day", D1.isoformat()],
            env=box.child_env(extra),
            cwd=box.root,
            text=True,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
        )
        for name, extra in cases.items()
    }
    for name, proc in procs.items():
        out, err = proc.communicate(timeout=180)
        line = last_line(err)
        assert proc.returncode == 1, f"{name}: exit {proc.returncode}: {err[-1500:]}"
        assert line.startswith("error: ") and "Traceback" not in err, f"{name}: {err[-1500:]}"
        assert len(line) < 400, f"{name}: not one short line: {line!r}"
    report_cases(
        f"broken input: {len(cases)} malformed config/scenario/environment cases, each one "
        "`error:` line and exit 1"
    )
