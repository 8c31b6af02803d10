"""While only computers play in the text version, what is typed is read between their
moves: quit leaves at once (the game kept), pause stops them at a prompt where undo takes
back a move, and resume lets them play again."""

import pexpect

from tests.helpers import spawn

#: Computers slow enough that a game lasts far longer than typing a command.
COMPUTERS = ["--players", "hard,hard", "reversi"]


def test_quit_typed_while_the_computers_play_leaves_before_the_game_ends() -> None:
    child = spawn(COMPUTERS)
    child.expect("type pause or quit")
    child.expect("is thinking")
    child.sendline("quit")
    assert child.expect(["Goodbye.", "Game over"]) == 0
    child.expect("qtgames text")  # the unfinished game is kept
    child.expect(pexpect.EOF)


def test_quitter_in_french_too() -> None:
    child = spawn(COMPUTERS, lang="fr")
    child.expect("réfléchit")
    child.sendline("quitter")
    assert child.expect(["Au revoir.", "Partie terminée"]) == 0
    child.expect(pexpect.EOF)


def test_pause_then_undo_then_resume() -> None:
    child = spawn(COMPUTERS)
    child.expect("is thinking")
    child.sendline("pause")
    child.expect("Paused: the computers wait")
    child.expect("> ")
    child.sendline("undo")
    child.expect(r"Took back 1 move\.")
    child.sendline("pause")
    child.expect("paused already")
    child.sendline("resume")
    child.expect("The computers play again.")
    child.expect("is thinking")
    child.sendline("quit")
    assert child.expect(["Goodbye.", "Game over"]) == 0
    child.expect(pexpect.EOF)
