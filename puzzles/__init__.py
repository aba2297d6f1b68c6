"""Five families of freshly generated puzzles, each with an exact solver and a prompt.

Pure: no Dagster, DuckDB or httpx. An instance is a JSON object (DESIGN.md, "Puzzle instances");
`generate` makes one from a seed, `solve` answers it, `prompt` words it for a model and
`parse_prompt` reads a prompt back (the simulator answers puzzles that way).
"""

from __future__ import annotations

from puzzles.errors import GenerationFailed, InvalidInstance, InvalidRequest
from puzzles.family import ANSWER_LINE, FAMILIES, LEVELS, Family, Level
from puzzles.registry import (
    MAX_ANSWER_DIGITS,
    canonical,
    generate,
    generate_with_answer,
    infer_level,
    parse_prompt,
    prompt,
    solve,
)

__all__ = [
    "ANSWER_LINE",
    "FAMILIES",
    "LEVELS",
    "MAX_ANSWER_DIGITS",
    "Family",
    "GenerationFailed",
    "InvalidInstance",
    "InvalidRequest",
    "Level",
    "canonical",
    "generate",
    "generate_with_answer",
    "infer_level",
    "parse_prompt",
    "prompt",
    "solve",
]
