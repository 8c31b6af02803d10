"""The door stays open: a flood of wrong join codes from 48 addresses, 4 connections each,
never keeps the person with the right code out for long, and a client told "busy" tries
again, counting the wait down, instead of giving up."""

import asyncio
import io
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import pytest

from qtgames.cli.netgame import NetTextUI
from qtgames.core.errors import QtGamesError
from qtgames.core.i18n import Translator
from qtgames.core.record import GameRecord
from qtgames.net.client import ClientGame, request
from qtgames.net.host import HostGame
from qtgames.net.limits import (
    BUSY,
    EXCHANGES_AT_ONCE,
    EXCHANGES_IN_ALL,
    HELLO_TIMEOUT,
    MAX_CONNECTIONS,
    ExchangeBudget,
    HelloGate,
)
from qtgames.net.protocol import PROTOCOL_VERSION, Message
from qtgames.net.retry import join_retrying
from qtgames.net.transport import HANDSHAKE_TIMEOUT, ClientRunner, HostServer
from tests.contract.games import registry
from tests.helpers import run
from tests.hostile.flood import ADDRESSES, CONNECTIONS
from tests.net.helpers import CODE, Table, exchanged, loopback
from tests.net.test_loopback import environment, qtgames

#: The project's folder (the flood runs from there as ``tests.hostile.flood``).
ROOT = Path(__file__).parent.parent.parent
#: How soon the right code must be let in, in seconds.
DOOR = 10.0



def knock(table: Table, peer: int, code: str = "WRONG-CODE", name: str = "eve") -> None:
    """``peer`` says hello with ``code`` (by the host's clock, which does not move)."""
    hello = request("hello", protocol=PROTOCOL_VERSION, name=name, code=code)
    for event in exchanged(hello, CODE):  # through the key exchange
        table.run(table.host.receive(peer, event, table.now))


class Flood:
    """48 addresses × 4 connections saying hello with a wrong code, each connection
    opened again as soon as the host closes it (by the host's clock)."""

    def __init__(self, table: Table) -> None:
        self.table = table
        self.slots = [f"10.4.0.{n}" for n in range(ADDRESSES) for _ in range(CONNECTIONS)]
        self.current: dict[int, int] = {}

    def keep_going(self) -> None:
        table = self.table
        for index, address in enumerate(self.slots):
            peer = self.current.get(index)
            if peer is not None and peer not in table.closed:
                continue
            peer = self.current[index] = table.connect(address)
            if peer not in table.closed:
                knock(table, peer)

    def run_until(self, end: float, done: Any = lambda: False) -> None:
        table = self.table
        while table.now < end and not done():
            self.keep_going()
            due = table.host.next_due
            table.now = min(table.now + 0.2, due if due is not None and due > table.now
                            else table.now + 0.2)
            table.run(table.host.tick(table.now))


def test_under_a_flood_the_right_code_gets_a_seat_within_ten_seconds() -> None:
    table = Table()
    flood = Flood(table)
    for start in (0.2, 30.0):  # as it starts, and in full swing
        flood.run_until(start)
        ann = table.connect("10.0.0.1")
        assert ann not in table.closed, table.last(ann, "error")
        knock(table, ann, CODE, "ann")
        flood.run_until(start + DOOR, lambda ann=ann: "welcome" in table.types(ann)
                        or ann in table.closed)
        assert "welcome" in table.types(ann), [m["message"] for m in table.inbox[ann]
                                               if m.type == "error"]
        table.run(table.host.disconnect(ann, table.now))  # the next one takes its seat


def test_a_person_connecting_is_not_pushed_out_by_the_flood_before_its_hello() -> None:
    table = Table(max_connections=32)
    for n in range(32):  # the host is full of wrong codes waiting at the gate
        peer = table.connect(f"10.4.0.{n // 4}")
        knock(table, peer)
    assert len(table.host.peers) == 32
    ann = table.connect("10.0.0.1")  # a crowded address's hello makes room for her
    assert ann not in table.closed
    for _ in range(8):  # the flood connects again before ann's hello arrives
        table.connect("10.4.0.1")
    assert ann not in table.closed and ann in table.host.peers
    knock(table, ann, CODE, "ann")
    table.settle(ann)
    assert table.seat_of(ann) == 0


def test_a_crowded_address_makes_room_for_one_that_has_none_waiting() -> None:
    gate = HelloGate(max_waiting=8, address_waiting=4)
    for ticket in range(8):
        assert gate.admit(ticket, f"10.4.0.{ticket // 4}", ticket / 100) == ()
    # the newest hello of the most crowded address makes room
    assert gate.admit(100, "10.4.0.9", 0.1) == (7,)
    assert gate.admit(101, "10.4.0.10", 0.1) == (3,)
    assert gate.admit(102, "10.4.0.11", 0.1) == (6,)
    assert gate.admit(103, "10.4.0.12", 0.1) == (2,)
    assert gate.admit(104, "10.4.0.13", 0.1) == (5,)
    assert gate.admit(105, "10.4.0.14", 0.1) == (1,)
    # every address now holds one: the next one waits outside
    assert isinstance(gate.admit(106, "10.4.0.15", 0.1), str)
    # answers go round the addresses, one without a wrong code before the others
    gate.settled("10.4.0.0", False, 0.1)
    order = []
    now = 0.0
    while gate.waiting:
        due = gate.next_due
        assert due is not None
        now = due
        order += gate.due(now)
    assert order == [4, 100, 101, 102, 103, 104, 105, 0]


def test_key_exchanges_in_all_are_bounded_and_a_newcomer_waits_one_round_at_most() -> None:
    budget = ExchangeBudget()
    flood = [f"10.4.0.{n}" for n in range(48)]
    ticket, now, computed = 0, 0.0, 0
    newcomer: float | None = None
    while now < 30.0:
        for address in flood:  # every address asks again and again: most are refused
            ticket += 1
            computed += budget.ask(ticket, address, now) is True
        if newcomer is None and now >= 20.0:
            newcomer = now
            assert budget.ask(10**6, "10.0.0.1", now) is None  # it waits its turn
        due = budget.due(now)
        computed += len(due)
        if 10**6 in due:
            assert newcomer is not None
            turn = now - newcomer
            assert turn <= (len(flood) + 1) / EXCHANGES_IN_ALL + 0.1
            newcomer = float("inf")
        now = round(now + 0.05, 2)
    assert newcomer == float("inf")  # the newcomer had its turn
    assert computed == budget.computed
    assert computed <= EXCHANGES_IN_ALL * 30.0 + EXCHANGES_AT_ONCE
    assert computed >= EXCHANGES_IN_ALL * 29.0  # the budget is used, not wasted


def test_a_key_exchange_whose_connection_closed_gives_its_turn_away() -> None:
    budget = ExchangeBudget(total_rate=1.0, total_burst=1.0)
    assert budget.ask(1, "10.4.0.1", 0.0) is True
    assert budget.ask(2, "10.4.0.2", 0.0) is None
    assert budget.ask(3, "10.4.0.2", 0.0) is False  # one waits per address
    assert budget.ask(4, "10.4.0.3", 0.0) is None
    budget.drop(2)
    assert budget.next_due == 1.0
    assert budget.due(1.0) == [4]
    assert budget.next_due is None


# -- real sockets ------------------------------------------------------------------------

class Seated:
    """A client's UI that only notes its welcome."""

    def __init__(self) -> None:
        self.welcome = asyncio.Event()
        self.waits: list[int] = []

    def message(self, message: Message) -> None:
        if message.type == "welcome":
            self.welcome.set()

    def status(self, text: str, **values: object) -> None:
        pass

    def busy(self, seconds: int, reason: object) -> None:
        self.waits.append(seconds)


async def seconds_to_a_seat(port: int) -> float:
    """How long a person with the right code, joining the host on ``port`` over loopback
    and trying again while it is busy, waits for a seat (at most ``DOOR`` seconds)."""
    ui = Seated()
    client = ClientGame(registry().get, "ann", CODE)
    runner = ClientRunner(client, loopback(port), ui)
    loop = asyncio.get_running_loop()
    began = loop.time()
    joining = asyncio.create_task(join_retrying(runner.run, ui.busy))
    try:
        await asyncio.wait_for(ui.welcome.wait(), DOOR)
        return loop.time() - began
    finally:
        runner.stop()
        joining.cancel()
        await asyncio.gather(joining, return_exceptions=True)


def test_over_loopback_a_flood_of_48_addresses_keeps_nobody_out() -> None:
    async def scenario() -> float:
        host = HostGame(GameRecord(registry().get("reversi"), {}, 5), CODE, [True, True])
        server = HostServer(host)
        port = await server.start("127.0.0.1", 0)
        attacker = await asyncio.create_subprocess_exec(
            sys.executable, "-m", "tests.hostile.flood", str(port), env=environment(),
            cwd=str(ROOT), stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL)
        try:
            flooders = [f"127.0.0.{2 + n}" for n in range(ADDRESSES)]
            while sum(host.gate.failures(address) > 0 for address in flooders) < 24:
                await asyncio.wait_for(server.changed.wait(), 60)  # the flood is on
                server.changed.clear()
            return await seconds_to_a_seat(port)
        finally:
            attacker.kill()
            await attacker.wait()
            await server.close()

    seconds = asyncio.run(scenario())
    print(f"the right code got a seat {seconds:.2f} s after its first try")
    assert seconds < DOOR


#: Key exchanges the flood must have had computed before the right code comes (as many
#: as the host allows in 20 seconds: the flood is in full swing).
SWING = 500


def test_over_loopback_a_flood_in_full_swing_is_bounded_and_keeps_nobody_out() -> None:
    async def scenario() -> tuple[float, int, float, float, float]:
        host = HostGame(GameRecord(registry().get("reversi"), {}, 5), CODE, [True, True])
        server = HostServer(host)
        budget = server.exchanges
        cpu = time.process_time()
        port = await server.start("127.0.0.1", 0)
        attacker = await asyncio.create_subprocess_exec(
            sys.executable, "-m", "tests.hostile.flood", str(port), "120", env=environment(),
            cwd=str(ROOT), stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL)
        loop = asyncio.get_running_loop()
        try:
            started = loop.time()
            while budget.computed < SWING:
                await asyncio.wait_for(server.changed.wait(), 60)
                server.changed.clear()
                assert loop.time() - started < 90, budget.computed
            swing, counted = loop.time() - started, budget.computed
            cpu = time.process_time() - cpu  # the host's computing (this process's)
            began = loop.time()
            took = await seconds_to_a_seat(port)
            return took, budget.computed - counted, loop.time() - began, swing, cpu
        finally:
            attacker.kill()
            await attacker.wait()
            await server.close()

    took, exchanges, window, swing, cpu = asyncio.run(scenario())
    print(f"after {swing:.1f} s of flood ({SWING} key exchanges, {cpu:.1f} s of the host's "
          f"computing), the right code got a seat {took:.2f} s after its first try; "
          f"{exchanges} key exchanges in {window:.2f} s")
    assert took < DOOR
    # However many addresses flood it, the host computes no more exchanges than its budget.
    assert exchanges <= EXCHANGES_IN_ALL * window + EXCHANGES_AT_ONCE


def test_join_tries_a_busy_host_again_with_a_countdown() -> None:
    async def scenario() -> str:
        host = HostGame(GameRecord(registry().get("reversi"), {}, 5), CODE, [True, True])
        host.gate = HelloGate(max_waiting=0)  # every hello is refused: busy
        server = HostServer(host)
        port = await server.start("127.0.0.1", 0)
        join = await asyncio.create_subprocess_exec(
            *qtgames("join", f"127.0.0.1:{port}", "--code", CODE, "--player", "random"),
            stdout=subprocess.PIPE, stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL,
            env=environment())
        assert join.stdout is not None
        seen = []
        try:
            while True:
                line = (await asyncio.wait_for(join.stdout.readline(), 60)).decode()
                assert line, "".join(seen)
                seen.append(line)
                if "trying again in" in line:
                    host.gate = HelloGate(delay=0.0)  # the crowd is gone
                if "Your seat's token" in line:
                    break
        finally:
            if join.returncode is None:
                join.kill()
            await join.wait()
            await server.close()
        return "".join(seen)

    out = asyncio.run(scenario())
    assert "The host is busy (the host is busy with other players joining: try again in a " \
           "moment): trying again in 1 s" in out, out
    assert "Your seat's token, to take your seat back: " in out, out


def test_the_countdown_is_told_once_a_wait_in_a_log_and_in_french() -> None:
    out = io.StringIO()
    ui = NetTextUI(ClientGame(registry().get, "ann", CODE), out)
    ui.tr = Translator("fr")
    reason = QtGamesError(BUSY)
    for seconds in (2, 1, 4, 3, 2, 1):
        ui.busy(seconds, reason)
    lines = out.getvalue().splitlines()
    assert lines == [
        "L'hôte est occupé (l'hôte est occupé par d'autres joueurs qui arrivent : réessayez "
        f"dans un instant) : nouvel essai dans {seconds} s…" for seconds in (2, 4)]


def test_absent_forfeit_outside_a_series_is_refused(capsys: pytest.CaptureFixture[str]) -> None:
    code, _, err = run(["host", "reversi", "--players", "remote,remote", "--port", "0",
                        "--absent-forfeit", "30"], capsys)
    assert code == 2 and err == ("qtgames: --absent-forfeit is for a series of games "
                                 "(--games N)\n")


def test_a_full_round_of_waiting_exchanges_ends_before_the_hello_deadline() -> None:
    assert MAX_CONNECTIONS / EXCHANGES_IN_ALL < HELLO_TIMEOUT < HANDSHAKE_TIMEOUT
