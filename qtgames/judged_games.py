"""Games between the levels, every position judged as the review judges it: what the
review's chance to win is measured and fitted on.

Two levels (or one against itself) play a game, each searching a bounded number of nodes
after a couple of random moves (so that games differ); at every position the strongest
level searches the mover's view with the review's nodes and its value is kept, or the
proved result where the game proves one. Whoever plays, the review sees only the position:
fitting and measuring on games of every pairing makes its chance mean the same against a
beginner as between experts.
"""

import json
import math
import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from itertools import combinations_with_replacement
from pathlib import Path
from typing import Any

from qtgames.ai.values import team_points
from qtgames.calibration import Curve
from qtgames.core.game import GameSpec, Level
from qtgames.core.options import OptionValue

#: The usual levels, weakest first; a game without them pairs all of its levels.
STANDARD = ("easy", "medium", "hard")
#: Nodes a move for the players (a bound keeps games reproducible and quick).
PLAY_NODES = 3000
#: Nodes the review searches a position with.
REVIEW_NODES = 1000
#: Random moves that open each game.
RANDOM_MOVES = 2
#: A file of judged games larger than this is not read.
MAX_FILE_BYTES = 50_000_000


@dataclass(frozen=True)
class Judged:
    """One position of a played game: the strongest level's search value for the mover
    (None when the game proves the result or when the mover had one move), the result the
    game proves for the mover (1, 0.5, 0; None when not proved), whether the mover's side
    started the game, the points the mover's side finally made, and the pairing and ply
    it comes from."""

    value: float | None
    exact: float | None
    started: bool
    result: float
    pairing: str
    ply: int

    def chance(self, curve: Curve) -> float | None:
        """The review's chance for the mover here; None when it has no value to give."""
        if self.exact is not None:
            return self.exact
        if self.value is None:
            return None
        return curve.chance(self.value, self.started)

    def to_json(self) -> dict[str, Any]:
        """The position as a data file keeps it."""
        return {"value": self.value, "exact": self.exact, "started": self.started,
                "result": self.result, "pairing": self.pairing, "ply": self.ply}

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> "Judged":
        """The position read back from ``to_json``'s form."""
        value, exact = data["value"], data["exact"]
        return cls(None if value is None else float(value),
                   None if exact is None else float(exact), bool(data["started"]),
                   float(data["result"]), str(data["pairing"]), int(data["ply"]))


def pairings(spec: GameSpec) -> list[tuple[Level, Level]]:
    """Every pairing of the game's usual levels, self-play included, weakest first."""
    usual = [level for name in STANDARD for level in spec.levels if level.name == name]
    return list(combinations_with_replacement(usual or list(spec.levels), 2))


def judged_game(spec: GameSpec, options: Mapping[str, OptionValue], seed: int,
                levels: Sequence[Level], play_nodes: int = PLAY_NODES,
                review_nodes: int = REVIEW_NODES) -> list[Judged]:
    """Play one game, team ``i`` played by ``levels[i]``, and judge each position."""
    state = spec.new_state(options, seed)
    rng = random.Random(seed)
    starter = state.team_of(state.to_move())
    order = [level.name for level in spec.levels]
    pairing = "-".join(sorted((level.name for level in levels), key=order.index))
    judge_level = spec.levels[-1]
    seen: list[tuple[float | None, float | None, int, int]] = []
    while not state.is_over() and state.ply() < spec.max_plies:
        mover = state.to_move()
        team = state.team_of(mover)
        view = state.view(mover)
        solution = view.solve()
        value: float | None = None
        exact: float | None = None
        if solution is not None:
            exact = 1.0 if solution.score > 0 else 0.5 if solution.score == 0 else 0.0
        else:
            judge = judge_level.make(seed * 7919 + state.ply())
            judge.seconds, judge.max_nodes = None, review_nodes
            try:
                judge.choose(state)
            finally:
                judge.close()
            value = judge.last_value
        seen.append((value, exact, team, state.ply()))
        moves = state.legal_moves()
        if state.ply() < RANDOM_MOVES:
            state.play(rng.choice(moves))
            continue
        player = levels[team % len(levels)].make(seed * 1000 + state.ply())
        player.seconds = None
        player.max_nodes = min(player.max_nodes or play_nodes, play_nodes)
        try:
            move = player.choose(state)
        finally:
            player.close()
        state.play(move)
    outcome = state.outcome() or state.adjudicate()
    return [Judged(value, exact, team == starter, team_points(state, outcome, team), pairing,
                   ply) for value, exact, team, ply in seen]


def read_games(path: Path) -> list[list[Judged]]:
    """Judged games from a file (a JSON list of games, each a list of ``to_json``
    positions, as ``tools/fit-calibration.py`` writes the games it keeps out of the fit);
    ValueError when it is not one."""
    try:
        if path.stat().st_size > MAX_FILE_BYTES:
            raise ValueError(f"larger than {MAX_FILE_BYTES} bytes")
        document = json.loads(path.read_text(encoding="utf-8"))
        if not isinstance(document, list) or not all(isinstance(game, list)
                                                     for game in document):
            raise ValueError("not a list of games")
        games = [[Judged.from_json(item) for item in game] for game in document]
    except (OSError, UnicodeDecodeError, KeyError, TypeError) as error:
        raise ValueError(str(error)) from None
    for game in games:
        for judged in game:
            numbers = [judged.result] + [x for x in (judged.value, judged.exact)
                                         if x is not None]
            if not all(math.isfinite(x) for x in numbers) or not 0 <= judged.result <= 1:
                raise ValueError("a position with a value out of range")
            if judged.exact is not None and not 0 <= judged.exact <= 1:
                raise ValueError("a position with a value out of range")
    return games


def write_games(path: Path, games: Sequence[Sequence[Judged]]) -> None:
    """Write judged games as ``read_games`` reads them."""
    path.write_text(json.dumps([[judged.to_json() for judged in game] for game in games])
                    + "\n", encoding="utf-8")
