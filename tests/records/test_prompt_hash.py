"""The prompt hash is one definition: every prompt the tasks stage plans keeps the identity it
had in the archive, and the simulator's request log keys on the same hash."""

from __future__ import annotations

import datetime as dt
import hashlib
import json

import assets.tasks
import providers.simulator.app
import providers.simulator.tasks
from puzzles.day import make_task, surface_for
from puzzles.slots import load_slots
from records.prompt_hash import prompt_sha256
from scoring.battery import load_battery

# The form the tasks stage used to hash with on its own, kept here as the stored reference: the
# archive's prompt_sha256 values were written with it (assets/tasks.py before this module).


def archived_form(messages: list[dict[str, str]]) -> str:
    canonical = json.dumps(messages, ensure_ascii=False, separators=(",", ":"), sort_keys=True)
    return hashlib.sha256(canonical.encode("utf-8")).hexdigest()


def test_every_battery_prompt_keeps_its_archived_hash() -> None:
    for entry in load_battery().entries:
        assert prompt_sha256(entry.messages()) == archived_form(entry.messages()), entry.id


def test_puzzle_prompts_keep_their_archived_hash() -> None:
    surface = surface_for("sim/steady")
    for slot in load_slots():
        task = make_task(dt.date(2026, 11, 20), surface, slot)
        messages = [{"role": "user", "content": task.prompt}]
        assert task.prompt_sha256 == archived_form(messages), slot.slot_id


def test_the_planner_and_the_simulator_use_the_same_function() -> None:
    assert assets.tasks.prompt_sha256 is prompt_sha256
    assert providers.simulator.app.prompt_sha256 is prompt_sha256
    assert providers.simulator.tasks.prompt_sha256 is prompt_sha256
