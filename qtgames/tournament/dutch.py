"""One round of Swiss pairings by FIDE's Dutch system (Handbook C.04.3, with the basic
rules of C.04.1 and the quality criteria C.1 to C.21 of 2017 onwards).

Players are ranked by score, then by pairing number (the order given). The round is
found as a maximum-weight matching (``matching``) in which an edge's weight packs the
criteria into one whole number, the most important highest, so that a better pairing
by the criteria always weighs more:

- absolute criteria (C.1 to C.4): no two players meet twice, no two players who must
  have the same colour meet (unless one is a topscorer in the final round), the bye
  only to a player who has not had a bye or a point without playing; a pair that breaks
  one is no edge;
- completion (C.4), then the most pairs (C.5) and the highest scores paired (C.6) in the
  bracket, the same in the next bracket (the look-ahead of C.7 and C.8), the fewest
  games unplayed by the bye's receiver (C.9);
- colours: the fewest topscorers with a difference beyond 2 or three times one colour
  (C.10, C.11), the most colour preferences granted (C.12), the most strong ones (C.13);
- floats: the fewest players floating down, or up, as they did the round before and two
  rounds before (C.14 to C.17), then the lowest scores among them (C.18 to C.21);
- the bracket's own order (C.04.3 B.2 to B.4): the players who floated down meet the
  highest possible, then S1's players meet S2's in order, with the fewest exchanges,
  the exchanged players closest in number.

The bracket's pairs are settled one at a time in that order: each choice raises the
weight of the wanted edge a little and keeps it when the best matching still holds it.
Colours then follow C.04.3 E (the stronger preference, then alternation back to the
last round the two had different colours, then the higher-ranked player's preference,
the initial colour in the first round).
"""

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field

from qtgames.tournament.matching import Matcher

#: A colour: the first seat (+1) or the second (-1); 0: none.
FIRST, SECOND, NO_COLOUR = 1, -1, 0
#: A round's float: down (paired below one's score, or a point without playing), up, or none.
DOWN, UP, LEVEL = 1, -1, 0
#: Preference strengths.
NONE, MILD, STRONG, ABSOLUTE = 0, 1, 2, 3


@dataclass
class History:
    """What a player brings to a round: its score, opponents met over the board, colour
    of each game played (oldest first), byes (the pairing-allocated bye or any point
    won without playing, after which no bye is due)."""

    score: float = 0.0
    opponents: set[str] = field(default_factory=set)
    colours: list[int] = field(default_factory=list)
    byes: int = 0
    #: Each round's float (``DOWN``, ``UP``, ``LEVEL``), oldest first.
    floats: list[int] = field(default_factory=list)


@dataclass(frozen=True)
class _Colours:
    """A player's colour standing: preference, how strong, the difference and the
    colour of the last two games when they were the same."""

    wanted: int
    strength: int
    imbalance: int
    repeated: int

    @property
    def absolute(self) -> bool:
        return self.strength == ABSOLUTE

    @property
    def strong(self) -> bool:
        return self.strength == STRONG


def _standing(colours: Sequence[int]) -> _Colours:
    """The colour standing of a player who had ``colours`` (C.04.3 A.6)."""
    difference = sum(colours)
    run = 0
    for colour in reversed(colours):
        if colour != colours[-1]:
            break
        run += 1
    lower = SECOND if difference > 0 else FIRST
    repeated = colours[-1] if run > 1 else NO_COLOUR
    if abs(difference) > 1:
        return _Colours(lower, ABSOLUTE, abs(difference), repeated)
    if run > 1:
        return _Colours(-colours[-1], ABSOLUTE, abs(difference), repeated)
    if difference:
        return _Colours(lower, STRONG, abs(difference), repeated)
    if colours:
        return _Colours(-colours[-1], MILD, 0, repeated)
    return _Colours(NO_COLOUR, NONE, 0, repeated)


def preference(colours: Sequence[int]) -> tuple[int, int]:
    """The colour a player wants next and how strongly (C.04.3 A.6)."""
    standing = _standing(colours)
    return standing.wanted, standing.strength


def _compatible(one: int, other: int) -> bool:
    return one != other or one == NO_COLOUR or other == NO_COLOUR


class _Round:
    """The data of one round's pairing: players in ranking order (vertex = index)."""

    def __init__(self, ranked: list[str], history: Mapping[str, History], played: int,
                 topscore: float | None) -> None:
        self.ranked = ranked
        self.history = history
        self.played = played
        self.topscore = topscore
        self.score = [history[p].score for p in ranked]
        self.colours = [_standing(history[p].colours) for p in ranked]
        self.eligible = [history[p].byes == 0 for p in ranked]
        self.games = [len(history[p].colours) for p in ranked]
        # each score group's bit offset, lowest scores first; bits of the largest group
        self.shift: dict[float, int] = {}
        offset = largest = 0
        for score in sorted(set(self.score)):
            count = self.score.count(score)
            self.shift[score] = offset
            offset += count.bit_length()
            largest = max(largest, count)
        self.groups_bits = offset
        self.size_bits = largest.bit_length()
        self.bye_score = 0.0
        self.single_bye = False
        self.unplayed_rank: dict[int, int] = {}

    def floated(self, vertex: int, back: int) -> int:
        """The player's float ``back`` rounds ago (``LEVEL`` when unknown)."""
        floats = self.history[self.ranked[vertex]].floats
        return floats[-back] if len(floats) >= back else LEVEL

    def compatible(self, a: int, b: int) -> bool:
        """Whether players ``a`` and ``b`` may meet at all."""
        if self.ranked[b] in self.history[self.ranked[a]].opponents:
            return False
        ca, cb = self.colours[a], self.colours[b]
        if not (ca.absolute and cb.absolute and ca.wanted == cb.wanted):
            return True
        top = self.topscore
        return top is not None and (self.score[a] > top or self.score[b] > top)

    def bye_candidate(self, vertex: int) -> bool:
        return self.eligible[vertex] and self.score[vertex] <= self.bye_score

    def weight(self, high: int, low: int, current: bool, following: bool) -> int:
        """The base weight of pairing ``high`` with the lower-ranked ``low``, who is in
        the bracket being paired (``current``) or in the next one (``following``)."""
        if not self.compatible(high, low):
            return 0
        size, groups = self.size_bits, self.groups_bits
        score_h, score_l = self.score[high], self.score[low]
        result = 1 + (not self.bye_candidate(high)) + (not self.bye_candidate(low))
        result = (result << size) | current
        result <<= groups
        if current:
            result |= 1 << self.shift[score_h]
        result = (result << size) | following
        result <<= groups
        if following:
            result |= 1 << self.shift[score_h]
        result <<= 2 * size
        if self.single_bye:
            if score_h == self.bye_score:
                result |= self.unplayed_rank[self.games[high]]
            if score_l == self.bye_score:
                result += self.unplayed_rank[self.games[low]]
        result = self._colour_bits(result, low, high, current)
        for back in (1, 2):
            if self.played < back:
                continue
            result <<= size
            if current:
                result |= self.floated(low, back) == DOWN
                result += score_h <= score_l and self.floated(high, back) == DOWN
            result <<= size
            if current:
                result |= not (score_h > score_l and self.floated(low, back) == UP)
        for back in (1, 2):
            if self.played < back:
                continue
            result <<= groups
            if current:
                result += (self.floated(low, back) == DOWN) << self.shift[score_l]
                result += (self.floated(high, back) == DOWN) << self.shift[score_h]
            result <<= groups
            if current and not (self.floated(low, back) == UP and score_h > score_l):
                result |= 1 << self.shift[score_h]
        # room for the bracket's own order
        return result << (3 * size + 1)

    def _colour_bits(self, result: int, player: int, opponent: int, mask: bool) -> int:
        size = self.size_bits
        p, o = self.colours[player], self.colours[opponent]
        differ = p.wanted != o.wanted
        result = (result << size) | (mask and (p.imbalance <= 1 or o.imbalance <= 1
                                               or differ))
        if p.imbalance == o.imbalance:
            repeat = p.repeated == NO_COLOUR or p.repeated != o.repeated
        else:
            lesser = o if p.imbalance > o.imbalance else p
            repeat = lesser.repeated != -p.wanted
        result = (result << size) | (mask and (not p.absolute or not o.absolute or differ
                                               or repeat))
        result = (result << size) | (mask and _compatible(p.wanted, o.wanted))
        result = (result << size) | (mask and ((not p.strong and not p.absolute)
                                               or (not o.strong and not o.absolute)
                                               or (p.absolute and o.absolute) or differ))
        return result


def _inside(mate: int, low: int, high: int) -> bool:
    return low <= mate < high


def _pair_all(data: _Round) -> tuple[list[tuple[int, int]], int | None] | None:
    """The round's pairs (vertices) and its bye, or None when no pairing keeps the
    absolute criteria."""
    count = len(data.ranked)
    odd = count % 2 == 1
    matcher = Matcher(count)
    top_score = data.score[0]
    for low in range(count):
        for high in range(low):
            if odd:
                weight = 0
                if data.compatible(high, low):
                    weight = (1 + (not data.eligible[low]) + (not data.eligible[high]))
                    weight <<= data.groups_bits
                    weight |= data.shift[data.score[low]] + data.shift[data.score[high]]
                    weight <<= data.size_bits
                    weight |= data.score[low] >= top_score
            else:
                weight = data.weight(high, low, False, False)
            matcher.set(high, low, weight)
    mate = matcher.compute()
    unmatched = [v for v in range(count) if mate[v] == v]
    if len(unmatched) > 1 or any(not data.eligible[v] for v in unmatched):
        return None
    if odd:
        data.bye_score = data.score[unmatched[0]]
        if data.bye_score >= top_score:
            data.single_bye = all(data.score[mate[v]] >= top_score
                                  for v in range(count) if data.score[v] >= top_score)
        counts = sorted((data.games[v] for v in range(count)
                         if data.score[v] == data.bye_score), reverse=True)
        for place, games in enumerate(counts):
            data.unplayed_rank[games] = place
        for low in range(count):
            for high in range(low):
                matcher.set(high, low, data.weight(high, low, False, False))
    pairs: set[tuple[int, int]] = set()
    bracket = [v for v in range(count) if data.score[v] >= top_score]
    following_at = len(bracket)
    matched = [False] * count
    floaters = 0  # players floated down into the bracket, at its head
    group_vertex = 0  # the first vertex of the bracket's own score group
    while len(bracket) > 1 or following_at != count:
        residents_end = len(bracket)
        next_vertex = group_vertex + (residents_end - floaters)
        group_at = following_at
        while following_at < count and data.score[following_at] >= data.score[group_at]:
            bracket.append(following_at)
            following_at += 1
        _Bracket(data, matcher, bracket, floaters, residents_end, group_vertex,
                 next_vertex, matched).pair()
        mate = matcher.mate  # as the bracket's last matching left it
        data.single_bye = (odd and group_at != count
                           and data.bye_score >= data.score[group_at])
        carried: list[int] = []
        floaters = 0
        for index, vertex in enumerate(bracket):
            if index < residents_end and matched[vertex]:
                pairs.add((min(vertex, mate[vertex]), max(vertex, mate[vertex])))
                continue
            carried.append(vertex)
            floaters += index < residents_end
            if data.single_bye and data.score[mate[vertex]] < data.score[group_at]:
                data.single_bye = False
        if len(carried) == len(bracket) and group_at == count:
            break  # nothing more can be paired
        bracket = carried
        group_vertex = next_vertex
    seated = {v for pair in pairs for v in pair}
    left = [v for v in range(count) if v not in seated]
    if len(left) > 1:
        return None
    return sorted(pairs), (left[0] if left else None)


@dataclass
class _Bracket:
    """One pairing bracket: ``bracket`` holds the players floated down (the first
    ``floaters``), the score group's own (up to ``residents_end``) and the next score
    group's; its pairs are settled in the matcher one by one."""

    data: _Round
    matcher: Matcher
    bracket: list[int]
    floaters: int
    residents_end: int
    group_vertex: int
    next_vertex: int
    matched: list[bool]

    def __post_init__(self) -> None:
        data, bracket = self.data, self.bracket
        self.base: dict[tuple[int, int], int] = {}
        for larger in range(self.floaters, len(bracket)):
            for smaller in range(larger):
                self.base[larger, smaller] = data.weight(
                    bracket[smaller], bracket[larger], larger < self.residents_end,
                    larger >= self.residents_end)
                self.matcher.set(bracket[larger], bracket[smaller],
                                 self.base[larger, smaller])

    def resident(self, vertex: int) -> bool:
        return _inside(vertex, self.group_vertex, self.next_vertex)

    def adjusted(self, smaller: int, larger: int, place: int, pairs: int) -> int:
        """The base weight with the bracket's order: fewest exchanges, exchanged
        players closest in number."""
        result = self.base[larger, smaller]
        if result:
            addend = int(place < pairs) << (2 * self.data.size_bits)
            result += (addend - place) << 1
        return result

    def pair(self) -> None:
        """Settle the bracket's pairs."""
        mate = self.matcher.compute()
        self.choose_floaters(mate)
        self.pair_floaters()
        self.pair_remainder()

    def choose_floaters(self, mate: list[int]) -> None:
        """Which of the players floated down are paired in the bracket: as many as can
        be, the highest first."""
        data, bracket = self.data, self.bracket
        score = float("inf")
        left = can = 0
        for index in range(self.floaters):
            vertex = bracket[index]
            if data.score[vertex] < score:
                score = data.score[vertex]
                can = left = 0
                other = index
                while other < len(bracket) and data.score[bracket[other]] >= score:
                    left += 1
                    can += self.resident(mate[bracket[other]])
                    other += 1
            if not can:
                continue
            if left <= can:
                self.matched[vertex] = True
                continue
            left -= 1
            if not self.resident(mate[vertex]):
                for opponent in range(self.floaters, self.residents_end):
                    weight = self.base[opponent, index]
                    if weight:
                        self.matcher.set(vertex, bracket[opponent], weight | 1)
                mate = self.matcher.compute()
            if self.resident(mate[vertex]):
                self.matched[vertex] = True
                can -= 1
                for opponent in range(self.floaters, self.residents_end):
                    weight = self.base[opponent, index]
                    if weight:
                        weight |= self.residents_end - self.floaters
                        self.matcher.set(vertex, bracket[opponent], weight + 1)

    def pair_floaters(self) -> None:
        """Each floater paired in the bracket meets the highest resident it can."""
        bracket = self.bracket
        for index in range(self.floaters):
            vertex = bracket[index]
            if not self.matched[vertex]:
                continue
            addend = len(bracket)
            for opponent in range(self.residents_end - 1, self.floaters - 1, -1):
                other = bracket[opponent]
                if self.matched[other]:
                    continue
                weight = self.base[opponent, index]
                if weight:
                    self.matcher.set(vertex, other, weight + addend)
                    addend += 1
            mate = self.matcher.compute()
            self.matched[mate[vertex]] = True
            self.matcher.fix(vertex, mate[vertex])

    def pair_remainder(self) -> None:
        """The rest of the bracket: S1 against S2, with the fewest exchanges, the
        exchanged players the closest; each S1 player then meets the highest S2 player
        the criteria allow."""
        bracket, matcher = self.bracket, self.matcher
        mate = matcher.mate
        remainder: list[int] = []
        pairs = 0
        for index in range(self.floaters, self.residents_end):
            vertex = bracket[index]
            if mate[vertex] < self.group_vertex:
                continue
            remainder.append(index)
            pairs += mate[vertex] < vertex
        for at, opponent in enumerate(remainder):
            for place, player in enumerate(remainder[:at]):
                matcher.set(bracket[player], bracket[opponent],
                            self.adjusted(player, opponent, place, pairs))
        mate = matcher.compute()

        def exchanged_from_s1(vertex: int) -> bool:
            return mate[vertex] <= vertex or mate[vertex] >= self.next_vertex

        def leads(vertex: int) -> bool:
            return vertex < mate[vertex] < self.next_vertex

        exchanges = sum(exchanged_from_s1(bracket[index]) for index in remainder[:pairs])
        # S1's lowest players that can be exchanged
        remaining = exchanges
        position = pairs
        while position and remaining:
            position -= 1
            player = remainder[position]
            vertex = bracket[player]
            if leads(vertex):
                for opponent in remainder[position + 1:]:
                    weight = self.adjusted(player, opponent, position, pairs)
                    if weight:
                        matcher.set(vertex, bracket[opponent], weight - 1)
                mate = matcher.compute()
            exchange = exchanged_from_s1(vertex)
            remaining -= exchange
            for opponent in remainder[position + 1:]:
                if exchange:
                    self.base[opponent, player] = 0
                matcher.set(vertex, bracket[opponent],
                            self.adjusted(player, opponent, position, pairs))
        # S2's highest players that can be exchanged
        remaining = exchanges
        position = pairs
        while position < len(remainder) and remaining > 1:
            player = remainder[position]
            vertex = bracket[player]
            already = leads(vertex)
            if not already:
                for opponent in remainder[position + 1:]:
                    weight = self.adjusted(player, opponent, position, pairs)
                    if weight:
                        matcher.set(vertex, bracket[opponent], weight + 1)
                mate = matcher.compute()
            if leads(vertex):
                remaining -= 1
                for opponent in remainder[:position]:
                    self.base[player, opponent] = 0
                    matcher.set(vertex, bracket[opponent], 0)
                for opponent in range(self.residents_end, len(bracket)):
                    self.base[opponent, player] = 0
                    matcher.set(vertex, bracket[opponent], 0)
            if not already:
                for opponent in remainder[position + 1:]:
                    matcher.set(vertex, bracket[opponent],
                                self.adjusted(player, opponent, position, pairs))
            position += 1
        for at, player in enumerate(remainder):
            vertex = bracket[player]
            for opponent in remainder[at + 1:]:
                other = bracket[opponent]
                if exchanged_from_s1(vertex) or leads(other):
                    self.base[opponent, player] = 0
                matcher.set(vertex, other, self.base[opponent, player])
        for player in remainder:
            vertex = bracket[player]
            if not leads(vertex):
                continue
            addend = 0
            for opponent in reversed(remainder):
                other = bracket[opponent]
                if opponent <= player or self.matched[other]:
                    continue
                weight = self.base[opponent, player]
                if weight:
                    matcher.set(vertex, other, weight + addend)
                addend += 1
            mate = matcher.compute()
            self.matched[vertex] = self.matched[mate[vertex]] = True
            matcher.fix(vertex, mate[vertex])


def pair_round(order: Sequence[str], history: Mapping[str, History],
               round_number: int, initial: int = FIRST, topscore: float | None = None
               ) -> tuple[list[tuple[str, str]], str | None]:
    """The round's pairs, each (first seat, second seat), and its bye (or None).
    ``order`` gives the pairing numbers: the first is number 1; ``initial`` is the colour
    of the odd pairing numbers in the first round; in the final round, players scoring
    above ``topscore`` (half the most points) are topscorers, whose colours may go
    beyond the usual limits. When no pairing keeps the absolute criteria, players are
    paired top down, without repeats where possible."""
    rank = {player: number for number, player in enumerate(order)}
    ranked = sorted((p for p in order if p in history),
                    key=lambda p: (-history[p].score, rank[p]))
    data = _Round(ranked, history, round_number - 1, topscore)
    found = _pair_all(data) if ranked else ([], None)
    if found is None:
        return _fallback(ranked, history, rank, initial)
    vertex_pairs, bye = found
    pairs = [(ranked[a], ranked[b]) for a, b in vertex_pairs]
    pairs.sort(key=lambda pair: min(rank_key(pair[0], history, rank),
                                    rank_key(pair[1], history, rank)))
    return ([colours(x, y, history, rank, initial) for x, y in pairs],
            None if bye is None else ranked[bye])


def _fallback(ranked: list[str], history: Mapping[str, History], rank: Mapping[str, int],
              initial: int) -> tuple[list[tuple[str, str]], str | None]:
    """Top down, without repeats where possible; the bye to the lowest-ranked player
    with the fewest byes."""
    pool = list(ranked)
    bye = None
    if len(pool) % 2:
        bye = min(reversed(pool), key=lambda p: history[p].byes)
        pool.remove(bye)
    pairs = (_top_down(pool, lambda x, y: y not in history[x].opponents)
             or [(pool[i], pool[i + 1]) for i in range(0, len(pool), 2)])
    return [colours(x, y, history, rank, initial) for x, y in pairs], bye


def rank_key(player: str, history: Mapping[str, History],
             rank: Mapping[str, int]) -> tuple[float, int]:
    """Where ``player`` stands in the round: score, then pairing number."""
    return -history[player].score, rank[player]


def colours(x: str, y: str, history: Mapping[str, History], rank: Mapping[str, int],
            initial: int = FIRST) -> tuple[str, str]:
    """The pair (first seat, second seat) by C.04.3's colour allocation rules."""
    if rank[y] < rank[x]:
        x, y = y, x  # x has the smaller pairing number: its colour is decided
    cx, cy = _standing(history[x].colours), _standing(history[y].colours)
    wanted = _neutral(cx, cy, history[x].colours, history[y].colours)
    if wanted == NO_COLOUR:
        x_higher = rank_key(x, history, rank) < rank_key(y, history, rank)
        if cx.wanted == NO_COLOUR:
            higher = x if x_higher else y
            odd = rank[higher] % 2 == 0  # an odd pairing number among those paired
            wanted = initial if odd else -initial
            if not x_higher:
                wanted = -wanted
        else:
            wanted = cx.wanted if x_higher else -cy.wanted
    return (x, y) if wanted == FIRST else (y, x)


def _neutral(mine: _Colours, theirs: _Colours, my_colours: Sequence[int],
             their_colours: Sequence[int]) -> int:
    """The colour for the first player by the players' preferences and histories alone
    (``NO_COLOUR``: rank decides)."""
    if _compatible(mine.wanted, theirs.wanted):
        if mine.wanted != NO_COLOUR:
            return mine.wanted
        return -theirs.wanted
    if mine.absolute and (mine.imbalance > theirs.imbalance or not theirs.absolute):
        return mine.wanted
    if theirs.absolute and (theirs.imbalance > mine.imbalance or not mine.absolute):
        return -theirs.wanted
    if mine.strong and not theirs.strong:
        return mine.wanted
    if theirs.strong and not mine.strong:
        return -theirs.wanted
    for a, b in zip(reversed(my_colours), reversed(their_colours), strict=False):
        if a != b:
            return b
    return NO_COLOUR


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
