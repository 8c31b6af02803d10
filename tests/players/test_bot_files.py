"""Python bot files (``py:FILE``) in a match: the good one plays, every bad one loses
each of its games by forfeit with its reason, and nothing hangs or stays running."""

import sys
import time
from collections.abc import Callable
from pathlib import Path

import pytest

from tests.helpers import run, run_json, survivors
from tests.players.conftest import child_processes

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="POSIX process groups")

GAMES = 2
MATCH = ["match", "reversi", "--games", str(GAMES), "--move-time", "0.5"]


def match(a: str, b: str, capsys: pytest.CaptureFixture[str], seconds: float = 0.5) -> dict:
    """``qtgames match reversi A B`` as a JSON document, ``seconds`` a move."""
    return run_json([*MATCH[:2], a, b, *MATCH[2:-1], str(seconds)], capsys)


@pytest.mark.parametrize("name", ["good", "printer", "flooder", "input_reader"])
def test_a_bot_that_answers_plays_every_game_to_its_end(
        name: str, bot: Callable[[str], Path], capsys: pytest.CaptureFixture[str]) -> None:
    # A time no busy machine runs out of: what is tested is that each answer is taken.
    document = match(f"py:{bot(name)}", "random", capsys, seconds=10)
    assert document["games"] == GAMES
    assert document["forfeits"] == []
    assert document["a_wins"] + document["b_wins"] + document["draws"] == GAMES
    assert child_processes() == []


@pytest.mark.parametrize(("name", "reason"), [
    ("garbage", 'answered "not a move", not a legal move'),
    ("raising", "play raised ValueError: the bot is confused (raising.py, line 5)"),
    ("sleeper", "no answer within 0.5 s"),
    ("exiter", "play called sys.exit(3)"),
    ("hard_exit", "stopped (exit code 4)"),
    ("import_error", "cannot be loaded: ModuleNotFoundError: No module named "
                     "'a_module_that_does_not_exist' (import_error.py, line 1)"),
    ("no_play", "cannot be loaded: AttributeError: no_play.py defines no function play()"),
    # where the memory cap is not enforced (macOS) the file would really take 8 GB
    pytest.param("memory_hog", "play raised MemoryError (memory_hog.py, line 5)",
                 marks=pytest.mark.skipif(sys.platform != "linux", reason="Linux caps memory")),
])
def test_a_bad_bot_loses_every_game_by_forfeit_and_the_match_goes_on(
        name: str, reason: str, bot: Callable[[str], Path],
        capsys: pytest.CaptureFixture[str]) -> None:
    path = bot(name)
    started = time.monotonic()
    document = match("random", f"py:{path}", capsys)
    assert time.monotonic() - started < 30
    assert (document["games"], document["a_wins"], document["b_wins"]) == (GAMES, GAMES, 0)
    assert document["forfeits"] == [{"player": "b", "reason": f"{path}: {reason}"}] * GAMES
    assert child_processes() == []


def test_forfeits_are_printed_with_their_reason(bot: Callable[[str], Path],
                                                capsys: pytest.CaptureFixture[str]) -> None:
    path = bot("raising")
    code, out, _ = run([*MATCH[:2], f"py:{bot('good')}", f"py:{path}", *MATCH[2:]], capsys)
    assert code == 0
    assert "A wins 2, B wins 0, draws 0" in out
    assert f"B forfeits: {path}: play raised ValueError: the bot is confused" in out


def test_a_tournament_of_good_and_bad_bots_goes_on_to_its_table(
        bot: Callable[[str], Path], capsys: pytest.CaptureFixture[str]) -> None:
    names = [f"py:{bot(stem)}" for stem in ("good", "sleeper", "garbage")]
    document = run_json(["tournament", "reversi", *names, "random", "--games", "2",
                         "--move-time", "0.5"], capsys)
    points = {row["player"]: row["points"] for row in document["standings"]}
    good, sleeper, garbage = (points[name.replace("py:", "py@0.5:")] for name in names)
    # sleeper and garbage each lose to good and random, and win the game against each
    # other where the other moves first; good wins its 4 games against them
    assert (sleeper, garbage) == (1, 1)
    assert good >= 4 and good + points["random"] == 10
    assert {row["games"] for row in document["standings"]} == {6}
    assert child_processes() == []


def test_the_processes_a_bot_starts_are_killed_with_it(
        bot: Callable[[str], Path], capsys: pytest.CaptureFixture[str]) -> None:
    path = bot("spawner")
    document = match("random", f"py:{path}", capsys)
    assert document["b_wins"] == 0
    assert survivors(str(path)) == []


def test_the_time_limit_is_the_names_own_before_the_commands(
        bot: Callable[[str], Path], capsys: pytest.CaptureFixture[str]) -> None:
    path = bot("sleeper")
    document = run_json(["match", "reversi", "random", f"py@0.2:{path}", "--games", "1",
                         "--move-time", "5"], capsys)
    assert document["forfeits"] == [{"player": "b",
                                     "reason": f"{path}: no answer within 0.2 s"}]


def test_games_played_in_parallel_count_the_same_forfeits(
        bot: Callable[[str], Path], capsys: pytest.CaptureFixture[str]) -> None:
    good, bad = bot("good"), bot("garbage")
    document = run_json(["match", "reversi", f"py:{good}", f"py:{bad}", "--games", "4",
                         "--jobs", "2", "--move-time", "0.5"], capsys)
    assert (document["a_wins"], document["b_wins"]) == (4, 0)
    assert document["forfeits"] == [{"player": "b", "reason": f'{bad}: answered "not a move", '
                                                               "not a legal move"}] * 4


def test_a_bot_whose_process_ends_between_two_moves_forfeits(
        bot: Callable[[str], Path]) -> None:
    from qtgames.cli.common import registry
    from qtgames.players import Forfeit, make_player

    spec = registry().get("reversi")
    options = spec.resolve_options({})
    state = spec.new_state(options, 1)
    player = make_player(spec, f"py:{bot('quitter')}", 1, options)
    try:
        state.play(player.choose(state))
        state.play_text("c5")
        child = player.child
        assert child is not None
        deadline = time.monotonic() + 10
        while child.process.poll() is None and time.monotonic() < deadline:
            time.sleep(0.02)
        with pytest.raises(Forfeit, match="stopped"):
            player.choose(state)  # not a new process, unseen by the game, playing on
    finally:
        player.close()
    assert child_processes() == []
