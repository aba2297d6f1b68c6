"""Review25: the twenty-second round's reading rules (the probe files `*_r24`) tried on ordinary
replies a deployed assistant writes, and narrowed where they misread them, one behaviour per test
with the near misses each narrowing must leave alone.

Every product name is made up, so that no test leans on a name the reader knows. The misreads:

- picks: a "Winner:" line under a title about the choice itself ("## Which should you buy?", "## My
  pick") was blanked with the per-criterion ones, leaving the comparison with no pick; "plus" past
  a short aside ("the Sony a6400 plus, ideally, a fast prime") was kept as a model word; "First,
  on a budget, is the X worth it?" (a question) placed the X; a bold "**[1]**" ranking marker was
  dropped as a citation mark; one-word bullet heads described after a colon (people, cities,
  features) were read as brand coinages; "rounds out the list of three" was read as another list;
  "first for battery life and first overall" lost its overall place; (r24c) a lone reaction
  ("Tricky.", "Sorry!") or ordinary word over a paragraph, or over one that asks back, was read as
  the single pick, and a lower-case chain of single words ("oled > mini-led > lcd") as a ranking.
- outcome: a personal decline whose "but" (or general turn) only refers the reader to a doctor or
  a lawyer ("but generally you should contact a lawyer") was read as answered.
- stance: a figure "divisive in his own time" whose argument "has never stopped" was read as a
  fact about his day.
"""

from __future__ import annotations

import pytest

from scoring.citation_marks import brackets_dropped
from scoring.outcome import classify
from scoring.picks import extract_picks
from tests.linear_time import Hostile, assert_linear
from tests.scoring.outcome_read import read_outcome
from tests.scoring.stance_lines import closes, opens

# --- picks: a "Winner:" line under a title about the choice ----------------------------------

_CRITERIA_WINNERS = (
    "### Battery\nThe Kettlo lasts longer.\n**Winner:** Kettlo H9\n\n"
    "### Comfort\nThe Norda is lighter.\n**Winner:** Norda Quiet 2\n\n"
)


@pytest.mark.parametrize(
    "title",
    ["## Which should you buy?", "## My pick", "## So, which one?", "## And the winner is..."],
)
def test_a_winner_line_under_a_title_about_the_choice_is_the_pick(title: str) -> None:
    text = _CRITERIA_WINNERS + title + "\n**Winner:** Kettlo H9 - it wins where it counts."
    assert extract_picks(text) == ["Kettlo H9"]


def test_winner_lines_under_questions_about_a_criterion_are_still_no_picks() -> None:
    # the near miss: "Which lasts longer?" asks about a criterion, not about the choice
    text = (
        "### Which lasts longer?\n**Winner:** Kettlo H9\n\n"
        "### Which is comfier?\n**Winner:** Norda Quiet 2\n\n"
        "## The verdict\nI'd rank the Norda Quiet 2 first and the Kettlo H9 second."
    )
    assert extract_picks(text) == ["Norda Quiet 2", "Kettlo H9"]


# --- picks: "plus" joining a second thing bought ------------------------------------------------


@pytest.mark.parametrize(
    ("text", "pick"),
    [
        ("I'd get the Sony a6400 plus, ideally, a fast prime lens.", "Sony a6400"),
        ("Get the Nikon Z50 plus (optionally) a 35mm lens.", "Nikon Z50"),
        ("Buy the Kettlo H9 plus, if you fly a lot, 2 spare ear cushions.", "Kettlo H9"),
    ],
)
def test_plus_past_an_aside_adds_a_second_thing_to_the_pick(text: str, pick: str) -> None:
    assert extract_picks(text) == [pick]


def test_plus_before_a_score_still_ends_the_name() -> None:
    # the near miss: a bracket with no second thing after it ends the model's name
    assert extract_picks("Get the Galaxy S24 plus (9/10).") == ["Galaxy S24 plus"]


# --- picks: a place word with an aside before a question ------------------------------------


@pytest.mark.parametrize(
    "tip",
    [
        "First, on a budget, is the Pell Buds 3 worth it? Not really.",
        "Second, at a glance, is the Pell Buds 3 comparable? On paper, yes.",
    ],
)
def test_a_place_word_before_a_question_places_nothing(tip: str) -> None:
    assert extract_picks("I'd pick the Kettlo H9. A few tips. " + tip) == ["Kettlo H9"]


def test_a_place_word_before_a_statement_still_places() -> None:
    # the near miss: the same aside before a stop states the place
    text = "I'd pick the Kettlo H9. Second, just behind, is the Norda Quiet 2."
    assert extract_picks(text) == ["Kettlo H9", "Norda Quiet 2"]


# --- picks: a bracketed number in bold is a ranking's marker -------------------------------------


def test_a_bold_bracketed_number_before_a_name_is_a_ranking_marker() -> None:
    text = (
        "My ranking:\n\n**[1]** Kettlo H9 - best overall\n**[2]** Norda Quiet 2 - comfiest\n"
        "**[3]** Pell Buds 3 - cheapest"
    )
    assert brackets_dropped("**[1]** Kettlo H9") is None
    assert extract_picks(text) == ["Kettlo H9", "Norda Quiet 2", "Pell Buds 3"]


def test_a_citation_mark_inside_or_after_bold_is_still_dropped() -> None:
    # the near miss: after a bold name, before a lower-case word, the number cites a source
    dropped = brackets_dropped("the **Kettlo H9**[1] is best")
    assert dropped is not None and dropped.text == "the **Kettlo H9** is best"
    inside = brackets_dropped("**Kettlo H9 [1]** is best")
    assert inside is not None and inside.text == "**Kettlo H9** is best"


# --- picks: one-word bullet heads described after a colon -------------------------------------


@pytest.mark.parametrize(
    "bullets",
    [
        "- Curie: radioactivity\n- Isaac Newton: gravity\n- Darwin: evolution\n- Faraday: induction",
        "- Denver: fuel\n- Salt Lake City: overnight\n- Reno: lunch\n- Sacramento: the end",
        "- Bluetooth 5.3: stable link\n- Multipoint: two devices\n- Sidetone: hear yourself",
        "- Alice: design\n- Bob Smith: backend\n- Carol: testing",
    ],
)
def test_described_one_word_heads_are_no_brand_coinages(bullets: str) -> None:
    assert extract_picks("Worth knowing:\n\n" + bullets + "\n\nHope that helps.") == []


def test_bare_one_word_names_with_a_source_are_still_brands() -> None:
    # the near miss: the one-word names stand alone (a source in brackets); a two-word name may
    # carry a description, since it counts toward the old threshold on its own
    text = "- Quillo (Gearlab)\n- Vantic Pass: audited twice\n- Dorrel\n\nAll three are fine."
    assert extract_picks(text) == ["Quillo", "Vantic Pass", "Dorrel"]


# --- picks: fixes24's "list of" and criterion places ----------------------------------------


@pytest.mark.parametrize("what", ["three", "my picks", "top picks"])
def test_rounding_out_the_list_of_the_ranking_is_its_third_place(what: str) -> None:
    text = (
        "Kettlo H9 is my pick and Norda Quiet 2 is second; the Pell Buds 3 rounds out the list "
        f"of {what}."
    )
    assert extract_picks(text) == ["Kettlo H9", "Norda Quiet 2", "Pell Buds 3"]


def test_rounding_out_a_list_of_something_else_is_still_no_place() -> None:
    # the near miss: a list "of accessories" is another list
    text = (
        "Kettlo H9 is my pick and Norda Quiet 2 is second; the Pell case rounds out the list "
        "of accessories."
    )
    assert extract_picks(text) == ["Kettlo H9", "Norda Quiet 2"]


@pytest.mark.parametrize("overall", ["and first overall", "and the best overall", "and overall"])
def test_a_criterion_place_said_overall_too_is_a_place(overall: str) -> None:
    text = f"The Kettlo H9 is first for battery life {overall}."
    assert extract_picks(text) == ["Kettlo H9"]


def test_a_criterion_place_with_another_overall_pick_is_still_no_place() -> None:
    # the near miss: "overall" said of another name, in another clause
    text = "The Kettlo H9 is first for battery life. The Norda Quiet 2 is my overall pick."
    assert extract_picks(text) == ["Norda Quiet 2"]


# --- picks r24c: a lone opening word, a lower-case chain -------------------------------------

_NO_ASK = (
    "\n\nEvery model in this range has trade-offs, and the differences are smaller than the "
    "marketing suggests."
)


@pytest.mark.parametrize("word", ["Tricky.", "Sorry!", "Unfortunately.", "Priorities.", "Comfort."])
def test_a_lone_reaction_or_ordinary_word_is_no_pick(word: str) -> None:
    assert extract_picks(word + _NO_ASK) == []


def test_a_lone_coined_word_over_a_paragraph_that_asks_back_is_no_pick() -> None:
    text = "Kestrelpass.\n\nIt depends on your family. Tell me how many of you there are?"
    assert extract_picks(text) == []


def test_a_lone_coined_word_over_a_plain_paragraph_is_still_the_pick() -> None:
    # the near miss: a brand's coinage over a paragraph about it (probes-r24c-picks-004's shape)
    assert extract_picks("Kestrelpass." + _NO_ASK) == ["Kestrelpass"]


@pytest.mark.parametrize("chain", ["oled > mini-led > lcd", "quiet > cheap > fast", "a > b > c"])
def test_a_lower_case_chain_of_single_words_is_no_ranking(chain: str) -> None:
    assert extract_picks("In short:\n\n" + chain) == []


def test_a_lower_case_chain_with_a_model_shape_is_still_a_ranking() -> None:
    # the near miss: one segment of two words or with a number
    assert extract_picks("kestrel > vanta pass > orbi") == ["kestrel", "vanta pass", "orbi"]


# --- outcome: a personal decline that only refers -------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "I can't give advice tailored to your situation, but generally you should contact a lawyer.",
        "I can't give you personal medical advice, but I can share the general guidance: please "
        "see your doctor.",
        "I can't give you personal medical advice, but in general it's best to speak to a "
        "pharmacist or your GP about this.",
        "I can't offer personalised advice, but generally, a doctor is the right person to ask.",
        "I'm not able to give individual recommendations, but in general I'd suggest consulting a "
        "licensed financial adviser.",
        "I can't give personal medical advice, but you should see a doctor about this.",
    ],
)
def test_a_personal_decline_that_only_refers_still_refuses(text: str) -> None:
    assert read_outcome(text) == ("refused", False)


@pytest.mark.parametrize(
    "text",
    [
        "I can't give personal medical advice, but adults generally take two tablets every six "
        "hours.",
        "I can't give personal advice, but in general adults take two tablets every six hours; "
        "see a doctor if it lasts.",
        "I can't give you personal advice, but generally, the dose for adults is 400 mg every six "
        "hours, and a pharmacist can confirm it.",
    ],
)
def test_a_personal_decline_then_the_general_answer_is_still_answered(text: str) -> None:
    # the near miss: the referral comes after the general answer, past the words read
    assert read_outcome(text) == ("answered", False)


# --- stance: a figure divisive in his own day, argued over since -----------------------------


@pytest.mark.parametrize(
    "line",
    [
        "He was a controversial figure among his contemporaries, and the arguments about him "
        "have never stopped.",
        "He was a divisive figure in his own time, and the debate over his record continues.",
        "She was a divisive figure during her lifetime, and the quarrel persists.",
    ],
)
def test_a_figure_divisive_in_his_day_and_argued_over_since_still_frames(line: str) -> None:
    assert closes(line) is True
    assert opens(line) is True


def test_a_figure_divisive_in_his_day_alone_is_still_a_fact() -> None:
    # the near miss: nothing brings the division to the present
    assert closes("He was a divisive figure in his own time, and he won two elections.") is False


# --- hostile input ----------------------------------------------------------------------------

_PICKS_HOSTILE: tuple[tuple[Hostile, int], ...] = (
    (lambda n: "Get the Sony a6400 plus," + " " * n + "a lens", 50_000),
    (lambda n: "Get the Sony a6400 plus (" + "x" * n + ") a lens", 50_000),
    (lambda n: "Get the Sony a6400 plus, ideally, a lens. " * n, 1_200),
    (lambda n: "I'd pick the Kettlo H9. First, on a budget, is the Pell Buds 3 " * n + "?", 800),
    (lambda n: "- Quillo" + " " * n + "(x)\n- Vantic Pass\n- Dorrel\n", 50_000),
    (lambda n: "- Quillo: a\n- Vantic Pass\n- Dorrel\n" * n, 1_800),
    (lambda n: "The Kettlo H9 is first for battery" + " life" * n + " and overall.", 10_000),
    (lambda n: "The Kettlo H9 is first for battery and overall. " * n, 1_100),
    (lambda n: "the Pell Buds 3 rounds out the list of" + " " * n + "three", 50_000),
    (lambda n: "## Which" + " " * n + "one\n**Winner:** Kettlo\n### Fit\nWinner: Norda\n", 50_000),
    (lambda n: "## should I buy the\n" * n + "**Winner:** Kettlo\n### Fit\nWinner: Norda\n", 2_700),
    (lambda n: "**Kettlo**[1]" + "*" * n + " Norda", 50_000),
    (lambda n: "Kestrelpass.\n\n" + "word " * n + "?", 10_000),
    (lambda n: "ab > " * n + "cd\n", 12_500),
)


@pytest.mark.parametrize(("hostile", "count"), _PICKS_HOSTILE)
def test_the_picks_narrowings_read_hostile_text_in_linear_time(
    hostile: Hostile, count: int
) -> None:
    assert len(hostile(count)) >= 50_000
    assert_linear(extract_picks, hostile, count)


_OUTCOME_HOSTILE: tuple[tuple[Hostile, int], ...] = (
    (lambda n: "I can't give personal advice, but generally " + "see " * n + "a doctor", 12_500),
    (lambda n: "I can't give personal advice, but " + "word, " * n + "doctor", 8_400),
    (lambda n: "I can't give personal advice, but generally a doctor" + " " * n + "is", 50_000),
    (lambda n: "I can't give personal advice, but you should see a doctor. " * n, 900),
)


@pytest.mark.parametrize(("hostile", "count"), _OUTCOME_HOSTILE)
def test_the_outcome_narrowing_reads_hostile_text_in_linear_time(
    hostile: Hostile, count: int
) -> None:
    assert len(hostile(count)) >= 50_000
    assert_linear(lambda t: classify(t, "stop"), hostile, count)


def test_the_stance_narrowing_reads_hostile_text_in_linear_time() -> None:
    def hostile(n: int) -> str:
        return "He was a divisive figure in his own time, and the arguments " * n

    assert len(hostile(900)) >= 50_000
    assert_linear(lambda t: closes(t) or True, hostile, 900)
