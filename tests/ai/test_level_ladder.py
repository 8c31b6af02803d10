"""Each level finds what the one below it misses: in every game, for every step of the ladder,
a known position where the right moves are proven by the test itself (brute force, or the
rules' own scores), the higher level plays one of them whatever its seed, and the lower
level, with a fixed seed, plays another. A level replaced by the one below it fails here.

The measured strength of each step (scores over a hundred games) is ``qtgames bench
--ladder``'s; this only checks that each level sees further than the one below it.
"""

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import pytest

from qtgames.ai.arena import make_player
from qtgames.core.game import GameSpec
from qtgames.plugins import load_games
from qtgames_duel.rules import ASCENDING, END, OWN, DuelState
from tests.games.roses.positions import state as roses_state
from tests.helpers import winning_moves

#: The proven right moves of a position: a list of its legal moves.
Judge = Callable[[Any], list[Any]]


def wins_at_once(state: Any) -> list[Any]:
    """The moves that end the game won."""
    return winning_moves(state, 1)


def wins_to_the_end(state: Any) -> list[Any]:
    """The moves that win whatever the answer, searched to the end of the game."""
    return winning_moves(state)


def no_win_given_away(state: Any) -> list[Any]:
    """The moves after which the opponent cannot win with their next move."""
    team = state.team_of(state.to_move())
    safe = []
    for move in state.legal_moves():
        after = state.copy()
        after.play(move)
        if after.is_over() or after.team_of(after.to_move()) == team \
                or not winning_moves(after, 1):
            safe.append(move)
    return safe


def back_jumps(state: DuelState) -> list[Any]:
    """Le Duel: the back-jumps on the mover's own piles (10 below the ascending top, 10 above
    the descending one), which give room back rather than use it up."""
    def back(move: tuple[int, int, int]) -> bool:
        card, side, direction = move
        top = state.top(state.seat, direction)
        return move != END and side == OWN and card == (
            top - 10 if direction == ASCENDING else top + 10)
    return [move for move in state.legal_moves() if back(move)]


def nearest_cards(state: DuelState) -> list[Any]:
    """Le Duel: the placements on the mover's own piles that jump over the fewest cards."""
    def gap(move: tuple[int, int, int]) -> int:
        card, _, direction = move
        top = state.top(state.seat, direction)
        return card - top if direction == ASCENDING else top - card
    own = [move for move in state.legal_moves()
           if move != END and move[1] == OWN and gap(move) > 0]
    best = min(gap(move) for move in own)
    return [move for move in own if gap(move) == best]


def _score_after(state: Any, move: Any, seat: int) -> int:
    after = state.copy()
    after.play(move)
    return int(after.scores()[seat])


def best_gain(state: Any) -> list[Any]:
    """Le Roi des Roses: the moves that add the most points to the mover's territories, by
    the rules' own count (only when they add some)."""
    seat = state.to_move()
    gains = {move: _score_after(state, move, seat) - state.scores()[seat]
             for move in state.legal_moves()}
    best = max(gains.values())
    return [move for move, value in gains.items() if value == best > 0]


def no_territory_handed_over(state: Any) -> list[Any]:
    """Le Roi des Roses: the moves after which no answer of the opponent (whose hand is
    known) adds more than a few points to their territories."""
    other = 1 - state.to_move()
    safe = []
    for move in state.legal_moves():
        after = state.copy()
        after.play(move)
        base = after.scores()[other]
        if max(_score_after(after, reply, other) - base for reply in after.legal_moves()) < 5:
            safe.append(move)
    return safe


@dataclass(frozen=True)
class Rung:
    """Level ``higher`` finds a move of ``judge`` in ``position``; ``lower`` with seed
    ``lower_seed`` does not."""

    game: str
    higher: str
    lower: str
    position: Any  # the game's notation, or a function making the state
    judge: Judge
    lower_seed: int = 1
    options: tuple[tuple[str, object], ...] = ()

    def state(self, spec: GameSpec) -> Any:
        """A fresh copy of the position."""
        if callable(self.position):
            return self.position()
        return spec.from_position(self.position, spec.resolve_options(dict(self.options)))


def _roses_joins() -> Any:
    # Red holds three cards: Tata Suzanne draws; N1 lands beside Red's row of four on
    # (4, 4)-(4, 7), worth 9 points now.
    return roses_state(red=[(4, 4), (4, 5), (4, 6), (4, 7)], king=(4, 4),
                       hand_r=["N1", "N3", "E1"], hand_b=["S1"])


def _roses_gift() -> Any:
    # White has a row of four on (0, 0)-(0, 3) and holds NE2: Red's NO2 puts the king on
    # (2, 2), from where NE2 lands on (0, 4) and makes White's row five.
    return roses_state(red=[(4, 4)], white=[(0, 0), (0, 1), (0, 2), (0, 3)], king=(4, 4),
                       hand_r=["NO2", "NE1", "E3", "S3", "SO3"], hand_b=["NE2"])


SIX = (("size", 6),)
RUNGS = [
    # Black & White 6×6: one of 4 moves wins (searched to the end); easy's one-move look
    # sees it, random does not.
    Rung("reversi", "easy", "random", "w1w1ww/wwwwwb/wwbbw1/bbwb1w/bbbwb1/1wwwwb b 27",
         wins_to_the_end, options=SIX),
    # One of 5 moves wins; it takes medium's deeper search.
    Rung("reversi", "medium", "easy", "b2b2/bbbb1w/bwbbbw/bwbb1w/bbwbbw/b1bbbw w 26",
         wins_to_the_end, options=SIX),
    # Zen: G1-G2 alone of 18 moves links Black's pawns at once.
    Rung("zen", "easy", "random", "11/11/11/11/11/7o3/8o2/11/4xx5/5o5/6x4 0 - 2 v0 0-0 0 -",
         wins_at_once),
    # Three of 19 moves let White link at once: easy plays one, medium none.
    Rung("zen", "medium", "easy", "4x6/4o6/5o5/11/6o4/11/6z3x/11/11/2x8/11 0 - 2 v0 0-0 0 -",
         no_win_given_away),
    # Chifoumi: E3xF3 alone of 7 moves ends the game won.
    Rung("chifoumi", "easy", "random", "3/3/7/7/2[cpfr]2[CPRR]1/C2/3 N 2-1 14 S",
         wins_at_once),
    # One of 8 moves lets South win at once: easy plays it.
    Rung("chifoumi", "medium", "easy", "3/3/7/1C3[cr]1/2R2[PFC]1/3/R2 N 4-0 6 N",
         no_win_given_away),
    # Le Duel: 33 on the ascending pile jumps over fewest cards; random lays another.
    Rung("duel", "easy", "random",
         "0 1 1.12 60 1 60 03,21,33,36,46 22,23,31,49,56,57 45,11,31,53,04,51,29,54,44,16,"
         "49,10,25,18,48,30,07,02,56,20,43,59,32,37,52,58,41,50,05,55,26,39,28,17,23,35,27,"
         "09,15,42,14,08,38,13,24,06,47,40,22,57,34,19 21,59,28,14,33,02,17,27,04,36,24,08,"
         "06,53,47,26,13,46,18,38,19,34,50,05,35,55,30,29,44,03,40,58,25,10,20,09,52,45,54,"
         "15,42,16,48,39,41,43,12,37,07,11,51,32 t1", nearest_cards),
    # The back-jump 41 on the ascending pile (top 51): medium lays it, easy a near card.
    Rung("duel", "medium", "easy",
         "1 0 1.12.21.46.57.47.12*.38.40.31*.33 60.36.3.49*.19.32*.6 1.56.57.8*.43.51 "
         "60.23.22.34*.7.22*.11.24* 09,13,14,15,27,42 16,37,39,41,42,48 45,11,31,53,04,51,"
         "29,54,44,16,49,10,25,18,48,30,07,02,56,20,43,59,32,37,52,58,41,50,05,55,26,39,28,"
         "17,23,35 21,59,28,14,33,02,17,27,04,36,24,08,06,53,47,26,13,46,18,38,19,34,50,05,"
         "35,55,30,29,44,03,40,58,25,10,20,09,52,45,54,15 t10", back_jumps),
    # Le Roi des Roses: N1 joins Red's row of four (points now); Tata Suzanne draws.
    Rung("roses", "easy", "tata-suzanne", _roses_joins, best_gain),
    # NO2 hands White a row of five; medium never plays it, easy (which sees only its own
    # points, none here) plays it with seed 2.
    Rung("roses", "medium", "easy", _roses_gift, no_territory_handed_over, lower_seed=2),
    # Nim (11 matches to start): taking all 3 wins at once.
    Rung("nim", "easy", "random", "3 0", wins_at_once),
    # From 9, only taking 1 wins (leave a multiple of 4): five moves deep, past medium's 3.
    Rung("nim", "hard", "medium", "9 0", wins_to_the_end),
]


def _choose(spec: GameSpec, name: str, seed: int, state: Any) -> Any:
    player = make_player(spec, name, seed)
    if hasattr(player, "seconds"):
        player.seconds = None  # bounded by depth and nodes only: the same move anywhere
    return player.choose(state.copy())


@pytest.mark.parametrize("rung", [pytest.param(rung, id=f"{rung.game}-{rung.higher}-"
                                               f"{rung.lower}") for rung in RUNGS])
def test_the_higher_level_finds_what_the_lower_misses(rung: Rung, nim_home,
                                                      monkeypatch) -> None:
    monkeypatch.setenv("QTGAMES_HOME", str(nim_home))  # the example plugin, Nim, with the rest
    spec = load_games().get(rung.game)
    state = rung.state(spec)
    right = rung.judge(state.copy())
    legal = state.legal_moves()
    assert right and len(right) < len(legal), (right, legal)  # the position tells them apart
    for seed in (1, 2, 3):
        assert _choose(spec, rung.higher, seed, state) in right, seed
    assert _choose(spec, rung.lower, rung.lower_seed, state) not in right
