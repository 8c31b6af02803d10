"""A search by an outside player stops at once when cancelled (undo, new game, closing the
window): its process is killed, and the next move starts a fresh one."""

import sys
import threading
import time
from collections.abc import Callable
from pathlib import Path

import pytest

from qtgames.ai.player import Cancelled
from qtgames.core.game import GameSpec
from qtgames.players import make_player
from qtgames.players.player import OutsidePlayer
from tests.players.conftest import child_processes

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="POSIX process groups")


def test_a_cancelled_search_kills_the_process_within_a_fraction_of_a_second(
        reversi: GameSpec, bot: Callable[[str], Path]) -> None:
    state = reversi.new_state(reversi.resolve_options({}), 0)
    player = make_player(reversi, f"py@60:{bot('sleeper')}", 0)
    cancel = threading.Event()
    threading.Timer(0.5, cancel.set).start()
    started = time.monotonic()
    with pytest.raises(Cancelled):
        player.choose(state, cancel)
    assert time.monotonic() - started < 1.5
    assert child_processes() == []


def test_after_a_cancel_the_next_move_starts_a_new_process(
        reversi: GameSpec, bot: Callable[[str], Path]) -> None:
    state = reversi.new_state(reversi.resolve_options({}), 0)
    player = make_player(reversi, f"py:{bot('good')}", 0)
    assert isinstance(player, OutsidePlayer)
    cancel = threading.Event()
    cancel.set()
    with pytest.raises(Cancelled):
        player.choose(state, cancel)
    move = player.choose(state)
    assert move == state.legal_moves()[0]
    assert player.child is not None and player.child.running
    first = player.child.process.pid
    state.play(move)
    state.play(player.choose(state))  # the same process goes on
    assert player.child.process.pid == first
    player.close()
    assert player.child is None and child_processes() == []


def test_a_player_forgotten_without_close_does_not_leave_its_process(
        reversi: GameSpec, bot: Callable[[str], Path]) -> None:
    import gc

    state = reversi.new_state(reversi.resolve_options({}), 0)
    player = make_player(reversi, f"py:{bot('good')}", 0)
    player.choose(state)
    assert child_processes() != []
    del player
    gc.collect()
    assert child_processes() == []
