"""The prompt-collision rule: a slot whose prompt someone else owns draws its next attempt; a
rerun of the same (day, model) keeps the prompts it already owns."""

from __future__ import annotations

import datetime as dt
import hashlib

import pytest

from puzzles.day import NoFreshPrompt, PromptOwner, fresh_tasks, surface_for

DAY = dt.date(2026, 11, 3)
MODEL = "sim/steady"
SURFACE = surface_for(MODEL)


def key(prompt: str) -> str:
    return hashlib.sha256(prompt.encode("utf-8")).hexdigest()


def test_no_owner_keeps_every_first_attempt() -> None:
    tasks, owned = fresh_tasks(DAY, MODEL, SURFACE, key, lambda keys: {})
    assert len(tasks) == 30 and {t.attempt for t in tasks} == {0} and owned == set()


def test_a_clash_moves_only_that_slot_to_its_next_attempt() -> None:
    first, _ = fresh_tasks(DAY, MODEL, SURFACE, key, lambda keys: {})
    taken = {key(first[0].prompt): (DAY - dt.timedelta(days=9), "other/model", "x")}
    mine = {key(first[1].prompt): (DAY, MODEL, first[1].slot_id)}
    registry: dict[str, PromptOwner] = {**taken, **mine}
    tasks, owned = fresh_tasks(
        DAY, MODEL, SURFACE, key, lambda keys: {k: registry[k] for k in keys if k in registry}
    )
    assert tasks[0].attempt == 1 and key(tasks[0].prompt) not in registry
    assert [t.attempt for t in tasks[1:]] == [0] * 29
    assert owned == {first[1].slot_id}


def test_a_slot_that_never_finds_a_fresh_prompt_fails_clearly() -> None:
    with pytest.raises(NoFreshPrompt, match="no fresh puzzle prompts for 'sim/steady'"):
        fresh_tasks(DAY, MODEL, SURFACE, key, lambda keys: {k: (DAY, "x/y", "z") for k in keys}, 3)


def test_an_own_prompt_a_crash_may_have_sent_moves_the_slot_on_and_never_comes_back() -> None:
    first, _ = fresh_tasks(DAY, MODEL, SURFACE, key, lambda keys: {})
    registry: dict[str, PromptOwner] = {key(t.prompt): (DAY, MODEL, t.slot_id) for t in first}
    lost = {key(first[2].prompt)}

    def owners(keys: list[str]) -> dict[str, PromptOwner]:
        return {k: registry[k] for k in keys if k in registry}

    tasks, owned = fresh_tasks(DAY, MODEL, SURFACE, key, owners, lost=lambda ks: lost & set(ks))
    assert tasks[2].attempt == 1 and key(tasks[2].prompt) not in registry
    assert [t.prompt for i, t in enumerate(tasks) if i != 2] == [
        t.prompt for i, t in enumerate(first) if i != 2
    ]
    assert owned == {t.slot_id for t in first} - {first[2].slot_id}

    # The fresh attempt is registered; the next plan keeps it, and it too can be lost.
    registry[key(tasks[2].prompt)] = (DAY, MODEL, tasks[2].slot_id)
    again, _ = fresh_tasks(DAY, MODEL, SURFACE, key, owners, lost=lambda ks: lost & set(ks))
    assert again == tasks
    lost.add(key(tasks[2].prompt))
    third, _ = fresh_tasks(DAY, MODEL, SURFACE, key, owners, lost=lambda ks: lost & set(ks))
    assert third[2].attempt == 2


def test_a_lost_prompt_moves_its_slot_on_even_when_the_registry_never_had_it() -> None:
    first, _ = fresh_tasks(DAY, MODEL, SURFACE, key, lambda keys: {})
    lost = {key(first[0].prompt)}
    tasks, owned = fresh_tasks(
        DAY, MODEL, SURFACE, key, lambda keys: {}, lost=lambda ks: lost & set(ks)
    )
    assert tasks[0].attempt == 1 and owned == set()
    assert [t.attempt for t in tasks[1:]] == [0] * 29


def test_only_some_slots_gives_the_whole_day_s_tasks_of_those_slots() -> None:
    """A retry's fresh instance is made for its slot alone: the same task the whole day's plan
    would give that slot, clashes and spent prompts included."""
    first, _ = fresh_tasks(DAY, MODEL, SURFACE, key, lambda keys: {})
    registry: dict[str, PromptOwner] = {key(t.prompt): (DAY, MODEL, t.slot_id) for t in first}
    registry[key(first[4].prompt)] = (DAY, "other/model", first[4].slot_id)
    lost = {key(first[7].prompt)}

    def plan(only: set[str] | None) -> tuple[list, set[str]]:
        return fresh_tasks(
            DAY,
            MODEL,
            SURFACE,
            key,
            lambda keys: {k: registry[k] for k in keys if k in registry},
            lost=lambda ks: lost & set(ks),
            only=only,
        )

    whole, owned = plan(None)
    picked = {first[i].slot_id for i in (3, 4, 7)}
    some, some_owned = plan(picked)
    assert some == [t for t in whole if t.slot_id in picked]
    assert some_owned == owned & picked == {first[3].slot_id}
    assert [t.attempt for t in some] == [0, 1, 1]


def test_a_slot_whose_own_retries_spent_more_than_the_limit_still_gets_a_fresh_prompt() -> None:
    """A long outage can spend many of a slot's attempts on retries that each went out; those are
    the slot's own, recorded prompts, not clashes, so they do not count against the limit."""
    first, _ = fresh_tasks(DAY, MODEL, SURFACE, key, lambda keys: {})
    slot = first[0].slot_id
    lost: set[str] = set()
    registry: dict[str, PromptOwner] = {}

    def owners(keys: list[str]) -> dict[str, PromptOwner]:
        return {k: registry[k] for k in keys if k in registry}

    def plan(only: set[str] | None) -> list:
        return fresh_tasks(DAY, MODEL, SURFACE, key, owners, 5, lambda ks: lost & set(ks), only)[0]

    for _ in range(12):
        (task,) = plan({slot})
        registry[key(task.prompt)] = (DAY, MODEL, slot)
        lost.add(key(task.prompt))
    tasks = plan(None)
    assert tasks[0].attempt == 12 and key(tasks[0].prompt) not in lost
    assert [t.attempt for t in tasks[1:]] == [0] * 29


def test_a_lost_record_that_names_every_prompt_fails_clearly_instead_of_walking_forever() -> None:
    with pytest.raises(NoFreshPrompt, match="40 attempts of a slot are recorded as spent"):
        fresh_tasks(
            DAY,
            MODEL,
            SURFACE,
            key,
            lambda keys: {},
            3,
            lambda ks: set(ks),
            {"round_trip-L1-a"},
            max_spent=40,
        )
