"""The Dagster pool that serialises writes to the DuckDB warehouse.

DuckDB lets one process write the file at a time. On one host the writer lock (`warehouse/lock.py`)
already makes a second writer wait; across hosts a file lock is not enough, so every step that
writes derived tables is in this pool, and the cluster's instance (deploy/cluster/dagster.yaml)
gives the pool one slot: the instance, not the host, lets one such step run at a time. The
embedded default sets no limit (a run in one process writes one step at a time anyway, and a
killed in-process run would otherwise keep its slot until someone frees it by hand).
"""

WRITER_POOL = "warehouse_writer"
