"""The plugin contract: every hook a qtgames plugin may implement.

A plugin is a module (or package) whose hooks are functions marked ``@hookimpl``. A game
plugin needs only the two below, which ``register`` writes for it::

    from qtgames.hookspecs import register

    GAME = GameSpec(id="mygame", ...)
    qtgames_api_version, qtgames_games = register(GAME, api_version=2)

Built-in games are listed in ``qtgames.plugins.BUILTIN_PLUGINS``; a third-party game is a
pip-installable package with one entry point in the ``qtgames`` group; a drop-in game is a
``.py`` file or a package folder in the user plugin folder (``qtgames list`` shows where).
Each plugin is loaded on its own: one that fails is listed with its error and the others
still work.
"""

from collections.abc import Callable
from typing import TYPE_CHECKING

import pluggy

if TYPE_CHECKING:
    from qtgames.core.game import GameSpec

PROJECT = "qtgames"

hookspec = pluggy.HookspecMarker(PROJECT)
hookimpl = pluggy.HookimplMarker(PROJECT)


@hookspec
def qtgames_api_version() -> int:
    """Return the plugin API version this plugin was written for.

    Called once, right after the plugin is registered. A plugin whose version differs from
    ``qtgames.PLUGIN_API_VERSION`` is refused with a message naming both versions. Every
    plugin must implement this hook.
    """
    raise NotImplementedError


@hookspec
def qtgames_games() -> "list[GameSpec]":
    """Return the games this plugin provides, as ``GameSpec`` descriptors.

    Called once at start-up, after the version check. It must be fast and must not import
    Qt: the text version and the engine commands run where no display exists. Qt-side
    parts are named in the spec (``scene="package.scene:MyScene"``) and imported lazily.
    Game ids must be unique across all plugins; a plugin reusing an id already taken is
    refused.
    """
    raise NotImplementedError


def register(*games: "GameSpec", api_version: int
             ) -> tuple[Callable[[], int], Callable[[], "list[GameSpec]"]]:
    """The two hooks of a plugin written for plugin API ``api_version`` that provides
    ``games``; the plugin module assigns them to their hook names (pluggy finds hooks by
    name): ``qtgames_api_version, qtgames_games = register(GAME, api_version=2)``."""

    @hookimpl
    def qtgames_api_version() -> int:
        return api_version

    @hookimpl
    def qtgames_games() -> "list[GameSpec]":
        return list(games)

    return qtgames_api_version, qtgames_games
