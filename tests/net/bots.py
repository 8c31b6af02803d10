"""Clients driven by a test over real sockets: they play the first or a random legal move."""

import asyncio
import random

from qtgames.net.client import ClientGame, request
from qtgames.net.frames import Kind, frame
from qtgames.net.protocol import Message, ProtocolError
from qtgames.net.transport import TcpLink, connect
from tests.contract.games import registry


async def play_bot(port: int, code: str, seed: int, token: str | None = None,
                   name: str = "bot", spectator: bool = False) -> ClientGame:
    """Join the host on ``port`` and play random legal moves (or watch) until the game is
    over."""
    rng = random.Random(seed)
    game = ClientGame(registry().get, name, code, token=token, spectator=spectator)
    link = await connect("127.0.0.1", port)
    link.send(game.hello())
    while True:
        event = await asyncio.wait_for(link.receive(), 30)
        if event is None:
            return game
        assert not isinstance(event, ProtocolError), event
        for reply in game.handle(event):
            link.send(reply)
        if event.type == "error" and not game.welcomed:
            link.close()
            return game
        if event.type == "result":
            link.send(request("bye"))
            link.close()
            return game
        if event.type == "position" and game.my_turn:
            link.send(request("move", move=rng.choice(game.legal)))


async def raw_client(port: int) -> tuple[asyncio.StreamReader, asyncio.StreamWriter]:
    """A plain TCP connection to the host, for sending it anything."""
    return await asyncio.open_connection("127.0.0.1", port)


async def read_messages(link: TcpLink, until: str, limit: float = 10) -> list[Message]:
    """Messages from ``link`` up to and including the first of type ``until``."""
    got: list[Message] = []
    while True:
        event = await asyncio.wait_for(link.receive(), limit)
        assert event is not None, f"closed before {until}: {[m.type for m in got]}"
        if isinstance(event, Message):
            got.append(event)
            if event.type == until:
                return got


def send_sealed(link: TcpLink, plaintext: bytes) -> None:
    """Send ``plaintext`` as the next sealed frame of ``link`` (whose keys are agreed),
    whatever it holds: as a peer that speaks the encryption right and the messages wrong."""
    sealer = link.connection.sealer
    assert sealer is not None, "the keys are not agreed yet"
    link.writer.write(frame(Kind.SEALED, sealer.seal(plaintext)))
