"""The gateway key's shape, checked before any request is made.

A key goes into an HTTP header. A line break, a tab, a space or a non-ASCII character there makes
the HTTP library raise while building the request, and its message quotes the header, key and all
(`Illegal header value b'Bearer sk-...'`), into Dagster's event log and compute logs. So a key that
could not be sent is refused here, by a message that names the variable and never the value.
"""

from __future__ import annotations

KEY_VARIABLE = "OPENROUTER_API_KEY"


class MalformedKey(ValueError):
    """The key holds a character that cannot go into an HTTP header."""


def _describe(ch: str) -> str:
    """What the offending character is, without showing it (it is part of a secret)."""
    if ch == "\n" or ch == "\r":
        return "a line break"
    if ch == "\t":
        return "a tab"
    if ch.isspace():
        return "a space" if ch == " " else "whitespace"
    if ord(ch) > 0x7E:
        return "a non-ASCII character"
    return "a control character"


def check_api_key(value: str) -> None:
    """Raise MalformedKey unless `value` is printable ASCII without whitespace.

    The message says what kind of character is wrong and where (position and length say nothing
    about the secret), and how to fix it.
    """
    for position, ch in enumerate(value, start=1):
        if not ("!" <= ch <= "~"):
            raise MalformedKey(
                f"{KEY_VARIABLE} is malformed: it contains {_describe(ch)} (character {position} "
                f"of {len(value)}); a key is printable ASCII without whitespace, like sk-or-v1-...: "
                "copy it again from https://openrouter.ai/keys"
            )
