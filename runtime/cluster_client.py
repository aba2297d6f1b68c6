"""Submit a run to the cluster's Dagster webserver and wait for it (`MODELDRIFT_CLUSTER_URL`).

On the cluster the CLI does not execute anything itself: it asks the webserver (Dagster's GraphQL
API) to launch the job for the days, exactly as the UI's launchpad would. The run then waits in
the cluster's queue, the daemon launches it, its steps run on the Celery workers, and the UI shows
it like any other run. The CLI polls until the run ends and says how it ended, in one line.
"""

from __future__ import annotations

import datetime as dt
import time
from urllib.parse import urlparse

from runtime.errors import RunFailed

POLL_S = 1.0
FINISHED = {"SUCCESS", "FAILURE", "CANCELED"}


def submit_range(url: str, job_name: str, start: dt.date, end: dt.date) -> str:
    """Submit `job_name` for `start`..`end` as ONE run (a single-run backfill); its run id."""
    from dagster_graphql import DagsterGraphQLClient, DagsterGraphQLClientError

    from runtime.partitions import range_tags

    parsed = urlparse(url)
    if parsed.scheme not in ("http", "https") or not parsed.hostname:
        raise ValueError(
            f"MODELDRIFT_CLUSTER_URL={url!r} is not a URL like http://127.0.0.1:3300; "
            "set it to the cluster's webserver, or unset it to run in this process"
        )
    client = DagsterGraphQLClient(
        parsed.hostname, port_number=parsed.port, use_https=parsed.scheme == "https"
    )
    tags = {"dagster/partition": start.isoformat()} if start == end else range_tags(start, end)
    try:
        return client.submit_job_execution(job_name, tags=tags)
    except (DagsterGraphQLClientError, OSError) as exc:
        raise RunFailed(
            f"the cluster at {url} refused the run: {str(exc).splitlines()[0] if str(exc) else exc!r}; "
            "is it up (`make cluster`)?"
        ) from exc


def wait_for(url: str, run_id: str, timeout_s: float = 24 * 3600.0) -> str:
    """Poll the run until it ends; its final status (raises RunFailed unless it succeeded)."""
    from dagster_graphql import DagsterGraphQLClient

    parsed = urlparse(url)
    client = DagsterGraphQLClient(
        parsed.hostname or "127.0.0.1",
        port_number=parsed.port,
        use_https=parsed.scheme == "https",
    )
    deadline = time.monotonic() + timeout_s
    while True:
        status = client.get_run_status(run_id).value
        if status in FINISHED:
            break
        if time.monotonic() > deadline:
            raise RunFailed(
                f"run {run_id} on the cluster was still {status} after {timeout_s:.0f} s"
            )
        time.sleep(POLL_S)
    if status != "SUCCESS":
        raise RunFailed(
            f"run {run_id} on the cluster ended {status}; its event log is at {url}/runs/{run_id}"
        )
    return status
