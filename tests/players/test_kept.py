"""Outside players kept running through a series: one process per player for all its
games (a new one only after a forfeit), a seed per game from the game's public seed, and
the process's start outside the first move's time."""

import json
import sys
from collections.abc import Callable
from pathlib import Path

import pytest

from qtgames.core.rng import derive_seed
from qtgames.players.player import ENGINE_PROTOCOL
from tests.helpers import run
from tests.players.conftest import child_processes, recorder

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="POSIX process groups")

#: A bot file that logs its process and each of its random draws (outside any box).
LOGGER = """\
import os
import random

LOG = {log!r}
with open(LOG, "a") as out:
    out.write(f"load {{os.getpid()}} {{random.random()}}\\n")


def play(view, legal_moves, seat):
    choice = random.choice(legal_moves)
    with open(LOG, "a") as out:
        out.write(f"play {{os.getppid()}} {{choice}}\\n")  # the kept process: each game
                                                               # is a fork of it
{extra}    return choice
"""


def logger(tmp_path: Path, extra: str = "") -> tuple[str, Path]:
    """A ``py:`` logging bot (with ``extra`` lines at the end of ``play``) and its log."""
    log = tmp_path / "log.txt"
    path = tmp_path / "logger.py"
    path.write_text(LOGGER.format(log=str(log), extra=extra), encoding="utf-8")
    return f"py:{path}", log


def series(a: str, b: str, games: int, capsys: pytest.CaptureFixture[str], tmp_path: Path,
           *more: str) -> list[dict]:
    """Play a match in this process (its log written outside any box); its results lines."""
    results = tmp_path / f"results{len(list(tmp_path.glob('results*')))}.jsonl"
    code, _, err = run(["match", "reversi", a, b, "--games", str(games), "--jobs", "1",
                        "--seed", "7", "--results", str(results), "--no-sandbox", *more],
                       capsys)
    assert code == 0, err
    return [json.loads(line) for line in results.read_text(encoding="utf-8").splitlines()[1:]]


def pids(log: Path, kind: str = "play") -> set[str]:
    return {line.split()[1] for line in log.read_text(encoding="utf-8").splitlines()
            if line.startswith(kind)}


def test_a_bot_file_plays_every_game_of_a_series_in_one_process(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    name, log = logger(tmp_path)
    lines = series(name, "random", 6, capsys, tmp_path)
    assert all(line["tournament"]["forfeit"] is None for line in lines)
    assert len(pids(log)) == 1
    assert child_processes() == []


#: A bot file noting, at its first move, what it remembers and its first random draw.
FRESH = """\
import os
import random
import sys

LOG = {log!r}
moves = []


def play(view, legal_moves, seat):
    if not moves:
        with open(LOG, "a") as out:
            out.write(f"game {{os.getppid()}} {{random.random()}} "
                      f"{{hasattr(sys, 'remembered')}}\\n")
        sys.remembered = True
    moves.append(1)
    return legal_moves[0]
"""


def test_each_game_starts_from_the_file_as_imported_seeded_from_its_public_seed(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    import random

    log = tmp_path / "log.txt"
    path = tmp_path / "fresh.py"
    path.write_text(FRESH.format(log=str(log)), encoding="utf-8")
    results = tmp_path / "results.jsonl"
    code, _, err = run(["match", "reversi", f"py:{path}", "random", "--games", "3", "--jobs",
                        "1", "--seed", "7", "--results", str(results), "--no-sandbox"], capsys)
    assert code == 0, err
    lines = [json.loads(line) for line in results.read_text(encoding="utf-8").splitlines()[1:]]
    games = [line.split() for line in log.read_text(encoding="utf-8").splitlines()]
    assert len(games) == 3 and len({game[1] for game in games}) == 1  # one kept process
    expected = [str(random.Random(derive_seed(line["seed"], "player",
                                              line["tournament"]["a_seats"][0])).random())
                for line in lines]
    assert [game[2] for game in games] == expected
    assert all(game[3] == "False" for game in games)  # nothing left in its modules


def test_a_bot_using_randomness_replays_its_games(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    name, _ = logger(tmp_path)
    first = series(name, name, 4, capsys, tmp_path)
    again = series(name, name, 4, capsys, tmp_path)
    assert [line["moves"] for line in first] == [line["moves"] for line in again]
    assert len({tuple(line["moves"]) for line in first}) > 1


def test_a_forfeit_ends_the_process_and_the_next_game_starts_another(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    # the third move of each process raises: every game is lost, each in a new process
    extra = ("    import sys\n    sys.moves = getattr(sys, 'moves', 0) + 1\n"
             "    if sys.moves == 3:\n        raise RuntimeError('third move')\n")
    name, log = logger(tmp_path, extra)
    lines = series(name, "random", 3, capsys, tmp_path)
    assert [line["tournament"]["forfeit"] is not None for line in lines] == [True] * 3
    assert len(pids(log)) == 3
    assert child_processes() == []


def test_the_first_moves_time_leaves_out_the_start(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "slow_start.py"
    path.write_text("import time\ntime.sleep(3)\n\n\ndef play(view, legal_moves, seat):\n"
                    "    return legal_moves[0]\n", encoding="utf-8")
    line, = series(f"py@1:{path}", "random", 1, capsys, tmp_path)
    assert line["tournament"]["forfeit"] is None
    seat = line["tournament"]["a_seats"][0]
    assert line["tournament"]["seconds"][seat][0] < 1


def test_an_engine_of_protocol_2_is_told_each_new_game_with_its_seat_and_seed(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    name, log = recorder(tmp_path, 2)
    lines = series(name, "random", 4, capsys, tmp_path)
    received = [json.loads(line) for line in log.read_text(encoding="utf-8").splitlines()]
    assert [message["type"] for message in received].count("hello") == 1
    assert received[0]["protocol"] == ENGINE_PROTOCOL
    games = [message for message in received if message["type"] == "new_game"]
    assert [(game["seat"], game["seed"]) for game in games] == [
        (line["tournament"]["a_seats"][0],
         derive_seed(line["seed"], "player", line["tournament"]["a_seats"][0]))
        for line in lines]
    assert [game["seat"] for game in games] == [0, 1, 0, 1]
    assert received[-1] == {"type": "quit"}
    assert child_processes() == []


def test_an_engine_of_protocol_1_is_started_for_each_game(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    name, log = recorder(tmp_path, 1)
    lines = series(name, "random", 3, capsys, tmp_path)
    assert all(line["tournament"]["forfeit"] is None for line in lines)
    received = [json.loads(line) for line in log.read_text(encoding="utf-8").splitlines()]
    assert [message["type"] for message in received].count("hello") == 3
    assert [message["type"] for message in received].count("quit") == 3


def test_parallel_workers_keep_their_bots_and_end_them_with_the_run(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    name, log = logger(tmp_path)
    results = tmp_path / "results.jsonl"
    code, _, err = run(["match", "reversi", name, "random", "--games", "8", "--jobs", "2",
                        "--results", str(results), "--no-sandbox"], capsys)
    assert code == 0, err
    assert len(pids(log)) <= 2
    assert child_processes() == []


def test_outside_a_series_the_process_ends_with_its_game(
        bot: Callable[[str], Path], capsys: pytest.CaptureFixture[str]) -> None:
    from qtgames.players.arena import play_game
    from qtgames.plugins import load_games

    spec = load_games().get("reversi")
    result = play_game(spec, spec.resolve_options({}), 1, [f"py:{bot('good')}", "random"])
    assert result.forfeit is None
    assert child_processes() == []


def test_each_game_runs_the_file_afresh_and_as_it_is_now(tmp_path: Path) -> None:
    from qtgames.players.bootstrap import load

    path = tmp_path / "changing.py"
    log = tmp_path / "loads.txt"
    path.write_text(f"open({str(log)!r}, 'a').write('load\\n')\n\n\n"
                    "def play(view, legal_moves, seat):\n    return 'one'\n", encoding="utf-8")
    first, second = load(path, ["play"]), load(path, ["play"])
    assert first is not second and first.play(None, [], 0) == "one"
    assert log.read_text(encoding="utf-8") == "load\nload\n"
    path.write_text("def play(view, legal_moves, seat):\n    return 'the second'\n",
                    encoding="utf-8")
    assert load(path, ["play"]).play(None, [], 0) == "the second"


#: A bot that, at each move, looks through its whole process for a note an earlier game
#: left, then tries to leave one for the next game: in every descriptor it holds but the
#: protocol's own output, and in place of every function of the bootstrap.
NOTE_LEAVER = """\
import gc
import os
import sys

LOG = {log!r}
NOTE = b'{{"type": "new_game", "seed": 1, "note": "LEFT BY AN EARLIER GAME"}}\\n'


def found():
    frame = sys._getframe(1)
    while frame is not None:
        for value in frame.f_locals.values():
            if isinstance(value, (bytes, str)) and "EARLIER" in str(value):
                return True
        frame = frame.f_back
    return any(isinstance(value, (bytes, bytearray)) and b"EARLIER" in value
               for value in gc.get_objects())


def play(view, legal_moves, seat):
    with open(LOG, "a") as out:
        out.write(f"{{found()}}\\n")
    output = sys._getframe(1).f_locals.get("out")
    protocol = os.fstat(output) if isinstance(output, int) else None
    for descriptor in range(3, 64):
        try:
            status = os.fstat(descriptor)
            if protocol is None or (status.st_dev, status.st_ino) != (protocol.st_dev,
                                                                      protocol.st_ino):
                os.write(descriptor, b"H" + NOTE)
        except OSError:
            pass
    bootstrap = sys.modules["__main__"]
    for name, function in list(vars(bootstrap).items()):
        if callable(function) and getattr(function, "__module__", "") == "__main__" \\
                and name not in ("answer", "send", "fail"):
            def tampered(*args, _function=function):
                args = [arg.replace(b'"type"', NOTE[:-1] + b', "was": "type"', 1)
                        if isinstance(arg, bytes) and b"new_game" in arg else arg
                        for arg in args]
                return _function(*args)
            setattr(bootstrap, name, tampered)
    return legal_moves[0]
"""


def test_a_game_can_leave_nothing_for_the_next_one(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    log = tmp_path / "log.txt"
    path = tmp_path / "leaver.py"
    path.write_text(NOTE_LEAVER.format(log=str(log)), encoding="utf-8")
    lines = series(f"py:{path}", "random", 3, capsys, tmp_path)
    assert [line["tournament"]["forfeit"] for line in lines] == [None] * 3
    seen = log.read_text(encoding="utf-8").split()
    assert len(seen) > 6 and set(seen) == {"False"}
