"""Typed errors whose message is written for the player, not the programmer.

Each error keeps its English message template and the values put in it, so a front end
can show it in the player's language (``Translator.error``); ``str(error)`` is English.
"""

#: Longest text a message repeats from what it was given (a file name, a move typed…).
ECHO_LIMIT = 200


def _cut(value: object) -> object:
    """``value``, with a long text cut to ``ECHO_LIMIT`` characters and an ellipsis."""
    if isinstance(value, str) and len(value) > ECHO_LIMIT:
        return value[:ECHO_LIMIT - 1] + "…"
    return value


class QtGamesError(Exception):
    """Base of every error qtgames reports to a user as a one-line message.

    >>> str(BadInput("{name} must be at least 1, not {value}", name="--depth", value=0))
    '--depth must be at least 1, not 0'
    """

    def __init__(self, template: str, **values: object) -> None:
        """A message from ``template`` and the ``values`` it names; long texts among the
        values are cut, so a message stays one readable line."""
        self.template = template
        self.values = {name: _cut(value) for name, value in values.items()}
        super().__init__(template.format(**self.values) if values else template)


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
    """A save file that cannot be loaded or written; nothing was changed."""


class DamagedSaveError(SaveFileError):
    """A save file whose content is no readable game: cut short, altered, or not a saved
    game at all."""


class NewerSaveError(SaveFileError):
    """A save file written by a newer version of qtgames or of its game."""


#: Longest text of a value put in a message: a file may hold a megabyte where a word goes.
CLIP_LENGTH = 60


def clip(value: object, length: int = CLIP_LENGTH) -> object:
    """``value`` as it may be shown in a message: unchanged when short, else the start of
    its text followed by ``…``.

    >>> clip("x" * 100, 5)
    'xxxxx…'
    >>> clip(12)
    12
    """
    if isinstance(value, str):
        return value if len(value) <= length else value[:length] + "…"
    try:
        text = repr(value)
    except ValueError:  # an integer too long to write in decimal
        return "…"
    return value if len(text) <= length else text[:length] + "…"
