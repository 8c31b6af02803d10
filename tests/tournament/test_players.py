"""Tournaments of a drop-in game's levels, and games lost by forfeit in the tables."""

import dataclasses
from pathlib import Path

import pytest

from qtgames.core.errors import BadInput
from qtgames.core.outcome import Outcome
from qtgames.players.arena import GameResult
from qtgames.plugins import load_games
from qtgames.tournament import TournamentConfig, run_tournament
from qtgames.tournament.games import game_line
from qtgames.tournament.report import to_json
from tests.tournament.helpers import run_json, tables
from tests.tournament.scripted import Scripted


@pytest.fixture
def nim(nim_home: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("QTGAMES_HOME", str(nim_home))
    return nim_home


def test_a_drop_in_game_in_every_format_and_in_worker_processes(nim, capsys) -> None:
    for name in ("round-robin", "knockout", "swiss"):
        args = ["tournament", "nim", "random", "easy", "medium", "hard", "--games", "2",
                "--format", name, "--option", "matches=11", "--seed", "1"]
        serial = run_json([*args, "--jobs", "1"], capsys)
        assert tables(run_json([*args, "--jobs", "2"], capsys)) == tables(serial)
    # from 11 matches the first to move wins with best play (leave a multiple of 4)
    standings = serial["standings"]
    assert standings[0]["player"] == "hard"


def test_a_forfeit_is_a_loss_with_its_reason_in_the_tables() -> None:
    class Forfeiting(Scripted):
        def run(self, jobs):
            for job in jobs:
                loser = job.a_seats[0] if job.a == "crashy" else 1 - job.a_seats[0]
                result = GameResult(Outcome(frozenset({1 - loser}), "forfeit"), job.seats,
                                    ((), ()), 0, forfeit=(loser, "no answer in 2 s"))
                yield job, game_line(self.spec, job, result)

    config = TournamentConfig(game="reversi", players=("steady", "crashy"), games=2,
                              aliases={"steady": "random", "crashy": "random"})
    tournament = run_tournament(config, executor=Forfeiting(lambda a, b, i: "a"),
                                lookup=load_games().get)
    document = to_json(tournament)
    assert document["forfeits"] == [
        {"pairing": "steady vs crashy", "index": 0, "player": "crashy",
         "reason": "no answer in 2 s"},
        {"pairing": "steady vs crashy", "index": 1, "player": "crashy",
         "reason": "no answer in 2 s"}]
    assert document["standings"][0] == {"place": 1, "player": "steady", "points": 2.0,
                                        "games": 2, "score": 1.0}


def test_a_game_of_other_than_two_sides_is_refused_in_one_line() -> None:
    reversi = load_games().get("reversi")
    alone = dataclasses.replace(reversi, teams=(0, 0))  # both seats one side
    config = TournamentConfig(game="reversi", players=("easy", "random"))
    with pytest.raises(BadInput, match=r"reversi with these options is not played by two "
                                       r"sides \(1 here\)"):
        run_tournament(config, lookup=lambda _: alone)
