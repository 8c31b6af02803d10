"""Start-up times, for ``qtgames bench --startup``: from launch to the main window shown, to
a bare PySide6 window shown (the yardstick: the least any PySide6 program takes), and to the
text version's first prompt, from source or for a packaged bundle.

Each figure starts a new process, as a user does, and waits for its sign of life: the app,
started with ``QTGAMES_STARTUP_PROBE=1``, prints a line once its window is shown and quits;
the bare window (``qtgames.app.barewindow``, from source by this Python, or by the bundle's
app with ``QTGAMES_STARTUP_PROBE=bare``) prints the same line; the text version, on a
pseudo-terminal, prints its first prompt.

The starts timed are warm, as an installed copy's are (its bytecode compiled when it was
installed): the runs share a temporary bytecode cache, which an untimed first run of each
command fills, even where the environment forbids writing bytecode beside the sources.
"""

import os
import pty
import select
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import NamedTuple

from qtgames.probe import BARE, PROBE, WINDOW_SHOWN

#: The text version's first prompt in a game of Reversi between two people.
PROMPT = "Black> "
TIMEOUT = 30.0


class Commands(NamedTuple):
    """The commands timed: the app's window, the bare window, the text version."""

    window: list[str]
    bare: list[str]
    text: list[str]


def commands(bundle: Path | None) -> Commands:
    """The commands that open the window, the bare window and the text version, from
    ``bundle`` or source."""
    text = ["text", "reversi", "--players", "human,human", "--seed", "1"]
    if bundle is None:
        python = [sys.executable, "-m", "qtgames"]
        return Commands([*python, "gui"], [sys.executable, "-m", "qtgames.app.barewindow"],
                        [*python, *text])
    app = str(bundle / "qtgames-app")
    return Commands([app], [app], [str(bundle / "qtgames"), *text])


@contextmanager
def bytecode_cache() -> Iterator[str]:
    """A temporary folder for the bytecode of the runs timed, removed afterwards."""
    with tempfile.TemporaryDirectory(prefix="qtgames-bytecode-") as cache:
        yield cache


def _environment(home: str, cache: str) -> dict[str, str]:
    environment = dict(os.environ, QTGAMES_HOME=home, LANG="C.UTF-8", LANGUAGE="en",
                       NO_COLOR="1", PYTHONPYCACHEPREFIX=cache)
    environment.pop("PYTHONDONTWRITEBYTECODE", None)
    environment.setdefault("QT_QPA_PLATFORM", "offscreen")
    return environment


def window_seconds(command: list[str], cache: str, bare: bool = False) -> float:
    """Seconds from launch until the app (``bare``: the bare window) says its main window
    is shown, its bytecode kept in ``cache``."""
    with tempfile.TemporaryDirectory() as home:
        environment = _environment(home, cache)
        environment[PROBE] = BARE if bare else "1"
        start = time.perf_counter()
        process = subprocess.Popen(command, env=environment, stdout=subprocess.PIPE,
                                   stderr=subprocess.DEVNULL, text=True)
        assert process.stdout is not None
        for line in process.stdout:
            if line.startswith(WINDOW_SHOWN):
                elapsed = time.perf_counter() - start
                process.wait(TIMEOUT)
                return elapsed
        process.wait(TIMEOUT)
    raise RuntimeError(f"{command[0]} did not show its window (exit code {process.returncode})")


def prompt_seconds(command: list[str], cache: str) -> float:
    """Seconds from launch until the text version prints its first prompt on a terminal,
    its bytecode kept in ``cache``."""
    with tempfile.TemporaryDirectory() as home:
        leader, follower = pty.openpty()
        start = time.perf_counter()
        process = subprocess.Popen(command, env=_environment(home, cache), stdin=follower,
                                   stdout=follower, stderr=follower, close_fds=True)
        os.close(follower)
        seen = b""
        try:
            while time.perf_counter() - start < TIMEOUT:
                ready, _, _ = select.select([leader], [], [], 0.5)
                if ready:
                    seen += os.read(leader, 4096)
                    if PROMPT.encode() in seen:
                        return time.perf_counter() - start
            raise RuntimeError(f"{command[0]} printed no prompt: {seen[-200:]!r}")
        finally:
            process.kill()
            process.wait()
            os.close(leader)
