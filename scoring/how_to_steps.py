"""Numbered how-to steps run together on one line, told apart from a numbered ranking.

"1. Preheat the cup 2. Grind 18 g of beans 3. Pull the shot" has the shape of "My order: 1.
Brewra Pulse 2. Kettlo Zen 3. Quarto One", but its items are instructions: each opens with a verb
and its object ("Preheat the cup"), a verb and a quantity ("Grind 18 g"), or a lower-case word
("preheat the cup"). A product's name opens with a capitalised or numbered word and goes on with
more name words, never with an article, a pronoun or a measured amount, so the shape of the item's
first two words tells the two apart without a list of verbs.
"""

from __future__ import annotations

import re

# An item that reads as an instruction, from its start: a lower-case word (not a brand written in
# lower case with a capital or digit inside, "iPhone", "eero 6"), or a capitalised word followed
# by what a verb takes and a name never holds after its first word (an article, a pronoun, a
# particle and then one of those, or a measured amount: "18 g", "2 cups").
_STEP = re.compile(
    r"[*_]{0,2}(?:"
    r"[a-z]{2,20}(?=[ \t]+[a-z])"
    r"|[A-Z][a-z]{1,20}[ \t]+(?:(?:up|out|off|down|in|on)[ \t]+)?"
    r"(?:the|a|an|your|my|our|it|its|them|this|that|these|those|some|each|every|all|any)\b"
    r"|[A-Z][a-z]{1,20}[ \t]+\d{1,4}(?:[.,]\d{1,3})?[ \t]?(?:g|kg|mg|ml|l|oz|lb|lbs|mm|cm|m|s|sec|"
    r"min|mins|minutes?|seconds?|hours?|grams?|cups?|tbsp|tsp|degrees|°[CF]?)\b"
    r")"
)


def reads_as_steps(items: list[str]) -> bool:
    """Whether a run of numbered items is a how-to's steps rather than names: at least two items
    and more than half of them read as instructions (`_STEP`)."""
    steps = sum(1 for item in items if _STEP.match(item.lstrip()) is not None)
    return steps >= 2 and 2 * steps > len(items)
