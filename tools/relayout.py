"""Re-runnable relayout: moves modules, rewrites every reference to them, renames symbols.

Why a script and not a hand-made commit: other branches keep editing (and adding imports of) the
modules this moves. Running it again on a merged tree rewrites whatever they added, and running it
on a tree that is already relaid-out changes nothing (each step checks before it acts).

    python tools/relayout.py            # apply
    python tools/relayout.py --check    # exit 1 and list what would change; change nothing

What it does, in order, all driven by the tables below:
1. `git mv` every moved module, package or data file whose old path still exists (an old and a new
   path both present is a merge conflict for a human: it stops and says which).
2. Creates the new packages' `__init__.py` with a docstring saying what belongs there.
3. Rewrites references in every tracked or new text file (code, tests, docs, templates, Makefile,
   pyproject): dotted module paths (`detection.battery_events` -> `detection.battery.detect`),
   `from detection import battery_thresholds as t` forms, file paths (`detection/status.py`),
   package-data lookups (`resources.files("detection")` for the severity rules), and symbol renames
   on word boundaries (`BatteryEvent` -> `Event`). CHANGELOG.md is history and is left as written.
4. Adds the new top-level packages to pyproject's package list.
5. Sorts imports and formats the Python files it changed (ruff), so the result passes `make check`.
Stored table and column names are never touched: only module paths and Python symbols move.
"""

from __future__ import annotations

import argparse
import re
import shutil
import subprocess
import sys
import textwrap
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

# --- the mapping, as data -------------------------------------------------------------------------

# detection/: two clusters that never touch (puzzle statuses, battery change detection), the event
# records and rules both the battery and the pins produce, and triage (stage 3) on its own.
# Statistics both clusters share (detection/exact_stats.py, from the graph work) stay at the top
# of detection/; a module not listed here is not moved.
_DETECTION: dict[str, dict[str, str]] = {
    "puzzle": {
        "puzzle_baseline": "baseline",
        "puzzle_calibration": "calibration",
        "puzzle_counts": "counts",
        "puzzle_detectors": "detectors",
        "puzzle_explain": "explain",
        "puzzle_fixed_window": "fixed_window",
        "puzzle_power": "power",
        "puzzle_records": "records",
        "puzzle_simulation": "simulation",
        "puzzle_tokens": "tokens",
        "ratings": "ratings",
        "sequential": "sequential",
        "sequential_run": "sequential_run",
        "status": "status",
    },
    "battery": {
        "battery_baseline": "baseline",
        "battery_baseline_table": "baseline_table",
        "battery_events": "detect",
        "battery_fields": "fields",
        "battery_magnitude": "magnitude",
        "battery_method": "method",
        "battery_repeats": "repeats",
        "battery_thresholds": "thresholds",
        "battery_windows": "windows",
        "fdr": "fdr",
        "noise": "noise",
        "pair_readings": "pair_readings",
    },
    "events": {
        "battery_records": "records",
        "event_build": "build",
        "event_identity": "identity",
        "severity": "severity",
        "withdrawal": "withdrawal",
        "pin_events": "pins",
        "pin_resolution": "pin_resolution",
        "open_changes": "open_changes",
    },
}

# Old dotted module (or package) -> new dotted module (or package).
MODULE_MOVES: dict[str, str] = {
    f"detection.{old}": f"detection.{sub}.{new}"
    for sub, modules in _DETECTION.items()
    for old, new in modules.items()
}
MODULE_MOVES |= {
    # What the assets build on sits below both assets/ and dagster_project/, so the Definitions can
    # import the assets without the assets importing the Definitions' package.
    "dagster_project.settings": "runtime.settings",
    "dagster_project.errors": "runtime.errors",
    "dagster_project.partitions": "runtime.partitions",
    "dagster_project.resources": "runtime.resources",
    # Added by the gateway and cluster work; assets import them, so they sit below assets too.
    "dagster_project.gateway": "runtime.gateway",
    "dagster_project.pools": "runtime.pools",
    # Process control of the cluster profile and its run client: the benchmarks use them too.
    "dagster_project.cluster": "runtime.cluster",
    "dagster_project.cluster_client": "runtime.cluster_client",
    # Benchmarks and doc generation are not part of the Dagster project.
    "dagster_project.bench": "bench",
    "dagster_project.docs_gen": "report.method_doc",
}

# Data files that move with their module (old path -> new path), and the package-data lookups
# that find them (regex -> replacement).
DATA_MOVES: dict[str, str] = {
    "detection/severity_rules.json": "detection/events/severity_rules.json",
}
LITERAL_REWRITES: list[tuple[str, str]] = [
    (
        r"""files\((["'])detection\1\)(\s*\.joinpath\((?:RULES_FILE|["']severity_rules\.json["'])\))""",
        r"files(\1detection.events\1)\2",
    ),
]

# Python symbols renamed on word boundaries (pin events are events too, not battery events).
SYMBOL_RENAMES: dict[str, str] = {"BatteryEvent": "Event"}

# New packages and why each exists (the docstring of its __init__.py).
NEW_PACKAGES: dict[str, str] = {
    "detection/puzzle": "Puzzle statuses: ratings, the launch baseline, the fixed-window and "
    "sequential detectors and their calibration.\n\nNothing here reads the battery: the two suites "
    "meet only in the report.",
    "detection/battery": "Battery change detection: each verdict against the same prompt's "
    "previous days, under fixed thresholds and a false-discovery-rate control.",
    "detection/events": "Events, whoever states them (the battery detector or the pins): their "
    "records, identity, severity rules, withdrawal and the changes still open.",
    "runtime": "What the assets and the Dagster project both build on: settings, day partitions, "
    "resources and the errors a run reports.\n\nIt sits below both packages so "
    "`dagster_project.definitions` can import `assets/` without `assets/` importing "
    "`dagster_project/` back.",
    "bench": "Benchmarks (`modeldrift bench ...`): speed and accuracy figures for "
    "docs/performance.md, measured as ratios within one run, never asserted in timed tests.",
}
NEW_TOP_PACKAGES = ["runtime", "bench"]

TEXT_SUFFIXES = {".py", ".md", ".j2", ".toml", ".yaml", ".yml", ".cfg", ".ini", ".txt", ".html"}
TEXT_NAMES = {"Makefile", "run"}
SKIP_FILES = {"CHANGELOG.md", "tools/relayout.py"}

# --- the machinery --------------------------------------------------------------------------------


class RelayoutConflict(RuntimeError):
    """Old and new path both exist: a merge left two copies and a human must pick one."""


def _path_of(module: str, root: Path) -> tuple[Path, Path] | None:
    """The file or package directory a dotted module lives in, old layout, if either exists."""
    as_file = root / (module.replace(".", "/") + ".py")
    as_dir = root / module.replace(".", "/")
    if as_file.is_file():
        return as_file, as_file
    if (as_dir / "__init__.py").is_file():
        return as_dir, as_dir
    return None


def _new_path(module: str, is_dir: bool, root: Path) -> Path:
    rel = module.replace(".", "/")
    return root / (rel if is_dir else rel + ".py")


def _git(root: Path, *args: str) -> str:
    return subprocess.run(
        ["git", *args], cwd=root, check=True, capture_output=True, text=True
    ).stdout


def _tracked(root: Path, path: Path) -> bool:
    return bool(_git(root, "ls-files", "--", str(path.relative_to(root))).strip())


def _move(root: Path, old: Path, new: Path, apply: bool, log: list[str]) -> None:
    if not old.exists():
        return
    if new.is_dir() and not any(new.iterdir()):
        new.rmdir()  # an empty folder left by an interrupted run is not a second copy
    if new.exists():
        raise RelayoutConflict(
            f"both {old.relative_to(root)} and {new.relative_to(root)} exist; keep one "
            "(merge the other's changes into it), delete the other, and run again"
        )
    log.append(f"move {old.relative_to(root)} -> {new.relative_to(root)}")
    if not apply:
        return
    new.parent.mkdir(parents=True, exist_ok=True)
    if _tracked(root, old):
        _git(root, "mv", str(old.relative_to(root)), str(new.relative_to(root)))
    else:
        shutil.move(old, new)
    if old.is_dir():  # git mv leaves untracked leftovers (caches) behind
        shutil.rmtree(old, ignore_errors=True)


def move_files(root: Path, apply: bool, log: list[str]) -> None:
    """Step 1: move modules, packages and data files still at their old paths."""
    for old, new in MODULE_MOVES.items():
        found = _path_of(old, root)
        if found is None:
            continue
        old_path, _ = found
        _move(root, old_path, _new_path(new, old_path.is_dir(), root), apply, log)
    for old_rel, new_rel in DATA_MOVES.items():
        _move(root, root / old_rel, root / new_rel, apply, log)


def _docstring(text: str) -> str:
    """A module docstring wrapped to the house's line length, one line when it fits."""
    paragraphs = [textwrap.fill(p, width=96) for p in text.split("\n\n")]
    body = "\n\n".join(paragraphs)
    if "\n" not in body and len(body) <= 94:
        return f'"""{body}"""\n'
    return f'"""{body}\n"""\n'


def write_inits(root: Path, apply: bool, log: list[str]) -> None:
    """Step 2: each new package gets an __init__.py that says what belongs in it."""
    for package, why in NEW_PACKAGES.items():
        init = root / package / "__init__.py"
        if init.exists():
            continue
        log.append(f"create {init.relative_to(root)}")
        if apply:
            init.parent.mkdir(parents=True, exist_ok=True)
            init.write_text(_docstring(why), encoding="utf-8")


def _dotted_pattern(old: str) -> re.Pattern[str]:
    # Not preceded by a word character or a dot (`tests.detection.status` is another module), not
    # followed by a word character (`detection.status_x` is another module).
    return re.compile(rf"(?<![\w.]){re.escape(old)}(?!\w)")


def _path_pattern(old_rel: str) -> re.Pattern[str]:
    # `detection/status.py` must not match inside `tests/detection/status.py`; a folder prefix
    # (`dagster_project/bench/`) is followed by the rest of a path, a file name is not.
    tail = "" if old_rel.endswith("/") else r"(?!\w)"
    return re.compile(rf"(?<![\w/.]){re.escape(old_rel)}{tail}")


def _rewrite_from_imports(text: str) -> str:
    """`from detection import battery_thresholds as t` -> `from detection.battery import ...`."""
    line_re = re.compile(
        r"^(?P<indent>[ \t]*)from[ \t]+(?P<pkg>[\w.]+)[ \t]+import[ \t]+(?P<names>[^()\n#]+?)"
        r"(?P<tail>[ \t]*(?:#.*)?)$",
        re.M,
    )

    def one(match: re.Match[str]) -> str:
        pkg = match["pkg"]
        items = [n.strip() for n in match["names"].split(",") if n.strip()]
        parsed = []
        for item in items:
            name, _, alias = (p.strip() for p in item.partition(" as "))
            parsed.append((name, alias))
        if not any(f"{pkg}.{name}" in MODULE_MOVES for name, _ in parsed):
            return match[0]
        indent, lines, kept = match["indent"], [], []
        for name, alias in parsed:
            target = MODULE_MOVES.get(f"{pkg}.{name}")
            if target is None:
                kept.append(f"{name} as {alias}" if alias else name)
                continue
            parent, _, leaf = target.rpartition(".")
            bound = alias or name  # the name the importing code uses stays the same
            if not parent:
                lines.append(f"{indent}import {leaf}" + (f" as {bound}" if bound != leaf else ""))
            else:
                lines.append(
                    f"{indent}from {parent} import {leaf}"
                    + (f" as {bound}" if bound != leaf else "")
                )
        if kept:
            lines.insert(0, f"{indent}from {pkg} import {', '.join(kept)}")
        return "\n".join(lines)

    return line_re.sub(one, text)


def _rewriters() -> list[Callable[[str, str], str]]:
    """Text rewrites, each idempotent: a rewritten reference no longer matches its pattern."""
    dotted = sorted(MODULE_MOVES.items(), key=lambda kv: -len(kv[0]))
    paths: list[tuple[re.Pattern[str], str]] = []
    for old, new in dotted:
        old_rel, new_rel = old.replace(".", "/"), new.replace(".", "/")
        paths.append((_path_pattern(old_rel + ".py"), new_rel + ".py"))
        paths.append((_path_pattern(old_rel + "/"), new_rel + "/"))
    for old_rel, new_rel in DATA_MOVES.items():
        paths.append((_path_pattern(old_rel), new_rel))
    dotted_res = [(_dotted_pattern(old), new) for old, new in dotted]
    literal_res = [(re.compile(p), r) for p, r in LITERAL_REWRITES]
    symbol_res = [(re.compile(rf"\b{re.escape(o)}\b"), n) for o, n in SYMBOL_RENAMES.items()]

    def from_imports(text: str, suffix: str) -> str:
        return _rewrite_from_imports(text) if suffix == ".py" else text

    def modules(text: str, suffix: str) -> str:
        for pattern, new in dotted_res:
            text = pattern.sub(new, text)
        return text

    def file_paths(text: str, suffix: str) -> str:
        for pattern, new in paths:
            text = pattern.sub(new, text)
        return text

    def literals(text: str, suffix: str) -> str:
        for pattern, new in literal_res:
            text = pattern.sub(new, text)
        return text

    def symbols(text: str, suffix: str) -> str:
        if suffix not in {".py", ".md", ".j2"}:
            return text
        for pattern, new in symbol_res:
            text = pattern.sub(new, text)
        for new in SYMBOL_RENAMES.values():  # "a BatteryEvent" reads "an Event" after the rename
            if new[0].lower() in "aeiou":
                text = re.sub(rf"\b([Aa]) (`?{re.escape(new)}\b)", r"\1n \2", text)
        return text

    return [from_imports, modules, file_paths, literals, symbols]


def text_files(root: Path) -> list[Path]:
    """Tracked and new (not ignored) text files, minus history and this script's own tables."""
    listed = _git(root, "ls-files", "-co", "--exclude-standard").splitlines()
    out = []
    for rel in listed:
        path = root / rel
        if rel in SKIP_FILES or not path.is_file():
            continue
        if path.suffix in TEXT_SUFFIXES or path.name in TEXT_NAMES:
            out.append(path)
    return out


def rewrite_references(root: Path, apply: bool, log: list[str]) -> list[Path]:
    """Step 3: rewrite every reference to a moved module, path or renamed symbol."""
    changed = []
    rewriters = _rewriters()
    for path in text_files(root):
        try:
            before = path.read_text(encoding="utf-8")
        except UnicodeDecodeError:
            continue
        after = before
        for rewrite in rewriters:
            after = rewrite(after, path.suffix)
        if after != before:
            for old in SYMBOL_RENAMES.values():
                if path.suffix == ".py" and re.search(rf"(?<![\w.]){old}\b", before):
                    log.append(f"warning: {path.relative_to(root)} already used {old!r}; check it")
            log.append(f"rewrite {path.relative_to(root)}")
            changed.append(path)
            if apply:
                path.write_text(after, encoding="utf-8")
    return changed


def register_packages(root: Path, apply: bool, log: list[str]) -> None:
    """Step 4: pyproject's package list names every top-level package."""
    pyproject = root / "pyproject.toml"
    text = pyproject.read_text(encoding="utf-8")
    match = re.search(r"include = \[(?P<items>[^\]]*)\]", text)
    if match is None:
        log.append("warning: pyproject.toml has no packages include list; add the new packages")
        return
    present = re.findall(r'"([^"]+)\*"', match["items"])
    missing = [p for p in NEW_TOP_PACKAGES if p not in present]
    if not missing:
        return
    items = match["items"].rstrip() + "".join(f', "{p}*"' for p in missing)
    log.append(f"pyproject: add packages {missing}")
    if apply:
        pyproject.write_text(
            text[: match.start("items")] + items + text[match.end("items") :], encoding="utf-8"
        )


def tidy(root: Path, changed: list[Path], log: list[str]) -> None:
    """Step 5: sort the imports the rewrite touched and format those files (ruff)."""
    py = [str(p) for p in changed if p.suffix == ".py" and p.exists()]
    if not py:
        return
    ruff = Path(sys.executable).with_name("ruff")
    command = [str(ruff)] if ruff.exists() else [sys.executable, "-m", "ruff"]
    subprocess.run([*command, "check", "--select", "I", "--fix", "--quiet", *py], cwd=root)
    subprocess.run([*command, "format", "--quiet", *py], cwd=root, check=True)
    log.append(f"ruff: sorted imports and formatted {len(py)} file(s)")


def relayout(root: Path, apply: bool) -> list[str]:
    """Run every step; with `apply=False` only report what would change."""
    log: list[str] = []
    move_files(root, apply, log)
    write_inits(root, apply, log)
    changed = rewrite_references(root, apply, log)
    register_packages(root, apply, log)
    if apply:
        tidy(root, changed, log)
    return log


def main(argv: list[str] | None = None) -> int:
    """Command line: apply by default; `--check` reports and fails if anything would change."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="change nothing; exit 1 if needed")
    parser.add_argument("--root", type=Path, default=ROOT, help="repository root")
    args = parser.parse_args(argv)
    try:
        log = relayout(args.root.resolve(), apply=not args.check)
    except RelayoutConflict as exc:
        print(f"relayout: {exc}", file=sys.stderr)
        return 2
    for line in log:
        print(line)
    if args.check:
        pending = [line for line in log if not line.startswith("warning")]
        print("relayout: up to date" if not pending else f"relayout: {len(pending)} change(s)")
        return 1 if pending else 0
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
