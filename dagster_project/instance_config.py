"""The Dagster instance configuration (dagster.yaml) modeldrift writes into DAGSTER_HOME.

Runs the daemon launches (the 09:00 schedule, the re-score sensor, a launch or a backfill from
the UI) go through Dagster's queued run coordinator, and `max_concurrent_runs: 1` lets one run
at a time out of the queue. A scheduled run and a UI backfill over the same day therefore take
turns instead of interleaving their steps; a waiting run shows as "Queued" in the UI and cannot
time out. Nothing is lost by the limit: every run writes the same single DuckDB file, whose
writes are serialised anyway. Runs the CLI starts in-process do not pass through the queue;
those, and every other run, also lock the days they cover (`WarehouseResource`), so a CLI run and
a queued run over the same day take turns as well.

Written once, when the file is missing or still holds a configuration this module wrote before;
a dagster.yaml the operator has edited is left alone.
"""

from __future__ import annotations

import sys
from pathlib import Path

INSTANCE_YAML = """\
# Written by modeldrift (dagster_project/instance_config.py); edit freely, it is not rewritten
# once changed. Telemetry is off: runs may be about private models.
telemetry:
  enabled: false

# One run at a time out of the queue: a scheduled run and a UI backfill over the same day must
# not interleave their steps on the single-writer warehouse.
run_queue:
  max_concurrent_runs: 1
"""

EARLIER_DEFAULTS = ("telemetry:\n  enabled: false\n",)
"""What earlier versions wrote; such a file is upgraded, since nobody chose it by hand."""


def ensure_instance_config(home: Path) -> Path:
    """Write modeldrift's dagster.yaml into `home` unless the operator has one of their own."""
    home.mkdir(parents=True, exist_ok=True)
    path = home / "dagster.yaml"
    current = path.read_text(encoding="utf-8") if path.exists() else None
    if current is None or current in EARLIER_DEFAULTS:
        path.write_text(INSTANCE_YAML, encoding="utf-8")
    return path


if __name__ == "__main__":  # `make dev` prepares DAGSTER_HOME with this before `dagster dev`
    print(ensure_instance_config(Path(sys.argv[1]).resolve()))
