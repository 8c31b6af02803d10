"""Three tricks in the terminal: the hand of the seat shown, the trick, the tricks taken."""

from qtgames.core.i18n import N_
from qtgames.core.outcome import SHARED_REASONS, Outcome
from qtgames.core.textview import TextView
from qtgames_tricks.rules import UNKNOWN, TricksState

#: The result's reasons, in words (translated): the shared ones, and this game's own.
REASONS = {**SHARED_REASONS, "more tricks": N_("more tricks taken")}


class TricksTextView(TextView[TricksState]):
    """``Hand of First player: 1 3 9`` and the other hand as ``? ? ?`` when unseen."""

    move_hint = "type the card you play, from 1 to 9"

    def board(self, state: TricksState) -> str:
        """Each hand (unseen cards as ?), then the trick in progress."""
        lines = []
        for seat, hand in enumerate(state.hands):
            cards = " ".join("?" if card == UNKNOWN else str(card) for card in hand)
            lines.append(self.tr("Hand of {player}: {cards}", player=self.who(state, seat),
                                 cards=cards or "-"))
        led = " ".join(map(str, state.trick)) or "-"
        lines.append(self.tr("Card led: {card}", card=led))
        return "\n".join(lines)

    def status(self, state: TricksState) -> list[str]:
        """The tricks taken."""
        return [self.tr("Tricks: {first} to {second}", first=state.tricks[0],
                        second=state.tricks[1])]

    def outcome_text(self, state: TricksState, outcome: Outcome) -> str:
        """``First player wins (more tricks taken).``"""
        names = " & ".join(self.who(state, seat) for seat in sorted(outcome.winners))
        return self.tr("{player} wins ({reason}).", player=names,
                       reason=self.tr(REASONS.get(outcome.reason, outcome.reason)))
