"""The collection step alone, as a process the crash test can SIGKILL: `python -m
tests.reliability.collect_worker DAY [DAY ...]` collects each day's pending tasks from
OPENROUTER_BASE_URL into MODELDRIFT_WAREHOUSE_PATH, exactly as the `responses` asset does.
"""

from __future__ import annotations

import datetime as dt
import os
import sys
from pathlib import Path

from pydantic import SecretStr

from assets.collect import collect_day
from providers.openrouter import OpenRouterClient
from warehouse.store import Warehouse

CONCURRENCY = 8


def main(argv: list[str]) -> None:
    store = Warehouse(Path(os.environ["MODELDRIFT_WAREHOUSE_PATH"]))
    base_url = os.environ["OPENROUTER_BASE_URL"]
    for day in (dt.date.fromisoformat(a) for a in argv):
        client = OpenRouterClient(
            base_url, SecretStr("sim-not-a-secret"), simulated_day=day, concurrency=CONCURRENCY
        )
        counts = collect_day(
            store,
            client,
            day,
            collector="simulator",
            battery_timeout_s=60.0,
            puzzle_timeout_s=60.0,
            progress=False,
        )
        print(f"{day}: {counts}", flush=True)


if __name__ == "__main__":
    main(sys.argv[1:])
