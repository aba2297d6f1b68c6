"""Contracts shared by the pure cores and the I/O packages, defined once.

`records.schema` derives a table's columns, polars schema and row mapping from the pydantic model
of the record it stores; `records.prompt_hash` is the one byte form (and hash) of a conversation.
Pure: pydantic, polars and the standard library only, so `scoring/`, `detection/` and `puzzles/`
may import it as well as `assets/`, `providers/` and `warehouse/`.
"""
