"""Settings an operator gets wrong are refused at once, in one line that says how to fix them:
a `MODELDRIFT_*` variable the settings do not know (a typo would otherwise fall back to the demo
models silently), and a key that could not be sent in an HTTP header (which must never be echoed).
"""

from __future__ import annotations

import pytest

from runtime.settings import ConfigError, api_key_for, load_settings

# Each malformed shape hides a distinctive token the message must not contain.
TOKEN = "c4n4ryT0ken9"
MALFORMED = {
    "line break": f"sk-or-v1-{TOKEN}\nrest",
    "carriage return": f"sk-or-v1-{TOKEN}\r\n",
    "tab": f"sk-or-v1-{TOKEN}\trest",
    "space": f"sk-or-v1-{TOKEN} rest",
    "non-ASCII": f"sk-or-v1-{TOKEN}é",
    "control character": f"sk-or-v1-{TOKEN}\x07",
}


@pytest.mark.parametrize(
    ("typo", "meant"),
    [
        ("MODELDRIFT_MODEL", "MODELDRIFT_MODELS"),
        ("MODELDRIFT_PROVIDERS", "MODELDRIFT_PROVIDER"),
        ("MODELDRIFT_WAREHOUSE", "MODELDRIFT_WAREHOUSE_PATH"),
        ("MODELDRIFT_CONCURENCY", "MODELDRIFT_CONCURRENCY"),
    ],
)
def test_an_unknown_variable_is_refused_with_a_did_you_mean(
    typo: str, meant: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv(typo, '["vendor/model"]')
    with pytest.raises(ConfigError) as caught:
        load_settings()
    message = str(caught.value)
    assert "\n" not in message
    assert f"unknown variable {typo}" in message and f"did you mean {meant}?" in message


def test_an_unknown_variable_without_a_near_name_lists_the_known_ones(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setenv("MODELDRIFT_QQQQQQQQQQQQQQQQ", "1")
    with pytest.raises(
        ConfigError,
        match="unknown variable MODELDRIFT_QQQQQQQQQQQQQQQQ; known: .*MODELDRIFT_MODELS",
    ):
        load_settings()


@pytest.mark.parametrize(
    "name", ["MODELDRIFT_CONFIG", "MODELDRIFT_PROGRESS", "MODELDRIFT_TEST_OUTPUT"]
)
def test_the_variables_that_are_not_settings_are_still_known(
    name: str, monkeypatch: pytest.MonkeyPatch, tmp_path
) -> None:
    value = str(tmp_path / "none.json") if name == "MODELDRIFT_CONFIG" else "1"
    if name == "MODELDRIFT_CONFIG":
        (tmp_path / "none.json").write_text("{}")
    monkeypatch.setenv(name, value)
    assert load_settings().models


@pytest.mark.parametrize("shape", sorted(MALFORMED))
def test_a_malformed_key_is_refused_naming_the_variable_not_the_value(
    shape: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("OPENROUTER_API_KEY", MALFORMED[shape])
    for provider in ("live", "simulator"):
        with pytest.raises(ConfigError) as caught:
            api_key_for(provider)
        message = str(caught.value)
        assert message.startswith("OPENROUTER_API_KEY is malformed"), message
        assert TOKEN not in message and "sk-or-v1" not in message.replace("sk-or-v1-...", "")
        assert "\n" not in message


@pytest.mark.parametrize("key", ["sk-or-v1-0123456789abcdef", "key'with\"quotes", "a"])
def test_printable_ascii_keys_are_accepted(key: str, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("OPENROUTER_API_KEY", key)
    assert api_key_for("live").get_secret_value() == key
