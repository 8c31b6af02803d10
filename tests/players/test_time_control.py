"""Time controls (``--tc MOVES/SECONDS+INCREMENT``): parsed or refused in one line, a clock
per seat told to each player, a player whose clock runs out losing on time, recorded in
the results file and resumed."""

import json
import re
import sys
import time
from collections.abc import Callable
from pathlib import Path

import pytest

from qtgames.core.errors import BadInput
from qtgames.core.timecontrol import Clock, ClockReading, TimeControl
from tests.helpers import run, run_json
from tests.players.conftest import child_processes, recorder

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="POSIX process groups")

SMALL = ["--option", "size=6"]


@pytest.mark.parametrize(("text", "control", "shown"), [
    ("40/60+0.5", TimeControl(40, 60.0, 0.5), "40/60+0.5"),
    ("60+1", TimeControl(None, 60.0, 1.0), "60+1"),
    ("300", TimeControl(None, 300.0, 0.0), "300"),
    (" 1/0.5 ", TimeControl(1, 0.5, 0.0), "1/0.5"),
])
def test_a_time_control_is_read_and_written_back(text: str, control: TimeControl,
                                                 shown: str) -> None:
    assert TimeControl.parse(text) == control
    assert control.text == shown and TimeControl.parse(shown) == control


@pytest.mark.parametrize(("text", "said"), [
    ("", "is not MOVES/SECONDS+INCREMENT"),
    ("40/", "is not MOVES/SECONDS+INCREMENT"),
    ("60+-1", "is not MOVES/SECONDS+INCREMENT"),
    ("1e3", "is not MOVES/SECONDS+INCREMENT"),
    ("inf", "is not MOVES/SECONDS+INCREMENT"),
    ("9" * 500, "is not MOVES/SECONDS+INCREMENT"),
    ("0/60", "moves must be between 1 and 1000, not 0"),
    ("0+1", "seconds must be between 0.1 and 86400, not 0"),
    ("100000", "seconds must be between 0.1 and 86400, not 100000"),
    ("60+4000", "increment must be at most 3600, not 4000"),
])
def test_a_bad_time_control_is_refused_in_one_line_with_exit_2(
        text: str, said: str, capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(BadInput, match=re.escape(said)):
        TimeControl.parse(text)
    for command in (["match", "reversi", "random", "random"],
                    ["tournament", "reversi", "random", "easy"]):
        code, out, err = run([*command, "--tc", text, "--games", "1"], capsys)
        assert code == 2 and out == ""
        assert err.count("\n") == 1 and said in err and "Traceback" not in err


def test_the_clock_adds_the_increment_and_each_new_period() -> None:
    clock = Clock(TimeControl(2, 10.0, 0.5), 2)
    assert clock.moves_to_go(0) == 2
    assert clock.spend(0, 3.0) and clock.left[0] == 7.5 and clock.moves_to_go(0) == 1
    assert clock.spend(0, 2.5) and clock.left[0] == 15.5 and clock.moves_to_go(0) == 2
    assert clock.left[1] == 10.0
    assert not clock.spend(1, 10.01) and clock.left[1] == 0.0
    assert Clock(TimeControl(None, 5.0), 2).moves_to_go(0) is None


@pytest.mark.parametrize("left", [0.0, 0.01, 0.3, 5.0, 600.0])
def test_a_levels_share_stays_inside_what_is_left(left: float) -> None:
    for moves_to_go in (None, 1, 40):
        for increment in (0.0, 0.1, 30.0):
            share = ClockReading(left, left, increment, moves_to_go).share()
            assert 0.0 <= share < left or share == left == 0.0
    assert ClockReading(60.0, 1.0, 1.0, None).share() == pytest.approx(60 / 30 + 0.5)
    assert ClockReading(60.0, 1.0, 0.0, 40).share() == pytest.approx(60 / 40)


def test_a_slow_engine_loses_on_time(engine: Callable[[str], str],
                                     capsys: pytest.CaptureFixture[str]) -> None:
    started = time.monotonic()
    document = run_json(["match", "reversi", engine("slow"), "random", *SMALL, "--games", "2",
                         "--move-time", "5", "--tc", "2+0"], capsys)
    assert time.monotonic() - started < 60  # a bound on a stuck run, not a speed check
    assert document["b_wins"] == 2
    assert document["forfeits"] == [{"player": "a", "reason": "lost on time"}] * 2
    assert child_processes() == []


def test_a_level_shares_its_clock_and_never_loses_on_time(
        capsys: pytest.CaptureFixture[str]) -> None:
    document = run_json(["match", "reversi", "hard", "random", *SMALL, "--games", "2",
                         "--seed", "3", "--tc", "5+0.1"], capsys)
    assert document["forfeits"] == [] and document["games"] == 2


def test_an_engine_is_sent_the_clocks(tmp_path: Path,
                                      capsys: pytest.CaptureFixture[str]) -> None:
    name, log = recorder(tmp_path)
    code, _, err = run(["match", "reversi", name, "random",
                        *SMALL, "--games", "1", "--seed", "1", "--tc", "3/60+0.5",
                        "--move-time", "10",
                        "--no-sandbox"], capsys)  # its log is written outside any box
    assert code == 0, err
    received = [json.loads(line) for line in log.read_text(encoding="utf-8").splitlines()]
    positions = [message for message in received if message["type"] == "position"]
    assert len(positions) >= 4
    first, second, third, fourth = positions[:4]
    assert (first["time_left"], first["opponent_time_left"]) == (60.0, 60.0)
    assert (first["increment"], first["moves_to_go"]) == (0.5, 3)
    assert [p["moves_to_go"] for p in (second, third, fourth)] == [2, 1, 3]
    assert 60.0 < second["time_left"] <= 60.5 and first["clock"] == 10.0
    assert fourth["time_left"] > 110.0  # a new period of 60 s after the third move
    assert 60.0 < second["opponent_time_left"] <= 60.5  # random's clock, one move made


def test_a_time_control_is_recorded_and_resumed(tmp_path: Path,
                                                capsys: pytest.CaptureFixture[str]) -> None:
    results = tmp_path / "run.jsonl"
    base = ["match", "reversi", "easy", "random", *SMALL, "--seed", "5", "--tc", "60+1"]
    first = run_json([*base, "--games", "2", "--results", str(results)], capsys)
    header = json.loads(results.read_text(encoding="utf-8").splitlines()[0])
    assert header["config"]["time_control"] == "60+1"
    resumed = run_json([*base, "--games", "2", "--resume", str(results)], capsys)
    assert resumed["games"] == first["games"] == 2
    code, _, err = run([*base[:-2], "--tc", "40/60", "--games", "2", "--resume",
                        str(results)], capsys)
    assert code == 2 and "time_control differs" in err
    code, _, err = run([*base[:-2], "--games", "2", "--resume", str(results)], capsys)
    assert code == 2 and 'time_control differs: "60+1" in the file, null here' in err


def test_a_bad_time_control_is_refused_in_french(monkeypatch: pytest.MonkeyPatch,
                                                 capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setenv("QTGAMES_LANG", "fr")
    code, _, err = run(["match", "reversi", "random", "random", "--tc", "40/"], capsys)
    assert code == 2 and "n'est pas de la forme COUPS/SECONDES+INCRÉMENT" in err
