"""The results file: one whole line per finished game, each a save file that opens in the
app; ``--resume`` plays only what is missing and ends on the same tables."""

import json
import signal
import time
from pathlib import Path

from qtgames.core import saves
from qtgames.plugins import load_games
from tests.tournament.helpers import SMALL, lines, run, run_json, start, tables

TOURNAMENT = ["tournament", "reversi", "random", "easy", "medium", *SMALL, "--seed", "7",
              "--jobs", "1"]


def test_every_game_is_a_line_that_opens_as_a_saved_game(tmp_path: Path, capsys) -> None:
    results = tmp_path / "run.jsonl"
    document = run_json([*TOURNAMENT, "--games", "2", "--results", str(results)], capsys)
    header, *games = lines(results)
    assert header["format"] == "qtgames-tournament"
    assert header["config"]["players"] == ["random", "easy", "medium"]
    assert len(games) == document["games"] == 6
    assert {(g["tournament"]["pairing"], g["tournament"]["index"]) for g in games} == {
        (pairing, index) for pairing in ("random vs easy", "random vs medium",
                                         "easy vs medium") for index in (0, 1)}
    registry = load_games()
    for number, game in enumerate(games):
        single = tmp_path / f"game{number}.qtgame"
        single.write_text(json.dumps(game), encoding="utf-8")
        record = saves.load(single, registry.get)
        info = game["tournament"]
        assert record.moves == game["moves"] and record.state.is_over()
        outcome = record.state.outcome()
        assert outcome is not None
        assert sorted(outcome.winners) == info["outcome"]["winners"]
        assert [seat.player for seat in record.seats] == info["players"]
        assert info["forfeit"] is None and len(info["seconds"]) == 2
        assert 0 < sum(len(times) for times in info["seconds"]) <= len(game["moves"])
    # game i gives A the first seat when i is even: colours alternate
    first = {g["tournament"]["index"]: g["tournament"]["players"][0] for g in games
             if g["tournament"]["pairing"] == "random vs easy"}
    assert first == {0: "random", 1: "easy"}


def test_resume_after_a_kill_gives_the_tables_of_an_uninterrupted_run(tmp_path: Path,
                                                                      capsys) -> None:
    whole = tmp_path / "whole.jsonl"
    expected = run_json([*TOURNAMENT, "--games", "16", "--results", str(whole)], capsys)
    assert expected["games"] == 48

    killed = tmp_path / "killed.jsonl"
    process = start([*TOURNAMENT, "--games", "16", "--results", str(killed), "--json"])
    try:
        deadline = time.monotonic() + 60
        while (not killed.exists() or killed.read_text().count("\n") < 8):
            assert process.poll() is None, process.communicate()
            assert time.monotonic() < deadline
            time.sleep(0.02)
        process.send_signal(signal.SIGKILL)
        process.communicate(timeout=30)
    finally:
        process.kill()
    finished = killed.read_text(encoding="utf-8").count("\n") - 1
    assert 7 <= finished < 48
    with killed.open("a", encoding="utf-8") as handle:  # a line the kill cut short
        handle.write('{"format":"qtgames-save","version":1,"game":"rev')

    resumed = run_json([*TOURNAMENT, "--games", "16", "--resume", str(killed)], capsys)
    assert tables(resumed) == tables(expected)
    games = lines(killed)[1:]
    assert len(games) == 48  # the cut line is gone, its game played again
    assert len({(g["tournament"]["pairing"], g["tournament"]["index"]) for g in games}) == 48


def test_resuming_a_finished_run_plays_nothing(tmp_path: Path, capsys) -> None:
    results = tmp_path / "run.jsonl"
    first = run_json([*TOURNAMENT, "--games", "1", "--results", str(results)], capsys)
    before = results.read_bytes()
    again = run_json([*TOURNAMENT, "--games", "1", "--resume", str(results)], capsys)
    assert results.read_bytes() == before
    assert tables(again) == tables(first)


def test_another_tournament_is_named_by_its_players_before_their_aliases(
        tmp_path: Path, capsys) -> None:
    results = tmp_path / "run.jsonl"
    match = ["match", "reversi", *SMALL, "--games", "1", "--jobs", "1"]
    run_json([*match, "random", "easy", "--results", str(results)], capsys)
    code, _, err = run([*match, "random", "random", "--resume", str(results)], capsys)
    assert code == 2
    assert ('players differs: ["random", "easy"] in the file, ["random", "random (B)"] here'
            in err)


def test_a_damaged_line_or_another_tournament_is_refused_and_the_file_kept(
        tmp_path: Path, capsys) -> None:
    results = tmp_path / "run.jsonl"
    run_json([*TOURNAMENT, "--games", "1", "--results", str(results)], capsys)
    content = results.read_bytes()
    code, _, err = run([*TOURNAMENT, "--games", "2", "--resume", str(results)], capsys)
    assert code == 2 and "holds another tournament (games differs: 1 in the file, 2 here)" in err
    code, _, err = run([*TOURNAMENT, "--games", "1", "--results", str(results)], capsys)
    assert code == 2 and "already exists: --resume" in err
    assert results.read_bytes() == content
    header, _first, *rest = content.split(b"\n")
    damaged = b"\n".join([header, b"{not json", *rest])
    results.write_bytes(damaged)
    code, _, err = run([*TOURNAMENT, "--games", "1", "--resume", str(results)], capsys)
    assert code == 2 and "line 2: not a qtgames tournament result" in err
    assert results.read_bytes() == damaged
    code, _, err = run([*TOURNAMENT, "--resume", str(tmp_path / "missing.jsonl")], capsys)
    assert code == 2 and "cannot open" in err


def test_the_same_games_in_parallel(tmp_path: Path, capsys) -> None:
    serial = run_json([*TOURNAMENT, "--games", "2"], capsys)
    parallel = run_json([*TOURNAMENT, "--games", "2", "--jobs", "2"], capsys)
    assert tables(serial) == tables(parallel)


def test_knockout_and_swiss_resume_from_any_point_to_the_same_tables(tmp_path: Path,
                                                                     capsys) -> None:
    for name in ("knockout", "swiss"):
        args = ["tournament", "reversi", "random", "easy", "medium", "--games", "2",
                *SMALL, "--seed", "3", "--jobs", "1", "--format", name]
        if name == "swiss":
            args += ["--rounds", "3"]
        whole = tmp_path / f"{name}.jsonl"
        expected = run_json([*args, "--results", str(whole)], capsys)
        content = whole.read_text(encoding="utf-8").splitlines(keepends=True)
        for kept in (1, len(content) // 2, len(content) - 1):
            cut = tmp_path / f"{name}-{kept}.jsonl"
            cut.write_text("".join(content[:kept]), encoding="utf-8")
            resumed = run_json([*args, "--resume", str(cut)], capsys)
            assert tables(resumed) == tables(expected), (name, kept)
