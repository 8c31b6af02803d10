"""The words for each move of a game record, as the move list and the Undo and Redo
commands name them ("Player 1: 59 ▼ on own pile"): the game's narrator says each move from
the position it was played in. Kept between calls, so only the moves changed since (a new
move, a new line after an undo) are described again."""

from typing import Any

from qtgames.core.narrator import Narrator
from qtgames.core.record import GameRecord


class MoveLabels:
    """The labels of a record's moves, kept up to date call after call."""

    def __init__(self) -> None:
        self._moves: list[str] = []
        self._labels: list[str] = []
        self._key: object = None

    def labels(self, record: GameRecord, narrator: Narrator[Any], key: object = None) -> list[str]:
        """A label for each move of ``record`` (the redo tail included); ``key`` names what
        else they depend on (the language): another key describes every move again."""
        moves = record.moves
        same = 0 if key != self._key else _common_prefix(self._moves, moves)
        if same == len(moves) == len(self._moves):
            return self._labels
        state = record.state.copy()
        if record.cursor >= same:
            for _ in range(record.cursor - same):
                state.undo()
        else:
            record.replay_on(state, record.cursor, same)
        labels = self._labels[:same]
        for index in range(same, len(moves)):
            text = moves[index]
            move = state.parse_move(text)
            labels.append(narrator.move_label(state, move, text))
            state.replay(move, record.revealed[index])
        self._moves, self._labels, self._key = list(moves), labels, key
        return labels


def _common_prefix(first: list[str], second: list[str]) -> int:
    count = 0
    for one, other in zip(first, second, strict=False):
        if one != other:
            break
        count += 1
    return count
