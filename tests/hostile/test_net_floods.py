"""Floods and code guessing against a host: how many guesses are settled a minute, lockouts,
connection caps, connections that never say hello, peers that never read, and seats taken
and left at once. The host's clock is the test's: a minute passes in no time."""

import asyncio
import logging
import random
import re
import socket
import subprocess
import time
from itertools import pairwise
from pathlib import Path
from typing import Any

import pytest

from qtgames.core.record import GameRecord
from qtgames.net.channel import ClientChannel
from qtgames.net.client import request
from qtgames.net.codes import CODE_ALPHABET, canonical, new_code, weak_code
from qtgames.net.host import Action, HostGame, Send
from qtgames.net.limits import (
    HELLOS_PER_MINUTE,
    LOCKOUT_FAILURES,
    LOCKOUT_SECONDS,
    MAX_ADDRESS_CONNECTIONS,
    MAX_BACKOFF,
    MAX_CONNECTIONS,
    HelloGate,
    address_key,
    backoff,
)
from qtgames.net.messages import PROTOCOL_VERSION, Message
from qtgames.net.transport import HostServer, connect, descriptor_cap
from tests.contract.games import registry
from tests.net.bots import read_messages
from tests.net.helpers import CODE, Table, exchanged
from tests.net.test_loopback import environment, qtgames


def settled(actions: list[Action]) -> int:
    """How many answers in ``actions`` tell whether a join code was right."""
    return sum(1 for action in actions if isinstance(action, Send) and (
        action.message.type == "welcome"
        or (action.message.type == "error" and action.message["code"] in ("code", "full"))))


def hello(table: Table, peer: int, code: str = "WRONG-CODE") -> list[Action]:
    """``peer`` says hello with ``code``, through the key exchange."""
    greeting = request("hello", protocol=PROTOCOL_VERSION, name="eve", code=code)
    return [action for event in exchanged(greeting, table.host.code)
            for action in table.event(peer, event)]


def test_parallel_guesses_are_settled_at_most_300_a_minute_in_all() -> None:
    table = Table()
    addresses = [f"10.1.0.{n}" for n in range(100)]
    (guess,) = exchanged(request("hello", protocol=PROTOCOL_VERSION, name="eve",
                                 code="WRONG-CODE"), CODE)
    answers = 0
    while table.now < 60.0:
        for address in addresses:  # every address keeps as many guesses going as it may
            for _ in range(MAX_ADDRESS_CONNECTIONS):
                peer = table.connect(address)
                if peer in table.closed:
                    break
                table.run(table.host.receive(peer, guess, table.now))
                if peer in table.closed:
                    break
        due = table.host.next_due
        assert due is not None
        table.now = max(table.now, due)
        if table.now < 60.0:
            answers += settled(table.run(table.host.tick(table.now)))
    assert 250 <= answers <= 300 == HELLOS_PER_MINUTE


def test_no_two_answers_are_closer_than_the_spacing_and_a_given_up_hello_frees_its_turn(
        ) -> None:
    gate, rng, now = HelloGate(), random.Random(5), 0.0
    answers: list[float] = []
    waiting: dict[int, str] = {}
    for ticket in range(5000):
        later = now + rng.random() * 0.05
        due = gate.next_due
        while due is not None and due <= later:  # answered when due, in turn
            for answered in gate.due(due):
                gate.settled(waiting.pop(answered), False, due)
                answers.append(due)
            due = gate.next_due
        now = later
        address = f"10.2.{rng.randrange(4)}.{rng.randrange(250)}"
        admitted = gate.admit(ticket, address, now)
        if isinstance(admitted, tuple):
            waiting[ticket] = address
            for pushed in admitted:  # refused: its answer never comes
                del waiting[pushed]
        if waiting and rng.random() < 0.2:  # its connection closed first
            given_up = rng.choice(list(waiting))
            gate.cancel(given_up)
            del waiting[given_up]
        assert gate.waiting == len(waiting)
    assert len(answers) > 500
    spacing = 60.0 / HELLOS_PER_MINUTE
    assert all(later - sooner >= spacing - 1e-9 for sooner, later in pairwise(answers))
    quiet = HelloGate()
    assert quiet.admit(1, "10.3.0.1", 100.0) == ()
    quiet.cancel(1)
    assert quiet.admit(2, "10.3.0.2", 100.0) == () and quiet.waiting == 1
    assert quiet.next_due == quiet.earliest(2) == 100.0 + quiet.delay
    assert quiet.due(100.0 + quiet.delay) == [2] and quiet.waiting == 0


def test_a_right_code_waits_as_long_as_a_wrong_one() -> None:
    table = Table()
    right, wrong = table.connect("10.0.0.1"), table.connect("10.0.0.2")
    assert hello(table, right, CODE) == [] and hello(table, wrong) == []
    assert "welcome" not in table.types(right)  # not at once
    right_at, wrong_at = table.host.answer_at(right), table.host.answer_at(wrong)
    assert right_at is not None and wrong_at is not None
    assert right_at - 0.2 <= wrong_at <= right_at + table.host.gate.spacing + 0.2
    table.run(table.host.tick(right_at - 0.01))
    assert "welcome" not in table.types(right)
    table.settle(right)
    table.settle(wrong)
    assert table.seat_of(right) == 0 and table.last(wrong, "error")["code"] == "code"


def test_an_address_is_locked_out_after_repeated_wrong_codes_even_with_the_right_one() -> None:
    table = Table()
    for _ in range(LOCKOUT_FAILURES):
        table.now += MAX_BACKOFF  # each try once the wait of the one before is over
        wrong = table.join("eve", address="10.6.6.6", code="nope-nope")
        assert table.last(wrong, "error")["code"] == "code"
    table.now += MAX_BACKOFF
    locked = table.join("eve", address="10.6.6.6")  # the right code, too late
    error = table.last(locked, "error")
    assert error["code"] == "busy" and "too many wrong join codes" in error["message"]
    assert "welcome" not in table.types(locked) and locked in table.closed
    ann = table.join("ann", address="10.0.0.1")  # others are not locked out
    assert table.seat_of(ann) == 0
    table.now += LOCKOUT_SECONDS
    bob = table.join("bob", address="10.6.6.6")  # the lockout ends
    assert table.seat_of(bob) == 1


def test_a_join_in_its_wait_after_wrong_codes_is_told_so_and_for_how_long() -> None:
    table = Table()
    for _ in range(4):  # one person mistyping the code, one try after the other
        wrong = table.join("eve", address="10.5.5.5", code="nope-nope")
        assert table.last(wrong, "error")["code"] == "code"
    right = table.join("eve", address="10.5.5.5")  # at last the right code, too soon
    error = table.last(right, "error")
    assert error["code"] == "busy" and right in table.closed
    assert error["template"] == ("wrong join codes from your address: check the code and "
                                 "try again in {seconds} s")
    assert 1 <= error["values"]["seconds"] <= backoff(4)
    table.now += MAX_BACKOFF
    assert table.seat_of(table.join("eve", address="10.5.5.5")) == 0


def test_an_ipv6_guesser_cannot_change_address_within_its_network() -> None:
    assert address_key("2001:db8::1") == address_key("2001:db8::ffff:1") == "2001:db8::/64"
    assert address_key("::ffff:10.0.0.1") == "10.0.0.1"
    table = Table()
    for n in range(LOCKOUT_FAILURES):
        table.now += MAX_BACKOFF
        table.join("eve", address=f"2001:db8::{n + 1:x}", code="nope-nope")
    table.now += MAX_BACKOFF
    other = table.join("eve", address="2001:db8::abcd")
    assert "too many wrong join codes" in table.last(other, "error")["message"]


def test_the_wait_never_overflows_after_2000_wrong_codes() -> None:
    assert backoff(2000) == backoff(10**9) == 16.0
    table = Table(gate=HelloGate(lockout_failures=10**9))
    for _ in range(2000):
        table.now += MAX_BACKOFF  # a patient guesser: each try once its wait is over
        peer = table.join("eve", address="10.9.9.9", code="nope-nope")
        assert table.last(peer, "error")["code"] == "code"
    assert table.host.gate.failures("10.9.9.9") == 2000
    table = Table()  # with lockouts: refused, never a traceback
    for _ in range(2000):
        table.now += MAX_BACKOFF
        peer = table.join("eve", address="10.9.9.9", code="nope-nope")
        assert table.last(peer, "error")["code"] in ("code", "busy")


def test_connections_are_capped_and_the_real_join_still_gets_a_seat() -> None:
    table = Table()
    flood = [table.connect("10.6.6.6") for _ in range(1100)]
    kept = [peer for peer in flood if peer not in table.closed]
    assert len(kept) == MAX_ADDRESS_CONNECTIONS
    assert all(table.last(peer, "error")["code"] == "busy"
               for peer in flood if peer in table.closed)
    crowd = [table.connect(f"10.7.{n // 200}.{n % 200}") for n in range(1100)]
    for peer in kept + crowd:  # they answer pings, and never say hello
        table.run(table.host.receive(peer, request("pong"), table.now))
    assert len(table.host.peers) == MAX_CONNECTIONS
    assert len([peer for peer in kept + crowd if peer not in table.closed]) == MAX_CONNECTIONS
    ann = table.join("ann", address="10.0.0.1")  # the oldest silent one makes room
    assert table.seat_of(ann) == 0 and len(table.host.peers) == MAX_CONNECTIONS
    waiting = [table.connect(f"10.8.0.{n}") for n in range(MAX_CONNECTIONS)]
    for peer in waiting:  # hellos waiting at the gate are not pushed out
        hello(table, peer)
    held = [peer for peer in waiting if table.host.answer_at(peer) is not None]
    assert len(held) >= 40
    for n in range(1000):
        table.connect(f"10.9.{n // 200}.{n % 200}")
    assert all(table.host.answer_at(peer) is not None and peer not in table.closed
               for peer in held)
    assert len(table.host.peers) == MAX_CONNECTIONS


def test_a_connection_that_does_not_say_hello_is_closed_whatever_it_sends() -> None:
    table = Table()
    quiet = table.connect("10.0.0.9")
    for _ in range(40):
        table.now += 0.2
        table.send(quiet, "pong")
        table.send(quiet, "ping")
        table.run(table.host.tick(table.now))
    assert quiet in table.closed and quiet not in table.host.peers


def test_a_hello_then_a_disconnect_leaves_the_seat_open() -> None:
    table = Table(remote=(False, True))  # one open seat, as when a person hosts
    ghost = table.join("ghost", address="10.6.6.6")
    token = table.last(ghost, "welcome")["token"]
    table.run(table.host.disconnect(ghost))
    bob = table.join("bob", address="10.0.0.2")
    assert table.seat_of(bob) == 1
    back = table.join("ghost", address="10.6.6.6", token=token)  # its token is void
    assert table.last(back, "error")["code"] == "token"
    assert table.host.holder[1] == bob


def test_a_player_who_drops_before_the_game_begins_comes_back_with_the_token() -> None:
    table = Table(remote=(False, True))
    bob = table.join("bob", address="10.0.0.2")
    token = table.last(bob, "welcome")["token"]
    table.run(table.host.disconnect(bob))  # a blip, nobody took the seat meanwhile
    again = table.join("bob", address="10.0.0.2", token=token)
    assert table.seat_of(again) == 1 and table.host.tokens[1] == token


def test_once_the_game_has_begun_a_seat_left_is_held() -> None:
    table = Table()
    ann, bob = table.join("ann"), table.join("bob", address="10.0.0.2")
    table.run(table.host.disconnect(bob))
    carl = table.join("carl", address="10.0.0.3")
    assert table.last(carl, "error")["code"] == "full" and table.seat_of(ann) == 0


def test_a_hello_given_up_before_its_answer_takes_nothing() -> None:
    table = Table()
    ghost = table.connect("10.6.6.6")
    hello(table, ghost, CODE)
    table.run(table.host.disconnect(ghost))
    assert table.host.answer_at(ghost) is None and table.host.gate.waiting == 0
    ann = table.join("ann", address="10.0.0.1")
    assert table.seat_of(ann) == 0


def test_generated_codes_hold_40_bits_and_a_short_chosen_one_is_weak() -> None:
    codes = {new_code() for _ in range(200)}
    assert len(codes) == 200
    for code in codes:
        groups = code.split("-")
        assert [len(group) for group in groups] == [4, 4]
        assert set(canonical(code)) <= set(CODE_ALPHABET) and not weak_code(code)
    assert len(CODE_ALPHABET) ** 8 >= 2**40
    assert weak_code("TULIP") and weak_code("AAAAAAAA") and weak_code("K7QX3M")
    assert not weak_code("tulip-garden")
    assert canonical("k7qx-3mpa") == canonical("K7QX3MPA")


# -- real sockets ------------------------------------------------------------------------

def hosted(**server: Any) -> tuple[HostGame, HostServer]:
    host = HostGame(GameRecord(registry().get("reversi"), {}, 5), CODE, [True, True])
    return host, HostServer(host, **server)


#: Bytes of the host's REPLY frame (length, kind, SPAKE2 message).
REPLY_BYTES = 4 + 1 + 33


def greeting(name: str, **fields: Any) -> Message:
    return request("hello", protocol=PROTOCOL_VERSION, name=name, code=CODE, **fields)


def test_over_loopback_the_connection_cap_holds_and_the_real_join_gets_a_seat() -> None:
    async def scenario() -> None:
        host, server = hosted()
        port = await server.start("127.0.0.1", 0)
        assert host.max_connections <= MAX_CONNECTIONS
        cap = descriptor_cap()
        assert cap is None or host.max_connections <= cap
        held: list[int] = []  # the connections the host holds, looked at all along

        async def count() -> None:
            while True:
                held.append(server.connected)
                await asyncio.sleep(0.01)

        counting = asyncio.create_task(count())
        flood = []
        for _ in range(60):
            reader, writer = await asyncio.open_connection("127.0.0.1", port)
            # a key exchange begun and never confirmed: no hello ever comes
            writer.write(ClientChannel().send(greeting("mallory")))
            flood.append((reader, writer))
        # the ones over the cap are refused at once (the refusal may be lost to a reset),
        # the others closed for want of a hello: the host closes every one of them
        answers = await asyncio.gather(*(asyncio.wait_for(reader.read(), 20)
                                         for reader, _ in flood), return_exceptions=True)
        counting.cancel()
        assert 0 < max(held) <= MAX_ADDRESS_CONNECTIONS
        assert all(isinstance(data, bytes | ConnectionResetError) for data in answers)
        assert sum(isinstance(data, bytes) and b'"not-joined"' in data
                   for data in answers) <= MAX_ADDRESS_CONNECTIONS
        assert server.connected == 0
        for _, writer in flood:
            writer.close()
        ann = await connect("127.0.0.1", port)
        ann.send(greeting("ann"))
        messages = await asyncio.wait_for(read_messages(ann, "position"), 20)
        assert [m["seat"] for m in messages if m.type == "welcome"] == [0]
        ann.close()
        await server.close()
    asyncio.run(scenario())


def test_over_loopback_a_spectator_that_never_reads_is_dropped() -> None:
    bound = 64 * 1024
    buffered: list[int] = []

    async def scenario() -> None:
        host, server = hosted(max_unsent=bound)
        host.chat_lines = 10**6  # the lines pile up unread, whatever chat allows

        def tap(_: int, data: bytes) -> None:
            buffered.append(sum(peer.writer.transport.get_write_buffer_size()
                                for peer in server._peers.values() if peer.writer is not None))

        async def drain() -> None:
            while await ann.receive() is not None:
                pass

        server.tap = tap
        port = await server.start("127.0.0.1", 0)
        ann = await connect("127.0.0.1", port)
        ann.send(greeting("ann"))
        await asyncio.wait_for(read_messages(ann, "position"), 20)
        reading = asyncio.create_task(drain())
        sleepers = []
        for n in range(4):
            sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
            sock.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 4096)
            sock.setblocking(False)
            loop = asyncio.get_running_loop()
            await loop.sock_connect(sock, ("127.0.0.1", port))
            # The key exchange by hand, then it never reads again.
            channel = ClientChannel()
            await loop.sock_sendall(sock, channel.send(greeting(f"w{n}", role="spectator")))
            reply = b""
            while len(reply) < REPLY_BYTES:
                reply += await loop.sock_recv(sock, REPLY_BYTES - len(reply))
            channel.receive_data(reply)
            await loop.sock_sendall(sock, channel.data_to_send())
            sleepers.append(sock)
        while sum(1 for peer in host.peers.values() if peer.joined) < 5:
            await asyncio.sleep(0.05)
        watchers = {peer.id for peer in host.peers.values() if peer.seat is None and peer.joined}
        for _ in range(40):  # long chat lines (3,000 bytes each on the wire), by fives
            for _ in range(5):
                ann.send(request("chat", text="é" * 500))
            await asyncio.sleep(0.01)
        for _ in range(400):
            if not watchers & set(host.peers):
                break
            await asyncio.sleep(0.05)
        assert not watchers & set(host.peers)  # every one of them is dropped
        assert 1 in host.peers  # ann, who reads, is still there
        for sock in sleepers:
            sock.close()
        ann.close()
        await reading
        await server.close()
    asyncio.run(scenario())
    assert buffered and max(buffered) <= 4 * (bound + 4096) + 4096


def hosted_banner(tmp_path: Path, lang: str, *code: str) -> str:
    """What ``qtgames host`` prints before anyone joins."""
    log = tmp_path / f"host-{lang}.log"
    with log.open("wb") as out:
        host = subprocess.Popen(qtgames("host", "reversi", "--port", "0", "--no-announce",
                                        "--players", "remote,remote", *code),
                                stdout=out, stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL,
                                env=environment() | {"QTGAMES_LANG": lang})
    try:
        deadline = time.monotonic() + 60
        while (port := re.search(r"qtgames join \S+:(\d+)", log.read_text("utf-8"))) is None:
            assert host.poll() is None and time.monotonic() < deadline, log.read_text()
            time.sleep(0.05)
        # The host answers a connection only once its event loop runs, after the banner.
        with socket.create_connection(("127.0.0.1", int(port.group(1))), timeout=60) as peer:
            peer.sendall(b"not the key exchange\n")
            assert peer.recv(64), log.read_text()
    finally:
        host.kill()
        host.wait(timeout=30)
    return log.read_text(encoding="utf-8")


def test_the_host_warns_of_a_short_chosen_code_and_generates_40_bits(tmp_path: Path) -> None:
    english = hosted_banner(tmp_path, "en", "--code", "TULIP")
    assert "Warning: the join code TULIP is easy to guess" in english
    french = hosted_banner(tmp_path, "fr", "--code", "TULIP")
    assert "Attention : le code de partie TULIP est facile à deviner" in french
    generated = hosted_banner(tmp_path, "en")
    found = re.search(r"join code ([A-Z0-9]{4}-[A-Z0-9]{4})\.", generated)
    assert found is not None and not weak_code(found.group(1)), generated
    assert "easy to guess" not in generated


def test_the_host_stops_quietly_while_a_flooding_peer_is_held_back(
        caplog: pytest.LogCaptureFixture) -> None:
    async def scenario() -> None:
        host, server = hosted()
        port = await server.start("127.0.0.1", 0)
        ann = await connect("127.0.0.1", port)
        ann.send(greeting("ann"))
        await asyncio.wait_for(read_messages(ann, "position"), 20)
        for _ in range(300):  # past the burst: the host makes ann wait
            ann.send(request("ping"))
        while host.peers[1].limit is not None and host.peers[1].limit.tokens >= 1:
            await asyncio.sleep(0.01)
        await server.close()
        ann.close()

    with caplog.at_level(logging.ERROR):
        asyncio.run(scenario())
    assert [record.getMessage() for record in caplog.records
            if record.levelno >= logging.ERROR] == []
