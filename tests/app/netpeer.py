"""A Qt-free client of a network game for the app's tests: what ``qtgames join`` runs,
without a terminal, in a thread of its own; it plays the first legal move a given number of
times (ending its turn when it may), and sends what the test asks."""

import asyncio
import threading
from typing import Any

from qtgames.net.client import ClientGame, request
from qtgames.net.protocol import Message
from qtgames.net.transport import TcpLink, connect
from qtgames.plugins import load_games


def first_move(legal: list[str]) -> str:
    """The move a test plays: ending the turn when it may (Le Duel), else the first."""
    return "end" if "end" in legal else legal[0]


class Peer:
    """Joins the host on ``port`` as ``name`` and plays ``first_move`` ``moves`` times;
    ``received`` lists every message of the host."""

    def __init__(self, port: int, code: str, name: str = "bob", moves: int = 0,
                 spectator: bool = False) -> None:
        self.game = ClientGame(load_games().get, name, code, spectator=spectator)
        self.moves_left = moves
        self.received: list[Message] = []
        self.link: TcpLink | None = None
        self.done = threading.Event()
        self.loop = asyncio.new_event_loop()
        self.thread = threading.Thread(target=self.loop.run_until_complete,
                                       args=(self._run(port),), daemon=True)
        self.thread.start()

    async def _run(self, port: int) -> None:
        link = self.link = await connect("127.0.0.1", port)
        link.send(self.game.hello())
        try:
            while True:
                event = await link.receive()
                if not isinstance(event, Message):
                    return
                for reply in self.game.handle(event):
                    link.send(reply)
                self.received.append(event)
                if event.type == "position" and self.game.my_turn and self.moves_left > 0:
                    self.moves_left -= 1
                    link.send(request("move", move=first_move(self.game.legal)))
        finally:
            self.done.set()

    def types(self) -> list[str]:
        """The types of the messages received, in order."""
        return [message.type for message in list(self.received)]

    def send(self, type_: str, /, **fields: Any) -> None:
        """Send a message to the host."""
        message = request(type_, **fields)
        self.loop.call_soon_threadsafe(lambda: self.link.send(message) if self.link else None)

    def play(self, moves: int) -> None:
        """Play the first legal move ``moves`` more times (now, if it is this seat's turn)."""
        def more() -> None:
            self.moves_left += moves
            if self.game.my_turn and self.link is not None:
                self.moves_left -= 1
                self.link.send(request("move", move=first_move(self.game.legal)))
        self.loop.call_soon_threadsafe(more)

    def close(self) -> None:
        """Leave (a bye, as ``qtgames join`` says on quitting) and stop the thread."""
        def leave() -> None:
            if self.link is not None:
                self.link.send(request("bye", reason="left"))
                self.link.close()
        if not self.done.is_set():
            self.loop.call_soon_threadsafe(leave)
        self.thread.join(10)
