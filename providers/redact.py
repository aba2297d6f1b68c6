"""Keep the key in memory only: scrub it, and anything that looks like a credential, from text."""

from __future__ import annotations

import re

_BEARER = re.compile(r"(?i)(authorization\s*[:=]\s*)(bearer\s+)?\S+")
_USERINFO = re.compile(r"(https?://)[^/@\s]+@")
_QUERY_SECRET = re.compile(r"(?i)([?&](?:key|api_key|token|access_token)=)[^&\s]+")
_SK = re.compile(r"sk-[A-Za-z0-9_\-]{8,}")


def redact(text: str, *secrets: str) -> str:
    """`text` with every secret, bearer header, URL userinfo and key-like token replaced."""
    for secret in secrets:
        if secret:
            text = text.replace(secret, "[redacted]")
    text = _BEARER.sub(r"\1[redacted]", text)
    text = _USERINFO.sub(r"\1[redacted]@", text)
    text = _QUERY_SECRET.sub(r"\1[redacted]", text)
    return _SK.sub("[redacted]", text)
