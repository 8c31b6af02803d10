"""The error an outside player raises when it loses the game by forfeit, and every reason
this program gives for one (``TEMPLATES``), to tell a reason it wrote from one made up."""

import re
import string

from qtgames.core.errors import QtGamesError
from qtgames.core.i18n import N_
from qtgames.core.safetext import printable

#: Every forfeit of an outside player this program words: ``{player}`` is the player's
#: file or command (``OutsideName.shown``); the other fields may hold anything.
TEMPLATES = (
    "{player}: {error}",
    N_("{player}: cannot be loaded: {detail}"),
    N_("{player}: {function} raised {detail}"),
    N_("{player}: {function} called {detail}"),
    N_("{player}: cannot start {function}: {detail}"),
    "{player}: cannot be started: {error}",
    "{player}: did not start within {seconds:g} s",
    "{player}: no answer within {seconds:g} s",
    "{player}: wrote junk on its output: {error}",
    "{player}: closed its output",
    "{player}: was killed by signal {signal}",
    "{player}: stopped (exit code {code}): {detail}",
    "{player}: stopped (exit code {code})",
    "{player}: bad hello: {error}",
    "{player}: sent {type!r} instead of an answer",
    "{player}: sent {type!r} instead of a move",
    "{player}: answered {answer}, not a legal move",
    "{player}: {count} invalid answers in a row, and the move then played for it ({move}) "
    "is not allowed here",
)


def _pattern(template: str, player: str) -> "re.Pattern[str]":
    """``template`` as a pattern: ``{player}`` is ``player``, any other field anything."""
    parts = []
    for literal, field, _, _ in string.Formatter().parse(template):
        parts.append(re.escape(literal))
        if field is not None:
            parts.append(re.escape(player) if field == "player" else ".*")
    return re.compile("".join(parts), re.DOTALL)


def is_own_reason(reason: str, player: str, cut: int | None = None) -> bool:
    """True when ``reason`` is one this program gives for a forfeit of the outside
    player ``player`` (its shown name); a reason ``cut`` to that many characters when
    written need only begin as one does."""
    shown = printable(player)
    if cut is not None and len(reason) >= cut:
        return reason.startswith(f"{shown}: ")
    return any(_pattern(template, shown).fullmatch(reason) for template in TEMPLATES)


class Forfeit(QtGamesError):
    """An outside player crashed, hung past its time limit, exited, wrote junk or answered
    an illegal move: its side loses the game. The message names the player and what
    happened, in one line.

    >>> Forfeit("{player}: no answer within {seconds} s", player="bot.py", seconds=2).reason
    'bot.py: no answer within 2 s'
    """

    def __init__(self, template: str, **values: object) -> None:
        """The forfeit ``template`` with its ``values``; texts among them come from the
        player (its answer, its error, its last words): each is made printable, so the
        reason can go to a terminal, a results file or a report as it is."""
        super().__init__(template, **{name: printable(value) if isinstance(value, str)
                                      else value for name, value in values.items()})

    @property
    def reason(self) -> str:
        """What happened, in English (``Translator.error`` gives it in another language)."""
        return str(self)
