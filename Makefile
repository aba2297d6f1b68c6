# Two commands: `make demo` and `make test`. Everything installs into .venv.
PY      ?= python3
VENV    := .venv
BIN     := $(VENV)/bin
STAMP   := $(VENV)/.installed
# Tests run in this many pytest-xdist workers, a test file whole in one worker (most tests wait on
# subprocesses, servers and Dagster runs, so two workers fit two cores).
TEST_WORKERS ?= 2

.PHONY: install demo test check lint browser clean dev redis cluster cluster-stop

$(STAMP): pyproject.toml
	$(PY) -m venv $(VENV)
	$(BIN)/pip install --quiet --upgrade pip
	$(BIN)/pip install --quiet -e '.[dev,cluster]'
	touch $(STAMP)

install: $(STAMP)

# The browser tests need Debian's Chromium (Playwright drives it; it never downloads its own).
browser:
	@if [ ! -x /usr/bin/chromium ]; then \
	  if [ "$$(id -u)" = "0" ]; then apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null; \
	  else echo "install Debian's chromium (sudo apt-get install chromium) for the browser tests"; fi; \
	fi

# The cluster profile needs Debian's Redis (PostgreSQL's binaries come with Debian's postgresql).
redis:
	@if ! command -v redis-server >/dev/null; then \
	  if [ "$$(id -u)" = "0" ]; then apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq redis-server >/dev/null; \
	  else echo "install Debian's redis-server (sudo apt-get install redis-server) for the cluster"; exit 1; fi; \
	fi

# PostgreSQL, Redis, the Dagster daemon and webserver and two Celery workers, as separate
# processes under var/cluster/ (PIDs in var/cluster/pids/). See README "Run it as a cluster".
cluster: $(STAMP) redis
	$(BIN)/python -m runtime.cluster start $(CURDIR)/var/cluster

cluster-stop: $(STAMP)
	$(BIN)/python -m runtime.cluster stop $(CURDIR)/var/cluster

demo: $(STAMP)
	$(BIN)/modeldrift demo

test: $(STAMP) browser redis
	$(BIN)/pytest -q -p no:cacheprovider -n $(TEST_WORKERS) --dist loadgroup --durations=40

# The gates CI runs before the tests (.ci/run): lint with the docstring and banned-import rules,
# formatting, strict types on the pure cores, types on the I/O packages, and no module left at a
# path the relayout moved (tools/relayout.py --check; it changes nothing).
PURE_CORES := scoring detection puzzles $(wildcard records)
IO_PACKAGES := assets dagster_project runtime bench warehouse providers report

check: $(STAMP)
	$(BIN)/ruff check .
	$(BIN)/ruff format --check .
	$(BIN)/mypy --strict $(PURE_CORES)
	$(BIN)/mypy $(IO_PACKAGES) tools/relayout.py
	$(BIN)/python tools/relayout.py --check

dev: $(STAMP)
	$(BIN)/python -m dagster_project.instance_config $${DAGSTER_HOME:-$(CURDIR)/var/dagster}
	DAGSTER_HOME=$${DAGSTER_HOME:-$(CURDIR)/var/dagster} $(BIN)/dagster dev -w workspace.yaml

clean:
	rm -rf var build *.egg-info .pytest_cache .ruff_cache .mypy_cache
