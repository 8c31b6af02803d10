"""Run a tournament: its format's games, played by an executor, written to the results file.

``run_tournament(config, on_game_done=..., cancel=...)`` is the whole engine, without Qt and
without a terminal: the command line draws a progress bar from ``on_game_done``, and a
window can drive it from a thread and stop it with ``cancel``.
"""

import threading
from collections.abc import Callable, Iterable, Iterator, Mapping
from dataclasses import dataclass, field
from typing import Any

from qtgames.core.errors import BadInput, QtGamesError
from qtgames.core.game import GameSpec
from qtgames.core.options import OptionValue
from qtgames.players import check_player as check_outside_player
from qtgames.players import is_outside
from qtgames.tournament.book import Book, Played
from qtgames.tournament.executors import Executor, make_executor
from qtgames.tournament.formats import Format, make_format
from qtgames.tournament.games import (
    GameJob,
    Line,
    MoveWatch,
    matches,
    remember_spec,
    spec_for,
)
from qtgames.tournament.openings import fit, parse_opening
from qtgames.tournament.ratings import Ratings, fit_ratings
from qtgames.tournament.results import ResultsFile
from qtgames.tournament.sprt import Sprt, SprtWatch


@dataclass(frozen=True)
class TournamentConfig:
    """Everything that decides a tournament's games, and how to play them."""

    game: str
    players: tuple[str, ...]
    format: str = "round-robin"
    games: int = 2
    seed: int = 1
    options: Mapping[str, OptionValue] = field(default_factory=dict)
    #: Openings file lines (positions, or ``moves:`` lines); none: see ``book``.
    openings: tuple[str, ...] = ()
    #: Without ``openings``, start game pairs from the openings the game ships.
    book: bool = True
    rounds: int | None = None
    jobs: int = 1
    cluster: str | None = None
    results: str | None = None
    resume: bool = False
    sprt: Sprt | None = None
    #: Players known by another name in the tables: {table name: player}, so that a level
    #: can play itself (``easy`` against ``easy (B)``).
    aliases: Mapping[str, str] = field(default_factory=dict)

    def identity(self) -> dict[str, Any]:
        """What a results file's header records: the fields that decide the games."""
        return {"game": self.game, "options": dict(self.options),
                "players": list(self.players), "format": self.format, "games": self.games,
                "seed": self.seed, "openings": list(self.openings), "book": self.book,
                "rounds": self.rounds,
                **({"aliases": dict(self.aliases)} if self.aliases else {})}


@dataclass
class Tournament:
    """A tournament run (finished, or stopped early), with its games and tables."""

    config: TournamentConfig
    spec: GameSpec
    format: Format
    book: Book
    interrupted: bool = False  # Ctrl-C
    cancelled: bool = False  # the ``cancel`` event
    sprt: SprtWatch | None = None
    resumed: int = 0  # games read back from the results file

    @property
    def players(self) -> list[str]:
        """The players, in the order given."""
        return list(self.config.players)

    @property
    def done(self) -> int:
        """Games finished (the ones read back from a results file included)."""
        return len(self.book.order)

    @property
    def expected(self) -> int:
        """Games the tournament plays, as far as known now."""
        return max(self.format.expected_games(), self.done)

    @property
    def counted(self) -> Book:
        """The games the tables count: every game, or for a match stopped by its SPRT
        only the games up to the decision (later ones played in parallel are left out,
        so the table is the same whatever the parallelism; the thinking times are those
        of every game played)."""
        if self.sprt is None or self.sprt.decided_at is None:
            return self.book
        book = Book(self.players, move_seconds=self.book.move_seconds,
                    pairing_seconds=self.book.pairing_seconds)
        for played in self.book.order:
            if played.index < self.sprt.decided_at:
                book.add_played(played)
        return book

    def ratings(self) -> Ratings:
        """The maximum-likelihood ratings of the games counted."""
        return fit_ratings(self.players, self.counted.order)

    def summary(self) -> dict[str, Any]:
        """The format's own tables (bracket, Swiss tie-breaks)."""
        return self.format.summary(self.counted)


#: Told each game as it finishes: the tournament so far and the game's results line.
GameDone = Callable[[Tournament, Line], None]


def check_player(spec: GameSpec, name: str) -> str:
    """``name`` if it names a player of ``spec``: random, a level, or an outside player
    whose file or program is there."""
    if is_outside(name):
        check_outside_player(spec, name)
    elif name != "random":
        spec.level(name)
    return name


def prepare(config: TournamentConfig, lookup: Callable[[str], GameSpec] | None = None
            ) -> tuple[GameSpec, Format]:
    """Check ``config`` (one BadInput for the first problem) and make its format."""
    spec = (lookup or spec_for)(config.game)
    players = list(dict.fromkeys(config.players))
    if len(players) != len(config.players):
        raise BadInput("a player is named twice: each player once")
    for name in players:
        check_player(spec, config.aliases.get(name, name))
    options = spec.resolve_options(config.options)
    teams = spec.teams_for(options)
    if len(set(teams)) != 2:
        raise BadInput("{game} with these options is not played by two sides ({count} "
                       "here): a tournament needs two players or two teams", game=spec.id,
                       count=len(set(teams)))
    for number, text in enumerate(config.openings, start=1):
        try:
            opening = parse_opening(text)
            if opening.position is None:
                fit(spec.new_state(options, config.seed), opening.moves)
                continue
            state = spec.from_position(opening.position, options)
        except QtGamesError as error:
            raise BadInput("opening {number}: {error}", number=number, error=error) from None
        if state.is_over():
            raise BadInput("opening {number} is a finished game", number=number)
    if config.sprt is not None and (len(players) != 2 or config.format != "round-robin"):
        raise BadInput("--sprt is for a match of two players")
    if config.rounds is not None and config.format != "swiss":
        raise BadInput("--rounds is for --format swiss")
    fmt = make_format(config.format, spec, options, config.seed, players,
                      config.games, config.openings, config.rounds, config.aliases,
                      book=config.book)
    return spec, fmt


def run_tournament(config: TournamentConfig, on_game_done: GameDone | None = None,
                   cancel: threading.Event | None = None,
                   on_news: Callable[[str], None] | None = None,
                   lookup: Callable[[str], GameSpec] | None = None,
                   executor: Executor | None = None,
                   on_move: MoveWatch | None = None) -> Tournament:
    """Play the tournament ``config`` describes and return it.

    Every finished game is written to ``config.results`` at once; with ``config.resume``
    the games that file holds are counted and only the missing ones are played. Ctrl-C
    (``interrupted``) and ``cancel`` stop the run after the games finished so far.
    ``on_news`` is told the bracket and the pairings as they are made; ``on_move`` the
    moves of each game as it is played, when the games are played in this process.
    """
    spec, fmt = prepare(config, lookup)
    remember_spec(spec)
    if on_news is not None:
        fmt.news = on_news
    book = Book(list(config.players))
    tournament = Tournament(config, spec, fmt, book,
                            sprt=SprtWatch(config.sprt) if config.sprt else None)
    known: dict[tuple[str, int], Line] = {}
    results: ResultsFile | None = None
    executor = executor or make_executor(config.jobs, config.cluster, on_move)  # before any file
    try:
        if config.results is not None and config.resume:
            results, lines = ResultsFile.resume(config.results, config.identity())
            for line in lines:
                info = line["tournament"]
                known.setdefault((info["pairing"], info["index"]), line)
        elif config.results is not None:
            results = ResultsFile.create(config.results, config.identity())
        _play(tournament, fmt, known, executor, results, on_game_done, cancel)
    except KeyboardInterrupt:
        tournament.interrupted = True
    finally:
        executor.close()
        if results is not None:
            results.close()
    return tournament


class _Stop(Exception):
    """The run ends here: cancelled, or the SPRT has decided."""


def _play(tournament: Tournament, fmt: Format, known: dict[tuple[str, int], Line],
          executor: Executor, results: ResultsFile | None, on_game_done: GameDone | None,
          cancel: threading.Event | None) -> None:
    book = tournament.book
    try:
        for batch in fmt.batches(book):
            for _job, line in executor.run(_missing(tournament, batch, known, cancel)):
                if results is not None:
                    results.append(line)
                _count(tournament, line)
                if on_game_done is not None:
                    on_game_done(tournament, line)
                if _stopped(tournament, cancel):
                    raise _Stop
            if _stopped(tournament, cancel):
                raise _Stop
    except _Stop:
        tournament.cancelled = bool(cancel and cancel.is_set())


def _missing(tournament: Tournament, jobs: Iterable[GameJob],
             known: dict[tuple[str, int], Line],
             cancel: threading.Event | None) -> Iterator[GameJob]:
    """The games of ``jobs`` still to play; the ones a results file holds are counted."""
    for job in jobs:
        if _stopped(tournament, cancel):
            return
        line = known.pop(job.key, None)
        if line is not None and matches(job, line):
            _count(tournament, line)
            tournament.resumed += 1
        else:
            yield job


def _count(tournament: Tournament, line: Line) -> Played:
    played = tournament.book.add(line)
    if tournament.sprt is not None:
        tournament.sprt.add(played)
    return played


def _stopped(tournament: Tournament, cancel: threading.Event | None) -> bool:
    decided = tournament.sprt is not None and tournament.sprt.decided_at is not None
    return decided or bool(cancel and cancel.is_set())
