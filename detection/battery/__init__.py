"""Battery change detection: each verdict against the same prompt's previous days, under fixed
thresholds and a false-discovery-rate control.
"""
