"""Fixtures the hostile-input tests share."""

import pytest

from qtgames.core.game import GameSpec
from qtgames.core.record import GameRecord


@pytest.fixture
def game(reversi: GameSpec) -> GameRecord:
    """A short game of Black & White."""
    record = GameRecord(reversi, {"size": 8}, seed=7)
    for _ in range(4):
        record.play(record.state.legal_moves()[0])
    return record
