"""Black & White in a terminal, drawn as ``rules.en.md`` describes: O Black, X White."""

from qtgames.core.i18n import N_
from qtgames.core.outcome import SHARED_REASONS, Outcome
from qtgames.core.textview import TextView
from qtgames_reversi.rules import BLACK, LETTERS, PASS, WHITE, ReversiState

SYMBOLS = {BLACK: "O", WHITE: "X"}
REASONS = {
    **SHARED_REASONS,
    "board-full": N_("The board is full."),
    "wipe-out": N_("One side has no pawn left."),
    "blocked": N_("Neither player can move."),
}


class ReversiTextView(TextView[ReversiState]):
    """Board with column letters on top and row numbers on the left."""

    move_hint = N_("a square like d3")

    def board(self, state: ReversiState) -> str:
        """Letters on top, row numbers on the left; the last pawn placed highlighted."""
        style = self.style
        n = state.size
        width = len(str(n))
        lines = [" " * (width + 3) + " ".join(LETTERS[:n])]
        last = state.last_move()
        for row in range(n):
            cells = []
            for col in range(n):
                piece = state.piece_at(row, col)
                if piece is None:
                    cells.append(style(".", "dim"))
                    continue
                colours: tuple[str, ...] = ("bold", "yellow") if piece == BLACK \
                    else ("bold", "cyan")
                if state.geometry.index(row, col) == last:
                    colours = (*colours, "bg_green")
                cells.append(style(SYMBOLS[piece], *colours))
            lines.append(f"{row + 1:>{width}}   " + " ".join(cells))
        return "\n".join(lines)

    def status(self, state: ReversiState) -> list[str]:
        """Turn number, whose turn, whether they can play, pawn counts."""
        tr = self.tr
        black, white = state.counts()
        lines = [tr("Turn {number}", number=state.turn_number())]
        if not state.is_over():
            side = state.to_move()
            who = f"{self.who(state, side)} ({SYMBOLS[side]})"
            lines.append(tr("It is the turn of {player}", player=who))
            if state.legal_moves() == [PASS]:
                lines.append(tr("{player} cannot play and must pass", player=who))
            else:
                lines.append(tr("{player} can play", player=who))
        label = tr("Discs:")
        lines += ["", f"{label} {SYMBOLS[BLACK]} {black}  ({self.who(state, BLACK)})",
                  f"{' ' * len(label)} {SYMBOLS[WHITE]} {white}  ({self.who(state, WHITE)})"]
        return lines

    def summary(self, state: ReversiState) -> list[str]:
        """The pawn count of each side."""
        black, white = state.counts()
        return [self.tr("{player}: {count}", player=self.who(state, BLACK), count=black),
                self.tr("{player}: {count}", player=self.who(state, WHITE), count=white)]

    def move_label(self, state: ReversiState, move: int, move_text: str) -> str:
        """"Black: d3", or "Black: passes" in the reader's language."""
        player = self.who(state, state.to_move())
        if move == PASS:
            return self.tr("{player}: passes", player=player)
        return self.tr("{player}: {move}", player=player, move=move_text)

    def seat_count(self, state: ReversiState, seat: int) -> int | None:
        """The discs of the seat's colour."""
        return state.counts()[seat]

    def forced_text(self, state: ReversiState, move_text: str) -> str:
        """Announces a forced pass."""
        side = state.to_move()
        return self.tr("{player} cannot play and must pass.",
                       player=f"{self.who(state, side)} ({SYMBOLS[side]})")

    def outcome_text(self, state: ReversiState,
                     outcome: Outcome) -> str:
        """Why the game ended and the final count."""
        black, white = outcome.scores or state.counts()
        reason = self.tr(REASONS.get(outcome.reason, ""))
        if outcome.is_draw:
            return self.tr("{reason} Draw, {black} to {white}.", reason=reason, black=black,
                           white=white)
        winner = next(iter(outcome.winners))
        return self.tr("{reason} {player} wins {high} to {low}.", reason=reason,
                       player=self.who(state, winner), high=max(black, white),
                       low=min(black, white))
