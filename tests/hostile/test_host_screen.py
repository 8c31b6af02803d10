"""The host's screen is seen by whoever stands by it (the remote player beside it too):
with nobody playing there, it shows what a spectator sees, never a computer seat's hand."""

import asyncio
import getpass
import io
import re
import threading

import pexpect
import pytest

from qtgames.cli.netgame import NetTextUI
from qtgames.net.client import ClientGame, FinishedGame
from qtgames.net.transport import ClientRunner
from tests.contract.games import registry
from tests.net.helpers import CODE, loopback
from tests.net.test_loopback import environment, qtgames

SEED = 7
#: The longest a game between the computers may take, in seconds.
LONGEST = 120.0


def computer_cards(final: FinishedGame) -> set[str]:
    """Every card the computer seat (Player 1) held in the finished game, as the text
    shows cards."""
    record = final.record()
    held: set[str] = set()
    for index in range(record.cursor + 1):
        record.goto(index)
        held |= {f"{card:02d}" for card in record.state.hands[0]}  # type: ignore[attr-defined]
    return held


def join_until_the_end(port: int, finals: list[FinishedGame]) -> None:
    """Play Player 2 (the computer, at random) from this process until the host sends the
    finished game's whole record (kept in ``finals``), then leave."""
    async def play() -> None:
        client = ClientGame(registry().get, "bob", CODE)
        ui = NetTextUI(client, io.StringIO(), computer_name="random", seed=SEED)

        runner = ClientRunner(client, loopback(port), ui)
        ui.runner = runner
        playing = asyncio.create_task(runner.run())
        loop = asyncio.get_running_loop()
        deadline = loop.time() + LONGEST
        while client.final is None and not playing.done() and loop.time() < deadline:
            await asyncio.wait({playing}, timeout=0.05)
        if client.final is not None:
            finals.append(client.final)
        runner.stop()
        await asyncio.gather(playing, return_exceptions=True)

    asyncio.run(play())


@pytest.mark.parametrize("spectators", [[], ["--no-spectators"]])
def test_the_host_screen_shows_no_card_of_the_computer_hand(spectators: list[str]) -> None:
    command = qtgames("host", "duel", "--players", "easy,remote", "--port", "0", "--seed",
                      str(SEED), "--code", CODE, "--no-announce", *spectators)
    host = pexpect.spawn(command[0], command[1:], env=environment(), encoding="utf-8",
                         timeout=LONGEST)
    finals: list[FinishedGame] = []
    joiner = None
    try:
        host.expect(r"on port (\d+)")
        joiner = threading.Thread(target=join_until_the_end,
                                  args=(int(host.match.group(1)), finals))
        joiner.start()
        host.expect(pexpect.EOF)  # the game is over and the remote player gone
        shown = str(host.before)
    finally:
        host.close(force=True)
        if joiner is not None:
            joiner.join(LONGEST)
    assert finals, "the game did not end"
    hidden = computer_cards(finals[0])
    assert len(hidden) >= 6
    leaked = [line for line in shown.splitlines()
              if "Hand" in line and hidden & set(re.findall(r"\b\d\d\b", line))]
    assert not leaked, leaked
    # The host says it watches, and shows the game to its end as a spectator sees it.
    assert "Nobody plays here: this screen watches the game as a spectator does." in shown
    assert "Watching The Game: Le Duel." in shown, shown
    assert "you play" not in shown, shown
    # A spectator has no piles of its own; the computer seat is named for its level.
    assert "Your piles" not in shown and "'s piles, A in moves:" in shown, shown
    assert "Player 1 (easy)" in shown, shown
    assert f"({getpass.getuser()})" not in shown, shown
    assert "Player 1 wins" in shown or "Player 2 wins" in shown or "draw" in shown, shown
