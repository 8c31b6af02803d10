"""The text version driven through a real pseudo-terminal, as a player would."""

import io
import os
import re
from pathlib import Path

import pexpect
import pytest

from qtgames.core import saves
from qtgames.plugins import load_games
from tests.helpers import ANSI, black_played_d3, legal_moves, spawn


def test_a_whole_game_against_the_computer(tmp_path: Path) -> None:
    child = spawn(["reversi", "--option", "size=6", "--players", "human,easy", "--seed", "3"],
                  color=True)
    screen = io.StringIO()
    child.logfile_read = screen  # everything the program writes to the terminal
    child.expect("Black & White")
    human_moves = 0
    while True:
        index = child.expect([r"Black> ", r"game over> "])
        if index == 1:
            break
        moves = legal_moves(child)
        child.expect("Black> ")
        child.sendline(moves[-1])
        human_moves += 1
    result = ANSI.sub("", child.before)
    assert re.search(r"(wins \d+ to \d+|Draw, \d+ to \d+)\.", result)
    assert ANSI.search(screen.getvalue())  # coloured on a terminal
    save = tmp_path / "finished"
    child.sendline(f"save {save}")
    child.expect(r"Saved to .*finished\.qtgame")
    child.sendline("quit")
    child.expect(pexpect.EOF)
    child.close()
    assert child.exitstatus == 0
    record = saves.load(save.with_suffix(".qtgame"), load_games().get)
    assert record.state.is_over() and human_moves >= 5


def test_garbage_undo_hint_and_end_of_input() -> None:
    child = spawn(["reversi", "--players", "human,human"])
    child.expect("Black> ")
    for garbage in ("zzz", "x99", "undo", "undo -2", "redo", "save", "load /nope/x.qtgame",
                    "a1", "\x1b[A", "é€"):
        child.sendline(garbage)
        child.expect(r"! [^\r\n]+")
        assert "Traceback" not in child.before
        child.expect("Black> ")
    os.write(child.child_fd, b"\xff\xfe d3\n")  # not UTF-8
    child.expect(r"! [^\r\n]+")
    child.expect("Black> ")
    child.sendline("d3")
    child.expect("White> ")
    child.sendline("hint")
    child.expect(r"Hint: ([a-h][1-8])")
    child.expect("White> ")
    child.sendline("undo")
    child.expect("Took back 1 move")
    child.expect("Black> ")
    child.sendeof()  # unfinished and autosaved: left without a question, kept for later
    child.expect("qtgames text to continue it")
    child.expect(pexpect.EOF)
    child.close()
    assert child.exitstatus == 0
    assert "Traceback" not in (child.before or "")


def test_plain_text_with_no_color() -> None:
    child = spawn(["reversi", "--players", "human,human"])
    child.expect("Black> ")
    assert "\x1b[" not in child.before
    assert "Turn 1" in child.before and "It is the turn of Black (O)" in child.before
    child.sendline("abandon")
    child.expect("Black abandons. White wins.")
    child.expect(pexpect.EOF)


def test_quitting_keeps_an_unfinished_game_without_asking() -> None:
    child = black_played_d3()
    child.sendline("quit")
    index = child.expect([r"Quit anyway\? \[y/N\] ", "Goodbye."])
    assert index == 1
    child.expect("The game in progress is kept: run qtgames text to continue it.")
    child.expect(pexpect.EOF)


def test_new_and_load_ask_before_replacing_unsaved_moves(tmp_path: Path) -> None:
    child = black_played_d3()
    child.sendline("new")
    child.expect(r"Replace it anyway\? \[y/N\] ")
    child.sendline("n")
    child.expect("White> ")  # the game goes on
    child.sendline(f"save {tmp_path / 'one'}")
    child.expect("Saved to")
    child.sendline("new")  # saved: no question
    child.expect("Black> ")
    child.sendline("d3")
    child.expect("White> ")
    child.sendline(f"load {tmp_path / 'one.qtgame'}")
    child.expect(r"Replace it anyway\? \[y/N\] ")
    child.sendline("y")
    child.expect("Loaded")
    child.expect("White> ")
    child.sendline("quit")  # just loaded: no question
    child.expect("Goodbye.")
    child.expect(pexpect.EOF)


def test_players_are_asked_for_on_a_terminal() -> None:
    child = spawn(["reversi"])
    child.expect(r"Who plays Black\? \(human/random/easy/medium/hard\) \[human\] ")
    child.sendline("wizard")
    child.expect("is not one of")
    child.sendline("")
    child.expect(r"Who plays White\?")
    child.sendline("medium")
    child.expect("Black: Human, White: Medium")
    child.expect("Black> ")
    child.sendline("quit")
    child.expect(pexpect.EOF)


@pytest.mark.parametrize("players", ["easy,random"])
def test_computer_against_computer_runs_to_the_end(players: str) -> None:
    child = spawn(["reversi", "--option", "size=6", "--players", players, "--seed", "1"])
    child.expect("game over> ")
    child.sendline("quit")
    child.expect(r"Quit anyway\? \[y/N\] ")  # moves were played since the game began
    child.sendline("y")
    child.expect(pexpect.EOF)


def test_the_text_version_speaks_french() -> None:
    child = spawn(["reversi", "--players", "human,expert"], lang="fr")
    child.expect("qtgames: joueur inconnu 'expert'")
    child.expect(pexpect.EOF)
    child = spawn(["reversi"], lang="fr")
    child.expect(r"Qui joue Noir \? \(humain/hasard/facile/moyen/difficile\) \[humain\] ")
    child.sendline("Humain")
    child.expect(r"Qui joue Blanc \?")
    child.sendline("facile")
    child.expect("Black & White — Noir : Humain, Blanc : Facile")
    child.expect("C'est au tour de Noir \\(O\\)")
    child.expect("Noir \\(O\\) peut jouer")
    child.expect("Pions : O 2")
    child.expect("Commandes :")
    child.expect("Noir> ")
    child.sendline("d4")
    child.expect("! d4 : cette case est déjà occupée")
    child.sendline("coups")
    child.expect("Coups possibles \\(4\\) : d3 c4 f5 e6")
    child.sendline("d3")
    child.expect("Blanc a joué [a-h][1-8]\\.")
    child.sendline("annuler")
    child.expect("2 coups repris.")
    child.sendline("quitter")  # unfinished: kept without a question
    child.expect("Au revoir.")
    child.expect("La partie en cours est gardée")
    child.expect(pexpect.EOF)
