"""The plugin manager: finds game plugins, loads each on its own, and records failures.

pluggy's own entry-point loader stops at the first broken plugin, so every candidate here
(built-in module, entry point, drop-in file or folder) is imported, registered, version-checked
and asked for its games inside its own ``try``. A failure is kept with its message and the
other games still work; ``QTGAMES_STRICT_PLUGINS=1`` re-raises instead, for plugin authors.
"""

import dataclasses
import importlib
import importlib.util
import json
import os
import re
import sys
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from functools import partial
from pathlib import Path
from types import ModuleType

import pluggy

from qtgames import PLUGIN_API_VERSION, hookspecs, paths
from qtgames.core.atomic import write_atomic
from qtgames.core.files import read_settings_json
from qtgames.core.game import GameSpec, unknown_game

#: Built-in games, by module: listed explicitly so a frozen build needs no package metadata.
BUILTIN_PLUGINS = ("qtgames_reversi", "qtgames_zen", "qtgames_duel")
ENTRY_POINT_GROUP = "qtgames"
_GAME_ID = re.compile(r"^[a-z][a-z0-9_-]{0,31}$")


class PluginError(Exception):
    """A plugin broke the contract (wrong version, bad game, id conflict)."""


@dataclass(frozen=True)
class PluginInfo:
    """One plugin found at start-up: where it came from, its games, or why it failed."""

    name: str
    source: str
    games: tuple[str, ...] = ()
    error: str | None = None
    disabled: bool = False


@dataclass
class GameRegistry:
    """The games available in this run, and every plugin with its status."""

    games: dict[str, GameSpec]
    plugins: list[PluginInfo]

    def get(self, game_id: str) -> GameSpec:
        """The game called ``game_id``, or an UnknownGameError listing the known ones."""
        try:
            return self.games[game_id]
        except KeyError:
            raise unknown_game(game_id, sorted(self.games)) from None

    @property
    def failures(self) -> list[PluginInfo]:
        """Plugins that could not be loaded."""
        return [plugin for plugin in self.plugins if plugin.error is not None]


def strict_mode() -> bool:
    """True when ``QTGAMES_STRICT_PLUGINS`` asks to re-raise plugin errors."""
    return os.environ.get("QTGAMES_STRICT_PLUGINS", "") not in ("", "0")


def disabled_plugins() -> set[str]:
    """Names of plugins the user disabled (kept in ``plugins.json`` in the settings folder;
    a damaged file is set aside with a message, see ``read_settings_json``)."""
    try:
        document = read_settings_json(paths.config_dir() / "plugins.json") or {}
        return {str(name) for name in document.get("disabled", [])}
    except (OSError, ValueError, AttributeError, TypeError):
        return set()


def set_plugin_disabled(name: str, disabled: bool) -> None:
    """Remember that the user disabled (or enabled again) the plugin ``name``."""
    names = disabled_plugins()
    names = names | {name} if disabled else names - {name}
    folder = paths.config_dir()
    folder.mkdir(parents=True, exist_ok=True)
    document = json.dumps({"disabled": sorted(names)}, indent=1).encode("utf-8")
    write_atomic(folder / "plugins.json", document)


Importer = Callable[[], object]


def _candidates(
    builtin: Iterable[str], use_entry_points: bool, plugin_dir: Path | None
) -> list[tuple[str, str, Importer]]:
    found: list[tuple[str, str, Importer]] = [
        (name, "built-in", partial(importlib.import_module, name)) for name in builtin]
    if use_entry_points:
        from importlib import metadata  # here, not at the top: 20 ms of every start-up

        for entry in metadata.entry_points(group=ENTRY_POINT_GROUP):
            dist = entry.dist
            where = f"{dist.name} {dist.version}" if dist is not None else entry.value
            found.append((entry.name, f"entry point ({where})", entry.load))
    if plugin_dir is not None and plugin_dir.is_dir():
        for path in sorted(plugin_dir.iterdir()):
            if path.name.startswith((".", "_")):
                continue
            if path.suffix == ".py" and path.is_file():
                found.append((path.stem, f"drop-in ({path})", partial(_import_file, path)))
            elif path.is_dir() and (path / "__init__.py").is_file():
                found.append((path.name, f"drop-in ({path})", partial(_import_file, path)))
    return found


def _import_file(path: Path) -> ModuleType:
    """Import a drop-in ``.py`` file or package folder under its own name."""
    name = path.stem if path.is_file() else path.name
    entry = path if path.is_file() else path / "__init__.py"
    loaded = sys.modules.get(name)
    if loaded is not None:
        loaded_file = getattr(loaded, "__file__", None)
        if loaded_file and Path(loaded_file).resolve() == entry.resolve():
            return loaded  # the same file, loaded by an earlier scan
        raise PluginError(f"its name {name!r} clashes with a module already loaded")
    spec = importlib.util.spec_from_file_location(
        name, entry, submodule_search_locations=[str(path)] if path.is_dir() else None)
    if spec is None or spec.loader is None:
        raise PluginError("it is not an importable Python module")
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    try:
        spec.loader.exec_module(module)
    except BaseException:
        del sys.modules[name]
        raise
    return module


def _call_own(pm: pluggy.PluginManager, plugin: object, hook_name: str) -> object:
    """Call ``hook_name`` of this one plugin only; PluginError if it lacks the hook."""
    for impl in getattr(pm.hook, hook_name).get_hookimpls():
        if impl.plugin is plugin:
            return impl.function()
    raise PluginError(f"it does not implement the {hook_name} hook")


def _check_games(games: object, taken: dict[str, GameSpec]) -> list[GameSpec]:
    if not isinstance(games, list | tuple):
        raise PluginError("qtgames_games must return a list of GameSpec")
    checked: list[GameSpec] = []
    for spec in games:
        if not isinstance(spec, GameSpec):
            raise PluginError(f"qtgames_games returned {type(spec).__name__}, not a GameSpec")
        if not isinstance(spec.id, str) or not _GAME_ID.match(spec.id):
            raise PluginError(f"game id {spec.id!r} should be lower-case letters and digits")
        if spec.id in taken or any(other.id == spec.id for other in checked):
            owner = taken[spec.id].source if spec.id in taken else "this plugin"
            raise PluginError(f"game id {spec.id!r} is already provided by {owner}")
        if not callable(spec.seats) and len(spec.seats) < 1:
            raise PluginError(f"game {spec.id!r} declares no seats")
        checked.append(spec)
    return checked


def _describe(error: BaseException) -> str:
    text = str(error).strip().splitlines()[0] if str(error).strip() else ""
    kind = type(error).__name__
    return f"{kind}: {text}" if text and not isinstance(error, PluginError) else text or kind


def load_games(
    builtin: Iterable[str] = BUILTIN_PLUGINS,
    use_entry_points: bool = True,
    plugin_dir: Path | None = None,
    disabled: Iterable[str] | None = None,
    strict: bool | None = None,
) -> GameRegistry:
    """Find, load and check every plugin; return the games and the plugins' status.

    ``plugin_dir`` defaults to the user plugin folder, ``disabled`` to the user's choice,
    ``strict`` to ``QTGAMES_STRICT_PLUGINS``.
    """
    plugin_dir = paths.plugin_dir() if plugin_dir is None else plugin_dir
    disabled = disabled_plugins() if disabled is None else set(disabled)
    strict = strict_mode() if strict is None else strict
    pm = pluggy.PluginManager(hookspecs.PROJECT)
    pm.add_hookspecs(hookspecs)
    games: dict[str, GameSpec] = {}
    infos: list[PluginInfo] = []
    for name, source, importer in _candidates(builtin, use_entry_points, plugin_dir):
        if name in disabled:
            infos.append(PluginInfo(name, source, disabled=True))
            continue
        plugin: object = None
        try:
            if pm.has_plugin(name):
                raise PluginError(f"a plugin named {name!r} is already loaded")
            plugin = importer()
            pm.register(plugin, name=name)
            pm.check_pending()
            version = _call_own(pm, plugin, "qtgames_api_version")
            if version != PLUGIN_API_VERSION:
                raise PluginError(f"it needs plugin API version {version!r}, "
                                  f"this qtgames provides version {PLUGIN_API_VERSION}")
            specs = _check_games(_call_own(pm, plugin, "qtgames_games"), games)
        except Exception as error:  # any plugin failure is contained (re-raised if strict)
            if plugin is not None and pm.is_registered(plugin):
                pm.unregister(plugin)
            if strict:
                raise
            infos.append(PluginInfo(name, source, error=_describe(error)))
            continue
        for spec in specs:
            games[spec.id] = dataclasses.replace(spec, source=source)
        infos.append(PluginInfo(name, source, tuple(spec.id for spec in specs)))
    return GameRegistry(games, infos)
