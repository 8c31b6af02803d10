"""A seeded random game ends within ``spec.max_plies``, the length at which matches cut a
game short and adjudicate it."""

from tests.contract.games import LONGEST, Case, random_game


def test_random_games_end_within_max_plies(case: Case) -> None:
    cap = case.spec.max_plies
    for seed in (1, 2):
        game = random_game(case, seed)
        length = len(game.moves)
        assert length <= cap and game.state_at(length).is_over(), (
            f"{case.id} seed {seed}: the game is still going on after max_plies = {cap} "
            f"moves (it {'ends' if length < cap * LONGEST else 'is cut'} after {length})")
