"""The method page's sources: tables lifted from docs, and the battery page's unreadable file."""

from __future__ import annotations

import re
from pathlib import Path

from report.battery_page import _attempt
from report.method_page import benchmark_lines, method_html, performance_tables

DOC = """# Performance

## Puzzles
| family | level | median |
|---|---|---|
| queens | 3 | 0.01 |

## Detector benchmark

| rule | false Degraded / model-year | 15-pt p90 days |
|:-----|----:|---:|
| fixed window | 0.4 | 12 |
| sequential | 0.8 | 6 |

```
detector: false_degraded_per_model_year=0.8 days_to_detect_15pt_p90=6 days_to_detect_10pt_p90=13
```
"""


def test_only_tables_under_a_detector_heading_are_taken(tmp_path: Path) -> None:
    doc = tmp_path / "performance.md"
    doc.write_text(DOC, encoding="utf-8")
    (table,) = performance_tables(doc)
    assert table.heading == "Detector benchmark"
    assert table.header == ["rule", "false Degraded / model-year", "15-pt p90 days"]
    assert table.rows == [["fixed window", "0.4", "12"], ["sequential", "0.8", "6"]]
    assert benchmark_lines(doc) == [
        "detector: false_degraded_per_model_year=0.8 days_to_detect_15pt_p90=6 "
        "days_to_detect_10pt_p90=13"
    ]


def test_a_missing_doc_gives_nothing(tmp_path: Path) -> None:
    assert performance_tables(tmp_path / "absent.md") == []
    assert benchmark_lines(tmp_path / "absent.md") == []


def test_attempt_turns_any_failure_into_a_note() -> None:
    def boom() -> None:
        raise KeyError("nope")

    part = _attempt("x", "y.z()", boom)
    assert part.value is None and part.missing == "KeyError: 'nope'"
    assert _attempt("x", "y", lambda: 3).value == 3


def test_sections_other_pages_link_to_keep_their_anchors() -> None:
    # Event pages link to method.html#severity; a sub-heading "Severity" must not take the id.
    html = method_html()
    for anchor in ("severity", "triage", "limits"):
        assert html.count(f'id="{anchor}"') == 1, anchor
    assert re.search(r'<h2 id="severity">Severity rules', html)


def test_markup_in_the_method_text_is_shown_not_run() -> None:
    html = method_html("## Title\n\n<script>alert(1)</script> and <b>bold</b>\n")
    assert "<script>" not in html and "&lt;script&gt;" in html
    assert '<h2 id="title">Title</h2>' in html
