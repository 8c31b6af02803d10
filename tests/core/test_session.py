"""What both shells do the same way at the table (``qtgames.table``): players, labels, the
unsaved rule, restarting; seats and teams known without a state; Duel hard's plan on the player."""

import dataclasses
import itertools
import random

import pytest

from qtgames.core.game import GameSpec
from qtgames.core.i18n import Translator
from qtgames.core.record import GameRecord
from qtgames.players.arena import play_game, seats_for
from qtgames.plugins import GameRegistry
from qtgames.table import Table
from qtgames.table.choices import fresh_record, player_label, player_title
from qtgames_duel.ai import HardPlayer
from qtgames_duel.rules import DuelState


def option_sets(spec: GameSpec) -> list[dict[str, object]]:
    """Every combination of the game's options."""
    keys = [option.key for option in spec.options]
    return [dict(zip(keys, values, strict=True))
            for values in itertools.product(*(option.choices for option in spec.options))]


def test_seats_and_teams_are_known_without_a_state_and_agree_with_it(registry) -> None:
    for spec in registry.games.values():
        for given in option_sets(spec):
            options = spec.resolve_options(given)
            state = spec.new_state(options, 3)
            assert spec.seats_for(options) == state.seats
            assert spec.teams_for(options) == tuple(
                state.team_of(seat) for seat in range(len(state.seats))), (spec.id, options)


def test_match_seats_come_from_the_spec_alone(registry) -> None:
    def no_state(options, seed):
        raise AssertionError("a state was built to learn the seats")

    zen = dataclasses.replace(registry.get("zen"), new_state=no_state)
    options = zen.resolve_options({"players": 4})
    assert seats_for(zen, options, "easy", "hard", a_team=1) == (
        ["hard", "easy", "hard", "easy"], (1, 3))


def test_the_unsaved_rule(reversi) -> None:
    table = Table(GameRecord(reversi, {"size": 6}, 1, ["random", "random"]))
    assert not table.modified
    record = table.record
    record.play(record.state.legal_moves()[0])
    assert table.modified  # computers' moves count as much as people's
    table.mark_saved()
    assert not table.modified
    table.undo()
    assert not table.modified  # taking back is not playing
    record.play(record.state.legal_moves()[-1])
    assert table.modified
    opened = Table(GameRecord(reversi, {"size": 6}, 1), saved=True)
    assert not opened.modified
    opened.record.play(opened.record.state.legal_moves()[0])
    assert opened.modified


def test_one_player_object_per_seat_for_the_whole_game(reversi) -> None:
    table = Table(GameRecord(reversi, {"size": 6}, 1, ["human", "easy"]))
    record = table.record
    with pytest.raises(ValueError):
        table.player(0)
    first = table.player(1)
    record.play(record.state.legal_moves()[0])
    record.play(first.choose(record.state))
    assert table.player(1) is first
    assert table.hint_player() is not first
    assert table.hint_player() is table.hint_player()
    table.undo()  # a line of play left: every player starts afresh
    assert table.player(1) is not first
    again = table.player(1)
    table.set_players(["medium", "easy"])
    assert table.player(1) is again  # the seat kept its player
    medium = table.player(0)
    table.set_players(["hard", "easy"])
    assert table.player(0) is not medium
    table.discard(again)  # abandoned in another thread: never handed out again
    assert table.player(1) is not again


def test_the_same_game_replays_the_same_computer_moves(reversi) -> None:
    def play_out() -> list[str]:
        table = Table(GameRecord(reversi, {"size": 6}, 8, ["random", "easy"]))
        record = table.record
        while not record.state.is_over():
            record.play(table.player(record.state.to_move()).choose(record.state))
        return record.moves

    assert play_out() == play_out()


def test_labels_and_restart(reversi) -> None:
    en, fr = Translator("en"), Translator("fr")
    assert [player_label(reversi, name, en) for name in ("human", "random", "easy")] == [
        "human", "random", "Easy"]
    assert [player_label(reversi, name, fr) for name in ("human", "random", "hard")] == [
        "humain", "hasard", "Difficile"]
    assert [player_title(reversi, name, en) for name in ("human", "random", "medium")] == [
        "Human", "Computer: Random", "Computer: Medium"]
    assert player_title(reversi, "random", fr) == "Ordinateur : Hasard"
    assert player_title(reversi, "easy", fr) == "Ordinateur : Facile"
    record = GameRecord(reversi, {"size": 8}, 4, ["human", "hard"])
    record.play(record.state.legal_moves()[0])
    again = fresh_record(record)
    assert again.moves == [] and again.options == record.options
    assert [seat.player for seat in again.seats] == ["human", "hard"]


def test_duel_hard_keeps_its_plan_on_the_player_not_the_class() -> None:
    state = DuelState.deal(random.Random(11), 0)
    player = HardPlayer(3, seconds=None, max_nodes=200)
    state.play(player.choose(state))
    assert player.last_nodes > 0  # the turn's first placement is searched
    other = HardPlayer(3, seconds=None, max_nodes=200)
    other.choose(state)
    assert other.last_nodes > 0  # another player knows nothing of that plan
    player.choose(state)
    assert player.last_nodes == 0  # the planner answers from its plan, at once


def test_a_match_game_makes_one_player_per_seat(registry: GameRegistry, monkeypatch) -> None:
    made: list[int] = []
    duel = registry.get("duel")

    def make(seed: int) -> HardPlayer:
        made.append(seed)
        return HardPlayer(seed, seconds=None, max_nodes=30)

    levels = tuple(dataclasses.replace(level, make=make) if level.name == "hard" else level
                   for level in duel.levels)
    result = play_game(dataclasses.replace(duel, levels=levels), {"first": "one"}, 5,
                       ["hard", "hard"])
    assert result.plies > 20 and len(made) == 2


def test_the_packages_names_are_the_tables_own() -> None:
    import qtgames.table
    from qtgames.table import table

    assert qtgames.table.Table is Table is table.Table
    assert qtgames.table.COMPUTER == table.COMPUTER
    with pytest.raises(AttributeError, match="Tabel"):
        _ = qtgames.table.Tabel
