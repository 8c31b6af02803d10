"""What a game says about its moves, in words both shells show: the ``Narrator``.

The app's side panel and the text version announce the same things the same way: the
counts or scores worth a glance, news such as a round's result, a move played without
asking, and the result. A game's text view is its narrator too (``TextView`` extends it).
"""

from collections.abc import Callable, Sequence
from typing import Any, Generic

from qtgames.core.i18n import Translator
from qtgames.core.outcome import Outcome
from qtgames.core.state import S


class Narrator(Generic[S]):
    """The sentences a game says about its states; plugins override what they need.

    ``tr`` translates the game's English messages and ``seat_label`` turns a seat name
    (``"black"``) into its display name (``"Noir"``).
    """

    def __init__(self, tr: Translator | None = None,
                 seat_label: Callable[[str], str] = str.capitalize) -> None:
        self.tr = tr or Translator("en")
        self.seat_label = seat_label

    def who(self, state: S, seat: int) -> str:
        """Display name of seat number ``seat``."""
        return self.seat_label(state.seats[seat])

    def summary(self, state: S) -> list[str]:
        """Short lines for the app's side panel (counts, scores, warnings); none by default."""
        return []

    def move_label(self, state: S, move: Any, move_text: str) -> str:
        """How the move list and Undo/Redo name ``move`` (written ``move_text``), played
        in ``state``: who played it, then the move ("Black: f5")."""
        return self.tr("{player}: {move}", player=self.who(state, state.to_move()),
                       move=move_text)

    def seen_move(self, shown: S, move_text: str, mover: int) -> str:
        """The move ``move_text`` of seat ``mover`` as it reads beside the board drawn from
        ``shown``: the notation itself, unless it depends on who plays (then rewritten in
        the terms of the seat the board is drawn for)."""
        return move_text

    def moves_text(self, labels: Sequence[str]) -> str:
        """Several moves named in one line, in this language's punctuation ("Black: f5;
        White: e6", "Noir : f5 ; Blanc : e6")."""
        text = ""
        for label in labels:
            text = self.tr("{moves}; {move}", moves=text, move=label) if text else label
        return text

    def only_ends_turn(self, move_text: str) -> bool:
        """True when the move written ``move_text`` does nothing but end its player's
        turn (left out of a turn's summary when the turn held other moves); False by
        default."""
        return False

    def seat_count(self, state: S, seat: int) -> int | None:
        """The number worth a glance for seat ``seat`` (its discs, pawns or cards left),
        shown beside its name; None (the default) when the game has none."""
        return None

    def notice(self, state: S) -> str | None:
        """News worth a message before play goes on, such as a round's result; or None."""
        return None

    def forced_text(self, state: S, move_text: str) -> str:
        """Announces a move played without asking because it was the only one."""
        return self.tr("{player} has a single move: {move}.",
                       player=self.who(state, state.to_move()), move=move_text)

    def outcome_text(self, state: S, outcome: Outcome) -> str:
        """A sentence announcing the result."""
        if outcome.is_draw:
            return self.tr("The game is a draw.")
        names = " & ".join(self.who(state, seat) for seat in sorted(outcome.winners))
        return self.tr("{player} wins.", player=names)
