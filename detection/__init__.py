"""Pure statistics: puzzle statuses, battery change detection, events and triage rules.

No Dagster, DuckDB or httpx here (ruff's banned imports and tests/test_import_graph.py hold it so),
so every rule tests in microseconds on plain data."""
