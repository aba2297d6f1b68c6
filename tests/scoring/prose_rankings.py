"""Three-place prose rankings the prose-place reviews build their replies from.

One copy for tests/scoring/test_review_prose.py and test_review_pins.py: each review tries the
same ordinary rankings with a phrase used for another purpose added, so that a place moved by
that phrase shows against a known reading.
"""

from __future__ import annotations

from tests.scoring.picks_read import prompt_text, read_names

VAC = ["Roborock Q7", "Eufy G30", "Tapo RV10"]
VAC_TAIL = " The Eufy G30 is a solid second, and the Tapo RV10 takes third."
ESP = ["Gaggia Classic Pro", "Breville Bambino Plus", "Flair 58"]
ESP_RANKED = (
    "My top pick is the Gaggia Classic Pro. The Breville Bambino Plus is a close second, and the "
    "Flair 58 takes third."
)
CAM = ["Sony a6700", "Canon EOS R10", "Nikon Z50 II"]
CAM_TAIL = " The Canon EOS R10 is a close second, and the Nikon Z50 II takes third."
VPN = ["Mullvad", "Proton VPN", "IVPN"]
VPN_RANKED = "My top pick is Mullvad. Proton VPN is a close second, and IVPN takes third."
SHOE = ["Brooks Ghost 16", "Hoka Clifton 9", "Saucony Ride 17"]
SHOE_RANKED = (
    "My top pick is the Brooks Ghost 16. The Hoka Clifton 9 is a close second, and the Saucony "
    "Ride 17 takes third."
)
PM = ["1Password", "Bitwarden", "Proton Pass"]
PM_RANKED = "My top pick is 1Password. Bitwarden is a close second, and Proton Pass takes third."


def names_without_article(pid: str, text: str) -> list[str]:
    """The picks read from ``text`` as a reply to prompt ``pid``, each without a leading "the "."""
    return [n.removeprefix("the ") for n in read_names(text, prompt_text(pid))]
