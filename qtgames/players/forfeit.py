"""The error an outside player raises when it loses the game by forfeit."""

from qtgames.core.errors import QtGamesError
from qtgames.core.safetext import printable


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
