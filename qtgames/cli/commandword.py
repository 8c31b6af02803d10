"""What a typed line is in the text version: a move of the game or a command.

A game's move always wins: a line that is a legal move is played even when its first word
is also a command, and a short alias (``u``, ``a``, ``q``...) that the game reads as a move
is a move (refused with the game's reason when it is not allowed). A command is then typed
with its full name, or with ``:`` before it (``:undo``), which is always a command.
"""

from collections.abc import Collection, Mapping
from typing import TypeVar

from qtgames.core.errors import BadInput, QtGamesError
from qtgames.core.i18n import N_
from qtgames.core.state import AnyState

H = TypeVar("H")

#: Typed before a word, makes it a command whatever the game's moves are.
PREFIX = ":"
#: What ``help`` says about it (translated).
HELP_LINE = (N_("a move always wins over a command: type a command in full, or with ':' "
             "before it (:undo)"))


def is_move(state: AnyState, line: str) -> bool:
    """True when ``line`` plays (one move, or several separated by commas) on ``state``."""
    trial = state.copy()
    try:
        for part in line.split(","):
            trial.play_text(part.strip())
    except QtGamesError:
        return False
    except Exception:  # noqa: BLE001 - a plugin failing to read the line: no move then
        return False
    return True


def reads_as_move(state: AnyState, word: str) -> bool:
    """True when the game reads ``word`` as a move, allowed here or not."""
    try:
        state.parse_move(word)
    except Exception:  # noqa: BLE001 - a refusal, or a plugin failing to read the word
        return False
    return True


def command_of(line: str, handlers: Mapping[str, H], full_words: Collection[str],
               state: AnyState | None) -> tuple[H, str] | None:
    """The handler and argument ``line`` asks for, or None when the line is a move.

    ``handlers`` maps every command word and alias (lower case) to its handler;
    ``full_words`` are the commands' full names; ``state`` is where the person at the
    keyboard could play now (None: no move can be typed now, every word is a command).
    """
    word, _, rest = line.strip().partition(" ")
    key = word.lower()
    if key.startswith(PREFIX):
        handler = handlers.get(key.removeprefix(PREFIX))
        if handler is None:
            raise BadInput("unknown command {word!r}; type help for the list", word=word[:40])
        return handler, rest.strip()
    handler = handlers.get(key)
    if handler is None:
        return None
    if state is not None and (is_move(state, line.strip()) or (
            key not in full_words and reads_as_move(state, word))):
        return None
    return handler, rest.strip()
