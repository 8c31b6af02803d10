"""Zen l'Initié in a terminal: the board with A–K and 1–11 (row 1 at the bottom), x for
Black, o for White and a red Z for the Zen, with the seat to move, échec and the scores."""

from qtgames.core.i18n import N_
from qtgames.core.outcome import SHARED_REASONS, Outcome
from qtgames.core.textview import TextView
from qtgames_zen.round import (
    BLACK_PAWN,
    LETTERS,
    PASS,
    SIZE,
    WHITE_PAWN,
    ZEN,
    ZenMove,
    moves_a_piece,
)
from qtgames_zen.rules import NEXT_ROUND, ZenGame
from qtgames_zen.scoring import groups

SYMBOLS: dict[int, tuple[str, tuple[str, ...]]] = {
    BLACK_PAWN: ("x", ("bold", "yellow")), WHITE_PAWN: ("o", ("bold", "cyan")),
    ZEN: ("Z", ("bold", "red"))}
COLOUR_NAMES = ("black", "white")
REASONS = {
    **SHARED_REASONS,
    "connected": N_("A chain is complete."),
    "both-connected": N_("Both chains are complete: draw."),
    "mate": N_("Échec et mat."),
    "match": N_("The match is won."),
    "no-moves": N_("Nobody can move: draw."),
    "repetition": N_("The same position for the third time: draw."),
}


class ZenTextView(TextView[ZenGame]):
    """The board as ``rules.en.md`` describes it, then the turn, échec and the match score."""

    move_hint = N_("a move like F11-F8")

    def board(self, state: ZenGame) -> str:
        """Row 11 on top, row 1 at the bottom, letters under the board; the square the last
        move landed on highlighted."""
        last = state.last_move()
        landed = last[1] if last is not None and moves_a_piece(last) else None
        lines = []
        for row in range(SIZE - 1, -1, -1):
            cells = []
            for col in range(SIZE):
                piece = state.board[row * SIZE + col]
                if piece in SYMBOLS:
                    symbol, styles = SYMBOLS[piece]
                    if row * SIZE + col == landed:
                        styles = (*styles, "bg_green")
                    cells.append(self.style(symbol, *styles))
                else:
                    cells.append(self.style(".", "dim"))
            lines.append(f"{row + 1:>2} " + " ".join(cells))
        lines.append("   " + " ".join(LETTERS))
        return "\n".join(lines)

    def status(self, state: ZenGame) -> list[str]:
        """Whose seat plays, échec (variants 1 and 2), the rounds and the score."""
        tr = self.tr
        lines = [tr("Turn {number}", number=state.turn_number())]
        if state.is_match:
            lines.append(tr("Match to 7: Black {black}, White {white}",
                            black=state.scores[0], white=state.scores[1]))
        if state.is_over():
            return lines
        if state.pending is not None:
            lines.append(tr("The round is over: next round."))
            return lines
        seat = state.to_move()
        symbol = SYMBOLS[(BLACK_PAWN, WHITE_PAWN)[state.team_of(seat)]][0]
        who = f"{self.who(state, seat)} ({symbol})"
        lines.append(tr("It is the turn of {player}", player=who))
        if state.legal_moves() == [PASS]:
            lines.append(tr("{player} cannot move and must pass", player=who))
        if state.in_check():
            lines.append(self.style(tr("Échec !"), "bold", "red"))
        lines.append(tr("x: Black, o: White, Z: the Zen (either side's)"))
        return lines

    def seat_count(self, state: ZenGame, seat: int) -> int | None:
        """The pawns of the seat's colour (its team's, with four players)."""
        return state.board.count((BLACK_PAWN, WHITE_PAWN)[state.team_of(seat)])

    def summary(self, state: ZenGame) -> list[str]:
        """Pawns and groups of each side, the match score and rounds, échec."""
        tr = self.tr
        lines = []
        for team, colour in enumerate((BLACK_PAWN, WHITE_PAWN)):
            lines.append(tr("{side}: {pawns} pawns in {groups} groups",
                            side=self.seat_label(COLOUR_NAMES[team]),
                            pawns=state.board.count(colour), groups=len(groups(state, colour))))
        if ZEN not in state.board:
            lines.append(tr("The Zen has been captured."))
        if state.is_match:
            lines += ["", tr("Match to 7: Black {black}, White {white}", black=state.scores[0],
                             white=state.scores[1])]
            finished = [*state.rounds, *([state.pending] if state.pending else [])]
            lines += [self._round_line(number, result)
                      for number, result in enumerate(finished, 1)]
        if state.in_check():
            lines += ["", tr("Échec !")]
        return lines

    def notice(self, state: ZenGame) -> str | None:
        """The result of a round that does not end the match."""
        if state.pending is None or state.is_over():
            return None
        round_line = self._round_line(len(state.rounds) + 1, state.pending)
        score = self.tr("Match to 7: Black {black}, White {white}", black=state.scores[0],
                        white=state.scores[1])
        return f"{round_line}\n{score}"

    def forced_text(self, state: ZenGame, move_text: str) -> str:
        """Who starts the next round, or a forced pass."""
        if state.pending is not None:
            return self.tr("Next round: {player} starts.",
                           player=self.seat_label(COLOUR_NAMES[state.next_starter()]))
        return super().forced_text(state, move_text)

    def move_label(self, state: ZenGame, move: ZenMove, move_text: str) -> str:
        """"Black: F11-F8", "Black: passes" or "Black: next round" in the reader's
        language."""
        player = self.who(state, state.to_move())
        if move is PASS:
            return self.tr("{player}: passes", player=player)
        if move is NEXT_ROUND:
            return self.tr("{player}: next round", player=player)
        return self.tr("{player}: {move}", player=player, move=move_text)

    def _round_line(self, number: int, result: tuple[int, int]) -> str:
        winner, points = result
        if winner < 0:
            return self.tr("Round {number}: draw, no points.", number=number)
        return self.tr("Round {number}: {player} wins, {points} points.", number=number,
                       player=self.seat_label(COLOUR_NAMES[winner]), points=points)

    def outcome_text(self, state: ZenGame, outcome: Outcome) -> str:
        """Why it ended and who won."""
        reason = self.tr(REASONS.get(outcome.reason, ""))
        if outcome.is_draw:
            return reason
        names = " & ".join(self.who(state, seat) for seat in sorted(outcome.winners))
        return f"{reason} " + self.tr("{player} wins.", player=names)
