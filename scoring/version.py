"""The scorer version every verdict carries."""

from __future__ import annotations

SCORER_VERSION = "v1"
"""Bump with any change that can alter a verdict; the archive is then re-scored in one run."""
