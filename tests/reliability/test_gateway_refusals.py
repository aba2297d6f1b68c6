"""Against the independent OpenRouter look-alike (raw_gateway.py): a wrong key stops the day at
the first refusal with one line and no pile of error rows; a malformed or non-ASCII key is refused
before any request; a 503 the gateway marks not retryable is tried once; and a rerun says how many
error rows it retried.
"""

from __future__ import annotations

import datetime as dt
import hashlib
import json
from collections import Counter
from pathlib import Path

import pytest

from tests.reliability.conftest import make_sandbox, report_cases
from tests.reliability.raw_gateway import RawGateway, Reply, Request, completion_body

pytestmark = pytest.mark.e2e

D1 = dt.date(2026, 11, 1)
MODEL = "raw/model"
RIGHT = "sk-or-v1-right-0123456789abcdef"
WRONG = "sk-or-v1-wrong-9876543210fedcba"
ANSWER = completion_body("ANSWER: 7")


def _prompt_bucket(request: Request) -> int:
    text = json.dumps(request.messages, sort_keys=True)
    return int(hashlib.sha256(text.encode()).hexdigest(), 16) % 5


def _only_the_right_key(request: Request, headers: dict[str, str]) -> Reply:
    if headers.get("authorization") != f"Bearer {RIGHT}":
        body = {"error": {"code": 401, "message": "No auth credentials found"}}
        return Reply(401, json.dumps(body).encode())
    return Reply(200, ANSWER)


def _one_line(done) -> str:
    lines = [ln for ln in (done.stdout + done.stderr).splitlines() if ln.strip()]
    assert len(lines) == 1 and lines[0].startswith("error: "), done.stdout + done.stderr
    return lines[0]


def test_a_wrong_key_stops_the_day_at_the_first_refusal(tmp_path: Path) -> None:
    with RawGateway({MODEL: f"{MODEL}-1"}, _only_the_right_key) as gateway:
        box = make_sandbox(tmp_path / "md", (MODEL,), gateway.base_url, concurrency="4")
        wrong = box.cli("run", "--day", D1.isoformat(), extra_env={"OPENROUTER_API_KEY": WRONG})
        refused = len(gateway.requests)
        right = box.cli("run", "--day", D1.isoformat(), extra_env={"OPENROUTER_API_KEY": RIGHT})
        total = len(gateway.requests)
    line = _one_line(wrong)
    assert wrong.returncode == 1
    assert "OPENROUTER_API_KEY" in line and "HTTP 401" in line
    assert WRONG not in wrong.stdout + wrong.stderr and WRONG[15:] not in line
    assert 1 <= refused <= 4, f"{refused} requests sent after the first refusal (4 in flight)"
    store = box.warehouse
    assert right.returncode == 0, right.stderr[-2000:]
    by_status = dict(store.rows("SELECT status, count(*) FROM responses GROUP BY ALL"))
    assert by_status == {"answered": 80}, f"no error rows from the refused run: {by_status}"
    assert total - refused == 80, "the rerun with the right key sent every task once"
    report_cases(
        f"wrong key: stopped after {refused} refused requests (4 in flight), 0 error rows, "
        "rerun with the right key answered 80/80"
    )


@pytest.mark.parametrize(
    ("shape", "key"),
    [
        ("line break", f"{RIGHT}\nX-Injected: 1"),
        ("non-ASCII", f"{RIGHT}\u00e9"),
        ("tab", f"{RIGHT}\tx"),
        ("space inside", "sk-or-v1 right"),
    ],
)
def test_a_malformed_key_is_refused_before_any_request(
    tmp_path: Path, shape: str, key: str
) -> None:
    with RawGateway({MODEL: f"{MODEL}-1"}, _only_the_right_key) as gateway:
        box = make_sandbox(tmp_path / "md", (MODEL,), gateway.base_url)
        done = box.cli("run", "--day", D1.isoformat(), extra_env={"OPENROUTER_API_KEY": key})
        sent = len(gateway.requests)
    line = _one_line(done)
    assert done.returncode == 1 and line.startswith("error: OPENROUTER_API_KEY is malformed"), line
    assert "right" not in line.lower().replace("copy it again", ""), line
    assert sent == 0, f"{shape}: {sent} requests reached the gateway"


NOT_RETRYABLE = json.dumps(
    {
        "error": {
            "code": 503,
            "message": "No endpoints available for this model",
            "metadata": {"availability": {"retryable": False}},
        }
    }
).encode()
BUSY = json.dumps({"error": {"code": 503, "message": "Provider busy"}}).encode()


def test_a_non_retryable_503_is_tried_once_and_the_rerun_counts_its_retries(
    tmp_path: Path,
) -> None:
    seen: Counter[str] = Counter()
    healed = {"now": False}

    def reply(request: Request, headers: dict[str, str]) -> Reply:
        key = json.dumps(request.messages, sort_keys=True)
        seen[key] += 1
        bucket = _prompt_bucket(request)
        if bucket == 0 and not healed["now"]:
            return Reply(503, NOT_RETRYABLE)
        if bucket == 1 and seen[key] == 1:
            return Reply(503, BUSY)  # no signal: retried as usual
        return Reply(200, ANSWER)

    with RawGateway({MODEL: f"{MODEL}-1"}, reply) as gateway:
        box = make_sandbox(tmp_path / "md", (MODEL,), gateway.base_url, max_retries="3")
        first = box.cli("run", "--day", D1.isoformat())
        tries_first = Counter(seen)
        store = box.warehouse
        rows = store.rows(
            "SELECT status, http_status, tries, count(*) FROM responses GROUP BY ALL ORDER BY ALL"
        )
        # Tasks left with error rows only: the 503s marked retryable:false (a puzzle's busy 503
        # is retried with a fresh prompt, which may draw one of those).
        n_final = store.rows(
            "SELECT count(DISTINCT task_id) FROM responses WHERE status = 'error' AND task_id "
            "NOT IN (SELECT task_id FROM responses WHERE status <> 'error')"
        )[0][0]
        healed["now"] = True
        again = box.cli("run", "--day", D1.isoformat())
    assert first.returncode == 0, first.stderr[-2000:]
    errors = [r for r in rows if r[0] == "error"]
    assert n_final > 0 and all(r[1] == 503 and r[2] == 1 for r in errors), rows
    retried_busy = sum(1 for n in tries_first.values() if n == 2)
    assert retried_busy > 0 and max(tries_first.values()) == 2, "busy 503s retried once each"
    assert again.returncode == 0, again.stderr[-2000:]
    assert f"retried {n_final} error rows" in again.stdout, again.stdout
    answered = store.rows("SELECT count(*) FROM responses WHERE status = 'answered'")[0][0]
    assert answered == 80
    report_cases(
        f"not retryable: {n_final} tasks with a 503 marked retryable:false tried once each, "
        f"{retried_busy} plain 503s retried; the rerun retried {n_final} error rows and said so"
    )
