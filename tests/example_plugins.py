"""The manual's example plugin, Nim, installed once per test run as a drop-in plugin."""

import atexit
import functools
import shutil
import tempfile
from pathlib import Path

EXAMPLE = Path(__file__).parents[1] / "user_manual" / "example" / "qtgames_nim"


@functools.cache
def nim_home() -> Path:
    """A user folder whose plugin folder holds a copy of the example plugin, Nim.

    One per process, removed at exit: a drop-in is imported once per process, from one path,
    so every test that loads Nim (the example's own tests and the contract suite) shares it.
    """
    home = Path(tempfile.mkdtemp(prefix="qtgames-nim-home-"))
    atexit.register(shutil.rmtree, home, ignore_errors=True)
    shutil.copytree(EXAMPLE, home / "data" / "plugins" / "qtgames_nim")
    return home
