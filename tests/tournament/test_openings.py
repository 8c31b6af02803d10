"""Openings: the books the games ship are legal and deduplicated; matches start each game
pair from one of them by default, sides swapped, replayably; the levels vary their play
with their seed; a match counts its distinct games and warns when they repeat."""

from pathlib import Path

import pytest

from qtgames.ai.alphabeta import AlphaBetaPlayer
from qtgames.cli.series import _warn_repeats
from qtgames.plugins import load_games
from qtgames.tournament import TournamentConfig, run_tournament
from qtgames.tournament.openings import BOOK_FOLDER, read_book, shipped_book
from tests.tournament.helpers import SMALL, lines, run, run_json
from tests.tournament.scripted import Scripted, stronger_wins

GAMES = load_games()
#: The games whose start is the same in every game: they ship books.
BOOK_GAMES = ("reversi", "zen", "chifoumi")


def _book_files(game: str) -> list[Path]:
    spec = GAMES.get(game)
    assert spec.rules_dir is not None
    return sorted((spec.rules_dir / BOOK_FOLDER).glob("*.txt"))


@pytest.mark.parametrize("game", BOOK_GAMES)
def test_every_shipped_opening_is_legal_and_the_books_are_deduplicated(game: str) -> None:
    spec = GAMES.get(game)
    files = _book_files(game)
    assert files, f"{game} ships no opening book"
    for path in files:
        book = read_book(path.read_text(encoding="utf-8"))
        assert book is not None, path.name
        assert len(book.openings) >= 50, path.name  # a 100-game match: 50 pairs
        options = spec.options_from_args([f"{k}={v}" for k, v in book.options.items()])
        firsts = next(o.choices for o in spec.options if o.key == "first")
        assert book.start in {spec.new_state({**options, "first": first}, 0).position()
                              for first in firsts}, f"{path.name}: no game starts there"
        reached = set()
        for opening in book.openings:
            state = spec.from_position(book.start, options)
            for move in opening.moves:
                state.play_text(move)  # IllegalMoveError if the book is wrong
            assert not state.is_over()
            reached.add(state.position())
        assert len(reached) == len(book.openings), f"{path.name} repeats a position"


def test_the_default_book_starts_each_pair_with_sides_swapped(tmp_path) -> None:
    spec = GAMES.get("reversi")
    options = spec.resolve_options({"size": 6})
    book = shipped_book(spec, spec.new_state(options, 0), options)
    config = TournamentConfig(game="reversi", players=("easy", "random"), games=4,
                              options={"size": 6}, jobs=1, results=str(tmp_path / "r.jsonl"))
    run_tournament(config)
    games = sorted(lines(tmp_path / "r.jsonl")[1:], key=lambda g: g["tournament"]["index"])
    for line in games:
        opening = book[line["tournament"]["index"] // 2].moves
        assert tuple(line["moves"][:len(opening)]) == opening
        assert line["tournament"]["opening"] == len(opening)
    assert [g["tournament"]["players"] for g in games] == [
        ["easy", "random"], ["random", "easy"], ["easy", "random"], ["random", "easy"]]
    assert book[0] != book[1]


def test_no_openings_plays_from_the_start(tmp_path, capsys) -> None:
    results = tmp_path / "r.jsonl"
    run_json(["match", "reversi", "easy", "random", *SMALL, "--games", "2", "--jobs", "1",
              "--no-openings", "--results", str(results)], capsys)
    games = lines(results)[1:]
    assert all(g["tournament"]["opening"] == 0 for g in games)
    assert lines(results)[0]["config"]["book"] is False
    code, _, err = run(["match", "reversi", "easy", "random", "--no-openings",
                        "--openings", str(results)], capsys)
    assert code == 2 and "not allowed with" in err


def test_a_match_from_the_book_replays_from_its_seed(tmp_path) -> None:
    def games(name: str) -> list[list[str]]:
        config = TournamentConfig(game="zen", players=("medium", "easy"), games=4, jobs=1,
                                  seed=5, results=str(tmp_path / name))
        tournament = run_tournament(config)
        assert tournament.book.distinct() == 4
        return [g["moves"] for g in sorted(lines(tmp_path / name)[1:],
                                           key=lambda g: g["tournament"]["index"])]

    first = games("a.jsonl")
    assert all(g["tournament"]["opening"] == 4 for g in lines(tmp_path / "a.jsonl")[1:])
    assert games("b.jsonl") == first


def test_moves_openings_from_a_file_and_a_wrong_move_is_one_line(tmp_path, capsys) -> None:
    openings = tmp_path / "openings.txt"
    openings.write_text("moves: e4 e5\nmoves: d5 C5 b2\n", encoding="utf-8")
    results = tmp_path / "r.jsonl"
    run_json(["match", "reversi", "easy", "random", *SMALL, "--games", "4", "--jobs", "1",
              "--openings", str(openings), "--results", str(results)], capsys)
    starts = [g["moves"][:3] for g in sorted(lines(results)[1:],
                                             key=lambda g: g["tournament"]["index"])]
    assert [s[:2] for s in starts[:2]] == [["e4", "e5"]] * 2
    assert starts[2:] == [["d5", "c5", "b2"]] * 2  # written as the game writes them
    openings.write_text("moves: e4 a1\n", encoding="utf-8")
    code, _, err = run(["match", "reversi", "easy", "random", *SMALL, "--openings",
                        str(openings)], capsys)
    assert code == 2 and err.startswith("qtgames: opening 1: a1") and err.count("\n") == 1


def test_a_match_counts_its_distinct_games_and_warns_when_they_repeat(capsys) -> None:
    code, out, err = run(["match", "reversi", "medium", "easy", *SMALL, "--games", "6",
                          "--jobs", "1"], capsys)
    assert code == 0 and "distinct games: 6 of 6" in out and "differ" not in err
    # Scripted games have no moves: from the start, every one is the same game.
    config = TournamentConfig(game="reversi", players=("p1", "p2"), games=10, book=False,
                              aliases={"p1": "random", "p2": "random"})
    tournament = run_tournament(config, executor=Scripted(stronger_wins(["p1", "p2"])),
                                lookup=GAMES.get)
    assert tournament.book.distinct() == 1
    _warn_repeats(tournament)
    assert "only 1 of the 10 games differ" in capsys.readouterr().err


def test_a_level_chooses_among_nearly_equal_moves_by_its_seed() -> None:
    spec = GAMES.get("reversi")
    start = spec.new_state(spec.resolve_options({"size": 8}), 0)

    def evaluate(state, team: int) -> float:  # the last move's square index, a little
        return 0.001 * state.last_move() * (1 if state.team_of(state.to_move()) != team
                                                  else -1)

    def choices(tolerance: float) -> set[int]:
        return {AlphaBetaPlayer(evaluate, seed, max_depth=1, tolerance=tolerance)
                .choose(start.copy()) for seed in range(20)}

    assert len(choices(0.0)) == 1
    assert len(choices(1.0)) == 4
    same = [AlphaBetaPlayer(evaluate, 3, max_depth=1, tolerance=1.0).choose(start.copy())
            for _ in range(3)]
    assert len(set(same)) == 1
