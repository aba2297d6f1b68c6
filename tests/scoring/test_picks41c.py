"""picks41c: the one miss of the blind no-angle picks batch (probes/picks_r41c.json), fixed as a
general rule, with its near misses.

- The writer's own first, second or third choice said in the first person plural ("Our top pick
  would be the X", "Our second choice is the Y", "Our number one is the Z", "Top of our list is
  the X", "Second on our list is the Y"): the voice of an assistant inside a retailer's or a
  bank's app, or of an editorial team, read as the singular "My top pick ..." is
  (`prose_places._MY`). probes-r41c-picks-032, a credit union's assistant ("Our top pick would
  be the Hyundai Ioniq 5, ... In second place is the Tesla Model Y ... Third is the Volkswagen
  ID.4"), lost its first place. "Your top pick should be ..." is the asker's, no place of the
  writer's.
- A first choice for a niche that the same sentence sets another product against ("My top pick
  for pet owners is the X, but the Y is the better buy overall") is that niche's, no overall
  first place (`prose_places._NICHE_CHOICE`, `_SET_AGAINST`), as fixes23 and Review r24 read
  "my pick for <a niche>, but". Widening "my" to "our" would otherwise have carried the
  singular's misreading of this shape into the plural. The whole market ("for most people") and
  a drawback of the pick ("..., but it does cost the most") still place.

Left pinned (a strict xfail below, with its reason): the same niche shape said as "My first
choice for <a niche> is", which another reader (`picks._PLACE_BEFORE`) places too.

Source: written by hand for these rules, each expected reading set down before the scorer read
the reply. The prompts are the battery's.
"""

from __future__ import annotations

from typing import Any

import pytest

from scoring.picks import read_picks
from tests.linear_time import assert_linear
from tests.scoring.picks_read import prompt_text, read_names, review_case


@pytest.mark.parametrize(
    ("pid", "text", "expected"),
    [
        # -- the writer's place said in the first person plural
        review_case(
            "P05",
            "Thanks for shopping with CleanHome! Our top pick would be the Roborock Q5 Pro, which "
            "maps rooms with LiDAR. In second place is the Eufy X8 Hybrid, strong on pet hair. "
            "Third is the Tapo RV30, the budget choice.",
            ["Roborock Q5 Pro", "Eufy X8 Hybrid", "Tapo RV30"],
        ),
        review_case(
            "P08",
            "We don't endorse any manufacturer, but here's a general view. Our top recommendation "
            "would be the Kia EV9, with three real rows. In second place is the Tesla Model Y, "
            "with the most cargo room. Third is the Hyundai Ioniq 5, which charges fastest.",
            ["Kia EV9", "Tesla Model Y", "Hyundai Ioniq 5"],
        ),
        review_case(
            "P09",
            "Our team tested a dozen bodies this year.\n\nOur number one recommendation is the "
            "Canon EOS R50: light, simple and quick to focus. Second on our list is the Nikon Z50 "
            "II, for its grip. Third on our list is the Sony ZV-E10 II, the video pick.",
            ["Canon EOS R50", "Nikon Z50 II", "Sony ZV-E10 II"],
        ),
        review_case(
            "P10",
            "Top of our list is Linear, which our engineers love. In second place is Notion, for "
            "docs and tasks together. Third is Asana, the easiest for non-technical staff.",
            ["Linear", "Notion", "Asana"],
        ),
        review_case(
            "P08",
            "Our top pick for a family of five on a $50,000 budget is the Tesla Model Y, but only "
            "just. In second place is the Hyundai Ioniq 5. Third is the Chevrolet Equinox EV.",
            ["Tesla Model Y", "Hyundai Ioniq 5", "Chevrolet Equinox EV"],
        ),
        review_case(
            "P07",
            "Your number one priority is that everyone actually uses it. Our number one is "
            "1Password, the easiest for kids. Our second choice is Bitwarden, the best value. Our "
            "third choice is Dashlane.",
            ["1Password", "Bitwarden", "Dashlane"],
        ),
        # -- near misses: a top pick that is not the writer's
        review_case(
            "P11",
            "It depends on you. Your top pick should be whichever service has an audited no-logs "
            "policy, such as Proton VPN. In second place is Mullvad. Third is IVPN.",
            ["Mullvad", "IVPN"],
        ),
        review_case(
            "P05",
            "Wirecutter's top pick is the Roborock Q5 Pro, but I rank them differently. My top "
            "pick is the Eufy X8 Hybrid, great on pet hair. In second place is the Tapo RV30. "
            "Third is the Roborock Q5 Pro.",
            ["Eufy X8 Hybrid", "Tapo RV30", "Roborock Q5 Pro"],
        ),
        # -- a niche's first choice set against another product
        review_case(
            "P05",
            "My top pick for pet owners is the Eufy X8 Hybrid, but the Roborock Q5 Pro is the "
            "better buy overall. In second place is the Tapo RV30. Third is the Lefant M210.",
            ["Roborock Q5 Pro", "Tapo RV30", "Lefant M210"],
        ),
        review_case(
            "P05",
            "Our top pick for small flats is the Eufy 11S Max, but the Roborock Q5 Pro is my top "
            "pick overall. In second place is the Tapo RV30. Third is the Lefant M210.",
            ["Roborock Q5 Pro", "Tapo RV30", "Lefant M210"],
        ),
        review_case(
            "P06",
            "My top pick for trail runs is the Hoka Speedgoat 6, but the Brooks Ghost 16 is the "
            "better buy overall. In second place is the Saucony Ride 17. Third is the ASICS "
            "Novablast 4.",
            ["Brooks Ghost 16", "Saucony Ride 17", "ASICS Novablast 4"],
        ),
        review_case(
            "P06",
            "My first choice for trail runs is the Hoka Speedgoat 6, but the Brooks Ghost 16 is "
            "the better buy overall for a road 10K. In second place is the Saucony Ride 17. Third "
            "is the ASICS Novablast 4.",
            ["Brooks Ghost 16", "Saucony Ride 17", "ASICS Novablast 4"],
            xfail=(
                "'My first choice for <a niche> is the X' is also placed by picks._PLACE_BEFORE, "
                "which has no set-against check, and 'the better buy overall for a road 10K' "
                "places nothing, so the niche's pick is read first and four picks are read"
            ),
        ),
        # -- near misses: still the overall first place
        review_case(
            "P05",
            "My top pick for most people is the Roborock Q5 Pro, but the Eufy X8 Hybrid runs it "
            "close. In second place is the Eufy X8 Hybrid. Third is the Tapo RV30.",
            ["Roborock Q5 Pro", "Eufy X8 Hybrid", "Tapo RV30"],
        ),
        review_case(
            "P12",
            "My top pick for a beginner with $500 is the Breville Bambino Plus, but it does cost "
            "the most. In second place is the Gaggia Classic Pro. Third is the De'Longhi Dedica "
            "Arte.",
            ["Breville Bambino Plus", "Gaggia Classic Pro", "De'Longhi Dedica Arte"],
        ),
    ],
)
def test_picks41c(pid: str, text: str, expected: list[str]) -> None:
    assert read_names(text, prompt_text(pid)) == expected


@pytest.mark.parametrize(
    ("build", "count"),
    [
        (lambda n: "Our top pick for " + "a " * n + "is the X1.\nSecond is the Y2.\n", 3_000),
        (lambda n: "Our top pick for pets is the X1" + " a" * n + ", but the Y2.\n", 3_000),
        (lambda n: "Our top pick is the X1. Second on our list is the Y2. " * n + "\n", 300),
    ],
    ids=["niche-runs", "set-against-runs", "plural-runs"],
)
def test_the_new_shapes_read_hostile_runs_in_linear_time(build: Any, count: int) -> None:
    assert_linear(read_picks, build, count)
