"""Every sentence a built-in game plugin says in English has its French translation."""

import ast
import importlib
import re
from pathlib import Path

import pytest

PLUGINS = Path(__file__).parents[2] / "plugins"
#: Sources of the sentences a player reads.
SKIPPED = {"__init__.py", "messages.py", "ai.py"}
#: The core's own messages.
NOT_SENTENCES = {"{player} wins.", "{player} has a single move: {move}."}


def sentences(folder: Path) -> set[str]:
    """String constants that read like sentences, docstrings left out."""
    found = set()
    for path in folder.glob("*.py"):
        if path.name in SKIPPED:
            continue
        tree = ast.parse(path.read_text(encoding="utf-8"))
        docstrings = {id(node.body[0].value) for node in ast.walk(tree)
                      if isinstance(node, ast.Module | ast.ClassDef | ast.FunctionDef)
                      and node.body and isinstance(node.body[0], ast.Expr)}
        for node in ast.walk(tree):
            if isinstance(node, ast.JoinedStr):
                docstrings |= {id(value) for value in node.values}
            if isinstance(node, ast.Constant) and isinstance(node.value, str) \
                    and id(node) not in docstrings and re.search(r"[a-z]{3,} .* ", node.value):
                found.add(node.value)
    return found - NOT_SENTENCES


@pytest.mark.parametrize("plugin", sorted(p.name for p in PLUGINS.iterdir()
                                          if (p / "messages.py").is_file()))
def test_every_english_sentence_has_a_french_translation(plugin: str) -> None:
    catalog = importlib.import_module(f"{plugin}.messages").MESSAGES["fr"]
    missing = sorted(text for text in sentences(PLUGINS / plugin) if text not in catalog)
    assert missing == []
