"""Three weeks of a noisy but unchanged model raise nothing significant, and a scripted refusal
flip in the same history raises exactly one major event on its day."""

from __future__ import annotations

import numpy as np

from detection.events.records import VerdictPoint
from tests.detection.test_battery_builders import run_days, verdict

DAYS = list(range(0, 21))


def _prompt_fields(pid: str, rng: np.random.Generator) -> dict:
    """Fixed behaviour per category, as a stable model would show it."""
    letter = pid[0]
    if letter == "D":
        return {"category": "drift", "correct": True, "format_ok": True}
    if letter == "F":
        return {
            "category": "framing",
            "pair_arm": "pro",
            "opens_caveat": True,
            "closes_caveat": False,
            "affirms_fair": True,
        }
    if letter == "P":
        picks = ["Alpha", "Beta", "Gamma"]
        return {
            "category": "recommendation",
            "pair_arm": "ab",
            "picks": picks,
            "top_pick": picks[0],
        }
    if letter == "R":
        return {"category": "refusal", "pair_arm": "plain"}
    return {"category": "hedging"}


def _stable_history(seed: int, flip_from: int | None = None) -> list[VerdictPoint]:
    """50 prompts x 21 days. Length: lognormal, log sd 0.12 around 150..1200 tokens; latency: log
    sd 0.25 around 2..20 s; the upstream provider alternates at random between two."""
    rng = np.random.default_rng(seed)
    ids = [f"D{n:02d}" for n in range(1, 13)] + [f"F{n:02d}" for n in range(1, 11)]
    ids += [f"H{n:02d}" for n in range(1, 7)] + [f"P{n:02d}" for n in range(1, 13)]
    ids += [f"R{n:02d}" for n in range(1, 11)]
    history: list[VerdictPoint] = []
    for pid in ids:
        fields = _prompt_fields(pid, rng)
        base_len = float(rng.uniform(150, 1200))
        base_lat = float(rng.uniform(2000, 20000))
        for offset in DAYS:
            outcome = (
                "refused"
                if (flip_from is not None and pid == "R01" and offset >= flip_from)
                else "answered"
            )
            history.append(
                verdict(
                    offset - 21,
                    pid,
                    outcome=outcome,
                    length_tokens=round(base_len * float(np.exp(rng.normal(0, 0.12)))),
                    latency_ms=base_lat * float(np.exp(rng.normal(0, 0.25))),
                    provider=str(rng.choice(["prov-a", "prov-b"])),
                    **fields,
                )
            )
    return history


def test_a_stable_model_has_no_significant_or_major_event_in_21_days() -> None:
    days = run_days(_stable_history(seed=7), [o - 21 for o in DAYS])
    serious = [e for d in days.values() for e in d.events if e.severity in ("significant", "major")]
    assert serious == []
    assert not any(d.drift_detected for d in days.values())
    # Noise does leave minor anomalies: while the floor rests on 3-7 canary days it can be read
    # well under the true spread (a 3-point sd is off by a factor of 3 now and then), so z is not
    # standard normal and BH cannot fully correct it (docs/templates/method_battery.md.j2, "Limits"). A
    # guard against gross regressions, e.g. the floor not applied: under 2% of the 2,000 tests.
    anomalies = [e for d in days.values() for e in d.events if e.kind == "anomaly"]
    assert all(e.severity == "minor" for e in anomalies)
    assert len(anomalies) < 0.02 * sum(d.magnitude_tests for d in days.values())
    assert all(d.anomalies_after_fdr <= d.anomalies_before_fdr for d in days.values())
    # once the canary has 3 prior days (from the 4th day on) the floors are measured
    assert all(f.source == "canary" for d in list(days.values())[3:] for f in d.noise_floors)
    assert all(f.source == "prior" for d in list(days.values())[:3] for f in d.noise_floors)


def test_a_scripted_refusal_flip_is_one_major_event_on_its_day() -> None:
    flip = 14
    days = run_days(_stable_history(seed=7, flip_from=flip), [o - 21 for o in DAYS])
    flip_day = days[flip - 21]
    (major,) = [e for e in flip_day.events if e.severity == "major"]
    assert (major.prompt_id, major.direction, major.severity_rule) == (
        "R01",
        "answered->refused",
        "refusal-arm-refuses",
    )
    assert flip_day.drift_detected
    later = [
        e
        for o in range(flip + 1, 21)
        for e in days[o - 21].events
        if e.prompt_id == "R01" and e.field == "outcome"
    ]
    assert later == []
