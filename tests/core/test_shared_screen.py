"""When people share one screen, it is hidden between them only where one sees what another
may not: hands in The Game: Le Duel, not Le Roi des Roses' draw pile, secret from all."""

import io

import pytest

from qtgames.cli.textgame import TextGame
from qtgames.core.record import GameRecord
from qtgames.core.rng import PLAIN


@pytest.mark.parametrize(("game", "options", "players", "shared"), [
    ("duel", {"first": "one"}, ["human", "human"], True),
    ("duel", {"first": "one"}, ["human", "easy"], False),
    ("roses", {}, ["human", "human"], False),
    ("reversi", {"size": 6}, ["human", "human"], False),
])
def test_the_screen_is_shared_only_where_people_see_differently(
        registry, game, options, players, shared) -> None:
    record = GameRecord(registry.get(game), options, 1, players, deal_key=PLAIN)
    assert record.shared_screen is shared


def test_the_text_version_hands_over_the_keyboard_only_where_hands_are_secret(registry):
    for game, options, asked in (("duel", {"first": "one"}, True), ("roses", {}, False)):
        record = GameRecord(registry.get(game), options, 1, ["human", "human"], deal_key=PLAIN)
        out = io.StringIO()
        text_game = TextGame(record, out, io.StringIO("\n\n"))
        text_game.show()
        while record.state.to_move() == 0:          # the first player's turn, to its end
            record.play(record.state.legal_moves()[-1])
        text_game.show()
        assert ("Pass the keyboard" in out.getvalue()) is asked, game


def test_the_text_version_never_takes_back_the_other_person_s_turn(registry) -> None:
    record = GameRecord(registry.get("duel"), {"first": "one"}, 1, ["human", "human"])
    state = record.state
    placements = [state.format_move(move) for move in state.legal_moves()
                  if state.format_move(move) != "end"]
    turn = ""
    for first in placements:      # two cards Player 1 may lay one after the other
        trial = state.copy()
        trial.play(trial.parse_move(first))
        second = next((trial.format_move(m) for m in trial.legal_moves()
                       if trial.format_move(m) != "end"), None)
        if second is not None:
            turn = f"{first},{second},end"
            break
    out = io.StringIO()
    # Enter for Player 1, their turn, Enter for Player 2, then three undos.
    lines = f"\n{turn}\n\nundo\nundo 3\nquit\n"
    TextGame(record, out, io.StringIO(lines)).run()
    said = out.getvalue()
    assert record.cursor == 3 and record.state.to_move() == 1, said
    assert said.count("the moves before are another player's, who sees what you may not: "
                      "they cannot be taken back") == 2
