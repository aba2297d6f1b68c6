"""Pure scorers: the battery verdict and the puzzle answer grader (no I/O, no Dagster)."""
