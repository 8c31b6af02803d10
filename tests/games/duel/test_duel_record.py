"""The Game: Le Duel as a game record: seeded deals, undo per placement against the
computer, save and load in the middle of a turn, and the text version against it."""

import pexpect

from qtgames.core import saves
from qtgames.core.record import GameRecord
from qtgames.core.rng import PLAIN
from qtgames.plugins import load_games
from tests.helpers import ANSI, run, spawn

DUEL = load_games().get("duel")


def test_the_same_seed_deals_the_same_cards_and_who_starts_is_drawn() -> None:
    options = DUEL.options_from_args([])
    assert options == {"first": "random"}
    firsts = {DUEL.new_state(options, seed).to_move() for seed in range(30)}
    assert firsts == {0, 1}
    assert DUEL.new_state(options, 8).key() == DUEL.new_state(options, 8).key()
    assert DUEL.new_state(options, 8).key() != DUEL.new_state(options, 9).key()


def test_save_and_load_in_the_middle_of_a_turn(tmp_path) -> None:
    record = GameRecord(DUEL, {"first": "one"}, 12, ["human", "human"], deal_key=PLAIN)
    record.play(record.state.legal_moves()[0])
    path = tmp_path / "mid.qtgame"
    saves.save(record, path)
    loaded = saves.load(path, load_games().get)
    assert loaded.state.laid == 1 and loaded.state.position() == record.state.position()
    assert loaded.moves == record.moves


def test_against_the_computer_a_save_keeps_the_person_s_view_and_deals_its_hand_afresh(
        tmp_path) -> None:
    record = GameRecord(DUEL, {"first": "one"}, 12, ["human", "hard"], deal_key=PLAIN)
    record.play(record.state.legal_moves()[0])
    path = tmp_path / "mid.qtgame"
    saves.save(record, path)
    assert f"{record.state.hands[1][0]:02d},{record.state.hands[1][1]:02d}" \
        not in path.read_text(encoding="utf-8")
    loaded = saves.load(path, load_games().get)
    assert loaded.state.laid == 1 and loaded.moves == record.moves
    assert loaded.state.view(0).position() == record.state.view(0).position()
    assert len(loaded.state.hands[1]) == 6 and loaded.state.hand_known(1)


def test_undo_against_the_computer_goes_back_one_placement_in_the_humans_turn() -> None:
    record = GameRecord(DUEL, {"first": "one"}, 12, ["human", "easy"], deal_key=PLAIN)
    for _ in range(2):
        record.play(next(m for m in record.state.legal_moves() if m != (0, 0, 0)))
    assert record.undo_to_human() == 1 and record.state.laid == 1


def test_a_game_against_the_computer_in_the_terminal() -> None:
    child = spawn(["duel", "--option", "first=one", "--players", "human,easy", "--seed", "5"])
    for _ in range(3):
        child.expect("Player 1> ")
        child.sendline("moves")
        child.expect(r"Legal moves \(\d+\): ([^\r\n]*)")
        first = ANSI.sub("", child.match.group(1)).split()[0]
        child.expect("Player 1> ")
        child.sendline(first)
        child.expect("Player 1> ")
        child.sendline("moves")
        child.expect(r"Legal moves \(\d+\): ([^\r\n]*)")
        second = ANSI.sub("", child.match.group(1)).split()[0]
        child.sendline(f"{second},end")
        child.expect(r"Player 2 played \d\d[v^][AE]\.")
        child.expect(r"Player 2 played end\.")
        screen = ANSI.sub("", child.before)
        assert "Hand: " in screen and "Player 2's hand" not in screen
    child.expect("Player 1> ")
    child.sendline("hint")
    child.expect(r"Hint: (\d\d[v^][AE]|end)")
    child.sendline("abandon")
    child.expect(r"Give it up anyway\? \[y/N\] ")  # moves were played: asked first
    child.sendline("y")
    child.expect("Player 1 abandons. Player 2 wins.")
    child.expect(pexpect.EOF)


def test_bad_positions_get_one_line_and_exit_code_2(capsys) -> None:
    for position in ("garbage", "0 0 1 60 1 60 ?6 ?6 ?52 ?52 t1",
                     "0 0 1 60 1 60 02,03 ?6 ?52 ?52 t1", "0 0 2 60 1 60 ?6 ?6 ?52 ?52 t1"):
        code, _, err = run(["moves", "duel", "--position", position], capsys)
        assert code == 2 and err.startswith("qtgames: ") and err.count("\n") == 1


def test_the_computer_s_cards_are_announced_in_the_letters_of_the_board_shown() -> None:
    child = spawn(["duel", "--option", "first=two", "--players", "human,easy", "--seed", "5"])
    child.expect(r"Player 2 played (\d\d)([v^])([AE])\.")
    card, direction, letter = (ANSI.sub("", group) for group in child.match.groups())
    shown = ANSI.sub("", child.before).splitlines()                # the board just drawn
    piles = [line for line in shown if f"{letter} in moves:" in line][-1]
    assert ("Player 2's piles" in piles) == (letter == "E")  # its own pile, E from here
    assert f"{direction}{letter} {card}" in piles
    child.sendline("quit")
    child.expect(pexpect.EOF)
