"""docs/contributing.md names files and objects a contributor must touch; each must exist, so the
checklists cannot go stale when code moves."""

from __future__ import annotations

import importlib
import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
DOC = ROOT / "docs" / "contributing.md"
CODE = re.compile(r"`([^`\s]+)`")
PACKAGES = ("assets", "detection", "providers", "puzzles", "records", "scoring", "warehouse")
# Files the checklists ask a contributor to create: they do not exist yet by design.
TO_CREATE = re.compile(r"<|NNNN|slots_v2\.json$")


def named(kind: str) -> list[str]:
    tokens = CODE.findall(DOC.read_text(encoding="utf-8"))
    if kind == "path":
        return sorted({t for t in tokens if "/" in t and not TO_CREATE.search(t)})
    return sorted({t for t in tokens if re.fullmatch(r"[a-z_]+(\.\w+)+", t) and t.startswith(PACKAGES)})  # fmt: skip


@pytest.mark.parametrize("path", named("path"))
def test_every_file_the_doc_names_exists(path: str) -> None:
    assert any(ROOT.glob(path.rstrip("/"))), path


@pytest.mark.parametrize("dotted", named("object"))
def test_every_object_the_doc_names_exists(dotted: str) -> None:
    parts = dotted.split(".")
    for cut in range(len(parts), 0, -1):
        try:
            target = importlib.import_module(".".join(parts[:cut]))
        except ModuleNotFoundError:
            continue
        for attr in parts[cut:]:
            target = getattr(target, attr)
        return
    pytest.fail(f"{dotted!r} names no module")
