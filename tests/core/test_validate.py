"""The one set of checks for values from outside: a bool is never a number, every bound
holds, and a reader learns which field is wrong and how."""

import pytest

from qtgames.core.validate import (
    Field,
    FieldError,
    either,
    integer,
    is_a,
    is_int,
    is_number,
    is_tuple_of,
    list_of,
    mapping_of,
    number,
    opt,
    read_fields,
    text,
)


def test_true_and_false_are_never_numbers() -> None:
    assert not is_int(True) and not is_number(False)
    assert not is_a(True, int) and is_a(True, bool) and is_a(None, str, None)
    assert not is_tuple_of((1, True), int) and is_tuple_of((1, 2), int)
    assert str(integer(0, 3)(True)) == "should be a whole number from 0 to 3"
    assert str(number(1.0)(False)) == "should be a number from -1 to 1"


@pytest.mark.parametrize("value, problem", [
    (5, "should be text"),
    ("x" * 9, "is longer than 8 characters"),
    ("   ", "should not be empty"),
    ("a\ud800", "holds a lone surrogate, which is not text"),
    ("a\x1b[2J", "holds control characters"),
    ("a\u202eb", "holds control characters"),
])
def test_text_is_bounded_unicode_without_controls(value: object, problem: str) -> None:
    assert str(text(8, empty=False)(value)) == problem
    assert text(8, empty=False)("Zoé 🙂") is None


def test_lists_and_objects_are_bounded_item_by_item() -> None:
    moves = list_of(text(3), 2)
    assert moves(["d3", "c4"]) is None
    assert str(moves(["d3", "c4", "e6"])) == "has more than 2 items"
    assert str(moves(["d3", 4])) == "has an item that should be text"
    options = mapping_of(text(4), either(text(4), integer(0, 9)), 2, "options",
                         "map option names to texts or whole numbers")
    assert options({"size": 8, "rule": "a"}) is None
    assert str(options({"a": 1, "b": 2, "c": 3})) == "should be an object of at most 2 options"
    assert str(options({"size": 10})) == "should map option names to texts or whole numbers"


def test_read_fields_fills_defaults_ignores_others_and_names_the_first_wrong_field() -> None:
    fields = {"seat": Field(integer(0, 3)), "name": opt(text(8), "nobody")}
    assert read_fields(fields, {"seat": 1, "later": "x"}) == {"seat": 1, "name": "nobody"}
    with pytest.raises(FieldError) as missing:
        read_fields(fields, {"name": "ann"})
    assert (missing.value.name, missing.value.problem) == ("seat", None)
    with pytest.raises(FieldError) as wrong:
        read_fields(fields, {"seat": 1, "name": 7})
    assert (wrong.value.name, str(wrong.value.problem)) == ("name", "should be text")
