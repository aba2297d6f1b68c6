"""Docs that could drift from the code are generated from it, and checked here."""

from __future__ import annotations

from detection.events.severity import rules_table
from detection.triage import TRIAGE_MODEL, TRIAGE_MODEL_MAKER
from report.method_doc import METHOD_DOC, render_method


def test_method_doc_is_up_to_date_with_the_code() -> None:
    assert METHOD_DOC.read_text(encoding="utf-8") == render_method(), (
        "docs/method.md is stale: run `modeldrift docs method --write`"
    )


def test_method_doc_lists_every_severity_rule_and_the_triage_maker() -> None:
    text = render_method()
    for rule in rules_table():
        assert f"`{rule['id']}`" in text
    assert TRIAGE_MODEL in text and TRIAGE_MODEL_MAKER in text
    assert "What it cannot tell you" in text
