"""Every command the README and docs/*.md show runs, as shown, and succeeds.

Commands are read from the markdown itself: every line of every fenced `sh` block (a `python`
block runs as a script), so a command added to the docs is covered without touching this file.
Every fenced block must say what it holds (`sh`, `python`, `text`, ...), so a command cannot hide
in an unlabelled block. Each file's commands run in order in one shell session (an `export`
carries over to the next command), from a scratch folder that mirrors the repository (so a
relative path like `.venv/bin/modeldrift` or `providers/scenarios/demo.json` works and anything a
command writes lands in the scratch folder), with every path the pipeline writes in a temporary
place and every gateway on 127.0.0.1: never the internet, never a real key.

The few adjustments are explicit below (SKIP, BACKGROUND, REWRITE), each with its reason.
"""

from __future__ import annotations

import json
import os
import re
import signal
import socket
import subprocess
from dataclasses import dataclass
from pathlib import Path

import pytest

from tests.archive_edit import copy_warehouse
from tests.conftest import SCENARIOS, DemoBuild, start_simulator

pytestmark = pytest.mark.e2e

REPO = Path(__file__).resolve().parents[2]
DOC_FILES = [REPO / "README.md", *sorted((REPO / "docs").glob("*.md"))]
FENCE = re.compile(r"^(`{3,})(.*)$")
RUN_LANGUAGES = {"sh", "python"}
COMMAND_TIMEOUT_S = 600

# Commands that cannot run here, matched on the command without its comment.
SKIP = {
    # The suite itself: running it from inside the suite would run this test again.
    "make test": "the whole suite",
    # A server on Dagster's fixed port 3000 that runs until stopped; a concurrent test run would
    # collide on the port. tests/dagster_project/test_dagster_dev.py starts `dagster dev` with
    # the same workspace and an absolute DAGSTER_HOME on a free port and checks the UI answers.
    "make dev": "a long-running server on a fixed port (see test_dagster_dev.py)",
}
# Commands that serve until stopped: started in the background, the session goes on once they
# print their first line (the simulator prints its URL), and they are stopped at the end.
BACKGROUND = ("modeldrift sim serve",)
# (pattern, replacement, why). Applied to every command before it runs.
REWRITE = [
    # A fixed port would collide with another test run on the same machine.
    (re.compile(r"\b8700\b"), "{port}", "a free port instead of 8700"),
    # Half a million rows is a benchmark's size, not a smoke test's: same code, fewer rows.
    (
        re.compile(r"(modeldrift bench rescore)(\s|$)"),
        r"\1 --n 2000\2",
        "bench rescore on 2,000 rows",
    ),
    # The detector benchmark simulates 8,000 model-years (minutes); 40 run the same code.
    (
        re.compile(r"(modeldrift bench detector)(\s|$)"),
        r"\1 --histories 40\2",
        "bench detector on 40 histories",
    ),
    # A year of 20 models is a benchmark's size (its archive alone takes minutes to build); 8 days
    # of the demo's 5 models run the same build, the same single-run backfill and the same line.
    (
        re.compile(r"(modeldrift bench backfill)(\s|$)"),
        r"\1 --days 8 --clones 1\2",
        "bench backfill on 8 days of 5 models",
    ),
    # A day of 20 models at 500 ms is half a minute or more; 2 models at 50 ms run the same code.
    (
        re.compile(r"(modeldrift bench collect)(\s|$)"),
        r"\1 --models 2 --latency-ms 50 --no-workers\2",
        "bench collect on 2 models",
    ),
]


@dataclass
class Command:
    path: Path
    line: int
    language: str
    text: str

    @property
    def where(self) -> str:
        return f"{self.path.relative_to(REPO)}:{self.line}"

    @property
    def bare(self) -> str:
        """The command without a trailing `# comment`."""
        return re.sub(r"\s+#\s.*$", "", self.text).strip()


def fenced_blocks(path: Path) -> list[tuple[int, str, list[str]]]:
    """(first line number, language, lines) of every fenced block."""
    blocks, lines = [], path.read_text(encoding="utf-8").splitlines()
    i = 0
    while i < len(lines):
        match = FENCE.match(lines[i])
        if match and not lines[i].startswith(match.group(1) + "`"):
            fence, language = match.group(1), match.group(2).strip()
            body, j = [], i + 1
            while j < len(lines) and not lines[j].startswith(fence):
                body.append(lines[j])
                j += 1
            blocks.append((i + 1, language, body))
            i = j + 1
        else:
            i += 1
    return blocks


def commands_in(path: Path) -> list[Command]:
    found = []
    for first, language, body in fenced_blocks(path):
        if language == "python":
            found.append(Command(path, first, "python", "\n".join(body)))
        elif language == "sh":
            pending, start = "", first
            for n, raw in enumerate(body, start=first + 1):
                if not pending:
                    start = n
                pending += raw.strip() if pending else raw.rstrip()
                if pending.endswith("\\"):
                    pending = pending[:-1].rstrip() + " "
                    continue
                if pending.strip() and not pending.strip().startswith("#"):
                    found.append(Command(path, start, "sh", pending.strip()))
                pending = ""
    return found


def test_every_fenced_block_says_what_it_holds() -> None:
    unlabelled = [
        f"{path.relative_to(REPO)}:{line}"
        for path in DOC_FILES
        for line, language, _ in fenced_blocks(path)
        if not language
    ]
    assert unlabelled == [], f"label these blocks (sh, python, text, ...): {unlabelled}"


LINK = re.compile(r"\[[^\]]*\]\(([^)\s]+)\)")


def test_links_stay_inside_the_repository() -> None:
    outside = []
    for path in DOC_FILES:
        text = path.read_text(encoding="utf-8")
        for target in LINK.findall(text):
            if re.match(r"^[a-z]+:", target) or target.startswith("#"):
                continue
            resolved = (path.parent / target.split("#")[0]).resolve()
            if not resolved.is_relative_to(REPO) or not resolved.exists():
                outside.append(f"{path.relative_to(REPO)}: {target}")
        outside += [f"{path.relative_to(REPO)}: `{m}`" for m in re.findall(r"`(\.\./[^`]*)`", text)]
    assert outside == [], f"links to files outside the repository (or missing): {outside}"


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def _scratch(root: Path) -> Path:
    """A folder whose entries are links to the repository's, so relative paths resolve."""
    work = root / "checkout"
    work.mkdir()
    for entry in REPO.iterdir():
        if entry.name in {".git", "var"}:
            continue
        (work / entry.name).symlink_to(entry)
    return work


def _live_scenario(root: Path) -> Path:
    """The demo scenario plus the aliases the README's OpenRouter example tracks."""
    scenario = json.loads((SCENARIOS / "demo.json").read_text(encoding="utf-8"))
    steady = scenario["models"][0]
    for alias in ("anthropic/claude-sonnet-4", "openai/gpt-4o"):
        twin = json.loads(json.dumps(steady))
        twin["alias"] = alias
        twin["versions"] = [{"slug": f"{alias}-2026-05-14", "from": steady["versions"][0]["from"]}]
        scenario["models"].append(twin)
    path = root / "live-lookalike.json"
    path.write_text(json.dumps(scenario), encoding="utf-8")
    return path


class Session:
    """One shell session: commands in order, the environment carried from one to the next."""

    def __init__(self, cwd: Path, env: dict[str, str], port: int) -> None:
        self.cwd, self.env, self.port = cwd, env, port
        self.background: list[subprocess.Popen[str]] = []
        self.env_file = cwd.parent / "session.env"

    def run(self, command: Command) -> tuple[bool, str]:
        text = command.text
        for pattern, replacement, _ in REWRITE:
            text = pattern.sub(replacement.format(port=self.port), text)
        if command.language == "python":
            script = self.cwd.parent / f"block-{command.line}.py"
            script.write_text(text, encoding="utf-8")
            argv = [str(REPO / ".venv" / "bin" / "python"), str(script)]
            done = subprocess.run(
                argv,
                cwd=self.cwd,
                env=self.env,
                capture_output=True,
                text=True,
                timeout=COMMAND_TIMEOUT_S,
            )
            return done.returncode == 0, done.stdout + done.stderr
        if any(b in command.bare for b in BACKGROUND):
            return self._start(text)
        wrapped = f'{text}\n__rc=$?\nenv -0 > "{self.env_file}"\nexit $__rc\n'
        done = subprocess.run(
            ["bash", "-c", wrapped],
            cwd=self.cwd,
            env=self.env,
            capture_output=True,
            text=True,
            timeout=COMMAND_TIMEOUT_S,
        )
        if self.env_file.exists():
            pairs = self.env_file.read_bytes().split(b"\0")
            self.env = dict(p.decode("utf-8", "replace").split("=", 1) for p in pairs if b"=" in p)
            self.env.pop("__rc", None)
        return done.returncode == 0, done.stdout + done.stderr

    def _start(self, text: str) -> tuple[bool, str]:
        proc = subprocess.Popen(
            ["bash", "-c", f"exec {text}"],
            cwd=self.cwd,
            env=self.env,
            text=True,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
        )
        self.background.append(proc)
        first = proc.stdout.readline() if proc.stdout else ""
        return bool(first.strip()) and proc.poll() is None, first

    def close(self) -> None:
        for proc in self.background:
            if proc.poll() is None:
                proc.send_signal(signal.SIGTERM)
            try:
                proc.wait(timeout=30)
            except subprocess.TimeoutExpired:
                proc.kill()


# Every documented command in one session: the demo, the benchmarks at smoke size, and the
# README's cluster section (PostgreSQL, Redis, workers up, a backfill through them, all stopped).
# Each command keeps its own COMMAND_TIMEOUT_S; the session as a whole needs longer than the
# suite's default per-test limit.
@pytest.mark.timeout(1500)
def test_every_command_in_the_docs_runs(demo_build: DemoBuild, tmp_path: Path) -> None:
    work = _scratch(tmp_path)
    var = tmp_path / "var"
    var.mkdir()
    # `make demo` would build 21 days from nothing (minutes); seeded with the session's demo
    # build (the same scenario, days and models), it runs every stage again and sends nothing.
    copy_warehouse(demo_build.warehouse.path, var / "warehouse.duckdb")
    base = {k: v for k, v in os.environ.items() if not k.startswith(("MODELDRIFT_", "OPENROUTER_"))}
    base.update(
        {
            "PATH": f"{REPO / '.venv' / 'bin'}{os.pathsep}{base.get('PATH', '')}",
            "MODELDRIFT_WAREHOUSE_PATH": str(var / "warehouse.duckdb"),
            "MODELDRIFT_REPORT_DIR": str(var / "report"),
            "DAGSTER_HOME": str(var / "dagster"),
            # `make cluster` serves the UI on 3300 unless told otherwise; a free port keeps it
            # clear of a cluster another test run (or the developer) has up on this machine.
            "CLUSTER_WEB_PORT": str(_free_port()),
        }
    )
    (var / "dagster").mkdir()
    # The README's OpenRouter example runs as written, with its placeholder key, against a
    # loopback look-alike serving the aliases it names (and the demo's): never the internet.
    lookalike = start_simulator(_live_scenario(tmp_path))
    base["OPENROUTER_BASE_URL"] = lookalike.base_url

    ran, skipped, failures = 0, [], []
    try:
        for path in DOC_FILES:
            session = Session(work, dict(base), _free_port())
            try:
                for command in commands_in(path):
                    if command.bare in SKIP:
                        skipped.append(f"{command.where} {command.bare}")
                        continue
                    ok, output = session.run(command)
                    ran += 1
                    if not ok:
                        tail = "\n".join(output.strip().splitlines()[-8:])
                        failures.append(f"{command.where}: {command.bare}\n{tail}")
            finally:
                session.close()
    finally:
        lookalike.stop()
    assert failures == [], "commands shown in the docs failed:\n\n" + "\n\n".join(failures)
    assert ran >= 12, f"only {ran} commands found: is the extraction broken?"
    assert sorted(s.split(" ", 1)[1] for s in skipped) == sorted(SKIP), (
        f"every skip names a command the docs still show: {skipped}"
    )
    print(f"docs: ran {ran} commands from {len(DOC_FILES)} files, skipped {skipped}")


def test_extraction_reads_blocks_and_continuations(tmp_path: Path) -> None:
    doc = tmp_path / "x.md"
    doc.write_text(
        "text\n\n```sh\n# a comment\nmodeldrift a   # why\ncurl -s \\\n     http://x\n```\n\n"
        "```text\nmodeldrift not-a-command\n```\n\n```python\nprint(1)\n```\n",
        encoding="utf-8",
    )
    got = [(c.language, c.bare) for c in commands_in(doc)]
    assert got == [("sh", "modeldrift a"), ("sh", "curl -s http://x"), ("python", "print(1)")]
