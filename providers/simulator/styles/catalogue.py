"""The named reply styles a scenario can give a model, and what each one does per kind of reply.

A style is a persona's layout habits across every kind of reply, so a model that writes label
tables also has its own way of declining, framing an essay and marking its answer. The names are
the closed set `providers.simulator.scenario.StyleName`; docs/simulator.md describes each.
"""

from __future__ import annotations

from dataclasses import dataclass

from providers.simulator.scenario import STYLE_NAMES, StyleName


@dataclass(frozen=True)
class ReplyStyle:
    """How one style lays out each kind of reply (None fields mean the classic layout)."""

    name: StyleName
    picks: str | None
    """Recommendation layout (a key of recommendations.LAYOUTS); None: the model's pick_layout."""
    empathetic_decline: bool
    """A refusal opens with a sympathetic sentence before the decline."""
    styled_text: bool
    """Declines, late declines and caveats use the style's phrasings, not the classic ones."""
    concession: bool
    """Essays open their argument with a concessive clause that is not a caveat."""
    essay_heading: bool
    """Essays and general answers carry a Markdown heading."""
    answer: str
    """Answer marker wrap (a key of answers.WRAPS)."""
    bullet: str
    """Bullet marker for bullet-count answers."""
    partial_decline: bool = False
    """General answers to refusal-category prompts open by declining only a detail."""


_STYLES = (
    ReplyStyle("classic", None, False, False, False, False, "plain", "-"),
    ReplyStyle("label_table", "label_table", True, True, False, True, "bold_label", "-"),
    ReplyStyle("bold_labels", "bold_label_lines", False, True, True, False, "code", "*"),
    ReplyStyle("label_paragraphs", "bold_label_paragraphs", True, True, True, False, "boxed", "-"),
    ReplyStyle("spec_bullets", "spec_bullets", False, True, False, True, "restated", "*"),
    ReplyStyle("avoid_list", "avoid_list", True, True, True, False, "trailing_period", "-"),
    ReplyStyle("prose_pick", "prose_pick", True, True, True, False, "bold_line", "-", True),
    ReplyStyle("medal_headings", "medal_headings", False, True, False, True, "boxed", "•"),
    ReplyStyle("clarify_first", "clarify_first", True, True, False, False, "restated", "-", True),
    # A reasoning model whose provider leaves the thinking in the reply: only its recommendations
    # show it (the think block is the habit under test; every other kind of reply stays classic).
    ReplyStyle("reasoning_first", "reasoning_first", False, False, False, False, "plain", "-"),
)

STYLES: dict[str, ReplyStyle] = {s.name: s for s in _STYLES}
assert set(STYLES) == set(STYLE_NAMES), "every StyleName needs exactly one ReplyStyle"


def style_named(name: str) -> ReplyStyle:
    """The style of that name (the scenario schema has already checked it exists)."""
    return STYLES[name]
