"""Per-criterion "Winner:" lines of a head-to-head, which name no pick.

A comparison written criterion by criterion ("### Battery life ... **Winner:** Sony", "Comfort ...
Winner: Bose, narrowly.") closes each criterion with a "Winner:" line, and then ranks the products
in an overall verdict. Those lines look like a role label before a name, so a reader that takes
"Winner: X" as a pick reads every criterion's winner into the ranking. The class is told apart
by what the lines say together: an overall winner is one product, so two "Winner:" lines that
name different products (or a tie) are winners of criteria, not of the comparison. A "Winner:"
line under a verdict title ("## Overall verdict", "**Bottom line**") is the comparison's own and
is left alone.
"""

from __future__ import annotations

import re

# A line that is only a "Winner:" label and what follows it: "**Winner:** Sony WH-1000XM5",
# "**Winner: MacBook Air M3**", "Winner: Bose, narrowly.", "- 🏆 Winner: Tie". Bounded: every
# repeat has a limit, and the rest of the line is taken by one bounded run.
_WINNER_LINE = re.compile(
    r"^[ \t]{0,8}(?:[-*+][ \t]{1,4})?(?:[^\w\s*_|#]{1,3}[ \t]{0,3})?[*_]{0,3}"
    r"[Ww]inner[*_]{0,3}[ \t]{0,3}:[ \t]{0,3}(?P<rest>[^\n]{1,120})$",
    re.M,
)
# What ends the winner's name: a bracket, a comma or semicolon, a spaced dash or a full stop.
_NAME_END = re.compile(r"[(,;]|\s[-–—]\s|\.(?:\s|$)")
_MARKUP = re.compile(r"[*_`]")
# A title that introduces the comparison's own verdict, whose "Winner:" line is a pick.
# review25: also a title that asks or answers which to buy ("## Which should you buy?", "## My
# pick", "## So, which one?", "## And the winner is"): a criterion's title names the criterion, so
# a title about the choice itself is the verdict's, and its "Winner:" line was blanked with the
# criteria's, leaving the comparison with no pick.
# Public: `scoring.criterion_notes` keeps a section under such a title, for the same reason.
VERDICT_TITLE = re.compile(
    r"verdict|overall|bottom[ \t]line|final|conclusion|summary|tl;dr|recommendation"
    r"|\b(?:my|our|the|top)[ \t]{1,3}(?:pick|choice)\b|\bwhich[ \t]{1,3}(?:one|to|should)\b"
    r"|\bshould[ \t]{1,3}(?:you|I)[ \t]{1,3}(?:buy|get|choose|pick)\b|\bto[ \t]{1,3}buy\b"
    r"|\b(?:the|and[ \t]{1,3}the)[ \t]{1,3}winner\b",
    re.I,
)
_HEADING = re.compile(r"^[ \t]{0,3}(?:#{1,6}[ \t]|[*_]{2}[^\n]{1,80}[*_]{2}[ \t]*:?[ \t]*$)")


def _winner_key(rest: str) -> str:
    """The named winner, folded, for telling two winner lines apart ("Bose, narrowly." -> "bose")."""
    plain = _MARKUP.sub("", rest).strip()
    cut = _NAME_END.search(plain)
    name = plain[: cut.start()] if cut is not None else plain
    return " ".join(name.casefold().rstrip(".!").split())


def without_criterion_winners(body: str) -> str:
    """``body`` with each per-criterion "Winner:" line blanked to spaces (offsets kept), when two
    or more such lines name different winners; ``body`` itself otherwise."""
    if ":" not in body or body.count("inner") < 2:
        # cheap gate: two "Winner:" lines are needed, each on a line of its own holding "inner"
        # (perf_rec37: a count, not one `in` test; "beginner" and "dinner" pass that one)
        return body
    criteria = _criterion_winner_lines(body)
    if len(criteria) < 2 or len({_winner_key(m["rest"]) for m in criteria}) < 2:
        return body
    out = []
    last = 0
    for m in criteria:
        out.append(body[last : m.start()])
        out.append(" " * (m.end() - m.start()))
        last = m.end()
    out.append(body[last:])
    return "".join(out)


def _criterion_winner_lines(body: str) -> list[re.Match[str]]:
    """The "Winner:" lines not under a verdict title, in one pass over the lines: the nearest
    title above each (a markdown heading or a whole-line bold run) decides."""
    found: list[re.Match[str]] = []
    under_verdict = False
    at = 0
    for line in body.split("\n"):
        winner = _WINNER_LINE.match(body, at, at + len(line)) if "inner" in line else None
        if winner is not None:
            if not under_verdict:
                found.append(winner)
        elif _HEADING.match(line) is not None:
            under_verdict = VERDICT_TITLE.search(line) is not None
        at += len(line) + 1
    return found
