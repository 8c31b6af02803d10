"""One tournament game: what to play (a ``GameJob``) and its results line.

A results line is a save file (``qtgames-save``, one JSON object on one line: the game's
seed, and in a game with hidden cards its deal and the cards each move drew, among its
fields) with a ``tournament`` object beside the save's fields: the pairing and game number
that identify it, the player of each seat, the seat that moves first (``first``), the
outcome, a forfeit if any, how the game was adjudicated if it was (``adjudicated``: move
cap, draw rule, resignation) and each move's thinking time. A line copied to a file of its
own opens in the app and in ``qtgames text --load``.
"""

import functools
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from qtgames import __version__
from qtgames.ai.adjudication import Adjudication
from qtgames.core import saves
from qtgames.core.chance import format_revealed
from qtgames.core.game import GameSpec
from qtgames.core.options import OptionValue
from qtgames.core.outcome import Outcome
from qtgames.core.record import HUMAN
from qtgames.core.rng import derive_seed
from qtgames.core.safetext import printable
from qtgames.core.timecontrol import TimeControl
from qtgames.players.arena import GameResult, fair_options, play_game, seats_for
from qtgames.tournament.openings import game_key

#: The JSON document of one results line.
Line = dict[str, Any]
#: Longest forfeit reason a results line holds (longer ones are cut when written).
REASON_LIMIT = 1000


@dataclass(frozen=True)
class GameJob:
    """One game to play: pairing ``pairing`` (A against B), its game number ``index``."""

    pairing: str
    index: int
    game: str
    options: Mapping[str, OptionValue]
    seed: int
    a: str
    b: str
    seats: tuple[str, ...]
    a_seats: tuple[int, ...]
    position: str | None = None
    #: Shown in the bracket and the report: the knock-out round, the Swiss round.
    round: int = 0
    #: The seed the game's cards follow (a reproducible run of the program's own
    #: players); None: they come from the system's secret randomness when revealed.
    chance_seed: int | None = None
    #: Moves played for both sides before the players take over (the game's notation).
    opening: tuple[str, ...] = ()
    #: The game's time control as ``TimeControl.parse`` reads it (None: per-move limits only).
    time_control: str | None = None
    #: Moves after which the game is stopped and scored by the rules (None: the game's cap).
    max_plies: int | None = None
    #: Ending the game early by the scores its players report (None: never).
    adjudication: Adjudication | None = None

    @property
    def key(self) -> tuple[str, int]:
        """What identifies the game in a results file."""
        return self.pairing, self.index


def make_job(spec: GameSpec, options: Mapping[str, OptionValue], seed: int, pairing: str,
             index: int, a: str, b: str, *, seed_label: object = None,
             position: str | None = None, round_number: int = 0,
             aliases: Mapping[str, str] | None = None, seeded_cards: bool = False,
             opening: tuple[str, ...] = (), time_control: str | None = None,
             max_plies: int | None = None,
             adjudication: Adjudication | None = None, b_first: bool = False) -> GameJob:
    """Game ``index`` of ``pairing``: A holds the first side when ``index`` is even (odd
    with ``b_first``); a starter left to chance is the first side's (``fair_options``), so
    that the starter changes with the sides.

    Its seed derives from the tournament's ``seed``, ``seed_label`` (the pairing's name
    when None) and ``index``, so the same tournament plays the same games in any order;
    with ``seeded_cards`` the cards of a game with hidden cards follow that seed too (else
    they are drawn from the system's secret randomness when revealed). ``aliases`` maps a
    table name to the player it stands for; ``time_control``, ``max_plies`` (its move cap) and
    ``adjudication`` are the run's, if any.
    """
    aliases = aliases or {}
    options = fair_options(spec, options)
    seats, a_seats = seats_for(spec, options, aliases.get(a, a), aliases.get(b, b),
                               a_team=(index + b_first) % 2)
    label = pairing if seed_label is None else seed_label
    game_seed = derive_seed(seed, label, index)
    return GameJob(pairing, index, spec.id, dict(options), game_seed, a, b, tuple(seats),
                   a_seats, position, round_number,
                   derive_seed(game_seed, "cards") if seeded_cards else None,
                   opening, time_control, max_plies, adjudication)


#: Told the moves of a game being played, after each move (and once, empty, at its start).
MoveWatch = Callable[[GameJob, tuple[str, ...]], None]

#: Specs by game id in this process: set by the runner (inherited by forked workers),
#: loaded from the installed plugins elsewhere (a cluster's workers).
_specs: dict[str, GameSpec] = {}


def remember_spec(spec: GameSpec) -> None:
    """Make ``spec`` the one ``play_job`` uses for its game in this process."""
    _specs[spec.id] = spec


def spec_for(game_id: str) -> GameSpec:
    """The spec of ``game_id`` in this process (remembered, else from the plugins)."""
    if game_id not in _specs:
        from qtgames.plugins import load_games
        _specs[game_id] = load_games().get(game_id)
    return _specs[game_id]


def play_job(job: GameJob, on_move: MoveWatch | None = None) -> Line:
    """Play ``job`` and return its results line (a module-level function: it travels to
    worker processes and cluster workers by name); ``on_move`` watches it being played."""
    spec = spec_for(job.game)
    watch = None
    if on_move is not None:
        on_move(job, ())
        watch = functools.partial(on_move, job)
    control = None if job.time_control is None else TimeControl.parse(job.time_control)
    result = play_game(spec, job.options, job.seed, job.seats, job.position, watch,
                       job.opening, chance_seed=job.chance_seed, time_control=control,
                       max_plies=job.max_plies, adjudication=job.adjudication)
    return game_line(spec, job, result)


def game_line(spec: GameSpec, job: GameJob, result: GameResult) -> Line:
    """The results line of ``job`` played to ``result``."""
    line = job_fields(spec, job)
    info = line.pop("tournament")  # written after the save's fields
    if result.start is not None:
        line["position"] = result.start
    line["moves"] = list(result.moves)
    line["cursor"] = len(result.moves)
    drawn = {str(index): format_revealed(cards) for index, cards in enumerate(result.revealed)
             if cards is not None}
    if drawn:
        line["drawn"] = drawn
    line["tournament"] = info
    info["outcome"] = outcome_json(result.outcome)
    info["forfeit"] = (None if result.forfeit is None
                       else [result.forfeit[0], printable(result.forfeit[1], REASON_LIMIT)])
    info["seconds"] = [[round(value, 6) for value in times] for times in result.seconds]
    info["turn_seconds"] = [[round(value, 6) for value in times]
                            for times in result.turn_seconds]
    info["plies"] = result.plies
    info["adjudicated"] = None if result.forfeit is not None else result.adjudicated
    start = start_state(spec, job) if result.start is None \
        else spec.from_position(result.start, job.options)
    info["key"] = game_key(start, result.moves, spec.hidden_information, job.seed)
    if job.adjudication is not None:  # what the adjudication was decided from
        info["move_scores"] = list(result.move_scores)
    return line


def start_state(spec: GameSpec, job: GameJob) -> Any:
    """The position ``job``'s game starts from, before its opening (in a game with hidden
    cards dealt afresh when played: here one deal its seed makes, to fit openings to)."""
    return (spec.new_state(job.options, job.seed) if job.position is None
            else spec.from_position(job.position, job.options))


def job_fields(spec: GameSpec, job: GameJob) -> Line:
    """What the results line of ``job`` holds whatever the game's course: the game, its
    options, seed, start and seats, and the tournament's pairing, game number and sides."""
    state = start_state(spec, job)
    known = set(spec.player_names())
    line: Line = {
        "format": saves.FORMAT, "version": saves.VERSION, "app_version": __version__,
        "game": spec.id, "game_version": spec.version, "options": dict(job.options),
        "seed": job.seed,
        "seats": [{"name": name, "player": player if player in known else HUMAN}
                  for name, player in zip(state.seats, job.seats, strict=True)],
    }
    if job.position is not None:
        line["position"] = job.position
    line["tournament"] = {
        "pairing": job.pairing, "index": job.index, "round": job.round,
        "a": job.a, "b": job.b, "a_seats": list(job.a_seats), "players": list(job.seats),
        "names": [job.a if seat in job.a_seats else job.b for seat in range(len(job.seats))],
        "opening": len(job.opening),
        "first": state.to_move(),
    }
    return line


def outcome_json(outcome: Outcome) -> dict[str, Any]:
    """``outcome`` as a results line records it."""
    return {"winners": sorted(outcome.winners), "reason": outcome.reason,
            "scores": list(outcome.scores) if outcome.scores is not None else None}


def a_points(line: Line) -> float:
    """A's points in the game of ``line``: 1 for a win, 0.5 for a draw, 0 for a loss."""
    info = line["tournament"]
    winners = set(info["outcome"]["winners"])
    if not winners:
        return 0.5
    return 1.0 if winners & set(info["a_seats"]) else 0.0
