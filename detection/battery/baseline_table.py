"""The battery baselines as rows: what each prompt's verdict is compared with on each day.

Stage 2 computes these on the fly; writing them down lets an analyst see, in SQL, exactly which
modal value or log-space centre and spread a day was held against, and lets the report plot
length and latency with the noise floor in force.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Iterable

from pydantic import BaseModel

from detection.battery.baseline import (
    baseline_window,
    categorical_baseline,
    log_baseline,
    usable_by_prompt,
)
from detection.battery.fields import CATEGORICAL_FIELDS, MAGNITUDE_FIELDS
from detection.battery.noise import noise_floors
from detection.events.records import VerdictPoint


class BaselineRow(BaseModel):
    """One (day, model, prompt, field) baseline."""

    day: dt.date
    model: str
    task_id: str
    field: str
    baseline_days: int
    modal_value: str | None = None
    mean_log: float | None = None
    sd_log: float | None = None
    noise_floor: float | None = None
    floor_source: str | None = None


def baseline_rows(
    day: dt.date, model: str, history: Iterable[VerdictPoint], canary_prompt_id: str
) -> list[BaselineRow]:
    """Every baseline `day`'s verdicts of `model` are compared with (previous 7 days, no errors)."""
    by_prompt = usable_by_prompt(history, model)
    floors = noise_floors(by_prompt.get(canary_prompt_id, {}), day)
    rows: list[BaselineRow] = []
    for prompt_id in sorted(by_prompt):
        window = baseline_window(by_prompt[prompt_id], day)
        if not window:
            continue
        for field in CATEGORICAL_FIELDS:
            cat = categorical_baseline(window, field)
            if cat is not None:
                rows.append(
                    BaselineRow(
                        day=day,
                        model=model,
                        task_id=prompt_id,
                        field=field,
                        baseline_days=cat.days,
                        modal_value=cat.mode,
                    )
                )
        for metric in MAGNITUDE_FIELDS:
            lb = log_baseline(window, metric)
            if lb is None:
                continue
            floor = floors[metric]
            rows.append(
                BaselineRow(
                    day=day,
                    model=model,
                    task_id=prompt_id,
                    field=metric,
                    baseline_days=lb.days,
                    mean_log=lb.mean,
                    sd_log=max(lb.own_sd, floor.log_sd),
                    noise_floor=floor.log_sd,
                    floor_source=floor.source,
                )
            )
    return rows
