"""The one place that makes outside text safe: lone surrogates found, anything a terminal
would act on escaped, long texts cut."""

from qtgames.core.safetext import (
    has_unsafe,
    json_lone_surrogate,
    lone_surrogate,
    printable,
    unsafe,
)


def test_a_lone_surrogate_is_found_and_a_pair_is_text() -> None:
    assert lone_surrogate("ok \ud800") == "\\ud800"
    assert lone_surrogate("ok \U0001f600") is None
    assert json_lone_surrogate({"a": ["\U0001f600"]}) is None
    assert json_lone_surrogate({"a": [1, {"b": "x\udc80"}]}) == "\\udc80"
    assert json_lone_surrogate({"\udfff": 1}) == "\\udfff"


def test_a_source_without_a_surrogate_escape_is_not_walked() -> None:
    assert json_lone_surrogate({"a": "\ud800"}, source='{"a": "plain"}') is None
    assert json_lone_surrogate({"a": "\ud800"}, source='{"a": "\\uD800"}') == "\\ud800"


def test_printable_escapes_what_a_terminal_would_act_on() -> None:
    assert printable("a\x1b[2Jb\u202ec\ud800\n") == "a\\x1b[2Jb\\u202ec\\ud800\\n"
    assert printable("é" * 500, 10) == "é" * 9 + "…"
    assert printable("\x07" * 100, 12) == "\\x07\\x07\\x0…"


def test_unsafe_characters_are_controls_surrogates_and_bidi_overrides() -> None:
    assert all(unsafe(char) for char in "\x00\x1b\x7f\x85\ud800\u202e\u2066")
    assert not any(unsafe(char) for char in "aé€\U0001f600 ")


def test_a_text_holds_an_unsafe_character_exactly_when_one_of_its_characters_is() -> None:
    assert [code for code in range(0x110000)
            if has_unsafe(f"ok{chr(code)}ok") != unsafe(chr(code))] == []
    assert not has_unsafe("Black & White, é€\U0001f600")
