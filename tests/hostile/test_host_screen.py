"""The host's screen is seen by whoever stands by it (the remote player beside it too):
with nobody playing there, it shows what a spectator sees, never a computer seat's hand."""

import re
import subprocess
from pathlib import Path

import pexpect
import pytest

from qtgames.core import saves
from tests.contract.games import registry
from tests.net.helpers import CODE
from tests.net.test_loopback import environment, qtgames

SEED = 7


def computer_cards(path: Path) -> set[str]:
    """Every card the computer seat (Player 1) held in the game saved at ``path``, as the
    text shows cards."""
    record = saves.load(path, registry().get)
    held: set[str] = set()
    for index in range(record.cursor + 1):
        record.goto(index)
        held |= {f"{card:02d}" for card in record.state.hands[0]}  # type: ignore[attr-defined]
    return held


@pytest.mark.parametrize("spectators", [[], ["--no-spectators"]])
def test_the_host_screen_shows_no_card_of_the_computer_hand(spectators: list[str],
                                                            tmp_path: Path) -> None:
    saved = tmp_path / "duel.json"
    command = qtgames("host", "duel", "--players", "easy,remote", "--port", "0", "--seed",
                      str(SEED), "--code", CODE, "--no-announce", "--save", str(saved),
                      *spectators)
    host = pexpect.spawn(command[0], command[1:], env=environment(), encoding="utf-8",
                         timeout=120)
    joiner = None
    try:
        host.expect(r"on port (\d+)")
        port = host.match.group(1)
        joiner = subprocess.Popen(qtgames("join", f"127.0.0.1:{port}", "--code", CODE,
                                          "--player", "random"), env=environment(),
                                  stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
                                  stderr=subprocess.DEVNULL)
        host.expect(pexpect.EOF)  # the game is over and the remote player gone
        shown = str(host.before)
    finally:
        host.close(force=True)
        if joiner is not None:
            joiner.kill()
            joiner.wait()
    hidden = computer_cards(saved)
    assert len(hidden) >= 6
    leaked = [line for line in shown.splitlines()
              if "Hand" in line and hidden & set(re.findall(r"\b\d\d\b", line))]
    assert not leaked, leaked
    # The host says it watches, and shows the game to its end as a spectator sees it.
    assert "Nobody plays here: this screen watches the game as a spectator does." in shown
    assert "Watching The Game: Le Duel." in shown, shown
    assert "you play" not in shown, shown
    assert "Player 1 wins" in shown or "Player 2 wins" in shown or "draw" in shown, shown
