"""The one rule asked before a game is left, in every shell; no Qt here.

Quitting (the app's Quit or closing its window, the text version's ``quit``, Ctrl-D or
Ctrl-C) keeps an unfinished game that the program's autosave slot holds: it is offered to
continue next time, so nothing is lost and nobody is asked. Every other way of leaving (a
new game, a start-page card, Restart, Open or ``load``, a tournament game, giving up)
starts another game, whose autosave takes the program's slot, that of the one offered to
continue: the game in
play with moves not saved to a file is at stake and, when no game is in play (the app's
start page), the game Continue offers. A finished game not saved to a file, and one whose
autosave could not be written, are at stake in every case (a finished game is never
offered to continue).

``at_stake`` says what is at stake; each shell asks about it in its own words.
"""

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from qtgames.core.record import GameRecord
from qtgames.table.autosave import continuable

if TYPE_CHECKING:
    from qtgames.table.table import Table

#: What leaving would lose (``Stake.kind``): nothing, the game in play, the Continue game.
NOTHING, IN_PLAY, CONTINUE = "nothing", "in play", "continue"


@dataclass(frozen=True)
class Stake:
    """What leaving the game now would lose: ``kind`` and the game whose moves would be
    lost (``record``, None when nothing would be)."""

    kind: str
    record: GameRecord | None = None

    @property
    def ask(self) -> bool:
        """True when the person must be asked before the game is left."""
        return self.kind != NOTHING


def kept_for_later(table: "Table") -> bool:
    """True when quitting loses nothing of ``table``'s game: the autosave holds it, its
    last autosave was written, and the game, played to its last move, is not over."""
    return table.holds_autosave and table.autosaved and not table.record.game_over


def at_stake(table: "Table | None", quitting: bool = False,
             continue_game: Callable[[], GameRecord | None] = lambda: None) -> Stake:
    """What leaving now would lose: the game in play at ``table`` or, when there is none,
    the game ``continue_game`` returns (the autosave offered to continue, only called when
    needed); ``quitting`` when the program ends rather than another game starting."""
    if table is not None:
        if not table.modified or (quitting and kept_for_later(table)):
            return Stake(NOTHING)
        return Stake(IN_PLAY, table.record)
    if quitting:
        return Stake(NOTHING)
    offered = continue_game()
    if offered is None or not continuable(offered):
        return Stake(NOTHING)
    return Stake(CONTINUE, offered)
