"""The scorer version every verdict carries, under the name the rest of the code imports.

It is defined next to the verdict record (`scoring/verdict.py`), because a change to the record is
the usual reason to bump it: adding a scorer field then touches the record, the scorer and the
batch scorer, plus one migration (docs/contributing.md, "Add a scorer field").
"""

from __future__ import annotations

from scoring.verdict import SCORER_VERSION

__all__ = ["SCORER_VERSION"]
