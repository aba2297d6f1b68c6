"""The client's retry rules, at the transport layer (httpx.MockTransport), with a recorded sleep.

Real HTTP against the simulator is covered by the pipeline tests; here each rule is pinned
exactly: what is retried, how long it waits, what ends as an error row, and that the key never
appears in what we keep.
"""

from __future__ import annotations

import asyncio
import json
import logging
from collections.abc import Callable

import httpx
import pytest
from pydantic import SecretStr

from providers.openrouter import (
    KeyRejected,
    LocalRequestError,
    OpenRouterClient,
    ProviderError,
    parse_body,
    parse_retry_after,
)

KEY = "sk-or-v1-canary-0123456789abcdef"
OK_BODY = {
    "id": "gen-1",
    "provider": "Acme",
    "model": "acme/m-20260101",
    "choices": [
        {
            "index": 0,
            "finish_reason": "stop",
            "native_finish_reason": "end_turn",
            "message": {"role": "assistant", "content": "hello"},
        }
    ],
    "usage": {
        "prompt_tokens": 5,
        "completion_tokens": 7,
        "total_tokens": 12,
        "completion_tokens_details": {"reasoning_tokens": 3},
    },
}


def run_chat(
    responses: list[Callable[[httpx.Request], httpx.Response]],
    *,
    slow_is_fail: bool = False,
    timeout_s: float = 5.0,
    max_retries: int = 3,
):
    sleeps: list[float] = []
    calls: list[httpx.Request] = []

    def handler(request: httpx.Request) -> httpx.Response:
        calls.append(request)
        return responses[min(len(calls), len(responses)) - 1](request)

    async def fake_sleep(s: float) -> None:
        sleeps.append(s)

    async def go():
        client = OpenRouterClient(
            "http://gw.test/api/v1",
            SecretStr(KEY),
            transport=httpx.MockTransport(handler),
            sleep=fake_sleep,
            max_retries=max_retries,
        )
        async with client:
            return await client.chat(
                "acme/m",
                [{"role": "user", "content": "hi"}],
                timeout_s=timeout_s,
                slow_is_fail=slow_is_fail,
            )

    return asyncio.run(go()), calls, sleeps


def status(code: int, body: object = None, headers: dict | None = None):
    return lambda request: httpx.Response(
        code,
        json=body if body is not None else {"error": {"code": code, "message": "nope"}},
        headers=headers,
    )


def test_a_good_answer_keeps_every_field_and_the_raw_body() -> None:
    result, calls, _ = run_chat([status(200, OK_BODY)])
    assert result.status == "answered" and result.tries == 1
    assert (result.content, result.provider, result.finish_reason, result.native_finish_reason) == (
        "hello",
        "Acme",
        "stop",
        "end_turn",
    )
    assert (result.prompt_tokens, result.completion_tokens, result.reasoning_tokens) == (5, 7, 3)
    assert result.response_model == "acme/m-20260101" and result.generation_id == "gen-1"
    assert json.loads(result.raw_body) == OK_BODY
    sent = json.loads(calls[0].content)
    assert sent == {"model": "acme/m", "messages": [{"role": "user", "content": "hi"}]}, (
        "no extra settings"
    )
    assert calls[0].headers["authorization"] == f"Bearer {KEY}"


@pytest.mark.parametrize("code", [408, 429, 500, 502, 503, 524, 529])
def test_retryable_statuses_are_retried_then_succeed(code: int) -> None:
    result, calls, sleeps = run_chat([status(code), status(200, OK_BODY)])
    assert (
        result.status == "answered" and result.tries == 2 and len(calls) == 2 and len(sleeps) == 1
    )


@pytest.mark.parametrize("code", [400, 402, 404])
def test_final_statuses_are_never_retried(code: int) -> None:
    result, calls, sleeps = run_chat([status(code), status(200, OK_BODY)])
    assert result.status == "error" and len(calls) == 1 and sleeps == []
    assert result.http_status == code


def test_retry_after_is_honoured() -> None:
    result, _, sleeps = run_chat([status(429, headers={"Retry-After": "17"}), status(200, OK_BODY)])
    assert result.status == "answered"
    assert sleeps[0] >= 17


def test_gives_up_after_three_retries_as_an_error_row_without_the_key() -> None:
    body = {"error": {"code": 500, "message": f"upstream said Authorization: Bearer {KEY}"}}
    result, calls, sleeps = run_chat([status(500, body)])
    assert result.status == "error" and len(calls) == 4 and len(sleeps) == 3
    assert KEY not in (result.error or "") and "gave up after 4 tries" in (result.error or "")


def test_an_error_body_with_http_200_is_retried() -> None:
    result, calls, _ = run_chat(
        [status(200, {"error": {"code": 502, "message": "provider down"}}), status(200, OK_BODY)]
    )
    assert result.status == "answered" and len(calls) == 2


def test_malformed_json_is_retried_and_heartbeats_are_skipped() -> None:
    def broken(r: httpx.Request) -> httpx.Response:
        return httpx.Response(200, content=b'{"id": "gen-1", "choi')

    def heartbeat(r: httpx.Request) -> httpx.Response:
        body = b"\n: OPENROUTER PROCESSING\n\n   " + json.dumps(OK_BODY).encode()
        return httpx.Response(200, content=body)

    result, calls, _ = run_chat([broken, heartbeat])
    assert result.status == "answered" and result.content == "hello" and len(calls) == 2


def test_a_slow_puzzle_is_a_timeout_not_an_error_and_is_not_retried() -> None:
    def slow(request: httpx.Request) -> httpx.Response:
        raise httpx.ReadTimeout("slow", request=request)

    async def go():
        async def handler(request):
            await asyncio.sleep(1.0)
            return httpx.Response(200, json=OK_BODY)

        client = OpenRouterClient(
            "http://gw.test/api/v1", SecretStr(KEY), transport=httpx.MockTransport(handler)
        )
        async with client:
            return await client.chat(
                "acme/m", [{"role": "user", "content": "hi"}], timeout_s=0.05, slow_is_fail=True
            )

    result = asyncio.run(go())
    assert result.status == "timeout" and result.tries == 1
    network_error, calls, _ = run_chat([slow])
    assert network_error.status == "error" and len(calls) == 4


def test_models_listing_errors_are_one_clear_line() -> None:
    async def go():
        client = OpenRouterClient(
            "http://gw.test/api/v1",
            SecretStr(KEY),
            transport=httpx.MockTransport(lambda r: httpx.Response(401, json={})),
        )
        async with client:
            await client.list_models()

    with pytest.raises(ProviderError, match="refused OPENROUTER_API_KEY \\(HTTP 401"):
        asyncio.run(go())


@pytest.mark.parametrize(
    ("value", "expected"), [("5", 5.0), ("0.5", 0.5), (None, None), ("soon", None)]
)
def test_parse_retry_after(value, expected) -> None:
    assert parse_retry_after(value) == expected


# The characters JSON allows raw inside a string (control characters below 0x20 must be escaped)
# that Python's `str.splitlines` treats as line breaks.
@pytest.mark.parametrize("sep", ["\u2028", "\u2029", "\x85"])
def test_parse_body_keeps_characters_that_are_line_breaks_only_to_python(sep: str) -> None:
    """JSON allows these raw inside a string; they are text, not the end of a line."""
    content = f"first{sep}: not a comment{sep}last"
    raw = b": OPENROUTER PROCESSING\r\n\n" + json.dumps(
        {"choices": [{"message": {"content": content}}]}, ensure_ascii=False
    ).encode("utf-8")
    assert parse_body(raw)["choices"][0]["message"]["content"] == content


def test_parse_body_rejects_non_objects() -> None:
    with pytest.raises(ValueError):
        parse_body(b"[1, 2]")
    with pytest.raises(ValueError):
        parse_body(b"   \n: keepalive\n")


@pytest.mark.parametrize("code", [401, 403])
def test_a_refused_key_stops_with_one_line_naming_the_variable_not_the_value(code: int) -> None:
    body = {"error": {"code": code, "message": f"No auth credentials found for Bearer {KEY}"}}
    with pytest.raises(KeyRejected) as caught:
        run_chat([status(code, body), status(200, OK_BODY)])
    message = str(caught.value)
    assert "OPENROUTER_API_KEY" in message and f"HTTP {code}" in message
    assert KEY not in message and KEY[10:] not in message and "\n" not in message


def test_a_moderation_403_is_the_one_prompt_s_error_row_not_a_refused_key() -> None:
    flagged = {
        "error": {
            "code": 403,
            "message": "Input flagged",
            "metadata": {"reasons": ["violence"], "flagged_input": "...", "provider_name": "X"},
        }
    }
    result, calls, sleeps = run_chat([status(403, flagged), status(200, OK_BODY)])
    assert result.status == "error" and result.http_status == 403 and len(calls) == 1


NOT_RETRYABLE = {
    "error": {
        "code": 503,
        "message": "No available provider",
        "metadata": {"availability": {"retryable": False, "reason": "model retired"}},
    }
}


def test_the_gateway_s_not_retryable_signal_is_honoured() -> None:
    result, calls, sleeps = run_chat([status(503, NOT_RETRYABLE), status(200, OK_BODY)])
    assert result.status == "error" and result.http_status == 503
    assert len(calls) == 1 and sleeps == [], "the gateway said a retry cannot help"
    in_200 = {"error": {**NOT_RETRYABLE["error"], "code": 502}}
    result, calls, _ = run_chat([status(200, in_200), status(200, OK_BODY)])
    assert result.status == "error" and len(calls) == 1
    retryable = {"error": {"code": 503, "message": "busy", "metadata": {"retryable": True}}}
    result, calls, _ = run_chat([status(503, retryable), status(200, OK_BODY)])
    assert result.status == "answered" and len(calls) == 2


def test_a_local_protocol_error_is_not_retried_and_stops() -> None:
    def bad_header(request: httpx.Request) -> httpx.Response:
        raise httpx.LocalProtocolError(f"Illegal header value b'Bearer {KEY}\\nX'")

    with pytest.raises(LocalRequestError) as caught:
        run_chat([bad_header, status(200, OK_BODY)])
    assert "could not be sent" in str(caught.value) and "none was retried" in str(caught.value)
    assert KEY not in str(caught.value) and KEY[10:] not in str(caught.value)


def test_an_unsupported_scheme_is_not_retried() -> None:
    sleeps: list[float] = []

    async def fake_sleep(s: float) -> None:
        sleeps.append(s)

    async def go():
        client = OpenRouterClient("ftp://127.0.0.1:9/api/v1", SecretStr(KEY), sleep=fake_sleep)
        async with client:
            return await client.chat("a/b", [{"role": "user", "content": "hi"}], timeout_s=5)

    with pytest.raises(LocalRequestError, match="OPENROUTER_BASE_URL"):
        asyncio.run(go())
    assert sleeps == []


@pytest.mark.parametrize("key", ["sk-or-v1-x\nY", "sk-or-v1-é", "sk or"])
def test_the_client_refuses_a_key_it_could_not_send(key: str) -> None:
    with pytest.raises(ValueError, match="OPENROUTER_API_KEY is malformed"):
        OpenRouterClient("http://gw.test/api/v1", SecretStr(key))


@pytest.mark.parametrize("code", [408, 504, 524])
def test_a_gateway_timeout_on_a_puzzle_is_a_timeout_and_is_not_retried(code: int) -> None:
    result, calls, sleeps = run_chat([status(code), status(200, OK_BODY)], slow_is_fail=True)
    assert (result.status, result.http_status, len(calls), sleeps) == ("timeout", code, 1, [])
    battery, calls, _ = run_chat([status(code), status(200, OK_BODY)])
    assert battery.status == "answered" and len(calls) == 2, "the battery still retries it"


def test_a_timeout_inside_an_http_200_error_body_is_a_timeout() -> None:
    body = {"error": {"code": 524, "message": "Provider timed out"}}
    result, calls, _ = run_chat([status(200, body), status(200, OK_BODY)], slow_is_fail=True)
    assert result.status == "timeout" and len(calls) == 1
    other = {"error": {"code": 502, "message": "provider down"}}
    result, calls, _ = run_chat([status(200, other), status(200, OK_BODY)], slow_is_fail=True)
    assert result.status == "answered" and len(calls) == 2, "other error bodies are retried"


def test_a_reply_that_never_finished_is_a_timeout_for_a_puzzle() -> None:
    def unfinished(r: httpx.Request) -> httpx.Response:
        return httpx.Response(
            200, content=b"\n: OPENROUTER PROCESSING\n\n: OPENROUTER PROCESSING\n"
        )

    result, calls, _ = run_chat([unfinished, status(200, OK_BODY)], slow_is_fail=True)
    assert result.status == "timeout" and len(calls) == 1
    battery, calls, _ = run_chat([unfinished, status(200, OK_BODY)])
    assert battery.status == "answered" and len(calls) == 2


def test_a_cookie_the_gateway_sets_is_never_sent_back() -> None:
    """The client keeps no cookie jar: a `Set-Cookie` (here on a retried 503) is not stored, so
    the next try carries no `Cookie` header."""
    set_cookie = {"set-cookie": "session=abc123; Path=/"}
    result, calls, _ = run_chat([status(503, headers=set_cookie), status(200, OK_BODY)])
    assert result.status == "answered"
    assert len(calls) == 2
    assert "cookie" not in {k.lower() for k in calls[1].headers}


def test_a_completion_request_is_byte_for_byte_what_httpx_s_post_would_send() -> None:
    """Completions skip httpx's client layer and go to the transport directly (for speed); what
    goes on the wire must stay what `AsyncClient.post(url, json=...)` sends with the same
    headers: the same header lines in the same order and the same JSON bytes (non-ASCII kept,
    no spaces)."""
    from providers.http_transport import request_bytes

    messages = [{"role": "user", "content": 'caf\u00e9 \u2028 "quoted" \U0001f600'}]
    sent: list[httpx.Request] = []

    async def reference() -> None:
        async def keep(request: httpx.Request) -> httpx.Response:
            await request.aread()
            sent.append(request)
            return httpx.Response(200, json=OK_BODY)

        client = OpenRouterClient(
            "http://gw.test/api/v1", SecretStr(KEY), transport=httpx.MockTransport(keep)
        )
        async with client:
            await client.chat("acme/m", messages, timeout_s=5.0)
            headers = [(k, v) for k, v in sent[0].headers.raw if k.lower() not in _AUTO]
            async with httpx.AsyncClient(
                headers=headers, transport=httpx.MockTransport(keep)
            ) as plain:
                await plain.post(
                    "http://gw.test/api/v1/chat/completions",
                    json={"model": "acme/m", "messages": messages},
                )

    asyncio.run(reference())
    ours, theirs = (request_bytes(r, r.content) for r in sent)
    assert ours == theirs
    assert "café".encode() in ours and b'"messages":[{' in ours


def test_a_completion_logs_the_line_httpx_s_client_would(caplog: pytest.LogCaptureFixture) -> None:
    """Skipping httpx's client layer must not silence its per-request INFO line: an operator who
    turns on the `httpx` logger sees every completion, on either path, in httpx's own words."""

    async def answer(request: httpx.Request) -> httpx.Response:
        await request.aread()
        return httpx.Response(200, json=OK_BODY)

    async def both() -> None:
        client = OpenRouterClient(
            "http://gw.test/api/v1", SecretStr(KEY), transport=httpx.MockTransport(answer)
        )
        async with client:
            await client.chat("acme/m", [{"role": "user", "content": "hi"}], timeout_s=5.0)
        async with httpx.AsyncClient(transport=httpx.MockTransport(answer)) as plain:
            await plain.post("http://gw.test/api/v1/chat/completions", json={"model": "acme/m"})

    with caplog.at_level(logging.INFO, logger="httpx"):
        asyncio.run(both())
    lines = [r.getMessage() for r in caplog.records if r.name == "httpx"]
    assert len(lines) == 2 and lines[0] == lines[1], lines
    assert lines[0].startswith("HTTP Request: POST http://gw.test/api/v1/chat/completions")


_AUTO = {b"host", b"content-length", b"content-type", b"accept", b"accept-encoding"}
_AUTO |= {b"connection", b"user-agent"}
"""Headers httpx adds by itself to a request (and `json=` adds)."""


def run_fresh(
    responses: list[Callable[[httpx.Request], httpx.Response]], *, max_retries: int = 3
) -> tuple[object, list[dict], list, list[float]]:
    """A puzzle's chat with `fresh_prompt`: prompt k is `puzzle k`; returns the result, the
    payloads sent, the failed tries handed over and the waits."""
    sleeps: list[float] = []
    sent: list[dict] = []
    handed: list = []

    def handler(request: httpx.Request) -> httpx.Response:
        sent.append(json.loads(request.content))
        return responses[min(len(sent), len(responses)) - 1](request)

    async def fake_sleep(s: float) -> None:
        sleeps.append(s)

    async def fresh(failed) -> list[dict[str, str]]:
        handed.append(failed)
        return [{"role": "user", "content": f"puzzle {len(handed)}"}]

    async def go():
        client = OpenRouterClient(
            "http://gw.test/api/v1",
            SecretStr(KEY),
            transport=httpx.MockTransport(handler),
            sleep=fake_sleep,
            max_retries=max_retries,
        )
        async with client:
            return await client.chat(
                "acme/m",
                [{"role": "user", "content": "puzzle 0"}],
                timeout_s=5.0,
                slow_is_fail=True,
                fresh_prompt=fresh,
            )

    return asyncio.run(go()), sent, handed, sleeps


def test_with_fresh_prompt_every_retry_sends_a_new_prompt_and_hands_over_the_failed_try() -> None:
    def dropped(request: httpx.Request) -> httpx.Response:
        raise httpx.RemoteProtocolError("Server disconnected without sending a response.")

    body = {"error": {"code": 502, "message": f"upstream down, Bearer {KEY}"}}
    result, sent, handed, sleeps = run_fresh(
        [
            status(502, body),
            status(429, headers={"Retry-After": "17"}),
            dropped,
            status(200, OK_BODY),
        ]
    )
    prompts = [p["messages"][0]["content"] for p in sent]
    assert prompts == ["puzzle 0", "puzzle 1", "puzzle 2", "puzzle 3"], "no prompt sent twice"
    assert result.status == "answered" and result.tries == 1, "the row is the last prompt's"
    assert [(f.status, f.http_status, f.tries) for f in handed] == [
        ("error", 502, 1),
        ("error", 429, 1),
        ("error", None, 1),
    ]
    assert json.loads(handed[0].raw_body)["error"]["code"] == 502 and handed[1].raw_body
    assert handed[2].raw_body is None, "a dropped connection's row has no body of an earlier try"
    assert all(KEY not in (f.error or "") for f in handed)
    assert "RemoteProtocolError" in (handed[2].error or "")
    assert len(sleeps) == 3 and sleeps[1] >= 17, "the same backoff, honouring Retry-After"


def test_with_fresh_prompt_the_budget_and_the_final_and_timeout_rules_are_unchanged() -> None:
    result, sent, handed, sleeps = run_fresh([status(500)])
    assert result.status == "error" and len(sent) == 4 and len(handed) == 3 and len(sleeps) == 3
    assert result.tries == 1 and "gave up after 4 tries, each with a fresh prompt" in result.error
    assert len({p["messages"][0]["content"] for p in sent}) == 4

    # Final at once, and a gateway timeout is the puzzle's fail: neither is retried.
    for code, ends_as in ((400, "error"), (504, "timeout")):
        result, sent, handed, sleeps = run_fresh([status(code), status(200, OK_BODY)])
        assert len(sent) == 1 and handed == [] and sleeps == []
        assert (result.status, result.http_status) == (ends_as, code)


def test_every_client_verifies_certificates_with_one_shared_context() -> None:
    """The TLS context is made once per process (loading the authorities is slow) and keeps
    httpx's default verification: certificates and host names are checked."""
    import ssl

    from providers.openrouter import _tls_context

    context = _tls_context()
    assert context is _tls_context()
    assert context.verify_mode == ssl.CERT_REQUIRED and context.check_hostname
    assert context.cert_store_stats()["x509_ca"] > 0
