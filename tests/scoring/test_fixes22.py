"""The fixes22 rules, one behaviour each, with the near misses they must leave alone.

Picks misreads left by the r21 picks batch and one a reviewer found: a first pick named in an
opening question above a medal or keycap list that starts at second place
(`scoring.asked_first`); a bold paragraph lead closed by a full stop that names a topic rather
than a product ("**Packing.**", "**Privacy-first.**", "**Travel Mode and Secret Key.**", or a
word the reply also writes in lower case, "**Quiet.**" beside "all-round quiet"); and a how-to
step's object before "first" ("export to ENEX first"). The product names are made up, so that
no test leans on a name the reader knows.
"""

from __future__ import annotations

import pytest

from scoring.asked_first import asked_first_listed
from scoring.picks import extract_picks
from tests.linear_time import Hostile, assert_linear

# -- 1. a first pick named in an opening question, above a list that starts at second --

_ASKED_MEDALS = (
    "Have you tried on the Trailo Swift 3 yet? 👟 That's my top pick for a first 10K!\n\n"
    "🥈 Padra Bounce 2 – bouncy and fun\n"
    "🥉 Loomi Cloud 5 – pillowy cushioning\n"
)


def test_the_asked_product_heads_a_medal_list_that_starts_at_silver() -> None:
    assert extract_picks(_ASKED_MEDALS) == ["Trailo Swift 3", "Padra Bounce 2", "Loomi Cloud 5"]


def test_the_asked_product_heads_a_keycap_list_that_starts_at_two() -> None:
    text = (
        "Ever held a Zento Q7? 📸 It's my #1 for beginners who want to learn.\n\n"
        "2️⃣ **Corvi Lumen 50** – the simplest menus\n"
        "3️⃣ **Ostra Vid 10** – great for video\n"
    )
    assert extract_picks(text) == ["Zento Q7", "Corvi Lumen 50", "Ostra Vid 10"]


def test_a_list_with_its_own_first_place_is_left_as_it_is() -> None:
    text = _ASKED_MEDALS.replace("🥈 Padra", "🥇 Hexa Run 1\n🥈 Padra")
    assert asked_first_listed(text) is None


def test_a_question_the_next_sentence_does_not_make_a_pick_adds_nothing() -> None:
    text = _ASKED_MEDALS.replace("That's my top pick", "It's a fine shoe")
    assert asked_first_listed(text) is None
    assert extract_picks(text) == ["Padra Bounce 2", "Loomi Cloud 5"]


def test_the_added_first_place_points_at_the_question_s_name() -> None:
    done = asked_first_listed(_ASKED_MEDALS)
    assert done is not None
    at = done.text.index("🥇 ") + 2
    start, end = done.span(at, at + len("Trailo Swift 3"))
    assert _ASKED_MEDALS[start:end] == "Trailo Swift 3"


# -- 2. bold paragraph leads that name a topic, not a product --


def test_a_one_word_lead_the_reply_writes_in_lower_case_is_a_topic() -> None:
    text = (
        "Both the Veltro Air and the Sonra Max are great.\n\n"
        "**Quiet.** Both are superb; the Veltro Air has the better all-round quiet.\n\n"
        "I'd rank the Veltro Air first and the Sonra Max second."
    )
    assert extract_picks(text) == ["Veltro Air", "Sonra Max"]


def test_a_common_noun_lead_is_a_topic() -> None:
    text = "**Veltro Air.** Light and quiet.\n\n**Packing.** It folds flat into its case."
    assert extract_picks(text) == ["Veltro Air"]


def test_a_compound_adjective_lead_is_a_slogan() -> None:
    text = "**Keyvo Pass.** Easy for families.\n\n**Privacy-first.** Everything is encrypted."
    assert extract_picks(text) == ["Keyvo Pass"]


def test_two_features_joined_by_and_are_no_product() -> None:
    text = "**Keyvo Pass.** Easy for families.\n\n**Travel Mode and Secret Key.** Hide vaults."
    assert extract_picks(text) == ["Keyvo Pass"]


def test_a_one_word_product_lead_stays_a_pick() -> None:
    # near miss: a one-word brand the reply never writes in lower case is a product's lead
    text = "**Vaultly.** Audited and open source.\n\n**Keyvo Pass.** Easy for families."
    assert extract_picks(text) == ["Vaultly", "Keyvo Pass"]


# -- 3. a how-to step's object before "first" --


def test_a_step_s_object_before_first_is_no_place() -> None:
    text = "To move your notes from Notara to Pagewise, export to ENEX first, then import them."
    assert "ENEX" not in extract_picks(text)


def test_a_product_ranked_first_is_still_a_place() -> None:
    # near miss: "rank the X first" places the product; "to" is not before the name
    text = "I would rank the Brewra Pulse first, the Kettlo Zen second."
    assert extract_picks(text) == ["Brewra Pulse", "Kettlo Zen"]


# -- hostile input --


@pytest.mark.parametrize(
    ("hostile", "count"),
    [
        (
            lambda n: (
                "Have you tried the Trailo"
                + " Swift" * n
                + "? 👟 That's my top pick!\n🥈 Padra 2\n"
            ),
            10_000,
        ),
        (
            lambda n: (
                "Have you tried the Trailo? " + "👟 " * n + "That's my top pick!\n🥈 Padra 2\n"
            ),
            25_000,
        ),
        (lambda n: "export to" + " " * n + "ENEX first", 50_000),
        (lambda n: "**" + "Quiet and " * n + "Loud.** Both.", 5_000),
    ],
    ids=["asked-name", "asked-symbols", "step-object", "topic-lead"],
)
def test_the_new_rules_read_hostile_runs_in_linear_time(hostile: Hostile, count: int) -> None:
    assert len(hostile(count)) >= 50_000
    assert_linear(extract_picks, hostile, count)
    assert_linear(asked_first_listed, hostile, count)
