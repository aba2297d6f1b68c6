"""The picks rules the r27b probes brought, one behaviour each.

The rules came from blind probes of the artefacts that gateways, relays and chat front ends leave in
a reply (corpus/probes/picks_r27b.json): HTML entities in a markdown reply ("De&#39;Longhi") and
numeric ones ("Mach&#8209;E"), an HTML table whose tags stand on lines of their own, list items
marked with lower-case Roman numerals ("ii.") or parenthesised letters ("(a)"), lines opened by a
"→" arrow as a bullet, a one-line reply whose line breaks arrived as literal "\\n" sequences, a
fenced JSON or YAML ranking whose product field is "tool" or "laptop", a fenced CSV ranking, a
trademark sign that NFKC spells "TM" after an upper-case name, and "drop it into a spreadsheet",
which copies a ranking and excludes nothing. These tests pin each on texts of their own, with the
near misses each must leave alone. The product names are made up, so that no test leans on a name
the reader knows.
"""

from __future__ import annotations

import pytest

from scoring.html_markup import entities_decoded
from scoring.list_markers import csv_as_table, json_as_list
from scoring.picks import extract_picks
from scoring.typography import arrow_bullets, string_escapes_decoded
from tests.linear_time import Hostile, assert_linear

# --- HTML entities --------------------------------------------------------------------------------


def test_an_entity_inside_a_markdown_reply_name_is_decoded() -> None:
    text = (
        "Ranked for a beginner:\n\n"
        "1. **Vantic Bambo Plus** &ndash; easy milk frothing.\n"
        "2. **Lintel Classic Pro** &ndash; room to grow.\n"
        "3. **De&#39;Marro Dedi Arte** &ndash; compact &amp; cheap.\n"
    )
    assert extract_picks(text) == ["Vantic Bambo Plus", "Lintel Classic Pro", "De'Marro Dedi Arte"]


def test_curly_and_numeric_entities_are_decoded() -> None:
    done = entities_decoded("De&rsquo;Marro Q&#8209;5 and &#x2019;")
    assert done is not None
    assert done.text == "De\u2019Marro Q\u20115 and \u2019"


def test_text_without_an_entity_is_left_alone() -> None:
    assert entities_decoded("Dashlane Friends & Family; Q5 & Q7; a&b;") is None


def test_an_unknown_or_control_entity_stays_as_written() -> None:
    assert entities_decoded("&foo; &#1; &#xD800;") is None


def test_an_ampersand_plan_name_reads_as_before() -> None:
    text = "1. Vantic Friends & Family – polished.\n2. Lintel Families – cheap.\n"
    assert extract_picks(text) == ["Vantic Friends & Family", "Lintel Families"]


# --- HTML tables laid out over several lines -----------------------------------------------------


def test_an_html_table_with_tags_on_their_own_lines_is_read() -> None:
    text = (
        "<p>My top three:</p>\n"
        "<table>\n"
        "<thead><tr><th>Rank</th><th>Model</th><th>Why</th></tr></thead>\n"
        "<tbody>\n"
        "<tr><td>1</td><td>Vantic Q5</td><td>roomy &amp; fast</td></tr>\n"
        "<tr><td>2</td><td>Lintel EV6</td><td>sporty</td></tr>\n"
        "<tr><td>3</td><td>Morra Mach&#8209;E</td><td>comfy</td></tr>\n"
        "</tbody>\n"
        "</table>\n"
        "<p>All three seat five.</p>"
    )
    assert extract_picks(text) == ["Vantic Q5", "Lintel EV6", "Morra Mach-E"]


def test_an_html_table_on_one_line_reads_as_before() -> None:
    text = (
        "<table><tr><th>Rank</th><th>Model</th></tr>"
        "<tr><td>1</td><td>Vantic Q5</td></tr><tr><td>2</td><td>Lintel EV6</td></tr></table>"
    )
    assert extract_picks(text) == ["Vantic Q5", "Lintel EV6"]


# --- lower-case Roman numerals and parenthesised letters ------------------------------------------


def test_lower_case_roman_numerals_number_a_list() -> None:
    text = (
        "Here's how I'd rank them:\n\n"
        "i. Vantic Pass — the smoothest family experience.\n\n"
        "ii. Lintel Vault — nearly as capable for less.\n\n"
        "iii. Morra Keys — free on every phone.\n"
    )
    assert extract_picks(text) == ["Vantic Pass", "Lintel Vault", "Morra Keys"]


def test_an_ie_line_or_a_lone_numeral_is_no_list() -> None:
    text = (
        "My pick is the **Vantic Pass**.\n\n"
        "i.e. the one with shared vaults.\n"
        "v. the rest, which I'd skip.\n"
    )
    assert extract_picks(text) == ["Vantic Pass"]


def test_parenthesised_letters_number_a_list() -> None:
    text = (
        "My order, best first:\n\n"
        "(a) Vantic Air M3 — longer battery.\n"
        "(b) Lintel XPS 13 — excellent screen.\n\n"
        "For essays, (a) is the safer buy."
    )
    assert extract_picks(text) == ["Vantic Air M3", "Lintel XPS 13"]


def test_a_single_parenthesised_letter_is_no_list() -> None:
    text = "I'd get the **Vantic Air M3**.\n\n(a) It lasts all day.\nThat's all."
    assert extract_picks(text) == ["Vantic Air M3"]


# --- arrows as bullets ----------------------------------------------------------------------------


def test_arrow_lines_are_bullets() -> None:
    text = (
        "Ranked, best first:\n\n"
        "→ Vantic Model Y — roomy for five.\n"
        "→ Lintel Ioniq 5 — fast charging.\n"
        "→ Morra Equinox EV — the most for the money.\n"
    )
    assert extract_picks(text) == ["Vantic Model Y", "Lintel Ioniq 5", "Morra Equinox EV"]


def test_one_arrow_line_or_an_arrow_inside_a_line_is_left_alone() -> None:
    assert arrow_bullets("My pick:\n→ Vantic Q5, because it maps well.\n") is None
    assert arrow_bullets("Vantic Q5 → Lintel X8 → Morra M2\nok → fine\n") is None


# --- literal "\n" in a one-line reply -------------------------------------------------------------


def test_literal_line_breaks_in_a_one_line_reply_are_read_as_breaks() -> None:
    text = (
        "**Verdict:**\\n\\n1. Vantic Ultra Headphones - best ANC.\\n"
        '2. Lintel WH-5 - lighter, the \\"travel\\" pick.\\n\\nGo Vantic.'
    )
    done = string_escapes_decoded(text)
    assert done is not None
    assert '\n2. Lintel WH-5 - lighter, the "travel" pick.\n' in done.text
    assert extract_picks(text) == ["Vantic Ultra Headphones", "Lintel WH-5"]


def test_a_reply_with_real_line_breaks_or_one_escape_keeps_its_backslashes() -> None:
    assert string_escapes_decoded('Use "a\\nb" and "c\\nd" in code.\nThen pick X.') is None
    assert string_escapes_decoded("Just one \\n here, then the Vantic Q5.") is None


# --- structured rankings: JSON and YAML fields, CSV -----------------------------------------------


def test_a_json_ranking_with_a_tool_field_is_read_and_its_other_lists_are_not() -> None:
    text = (
        "Here's the ranking as JSON:\n\n"
        "```json\n"
        '{"top_three": [\n'
        '  {"rank": 1, "tool": "Vantic", "reason": "fast"},\n'
        '  {"rank": 2, "tool": "Lintel", "reason": "docs"},\n'
        '  {"rank": 3, "tool": "Morra", "reason": "cheap"}\n'
        '], "also_considered": ["Quill", "Halden"]}\n'
        "```\n\n"
        "Quill and Halden are heavier for ten people."
    )
    assert extract_picks(text) == ["Vantic", "Lintel", "Morra"]


def test_a_yaml_ranking_with_a_product_field_is_read() -> None:
    text = (
        "As YAML:\n\n"
        "```yaml\n"
        "ranking:\n"
        "  - rank: 1\n"
        "    laptop: Vantic XPS 13  # flexible\n"
        "    why: runs everything\n"
        "  - rank: 2\n"
        '    laptop: "Lintel Air M3"\n'
        "    why: battery\n"
        "```\n"
    )
    assert extract_picks(text) == ["Vantic XPS 13", "Lintel Air M3"]


def test_yaml_with_one_product_field_or_none_is_left_alone() -> None:
    one = "```yaml\nlaptop: Vantic XPS 13\nwhy: fast\n```\n"
    none = "```yaml\nrank: 1\nreason: fast\nstage: seed\n```\n"
    assert json_as_list(one) is None
    assert json_as_list(none) is None


def test_a_fenced_csv_ranking_is_read_as_a_table() -> None:
    text = (
        "Here's the ranking as CSV so you can drop it into a spreadsheet:\n\n"
        "```csv\n"
        "rank,model,price,reason\n"
        '1,Vantic Q7 Max,$279,"LiDAR, 4,200 Pa"\n'
        '2,"Lintel 11S Max",$199,"Slim (2.85"") and quiet"\n'
        "3,Morra 694,$249,simple\n"
        "```\n\n"
        "Prices change often."
    )
    assert extract_picks(text) == ["Vantic Q7 Max", "Lintel 11S Max", "Morra 694"]


def test_csv_rows_of_unequal_length_or_an_untagged_fence_are_left_alone() -> None:
    ragged = "```csv\nrank,model,price\n1,Vantic Q7,$279\n2,Lintel\n```\n"
    untagged = "```\nrank,model,price\n1,Vantic Q7,$279\n2,Lintel 11S,$199\n```\n"
    assert csv_as_table(ragged) is None
    assert csv_as_table(untagged) is None


# --- a trademark sign after an upper-case name ----------------------------------------------------


def test_a_trademark_sign_after_an_upper_case_name_is_no_part_of_it() -> None:
    text = (
        "1. **Vantic VPN** – anonymous accounts.\n"
        "2. **Lintel VPN** – Swiss.\n"
        "3. **Express\u00adMORRA™** – polished apps.\n\n"
        "Bottom line: Vantic first, then Lintel, then ExpressMORRA."
    )
    assert extract_picks(text) == ["Vantic VPN", "Lintel VPN", "ExpressMORRA"]


def test_tm_written_out_in_a_name_stays() -> None:
    text = "1. **Vantic ATM 3** – sturdy.\n2. **Lintel Q5** – cheap.\n"
    assert extract_picks(text) == ["Vantic ATM 3", "Lintel Q5"]


# --- "drop it into" copies, "drop it" excludes ----------------------------------------------------


def test_drop_it_into_a_spreadsheet_excludes_nothing() -> None:
    text = (
        "Here's my ranking so you can drop it into a spreadsheet:\n\n"
        "1. Vantic Q7 – maps well.\n2. Lintel 11S – slim.\n3. Morra 694 – simple.\n"
    )
    assert extract_picks(text) == ["Vantic Q7", "Lintel 11S", "Morra 694"]
    text = "Copy this and drop them into your notes:\n\n- **Vantic Q7** – maps.\n- **Lintel 11S** – slim.\n"
    assert extract_picks(text) == ["Vantic Q7", "Lintel 11S"]


def test_drop_it_from_the_list_still_excludes() -> None:
    text = (
        "1. **Vantic Q7** – maps well.\n"
        "2. **Lintel 11S** – slim.\n\n"
        "The **Morra 694** is dated, so I'd drop it."
    )
    assert extract_picks(text) == ["Vantic Q7", "Lintel 11S"]


# --- ordinary replies with the same trigger words ------------------------------------------------

ORDINARY = [
    # an entity-free "&" and an "i.e." line
    (
        "1. **Vantic Q5** – quiet & slim, i.e. good under sofas.\n2. **Lintel X8** – strong.\n",
        ["Vantic Q5", "Lintel X8"],
    ),
    # "(a)" and "(b)" inside sentences, not opening lines
    (
        "I'd get the **Vantic Air M3**: (a) battery and (b) silence.\n\nThe Lintel is fine too.",
        ["Vantic Air M3"],
    ),
    # a lettered sub-list of criteria under one pick
    (
        "1. **Vantic Air M3** – my pick.\n   a) battery\n   b) silence\n2. **Lintel XPS** – ok.\n",
        ["Vantic Air M3", "Lintel XPS"],
    ),
    # an arrow chain on one line
    ("Ranking: Vantic Q5 → Lintel X8 → Morra M2.", ["Vantic Q5", "Lintel X8", "Morra M2"]),
    # indented arrows under picks: details
    (
        "1. **Vantic Q5** – maps well\n   → great on carpet\n   → quiet\n2. **Lintel X8** – cheap\n",
        ["Vantic Q5", "Lintel X8"],
    ),
    # a config example in a code fence with "app" and "service" fields and no rank
    (
        "1. **Vantic** – fast.\n2. **Lintel** – docs.\n\n```yaml\napp: web\nservice: api\n"
        "app: worker\n```\n",
        ["Vantic", "Lintel"],
    ),
    (
        '1. **Vantic** – fast.\n2. **Lintel** – docs.\n\n```json\n{"app": "web", "tool": "cli"}\n'
        "```\n",
        ["Vantic", "Lintel"],
    ),
    # a "\\n" written on purpose in a reply with real line breaks
    (
        '1. **Vantic** – use "\\n" in its export.\n2. **Lintel** – splits on "\\n" too.\n',
        ["Vantic", "Lintel"],
    ),
    # a markdown table after "drop it in" wording, and a plain "drop them" exclusion
    (
        "1. **Vantic Q7** – maps.\n2. **Lintel 11S** – slim.\n\nThe Morra ones are dated; drop them.",
        ["Vantic Q7", "Lintel 11S"],
    ),
    # a registered sign and a trademark sign after a lower-case name
    (
        "1. **Vantic® Q5 Pro** – rubber brushes.\n2. **Lintel Combo™** – mops too.\n",
        ["Vantic® Q5 Pro", "Lintel Combo"],
    ),
    # an HTML list with entities
    (
        "<ol><li><strong>Vantic Air</strong> &ndash; battery</li>"
        "<li><strong>Lintel XPS</strong> &ndash; screen</li></ol>",
        ["Vantic Air", "Lintel XPS"],
    ),
    # an upper-case Roman list as before
    (
        "I. Vantic — best.\nII. Lintel — second.\nIII. Morra — third.\n",
        ["Vantic", "Lintel", "Morra"],
    ),
]


@pytest.mark.parametrize(("text", "picks"), ORDINARY)
def test_ordinary_replies_with_the_trigger_words_read_as_before(
    text: str, picks: list[str]
) -> None:
    assert extract_picks(text) == picks


# --- hostile input -------------------------------------------------------------------------------


def test_the_new_rules_stay_linear_on_hostile_input() -> None:
    hostile: list[Hostile] = [
        (lambda n: "&amp;&#39;&#8209;" * n + "\n1. X\n", 3_000),
        (lambda n: "&#" * n + "\n", 25_000),
        (lambda n: "<table>\n" + "<tr>\n<td>a</td>\n</tr>\n" * n + "</table>", 2_300),
        (lambda n: "ii. a\n" * n, 8_500),
        (lambda n: "(a) x\n(b) y\n" * n, 4_200),
        (lambda n: "→ a\n" * n, 12_500),
        (lambda n: "a\\nb" * n, 12_500),
        (lambda n: "```yaml\n" + "laptop: " + " " * n + "x\n" * 2 + "```\n", 50_000),
        (lambda n: "```yaml\n" + "- tool: a\n" * n + "```\n", 5_000),
        (lambda n: '```csv\nrank,model,why\n1,a,"' + '""' * n + '"\n2,b,c\n```\n', 25_000),
        (lambda n: "```csv\n" + "a," * n + "\n```\n", 25_000),
        (lambda n: "ExpressVPN™ " * n, 4_200),
        (lambda n: "drop it " * n + "into\n", 6_300),
    ]
    for text, count in hostile:
        assert len(text(count)) >= 50_000
        assert_linear(extract_picks, text, count)
