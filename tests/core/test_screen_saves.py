"""A save holds what the people at its screen may see: everything between people passing
one screen, the person's view against the computer, a spectator's with only computers; in
the text version, its save and its autosave alike."""

import io
import json
import random
from pathlib import Path

import pytest

from qtgames.cli.textgame import TextGame
from qtgames.core import saves
from qtgames.core.record import GameRecord
from qtgames.plugins import load_games
from qtgames.session import autosave_path
from tests.screen_saves import computer_cards_in

GAMES = load_games()


def played(game: str, players: list[str], plies: int, seed: int = 3) -> GameRecord:
    """A game of random moves, ``plies`` long (or over sooner)."""
    record = GameRecord(GAMES.get(game), {}, seed, players)
    rng = random.Random(seed)
    while len(record.moves) < plies and not record.state.is_over():
        record.play(rng.choice(record.state.legal_moves()))
    return record


@pytest.mark.parametrize("game", ["duel", "roses"])
def test_between_people_the_save_holds_everything_and_loads_back_exactly(game: str) -> None:
    record = played(game, ["human", "human"], 14)
    loaded = saves.loads(saves.dumps(record), GAMES.get)
    assert saves.to_json(loaded) == saves.to_json(record)
    assert loaded.state.position() == record.state.position()


@pytest.mark.parametrize("game", ["duel", "roses"])
@pytest.mark.parametrize("person", [0, 1])
def test_against_the_computer_the_save_is_the_person_s_view(game: str, person: int) -> None:
    players = ["easy", "easy"]
    players[person] = "human"
    record = played(game, players, 14)
    document = json.loads(saves.dumps(record))
    assert document == saves.to_json_seen_by(record, person)
    if game == "duel":  # its hands are hidden (in Le Roi des Roses, only the pile)
        hands = document["position"].split()[6:8]
        assert hands[1 - person] == "?6" and hands[person] != "?6"
    loaded = saves.loads(saves.dumps(record), GAMES.get)
    assert loaded.state.view(person).position() == record.state.view(person).position()
    loaded.play(loaded.state.legal_moves()[0])  # and the game goes on


@pytest.mark.parametrize("game", ["duel", "roses"])
def test_with_only_computers_the_save_is_a_spectator_s_view(game: str) -> None:
    record = played(game, ["easy", "random"], 14)
    assert json.loads(saves.dumps(record)) == saves.to_json_seen_by(record, None)
    if game == "duel":
        assert json.loads(saves.dumps(record))["position"].split()[6:8] == ["?6", "?6"]


def test_the_text_version_saves_and_autosaves_no_card_of_the_computer_s_hand(
        tmp_path: Path) -> None:
    record = GameRecord(GAMES.get("duel"), {"first": "one"}, None, ["human", "easy"])
    out = io.StringIO()
    game = TextGame(record, out, io.StringIO(""))
    rng = random.Random(1)

    def play_a_turn() -> None:
        """Two cards laid and the turn ended, then the computer's whole turn."""
        state = game.record.state
        for _ in range(2):
            lays = [move for move in state.legal_moves() if state.format_move(move) != "end"]
            assert game.handle(state.format_move(rng.choice(lays)))
            state = game.record.state
        assert game.handle("end")
        while game.record.state.to_move() == 1 and not game.record.state.is_over():
            assert game.step()

    play_a_turn()
    assert not game.record.state.is_over()
    path = tmp_path / "mine.qtgame"
    assert game.handle(f"save {path}")
    game.autosave_if_changed()
    assert computer_cards_in(path, game.record, 1) == set()
    assert computer_cards_in(autosave_path(), game.record, 1) == set()
    mine, moves = list(game.record.state.hands[0]), list(game.record.moves)
    assert game.handle(f"load {path}")
    assert game.record is not record and game.record.moves == moves
    assert game.record.state.hands[0] == mine and len(game.record.state.hands[1]) == 6
    play_a_turn()
    assert len(game.record.moves) > len(moves) + 3


def test_a_finished_game_against_the_computer_saves_everything_its_end_showed() -> None:
    record = played("duel", ["human", "easy"], 10_000)
    assert record.state.is_over()
    assert json.loads(saves.dumps(record)) == saves.to_json(record)
    loaded = saves.loads(saves.dumps(record), GAMES.get)
    assert loaded.state.position() == record.state.position()
    record.undo(3)  # taken back after the end: the end was seen all the same
    assert json.loads(saves.dumps(record)) == saves.to_json(record)
