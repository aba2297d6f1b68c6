"""The one byte form of a conversation and its hash: a prompt's identity everywhere.

The tasks stage keys every planned prompt on it (a puzzle prompt is never sent twice), and the
simulator's request log and battery index key on the same hash, so a test can prove from the log
what was sent. Defined here, below both, so they cannot disagree.

Only `role` and `content` count: a client that adds optional keys (a `name`, cache hints) still
sends the same prompt, and the battery lookup must not miss it because of them.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Mapping, Sequence
from typing import Any


def message_text(content: Any) -> str:
    """OpenAI-style content is a string or a list of typed parts; only the text parts are prompt."""
    if isinstance(content, str):
        return content
    if isinstance(content, list):
        return "".join(str(part.get("text", "")) for part in content if isinstance(part, Mapping))
    return ""


def normalise_messages(messages: Sequence[Mapping[str, Any]]) -> list[dict[str, str]]:
    """Reduce each message to its role and text."""
    return [
        {"role": str(m.get("role", "")), "content": message_text(m.get("content"))}
        for m in messages
    ]


def canonical_json(messages: Sequence[Mapping[str, Any]]) -> bytes:
    """Sorted keys, no spaces, UTF-8: `json.dumps(..., sort_keys=True, separators=(",", ":"))`."""
    return json.dumps(
        normalise_messages(messages), sort_keys=True, separators=(",", ":"), ensure_ascii=False
    ).encode("utf-8")


def prompt_sha256(messages: Sequence[Mapping[str, Any]]) -> str:
    """Hex sha256 of the canonical JSON; the request log and the battery index both key on it."""
    return hashlib.sha256(canonical_json(messages)).hexdigest()
