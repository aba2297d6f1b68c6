"""Benchmarks (`modeldrift bench ...`): figures for docs/performance.md, measured as ratios within
one run on a shared machine, never asserted in timed tests.
"""
