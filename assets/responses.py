"""Stage 1a: the append-only archive. Sends only what has no answer yet; never updates a row."""

from dagster import AssetExecutionContext, MaterializeResult, asset

from assets.collect import collect_day
from assets.progress import each_day
from assets.stage_log import record_stage
from assets.tasks import tasks
from runtime.partitions import daily_partitions, partition_days, single_run
from runtime.resources import ProviderResource, WarehouseResource


@asset(
    partitions_def=daily_partitions,
    backfill_policy=single_run,
    group_name="collection",
    deps=[tasks],
    description="Raw answers, byte-exact, with status, tokens, latency and provider. Append-only.",
)
def responses(
    context: AssetExecutionContext, warehouse: WarehouseResource, provider: ProviderResource
) -> MaterializeResult:
    days = partition_days(context)
    for day in days:
        provider.check_day(day)
    store = warehouse.warehouse()
    totals = {"sent": 0, "retried": 0, "answered": 0, "error": 0, "timeout": 0}
    with provider.gateway_url() as base_url, each_day("responses", days) as ticker:
        for day in days:
            counts = collect_day(
                store,
                provider.client(base_url, day),
                day,
                collector=provider.provider,
                battery_timeout_s=provider.battery_timeout_s,
                puzzle_timeout_s=provider.puzzle_timeout_s,
            )
            context.log.info(f"{day}: {_said(counts)}")
            for key, value in counts.items():
                totals[key] += value
            ticker.tick(day, _said(counts))
    record_stage(store, days, "responses", "ok", detail=str(totals), run_id=context.run_id)
    return MaterializeResult(metadata={"days": len(days), **totals})


def _said(counts: dict[str, int]) -> str:
    return (
        f"sent {counts['sent']} (retried {counts['retried']} error rows), answered "
        f"{counts['answered']}, error {counts['error']}, timeout {counts['timeout']}"
    )
