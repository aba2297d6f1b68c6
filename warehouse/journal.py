"""Collection's send journal: every prompt is written down here before its request goes out.

Layout (beside the archive's shards, in the same hive folders)::

    <root>/day=YYYY-MM-DD/model=<slug>/sent.jsonl

One JSON object a line, `{"task_id": ..., "suite": ..., "prompt_sha256": ...}`, one line per
send (a prompt sent again, after an error row, has two lines). The file is append-only and kept:
it is the record of what went out, which the archive alone cannot give, because a crash loses
the answers still in memory and the requests in flight. A resumed run compares the two
(`sent_counts` against the archived rows): a prompt with more sends than rows may have reached
the model without its answer reaching the archive.

A wave of lines is appended with one write and, when it holds a puzzle prompt, one fsync, before
any of its requests is sent; so a line can only be torn by a crash before its requests went out.
Readers skip a line that does not parse (the torn tail), and a writer that finds the file not
ending in a newline starts on a fresh line, so a torn tail never swallows a whole line.
"""

from __future__ import annotations

import datetime as dt
import json
import os
from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path

from warehouse.shards import _fsync_folder, shard_folder

JOURNAL_NAME = "sent.jsonl"
"""The journal's file name in a (day, model) folder; no reader of the shards' glob matches it."""


@dataclass(frozen=True)
class Sent:
    """One send, as the journal records it."""

    day: dt.date
    model: str
    task_id: str
    suite: str
    prompt_sha256: str

    def line(self) -> bytes:
        """The journal line (day and model are the file's folders)."""
        text = json.dumps(
            {"task_id": self.task_id, "suite": self.suite, "prompt_sha256": self.prompt_sha256},
            ensure_ascii=True,
        )
        return (text + "\n").encode("ascii")


def journal_path(root: Path, day: dt.date, model: str) -> Path:
    """The journal of one (day, model)."""
    return shard_folder(root, day, model) / JOURNAL_NAME


def append(root: Path, sends: Sequence[Sent], sync: bool) -> None:
    """Append `sends` to their journals, one write per (day, model); fsync them when `sync`.

    A journal made now has its folders synced too, so the file itself survives a power cut.
    """
    by_file: dict[Path, list[Sent]] = {}
    for sent in sends:
        by_file.setdefault(journal_path(root, sent.day, sent.model), []).append(sent)
    for path, group in by_file.items():
        _append_file(path, b"".join(s.line() for s in group), sync)


def _append_file(path: Path, data: bytes, sync: bool) -> None:
    made = not path.exists()
    if made:
        path.parent.mkdir(parents=True, exist_ok=True)
    fd = os.open(path, os.O_RDWR | os.O_APPEND | os.O_CREAT, 0o644)
    try:
        size = os.fstat(fd).st_size
        if size and os.pread(fd, 1, size - 1) != b"\n":
            data = b"\n" + data  # a torn tail stays a line of its own, which readers skip
        written = 0
        while written < len(data):
            written += os.write(fd, data[written:])
        if sync:
            os.fsync(fd)
    finally:
        os.close(fd)
    if made:  # the file's own entry, and the folders made for it, survive a power cut too
        for folder in (path.parent, path.parent.parent, path.parent.parent.parent):
            _fsync_folder(folder)


def sent_counts(root: Path, day: dt.date, models: Iterable[str]) -> Counter[tuple[str, str]]:
    """How many sends the journals of `day` record per (model, prompt_sha256), for `models`."""
    counts: Counter[tuple[str, str]] = Counter()
    for model in models:
        path = journal_path(root, day, model)
        try:
            data = path.read_bytes()
        except FileNotFoundError:
            continue
        for raw in data.splitlines():
            try:
                entry = json.loads(raw)
                counts[(model, str(entry["prompt_sha256"]))] += 1
            except (ValueError, KeyError, TypeError):
                continue  # a line torn by a crash, written before any of its requests went out
    return counts
