"""The pre-pass chain's combined gates against the passes they skip.

`scoring.picks_prepass` asks one gate per run of passes (`_STAGES`) which passes can rewrite a
text, and runs only those. A gate may say yes where its pass then finds nothing, never no where
the pass would rewrite: here every pass a gate rules out is run anyway, and must give None, on
the working corpus, the golden cases, the benchmark's replies, and generated text built from the
words and line openings the gates look for; and `prepared` must give what running every pass in
order gives.
"""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from scoring import criterion_notes, loose_markdown, name_markup, picks_prepass
from scoring.rewrite import Rewritten
from tests.linear_time import assert_linear
from tests.scoring.scorer_texts import scorer_texts


@pytest.fixture(scope="module")
def texts() -> list[str]:
    return scorer_texts(3000, seed=31)


def _ruled_out_rewrites(text: str) -> list[str]:
    """The passes a gate rules out for ``text`` that rewrite it all the same (none, if the gates
    hold), each stage's gate asked of the text itself."""
    wrong = []
    for passes, gate in picks_prepass._STAGES:
        may = gate(text)
        assert len(may) == len(passes)
        for rewrite, allowed in zip(passes, may, strict=True):
            if not allowed and rewrite(text) is not None:
                wrong.append(rewrite.__name__)
    return wrong


def _every_pass(text: str) -> list[Rewritten]:
    """Every pass in order, each on the text the ones before it left, none skipped (the prose
    passes give None by themselves on a text with a list line)."""
    steps = []
    for rewrite in picks_prepass._PASSES:
        done = rewrite(text)
        if done is not None:
            steps.append(done)
            text = done.text
    return steps


def test_stages_are_the_passes_in_order() -> None:
    assert tuple(p for passes, _ in picks_prepass._STAGES for p in passes) == picks_prepass._PASSES


def test_gates_rule_out_no_rewrite_on_real_text(texts: list[str]) -> None:
    rewritten = 0
    for text in texts:
        assert _ruled_out_rewrites(text) == [], text
        rewritten += bool(picks_prepass.prepared(text))
    assert rewritten >= 50  # the passes do rewrite here, so the gates' yes is exercised too


def test_prepared_gives_what_every_pass_gives(texts: list[str]) -> None:
    for text in texts:
        fast = [(s.text, s._new, s._old, s._copied) for s in picks_prepass.prepared(text)]
        plain = [(s.text, s._new, s._old, s._copied) for s in _every_pass(text)]
        assert fast == plain, text


_PIECES = st.sampled_from(
    [
        "Tied for first:", "tie for second:", "Joint first:", "joint 2nd:", "Equal third:",
        "equal 1st place:", "**Tied for first:**", "__Joint second:__", "Tie", "tied", "(tie)",
        "tie:", "tied:", "Sony a6400", "Canon EOS R50", "and", "**1.**", "**2.**", "__1)__",
        "__2)__", "**1", "I.", "II.", "III.", "i.", "ii.", "iii.", "### II.", "# ii.", "a)",
        "b)", "a.", "b.", "B.", "(a)", "(1)", "(2)", "1/3 —", "2/3 —", "Option A:", "Option B:",
        "Pick 1 -", "Pick 2 -", "Choice A)", "Choice B)", "1.", "2.", "1)", "2)", "- ", "* ",
        "# ", "## ", "|", "| --- |", "+---+", "---", "===", "**", "__", "~~", "[1]", "<b>",
        "&amp;", "\\n", "\\*", "\u2192", "->", "\u2013", "\u2014", "\u2b50", "\U0001f947",
        "\U0001f948", "2\ufe0f\u20e3", "\u00b9", "\u3010", "?", "Q:", "A:", "then", ", then",
        "ranked:", "in order:", "my ranking", "top to bottom", "(#", "Number 2:",
        "second place", "```json", "```csv", '"name": "X"', "rank", "\n", "\n\n", " ", "  ",
        "\t", ":", "- **Gaggia Classic Pro - a workhorse", "**1. Linear - fast", "***", "*", "1. **",
        "it heats", ",", "\u00b9", "\u2079", "\u20e3", "Number 2:", "number 1:", "In third place:",
        "**Hyundai\n   Ioniq 5**",
    ]
)  # fmt: skip


@settings(max_examples=1500, deadline=None)
@given(st.lists(_PIECES, max_size=24).map("".join))
def test_gates_rule_out_no_rewrite_on_generated_text(text: str) -> None:
    assert _ruled_out_rewrites(text) == [], text


@settings(max_examples=1500, deadline=None)
@given(st.lists(_PIECES, max_size=24).map(" ".join))
def test_gates_rule_out_no_rewrite_on_spaced_text(text: str) -> None:
    assert _ruled_out_rewrites(text) == [], text


# One reply per line opening in `_OPENINGS`, each rewritten by its pass: a gate that left a word
# or a lead out would rule the pass out here, and the tests above would fail.
_OPENED = [
    "Top picks:\nTied for first: Sony a6400 and Canon EOS R50 - both great",
    "Top picks:\ntie for second: Sony a6400 and Canon EOS R50",
    "Top picks:\n**Joint first: Sony a6400 and Canon EOS R50**",
    "Top picks:\n  joint 2nd: Sony a6400 and Canon EOS R50",
    "Top picks:\nEqual third: Sony a6400 and Canon EOS R50",
    "Tied for first: Sony a6400 and Canon EOS R50 - both great",
    "__equal first__: Sony a6400 and Canon EOS R50",
    "**1.** ClickUp\n**2.** Asana",
    "__1)__ ClickUp\n__2)__ Asana",
    "Ranked:\nI. Notion\nII. Asana",
    "Ranked:\n### I. Notion\n### II. Asana",
    "Ranked:\ni. 1Password\nii. Bitwarden",
    "a. Linear\nb. Asana",
    "A. Linear\nB.\tAsana",
    # `has_unclosed_bold_item`: an item's bold run opened and never closed on its line
    "- **Gaggia Classic Pro - a workhorse\n- **Breville Bambino: small",
    "Top two:\n1. **Linear - fast\n2. **Asana (big)",
    "Top two:\n**1. Linear - fast\n**2. Asana: big",
    # `_SECOND_ITEM`: item 1 and item 2 on one line
    "1) MacBook Air M3  2) Dell XPS 13 - light",
    "My picks:\n  **1.** Mullvad; 2. Proton VPN; 3. IVPN.",
    # `may_split_bold`: a bold brand closed before its model
    "1. **Sony** a6400 \u2014 great autofocus",
    "Top picks:\n- **Canon**\tEOS R50 - **why:** light",
    # `_MID_SENTENCE_BREAK`: a break between two lower-case words, or after a comma
    "For most people I would put the Breville Bambino Plus first, because\n"
    "it heats quickly. Second is the De'Longhi Dedica EC685, which is small\n"
    "and cheap and leaves money for a grinder later on.",
    "Top picks:\n1. **Hyundai\n   Ioniq 5** \u2014 fast, and\n   roomy.",
    # `TABLE_CELL_WORD`: a brand column, a place cell (any case), a struck row, a medal
    "| # | Brand | Model |\n|---|---|---|\n| 1 | Roborock | Q5 Pro |\n| 2 | Eufy | X8 |",
    "| # | **MAKE** | Name |\n|---|---|---|\n| 1 | Roborock | Q5 Pro |\n| 2 | Eufy | X8 |",
    "| Pick | Verdict |\n|---|---|\n| Eufy X8 | Second: close |\n| Roborock Q5 | TOP PICK: best |",
    "| # | Pick |\n|---|---|\n| 1 | Roborock Q5 |\n| ~~2~~ | ~~LastPass~~ |\n| 3 | Eufy X8 |",
    "| Pick | Medal |\n|---|---|\n| Eufy X8 | \U0001f948 |\n| Roborock Q5 | \U0001f947 |",
]


@pytest.mark.parametrize("text", _OPENED)
def test_each_opening_lets_its_pass_rewrite(text: str) -> None:
    assert picks_prepass.prepared(text) != []
    assert _ruled_out_rewrites(text) == []


@pytest.mark.parametrize(
    "text",
    [
        # near misses: the opening's words, but not where a line opens, or without the gap
        "Top picks: Tied for first: Sony a6400 and Canon EOS R50",
        "Top picks:\nTiedfor first: Sony a6400 and Canon EOS R50",
        "Top picks:\nJointly first: Sony a6400 and Canon EOS R50",
        "Ranked: I. Notion, II. Asana",
        "Ranked:\nII.Asana",
        "Ranked:\n#II. Asana",
        "Top: **1.** ClickUp and **2.** Asana",
        "a. Linear b. Asana",
        "Top picks:\n* Tied for first: Sony a6400 and Canon EOS R50",
    ],
)
def test_openings_near_misses(text: str) -> None:
    assert picks_prepass._openings(text) == set()
    assert _ruled_out_rewrites(text) == []


@pytest.mark.parametrize(
    "unit",
    ["\n" + " " * 40, "\n**", "\n  __", "\n#### ", "\nTie", "\nii", "\n" + "\t" * 30 + "**"],
)
def test_openings_search_stays_linear_on_hostile_text(unit: str) -> None:
    assert_linear(lambda text: picks_prepass._openings(text), lambda n: unit * n, 20_000)


@pytest.mark.parametrize(
    "text",
    [
        "- **Gaggia Classic Pro** - a workhorse\n- **Breville Bambino**: small",  # closed
        "- Gaggia Classic Pro - a **workhorse\n",  # a bold run, but not the item's
        "-**Gaggia Classic Pro - a workhorse",  # no gap after the bullet: no item
        "1. ** Linear - fast",  # a space after the mark: no bold run
        "- **Gaggia Classic Pro - a workhorse **\n",  # a second "**" later on the line
    ],
)
def test_unclosed_bold_item_near_misses(text: str) -> None:
    assert not loose_markdown.has_unclosed_bold_item(text)
    assert loose_markdown.bold_items_closed(text) is None


@pytest.mark.parametrize("unit", ["\n- **x" + "* " * 20, "\n1. **" + "a*" * 20, "\n- ** "])
def test_unclosed_bold_item_search_stays_linear_on_hostile_text(unit: str) -> None:
    assert_linear(loose_markdown.has_unclosed_bold_item, lambda n: unit * n, 20_000)


# --- criterion_notes: the section walk only where two title lines stand


def _titles_agree(text: str) -> bool:
    """Where `_two_titles` says no, the walk it stands in front of leaves ``text`` as it is; True
    when the walk blanks some notes."""
    walked = criterion_notes._without_notes(text)
    if not criterion_notes._two_titles(text):
        assert walked == text, text
    assert criterion_notes.without_criterion_notes(text) == walked
    return walked != text


def test_title_gate_on_real_text(texts: list[str]) -> None:
    assert sum(_titles_agree(text) for text in texts) >= 1  # the walk does blank notes here


_NOTE_PIECES = st.sampled_from(
    [
        "**Battery Life**", "**Price:**", "### Noise Cancellation", "#Price", "## ", "* ", "- ",
        "\u2022 ", "**Bose:**", "**Sony**:", "**Sony** :", " Slightly better.", "\n", "\n\n",
        " ", "\t", "\r", "\xa0", ":", "**The Verdict**", "1. ", "   ",
    ]
)  # fmt: skip


@settings(max_examples=1500, deadline=None)
@given(st.lists(_NOTE_PIECES, max_size=30).map("".join))
def test_title_gate_on_generated_text(text: str) -> None:
    _titles_agree(text)


@pytest.mark.parametrize(
    ("text", "titles"),
    [
        ("**Sound**\n* **Bose:** warm\n* **Sony:** bright", False),  # one title
        ("## Sound\n* **Bose:** warm\n**Comfort**\n* **Bose:** soft", True),
        ("* **Sound:**\n* **Bose:** warm\n* **Comfort:** \xa0\n", True),  # label-only bullets
        ("**Sound** then more\n**Comfort** and more", False),  # bold runs with text after them
        ("#Sound\n#Comfort", False),  # no gap after the hashes: no heading
    ],
)
def test_title_lines(text: str, titles: bool) -> None:
    assert criterion_notes._two_titles(text) is titles


@pytest.mark.parametrize("unit", ["\n**x**" + " " * 30 + "y", "\n- **x:**" + "\t" * 30 + "y"])
def test_title_search_stays_linear_on_hostile_text(unit: str) -> None:
    assert_linear(criterion_notes._two_titles, lambda n: unit * n, 20_000)


# --- names_unsplit: `_BRAND_CLOSE` finds every "** " a split bold name can close at


_SPLIT_PIECES = st.sampled_from(
    [
        "**", "** ", "**\t", "Sony", "Sony**", "Dell_**", "AT&T**", "Co.**", "X-**", "\u00c9cho**",
        "a6400", "\u0663\u0664", "EOS R50", "  ", "\t", " \u2014 fast", ": ", "1. ", "- ", "\n",
        "\u00c9", "***",
    ]
)  # fmt: skip


@settings(max_examples=1500, deadline=None)
@given(st.lists(_SPLIT_PIECES, max_size=16).map("".join))
def test_split_bold_lines_are_those_every_line_gives(text: str) -> None:
    every = [
        m.span()
        for m in (
            name_markup._SPLIT_BOLD.match(text, text.rfind("\n", 0, at) + 1)
            for at in name_markup._all_at(text, "** ")
        )
        if m is not None
    ]
    assert [m.span() for m in name_markup._split_bold(text)] == sorted(set(every)), text


@pytest.mark.parametrize(
    "unit",
    [
        "a\n" + " " * 40,  # `_MID_SENTENCE_BREAK`'s indent, never followed by a letter
        "| **" + " " * 30,  # `TABLE_CELL_WORD`'s lead, never followed by a word
        "Option Pick Choice 2. 2) ",
        "\n**1" + "*" * 10,
        "\n1. " + "x" * 40,
        "x** " + "y" * 5,
    ],
)
def test_stage_gates_stay_linear_on_hostile_text(unit: str) -> None:
    def gates(text: str) -> None:
        for _, gate in picks_prepass._STAGES:
            gate(text)

    assert_linear(gates, lambda n: unit * n, 20_000)


@pytest.mark.parametrize(
    ("first", "second"),
    [
        ("## Sound", "### Comfort"),
        ("**Sound**", "**Comfort**"),
        ("**Sound**:", "  **Comfort** : "),
        ("* **Sound:**", "- **Comfort**:\t"),
        ("**Noise Cancellation**", "\u2022 **Battery Life:**"),
    ],
)
def test_notes_under_each_kind_of_title_are_blanked(first: str, second: str) -> None:
    """Every title shape the walk reads opens a section the gate counts: with two, the notes are
    blanked (a gate that missed one shape would leave them)."""
    notes = "\n* **Bose:** warm and quiet\n* **Sony:** bright and light\n"
    text = first + notes + second + notes + "\nOverall: Bose."
    assert criterion_notes._two_titles(text)
    assert criterion_notes.without_criterion_notes(text) != text
    assert _titles_agree(text)
