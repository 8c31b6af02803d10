"""``qtgames --self-test``: every check passes here, and a failure says why and exits 1."""

import os
import subprocess
import sys

from qtgames import selftest
from qtgames.core import saves
from qtgames.players import sandbox
from qtgames.plugins import load_games


def test_self_test_passes_and_reports_each_check(tmp_path):
    environment = dict(os.environ, QT_QPA_PLATFORM="offscreen", QTGAMES_HOME=str(tmp_path))
    done = subprocess.run([sys.executable, "-m", "qtgames", "--self-test"], env=environment,
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    lines = done.stdout.splitlines()
    for game in ("reversi", "zen", "duel", "chifoumi"):
        assert any(line.startswith(f"ok   {game}: ") and "saved and reloaded" in line
                   for line in lines)
    assert any(line.startswith("ok   window: main window shown") for line in lines)
    box = sandbox.state()
    assert [line for line in lines if " sandbox: " in line] == (
        [f"ok   sandbox: outside players run in a box ({box.bwrap})"] if box.bwrap else
        [f"warn sandbox: outside players run without a box ({box.why()})"])
    assert lines[-1].startswith("self-test passed")


def test_a_failing_check_gives_its_reason_and_exit_code_1(monkeypatch, capsys, tmp_path):
    monkeypatch.setenv("QTGAMES_HOME", str(tmp_path))
    real_load = saves.load

    def load_something_else(path, lookup):
        record = real_load(path, lookup)
        record.undo()
        return record

    monkeypatch.setattr(saves, "load", load_something_else)
    assert selftest.run_self_test(gui=False) == 1
    first = sorted(load_games().games)[0]  # games are checked in order, to the first failure
    assert f"FAIL {first}: {first}: the reloaded game differs from the saved one" in \
        capsys.readouterr().err


def test_the_self_test_says_in_one_line_when_outside_players_run_without_a_box(
        monkeypatch, capsys, tmp_path):
    monkeypatch.setenv("QTGAMES_HOME", str(tmp_path))
    monkeypatch.setenv(sandbox.NO_SANDBOX, "1")
    monkeypatch.setattr(saves, "load", lambda path, lookup: None)  # stop at the first game
    assert selftest.run_self_test(gui=False) == 1
    out = capsys.readouterr().out
    assert out.count(" sandbox: ") == 1
    assert ("warn sandbox: outside players run without a box (--no-sandbox was given)"
            in out)
