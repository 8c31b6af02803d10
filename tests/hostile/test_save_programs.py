"""A saved game never starts a program: an outside player a save names (``engine:COMMAND``,
``py:FILE``) is held back when the game is loaded, its seat played by a person, and only
the user gives it back (the app asks, default No; the command line says how). A host's
save holds nothing that takes a seat: no seat token, no join code."""

import argparse
import io
import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pexpect
import pytest

from qtgames.core import saves
from qtgames.core.record import HUMAN, GameRecord
from qtgames.plugins import GameRegistry
from qtgames.table import Table as GameTable
from qtgames.table.autosave import autosave_path, release
from tests.helpers import spawn
from tests.hostile.helpers import STUCK_SECONDS, limit_memory
from tests.net.helpers import CODE, Table

#: A bot file that leaves a mark the moment it is imported, before any move.
EVIL_BOT = """\
from pathlib import Path
Path({marker!r}).write_text("ran")

def play(view, legal_moves, seat):
    return legal_moves[0]
"""


def outside_players(folder: Path) -> dict[str, tuple[str, Path]]:
    """Each outside player a hostile save names, with the file it leaves when it runs."""
    marker = folder / "engine-ran"
    bot_marker = folder / "bot-ran"
    bot = folder / "evil.py"
    bot.write_text(EVIL_BOT.format(marker=str(bot_marker)), encoding="utf-8")
    return {"engine": (f"engine:sh -c 'touch {marker}'", marker),
            "py": (f"py:{bot}", bot_marker)}


def hostile_save(registry: GameRegistry, path: Path, player: str, moves: int = 0) -> int:
    """Write a Black & White save at ``path`` whose seat to move (after ``moves`` moves) is
    ``player``; return that seat."""
    record = GameRecord(registry.get("reversi"), seed=3)
    for _ in range(moves):
        record.play(record.state.legal_moves()[0])
    seat = record.state.to_move()
    record.set_player(seat, player)
    saves.save(record, path)
    return seat


@pytest.fixture(params=["engine", "py"])
def named(request: pytest.FixtureRequest, tmp_path: Path) -> tuple[str, Path]:
    """An outside player a save names and the file it would leave if started."""
    return outside_players(tmp_path)[request.param]


@pytest.fixture
def started(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """The outside players made in this process (none may start from a file)."""
    import qtgames.players as arena
    made: list[str] = []
    make = arena.make_outside_player

    def spy(spec: Any, name: str, *args: Any, **kwargs: Any) -> Any:
        made.append(name)
        return make(spec, name, *args, **kwargs)

    monkeypatch.setattr(arena, "make_outside_player", spy)
    return made


def run_text(args: list[str], stdin: str, cwd: Path,
             lang: str = "en") -> subprocess.CompletedProcess[str]:
    """``qtgames text ARGS`` in ``cwd``, reading ``stdin`` (not a terminal)."""
    environment = dict(os.environ, QTGAMES_LANG=lang, NO_COLOR="1")
    return subprocess.run([sys.executable, "-m", "qtgames", "text", *args], input=stdin,
                          capture_output=True, text=True, env=environment, cwd=cwd,
                          timeout=STUCK_SECONDS, preexec_fn=limit_memory, check=False)


# -- the rule, where a save is read ----------------------------------------------------------

def test_loading_holds_back_every_outside_player_and_gives_their_seats_to_people(
        registry: GameRegistry, tmp_path: Path, started: list[str]) -> None:
    players = outside_players(tmp_path)
    record = GameRecord(registry.get("reversi"), seed=3,
                        players=[players["engine"][0], players["py"][0]])
    path = tmp_path / "both.qtgame"
    saves.save(record, path)
    loaded = saves.load(path, registry.get)
    assert [seat.player for seat in loaded.seats] == [HUMAN, HUMAN]
    assert [(held.seat, held.player) for held in loaded.held] == [
        (0, players["engine"][0]), (1, players["py"][0])]
    assert GameTable(loaded).human_to_move
    assert loaded.players_with_held() == [players["engine"][0], players["py"][0]]
    loaded.restore_held()  # the user's choice gives them back, exactly as the file named
    assert [seat.player for seat in loaded.seats] == [players["engine"][0], players["py"][0]]
    assert loaded.held == () and started == []
    assert not players["engine"][1].exists() and not players["py"][1].exists()


def test_a_player_name_too_long_to_be_shown_is_refused(registry: GameRegistry,
                                                      tmp_path: Path) -> None:
    path = tmp_path / "long.qtgame"
    document = saves.to_json(GameRecord(registry.get("reversi"), seed=3))
    document["seats"][0]["player"] = "engine:sh -c '" + " " * 5000 + "touch x'"
    path.write_text(json.dumps(document), encoding="utf-8")
    with pytest.raises(saves.SaveFileError, match="more than 4096"):
        saves.load(path, registry.get)


# -- the text version ------------------------------------------------------------------------

def test_text_load_starts_no_program_says_how_to_set_it_again_and_plays(
        registry: GameRegistry, tmp_path: Path, named: tuple[str, Path]) -> None:
    player, marker = named
    path = tmp_path / "hostile.qtgame"
    seat = hostile_save(registry, path, player)
    after = tmp_path / "after.qtgame"
    done = run_text(["--load", str(path)], f"d3\nsave {after}\nquit\n", tmp_path)
    assert done.returncode == 0, done.stderr
    assert not marker.exists()
    line = next(line for line in done.stdout.splitlines() if "outside player" in line)
    assert player in line and "a person plays it now" in line
    assert f"qtgames text --load {path} --players" in line
    played = saves.load(after, registry.get)  # the game went on, the seat a person's
    assert played.moves == ["d3"] and played.seats[seat].player == HUMAN


def test_text_load_says_it_in_french(registry: GameRegistry, tmp_path: Path) -> None:
    player, marker = outside_players(tmp_path)["engine"]
    path = tmp_path / "hostile.qtgame"
    hostile_save(registry, path, player)
    done = run_text(["--load", str(path)], "quit\n", tmp_path, lang="fr")
    assert done.returncode == 0, done.stderr
    assert "une personne la joue maintenant" in done.stdout and player in done.stdout
    assert not marker.exists()


def test_the_command_given_plays_the_outside_player_again(registry: GameRegistry,
                                                          tmp_path: Path) -> None:
    import shlex
    player, _ = outside_players(tmp_path)["py"]
    path = tmp_path / "hostile.qtgame"
    seat = hostile_save(registry, path, player)
    done = run_text(["--load", str(path)], "quit\n", tmp_path)
    command = done.stdout.split("To play it again: ", 1)[1].splitlines()[0]
    words = shlex.split(command)
    players = words[words.index("--players") + 1].split(",")
    assert players[seat] == player and players[1 - seat] == HUMAN


def test_the_load_command_in_a_game_starts_no_program(
        registry: GameRegistry, tmp_path: Path, named: tuple[str, Path],
        started: list[str]) -> None:
    from qtgames.cli.textgame import TextGame
    player, marker = named
    path = tmp_path / "hostile.qtgame"
    hostile_save(registry, path, player)
    out = io.StringIO()
    game = TextGame(GameRecord(registry.get("reversi"), seed=1), out=out,
                    inp=io.StringIO(f"load {path}\nquit\n"))
    assert game.run() == 0
    assert started == [] and not marker.exists()
    assert f"{player} in the saved game; a person plays it now" in out.getvalue()
    assert all(seat.player == HUMAN for seat in game.record.seats)


def test_continuing_the_autosave_in_the_text_version_starts_no_program(
        registry: GameRegistry, tmp_path: Path) -> None:
    player, marker = outside_players(tmp_path)["engine"]
    autosave_path().parent.mkdir(parents=True, exist_ok=True)
    hostile_save(registry, autosave_path(), player, moves=1)
    release()  # as if the program that wrote it had ended: the text version may take it
    child = spawn([])
    child.expect(r"Continue .*\? \[Y/n\] ")
    child.sendline("")
    child.expect("a person plays it now")
    child.expect("White> ")
    child.sendline("quit")
    if child.expect([r"Quit anyway\? \[y/N\] ", pexpect.EOF]) == 0:
        child.sendline("y")
        child.expect(pexpect.EOF)
    child.close()
    assert child.exitstatus == 0 and not marker.exists()


# -- the app ---------------------------------------------------------------------------------

class Answers:
    """Answers the app's message boxes shown with ``exec``, keeping what each showed."""

    def __init__(self, answer: Any) -> None:
        self.answer = answer
        self.texts: list[str] = []
        self.defaults: list[Any] = []

    def __call__(self, box: Any) -> Any:
        self.texts.append(box.text())
        default = box.defaultButton()
        self.defaults.append(box.standardButton(default) if default is not None else None)
        return self.answer


def app_window(qtbot: Any, monkeypatch: pytest.MonkeyPatch, answer: str) -> tuple[Any, Answers]:
    """A main window whose message boxes are answered ``answer`` (Yes or No)."""
    from PySide6.QtWidgets import QMessageBox

    from qtgames.app.mainwindow import MainWindow
    from qtgames.plugins import load_games
    answers = Answers(getattr(QMessageBox.StandardButton, answer))
    monkeypatch.setattr(QMessageBox, "exec", lambda box: answers(box))
    monkeypatch.setattr(QMessageBox, "question",  # closing: drop the game
                        lambda *args, **kwargs: QMessageBox.StandardButton.Discard)
    window = MainWindow(load_games())
    window.min_delay_ms = 0
    qtbot.addWidget(window)
    return window, answers


def close_table(window: Any) -> None:
    """End the window's game and its players."""
    if window.driver is not None:
        window.driver.close()


def test_the_app_asks_before_starting_a_saved_program_and_no_is_the_default(
        qtbot: Any, monkeypatch: pytest.MonkeyPatch, registry: GameRegistry, tmp_path: Path,
        named: tuple[str, Path], started: list[str]) -> None:
    from PySide6.QtWidgets import QMessageBox
    player, marker = named
    path = tmp_path / "hostile.qtgame"
    seat = hostile_save(registry, path, player)
    window, answers = app_window(qtbot, monkeypatch, "No")
    window.files.open_file(str(path))
    qtbot.waitUntil(lambda: window.driver is not None, timeout=30_000)
    assert len(answers.texts) == 1 and player in answers.texts[0]
    assert answers.defaults == [QMessageBox.StandardButton.No]
    assert window.driver.record.seats[seat].player == HUMAN
    assert window.driver.table.human_to_move
    qtbot.wait(200)  # a program started anyway would have been made by now
    assert started == [] and not marker.exists()
    close_table(window)


def test_answering_yes_gives_the_seat_back_to_the_saved_player(
        qtbot: Any, monkeypatch: pytest.MonkeyPatch, registry: GameRegistry, tmp_path: Path,
        started: list[str]) -> None:
    player, _ = outside_players(tmp_path)["engine"]
    path = tmp_path / "hostile.qtgame"
    seat = hostile_save(registry, path, player)
    window, answers = app_window(qtbot, monkeypatch, "Yes")
    window.files.open_file(str(path))
    qtbot.waitUntil(lambda: window.driver is not None, timeout=30_000)
    assert len(answers.texts) == 1
    assert window.driver.record.seats[seat].player == player
    qtbot.waitUntil(lambda: started == [player], timeout=30_000)
    close_table(window)


def test_open_recent_asks_too(qtbot: Any, monkeypatch: pytest.MonkeyPatch,
                              registry: GameRegistry, tmp_path: Path,
                              started: list[str]) -> None:
    from PySide6.QtWidgets import QMenu
    player, marker = outside_players(tmp_path)["py"]
    path = tmp_path / "hostile.qtgame"
    seat = hostile_save(registry, path, player)
    window, answers = app_window(qtbot, monkeypatch, "No")
    window.settings.add_recent(str(path))
    menu = QMenu(window)
    window.files.fill_recent(menu)
    menu.actions()[0].trigger()
    qtbot.waitUntil(lambda: window.driver is not None, timeout=30_000)
    assert len(answers.texts) == 1 and player in answers.texts[0]
    assert window.driver.record.seats[seat].player == HUMAN
    qtbot.wait(200)
    assert started == [] and not marker.exists()
    close_table(window)


def test_continue_asks_before_starting_a_program_the_autosave_names(
        qtbot: Any, monkeypatch: pytest.MonkeyPatch, registry: GameRegistry, tmp_path: Path,
        started: list[str]) -> None:
    player, marker = outside_players(tmp_path)["engine"]
    autosave_path().parent.mkdir(parents=True, exist_ok=True)
    seat = hostile_save(registry, autosave_path(), player, moves=1)
    window, answers = app_window(qtbot, monkeypatch, "No")
    qtbot.waitUntil(lambda: window.start_page.continue_button.isVisibleTo(window),
                    timeout=30_000)
    window.start_page.continue_button.click()
    qtbot.waitUntil(lambda: window.driver is not None, timeout=30_000)
    assert len(answers.texts) == 1 and player in answers.texts[0]
    assert window.driver.record.seats[seat].player == HUMAN
    qtbot.wait(200)
    assert started == [] and not marker.exists()
    close_table(window)


# -- hosting a saved game again --------------------------------------------------------------

def host_args(path: Path, **changes: Any) -> argparse.Namespace:
    """The arguments of ``qtgames host --load PATH`` with ``changes``."""
    values = {"load": str(path), "game": None, "option": [], "seed": None, "players": None,
              "code": None, "no_spectators": False} | changes
    return argparse.Namespace(**values)


def test_host_load_starts_no_program_and_says_how_to_set_it_again(
        registry: GameRegistry, tmp_path: Path, named: tuple[str, Path],
        capsys: pytest.CaptureFixture[str]) -> None:
    from qtgames.cli.netplay import host_game
    player, marker = named
    path = tmp_path / "hostile.qtgame"
    seat = hostile_save(registry, path, player)
    game = host_game(host_args(path))
    out = capsys.readouterr().out
    assert game.record.seats[seat].player == HUMAN and game.record.held
    assert player in out and f"qtgames host --load {path} --players" in out
    assert not marker.exists()


def test_the_command_host_load_gives_plays_the_outside_player_again(
        registry: GameRegistry, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    import shlex

    from qtgames.cli.netplay import host_game
    player, marker = outside_players(tmp_path)["py"]
    path = tmp_path / "hostile.qtgame"
    seat = hostile_save(registry, path, player)
    host_game(host_args(path))
    command = capsys.readouterr().out.split("To play it again: ", 1)[1].splitlines()[0]
    words = shlex.split(command)
    assert words[:4] == ["qtgames", "host", "--load", str(path)]
    game = host_game(host_args(path, players=words[words.index("--players") + 1]))
    assert game.record.seats[seat].player == player and game.record.held == ()
    assert game.remote == [False, True] and not marker.exists()  # it starts once hosted


def test_a_network_save_of_two_programs_at_the_host_gives_one_seat_to_a_joiner(
        registry: GameRegistry, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    from qtgames.cli.netplay import host_game
    players = outside_players(tmp_path)
    path = tmp_path / "hostile.qtgame"
    document = saves.to_json(GameRecord(registry.get("reversi"), seed=3, players=[
        players["engine"][0], players["py"][0]]))
    document["network"] = {"remote": [False, False], "names": [None, None]}
    path.write_text(json.dumps(document), encoding="utf-8")
    game = host_game(host_args(path))
    assert [seat.player for seat in game.record.seats] == [HUMAN, HUMAN]
    assert game.remote == [False, True]  # one person at most plays at the host
    assert capsys.readouterr().out.count("a person plays it now") == 2


def test_a_host_save_holds_no_seat_token_nor_join_code(tmp_path: Path) -> None:
    table = Table()
    ann, bob = table.join("ann"), table.join("bob", address="10.0.0.2")
    table.play(ann, table.legal(ann)[0])
    path = tmp_path / "net.qtgame"
    table.host.save(path)
    text = path.read_text(encoding="utf-8")
    assert all(token not in text for token in table.host.tokens)
    assert CODE not in text
    assert table.last(bob, "welcome")["token"] not in text


def test_tokens_and_a_code_in_an_old_host_save_take_no_seat(
        registry: GameRegistry, tmp_path: Path) -> None:
    from qtgames.cli.netplay import host_game
    path = tmp_path / "old.qtgame"
    tokens = ["a" * 32, "b" * 32]
    document = saves.to_json(GameRecord(registry.get("reversi"), seed=3))
    document["network"] = {"code": CODE, "tokens": tokens, "remote": [False, True],
                           "names": ["host", "bob"]}
    path.write_text(json.dumps(document), encoding="utf-8")
    game = host_game(host_args(path))
    assert game.code != CODE and not set(tokens) & set(game.tokens)
    assert game.names[1] is None  # the joiner's seat is open, not held for an old token
    table = Table()
    table.host = game
    thief = table.join("eve", code=game.code, token=tokens[0])
    assert table.last(thief, "error")["code"] == "token"
    joiner = table.join("bob", code=game.code)
    assert table.seat_of(joiner) == 1


def test_a_player_whose_name_holds_a_comma_comes_back_whole(
        registry: GameRegistry, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    import shlex

    from qtgames.cli.netplay import host_game
    bot = tmp_path / "my,bot.py"
    bot.write_text(EVIL_BOT.format(marker=str(tmp_path / "ran")), encoding="utf-8")
    player = f"py:{bot}"
    path = tmp_path / "comma.qtgame"
    seat = hostile_save(registry, path, player)
    host_game(host_args(path))
    command = capsys.readouterr().out.split("To play it again: ", 1)[1].splitlines()[0]
    words = shlex.split(command)  # pasted back as printed
    game = host_game(host_args(path, players=words[words.index("--players") + 1]))
    assert game.record.seats[seat].player == player and game.record.held == ()
    text = run_text(["--load", str(path)], "quit\n", tmp_path)
    command = text.stdout.split("To play it again: ", 1)[1].splitlines()[0]
    again = run_text(shlex.split(command)[2:], "quit\n", tmp_path)
    assert again.returncode == 0, again.stderr
    assert "outside player" not in again.stdout  # played by the bot, not held back
