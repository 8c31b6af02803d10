"""Helpers shared by several test modules: the command line, the text version in a
pseudo-terminal, Zen positions. Test modules import from here, never from each other."""

import json
import os
import re
import sys

import pexpect
import pytest

from qtgames.cli.main import main
from qtgames_zen.rules import BLACK_PAWN, EMPTY, SIZE, WHITE_PAWN, ZEN, ZenState, parse_square

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


def legal_moves(child: pexpect.spawn) -> list[str]:
    """The legal moves the text version lists on the ``moves`` command."""
    child.sendline("moves")
    child.expect(r"Legal moves \(\d+\): ([^\r\n]*)")
    return ANSI.sub("", child.match.group(1)).split()


# -- Zen l'Initié positions ------------------------------------------------------------------


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
