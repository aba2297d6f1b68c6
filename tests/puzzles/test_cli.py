"""`modeldrift puzzles ...` through click's runner: answers on stdout, one `error:` line otherwise."""

from __future__ import annotations

import datetime
import json
from pathlib import Path

import pytest
from click.testing import CliRunner

import puzzles
from dagster_project.cli_puzzles import puzzles_group
from puzzles.day import derive_seed
from puzzles.slots import load_slots

QUEENS_8 = json.dumps({"family": "queens", "n": 8, "blocked": []})

CASES = [
    # (args, stdin, exit code, fragment of stdout on success or stderr on failure)
    (["solve"], QUEENS_8, 0, "92"),
    (["solve"], json.dumps({"family": "grid_paths", "grid": ["...", "...", "..."]}), 0, "6"),
    (["solve"], json.dumps({"family": "task_orders", "n": 3, "before": [], "level": 1}), 0, "6"),
    (["solve"], "{", 2, "error: stdin is not valid JSON"),
    (["solve"], "", 2, "error: stdin is empty"),
    (["solve"], "[1, 2]", 2, "error: a puzzle instance must be a JSON object"),
    (["solve"], json.dumps({"family": "sudoku"}), 2, "error: unknown family 'sudoku'"),
    (["solve"], json.dumps({"family": "round_trip", "dist": [[0, 1, 2], [1, 0, 3]]}), 2, "square"),
    (["solve"], json.dumps({"family": "grid_paths", "grid": ["...", ".."]}), 2, "equally long"),
    (
        ["solve"],
        json.dumps({"family": "queens", "n": 8, "blocked": [[0, 8]]}),
        2,
        "at most 7, got 8",
    ),
    (["solve"], b"\xff\xfe{}", 2, "error: stdin is not UTF-8"),
    (["solve"], "[" * 100_000, 2, "error: stdin"),
    (
        ["solve"],
        '{"family": "queens", "n": ' + "9" * 5000 + "}",
        2,
        "error: stdin could not be read",
    ),
    (
        ["generate", "--family", "chess", "--level", "1", "--seed", "1"],
        "",
        2,
        "Invalid value for '--family'",
    ),
    (
        ["generate", "--family", "queens", "--level", "4", "--seed", "1"],
        "",
        2,
        "Invalid value for '--level'",
    ),
    (["day", "--day", "14/03/2025", "--surface", "s"], "", 2, "Invalid value for '--day'"),
    (["day", "--day", "2025-03-14", "--surface", "a|b"], "", 2, "error: surface must be"),
]


@pytest.mark.parametrize("args, stdin, exit_code, fragment", CASES)
def test_cli(args: list[str], stdin: str | bytes, exit_code: int, fragment: str) -> None:
    result = CliRunner().invoke(puzzles_group, args, input=stdin)
    assert result.exit_code == exit_code, result.output
    assert "Traceback" not in result.output
    if exit_code == 0:
        assert fragment in result.stdout
    else:
        assert fragment in result.stderr
        if fragment.startswith("error:"):
            assert result.stderr.count("\n") == 1
            assert result.stdout == ""


def test_generate_prints_instance_prompt_and_answer() -> None:
    result = CliRunner().invoke(
        puzzles_group, ["generate", "--family", "assignments", "--level", "2", "--seed", "41"]
    )
    assert result.exit_code == 0, result.output
    payload = json.loads(result.stdout)
    assert set(payload) == {"instance", "prompt", "answer"}
    assert payload["instance"] == puzzles.generate("assignments", 41, 2)
    assert payload["answer"] == puzzles.solve(payload["instance"])
    assert payload["prompt"] == puzzles.prompt(payload["instance"])


def test_day_lists_thirty_slots_with_seeds_and_answers() -> None:
    surface = "openrouter:api/vendor/model"
    result = CliRunner().invoke(puzzles_group, ["day", "--day", "2025-03-14", "--surface", surface])
    assert result.exit_code == 0, result.output
    rows = [line.split() for line in result.stdout.splitlines()[2:]]
    assert [row[0] for row in rows] == [slot.slot_id for slot in load_slots()]
    day = datetime.date(2025, 3, 14)
    for slot_id, family, level, attempt, seed, answer, _sha in rows:
        assert int(seed) == derive_seed(day, surface, slot_id, int(attempt))
        assert int(answer) == puzzles.solve(puzzles.generate(family, int(seed), int(level)))


def test_day_json_gives_the_full_tasks() -> None:
    result = CliRunner().invoke(
        puzzles_group, ["day", "--day", "2025-03-14", "--surface", "s", "--json"]
    )
    assert result.exit_code == 0, result.output
    tasks = json.loads(result.stdout)
    assert len(tasks) == 30
    assert all(task["prompt"].endswith(puzzles.ANSWER_LINE) for task in tasks)


def test_solve_reads_a_file_argument_too(tmp_path: Path) -> None:
    source = tmp_path / "instance.json"
    source.write_text(QUEENS_8, encoding="utf-8")
    result = CliRunner().invoke(puzzles_group, ["solve", str(source)])
    assert result.exit_code == 0, result.output
    assert result.stdout == "92\n"


def test_day_defaults_to_the_tracked_models_and_takes_an_alias(monkeypatch) -> None:
    """`puzzles day --day D` needs no undocumented option: it shows the tracked models' puzzles,
    and `--model ALIAS` picks one, with the same seeds as the raw `--surface`."""
    monkeypatch.setenv("MODELDRIFT_MODELS", '["vendor/a", "vendor/b"]')
    both = CliRunner().invoke(puzzles_group, ["day", "--day", "2026-11-01"])
    assert both.exit_code == 0, both.output
    assert "surface openrouter:api/vendor/a" in both.output
    assert "surface openrouter:api/vendor/b" in both.output
    one = CliRunner().invoke(puzzles_group, ["day", "--day", "2026-11-01", "--model", "vendor/b"])
    raw = CliRunner().invoke(
        puzzles_group, ["day", "--day", "2026-11-01", "--surface", "openrouter:api/vendor/b"]
    )
    assert one.exit_code == 0 and one.output == raw.output
