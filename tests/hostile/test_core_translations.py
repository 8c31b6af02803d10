"""Every message the save files, the file reader and the options give has its French."""

import ast
from pathlib import Path

import pytest

from qtgames.core.i18n import Translator

CORE = Path(__file__).parent.parent.parent / "qtgames" / "core"
#: What builds a message a person reads: the errors and the settings warnings.
MESSAGE_MAKERS = {"SaveFileError", "OptionError", "FileReadError", "NotOrdinaryFile",
                  "FileTooLarge", "QtGamesError", "_warn"}


def templates(path: Path) -> set[str]:
    """The first argument of every message maker called in ``path``, when a constant."""
    found = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Call) and node.args and isinstance(node.args[0], ast.Constant):
            name = node.func.id if isinstance(node.func, ast.Name) else getattr(
                node.func, "attr", "")
            if name in MESSAGE_MAKERS and isinstance(node.args[0].value, str):
                found.add(node.args[0].value)
    return found


@pytest.mark.parametrize("module", ["saves.py", "files.py", "options.py"])
def test_every_message_has_its_french(module: str) -> None:
    found = templates(CORE / module)
    assert found  # the walk sees the messages
    assert sorted(found - Translator("fr").templates) == []
