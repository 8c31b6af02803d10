"""Zen l'Initié on the command line: options, the 56 opening moves, positions, rules."""

import pytest

from qtgames.plugins import load_games
from tests.helpers import run, run_json

START = "o4x4x/4o1o4/3x3x3/2o5o2/1x7x1/o4z4o/1x7x1/2o5o2/3x3x3/4o1o4/x4x4o 0 - 2 v0 0-0 0 -"


def test_56_moves_from_the_start_with_black_first(capsys) -> None:
    listing = run_json(["moves", "zen", "--option", "first=black"], capsys)
    assert listing["to_move"] == "black" and len(listing["moves"]) == 56
    assert len(set(listing["moves"])) == 56
    assert {"F11-C11", "F11-F8", "F11-I11", "F6-C3", "F6-I9"} <= set(listing["moves"])


def test_who_starts_is_drawn_from_the_seed() -> None:
    spec = load_games().get("zen")
    options = spec.options_from_args([])
    assert options == {"first": "random", "players": 2, "variant": 0}
    starters = {seed: spec.new_state(options, seed).to_move() for seed in range(40)}
    assert set(starters.values()) == {0, 1}
    assert all(spec.new_state(options, seed).to_move() == first
               for seed, first in starters.items())
    white = spec.options_from_args(["first=white", "players=4", "variant=3"])
    state = spec.new_state(white, 5)
    assert state.to_move() == 1 and state.seats == ("black 1", "white 1", "black 2", "white 2")
    assert state.position().endswith(" 1 - 4 v3 0-0 1 -")


def test_the_start_position_notation_round_trips(capsys) -> None:
    listing = run_json(["moves", "zen", "--position", START], capsys)
    assert len(listing["moves"]) == 56
    assert load_games().get("zen").from_position(START, {}).position() == START


@pytest.mark.parametrize("args", [
    ["moves", "zen", "--option", "players=3"],
    ["moves", "zen", "--option", "variant=4"],
    ["moves", "zen", "--option", "first=red"],
    ["moves", "zen", "--position", "nonsense"],
    ["moves", "zen", "--position", START.replace(" v0", " v7")],
    ["moves", "zen", "--position", START.replace("x4x4o ", "x4x4o4 ")],
])
def test_bad_options_and_positions_get_one_line_and_exit_code_2(args, capsys) -> None:
    code, _, err = run(args, capsys)
    assert code == 2 and err.startswith("qtgames: ") and err.count("\n") == 1
    assert "Traceback" not in err


def test_a_finished_position_lists_no_moves_as_its_saved_game_does(tmp_path, capsys) -> None:
    import random

    from qtgames.core import saves
    from qtgames.core.record import GameRecord
    record = GameRecord(load_games().get("zen"), {"first": "black"}, seed=3)
    rng = random.Random(3)
    while not record.state.is_over():
        record.play(rng.choice(record.state.legal_moves()))
    path = tmp_path / "finished.qtgame"
    saves.save(record, path)
    loaded = run(["moves", "zen", "--load", str(path)], capsys)
    read = run(["moves", "zen", "--position", record.state.position()], capsys)
    assert loaded == read == (0, "The game is over: no legal move.\n", "")
    both = "x10/x10/11/11/11/11/11/11/11/10o/10o 1 - 2 v0 0-0 0 -"  # both chains complete
    assert run_json(["moves", "zen", "--position", both], capsys) == {
        "to_move": None, "moves": []}
    code, _, err = run(["hint", "zen", "--position", both], capsys)
    assert code == 2 and "the game is over" in err


def test_rules_in_both_languages(capsys) -> None:
    code, out, _ = run(["rules", "zen"], capsys)
    assert code == 0 and "Zen" in out and "F11-F8" in out
    code, out, _ = run(["rules", "zen", "--lang", "fr"], capsys)
    assert code == 0 and "super initiés" in out and "à partir du bas" in out
