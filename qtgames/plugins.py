"""The plugin manager: finds game plugins, loads each on its own, and records failures.

pluggy's own entry-point loader stops at the first broken plugin, so every candidate here
(built-in module, entry point, drop-in file or folder) is imported and registered inside
its own ``try``. Each hook is then called once through ``pm.hook`` for every plugin
registered; each plugin's hooks are registered guarded, answering with their value or the
error they raised, so one plugin that raises never stops the others. A failure of any kind
(an exception, but also ``sys.exit`` or ``KeyboardInterrupt`` raised by the plugin) is kept
with its message and the other games still work; ``QTGAMES_STRICT_PLUGINS=1`` prints the
plugin's traceback and re-raises instead, for plugin authors. What a plugin prints while it
loads is kept off the command's output.

User plugins (entry points and drop-ins, not the built-in games) are first loaded once in a
child process with a time limit (``QTGAMES_PLUGIN_TIMEOUT`` seconds, 5 by default): one that
hangs or ends the process there is named and skipped. The verdict is cached by the content
of the plugin's files, so the check costs one child process per plugin version.
``QTGAMES_NO_USER_PLUGINS=1`` (``qtgames --safe-mode``) loads the built-in games only.
"""

import contextlib
import dataclasses
import functools
import importlib
import importlib.util
import io
import json
import os
import re
import sys
import time
import traceback
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, field
from functools import partial
from pathlib import Path
from types import ModuleType, SimpleNamespace
from typing import TYPE_CHECKING

import pluggy

from qtgames import PLUGIN_API_VERSION, __version__, hookspecs, paths
from qtgames.core.atomic import write_atomic
from qtgames.core.errors import QtGamesError
from qtgames.core.files import read_settings_json
from qtgames.core.game import GameSpec, check_spec, unknown_game
from qtgames.core.i18n import N_, Translator, Verbatim, said
from qtgames.core.modules import run_module
from qtgames.core.safetext import printable

if TYPE_CHECKING:  # the load check's modules are imported only when there is a user plugin
    import hashlib
    from multiprocessing.connection import Connection
    from multiprocessing.process import BaseProcess

#: Built-in games, by module: listed explicitly so a frozen build needs no package metadata.
BUILTIN_PLUGINS = ("qtgames_reversi", "qtgames_zen", "qtgames_duel", "qtgames_roses",
                   "qtgames_chifoumi")
ENTRY_POINT_GROUP = "qtgames"
#: Seconds a user plugin may take to load in the check, unless QTGAMES_PLUGIN_TIMEOUT says.
DEFAULT_TIMEOUT = 5.0
_CHECKS_FILE = "plugin-checks.json"
_CHECKS_FORMAT = "qtgames-plugin-checks"
_CHECKS_KEPT = 256
#: Seconds a check's child process may take to start, before it loads the plugin.
_SPAWN_LIMIT = 60.0


class PluginError(QtGamesError):
    """A plugin broke the contract (wrong version, bad game, id conflict) or failed to load."""


@dataclass(frozen=True)
class PluginInfo:
    """One plugin found at start-up: where it came from, its games, or why it failed.

    ``error`` is the failure in English, safe to print (control characters escaped, cut to
    a readable length); ``problem`` is the same as a message a shell translates.
    """

    name: str
    source: str
    games: tuple[str, ...] = ()
    error: str | None = None
    disabled: bool = False
    problem: QtGamesError | None = field(default=None, compare=False)


@dataclass
class GameRegistry:
    """The games available in this run, and every plugin with its status."""

    games: dict[str, GameSpec]
    plugins: list[PluginInfo]
    #: True when user plugins were not loaded (``--safe-mode``).
    safe_mode: bool = False

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


#: The kinds of place a plugin comes from, as a plugin's source starts.
SOURCE_KINDS = (N_("built-in"), N_("entry point"), N_("drop-in"))


def source_text(source: str, tr: Translator) -> str:
    """A plugin's ``source`` as a person reads it in ``tr``'s language: its kind
    translated, the place after it (a file, a distribution) as it is."""
    for kind in SOURCE_KINDS:
        if source == kind or source.startswith(kind + " ("):
            return tr(kind) + source[len(kind):]
    return source


def _flag(name: str) -> bool:
    return os.environ.get(name, "") not in ("", "0")


def strict_mode() -> bool:
    """True when ``QTGAMES_STRICT_PLUGINS`` asks to re-raise plugin errors."""
    return _flag("QTGAMES_STRICT_PLUGINS")


def safe_mode() -> bool:
    """True when ``QTGAMES_NO_USER_PLUGINS`` (``--safe-mode``) asks for built-in games only."""
    return _flag("QTGAMES_NO_USER_PLUGINS")


def plugin_timeout() -> float:
    """Seconds a user plugin may take to load (``QTGAMES_PLUGIN_TIMEOUT``, default 5)."""
    try:
        seconds = float(os.environ.get("QTGAMES_PLUGIN_TIMEOUT", DEFAULT_TIMEOUT))
    except ValueError:
        return DEFAULT_TIMEOUT
    return seconds if 0 < seconds < 1e6 else DEFAULT_TIMEOUT


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


@dataclass(frozen=True)
class _Candidate:
    """A plugin to load: its name, where from, how to import it, and for a user plugin how
    a child process finds it (``("file", path)`` or ``("entry", name, value, group)``)."""

    name: str
    source: str
    importer: Importer
    where: tuple[str, ...] = ()

    @property
    def user(self) -> bool:
        return bool(self.where)


def _candidates(
    builtin: Iterable[str], use_entry_points: bool, plugin_dir: Path | None
) -> list[_Candidate]:
    found = [_Candidate(name, "built-in", partial(importlib.import_module, name))
             for name in builtin]
    if use_entry_points and _may_declare_entry_points():
        from importlib import metadata  # here, not at the top: 20 ms of every start-up

        for entry in metadata.entry_points(group=ENTRY_POINT_GROUP):
            dist = entry.dist
            where = f"{dist.name} {dist.version}" if dist is not None else entry.value
            found.append(_Candidate(entry.name, f"entry point ({where})", entry.load,
                                    ("entry", entry.name, entry.value, entry.group, where)))
    if plugin_dir is not None and plugin_dir.is_dir():
        for path in sorted(plugin_dir.iterdir()):
            if path.name.startswith((".", "_")):
                continue
            if is_drop_in(path):
                found.append(_drop_in(path))
    return found


#: The header of the entry-point group in a distribution's ``entry_points.txt``.
_GROUP_HEADER = re.compile(rf"^\s*\[{ENTRY_POINT_GROUP}\]\s*$", re.MULTILINE)


def _may_declare_entry_points() -> bool:
    """False only when no installed distribution declares a ``qtgames`` entry point.

    The ``entry_points.txt`` files importlib.metadata would read are looked at first,
    without importing it (with the email parser it loads, a fifth of a bare PySide6
    window's start-up); anything this does not read as plain folders (an archive on the
    path, a finder of distributions of its own) says True, and importlib.metadata decides.
    """
    from importlib.machinery import PathFinder

    if any(hasattr(finder, "find_distributions") and finder is not PathFinder
           for finder in sys.meta_path):
        return True
    for entry in sys.path:
        try:
            names = os.listdir(entry or ".")
        except NotADirectoryError:
            return True
        except OSError:
            continue  # a missing folder holds no distribution
        for name in names:
            if name.endswith((".dist-info", ".egg-info")):
                try:
                    text = Path(entry or ".", name, "entry_points.txt").read_text(
                        encoding="utf-8", errors="replace")
                except OSError:
                    continue
                if _GROUP_HEADER.search(text):
                    return True
    return False


def is_drop_in(path: Path) -> bool:
    """True when ``path`` is what a drop-in plugin is: a ``.py`` file or a folder with an
    ``__init__.py``."""
    return (path.suffix == ".py" and path.is_file()) or (
        path.is_dir() and (path / "__init__.py").is_file())


def _drop_in(path: Path) -> _Candidate:
    name = path.stem if path.is_file() else path.name
    return _Candidate(name, f"drop-in ({path})", partial(_import_file, path),
                      ("file", str(path)))


def _import_file(path: Path) -> ModuleType:
    """Import a drop-in ``.py`` file or package folder under its own name."""
    name = path.stem if path.is_file() else path.name
    entry = path if path.is_file() else path / "__init__.py"
    loaded = sys.modules.get(name)
    if loaded is not None:
        loaded_file = getattr(loaded, "__file__", None)
        if loaded_file and Path(loaded_file).resolve() == entry.resolve():
            return loaded  # the same file, loaded by an earlier scan
        raise PluginError("its name {name!r} clashes with a module already loaded", name=name)
    spec = importlib.util.spec_from_file_location(
        name, entry, submodule_search_locations=[str(path)] if path.is_dir() else None)
    if spec is None or spec.loader is None:
        raise PluginError("it is not an importable Python module")
    return run_module(spec)


@dataclass(frozen=True)
class _Answer:
    """What one plugin's hook gave: its value, or the error it raised instead."""

    plugin: str
    value: object = None
    error: BaseException | None = None


def _guarded(plugin: str, hook: Callable[..., object]) -> Callable[..., _Answer]:
    """The hook ``hook`` of ``plugin``, answering with its value or its error, both tagged
    with the plugin: one plugin that raises never stops ``pm.hook`` from calling the others.
    ``functools.wraps`` keeps pluggy's mark and the hook's parameters."""
    @functools.wraps(hook)
    def call(*args: object, **kwargs: object) -> _Answer:
        try:
            return _Answer(plugin, hook(*args, **kwargs))
        except BaseException as error:  # noqa: BLE001 - kept, and reported as the plugin's
            return _Answer(plugin, error=error)
    return call


def _guard(pm: pluggy.PluginManager, name: str, plugin: object) -> SimpleNamespace:
    """What is registered for ``plugin``: its hooks, each ``_guarded``."""
    hooks: dict[str, Callable[..., _Answer]] = {}
    for attribute in dir(plugin):
        options = pm.parse_hookimpl_opts(plugin, attribute)
        if options is None:
            continue
        if options.get("wrapper") or options.get("hookwrapper"):
            raise PluginError("its hook {hook} is a wrapper, which qtgames does not call",
                              hook=attribute)
        hooks[attribute] = _guarded(name, getattr(plugin, attribute))
    return SimpleNamespace(**hooks)


def _register(pm: pluggy.PluginManager, name: str, importer: Importer) -> None:
    """Import one plugin and register its hooks, checked against the hook specifications.
    Plugin code runs here."""
    if pm.has_plugin(name):
        raise PluginError("a plugin named {name!r} is already loaded", name=name)
    plugin = _guard(pm, name, importer())
    pm.register(plugin, name=name)
    try:
        pm.check_pending()
    except BaseException:
        pm.unregister(plugin)
        raise


def _call(pm: pluggy.PluginManager, hook: str, plugins: Iterable[str]) -> dict[str, _Answer]:
    """Call ``hook`` through ``pm.hook`` once for every plugin registered; the answer of
    each of ``plugins``, one without the hook answering with the error saying so."""
    answers = {answer.plugin: answer for answer in getattr(pm.hook, hook)()}
    return {name: answers.get(name) or _Answer(name, error=PluginError(
        "it does not implement the {hook} hook", hook=hook)) for name in plugins}


def _wrong_version(version: object) -> BaseException:
    """The error refusing a plugin written for plugin API ``version``."""
    try:
        shown = printable(repr(version), 40)
    except BaseException as error:  # noqa: BLE001 - a plugin's object whose repr fails
        return error
    return PluginError("it needs plugin API version {version}, this qtgames provides "
                       "version {ours}", version=shown, ours=PLUGIN_API_VERSION)


def _load(pm: pluggy.PluginManager, candidates: list[_Candidate]) -> list[_Answer]:
    """Import and register every candidate on its own, then ask each that speaks this
    plugin API for its games: what each gave (its games unchecked) or why it failed.

    Each hook is called once through ``pm.hook``; a plugin that fails is unregistered before
    the next hook. Plugin code runs here."""
    results: list[_Answer] = []
    registered: dict[str, int] = {}
    for index, candidate in enumerate(candidates):
        results.append(_Answer(candidate.name))
        try:
            _register(pm, candidate.name, candidate.importer)
        except BaseException as error:  # noqa: BLE001 - any plugin failure is contained
            results[index] = _Answer(candidate.name, error=error)
        else:
            registered[candidate.name] = index
    for name, answer in _call(pm, "qtgames_api_version", list(registered)).items():
        if answer.error is None and not (type(answer.value) is int
                                         and answer.value == PLUGIN_API_VERSION):
            answer = _Answer(name, error=_wrong_version(answer.value))
        if answer.error is not None:
            results[registered.pop(name)] = answer
            pm.unregister(name=name)
    for name, answer in _call(pm, "qtgames_games", list(registered)).items():
        results[registered[name]] = answer
    return results


def _check_games(games: object, taken: dict[str, GameSpec]) -> list[GameSpec]:
    if not isinstance(games, list | tuple):
        raise PluginError("qtgames_games must return a list of GameSpec")
    checked: list[GameSpec] = []
    for spec in games:
        check_spec(spec)
        if spec.id in taken or any(other.id == spec.id for other in checked):
            owner = taken[spec.id].source if spec.id in taken else "this plugin"
            raise PluginError("game id {game!r} is already provided by {owner}",
                              game=spec.id, owner=owner)
        checked.append(spec)
    return checked


def _new_manager() -> pluggy.PluginManager:
    pm = pluggy.PluginManager(hookspecs.PROJECT)
    pm.add_hookspecs(hookspecs)
    return pm


@contextlib.contextmanager
def _plugin_output(strict: bool) -> Iterator[None]:
    """Keep what plugin code prints off stdout (the JSON documents): dropped, or sent to
    stderr in strict mode, where the plugin's author wants to see it. Both Python's streams
    and the file descriptors are redirected (a plugin may write with ``os.write`` or run a
    program)."""
    sink: io.TextIOBase = io.StringIO()
    target = sys.stderr if strict else sink
    with _descriptors_redirected(strict), contextlib.redirect_stdout(target):
        if strict:
            yield
        else:
            with contextlib.redirect_stderr(sink):
                yield


@contextlib.contextmanager
def _descriptors_redirected(strict: bool) -> Iterator[None]:
    """Point file descriptor 1 (and 2 unless ``strict``) at the null device, or 1 at 2 in
    strict mode, for the duration; nothing happens where they cannot be duplicated."""
    for stream in (sys.stdout, sys.stderr):
        with contextlib.suppress(Exception):
            if stream is not None:
                stream.flush()
    saved: list[tuple[int, int]] = []
    try:
        with contextlib.suppress(OSError):
            devnull = os.open(os.devnull, os.O_WRONLY)
            try:
                for fd in (1,) if strict else (1, 2):
                    copy = os.dup(fd)
                    saved.append((fd, copy))
                    os.dup2(2 if strict else devnull, fd)
            finally:
                os.close(devnull)
        yield
    finally:
        for fd, copy in reversed(saved):
            with contextlib.suppress(OSError):
                os.dup2(copy, fd)
            os.close(copy)


def _first_line(error: BaseException) -> str:
    try:
        text = str(error)
    except BaseException:  # noqa: BLE001 - a plugin's exception whose str() fails
        return ""
    return text.strip().splitlines()[0] if text.strip() else ""


def _describe(error: BaseException) -> QtGamesError:
    """A failure as a message for the user: one line, printable, cut."""
    if isinstance(error, QtGamesError):
        return error
    if isinstance(error, SystemExit):
        return PluginError("it tried to end qtgames with sys.exit({code}) while loading",
                           code=printable(repr(error.code), 40))
    if isinstance(error, KeyboardInterrupt):
        return PluginError("it raised KeyboardInterrupt while loading")
    text = _first_line(error)
    kind = type(error).__name__
    if not text:
        return PluginError("{kind}", kind=kind)
    return PluginError("{kind}: {text}", kind=kind, text=printable(text))


def _failed(candidate: _Candidate, problem: QtGamesError) -> PluginInfo:
    return PluginInfo(candidate.name, printable(candidate.source, 1000),
                      error=printable(str(problem)), problem=problem)


def _strict_failure(candidate: _Candidate, error: BaseException) -> Exception:
    """In strict mode: print the plugin's full traceback on stderr; the error to raise."""
    print("qtgames: " + said("plugin {name} [{source}] failed to load (QTGAMES_STRICT_PLUGINS "
                             "is set):", name=Verbatim(candidate.name),
                             source=Verbatim(candidate.source)), file=sys.stderr)
    traceback.print_exception(error, file=sys.stderr)
    sys.stderr.flush()
    report = PluginError("plugin {name} failed to load (strict mode: its traceback is above)",
                         name=candidate.name)
    if isinstance(error, Exception):
        error.qtgames_strict = report  # type: ignore[attr-defined]
        return error
    return report


def load_games(
    builtin: Iterable[str] = BUILTIN_PLUGINS,
    use_entry_points: bool = True,
    plugin_dir: Path | None = None,
    disabled: Iterable[str] | None = None,
    strict: bool | None = None,
    user_plugins: bool | None = None,
    drop_ins: Iterable[Path] = (),
) -> GameRegistry:
    """Find, load and check every plugin; return the games and the plugins' status.

    ``plugin_dir`` defaults to the user plugin folder (none with ``drop_ins``),
    ``disabled`` to the user's choice, ``strict`` to ``QTGAMES_STRICT_PLUGINS``,
    ``user_plugins`` (entry points and drop-ins) to True unless ``QTGAMES_NO_USER_PLUGINS``
    is set. ``drop_ins`` are drop-in plugins
    (``is_drop_in``) loaded besides, from wherever they are (``qtgames check PATH``).
    """
    user_plugins = not safe_mode() if user_plugins is None else user_plugins
    drop_ins = list(drop_ins)
    if plugin_dir is None and not drop_ins:
        plugin_dir = paths.plugin_dir()
    plugin_dir = plugin_dir if user_plugins else None
    disabled = disabled_plugins() if disabled is None else set(disabled)
    strict = strict_mode() if strict is None else strict
    candidates = _candidates(builtin, use_entry_points and user_plugins, plugin_dir)
    candidates += [_drop_in(path) for path in drop_ins] if user_plugins else []
    verdicts = _check_user_plugins(
        [candidate for candidate in candidates
         if candidate.user and candidate.name not in disabled], plugin_timeout())
    enabled = [candidate for candidate in candidates if candidate.name not in disabled]
    loading = [candidate for candidate in enabled if candidate.where not in verdicts]
    with _plugin_output(strict):
        answers = dict(zip(map(id, loading), _load(_new_manager(), loading), strict=True))
    games: dict[str, GameSpec] = {}
    infos: list[PluginInfo] = []
    for candidate in candidates:
        if candidate.name in disabled:
            infos.append(PluginInfo(candidate.name, printable(candidate.source, 1000),
                                    disabled=True))
            continue
        answer = answers.get(id(candidate)) or _Answer(candidate.name,
                                                       error=verdicts[candidate.where])
        try:
            if answer.error is not None:
                raise answer.error
            specs = _check_games(answer.value, games)
        except BaseException as error:  # any plugin failure is contained (strict: shown)
            if strict:
                failure = _strict_failure(candidate, error)
                if failure is error:
                    raise  # the plugin's own error, its cause and context untouched
                raise failure from error
            infos.append(_failed(candidate, _describe(error)))
            continue
        for spec in specs:
            games[spec.id] = dataclasses.replace(spec, source=candidate.source)
        infos.append(PluginInfo(candidate.name, printable(candidate.source, 1000),
                                tuple(spec.id for spec in specs)))
    return GameRegistry(games, infos, safe_mode=not user_plugins)


# The load check of user plugins, in a child process with a time limit.

def _hash_path(digest: "hashlib._Hash", path: Path) -> None:
    """Feed the content of a file, or of every file of a folder, into ``digest``."""
    if path.is_file():
        digest.update(path.read_bytes())
        return
    for folder, subfolders, files in os.walk(path):
        subfolders[:] = sorted(name for name in subfolders
                               if name != "__pycache__" and not name.startswith("."))
        for name in sorted(files):
            if name.endswith((".pyc", ".pyo")):
                continue
            file = Path(folder) / name
            digest.update(str(file.relative_to(path)).encode("utf-8", "replace") + b"\0")
            with contextlib.suppress(OSError):
                digest.update(file.read_bytes())
            digest.update(b"\0")


def _fingerprint(where: tuple[str, ...]) -> str:
    """A hash of a user plugin's files (and of this qtgames and Python): its check's key."""
    import hashlib

    digest = hashlib.sha256()
    for part in (__version__, str(PLUGIN_API_VERSION), sys.version, *where):
        digest.update(part.encode("utf-8", "replace") + b"\0")
    try:
        if where[0] == "file":
            _hash_path(digest, Path(where[1]))
        else:  # an entry point: the files of its top-level module or package
            spec = importlib.util.find_spec(where[2].partition(":")[0].split(".")[0])
            for location in (spec.submodule_search_locations or [spec.origin or ""]) \
                    if spec is not None else []:
                if location:
                    _hash_path(digest, Path(location))
    except (OSError, ImportError, ValueError):
        digest.update(b"unreadable")
    return digest.hexdigest()


def _probe_importer(where: tuple[str, ...]) -> Importer:
    if where[0] == "file":
        return partial(_import_file, Path(where[1]))
    from importlib.metadata import EntryPoint
    return EntryPoint(where[1], where[2], where[3]).load


def _probe(connection: "Connection", name: str, where: tuple[str, ...]) -> None:
    """In the child process: load the plugin as ``load_games`` would, saying when it starts
    and when it is done."""
    devnull = os.open(os.devnull, os.O_RDWR)
    os.dup2(devnull, 1)
    os.dup2(devnull, 2)
    connection.send("start")
    with contextlib.suppress(BaseException), _plugin_output(strict=False):
        _load(_new_manager(), [_Candidate(name, "", _probe_importer(where), where)])
    connection.send("done")
    connection.close()
    os._exit(0)  # no atexit handler or plugin thread may hold the process


def _read_checks() -> dict[str, dict[str, object]]:
    try:
        document = json.loads((paths.cache_dir() / _CHECKS_FILE).read_text("utf-8"))
    except (OSError, ValueError):
        return {}
    if not isinstance(document, dict) or document.get("format") != _CHECKS_FORMAT:
        return {}
    checks = document.get("checks")
    if not isinstance(checks, dict):
        return {}
    return {key: value for key, value in checks.items()
            if isinstance(key, str) and isinstance(value, dict)}


def _write_checks(checks: dict[str, dict[str, object]]) -> None:
    kept = dict(list(checks.items())[-_CHECKS_KEPT:])
    document = {"format": _CHECKS_FORMAT, "version": 1, "checks": kept}
    with contextlib.suppress(OSError):
        paths.cache_dir().mkdir(parents=True, exist_ok=True)
        write_atomic(paths.cache_dir() / _CHECKS_FILE,
                     json.dumps(document, indent=1).encode("utf-8"))


def _verdict(check: dict[str, object], timeout: float) -> QtGamesError | bool | None:
    """The cached verdict: None (loads in time), an error, or False (check again)."""
    result = check.get("result")
    if result == "ok":
        return None
    limit = check.get("timeout")
    if result == "slow" and isinstance(limit, int | float) and limit >= timeout:
        return PluginError("it took longer than {seconds} s to load: skipped (it is checked "
                           "again when its files change)", seconds=f"{limit:g}")
    code = check.get("code")
    if result == "ended" and isinstance(code, int):
        return PluginError("it ended the process (exit code {code}) while loading: skipped",
                           code=code)
    return False


def _check_user_plugins(candidates: list[_Candidate], timeout: float
                        ) -> dict[tuple[str, ...], QtGamesError]:
    """Load each user plugin not checked yet in a child process with a time limit; return
    the plugins that must be skipped (hung, or ended the process) with the reason."""
    if not candidates:
        return {}
    checks = _read_checks()
    skipped: dict[tuple[str, ...], QtGamesError] = {}
    pending: list[tuple[_Candidate, str]] = []
    for candidate in candidates:
        key = _fingerprint(candidate.where)
        cached = _verdict(checks[key], timeout) if key in checks else False
        if cached is False:
            pending.append((candidate, key))
        elif isinstance(cached, QtGamesError):
            skipped[candidate.where] = cached
    if not pending:
        return skipped
    batch = max(4, os.cpu_count() or 1)
    for start in range(0, len(pending), batch):
        for (candidate, key), check in zip(pending[start:start + batch],
                                           _run_probes(pending[start:start + batch], timeout),
                                           strict=True):
            if check.get("result") == "unchecked":
                continue
            checks.pop(key, None)
            checks[key] = check
            verdict = _verdict(check, timeout)
            if isinstance(verdict, QtGamesError):
                skipped[candidate.where] = verdict
    _write_checks(checks)
    return skipped


def _run_probes(pending: list[tuple[_Candidate, str]], timeout: float
                ) -> list[dict[str, object]]:
    """Start one child per plugin at once; give each ``timeout`` seconds from the moment it
    starts loading the plugin. A child that never starts says nothing about its plugin."""
    import multiprocessing

    context = multiprocessing.get_context("spawn")
    running: list[tuple[BaseProcess, Connection]] = []
    process: BaseProcess
    try:
        for candidate, _ in pending:
            receiver, sender = context.Pipe(duplex=False)
            process = context.Process(target=_probe, args=(sender, candidate.name,
                                                           candidate.where), daemon=True)
            process.start()
            sender.close()
            running.append((process, receiver))
        return [_wait_probe(process, receiver, timeout) for process, receiver in running]
    finally:
        for process, receiver in running:
            receiver.close()
            if process.is_alive():
                process.kill()
            process.join(5)


def _wait_probe(process: "BaseProcess", receiver: "Connection",
                timeout: float) -> dict[str, object]:
    """The result of one child's check: ok, slow, ended, or unchecked (not kept)."""
    started: float | None = None
    deadline = time.monotonic() + _SPAWN_LIMIT
    while True:
        message = None
        if receiver.poll(max(0.0, deadline - time.monotonic())):
            with contextlib.suppress(EOFError, OSError):
                message = receiver.recv()
        if message == "start" and started is None:
            started = time.monotonic()
            deadline = started + timeout
            continue
        if message == "done" and started is not None:
            return {"result": "ok", "seconds": round(time.monotonic() - started, 3)}
        break
    if started is None:
        return {"result": "unchecked"}
    process.join(0.5)
    if process.exitcode is not None:
        return {"result": "ended", "code": process.exitcode}
    return {"result": "slow", "timeout": timeout}
