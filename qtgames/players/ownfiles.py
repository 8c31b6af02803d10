"""The files of a Python player: its own file, or its package folder, nothing else.

In the box a player sees only its own files, never the rest of its folder (a folder of a
class's bots, or the user's home), whatever its ``import`` statements name. A player that
needs modules of its own is a package: a folder with an ``__init__.py`` defining its
functions, and its other modules beside it (``py:FOLDER``).
"""

from pathlib import Path


def own_files(path: Path) -> list[Path]:
    """What the player at ``path`` may see: that file, or that package folder (whole)."""
    return [path]
