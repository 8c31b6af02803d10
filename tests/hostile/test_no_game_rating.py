"""A match or a tournament stopped before its first game ends rates no one: it says so,
instead of an Elo margin of millions."""

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from tests.hostile.helpers import STUCK_SECONDS

pytestmark = pytest.mark.skipif(os.name != "posix", reason="stops the run with SIGINT")

#: An engine that says hello, then leaves a mark and thinks for ever on its first move.
THINKER = '''
import pathlib, sys, time
for line in sys.stdin:
    if '"hello"' in line:
        print('{"type": "hello", "protocol": 1, "name": "thinker"}', flush=True)
    elif '"position"' in line:
        pathlib.Path(sys.argv[1]).write_text("thinking")
        time.sleep(600)
'''


def stopped_before_the_first_game(tmp_path: Path, *args: str) -> tuple[int, str, str]:
    """Run ``qtgames ARGS`` with the thinker as A and stop it (Ctrl-C) while it thinks on
    the first move of the first game."""
    engine, mark = tmp_path / "thinker.py", tmp_path / "thinking"
    engine.write_text(THINKER, encoding="utf-8")
    mark.unlink(missing_ok=True)
    command = [sys.executable, "-m", "qtgames", args[0], "reversi",
               f"engine@300:{sys.executable} {engine} {mark}", *args[1:]]
    process = subprocess.Popen(command, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE,
                               stderr=subprocess.PIPE, start_new_session=True,
                               # unboxed: the engine leaves its mark in the test's folder
                               env=dict(os.environ, QTGAMES_HOME=str(tmp_path),
                                        QTGAMES_NO_SANDBOX="1",
                                        QTGAMES_LANG="en", NO_COLOR="1"))
    try:
        deadline = time.monotonic() + STUCK_SECONDS
        while not mark.exists():
            assert process.poll() is None, process.communicate()
            assert time.monotonic() < deadline, "the engine was never asked a move"
            time.sleep(0.05)
        os.killpg(process.pid, signal.SIGINT)
        out, err = process.communicate(timeout=STUCK_SECONDS)
    finally:
        if process.poll() is None:
            process.kill()
    return process.returncode, out.decode("utf-8"), err.decode("utf-8")


def test_a_match_stopped_before_its_first_game_has_no_elo(tmp_path: Path) -> None:
    code, out, err = stopped_before_the_first_game(tmp_path, "match", "random", "--games",
                                                   "2", "--jobs", "1")
    assert code == 130, err
    assert "0 games" in out
    assert "Elo difference: none, no game finished" in out
    assert "±" not in out


def test_a_match_stopped_before_its_first_game_has_no_elo_in_json(tmp_path: Path) -> None:
    code, out, err = stopped_before_the_first_game(tmp_path, "match", "random", "--games",
                                                   "2", "--jobs", "1", "--json")
    assert code == 130, err
    document = json.loads(out)
    assert document["games"] == 0 and document["interrupted"] is True
    assert document["elo"] is None


def test_a_tournament_stopped_before_its_first_game_rates_no_one(tmp_path: Path) -> None:
    code, out, err = stopped_before_the_first_game(tmp_path, "tournament", "random", "easy",
                                                   "--games", "2", "--jobs", "1")
    assert code == 130, err
    ratings = out[out.index("Ratings"):]
    assert ratings.count("no game finished") == 3
    assert "±" not in ratings
    report = tmp_path / "report.html"
    code, out, err = stopped_before_the_first_game(tmp_path, "tournament", "random", "easy",
                                                   "--games", "2", "--jobs", "1", "--json",
                                                   "--report", str(report))
    assert code == 130, err
    assert [rating["margin"] for rating in json.loads(out)["ratings"]] == [None] * 3
    page = report.read_text(encoding="utf-8")
    assert "<td>–</td>" in page and "<td>±" not in page
