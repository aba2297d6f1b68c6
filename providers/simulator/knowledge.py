"""What a simulated model "knows" about each battery prompt, so its replies can be right or wrong.

The battery itself holds only what a scorer checks (truth, format); the knowledge file adds what a
plausible reply needs: the products a recommendation names, an example JSON object, a topic for
prose. A battery entry without knowledge still gets a generic, well-formed reply.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from pydantic import BaseModel, ConfigDict, ValidationError

from providers.simulator.scenario import ScenarioError

DEFAULT_KNOWLEDGE_PATH = Path(__file__).resolve().parent / "battery_knowledge.json"


class KnowledgeEntry(BaseModel):
    """The simulator's notes on one battery prompt."""

    model_config = ConfigDict(extra="ignore", frozen=True)

    correct_answer: int | str | None = None
    """What goes on the final ANSWER: line when the model gets it right."""
    picks: tuple[str, ...] = ()
    """Product names a recommendation reply lists (the model's own order is drawn from these)."""
    avoid: tuple[str, ...] = ()
    """Products a reply in the avoid-list style names only to advise against (never picks)."""
    json_example: dict[str, Any] | None = None
    """The object a JSON-only reply returns."""
    topic: str = ""
    """A short noun phrase the prose talks about."""


class Knowledge(BaseModel):
    """The whole knowledge file."""

    model_config = ConfigDict(extra="ignore", frozen=True)

    entries: dict[str, KnowledgeEntry] = {}

    def get(self, entry_id: str) -> KnowledgeEntry:
        """Knowledge for one battery id (empty when the file has none)."""
        return self.entries.get(entry_id, KnowledgeEntry())


def load_knowledge(path: Path | None = None) -> Knowledge:
    """Read the knowledge file; a missing default file means no knowledge, a bad one is an error."""
    path = DEFAULT_KNOWLEDGE_PATH if path is None else Path(path)
    try:
        raw = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        return Knowledge()
    try:
        return Knowledge.model_validate(json.loads(raw))
    except (json.JSONDecodeError, ValidationError) as exc:
        first = str(exc).splitlines()[0]
        raise ScenarioError(
            f"battery knowledge file {str(path)!r} is unreadable: {first}; fix or delete it"
        ) from None
