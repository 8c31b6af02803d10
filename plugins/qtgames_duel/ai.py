"""The Game: Le Duel computer players; every level decides from its seat's view only.

- ``easy`` lays one of the two cards closest to its pile tops, two cards a turn, and helps
  the opponent only when nothing else fits.
- ``medium`` counts what a card really costs: the cards still to lay that it jumps over
  (a card that fits neither pile any more costs more), a back-jump of 10 as a gain, and the
  opponent's cards a helping card brings back into play. It lays the cheapest card, two a
  turn.
- ``hard`` plans whole turns: the best-scored ways to end the turn (walking every order of
  placements the hand allows) and medium's own turn are each played on to the end of the
  game against sampled deals of the cards it cannot see (its draw pile, the opponent's hand
  and pile), both sides then playing as medium; it keeps the turn that wins most often.
"""

import random
from collections import OrderedDict
from typing import ClassVar

from qtgames.ai.levels import LABELS
from qtgames.ai.player import Budget, OutOfBudget, Player
from qtgames.core.game import Level
from qtgames_duel.rules import (
    ASCENDING,
    CARDS,
    END,
    HAND_SIZE,
    OPPONENT,
    DuelState,
    Placement,
)

LOSE = 1.0          # a card still to lay that loses one of its two piles
DEAD = 3.0          # one that fits neither pile any more
HELP = 3.0          # per card of the opponent's brought back into play
HAND = 5.0          # per card in hand after the draw (fewer cards, fewer choices)
Plan = tuple[float, tuple[Placement, ...]]


def unlaid(state: DuelState, player: int) -> int:
    """A bit mask of ``player``'s cards not yet on a pile (bit ``n`` for card ``n``)."""
    mask = sum(1 << card for card in CARDS)
    for owner in state.piles:
        for pile in owner:
            for card, layer in pile:
                if layer == player:
                    mask &= ~(1 << card)
    return mask


def _between(low: int, high: int) -> int:
    """A bit mask of the cards strictly between ``low`` and ``high``."""
    return ((1 << high) - 1) & ~((1 << (low + 1)) - 1) if high > low + 1 else 0


def cost(state: DuelState, move: Placement, mine: int, theirs: int) -> float:
    """What laying a card costs the mover (see the module docstring); ``mine`` and
    ``theirs`` are the masks of the cards each side still has to lay."""
    card, side, direction = move
    if side == OPPONENT:
        top = state.top(1 - state.seat, direction)
        low, high = sorted((card, top))
        return HELP * (theirs & _between(low, high)).bit_count()
    seat = state.seat
    top, other = state.top(seat, direction), state.top(seat, 1 - direction)
    low, high = sorted((card, top))
    skipped = mine & _between(low, high)
    # The cards the other pile still takes: below the descending top, above the ascending.
    alive = _between(0, other) if direction == ASCENDING else _between(other, 61)
    value = LOSE * (skipped & alive).bit_count() + DEAD * (skipped & ~alive).bit_count()
    backwards = card < top if direction == ASCENDING else card > top
    return -value if backwards else value


def cheapest(state: DuelState, moves: list[Placement], rng: random.Random) -> Placement:
    """Medium's choice: ``end`` once allowed, else the cheapest placement."""
    mine, theirs = unlaid(state, state.seat), unlaid(state, 1 - state.seat)
    placements = [move for move in moves if move != END]
    if not placements:
        return END
    best = min(placements, key=lambda move: (cost(state, move, mine, theirs), rng.random()))
    return END if END in moves else best


def turn_plans(state: DuelState, budget: Budget) -> list[Plan]:
    """Every distinct way to end this turn, best scored first (``state`` is walked in
    place and left as it was)."""
    plans: dict[object, Plan] = {}
    seen: set[object] = set()
    mine, theirs = unlaid(state, state.seat), unlaid(state, 1 - state.seat)

    def walk(path: tuple[Placement, ...], spent: float) -> None:
        budget.tick()
        if state.is_over():  # the 58th card: nothing beats it
            plans[("won", path)] = (float("inf"), path)
            return
        key = (tuple(state.hands[state.seat]), state.top(0, 0), state.top(0, 1),
               state.top(1, 0), state.top(1, 1), state.helped)
        if key in seen:
            return
        seen.add(key)
        moves = state.legal_moves()
        if END in moves:
            wanted = HAND_SIZE - len(state.hands[state.seat]) if state.helped else 2
            drawn = min(wanted, state.draw_sizes[state.seat])
            plans[key] = (HAND * (len(state.hands[state.seat]) + drawn) - spent, path)
        for move in moves:
            if move != END:
                price = cost(state, move, mine, theirs)
                state.play(move)
                walk((*path, move), spent + price)
                state.undo()

    walk((), 0.0)
    return sorted(plans.values(), key=lambda plan: -plan[0])


class EasyPlayer(Player):
    """One of the two cards closest to a pile top (at random); the opponent's piles only
    when nothing else fits."""

    def search(self, view: DuelState, moves: list[Placement],  # type: ignore[override]
               budget: Budget) -> Placement:
        """A near card, or the end of the turn once allowed."""
        if END in moves:
            return END

        def distance(move: Placement) -> float:
            card, side, direction = move
            top = view.top(view.seat if side != OPPONENT else 1 - view.seat, direction)
            gap = card - top if direction == ASCENDING else top - card
            return (100 if side == OPPONENT else 0) + abs(gap) + self.rng.random()

        ranked = sorted(moves, key=distance)
        return self.rng.choice(ranked[:2])


class MediumPlayer(Player):
    """The cheapest card by what it really costs (module docstring), two a turn."""

    def search(self, view: DuelState, moves: list[Placement],  # type: ignore[override]
               budget: Budget) -> Placement:
        """Medium's choice."""
        return cheapest(view, moves, self.rng)


class HardPlayer(Player):
    """Plans the turn at its first placement by sampled games to the end; the rest of
    the plan is remembered by the positions it leads to and answered at once."""

    check_every = 16
    #: Shared by every hard player: the app makes a new player for each move.
    _remembered: ClassVar["OrderedDict[object, Placement]"] = OrderedDict()

    def __init__(self, seed: int = 0, seconds: float | None = 1.5,
                 max_nodes: int | None = None, candidates: int = 6) -> None:
        super().__init__(seed, seconds, max_nodes)
        self.candidates = candidates

    def search(self, view: DuelState, moves: list[Placement],  # type: ignore[override]
               budget: Budget) -> Placement:
        """The next placement of the planned turn."""
        remembered = self._remembered.get(view.key())
        if remembered in moves:
            return remembered  # type: ignore[return-value]
        walk = Budget(cancel=budget.cancel)  # the turns are few: list them all
        plans = [plan for _, plan in turn_plans(view, walk)[:self.candidates]]
        medium_turn = self._medium_turn(view)
        if medium_turn not in plans:
            plans.append(medium_turn)
        wins = [0.0] * len(plans)
        try:
            while True:
                deal = view.determinize(self.rng)
                for index, plan in enumerate(plans):
                    wins[index] += _play_out(deal, plan, view.seat, self.rng, budget)
        except OutOfBudget:
            pass  # decide on the games played so far
        best = plans[max(range(len(plans)), key=lambda index: (wins[index], -index))]
        self._remember(view, best)
        return best[0] if best else END

    def _medium_turn(self, view: DuelState) -> tuple[Placement, ...]:
        trial, turn = view.copy(), []
        while True:
            move = cheapest(trial, trial.legal_moves(), self.rng)
            if move == END or trial.is_over():
                return tuple(turn)
            turn.append(move)
            trial.play(move)
            if trial.is_over():
                return tuple(turn)

    def _remember(self, view: DuelState, plan: tuple[Placement, ...]) -> None:
        """Remember the rest of the plan (not its first move: a turn's start is always
        searched afresh)."""
        trial = view.copy()
        for move, following in zip(plan, (*plan[1:], END), strict=True):
            trial.play(move)
            self._remembered[trial.key()] = following
        while len(self._remembered) > 1024:
            self._remembered.popitem(last=False)


def _play_out(deal: DuelState, plan: tuple[Placement, ...], seat: int, rng: random.Random,
              budget: Budget) -> float:
    """1 if ``seat`` wins the sampled deal after playing ``plan``, both sides then playing
    as medium; 0.5 for a game cut short."""
    state = deal.copy()
    state._history = []  # nothing will be undone: keep the copy light
    for move in plan:
        state.play(move)
    for _ in range(400):
        if state.is_over():
            break
        budget.tick()
        state.play(cheapest(state, state.legal_moves(), rng))
    outcome = state.outcome()
    return 0.5 if outcome is None else float(seat in outcome.winners)


LEVELS = (
    Level("easy", LABELS["easy"], lambda seed: EasyPlayer(seed)),
    Level("medium", LABELS["medium"], lambda seed: MediumPlayer(seed)),
    Level("hard", LABELS["hard"], lambda seed: HardPlayer(seed)),
)
