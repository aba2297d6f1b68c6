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

The journal is read and written through the archive root's filesystem, like the shards. On an
object store an append rewrites the object (s3fs reads it back and puts it whole): a journal is a
few kilobytes a day, and one collector at a time writes a (day, model), under the day's lock.
"""

from __future__ import annotations

import datetime as dt
import json
from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from pathlib import PurePosixPath

from warehouse.archive_root import ArchiveRoot, RootLike, locate
from warehouse.shards import shard_folder

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


def journal_path(root: RootLike, day: dt.date, model: str) -> PurePosixPath:
    """The journal of one (day, model), as the root's filesystem names it."""
    return shard_folder(root, day, model) / JOURNAL_NAME


def append(root: RootLike, sends: Sequence[Sent], sync: bool) -> None:
    """Append `sends` to their journals, one write per (day, model); fsync them when `sync`.

    A journal made now has its folders synced too, so the file itself survives a power cut.
    """
    where = locate(root)
    by_file: dict[PurePosixPath, list[Sent]] = {}
    for sent in sends:
        by_file.setdefault(journal_path(where, sent.day, sent.model), []).append(sent)
    for path, group in by_file.items():
        _append_file(where, path, b"".join(s.line() for s in group), sync)


def _append_file(where: ArchiveRoot, path: PurePosixPath, data: bytes, sync: bool) -> None:
    fs = where.fs
    try:
        size = fs.size(str(path))
        made = False
    except FileNotFoundError:
        size, made = 0, True
        fs.makedirs(str(path.parent), exist_ok=True)
    if size and fs.cat_file(str(path), start=size - 1) != b"\n":
        data = b"\n" + data  # a torn tail stays a line of its own, which readers skip
    with fs.open(str(path), "ab") as handle:
        handle.write(data)
        if sync:
            handle.flush()
            where.sync_file(handle)
    if made:  # the file's own entry, and the folders made for it, survive a power cut too
        for folder in (path.parent, path.parent.parent, path.parent.parent.parent):
            where.sync_folder(folder)


def sent_counts(root: RootLike, day: dt.date, models: Iterable[str]) -> Counter[tuple[str, str]]:
    """How many sends the journals of `day` record per (model, prompt_sha256), for `models`."""
    where = locate(root)
    counts: Counter[tuple[str, str]] = Counter()
    for model in models:
        path = journal_path(where, day, model)
        try:
            data = where.fs.cat_file(str(path))
        except FileNotFoundError:
            continue
        for raw in data.splitlines():
            try:
                entry = json.loads(raw)
                counts[(model, str(entry["prompt_sha256"]))] += 1
            except (ValueError, KeyError, TypeError):
                continue  # a line torn by a crash, written before any of its requests went out
    return counts
