"""``qtgames check GAME_OR_PATH``: hold a game to the contract, from the command line.

GAME_OR_PATH is the id of an installed game (built-in, entry point or drop-in) or the path
of a drop-in plugin (a ``.py`` file or a package folder), loaded from where it is. Each
broken invariant is one line, with the options, seed and moves that reproduce it, and the
exit code is 1; when every invariant holds, one line says what was checked. The first line
says that the plugin's code runs as the user, outside any box (as any plugin installed).
"""

import argparse
from pathlib import Path

from qtgames.cli.common import registry, translator
from qtgames.core.errors import BadInput
from qtgames.core.game import GAME_ID, GameSpec
from qtgames.core.safetext import printable
from qtgames.plugins import is_drop_in, load_games
from qtgames.testing import run_checks

#: Longest failure line printed.
LINE_LIMIT = 600


def _games(target: str) -> tuple[list[GameSpec], list[str]]:
    """The games named by ``target`` and the load errors of its plugin (for a path): a
    drop-in plugin there if there is one, else the installed game of that id."""
    path = Path(target).expanduser()
    if not is_drop_in(path):
        if GAME_ID.match(target):
            return [registry().get(target)], []
        raise BadInput("{path} is neither a game id nor a drop-in plugin (a .py file or a "
                       "folder with an __init__.py)", path=target)
    found = load_games(builtin=(), use_entry_points=False, drop_ins=[path.resolve()],
                       disabled=(), user_plugins=True)
    errors = [printable(info.error) for info in found.plugins if info.error is not None]
    return list(found.games.values()), errors


def run_check(args: argparse.Namespace) -> int:
    """Check each game named; print one line per broken invariant; 1 when any broke."""
    tr = translator()
    print(tr("check runs the plugin's code as you, with your rights and outside any box: "
             "check only a plugin you trust"), flush=True)
    specs, errors = _games(args.game)
    for error in errors:
        print(tr("load: the plugin fails to load: {error}", error=error))
    if not specs and not errors:
        print(tr("load: the plugin provides no game"))
        return 1
    failed = bool(errors)
    for spec in specs:
        report = run_checks(spec, seeds=range(1, args.games + 1), scene=not args.no_scene)
        for line in report.lines():
            print(printable(line, LINE_LIMIT))
        failed |= not report.ok
        if report.ok:
            print(tr("{game}: every invariant holds ({games} random games, {positions} "
                     "positions, {shipped}, {scene})", game=spec.id, games=report.games,
                     positions=report.positions,
                     shipped=tr("{perft} perft rows and {golden} golden playthroughs "
                                "shipped", perft=report.perft_rows,
                                golden=report.golden_files),
                     scene=tr("scene shown") if report.scene else tr("scene not shown")))
    return 1 if failed else 0
