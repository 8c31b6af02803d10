"""``qtgames new-game ID``: write a new game's skeleton, ready for ``qtgames check``."""

import argparse
import sys
from pathlib import Path

from qtgames.cli.common import registry, translator
from qtgames.core.errors import BadInput
from qtgames.core.i18n import Domain
from qtgames.paths import plugin_dir
from qtgames.plugins import load_games
from qtgames.skeleton import check_new_id, package_name, write_skeleton
from qtgames.testing.shipping import write_first


def _write_shipped(plugin: Path) -> None:
    """The new game's perft table and golden playthrough, beside its rules: loaded from
    where it was written, as ``qtgames check PATH`` loads it."""
    try:
        found = load_games(builtin=(), use_entry_points=False, drop_ins=[plugin.resolve()],
                           disabled=(), user_plugins=True, strict=True)
        for spec in found.games.values():
            write_first(spec)
    finally:  # the new package is not installed: forget it was imported to write these
        for name in [name for name in sys.modules
                     if name == plugin.name or name.startswith(plugin.name + ".")]:
            del sys.modules[name]


def _compile_catalogue(plugin: Path) -> None:
    """Compile the new game's catalogue, so that it speaks French at once."""
    try:
        from qtgames.testing.catalogues import compile_domain
    except ImportError:  # Babel is not installed (a frozen program): English until compiled
        return
    try:
        compile_domain(Domain.beside(str(plugin / "__init__.py")))
    except OSError as error:
        raise BadInput("cannot write {path}: {error}", path=str(plugin),
                       error=error.strerror or str(error)) from None


def run_new_game(args: argparse.Namespace) -> int:
    """Write the skeleton as a drop-in (in the plugin folder or ``--folder``) or, with
    ``--package``, as a package with its entry point (in ``--folder`` or here)."""
    check_new_id(args.game)
    if args.game in registry().games:
        raise BadInput("a game {game!r} already exists: choose another id", game=args.game)
    default = Path.cwd() if args.package else plugin_dir()
    folder = Path(args.folder).expanduser() if args.folder else default
    root = write_skeleton(args.game, folder, package=args.package)
    plugin = root / package_name(args.game) if args.package else root
    _compile_catalogue(plugin)
    _write_shipped(plugin)
    tr = translator()
    if args.package:
        print(tr("Wrote the package {path}: install it with 'pip install -e {path}', then "
                 "'qtgames check {game}' checks it and 'qtgames list' shows it.",
                 path=str(root), game=args.game))
    elif args.folder:
        print(tr("Wrote the drop-in plugin {path}: 'qtgames check {path}' checks it; in "
                 "the plugin folder, 'qtgames list' shows it.", path=str(root)))
    else:
        print(tr("Wrote the drop-in plugin {path}: 'qtgames check {game}' checks it and "
                 "'qtgames list' shows it.", path=str(root), game=args.game))
    return 0
