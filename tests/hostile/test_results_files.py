"""Results files are checked, not trusted: ``--resume`` reads one as a save file is read
(an ordinary file, bounded in size), replays every game it holds, and refuses a line that
is not a true record of its game with one line naming the line and why, the file left
exactly as it was. A file a run wrote resumes cleanly, forfeits included."""

import ast
import dataclasses
import json
import os
import sys
from collections.abc import Callable
from pathlib import Path
from string import Formatter
from typing import Any

import pytest

from qtgames.cli.main import main
from qtgames.core import saves
from qtgames.core.errors import BadInput
from qtgames.core.i18n import Translator
from qtgames.players import forfeit as forfeit_module
from qtgames.players.arena import forfeit_outcome
from qtgames.players.forfeit import TEMPLATES, is_own_reason
from qtgames.plugins import load_games
from qtgames.tournament import report
from qtgames.tournament.games import outcome_json
from qtgames.tournament.results import MAX_BYTES, ResultsFile
from qtgames.tournament.runner import TournamentConfig, resumed_games, run_tournament
from tests.hostile.helpers import run_qtgames
from tests.tournament.helpers import SMALL, run, run_json

MATCH = ["match", "reversi", "random", "easy", *SMALL, "--games", "4", "--seed", "5",
         "--jobs", "1"]

Edit = Callable[[dict[str, Any]], None]


@pytest.fixture(scope="module")
def made(tmp_path_factory: pytest.TempPathFactory) -> bytes:
    """The results file of a real match of four games."""
    path = tmp_path_factory.mktemp("results") / "run.jsonl"
    assert main([*MATCH, "--results", str(path), "--json"]) == 0
    return path.read_bytes()


def decisive(made: bytes) -> int:
    """The number of the first line whose game has one winner."""
    for number, raw in enumerate(made.splitlines(), start=1):
        document = json.loads(raw)
        if number > 1 and len(document["tournament"]["outcome"]["winners"]) == 1:
            return number
    raise AssertionError("no decisive game")


def edited(tmp_path: Path, made: bytes, number: int, edit: Edit) -> Path:
    """A copy of ``made`` whose line ``number`` went through ``edit``."""
    lines = made.splitlines(keepends=True)
    document = json.loads(lines[number - 1])
    edit(document)
    lines[number - 1] = json.dumps(document).encode() + b"\n"
    path = tmp_path / "edited.jsonl"
    path.write_bytes(b"".join(lines))
    return path


def refused(path: Path, number: int, capsys: pytest.CaptureFixture[str]) -> str:
    """Resume ``path``: refused in one line naming line ``number``, nothing written; the
    reason."""
    before = path.read_bytes()
    code, out, err = run([*MATCH, "--resume", str(path)], capsys)
    assert code == 2, (out, err)
    assert err.count("\n") == 1 and "Traceback" not in err, err
    assert f"{path} line {number}: " in err, err
    assert path.read_bytes() == before
    return err.split(f"line {number}: ", 1)[1]


def scores(document: dict[str, Any]) -> dict[str, Any]:
    """A match's document without its thinking times (they differ from run to run)."""
    return {key: value for key, value in document.items() if not key.startswith("seconds")}


def tournament(document: dict[str, Any]) -> dict[str, Any]:
    """The ``tournament`` object of a results line."""
    info: dict[str, Any] = document["tournament"]
    return info


def flip_winner(document: dict[str, Any]) -> None:
    outcome = tournament(document)["outcome"]
    outcome["winners"] = [1 - outcome["winners"][0]]


def both_win(document: dict[str, Any]) -> None:
    tournament(document)["outcome"]["winners"] = [0, 1]


def swap_sides(document: dict[str, Any]) -> None:
    info = tournament(document)
    info["a_seats"] = [1 - seat for seat in info["a_seats"]]
    info["names"] = info["names"][::-1]


def string_seconds(document: dict[str, Any]) -> None:
    tournament(document)["seconds"][1][0] = "0.5"


def forfeit_of(value: object) -> Edit:
    def edit(document: dict[str, Any]) -> None:
        tournament(document)["forfeit"] = value
    return edit


@pytest.mark.parametrize(("edit", "reason"), [
    (string_seconds, 'seconds holds "0.5", not a number of seconds'),
    (forfeit_of([7, "gave up"]), "the forfeit [7, \"gave up\"] is not [seat, reason]"),
    (forfeit_of("gave up"), "the forfeit \"gave up\" is not [seat, reason]"),
    (forfeit_of([1, "gave up"]), "but only an outside player can forfeit other than on time"),
    (flip_winner, "the result recorded ({\"reason\""),
    (both_win, "the result recorded ({\"reason\""),
    (swap_sides, "a_seats is"),
], ids=["string-seconds", "forfeit-seat-7", "forfeit-text", "made-up-forfeit",
        "outcome-flipped", "both-win", "sides-swapped"])
def test_an_edited_game_is_refused_naming_its_line(tmp_path: Path, made: bytes, edit: Edit,
                                                   reason: str, capsys) -> None:
    number = decisive(made)
    path = edited(tmp_path, made, number, edit)
    assert reason in refused(path, number, capsys)


def test_an_illegal_move_is_refused_with_its_number(tmp_path: Path, made: bytes,
                                                    capsys) -> None:
    def replay_first(document: dict[str, Any]) -> None:  # after the opening's moves
        document["moves"][8] = document["moves"][0]  # a square already taken
    path = edited(tmp_path, made, 3, replay_first)
    reason = refused(path, 3, capsys)
    assert reason.startswith("illegal move") and "at position 9" in reason


def test_a_game_that_left_its_opening_is_refused(tmp_path: Path, made: bytes,
                                                 capsys) -> None:
    def swap(document: dict[str, Any]) -> None:
        assert tournament(document)["opening"] > 2
        document["moves"][0], document["moves"][2] = document["moves"][2], document["moves"][0]
    path = edited(tmp_path, made, 3, swap)
    assert "do not begin with this game's opening" in refused(path, 3, capsys)


def test_a_move_list_cut_short_is_refused(tmp_path: Path, made: bytes, capsys) -> None:
    def cut(document: dict[str, Any]) -> None:
        del document["moves"][-2:]
        document["cursor"] = tournament(document)["plies"] = len(document["moves"])
    path = edited(tmp_path, made, 4, cut)
    assert "before the game's end, and no forfeit is recorded" in refused(path, 4, capsys)


@pytest.mark.parametrize(("edit", "reason"), [
    (lambda d: d["options"].update(size=8), "options is {\"first\": \"black\", \"size\": 8}"),
    (lambda d: d.update(seed=d["seed"] + 1), "seed is"),
    (lambda d: tournament(d).update(index=9), "game 9 of random vs easy is not one this run"),
    (lambda d: tournament(d)["seconds"][0].append(-1), "seconds holds -1"),
    (lambda d: tournament(d).update(plies=3), "plies is 3, but the game has"),
    (forfeit_of([0, "\x1b[2J"]), "the forfeit's reason is not text"),
], ids=["options", "seed", "no-such-game", "negative-seconds", "plies", "escape-reason"])
def test_a_line_that_is_not_this_run_s_game_is_refused(tmp_path: Path, made: bytes,
                                                       edit: Edit, reason: str,
                                                       capsys) -> None:
    path = edited(tmp_path, made, 2, edit)
    assert reason in refused(path, 2, capsys)


def test_infinite_seconds_and_a_game_written_twice_are_refused(tmp_path: Path, made: bytes,
                                                               capsys) -> None:
    path = tmp_path / "edited.jsonl"
    header, second, *rest = made.splitlines(keepends=True)
    document = json.loads(second)
    first_time = json.dumps(tournament(document)["seconds"][0][0])
    path.write_bytes(b"".join([header, second.replace(first_time.encode(), b"1e999", 1),
                               *rest]))
    assert "seconds holds Infinity" in refused(path, 2, capsys)
    path.write_bytes(made + second)
    assert "game 0 of random vs easy is already on line 2" in refused(
        path, len(made.splitlines()) + 1, capsys)


@pytest.mark.parametrize("kind", ["device", "pipe"])
def test_a_device_or_a_pipe_is_refused_without_reading(tmp_path: Path, kind: str) -> None:
    path = Path("/dev/zero")
    if kind == "pipe":
        path = tmp_path / "results.jsonl"
        os.mkfifo(path)
    done = run_qtgames([*MATCH, "--resume", str(path)], tmp_path / "home")
    assert done.returncode == 2, done.stderr
    assert done.stderr == f"qtgames: {path} is not an ordinary file (a device, a pipe or a " \
                          "socket)\n"


def test_a_file_over_the_limit_is_refused_unread(tmp_path: Path, made: bytes) -> None:
    path = tmp_path / "huge.jsonl"
    path.write_bytes(made)
    os.truncate(path, MAX_BYTES + 1)  # a sparse file: no disk used
    done = run_qtgames([*MATCH, "--resume", str(path)], tmp_path / "home")
    assert done.returncode == 2, done.stderr
    assert "is too large (more than" in done.stderr and done.stderr.count("\n") == 1
    assert path.stat().st_size == MAX_BYTES + 1


def test_a_run_with_forfeits_resumes_to_the_same_tables(tmp_path: Path, capsys) -> None:
    bot = tmp_path / "tired.py"
    bot.write_text("moves = 0\n\ndef play(view, legal_moves, seat):\n    global moves\n"
                   "    moves += 1\n    if moves > 3:\n        raise RuntimeError('tired')\n"
                   "    return legal_moves[0]\n")
    args = ["match", "reversi", f"py:{bot}", "easy", *SMALL, "--games", "4", "--seed", "3",
            "--jobs", "1"]
    whole = tmp_path / "whole.jsonl"
    expected = run_json([*args, "--results", str(whole)], capsys)
    assert len(expected["forfeits"]) == 4
    content = whole.read_bytes().splitlines(keepends=True)
    cut = tmp_path / "cut.jsonl"
    cut.write_bytes(b"".join(content[:3]) + content[3][:40])
    resumed = run_json([*args, "--resume", str(cut)], capsys)
    assert scores(resumed) == scores(expected)
    assert cut.read_bytes().count(b"\n") == 5


ENGINE = """import json, sys
for line in sys.stdin:
    kind = json.loads(line)["type"]
    if kind == "hello":
        print(json.dumps({"type": "hello", "protocol": 1, "name": "rude"}), flush=True)
    elif kind == "position":
        print(json.dumps({"type": "error", "message": "lost\\u001b[2J\\nthe book"}),
              flush=True)
"""


def test_a_forfeit_reason_is_written_printable_and_resumes(tmp_path: Path, capsys) -> None:
    engine = tmp_path / "rude.py"
    engine.write_text(ENGINE, encoding="utf-8")
    args = ["match", "reversi", "easy", f"engine:{sys.executable} {engine}", *SMALL,
            "--games", "2", "--jobs", "1"]
    path = tmp_path / "rude.jsonl"
    run_json([*args, "--results", str(path)], capsys)
    reasons = [json.loads(line)["tournament"]["forfeit"][1]
               for line in path.read_text(encoding="utf-8").splitlines()[1:]]
    assert len(reasons) == 2
    assert all(reason.endswith("lost\\x1b[2J\\nthe book") for reason in reasons), reasons
    before = path.read_bytes()
    run_json([*args, "--resume", str(path)], capsys)
    assert path.read_bytes() == before


def test_games_cut_at_the_length_limit_resume_as_adjudicated(tmp_path: Path) -> None:
    spec = dataclasses.replace(load_games().get("reversi"), max_plies=12)
    path = tmp_path / "short.jsonl"
    config = TournamentConfig(game="reversi", players=("random", "easy"), games=2, seed=4,
                              options={"size": 6}, results=str(path))
    whole = run_tournament(config, lookup=lambda _: spec)
    assert all(len(json.loads(line)["moves"]) == 12
               for line in path.read_text(encoding="utf-8").splitlines()[1:])
    header, first, _second = path.read_bytes().splitlines(keepends=True)
    path.write_bytes(header + first)
    resumed = run_tournament(dataclasses.replace(config, resume=True),
                             lookup=lambda _: spec)
    assert resumed.resumed == 1 and report.standings(resumed) == report.standings(whole)
    path.write_bytes(header + first)  # the same game read by the game's own length limit
    with pytest.raises(BadInput, match="line 2: the moves stop after move 12"):
        resumed_games(dataclasses.replace(config, resume=True), load_games().get)


@pytest.mark.timeout(30, method="signal")  # an open that waits for a reader is a failure
def test_a_file_swapped_for_a_pipe_after_it_was_read_is_not_waited_on(tmp_path: Path,
                                                                       made: bytes) -> None:
    path = tmp_path / "run.jsonl"
    path.write_bytes(made)

    def swap(checked: Path, lines: list[dict[str, Any]]) -> list[dict[str, Any]]:
        checked.unlink()
        os.mkfifo(checked)
        return lines

    config = json.loads(made.splitlines()[0])["config"]
    with pytest.raises(BadInput, match=r"cannot write|not an ordinary file"):
        ResultsFile.resume(path, config, swap)


@pytest.mark.parametrize("module", ["checks.py", "results.py"])
def test_every_refusal_has_its_french(module: str) -> None:
    found = set()
    source = Path(__file__).parent.parent.parent / "qtgames" / "tournament" / module
    for node in ast.walk(ast.parse(source.read_text(encoding="utf-8"))):
        if (isinstance(node, ast.Call) and isinstance(node.func, ast.Name)
                and node.func.id == "BadInput" and isinstance(node.args[0], ast.Constant)):
            found.add(node.args[0].value)
    assert len(found) > 3  # the walk sees the messages
    assert sorted(found - Translator("fr").templates) == []


def forged(reason: str) -> Edit:
    """Cut a game short where the easy player is to move, and record its forfeit for
    ``reason``, everything else made to agree (the result, the move counts, the times)."""
    spec = load_games().get("reversi")

    def edit(document: dict[str, Any]) -> None:
        info = tournament(document)
        moves = document["moves"]
        for count in range(len(moves) - 1, info["opening"], -1):
            state = saves.from_json({**document, "moves": moves[:count], "cursor": count},
                                    lambda _: spec).state
            if not state.is_over() and info["players"][state.to_move()] == "easy":
                break
        seat = state.to_move()
        document["moves"] = moves[:count]
        document["cursor"] = info["plies"] = count
        info["forfeit"] = [seat, reason]
        info["outcome"] = outcome_json(forfeit_outcome(state, seat))
        info["seconds"] = info["turn_seconds"] = [[], []]
        info.pop("key", None)
    return edit


@pytest.mark.parametrize(("reason", "refusal"), [
    ("lost on time", "a loss on time is recorded, but this run has no time control"),
    ("easy: no answer within 2 s",
     "easy is recorded forfeiting (easy: no answer within 2 s), but only an outside player"),
], ids=["on-time-without-a-clock", "built-in-level"])
def test_a_forged_forfeit_is_refused(tmp_path: Path, made: bytes, reason: str, refusal: str,
                                     capsys) -> None:
    number = decisive(made)
    path = edited(tmp_path, made, number, forged(reason))
    assert refusal in refused(path, number, capsys)


def test_only_the_programs_own_reasons_are_an_outside_players_forfeit() -> None:
    shown = "bots/mine.py"
    for template in TEMPLATES:  # every reason the program words, with any values
        values = {name: "x, y" for _, name, _, _ in Formatter().parse(template) if name}
        values["player"] = shown
        reason = template.replace("{seconds:g}", "{seconds}").replace("{type!r}", "{type}")
        assert is_own_reason(reason.format(**values), shown)
    assert not is_own_reason("gave up", shown)
    assert not is_own_reason("other.py: no answer within 2 s", shown)
    assert not is_own_reason("lost on time", shown)


def test_every_forfeit_the_program_words_is_listed() -> None:
    worded: set[str] = set()
    for source in Path(forfeit_module.__file__).parent.glob("*.py"):
        tree = ast.parse(source.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.Call) and getattr(node.func, "id", "") == "Forfeit" \
                    and node.args and isinstance(node.args[0], ast.Constant):
                worded.add(node.args[0].value)
            if isinstance(node, ast.Assign) and any(
                    getattr(target, "id", "") == "_FAILURES" for target in node.targets):
                worded |= {(value.args[0] if isinstance(value, ast.Call) else value).value
                           for value in node.value.values}  # type: ignore[attr-defined]
    assert len(worded) > 10 and worded <= set(TEMPLATES), worded - set(TEMPLATES)


def test_a_header_cut_short_says_so(tmp_path: Path, made: bytes, capsys) -> None:
    path = tmp_path / "cut.jsonl"
    path.write_bytes(made.splitlines()[0][:50])  # stopped while writing its first line
    code, _, err = run([*MATCH, "--resume", str(path)], capsys)
    assert code == 2 and "(it is empty)" not in err, err
    assert err == (f"qtgames: {path} holds only the beginning of its first line (the run "
                   "stopped as it began): delete it and start the run again without "
                   "--resume\n")
    assert path.read_bytes() == made.splitlines()[0][:50]
