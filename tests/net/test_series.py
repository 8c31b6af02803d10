"""A series of network games (``qtgames host --games N``): two outside players join over
the loopback and play every game, sides alternating; the host prints the tally and the
ratings and writes each game to its results file."""

import json
import subprocess
from pathlib import Path

import pytest

from qtgames.cli.main import main
from tests.net.test_loopback import environment, qtgames, wait_for_port

CODE = "SERIES42"
GAMES = 10
BOT = """\
import random


def play(view, legal_moves, seat):
    return random.choice(legal_moves)
"""


def test_two_joined_outside_players_play_a_ten_game_duel_series(tmp_path: Path) -> None:
    bot = tmp_path / "bot.py"
    bot.write_text(BOT, encoding="utf-8")
    results, log = tmp_path / "series.jsonl", tmp_path / "host.log"
    with log.open("wb") as out:
        host = subprocess.Popen(qtgames("host", "duel", "--port", "0", "--no-announce",
                                        "--code", CODE, "--players", "remote,remote",
                                        "--games", str(GAMES), "--results", str(results)),
                                stdout=out, stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL,
                                env=environment())
    try:
        port = wait_for_port(log, host)
        joins = []
        for seed, name in enumerate(["ann", "bob"]):  # files: a full pipe would stall a side
            with (tmp_path / f"{name}.log").open("wb") as shown:
                joins.append(subprocess.Popen(
                    qtgames("join", f"127.0.0.1:{port}", "--code", CODE, "--player",
                            f"py:{bot}", "--name", name, "--seed", str(seed)),
                    stdout=shown, stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL,
                    env=environment()))
        codes = [join.wait(timeout=240) for join in joins]
        assert host.wait(timeout=60) == 0, log.read_text(encoding="utf-8")
    finally:
        for process in (host, *locals().get("joins", [])):
            if process.poll() is None:
                process.kill()
    assert codes == [0, 0], (tmp_path / "ann.log").read_text(encoding="utf-8")[-500:]
    lines = [json.loads(line) for line in results.read_text(encoding="utf-8").splitlines()]
    header, games = lines[0], lines[1:]
    assert header["config"]["games"] == GAMES and len(games) == GAMES
    a, b = header["config"]["players"]
    assert sorted([a, b]) == ["ann", "bob"]
    assert [game["tournament"]["names"] for game in games] == [[a, b], [b, a]] * (GAMES // 2)
    assert all(game["tournament"]["outcome"]["reason"] for game in games)
    host_text = log.read_text(encoding="utf-8")
    wins = {name: sum(1 for game in games if game["tournament"]["outcome"]["winners"]
                      and game["tournament"]["names"][
                          game["tournament"]["outcome"]["winners"][0]] == name)
            for name in (a, b)}
    assert (f"Series of {GAMES} games: {a} {wins[a]} wins, {b} {wins[b]} wins, "
            f"{GAMES - wins[a] - wins[b]} draws") in host_text
    assert "Ratings: " in host_text


@pytest.mark.parametrize(("players", "problem"), [
    ("remote,easy", "a series of games (--games) is played between two players who join"),
    ("human,remote", "a series of games (--games) is played between two players who join"),
])
def test_a_series_needs_two_joined_players(players: str, problem: str,
                                           capsys: pytest.CaptureFixture[str]) -> None:
    code = main(["host", "duel", "--port", "0", "--no-announce", "--players", players,
                 "--games", "4"])
    _, err = capsys.readouterr()
    assert code == 2 and err.count("\n") == 1 and problem in err
