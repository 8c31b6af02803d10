"""Each level beats the one below it: short seeded matches, seats alternating, in every game."""

from collections.abc import Mapping

import pytest

from qtgames.ai.arena import play_game, seats_for
from qtgames.cli.series import PairingScore
from qtgames.core.game import GameSpec
from qtgames.core.rng import derive_seed
from qtgames.plugins import load_games

GAMES = 6


def match(spec: GameSpec, options: Mapping[str, object], a: str, b: str,
          seed: int) -> PairingScore:
    """A against B, ``GAMES`` games, A on the first side in even games (as ``qtgames match``)."""
    resolved = spec.resolve_options(options)
    score = PairingScore(a, b)
    for index in range(GAMES):
        seats, a_seats = seats_for(spec, resolved, a, b, a_team=index % 2)
        result = play_game(spec, resolved, derive_seed(seed, 0, index), seats)
        score.add(result, list(a_seats))
    return score


LADDER = [
    ("reversi", {"size": 6}, "easy", "random"),
    ("reversi", {"size": 6}, "medium", "easy"),
    ("zen", {}, "easy", "random"),
    ("zen", {}, "medium", "easy"),
    ("duel", {}, "easy", "random"),
    ("duel", {}, "medium", "easy"),
    ("roses", {}, "easy", "tata-suzanne"),
    ("roses", {}, "medium", "easy"),
    ("chifoumi", {}, "easy", "random"),
    ("chifoumi", {}, "medium", "easy"),
    ("nim", {"matches": 11}, "easy", "random"),
    ("nim", {"matches": 11}, "hard", "medium"),
]


@pytest.mark.parametrize("game, options, higher, lower", [
    pytest.param(*rung, id=f"{rung[0]}-{rung[2]}-{rung[3]}") for rung in LADDER])
def test_the_higher_level_scores_better(game: str, options: dict[str, object], higher: str,
                                        lower: str, nim_home, monkeypatch) -> None:
    monkeypatch.setenv("QTGAMES_HOME", str(nim_home))  # the example plugin, Nim, with the rest
    spec = load_games().get(game)
    score = match(spec, options, higher, lower, seed=1)
    assert score.a_wins > score.b_wins, score.to_json()
