"""Every asset of the daily chain in one list, in graph order: the Definitions, the benchmarks and
the tests build on the same list, so none of them needs the Dagster project package."""

from __future__ import annotations

from assets.baselines import baselines
from assets.events import events
from assets.pins import pins
from assets.report import report
from assets.responses import responses
from assets.statuses import statuses
from assets.tasks import tasks
from assets.triage import triage
from assets.verdicts import verdicts

ALL_ASSETS = [pins, tasks, responses, verdicts, baselines, events, triage, statuses, report]
