"""Golden playthroughs and perft tables: what a game ships to pin its rules down.

A golden playthrough is a seeded random game written out ply by ply: a header (game,
version, options, seed, seats), then for each ply the position (and each seat's view in a
game with hidden information), the seat to move, the sorted legal moves and the move
played, through the end of the game or ``CAP`` moves. Replaying it with the same seed must
give the same lines.

A plugin may ship its own, beside its rules (``spec.rules_dir``): golden playthroughs as
``golden/*.txt`` files, and a perft table as ``perft.json``, a list of
``{"options": {...}, "position": "..." or null, "depth": N, "nodes": N}``.
``qtgames check`` replays them.
"""

import json
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path

from qtgames.core.errors import BadInput
from qtgames.core.game import GameSpec
from qtgames.core.options import OptionValue
from qtgames.core.outcome import Outcome
from qtgames.core.perft import perft
from qtgames.testing.playout import LONGEST, ContractError, play_random

#: A playthrough stops after this many moves, to keep the files reviewable.
CAP = 200
#: Largest shipped file read, in bytes; deepest perft run; most perft rows and golden files.
FILE_LIMIT = 2_000_000
DEPTH_LIMIT = 8
ROW_LIMIT = 100
GOLDEN_LIMIT = 50


def describe(outcome: Outcome, seats: tuple[str, ...]) -> str:
    """``black won: board-full, scores [40, 24]``."""
    winners = ", ".join(seats[seat] for seat in sorted(outcome.winners)) or "nobody (a draw)"
    scores = "" if outcome.scores is None else f", scores {list(outcome.scores)}"
    return f"{winners} won: {outcome.reason}{scores}"


def playthrough(spec: GameSpec, options: Mapping[str, OptionValue], seed: int) -> list[str]:
    """The lines of the golden playthrough of ``spec`` with ``options`` and ``seed``."""
    resolved = spec.resolve_options(options)
    state = spec.new_state(resolved, seed)
    seats = state.seats
    lines = ["# A seeded random game; 'qtgames check' replays it.",
             f"game: {spec.id}", f"version: {spec.version}",
             "options: " + " ".join(f"{key}={value}" for key, value in sorted(resolved.items())),
             f"seed: {seed}", f"seats: {', '.join(seats)}"]
    moves = play_random(state.copy(), seed, spec.max_plies * LONGEST).moves[:CAP]
    for ply in range(len(moves) + 1):
        lines += [f"ply {ply}", f"position: {state.position()}"]
        if spec.hidden_information:
            lines += [f"view of {name}: {state.view(seat).position()}"
                      for seat, name in enumerate(seats)]
        outcome = state.outcome()
        if outcome is not None:
            lines.append(f"over: {describe(outcome, seats)}")
            break
        lines.append(f"to move: {seats[state.to_move()]}")
        lines.append("legal: " + " ".join(sorted(map(state.format_move, state.legal_moves()))))
        if ply == len(moves):
            lines.append(f"cut: the file stops after {CAP} moves")
            break
        lines.append(f"move: {state.format_move(moves[ply])}")
        state.play(moves[ply])
    return lines


def _read(path: Path) -> str:
    if path.stat().st_size > FILE_LIMIT:
        raise BadInput("{path} is larger than {limit} bytes", path=str(path), limit=FILE_LIMIT)
    return path.read_text(encoding="utf-8")


def _header(lines: list[str], name: str) -> str:
    for line in lines[:8]:
        if line.startswith(f"{name}: ") or line == f"{name}:":
            return line.partition(":")[2].strip()
    raise BadInput("{name} is missing from the header", name=name)


@dataclass(frozen=True)
class Golden:
    """A golden file read back: its options, seed and lines."""

    path: Path
    options: dict[str, OptionValue]
    seed: int
    lines: list[str]


def read_golden(spec: GameSpec, path: Path) -> Golden:
    """The golden file at ``path`` (BadInput if its header is not one)."""
    lines = _read(path).splitlines()
    seed_text = _header(lines, "seed")
    if not (seed_text.isascii() and seed_text.isdecimal() and len(seed_text) < 19):
        raise BadInput("seed {seed!r} is not a whole number", seed=seed_text)
    options = spec.options_from_args(_header(lines, "options").split())
    return Golden(path, options, int(seed_text), lines)


def moves_before(lines: list[str], number: int) -> list[str]:
    """The moves written before line ``number`` (from 1) of a playthrough."""
    return [line.removeprefix("move: ") for line in lines[:number - 1]
            if line.startswith("move: ")]


def check_golden(spec: GameSpec, golden: Golden) -> None:
    """Replay ``golden``; ContractError at its first line that differs."""
    got = playthrough(spec, golden.options, golden.seed)
    for number, (want, line) in enumerate(zip(golden.lines, got, strict=False), start=1):
        if number > 1 and want != line:  # the first line is a comment
            error = ContractError("golden", f"{golden.path.name}:{number}: expected "
                                  f"{want[:200]!r}, the game gives {line[:200]!r}")
            error.moves = tuple(moves_before(got, number))
            raise error
    if len(got) != len(golden.lines):
        raise ContractError("golden", f"{golden.path.name}: {len(golden.lines)} lines "
                            f"expected, the game gives {len(got)}")


def golden_files(spec: GameSpec) -> list[Path]:
    """The golden playthroughs ``spec`` ships (at most ``GOLDEN_LIMIT``)."""
    if spec.rules_dir is None or not (spec.rules_dir / "golden").is_dir():
        return []
    return sorted((spec.rules_dir / "golden").glob("*.txt"))[:GOLDEN_LIMIT]


@dataclass(frozen=True)
class PerftRow:
    """One row of a perft table: from the start or ``position``, ``nodes`` at ``depth``."""

    options: dict[str, OptionValue]
    position: str | None
    depth: int
    nodes: int


def perft_table(spec: GameSpec) -> list[PerftRow]:
    """The perft table ``spec`` ships (``perft.json`` beside its rules), or none."""
    if spec.rules_dir is None or not (spec.rules_dir / "perft.json").is_file():
        return []
    try:
        rows = json.loads(_read(spec.rules_dir / "perft.json"))
    except ValueError as error:
        raise BadInput("perft.json is not JSON: {error}", error=str(error)) from None
    if not isinstance(rows, list) or len(rows) > ROW_LIMIT:
        raise BadInput("perft.json should be a list of at most {limit} rows", limit=ROW_LIMIT)
    table = []
    for row in rows:
        if not isinstance(row, dict):
            raise BadInput("perft.json: each row should be an object")
        options, position = row.get("options", {}), row.get("position")
        depth, nodes = row.get("depth"), row.get("nodes")
        if not (isinstance(options, dict) and (position is None or isinstance(position, str))
                and type(depth) is int and 0 <= depth <= DEPTH_LIMIT
                and type(nodes) is int and nodes >= 0):
            raise BadInput("perft.json: a row should hold options, position, depth (0 to "
                           "{limit}) and nodes", limit=DEPTH_LIMIT)
        table.append(PerftRow(spec.resolve_options(options), position, depth, nodes))
    return table


def check_perft(spec: GameSpec, row: PerftRow) -> None:
    """ContractError unless perft of ``row`` counts its nodes."""
    state = (spec.new_state(row.options, 0) if row.position is None
             else spec.from_position(row.position, row.options))
    found = perft(state, row.depth)
    where = "the start" if row.position is None else repr(row.position)
    if found != row.nodes:
        raise ContractError("perft", f"perft({where}, depth {row.depth}) is {found}, the "
                            f"table says {row.nodes}")
