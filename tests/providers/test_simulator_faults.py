"""Every fault kind is observable on the wire the way OpenRouter shows it, outages cover their
window, and faults are drawn per attempt so a retry can succeed (and a rerun sees the same)."""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

import httpx
import pytest

from providers.simulator import FAULT_KINDS, Scenario, SimulatorServer

DAY = "2026-11-16"
HEADERS = {"Authorization": "Bearer sk-sim", "X-Sim-Day": DAY}
SLOW_S = 0.5


def _scenario(faults: dict[str, Any] | None = None, outages: list[Any] | None = None) -> Scenario:
    return Scenario.model_validate(
        {
            "seed": "faults",
            "models": [
                {"alias": "sim/a", "versions": [{"slug": "sim/a-v1", "from": "2026-11-01"}]}
            ],
            "faults": faults or {"rate": 0.0},
            "outages": outages or [],
        }
    )


def _only(kind: str) -> Scenario:
    return _scenario({"rate": 1.0, "kinds": {kind: 1}, "retry_after_s": 3, "slow_s": SLOW_S})


def _post(
    server: SimulatorServer, text: str = "Tell me about tides.", timeout: float = 10
) -> httpx.Response:
    return httpx.post(
        f"{server.base_url}/chat/completions",
        json={"model": "sim/a", "messages": [{"role": "user", "content": text}]},
        headers=HEADERS,
        timeout=timeout,
    )


def _clean_reply() -> dict[str, Any]:
    with SimulatorServer(_scenario()) as server:
        return _post(server).json()


def _check_rate_limit(r: httpx.Response, clean: dict[str, Any]) -> None:
    assert r.status_code == 429 and r.headers["Retry-After"] == "3"
    assert r.json()["error"]["code"] == 429


def _check_server_error(r: httpx.Response, clean: dict[str, Any]) -> None:
    assert r.status_code in (500, 502, 503)
    assert r.json()["error"]["code"] == r.status_code


def _check_error_body(r: httpx.Response, clean: dict[str, Any]) -> None:
    assert r.status_code == 200
    body = r.json()
    assert body["error"]["message"] and "choices" not in body


def _check_slow(r: httpx.Response, clean: dict[str, Any]) -> None:
    assert r.status_code == 200
    assert r.json()["choices"] == clean["choices"]
    assert int(r.headers["x-sim-latency-ms"]) >= SLOW_S * 1000


def _check_heartbeat(r: httpx.Response, clean: dict[str, Any]) -> None:
    assert r.status_code == 200
    text = r.text
    assert text[0].isspace() and ": OPENROUTER PROCESSING" in text
    payload = "\n".join(line for line in text.splitlines() if not line.startswith(":"))
    assert json.loads(payload)["choices"] == clean["choices"]


def _check_malformed_json(r: httpx.Response, clean: dict[str, Any]) -> None:
    assert r.status_code == 200
    with pytest.raises(json.JSONDecodeError):
        json.loads(r.text)
    assert json.dumps(clean).startswith(r.text[:20])


def _check_empty_content(r: httpx.Response, clean: dict[str, Any]) -> None:
    (choice,) = r.json()["choices"]
    assert choice["message"]["content"] == "" and choice["finish_reason"] == "stop"


def _check_null_finish_reason(r: httpx.Response, clean: dict[str, Any]) -> None:
    (choice,) = r.json()["choices"]
    assert choice["finish_reason"] is None and choice["native_finish_reason"] is None
    assert choice["message"]["content"] == clean["choices"][0]["message"]["content"]


def _check_content_filter(r: httpx.Response, clean: dict[str, Any]) -> None:
    (choice,) = r.json()["choices"]
    assert choice["finish_reason"] == "content_filter"
    assert choice["native_finish_reason"] == "content_filter"
    full = clean["choices"][0]["message"]["content"]
    assert choice["message"]["content"] and full.startswith(choice["message"]["content"])
    assert len(choice["message"]["content"]) < len(full)


def _check_content_filter_empty(r: httpx.Response, clean: dict[str, Any]) -> None:
    (choice,) = r.json()["choices"]
    assert choice["message"]["content"] == ""
    assert choice["finish_reason"] == choice["native_finish_reason"] == "content_filter"


def _check_gateway_timeout(r: httpx.Response, clean: dict[str, Any]) -> None:
    assert r.status_code in (408, 504, 524)
    assert r.json()["error"]["code"] == r.status_code


def _check_unfinished_stream(r: httpx.Response, clean: dict[str, Any]) -> None:
    assert r.status_code == 200 and ": OPENROUTER PROCESSING" in r.text
    assert all(not line.strip() or line.startswith(":") for line in r.text.splitlines())


CHECKS: dict[str, Callable[[httpx.Response, dict[str, Any]], None]] = {
    "rate_limit": _check_rate_limit,
    "server_error": _check_server_error,
    "error_body": _check_error_body,
    "slow": _check_slow,
    "heartbeat": _check_heartbeat,
    "malformed_json": _check_malformed_json,
    "empty_content": _check_empty_content,
    "null_finish_reason": _check_null_finish_reason,
    "content_filter": _check_content_filter,
    "content_filter_empty": _check_content_filter_empty,
    "gateway_timeout": _check_gateway_timeout,
    "unfinished_stream": _check_unfinished_stream,
}


def test_every_fault_kind_has_a_check() -> None:
    assert set(CHECKS) == set(FAULT_KINDS)


@pytest.mark.parametrize("kind", sorted(CHECKS))
def test_fault_kind_is_observable(kind: str) -> None:
    clean = _clean_reply()
    with SimulatorServer(_only(kind)) as server:
        response = _post(server)
        (record,) = server.request_log()
    CHECKS[kind](response, clean)
    assert record.fault == kind and record.status == response.status_code


def test_slow_fault_outlasts_a_short_client_timeout() -> None:
    with SimulatorServer(_only("slow")) as server:
        with pytest.raises(httpx.ReadTimeout):
            _post(server, timeout=SLOW_S / 5)
        assert server.request_log()[0].fault == "slow"


def test_outage_window_faults_every_request_inside_it_only() -> None:
    inside = _scenario(outages=[{"kind": "rate_limit", "start_s": 0, "duration_s": 60}])
    later = _scenario(outages=[{"kind": "rate_limit", "start_s": 3600, "duration_s": 60}])
    with SimulatorServer(inside) as server:
        statuses = {_post(server, f"question {i}").status_code for i in range(5)}
        assert statuses == {429}
        assert {r.fault for r in server.request_log()} == {"rate_limit"}
    with SimulatorServer(later) as server:
        assert {_post(server, f"question {i}").status_code for i in range(5)} == {200}


def _until_answered(client: httpx.Client, text: str) -> list[int]:
    statuses: list[int] = []
    while not statuses or (statuses[-1] != 200 and len(statuses) < 20):
        body = {"model": "sim/a", "messages": [{"role": "user", "content": text}]}
        statuses.append(client.post("/chat/completions", json=body).status_code)
    return statuses


def test_retries_draw_afresh_and_reruns_draw_the_same() -> None:
    flaky = _scenario({"rate": 0.5, "kinds": {"server_error": 1}})
    runs = []
    for _ in range(2):
        with SimulatorServer(flaky) as server:
            with httpx.Client(base_url=server.base_url, headers=HEADERS, timeout=10) as client:
                runs.append([_until_answered(client, f"prompt {i}") for i in range(12)])
            attempts = [r.attempt for r in server.request_log()]
        expected = [n for statuses in runs[-1] for n in range(1, len(statuses) + 1)]
        assert attempts == expected
    assert runs[0] == runs[1]
    assert all(statuses[-1] == 200 for statuses in runs[0])
    assert any(len(statuses) > 1 for statuses in runs[0])
    assert any(len(statuses) == 1 for statuses in runs[0])
