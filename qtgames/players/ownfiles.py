"""The files of a Python player: its file, and the modules of its folder it imports.

In the box a player sees only its own files, never the rest of its folder (a folder of a
class's bots, or the user's home). A file may still import modules of its own folder: the
``import`` statements of the file name them (``import helper``, ``from tactics import
x``), and so on for the modules found, read without running anything.
"""

import ast
from pathlib import Path

#: Most modules followed from one file; bytes of a module read to find its imports.
MOST_MODULES = 100
MOST_BYTES = 1 << 20


def own_files(path: Path) -> list[Path]:
    """``path`` and the modules of its folder it imports, directly or through them: a
    ``NAME.py`` file or a ``NAME`` package folder (whole). Unreadable or unparsable files
    end the search there (the player's own start reports them)."""
    folder = path.parent
    found: list[Path] = [path]
    waiting = [path]
    while waiting and len(found) < MOST_MODULES:
        for name in _imported(waiting.pop()):
            for candidate in (folder / f"{name}.py", folder / name):
                if candidate in found or not (candidate.is_file() or
                                              (candidate / "__init__.py").is_file()):
                    continue
                found.append(candidate)
                if candidate.is_file():
                    waiting.append(candidate)
    return found[:MOST_MODULES]


def _imported(path: Path) -> set[str]:
    """The top-level names of the modules ``path`` imports (absolute imports only)."""
    try:
        with path.open("rb") as source:
            text = source.read(MOST_BYTES + 1)
        if len(text) > MOST_BYTES:
            return set()
        tree = ast.parse(text)
    except (OSError, SyntaxError, ValueError):
        return set()
    names: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names.update(alias.name.split(".")[0] for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            names.add(node.module.split(".")[0])
    return {name for name in names if name.isidentifier()}
