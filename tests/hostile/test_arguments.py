"""Every numeric argument of every command: out-of-range values are refused with exit
code 2 and one line on stderr, never a traceback, an unbounded run or an internal error."""

import pytest

from qtgames.players import make_player
from qtgames.plugins import load_games
from qtgames.tournament.executors import ProcessPool
from qtgames.tournament.games import GameJob
from tests.helpers import run

OUT_OF_RANGE = [
    (["hint", "reversi", "--seconds", "nan"], "--seconds"),
    (["hint", "reversi", "--seconds", "inf"], "--seconds"),
    (["hint", "reversi", "--seconds", "-1"], "--seconds"),
    (["hint", "reversi", "--seconds", "0"], "--seconds"),
    (["hint", "reversi", "--seconds", "1e9"], "--seconds"),
    (["hint", "reversi", "--seconds", "1e400"], "--seconds"),
    (["hint", "reversi", "--seconds", "1e-9"], "--seconds"),
    (["perft", "zen", "--depth", "1200"], "--depth"),
    (["perft", "reversi", "--depth", "21"], "--depth"),
    (["perft", "reversi", "--depth", "0"], "--depth"),
    (["perft", "reversi", "--depth", "-3"], "--depth"),
    (["match", "reversi", "random", "random", "--games", "10000000"], "--games"),
    (["match", "reversi", "random", "random", "--games", "0"], "--games"),
    (["match", "reversi", "random", "random", "--jobs", "0"], "--jobs"),
    (["match", "reversi", "random", "random", "--jobs", "100000"], "--jobs"),
    (["tournament", "reversi", "random", "easy", "--games", "10000000"], "--games"),
    (["tournament", "reversi", "random", "easy", "--games", "-2"], "--games"),
    (["tournament", "reversi", "random", "easy", "--jobs", "100000"], "--jobs"),
    (["host", "reversi", "--absent-forfeit", "0"], "--absent-forfeit"),
    (["host", "reversi", "--absent-forfeit", "nan"], "--absent-forfeit"),
    (["host", "reversi", "--absent-forfeit", "1e9"], "--absent-forfeit"),
    (["bench", "--repeat", "0"], "--repeat"),
    (["bench", "--repeat", "100000"], "--repeat"),
]


def _name(value: object) -> str:
    return "_".join(value) if isinstance(value, list) else str(value)


@pytest.mark.parametrize(("args", "name"), OUT_OF_RANGE, ids=_name)
def test_out_of_range_arguments_are_refused_in_one_line(args, name, capsys) -> None:
    code, out, err = run(args, capsys)
    assert code == 2, (out, err)
    assert err.count("\n") == 1 and name in err and "internal error" not in err


@pytest.mark.parametrize(("value", "low", "high"), [("--seconds=1e9", "0.01", "600"),
                                                    ("--depth=1200", "1", "20")])
def test_the_refusal_names_the_range(value, low, high, capsys) -> None:
    command = "hint" if value.startswith("--seconds") else "perft"
    code, _, err = run([command, "zen", value], capsys)
    assert code == 2 and low in err and high in err


def test_the_range_is_said_in_french(capsys, monkeypatch) -> None:
    monkeypatch.setenv("QTGAMES_LANG", "fr")
    code, _, err = run(["hint", "reversi", "--seconds", "1e9"], capsys)
    assert code == 2 and "doit" in err and "600" in err


def test_the_smallest_time_budget_still_answers_a_legal_move(capsys) -> None:
    code, out, err = run(["hint", "reversi", "--seconds", "0.01"], capsys)
    assert code == 0, err
    assert out.split()[0] in {"d3", "c4", "f5", "e6"}


@pytest.mark.parametrize("game_id", ["reversi", "zen", "duel", "chifoumi"])
def test_a_search_out_of_budget_before_any_move_still_plays_a_legal_move(game_id) -> None:
    spec = load_games().get(game_id)
    state = spec.new_state(spec.resolve_options({}), 0)
    for name in [level.name for level in spec.levels]:
        player = make_player(spec, name, 0)
        player.seconds, player.max_nodes = 1e-9, None
        assert player.choose(state) in state.legal_moves()


def test_match_games_are_streamed_to_the_pool_never_built_all_at_once() -> None:
    drawn = 0

    def jobs():
        nonlocal drawn
        spec = load_games().get("reversi")
        options = spec.resolve_options({"size": 6})
        for index in range(1_000_000):
            drawn += 1
            yield GameJob("random vs random", index, "reversi", options, index, "random",
                          "random", ("random", "random"), (0,))

    pool = ProcessPool(2)
    played = pool.run(jobs())
    try:
        for _ in range(3):
            next(played)
        played.close()
    finally:
        pool.close()
    assert drawn <= 16


def test_perft_depth_at_the_limit_is_accepted(capsys) -> None:
    over = "bb6/8/8/8/8/8/8/5www b 1"  # a finished game: no position at any depth above 0
    code, out, err = run(["perft", "reversi", "--depth", "20", "--position", over, "--json"],
                         capsys)
    assert code == 0, err
    assert '"nodes": 0' in out
