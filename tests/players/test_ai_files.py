"""AI files following a game's own convention (``ai:FILE``): the convention decides the
arguments and reads the answers; invalid answers are asked again, then the fallback is
played, never a forfeit; a game without a convention refuses such files in one line."""

import dataclasses
import sys
from collections.abc import Callable
from pathlib import Path

import pytest

from qtgames.core.game import GameSpec
from qtgames.players import make_player
from qtgames.players.arena import play_game
from qtgames.players.player import FilePlayer
from tests.helpers import run
from tests.players.conftest import child_processes

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="POSIX process groups")


@pytest.fixture
def with_contract(reversi: GameSpec) -> GameSpec:
    """Black & White with the tests' AI-file convention."""
    return dataclasses.replace(reversi,
                               file_contract="tests.players.reversi_contract:CONTRACT")


@pytest.fixture
def ai_bot(bot: Callable[[str], Path]) -> Callable[[str], Path]:
    """An AI file made a package folder with the helper module it imports (the box shows a
    player its own file or its own folder, nothing else)."""
    def copy(name: str) -> Path:
        folder = bot(name).with_suffix("")
        folder.mkdir()
        bot(name).rename(folder / "__init__.py")
        bot("qtgames_reversi_free_parse").rename(folder / "qtgames_reversi_free_parse.py")
        return folder
    return copy


def test_a_file_following_the_convention_plays_its_games(
        with_contract: GameSpec, ai_bot: Callable[[str], Path]) -> None:
    options = with_contract.resolve_options({})
    path = ai_bot("ai_good")
    for seed, players in ((1, [f"ai:{path}", "random"]), (2, ["random", f"ai:{path}"])):
        result = play_game(with_contract, options, seed, players)
        assert result.forfeit is None and result.outcome.reason != "forfeit"
        assert result.plies > 30
    assert child_processes() == []


def test_the_file_plays_exactly_what_the_convention_reads(
        with_contract: GameSpec, ai_bot: Callable[[str], Path]) -> None:
    state = with_contract.new_state(with_contract.resolve_options({}), 0)
    player = make_player(with_contract, f"ai:{ai_bot('ai_good')}", 0)
    try:
        move = player.choose(state)
        assert state.format_move(move) == "d3"  # the first legal move in reading order
        assert isinstance(player, FilePlayer) and player.given_name == "Premier coup"
    finally:
        player.close()


def test_invalid_answers_are_asked_again_then_the_fallback_is_played(
        with_contract: GameSpec, ai_bot: Callable[[str], Path]) -> None:
    state = with_contract.new_state(with_contract.resolve_options({}), 0)
    stubborn = make_player(with_contract, f"ai:{ai_bot('ai_stubborn')}", 0)
    hesitant = make_player(with_contract, f"ai:{ai_bot('ai_hesitant')}", 0)
    try:
        assert isinstance(stubborn, FilePlayer) and isinstance(hesitant, FilePlayer)
        for turn in range(1, 4):
            move = stubborn.choose(state)
            assert move == state.legal_moves()[0]  # the convention's fallback
            assert stubborn.invalid_answers == 3 * turn
            state.play(move)
            move = hesitant.choose(state)
            assert state.format_move(move) == state.format_move(state.legal_moves()[0])
            assert hesitant.invalid_answers == 2 * turn  # a set, then "zz", then a move
            state.play(move)
    finally:
        stubborn.close()
        hesitant.close()
    assert child_processes() == []


def test_a_whole_game_of_invalid_answers_is_no_forfeit(
        with_contract: GameSpec, ai_bot: Callable[[str], Path]) -> None:
    result = play_game(with_contract, with_contract.resolve_options({}), 3,
                       [f"ai:{ai_bot('ai_stubborn')}", "random"])
    assert result.forfeit is None and result.outcome.reason != "forfeit"


@pytest.mark.parametrize(("stem", "reason"), [
    ("ai_raising", "play raised KeyError: 'crown' (ai_raising.py, line 9)"),
    ("no_play", "cannot be loaded: AttributeError: no_play.py defines no function play()"),
    ("import_error", "cannot be loaded: ModuleNotFoundError: No module named "
                     "'a_module_that_does_not_exist' (import_error.py, line 1)"),
    ("good", "cannot be loaded: AttributeError: good.py defines no function name()"),
])
def test_a_file_that_fails_loses_by_forfeit(with_contract: GameSpec,
                                            bot: Callable[[str], Path], stem: str,
                                            reason: str) -> None:
    path = bot(stem)
    result = play_game(with_contract, with_contract.resolve_options({}), 1,
                       ["random", f"ai:{path}"])
    assert result.forfeit == (1, f"{path}: {reason}")
    assert result.outcome.winners == frozenset({0})


def test_a_game_without_a_convention_refuses_ai_files(
        bot: Callable[[str], Path], capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run(["match", "reversi", f"ai:{bot('good')}", "random"], capsys)
    assert (code, out) == (2, "")
    assert err == ("qtgames: reversi has no AI-file convention: use py:FILE for a Python "
                   "bot file or engine:COMMAND for a program\n")


def test_a_fallback_the_rules_refuse_is_a_forfeit_never_a_move(
        with_contract: GameSpec, ai_bot: Callable[[str], Path]) -> None:
    spec = dataclasses.replace(with_contract,
                               file_contract="tests.players.reversi_contract:CORNER")
    path = ai_bot("ai_stubborn")
    result = play_game(spec, spec.resolve_options({}), 1, [f"ai:{path}", "random"])
    assert result.plies == 0
    assert result.forfeit == (0, f"{path}: 3 invalid answers in a row, and the move then "
                                 "played for it (a1) is not allowed here")
