"""The plugin contract: every hook a qtgames plugin may implement.

A plugin is a module (or package) with functions marked ``@hookimpl``::

    from qtgames.hookspecs import hookimpl

    @hookimpl
    def qtgames_api_version():
        return 1

    @hookimpl
    def qtgames_games():
        return [GameSpec(id="mygame", ...)]

Built-in games are listed in ``qtgames.plugins.BUILTIN_PLUGINS``; a third-party game is a
pip-installable package with one entry point in the ``qtgames`` group; a drop-in game is a
``.py`` file or a package folder in the user plugin folder (``qtgames list`` shows where).
Each plugin is loaded on its own: one that fails is listed with its error and the others
still work.
"""

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


@hookspec
def qtgames_games() -> "list[GameSpec]":
    """Return the games this plugin provides, as ``GameSpec`` descriptors.

    Called once at start-up, after the version check. It must be fast and must not import
    Qt: the text version and the engine commands run where no display exists. Qt-side
    parts are named in the spec (``scene="package.scene:MyScene"``) and imported lazily.
    Game ids must be unique across all plugins; a plugin reusing an id already taken is
    refused.
    """
