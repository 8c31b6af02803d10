"""Run a tournament: its format's games, played by an executor, written to the results file.

``run_tournament(config, on_game_done=..., cancel=...)`` is the whole engine, without Qt and
without a terminal: the command line draws a progress bar from ``on_game_done``, and a
window can drive it from a thread and stop it with ``cancel``.
"""

import threading
from collections.abc import Callable, Iterable, Iterator, Mapping
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

from qtgames.ai.adjudication import Adjudication
from qtgames.core.errors import BadInput, QtGamesError
from qtgames.core.game import GameSpec
from qtgames.core.options import OptionValue
from qtgames.core.rng import MAX_SEED, check_seed, new_seed
from qtgames.core.validate import is_int
from qtgames.players import check_player as check_outside_player
from qtgames.players import is_outside
from qtgames.tournament import results as results_file
from qtgames.tournament.book import Book, Played
from qtgames.tournament.checks import checked_games
from qtgames.tournament.executors import Executor, make_executor
from qtgames.tournament.formats import Format, make_format
from qtgames.tournament.games import GameJob, Line, MoveWatch, remember_spec, spec_for
from qtgames.tournament.openings import fit, parse_opening
from qtgames.tournament.ratings import RatingModel, Ratings, fit_ratings
from qtgames.tournament.results import LineCheck, ResultsFile, read_header
from qtgames.tournament.sprt import Sprt, SprtWatch
from qtgames.tournament.stats import MatchStats, match_stats


@dataclass(frozen=True)
class TournamentConfig:
    """Everything that decides a tournament's games, and how to play them."""

    game: str
    players: tuple[str, ...]
    format: str = "round-robin"
    games: int = 2
    #: The run's seed, printed and recorded; None: a fresh one (see ``settled``).
    seed: int | None = None
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
    #: Whether the cards of a game with hidden cards follow the run's seed (a seed the
    #: user gave, and only the program's own players); None: decided by ``settled``.
    #: Else they come from the system's secret randomness when revealed.
    seeded_cards: bool | None = None
    #: How the ratings are fitted (not part of the identity: it decides no game).
    rating: RatingModel = field(default_factory=RatingModel)
    #: The games' time control (``qtgames.core.timecontrol``), None: per-move limits only.
    time_control: str | None = None
    #: Moves after which a game is stopped and scored by its rules (None: the game's cap).
    max_moves: int | None = None
    #: Ending games early by the scores the players report (None: never).
    adjudication: Adjudication | None = None
    #: Whether each game in play shares one processor with its outside player
    #: (``qtgames.players.affinity``; not part of the identity: it decides no game).
    affinity: bool = False

    def identity(self) -> dict[str, Any]:
        """What a results file's header records: the fields that decide the games."""
        return {"game": self.game, "options": dict(self.options),
                "players": list(self.players), "format": self.format, "games": self.games,
                "seed": self.seed, "openings": list(self.openings), "book": self.book,
                "rounds": self.rounds,
                **({"aliases": dict(self.aliases)} if self.aliases else {}),
                **({"time_control": self.time_control} if self.time_control else {}),
                **({"max_moves": self.max_moves} if self.max_moves is not None else {}),
                **({"seeded_cards": True} if self.seeded_cards else {}),
                **(self.adjudication.identity() if self.adjudication else {})}


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
    #: Every game's results line, when asked for (``keep_lines``), else None.
    lines: list[Line] | None = None

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

    def counted_lines(self) -> list[Line]:
        """The results lines of the games the tables count (empty unless kept)."""
        games = self.counted.games
        return [line for line in self.lines or []
                if (line["tournament"]["pairing"], line["tournament"]["index"]) in games]

    def ratings(self) -> Ratings:
        """The maximum-likelihood ratings of the games counted."""
        return fit_ratings(self.players, self.counted.order, self.config.rating)

    def summary(self) -> dict[str, Any]:
        """The format's own tables (bracket, Swiss tie-breaks)."""
        return self.format.summary(self.counted)

    def match_stats(self) -> MatchStats:
        """The first player's counts, draw ratio and Elo figures against the second,
        over pairs when the format plays its games in pairs."""
        return match_stats(self.counted.order, self.format.paired)


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


def settled(config: TournamentConfig) -> TournamentConfig:
    """``config`` with its seed, and whether its cards follow it. A run resumed takes the
    seed from its results file (a seed given that differs is refused when the file is
    opened); a new run takes the seed given or a fresh one from the system's randomness.
    The cards of a game with hidden cards follow the seed only when the user gave it and
    every player is the program's own (random or a level): an outside player could
    guess or read a seed (a run resumed goes on as its results file says). Otherwise they
    are drawn from the system's secret randomness when revealed."""
    if config.seed is not None:
        check_seed(config.seed)
        if config.seeded_cards is not None:
            return config
    if config.results is not None and config.resume:
        header = read_header(config.results)
        saved = header["config"].get("seed")
        if not is_int(saved) or not 0 <= saved <= MAX_SEED:
            raise BadInput("{path} line 1: the run's seed is damaged", path=config.results)
        return replace(config, seed=saved if config.seed is None else config.seed,
                       seeded_cards=header["config"].get("seeded_cards") is True)
    own = not any(is_outside(config.aliases.get(name, name)) for name in config.players)
    return replace(config, seed=new_seed() if config.seed is None else config.seed,
                   seeded_cards=config.seed is not None and own)


def prepare(config: TournamentConfig, lookup: Callable[[str], GameSpec] | None = None
            ) -> tuple[GameSpec, Format]:
    """Check ``config`` (one BadInput for the first problem) and make its format; a
    config not ``settled`` yet is settled first."""
    config = settled(config)
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
                fit(spec.new_state(options, config.seed or 0), opening.moves)
                continue
            state = spec.from_position(opening.position, options)
        except QtGamesError as error:
            raise BadInput("opening {number}: {error}", number=number, error=error) from None
        if state.is_over():
            raise BadInput("opening {number} is a finished game", number=number)
    if config.sprt is not None and (len(players) != 2 or config.format != "round-robin"):
        raise BadInput("--sprt is for a match of two players")
    anchor = config.rating.anchor
    if anchor is not None and anchor[0] not in config.players:
        raise BadInput("--anchor {name!r} is not a player of this run (players: {players})",
                       name=anchor[0], players=", ".join(config.players))
    if config.rounds is not None and config.format != "swiss":
        raise BadInput("--rounds is for --format swiss")
    return spec, format_for(config, spec)


def format_for(config: TournamentConfig, spec: GameSpec) -> Format:
    """A fresh ``Format`` of the checked ``config`` (no game counted yet)."""
    fmt = make_format(config.format, spec, spec.resolve_options(config.options),
                      config.seed, list(config.players), config.games, config.openings,
                      config.rounds, config.aliases,
                      seeded_cards=bool(config.seeded_cards), book=config.book)
    fmt.time_control, fmt.max_plies = config.time_control, config.max_moves
    fmt.adjudication = config.adjudication
    return fmt


def run_tournament(config: TournamentConfig, on_game_done: GameDone | None = None,
                   cancel: threading.Event | None = None,
                   on_news: Callable[[str], None] | None = None,
                   lookup: Callable[[str], GameSpec] | None = None,
                   executor: Executor | None = None,
                   on_move: MoveWatch | None = None,
                   keep_lines: bool = False) -> Tournament:
    """Play the tournament ``config`` describes and return it.

    Every finished game is written to ``config.results`` at once; with ``config.resume``
    the games that file holds are counted and only the missing ones are played. Ctrl-C
    (``interrupted``) and ``cancel`` stop the run after the games finished so far.
    ``on_news`` is told the bracket and the pairings as they are made; ``on_move`` the
    moves of each game as it is played, when the games are played in this process. With
    ``keep_lines`` the tournament keeps every game's results line (for an export).
    The tournament returned holds the ``settled`` config (its seed, and whether its cards
    follow it).
    """
    config = settled(config)
    spec, fmt = prepare(config, lookup)
    remember_spec(spec)
    if on_news is not None:
        fmt.news = on_news
    book = Book(list(config.players))
    tournament = Tournament(config, spec, fmt, book,
                            sprt=SprtWatch(config.sprt, fmt.paired) if config.sprt else None,
                            lines=[] if keep_lines else None)
    known: dict[tuple[str, int], Line] = {}
    results: ResultsFile | None = None
    executor = executor or make_executor(  # before any file
        config.jobs, config.cluster, on_move,
        [config.aliases.get(name, name) for name in config.players], config.affinity)
    try:
        if config.results is not None and config.resume:
            results, lines = ResultsFile.resume(config.results, config.identity(),
                                                _line_check(config, spec))
            for line in lines:
                info = line["tournament"]
                known[info["pairing"], info["index"]] = line
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


def resumed_games(config: TournamentConfig,
                  lookup: Callable[[str], GameSpec] | None = None) -> list[Line]:
    """The games of the results file ``config.results`` that resuming counts, each
    checked, the file left as it is (a BadInput naming the first bad line)."""
    config = settled(config)
    spec, _ = prepare(config, lookup)
    return results_file.games(config.results or "", config.identity(),
                              _line_check(config, spec))[0]


def _line_check(config: TournamentConfig, spec: GameSpec) -> LineCheck:
    """Checks the games of a results file against the games ``config`` schedules."""
    def check(path: Path, lines: list[Line]) -> list[Line]:
        return checked_games(path, format_for(config, spec), spec, lines)
    return check


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
    """The games of ``jobs`` still to play; the ones a results file holds (each checked
    to be this game) are counted."""
    for job in jobs:
        if _stopped(tournament, cancel):
            return
        line = known.pop(job.key, None)
        if line is not None:
            _count(tournament, line)
            tournament.resumed += 1
        else:
            yield job


def _count(tournament: Tournament, line: Line) -> Played:
    known = (line["tournament"]["pairing"], line["tournament"]["index"]) in tournament.book.games
    played = tournament.book.add(line)
    if tournament.lines is not None and not known:
        tournament.lines.append(line)
    if tournament.sprt is not None:
        tournament.sprt.add(played)
    return played


def _stopped(tournament: Tournament, cancel: threading.Event | None) -> bool:
    decided = tournament.sprt is not None and tournament.sprt.decided_at is not None
    return decided or bool(cancel and cancel.is_set())
