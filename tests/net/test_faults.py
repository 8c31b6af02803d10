"""Faults over real sockets: junk, silence, dropped connections, the host quitting, and the
command line's one-line errors for addresses, ports and codes."""

import asyncio
import json
import socket
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from qtgames.core.record import GameRecord
from qtgames.core.rng import PLAIN
from qtgames.net.client import ClientGame, request
from qtgames.net.frames import FrameReader, Kind
from qtgames.net.host import HostGame
from qtgames.net.protocol import MAX_LINE, PROTOCOL_VERSION, Message
from qtgames.net.transport import ClientRunner, HostServer, TcpLink, connect
from tests.contract.games import registry
from tests.net.bots import raw_client, read_messages, send_sealed
from tests.net.helpers import loopback, quick_gate

CODE = "FAULTY"


def hosted(game: str = "reversi", **server: Any) -> tuple[HostGame, HostServer]:
    host = HostGame(GameRecord(registry().get(game), {}, 5, deal_key=PLAIN), CODE, [True, True])
    return host, HostServer(host, **server)


def hello(name: str = "ann", **fields: Any) -> Message:
    return request("hello", protocol=PROTOCOL_VERSION, name=name, code=CODE, **fields)


async def joined(port: int, name: str = "ann", **fields: Any) -> tuple[TcpLink, list[Message]]:
    link = await connect("127.0.0.1", port)
    link.send(hello(name, **fields))
    return link, await read_messages(link, "position")


class Screen:
    """A ClientUI that keeps what it is told."""

    def __init__(self) -> None:
        self.messages: list[Message] = []
        self.statuses: list[str] = []
        self.seen = asyncio.Event()

    def message(self, message: Message) -> None:
        self.messages.append(message)
        self.seen.set()

    def status(self, text: str, **values: object) -> None:
        self.statuses.append(text)


def test_junk_and_unknown_messages_inside_the_channel_are_answered_and_change_nothing() -> None:
    async def scenario() -> None:
        host, server = hosted()
        port = await server.start("127.0.0.1", 0)
        ann, _ = await joined(port)
        bob, _ = await joined(port, "bob")
        before = host.record.state.position()
        for line in (b"{not json\n", b'{"type": "teleport"}\n', b'{"type": "move", "move": 7}\n'):
            send_sealed(ann, line)
        codes = []
        while len(codes) < 3:
            event = await asyncio.wait_for(ann.receive(), 5)
            if isinstance(event, Message) and event.type == "error":
                codes.append(event["code"])
        assert codes == ["bad-json", "unknown-type", "bad-field"]
        assert host.record.state.position() == before and host.ready
        ann.send(request("move", move=host.record.state.format_move(
            host.record.state.legal_moves()[0])))
        await read_messages(bob, "position")
        assert len(host.record.moves) == 1  # the connection still works
        await server.close()
    asyncio.run(scenario())


@pytest.mark.parametrize("junk", [
    b"{\"type\": \"hello\"}\n",                      # the old protocol, in clear
    (MAX_LINE * 2).to_bytes(4, "big") + b"\x04",      # a frame over the bound
    b"\x00\x00\x00\x02\x09\x00",                      # a kind nobody knows
    b"\x00\x00\x00\x02\x04\x00",                      # a sealed frame before any key
])
def test_bytes_that_are_no_frame_end_the_connection_with_one_line(junk: bytes) -> None:
    async def scenario() -> None:
        host, server = hosted()
        port = await server.start("127.0.0.1", 0)
        reader, writer = await raw_client(port)
        writer.write(junk)
        answer = await asyncio.wait_for(reader.read(), 5)  # then the host closes
        frames = FrameReader().feed(answer)
        assert [item.kind for item in frames] == [Kind.NOTICE]
        refusal = json.loads(frames[0].body)
        assert refusal["code"] == "bad-frame" and "encrypted protocol" in refusal["message"]
        assert server.connected == 0 and not host.peers
        writer.close()
        await server.close()
    asyncio.run(scenario())


def test_a_long_message_inside_the_channel_ends_the_connection_with_one_line() -> None:
    async def scenario() -> None:
        _, server = hosted()
        port = await server.start("127.0.0.1", 0)
        ann, _ = await joined(port)
        send_sealed(ann, b"x" * (MAX_LINE + 5) + b"\n")
        got = await read_messages(ann, "error")
        assert got[-1]["code"] == "bad-frame"
        assert await asyncio.wait_for(ann.receive(), 5) is None
        await server.close()
    asyncio.run(scenario())


def test_a_silent_peer_is_dropped_its_seat_held_and_it_comes_back_with_its_token() -> None:
    async def scenario() -> None:
        host, server = hosted(heartbeat=0.05, timeout=0.3)
        host.gate = quick_gate()  # ann, who is not ponging yet, waits less than 0.3 s
        port = await server.start("127.0.0.1", 0)
        ann, _ = await joined(port)
        _bob, messages = await joined(port, "bob")
        token = next(m for m in messages if m.type == "welcome")["token"]
        for _ in range(40):  # ann answers the pings, bob stays silent
            event = await asyncio.wait_for(ann.receive(), 2)
            if isinstance(event, Message) and event.type == "ping":
                ann.send(request("pong"))
            if isinstance(event, Message) and event.type == "players" \
                    and event["connected"] == [True, False]:
                break
        else:
            raise AssertionError("the silent peer was never dropped")
        back, messages = await joined(port, "bob", token=token)
        assert next(m for m in messages if m.type == "welcome")["seat"] == 1
        assert host.ready and host.holder[1] is not None
        back.close()
        ann.close()
        await server.close()
    asyncio.run(scenario())


def test_the_client_reconnects_by_itself_and_the_game_resumes() -> None:
    async def scenario() -> None:
        host, server = hosted()
        port = await server.start("127.0.0.1", 0)
        ann, _ = await joined(port)
        game, screen = ClientGame(registry().get, "bob", CODE), Screen()

        runner = ClientRunner(game, loopback(port), screen, reconnect_for=10)
        task = asyncio.create_task(runner.run())
        while not host.ready:
            await asyncio.sleep(0.01)
        server._close(host.holder[1])  # the connection drops
        while host.holder[1] is not None:
            await asyncio.sleep(0.01)
        while host.holder[1] is None:
            await asyncio.sleep(0.05)
        assert "The connection to the host is lost: reconnecting…" in screen.statuses
        assert game.seat == 1
        move = host.record.state.format_move(host.record.state.legal_moves()[0])
        ann.send(request("move", move=move))
        while game.ply != 1:
            await asyncio.sleep(0.01)
        assert game.my_turn
        runner.stop()
        await server.close()
        await asyncio.wait_for(task, 5)
    asyncio.run(scenario())


def test_the_host_quitting_tells_the_clients_who_can_save_their_view(tmp_path: Path) -> None:
    async def scenario() -> None:
        host, server = hosted("duel")
        port = await server.start("127.0.0.1", 0)
        ann, _ = await joined(port)
        game, screen = ClientGame(registry().get, "bob", CODE), Screen()

        runner = ClientRunner(game, loopback(port), screen)
        task = asyncio.create_task(runner.run())
        while game.state is None or not host.ready:
            await asyncio.sleep(0.01)
        await server.close("the host has left")
        await asyncio.wait_for(task, 5)
        assert game.host_left and screen.messages[-1].type == "bye"
        game.save_view(tmp_path / "view.json")
        saved = json.loads((tmp_path / "view.json").read_text())
        assert saved["position"] == host.record.state.view(1).position()
        assert saved["seat"] == 1 and "token" not in saved  # a file passed around takes no seat
        ann.close()
    asyncio.run(scenario())


def run(*args: str, timeout: float = 60) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "qtgames", *args], capture_output=True,
                          text=True, timeout=timeout, stdin=subprocess.DEVNULL)


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


@pytest.mark.parametrize("args", [
    ["join", "127.0.0.1:{closed}", "--code", "X"],
    ["join", "no such host!:1", "--code", "X"],
    ["join", "127.0.0.1:99999", "--code", "X"],
    ["join", "127.0.0.1:{closed}"],
    ["join", "127.0.0.1:{closed}", "--code", "bad code"],
    ["host", "reversi", "--port", "70000"],
    ["host", "nosuchgame", "--port", "0"],
    ["host", "reversi", "--players", "human,human", "--port", "0"],
    ["host", "reversi", "--players", "human,wizard", "--port", "0"],
])
def test_bad_addresses_ports_and_arguments_are_one_line_and_exit_2(args: list[str]) -> None:
    done = run(*(arg.format(closed=free_port()) for arg in args))
    assert done.returncode == 2, done.stderr
    assert len(done.stderr.strip().splitlines()) == 1 and "Traceback" not in done.stderr
    assert done.stderr.startswith("qtgames: ")


def test_a_wrong_code_and_a_taken_port_are_one_line_and_exit_2() -> None:
    async def scenario() -> None:
        _, server = hosted()
        port = await server.start("127.0.0.1", 0)
        loop = asyncio.get_running_loop()
        wrong = await loop.run_in_executor(None, lambda: run(
            "join", f"127.0.0.1:{port}", "--code", "WRONG", "--player", "random"))
        assert wrong.returncode == 2
        assert wrong.stderr.strip() == "qtgames: the host refused: wrong join code"
        taken = await loop.run_in_executor(None, lambda: run(
            "host", "reversi", "--port", str(port), "--bind", "127.0.0.1", "--no-announce"))
        assert taken.returncode == 2 and "cannot listen on port" in taken.stderr
        assert len(taken.stderr.strip().splitlines()) == 1
        await server.close()
    asyncio.run(scenario())
