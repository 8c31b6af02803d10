"""Helpers shared by several test modules: a Python file run as a module, the command
line, the text version in a pseudo-terminal, processes left running, Zen positions, a
brute-force solver. Test modules import from here, never from each other."""

import contextlib
import importlib.util
import json
import os
import re
import signal
import sys
import time
from pathlib import Path
from types import ModuleType

import pexpect
import pytest

from qtgames.cli.main import main
from qtgames.core.state import GameState, Move
from qtgames_zen.round import BLACK_PAWN, EMPTY, SIZE, WHITE_PAWN, ZEN, ZenState, parse_square

# -- a Python file run as a module -----------------------------------------------------------


def module_at(path: Path, name: str) -> ModuleType:
    """The Python file at ``path`` run as a module called ``name`` (kept out of
    ``sys.modules``: each call runs it afresh)."""
    spec = importlib.util.spec_from_file_location(name, path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


# -- the command line, in process ------------------------------------------------------------


def run(args: list[str], capsys: pytest.CaptureFixture[str]) -> tuple[int, str, str]:
    """Run ``qtgames ARGS``; return the exit code, the output and the errors."""
    code = main(args)
    out, err = capsys.readouterr()
    return code, out, err


def run_json(args: list[str], capsys: pytest.CaptureFixture[str]) -> dict:
    """Run ``qtgames ARGS --json``, which must succeed; return the document."""
    code, out, err = run([*args, "--json"], capsys)
    assert code == 0, err
    return json.loads(out)


# -- the text version in a pseudo-terminal ---------------------------------------------------

ANSI = re.compile(r"\x1b\[[0-9;]*m")


def spawn(args: list[str], color: bool = False, lang: str = "en") -> pexpect.spawn:
    """``qtgames text ARGS`` on a pseudo-terminal of 50 × 120 characters."""
    env = dict(os.environ, QTGAMES_LANG=lang)
    if color:
        env.pop("NO_COLOR", None)
        env["TERM"] = "xterm-256color"
    return pexpect.spawn(sys.executable, ["-m", "qtgames", "text", *args], env=env,
                         encoding="utf-8", codec_errors="replace", timeout=60,
                         dimensions=(50, 120))


def black_played_d3() -> pexpect.spawn:
    """Two people at a game of Black & White in the terminal: Black has played d3, and
    White is asked for a move."""
    child = spawn(["reversi", "--players", "human,human"])
    child.expect("Black> ")
    child.sendline("d3")
    child.expect("White> ")
    return child


def legal_moves(child: pexpect.spawn) -> list[str]:
    """The legal moves the text version lists on the ``moves`` command."""
    child.sendline("moves")
    child.expect(r"Legal moves \(\d+\): ([^\r\n]*)")
    return ANSI.sub("", child.match.group(1)).split()


# -- Zen l'Initié positions ------------------------------------------------------------------


# -- processes left running --------------------------------------------------------------------

#: Seconds to wait for a killed process to be gone (a bound, not a measure).
GONE_SECONDS = 10


def processes_with(marker: str) -> list[int]:
    """The processes running now whose command line holds ``marker``."""
    found = []
    for entry in os.listdir("/proc"):
        if entry.isdecimal():
            with contextlib.suppress(OSError):
                if marker.encode() in Path(f"/proc/{entry}/cmdline").read_bytes():
                    found.append(int(entry))
    return found


def survivors(marker: str) -> list[int]:
    """The processes whose command line holds ``marker``, waited for until they are gone
    (``GONE_SECONDS`` at most); those still there are killed, and returned."""
    deadline = time.monotonic() + GONE_SECONDS
    while (found := processes_with(marker)) and time.monotonic() < deadline:
        time.sleep(0.1)
    for pid in found:  # the test's own leftovers: never left running
        with contextlib.suppress(OSError):
            os.kill(pid, signal.SIGKILL)
    return found


def zen_board(black: str = "", white: str = "", zen: str | None = None, seat: int = 0,
              players: int = 2, forbidden: str | None = None,
              free_zen: bool = False) -> ZenState:
    """A Zen position with pawns on the named squares, e.g. ``zen_board("A1 B1", "K11")``."""
    cells = [EMPTY] * (SIZE * SIZE)
    for names, piece in ((black, BLACK_PAWN), (white, WHITE_PAWN)):
        for name in names.split():
            cells[parse_square(name)] = piece
    if zen:
        cells[parse_square(zen)] = ZEN
    return ZenState(cells, seat, players, parse_square(forbidden) if forbidden else None,
                    free_zen)


# -- brute force: what a position is worth, searched to the end -------------------------------


def game_value(state: GameState, team: int, plies: int | None = None) -> float:
    """What ``state`` is worth to ``team`` when every side plays its best: 1 won, 0.5 drawn,
    0 lost. Plain minimax over every legal move to the end of the game, sharing nothing with
    the computer players. With ``plies``, only a win within that many moves counts: a game
    still going on there is worth 0."""
    moves = state.legal_moves()
    if not moves:
        outcome = state.outcome()
        assert outcome is not None
        if outcome.is_draw:
            return 0.5
        return 1.0 if any(state.team_of(seat) == team for seat in outcome.winners) else 0.0
    if plies == 0:
        return 0.0
    deeper = None if plies is None else plies - 1
    values = []
    for move in moves:
        state.play(move)
        values.append(game_value(state, team, deeper))
        state.undo()
    return max(values) if state.team_of(state.to_move()) == team else min(values)


def winning_moves(state: GameState, plies: int | None = None) -> list[Move]:
    """The moves that win by force for the side to move (within ``plies`` moves, this one
    included), in the order of ``legal_moves()``."""
    state = state.copy()
    team = state.team_of(state.to_move())
    winners = []
    for move in state.legal_moves():
        state.play(move)
        if game_value(state, team, None if plies is None else plies - 1) == 1.0:
            winners.append(move)
        state.undo()
    return winners
