"""A seeded random game ends within ``spec.max_plies``, the length at which matches cut a
game short and adjudicate it."""

from tests.contract.conftest import known_bug
from tests.contract.games import LONGEST, Case, random_game


@known_bug("zen-variant2", "zen-firstblack-variant3", "zen-firstblack-players4-variant2",
           "zen-firstwhite-players4-variant3",
           reason="Zen's max_plies (1000) is shorter than a random match of variants 2 and 3 "
                  "(rounds to 7 points), which usually takes 1000 to 3500 plies")
def test_random_games_end_within_max_plies(case: Case) -> None:
    cap = case.spec.max_plies
    for seed in (1, 2):
        game = random_game(case, seed)
        length = len(game.moves)
        assert length <= cap and game.state_at(length).is_over(), (
            f"{case.id} seed {seed}: the game is still going on after max_plies = {cap} "
            f"moves (it {'ends' if length < cap * LONGEST else 'is cut'} after {length})")
