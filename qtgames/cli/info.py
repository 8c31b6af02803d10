"""``qtgames list`` and ``qtgames rules``."""

import argparse

from qtgames.cli.common import game, print_json, registry
from qtgames.core.i18n import pick, system_language
from qtgames.paths import plugin_dir


def run_list(args: argparse.Namespace) -> int:
    """Print every game with its version and source, and every plugin that failed."""
    found = registry()
    lang = system_language()
    if args.json:
        print_json({
            "games": [{"id": spec.id, "name": pick(spec.name, lang), "version": spec.version,
                       "source": spec.source, "levels": [lvl.name for lvl in spec.levels]}
                      for spec in found.games.values()],
            "plugins": [{"name": info.name, "source": info.source, "games": list(info.games),
                         "error": info.error, "disabled": info.disabled}
                        for info in found.plugins],
            "plugin_dir": str(plugin_dir()),
        })
        return 0
    if found.games:
        width = max(len(game_id) for game_id in found.games)
        for spec in found.games.values():
            print(f"{spec.id:<{width}}  {pick(spec.name, lang)} {spec.version}  [{spec.source}]")
            print(f"{'':<{width}}  {pick(spec.summary, lang)}")
    else:
        print("No game found.")
    for info in found.plugins:
        if info.disabled:
            print(f"disabled plugin {info.name} [{info.source}]")
        elif info.error is not None:
            print(f"failed plugin {info.name} [{info.source}]: {info.error}")
    print(f"Drop-in plugin folder: {plugin_dir()}")
    return 0


def run_rules(args: argparse.Namespace) -> int:
    """Print the rules of a game."""
    print(game(args.game).rules_text(args.lang or system_language()).rstrip())
    return 0
