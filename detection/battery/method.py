"""The battery method's numbers and rules as data, so the method page is generated from code."""

from __future__ import annotations

from typing import Any

from detection.battery import thresholds as t
from detection.battery.fdr import two_sided_p
from detection.battery.fields import CATEGORICAL_FIELDS, MAGNITUDE_FIELDS
from detection.battery.pair_readings import method_constants as pair_constants
from detection.events.severity import rules_table
from detection.triage import TRIAGE_MODEL, TRIAGE_MODEL_MAKER, TRIAGE_SEVERITIES, maker_prefix


def method_constants() -> dict[str, Any]:
    """Every threshold the detector uses, under the names docs/templates/method_battery.md.j2 refers to."""
    return {
        "window_days": t.WINDOW_DAYS,
        "min_baseline_days": t.MIN_BASELINE_DAYS,
        "z_threshold": t.Z_THRESHOLD,
        "per_test_alpha": two_sided_p(t.Z_THRESHOLD),
        "length_min_diff_tokens": t.LENGTH_MIN_DIFF_TOKENS,
        "latency_min_diff_ms": t.LATENCY_MIN_DIFF_MS,
        "length_prior_log_sd": t.LENGTH_PRIOR_LOG_SD,
        "latency_prior_log_sd": t.LATENCY_PRIOR_LOG_SD,
        "canary_min_days": t.CANARY_MIN_DAYS,
        "min_log_sd": t.MIN_LOG_SD,
        "fdr_q": t.FDR_Q,
        "categorical_fields": list(CATEGORICAL_FIELDS),
        "magnitude_fields": list(MAGNITUDE_FIELDS),
        "triage_model": TRIAGE_MODEL,
        "triage_model_maker": TRIAGE_MODEL_MAKER,
        "triage_vendor": maker_prefix(TRIAGE_MODEL),
        "triage_severities": list(TRIAGE_SEVERITIES),
        "severity_rules": rules_table(),
        **pair_constants(),
    }
