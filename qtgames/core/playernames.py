"""Names of outside players: ``ai:FILE``, ``py:FILE`` and ``engine:COMMAND``.

A name may carry its own time limit per move after the kind: ``py@0.5:bot.py`` gives
``bot.py`` half a second a move (the default is ``DEFAULT_SECONDS``, or the command's
``--move-time``). Reading a name (``parse``) only checks its spelling, so a saved game
whose file has moved still opens; ``check`` also looks at the file or the program.
"""

import os
import re
import shlex
import shutil
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from qtgames.core.errors import BadInput
from qtgames.core.i18n import N_

#: The kinds of outside players: a game's own AI file, a Python bot file, a program.
KINDS = ("ai", "py", "engine")
#: Seconds a move when neither the name nor the command says.
DEFAULT_SECONDS = 2.0
#: The allowed time limits per move, in seconds.
SECONDS_RANGE = (0.05, 3600.0)
#: The longest name (a command, a file's path): one that must be shown whole to be judged.
MAX_CHARS = 4096

_PREFIX = re.compile(r"^([A-Za-z][\w-]*)(?:@([^:]*))?:(.*)$", re.DOTALL)


@dataclass(frozen=True)
class OutsideName:
    """A parsed outside player's name: its kind, its file or command, its time limit."""

    kind: str
    target: str
    seconds: float | None = None

    @property
    def text(self) -> str:
        """The name as written on a command line or in a save file."""
        limit = f"@{self.seconds:g}" if self.seconds is not None else ""
        return f"{self.kind}{limit}:{self.target}"

    @property
    def move_seconds(self) -> float:
        """The time limit per move."""
        return self.seconds if self.seconds is not None else DEFAULT_SECONDS

    @property
    def shown(self) -> str:
        """How messages name the player: its file, or its command."""
        return self.target

    def command(self) -> list[str]:
        """An engine's program and arguments (shell quoting, no shell)."""
        return shlex.split(self.target)


def split_players(text: str) -> list[str]:
    """The player names of a ``--players`` list: separated by commas, a comma inside a
    name written ``\\,`` (as ``join_players`` writes it), each name stripped."""
    names: list[str] = []
    current: list[str] = []
    index = 0
    while index < len(text):
        char = text[index]
        if char == "\\" and text[index + 1:index + 2] == ",":
            current.append(",")
            index += 2
            continue
        if char == ",":
            names.append("".join(current).strip())
            current = []
        else:
            current.append(char)
        index += 1
    names.append("".join(current).strip())
    return names


def join_players(names: Sequence[str]) -> str:
    """The ``--players`` list of ``names``, read back whole by ``split_players`` (a comma
    inside a name written ``\\,``)."""
    return ",".join(name.replace(",", "\\,") for name in names)


def is_outside(name: str) -> bool:
    """True when ``name`` is written like an outside player (``KIND:...``), known kind or
    not: such a name is never a level."""
    return _PREFIX.match(name) is not None


def parse(name: str) -> OutsideName:
    """The outside player ``name`` spells; a BadInput in one line if it spells none."""
    if len(name) > MAX_CHARS:
        raise BadInput("an outside player's name is {count} characters long, more than "
                       "{limit}", count=len(name), limit=MAX_CHARS)
    found = _PREFIX.match(name)
    if found is None:
        raise BadInput("{name!r} is not an outside player (ai:FILE, py:FILE or "
                       "engine:COMMAND)", name=name)
    kind, seconds_text, target = found.groups()
    if kind not in KINDS:
        raise BadInput("unknown kind of player {kind!r} in {name!r} (known: ai:FILE, "
                       "py:FILE, engine:COMMAND)", kind=kind + ":", name=name)
    if not target.strip():
        raise BadInput(N_("{name!r} names no command") if kind == "engine" else
                       N_("{name!r} names no file"), name=name)
    seconds = None if seconds_text is None else _seconds(seconds_text, name)
    if kind == "engine":
        try:
            words = shlex.split(target)
        except ValueError as error:
            raise BadInput("bad engine command {command!r}: {error}", command=target,
                           error=str(error)) from None
        if not words:
            raise BadInput("{name!r} names no command", name=name)
    return OutsideName(kind, target, seconds)


def _seconds(text: str, name: str) -> float:
    low, high = SECONDS_RANGE
    try:
        seconds = float(text)
    except ValueError:
        seconds = float("nan")
    if not low <= seconds <= high:  # also refuses nan
        raise BadInput("{name!r}: the time per move after @ must be a number of seconds "
                       "from {low:g} to {high:g}", name=name, low=low, high=high)
    return seconds


def check(name: str) -> OutsideName:
    """``parse(name)``, and its file or program must be there: a BadInput in one line
    naming what is wrong otherwise."""
    outside = parse(name)
    if outside.kind == "engine":
        program = outside.command()[0]
        if shutil.which(program) is None:
            path = Path(program)
            raise BadInput(N_("engine program {program!r} is not executable") if path.is_file()
                           else N_("engine program {program!r} is a folder") if path.is_dir()
                           else N_("engine program {program!r} is not found"), program=program)
        return outside
    path = Path(os.path.expanduser(outside.target))
    if path.is_dir():
        if (path / "__init__.py").is_file():  # a package folder: the player's own files
            return outside
        raise BadInput("{path} is a folder with no __init__.py, neither a Python file nor "
                       "a package", path=outside.target)
    if not path.is_file():
        raise BadInput("no file {path}", path=outside.target)
    if path.suffix != ".py":
        raise BadInput("{path} is not a Python file (.py)", path=outside.target)
    return outside


def with_seconds(name: str, seconds: float | None) -> str:
    """``name`` with the time limit ``seconds`` when it is an outside player that names
    none; any other name unchanged."""
    if seconds is None or not is_outside(name):
        return name
    outside = parse(name)
    if outside.seconds is not None:
        return name
    return OutsideName(outside.kind, outside.target, seconds).text
