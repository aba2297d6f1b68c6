"""Benchmarks (`modeldrift bench ...`): figures for docs/performance.md, measured as ratios within
one run on a shared machine, never asserted in timed tests.
"""

from __future__ import annotations

import sys
from collections.abc import Callable


def main_without_options(name: str, run: Callable[[], object]) -> None:
    """Run a benchmark as `python -m bench.<name>`, which takes no options.

    Its options live on `modeldrift bench <name>` (the CLI imports bench, so bench cannot import
    the CLI back); an option given here used to be ignored silently, so a run timed something
    other than what its reader asked for. Now it is a one-line error that names the command.
    """
    if sys.argv[1:]:
        sys.stderr.write(
            f"error: python -m bench.{name} takes no options (got {' '.join(sys.argv[1:])!r}); "
            f"run `modeldrift bench {name} --help` for the options\n"
        )
        raise SystemExit(2)
    run()
