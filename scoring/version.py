"""The scorer version every verdict carries."""

from __future__ import annotations

SCORER_VERSION = "v2"
"""Bump with any change that can alter a verdict; the archive is then re-scored in one run.

v2: reads replies the way deployed models write them (label tables, bold role labels, medal
headings, avoid-lists, single picks in prose, empathetic and closing declines, framing caveats by
what they do, wrapped and boxed answers, bullet lists with nothing else) and abstains where it
cannot tell (`BatteryVerdict.unreadable`)."""
