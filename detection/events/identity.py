"""Stable event ids, so a link to an event survives re-scoring the archive.

The id depends only on what the event says (model, prompt, field, day, new value), never on when
it was computed or by which scorer version: re-deriving the same change yields the same id, and
withdrawal can find the stored event it replaces.
"""

from __future__ import annotations

import hashlib
import json
from datetime import date

ID_LENGTH = 16
"""Hex characters of sha256 kept; 64 bits is ample for one project's events."""


def canonical_event_key(
    model: str, prompt_id: str | None, field: str, day: date, new_value: str | None
) -> str:
    """Sorted keys, no whitespace, UTF-8 kept: one byte string per event, on any machine."""
    return json.dumps(
        {
            "day": day.isoformat(),
            "field": field,
            "model": model,
            "new_value": new_value,
            "prompt_id": prompt_id,
        },
        sort_keys=True,
        separators=(",", ":"),
        ensure_ascii=False,
    )


def event_id(
    model: str, prompt_id: str | None, field: str, day: date, new_value: str | None
) -> str:
    """First 16 hex characters of the sha256 of the canonical key."""
    key = canonical_event_key(model, prompt_id, field, day, new_value)
    return hashlib.sha256(key.encode("utf-8")).hexdigest()[:ID_LENGTH]
