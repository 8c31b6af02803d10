"""The error an outside player raises when it loses the game by forfeit."""

from qtgames.core.errors import QtGamesError


class Forfeit(QtGamesError):
    """An outside player crashed, hung past its time limit, exited, wrote junk or answered
    an illegal move: its side loses the game. The message names the player and what
    happened, in one line.

    >>> Forfeit("{player}: no answer within {seconds} s", player="bot.py", seconds=2).reason
    'bot.py: no answer within 2 s'
    """

    @property
    def reason(self) -> str:
        """What happened, in English (``Translator.error`` gives it in another language)."""
        return str(self)
