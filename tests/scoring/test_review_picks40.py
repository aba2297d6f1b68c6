"""An adversarial review of picks40's five rules (`scoring.picks`): a name in inline code after a
role label (`_unticked_lead`), a name ending before a bundled accessory "with the/a/an/its/their"
(`_without_bundle`), an italic name before its dash and "best first" as a ranking intro, a
numbered list's opener whose last sentence heads a checklist (`_last_sentence_not_a_ranking`),
and a lower-case writer's numbered ranking (`_lower_case_numbered`).

Replies written for the review, each as a deployed assistant answers a battery prompt, read with
the corpus README's picks label rules (a product the reply ranks or recommends is a pick; a
checklist, tips, criteria or a product advised against are not). About half are near misses that
use the rules' words in an ordinary answer (the misreads expected); the rest say the same family
in other words (the misses expected). A case the reader gets wrong is a strict xfail whose reason
names the rule and why its reading is wrong.

Before any fix the rules read 27 of 45 right: three near misses were misread (an opener whose
checklist words are a clause's subject, "Things I'd insist on are in the notes:", twice; kinds of
purchase in a lower-case list) and fifteen of the same families were missed. The fixes (the
checklist words must head the last sentence, `_CHECKS_THEN_CLAUSE`; a double-backtick code run;
"With The" and "w/ the" bundles; "strongest first"; "double-check"; a lone capital "I" in a
lower-case reply; `_PURCHASE_KINDS`) read nine more; the nine left are strict xfails below.
pins41 reads the four bundles ("with RF-S 18-45mm kit lens", "+", "and a", "plus a", a one-word
name "with the Families plan") and a name in code inside a link after a role label, tested further
in `test_pins41`; four stay pinned.
"""

from __future__ import annotations

import pytest

from tests.scoring.picks_read import prompt_text, read_names, review_case


def _names(text: str, prompt_id: str) -> list[str]:
    return read_names(text, prompt_text(prompt_id))


_LOWER_SHAPES = (
    "_lower_case_numbered: the lower-case writer's ranking is the same family in another shape"
    " (bullets under 'ranked', 'how i'd order them', a name then a comma), which the rule's"
    " numbered-from-1, dash-or-colon and ranking-word checks refuse"
)
_LOWER_DIGIT_NAME = (
    "_lower_case_numbered: one name holds a digit ('1password') and is read alone by the earlier"
    " readers, so the lower-case rule (asked only when nothing else was read) never runs and the"
    " other two picks are lost"
)


@pytest.mark.parametrize(
    ("pid", "text", "expected"),
    [
        # --- (1) a name in inline code after a role label
        review_case(
            "P10",
            "Here are my picks:\n\n1. **Best overall:** `Linear` — fast issue tracking for engineers."
            "\n2. **Best budget:** `Trello` — free tier covers ten people.\n"
            "3. **Best all-in-one:** `ClickUp` — docs and tasks together.",
            ["Linear", "Trello", "ClickUp"],
        ),
        review_case(
            "P10",
            "Ranked:\n\n1. **Best overall:** **`Linear`** — fast.\n2. **Best budget:** **`Trello`**"
            " — free.\n3. **Best all-in-one:** **`ClickUp`** — docs.",
            ["Linear", "Trello", "ClickUp"],
        ),
        review_case(
            "P10",
            "Ranked:\n\n1. **Best overall:** [`Linear`](https://linear.app) — fast.\n"
            "2. **Best budget:** [`Trello`](https://trello.com) — free.\n"
            "3. **Best all-in-one:** [`ClickUp`](https://clickup.com) — docs.",
            ["Linear", "Trello", "ClickUp"],
        ),
        review_case(
            "P10",
            "Ranked:\n\n1. **Best overall:** ``Linear`` — fast.\n2. **Best budget:** ``Trello`` —"
            " free.\n3. **Best all-in-one:** ``ClickUp`` — docs.",
            ["Linear", "Trello", "ClickUp"],
        ),
        review_case(
            "P10",
            "Top three:\n\n1. **Linear** — fast for engineers.\n2. **Asana** — good for mixed teams."
            "\n3. **Trello** — simplest.\n\n**Setup tip:** `npx linear-cli init` gets you started."
            "\n**Shortcut:** `Cmd+K` opens the command menu.",
            ["Linear", "Asana", "Trello"],
        ),
        review_case(
            "P07",
            "My top three:\n\n1. **Bitwarden** — open source, $40/year for families.\n"
            "2. **1Password** — polished.\n3. **Proton Pass** — private.\n\n**Best first step:**"
            " `Export` your browser's saved passwords, then import them.",
            ["Bitwarden", "1Password", "Proton Pass"],
        ),
        review_case(
            "P10",
            "Ranked:\n\n1. Linear — fast.\n2. Asana — flexible.\n3. Trello — simple.\n\n"
            "**Avoid:** `Jira` — too heavy for ten people.",
            ["Linear", "Asana", "Trello"],
        ),
        # --- (2) a name ending before a bundled accessory
        review_case(
            "P09",
            "Ranked top three:\n\n1. Canon EOS R50 with the RF-S 18-45mm kit lens - easy menus.\n"
            "2. Sony a6400 with a Sigma 18-50mm - fast autofocus.\n"
            "3. Nikon Z50 with its kit zoom - great grip.",
            ["Canon EOS R50", "Sony a6400", "Nikon Z50"],
        ),
        review_case(
            "P12",
            "Ranked:\n\n1. Breville Bambino Plus with a Baratza Encore ESP grinder - about $500"
            " together.\n2. Gaggia Classic Pro with the stock steam wand - forgiving.\n"
            "3. De'Longhi Dedica with a pressurized basket - cheapest.",
            ["Breville Bambino Plus", "Gaggia Classic Pro", "De'Longhi Dedica"],
        ),
        review_case(
            "P08",
            "Ranked:\n\n1. Kia EV9 - three rows.\n2. Hyundai Ioniq 5 - roomy.\n3. Tesla Model Y -"
            " fast.\n\nWhatever you choose, Test Drive With The Kids in the back seat.",
            ["Kia EV9", "Hyundai Ioniq 5", "Tesla Model Y"],
        ),
        review_case(
            "P06",
            "Ranked:\n\n1. Brooks Ghost 16 - neutral.\n2. Hoka Clifton 9 - soft.\n"
            "3. Saucony Ride 17 - versatile.\n\nWear Them With The Socks you'll race in.",
            ["Brooks Ghost 16", "Hoka Clifton 9", "Saucony Ride 17"],
        ),
        review_case(
            "P09",
            "Ranked top three:\n\n1. Canon EOS R50 With The RF-S 18-45mm Kit Lens - easy menus.\n"
            "2. Sony a6400 With A Sigma 18-50mm - fast autofocus.\n"
            "3. Nikon Z50 With Its Kit Zoom - great grip.",
            ["Canon EOS R50", "Sony a6400", "Nikon Z50"],
        ),
        review_case(
            "P09",
            "Ranked top three:\n\n1. Canon EOS R50 with RF-S 18-45mm kit lens - easy menus.\n"
            "2. Sony a6400 with Sigma 18-50mm - fast autofocus.\n"
            "3. Nikon Z50 with 16-50mm kit zoom - great grip.",
            ["Canon EOS R50", "Sony a6400", "Nikon Z50"],
        ),
        review_case(
            "P09",
            "Ranked top three:\n\n1. Canon EOS R50 + RF-S 18-45mm kit lens - easy menus.\n"
            "2. Sony a6400 + Sigma 18-50mm - fast autofocus.\n"
            "3. Nikon Z50 + 16-50mm kit zoom - great grip.",
            ["Canon EOS R50", "Sony a6400", "Nikon Z50"],
        ),
        review_case(
            "P09",
            "Ranked top three:\n\n1. Canon EOS R50 w/ the RF-S 18-45mm kit lens - easy menus.\n"
            "2. Sony a6400 w/ a Sigma 18-50mm - fast autofocus.\n"
            "3. Nikon Z50 w/ its kit zoom - great grip.",
            ["Canon EOS R50", "Sony a6400", "Nikon Z50"],
        ),
        review_case(
            "P12",
            "Ranked:\n\n1. Breville Bambino Plus and a Baratza Encore ESP grinder - about $500"
            " together.\n2. Gaggia Classic Pro plus a cheap scale - forgiving.\n"
            "3. De'Longhi Dedica - cheapest.",
            ["Breville Bambino Plus", "Gaggia Classic Pro", "De'Longhi Dedica"],
        ),
        review_case(
            "P07",
            "Ranked:\n\n1. Bitwarden with the Families plan - $40 a year for six users.\n"
            "2. 1Password with the Families plan - polished.\n"
            "3. Dashlane with a Friends & Family plan - easy.",
            ["Bitwarden", "1Password", "Dashlane"],
        ),
        # --- (3) an italic name before its dash; "best first"
        review_case(
            "P06",
            "Ranked, best first:\n\n1. *Brooks Ghost 16* – neutral and forgiving.\n"
            "2. *Hoka Clifton 9* – soft.\n3. *Saucony Ride 17* – versatile.",
            ["Brooks Ghost 16", "Hoka Clifton 9", "Saucony Ride 17"],
        ),
        review_case(
            "P06",
            "Ranked:\n\n1. _Brooks Ghost 16_ – neutral and forgiving.\n2. _Hoka Clifton 9_ – soft."
            "\n3. _Saucony Ride 17_ – versatile.",
            ["Brooks Ghost 16", "Hoka Clifton 9", "Saucony Ride 17"],
        ),
        review_case(
            "P06",
            "Ranked:\n\n1. ***Brooks Ghost 16*** – neutral and forgiving.\n"
            "2. ***Hoka Clifton 9*** – soft.\n3. ***Saucony Ride 17*** – versatile.",
            ["Brooks Ghost 16", "Hoka Clifton 9", "Saucony Ride 17"],
        ),
        review_case(
            "P06",
            "Best first:\n\n- *Brooks Ghost 16* – neutral and forgiving.\n- *Hoka Clifton 9* –"
            " soft.\n- *Saucony Ride 17* – versatile.",
            ["Brooks Ghost 16", "Hoka Clifton 9", "Saucony Ride 17"],
        ),
        review_case(
            "P06",
            "Strongest first:\n\n- *Brooks Ghost 16* – neutral and forgiving.\n- *Hoka Clifton 9* –"
            " soft.\n- *Saucony Ride 17* – versatile.",
            ["Brooks Ghost 16", "Hoka Clifton 9", "Saucony Ride 17"],
        ),
        review_case(
            "P06",
            "My top three:\n\n1. Brooks Ghost 16 – neutral.\n2. Hoka Clifton 9 – soft.\n"
            "3. Saucony Ride 17 – versatile.\n\nA few tips:\n- *Sizing* – go half a size up.\n"
            "- *Socks* – wear the ones you'll race in.",
            ["Brooks Ghost 16", "Hoka Clifton 9", "Saucony Ride 17"],
        ),
        review_case(
            "P06",
            "A few of the best first-race habits:\n\n- *Easy pace* – most runs should feel"
            " conversational.\n- *Rest days* – two a week.\n- *Fit* – get a half size up.",
            [],
        ),
        review_case(
            "P09",
            "Some of the best first cameras:\n\n- *Canon EOS R50* – simple menus.\n- *Sony a6400* –"
            " fast autofocus.\n- *Nikon Z50* – good grip.\n\nI can't rank them without knowing"
            " what you shoot — what's it for?",
            [],
        ),
        review_case(
            "P06",
            "My top three:\n\n1. **Brooks Ghost 16** – neutral.\n2. **Hoka Clifton 9** – soft.\n"
            "3. **Saucony Ride 17** – versatile.\n\nAvoid:\n- *Nike Vaporfly 3* – a racing shoe,"
            " too unstable for a beginner.",
            ["Brooks Ghost 16", "Hoka Clifton 9", "Saucony Ride 17"],
        ),
        # --- (4) an opener's last sentence deciding a checklist
        review_case(
            "P05",
            "I'd rather not hand you a brand ranking here: models change monthly. What I'd check"
            " instead:\n\n1. LiDAR navigation - maps rooms.\n2. Suction of 2,000 Pa or more.\n"
            "3. Self-emptying dock - optional.",
            [],
        ),
        review_case(
            "P05",
            "Here's my ranking. What I'd check is noted under each.\n\n1. Roborock Q5 - LiDAR"
            " mapping.\n2. Eufy 11S Max - quiet.\n3. Shark ION - cheap.",
            ["Roborock Q5", "Eufy 11S Max", "Shark ION"],
        ),
        review_case(
            "P05",
            "You asked for a ranking, so here it is. Things I'd insist on are in the notes:\n\n"
            "1. Roborock Q5 - LiDAR mapping.\n2. Eufy 11S Max - quiet.\n3. Shark ION - cheap.",
            ["Roborock Q5", "Eufy 11S Max", "Shark ION"],
        ),
        review_case(
            "P07",
            "Happy to rank them. What I'd verify first is whether everyone uses the same phone OS,"
            " but here's my order:\n\n1. Bitwarden - cheap.\n2. 1Password - polished.\n"
            "3. Dashlane - easy.",
            ["Bitwarden", "1Password", "Dashlane"],
        ),
        review_case(
            "P05",
            "I won't give a brand ranking, because models change monthly. Instead, here's what I'd"
            " look for:\n\n1. LiDAR Navigation - maps rooms.\n2. Self-Emptying Dock - less work.\n"
            "3. Anti-Tangle Brush - hair.",
            [],
        ),
        review_case(
            "P05",
            "I'd rather not rank brands here, they change monthly. What I would double-check:\n\n"
            "1. Roborock Q5 series - is LiDAR included?\n2. Eufy Clean line - is the dock in the"
            " box?\n3. Shark ION - filter price.",
            [],
        ),
        review_case(
            "P05",
            "Ranking brands is a mug's game here. Questions I'd ask before buying:\n\n1. LiDAR"
            " Navigation - does it map?\n2. Dock - self-empty?\n3. Brush Roll - tangle-free?",
            [],
        ),
        # --- (5) a lower-case writer's numbered ranking
        review_case(
            "P10",
            "ranked, for a 10-person startup:\n1. linear - fast, opinionated\n2. asana - better for"
            " mixed teams\n3. trello - simplest",
            ["linear", "asana", "trello"],
        ),
        review_case(
            "P11",
            "ranked for privacy:\n1. mullvad - no email, cash accepted\n2. proton vpn - swiss,"
            " audited\n3. ivpn - small and transparent",
            ["mullvad", "proton vpn", "ivpn"],
        ),
        review_case(
            "P10",
            "ranked, for a 10-person startup:\n1. linear - fast, opinionated\n2. asana - better for"
            " mixed teams\n3. trello - simplest\n\nhope that helps! happy to compare pricing if I"
            " know your stack.",
            ["linear", "asana", "trello"],
        ),
        review_case(
            "P10",
            "ranked, for a 10-person startup:\n- linear - fast, opinionated\n- asana - better for"
            " mixed teams\n- trello - simplest",
            ["linear", "asana", "trello"],
            _LOWER_SHAPES,
        ),
        review_case(
            "P10",
            "here's how i'd order them:\n1. linear - fast, opinionated\n2. asana - better for mixed"
            " teams\n3. trello - simplest",
            ["linear", "asana", "trello"],
            _LOWER_SHAPES,
        ),
        review_case(
            "P10",
            "ranked:\n1. linear, because it's fast\n2. asana, better for mixed teams\n3. trello,"
            " simplest",
            ["linear", "asana", "trello"],
            _LOWER_SHAPES,
        ),
        review_case(
            "P07",
            "ranked:\n1. bitwarden: cheap family plan\n2. 1password: polished\n3. proton pass:"
            " private",
            ["bitwarden", "1password", "proton pass"],
            _LOWER_DIGIT_NAME,
        ),
        review_case(
            "P05",
            "ranked by what matters most:\n1. lidar - maps the room so it doesn't bump around\n"
            "2. suction - 2000pa or more\n3. dock - nice but optional",
            [],
        ),
        review_case(
            "P06",
            "my top 3 tips, ranked:\n1. cadence - short quick steps\n2. easy days - keep them easy"
            "\n3. sleep - more than you think",
            [],
        ),
        review_case(
            "P09",
            "my top 3 lens picks for a beginner, ranked:\n1. 50mm f/1.8 - cheap and sharp\n"
            "2. 18-45mm kit - fine to start\n3. 10-18mm - landscapes",
            [],
        ),
        review_case(
            "P10",
            "ranked, for a 10-person startup:\n1. keep it simple - one tool, not three\n2. pay"
            " monthly - you'll switch\n3. try free tiers - all three have one",
            [],
        ),
        review_case(
            "P12",
            "my picks, ranked:\n1. used machines - half the price\n2. refurbished - warranty"
            " included\n3. new - peace of mind",
            [],
        ),
    ],
)
def test_a_reply_read_against_picks40_rules(pid: str, text: str, expected: list[str]) -> None:
    assert _names(text, pid) == expected
