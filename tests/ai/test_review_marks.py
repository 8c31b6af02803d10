"""Review marks: exact where Black & White is solved, by the calibrated chance elsewhere,
and ``qtgames review FILE`` printing them."""

import io
import json
import random
import re
from pathlib import Path

import pexpect
import pytest

from qtgames.cli.textgame import TextGame
from qtgames.core import saves
from qtgames.core.record import GameRecord
from qtgames.review import MARK_NAMES, MARKS, Review, ReviewReach, review_game
from qtgames_reversi.ai import LEVELS
from qtgames_reversi.benchmarks import game_positions
from qtgames_reversi.rules import ReversiState
from qtgames_reversi.solver import empties_of, solve_state
from tests.ai.test_review import reversi_blunder
from tests.helpers import run, run_json, spawn

QUICK = ReviewReach(think_seconds=None, think_nodes=40, playouts=16, value_seconds=None)


def sign(score: int) -> int:
    """1 won, 0 drawn, -1 lost."""
    return (score > 0) - (score < 0)


def endgame(seed: int) -> tuple[str, list[str]]:
    """A 6×6 position with 12 empty squares reached at random, and random moves from it to
    the end, in notation."""
    rng = random.Random(seed)
    while True:
        state = ReversiState.start(6)
        while empties_of(state) > 12 and state.legal_moves():
            state.play(rng.choice(state.legal_moves()))
        if empties_of(state) == 12 and state.mobility():
            break
    start = ReversiState(6, state.pawns, state.side)
    position, moves = start.position(), []
    while start.legal_moves():
        move = rng.choice(start.legal_moves())
        moves.append(start.format_move(move))
        start.play(move)
    return position, moves


def test_exact_marks_on_random_reversi_games(reversi) -> None:
    options = reversi.resolve_options({"size": 6})
    thrown = best = 0
    for seed in range(6):
        position, moves = endgame(seed)
        review = review_game(reversi, options, seed, moves, position, QUICK)
        state = ReversiState.from_position(position)
        for ply, text in enumerate(moves, start=1):
            mover = state.to_move()
            before = solve_state(state).score
            state.play_text(text)
            after = solve_state(state).score
            if state.to_move() != mover:
                after = -after
            mark = review.mark(ply, (0, 1))
            if sign(after) < sign(before):  # a won or drawn game thrown away
                assert mark == "??", (position, ply)
                thrown += 1
            elif after == before:  # an exactly best move
                assert mark is None, (position, ply)
                best += 1
            else:
                assert mark == "?!", (position, ply)
    assert thrown and best  # the games tried hold both kinds of moves


def test_exact_marks_on_an_endgame_of_a_real_game(reversi) -> None:
    # A shipped 16-empty position met between the levels, played out by easy against
    # medium: every move, from 16 empties down, judged against the exact solver.
    levels = {level.name: level for level in LEVELS}
    start = game_positions(16)[1]
    position = ReversiState(8, start.pawns, start.side).position()
    players = (levels["easy"].make(1), levels["medium"].make(8))
    state, moves = ReversiState.from_position(position), []
    while state.legal_moves():
        move = players[state.to_move()].choose(state.view(state.to_move()))
        moves.append(state.format_move(move))
        state.play(move)
    review = review_game(reversi, reversi.resolve_options({"size": 8}), 0, moves, position,
                         QUICK)
    state = ReversiState.from_position(position)
    before = solve_state(state).score
    kinds = set()
    for ply, text in enumerate(moves, start=1):
        mover, empties = state.to_move(), empties_of(state)
        state.play_text(text)
        score = solve_state(state).score
        after = score if state.to_move() == mover else -score
        mark = review.mark(ply, (0, 1))
        if sign(after) < sign(before):
            assert mark == "??", (position, ply)
            kinds.add(("thrown", empties >= 13))
        elif after == before:
            assert mark is None, (position, ply)
            kinds.add(("best", empties >= 13))
        else:
            assert mark == "?!", (position, ply)
        before = score
    assert {("thrown", True), ("best", True)} <= kinds  # both, at 13 to 16 empties


def test_marks_by_the_chance_lost() -> None:
    # seat 0's chance: 0.5, then each move below costs its player 0.1, 0.2, 0.3, 0.05
    review = Review([0.5, 0.4, 0.6, 0.3, 0.35], ["a"] * 4 + [None], [0, 1, 0, 1, -1])
    teams = (0, 1)
    assert [review.mark(move, teams) for move in range(1, 5)] == ["?!", "?", "??", None]
    assert [threshold for threshold, _ in MARKS] == [0.30, 0.20, 0.10]


def test_the_preferred_move_is_never_marked() -> None:
    # Duel: ending the turn is the preferred move, then the cards drawn cost 0.35 of the
    # chance: chance, not a fault of the player.
    review = Review([0.6, 0.25, 0.3], ["end", "07^A", None], [0, 1, -1])
    assert review.mark(1, (0, 1)) == "??"  # the move played is not known: by the chance
    assert review.mark(1, (0, 1), ["end", "07^A"]) is None
    assert review.marks((0, 1), ["05^A", "07^A"]) == {1: "??"}  # another move: marked


def test_an_exact_result_overrides_the_chance() -> None:
    # The chance says move 1 cost 0.4, but it kept the proved draw: no mark; move 2 threw
    # White's (seat 1's) draw away: ??; move 3 gave away a pawn of a proved win: ?!.
    review = Review([0.9, 0.5, 1.0, 1.0], ["a", "b", "c", None], [0, 1, 0, -1],
                    [0, 0, 2, 1])
    assert review.marks((0, 1)) == {2: "??", 3: "?!"}


def blunder_game(reversi) -> GameRecord:
    """A Black & White game lost by one blunder, every other move exactly best."""
    position, blunder, _ = reversi_blunder(reversi)
    record = GameRecord(reversi, seed=1, players=["human", "human"], position=position)
    record.play(blunder)
    while not record.state.is_over():
        solution = record.state.solve()
        assert solution is not None and solution.move is not None
        record.play(solution.move)
    return record


def test_review_command_marks_the_blunder(reversi, capsys, tmp_path: Path) -> None:
    record = blunder_game(reversi)
    path = tmp_path / "lost.qtgame"
    saves.save(record, path)
    document = run_json(["review", str(path)], capsys)
    plies = document["plies"]
    assert [row["ply"] for row in plies] == list(range(1, len(record.moves) + 1))
    assert [row["move"] for row in plies] == record.moves
    assert plies[0]["mark"] == "??" and plies[0]["exact"] <= 0
    assert plies[0]["preferred"] != record.moves[0]
    assert all(row["mark"] is None for row in plies[1:])
    assert all(set(row) == {"ply", "move", "mark", "chance", "preferred", "exact"}
               for row in plies)
    assert all(0 <= row["chance"] <= 1 and isinstance(row["exact"], int) for row in plies)
    code, out, _ = run(["review", str(path), "--seconds", "0.05"], capsys)
    first = out.splitlines()[0]
    assert code == 0 and "??" in first and "exact: " in first


def test_review_command_writes_its_percentages_in_french(reversi, capsys, monkeypatch,
                                                         tmp_path: Path) -> None:
    monkeypatch.setenv("QTGAMES_LANG", "fr")
    path = tmp_path / "perdue.qtgame"
    saves.save(blunder_game(reversi), path)
    code, out, _ = run(["review", str(path), "--seconds", "0.05"], capsys)
    lines = out.splitlines()
    assert code == 0 and lines and all(re.search(r" \d{1,3}\u202f%  ", line) for line in lines)
    assert not re.search(r"\d%", out)


@pytest.mark.parametrize("content", [None, b"not a save", b'{"game": "reversi"}'])
def test_review_command_refuses_a_bad_file(capsys, tmp_path: Path, content) -> None:
    path = tmp_path / "bad.qtgame"
    if content is not None:
        path.write_bytes(content)
    code, out, err = run(["review", str(path)], capsys)
    assert code == 2 and out == "" and len(err.strip().splitlines()) == 1


def test_the_text_version_shows_the_same_marks(reversi, tmp_path: Path) -> None:
    record = blunder_game(reversi)
    path = tmp_path / "lost.qtgame"
    saves.save(record, path)
    child = spawn(["--load", str(path), "--players", "human,human"])
    child.expect(r"> ")
    child.sendline("review")
    child.expect(rf"1\. {record.moves[0]}\s+\?\? ")
    child.expect("blunder")
    child.expect(r"2\. ")
    child.expect(r"> ")
    child.sendline("quit")
    child.sendline("y")
    child.expect(pexpect.EOF)


def test_review_command_deals_a_saved_duel_as_it_was_played(registry, capsys,
                                                           tmp_path: Path) -> None:
    record = GameRecord(registry.get("duel"), {"first": "one"}, 5, ["random", "random"])
    # The deal and each draw come from the secret stream, not the seed: the file keeps them.
    assert record.state.hands != registry.get("duel").new_state(record.options, 5).hands
    chooser = random.Random(5)
    while not record.state.is_over():
        record.play(chooser.choice(record.state.legal_moves()))
    path = tmp_path / "duel.qtgame"
    saves.save(record, path)
    code, out, err = run(["review", str(path), "--json", "--seconds", "0.01"], capsys)
    assert code == 0, err
    assert [row["move"] for row in json.loads(out)["plies"]] == record.moves


def test_review_command_keeps_the_hands_of_a_game_people_still_play(registry, capsys,
                                                                   tmp_path: Path) -> None:
    record = GameRecord(registry.get("duel"), {"first": "one"}, 5, ["human", "human"])
    for _ in range(3):  # Player 1 lays cards: the preferred moves would name their hand
        record.play(next(move for move in record.state.legal_moves()
                         if record.state.format_move(move) != "end"))
    path = tmp_path / "hotseat.qtgame"
    saves.save(record, path)
    code, out, err = run(["review", str(path)], capsys)
    assert code == 2 and out == ""
    assert err.strip() == "qtgames: a game with hidden cards is reviewed once it is over"


def test_the_text_version_prints_what_qtgames_review_prints(registry, capsys, monkeypatch,
                                                            tmp_path: Path) -> None:
    """Both show each move's chance for the side that played it: in a game of chance with
    several moves a turn (Le Duel), and for the second player's moves too."""
    record = GameRecord(registry.get("duel"), {"first": "one"}, 5, ["random", "random"])
    chooser = random.Random(5)
    movers = []
    while not record.state.is_over():
        movers.append(record.state.to_move())
        record.play(chooser.choice(record.state.legal_moves()))
    movers.append(-1)
    assert len(set(movers)) == 3 and movers.count(movers[0]) < len(movers) - 1
    path = tmp_path / "duel.qtgame"
    saves.save(record, path)
    canned = Review([round(0.05 + (index * 7 % 18) / 20, 2) for index in range(len(movers))],
                    ["end"] * (len(movers) - 1) + [None], movers, [None] * len(movers))

    def review_game(*args: object, **kwargs: object) -> Review:
        return canned

    monkeypatch.setattr("qtgames.cli.analysis.review_game", review_game)
    monkeypatch.setattr("qtgames.cli.textgame.review_game", review_game)
    code, out, _ = run(["review", str(path)], capsys)
    assert code == 0
    command_rows = [line.strip() for line in out.splitlines()]
    text = io.StringIO()
    TextGame(saves.load(path, registry.get), text, io.StringIO("")).handle("review")
    text_rows = [line.strip() for line in text.getvalue().splitlines()
                 if re.match(r"\s*\d+\. ", line)]
    for name in MARK_NAMES.values():
        text_rows = [row.removesuffix(name).strip() for row in text_rows]
    assert text_rows == command_rows and len(command_rows) == len(record.moves)
    teams = record.spec.teams_for(record.options)
    assert [f"{round(100 * canned.chance_after(ply, teams)):>3}%" in row
            for ply, row in enumerate(command_rows, 1)] == [True] * len(command_rows)


def test_the_review_is_exact_two_empties_above_twelve(reversi) -> None:
    # 14 empties: a4 turns a win by 36 into a loss by 2, and the reply g1 throws away
    # White's win; the exact values come from the review itself, not from the solver here.
    position = "bbbw3b/bb1wwwbb/1wwwwbw1/1wwwbww1/3bbwwb/wwwbwwww/2bbwwww/wwwb1bbb b 47"
    state = ReversiState.from_position(position)
    assert empties_of(state) == 14
    options = reversi.resolve_options({"size": 8})
    review = review_game(reversi, options, 0, ["a4", "g1"], position, QUICK)
    won, lost, won_again = review.exact  # proved for Black (seat 0), not estimated
    assert won is not None and lost is not None and won_again is not None
    assert won > 0 > lost and won_again > 0
    assert review.values == [1.0, 0.0, 1.0]
    assert review.mark(1, (0, 1)) == "??"
    assert review.mark(2, (0, 1)) == "??"


def test_review_seconds_bound_the_second_look_at_a_marked_move_too(
        registry, capsys, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from qtgames.cli import analysis
    record = GameRecord(registry.get("reversi"), {"size": 6}, 5, ["random", "random"])
    record.play(record.state.legal_moves()[0])
    path = tmp_path / "short.qtgame"
    saves.save(record, path)
    reaches = []
    real = analysis.review_game

    def recorded(*args, **kwargs):
        reaches.append(args[5])
        return real(*args, **kwargs)

    monkeypatch.setattr(analysis, "review_game", recorded)
    code, _, err = run(["review", str(path), "--json", "--seconds", "0.05"], capsys)
    assert code == 0, err
    assert reaches[0].confirm_seconds == reaches[0].think_seconds == 0.05
