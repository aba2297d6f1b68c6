"""providers/redact.py: credentials never survive into an error message, whatever shape the text
around them has (a header line, a JSON or Python dict, a URL's userinfo or query), and ordinary
text is left alone."""

from __future__ import annotations

import string

from hypothesis import given, settings
from hypothesis import strategies as st

from providers.redact import redact
from tests.reliability.conftest import report_cases

KEY = "sk-or-v1-0123456789abcdef0123456789abcdef"
OTHER = "gw_live_7Hq2Zr9pXw"  # a key of another gateway: only the exact-secret rule can catch it

# (what it is, the text around a key, whether the patterns alone catch ANY key there: a header
# or a URL does; a bare key of unknown shape in prose is caught only when the secret is given)
LEAKY = [
    ("header line", "Authorization: Bearer {k}", True),
    ("header, lower case, no scheme", "authorization: {k}", True),
    ("JSON headers", '{{"Authorization": "Bearer {k}", "X-Title": "modeldrift"}}', True),
    ("Python dict repr", "{{'authorization': 'Bearer {k}'}}", True),
    ("form field", "authorization={k}&x=1", True),
    ("proxy header", "Proxy-Authorization: Basic {k}", True),
    ("x-api-key header", "x-api-key: {k}", True),
    ("URL userinfo", "POST https://user:{k}@gateway.example/api/v1/chat/completions failed", True),
    ("URL query key", "GET https://gateway.example/api/v1/models?key={k}&page=2", True),
    ("URL query api_key", "https://gateway.example/v1?foo=1&api_key={k}", True),
    ("echoed in an error body", 'HTTP 401: {{"error": {{"message": "Invalid key {k}"}}}}', False),
    ("quoted repr", "Invalid credentials {k!r}", False),
]
PLAIN = [
    "HTTP 429: Rate limit exceeded: too many requests, slow down.",
    "gave up after 4 tries: ConnectError: [Errno 111] Connection refused",
    "no answer within 120 s",
    "https://openrouter.ai/api/v1/chat/completions answered 502",
    "the author is on the authorization committee",
]


def test_every_shape_of_leak_is_redacted() -> None:
    cases = 0
    for name, template, by_pattern in LEAKY:
        for key in (KEY, OTHER):
            text = template.format(k=key)
            told = redact(text, key)
            assert key not in told and "[redacted]" in told, f"{name}: {told!r}"
            cases += 1
            if by_pattern or key.startswith("sk-"):  # OpenRouter keys are caught by shape too
                alone = redact(text)
                assert key not in alone, f"{name} (patterns only): {alone!r}"
                cases += 1
    for text in PLAIN:
        assert redact(text, KEY) == text, text
        cases += 1
    report_cases(
        f"redact: {cases} fixed cases ({len(LEAKY)} leak shapes x 2 keys, with and without the "
        f"secret given; {len(PLAIN)} plain texts unchanged) + 250 generated"
    )


_KEYS = st.text(alphabet=string.ascii_letters + string.digits + "-_", min_size=12, max_size=64)
_TEXT = st.text(max_size=80)


@settings(max_examples=150, deadline=None)
@given(key=_KEYS, before=_TEXT, after=_TEXT, template=st.sampled_from([t for _, t, _ in LEAKY]))
def test_a_given_secret_never_survives(key: str, before: str, after: str, template: str) -> None:
    text = before + template.format(k=key) + after
    assert key not in redact(text, key)


@settings(max_examples=100, deadline=None)
@given(text=_TEXT)
def test_text_without_credentials_is_unchanged(text: str) -> None:
    lowered = text.lower()
    if any(w in lowered for w in ("authorization", "sk-", "key=", "token=", "api-key", "@")):
        return
    assert redact(text, KEY) == text


# Halves without a `sk-` prefix, so only the given-secret rule can catch them.
LEFT, RIGHT = "Zq7LeftHalf", "Rt9RightHalf"
ODD_KEYS = [f"{LEFT}{odd}{RIGHT}" for odd in ('"', "'", "\\", "\n", "\t", " ", "é", "/+&")]


def test_escaped_repr_and_bytes_forms_of_a_key_are_redacted() -> None:
    """A key quoted through json.dumps, repr(), repr(bytes) or a URL never survives."""
    import json
    import urllib.parse

    cases = 0
    for key in ODD_KEYS:
        shapes = {
            "json": json.dumps({"auth": key}),
            "json, non-ASCII kept": json.dumps({"auth": key}, ensure_ascii=False),
            "repr": repr({"auth": key}),
            "bytes repr": f"Illegal header value {('Bearer ' + key).encode()!r}",
            "url-encoded": "https://gw.example/?k=" + urllib.parse.quote(key, safe=""),
            "plain": f"key {key} refused",
        }
        for name, text in shapes.items():
            told = redact(text, key)
            assert LEFT not in told and RIGHT not in told, (name, told)
            cases += 1
    report_cases(f"redact: {cases} escaped forms of {len(ODD_KEYS)} odd keys")
