"""``qtgames --self-test``: prove, headless, that this installation works.

It finds every game, plays a short computer-against-computer game of each, saves it,
loads it back and checks the position; it checks the translations and the user manual are
there, and says whether outside players run in a box; with ``gui`` it also opens the main
window offscreen. Each check prints one line; the first failure ends the test with its
reason and a non-zero exit code. The packaged executables run it after every build.
"""

import os
import sys
import tempfile
import time
from collections.abc import Callable
from functools import partial
from pathlib import Path

from qtgames import datafiles
from qtgames.core import saves
from qtgames.core.record import GameRecord
from qtgames.core.safetext import printable
from qtgames.players import make_player, sandbox
from qtgames.plugins import GameRegistry, load_games

#: Moves of each short game: enough to reach the middle game, quick at the easy level.
SHORT_GAME = 40


class SelfTestError(Exception):
    """One check failed; the message says which and why."""


def _short_game(registry: GameRegistry, game_id: str, folder: Path) -> str:
    """Play, save, reload and compare one game; return a summary."""
    spec = registry.get(game_id)
    # Its seats stay people's, as at one screen: the file then holds the whole game (a game
    # against the computer would leave out the computer's hidden cards) and reloads exactly.
    record = GameRecord(spec, seed=1)
    brains = [make_player(spec, "easy", seat) for seat in range(len(record.seats))]
    while not record.state.is_over() and len(record.moves) < SHORT_GAME:
        state = record.state
        move = state.forced_move()
        record.play(brains[state.to_move()].choose(state) if move is None else move)
    path = folder / f"{game_id}.qtgame"
    saves.save(record, path)
    loaded = saves.load(path, registry.get)
    if loaded.state.position() != record.state.position() or loaded.moves != record.moves:
        raise SelfTestError(f"{game_id}: the reloaded game differs from the saved one")
    return f"{len(record.moves)} moves played, saved and reloaded"


def _check_files(registry: GameRegistry) -> str:
    """Open every picture, sound, translation, manual page and game file the program uses."""
    wanted = datafiles.app_files()
    for lang in datafiles.MANUAL_LANGUAGES:
        wanted += datafiles.manual_files(lang)
    for spec in registry.games.values():
        if spec.source == "built-in":
            wanted += datafiles.game_files(spec)
    problems = datafiles.unreadable(wanted)
    if problems:
        raise SelfTestError("cannot open " + "; ".join(problems))
    return f"{len(wanted)} pictures, sounds, translations, manual pages and game files opened"


def _check_window(registry: GameRegistry) -> str:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from qtgames.app.selftest import open_main_window  # Qt only when asked for
    return open_main_window(registry)


def run_self_test(gui: bool = True) -> int:
    """Run every check, print one line each; 0 if all passed, 1 otherwise."""
    start = time.monotonic()
    registry = load_games()
    for info in registry.failures:
        if info.source != "built-in":  # the user's own plugin: not this installation's fault
            print(f"warn {printable(info.name)}: {info.error}", flush=True)
        else:
            return _fail(info.name, info.error or "")
    if not registry.games:
        return _fail("games", "no game found")
    boxed = sandbox.state().bwrap is not None  # no box is worth a warning, not a failure
    print(f"{'ok  ' if boxed else 'warn'} sandbox: {sandbox.status_line()}", flush=True)
    home = os.environ.get("QTGAMES_HOME")
    with tempfile.TemporaryDirectory(prefix="qtgames-self-test-") as folder:
        os.environ["QTGAMES_HOME"] = folder  # the user's settings and autosave stay untouched
        try:
            failed = _run_checks(registry, Path(folder), gui)
        finally:
            _restore("QTGAMES_HOME", home)
    if failed:
        return 1
    print(f"self-test passed in {time.monotonic() - start:.1f} s")
    return 0


def _run_checks(registry: GameRegistry, folder: Path, gui: bool) -> bool:
    """Run the checks in order, one line each; True if one failed."""
    checks: list[tuple[str, Callable[[], str]]] = [
        ("games", lambda: ", ".join(sorted(registry.games)))]
    for game_id in sorted(registry.games):
        checks.append((game_id, partial(_short_game, registry, game_id, folder)))
    checks.append(("files", partial(_check_files, registry)))
    warned: set[str] = set()  # user games that failed: the window check leaves them out
    if gui:
        checks.append(("window", lambda: _check_window(GameRegistry(
            {key: spec for key, spec in registry.games.items() if key not in warned},
            registry.plugins, registry.safe_mode))))
    for name, check in checks:
        user_game = name in registry.games and registry.games[name].source != "built-in"
        try:
            print(f"ok   {name}: {check()}", flush=True)
        except (Exception, SystemExit) as error:  # noqa: BLE001 - a reason, not a traceback
            if user_game:  # the user's own plugin: not this installation's fault
                print(f"warn {name}: {_reason(error)}", flush=True)
                warned.add(name)
                continue
            _fail(name, str(error) or type(error).__name__)
            return True
    return False


def _reason(error: BaseException) -> str:
    """What a user plugin's game did wrong, on one printable line."""
    try:
        text = str(error)
    except Exception:  # noqa: BLE001 - a plugin's exception whose str() fails
        text = ""
    return printable(f"{type(error).__name__}: {text}" if text else type(error).__name__)


def _restore(name: str, value: str | None) -> None:
    if value is None:
        os.environ.pop(name, None)
    else:
        os.environ[name] = value


def _fail(name: str, reason: str) -> int:
    print(f"FAIL {name}: {reason}", file=sys.stderr, flush=True)
    return 1
