"""Le Roi des Roses in a terminal: the board (rows and columns numbered from 0, row 0 at the
top) with red and white pawns and the king, both hands, the draw pile's count and the
discard pile's top card.

With the option ``display=brief`` the board is printed as the students' ``plateau``: a list
of 9 lists of ``"."``, ``"R"`` and ``"B"``, followed by the king's row and column.
"""

from qtgames.core.i18n import N_, Translator
from qtgames.core.outcome import SHARED_REASONS, Outcome, Reason
from qtgames.core.textview import TextView
from qtgames_roses.rules import (
    DRAW,
    EMPTY,
    LETTERS,
    PASS,
    PENALTY_NEWS,
    PENALTY_PASS,
    RED,
    SIZE,
    WHITE,
    Action,
    RosesMove,
    RosesState,
)

SYMBOLS: dict[int, tuple[str, tuple[str, ...]]] = {
    RED: ("R", ("bold", "red")), WHITE: ("B", ("bold", "white"))}
#: How the move list names the moves that are not a card (translated; a card is its name).
ACTION_LABELS = {DRAW: N_("{player}: draws"), PASS: N_("{player}: passes"),
                 PENALTY_PASS: N_("{player}: passes (penalty)")}
REASONS = {
    **SHARED_REASONS,
    "passes": N_("Both players passed in a row: the game is over."),
    "last-pawn": N_("A player has placed their 26th pawn: the game is over."),
}


def brief_board(state: RosesState) -> str:
    """The board as the students' ``plateau`` (a list of 9 lists), one row a line."""
    rows = [repr([LETTERS[state.pawn_at(row, column)] for column in range(SIZE)])
            for row in range(SIZE)]
    return "[" + ",\n ".join(rows) + "]"



def points(tr: Translator, count: int) -> str:
    """``1 point``, ``5 points`` (``0 point`` in French), translated by ``tr``."""
    return tr.plural("{count} point", "{count} points", count)


def pawns_left(tr: Translator, count: int) -> str:
    """``1 pawn left``, ``5 pawns left``, translated by ``tr``."""
    return tr.plural("{count} pawn left", "{count} pawns left", count)

class RosesTextView(TextView[RosesState]):
    """The board, the king, both hands (they are public) and the piles."""

    move_hint = N_("a card like N2 or SO3, draw (pioche) or pass")

    def board(self, state: RosesState) -> str:
        """The board, then the king's square, the hands and the piles."""
        king_row, king_column = state.king_row_col()
        if state.display == "brief":
            lines = [brief_board(state),
                     f"l_roi = {king_row}, c_roi = {king_column}"]
        else:
            lines = self._drawn_board(state)
            lines.append(self.tr("King: row {row}, column {column}", row=king_row,
                                 column=king_column))
        for seat in range(2):
            lines.append(self._hand_line(state, seat))
        top = state.discard_top()
        lines.append(self.tr("Draw pile: {count} cards; discard pile: {top}",
                             count=state.draw_count(),
                             top=top.name if top is not None else self.tr("empty")))
        return "\n".join(lines)

    def _drawn_board(self, state: RosesState) -> list[str]:
        """The board, the king's square between brackets (``[R]``, ``[K]`` on the empty
        centre) so that he shows without colours too."""
        king_row, king_column = state.king_row_col()
        lines = ["   " + " ".join(str(column) for column in range(SIZE))]
        for row in range(SIZE):
            line = f"{row:>2}"
            for column in range(SIZE):
                on_king = row == king_row and column == king_column
                after_king = row == king_row and column == king_column + 1
                line += "[" if on_king else "]" if after_king else " "
                line += self._mark(state.pawn_at(row, column), on_king)
            if row == king_row and king_column == SIZE - 1:
                line += "]"
            lines.append(line)
        return lines

    def _mark(self, pawn: int, on_king: bool) -> str:
        style = self.style
        if pawn == EMPTY:
            return style("K", "bold", "yellow") if on_king else style(".", "dim")
        symbol, styles = SYMBOLS[pawn]
        return style(symbol, *styles, "bg_green") if on_king else style(symbol, *styles)

    def _hand_line(self, state: RosesState, seat: int) -> str:
        cards = []
        for card in state.hands[seat]:
            name = card.name
            if seat == state.seat and not state.is_over():
                name = self.style(name, "bold") if state.playable(card) \
                    else self.style(name, "dim")
            cards.append(name)
        return self.tr("{player} ({pawns}): {cards}", player=self.who(state, seat),
                       pawns=pawns_left(self.tr, state.pawns_left(seat)),
                       cards=" ".join(cards) or "-")

    def status(self, state: RosesState) -> list[str]:
        """Whose turn, the scores and, when it matters, that a pass was played."""
        tr = self.tr
        red, white = state.scores()
        lines = [tr("Turn {number}", number=state.turn_number()),
                 tr("Score: {red_player} {red}, {white_player} {white}",
                    red_player=self.who(state, 0), red=red,
                    white_player=self.who(state, 1), white=white)]
        if state.last_move() == PASS and not state.is_over():
            lines.append(tr("{player} passed.", player=self.who(state, 1 - state.seat)))
        if state.last_move() == PENALTY_PASS:
            lines.append(tr(PENALTY_NEWS, player=self.who(state, 1 - state.seat)))
        if not state.is_over():
            lines.append(tr("It is the turn of {player}", player=self.who(state, state.seat)))
        return lines

    def summary(self, state: RosesState) -> list[str]:
        """Each player's points and pawns left; once the game is over, the final score
        only (the pawns left no longer count)."""
        scores = state.scores()
        if state.is_over():
            return [self.tr("{player}: {points}", player=self.who(state, seat),
                            points=points(self.tr, scores[seat])) for seat in range(2)]
        return [self.tr("{player}: {points}, {pawns}", player=self.who(state, seat),
                        points=points(self.tr, scores[seat]),
                        pawns=pawns_left(self.tr, state.pawns_left(seat)))
                for seat in range(2)]

    def move_label(self, state: RosesState, move: RosesMove, move_text: str) -> str:
        """"Red: N2", "Red: draws", "White: passes" in the reader's language."""
        player = self.who(state, state.seat)
        if isinstance(move, Action):
            return self.tr(ACTION_LABELS[move], player=player)
        return self.tr("{player}: {move}", player=player, move=move_text)

    def seat_count(self, state: RosesState, seat: int) -> int | None:
        """The pawns the seat has left to lay; once the game is over, its final score."""
        return state.scores()[seat] if state.is_over() else state.pawns_left(seat)

    def forced_text(self, state: RosesState, move_text: str) -> str:
        """A pass is announced: five cards in hand and none can be played."""
        return self.tr("{player} holds five cards and can play none: {player} passes.",
                       player=self.who(state, state.seat))

    def outcome_text(self, state: RosesState, outcome: Outcome) -> str:
        """Why the game ended, the scores and who won."""
        reason = self.tr(REASONS.get(outcome.reason, REASONS[Reason.ADJUDICATED]))
        red, white = state.scores()
        scores = self.tr("{red_player} {red}, {white_player} {white}.",
                         red_player=self.who(state, 0), red=points(self.tr, red),
                         white_player=self.who(state, 1), white=points(self.tr, white))
        return f"{reason} {scores} {super().outcome_text(state, outcome)}"
