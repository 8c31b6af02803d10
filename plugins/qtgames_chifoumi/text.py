"""Chifoumi in a terminal, as the brief's console version asks: rows by letter, columns by
digit, each stack as its height and the letter of its top piece (``2f``), upper case and
yellow for South, lower case and cyan for North; the scores and the plies without a capture
under the board."""

from qtgames.core.i18n import N_
from qtgames.core.outcome import SHARED_REASONS, Outcome
from qtgames.core.textview import TextView
from qtgames_chifoumi.rules import (
    KIND_LETTERS,
    KIND_NAMES,
    KINDS,
    NO_CAPTURE_LIMIT,
    NORTH,
    PASS,
    ROW_LETTERS,
    SIZE,
    SOUTH,
    ChifoumiMove,
    ChifoumiState,
    on_cross,
)

COLOURS: dict[int, tuple[str, ...]] = {SOUTH: ("bold", "yellow"), NORTH: ("bold", "cyan")}
CASES = {SOUTH: N_("upper case"), NORTH: N_("lower case")}
REASONS = {
    **SHARED_REASONS,
    "no-pieces": N_("A player has no piece left."),
    "one-kind": N_("Only one kind of piece is left on top of the stacks."),
    "no-capture": N_("40 moves in a row without a capture."),
    "blocked": N_("Neither player can move."),
}


class ChifoumiTextView(TextView[ChifoumiState]):
    """The cross with its stacks, then the turn, the scores and the no-capture counter."""

    move_hint = N_("a move like F4-E4")

    def board(self, state: ChifoumiState) -> str:
        """Rows A to G down the left, columns 1 to 7 on top; the square the last move
        reached highlighted."""
        last = state.last_move()
        reached = last[1] if last is not None and last is not PASS else None
        lines = ["   " + " ".join(f"{col + 1:>2}" for col in range(SIZE))]
        for row in range(SIZE):
            cells = []
            for col in range(SIZE):
                square = (row, col)
                if not on_cross(square):
                    cells.append("  ")
                    continue
                stack = state.stack(square)
                if not stack:
                    cells.append(self.style(" .", "dim"))
                    continue
                owner, kind = stack[-1]
                letter = KIND_LETTERS[kind]
                text = f"{len(stack)}{letter.upper() if owner == SOUTH else letter}"
                styles = COLOURS[owner]
                if square == reached:
                    styles = (*styles, "bg_green")
                cells.append(self.style(text, *styles))
            lines.append(f"{ROW_LETTERS[row]}  " + " ".join(cells).rstrip())
        return "\n".join(lines)

    def status(self, state: ChifoumiState) -> list[str]:
        """Turn, whose turn (and their letters' case), a pass, the scores, the counter."""
        tr = self.tr
        lines = [tr("Turn {number}", number=state.turn_number())]
        if not state.is_over():
            side = state.to_move()
            who = self._named(state, side)
            lines.append(tr("It is the turn of {player}", player=who))
            if state.forced_move() is PASS:
                lines.append(tr("{player} cannot move and must pass", player=who))
        return [*lines, "", *self.summary(state), self._legend()]

    def summary(self, state: ChifoumiState) -> list[str]:
        """The scores and the plies since the last capture."""
        tr = self.tr
        return [tr("Points: {south} {first}, {north} {second}", south=self.who(state, SOUTH),
                   first=state.scores[SOUTH], north=self.who(state, NORTH),
                   second=state.scores[NORTH]),
                tr("Moves without a capture: {count} of {limit}",
                   count=state.plies_without_capture, limit=NO_CAPTURE_LIMIT),
                tr("{player} started: on equal points, {player} loses",
                   player=self.who(state, state.starter))]

    def move_label(self, state: ChifoumiState, move: ChifoumiMove, move_text: str) -> str:
        """"South: F4-E4", or "South: passes" in the reader's language."""
        player = self.who(state, state.to_move())
        if move is PASS:
            return self.tr("{player}: passes", player=player)
        return self.tr("{player}: {move}", player=player, move=move_text)

    def seat_count(self, state: ChifoumiState, seat: int) -> int | None:
        """The seat's points."""
        return state.scores[seat]

    def forced_text(self, state: ChifoumiState, move_text: str) -> str:
        """Announces a forced pass."""
        return self.tr("{player} cannot move and passes.",
                       player=self._named(state, state.to_move()))

    def outcome_text(self, state: ChifoumiState, outcome: Outcome) -> str:
        """Why the game ended, the winner and the points."""
        reason = self.tr(REASONS.get(outcome.reason, ""))
        south, north = outcome.scores or state.scores
        winner = next(iter(outcome.winners))
        if south == north:
            return self.tr("{reason} {player} wins: {points} points each, and the player "
                           "who started loses.", reason=reason, player=self.who(state, winner),
                           points=south)
        return self.tr("{reason} {player} wins {high} points to {low}.", reason=reason,
                       player=self.who(state, winner), high=max(south, north),
                       low=min(south, north))

    def _legend(self) -> str:
        """What a stack's text means: its height, then the letter of its top piece."""
        kinds = ", ".join(f"{KIND_LETTERS[kind]} {self.tr(KIND_NAMES[kind])}" for kind in KINDS)
        return self.tr("A stack: its height, then its top piece ({kinds})", kinds=kinds)

    def _named(self, state: ChifoumiState, seat: int) -> str:
        """``South (upper case)``: the seat and how its pieces are written."""
        return f"{self.who(state, seat)} ({self.tr(CASES[seat])})"
