"""Games that reach a forced move (a pass) soon, found by playing from a seed."""

import random

from qtgames.core.record import GameRecord
from qtgames.core.rng import PLAIN
from qtgames.plugins import GameRegistry


def record_before_a_pass(registry: GameRegistry, game: str = "reversi",
                         options: dict[str, object] | None = None) -> GameRecord:
    """A two-person game whose next move is forced (a pass), played at random from a seed."""
    spec = registry.get(game)
    for seed in range(200):
        rng = random.Random(seed)
        record = GameRecord(spec, options or {"size": 6}, seed, ["human", "human"], deal_key=PLAIN)
        while not record.state.is_over():
            if record.state.forced_move() is not None:
                return record
            record.play(rng.choice(record.state.legal_moves()))
    raise AssertionError("no pass in 200 random games")
