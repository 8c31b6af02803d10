"""Where qtgames keeps user files: data, settings, plugins, saved games.

``QTGAMES_HOME`` set to a folder overrides every location (tests, portable use); otherwise
the platform's usual places are used (through platformdirs).
"""

import os
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from types import ModuleType

APP = "qtgames"


def _platformdirs() -> "ModuleType":
    """platformdirs, imported when first asked: with ``QTGAMES_HOME`` it is never needed."""
    import platformdirs

    return platformdirs


def _home() -> Path | None:
    value = os.environ.get("QTGAMES_HOME")
    return Path(value).expanduser() if value else None


def data_dir() -> Path:
    """User data: autosave, logs, and the ``plugins`` folder."""
    home = _home()
    return home / "data" if home else Path(_platformdirs().user_data_dir(APP, appauthor=False))


def config_dir() -> Path:
    """User settings."""
    home = _home()
    return home / "config" if home else Path(_platformdirs().user_config_dir(APP, appauthor=False))


def cache_dir() -> Path:
    """Files qtgames can rebuild: the load checks of user plugins."""
    home = _home()
    return home / "cache" if home else Path(_platformdirs().user_cache_dir(APP, appauthor=False))


def plugin_dir() -> Path:
    """Drop-in plugins: ``.py`` files and package folders placed here are loaded."""
    return data_dir() / "plugins"


def documents_dir() -> Path:
    """Default folder of the Save and Open dialogs."""
    home = _home()
    return home / "documents" if home else Path(_platformdirs().user_documents_dir()) / APP
