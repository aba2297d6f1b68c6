"""Start and stop the cluster profile on this machine: PostgreSQL, Redis, the Dagster daemon and
webserver, and Celery workers, each a separate process (deploy/cluster/, docs/scaling.md).

`make cluster` and the cluster tests use the same two functions. Everything lives in one folder:
PostgreSQL's data, Redis's, DAGSTER_HOME (holding deploy/cluster/dagster.yaml), the warehouse,
the logs, `cluster.env` (the variables a shell needs to talk to the cluster) and one PID file
per process under `pids/`. Each process is started in a session of its own, so its PID is also
its process group: stopping signals exactly the groups this module started (the daemon's and the
webserver's code servers and run workers go with them) and waits until none of their processes
is left.

PostgreSQL refuses to run as root; started by root, it runs as Debian's `postgres` user, which
then owns the data folder.
"""

from __future__ import annotations

import contextlib
import os
import pwd
import shutil
import signal
import socket
import subprocess
import sys
import time
from collections.abc import Mapping
from pathlib import Path

from runtime.cluster_settings import CELERY_SETTINGS
from runtime.settings import PROJECT_ROOT

CLUSTER_DAGSTER_YAML = PROJECT_ROOT / "deploy" / "cluster" / "dagster.yaml"
WORKSPACE_YAML = PROJECT_ROOT / "workspace.yaml"
POSTGRES_BIN_DIRS = sorted(Path("/usr/lib/postgresql").glob("*/bin"), reverse=True)
START_TIMEOUT_S = 120.0
STOP_TIMEOUT_S = 30.0


class ClusterError(RuntimeError):
    """A part of the cluster did not start, or would not stop."""


def _bin(name: str) -> str:
    """A PostgreSQL binary: on PATH, or in Debian's versioned folder."""
    found = shutil.which(name)
    if found:
        return found
    for folder in POSTGRES_BIN_DIRS:
        if (folder / name).exists():
            return str(folder / name)
    raise ClusterError(
        f"{name!r} not found; install Debian's PostgreSQL (apt-get install postgresql)"
    )


def free_port(host: str = "127.0.0.1") -> int:
    """A TCP port nobody listens on right now."""
    with socket.socket() as sock:
        sock.bind((host, 0))
        return int(sock.getsockname()[1])


def cluster_env(root: Path) -> dict[str, str]:
    """The variables recorded in `root/cluster.env` by `start`."""
    env: dict[str, str] = {}
    for line in (root / "cluster.env").read_text(encoding="utf-8").splitlines():
        if line and not line.startswith("#") and "=" in line:
            key, value = line.split("=", 1)
            env[key] = value
    return env


def start(
    root: Path,
    *,
    web_port: int = 3300,
    workers: int = 2,
    listen: tuple[str, ...] = ("127.0.0.1",),
    extra_env: Mapping[str, str] | None = None,
    webserver: bool = True,
    base_env: Mapping[str, str] | None = None,
) -> dict[str, str]:
    """Start every part under `root`; return the environment that talks to it.

    `listen` are the addresses PostgreSQL and Redis accept connections on (the first is the one
    the cluster's own processes use); a worker on another host or network namespace connects to
    one of the others. The processes inherit `base_env` (default: this process's environment)
    with the cluster's own variables on top. On any failure, whatever was started is stopped
    again.
    """
    root = root.resolve()
    if (root / "pids").exists() and any((root / "pids").iterdir()):
        raise ClusterError(
            f"a cluster already runs from {str(root)!r} (PID files in pids/); "
            "stop it first with `make cluster-stop`"
        )
    for sub in ("pids", "logs", "redis", "dagster_home", "celery"):
        (root / sub).mkdir(parents=True, exist_ok=True)
    host = listen[0]
    pg_port, redis_port = free_port(host), free_port(host)
    env = {
        "DAGSTER_HOME": str(root / "dagster_home"),
        "DAGSTER_POSTGRES_URL": f"postgresql+psycopg2://dagster@{host}:{pg_port}/dagster",
        "MODELDRIFT_EXECUTOR": "celery",
        "MODELDRIFT_CELERY_BROKER": f"redis://{host}:{redis_port}/0",
        "MODELDRIFT_WAREHOUSE_PATH": str(root / "warehouse.duckdb"),
        "MODELDRIFT_REPORT_DIR": str(root / "report"),
        **dict(extra_env or {}),
    }
    if webserver:
        env["MODELDRIFT_CLUSTER_URL"] = f"http://127.0.0.1:{web_port}"
    shutil.copyfile(CLUSTER_DAGSTER_YAML, root / "dagster_home" / "dagster.yaml")
    write_celery_config(root / "celery", env["MODELDRIFT_CELERY_BROKER"])
    (root / "cluster.env").write_text(
        "# Variables of the cluster started here; `set -a; . ./cluster.env; set +a`\n"
        + "".join(f"{k}={v}\n" for k, v in env.items()),
        encoding="utf-8",
    )
    try:
        _start_postgres(root, pg_port, listen)
        _start_redis(root, redis_port, listen, base_env)
        full = {**(os.environ if base_env is None else base_env), **env}
        create_instance_tables(root, full)
        _spawn(
            root, "daemon", [_venv_bin("dagster-daemon"), "run", "-w", str(WORKSPACE_YAML)], full
        )
        if webserver:
            _spawn(
                root,
                "webserver",
                [
                    _venv_bin("dagster-webserver"),
                    "-w",
                    str(WORKSPACE_YAML),
                    "-h",
                    "127.0.0.1",
                    "-p",
                    str(web_port),
                ],
                full,
            )
        for n in range(1, workers + 1):
            start_worker(root, f"worker{n}", full)
        if webserver:
            _wait_http(f"http://127.0.0.1:{web_port}/server_info", root, "webserver")
        for name, pid in recorded_pids(root).items():
            if name != "postgres" and not _alive(pid, group=False):
                raise ClusterError(exit_report(root, name))
    except BaseException:
        stop(root)
        raise
    return env


def write_celery_config(folder: Path, broker: str) -> Path:
    """The module Celery workers import for their settings (the same as the executor's)."""
    folder.mkdir(parents=True, exist_ok=True)
    lines = [f"broker_url = {broker!r}", f"result_backend = {broker!r}"]
    lines += [f"{key} = {value!r}" for key, value in CELERY_SETTINGS.items()]
    path = folder / "dagster_celery_config.py"
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path


def worker_command(name: str) -> list[str]:
    """One Celery worker that runs one step at a time (its own concurrency limit)."""
    return [
        _venv_bin("celery"),
        "-A",
        "dagster_celery.app",
        "worker",
        "-n",
        f"{name}@%h",
        "-Q",
        "dagster",
        "--concurrency",
        "1",
        "--prefetch-multiplier",
        "1",
        "--loglevel",
        "INFO",
    ]


def start_worker(
    root: Path,
    name: str,
    env: Mapping[str, str],
    prefix: list[str] | None = None,
    config_dir: Path | None = None,
) -> int:
    """Start a Celery worker (optionally under `prefix`, e.g. `ip netns exec NS`, with its own
    Celery config folder from `write_celery_config`); its PID."""
    worker_env = dict(env)
    config = config_dir or root / "celery"
    worker_env["PYTHONPATH"] = os.pathsep.join(
        p for p in (str(config), str(PROJECT_ROOT), env.get("PYTHONPATH", "")) if p
    )
    return _spawn(root, name, [*(prefix or []), *worker_command(name)], worker_env)


def _venv_bin(name: str) -> str:
    """A console script of the running interpreter's environment."""
    candidate = Path(sys.executable).parent / name
    return str(candidate) if candidate.exists() else name


def _spawn(root: Path, name: str, argv: list[str], env: Mapping[str, str]) -> int:
    log = open(root / "logs" / f"{name}.log", "ab")  # noqa: SIM115 - the child keeps it
    try:
        proc = subprocess.Popen(
            argv,
            cwd=PROJECT_ROOT,
            env=dict(env),
            stdin=subprocess.DEVNULL,
            stdout=log,
            stderr=subprocess.STDOUT,
            start_new_session=True,
        )
    finally:
        log.close()
    (root / "pids" / f"{name}.pid").write_text(f"{proc.pid}\n", encoding="utf-8")
    return proc.pid


def _as_postgres() -> list[str]:
    """PostgreSQL will not run as root: run its commands as the `postgres` user then."""
    if os.geteuid() != 0:
        return []
    try:
        pwd.getpwnam("postgres")
    except KeyError as exc:
        raise ClusterError(
            "running as root and there is no 'postgres' user to run PostgreSQL as; "
            "install Debian's postgresql package"
        ) from exc
    return ["runuser", "-u", "postgres", "--"]


def _start_postgres(root: Path, port: int, listen: tuple[str, ...]) -> None:
    data = root / "pgdata"
    as_pg = _as_postgres()
    if as_pg:
        # The postgres user must reach its folder: open the path's folders for traversal.
        for folder in [root, *root.parents]:
            mode = folder.stat().st_mode
            if not mode & 0o001:
                folder.chmod(mode | 0o001)
    if not (data / "PG_VERSION").exists():
        data.mkdir(mode=0o700, exist_ok=True)
        if as_pg:
            shutil.chown(data, "postgres", "postgres")
        _checked(
            [
                *as_pg,
                _bin("initdb"),
                "-D",
                str(data),
                "-U",
                "dagster",
                "--auth=trust",
                "-E",
                "UTF8",
            ],
            root,
            "initdb",
        )
        hba = data / "pg_hba.conf"
        extra = "".join(f"host all all {addr}/32 trust\n" for addr in listen[1:])
        extra += "".join(f"host all all {net} trust\n" for net in _peer_nets(listen))
        with open(hba, "a", encoding="utf-8") as fh:
            fh.write(extra)
    log = root / "logs" / "postgres.log"
    if as_pg:
        log.touch()
        shutil.chown(log, "postgres", "postgres")
    # TCP only: a Unix-domain socket in the data folder fails when the folder's path is long
    # (its socket path may not pass 107 bytes), and every client here connects over TCP.
    options = f"-p {port} -c unix_socket_directories= -c listen_addresses={','.join(listen)}"
    _checked(
        [*as_pg, _bin("pg_ctl"), "-D", str(data), "-l", str(log), "-o", options, "-w", "start"],
        root,
        "pg_ctl",
    )
    pid = (data / "postmaster.pid").read_text(encoding="utf-8").splitlines()[0].strip()
    (root / "pids" / "postgres.pid").write_text(f"{pid}\n", encoding="utf-8")
    deadline = time.monotonic() + START_TIMEOUT_S
    while True:
        done = subprocess.run(
            [
                _bin("psql"),
                "-h",
                listen[0],
                "-p",
                str(port),
                "-U",
                "dagster",
                "-d",
                "postgres",
                "-c",
                "CREATE DATABASE dagster",
            ],
            capture_output=True,
            text=True,
        )
        if done.returncode == 0 or "already exists" in done.stderr:
            return
        if time.monotonic() > deadline:
            raise ClusterError(f"PostgreSQL did not accept the database: {done.stderr.strip()}")
        time.sleep(0.5)


def _peer_nets(listen: tuple[str, ...]) -> list[str]:
    """The /24 of each extra address: the other end of a veth pair lives there."""
    return [".".join(addr.split(".")[:3]) + ".0/24" for addr in listen[1:]]


def _start_redis(
    root: Path, port: int, listen: tuple[str, ...], base_env: Mapping[str, str] | None
) -> None:
    server = shutil.which("redis-server")
    if server is None:
        raise ClusterError(
            "redis-server not found; `make cluster` installs it (apt-get install redis-server)"
        )
    _spawn(
        root,
        "redis",
        [
            server,
            "--port",
            str(port),
            "--bind",
            *listen,
            "--protected-mode",
            "no",
            "--dir",
            str(root / "redis"),
            "--save",
            "",
            "--appendonly",
            "no",
        ],
        os.environ if base_env is None else base_env,
    )
    deadline = time.monotonic() + START_TIMEOUT_S
    while True:
        with contextlib.suppress(OSError), socket.create_connection((listen[0], port), 1) as s:
            s.sendall(b"PING\r\n")
            if s.recv(16).startswith(b"+PONG"):
                return
        if time.monotonic() > deadline:
            raise ClusterError(f"Redis did not answer on port {port}; see {root}/logs/redis.log")
        time.sleep(0.2)


def create_instance_tables(root: Path, env: Mapping[str, str]) -> None:
    """Create the instance's tables in PostgreSQL once, before any Dagster process starts.

    The daemon and the webserver each create the tables they miss when they first connect; on an
    empty database the two did so at once, and on a loaded machine the loser could exhaust
    dagster-postgres's short retry and exit (CI saw the daemon exit at start). One migration run
    first leaves both nothing to create.
    """
    _checked([_venv_bin("dagster"), "instance", "migrate"], root, "dagster instance migrate", env)


def exit_report(root: Path, name: str) -> str:
    """One line: which process exited, the last lines it logged, and where the whole log is."""
    log = root / "logs" / f"{name}.log"
    lines = (
        log.read_text(encoding="utf-8", errors="replace").strip().splitlines()
        if log.exists()
        else []
    )
    tail = " | ".join(line.strip() for line in lines[-4:] if line.strip())
    return f"the {name} exited at start ({tail or 'it logged nothing'}); see {log}"


def _checked(argv: list[str], root: Path, what: str, env: Mapping[str, str] | None = None) -> None:
    done = subprocess.run(
        argv, capture_output=True, text=True, cwd="/", env=None if env is None else dict(env)
    )
    if done.returncode != 0:
        tail = (done.stderr or done.stdout).strip().splitlines()[-3:]
        raise ClusterError(f"{what} failed: {' | '.join(tail)}")


def _wait_http(url: str, root: Path, what: str) -> None:
    import httpx

    deadline = time.monotonic() + START_TIMEOUT_S
    pid = recorded_pids(root)[what]
    while time.monotonic() < deadline:
        if not _alive(pid, group=False):
            raise ClusterError(exit_report(root, what))
        with contextlib.suppress(httpx.HTTPError):
            if httpx.get(url, timeout=2).status_code == 200:
                return
        time.sleep(0.1)
    raise ClusterError(f"the {what} did not answer at {url}; see {root}/logs/{what}.log")


def recorded_pids(root: Path) -> dict[str, int]:
    """The PID of each process `start` recorded, by name."""
    folder = root / "pids"
    if not folder.exists():
        return {}
    return {p.stem: int(p.read_text(encoding="utf-8").strip()) for p in folder.glob("*.pid")}


def group_alive(pgid: int) -> bool:
    """Whether any process of the group `pgid` is left."""
    try:
        os.killpg(pgid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    return True


def stop(root: Path) -> list[str]:
    """Stop exactly what `start` started under `root` (by recorded PID); what was stopped.

    In two waves: Dagster's processes and the workers first, then PostgreSQL and Redis, so
    nothing loses its storage while it still writes. Within a wave every process is asked to stop
    at once (SIGTERM; PostgreSQL: a fast shutdown), then each is waited for and killed if it has
    not gone within the timeout, so a wave takes as long as its slowest process, not their sum.
    """
    root = root.resolve()
    pids = recorded_pids(root)
    storage = ("postgres", "redis")
    waves = (
        sorted(n for n in pids if n not in storage),
        sorted(n for n in pids if n in storage),
    )
    stopped = []
    for wave in waves:
        for name in wave:
            if name == "postgres":
                _signal(pids[name], signal.SIGINT, group=False)  # postmaster's fast shutdown
            else:
                _signal(pids[name], signal.SIGTERM, group=True)
        for name in wave:
            _wait_gone(pids[name], group=name != "postgres")
            (root / "pids" / f"{name}.pid").unlink(missing_ok=True)
            stopped.append(name)
    return stopped


def stop_one(root: Path, name: str) -> None:
    """Stop one process `start` (or `start_worker`) recorded under `root`, e.g. a worker."""
    pid = recorded_pids(root.resolve())[name]
    _signal(pid, signal.SIGTERM, group=True)
    _wait_gone(pid, group=True)
    (root / "pids" / f"{name}.pid").unlink(missing_ok=True)


def _signal(pid: int, sig: int, group: bool) -> None:
    with contextlib.suppress(ProcessLookupError):
        if group:
            os.killpg(pid, sig)
        else:
            os.kill(pid, sig)


def _alive(pid: int, group: bool) -> bool:
    # A process this one started stays a zombie (and its group "alive") until it is reaped.
    with contextlib.suppress(ChildProcessError):
        os.waitpid(pid, os.WNOHANG)
    if group:
        return group_alive(pid)
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    return True


def _wait_gone(pid: int, group: bool) -> None:
    deadline = time.monotonic() + STOP_TIMEOUT_S
    while _alive(pid, group):
        if time.monotonic() > deadline:
            _signal(pid, signal.SIGKILL, group)
            deadline = time.monotonic() + STOP_TIMEOUT_S
        time.sleep(0.1)


def main(argv: list[str]) -> int:
    """`python -m runtime.cluster start|stop [FOLDER]` (the Makefile's targets)."""
    if not argv or argv[0] not in ("start", "stop"):
        print("usage: python -m runtime.cluster start|stop [FOLDER]", file=sys.stderr)
        return 2
    root = Path(argv[1] if len(argv) > 1 else PROJECT_ROOT / "var" / "cluster")
    try:
        if argv[0] == "start":
            port = int(os.environ.get("CLUSTER_WEB_PORT", "3300"))
            env = start(root, web_port=port)
            print(f"cluster up under {root}: Dagster UI at {env['MODELDRIFT_CLUSTER_URL']}")
            print(f"talk to it:  set -a; . {root}/cluster.env; set +a")
            print("then e.g.:   .venv/bin/modeldrift backfill --start 2026-11-01 --end 2026-11-05")
        else:
            stopped = stop(root)
            print(f"stopped: {', '.join(stopped) if stopped else 'nothing was running'}")
    except ClusterError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
