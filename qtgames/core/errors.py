"""Typed errors whose message is written for the player, not the programmer."""


class QtGamesError(Exception):
    """Base of every error qtgames reports to a user as a one-line message."""


class BadInput(QtGamesError):
    """The user gave something unusable: a bad argument, file, position or move.

    The command line exits with code 2 on these.
    """


class NotationError(BadInput):
    """Text that does not spell a move or a position in the game's notation."""


class IllegalMoveError(BadInput):
    """A well-formed move that the rules forbid here; the message says why."""


class OptionError(BadInput):
    """An unknown game option or a value outside its allowed choices."""


class UnknownGameError(BadInput):
    """No loaded plugin provides a game with this id."""


class SaveFileError(BadInput):
    """A save file that cannot be loaded; nothing was changed."""
