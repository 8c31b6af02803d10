"""An outside player is sent only what its seat may see: in a game with hidden cards, the
engine's positions and a bot file's view are that seat's view, never the whole game."""

import sys
from typing import Any

import pytest

from qtgames.players import make_player
from qtgames.players.child import ChildProcess
from qtgames.plugins import GameRegistry
from tests.players.conftest import EXAMPLE

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="POSIX process groups")


@pytest.mark.parametrize("kind", ["engine", "py"])
def test_only_the_seats_view_is_sent(kind: str, registry: GameRegistry,
                                     monkeypatch: pytest.MonkeyPatch, tmp_path: Any) -> None:
    sent: list[dict[str, Any]] = []
    original = ChildProcess.send

    def record(self: ChildProcess, message: dict[str, Any]) -> None:
        sent.append(message)
        original(self, message)

    monkeypatch.setattr(ChildProcess, "send", record)
    bot = tmp_path / "bot.py"
    bot.write_text("def play(view, legal_moves, seat):\n    return legal_moves[0]\n")
    spec = registry.get("duel")
    options = spec.resolve_options({})
    state = spec.new_state(options, 5)
    name = f"engine:{sys.executable} {EXAMPLE}" if kind == "engine" else f"py:{bot}"
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
                view = message["position"] if kind == "engine" else message["args"][0]
                assert view == state.view(seat).position() != state.position()
            state.play(move)
    finally:
        for player in players:
            player.close()
    assert any(message["type"] in ("position", "call") for message in sent)
