"""The result of a finished game."""

from dataclasses import dataclass
from enum import StrEnum

from qtgames.core.i18n import N_


class Reason(StrEnum):
    """The reasons of ``Outcome`` every game shares; their sentences are
    ``SHARED_REASONS``. A game's own reasons are short codes of its own (a str, or a
    ``StrEnum`` of the game's): each member is equal to its code, so either may be used."""

    #: Cut at ``max_plies`` and scored by ``GameState.adjudicate``.
    ADJUDICATED = "adjudicated"
    #: Lost by a player who broke a match's rules (an outside player that crashed).
    FORFEIT = "forfeit"
    #: Given up by a player.
    RESIGNED = "resigned"
    #: A draw the players agreed to.
    AGREED = "agreed"


#: The sentence a text view says for each shared reason (English; the core's catalog has
#: their French): a game's ``REASONS`` table starts from it.
SHARED_REASONS: dict[str, str] = {
    Reason.ADJUDICATED: N_("The game was stopped."),
    Reason.FORFEIT: N_("The game was lost by forfeit."),
    Reason.RESIGNED: N_("The game was given up."),
    Reason.AGREED: N_("The players agreed to a draw."),
}


@dataclass(frozen=True)
class Outcome:
    """Who won and why.

    ``winners`` holds seat indices (several for a team); an empty set is a draw. ``reason``
    is a short stable code (``"board-full"``, ``"no-moves"``…, or a shared ``Reason``) that
    text and scene views turn into a sentence; ``scores`` are the final points per seat (or
    per team, in a game of teams) when the game counts any.

    >>> Outcome(frozenset({0}), "board-full", (40, 24)).points(0)
    1.0
    """

    winners: frozenset[int]
    reason: str
    scores: tuple[float, ...] | None = None

    @property
    def is_draw(self) -> bool:
        """True when nobody won."""
        return not self.winners

    def points(self, seat: int) -> float:
        """Match points of ``seat``: 1 for a win, 0.5 for a draw, 0 for a loss."""
        if self.is_draw:
            return 0.5
        return 1.0 if seat in self.winners else 0.0
