"""The send journal: a line per send beside the (day, model)'s shards, counted back exactly, and a
line torn by a crash neither counted nor allowed to swallow the next one."""

from __future__ import annotations

import datetime as dt
from pathlib import Path

from warehouse.journal import JOURNAL_NAME, Sent, append, journal_path, sent_counts
from warehouse.shards import SHARD_GLOB, shard_folder, shard_paths

DAY = dt.date(2026, 11, 3)


def _sent(model: str, n: int, suite: str = "puzzle") -> Sent:
    return Sent(DAY, model, f"t{n}", suite, f"{n:064x}")


def test_each_send_is_counted_per_model_and_prompt(tmp_path: Path) -> None:
    append(tmp_path, [_sent("sim/a", 1), _sent("sim/b", 1), _sent("sim/a", 2, "battery")], True)
    append(tmp_path, [_sent("sim/a", 1)], False)  # sent again (after an error row)
    counts = sent_counts(tmp_path, DAY, ["sim/a", "sim/b", "sim/never"])
    assert counts == {
        ("sim/a", f"{1:064x}"): 2,
        ("sim/a", f"{2:064x}"): 1,
        ("sim/b", f"{1:064x}"): 1,
    }
    assert sent_counts(tmp_path, DAY + dt.timedelta(days=1), ["sim/a"]) == {}


def test_the_journal_sits_beside_the_shards_and_no_reader_takes_it_for_one(tmp_path: Path) -> None:
    append(tmp_path, [_sent("sim/a", 1)], True)
    path = journal_path(tmp_path, DAY, "sim/a")
    assert path == shard_folder(tmp_path, DAY, "sim/a") / JOURNAL_NAME
    assert Path(path).is_file()
    assert list(tmp_path.glob(SHARD_GLOB)) == [] and shard_paths(tmp_path) == []


def test_a_torn_last_line_is_skipped_and_the_next_wave_starts_on_a_line_of_its_own(
    tmp_path: Path,
) -> None:
    append(tmp_path, [_sent("sim/a", 1)], True)
    path = journal_path(tmp_path, DAY, "sim/a")
    whole = _sent("sim/a", 2).line()
    with open(Path(path), "ab") as handle:  # a crash in the middle of a wave's write
        handle.write(whole[: len(whole) // 2])
    assert sent_counts(tmp_path, DAY, ["sim/a"]) == {("sim/a", f"{1:064x}"): 1}

    append(tmp_path, [_sent("sim/a", 3)], True)
    assert sent_counts(tmp_path, DAY, ["sim/a"]) == {
        ("sim/a", f"{1:064x}"): 1,
        ("sim/a", f"{3:064x}"): 1,
    }
    assert Path(path).read_bytes().endswith(b"\n" + _sent("sim/a", 3).line())
