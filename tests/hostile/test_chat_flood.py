"""Chat is limited per peer: a player sending line after line is muted after a few, told
so once, and the host is shown who was muted; the others still chat."""

import asyncio
import subprocess
import time
from pathlib import Path

from qtgames.net.client import ClientGame, request
from qtgames.net.host import CHAT_LINES, CHAT_SECONDS
from qtgames.net.protocol import Message
from qtgames.net.transport import connect
from tests.contract.games import registry
from tests.net.bots import read_messages
from tests.net.helpers import CODE, Table
from tests.net.test_loopback import environment, qtgames, wait_for_port


def test_a_chat_flood_reaches_a_spectator_a_few_lines_at_most() -> None:
    table = Table()
    muted: list[tuple[str, int]] = []
    table.host.on_muted = lambda player, seconds: muted.append((player, seconds))
    ann, bob = table.join("ann"), table.join("bob", address="10.0.0.2")
    watcher = table.join("watcher", address="10.0.0.3", role="spectator")
    table.clear()
    start = table.now
    for _ in range(972):  # 500 characters each, 50 a second for 20 s
        table.now += 1 / 50
        table.run(table.host.receive(ann, request("chat", text="x" * 500), table.now))
    seconds = table.now - start
    shown = [m for m in table.inbox[watcher] if m.type == "chat"]
    most = CHAT_LINES * (int(seconds // CHAT_SECONDS) + 1)
    assert CHAT_LINES <= len(shown) <= most
    notices = [m for m in table.inbox[ann] if m.type == "error" and m["code"] == "chat"]
    assert 1 <= len(notices) <= int(seconds // CHAT_SECONDS) + 1
    assert notices[0]["template"] == ("too many chat lines: your lines are not shown for "
                                      "{seconds} s")
    assert muted and {player for player, _ in muted} == {"ann"}
    assert all(1 <= seconds <= CHAT_SECONDS for _, seconds in muted)
    table.run(table.host.receive(bob, request("chat", text="gg"), table.now))  # bob is not muted
    assert table.last(watcher, "chat")["text"] == "gg"
    table.now += CHAT_SECONDS  # the limit is over in time
    table.run(table.host.receive(ann, request("chat", text="sorry"), table.now))
    assert table.last(watcher, "chat")["text"] == "sorry"


def test_the_hosts_terminal_shows_who_was_muted(tmp_path: Path) -> None:
    log = tmp_path / "host.log"
    with log.open("wb") as out:
        host = subprocess.Popen(qtgames("host", "reversi", "--port", "0", "--no-announce",
                                        "--code", CODE, "--players", "remote,remote"),
                                stdout=out, stderr=subprocess.STDOUT,
                                stdin=subprocess.DEVNULL, env=environment())

    async def chatter(port: int) -> None:
        link = await connect("127.0.0.1", port)
        link.send(ClientGame(registry().get, "chatty", CODE).hello())
        await asyncio.wait_for(read_messages(link, "welcome"), 30)
        for n in range(CHAT_LINES + 3):
            link.send(request("chat", text=f"line {n}"))
        while True:  # the host tells it, once
            message = await asyncio.wait_for(link.receive(), 30)
            assert message is not None
            if isinstance(message, Message) and message.type == "error":
                assert message["code"] == "chat", message
                break
        link.close()

    try:
        asyncio.run(chatter(wait_for_port(log, host)))
        deadline = time.monotonic() + 60
        while "chatty sends chat too fast: muted for" not in log.read_text("utf-8"):
            assert host.poll() is None and time.monotonic() < deadline, log.read_text()
            time.sleep(0.05)
    finally:
        host.kill()
        host.wait(timeout=30)
