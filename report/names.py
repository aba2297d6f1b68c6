"""File names for pages derived from ids we do not control.

Model ids contain slashes and colons (``anthropic/claude-sonnet-4:beta``), and nothing stops an
id from containing ``..``, a NUL or a right-to-left override. A page's file name therefore keeps
only a readable ASCII stem and always ends in a hash of the *original* id: two ids that fold to
the same stem (``A/b`` and ``a:b``) still get different names, and the same id always gets the
same name, so links survive a rebuild.
"""

from __future__ import annotations

import hashlib
import re
import unicodedata

HASH_CHARS = 10
"""Hex characters of sha256 kept in a name: 40 bits, far beyond the ids a site ever holds."""

STEM_CHARS = 60
"""Longest readable stem; file systems cap a name at 255 bytes and URLs get unwieldy."""

_UNSAFE = re.compile(r"[^a-z0-9._-]+")
_SAFE_ID = re.compile(r"[a-z0-9][a-z0-9_-]{0,99}")


def safe_name(model_id: str) -> str:
    """A file-name stem of only ``[a-z0-9._-]``, deterministic and collision-free per id."""
    digest = hashlib.sha256(model_id.encode("utf-8", "surrogatepass")).hexdigest()[:HASH_CHARS]
    folded = unicodedata.normalize("NFKD", model_id).encode("ascii", "ignore").decode("ascii")
    stem = _UNSAFE.sub("-", folded.lower())
    stem = re.sub(r"-{2,}", "-", stem)[:STEM_CHARS]
    # Leading dots would make hidden files or "..", trailing ones vanish on some file systems.
    stem = stem.strip("-._")
    return f"{stem}-{digest}" if stem else f"id-{digest}"


def event_name(event_id: str) -> str:
    """An event's file stem: the id itself when it is already a plain lowercase token.

    Event ids are stable hashes, so ``events/<event_id>.html`` stays a link a reader can build by
    hand; anything else (an id with a dot, slash or capital) goes through `safe_name`. Plain ids
    have no dot, and every `safe_name` output that could look plain ends in ``-<10 hex>``, so the
    two only meet if an event id were itself crafted to be another id's hashed name.
    """
    return event_id if _SAFE_ID.fullmatch(event_id) else safe_name(event_id)
