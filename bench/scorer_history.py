"""An earlier scorer version, materialised from git history, for side-by-side benchmarks and tests.

Keeping a second copy of the scorer in the tree would let the two drift apart silently; git already
holds every version byte for byte. `load_scorer("v1")` finds the last commit whose
`scoring/version.py` still says that version (the parent of the commit that bumped it), extracts
its `scoring/` package with `git archive` into a scratch directory under another package name
(`scoring_v1`), rewrites its own absolute imports to that name, and imports it beside the current
scorer. Needs a clone with history: a shallow copy or a source tarball gets a one-line error.
"""

from __future__ import annotations

import atexit
import importlib
import io
import re
import shutil
import subprocess
import sys
import tarfile
import tempfile
from pathlib import Path
from types import ModuleType

ROOT = Path(__file__).resolve().parents[1]
_IMPORT = re.compile(r"\b(from|import)\s+scoring(?=[.\s])")


class ScorerHistoryError(RuntimeError):
    """An earlier scorer version cannot be materialised from git history."""


def _git(*args: str) -> str:
    git = shutil.which("git")
    if git is None:
        raise ScorerHistoryError("git is not installed; earlier scorers come from git history")
    done = subprocess.run(
        [git, "-C", str(ROOT), *args], capture_output=True, check=False, timeout=60
    )
    if done.returncode != 0:
        message = done.stderr.decode(errors="replace").strip().splitlines()
        raise ScorerHistoryError(
            f"git {' '.join(args[:2])} failed in {ROOT} ({message[-1] if message else 'no output'}); "
            "earlier scorers are read from git history: run from a full clone (not shallow)"
        )
    return done.stdout.decode()


def version_commit(version: str) -> str:
    """The newest commit whose scoring/ is scorer ``version``: the parent of the commit that bumped
    `SCORER_VERSION` past it, or HEAD when it is still current."""
    marker = f'SCORER_VERSION = "{version}"'
    current = (ROOT / "scoring" / "version.py").read_text(encoding="utf-8")
    if marker in current:
        return _git("rev-parse", "HEAD").strip()
    changes = _git("log", "--format=%H", "-S", marker, "--", "scoring/version.py").split()
    # -S lists the commits that added or removed the marker, newest first: the newest removed it.
    if len(changes) < 2:
        raise ScorerHistoryError(
            f"scorer {version!r} is not in this clone's history of scoring/version.py; "
            "run from a full clone (not shallow)"
        )
    return _git("rev-parse", f"{changes[0]}^").strip()


_LOADED: dict[str, ModuleType] = {}


def load_scorer(version: str) -> ModuleType:
    """The ``scoring`` package of scorer ``version`` as module ``scoring_<version>``.

    The package is extracted once per process into a temporary directory that lives as long as it.
    """
    name = f"scoring_{version}"
    if name in _LOADED:
        return _LOADED[name]
    return load_scoring_at(version_commit(version), name)


def load_scoring_at(commit: str, name: str) -> ModuleType:
    """The ``scoring`` package as it stood at ``commit``, imported as module ``name`` (once per
    process; a reference for tests that hold faster code to the same readings)."""
    if name in _LOADED:
        return _LOADED[name]
    git = shutil.which("git")
    if git is None:
        raise ScorerHistoryError("git is not installed; earlier scorers come from git history")
    archive = subprocess.run(
        [git, "-C", str(ROOT), "archive", "--format=tar", commit, "scoring/"],
        capture_output=True,
        check=False,
        timeout=60,
    )
    if archive.returncode != 0:
        raise ScorerHistoryError(
            f"git archive {commit[:12]} scoring/ failed; run from a full clone (not shallow)"
        )
    scratch = _scratch(name)
    with tarfile.open(fileobj=io.BytesIO(archive.stdout)) as tar:
        tar.extractall(scratch, filter="data")
    return _import_renamed(scratch, name)


def load_scoring_copy(name: str) -> ModuleType:
    """The ``scoring`` package as it stands in this tree, imported a second time as module
    ``name`` (once per process): a copy whose module globals a test may swap (a shortcut for the
    slow form it stands in for) without touching the scorer under test or its caches."""
    if name in _LOADED:
        return _LOADED[name]
    scratch = _scratch(name)
    shutil.copytree(
        ROOT / "scoring", scratch / "scoring", ignore=shutil.ignore_patterns("__pycache__")
    )
    return _import_renamed(scratch, name)


def _scratch(name: str) -> Path:
    """A temporary folder for one copy of the package, removed when the process exits."""
    scratch = Path(tempfile.mkdtemp(prefix=f"modeldrift-{name}-"))
    # The copy lives as long as the process; without this every test session and bench run
    # left one behind in the temporary folder.
    atexit.register(shutil.rmtree, scratch, ignore_errors=True)
    return scratch


def _import_renamed(scratch: Path, name: str) -> ModuleType:
    """Import ``scratch/scoring`` as package ``name``, its own absolute imports rewritten to it."""
    package = scratch / name
    (scratch / "scoring").rename(package)
    for path in package.rglob("*.py"):
        text = path.read_text(encoding="utf-8")
        path.write_text(_IMPORT.sub(rf"\1 {name}", text), encoding="utf-8")
    sys.path.insert(0, str(scratch))
    try:
        module = importlib.import_module(name)
        for sub in ("batch", "scorer", "version"):
            importlib.import_module(f"{name}.{sub}")
    finally:
        sys.path.remove(str(scratch))
    _LOADED[name] = module
    return module
