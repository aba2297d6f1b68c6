"""A long reply names its picks more than once: the readings of those restatements.

Long buying guides state a ranking and then come back to it: a "Quick comparison" table in price
order, a "Bottom line" that lists the picks by role, a "Final verdict" that names only the
winner, often by a shorter spelling ("the Canon R50" for the "Canon EOS R50", "the XM5" for the
"Sony WH-1000XM5", "Bose" for the "Bose QuietComfort Ultra Headphones"). A careful reader counts
a restated pick once, at its first ranked place, and lets the ranking stated first decide the
order. These rules are kept apart from `scoring.picks` because they read only the list of names
the line reader found, never a line.

Each found entry is ``(name, start, block, stated rank)`` as `scoring.picks` builds it.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from functools import lru_cache
from itertools import islice

Found = tuple[str, int, int, int | None]

# Words a reply may leave off the end of a product's name without naming another product:
# "Bose QuietComfort Ultra" for the "Bose QuietComfort Ultra Headphones".
_CATEGORY_TAIL = frozenset(
    """
    headphones headphone earbuds laptop notebook camera body vacuum robot machine shoe shoes
    suv ev app vpn edition
    """.split()
)
_DIGIT = re.compile(r"\d")


def _word_same(short: str, long: str) -> bool:
    """One word of a shorter spelling against one of the longer: equal (in any case), or the
    longer word written by its capitals ("QC" for "QuietComfort")."""
    if short.casefold() == long.casefold():
        return True
    capitals = "".join(c for c in long if c.isupper())
    return len(short) >= 2 and short == capitals


def _code_same(short: str, long: str) -> bool:
    """A model code against a longer one it ends: "XM5" and "WH-1000XM5", "R50" and "EOS-R50".
    The shorter holds a digit and starts where the longer changes from digits to letters (or
    the other way) or after a hyphen, so "M5" is not read into "XM5"."""
    s, lg = short.casefold(), long.casefold()
    if s == lg:
        return True
    if len(s) < 2 or _DIGIT.search(s) is None or len(lg) <= len(s) or not lg.endswith(s):
        return False
    before = lg[-len(s) - 1]
    return before == "-" or before.isdigit() != s[0].isdigit()


def _in_order(short: list[str], long: list[str]) -> bool:
    """Every word of ``short`` after the first matches a word of ``long`` after the first, in
    order, the last by `_code_same`; ``long`` may skip words, and may end with category words
    the shorter leaves off."""
    end = len(long)
    while end > 1 and long[end - 1].casefold() in _CATEGORY_TAIL:
        end -= 1
    if short[-1].casefold() in _CATEGORY_TAIL:
        end = len(long)
    if end < 2:
        return False
    if not (_code_same(short[-1], long[end - 1]) or _word_same(short[-1], long[end - 1])):
        return False
    rest = iter(long[1 : end - 1])
    return all(any(_word_same(w, other) for other in rest) for w in short[1:-1])


@lru_cache(maxsize=1 << 12)
def alias_kind(a: str, b: str) -> str:
    """How two spellings name one product: "same" (one is the other with the brand, a middle word,
    a category word or the start of a model code left off, or a word written by its capitals),
    "brand" (one is the other's first word alone: the same product only when no other pick has
    that brand), "line" (one is the other's product line alone, `_line_name`: likewise only when
    no other pick has that line), or "" (two products). Different model words keep products apart: "Roborock Q5"
    and "Roborock Q5 Pro", "Pegasus 40" and "Nike Pegasus 41"."""
    wa, wb = a.split(), b.split()
    if not wa or not wb:
        return ""
    if [w.casefold() for w in wa] == [w.casefold() for w in wb]:
        return "same"
    # the shorter spelling has fewer words, or as many and fewer letters ("Sony XM5")
    short, long = (wa, wb) if (len(wa), len(a)) <= (len(wb), len(b)) else (wb, wa)
    if len(short) == 1 and len(long) >= 2:
        if short[0].casefold() == long[0].casefold():
            return "brand"  # "the Bose is an excellent alternative"
        # "the XM5": a model code that ends the longer name's last word
        if _DIGIT.search(short[0]):
            return "same" if _code_same(short[0], long[-1]) else ""
        return "line" if _line_name(short[0], long) else ""
    if short[0].casefold() == long[0].casefold() and _in_order(short, long):
        return "same"  # "Canon R50", "Sony XM5", "Bose QC Ultra"
    size = len(short)
    for at in range(1, len(long) - size + 1):
        window = long[at : at + size]
        if not all(_word_same(w, other) for w, other in zip(short, window, strict=True)):
            continue
        tail = long[at + size :]
        # "Roomba Combo Essential" (the brand left off), "Dedica Arte" (the brand and a trailing
        # model code left off), "QC Ultra" (the brand and a category word left off, a word by
        # its capitals); a trailing word without a digit is a trim ("Pro"), kept apart
        if (
            at == 1
            and all(_DIGIT.search(w) or w.casefold() in _CATEGORY_TAIL for w in tail)
            and (size >= 2 or _DIGIT.search(a))
        ):
            return "same"
    return ""


# Trim words: a product's variant, never its product line ("Roborock Q5 Pro", "Eufy 11S Max").
_TRIM_WORDS = frozenset("pro max plus ultra mini lite".split())


def _line_name(word: str, long: list[str]) -> bool:
    """Whether ``word`` is the product line of ``long``: its second word, capitalised, after the
    brand and before nothing but model numbers ("Air" in "MacBook Air M3", "XPS" in "Dell XPS 13",
    "Clifton" in "Hoka Clifton 9"). A closing table in short names restates picks this way. A
    trim word ("Pro", "Max") names a variant, and a word before a word without a digit
    ("Kindle" in "Amazon Kindle Paperwhite") may name a sibling product, so neither counts."""
    return (
        len(long) >= 3
        and word[:1].isupper()
        and word.casefold() == long[1].casefold()
        and word.casefold() not in _TRIM_WORDS
        and all(_DIGIT.search(w) for w in long[2:])
    )


def _line_alone(name: str, other: str, names: list[str]) -> bool:
    """Whether ``name`` is ``other``'s product line alone and no other of ``names`` has it."""
    line = name.casefold()
    owners = {
        n.casefold() for n in names if len(n.split()) >= 2 and n.split()[1].casefold() == line
    }
    return owners == {other.casefold()}


def _brand_alone(name: str, other: str, names: list[str]) -> bool:
    """Whether ``name`` is ``other``'s brand alone and no other of ``names`` has that brand."""
    brand = name.split()[0].casefold()
    owners = {n.casefold() for n in names if n.split() and n.split()[0].casefold() == brand}
    owners.discard(name.casefold())
    return owners == {other.casefold()}


def same_product(a: str, b: str, names: list[str]) -> bool:
    """Whether ``a`` and ``b`` spell one product among the ``names`` a reply picks (see
    `alias_kind`; a brand alone counts only when one of ``names`` has it)."""
    kind = alias_kind(a, b)
    if kind == "brand":
        short, long = (a, b) if len(a.split()) == 1 else (b, a)
        return _brand_alone(short, long, names)
    if kind == "line":
        short, long = (a, b) if len(a.split()) == 1 else (b, a)
        return _line_alone(short, long, names)
    return kind == "same"


_ALIAS_REACH = 64
"""How many earlier names a name is compared with: every pair is compared, so a hostile reply of
thousands of names would cost time quadratic in them; no reply that recommends names this many."""


def restated_aliases(found: list[Found]) -> dict[str, str]:
    """A name read without a stated rank that respells a name read before it ("the Canon R50"
    after "1. Canon EOS R50", "Bose" after "Bose QuietComfort Ultra Headphones") is that pick
    again: its key maps to the earlier name, so the pick counts once, at its first place. So is
    a name that states the same rank as the name it respells: a medal recap in short names
    ("🥇 Ioniq 5 → 🥈 Blazer EV") after medal headings that named them in full."""
    ranks = [f[3] for f in found]
    if None not in ranks and len(set(ranks)) == len(ranks):
        return {}  # every name has a rank of its own: none is a restatement
    out: dict[str, str] = {}
    # key -> (first spelling, first word, last word, stated rank)
    seen: dict[str, tuple[str, str, str, int | None]] = {}
    seen_ranks: set[int | None] = set()
    for name, _, _, rank in found:
        key = name.casefold()
        if key in seen:
            continue
        words = key.split()
        if not words:
            continue
        first, last = words[0], words[-1]
        if seen and (rank is None or rank in seen_ranks):
            for earlier_key, (earlier, e_first, e_last, e_rank) in islice(
                seen.items(), _ALIAS_REACH
            ):
                if rank is not None and e_rank != rank:
                    continue  # a ranked name restates only the pick it gives the same place
                # a cheap necessary test first: every alias shares its first word, ends one last
                # word with the other, or starts one name with the other's second word
                if not (
                    first == e_first
                    or last.endswith(e_last)
                    or e_last.endswith(last)
                    or first in earlier_key
                    or e_first in key
                    or (len(words) > 1 and last in earlier_key)  # "QC Ultra", the brand left off
                ):
                    continue
                kind = alias_kind(name, earlier)
                if (
                    kind == "same"
                    or (
                        kind in ("brand", "line")
                        and same_product(name, earlier, [*(v[0] for v in seen.values()), name])
                    )
                    # r21: "**Stilosa.**" after "De'Longhi Stilosa" in a reply that already
                    # wrote "Bambino Plus" for the "Breville Bambino Plus"
                    or (
                        not kind
                        and _drops_brands(out)
                        and _model_word_alone(name, earlier, [v[0] for v in seen.values()])
                    )
                    # misses32: "then the 11S Max" third after "3. Eufy RoboVac 11S Max"
                    or (rank is not None and _model_tail(words, earlier_key.split()))
                ):
                    out[key] = out.get(earlier_key, earlier)
                    break
        seen[key] = (name, first, last, rank)
        seen_ranks.add(rank)
    return out


def _model_word_alone(name: str, other: str, names: list[str]) -> bool:
    """Whether ``name`` is the model word of the two-word ``other`` alone ("Stilosa" for the
    "De'Longhi Stilosa"), after a brand that is no number ("1948 Israel"), and no other of
    ``names`` ends with that word. A category or trim word alone ("VPN", "Pro") names none."""
    words = other.split()
    word = name.casefold()
    return (
        len(words) == 2
        and name[:1].isupper()
        and " " not in name
        and word == words[1].casefold()
        and word not in _TRIM_WORDS
        and word not in _CATEGORY_TAIL
        and not words[0].isdigit()
        and {n.casefold() for n in names if n.casefold().split()[-1:] == [word]}
        <= {
            word,
            other.casefold(),
        }
    )


def _drops_brands(out: dict[str, str]) -> bool:
    """Whether the reply already respells a pick by leaving its brand off ("Bambino Plus" for the
    "Breville Bambino Plus"): a writer who shortens one pick that way shortens the others alike,
    so a model word alone is read as its pick only then ("Jerusalem" after "East Jerusalem" in a
    reply that shortens nothing is a place of its own)."""
    return any(earlier.casefold().split()[1:] == short.split() for short, earlier in out.items())


def final_restates(found: list[Found], final_at: int) -> bool:
    """Whether a "Final verdict" line only restates a numbered ranking read before it: its first
    name is the ranking's first place, however spelt ("**Final verdict:** The **Canon R50**"
    after "1. **Canon EOS R50**"), and every other name it holds respells a ranked pick. The
    ranking then stands: the line closes it, it does not close a deliberation."""
    before, after = found[:final_at], found[final_at:]
    ranked = [f for f in before if f[3] is not None]
    if not after or not {1, 2} <= {f[3] for f in ranked}:
        return False
    names = [f[0] for f in ranked]
    first = next(f[0] for f in ranked if f[3] == 1)
    if not same_product(after[0][0], first, names):
        return False
    return all(any(same_product(n, r, names) for r in names) for n, _, _, _ in after[1:])


def numbered_ranking_block(found: list[Found]) -> tuple[dict[int, list[Found]], int | None]:
    """The found names grouped by block, and the first block that numbers a first and a second
    place (a numbered ranking), or None: what a restatement after it and a preview before it
    are measured against."""
    blocks: dict[int, list[Found]] = {}
    for f in found:
        blocks.setdefault(f[2], []).append(f)
    ranking = next(
        (b for b, fs in blocks.items() if {1, 2} <= {f[3] for f in fs if f[3] is not None}), None
    )
    return blocks, ranking


def without_restatements(found: list[Found]) -> list[Found]:
    """Without the blocks after a numbered ranking that only restate it: a closing table in
    price order, a "Bottom line" of roles ("Tightest budget: the Z", "Best overall: the X"). Each
    names nothing but ranked picks (however spelt) and states no rank of its own; the ranking
    stated first decides the order, and the restatement does not make the reading unsure."""
    ranks = {f[3] for f in found}
    if 1 not in ranks or 2 not in ranks:
        return found  # no numbered ranking to restate
    blocks, ranking = numbered_ranking_block(found)
    if ranking is None:
        return found
    names = [f[0] for f in blocks[ranking]]
    last = max(f[1] for f in blocks[ranking])
    drop: set[int] = set()
    for b, fs in blocks.items():
        if b == ranking or min(f[1] for f in fs) < last or any(f[3] is not None for f in fs):
            continue
        if all(any(same_product(f[0], n, names) for n in names) for f in fs):
            drop.add(b)
    return [f for f in found if f[2] not in drop] if drop else found


def without_breakdowns(found: list[Found]) -> list[Found]:
    """Without a breakdown by use before the reply's ranking: a block of role lines that gives
    one product two roles ("Best battery life: Sony", "Best value: Sony", "Best comfort: Bose")
    is a map of strengths, not an order. When every product in it is named again in another
    block (a ranked table, "Overall winner: X"), that block says what the reply would have you
    buy, and the breakdown is dropped."""
    blocks: dict[int, list[str]] = {}
    for f in found:
        if f[3] is None:
            blocks.setdefault(f[2], []).append(f[0].casefold())
    doubled = [b for b, keys in blocks.items() if len(keys) >= 3 and len(set(keys)) < len(keys)]
    if not doubled:
        return found  # most replies: no block names one product twice
    out = found
    for block in sorted(doubled):
        fs = [f for f in out if f[2] == block]
        if any(f[3] is not None for f in fs):
            continue
        others = [f[0] for f in out if f[2] != block]
        names = [f[0] for f in out]
        if others and all(any(same_product(f[0], o, names) for o in others) for f in fs):
            out = [f for f in out if f[2] != block]
    return out


# A closing line that singles one product out of picks given by use case: "If I had to pick one
# for most people: the X", "If you want my single recommendation ..., it's X", "If I could only
# recommend one shoe ...".
_ONE_PICK = re.compile(
    r"\b(?:if\s+I\s+(?:had\s+to|could\s+only|can\s+only|were\s+to)\s+(?:pick|choose|recommend|name"
    r"|buy)\s+(?:just\s+|only\s+)?one|(?:my|a)\s+single\s+(?:recommendation|pick|choice)"
    r"|if\s+you\s+(?:just\s+|only\s+)?(?:want|need|buy|get|choose|pick)\s+(?:just\s+|only\s+)?one)\b",
    re.I,
)
# The words that stand right before " one" in `_ONE_PICK`, and right after "single ": every
# alternative holds one of these pairs when its words are one space apart, as replies write them.
_BEFORE_ONE = ("pick", "choose", "recommend", "name", "buy", "get", "just", "only", "want", "need")
_AFTER_SINGLE = ("recommendation", "pick", "choice")


def _may_single_out(body: str) -> bool:
    """A cheap necessary test for `_ONE_PICK`: " one" after one of `_BEFORE_ONE`, or "single "
    before one of `_AFTER_SINGLE`. Two scans of the reply and a look at each hit ("on a single
    charge" is not one) where a search of the pattern would cost twenty times more."""
    at = body.find(" one")
    while at >= 0:
        if body[max(0, at - 9) : at].endswith(_BEFORE_ONE):
            return True
        at = body.find(" one", at + 4)
    at = body.find("single ")
    while at >= 0:
        if body.startswith(_AFTER_SINGLE, at + 7):
            return True
        at = body.find("single ", at + 7)
    return False


def singled_out(found: list[Found], body: str) -> int | None:
    """The index into ``found`` of the product a `_ONE_PICK` phrase singles out (the first found
    name in the rest of its paragraph), or None."""
    m = _one_pick(body)
    return None if m is None else _first_named_after(found, body, m)


def _one_pick(body: str) -> re.Match[str] | None:
    """The first `_ONE_PICK` phrase of ``body``, after its cheap necessary test."""
    return _ONE_PICK.search(body) if _may_single_out(body) else None


def _first_named_after(found: list[Found], body: str, m: re.Match[str]) -> int | None:
    """The index into ``found`` of the first found name in the rest of the paragraph of the
    `_ONE_PICK` phrase ``m`` (at most 400 characters), or None."""
    stop = body.find("\n\n", m.end())
    window = body[m.end() : (len(body) if stop < 0 else stop)][:400]
    best: tuple[int, int] | None = None  # (offset in the window, index into found)
    for k, f in enumerate(found):
        at = window.find(f[0])
        if at >= 0 and (best is None or at < best[0]):
            best = (at, k)
    return None if best is None else best[1]


# A label that gives a line's product to one kind of buyer or use, right before the name: "**Best
# for pet hair:** X", "**For mixed devices: X.**", "- **If your feet roll inward:** the Y", "**On a
# budget:** Z" (the buyer's situation, not the pick's place as in "Budget pick"; corpus styles.md).
_CASE_LABEL = re.compile(
    r"\b(?:for|if|when|best|on\s+(?:a|an|the))\b[^:\n]{0,80}:[*_]{0,3}[ \t]*(?:the[ \t]+)?[*_]{0,3}\Z",
    re.I,
)


def named_for_a_case(body: str, found: Found) -> bool:
    """Whether a found product follows a label that names a case on its line (``found``'s offset
    is where the name, its line or its item in a run-together list starts)."""
    end = body.find("\n", found[1])
    name = body.find(found[0], found[1], len(body) if end < 0 else end)
    if name < 0:
        return False
    start = max(body.rfind("\n", 0, name) + 1, name - 100)
    return _CASE_LABEL.search(body, start, name) is not None


def closing_single_choice(
    found: list[Found], body: str, trigger_pick: Callable[[str], tuple[str, int] | None]
) -> list[Found]:
    """Picks with no stated rank, then one product singled out by a `_ONE_PICK` phrase ("If I
    had to pick one: Y", "if you just want one that works, get the Z"): that product is what the
    reply would have you buy.

    When every other pick was given to a case by a label before the phrase ("**Best for pet
    hair:** X", "**For mixed devices:** Y"), the others were each another buyer's pick in no
    order, and the choice is the label alone, whether it is one of them or a product beyond them:
    a reply that reshuffles its sections from one day to the next has not changed its picks
    (corpus styles.md, the r26 reading, which holds over the r16d one). Otherwise (a shortlist,
    or picks placed after the phrase) a chosen pick moves first and the others keep the order
    named. ``trigger_pick`` is the prose reader's outright pick, asked only for a product beyond
    the found ones and only once the cheaper tests hold."""
    if len(found) < 2 or any(f[3] is not None for f in found):
        return found  # a stated rank rules the order
    m = _one_pick(body)
    if m is None:
        return found
    k = _first_named_after(found, body, m)
    key = None if k is None else found[k][0].casefold()
    by_case = all(
        f[1] < m.start() and named_for_a_case(body, f) for f in found if f[0].casefold() != key
    )
    if key is None:
        return _choice_beyond(found, body, m, trigger_pick) if by_case else found
    if by_case:
        return [f for f in found if f[0].casefold() == key]
    if k == 0:
        return found
    first = next(j for j, f in enumerate(found) if f[0].casefold() == key)
    return [found[first], *(f for j, f in enumerate(found) if j != first)]


def _choice_beyond(
    found: list[Found],
    body: str,
    m: re.Match[str],
    trigger_pick: Callable[[str], tuple[str, int] | None],
) -> list[Found]:
    """The product the `_ONE_PICK` phrase ``m`` names when it is none of the found picks given
    by case ("And if you just want one that works, get the Brooks Ghost 16"), as the label
    alone; ``found`` when the prose reader's outright pick is not in the phrase's reach."""
    pick = trigger_pick(body)
    if pick is None or not m.start() <= pick[1] <= m.end() + 80:
        return found
    if pick[0].endswith(("'s", "\u2019s")):
        # review30p: "get the Roborock's dock too", "get Amazon's extended warranty": what is
        # got is the thing the possessive owns (an accessory, a store's service), no product
        return found
    if pick[0].casefold() in {f[0].casefold() for f in found}:
        return found
    return [(pick[0], pick[1], -1, None)]


_WHOLE_TAIL = 8
"""Words up to this long are found whole among the ends of the words they end (`_tails`)."""


def _tails(word: str) -> list[str]:
    """The ends of a case-folded word of every length up to `_WHOLE_TAIL` and then a power of two
    long: a word another ends is found by its end as long as `_tail` cuts it."""
    sizes = [*range(1, _WHOLE_TAIL + 1), *(1 << k for k in range(4, len(word).bit_length()))]
    return [word[-size:] for size in sizes if size <= len(word)]


def _tail(word: str) -> str:
    """The end of a case-folded word that `_tails` keeps: the word itself up to `_WHOLE_TAIL`
    letters, else as long as the largest power of two in its length."""
    if len(word) <= _WHOLE_TAIL:
        return word
    return word[-(1 << (len(word).bit_length() - 1)) :]


class NameIndex:
    """The names read so far, indexed so that a title is compared (`same_product`) only with the
    names it could spell: each name under keys it holds as the shorter spelling of a pair and
    keys it holds as the longer, where `alias_kind` names one product only when a key of the
    shorter is a key of the longer (the same words; a brand, line or model code alone; the same
    first word and a last word that ends the other's or writes it by its capitals; a brand left
    off). Hostile input named 1,200 distinct names under as many headings, and each heading was
    compared with every name read before it. A brand or line alone counts by the names that own
    it, kept as the names come (`_brand_alone`, `_line_alone`)."""

    def __init__(self) -> None:
        self.read = 0
        self.names: dict[str, None] = {}
        self.as_short: dict[tuple[str, ...], list[str]] = {}
        self.as_long: dict[tuple[str, ...], list[str]] = {}
        self.brands: dict[str, set[str]] = {}
        self.lines: dict[str, set[str]] = {}

    def extend(self, found: list[Found]) -> None:
        """Index the names of ``found`` after those read before (``found`` only grows)."""
        for name, _, _, _ in found[self.read :]:
            if name in self.names:
                continue
            self.names[name] = None
            words = name.split()
            if words:
                self.brands.setdefault(words[0].casefold(), set()).add(name.casefold())
            if len(words) >= 2:
                self.lines.setdefault(words[1].casefold(), set()).add(name.casefold())
            short, long = _alias_keys(name)
            for key in short:
                self.as_short.setdefault(key, []).append(name)
            for key in long:
                self.as_long.setdefault(key, []).append(name)
        self.read = len(found)

    def names_one(self, title: str) -> bool:
        """Whether ``title`` spells one product with a name read (`same_product` among them)."""
        short, long = _alias_keys(title)
        for keys, index in ((short, self.as_long), (long, self.as_short)):
            for key in keys:
                if index is self.as_long and not self._may_own(title, key):
                    continue
                for name in index.get(key, ()):
                    if self._same(title, name):
                        return True
        return False

    def _may_own(self, title: str, key: tuple[str, ...]) -> bool:
        """Whether the longer names under ``key`` of a one-word ``title`` may be one product
        with it. Under its brand each is its brand alone, one product only when no other name
        has the brand; under its line, a name the title is the line of is one product only when
        no other name has the line, and one it is the brand or model code of is under those
        keys too. So a brand or line that many names own is passed over whole."""
        if key[0] == "b":
            owners = self.brands.get(key[1], set())
            return len(owners) - (title.casefold() in owners) == 1
        if key[0] == "l":
            return len(self.lines.get(key[1], ())) == 1
        return True

    def _same(self, a: str, b: str) -> bool:
        kind = alias_kind(a, b)
        if kind == "brand":  # `_brand_alone`
            short, long = (a, b) if len(a.split()) == 1 else (b, a)
            owners = self.brands.get(short.split()[0].casefold(), set())
            rest = len(owners) - (short.casefold() in owners)
            return long.casefold() != short.casefold() and long.casefold() in owners and rest == 1
        if kind == "line":  # `_line_alone`
            short, long = (a, b) if len(a.split()) == 1 else (b, a)
            owners = self.lines.get(short.casefold(), set())
            return len(owners) == 1 and long.casefold() in owners
        return kind == "same"


def _alias_keys(name: str) -> tuple[list[tuple[str, ...]], list[tuple[str, ...]]]:
    """The keys of ``name`` as the shorter and as the longer spelling of a pair (`NameIndex`)."""
    words = name.split()
    if not words:
        return [], []
    folded = [w.casefold() for w in words]
    same = ("=", *folded)
    if len(words) == 1:
        return [same, ("b", folded[0]), ("l", folded[0]), ("c", _tail(folded[0]))], [same]
    short = [same, ("f", folded[0], _tail(folded[-1])), ("w", folded[0])]
    long = [same, ("b", folded[0]), ("l", folded[1]), ("w", folded[1])]
    long += [("w", _capitals(words[1]).casefold())]
    long += [("c", end) for end in _tails(folded[-1])]
    end = len(words)
    while end > 1 and folded[end - 1] in _CATEGORY_TAIL:
        end -= 1
    for word in {words[-1], words[end - 1]}:
        for spelling in (word.casefold(), _capitals(word).casefold()):
            long += [("f", folded[0], tail) for tail in _tails(spelling)]
    return short, long


def _capitals(word: str) -> str:
    return "".join(c for c in word if c.isupper())


def _model_tail(short: list[str], long: list[str]) -> bool:
    """Whether the case-folded words ``short`` are the last words of ``long`` with a model code
    among them ("11s max" of "eufy robovac 11s max"): the brand and the line left off. Asked only
    of a name that states the same place as the earlier one, so a closing order in short names
    ("Q7 Max, then X8 Hybrid, then the 11S Max") restates the ranking; "Max" alone, or "Pro 2"
    placed apart from the "Roborock Q5 Pro", is no tail."""
    return (
        len(short) < len(long)
        and long[len(long) - len(short) :] == short
        and any(_DIGIT.search(w) for w in short)
    )
