"""qtgames: board games with a PySide6 shell, a text version and computer players.

Everything below ``qtgames.app`` is free of Qt so that the text version and the engine
commands start fast and run where no display exists.
"""

__version__ = "0.1.0"

#: Version of the plugin contract (``qtgames.hookspecs``). A plugin declaring another
#: version is refused with a clear message instead of failing later in odd ways.
PLUGIN_API_VERSION = 2
