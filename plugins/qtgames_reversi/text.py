"""Black & White in a terminal: the brief's display (§3.3), with O for Black and X for White."""

from qtgames.core.outcome import Outcome
from qtgames.core.textview import SeatLabel, Style, TextView
from qtgames_reversi.rules import BLACK, LETTERS, PASS, WHITE, ReversiState

SYMBOLS = {BLACK: "O", WHITE: "X"}
_REASONS = {
    "board-full": "The board is full.",
    "wipe-out": "One side has no pawn left.",
    "blocked": "Neither player can move.",
    "adjudicated": "The game was stopped.",
}


class ReversiTextView(TextView):
    """Board with column letters on top and row numbers on the left, as in the brief."""

    move_hint = "a square like d3"

    def board(self, state: ReversiState, style: Style) -> str:  # type: ignore[override]
        n = state.size
        margin = " " * (len(str(n)) + 3)
        lines = [margin + " ".join(LETTERS[:n])]
        last = state.last_move()
        for row in range(n):
            cells = []
            for col in range(n):
                piece = state.piece_at(row, col)
                index = state.geometry.index(row, col)
                if piece is None:
                    cells.append(style(".", "dim"))
                else:
                    color = ("bold", "yellow") if piece == BLACK else ("bold", "cyan")
                    if index == last:
                        color = (*color, "bg_green") if style.color else color
                    cells.append(style(SYMBOLS[piece], *color))
            lines.append(f"{row + 1:>{len(str(n))}}  " + " " + " ".join(cells))
        return "\n".join(lines)

    def status(self, state: ReversiState, seat_label: SeatLabel,  # type: ignore[override]
               style: Style) -> list[str]:
        black, white = state.counts()
        lines = [f"Turn {state.turn_number()}"]
        if not state.is_over():
            side = state.to_move()
            who = f"{seat_label(side)} ({SYMBOLS[side]})"
            lines.append(f"It is the turn of {who}")
            can = state.legal_moves() != [PASS]
            lines.append(f"{who} can play" if can else f"{who} cannot play and must pass")
        lines += ["", f"Pawns : {SYMBOLS[BLACK]} {black}  ({seat_label(BLACK)})",
                  f"        {SYMBOLS[WHITE]} {white}  ({seat_label(WHITE)})"]
        return lines

    def forced_text(self, state: ReversiState, move_text: str,  # type: ignore[override]
                    seat_label: SeatLabel) -> str:
        side = state.to_move()
        return f"{seat_label(side)} ({SYMBOLS[side]}) cannot play and must pass."

    def outcome_text(self, state: ReversiState, outcome: Outcome,  # type: ignore[override]
                     seat_label: SeatLabel) -> str:
        black, white = outcome.scores or state.counts()
        reason = _REASONS.get(outcome.reason, "")
        if outcome.is_draw:
            return f"{reason} Draw, {black} to {white}."
        winner = next(iter(outcome.winners))
        high, low = max(black, white), min(black, white)
        return f"{reason} {seat_label(winner)} wins {high} to {low}."
