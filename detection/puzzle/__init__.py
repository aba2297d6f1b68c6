"""Puzzle statuses: ratings, the launch baseline, the fixed-window and sequential detectors and
their calibration.

Nothing here reads the battery: the two suites meet only in the report.
"""
