"""``qtgames new-game ID``: write a new game's skeleton, ready for ``qtgames check``."""

import argparse
from pathlib import Path

from qtgames.cli.common import registry, translator
from qtgames.core.errors import BadInput
from qtgames.paths import plugin_dir
from qtgames.skeleton import check_new_id, write_skeleton


def run_new_game(args: argparse.Namespace) -> int:
    """Write the skeleton as a drop-in (in the plugin folder or ``--folder``) or, with
    ``--package``, as a package with its entry point (in ``--folder`` or here)."""
    check_new_id(args.game)
    if args.game in registry().games:
        raise BadInput("a game {game!r} already exists: choose another id", game=args.game)
    default = Path.cwd() if args.package else plugin_dir()
    folder = Path(args.folder).expanduser() if args.folder else default
    root = write_skeleton(args.game, folder, package=args.package)
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
