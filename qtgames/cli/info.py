"""``qtgames list`` and ``qtgames rules``."""

import argparse

from qtgames.cli.common import game, print_json, registry, translator
from qtgames.cli.plaintext import markdown_to_text
from qtgames.core.i18n import Verbatim, pick, system_language
from qtgames.core.safetext import printable
from qtgames.paths import plugin_dir
from qtgames.plugins import PluginInfo, source_text

#: Longest game summary shown by ``list``.
SUMMARY_LIMIT = 1000


def _error(info: PluginInfo) -> str:
    """The plugin's error in the user's language, safe to print."""
    if info.problem is None:
        return info.error or ""
    return printable(translator().error(info.problem))


def run_list(args: argparse.Namespace) -> int:
    """Print every game with its version and source, and every plugin that failed."""
    found = registry()
    lang = system_language()
    tr = translator()
    if args.json:
        print_json({
            "games": [{"id": spec.id, "name": pick(spec.name, lang), "version": spec.version,
                       "source": spec.source, "levels": [lvl.name for lvl in spec.levels]}
                      for spec in found.games.values()],
            "plugins": [{"name": info.name, "source": info.source, "games": list(info.games),
                         "error": info.error, "disabled": info.disabled}
                        for info in found.plugins],
            "plugin_dir": str(plugin_dir()),
            "safe_mode": found.safe_mode,
        })
        return 0
    if found.games:
        width = max(len(game_id) for game_id in found.games)
        for spec in found.games.values():
            print(f"{spec.id:<{width}}  {printable(pick(spec.name, lang))} "
                  f"{printable(spec.version)}  "
                  f"[{printable(source_text(spec.source, tr), SUMMARY_LIMIT)}]")
            print(f"{'':<{width}}  {printable(pick(spec.summary, lang), SUMMARY_LIMIT)}")
    else:
        print(tr("No game found."))
    for info in found.plugins:
        name = printable(info.name)
        if info.disabled:
            print(tr("disabled plugin {name} [{source}]", name=name,
                     source=Verbatim(source_text(info.source, tr))))
        elif info.error is not None:
            print(tr("failed plugin {name} [{source}]: {error}", name=name,
                     source=Verbatim(source_text(info.source, tr)), error=_error(info)))
    if found.safe_mode:
        print(tr("Safe mode: user plugins (drop-ins and entry points) are not loaded."))
    print(tr("Drop-in plugin folder: {folder}", folder=str(plugin_dir())))
    return 0


def run_rules(args: argparse.Namespace) -> int:
    """Print the rules of a game."""
    rules = game(args.game).rules_text(args.lang or system_language())
    print(markdown_to_text(rules).rstrip())
    return 0
