"""Code, tests and docs point at DESIGN.md sections or docs pages, never at issue numbers.

An issue number means nothing to a reader of a clone (the tracker is not shipped with it) and
goes stale when the issue closes; a docs section says the same thing and stays with the code.
CHANGELOG.md is history and may name what it closed.
"""

from __future__ import annotations

import re
import subprocess
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
ISSUE_REFERENCE = re.compile(r"\bissues?\s*#?\d+\b|\bissue\s*#\s*\d+|\(#\d+\)", re.IGNORECASE)
SUFFIXES = {".py", ".md", ".j2", ".toml", ".sql", ".yaml", ".html", ".css"}


def project_files() -> list[Path]:
    """Tracked and new files of the kinds people read, minus the history and this test's examples."""
    listed = subprocess.run(
        ["git", "ls-files", "-co", "--exclude-standard"],
        cwd=ROOT,
        check=True,
        capture_output=True,
        text=True,
    ).stdout.splitlines()
    return [
        ROOT / rel
        for rel in listed
        if Path(rel).suffix in SUFFIXES
        and rel not in {"CHANGELOG.md", "tests/test_no_issue_numbers.py"}
        and (ROOT / rel).is_file()
    ]


def test_the_pattern_finds_issue_references_and_not_ranks() -> None:
    for text in ("(issue 5)", "see issue #12", "Issues 3", "fixed in (#11)"):
        assert ISSUE_REFERENCE.search(text), text
    for text in ('"#1: Breville"', "a complex issue", "&#34;", "issue-free"):
        assert not ISSUE_REFERENCE.search(text), text


def test_no_file_refers_to_an_issue_number() -> None:
    found = [
        f"{path.relative_to(ROOT)}:{n}: {line.strip()}"
        for path in project_files()
        for n, line in enumerate(path.read_text(encoding="utf-8", errors="replace").splitlines(), 1)
        if ISSUE_REFERENCE.search(line)
    ]
    assert found == []
