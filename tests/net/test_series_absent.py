"""Seats come back, and a player who does not never hangs a series: a seat away for longer
than ``--absent-forfeit`` forfeits the game in progress and each later one it is away
for; its player takes it back with the token ``join`` printed; the series ends with its
tally however the host stops, SIGTERM included, which also writes ``--save``."""

import json
import re
import signal
import subprocess
import time
from collections.abc import Callable
from pathlib import Path

from qtgames.core.outcome import Outcome
from qtgames.core.record import GameRecord
from qtgames.net.host import ABSENT
from tests.net.helpers import Table
from tests.net.test_loopback import environment, qtgames, wait_for_port

CODE = "ABSENT42"
GAMES = 5


def series_table(games: int, grace: float) -> tuple[Table, list[tuple[int, Outcome]]]:
    table = Table()
    table.host.series = games
    table.host.absent_forfeit = grace
    ended: list[tuple[int, Outcome]] = []

    def over(record: GameRecord, outcome: Outcome) -> None:
        forfeit = table.host.forfeit
        ended.append((-1 if forfeit is None else forfeit[0], outcome))
        assert forfeit is None or forfeit[1] == ABSENT

    table.host.on_game_over = over
    return table, ended


def test_a_seat_away_past_the_grace_forfeits_this_game_and_each_later_one() -> None:
    table, ended = series_table(GAMES, 60.0)
    ann, bob = table.join("ann"), table.join("bob", address="10.0.0.2")
    table.play(ann, table.legal(ann)[0])
    table.run(table.host.disconnect(bob, table.now))
    away = table.now
    assert table.host.next_due == away + 60.0
    table.run(table.host.tick(away + 59.9))
    assert ended == [] and table.host.outcome() is None  # within the grace: held
    table.run(table.host.tick(away + 60.0))
    # bob forfeits the game in progress, then every later game while away
    assert len(ended) == GAMES and table.host.games == GAMES
    assert all(outcome.reason == "forfeit" for _, outcome in ended)
    last, _ = ended[-1]
    assert table.host.names[last] == "bob"
    assert table.host.next_due is None or table.host.next_due > away + 60.0
    assert "result" in table.types(ann) and not table.host.abandoned


def test_a_player_back_within_the_grace_keeps_playing_with_its_token() -> None:
    table, ended = series_table(GAMES, 60.0)
    table.join("ann")
    bob = table.join("bob", address="10.0.0.2")
    token = table.last(bob, "welcome")["token"]
    table.run(table.host.disconnect(bob, table.now))
    table.now += 59.0
    back = table.join("bob", address="10.0.0.2", token=token)
    assert table.seat_of(back) == 1
    table.run(table.host.tick(table.now + 120.0))
    assert ended == [] and table.host.outcome() is None


def test_when_every_player_is_away_too_long_the_series_stops() -> None:
    table, ended = series_table(GAMES, 60.0)
    stopped: list[bool] = []
    table.host.on_abandoned = lambda: stopped.append(True)
    ann, bob = table.join("ann"), table.join("bob", address="10.0.0.2")
    table.run(table.host.disconnect(ann, table.now))
    table.run(table.host.disconnect(bob, table.now))
    table.run(table.host.tick(table.now + 60.0))
    assert table.host.abandoned and stopped == [True] and ended == []


# -- the command line --------------------------------------------------------------------

def start_host(tmp_path: Path, *options: str) -> tuple["subprocess.Popen[bytes]", Path, int]:
    log = tmp_path / "host.log"
    with log.open("wb") as out:
        host = subprocess.Popen(qtgames("host", "reversi", "--port", "0", "--no-announce",
                                        "--code", CODE, "--players", "remote,remote",
                                        *options),
                                stdout=out, stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL,
                                env=environment())
    return host, log, wait_for_port(log, host)


def start_join(tmp_path: Path, port: int, name: str, *options: str) -> "subprocess.Popen[bytes]":
    with (tmp_path / f"{name}.log").open("wb") as shown:
        return subprocess.Popen(qtgames("join", f"127.0.0.1:{port}", "--code", CODE,
                                        "--player", "random", "--name", name, *options),
                                stdout=shown, stderr=subprocess.STDOUT,
                                stdin=subprocess.DEVNULL, env=environment())


def wait_until(check: Callable[[], bool], what: str, seconds: float = 90) -> None:
    deadline = time.monotonic() + seconds
    while not check():
        assert time.monotonic() < deadline, what
        time.sleep(0.05)


def kill_left(*processes: "subprocess.Popen[bytes]") -> None:
    """Kill each of ``processes`` still running, and wait for it to be gone."""
    for process in processes:
        if process.poll() is None:
            process.kill()
            process.wait(timeout=30)


def results_count(path: Path) -> int:
    if not path.exists():
        return 0
    return max(0, len(path.read_text(encoding="utf-8").splitlines()) - 1)


def test_a_killed_player_takes_its_seat_back_and_a_gone_one_forfeits(tmp_path: Path) -> None:
    results = tmp_path / "series.jsonl"
    host, log, port = start_host(tmp_path, "--games", "40", "--results", str(results),
                                 "--absent-forfeit", "3")
    joins = [start_join(tmp_path, port, "ann"), start_join(tmp_path, port, "bob")]
    try:
        bob_log = tmp_path / "bob.log"
        wait_until(lambda: "Your seat's token" in bob_log.read_text("utf-8"), "no token")
        token = re.search(r"take your seat back: ([0-9a-f]+)",
                          bob_log.read_text("utf-8"))
        assert token is not None, bob_log.read_text("utf-8")
        wait_until(lambda: results_count(results) >= 1, "no game ended")
        joins[1].kill()  # kill -9: its connection drops without a word
        joins[1].wait(timeout=30)
        again = start_join(tmp_path, port, "bob2", "--token", token.group(1))
        joins.append(again)
        wait_until(lambda: "you play" in (tmp_path / "bob2.log").read_text("utf-8"),
                   "the token did not take the seat back")
        wait_until(lambda: results_count(results) >= 3, "the series stopped")
        again.kill()  # gone for good: each game left is forfeited
        again.wait(timeout=30)
        assert host.wait(timeout=120) == 0, log.read_text("utf-8")
    finally:
        kill_left(host, *joins)
    text = log.read_text("utf-8")
    assert "Series of 40 games: " in text, text
    lines = [json.loads(line) for line in results.read_text("utf-8").splitlines()[1:]]
    assert len(lines) == 40
    forfeits = [line["tournament"].get("forfeit") for line in lines]
    assert forfeits[-1] is not None and forfeits[-1][1] == ABSENT


def test_sigterm_ends_the_series_with_its_tally_and_writes_the_save(tmp_path: Path) -> None:
    results, saved = tmp_path / "series.jsonl", tmp_path / "series.qtgame"
    host, log, port = start_host(tmp_path, "--games", "10000", "--results", str(results),
                                 "--save", str(saved))
    joins = [start_join(tmp_path, port, "ann"), start_join(tmp_path, port, "bob")]
    try:
        wait_until(lambda: results_count(results) >= 2, "no game ended")
        host.send_signal(signal.SIGTERM)
        assert host.wait(timeout=60) == 128 + signal.SIGTERM, log.read_text("utf-8")
    finally:
        kill_left(host, *joins)
    text = log.read_text("utf-8")
    played = results_count(results)
    tally = rf"Series of {played} games: (ann|bob) \d+ wins?, (ann|bob) \d+ wins?"
    assert re.search(tally, text), text
    assert "Ratings: " in text and saved.is_file()
