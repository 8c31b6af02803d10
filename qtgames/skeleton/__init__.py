"""The skeleton of a new game, as every built-in game is laid out: ``qtgames new-game``.

The templates beside this module (``*.in``) make a complete, working game, three in a row,
which ``qtgames check`` passes at once: rules, computer levels, text view, scene, the
French catalogue of its messages (compiled), rules documents in English and French, an
icon, and a test calling ``check_game``. ``$id``, ``$package``, ``$Class``, ``$name`` and
``$distribution`` in them (and in their names) are replaced (``string.Template``: Python
code holds no ``$``).
"""

import importlib.util
import re
from pathlib import Path
from string import Template

from qtgames.core.errors import BadInput
from qtgames.core.game import GAME_ID

TEMPLATES = Path(__file__).parent
#: Each template and the file it becomes in the plugin's package.
PACKAGE_FILES = {"__init__.py.in": "__init__.py", "rules.py.in": "rules.py",
                 "ai.py.in": "ai.py", "text.py.in": "text.py", "scene.py.in": "scene.py",
                 "messages.po.in": "locale/fr/LC_MESSAGES/$package.po",
                 "rules.en.md.in": "rules.en.md",
                 "rules.fr.md.in": "rules.fr.md", "icon.svg.in": "icon.svg",
                 "py.typed.in": "py.typed"}


def package_name(game_id: str) -> str:
    """The plugin's import name: ``qtgames_tic_tac_toe`` for ``tic-tac-toe``."""
    return "qtgames_" + game_id.replace("-", "_")


def substitutions(game_id: str) -> dict[str, str]:
    """What each placeholder of the templates becomes for ``game_id``."""
    words = [word for word in re.split(r"[-_]", game_id) if word]
    return {"id": game_id, "package": package_name(game_id),
            "Class": "".join(word.capitalize() for word in words),
            "name": " ".join(words).capitalize(),
            "distribution": "qtgames-" + game_id.replace("_", "-")}


def check_new_id(game_id: str) -> None:
    """BadInput unless ``game_id`` is a game id whose package name is free."""
    if not GAME_ID.match(game_id):
        raise BadInput("game id {game!r} should be lower-case letters, digits, '-' and '_', "
                       "starting with a letter", game=game_id)
    package = package_name(game_id)
    if importlib.util.find_spec(package) is not None:
        raise BadInput("a module named {package} is already installed: choose another id",
                       package=package)


def _fill(template: str, values: dict[str, str]) -> str:
    return Template((TEMPLATES / template).read_text(encoding="utf-8")).substitute(values)


def _write_new(path: Path, text: str) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    with path.open("x", encoding="utf-8") as handle:  # never over a file already there
        handle.write(text)


def write_skeleton(game_id: str, folder: Path, package: bool = False) -> Path:
    """Write the game ``game_id`` in ``folder``; return what was made.

    A drop-in (the default) is the plugin's package folder itself, test included; with
    ``package``, a project folder ``qtgames-ID`` holding ``pyproject.toml`` (with the
    entry point), the plugin's package and ``tests/``. Nothing already there is replaced.
    """
    check_new_id(game_id)
    values = substitutions(game_id)
    root = folder / (values["distribution"] if package else values["package"])
    if root.exists():
        raise BadInput("{path} already exists", path=str(root))
    plugin = root / values["package"] if package else root
    files = {plugin / Template(name).substitute(values): template
             for template, name in PACKAGE_FILES.items()}
    test = root / "tests" if package else plugin
    files[test / f"test_{values['package']}.py"] = "test_game.py.in"
    if package:
        files[root / "pyproject.toml"] = "pyproject.toml.in"
    try:
        for path, template in files.items():
            _write_new(path, _fill(template, values))
    except OSError as error:
        raise BadInput("cannot write {path}: {error}", path=str(root),
                       error=error.strerror or str(error)) from None
    return root
