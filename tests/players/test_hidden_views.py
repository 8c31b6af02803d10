"""An outside player is sent only what its seat may see: in a game with hidden cards, the
engine's positions and a bot file's view are that seat's view, never the whole game."""

import sys
from pathlib import Path
from typing import Any

import pytest

from qtgames.players import make_player
from qtgames.players.child import ChildProcess
from qtgames.players.contract import game_contract
from qtgames.plugins import GameRegistry
from qtgames_roses import GAME
from tests.players.conftest import EXAMPLE

#: The Roses example of an AI file following the game's convention.
TATA = Path(GAME.rules_dir or ".") / "examples" / "ia_tata_suzanne.py"

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="POSIX process groups")


@pytest.mark.parametrize(("game", "kind"), [("duel", "engine"), ("duel", "py"),
                                           ("roses", "engine"), ("roses", "py"),
                                           ("roses", "ai")])
def test_only_the_seats_view_is_sent(game: str, kind: str, registry: GameRegistry,
                                     monkeypatch: pytest.MonkeyPatch, tmp_path: Any) -> None:
    sent: list[dict[str, Any]] = []
    original = ChildProcess.send

    def record(self: ChildProcess, message: dict[str, Any]) -> None:
        sent.append(message)
        original(self, message)

    monkeypatch.setattr(ChildProcess, "send", record)
    bot = tmp_path / "bot.py"
    bot.write_text("def play(view, legal_moves, seat):\n    return legal_moves[0]\n")
    spec = registry.get(game)
    options = spec.resolve_options({})
    state = spec.new_state(options, 5)
    name = {"engine": f"engine:{sys.executable} {EXAMPLE}", "py": f"py:{bot}",
            "ai": f"ai:{TATA}"}[kind]
    players = [make_player(spec, name, seat, options) for seat in range(2)]
    try:
        for _ in range(12):
            seat = state.to_move()
            before = len(sent)
            move = players[seat].choose(state)
            shown = [message for message in sent[before:]
                     if message["type"] in ("position", "call")]
            if shown:
                (message,) = shown
                if kind == "ai":  # the convention's arguments, made from the view alone
                    assert message["args"] == game_contract(spec).arguments(
                        state.view(seat), seat)
                else:
                    view = message["position"] if kind == "engine" else message["args"][0]
                    assert view == state.view(seat).position()
                    # Le Duel's hands are hidden; Le Roi des Roses' draw pile has no order
                    # until a card is drawn, in the whole game as in a view.
                    assert view != state.position() or game == "roses"
            state.play(move)
    finally:
        for player in players:
            player.close()
    assert any(message["type"] in ("position", "call") for message in sent)
