"""The Game: Le Duel computer players; every level decides from its seat's view only.

- ``easy`` lays one of the two cards closest to its pile tops, two cards a turn, and helps
  the opponent only when nothing else fits.
- ``medium`` counts what a card really costs: the cards still to lay that it jumps over
  (a card that fits neither pile any more costs more), a back-jump of 10 as a gain, and the
  opponent's cards a helping card brings back into play. It lays the cheapest card, two a
  turn.
- ``hard`` plans whole turns. It lists the best-scored ways to end the turn (walking every
  order of placements the hand allows) and medium's own turn, then judges each against
  many sampled deals of the cards it cannot see (its draw pile, the opponent's hand and
  draw pile): after the turn, who wins when both sides play on by medium's rule, helping
  cards included (``playout.race``)? The opponent's hand in those deals holds only cards
  they could have kept through their last turn had they laid their cheapest cards
  (``belief``). Every turn is judged on the same deals; one clearly behind the best so far
  is dropped, so the deals left go to the turns still in contention. It keeps the turn
  that wins most often.
"""

import random
from collections import OrderedDict
from collections.abc import Hashable
from dataclasses import dataclass

from qtgames.ai.levels import LABELS
from qtgames.ai.player import Budget, OutOfBudget, Player
from qtgames.core.game import Level
from qtgames_duel.belief import kept, sample
from qtgames_duel.playout import Seat, race, unlaid
from qtgames_duel.rules import (
    ASCENDING,
    END,
    HAND_SIZE,
    OPPONENT,
    DuelState,
    Placement,
)

HAND = 5.0          # per card in hand after the draw (fewer cards, fewer choices)
Plan = tuple[float, tuple[Placement, ...]]


def costs(state: DuelState) -> dict[Placement, float]:
    """What each placement costs the player to move (``playout.Seat.options``)."""
    return {(card, pile // 2, pile % 2): price
            for price, card, pile in Seat.of(state).options(state.helped)}


def cheapest(state: DuelState, moves: list[Placement], rng: random.Random) -> Placement:
    """Medium's choice: ``end`` once allowed, else the cheapest placement."""
    placements = [move for move in moves if move != END]
    if not placements:
        return END
    prices = costs(state)
    best = min(placements, key=lambda move: (prices[move], rng.random()))
    return END if END in moves else best


def turn_plans(state: DuelState, budget: Budget) -> list[Plan]:
    """Every distinct way to end this turn, best scored first (``state`` is walked in
    place and left as it was)."""
    plans: dict[object, Plan] = {}
    seen: set[object] = set()

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
        prices = costs(state)
        if END in moves:
            wanted = HAND_SIZE - len(state.hands[state.seat]) if state.helped else 2
            drawn = min(wanted, state.draw_sizes[state.seat])
            plans[key] = (HAND * (len(state.hands[state.seat]) + drawn) - spent, path)
        for move in moves:
            if move != END:
                state.play(move)
                walk((*path, move), spent + prices[move])
                state.undo()

    walk((), 0.0)
    return sorted(plans.values(), key=lambda plan: -plan[0])


class EasyPlayer(Player[DuelState, Placement]):
    """One of the two cards closest to a pile top (at random); the opponent's piles only
    when nothing else fits."""

    def search(self, view: DuelState, moves: list[Placement],
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


class MediumPlayer(Player[DuelState, Placement]):
    """The cheapest card by what it really costs (module docstring), two a turn."""

    def search(self, view: DuelState, moves: list[Placement],
               budget: Budget) -> Placement:
        """Medium's choice."""
        return cheapest(view, moves, self.rng)


@dataclass(frozen=True, slots=True)
class TurnEnd:
    """Where a planned turn leaves the table, before the draw."""

    won: bool                   # the 58th card was laid
    tops: tuple[int, int, int, int]     # the mover's asc and desc, then the opponent's
    hand: tuple[int, ...]
    helped: bool
    left: int                   # the mover's cards still to lay

    @classmethod
    def after(cls, view: DuelState, plan: tuple[Placement, ...]) -> "TurnEnd":
        """Play ``plan`` on a copy of ``view``."""
        trial, seat = view.copy(stack=False), view.seat
        for move in plan:
            trial.play(move)
        tops = (trial.top(seat, 0), trial.top(seat, 1),
                trial.top(1 - seat, 0), trial.top(1 - seat, 1))
        return cls(trial.is_over(), tops, tuple(trial.hands[seat]), trial.helped,
                   unlaid(trial, seat))


class HardPlayer(Player[DuelState, Placement]):
    """Plans the turn at its first placement (module docstring); the rest of the plan is
    remembered by the positions it leads to and answered at once.

    The plan lives on the player: the shells keep one player per seat for a whole game.
    """

    check_every = 4  # a node is a whole play-out
    #: How many positions of planned turns a player remembers (the oldest go first).
    REMEMBERED = 1024

    #: Every this many deals, the turns clearly behind the best one so far are dropped.
    RACE_EVERY = 16
    #: How clearly: the mean of the paired differences, in standard errors.
    BEHIND = 3.0

    def __init__(self, seed: int = 0, seconds: float | None = 1.8,
                 max_nodes: int | None = None, candidates: int = 8) -> None:
        super().__init__(seed, seconds, max_nodes)
        self.candidates = candidates
        #: The position a planned placement leads to → the plan's next placement.
        self._remembered: OrderedDict[Hashable, Placement] = OrderedDict()

    def search(self, view: DuelState, moves: list[Placement],
               budget: Budget) -> Placement:
        """The next placement of the planned turn."""
        remembered = self._remembered.get(view.key())
        if remembered is not None and remembered in moves:
            return remembered
        walk = Budget(cancel=budget.cancel)  # the turns are few: list them all
        plans = [plan for _, plan in turn_plans(view, walk)[:self.candidates]]
        medium_turn = self._medium_turn(view)
        if medium_turn not in plans:
            plans.append(medium_turn)
        ends = [TurnEnd.after(view, plan) for plan in plans]
        theirs_left = unlaid(view, 1 - view.seat)
        belief = kept(view)
        alive = list(range(len(plans)))
        results: list[list[float]] = [[] for _ in plans]  # per turn, per deal judged
        try:
            while True:
                deal = sample(view, self.rng, belief)
                judged = _judge(deal, [ends[index] for index in alive], theirs_left, budget)
                for index, score in zip(alive, judged, strict=True):
                    results[index].append(score)
                if len(results[alive[0]]) % self.RACE_EVERY == 0 and len(alive) > 2:
                    alive = _still_in_race(alive, results, self.BEHIND)
        except OutOfBudget:
            pass  # decide on the deals judged in full so far
        chosen = max(alive, key=lambda index: (sum(results[index]), -index))
        if results[chosen]:  # the share of deals on which the chosen turn wins the race
            self.last_value = sum(results[chosen]) / len(results[chosen])
        best = plans[chosen]
        self._remember(view, best)
        return best[0] if best else END

    def _medium_turn(self, view: DuelState) -> tuple[Placement, ...]:
        trial = view.copy(stack=False)
        turn: list[Placement] = []
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
        trial = view.copy(stack=False)
        for move, following in zip(plan, (*plan[1:], END)[:len(plan)], strict=True):
            trial.play(move)
            self._remembered[trial.key()] = following
        while len(self._remembered) > self.REMEMBERED:
            self._remembered.popitem(last=False)


def _still_in_race(alive: list[int], results: list[list[float]],
                   behind: float) -> list[int]:
    """The turns of ``alive`` not clearly behind the best one: judged on the same deals,
    a turn whose mean loss to the best is under ``behind`` standard errors stays."""
    best = max(alive, key=lambda index: (sum(results[index]), -index))
    leader = results[best]
    kept_in = []
    for index in alive:
        gaps = [lead - score for lead, score in zip(leader, results[index], strict=True)]
        mean = sum(gaps) / len(gaps)
        spread = sum((gap - mean) ** 2 for gap in gaps) / max(1, len(gaps) - 1)
        if index == best or mean <= 0 or mean * mean * len(gaps) < behind * behind * spread:
            kept_in.append(index)
    return kept_in


def _judge(deal: DuelState, ends: list[TurnEnd], theirs_left: int,
           budget: Budget) -> list[float]:
    """Each turn's result on one sampled deal: 1 if the mover then wins the race, 0 if it
    loses (``playout.race``)."""
    seat, other = deal.seat, 1 - deal.seat
    scores = []
    for end in ends:
        budget.tick()
        if end.won:
            scores.append(1.0)
            continue
        hand, draw = list(end.hand), list(deal.draws[seat])
        wanted = HAND_SIZE - len(hand) if end.helped else 2
        hand += [draw.pop() for _ in range(min(wanted, len(draw)))]
        asc, desc, their_asc, their_desc = end.tops
        mine = Seat(asc, desc, hand, draw, end.left, their_asc, their_desc, theirs_left)
        theirs = Seat(their_asc, their_desc, list(deal.hands[other]), list(deal.draws[other]),
                      theirs_left, asc, desc, end.left)
        scores.append(race(mine, theirs))
    return scores


LEVELS = (
    Level("easy", LABELS["easy"], lambda seed: EasyPlayer(seed)),
    Level("medium", LABELS["medium"], lambda seed: MediumPlayer(seed)),
    Level("hard", LABELS["hard"], lambda seed: HardPlayer(seed)),
)
