"""Keep the key in memory only: scrub it, and anything that looks like a credential, from text."""

from __future__ import annotations

import json
import re
import urllib.parse

# A credential header in any of the shapes an error message may quote it: a header line, a JSON
# object or a Python dict (the name and value in quotes), or a form field.
_HEADER = re.compile(
    r"""(?i)((?:proxy-)?authorization|x-api-key|api[-_]key)(["']?\s*[:=]\s*["']?)"""
    r"""(?:(?:bearer|basic|token)\s+)?[^\s"',;}&]+"""
)
_USERINFO = re.compile(r"(https?://)[^/@\s]+@")
_QUERY_SECRET = re.compile(
    r"(?i)([?&](?:key|api_key|api-key|apikey|token|access_token)=)[^&\s\"']+"
)
_SK = re.compile(r"sk-[A-Za-z0-9_\-]{8,}")


_BEARER = re.compile(r"""(?i)\b(bearer\s+)[^\s"',;}&]+""")


def secret_forms(secret: str) -> list[str]:
    """`secret` as is and in every escaped form an error message or a body may quote it in:
    JSON (ASCII-only or not), Python's `repr` of the text or of its bytes, URL-encoded. Longest
    first, so a longer escaped form is replaced before the plain text inside it."""
    if not secret:
        return []
    forms = {
        secret,
        json.dumps(secret)[1:-1],
        json.dumps(secret, ensure_ascii=False)[1:-1],
        repr(secret)[1:-1],
        repr(secret.encode("utf-8", "backslashreplace"))[2:-1],
        urllib.parse.quote(secret, safe=""),
        urllib.parse.quote_plus(secret, safe=""),
    }
    return sorted((f for f in forms if f), key=len, reverse=True)


def byte_forms(secret: str) -> list[bytes]:
    """`secret_forms` as the bytes a body holds them in, for `scrub_forms`."""
    return [form.encode("utf-8", "backslashreplace") for form in secret_forms(secret)]


def scrub_bytes(raw: bytes, secret: str) -> bytes:
    """`raw` with every form of `secret` replaced; unchanged (the same object) when none occurs."""
    return scrub_forms(raw, byte_forms(secret))


def scrub_forms(raw: bytes, needles: list[bytes]) -> bytes:
    """`scrub_bytes` with the secret's forms made once (`byte_forms`), for a caller that scrubs
    every body it receives."""
    for needle in needles:
        if needle in raw:
            raw = raw.replace(needle, b"[redacted]")
    return raw


def redact(text: str, *secrets: str) -> str:
    """`text` with every secret (in any escaped form), bearer token, credential header, URL
    userinfo and key-like token replaced."""
    for secret in secrets:
        for form in secret_forms(secret):
            text = text.replace(form, "[redacted]")
    text = _BEARER.sub(r"\1[redacted]", text)
    text = _HEADER.sub(r"\1\2[redacted]", text)
    text = _USERINFO.sub(r"\1[redacted]@", text)
    text = _QUERY_SECRET.sub(r"\1[redacted]", text)
    return _SK.sub("[redacted]", text)
