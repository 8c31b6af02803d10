"""Tournament formats: which games to play, in batches that may depend on earlier results.

A format yields batches of games; the runner plays a batch whole (skipping the games a
results file already holds) before asking for the next, so knock-out rounds and Swiss
rounds are made from the results of the rounds before. Every choice (pairings, byes,
tie-breaks, the coin) derives from the results and the seed alone: a resumed run makes
the same choices as an uninterrupted one.
"""

import itertools
import math
from abc import ABC, abstractmethod
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass, replace
from typing import Any, ClassVar

from qtgames.ai.adjudication import Adjudication
from qtgames.core.errors import BadInput, QtGamesError
from qtgames.core.game import GameSpec
from qtgames.core.i18n import N_, Translator, Verbatim, said, system_language
from qtgames.core.options import OptionValue
from qtgames.core.rng import derive_seed
from qtgames.tournament.book import Book
from qtgames.tournament.dutch import DOWN, FIRST, LEVEL, SECOND, UP, History, pair_round
from qtgames.tournament.games import GameJob, make_job, start_state
from qtgames.tournament.openings import Opening, fit, parse_opening, shipped_book

#: Knock-out: pairs of extra games played when a pairing ends level, before the coin.
TIEBREAK_PAIRS = 2


class Format(ABC):
    """The games of a tournament, batch by batch."""

    name: ClassVar[str]
    #: The fewest players the format takes.
    minimum: ClassVar[int] = 2

    def __init__(self, spec: GameSpec, options: Mapping[str, OptionValue], seed: int,
                 players: Sequence[str], games: int, openings: Sequence[str] = (),
                 rounds: int | None = None, aliases: Mapping[str, str] | None = None,
                 seeded_cards: bool = False, book: bool = False) -> None:
        """``games`` per pairing (a best-of for knock-out, per round for Swiss); with
        ``seeded_cards`` each game's hidden cards follow its seed (else they are drawn
        from the system's secret randomness); without ``openings`` and with ``book``,
        games start from the game's shipped openings."""
        if len(players) < self.minimum:
            raise BadInput("a {format} tournament needs at least {count} different players",
                           format=self.name, count=self.minimum)
        self.spec, self.options, self.seed = spec, dict(options), seed
        self.players, self.games = list(players), games
        self.openings = [parse_opening(line) for line in openings]
        self.book = book
        self.rounds = rounds
        self.aliases = dict(aliases or {})
        self.seeded_cards = seeded_cards
        #: Told each line of news (a knock-out match decided, a Swiss round paired).
        self.news: Callable[[str], None] = lambda text: None
        #: The games' time control (``TimeControl.parse`` text), None: per-move limits.
        self.time_control: str | None = None
        #: The games' move cap, None: the game's own.
        self.max_plies: int | None = None
        #: Ending games early by the players' scores, None: never.
        self.adjudication: Adjudication | None = None

    def job(self, pairing: str, index: int, a: str, b: str, *, seed_label: object = None,
            round_number: int = 0, b_first: bool = False) -> GameJob:
        """Game ``index`` of ``pairing``; with openings, each opening twice, sides swapped
        (game pair ``index // 2`` plays opening ``index // 2``, round the list); B holds the
        first side of the even games with ``b_first``."""
        opening = (self.openings[(index // 2) % len(self.openings)] if self.openings
                   else None)
        job = make_job(self.spec, self.options, self.seed, pairing, index, a, b,
                       seed_label=seed_label, round_number=round_number, aliases=self.aliases,
                       position=opening.position if opening is not None else None,
                       seeded_cards=self.seeded_cards, time_control=self.time_control,
                       max_plies=self.max_plies, adjudication=self.adjudication,
                       b_first=b_first)
        if opening is None and not self.book:
            return job
        start = start_state(self.spec, job)
        chosen: Sequence[Opening] = self.openings
        if opening is None:  # the book of the start this game's deal draws
            chosen = shipped_book(self.spec, start, self.options)
            if not chosen:
                return job
            opening = chosen[(index // 2) % len(chosen)]
        if not opening.moves:
            return job
        try:
            moves = fit(start, opening.moves)
        except QtGamesError as error:
            raise BadInput("opening {number} does not fit game {index} of {pairing}: {error}",
                           number=(index // 2) % len(chosen) + 1, index=index + 1,
                           pairing=pairing, error=error) from None
        return replace(job, opening=moves)

    @property
    def paired(self) -> bool:
        """Whether every pairing's games come in pairs: games ``2k`` and ``2k + 1`` on one
        opening, sides swapped (``job`` makes them so), none left over."""
        return self.games % 2 == 0

    @abstractmethod
    def batches(self, book: Book) -> Iterator[Iterable[GameJob]]:
        """The batches of games, each made once the ones before are in ``book``."""

    @abstractmethod
    def expected_games(self) -> int:
        """Games the tournament plays (before any knock-out tie-break)."""

    def summary(self, book: Book) -> dict[str, Any]:
        """What the format adds to the tables (the bracket, the Swiss tie-breaks)."""
        return {}

    def credited(self, book: Book, player: str) -> tuple[float, int]:
        """The points and games the standings count for ``player``."""
        return book.points(player), book.played(player)

    def standing_key(self, book: Book, player: str) -> tuple[float, ...]:
        """The format's tie-breaks, smallest best (none by default)."""
        return ()

    def standings(self, book: Book) -> list[tuple[int, str]]:
        """(place, player), best first: by the share of points taken, then games played
        (more first), then the format's tie-breaks; players level on all of them share
        a place and are listed in the order given."""
        def key(player: str) -> tuple[float, ...]:
            points, games = self.credited(book, player)
            return (-(points / games) if games else 0.0, -games,
                    *self.standing_key(book, player))
        return _places(self.players, key)


class RoundRobin(Format):
    """Every player against every other, ``games`` games per pairing, sides alternating;
    game ``i`` of every pairing is played before game ``i + 1`` of any."""

    name = "round-robin"

    def pairs(self) -> list[tuple[str, str]]:
        """The pairings, in order."""
        return list(itertools.combinations(self.players, 2))

    def batches(self, book: Book) -> Iterator[Iterable[GameJob]]:
        """One batch: every game, made as the runner gets to it."""
        pairs = self.pairs()
        yield (self.job(f"{a} vs {b}", index, a, b, seed_label=number,
                        b_first=self._b_first(a, b))
               for index in range(self.games) for number, (a, b) in enumerate(pairs))

    def _b_first(self, a: str, b: str) -> bool:
        """Whether B moves first in the odd game left over when ``games`` is odd: so that
        every player moves first about as often as second over the run (players ``i`` and
        ``j`` of the list: the one listed first moves first when ``i + j`` is odd)."""
        if self.games % 2 == 0:
            return False  # each pair of games already swaps the sides
        return (self.players.index(a) + self.players.index(b)) % 2 == 0

    def expected_games(self) -> int:
        """Pairings times games per pairing."""
        return len(self.pairs()) * self.games


class Gauntlet(RoundRobin):
    """The first player against each of the others."""

    name = "gauntlet"

    def pairs(self) -> list[tuple[str, str]]:
        """The first player against each other player."""
        return [(self.players[0], other) for other in self.players[1:]]


@dataclass(frozen=True)
class MatchResult:
    """A decided knock-out pairing."""

    round: int
    a: str
    b: str | None  # None: A had a bye
    a_points: float
    b_points: float
    games: int
    winner: str
    decided_by: str  # "games", "tie-break", "coin" or "bye"

    def to_json(self) -> dict[str, Any]:
        """The pairing as a JSON object."""
        return {"round": self.round, "a": self.a, "b": self.b, "a_points": self.a_points,
                "b_points": self.b_points, "games": self.games, "winner": self.winner,
                "decided_by": self.decided_by}


def bracket_order(size: int) -> list[int]:
    """Seed numbers (0 the best) at each place of a bracket of ``size`` (a power of two),
    so that the best seeds meet last: 1-8, 4-5, 2-7, 3-6 for eight."""
    order = [0]
    while len(order) < size:
        count = 2 * len(order)
        order = [seed for first in order for seed in (first, count - 1 - first)]
    return order


class KnockOut(Format):
    """A seeded single-elimination bracket in the order the players are given (the first
    is seed 1); byes for the best seeds when the count is not a power of two.

    Each pairing is a best-of-``games``, all of them played, sides alternating; a pairing
    level after them plays up to ``TIEBREAK_PAIRS`` pairs of extra games (sides
    alternating), then a coin seeded by the tournament's seed decides.
    """

    name = "knockout"

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        """As ``Format``."""
        super().__init__(*args, **kwargs)
        self.results: list[MatchResult] = []

    def expected_games(self) -> int:
        """One pairing per player knocked out, ``games`` each."""
        return (len(self.players) - 1) * self.games

    def _round_name(self, size: int) -> str:
        named = {2: N_("final"), 4: N_("semi-final"), 8: N_("quarter-final")}.get(size)
        return said(named) if named else said("last {size}", size=size)

    def batches(self, book: Book) -> Iterator[Iterable[GameJob]]:
        """Round after round: the pairings' games, then tie-breaks where level."""
        size = 1 << max(1, math.ceil(math.log2(len(self.players))))
        entrants: list[str | None] = [self.players[seed] if seed < len(self.players)
                                      else None for seed in bracket_order(size)]
        self.results = []
        number = 1
        while len(entrants) > 1:
            self.news(said("Round {number} ({name}):", number=number,
                           name=self._round_name(len(entrants))))
            pairs = [(entrants[i], entrants[i + 1]) for i in range(0, len(entrants), 2)]
            keys = [f"knockout {number}.{place + 1}" for place in range(len(pairs))]
            real = [(key, a, b) for key, (a, b) in zip(keys, pairs, strict=True)
                    if a is not None and b is not None]
            yield [self.job(key, index, a, b, round_number=number)
                   for key, a, b in real for index in range(self.games)]
            for extra in range(TIEBREAK_PAIRS):
                level = [(key, a, b) for key, a, b in real if _level(book, key)]
                if not level:
                    break
                start = self.games + 2 * extra
                yield [self.job(key, index, a, b, round_number=number)
                       for key, a, b in level for index in (start, start + 1)]
            winners: list[str | None] = []
            for key, (a, b) in zip(keys, pairs, strict=True):
                result = self._decide(book, number, key, a, b)
                winners.append(result.winner if result else None)
                if result is not None:
                    self.results.append(result)
                    self.news("  " + _describe(result))
            entrants = winners
            number += 1
        if entrants[0] is not None:
            self.news(said("Winner: {player}", player=Verbatim(entrants[0])))

    def _decide(self, book: Book, number: int, key: str, a: str | None,
                b: str | None) -> MatchResult | None:
        if a is None or b is None:
            alone = a if a is not None else b
            return None if alone is None else MatchResult(number, alone, None, 0, 0, 0,
                                                          alone, "bye")
        a_points, b_points, games = book.pairing_points(key)
        if a_points != b_points:
            how = "games" if games <= self.games else "tie-break"
            winner = a if a_points > b_points else b
        else:
            how = "coin"
            winner = (a, b)[derive_seed(self.seed, key, "coin") % 2]
        return MatchResult(number, a, b, a_points, b_points, games, winner, how)

    def reached(self) -> dict[str, int]:
        """The round each player reached (the winner: one past the final)."""
        reached = dict.fromkeys(self.players, 0)
        for result in self.results:
            reached[result.winner] = max(reached[result.winner], result.round + 1)
            for player in (result.a, result.b):
                if player is not None:
                    reached[player] = max(reached[player], result.round)
        return reached

    def standings(self, book: Book) -> list[tuple[int, str]]:
        """(place, player) by the round reached alone: players knocked out in one round
        share a place, listed by seed (tie-break games lift nobody)."""
        reached = self.reached()
        return _places(self.players, lambda p: (-reached[p],))

    def summary(self, book: Book) -> dict[str, Any]:
        """The bracket so far and the final places: by the round each player reached."""
        reached = self.reached()
        return {"bracket": [result.to_json() for result in self.results],
                "places": [{"place": place, "player": p, "reached_round": reached[p]}
                           for place, p in self.standings(book)]}


def _places(players: list[str], key: Callable[[str], tuple[float, ...]]
            ) -> list[tuple[int, str]]:
    """(place, player) by ``key``, smallest first; equal keys share a place."""
    keys = {player: key(player) for player in players}
    ranked = sorted(players, key=lambda p: (keys[p], players.index(p)))
    return [(1 + sum(1 for other in players if keys[other] < keys[player]), player)
            for player in ranked]


def _level(book: Book, key: str) -> bool:
    a_points, b_points, games = book.pairing_points(key)
    return games > 0 and a_points == b_points


def _describe(result: MatchResult) -> str:
    if result.b is None:
        return said("{player}: bye", player=Verbatim(result.a))
    how = {"games": N_("{a} {a_points} - {b_points} {b}: {winner} goes through"),
           "tie-break": N_("{a} {a_points} - {b_points} {b}: {winner} goes through after "
                           "tie-break games"),
           "coin": N_("{a} {a_points} - {b_points} {b}: {winner} goes through on the coin "
                      "(level)")}[result.decided_by]
    tr = Translator(system_language())
    return tr(how, a=Verbatim(result.a), a_points=tr.number(result.a_points, None),
              b_points=tr.number(result.b_points, None), b=Verbatim(result.b),
              winner=Verbatim(result.winner))


class Swiss(Format):
    """Rounds paired by FIDE's Dutch system (``dutch``): players ranked by points, then
    by the order given; no pairing twice; colours (the first seat of a round's first
    game) and floats by the system's criteria; a bye (worth ``games`` points) to a player
    who has not had one, as the criteria choose. Ties in the final table go to Buchholz (the
    sum of the opponents' points), then Sonneborn-Berger (the points taken from each
    opponent times that opponent's points); a bye counts as a game against a virtual
    opponent who had the receiver's points before that round, lost it, and draws every
    later round (the FIDE tie-break rule for unplayed games)."""

    name = "swiss"

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        """As ``Format``; ``rounds`` defaults to log2 of the player count, rounded up."""
        super().__init__(*args, **kwargs)
        if self.rounds is None:
            self.rounds = max(1, math.ceil(math.log2(len(self.players))))
        self.byes: dict[str, int] = dict.fromkeys(self.players, 0)
        self.bye_rounds: dict[str, list[int]] = {p: [] for p in self.players}
        self.pairings: list[tuple[int, str, str, str]] = []  # round, key, a, b

    def expected_games(self) -> int:
        """Rounds times pairings per round times games per pairing."""
        return (self.rounds or 1) * (len(self.players) // 2) * self.games

    def score(self, book: Book, player: str) -> float:
        """Points of games played plus the byes."""
        return book.points(player) + self.byes[player] * self.games

    def histories(self, book: Book) -> dict[str, History]:
        """Each player's score, opponents, colours, byes and floats so far (a float by the
        points before the round; the bye a float down)."""
        history = {p: History(self.score(book, p), byes=self.byes[p])
                   for p in self.players}
        for _, _, a, b in self.pairings:
            history[a].opponents.add(b)
            history[b].opponents.add(a)
            if self.games % 2:  # an even count plays each side equally often
                history[a].colours.append(FIRST)
                history[b].colours.append(SECOND)
        before = dict.fromkeys(self.players, 0.0)  # each player's points before a round
        last = max([0, *(r for r, _, _, _ in self.pairings)])
        for number in range(1, last + 1):
            after = dict(before)
            for player in self.players:
                history[player].floats.append(DOWN)  # the bye's, unless paired below
                if number in self.bye_rounds[player]:
                    after[player] += self.games
            for round_number, key, a, b in self.pairings:
                if round_number == number:
                    a_points, b_points, _ = book.pairing_points(key)
                    after[a] += a_points
                    after[b] += b_points
                    for one, other in ((a, b), (b, a)):
                        gap = before[one] - before[other]
                        history[one].floats[-1] = DOWN if gap > 0 else UP if gap < 0 else LEVEL
            before = after
        return history

    def batches(self, book: Book) -> Iterator[Iterable[GameJob]]:
        """One batch per round, paired from the results of the rounds before."""
        self.byes = dict.fromkeys(self.players, 0)
        self.bye_rounds = {p: [] for p in self.players}
        self.pairings = []
        for number in range(1, (self.rounds or 1) + 1):
            final = number == self.rounds  # topscorers: above half the most points
            pairs, bye = pair_round(self.players, self.histories(book), number,
                                    topscore=(number - 1) * self.games / 2 if final
                                    else None)
            if bye is not None:
                self.byes[bye] += 1
                self.bye_rounds[bye].append(number)
                self.news(said("Round {round}: {player} has a bye", round=number,
                               player=Verbatim(bye)))
            batch: list[GameJob] = []
            for a, b in pairs:
                key = f"swiss {number}: {a} vs {b}"
                self.pairings.append((number, key, a, b))
                batch.extend(self.job(key, index, a, b, round_number=number)
                             for index in range(self.games))
            self.news(said("Round {round}: {pairings}", round=number,
                           pairings=Verbatim(", ".join(f"{a} - {b}" for a, b in pairs))))
            yield batch

    def tie_breaks(self, book: Book) -> dict[str, tuple[float, float, float]]:
        """Each player's (points, Buchholz, Sonneborn-Berger)."""
        buchholz = dict.fromkeys(self.players, 0.0)
        berger = dict.fromkeys(self.players, 0.0)
        for _, key, a, b in self.pairings:
            a_points, b_points, games = book.pairing_points(key)
            if not games:
                continue
            buchholz[a] += self.score(book, b)
            buchholz[b] += self.score(book, a)
            berger[a] += a_points * self.score(book, b)
            berger[b] += b_points * self.score(book, a)
        for player, rounds in self.bye_rounds.items():
            for number in rounds:
                virtual = self._virtual_opponent(book, player, number)
                buchholz[player] += virtual
                berger[player] += self.games * virtual
        return {p: (self.score(book, p), buchholz[p], berger[p]) for p in self.players}

    def _virtual_opponent(self, book: Book, player: str, number: int) -> float:
        """The points of the virtual opponent of ``player``'s bye in round ``number``:
        the player's points before that round, nothing from it (the bye is a win), half
        of every later round paired so far."""
        before: float = self.games * sum(1 for r in self.bye_rounds[player] if r < number)
        for round_number, key, a, b in self.pairings:
            if round_number < number and player in (a, b):
                a_points, b_points, _ = book.pairing_points(key)
                before += a_points if player == a else b_points
        last = max([r for r, _, _, _ in self.pairings]
                   + [r for rounds in self.bye_rounds.values() for r in rounds])
        return before + 0.5 * self.games * (last - number)

    def standing_key(self, book: Book, player: str) -> tuple[float, ...]:
        """Points (byes included), Buchholz, Sonneborn-Berger, best first."""
        return tuple(-value for value in self.tie_breaks(book)[player])

    def credited(self, book: Book, player: str) -> tuple[float, int]:
        """Points and games, each bye counted as a game won."""
        return (self.score(book, player),
                book.played(player) + self.byes[player] * self.games)

    def summary(self, book: Book) -> dict[str, Any]:
        """The Swiss table (points, then Buchholz, then Sonneborn-Berger) and each
        round's pairings (the first side of its first game first) and bye."""
        breaks = self.tie_breaks(book)
        order = sorted(self.players, key=lambda p: (tuple(-v for v in breaks[p]),
                                                    self.players.index(p)))
        rounds = []
        for number in range(1, max([0, *(r for r, _, _, _ in self.pairings)]) + 1):
            pairings = []
            for round_number, key, a, b in self.pairings:
                if round_number == number:
                    a_points, b_points, _ = book.pairing_points(key)
                    pairings.append({"first": a, "second": b, "first_points": a_points,
                                     "second_points": b_points})
            bye = next((p for p, taken in self.bye_rounds.items() if number in taken), None)
            rounds.append({"round": number, "pairings": pairings, "bye": bye})
        return {"rounds": self.rounds, "round_pairings": rounds,
                "swiss": [{"player": p, "points": breaks[p][0], "buchholz": breaks[p][1],
                           "sonneborn_berger": breaks[p][2], "byes": self.byes[p]}
                          for p in order]}


FORMATS: dict[str, type[Format]] = {kind.name: kind
                                    for kind in (RoundRobin, Gauntlet, KnockOut, Swiss)}


def make_format(name: str, *args: Any, **kwargs: Any) -> Format:
    """The format called ``name`` (a BadInput naming the known ones otherwise)."""
    if name not in FORMATS:
        raise BadInput("unknown format {name!r} (known: {known})", name=name,
                       known=", ".join(FORMATS))
    return FORMATS[name](*args, **kwargs)
