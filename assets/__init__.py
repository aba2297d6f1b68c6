"""One thin module per stage: read through a resource, call a pure core, write one day range."""
