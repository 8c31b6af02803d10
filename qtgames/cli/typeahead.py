"""A line typed at the terminal while the computers play, read without waiting for one."""

import select
from typing import TextIO


def typed_line(inp: TextIO) -> str | None:
    """The line typed at the terminal ``inp`` and not read yet ("" at the end of the
    input), or None when nothing was typed (or ``inp`` is not a terminal, or cannot be
    watched: a script's input is read at the prompts only)."""
    try:
        if not inp.isatty():
            return None
        ready, _, _ = select.select([inp.fileno()], [], [], 0)
    except (OSError, ValueError):  # no file number, or a console select cannot watch
        return None
    if not ready:
        return None
    try:
        return inp.readline()
    except KeyboardInterrupt:
        return ""
