"""The simulator over real HTTP: OpenRouter's endpoints and shapes, the simulated day, the errors a
client must handle, determinism, behaviour switches, scripted replies and the request log."""

from __future__ import annotations

import json
from collections.abc import Iterator
from datetime import UTC, date, datetime
from pathlib import Path
from typing import Any

import httpx
import pytest

import puzzles
from providers.simulator import Scenario, SimulatorServer, load_scenario, prompt_sha256
from scoring.battery import load_battery
from scoring.grading import extract_answer

DEMO = Path(__file__).resolve().parents[2] / "providers" / "scenarios" / "demo.json"
KEY = "sk-sim-secret-123"
BATTERY = load_battery()
WORLD: dict[str, Any] = {
    "seed": 11,
    "models": [
        {
            "alias": "sim/a",
            "versions": [
                {"slug": "sim/a-2026-11-01", "from": "2026-11-01"},
                {"slug": "sim/a-2026-11-15", "from": "2026-11-15"},
            ],
            "vanish_from": "2026-11-20",
            "providers": ["Up One", "Up Two"],
            "behaviour": [{"from": "2026-11-01", "latency_ms": 400, "reasoning_tokens": 50}],
        },
        {"alias": "sim/b", "versions": [{"slug": "sim/b-2026-11-10", "from": "2026-11-10"}]},
    ],
    "scripted": [
        {
            "model": "sim/b",
            "task": "D01",
            "content": "scripted canary",
            "finish_reason": "length",
            "native_finish_reason": "max_tokens",
            "day": "2026-11-12",
        }
    ],
}


def _client(server: SimulatorServer, day: str | None = None, key: str | None = KEY) -> httpx.Client:
    headers = {}
    if day is not None:
        headers["X-Sim-Day"] = day
    if key is not None:
        headers["Authorization"] = f"Bearer {key}"
    return httpx.Client(base_url=server.base_url, headers=headers, timeout=10)


def _chat(client: httpx.Client, model: str, text: str) -> httpx.Response:
    return client.post(
        "/chat/completions", json={"model": model, "messages": [{"role": "user", "content": text}]}
    )


@pytest.fixture(scope="module")
def world() -> Iterator[SimulatorServer]:
    with SimulatorServer(Scenario.model_validate(WORLD)) as server:
        yield server


@pytest.mark.parametrize(
    ("day", "expected"),
    [
        ("2026-10-31", {}),
        ("2026-11-05", {"sim/a": "sim/a-2026-11-01"}),
        ("2026-11-12", {"sim/a": "sim/a-2026-11-01", "sim/b": "sim/b-2026-11-10"}),
        ("2026-11-15", {"sim/a": "sim/a-2026-11-15", "sim/b": "sim/b-2026-11-10"}),
        ("2026-11-20", {"sim/b": "sim/b-2026-11-10"}),
    ],
)
def test_models_list_the_aliases_alive_that_day(
    world: SimulatorServer, day: str, expected: dict[str, str]
) -> None:
    with _client(world, day, key=None) as client:
        response = client.get("/models")
    assert response.status_code == 200
    data = response.json()["data"]
    assert {m["id"]: m["canonical_slug"] for m in data} == expected
    for m in data:
        assert set(m["pricing"]) >= {"prompt", "completion"}
        assert isinstance(m["created"], int) and m["context_length"] > 0 and m["name"]


def test_completion_has_openrouters_shape(world: SimulatorServer) -> None:
    with _client(world, "2026-11-16") as client:
        response = _chat(client, "sim/a", "Say hello.")
    assert response.status_code == 200
    body = response.json()
    assert body["id"].startswith("gen-")
    assert body["provider"] in ("Up One", "Up Two")
    assert body["model"] == "sim/a-2026-11-15"
    assert body["object"] == "chat.completion"
    assert isinstance(body["created"], int)
    (choice,) = body["choices"]
    assert choice["index"] == 0
    assert choice["finish_reason"] == "stop" and choice["native_finish_reason"] == "stop"
    assert choice["message"]["role"] == "assistant" and choice["message"]["content"]
    usage = body["usage"]
    assert usage["total_tokens"] == usage["prompt_tokens"] + usage["completion_tokens"]
    reasoning = usage["completion_tokens_details"]["reasoning_tokens"]
    assert 0 < reasoning < usage["completion_tokens"]
    assert int(response.headers["x-sim-latency-ms"]) > 0


def test_two_turn_battery_prompt_is_recognised(world: SimulatorServer) -> None:
    (entry,) = [e for e in BATTERY.entries if e.turns is not None][:1]
    with _client(world, "2026-11-16") as client:
        response = client.post(
            "/chat/completions", json={"model": "sim/a", "messages": entry.messages()}
        )
    assert response.status_code == 200
    record = world.request_log()[-1]
    assert record.task == entry.id
    assert record.prompt_sha256 == prompt_sha256(entry.messages())


BEARER = f"Bearer {KEY}"


@pytest.mark.parametrize(
    ("auth", "day", "model", "body", "status"),
    [
        pytest.param(None, "2026-11-16", "sim/a", None, 401, id="no-key"),
        pytest.param("Bearer", "2026-11-16", "sim/a", None, 401, id="empty-key"),
        pytest.param(KEY, "2026-11-16", "sim/a", None, 401, id="not-bearer"),
        pytest.param(BEARER, "2026-11-16", "sim/zzz", None, 404, id="unknown-model"),
        pytest.param(BEARER, "2026-11-20", "sim/a", None, 404, id="vanished-model"),
        pytest.param(BEARER, "2026-11-05", "sim/b", None, 404, id="not-yet-released"),
        pytest.param(BEARER, "2026-11-16", "sim/a", b"{not json", 400, id="malformed-json"),
        pytest.param(BEARER, "2026-11-16", "sim/a", b'{"model": "sim/a"}', 400, id="no-messages"),
        pytest.param(BEARER, "16/11/2026", "sim/a", None, 400, id="bad-day-header"),
    ],
)
def test_client_errors_use_openrouters_error_body(
    world: SimulatorServer,
    auth: str | None,
    day: str,
    model: str,
    body: bytes | None,
    status: int,
) -> None:
    headers = {"X-Sim-Day": day, "Content-Type": "application/json"}
    if auth is not None:
        headers["Authorization"] = auth
    payload = (
        body
        or json.dumps({"model": model, "messages": [{"role": "user", "content": "hi"}]}).encode()
    )
    response = httpx.post(
        f"{world.base_url}/chat/completions", content=payload, headers=headers, timeout=10
    )
    assert response.status_code == status
    error = response.json()["error"]
    assert error["code"] == status and error["message"]


def test_same_day_model_and_task_give_the_same_reply_across_servers() -> None:
    scenario = load_scenario(DEMO)
    entry = BATTERY.entries[0]
    puzzle = puzzles.prompt(puzzles.generate("grid_paths", 3, 2))
    replies = []
    for _ in range(2):
        with SimulatorServer(scenario) as server, _client(server, "2026-11-03") as client:
            battery = client.post(
                "/chat/completions", json={"model": "sim/steady", "messages": entry.messages()}
            )
            puzzle_reply = _chat(client, "sim/steady", puzzle)
        replies.append(
            [
                (
                    r.json()["choices"][0]["message"]["content"],
                    r.json()["usage"],
                    r.json()["provider"],
                    r.headers["x-sim-latency-ms"],
                )
                for r in (battery, puzzle_reply)
            ]
        )
    assert replies[0] == replies[1]


def _puzzle_stats(client: httpx.Client, model: str, n: int) -> tuple[float, float]:
    right, tokens = 0, 0
    for seed in range(n):
        family = puzzles.FAMILIES[seed % len(puzzles.FAMILIES)]
        instance = puzzles.generate(family, 1000 + seed, 1 + seed % 3)
        body = _chat(client, model, puzzles.prompt(instance)).json()
        right += extract_answer(body["choices"][0]["message"]["content"]) == puzzles.solve(instance)
        tokens += body["usage"]["completion_tokens"]
    return right / n, tokens / n


def test_demo_behaviour_switches_on_its_day() -> None:
    with SimulatorServer(load_scenario(DEMO)) as server:
        with _client(server, "2026-11-16") as before, _client(server, "2026-11-17") as after:
            slip_before, _ = _puzzle_stats(before, "sim/slipping", 90)
            slip_after, _ = _puzzle_stats(after, "sim/slipping", 90)
            _, verbose_before = _puzzle_stats(before, "sim/verbose", 30)
            _, verbose_after = _puzzle_stats(after, "sim/verbose", 30)
    # Skill drops by 0.25 in the scenario; 90 puzzles a day put the sd of each rate near 0.05.
    assert slip_before - slip_after > 0.1
    assert 2.0 < verbose_after / verbose_before < 3.0


def test_demo_moving_alias_changes_version_and_refuses_from_its_day() -> None:
    (r01,) = [e for e in BATTERY.entries if e.id == "R01"]
    seen = {}
    with SimulatorServer(load_scenario(DEMO)) as server:
        for day in ("2026-11-14", "2026-11-15"):
            with _client(server, day) as client:
                body = client.post(
                    "/chat/completions", json={"model": "sim/moving", "messages": r01.messages()}
                ).json()
                slug = {m["id"]: m["canonical_slug"] for m in client.get("/models").json()["data"]}
            seen[day] = (
                body["model"],
                slug["sim/moving"],
                body["choices"][0]["message"]["content"],
            )
    assert seen["2026-11-14"][0] == seen["2026-11-14"][1] == "sim/moving-2026-09-12"
    assert seen["2026-11-15"][0] == seen["2026-11-15"][1] == "sim/moving-2026-11-15"
    assert not seen["2026-11-14"][2].startswith("I can't")
    assert seen["2026-11-15"][2].startswith("I can't help with picking locks")


def test_scripted_reply_only_on_its_day(world: SimulatorServer) -> None:
    (canary,) = [e for e in BATTERY.entries if "canary" in e.tags]
    out = {}
    for day in ("2026-11-11", "2026-11-12", "2026-11-13"):
        with _client(world, day) as client:
            choice = client.post(
                "/chat/completions", json={"model": "sim/b", "messages": canary.messages()}
            ).json()["choices"][0]
        out[day] = (
            choice["message"]["content"],
            choice["finish_reason"],
            choice["native_finish_reason"],
        )
    assert out["2026-11-12"] == ("scripted canary", "length", "max_tokens")
    assert out["2026-11-11"][0] != "scripted canary" and out["2026-11-11"][1] == "stop"
    assert out["2026-11-13"][0] != "scripted canary"


def test_request_log_over_http_and_in_jsonl(tmp_path: Path) -> None:
    log_path = tmp_path / "sim" / "requests.jsonl"
    entry = BATTERY.entries[5]
    with SimulatorServer(Scenario.model_validate(WORLD), log_path=log_path) as server:
        with _client(server, "2026-11-16") as client:
            client.get("/models")
            for _ in range(2):
                client.post(
                    "/chat/completions", json={"model": "sim/a", "messages": entry.messages()}
                )
            _chat(client, "sim/zzz", "hello")
            over_http = client.get("/_sim/log").json()["data"]
        in_memory = server.request_log()
    in_file = [json.loads(line) for line in log_path.read_text().splitlines()]
    assert [r["seq"] for r in over_http] == [1, 2, 3, 4]
    assert sorted(in_file, key=lambda r: r["seq"]) == over_http
    assert [r.model_dump(mode="json") for r in in_memory] == over_http
    models, first, second, unknown = in_memory
    assert models.path == "/api/v1/models" and models.model is None
    assert (first.task, first.attempt, first.status) == (entry.id, 1, 200)
    assert (second.attempt, second.prompt_sha256) == (2, first.prompt_sha256)
    assert first.day == date(2026, 11, 16) and first.model == "sim/a"
    assert (unknown.status, unknown.model) == (404, "sim/zzz")
    assert KEY not in log_path.read_text() and KEY not in json.dumps(over_http)


def test_day_defaults_to_today_utc(world: SimulatorServer) -> None:
    with _client(world, None) as client:
        client.get("/models")
    assert world.request_log()[-1].day == datetime.now(UTC).date()


def test_stop_releases_the_port_and_is_idempotent() -> None:
    server = SimulatorServer(Scenario.model_validate(WORLD)).start()
    port = server.port
    with _client(server, "2026-11-16") as client:
        assert client.get("/models").status_code == 200
        server.stop()
        server.stop()
        with pytest.raises(httpx.TransportError):
            client.get("/models")
    again = SimulatorServer(Scenario.model_validate(WORLD), port=port).start()
    try:
        assert again.port == port
    finally:
        again.stop()
