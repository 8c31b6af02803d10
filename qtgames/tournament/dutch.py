"""One round of Swiss pairings by the Dutch system (FIDE Handbook C.04.3), for engines.

Players are ranked by score, then by their pairing number (the order given). The round's
bye, when the count is odd, goes to the lowest-ranked player who has not had one and
whose absence leaves the others pairable without a repeat (when no such player is left,
to the one with the fewest byes whose absence does). Then score brackets are paired from the top:
a bracket (its players, after any who floated down from the bracket above) is split into
a top half S1 and a bottom half S2 and S1's ``i``-th player meets S2's ``i``-th, so the
first round pairs 1 against n/2 + 1; when that breaks a rule, S2 is transposed (in
lexicographic order), then one player of S1 is exchanged with one of S2 (the closest in
rank first), as C.04.3 orders them. A player left over floats down to the next bracket,
where those who floated down meet its highest players first and the rest of it is paired
by halves.

Absolute rules: no two players meet twice, and two players who both must have one colour
(a colour difference beyond 1, or the same colour the last two rounds) do not meet, so
nobody gets one colour three times running or a difference beyond 2. Among the pairings
of a bracket that keep them, the first that grants as many colour preferences as the
bracket allows (all but those of the players wanting one colour beyond one a pair) is
taken, else the first.
A colour (here: the first seat of the round's first game) goes to the stronger
preference, then, on equal ones, against the colours of the latest round the two had
different colours, then to the higher-ranked player; in the first round the top player of
each board of S1 alternates, starting with the first seat.

Not done: C.04.3's finer quality criteria (float histories, the score-difference
minimisation across brackets beyond keeping the bracket order). When the search finds
nothing within ``SEARCH_LIMIT`` candidates, players are paired top down, without repeats
where possible.
"""

import itertools
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

#: Candidate pairings tried in a round before falling back to pairing top down.
SEARCH_LIMIT = 50_000
#: Candidates of a bracket weighed by the quality criteria.
QUALITY_TRIES = 2_000
#: Pairings of a bracket's remainder weighed for each choice of the floaters' opponents.
REMAINDER_TRIES = 50
#: The largest S2 whose best transposition is sought after each exchange too.
EXCHANGE_LIMIT = 8

#: The base the quality criteria are weighed in (more than any count in a bracket), the
#: cost of a pair that may not meet, and the largest S2 the assignment problem is solved
#: for (beyond it, the candidates are only tried in order).
WEIGHT = 128
FORBIDDEN = WEIGHT ** 9
ASSIGNMENT_LIMIT = 24
#: A colour: the first seat (+1) or the second (-1).
FIRST, SECOND = 1, -1
#: A round's float: down (paired below one's score, or not playing), up, or none.
DOWN, UP, LEVEL = 1, -1, 0
#: Preference strengths.
NONE, MILD, STRONG, ABSOLUTE = 0, 1, 2, 3


@dataclass
class History:
    """What a player brings to a round: its score, opponents met, colour of each round
    it had one, whether it has had a bye."""

    score: float = 0.0
    opponents: set[str] = field(default_factory=set)
    colours: list[int] = field(default_factory=list)
    byes: int = 0
    #: Each round's float (``DOWN``, ``UP``, ``LEVEL``), oldest first.
    floats: list[int] = field(default_factory=list)
    #: Rounds without a game played (a bye, a forfeit, an absence).
    unplayed: int = 0


def preference(colours: Sequence[int]) -> tuple[int, int]:
    """The colour a player wants next and how strongly (C.04.3 A.6)."""
    if not colours:
        return 0, NONE
    difference = sum(colours)
    last_two = colours[-2:]
    if difference > 1 or (len(last_two) == 2 and last_two == [FIRST, FIRST]):
        return SECOND, ABSOLUTE
    if difference < -1 or (len(last_two) == 2 and last_two == [SECOND, SECOND]):
        return FIRST, ABSOLUTE
    if difference:
        return -difference, STRONG
    return -colours[-1], MILD


#: A candidate's place in the Dutch order (compared as a tuple: smaller comes first).
Order = tuple[Any, ...]


class _Budget(Exception):
    """The search went beyond ``SEARCH_LIMIT`` candidates."""


@dataclass
class _Search:
    history: Mapping[str, History]
    rank: Mapping[str, int]
    tried: int = 0
    failed: set[frozenset[str]] = field(default_factory=set)  # sets found unpairable
    #: Whether one player is left over for the bye (an odd count), and who was.
    bye: bool = False
    left: str | None = None
    #: The byes had and score of the player who may have the bye.
    bye_key: tuple[int, float] = (0, 0.0)
    #: In the final round, the score above which a player is a topscorer (else None).
    topscore: float | None = None

    def __post_init__(self) -> None:
        self.wants = {p: preference(h.colours) for p, h in self.history.items()}

    def topscorer(self, player: str) -> bool:
        """Whether ``player`` is a topscorer: above ``topscore`` in the final round."""
        return self.topscore is not None and self.history[player].score > self.topscore

    def allowed(self, x: str, y: str) -> bool:
        """Whether ``x`` and ``y`` may meet at all: not twice, nor two players who must
        have the same colour unless one is a topscorer."""
        if y in self.history[x].opponents:
            return False
        return not (self.both_absolute(x, y)
                    and not (self.topscorer(x) or self.topscorer(y)))

    def both_absolute(self, x: str, y: str) -> bool:
        """Whether ``x`` and ``y`` both must have the same colour."""
        (cx, sx), (cy, sy) = self.wants[x], self.wants[y]
        return sx == ABSOLUTE and sy == ABSOLUTE and cx == cy

    def candidates(self, bracket: list[str], floated: int
                   ) -> Iterator[tuple[list[tuple[str, str]], list[str], Order]]:
        """The bracket's pairings, each as (pairs, players left over, its place in the
        Dutch order). With players floated down from above (the first ``floated``), a
        heterogeneous bracket: they meet the bracket's own players first (as many of them
        as can be, any of them, the top ones first; S2 transposed), then the remainder
        is paired as a bracket of its own."""
        floaters, residents = bracket[:floated], bracket[floated:]
        if not floaters:
            yield from self.homogeneous(residents)
            return
        for paired in range(min(len(floaters), len(residents)), -1, -1):
            for chosen in itertools.combinations(range(len(floaters)), paired):
                left = [p for index, p in enumerate(floaters) if index not in chosen]
                for order in itertools.permutations(range(len(residents)), paired):
                    first = [(floaters[i], residents[j])
                             for i, j in zip(chosen, order, strict=True)]
                    remainder = [p for index, p in enumerate(residents) if index not in order]
                    # a few of the remainder's pairings (the best of each split first) for
                    # each choice, so that every choice of the floaters' opponents is weighed
                    for pairs, rest, place in itertools.islice(
                            self.homogeneous(remainder), REMAINDER_TRIES):
                        yield first + pairs, left + rest, (-paired, chosen, order, place)

    def homogeneous(self, bracket: list[str]
                    ) -> Iterator[tuple[list[tuple[str, str]], list[str], Order]]:
        """The pairings of a bracket of one score, each with its place in the Dutch
        order: most pairs first; top half S1 against bottom half S2, S2 transposed, then
        one exchange between S1 and S2. Each split's best transposition (by the
        assignment problem) comes first, then every one in order."""
        for count in range(len(bracket) // 2, -1, -1):
            seen: set[tuple[tuple[str, str], ...]] = set()
            splits = list(_splits(bracket, count, self.rank))
            bests = []
            for split, (top, bottom) in enumerate(splits):
                if count and (split == 0 or len(bottom) <= EXCHANGE_LIMIT):
                    best = self.best_transposition(top, bottom)
                    if best is not None:
                        bests.append((split, best))
            ordered = [*((split, iter([best])) for split, best in bests),
                       *((split, itertools.permutations(splits[split][1], count))
                         for split in range(len(splits)))]
            for split, orders in ordered:
                top, bottom = splits[split]
                for order in orders:
                    rest = [p for p in bottom if p not in order]
                    pairs = list(zip(top, order, strict=True))
                    key = tuple(sorted(pairs))
                    if key in seen:
                        continue
                    seen.add(key)
                    self.tried += 1
                    if self.tried > SEARCH_LIMIT:
                        raise _Budget
                    yield pairs, rest, (-count, split, tuple(bottom.index(p) for p in order))

    def pair_cost(self, x: str, y: str) -> int | None:
        """What pairing ``x`` with ``y`` costs by the quality criteria within a bracket
        (``quality``'s colour terms, weighed in their order), None if they may not meet."""
        if not self.allowed(x, y):
            return None
        (cx, sx), (cy, sy) = self.wants[x], self.wants[y]
        clash = bool(cx) and cx == cy
        return ((self.both_absolute(x, y) * WEIGHT + clash) * WEIGHT
                + (clash and min(sx, sy) >= STRONG)) * WEIGHT ** 4

    def float_cost(self, player: str) -> int:
        """What leaving ``player`` unpaired (floating down) costs by the float criteria."""
        floats = self.history[player].floats
        return ((floats[-1:] == [DOWN]) * WEIGHT ** 3
                + (len(floats) >= 2 and floats[-2] == DOWN) * WEIGHT)

    def best_transposition(self, top: list[str], bottom: list[str]
                           ) -> tuple[str, ...] | None:
        """The first transposition of ``bottom`` against ``top``, in the Dutch order, of
        the least cost (``pair_cost``, ``float_cost`` for those left over), found by the
        assignment problem rather than by trying them all (None: none keeps the rules)."""
        if len(bottom) > ASSIGNMENT_LIMIT:
            return None
        spare = len(bottom) - len(top)
        rows = [[self.pair_cost(x, y) for y in bottom] for x in top]
        rows += [[self.float_cost(y) for y in bottom] for _ in range(spare)]
        matrix = [[FORBIDDEN if cost is None else cost for cost in row] for row in rows]
        target = _assignment(matrix)
        if target >= FORBIDDEN:
            return None
        chosen: list[int] = []
        spent = 0
        for row in range(len(top)):
            for column in range(len(bottom)):
                if column in chosen or matrix[row][column] >= FORBIDDEN:
                    continue
                left_rows = range(row + 1, len(matrix))
                left_columns = [c for c in range(len(bottom)) if c not in chosen
                                and c != column]
                rest = _assignment([[matrix[r][c] for c in left_columns]
                                    for r in left_rows])
                if spent + matrix[row][column] + rest == target:
                    chosen.append(column)
                    spent += matrix[row][column]
                    break
            else:
                return None
        return tuple(bottom[column] for column in chosen)

    def can_have_bye(self, player: str) -> bool:
        """Whether ``player`` may be left unpaired with the bye: the fewest byes had and
        the lowest score of the players whose bye leaves the rest pairable."""
        return (self.history[player].byes, self.history[player].score) == self.bye_key

    def completes(self, players: list[str]) -> bool:
        """Whether ``players`` can all be paired, one of them left with the bye when
        ``bye`` asks for one."""
        if not self.bye:
            return pairable(players, self.allowed, self.failed)
        return any(self.can_have_bye(p) and pairable([q for q in players if q != p],
                                                      self.allowed, self.failed)
                   for p in reversed(players))

    def solve(self, groups: list[list[str]], carried: list[str]
              ) -> list[tuple[str, str]] | None:
        """Pairs for ``carried`` (floated down) and every bracket of ``groups``; with
        ``bye``, the one player the last bracket leaves over has it (``left``).

        A bracket's candidates (the first ``QUALITY_TRIES`` in the Dutch order that keep
        the absolute rules) are taken best first by the quality criteria, the Dutch order
        deciding between equals; the first that lets the round be completed is kept."""
        if not groups:
            if self.bye and len(carried) == 1 and self.can_have_bye(carried[0]):
                self.left = carried[0]
                return []
            return [] if not carried else None
        bracket = carried + groups[0]
        lower = [player for group in groups[1:] for player in group]
        found = []
        for tries, (pairs, rest, place) in enumerate(self.candidates(bracket,
                                                                     len(carried))):
            if tries >= QUALITY_TRIES:
                break
            if not all(self.allowed(x, y) for x, y in pairs):
                continue
            if len(groups) == 1 and len(rest) > self.bye:
                continue
            found.append((self.quality(pairs, rest, set(carried), len(groups) == 1),
                          place, pairs, rest))
        found.sort(key=lambda entry: (entry[0], entry[1]))
        for _, _, pairs, rest in found:
            if not self.completes(rest + lower):
                continue  # the players below could not all be paired
            tail = self.solve(groups[1:], rest)
            if tail is not None:
                return pairs + tail
        return None

    def quality(self, pairs: list[tuple[str, str]], rest: list[str],
                floated: set[str], last: bool = False) -> tuple[float, ...]:
        """How far a bracket's pairing is from the ideal, criterion by criterion in
        C.04.3's order, smallest best: players left unpaired, their scores (highest
        first), preferences of colour and of strong colour not granted, then players
        floating down, and up, as they did one round and two rounds before; in the last
        bracket (``last``), the bye's games not played come after the scores."""
        unmet = strong = 0
        forced = sum(1 for x, y in pairs if self.both_absolute(x, y))
        for x, y in pairs:
            (cx, sx), (cy, sy) = self.wants[x], self.wants[y]
            if cx and cx == cy:
                unmet += 1
                strong += min(sx, sy) >= STRONG
        risers = [y if x in floated else x for x, y in pairs
                  if (x in floated) != (y in floated)]

        def again(players: list[str], way: int, back: int) -> int:
            return sum(1 for p in players if len(self.history[p].floats) >= back
                       and self.history[p].floats[-back] == way)

        # in the last bracket, the one left over has the bye: the fewest games unplayed
        unplayed = sum(self.history[p].unplayed for p in rest) if last and self.bye else 0
        return (len(rest), *sorted((self.history[p].score for p in rest), reverse=True),
                unplayed, forced, unmet, strong, again(rest, DOWN, 1), again(risers, UP, 1),
                again(rest, DOWN, 2), again(risers, UP, 2))


def _assignment(matrix: list[list[int]]) -> int:
    """The least total cost of giving each row its own column (a square ``matrix``): the
    Hungarian method, in whole numbers."""
    size = len(matrix)
    if not size:
        return 0
    # potentials u (rows) and v (columns), way: the column each column was reached from
    u, v = [0] * (size + 1), [0] * (size + 1)
    owner = [0] * (size + 1)  # owner[column]: the row holding it (1-based, 0: none)
    for row in range(1, size + 1):
        owner[0] = row
        column = 0
        least = [FORBIDDEN * 4] * (size + 1)
        way = [0] * (size + 1)
        used = [False] * (size + 1)
        while True:
            used[column] = True
            current, delta, nearest = owner[column], FORBIDDEN * 4, 0
            for other in range(1, size + 1):
                if not used[other]:
                    reduced = matrix[current - 1][other - 1] - u[current] - v[other]
                    if reduced < least[other]:
                        least[other], way[other] = reduced, column
                    if least[other] < delta:
                        delta, nearest = least[other], other
            for other in range(size + 1):
                if used[other]:
                    u[owner[other]] += delta
                    v[other] -= delta
                else:
                    least[other] -= delta
            column = nearest
            if owner[column] == 0:
                break
        while column:
            previous = way[column]
            owner[column] = owner[previous]
            column = previous
    return sum(matrix[owner[column] - 1][column - 1] for column in range(1, size + 1))


def _splits(bracket: list[str], count: int, rank: Mapping[str, int]
            ) -> Iterator[tuple[list[str], list[str]]]:
    """S1 (``count`` players) and S2: the top ``count`` against the rest, then with one
    exchange, the exchanged players closest in rank first."""
    top, bottom = bracket[:count], bracket[count:]
    yield top, bottom
    swaps = sorted(itertools.product(range(len(top)), range(len(bottom))),
                   key=lambda ij: (len(top) - ij[0] + ij[1], -ij[0]))
    for i, j in swaps:
        new_top = [*top[:i], *top[i + 1:], bottom[j]]
        new_bottom = [top[i], *bottom[:j], *bottom[j + 1:]]
        yield (sorted(new_top, key=rank.__getitem__),
               sorted(new_bottom, key=rank.__getitem__))


def pairable(players: Sequence[str], allowed: Callable[[str, str], bool],
             failed: set[frozenset[str]]) -> bool:
    """Whether ``players`` can all be paired, each pair ``allowed`` (``failed``: the
    sets found unpairable so far, added to)."""
    if not players:
        return True
    if frozenset(players) in failed:
        return False
    first, rest = players[0], players[1:]
    if any(allowed(first, other) and pairable([*rest[:k], *rest[k + 1:]], allowed, failed)
           for k, other in enumerate(rest)):
        return True
    failed.add(frozenset(players))
    return False


def pair_round(order: Sequence[str], history: Mapping[str, History],
               round_number: int, initial: int = FIRST, topscore: float | None = None
               ) -> tuple[list[tuple[str, str]], str | None]:
    """The round's pairs, each (first seat, second seat), and its bye (or None).
    ``order`` gives the pairing numbers: the first is number 1; ``initial`` is the colour
    of the odd pairing numbers among players without a preference; in the final round,
    players scoring above ``topscore`` (half the most points) are topscorers, whose
    colours may go beyond the usual limits."""
    rank = {player: number for number, player in enumerate(order)}
    ranked = sorted(order, key=lambda p: (-history[p].score, rank[p]))
    search = _Search(history, rank, topscore=topscore)
    bye = None
    groups = _brackets(ranked, history)
    if len(ranked) % 2:  # the player the pairing leaves over, if it finds one
        search.bye = True
        fair = [p for p in ranked
                if pairable([q for q in ranked if q != p], search.allowed, search.failed)]
        search.bye_key = min(((history[p].byes, history[p].score) for p in fair),
                             default=(0, 0.0))
        try:
            found = search.solve(groups, [])
        except _Budget:
            found = None
        if found is not None and search.left is not None:
            found.sort(key=lambda pair: min(rank_key(pair[0], history, rank),
                                            rank_key(pair[1], history, rank)))
            return [colours(x, y, history, rank, initial) for x, y in found], search.left
        search = _Search(history, rank, topscore=topscore)
    if len(ranked) % 2:
        # the fewest byes first, the lowest-ranked first among them
        eligible = sorted(reversed(ranked), key=lambda p: history[p].byes)
        bye = next((p for p in eligible
                    if pairable([q for q in ranked if q != p], search.allowed,
                                search.failed)), eligible[0])
        ranked.remove(bye)
    groups = _brackets(ranked, history)
    try:
        pairs = search.solve(groups, [])
    except _Budget:
        pairs = None
    if pairs is None:  # every rule if it can be, else no repeat, else top down
        pairs = (_top_down(ranked, search.allowed)
                 or _top_down(ranked, lambda x, y: y not in history[x].opponents)
                 or [(ranked[i], ranked[i + 1]) for i in range(0, len(ranked), 2)])
    pairs.sort(key=lambda pair: min(rank_key(pair[0], history, rank),
                                    rank_key(pair[1], history, rank)))
    return [colours(x, y, history, rank, initial) for x, y in pairs], bye


def _brackets(ranked: list[str], history: Mapping[str, History]) -> list[list[str]]:
    """``ranked`` cut into score brackets, best first."""
    groups: list[list[str]] = []
    for player in ranked:
        if groups and history[groups[-1][0]].score == history[player].score:
            groups[-1].append(player)
        else:
            groups.append([player])
    return groups


def rank_key(player: str, history: Mapping[str, History],
             rank: Mapping[str, int]) -> tuple[float, int]:
    """Where ``player`` stands in the round: score, then pairing number."""
    return -history[player].score, rank[player]


def colours(x: str, y: str, history: Mapping[str, History], rank: Mapping[str, int],
            initial: int = FIRST) -> tuple[str, str]:
    """The pair (first seat, second seat) by C.04.3's colour allocation rules."""
    if rank_key(y, history, rank) < rank_key(x, history, rank):
        x, y = y, x  # x is the higher-ranked
    (cx, sx), (cy, sy) = (preference(history[x].colours), preference(history[y].colours))
    if cx and cx != cy:
        wanted = cx
    elif cy and cy != cx:
        wanted = -cy
    elif cx:  # the same colour wanted by both
        wider = abs(sum(history[x].colours)) - abs(sum(history[y].colours))
        if sx != sy:
            wanted = cx if sx > sy else -cy
        elif sx == ABSOLUTE and wider:  # two topscorers: the wider difference
            wanted = cx if wider > 0 else -cy
        else:
            wanted = _alternate(history[x].colours, history[y].colours) or cx
    else:  # no preference: the initial colour to an odd pairing number
        wanted = initial if rank[x] % 2 == 0 else -initial
    return (x, y) if wanted == FIRST else (y, x)


def _alternate(mine: Sequence[int], theirs: Sequence[int]) -> int:
    """The colour for the first player that reverses the latest round the two had
    different colours (0 if they never did)."""
    for a, b in zip(reversed(mine), reversed(theirs), strict=False):
        if a != b:
            return -a
    return 0


def _top_down(pool: list[str], allowed: Callable[[str, str], bool]
              ) -> list[tuple[str, str]] | None:
    """Pairs of ``pool`` top down, each ``allowed``, or None if there are none."""
    if not pool:
        return []
    first, rest = pool[0], pool[1:]
    for place, other in enumerate(rest):
        if allowed(first, other):
            tail = _top_down(rest[:place] + rest[place + 1:], allowed)
            if tail is not None:
                return [(first, other), *tail]
    return None
