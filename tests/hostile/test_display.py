"""``qtgames gui`` where no window can be shown: one line and exit code 2, not Qt's abort."""

import os
import subprocess
import sys

import pytest


def _without_display() -> dict[str, str]:
    environment = dict(os.environ)
    for name in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM"):
        environment.pop(name, None)
    return environment


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="displays are a Linux matter")
@pytest.mark.parametrize("args", [["gui"], ["gui", "reversi"]])
def test_gui_without_a_display_says_so_in_one_line(args) -> None:
    done = subprocess.run([sys.executable, "-m", "qtgames", *args], env=_without_display(),
                          capture_output=True, text=True, timeout=60, stdin=subprocess.DEVNULL)
    assert done.returncode == 2, done.stderr
    assert done.stderr.count("\n") == 1 and "display" in done.stderr


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="displays are a Linux matter")
def test_gui_asking_for_xcb_without_an_x_display_says_so_in_one_line() -> None:
    environment = dict(_without_display(), QT_QPA_PLATFORM="xcb")
    done = subprocess.run([sys.executable, "-m", "qtgames", "gui"], env=environment,
                          capture_output=True, text=True, timeout=60, stdin=subprocess.DEVNULL)
    assert done.returncode == 2 and done.stderr.count("\n") == 1, done.stderr


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="displays are a Linux matter")
@pytest.mark.parametrize("display", [":987", "127.0.0.1:987.0"])
def test_gui_with_a_display_nobody_answers_says_so_in_one_line(display: str) -> None:
    environment = dict(_without_display(), DISPLAY=display)
    done = subprocess.run([sys.executable, "-m", "qtgames", "gui"], env=environment,
                          capture_output=True, text=True, timeout=60, stdin=subprocess.DEVNULL)
    assert done.returncode == 2 and done.stderr.count("\n") == 1, done.stderr
    assert "display" in done.stderr
