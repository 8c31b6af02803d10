"""A series of network games between two joined players (``qtgames host --games N``).

The host plays N games, the players changing sides after each one (``HostGame.series``),
a starter left to chance given to the first side so that it changes with them,
under the time control, move cap and score rules of ``--tc``, ``--max-moves``, ``--resign``
and ``--draw`` as a match plays them (``referee``); ``SeriesRecord`` writes each finished
game to the ``--results`` file as a tournament's results line (the first game's two players
are A and B, A on the first seat in the even games), and prints the tally and the ratings
at the end.
"""

import argparse
from dataclasses import replace
from pathlib import Path
from typing import Any, TextIO

from qtgames.core.errors import BadInput
from qtgames.core.i18n import Translator
from qtgames.core.outcome import Outcome, Reason
from qtgames.core.record import GameRecord
from qtgames.net.host import HostGame
from qtgames.net.referee import Referee
from qtgames.players.arena import MOVE_CAP, GameResult, adjudication_kind, fair_options
from qtgames.tournament import choices
from qtgames.tournament.book import Book
from qtgames.tournament.games import Line, game_line, make_job
from qtgames.tournament.ratings import fit_ratings
from qtgames.tournament.results import ResultsFile
from qtgames.tournament.runner import TournamentConfig

#: Most games in one series.
MOST_GAMES = 10000
#: Seconds a player of a series may stay away before forfeiting (``--absent-forfeit``).
ABSENT_FORFEIT = 60.0


def check_series(game: HostGame, games: int, results: str | None) -> None:
    """A BadInput in one line unless a series of ``games`` can be hosted for ``game``:
    two seats, both open to players who join, and no results file there already."""
    if not 1 <= games <= MOST_GAMES:
        raise BadInput("--games must be between 1 and {most}, not {games}", most=MOST_GAMES,
                       games=games)
    if games > 1 and (len(game.remote) != 2 or not all(game.remote)):
        raise BadInput("a series of games (--games) is played between two players who "
                       "join: --players remote,remote")
    if results is not None:
        path = Path(results)
        if path.exists() and (not path.is_file() or path.stat().st_size > 0):
            raise BadInput("{path} already exists: --resume {path} continues it, or "
                           "choose another file", path=str(path))


def referee(args: argparse.Namespace) -> Referee | None:
    """The clock, move cap and score rules ``--tc``, ``--max-moves``, ``--resign`` and
    ``--draw`` ask for, checked as a match checks them (None: none asked)."""
    control = choices.time_control(args.tc)
    cap = choices.max_moves(args.max_moves)
    rules = choices.adjudication(args.resign, args.draw)
    if control is None and cap is None and rules is None:
        return None
    from qtgames.core.timecontrol import TimeControl

    return Referee(None if control is None else TimeControl.parse(control), cap, rules)


class SeriesRecord:
    """The games of a hosted series as they end (``HostGame.on_game_over``)."""

    def __init__(self, game: HostGame, games: int, results: str | None) -> None:
        self.game, self.games, self.results = game, games, results
        self.lines: list[Line] = []
        self.players: tuple[str, str] | None = None
        self._file: ResultsFile | None = None
        game.series = games
        game.on_game_over = self.game_over
        record = game.record
        fair = fair_options(record.spec, record.options)
        if fair != record.options and not record.moves and (record.position is None
                                                            or record.dealt):
            game.record = GameRecord(record.spec, fair, record.seed,
                                     [seat.player for seat in record.seats])

    def game_over(self, record: GameRecord, outcome: Outcome) -> None:
        """Count the game of ``record`` and write its line."""
        if self.players is None:
            if len(self.game.names) != 2:
                return
            a, b = (name or seat.name for name, seat in zip(self.game.names, record.seats,
                                                             strict=True))
            self.players = (a, f"{b} (B)" if b == a else b)
        a, b = self.players
        index = len(self.lines)
        spec = record.spec
        rules = self.game.referee
        job = make_job(spec, record.options, record.seed, f"{a} - {b}", index, a, b,
                       **self._rules("max_plies"))
        job = replace(job, seed=record.seed,
                      seats=tuple(a if seat in job.a_seats else b
                                  for seat in range(len(record.seats))))
        empty: tuple[tuple[float, ...], ...] = tuple(() for _ in record.seats)
        line = game_line(spec, job, GameResult(
            outcome, job.seats, empty, record.cursor, empty,
            tuple(record.moves[:record.cursor]), self.game.forfeit,
            tuple(rules.scores) if rules is not None else (),
            self._adjudicated(record, outcome),
            start=record.position if spec.hidden_information else None,
            revealed=tuple(record.revealed[:record.cursor])))
        self.lines.append(line)
        if self.results is not None:
            if self._file is None:
                config = TournamentConfig(spec.id, (a, b), games=self.games,
                                          seed=self.game.record.seed,
                                          options=dict(record.options),
                                          **self._rules("max_moves"))
                self._file = ResultsFile.create(self.results, config.identity())
            self._file.append(line)

    def _adjudicated(self, record: GameRecord, outcome: Outcome) -> str | None:
        """How the game of ``record`` ending in ``outcome`` was adjudicated (None: by the
        rules, a forfeit or its players: a resignation, an agreed draw)."""
        if self.game.forfeit is not None or record.state.outcome() is not None:
            return None
        rules = self.game.referee
        if rules is not None and rules.verdict == outcome:
            return adjudication_kind(None, outcome)
        return MOVE_CAP if outcome.reason == Reason.ADJUDICATED else None

    def _rules(self, cap: str) -> dict[str, Any]:
        """The series' time control, move cap (under the name ``cap``) and score rules
        (none given: none written)."""
        rules = self.game.referee
        if rules is None:
            return {}
        control = rules.time_control
        return {"time_control": None if control is None else control.text,
                cap: rules.max_plies,
                "adjudication": rules.adjudication}

    def close(self) -> None:
        """Close the results file."""
        if self._file is not None:
            self._file.close()

    def print_summary(self, out: TextIO, tr: Translator) -> None:
        """The tally and the ratings of the games played (none yet: the tally alone)."""
        if self.players is None:
            if len(self.game.names) != 2:
                return
            a, b = (name or seat.name for name, seat in zip(self.game.names,
                                                             self.game.record.seats,
                                                             strict=True))
        else:
            a, b = self.players
        book = Book([a, b])
        played = [book.add(line) for line in self.lines]
        wins_a = sum(1 for game in played if game.a_points == 1)
        wins_b = sum(1 for game in played if game.a_points == 0)
        parts = [tr.plural("{name} {count} win", "{name} {count} wins", wins, name=name)
                 for name, wins in ((a, wins_a), (b, wins_b))]
        parts.append(tr.plural("{count} draw", "{count} draws",
                               len(played) - wins_a - wins_b))
        print(tr("{series}: {tally}", series=tr.plural(
            "Series of {count} game", "Series of {count} games", len(played)),
                 tally=", ".join(parts)), file=out, flush=True)
        if not played:
            return
        ratings = fit_ratings([a, b], played)
        print(tr("Ratings: {table}", table=", ".join(
            f"{rating.player} {round(rating.elo, 1) + 0.0:+.1f}" for rating in ratings.table)),
            file=out, flush=True)
