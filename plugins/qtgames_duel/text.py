"""The Game: Le Duel in a terminal: the four piles labelled with their owner and direction,
the counts, and the hand of the seat the screen belongs to (never the other one)."""

from qtgames.core.i18n import N_
from qtgames.core.outcome import SHARED_REASONS, Outcome, Reason
from qtgames.core.textview import TextView
from qtgames_duel.rules import (
    ASCENDING,
    DESCENDING,
    END,
    OWN,
    DuelState,
    Placement,
    format_placement,
)

REASONS = {
    **SHARED_REASONS,
    "all-laid": N_("{player} has laid all 58 cards."),
    "stuck": N_("{player} cannot lay two cards."),
}


class DuelTextView(TextView[DuelState]):
    """The table as seen by the seat whose view is drawn."""

    move_hint = N_("a card like 05^A, a turn like 05^A,57vE,end")

    def board(self, state: DuelState) -> str:
        """The opponent's side on top, the player's side below, as at a real table."""
        me = state.seen_from()
        them = 1 - me
        tr, style = self.tr, self.style
        lines = [
            tr("{player}: {hand} cards in hand, {draw} in the draw pile",
               player=self.who(state, them), hand=state.hand_sizes[them],
               draw=state.draw_sizes[them]),
            self._piles(state, them),
            "",
            self._piles(state, me),
            tr("{player}: {draw} cards in the draw pile", player=self.who(state, me),
               draw=state.draw_sizes[me]),
        ]
        if state.hand_known(me):
            cards = " ".join(style(f"{card:02d}", "bold") for card in state.hands[me])
            lines.append(tr("Hand: {cards}", cards=cards or "-"))
        if state.hand_known(them) and state.hand_sizes[them]:
            cards = " ".join(f"{card:02d}" for card in state.hands[them])
            lines.append(tr("{player}'s hand: {cards}", player=self.who(state, them),
                            cards=cards))
        return "\n".join(lines)

    def _piles(self, state: DuelState, player: int) -> str:
        ascending = state.top(player, ASCENDING)
        descending = state.top(player, DESCENDING)
        mine = player == state.seen_from()
        side = "A" if mine else "E"
        who = self.who(state, player)
        if not mine:
            title = self.tr("{player}'s piles, E in moves:", player=who)
        elif _watched(state):
            title = self.tr("{player}'s piles, A in moves:", player=who)
        else:
            title = self.tr("Your piles ({player}), A in moves:", player=who)
        return "  " + title + \
            f"  ^{side} {self.style(f'{ascending:02d}', 'yellow', 'bold')}" \
            f"   v{side} {self.style(f'{descending:02d}', 'cyan', 'bold')}"

    def status(self, state: DuelState) -> list[str]:
        """Whose turn, how many cards are down and whether the opponent may still be
        helped."""
        tr = self.tr
        lines = [tr("Turn {number}", number=state.turn_number())]
        if state.is_over():
            return lines
        lines.append(tr("It is the turn of {player}", player=self.who(state, state.seat)))
        if state.laid:
            lines.append(tr("Cards laid this turn: {count}", count=state.laid))
        if state.laid >= 2:
            lines.append(tr("Two cards are down: the turn may end (end), "
                            "or more cards may follow."))
        if state.helped:
            lines.append(tr("A card went on the opponent's piles: no more this turn."))
        return lines

    def summary(self, state: DuelState) -> list[str]:
        """Cards left to each player."""
        return [self.tr("{player}: {cards} cards left", player=self.who(state, seat),
                        cards=state.cards_left(seat)) for seat in range(2)]

    def seen_move(self, shown: DuelState, move_text: str, mover: int) -> str:
        """A move names piles from its player's side (A: own, E: the opponent's); beside a
        board drawn for the other seat, the letters are swapped to match its labels."""
        if mover == shown.seen_from() or move_text[-1:] not in ("A", "E"):
            return move_text
        return move_text[:-1] + ("E" if move_text.endswith("A") else "A")

    def move_label(self, state: DuelState, move: Placement, move_text: str) -> str:
        """"Player 1: 59 ▼ on own pile", "… on Player 2's pile", "Player 1: end of turn"."""
        player = self.who(state, state.seat)
        if move == END:
            return self.tr("{player}: end of turn", player=player)
        card, side, direction = move
        arrow = "▲" if direction == ASCENDING else "▼"
        if side == OWN:
            return self.tr("{player}: {card} {arrow} on own pile", player=player,
                           card=f"{card:02d}", arrow=arrow)
        return self.tr("{player}: {card} {arrow} on {opponent}'s pile", player=player,
                       card=f"{card:02d}", arrow=arrow, opponent=self.who(state, 1 - state.seat))

    def only_ends_turn(self, move_text: str) -> bool:
        """``end`` only ends the turn (the draw that follows is hidden)."""
        return move_text == format_placement(END)

    def seat_count(self, state: DuelState, seat: int) -> int | None:
        """The cards the seat has left to lay."""
        return state.cards_left(seat)

    def forced_text(self, state: DuelState, move_text: str) -> str:
        """No card fits any more: the turn ends."""
        return self.tr("{player} can lay no more cards: end of turn.",
                       player=self.who(state, state.seat))

    def outcome_text(self, state: DuelState, outcome: Outcome) -> str:
        """Why the game ended and who won."""
        if outcome.is_draw:
            return self.tr(REASONS[Reason.ADJUDICATED])
        winner = next(iter(outcome.winners))
        subject = winner if outcome.reason == "all-laid" else 1 - winner
        reason = self.tr(REASONS.get(outcome.reason, ""), player=self.who(state, subject))
        return f"{reason} " + self.tr("{player} wins.", player=self.who(state, winner))


def _watched(state: DuelState) -> bool:
    """True for a spectator's view: no seat's, and neither hand shown."""
    return state.viewer() is None and not any(state.hand_known(seat) for seat in range(2))
