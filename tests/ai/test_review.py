"""Game review without Qt: the preferred move, the first player's chance, the mistakes, and
what a review may look at."""

import dataclasses
import json
import random
import threading

import pexpect
import pytest

from qtgames.ai.player import Cancelled
from qtgames.core import saves
from qtgames.core.record import GameRecord
from qtgames.review import Review, ReviewReach, analyse, review_game
from tests.helpers import game_value, spawn

#: Reproducible: bounded by nodes and play-outs only, never by the clock.
STEADY = ReviewReach(think_seconds=None, think_nodes=400, playouts=300, value_seconds=None)
QUICK = ReviewReach(think_seconds=None, think_nodes=40, playouts=16, value_seconds=None)
GAMES = ("reversi", "zen", "duel", "roses", "chifoumi")


def random_record(spec, seed: int, plies: int) -> GameRecord:
    """A game of ``spec`` played at random for ``plies`` moves (or to its end)."""
    record = GameRecord(spec, seed=seed)
    rng = random.Random(seed)
    while record.cursor < plies and not record.state.is_over():
        record.play(rng.choice(record.state.legal_moves()))
    return record


def reversi_blunder(reversi) -> tuple[str, int, list[int]]:
    """A Reversi endgame (its notation), a move there that throws away a won game, and the
    moves that keep the win, all found by searching every line to the end."""
    for seed in range(40):
        record = random_record(reversi, seed, 200)
        while (record.cursor and record.state.is_over()) or len(
                record.state.legal_moves()) < 2 or _empties(record.state) > 7:
            if not record.can_undo:
                break
            record.undo()
        state = record.state.copy()
        if state.is_over() or _empties(state) > 7:
            continue
        team = state.team_of(state.to_move())
        values = {}
        for move in state.legal_moves():
            state.play(move)
            values[move] = game_value(state, team)
            state.undo()
        winners = [move for move, value in values.items() if value == 1.0]
        losers = [move for move, value in values.items() if value == 0.0]
        if winners and losers:
            return state.position(), losers[0], winners
    raise AssertionError("no endgame with a blunder among the games tried")


def _empties(state) -> int:
    black, white = state.counts()
    return state.geometry.size ** 2 - black - white


def test_a_move_that_throws_a_won_reversi_endgame_away_is_a_mistake(reversi) -> None:
    position, blunder, winners = reversi_blunder(reversi)
    options = reversi.resolve_options({})
    start = reversi.from_position(position, options)
    review = review_game(reversi, options, 1, [start.format_move(blunder)], position, STEADY)
    assert review.mistakes(reversi.teams_for(options)) == [1]
    assert start.parse_move(review.best[0]) in winners
    assert review.loss(1, reversi.teams_for(options)) > 0.15


@pytest.mark.parametrize("game", GAMES)
def test_every_game_is_reviewed_position_by_position_with_chances_from_0_to_1(
        registry, game: str) -> None:
    spec = registry.get(game)
    record = random_record(spec, 2, 6)
    seen = []
    review = review_game(spec, record.options, record.seed, record.moves, record.position,
                         QUICK, progress=lambda done, total: seen.append((done, total)),
                         revealed=record.revealed)
    assert review.positions == len(record.moves) + 1
    assert all(0.0 <= value <= 1.0 for value in review.values)
    assert seen[0] == (0, review.positions) and seen[-1] == (review.positions,) * 2
    replay = record.start_state()
    for index, best in enumerate(review.best):
        assert best is not None and replay.check_move(replay.parse_move(best)) is None
        assert review.movers[index] == replay.to_move()
        if index < len(record.moves):
            replay.replay(replay.parse_move(record.moves[index]), record.revealed[index])


def test_a_finished_game_is_worth_its_result(reversi) -> None:
    record = random_record(reversi, 4, 200)
    assert record.state.is_over()
    best, value = analyse(record.state, reversi.levels[-1], 0, QUICK)
    black, white = record.state.counts()
    assert best is None
    assert value == (1.0 if black > white else 0.0 if black < white else 0.5)


@pytest.mark.parametrize("game", ["duel", "roses"])
def test_a_review_sees_only_what_the_mover_sees(registry, game: str) -> None:
    """Two games that differ only in what the mover cannot see get the same review."""
    spec = registry.get(game)
    real = random_record(spec, 3, 5).state
    mover = real.to_move()
    other = real.view(mover).determinize(random.Random(99))
    assert other.view(mover).position() == real.view(mover).position()
    assert other.position() != real.position()  # the hidden cards differ
    level = spec.levels[-1]
    assert analyse(real, level, 7, STEADY) == analyse(other, level, 7, STEADY)


def test_a_cancelled_review_stops(reversi) -> None:
    cancel = threading.Event()
    cancel.set()
    with pytest.raises(Cancelled):
        review_game(reversi, reversi.resolve_options({}), 1, ["f5", "d6"], cancel=cancel)


def test_a_review_goes_into_a_save_file_and_back() -> None:
    review = Review([0.5, 0.7, 0.9, 0.3], ["d3", "c5", "f4", None], [0, 1, 0, -1])
    assert Review.from_json(review.to_json(), moves=3, seats=2) == review
    # the second player's move gave the first 0.2 more; the first player's next lost 0.6
    assert review.mistakes((0, 1)) == [2, 3]
    assert review.loss(1, (0, 1)) == pytest.approx(-0.2)
    review.truncate(1)
    assert review.positions == 2 and review.best == ["d3", "c5"]


@pytest.mark.parametrize("data", [
    None, [], {"values": [0.5]}, {"values": [2.0], "best": [None], "movers": [-1]},
    {"values": [0.5], "best": [3], "movers": [0]},
    {"values": [0.5], "best": ["d3"], "movers": [5]},
    {"values": [0.5, 0.5, 0.5], "best": ["a", "b", None], "movers": [0, 1, -1]},
    {"values": [True], "best": [None], "movers": [-1]},
])
def test_a_malformed_review_is_refused(data: object) -> None:
    with pytest.raises(ValueError):
        Review.from_json(data, moves=1, seats=2)


def test_a_review_survives_saving_and_a_malformed_one_is_dropped(reversi, registry) -> None:
    record = random_record(reversi, 5, 4)
    record.review = review_game(reversi, record.options, record.seed, record.moves,
                                reach=QUICK)
    loaded = saves.loads(saves.dumps(record), registry.get)
    assert loaded.review is not None and loaded.review.positions == 5
    assert loaded.review.best == record.review.best
    assert loaded.review.values == pytest.approx(record.review.values, abs=1e-4)
    document = json.loads(saves.dumps(record))
    del document["review"]
    assert saves.loads(json.dumps(document), registry.get).review is None  # an older file
    document["review"] = {"values": [0.5] * 9, "best": [None] * 9, "movers": [0] * 9}
    dropped = saves.loads(json.dumps(document), registry.get)
    assert dropped.review is None and dropped.moves == record.moves


def test_a_new_move_before_the_end_of_a_review_forgets_what_follows(reversi) -> None:
    record = random_record(reversi, 5, 4)
    record.review = Review([0.5] * 5, ["x"] * 4 + [None], [0, 1, 0, 1, 0])
    record.undo(2)
    record.play(record.state.legal_moves()[-1])
    assert record.review.positions == 3


def test_the_text_version_prints_the_review(tmp_path) -> None:
    child = spawn(["reversi", "--option", "size=6", "--players", "human,human", "--seed", "3"])
    for move in ("c2", "b2"):  # ordinary 6×6 opening moves for Black, then White
        child.expect(r"(Black|White)> ")
        child.sendline(move if child.match.group(1) == "Black" else "b4")
    child.expect(r"(Black|White)> ")
    child.sendline("review")
    child.expect("Reviewing 3 positions")
    for number in (1, 2):  # each move with its player's chance after it, as qtgames review
        child.expect(rf"{number}\. \w+\s+(\?\?|\?!|\?)? +\d+%  preferred: \w+")
    child.expect(r"(Black|White)> ")
    child.sendline("quit")
    child.sendline("y")
    child.expect(pexpect.EOF)


def test_the_text_version_reviews_hidden_cards_only_once_every_hand_is_seen() -> None:
    child = spawn(["duel", "--players", "human,human", "--seed", "3"])
    child.expect(r"Pass the keyboard to Player \d, then press Enter\.")
    child.sendline("")
    child.expect(r"> ")
    child.sendline("review")
    child.expect(r"! [^\r\n]*hidden cards is reviewed once it is over")
    child.sendline("quit")
    child.sendline("y")
    child.expect(pexpect.EOF)


def test_a_hint_is_the_strongest_levels_best_move_whatever_the_seed(registry) -> None:
    from qtgames.players import make_hint_player

    reversi = registry.get("reversi")
    record = GameRecord(reversi, {"size": 10}, 7, ["human", "human"])
    for move in ("d5", "f4"):
        record.play(record.state.parse_move(move))
    state = record.state
    hints = {state.format_move(make_hint_player(reversi, "hard", seed).choose(state))
             for seed in range(4)}
    assert len(hints) == 1


def test_the_review_never_marks_the_move_a_hint_gives(registry) -> None:
    from qtgames.players import make_hint_player

    reversi = registry.get("reversi")
    options = reversi.resolve_options({"size": 10})
    record = GameRecord(reversi, options, 7, ["human", "human"])
    for move in ("d5", "f4"):
        record.play(record.state.parse_move(move))
    state = record.state
    hint = state.format_move(make_hint_player(reversi, "hard", 0).choose(state))
    moves = [*record.moves, hint]
    teams = reversi.teams_for(options)
    steady = ReviewReach(think_seconds=None, playouts=50, value_seconds=None,
                         confirm_seconds=None)
    quick_look = review_game(reversi, options, 7, moves,
                             reach=dataclasses.replace(steady, confirm_seconds=0))
    assert quick_look.best[2] != hint  # the review's own search prefers another move
    review = review_game(reversi, options, 7, moves, reach=steady)
    assert review.mark(3, teams, moves) is None
    assert review.best[2] == hint
