"""Checking the games of a results file before a resumed run counts them.

A results file may have been edited, by mistake or to change the standings, so nothing in
it is trusted: each game line must be one of the run's games as its format schedules them
(the same pairing, sides, seats, seed, options and start), its moves must replay through
the rules model to the end it records (the game's own outcome, its adjudication at the
game's length limit, or a forfeit by the seat to move, which then loses), and its thinking
times must be numbers of seconds. The first line that fails is refused with its number and
the reason; each game is replayed once.
"""

import json
from pathlib import Path
from typing import Any

from qtgames.ai.adjudication import Adjudication, ScoreWatch, reported_score
from qtgames.ai.arena import LOST_ON_TIME, adjudication_kind, forfeit_outcome
from qtgames.core import saves
from qtgames.core.errors import BadInput, QtGamesError, clip
from qtgames.core.game import GameSpec
from qtgames.core.outcome import Outcome
from qtgames.core.playernames import is_outside, parse
from qtgames.core.record import GameRecord
from qtgames.core.safetext import printable
from qtgames.core.state import AnyState
from qtgames.core.validate import is_int, is_number
from qtgames.players.forfeit import is_own_reason
from qtgames.tournament.book import Book
from qtgames.tournament.formats import Format
from qtgames.tournament.games import (
    REASON_LIMIT,
    GameJob,
    Line,
    job_fields,
    outcome_json,
)
from qtgames.tournament.openings import game_key
from qtgames.tournament.results import line_error

#: Longest thinking time believed for one move or turn, in seconds (a year).
SECONDS_LIMIT = 365 * 24 * 3600
#: Fields of a line that name its game, compared with the game the run schedules.
_GAME_FIELDS = ("format", "version", "game", "options", "seed", "seats", "position")
#: The same, in a game with hidden cards dealt when played: its deal is the line's own,
#: checked by replaying its moves.
_DEALT_FIELDS = tuple(field for field in _GAME_FIELDS if field != "position")
_TOURNAMENT_FIELDS = ("pairing", "index", "round", "a", "b", "a_seats", "players", "names",
                      "opening")


def checked_games(path: Path, fmt: Format, spec: GameSpec, lines: list[Line]) -> list[Line]:
    """The game lines of the results file ``path`` (``lines``: its line 2 onwards), each
    checked against the game ``fmt`` schedules under its pairing and number.

    The format's batches are followed as a run follows them, counting the lines found:
    a batch with a game missing is the last one a stopped run can have reached, so a line
    for a game after it, or for no game of the run, is refused, as is a game written twice.
    """
    where: dict[tuple[str, int], tuple[int, Line]] = {}
    for number, line in enumerate(lines, start=2):
        info = line["tournament"]
        key = (info["pairing"], info["index"])
        if key in where:
            raise line_error(path, number, BadInput(
                "game {index} of {pairing} is already on line {first}", index=key[1],
                pairing=_text(key[0]), first=where[key][0]))
        where[key] = (number, line)
    book = Book(list(fmt.players))
    checked: list[Line] = []
    for batch in fmt.batches(book):
        whole = True
        for job in batch:
            if not where:  # every line checked: the games still to play are not looked at
                return checked
            found = where.pop(job.key, None)
            if found is None:
                whole = False
                continue
            number, line = found
            try:
                check_game(spec, job, line)
            except QtGamesError as error:
                raise line_error(path, number, error) from None
            book.add(line)
            checked.append(line)
        if not whole:
            break
    if where:
        number, line = min(where.values(), key=lambda found: found[0])
        info = line["tournament"]
        raise line_error(path, number, BadInput(
            "game {index} of {pairing} is not one this run would have played",
            index=info["index"], pairing=_text(info["pairing"])))
    return checked


def check_game(spec: GameSpec, job: GameJob, line: Line) -> None:
    """Refuse (a BadInput saying why) a results ``line`` that is not a true record of the
    game ``job`` of ``spec``."""
    expected = job_fields(spec, job)
    info = line["tournament"]
    dealt = spec.hidden_information and job.position is None
    _same(line, expected, _DEALT_FIELDS if dealt else _GAME_FIELDS)
    _same(info, expected["tournament"], _TOURNAMENT_FIELDS)
    forfeit = _forfeit(info.get("forfeit"), job)
    moves = line["moves"]
    if not isinstance(moves, list) or moves[:len(job.opening)] != list(job.opening):
        raise BadInput("the moves do not begin with this game's opening {opening}",
                       opening=_shown(" ".join(job.opening), 80))
    # Every move replayed through the rules model, as a save's are (its cursor: below).
    record = saves.from_json({**line, "cursor": len(moves)}, lambda _: spec)
    cap = spec.max_plies if job.max_plies is None else min(spec.max_plies, job.max_plies)
    verdict = (None if job.adjudication is None
               else _verdict(job.adjudication, record, info.get("move_scores")))
    outcome = _end(record.state, len(moves), forfeit, cap, verdict)
    if not _same_json(info["outcome"], outcome_json(outcome)):
        raise BadInput("the result recorded ({found}) is not the game's ({actual})",
                       found=_shown(info["outcome"], 80),
                       actual=_shown(outcome_json(outcome), 80))
    kind = None if forfeit is not None else adjudication_kind(record.state.outcome(), verdict)
    # Lines written before these fields were recorded lack them: the replay's are taken.
    for key, actual in (("adjudicated", kind), ("first", expected["tournament"]["first"])):
        if not _same_json(info.get(key, actual), actual):
            raise BadInput("{field} is {found}, but the game's is {expected}", field=key,
                           found=_shown(info.get(key)), expected=_shown(actual))
    for key, found in (("plies", info.get("plies")), ("cursor", line.get("cursor"))):
        if not _same_json(found, len(moves)):
            raise BadInput("{field} is {found}, but the game has {count} moves", field=key,
                           found=_shown(found), count=len(moves))
    for key in ("seconds", "turn_seconds"):
        _times(key, info.get(key), len(job.seats), len(moves))
    key = game_key(record.start_state(), moves, spec.hidden_information, job.seed)
    if info.get("key", key) != key:  # the key tells games apart: it must be the moves'
        raise BadInput("{field} is {found}, but the game's is {expected}", field="key",
                       found=_shown(info.get("key")), expected=key)


def _end(state: AnyState, count: int, forfeit: int | None, cap: int,
         verdict: Outcome | None = None) -> Outcome:
    """The outcome of the game replayed to ``state`` after ``count`` moves, ended by the
    forfeit of seat ``forfeit`` (None: played to its end, to the ``cap`` on its moves or
    to the ``verdict`` of its players' scores)."""
    finished = state.is_over() or count >= cap or verdict is not None
    if forfeit is not None:
        if finished:
            raise BadInput("a forfeit is recorded after the game's end (move {count})",
                           count=count)
        if forfeit != state.to_move():
            raise BadInput("seat {seat} forfeits, but seat {mover} was to move",
                           seat=forfeit, mover=state.to_move())
        return forfeit_outcome(state, forfeit)
    if not finished:
        raise BadInput("the moves stop after move {count}, before the game's end, and no "
                       "forfeit is recorded", count=count)
    outcome: Outcome = state.outcome() or verdict or state.adjudicate()
    return outcome


def _verdict(rules: Adjudication, record: GameRecord, scores: Any) -> Outcome | None:
    """What ``rules`` make of the game of ``record`` (replayed to its end) from the
    recorded ``scores`` of its moves: the outcome they give at its last move, or None; a
    BadInput if the scores are not one number or null per move, or if the rules end the
    game before its last move."""
    count = len(record.moves)
    if (not isinstance(scores, list) or len(scores) != count
            or any(score is not None and reported_score(score) != score
                   for score in scores)):
        raise BadInput("move_scores is not one number or null for each of the {count} "
                       "moves", count=count)
    movers = []
    for _ in range(count):  # walked back: the seat to move before each move
        record.undo()
        movers.append(record.state.team_of(record.state.to_move()))
    record.goto(count)
    watch = ScoreWatch(rules, [record.state.team_of(seat)
                               for seat in range(len(record.state.seats))])
    for number, (team, score) in enumerate(zip(reversed(movers), scores, strict=True),
                                           start=1):
        verdict = watch.add(team, score)
        if verdict is not None:
            if number < count:
                raise BadInput("the scores end the game at move {number}, but it goes on",
                               number=number)
            return verdict
    return None


def _forfeit(value: Any, job: GameJob) -> int | None:
    """The seat that forfeited, from a line's ``forfeit`` (None, or [seat, reason]),
    refused unless it could have happened in ``job``: on time only under a time control,
    any other way only by an outside player, for a reason this program gives."""
    if value is None:
        return None
    seats = len(job.seats)
    if (not isinstance(value, list) or len(value) != 2 or not is_int(value[0])
            or not 0 <= value[0] < seats):
        raise BadInput("the forfeit {found} is not [seat, reason] with a seat from 0 to "
                       "{last}", found=_shown(value), last=seats - 1)
    reason = value[1]
    if not isinstance(reason, str) or printable(reason, REASON_LIMIT) != reason:
        raise BadInput("the forfeit's reason is not text of at most {limit} printable "
                       "characters", limit=REASON_LIMIT)
    seat: int = value[0]
    player = job.seats[seat]
    if reason == LOST_ON_TIME:
        if job.time_control is None:
            raise BadInput("a loss on time is recorded, but this run has no time control")
        return seat
    if not is_outside(player):
        raise BadInput("{player} is recorded forfeiting ({reason}), but only an outside "
                       "player can forfeit other than on time", player=_text(player),
                       reason=_text(reason))
    try:
        shown = parse(player).shown
    except BadInput:
        shown = player
    if not is_own_reason(reason, shown, cut=REASON_LIMIT):
        raise BadInput("the forfeit's reason {reason} is not one this program gives",
                       reason=_text(reason))
    return seat


def _times(key: str, value: Any, seats: int, moves: int) -> None:
    """Refuse thinking times that are not, per seat, numbers of seconds (finite, not
    negative, at most ``SECONDS_LIMIT``), at most one per move and one more."""
    if (not isinstance(value, list) or len(value) != seats
            or not all(isinstance(times, list) for times in value)):
        raise BadInput("{field} is not a list of {count} lists, one per seat", field=key,
                       count=seats)
    if sum(len(times) for times in value) > moves + 1:
        raise BadInput("{field} holds more times than the game has moves", field=key)
    for times in value:
        for seconds in times:
            # NaN fails the comparison, infinity the limit
            if not is_number(seconds) or not 0 <= seconds <= SECONDS_LIMIT:
                raise BadInput("{field} holds {found}, not a number of seconds", field=key,
                               found=_shown(seconds))


def _same(document: dict[str, Any], expected: dict[str, Any], keys: tuple[str, ...]) -> None:
    """Refuse the first of ``keys`` whose value in ``document`` is not the expected one."""
    for key in keys:
        if not _same_json(document.get(key), expected.get(key)):
            raise BadInput("{field} is {found}, but this run's game has {expected}",
                           field=key, found=_shown(document.get(key)),
                           expected=_shown(expected.get(key)))


def _same_json(found: Any, expected: Any) -> bool:
    """True when both values are the same JSON (``true`` is not ``1``, nor ``1.0``)."""
    return _json(found) == _json(expected)


def _json(value: Any) -> str:
    return json.dumps(value, sort_keys=True, ensure_ascii=True)


def _shown(value: Any, length: int = 60) -> object:
    """A value from a file as a message shows it: JSON, ASCII only, cut short."""
    return clip(_json(value), length)


def _text(value: str) -> str:
    """Text from a file as a message shows it: printable, cut short."""
    return printable(value, 60)
