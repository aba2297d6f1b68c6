"""The picks rules of fixes20a, one behaviour each, with the near misses they must leave alone.

Three misreads the lead listed for the eighteenth round (probe files `*_r20`): a numbered step,
phase or day label read as a product (`scoring.picks._SEQUENCE_LABEL`), a care plan, warranty or
added subscription read as a pick beside the product picks (`scoring.add_ons`), and "1. A 2. B
3. C" on one line with single spaces read as one item (`scoring.list_markers`). The product names
are made up, so that no test leans on a name the reader knows.
"""

from __future__ import annotations

from scoring.add_ons import without_add_ons
from scoring.list_markers import numbered_runs_split
from scoring.picks import extract_picks
from tests.linear_time import Hostile, assert_linear

# -- 1. numbered step, phase and day labels --


def test_numbered_steps_name_no_product() -> None:
    assert extract_picks("Step 1. Unbox it.\nStep 2. Fill the tank.") == []


def test_bold_step_labels_after_the_pick_leave_the_pick_alone() -> None:
    text = "Get the Brewra Pulse.\n\n**Step 1:** Unbox it.\n**Step 2:** Fill the tank."
    assert extract_picks(text) == ["Brewra Pulse"]


def test_a_bulleted_phase_label_names_no_product() -> None:
    assert extract_picks("- Phase 1: read the manual\n- Phase 2: descale") == []


def test_a_bold_day_label_names_no_product() -> None:
    assert extract_picks("**Day 1** - rinse it twice.") == []


def test_a_step_label_is_not_read_for_the_product_it_picks() -> None:
    assert "Step 1" not in extract_picks("**Step 1: pick the Kettlo Zen 3**\n\nThen pair it.")


def test_a_product_named_with_step_and_a_number_is_still_a_pick() -> None:
    text = "1. Kettlo Step 2 - a fine tracker\n2. Brewra Band 3 - cheaper"
    assert extract_picks(text) == ["Kettlo Step 2", "Brewra Band 3"]


def test_a_product_holding_day_and_a_number_is_still_a_pick() -> None:
    assert extract_picks("**Top pick:** Kettlo Day 2 Pack") == ["Kettlo Day 2 Pack"]


# -- 2. care plans, warranties and added subscriptions beside the picks --


def test_a_care_plan_after_a_labelled_pick_is_no_pick() -> None:
    text = "**Top pick:** Brewra Pulse\n\nAlso, you should really get the **Brewra Care** plan."
    assert extract_picks(text) == ["Brewra Pulse"]


def test_a_care_plan_does_not_push_out_a_pick_in_a_bold_title() -> None:
    text = "**Top pick: Brewra Pulse**\n\nAlso, you should really get the **Brewra Care** plan."
    assert extract_picks(text) == ["Brewra Pulse"]


def test_a_makers_care_compound_added_too_is_no_pick() -> None:
    text = "The **Kettlo Slate** is the one to buy. Grab **KettloCare+** too."
    assert extract_picks(text) == ["Kettlo Slate"]


def test_a_protection_plan_added_too_is_no_pick() -> None:
    text = "The **Brewra Pulse** is the one to buy. Add the **Kettlo Protection** plan too."
    assert extract_picks(text) == ["Brewra Pulse"]


def test_a_warranty_picked_up_with_the_pick_is_no_pick() -> None:
    text = "The **Brewra Pulse** is the one to buy; pick up the **Quarto Shield** warranty with it."
    assert extract_picks(text) == ["Brewra Pulse"]


def test_a_subscription_added_too_is_no_pick() -> None:
    text = "The **Brewra Pulse** is the one to buy. Grab the **Brewra Beans** subscription too."
    assert extract_picks(text) == ["Brewra Pulse"]


def test_a_care_plan_called_worth_it_too_is_no_pick() -> None:
    text = "The **Brewra Pulse** is the one to buy, and the **Brewra Care** plan is worth it too."
    assert extract_picks(text) == ["Brewra Pulse"]


def test_a_protection_plan_after_a_ranked_list_leaves_the_list() -> None:
    text = (
        "1. **Brewra Pulse**\n2. **Kettlo Zen**\n\n"
        "Whichever you pick, get the **Kettlo Protection** plan as well."
    )
    assert extract_picks(text) == ["Brewra Pulse", "Kettlo Zen"]


def test_a_care_plan_that_is_the_only_recommendation_stays() -> None:
    assert extract_picks("You should really get the Brewra Care plan.") == ["Brewra Care"]


def test_a_pick_whose_warranty_is_described_stays() -> None:
    text = (
        "1. **Brewra Pulse** - solid\n2. **Kettlo Zen** - cheaper\n\n"
        "The **Kettlo Zen** warranty covers two years."
    )
    assert extract_picks(text) == ["Brewra Pulse", "Kettlo Zen"]


def test_plans_that_are_the_products_asked_for_stay() -> None:
    text = "1. **Vaulto Families** plan\n2. **Keyra Families** plan\n3. **Lockly Duo** plan"
    assert extract_picks(text) == ["Vaulto Families", "Keyra Families", "Lockly Duo"]


def test_subscriptions_ranked_without_being_added_stay() -> None:
    text = "1. **Vaulto** subscription - cheapest\n2. **Keyra** subscription - audited"
    assert extract_picks(text) == ["Vaulto", "Keyra"]


def test_a_reply_with_one_reading_is_left_as_it_is() -> None:
    found = [("Brewra Care", 10, 0, None)]
    assert without_add_ons(found, "Get the xx Brewra Care plan too.") == found


# -- 3. "1. A 2. B 3. C" on one line, single spaces --


def test_three_bare_names_set_apart_by_single_spaces_are_three_picks() -> None:
    assert extract_picks("1. Brewra Pulse 2. Kettlo Zen 3. Quarto One") == [
        "Brewra Pulse",
        "Kettlo Zen",
        "Quarto One",
    ]


def test_two_bare_names_then_a_description_are_two_picks() -> None:
    text = "1. Brewra Pulse 2. Kettlo Zen - quieter, if you brew early."
    assert extract_picks(text) == ["Brewra Pulse", "Kettlo Zen"]


def test_bold_bare_names_on_one_line_are_read_in_order() -> None:
    text = "1. **Brewra Pulse** 2. **Kettlo Zen** 3. **Quarto One**"
    assert extract_picks(text) == ["Brewra Pulse", "Kettlo Zen", "Quarto One"]


def test_names_led_by_a_lower_case_brand_word_are_split_too() -> None:
    assert extract_picks("1. eBrew One 2. Kettlo Zen") == ["eBrew One", "Kettlo Zen"]


def test_a_model_number_before_a_sentence_is_no_marker() -> None:
    assert numbered_runs_split("1. Kettlo Watch Series 2. Then pair it with your phone.") is None


def test_a_sentence_after_the_number_is_no_item() -> None:
    assert numbered_runs_split("1. Kettlo Zen 2. It brews fast.") is None


def test_a_description_before_the_number_keeps_the_line_one_item() -> None:
    assert numbered_runs_split("1. Brewra Pulse is great 2. Kettlo Zen") is None


def test_a_jump_in_the_count_is_no_run() -> None:
    assert numbered_runs_split("1. Brewra Pulse 3. Kettlo Zen") is None


def test_markers_of_another_kind_are_no_run() -> None:
    assert numbered_runs_split("1. Brewra Pulse 2) Kettlo Zen") is None


def test_hostile_lines_of_name_words_are_linear() -> None:
    lines: tuple[tuple[Hostile, int], ...] = (
        (lambda n: "1. Kettlo" + " Zen 2." * n, 7_143),
        (lambda n: "1. A 2. " + "Bb " * n, 16_667),
        (lambda n: "1. A" + " 2. Bb" * n, 8_333),
        (lambda n: "1. A 2. " + "Bb" * n, 25_000),
    )
    for line, count in lines:
        assert len(line(count)) >= 50_000
        assert_linear(numbered_runs_split, line, count)
