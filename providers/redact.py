"""Keep the key in memory only: scrub it, and anything that looks like a credential, from text."""

from __future__ import annotations

import re

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


def redact(text: str, *secrets: str) -> str:
    """`text` with every secret, bearer header, URL userinfo and key-like token replaced."""
    for secret in secrets:
        if secret:
            text = text.replace(secret, "[redacted]")
    text = _HEADER.sub(r"\1\2[redacted]", text)
    text = _USERINFO.sub(r"\1[redacted]@", text)
    text = _QUERY_SECRET.sub(r"\1[redacted]", text)
    return _SK.sub("[redacted]", text)
