#!/usr/bin/env python3
"""Measure what network play costs on loopback: the time from connecting to the welcome
(joins answered at once), and the bytes of a whole game of Reversi (60 moves, two clients
playing seeded random moves) through a relay that counts them.

    .venv/bin/python tools/net-cost.py --joins 30 --games 5

Prints medians. Run it with another checkout's Python to compare two versions.
"""

import argparse
import asyncio
import random
import statistics
import time

from qtgames.core.record import GameRecord
from qtgames.core.rng import PLAIN
from qtgames.net.client import ClientGame, request
from qtgames.net.host import HostGame
from qtgames.net.limits import HelloGate
from qtgames.net.protocol import Message
from qtgames.net.transport import HostServer, connect
from qtgames.plugins import BUILTIN_PLUGINS, load_games

CODE = "K7QX-3MPA"
GAMES = load_games(BUILTIN_PLUGINS, use_entry_points=False, disabled=())


def hosted() -> tuple[HostGame, HostServer]:
    """A game of Reversi for two players from other computers, joins answered at once."""
    host = HostGame(GameRecord(GAMES.get("reversi"), {}, 7, deal_key=PLAIN), CODE, [True, True])
    host.gate = HelloGate(delay=0.0, per_minute=60_000, address_per_minute=60_000)
    return host, HostServer(host)


async def welcome_time() -> float:
    """Seconds from opening a connection to reading the welcome."""
    _, server = hosted()
    port = await server.start("127.0.0.1", 0)
    began = time.perf_counter()
    link = await connect("127.0.0.1", port)
    link.send(ClientGame(GAMES.get, "ann", CODE).hello())
    while True:
        event = await link.receive()
        if event is not None and getattr(event, "type", "") == "welcome":
            break
    took = time.perf_counter() - began
    link.close()
    await server.close()
    return took


class Counter:
    """A relay that counts the bytes it passes."""

    def __init__(self, port: int) -> None:
        self.port, self.bytes = port, 0

    async def serve(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        """Relay one connection to the host, both ways."""
        host_reader, host_writer = await asyncio.open_connection("127.0.0.1", self.port)

        async def pump(source: asyncio.StreamReader, sink: asyncio.StreamWriter) -> None:
            while data := await source.read(65536):
                self.bytes += len(data)
                sink.write(data)
            sink.close()
        await asyncio.gather(pump(reader, host_writer), pump(host_reader, writer))


async def bot(port: int, name: str, seed: int) -> None:
    """Join and play seeded random moves until the result."""
    rng = random.Random(seed)
    game = ClientGame(GAMES.get, name, CODE)
    link = await connect("127.0.0.1", port)
    link.send(game.hello())
    while True:
        event = await link.receive()
        if not isinstance(event, Message):
            return
        for reply in game.handle(event):
            link.send(reply)
        if event.type == "result":
            link.send(request("bye"))
            link.close()
            return
        if event.type == "position" and game.my_turn:
            link.send(request("move", move=rng.choice(game.legal)))


async def game_bytes(seed: int) -> tuple[int, int]:
    """The moves of one game and the bytes that went both ways."""
    host, server = hosted()
    port = await server.start("127.0.0.1", 0)
    counter = Counter(port)
    relay = await asyncio.start_server(counter.serve, "127.0.0.1", 0)
    relay_port = relay.sockets[0].getsockname()[1]
    await asyncio.gather(bot(relay_port, "ann", seed), bot(relay_port, "bob", seed + 1))
    await server.close()
    relay.close()
    await asyncio.sleep(0.05)  # the relay's last writes
    return len(host.record.moves), counter.bytes


def exchange_cpu() -> float | None:
    """Processor seconds of one whole key exchange, both ends in this process (None for a
    version without one)."""
    try:
        from qtgames.net.channel import ClientChannel, HostChannel
    except ImportError:
        return None
    began = time.process_time()
    client, host = ClientChannel(), HostChannel(CODE)
    host.receive_data(client.send(ClientGame(GAMES.get, "ann", CODE).hello()))
    host.accept()
    client.receive_data(host.data_to_send())
    host.receive_data(client.data_to_send())
    return time.process_time() - began


async def main(joins: int, games: int) -> None:
    """Measure and print."""
    cpu = [seconds for seconds in (exchange_cpu() for _ in range(joins)) if seconds is not None]
    if cpu:
        print(f"key exchange, both ends: median {statistics.median(cpu) * 1000:.1f} ms "
              f"of processor time")
    times = [await welcome_time() for _ in range(joins)]
    print(f"connect to welcome: median {statistics.median(times) * 1000:.1f} ms "
          f"(min {min(times) * 1000:.1f}, max {max(times) * 1000:.1f}, {joins} joins)")
    played = [await game_bytes(seed) for seed in range(1, games + 1)]
    for moves, count in played:
        print(f"game of {moves} moves: {count} bytes both ways")
    print(f"median {statistics.median(count for _, count in played):.0f} bytes")


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--joins", type=int, default=30)
    parser.add_argument("--games", type=int, default=5)
    options = parser.parse_args()
    asyncio.run(main(options.joins, options.games))
