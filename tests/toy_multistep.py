"""A toy game whose turns are made of several moves (tests only).

"Steps": a counter starts at 0. On a turn a player adds 1 or 2, one step at a time, as many
steps as they like (at least one), then says ``end``. Whoever brings the counter to exactly
``target`` wins; going past it loses at once. Moves: ``+1``, ``+2``, ``end``.
"""


from qtgames.core.errors import NotationError
from qtgames.core.outcome import Outcome
from qtgames.core.state import GameState

END = "end"


class Steps(GameState[str]):
    """State of Steps: the counter, whose turn, and the steps of the current turn."""

    seats = ("first", "second")

    def __init__(self, target: int = 10) -> None:
        super().__init__()
        self.target = target
        self.counter = 0
        self.player = 0
        self.steps_this_turn = 0

    def to_move(self) -> int:
        return self.player

    def outcome(self) -> Outcome | None:
        if self.counter < self.target:
            return None
        mover = self.player
        winner = mover if self.counter == self.target else 1 - mover
        return Outcome(frozenset({winner}), "target")

    def legal_moves(self) -> list[str]:
        if self.outcome() is not None:
            return []
        moves = ["+1", "+2"]
        return [*moves, END] if self.steps_this_turn else moves

    def _apply(self, move: str) -> int:
        steps = self.steps_this_turn
        if move == END:
            self.player = 1 - self.player
            self.steps_this_turn = 0
        else:
            self.counter += int(move)
            self.steps_this_turn += 1
        return steps

    def _revert(self, move: str, steps: int) -> None:
        if move == END:
            self.player = 1 - self.player
        else:
            self.counter -= int(move)
        self.steps_this_turn = steps

    def format_move(self, move: str) -> str:
        return move

    def parse_move(self, text: str) -> str:
        if text.strip() not in ("+1", "+2", END):
            raise NotationError("{text!r} is not +1, +2 or end", text=text)
        return text.strip()

    def position(self) -> str:
        return f"{self.counter} {self.player} {self.steps_this_turn}"
