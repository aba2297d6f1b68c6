"""The picks rules the r23d probes brought, one behaviour each, with their near misses.

The rules came from blind probes of assistants embedded in products and channels
(corpus/probes/picks_r23d.json): a voice assistant's spoken ranking ("Number one, the X.", "And
third, the Z."), a dotted model number in a sentence-per-place ranking ("Third, the Volkswagen
ID.4"), a support ticket's fields ("**Status:** Answered", a "Resolution:" line after the ranked
list), a training schedule's day labels after the ranked headings, and a section of products "over
budget (not ranked)". These tests pin each on texts of their own; the product names are made up,
so that no test leans on a name the reader knows.
"""

from __future__ import annotations

from scoring.picks import extract_picks
from tests.linear_time import Hostile, assert_linear

# --- a dotted model number in a sentence-per-place ranking ---------------------------------------


def test_a_dotted_model_number_stays_in_the_name() -> None:
    text = (
        "First, the Vantor Q5, for space. Second, the Pell Aero 3, which charges fast. "
        "Third, the Corvid ID.7, a roomy choice."
    )
    assert extract_picks(text) == ["Vantor Q5", "Pell Aero 3", "Corvid ID.7"]


def test_a_full_stop_after_a_model_number_still_ends_the_name() -> None:
    # the near miss: the dot before a space is the sentence's end, not part of the model number
    text = (
        "First, the Vantor Q5, for space. Second, the Pell Aero 3, which charges fast. "
        "Third, the Corvid 7. It is roomy."
    )
    assert extract_picks(text) == ["Vantor Q5", "Pell Aero 3", "Corvid 7"]


# --- a spoken ranking ---------------------------------------------------------------------------


def test_spoken_places_with_a_comma_after_the_number_are_read() -> None:
    text = (
        "Here are my top three. Number one, the Kestra Vac 2. It maps rooms. Number two, the "
        "Dovel Mini. It's quiet. And number three, the Arlo Sweep RX9, a good pick for pets."
    )
    assert extract_picks(text) == ["Kestra Vac 2", "Dovel Mini", "Arlo Sweep RX9"]


def test_spoken_places_without_the_comma_are_read_as_before() -> None:
    text = (
        "Here are my top three. Number one is the Kestra Vac 2. It maps rooms. Number two is the "
        "Dovel Mini. It's quiet. And number three is the Arlo Sweep RX9."
    )
    assert extract_picks(text) == ["Kestra Vac 2", "Dovel Mini", "Arlo Sweep RX9"]


def test_and_third_opening_a_sentence_places_the_name_after_it() -> None:
    text = (
        "For privacy, my top pick is Arvo VPN. It needs no email. Second, Pell VPN, which is "
        "Swiss. And third, Norix, a small audited provider."
    )
    assert extract_picks(text) == ["Arvo VPN", "Pell VPN", "Norix"]


def test_and_third_before_a_reason_places_nothing() -> None:
    # the near miss: "And third, it keeps no logs" counts a reason, and names no product
    text = (
        "For privacy, my top pick is Arvo VPN. It needs no email. Second, Pell VPN, which is "
        "Swiss. And third, it keeps no logs."
    )
    assert extract_picks(text) == ["Arvo VPN", "Pell VPN"]


# --- a schedule's day labels ---------------------------------------------------------------------


def test_day_labels_of_a_schedule_are_no_picks() -> None:
    text = (
        "## 1. Kestra Run 5\nSoft and stable.\n\n## 2. Dovel Glide\nLight.\n\n"
        "## 3. Arlo Pace 2\nCheap.\n\n## A sample week\n\n"
        "- **Monday:** rest\n- **Wednesday:** 30 minutes easy\n- **Saturday:** long run\n\n"
        "Good luck!"
    )
    assert extract_picks(text) == ["Kestra Run 5", "Dovel Glide", "Arlo Pace 2"]


def test_one_day_name_among_products_is_still_a_pick() -> None:
    # the near miss: a tool named after a weekday, in a list of picks by label, is a product
    text = (
        "My top three:\n\n- **Asana:** timelines and rules\n- **Monday:** colourful boards\n"
        "- **Trello:** simple kanban"
    )
    assert extract_picks(text) == ["Asana", "Monday", "Trello"]


# --- a section "not ranked" ----------------------------------------------------------------------


def test_an_over_budget_section_said_to_be_not_ranked_is_left_out() -> None:
    text = (
        "## Over budget (not ranked)\n\n- **Kestra EV9:** great but $60,000.\n"
        "- **Dovel R1:** $75,000.\n\n## My top three\n\n"
        "1. **Arlo Five** - roomy\n2. **Pell Y** - cargo\n3. **Norix EV** - cheap"
    )
    assert extract_picks(text) == ["Arlo Five", "Pell Y", "Norix EV"]


def test_a_ranked_section_title_still_ranks() -> None:
    # the near miss: "ranked" with no "not" before it titles the ranking itself
    text = "## Ranked picks\n\n- **Kestra EV9:** roomy.\n- **Dovel R1:** fast."
    assert extract_picks(text) == ["Kestra EV9", "Dovel R1"]


# --- a support ticket's fields -------------------------------------------------------------------


def test_ticket_fields_name_no_pick() -> None:
    text = (
        "**Ticket:** #SW-1044\n**Status:** Answered\n**Priority:** Low\n\n"
        "**Recommendation (ranked):**\n1. Kestra - timelines\n2. Dovel - docs\n3. Arlo - boards"
    )
    assert extract_picks(text) == ["Kestra", "Dovel", "Arlo"]


def test_role_labels_beside_a_status_field_still_name_picks() -> None:
    # the near miss: "Top pick:" and "Runner-up:" are roles, whose product follows
    text = "**Status:** Answered\n**Top pick:** Kestra Board\n**Runner-up:** Dovel Docs"
    assert extract_picks(text) == ["Kestra Board", "Dovel Docs"]


def test_a_label_line_after_the_announced_list_is_no_pick() -> None:
    text = (
        "Ranked recommendation:\n1. Kestra - audited\n2. Dovel - polished\n3. Arlo - storage\n\n"
        "Resolution:\nSent the setup guide."
    )
    assert extract_picks(text) == ["Kestra", "Dovel", "Arlo"]


def test_plain_lines_under_a_ranking_intro_are_still_read() -> None:
    # the near miss: with no list item under the intro, its plain "X — reason" lines are the list
    text = "My top 3:\nKestra Board — fast\nDovel Docs — docs\nArlo Plan — timelines"
    assert extract_picks(text) == ["Kestra Board", "Dovel Docs", "Arlo Plan"]


# --- linear time on hostile input --------------------------------------------------------------


def test_the_rules_are_linear_on_hostile_input() -> None:
    hostile: tuple[tuple[Hostile, int], ...] = (
        # a dotted model number beside the name's unbounded word characters
        (lambda n: "First, the A1. Second, the B" + "1.2" * n, 16_700),
        (lambda n: "Second, the Zed" + " Z1.2" * n + ". Third, the Q.", 10_000),
        (lambda n: "Number one, the " + "A.1" * n, 16_700),
        (lambda n: "Number two, " * n + "the X", 4_200),
        (lambda n: "My top pick is X. Second, Y. " + "And third, " * n, 4_600),
        (lambda n: "## Over budget (" + "not ranked " * n + ")", 4_600),
        (lambda n: "- **Monday:** rest\n" * n, 2_700),
        (lambda n: "Top 3:\n" + "1. A - b\n\nResolution:\n" * n, 2_300),
    )
    for text, count in hostile:
        assert len(text(count)) >= 50_000
        assert_linear(extract_picks, text, count)
