"""Zen l'Initié in the text version, driven through a real pseudo-terminal as a player would."""

import random
from pathlib import Path

import pexpect

from qtgames.core import saves
from qtgames.core.record import GameRecord
from qtgames.plugins import load_games
from tests.helpers import ANSI, legal_moves, spawn


def saved_game(tmp_path: Path, options: dict, seed: int, stop) -> tuple[Path, str]:
    """A two-human save of a seeded random game cut one move before ``stop(state)`` holds;
    returns the file and the move that makes it hold."""
    def new_record() -> GameRecord:
        return GameRecord(load_games().get("zen"), {"first": "black", **options}, 1,
                          ["human", "human"])

    record = new_record()
    rng = random.Random(seed)
    while True:
        text = record.play(rng.choice(record.state.legal_moves()))
        if stop(record.state):
            break
    before = new_record()                   # the same moves but the last, no redo tail
    for move in record.moves[:-1]:
        before.play_text(move)
    path = tmp_path / "zen.qtgame"
    saves.save(before, path)
    return path, text


def test_four_players_take_turns_with_undo_hint_moves_save_and_load(tmp_path: Path) -> None:
    child = spawn(["zen", "--option", "players=4", "--option", "first=black",
                   "--players", "human,easy,human,easy", "--seed", "2"])
    child.expect("Black 1: Human, White 1: Easy, Black 2: Human, White 2: Easy")
    child.expect("Black 1> ")
    board = ANSI.sub("", child.before)
    assert "11 o . . . . x . . . . x" in board and "   A B C D E F G H I J K" in board
    assert "It is the turn of Black 1" in board
    assert len(legal_moves(child)) == 56
    child.expect("Black 1> ")
    child.sendline("F11-F8")
    child.expect(r"White 1 played [A-K]\d+[-x][A-K]\d+\.")
    child.expect("Black 2> ")
    child.sendline("hint")
    child.expect(r"Hint: [A-K]\d+[-x][A-K]\d+")
    child.expect("Black 2> ")
    child.sendline("undo")
    child.expect("Took back 2 move")
    child.expect("Black 1> ")
    child.sendline("redo 2")
    child.expect("Black 2> ")
    child.sendline(f"save {tmp_path / 'four'}")
    child.expect("Saved to")
    child.expect("Black 2> ")
    child.sendline("new")
    child.expect("Black 1> ")
    child.sendline(f"load {tmp_path / 'four.qtgame'}")
    child.expect("Black 2> ")
    child.sendline("abandon")
    child.expect("Black 2 abandons. White 1 & White 2 win")
    child.expect(pexpect.EOF)


def test_illegal_and_garbled_moves_get_a_reason_and_change_nothing() -> None:
    child = spawn(["zen", "--option", "first=white", "--players", "human,human"])
    child.expect("White> ")
    for line, reason in (("K1-K3", "the distance must equal"), ("F11-F8", "move one of your"),
                         ("Z9-A1", "is not a square"), ("next", "the round is not over"),
                         ("F6-F7", "the Zen must end next to a pawn"), ("K1 K4", "")):
        child.sendline(line)
        child.expect(r"! [^\r\n]+")
        assert reason in child.after
        child.expect("White> ")
    child.sendline("K1xK4")          # a move may be typed with x
    child.expect("Black> ")
    child.sendline("quit")  # unfinished: kept without a question
    child.expect("Goodbye.")
    child.expect(pexpect.EOF)


def test_a_round_of_a_match_ends_scores_and_the_loser_starts_the_next(tmp_path: Path) -> None:
    path, winning = saved_game(tmp_path, {"variant": 3}, 0, lambda state: state.pending)
    child = spawn(["--load", str(path)])
    child.expect(r"(Black|White)> ")
    assert "Match to 7: Black 0, White 0" in ANSI.sub("", child.before)
    child.sendline(winning)
    child.expect(r"Round 1: (Black|White) wins, (\d+) points\.")
    new_board = ANSI.sub("", child.before)  # the news is said below the board it leads to
    winner, points = child.match.group(1), int(child.match.group(2))
    loser = "White" if winner == "Black" else "Black"
    child.expect(f"Next round: {loser} starts.")
    child.expect(f"{loser}> ")
    scores = (points, 0) if winner == "Black" else (0, points)
    assert f"Match to 7: Black {scores[0]}, White {scores[1]}" in new_board
    child.sendline("moves")
    child.expect(r"Legal moves \(56\)")
    child.sendline("undo")           # back across the round, to the winning move's turn
    child.expect(f"{winner}> ")
    assert "Match to 7: Black 0, White 0" in ANSI.sub("", child.before)
    child.sendline("quit")  # unfinished: kept without a question
    child.expect("Goodbye.")
    child.expect(pexpect.EOF)


def test_echec_is_announced_in_french(tmp_path: Path) -> None:
    from qtgames_zen.check import is_check
    path, checking = saved_game(tmp_path, {"variant": 1}, 0,
                                lambda state: state.ply() and is_check(state))
    child = spawn(["--load", str(path)], lang="fr")
    child.expect(r"(Noir|Blanc)> ")
    child.sendline(checking)
    child.expect("Échec !")
    child.expect(r"(Noir|Blanc)> ")
    child.sendline("quitter")  # unfinished: kept without a question
    child.expect("Au revoir.")
    child.expect(pexpect.EOF)
