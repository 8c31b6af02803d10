"""Every message outside players give a person has its French, and a forfeit reads in
French."""

import ast
from pathlib import Path

import pytest

from qtgames.core.i18n import Translator
from qtgames.players import Forfeit

ROOT = Path(__file__).parents[2] / "qtgames"
MODULES = [*sorted((ROOT / "players").glob("*.py")), ROOT / "core" / "jsonlines.py"]
MAKERS = {"Forfeit", "BadInput", "ProtocolError"}


def templates(path: Path) -> set[str]:
    """Every constant text given first to an error maker in ``path`` (both branches of a
    conditional included), and the forfeit templates kept in tables."""
    found = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Call) and node.args:
            name = node.func.id if isinstance(node.func, ast.Name) else getattr(
                node.func, "attr", "")
            if name in MAKERS:
                found |= {sub.value for sub in ast.walk(node.args[0])
                          if isinstance(sub, ast.Constant) and isinstance(sub.value, str)}
        if isinstance(node, ast.Dict):
            found |= {value.value for value in node.values if isinstance(value, ast.Constant)
                      and isinstance(value.value, str) and value.value.startswith("{player}")}
    return found - {"engine"}  # the kind compared in a conditional, not a message


@pytest.mark.parametrize("path", MODULES, ids=lambda path: path.name)
def test_every_message_has_its_french(path: Path) -> None:
    assert sorted(templates(path) - Translator("fr").templates) == []


def test_a_forfeit_reads_in_french() -> None:
    forfeit = Forfeit("{player}: no answer within {seconds:g} s", player="ia.py", seconds=2.0)
    assert Translator("fr").error(forfeit) == "ia.py : pas de réponse en 2 s"
