"""The game description's optional AI-file convention is checked when a plugin loads."""

import dataclasses
import re

import pytest

from qtgames.core.game import GameSpec, GameSpecError, check_spec


def test_no_convention_and_a_reference_are_accepted(reversi: GameSpec) -> None:
    assert reversi.file_contract is None
    check_spec(dataclasses.replace(reversi, file_contract="some.module:CONTRACT"))


@pytest.mark.parametrize("value", ["some.module", "not a reference", 3, ""])
def test_anything_else_is_named_in_one_line(reversi: GameSpec, value: object) -> None:
    with pytest.raises(GameSpecError, match=re.escape("file_contract should be a 'package.module:"
                                            "attribute' str or None")):
        check_spec(dataclasses.replace(reversi, file_contract=value))  # type: ignore[arg-type]
