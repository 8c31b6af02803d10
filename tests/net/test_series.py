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


def play_series(tmp_path: Path, game: str, games: int, bots: tuple[str, str],
                 *options: str) -> tuple[list[dict], str, list[str]]:
    """Host ``games`` games of ``game`` (with ``options``) between two joined ``py:``
    bots (their source texts); the results lines, the host's output and each bot's."""
    paths = []
    for number, source in enumerate(bots):
        paths.append(tmp_path / f"bot{number}.py")
        paths[-1].write_text(source, encoding="utf-8")
    results, log = tmp_path / "series.jsonl", tmp_path / "host.log"
    with log.open("wb") as out:
        host = subprocess.Popen(qtgames("host", game, "--port", "0", "--no-announce",
                                        "--code", CODE, "--players", "remote,remote",
                                        "--games", str(games), "--results", str(results),
                                        *options),
                                stdout=out, stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL,
                                env=environment())
    joins: list[subprocess.Popen[bytes]] = []
    try:
        port = wait_for_port(log, host)
        for seed, (name, bot) in enumerate(zip(["ann", "bob"], paths, strict=True)):
            # files, not pipes: a full pipe would stall a side
            with (tmp_path / f"{name}.log").open("wb") as shown:
                joins.append(subprocess.Popen(
                    qtgames("join", f"127.0.0.1:{port}", "--code", CODE, "--player",
                            f"py:{bot}", "--name", name, "--seed", str(seed)),
                    stdout=shown, stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL,
                    env=environment()))
        codes = [join.wait(timeout=240) for join in joins]
        assert host.wait(timeout=60) == 0, log.read_text(encoding="utf-8")
    finally:
        for process in (host, *joins):
            if process.poll() is None:
                process.kill()
    shown = [(tmp_path / f"{name}.log").read_text(encoding="utf-8") for name in ("ann", "bob")]
    assert codes == [0, 0], shown[0][-500:]
    lines = [json.loads(line) for line in results.read_text(encoding="utf-8").splitlines()]
    return lines, log.read_text(encoding="utf-8"), shown


def test_two_joined_outside_players_play_a_ten_game_duel_series(tmp_path: Path) -> None:
    lines, host_text, _ = play_series(tmp_path, "duel", GAMES, (BOT, BOT),
                                      "--bind", "127.0.0.1")
    assert "Others join with: qtgames join 127.0.0.1:" in host_text
    header, games = lines[0], lines[1:]
    assert header["config"]["games"] == GAMES and len(games) == GAMES
    a, b = header["config"]["players"]
    assert sorted([a, b]) == ["ann", "bob"]
    assert [game["tournament"]["names"] for game in games] == [[a, b], [b, a]] * (GAMES // 2)
    # who starts is left to chance in Le Duel: each game gives it to the other player
    starters = [game["tournament"]["names"][game["tournament"]["first"]] for game in games]
    assert starters == [a, b] * (GAMES // 2)
    assert all(game["tournament"]["outcome"]["reason"] for game in games)
    wins = {name: sum(1 for game in games if game["tournament"]["outcome"]["winners"]
                      and game["tournament"]["names"][
                          game["tournament"]["outcome"]["winners"][0]] == name)
            for name in (a, b)}
    def counted(count: int, what: str) -> str:
        return f"{count} {what}" + ("" if count == 1 else "s")

    assert (f"Series of {GAMES} games: {a} {counted(wins[a], 'win')}, "
            f"{b} {counted(wins[b], 'win')}, {counted(GAMES - wins[a] - wins[b], 'draw')}"
            in host_text)
    assert "Ratings: " in host_text


#: A bot that thinks a quarter of a second a move: it runs out of a one-second clock.
SLOW_BOT = "import time\n\n\n" + BOT.replace("    return", "    time.sleep(0.25)\n    return")


def test_a_series_under_a_time_control_and_a_move_cap(tmp_path: Path) -> None:
    lines, _, _ = play_series(tmp_path, "reversi", 4, (BOT, SLOW_BOT), "--option", "size=6",
                              "--tc", "1+0", "--max-moves", "12")
    header, games = lines[0], lines[1:]
    assert (header["config"]["time_control"], header["config"]["max_moves"]) == ("1", 12)
    slow = "bob"  # the second bot joined as bob
    for game in games:
        info = game["tournament"]
        seat_of_slow = info["names"].index(slow)
        # bob's clock runs out before the cap: he loses on time, each game
        assert info["forfeit"] == [seat_of_slow, "lost on time"], info
        assert info["outcome"]["winners"] == [1 - seat_of_slow]
        assert len(game["moves"]) < 12


def test_a_fast_series_stops_each_game_at_the_move_cap(tmp_path: Path) -> None:
    lines, _, _ = play_series(tmp_path, "reversi", 2, (BOT, BOT), "--option", "size=6",
                              "--tc", "60+1", "--max-moves", "8")
    assert [len(game["moves"]) for game in lines[1:]] == [8, 8]
    assert [game["tournament"]["adjudicated"] for game in lines[1:]] == ["move cap"] * 2
    assert all(game["tournament"]["forfeit"] is None for game in lines[1:])


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


@pytest.mark.parametrize("rule", [["--tc", "60+1"], ["--max-moves", "20"],
                                  ["--draw", "score=5", "moves=4"]])
def test_a_time_control_or_a_rule_needs_two_joined_players(
        rule: list[str], capsys: pytest.CaptureFixture[str]) -> None:
    code = main(["host", "reversi", "--port", "0", "--no-announce", "--players",
                 "human,remote", *rule])
    _, err = capsys.readouterr()
    assert code == 2 and err.count("\n") == 1
    assert "are for games between players who join: --players remote,remote" in err


def test_a_bad_time_control_is_refused_before_hosting(
        capsys: pytest.CaptureFixture[str]) -> None:
    code = main(["host", "reversi", "--port", "0", "--no-announce", "--players",
                 "remote,remote", "--games", "2", "--tc", "forty"])
    _, err = capsys.readouterr()
    assert code == 2 and err.count("\n") == 1 and "is not MOVES/SECONDS+INCREMENT" in err
