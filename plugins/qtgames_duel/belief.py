"""What the opponent's last turn tells of their hand, for the hard level's sampled deals.

A player who lays their two cheapest cards (medium's rule, ``playout.Seat.options``) keeps
only cards that cost at least as much as the ones they laid. The piles before that turn,
the two cards laid and how many were drawn after are public, so from the seat's own view
the cards the opponent may have kept are known: their unseen cards that cost no less, at
that moment, than each card laid. The opponent's hand is then those kept cards and the
cards drawn since, which may be any unseen card. A turn of other than two cards, or one no
such hand fits, says nothing: the deal is then drawn from every unseen card alike.
"""

import random
from dataclasses import dataclass

from qtgames_duel.playout import Seat, unlaid
from qtgames_duel.rules import END, OWN, DuelState, Placement


@dataclass(frozen=True, slots=True)
class Kept:
    """The cards the opponent may have kept through their last turn, and how many of the
    cards in their hand now were kept (the others were drawn after)."""

    cards: frozenset[int]
    count: int


def _last_turn(view: DuelState, player: int) -> tuple[list[Placement], int] | None:
    """``player``'s placements in the last turn they ended, oldest first, and how many
    cards they drew after it; None unless that turn is the last one played."""
    history = view.history()
    index = len(history) - 1
    while index >= 0 and history[index][1][0] != player:  # the mover's cards this turn
        index -= 1
    if index < 0 or history[index][0] != END:
        return None
    drawn = history[index][1][3]
    placements: list[Placement] = []
    index -= 1
    while index >= 0 and history[index][0] != END:
        if history[index][1][0] != player:
            return None
        placements.insert(0, history[index][0])
        index -= 1
    if index < 0 and view.turn != 2:
        return None  # the history does not reach back to that turn's start
    return placements, drawn


def kept(view: DuelState) -> Kept | None:
    """The cards the opponent of the seat to move may have kept through their last turn,
    had they laid their two cheapest cards; None when that turn says nothing."""
    me, them = view.seat, 1 - view.seat
    turn = _last_turn(view, them)
    if turn is None or len(turn[0]) != 2:
        return None
    placements, drawn = turn
    piles = [[list(pile) for pile in owner] for owner in view.piles]
    for card, side, direction in reversed(placements):
        owner = them if side == OWN else me
        if piles[owner][direction][-1] != (card, them):
            return None  # the seat to move laid over it since: not the turn just ended
        piles[owner][direction].pop()
    unseen = view.unseen(them)
    laid_mask = sum(1 << card for card, _, _ in placements)
    seat = Seat(piles[them][0][-1][0], piles[them][1][-1][0],
                unseen + [card for card, _, _ in placements], [],
                unlaid(view, them) | laid_mask, piles[me][0][-1][0], piles[me][1][-1][0],
                unlaid(view, me))
    allowed = set(unseen)
    helped = False
    for card, side, direction in placements:
        pile = direction if side == OWN else 2 + direction
        options = seat.options(helped)
        laid_cost = min((cost for cost, option, where in options
                         if option == card and where == pile), default=None)
        if laid_cost is None:
            return None
        allowed -= {option for cost, option, _ in options if cost < laid_cost}
        seat.lay(card, pile)
        helped = helped or pile >= 2
    count = view.hand_sizes[them] - drawn
    if count < 0 or len(allowed) < count:
        return None
    return Kept(frozenset(allowed), count)


def sample(view: DuelState, rng: random.Random, belief: Kept | None) -> DuelState:
    """A full state consistent with ``view``; the opponent's hand holds ``belief.count``
    of its cards and the rest of it is drawn from every unseen card."""
    full = view.determinize(rng)
    if belief is None:
        return full
    them = 1 - view.seat
    unseen = view.unseen(them)
    held = rng.sample([card for card in unseen if card in belief.cards], belief.count)
    rest = [card for card in unseen if card not in held]
    rng.shuffle(rest)
    drawn = view.hand_sizes[them] - belief.count
    full.hands[them] = sorted(held + rest[:drawn])
    full.draws[them] = rest[drawn:]
    return full
