"""The text version keeps the game in progress as the app does: it autosaves after every
move to the app's autosave file, offers to continue it, and Ctrl-D or Ctrl-C at the prompt
leave as ``quit`` does: an unfinished game is kept without a question, a finished one not
saved is asked about first (a second Ctrl-D or Ctrl-C leaves)."""

import io

import pexpect

from qtgames.cli.textgame import TextGame
from qtgames.core import saves
from qtgames.core.record import GameRecord
from qtgames.plugins import GameRegistry
from qtgames.table import autosave
from tests.helpers import black_played_d3, spawn


def test_the_autosave_path_is_qt_free_and_shared_with_the_app() -> None:
    from qtgames.app import files
    assert files.autosave_path is autosave.autosave_path  # the app's Continue reads it


def test_every_move_is_autosaved(registry: GameRegistry) -> None:
    record = GameRecord(registry.get("reversi"), seed=1, players=["human", "easy"])
    game = TextGame(record, out=io.StringIO(), inp=io.StringIO("d3\nundo\nd3\n"))
    assert game.run() == 0
    saved = saves.load(autosave.autosave_path(), registry.get)
    assert saved.moves == game.record.moves and saved.cursor == game.record.cursor == 2
    assert [seat.player for seat in saved.seats] == ["human", "easy"]


def test_a_game_without_moves_leaves_the_autosave_alone(registry: GameRegistry) -> None:
    record = GameRecord(registry.get("reversi"), seed=1)
    assert TextGame(record, out=io.StringIO(), inp=io.StringIO("moves\n")).run() == 0
    assert not autosave.autosave_path().exists()


def test_ctrl_d_keeps_the_game_for_later_then_it_is_continued_and_ctrl_c_too() -> None:
    child = black_played_d3()
    child.sendline("c3")
    child.expect("Black> ")
    child.sendeof()  # unfinished and autosaved: nothing is lost, nothing is asked
    child.expect("Goodbye.")
    child.expect("qtgames text")  # says how to continue
    child.expect(pexpect.EOF)
    child.close()
    assert child.exitstatus == 0
    assert "anyway" not in (child.before or "")

    child = spawn([])
    child.expect(r"Continue .*Black & White.*\? \[Y/n\] ")
    child.sendline("")
    child.expect("Black> ")
    child.sendline("moves")
    child.expect(r"Legal moves \(\d+\)")
    child.expect("Black> ")
    child.sendline("position")
    child.expect(r"/8/8/8 b 3\r\n")  # d3 and c3 were played
    child.expect("Black> ")
    child.sendintr()  # Ctrl-C leaves as Ctrl-D does, the game kept
    child.expect("Goodbye.")
    child.expect("qtgames text")
    child.expect(pexpect.EOF)
    child.close()
    assert child.exitstatus == 0


def test_ctrl_d_asks_before_leaving_a_finished_game_and_a_second_one_leaves() -> None:
    child = spawn(["reversi", "--option", "size=6", "--players", "random,random",
                   "--seed", "1"])
    child.expect("game over> ")
    child.sendeof()
    child.expect(r"\(Black & White\) is not saved: its moves would be lost\. "
                 r"Quit anyway\? \[y/N\] ")
    child.sendline("n")  # still there
    child.expect("game over> ")
    child.sendintr()
    child.expect(r"Quit anyway\? \[y/N\] ")
    child.sendeof()  # a second Ctrl-D leaves
    child.expect("Goodbye.")
    child.expect(pexpect.EOF)
    child.close()
    assert child.exitstatus == 0


def test_a_finished_or_missing_autosave_is_not_offered() -> None:
    child = spawn([])
    index = child.expect([r"Continue", r"Which game\? "])
    assert index == 1
    child.sendeof()
    child.expect(pexpect.EOF)


def test_abandon_asks_first_when_moves_are_unsaved() -> None:
    child = black_played_d3()
    child.sendline("abandon")
    child.expect(r"\? \[y/N\] ")
    child.sendline("n")
    child.expect("White> ")
    child.sendline("abandon")
    child.expect(r"\? \[y/N\] ")
    child.sendline("y")
    child.expect("White abandons. Black wins.")
    child.expect(pexpect.EOF)
    child = spawn([])  # a game given up is not offered to continue
    assert child.expect([r"Continue", r"Which game\? "]) == 1
    child.sendeof()
    child.expect(pexpect.EOF)
