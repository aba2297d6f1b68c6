"""A rank-the-two reply by a lower-case writer: the pick by its brand, the other by its brand.

"honestly just get the sony xm5s, the bose are fine too but the sony wins on battery": the casual
reader read "sony xm5s", but the pair completion did not know it as the "Sony WH-1000XM5" (a
plural model code no alias reads), and looked for the other option only by capitalised words. A
pick that opens with one option's brand, when the other option has another brand, names that
option; and a writer who names the pick in lower case names the other by its brand in lower case
too ("the bose"), never by a later word of its name ("air", "ultra", "headphones" are ordinary
words). Found on probes-r24c-picks-001.
"""

from __future__ import annotations

from scoring.picks import complete_pair, read_picks

_OPTIONS = ("Kettlo H9", "Marrow Pulse Ultra Headphones")


def _pair(text: str, options: tuple[str, str] = _OPTIONS) -> list[str]:
    return [p.name for p in complete_pair(read_picks(text), options, text).picks]


def test_a_lower_case_pick_by_brand_ranks_the_other_option_named_by_brand() -> None:
    text = (
        "honestly just get the kettlo h9s, the marrow are fine too but the kettlo wins on battery"
    )
    assert _pair(text) == ["kettlo h9s", "Marrow Pulse Ultra Headphones"]


def test_not_when_the_other_option_is_only_an_ordinary_word() -> None:
    # Near miss: "ultra" and "headphones" are words of the other option, not its brand.
    text = "honestly just get the kettlo h9s, ultra comfy and the best headphones for flying"
    assert _pair(text) == ["kettlo h9s"]


def test_not_when_the_other_option_is_advised_against() -> None:
    text = "just get the kettlo h9s. skip the marrow, it's not worth it for flights"
    assert _pair(text) == ["kettlo h9s"]


def test_a_capitalised_writer_is_not_read_in_lower_case() -> None:
    # Near miss: the pick is capitalised, so a lower-case "marrow" is not taken for the brand.
    text = "Just get the Kettlo H9s. The marrow of the matter is battery life."
    assert _pair(text) == ["Kettlo H9s"]


def test_a_brand_both_options_share_names_neither() -> None:
    options = ("Kettlo H9", "Kettlo Pulse Headphones")
    text = "honestly just get the kettlo h9s, the pulse are fine too"
    assert _pair(text, options) == ["kettlo h9s"]


def test_a_capitalised_pick_is_left_to_the_pair_statements() -> None:
    # Near miss: "Marrow QC Ultra" opens with the Marrow option's brand but is capitalised; the
    # completion leaves it to the pair's own statements, which keep the reply's "the Kettlo".
    text = "For flying, the **Marrow QC Ultra** takes it, with the Kettlo a close second."
    reading = read_picks(text)
    assert [p.name for p in complete_pair(reading, _OPTIONS, text).picks] == ["Marrow QC Ultra"]
