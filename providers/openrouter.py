"""The async OpenRouter client: the only code that talks to a model gateway.

It sends user messages only (no system prompt, no temperature, token or reasoning settings), so
what we measure is the model as the gateway serves it by default. Retries cover what is our side's
or the gateway's trouble, never what is the model's answer: 408, 429, 5xx (524/529 included),
HTTP 200 bodies that carry an `error`, malformed bodies and network failures are retried up to
`max_retries` times with jittered exponential backoff, honouring Retry-After; 400/402/404 are
final at once, and so is any error whose body says the gateway will not serve it on a retry
(`error.metadata...retryable: false`). A request that still fails becomes an error row, which is
never data.

Two failures are not one request's: a refused key (401, or a 403 that is not a moderation flag)
and a request that could not even be sent (a local protocol error, a URL scheme httpx cannot
speak). Every other request would fail the same way, so they raise instead of making a pile of
error rows, and collection stops at the first.

A request that treats slowness as a fail (a puzzle) is not retried when it ran out of time on
either side: our own limit, a gateway's timeout status (408, 504, 524, also inside an HTTP 200
error body) or a reply that was only keep-alive comments and never finished. It ends as
`timeout`, which the grader counts as a fail: the model did not answer in time.

A puzzle prompt is never sent twice (DESIGN.md, invariant 1): a 502 may come after the model
generated, a dropped connection after the prompt arrived. So a request given `fresh_prompt`
never retries its own prompt: each retry (same budget, same backoff, same Retry-After) first
hands the failed try to `fresh_prompt`, as that prompt's error row, and sends the new prompt it
returns (the collector's fresh puzzle instance, `assets/collect.py`). Battery prompts, the same
every day, are retried as they are.
"""

from __future__ import annotations

import asyncio
import datetime as dt
import email.utils
import functools
import json
import logging
import random
import ssl
import time
from collections.abc import Awaitable, Callable
from typing import Any

import httpx
from pydantic import SecretStr

from providers.api_key import KEY_VARIABLE, check_api_key
from providers.http_transport import PooledHTTP11Transport
from providers.records import ChatResult, ModelInfo
from providers.redact import byte_forms, redact, scrub_forms

RETRYABLE_STATUS = frozenset({408, 429, 500, 502, 503, 504, 520, 522, 524, 529})
FINAL_STATUS = frozenset({400, 401, 402, 403, 404})
KEY_REFUSED_STATUS = frozenset({401, 403})
# Raised by httpx before a byte is sent: a retry would fail the same way.
LOCAL_ERRORS = (httpx.LocalProtocolError, httpx.UnsupportedProtocol, httpx.InvalidURL)
SIM_DAY_HEADER = "X-Sim-Day"
SIM_LATENCY_HEADER = "x-sim-latency-ms"
RETRY_AFTER_MAX_S = 120.0
_HTTPX_LOG = logging.getLogger("httpx")
"""httpx's own logger: completions that skip its client still log its per-request line."""
FreshPrompt = Callable[["ChatResult"], Awaitable[list[dict[str, str]]]]
"""Given a try that failed (as its prompt's error row), the new prompt to retry with."""
GATEWAY_TIMEOUT_STATUS = frozenset({408, 504, 524})
"""A gateway saying the model did not answer in time: a timeout, not our side's error."""


class ProviderError(RuntimeError):
    """The gateway could not be reached or refused a request that is not per-task (e.g. /models)."""


class KeyRejected(ProviderError):
    """The gateway refused the key (401/403): every request would be refused the same way."""


class LocalRequestError(ProviderError):
    """A request could not be sent at all (raised locally, before sending): never retried."""


class _Retryable(Exception):
    """One try failed in a way worth another try."""

    def __init__(
        self,
        message: str,
        http_status: int | None = None,
        retry_after: float | None = None,
        raw: bytes | None = None,
        timed_out: bool = False,
    ) -> None:
        super().__init__(message)
        self.http_status = http_status
        self.retry_after = retry_after
        self.raw = raw
        self.timed_out = timed_out
        """The gateway gave up waiting for the model (a fail for a puzzle, not an error)."""


class _Final(Exception):
    """One try failed in a way no retry can fix."""

    def __init__(
        self, message: str, http_status: int | None = None, raw: bytes | None = None
    ) -> None:
        super().__init__(message)
        self.http_status = http_status
        self.raw = raw


def _now() -> dt.datetime:
    return dt.datetime.now(dt.UTC)


def parse_retry_after(value: str | None) -> float | None:
    """Seconds to wait from a Retry-After header (seconds or an HTTP date); None if absent/bad."""
    if not value:
        return None
    value = value.strip()
    try:
        return max(0.0, float(value))
    except ValueError:
        pass
    try:
        when = email.utils.parsedate_to_datetime(value)
    except (TypeError, ValueError):
        return None
    if when.tzinfo is None:
        when = when.replace(tzinfo=dt.UTC)
    return max(0.0, (when - _now()).total_seconds())


def parse_body(raw: bytes) -> dict[str, Any]:
    """The JSON object of a completion body.

    OpenRouter may send whitespace or `: OPENROUTER PROCESSING` comment lines while a slow model
    thinks, before the JSON; those are skipped. Anything else that is not a JSON object raises.
    """
    text = raw.decode("utf-8", errors="replace")
    # Only a real line feed ends a line: `str.splitlines` would also split at U+2028, U+2029 or
    # U+0085, which JSON allows raw inside a string, and so corrupt a model's text.
    lines = text.split("\n")
    kept = [ln for ln in lines if not ln.lstrip().startswith(":")]
    body = "\n".join(kept).strip()
    if not body:
        raise ValueError("empty body")
    data = json.loads(body)
    if not isinstance(data, dict):
        raise ValueError(f"body is a JSON {type(data).__name__}, not an object")
    return data


class _NoCookies(httpx.Cookies):
    """A cookie jar that keeps nothing: the gateway authenticates by key, never by cookie.

    httpx parses every response's headers for `Set-Cookie` into its jar (through the standard
    library's cookiejar, a sizeable part of a loopback request's cost); this jar skips that."""

    def extract_cookies(self, response: httpx.Response) -> None:
        """Keep no cookie from `response`."""


class _CookielessClient(httpx.AsyncClient):
    """httpx's client without a cookie jar: no request carries a cookie, no response sets one."""

    _none = _NoCookies()

    @property
    def cookies(self) -> httpx.Cookies:
        """Always the empty jar that keeps nothing."""
        return self._none

    @cookies.setter
    def cookies(self, cookies: object) -> None:
        raise TypeError("this client keeps no cookies")


@functools.cache
def _tls_context() -> ssl.SSLContext:
    """httpx's default certificate verification (certifi's authorities, or SSL_CERT_FILE or
    SSL_CERT_DIR), made once per process and shared by every client: loading the authorities
    took tens of milliseconds per client, and collection makes a client per day collected."""
    return httpx.create_ssl_context()


class OpenRouterClient:
    """An httpx.AsyncClient wrapper with OpenRouter's retry rules and bounded concurrency.

    `simulated_day` is set only when the base URL is the project's simulator: it is sent as
    `X-Sim-Day` and the simulator's reported latency is recorded instead of loopback wall time.
    """

    def __init__(
        self,
        base_url: str,
        api_key: SecretStr,
        *,
        simulated_day: dt.date | None = None,
        max_retries: int = 3,
        concurrency: int = 8,
        retry_cap_s: float = 30.0,
        backoff_base_s: float = 0.5,
        transport: httpx.AsyncBaseTransport | None = None,
        rng: random.Random | None = None,
        sleep: Callable[[float], Awaitable[None]] = asyncio.sleep,
    ) -> None:
        check_api_key(api_key.get_secret_value())
        self.base_url = base_url.rstrip("/")
        self._key = api_key
        self.simulated_day = simulated_day
        self.max_retries = max_retries
        self.retry_cap_s = retry_cap_s
        self.backoff_base_s = backoff_base_s
        self._transport = transport
        self._rng = rng or random.Random()
        self._sleep = sleep
        self._gate = asyncio.Semaphore(concurrency)
        self._concurrency = concurrency
        self._completions_url: httpx.URL | None = None
        self._chat_headers: httpx.Headers | None = None
        self._chat_transport: httpx.AsyncBaseTransport | None = None
        self._key_forms: list[bytes] | None = None
        self._stopped: ProviderError | None = None
        """The refusal that stopped this client: no request is sent after it."""
        self._http: httpx.AsyncClient | None = None

    @property
    def concurrency(self) -> int:
        """Requests this client keeps in flight at most."""
        return self._concurrency

    async def __aenter__(self) -> OpenRouterClient:
        headers = {
            "Authorization": f"Bearer {self._key.get_secret_value()}",
            "HTTP-Referer": "https://github.com/modeldrift/modeldrift",
            "X-Title": "modeldrift",
        }
        if self.simulated_day is not None:
            headers[SIM_DAY_HEADER] = self.simulated_day.isoformat()
        # Plain http:// (the simulator, a local proxy) goes through the lean keep-alive
        # transport; https:// (the live gateway) through httpx's own, with its proxy support.
        pooled = PooledHTTP11Transport() if self._transport is None else None
        mounts = None if pooled is None else {"http://": pooled}
        self._http = _CookielessClient(
            base_url=self.base_url,
            headers=headers,
            transport=self._transport,
            mounts=mounts,
            verify=_tls_context(),
            timeout=httpx.Timeout(None),
            # One pooled keep-alive connection per request in flight: the gate never lets more
            # through, and a pool without a bound scans ever more idle connections per request.
            limits=httpx.Limits(
                max_connections=self._concurrency + 1,
                max_keepalive_connections=self._concurrency + 1,
            ),
        )
        # Completions go straight to the transport the client would pick for them (its own, or
        # the lean one for http://): httpx's client layer (merging URL, headers and cookies,
        # the auth and redirect loops, event hooks, a log line) cost three times what the
        # transport does per request on loopback, and none of it applies to a POST we build in
        # full here. https:// still goes through the client, for its proxy and TLS handling.
        self._chat_headers = httpx.Headers(self._http.headers)
        self._chat_headers["Content-Type"] = "application/json"
        self._chat_transport = self._transport or pooled
        return self

    async def __aexit__(self, *exc: object) -> None:
        if self._http is not None:
            await self._http.aclose()
            self._http = None

    def _redact(self, text: str) -> str:
        return redact(text, self._key.get_secret_value())

    def _scrub(self, raw: bytes) -> bytes:
        """The body with the key replaced, in every form a gateway could echo it back in (as is,
        JSON-escaped, Python-escaped, URL-encoded).

        Bodies are archived byte-exact (invariant 6) except for this one edit: invariant 5 (no
        secret leaves memory) wins. Nothing else is touched, so a reply that merely mentions
        something key-like stays exact.
        """
        if self._key_forms is None:  # made once: every body received is scrubbed
            self._key_forms = byte_forms(self._key.get_secret_value())
        return scrub_forms(raw, self._key_forms)

    # -- GET /models -------------------------------------------------------------------------

    async def list_models(self, timeout_s: float = 60.0) -> list[ModelInfo]:
        """Every model the gateway lists today; raises ProviderError after the retries."""
        assert self._http is not None, "use `async with OpenRouterClient(...)`"
        last = "no attempt made"
        for attempt in range(self.max_retries + 1):
            try:
                async with asyncio.timeout(timeout_s):
                    resp = await self._http.get("/models")
                if resp.status_code in KEY_REFUSED_STATUS:
                    raise self._key_rejected(resp.status_code, self._scrub(resp.content))
                if resp.status_code in FINAL_STATUS:
                    raise ProviderError(
                        f"GET {self._redact(self.base_url)}/models answered HTTP {resp.status_code}"
                    )
                if resp.status_code != 200:
                    raise _Retryable(
                        f"HTTP {resp.status_code}",
                        resp.status_code,
                        parse_retry_after(resp.headers.get("retry-after")),
                    )
                data = parse_body(self._scrub(resp.content))
                return [
                    ModelInfo.model_validate(m) for m in data.get("data", []) if isinstance(m, dict)
                ]
            except ProviderError:
                raise
            except LOCAL_ERRORS as exc:
                raise self._not_sent(exc) from None
            except (_Retryable, httpx.HTTPError, TimeoutError, ValueError) as exc:
                last = self._redact(f"{type(exc).__name__}: {exc}".splitlines()[0])
                if attempt < self.max_retries:
                    await self._sleep(self._wait_s(attempt, getattr(exc, "retry_after", None)))
        raise ProviderError(
            f"cannot list models at {self._redact(self.base_url)!r} after {self.max_retries + 1} tries "
            f"({last}); check OPENROUTER_BASE_URL and the network"
        )

    # -- POST /chat/completions --------------------------------------------------------------

    async def chat(
        self,
        model: str,
        messages: list[dict[str, str]],
        *,
        timeout_s: float,
        slow_is_fail: bool = False,
        fresh_prompt: FreshPrompt | None = None,
    ) -> ChatResult:
        """One completion; never raises for the request's own failure (that is an error row).

        With `slow_is_fail`, running out of `timeout_s` ends the task as `timeout` (a graded
        fail for puzzles) without a retry; otherwise a slow answer is retried like a network fault.
        With `fresh_prompt`, no prompt is sent twice: before each retry the failed try goes to
        `fresh_prompt` (as an error row of one try) and the retry sends the prompt it returns;
        the result is then the last prompt's alone.
        """
        async with self._gate:
            # A refused key or an unsendable request fails every request the same way: once one
            # did, the requests still waiting for a slot are not sent (only those in flight were).
            if self._stopped is not None:
                raise self._stopped
            try:
                return await self._chat(model, messages, timeout_s, slow_is_fail, fresh_prompt)
            except (KeyRejected, LocalRequestError) as exc:
                self._stopped = exc
                raise

    async def _chat(
        self,
        model: str,
        messages: list[dict[str, str]],
        timeout_s: float,
        slow_is_fail: bool,
        fresh_prompt: FreshPrompt | None,
    ) -> ChatResult:
        assert self._http is not None, "use `async with OpenRouterClient(...)`"
        payload = {"model": model, "messages": messages}
        requested_at = _now()
        tries = 0
        last_error = "no attempt made"
        last_status: int | None = None
        last_raw: bytes | None = None
        last_latency: float | None = None
        first_try = 1  # the first try of the prompt being sent: rows count their own prompt's
        while True:
            tries += 1
            started = time.perf_counter()
            try:
                async with asyncio.timeout(timeout_s):
                    resp = await self._post_chat(payload)
                latency = (time.perf_counter() - started) * 1000.0
                return self._completed(resp, latency, tries - first_try + 1, requested_at)
            except TimeoutError:
                last_latency = (time.perf_counter() - started) * 1000.0
                if slow_is_fail:
                    return ChatResult(
                        status="timeout",
                        error=f"no answer within {timeout_s:.0f} s",
                        tries=tries - first_try + 1,
                        latency_ms=last_latency,
                        requested_at=requested_at,
                        received_at=_now(),
                    )
                last_error, last_status, retry_after = (
                    f"no answer within {timeout_s:.0f} s",
                    None,
                    None,
                )
            except LOCAL_ERRORS as exc:
                raise self._not_sent(exc) from None
            except _Final as exc:
                return ChatResult(
                    status="error",
                    http_status=exc.http_status,
                    error=self._redact(str(exc)),
                    tries=tries - first_try + 1,
                    raw_body=exc.raw,
                    requested_at=requested_at,
                    received_at=_now(),
                )
            except _Retryable as exc:
                if slow_is_fail and exc.timed_out:
                    return ChatResult(
                        status="timeout",
                        http_status=exc.http_status,
                        error=self._redact(f"no answer in time: {exc}"),
                        tries=tries - first_try + 1,
                        latency_ms=(time.perf_counter() - started) * 1000.0,
                        raw_body=exc.raw,
                        requested_at=requested_at,
                        received_at=_now(),
                    )
                last_error, last_status, retry_after = str(exc), exc.http_status, exc.retry_after
                last_raw = exc.raw
            except httpx.HTTPError as exc:
                last_error = f"{type(exc).__name__}: {exc}".splitlines()[0]
                last_status, retry_after = None, None
            if tries > self.max_retries:
                each = ", each with a fresh prompt" if fresh_prompt is not None else ""
                return ChatResult(
                    status="error",
                    http_status=last_status,
                    error=self._redact(f"gave up after {tries} tries{each}: {last_error}"),
                    tries=tries - first_try + 1,
                    latency_ms=last_latency,
                    raw_body=last_raw,
                    requested_at=requested_at,
                    received_at=_now(),
                )
            if fresh_prompt is not None:
                failed = ChatResult(
                    status="error",
                    http_status=last_status,
                    error=self._redact(
                        f"try {tries} of {self.max_retries + 1} failed, retried with a fresh "
                        f"prompt: {last_error}"
                    ),
                    tries=1,
                    latency_ms=last_latency,
                    raw_body=last_raw,
                    requested_at=requested_at,
                    received_at=_now(),
                )
                payload = {"model": model, "messages": await fresh_prompt(failed)}
                first_try, last_raw, last_latency = tries + 1, None, None
            await self._sleep(self._wait_s(tries - 1, retry_after))
            if fresh_prompt is not None:
                requested_at = _now()

    async def _post_chat(self, payload: dict[str, Any]) -> httpx.Response:
        """POST one completion request and read its whole body.

        The request is what `AsyncClient.post(url, json=payload)` sends: the client's headers,
        the body encoded as httpx encodes `json=`. Without a transport of its own for the URL's
        scheme (https://), it goes through the client."""
        assert self._http is not None and self._chat_headers is not None
        url = self._chat_url()
        body = json.dumps(payload, ensure_ascii=False, separators=(",", ":"), allow_nan=False)
        request = httpx.Request("POST", url, headers=self._chat_headers, content=body.encode())
        transport = self._chat_transport
        if transport is None or (self._transport is None and url.scheme != "http"):
            return await self._http.send(request)
        response = await transport.handle_async_request(request)
        try:
            await response.aread()
        finally:
            await response.aclose()
        if _HTTPX_LOG.isEnabledFor(logging.INFO):
            # The line httpx's client would log, so an operator who turned it on sees every
            # completion whichever path it took.
            _HTTPX_LOG.info(
                'HTTP Request: %s %s "%s %d %s"',
                request.method,
                request.url,
                response.http_version,
                response.status_code,
                response.reason_phrase,
            )
        return response

    def _chat_url(self) -> httpx.URL:
        """The completions URL, parsed once (httpx would parse and join it on every request);
        an unparsable base URL raises here, inside the request, like any request that cannot
        be sent."""
        if self._completions_url is None:
            self._completions_url = httpx.URL(f"{self.base_url}/chat/completions")
        return self._completions_url

    def _key_rejected(self, status: int, raw: bytes) -> KeyRejected:
        return KeyRejected(
            f"the gateway refused {KEY_VARIABLE} (HTTP {status}: "
            f"{self._redact(_error_message(raw))}); check the key (https://openrouter.ai/keys), "
            "export it again and rerun: nothing was archived for the refused requests"
        )

    def _not_sent(self, exc: Exception) -> LocalRequestError:
        what = self._redact(f"{type(exc).__name__}: {exc}".splitlines()[0])[:200]
        return LocalRequestError(
            f"a request could not be sent ({what}), so none was retried; check "
            f"OPENROUTER_BASE_URL ({self._redact(self.base_url)!r}) and {KEY_VARIABLE}'s format"
        )

    def _wait_s(self, attempt: int, retry_after: float | None) -> float:
        """Jittered exponential backoff, never shorter than the server's Retry-After."""
        backoff = min(self.retry_cap_s, self.backoff_base_s * (2**attempt)) * self._rng.uniform(
            0.5, 1.5
        )
        if retry_after is not None:
            return max(backoff, min(retry_after, RETRY_AFTER_MAX_S))
        return backoff

    def _completed(
        self, resp: httpx.Response, latency_ms: float, tries: int, requested_at: dt.datetime
    ) -> ChatResult:
        raw = self._scrub(resp.content)
        status = resp.status_code
        if status in KEY_REFUSED_STATUS and not _is_moderation_flag(raw):
            raise self._key_rejected(status, raw)
        if status in FINAL_STATUS:
            raise _Final(f"HTTP {status}: {_error_message(raw)}", status, raw)
        # Parsed once: the rules below and the answer read the same object.
        try:
            body: dict[str, Any] | None = parse_body(raw)
            unparsed: Exception | None = None
        except (ValueError, UnicodeDecodeError) as exc:
            body, unparsed = None, exc
        if body is not None and _gateway_says_final(body):
            raise _Final(
                f"HTTP {status} (the gateway says not retryable): {_error_message(raw)}",
                status,
                raw,
            )
        if status in RETRYABLE_STATUS or status >= 500:
            raise _Retryable(
                f"HTTP {status}: {_error_message(raw)}",
                status,
                parse_retry_after(resp.headers.get("retry-after")),
                raw,
                timed_out=status in GATEWAY_TIMEOUT_STATUS,
            )
        if status != 200:
            raise _Final(f"HTTP {status}: {_error_message(raw)}", status, raw)
        if body is None:
            if only_keepalive(raw):
                raise _Retryable(
                    "the reply never finished: only keep-alive comments", status, None, raw, True
                ) from unparsed
            raise _Retryable(f"malformed JSON body: {unparsed}", status, None, raw) from unparsed
        if body.get("error"):
            raise _Retryable(
                f"HTTP 200 with an error body: {_error_message(raw)}",
                status,
                None,
                raw,
                timed_out=_error_code(body) in GATEWAY_TIMEOUT_STATUS,
            )
        choices = body.get("choices")
        if not isinstance(choices, list) or not choices or not isinstance(choices[0], dict):
            raise _Retryable("HTTP 200 without choices", status, None, raw)
        choice = choices[0]
        message: dict[str, Any] = (
            choice["message"] if isinstance(choice.get("message"), dict) else {}
        )
        content = message.get("content")
        usage: dict[str, Any] = body["usage"] if isinstance(body.get("usage"), dict) else {}
        details: dict[str, Any] = (
            usage["completion_tokens_details"]
            if isinstance(usage.get("completion_tokens_details"), dict)
            else {}
        )
        if self.simulated_day is not None and SIM_LATENCY_HEADER in resp.headers:
            try:
                latency_ms = float(resp.headers[SIM_LATENCY_HEADER])
            except ValueError:
                pass
        return ChatResult(
            status="answered",
            http_status=status,
            tries=tries,
            latency_ms=latency_ms,
            prompt_tokens=_int_or_none(usage.get("prompt_tokens")),
            completion_tokens=_int_or_none(usage.get("completion_tokens")),
            reasoning_tokens=_int_or_none(details.get("reasoning_tokens")),
            provider=_str_or_none(body.get("provider")),
            finish_reason=_str_or_none(choice.get("finish_reason")),
            native_finish_reason=_str_or_none(choice.get("native_finish_reason")),
            response_model=_str_or_none(body.get("model")),
            generation_id=_str_or_none(body.get("id")),
            content=content if isinstance(content, str) else None,
            raw_body=raw,
            requested_at=requested_at,
            received_at=_now(),
        )


def only_keepalive(raw: bytes) -> bool:
    """A body of nothing but OpenRouter's `: OPENROUTER PROCESSING` comments and blank lines.

    The gateway sends those while an upstream works; a body that ends after them carried no
    answer: the stream was cut before the model finished.
    """
    lines = raw.decode("utf-8", errors="replace").splitlines()
    comments = [ln for ln in lines if ln.lstrip().startswith(":")]
    return bool(comments) and all(not ln.strip() or ln.lstrip().startswith(":") for ln in lines)


def _error_code(body: dict[str, Any]) -> int | None:
    err = body.get("error")
    code = err.get("code") if isinstance(err, dict) else None
    return code if isinstance(code, int) and not isinstance(code, bool) else None


def _error_message(raw: bytes) -> str:
    """The gateway's own error message if the body has one, else the body's first 200 characters."""
    try:
        data = parse_body(raw)
        err = data.get("error")
        if isinstance(err, dict) and err.get("message"):
            return str(err["message"]).splitlines()[0][:200]
    except (ValueError, UnicodeDecodeError):
        pass
    return raw[:200].decode("utf-8", errors="replace").replace("\n", " ") or "(empty body)"


def _error_object(raw: bytes) -> dict[str, Any] | None:
    try:
        err = parse_body(raw).get("error")
    except (ValueError, UnicodeDecodeError):
        return None
    return err if isinstance(err, dict) else None


def _find_flag(value: object, names: frozenset[str], depth: int = 0) -> bool | None:
    """The first boolean under one of `names`, searched breadth-first a few levels deep."""
    if depth > 4 or not isinstance(value, dict):
        return None
    for name in names:
        if isinstance(value.get(name), bool):
            return bool(value[name])
    for child in value.values():
        found = _find_flag(child, names, depth + 1)
        if found is not None:
            return found
    return None


RETRYABLE_FLAGS = frozenset({"retryable", "is_retryable"})


def _gateway_says_final(body: dict[str, Any]) -> bool:
    """The error body says a retry cannot help, e.g. OpenRouter's
    `{"error": {"code": 503, "metadata": {"availability": {"retryable": false}}}}`.

    Only an explicit `false` counts; a `true` leaves the status's own rule in force.
    """
    err = body.get("error")
    return isinstance(err, dict) and _find_flag(err, RETRYABLE_FLAGS) is False


def _is_moderation_flag(raw: bytes) -> bool:
    """A 403 that flags this one input (OpenRouter's moderation: `metadata.reasons`,
    `metadata.flagged_input`) is that prompt's error row, not a refused key."""
    err = _error_object(raw)
    metadata = err.get("metadata") if err is not None else None
    return isinstance(metadata, dict) and bool({"reasons", "flagged_input"} & set(metadata))


INT32_MAX = 2**31 - 1


def _int_or_none(value: object) -> int | None:
    """A token count the archive's INTEGER columns can hold; anything else is no count.

    The body is the gateway's word, not ours: a negative or astronomically large number (seen
    from a broken upstream) would otherwise fail the whole batch write, and every rerun would
    send the task again and fail again on the same answer.
    """
    if isinstance(value, int) and not isinstance(value, bool) and 0 <= value <= INT32_MAX:
        return value
    return None


def _str_or_none(value: object) -> str | None:
    return value if isinstance(value, str) else None
