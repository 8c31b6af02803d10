"""What the command line says when a saved game named outside players: loading started
none of them, each of their seats is a person's now, and this is the command that gives
them back."""

import shlex
from collections.abc import Sequence

from qtgames.core.i18n import Translator
from qtgames.core.playernames import join_players
from qtgames.core.record import GameRecord
from qtgames.core.safetext import printable

#: Longest text shown of a command line (several player names of up to 4096 characters).
SHOWN_LIMIT = 20_000


def held_lines(record: GameRecord, tr: Translator, command: Sequence[str], path: str,
               players: Sequence[str]) -> list[str]:
    """One line per outside player held back from ``record``'s seats: the seat, the player
    as the file names it, and the command line that plays it again (``command``, then
    ``--load path --players`` with ``players``, one per seat). Control characters are shown
    escaped: a name from a file must not move the cursor nor hide part of itself."""
    again = shlex.join([*command, "--load", path, "--players", join_players(players)])
    spec = record.spec
    return [tr("Seat {seat} was played by the outside player {player} in the saved game; a "
               "person plays it now (a saved game never starts a program). To play it "
               "again: {command}",
               seat=spec.seat_label(record.seats[held.seat].name, tr.lang),
               player=printable(held.player, SHOWN_LIMIT),
               command=printable(again, SHOWN_LIMIT))
            for held in record.held]
