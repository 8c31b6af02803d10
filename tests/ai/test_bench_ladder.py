"""``qtgames bench --ladder``: each game's level steps as matches, their scores and intervals."""

import pytest

from qtgames.cli import common
from qtgames.cli.ladder import GOAL, Step, play_step, step_config, steps_of
from qtgames.tournament.games import Line
from tests.helpers import run, run_json


def test_the_steps_of_each_game() -> None:
    games = common.registry().games
    assert [(step.a, step.b) for step in steps_of(games["reversi"])] == [
        ("easy", "random"), ("medium", "easy"), ("hard", "medium")]
    # Tata Suzanne is listed below easy: easy is the one expected to win.
    assert [(step.a, step.b) for step in steps_of(games["roses"])] == [
        ("easy", "random"), ("medium", "easy"), ("hard", "medium"), ("easy", "tata-suzanne")]


def test_a_small_ladder_prints_each_step(capsys, nim_home, monkeypatch) -> None:
    monkeypatch.setenv("QTGAMES_HOME", str(nim_home))  # Nim: fast levels
    document = run_json(["bench", "--ladder", "--game", "nim", "--games", "6", "--seed", "4"],
                        capsys)
    assert document["seed"] == 4 and document["games_per_step"] == 6
    assert document["openings"] is True and document["goal"] == GOAL
    rows = document["steps"]
    assert [(row["a"], row["b"]) for row in rows] == [
        ("easy", "random"), ("medium", "easy"), ("hard", "medium")]
    for row in rows:
        assert row["game"] == "nim" and row["games"] == 6
        assert 0 <= row["low"] <= row["score"] <= row["high"] <= 1
        assert 1 <= row["distinct_games"] <= 6
        assert row["goal_reached"] == (row["score"] >= GOAL)
    code, out, _ = run(["bench", "--ladder", "--game", "nim", "--games", "2", "--seed", "4",
                        "--no-openings"], capsys)
    lines = out.splitlines()
    assert code == 0 and len(lines) == 4
    assert lines[0].startswith("nim: easy against random: ") and "2 games" in lines[0]
    assert "goal 0.75" in lines[0]
    assert lines[-1] == "seed 4, 2 games per step, from the start"


def test_the_ladder_speaks_french(capsys, nim_home, monkeypatch) -> None:
    monkeypatch.setenv("QTGAMES_HOME", str(nim_home))
    monkeypatch.setenv("QTGAMES_LANG", "fr")
    code, out, _ = run(["bench", "--ladder", "--game", "nim", "--games", "2", "--seed", "4"],
                       capsys)
    assert code == 0 and "nim : medium contre easy : " in out and "2 parties" in out
    assert "graine 4, 2 parties par marche, depuis les ouvertures livrées" in out


def _games(step: Step, seed: int, openings: bool = True) -> list[Line]:
    lines: list[Line] = []
    play_step(step, step_config(step, 6, seed, openings, jobs=1),
              lambda _tournament, line: lines.append(line))
    return sorted(lines, key=lambda line: line["tournament"]["index"])


def test_each_pair_starts_from_one_shipped_opening_sides_swapped() -> None:
    lines = _games(Step("reversi", "easy", "random"), seed=2)
    assert len(lines) == 6
    openings = []
    for first, second in zip(lines[::2], lines[1::2], strict=True):
        length = first["tournament"]["opening"]
        assert length > 0 and second["tournament"]["opening"] == length
        assert first["moves"][:length] == second["moves"][:length]
        assert first["tournament"]["a_seats"] != second["tournament"]["a_seats"]
        openings.append(tuple(first["moves"][:length]))
    assert len(set(openings)) == 3  # a pair, an opening
    shipped = common.registry().games["reversi"].rules_dir / "openings" / "size-8_first-black.txt"
    book = shipped.read_text(encoding="utf-8")
    assert all(f"moves: {' '.join(opening)}" in book for opening in openings)
    # Without the openings, every game starts from the start.
    assert all(line["tournament"]["opening"] == 0
               for line in _games(Step("reversi", "easy", "random"), 2, openings=False))


def test_the_same_seed_plays_the_same_games_again() -> None:
    step = Step("roses", "easy", "tata-suzanne")  # cards: the chance comes from the seed

    def keys(seed: int) -> list[str]:
        return [line["tournament"]["key"] for line in _games(step, seed)]

    first = keys(7)
    assert keys(7) == first
    assert keys(8) != first


@pytest.mark.parametrize("args, message", [
    (["bench", "--games", "4"], "--games is for --ladder"),
    (["bench", "--no-openings"], "--no-openings is for --ladder"),
    (["bench", "--seed", "3"], "--seed is for --ladder"),
    (["bench", "--ladder", "--startup"], "--ladder and --startup: one or the other"),
    (["bench", "--ladder", "--games", "0"], "--games must be between 1 and 100000"),
    (["bench", "--ladder", "--game", "chess"], "unknown game 'chess'"),
    (["bench", "--calibration", "zen", "--ladder"],
     "--calibration goes alone: its game is named after it"),
    (["bench", "--calibration", "chess"], "unknown game 'chess'"),
])
def test_bad_ladder_arguments_are_one_line(args: list[str], message: str, capsys) -> None:
    code, out, err = run(args, capsys)
    assert code == 2 and out == "" and message in err and err.count("\n") == 1


def test_the_calibration_of_a_game_without_a_curve_is_refused(capsys, nim_home,
                                                              monkeypatch) -> None:
    monkeypatch.setenv("QTGAMES_HOME", str(nim_home))
    code, out, err = run(["bench", "--calibration", "nim", "--games", "1"], capsys)
    assert code == 2 and out == "" and "nim has no calibration curve" in err
