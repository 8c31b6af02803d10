"""What someone on the network sees and can do: a proxy on loopback between the players
and the host records every byte, and may flip a bit of a frame, drop it or send it twice."""

import asyncio
import json
import logging
import subprocess
import sys
from collections.abc import Callable

import pytest

from qtgames.core.record import GameRecord
from qtgames.core.rng import PLAIN
from qtgames.net.channel import ClientChannel
from qtgames.net.client import ClientGame, request
from qtgames.net.frames import HEADER, FrameReader, Kind, frame
from qtgames.net.host import HostGame
from qtgames.net.limits import ExchangeBudget
from qtgames.net.protocol import PROTOCOL_VERSION
from qtgames.net.transport import ClientRunner, HostServer, connect
from tests.contract.games import registry
from tests.net.bots import play_bot, read_messages
from tests.net.helpers import loopback, quick_gate
from tests.net.test_faults import Screen

CODE = "K7QX-3MPA"
#: What a proxy forwards of the frame ``index`` (from 0) of one direction ("up": to the
#: host) of its connection number ``connection`` (from 0).
Tamper = Callable[[int, str, int, bytes], list[bytes]]


class Proxy:
    """A relay on loopback that records every byte both ways, frame by frame."""

    def __init__(self, port: int, tamper: Tamper | None = None) -> None:
        self.port, self.tamper = port, tamper
        self.captured = bytearray()
        self.connections = 0
        self._server: asyncio.Server | None = None

    async def start(self) -> int:
        self._server = await asyncio.start_server(self._serve, "127.0.0.1", 0)
        return int(self._server.sockets[0].getsockname()[1])

    async def close(self) -> None:
        assert self._server is not None
        self._server.close()

    async def _serve(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        number = self.connections
        self.connections += 1
        host_reader, host_writer = await asyncio.open_connection("127.0.0.1", self.port)
        await asyncio.gather(self._pump(number, "up", reader, host_writer),
                             self._pump(number, "down", host_reader, writer))

    async def _pump(self, number: int, direction: str, source: asyncio.StreamReader,
                    sink: asyncio.StreamWriter) -> None:
        frames = FrameReader()
        index = 0
        try:
            while data := await source.read(65536):
                self.captured += data
                for item in frames.feed(data):
                    raw = frame(item.kind, item.body)
                    sent = [raw] if self.tamper is None else self.tamper(number, direction,
                                                                         index, raw)
                    index += 1
                    for chunk in sent:
                        sink.write(chunk)
                await sink.drain()
        except (ConnectionError, OSError):
            pass
        finally:
            sink.close()


def duel_host(**server: object) -> tuple[HostGame, HostServer, dict[int, list[bytes]]]:
    """A game of Le Duel for two players from other computers; what the host sends each
    peer in the clear, as the peer reads it once opened."""
    host = HostGame(GameRecord(registry().get("duel"), {}, 11, deal_key=PLAIN), CODE,
                    [True, True])
    host.gate = quick_gate()
    sent: dict[int, list[bytes]] = {}
    return host, HostServer(host, tap=lambda peer, data: sent.setdefault(peer, []).append(
        data), **server), sent  # type: ignore[arg-type]


def card_lists(lines: list[bytes]) -> set[bytes]:
    """Every list of cards (``14,17,28``) in the positions of ``lines``, at least eight
    bytes long (a shorter run of bytes could turn up in the ciphertext by chance)."""
    found = set()
    for line in lines:
        message = json.loads(line)
        if message["type"] == "position":
            found |= {part.encode() for part in message["position"].split()
                      if "," in part and len(part) >= 8}
    return found


def test_an_eavesdropper_reads_no_code_no_message_and_no_card_of_a_duel() -> None:
    async def scenario() -> None:
        host, server, sent = duel_host()
        port = await server.start("127.0.0.1", 0)
        proxy = Proxy(port)
        relay = await proxy.start()
        loop = asyncio.get_running_loop()
        bot = asyncio.create_task(play_bot(relay, CODE, seed=5, name="ann"))
        joined = await loop.run_in_executor(None, lambda: subprocess.run(
            [sys.executable, "-m", "qtgames", "join", f"127.0.0.1:{relay}", "--code", CODE,
             "--player", "random", "--name", "bob"],
            capture_output=True, text=True, timeout=120, stdin=subprocess.DEVNULL))
        await asyncio.wait_for(bot, 60)
        assert joined.returncode == 0, joined.stderr
        assert host.outcome() is not None  # a whole game went through the proxy
        await server.close()
        await proxy.close()
        wire = bytes(proxy.captured)
        for form in (CODE, CODE.replace("-", ""), CODE.lower(), CODE[:4], CODE[-4:]):
            assert form.encode() not in wire
        # No JSON: none of the marks every message has (two bytes like '{"' turn up in
        # 100 kB of ciphertext by chance; eight do not).
        for mark in (b'{"type":', b'"type"', b'"position"', b'"legal"', b'"hello"'):
            assert mark not in wire
        cards = set().union(*(card_lists(lines) for lines in sent.values()))
        assert len(cards) >= 2  # each player's hand was sent, in the clear before sealing
        assert not [hand for hand in cards if hand in wire]
        for lines in sent.values():
            for line in lines:
                assert line[:24] not in wire
    asyncio.run(scenario())


def flip(byte: int) -> Callable[[bytes], list[bytes]]:
    return lambda raw: [raw[:byte] + bytes([raw[byte] ^ 0x01]) + raw[byte + 1:]]


ACTIONS: dict[str, Callable[[bytes], list[bytes]]] = {
    "flip": lambda raw: flip(len(raw) - 5)(raw),
    "drop": lambda raw: [],
    "replay": lambda raw: [raw, raw],
}


@pytest.mark.parametrize("direction", ["up", "down"])
@pytest.mark.parametrize("action", list(ACTIONS))
def test_a_frame_flipped_dropped_or_replayed_closes_the_connection_with_one_line_each_side(
        direction: str, action: str, caplog: pytest.LogCaptureFixture) -> None:
    # Up: START 0, CONFIRM 1, hello 2, then two chat lines 3, 4. Down: REPLY 0, CONFIRM 1,
    # welcome 2, players 3, position 4, chat 5...
    target = 3

    def tamper(number: int, way: str, index: int, raw: bytes) -> list[bytes]:
        if number == 0 and way == direction and index == target:
            assert raw[HEADER] == Kind.SEALED
            return ACTIONS[action](raw)
        return [raw]

    async def scenario() -> None:
        caplog.set_level(logging.INFO, logger="qtgames.net")
        host, server, _ = duel_host()
        port = await server.start("127.0.0.1", 0)
        proxy = Proxy(port, tamper)
        relay = await proxy.start()
        game, screen = ClientGame(registry().get, "ann", CODE), Screen()

        runner = ClientRunner(game, loopback(relay), screen, reconnect_for=0)
        task = asyncio.create_task(runner.run())
        while not game.welcomed:
            await asyncio.sleep(0.01)
        runner.send(request("chat", text="one"))
        runner.send(request("chat", text="two"))
        await asyncio.wait_for(task, 10)
        errors = [m for m in screen.messages if m.type == "error"]
        assert [m["code"] for m in errors] == ["tampered"]
        assert "altered in transit" in errors[0]["message"]
        assert screen.statuses[-1] == "The connection to the host is lost."
        # The host's log says it once: it saw the frame, or the client told it.
        host_lines = [record.getMessage() for record in caplog.records
                      if record.getMessage().startswith("peer ")
                      and "altered in transit" in record.getMessage()
                      and record.levelno == logging.WARNING]  # shown at the host
        assert len(host_lines) == 1, caplog.text
        assert host.holder[0] is None and server.connected == 0
        await server.close()
        await proxy.close()
    asyncio.run(scenario())


def test_a_man_in_the_middle_who_guesses_the_code_is_one_wrong_guess_at_the_host() -> None:
    async def scenario() -> None:
        host, server, _ = duel_host()
        port = await server.start("127.0.0.1", 0)
        link = await connect("127.0.0.1", port)
        link.send(request("hello", protocol=PROTOCOL_VERSION, name="mallory",
                          code="K7QX-3MPB"))
        got = await read_messages(link, "error")
        assert got[-1]["code"] == "code" and got[-1]["message"] == "wrong join code"
        assert host.gate.failures("127.0.0.1") == 1
        assert await asyncio.wait_for(link.receive(), 5) is None
        await server.close()
    asyncio.run(scenario())


def test_a_flood_of_key_exchanges_from_one_address_is_refused_before_any_computing() -> None:
    async def scenario() -> None:
        _, server, _ = duel_host()
        server.exchanges = ExchangeBudget(rate=0.001, burst=3.0)
        port = await server.start("127.0.0.1", 0)
        answers = []
        for _ in range(8):
            reader, writer = await asyncio.open_connection("127.0.0.1", port)
            writer.write(ClientChannel().send(request(
                "hello", protocol=PROTOCOL_VERSION, name="mallory", code="GUESS-0000")))
            size = await asyncio.wait_for(reader.readexactly(HEADER), 5)
            answers.append(FrameReader().feed(size + await reader.readexactly(
                int.from_bytes(size, "big"))))
            writer.close()
        kinds = [[item.kind for item in answer] for answer in answers]
        assert kinds == [[Kind.REPLY]] * 3 + [[Kind.NOTICE]] * 5
        refusal = json.loads(answers[-1][0].body)
        assert refusal["code"] == "busy" and "too many joins at once" in refusal["message"]
        await server.close()
    asyncio.run(scenario())


def test_a_hello_altered_in_transit_is_told_when_its_turn_at_the_gate_comes() -> None:
    # Up: START 0, CONFIRM 1, hello 2. The code is right, the hello does not open: the
    # host says so when it answers the guess, not at its next ping or the hello's deadline.
    def tamper(number: int, way: str, index: int, raw: bytes) -> list[bytes]:
        return ACTIONS["flip"](raw) if (way, index) == ("up", 2) else [raw]

    async def scenario() -> None:
        host, server, _ = duel_host(heartbeat=3600.0)
        host.hello_timeout = 3600.0
        port = await server.start("127.0.0.1", 0)
        proxy = Proxy(port, tamper)
        relay = await proxy.start()
        game, screen = ClientGame(registry().get, "ann", CODE), Screen()

        runner = ClientRunner(game, loopback(relay), screen, reconnect_for=0)
        with pytest.raises(Exception, match="altered in transit"):
            await asyncio.wait_for(runner.run(), 30)
        assert server.connected == 0
        await server.close()
        await proxy.close()
    asyncio.run(scenario())
