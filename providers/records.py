"""What crosses the boundary between the gateway client and the pipeline."""

from __future__ import annotations

import datetime as dt
import re
from typing import Literal

from pydantic import BaseModel, Field, field_validator

ResponseStatus = Literal["answered", "error", "timeout"]

_LONE_SURROGATE = re.compile("[\ud800-\udfff]")


def safe_text(value: str) -> str:
    """`value` with every lone surrogate replaced by U+FFFD (the Unicode replacement character).

    JSON may escape a lone surrogate ("\\ud800"); Python decodes it into a str that is not
    Unicode text, which neither polars, DuckDB's VARCHAR nor a UTF-8 page can hold, so one such
    answer would fail its whole batch write. Invalid UTF-8 bytes are already replaced when the
    body is decoded. The raw body keeps the exact bytes either way.
    """
    return _LONE_SURROGATE.sub("\ufffd", value)


class ModelInfo(BaseModel):
    """One entry of GET /models: the alias and the dated version it resolves to today."""

    id: str
    canonical_slug: str | None = None

    @field_validator("id", "canonical_slug")
    @classmethod
    def _storable_text(cls, value: str | None) -> str | None:
        return None if value is None else safe_text(value)


class ChatResult(BaseModel):
    """One finished request, as the archive stores it.

    `status` is `answered` when the gateway returned a usable completion (even an empty or filtered
    one: that is the model's behaviour, so it is data), `timeout` when a request that treats slowness
    as a fail ran out of time (puzzles), and `error` when our side could not get an answer after
    the retries (network, 5xx, malformed bodies), or when a puzzle's try failed and was retried
    with a fresh prompt (each prompt sent has its row): error rows are never data.
    """

    status: ResponseStatus
    http_status: int | None = None
    error: str | None = Field(default=None, description="One redacted line; never holds the key.")
    tries: int = Field(
        description="HTTP attempts made with this prompt, retries included (1 for a puzzle's)."
    )
    latency_ms: float | None = Field(
        default=None, description="Wall time of the successful (or last) try."
    )
    prompt_tokens: int | None = None
    completion_tokens: int | None = None
    reasoning_tokens: int | None = None
    provider: str | None = Field(default=None, description="The upstream provider that served it.")
    finish_reason: str | None = None
    native_finish_reason: str | None = None
    response_model: str | None = Field(default=None, description="The `model` the response names.")
    generation_id: str | None = None
    content: str | None = None
    raw_body: bytes | None = Field(default=None, description="The body byte-exact as received.")
    requested_at: dt.datetime
    received_at: dt.datetime

    @field_validator(
        "error",
        "provider",
        "finish_reason",
        "native_finish_reason",
        "response_model",
        "generation_id",
        "content",
    )
    @classmethod
    def _storable_text(cls, value: str | None) -> str | None:
        return None if value is None else safe_text(value)


class ResponseRow(ChatResult):
    """One row of the append-only archive (`responses`): a finished request and what it answered."""

    response_id: str = Field(description="A fresh id per stored answer (uuid4 hex).")
    day: dt.date = Field(description="UTC day the task belongs to.")
    model: str = Field(description="Tracked model alias the request named.")
    task_id: str = Field(description="Battery entry id or puzzle slot id.")
    suite: Literal["battery", "puzzle"] = Field(description="Which suite the task is from.")
    prompt_sha256: str = Field(description="The prompt's identity (records.prompt_hash).")
    collector: str = Field(description="Which collector process stored it.")
