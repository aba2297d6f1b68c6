"""The Dagster project: Definitions, jobs, the schedule and sensor, the runner and the CLI.

It imports the assets and wires them to resources; nothing below it imports it back (see
tests/test_import_graph.py)."""
