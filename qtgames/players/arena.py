"""Computer-against-computer games, the engine of ``match``, ``tournament`` and self-tests."""

import time
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass

from qtgames.ai.adjudication import Adjudication, ScoreWatch, reported_score
from qtgames.ai.player import AnyPlayer
from qtgames.core.chance import Revealed, dealer_for
from qtgames.core.game import GameSpec
from qtgames.core.i18n import N_
from qtgames.core.options import FIRST_OPTION, RANDOM_FIRST, OptionValue
from qtgames.core.outcome import Outcome, Reason
from qtgames.core.rng import derive_seed
from qtgames.core.state import AnyState
from qtgames.core.timecontrol import Clock, TimeControl
from qtgames.players import Forfeit, make_player

#: The forfeit reason of a player whose clock ran out.
LOST_ON_TIME = "lost on time"
#: How a game was adjudicated (``GameResult.adjudicated``): cut at the move cap and scored
#: by the rules, drawn by the players' agreeing scores, or resigned by them.
MOVE_CAP, DRAW_RULE, RESIGNATION = N_("move cap"), N_("draw rule"), N_("resignation")


class Played(tuple[str, ...]):
    """The moves of a game being played (what a watcher is told after each move), with
    ``position``, the whole position they lead to: a game with hidden cards drawn when
    revealed cannot be followed from its moves alone."""

    position: str = ""


def played(moves: list[str], state: AnyState) -> Played:
    """``moves`` as a ``Played`` leading to ``state``."""
    result = Played(moves)
    result.position = state.position()
    return result


@dataclass(frozen=True)
class GameResult:
    """One finished computer game: the result and each seat's thinking times."""

    outcome: Outcome
    seat_names: tuple[str, ...]
    seconds: tuple[tuple[float, ...], ...]  # per seat, one entry per move chosen
    plies: int
    #: Per seat, one entry per turn: the thinking time of its moves in a row.
    turn_seconds: tuple[tuple[float, ...], ...] = ()
    #: The moves played, in the game's notation.
    moves: tuple[str, ...] = ()
    #: The seat whose player lost the game by forfeit, and why (None: played to the end).
    forfeit: tuple[int, str] | None = None
    #: Per move, the score its player reported (None: none, or a forced move).
    move_scores: tuple[float | None, ...] = ()
    #: How the game was adjudicated: ``MOVE_CAP``, ``DRAW_RULE``, ``RESIGNATION`` (None:
    #: played to the rules' end, or forfeited).
    adjudicated: str | None = None
    #: The deal of a game with hidden cards (its start position: the hands, the draw
    #: piles in no order); None: the game's own start or the position it was given.
    start: str | None = None
    #: Per move, the cards it revealed (``GameState.revealed``).
    revealed: tuple[Revealed | None, ...] = ()


def play_game(spec: GameSpec, options: Mapping[str, OptionValue], seed: int,
              players: Sequence[str], position: str | None = None,
              on_move: Callable[[tuple[str, ...]], None] | None = None,
              opening: Sequence[str] = (), *, chance_seed: int | None = None,
              time_control: TimeControl | None = None, max_plies: int | None = None,
              adjudication: Adjudication | None = None) -> GameResult:
    """Play one game with ``players[seat]`` at each seat, cut at ``spec.max_plies`` (or at
    ``max_plies`` moves, a match's cap, when fewer) and then scored by the rules'
    ``adjudicate``.

    The computer players' choices follow ``seed``. In a game with hidden cards, the deal
    and each card drawn come from the system's secret randomness when revealed, or with
    ``chance_seed`` from a stream following it (a reproducible run of the program's own
    players: whoever knows it knows every card); the result holds the deal and the cards
    each move revealed.

    The game starts from ``position`` (the game's notation) when given, else from the start;
    the moves of ``opening`` (the game's notation) are played first, for both sides, and
    begin the moves of the result.
    An outside player that fails loses the game for its side (``GameResult.forfeit``).
    ``on_move`` is told the moves played so far after each move (someone watching).
    Under ``time_control`` each seat has a clock, told to its player before each move; a
    player whose clock runs out loses the game by forfeit, the reason ``LOST_ON_TIME``.
    ``adjudication`` ends it early by the scores the players report (``ScoreWatch``).
    """
    state = deal(spec, options, seed, chance_seed) if position is None \
        else spec.from_position(position, options)
    brains = [make_player(spec, name, derive_seed(seed, "player", seat), options)
              for seat, name in enumerate(players)]
    try:
        for seat, brain in enumerate(brains):
            brain.get_ready(seat)
        clock = None if time_control is None else Clock(time_control, len(players))
        cap = spec.max_plies if max_plies is None else min(spec.max_plies, max_plies)
        watch = (None if adjudication is None else
                 ScoreWatch(adjudication, [state.team_of(seat) for seat in range(len(players))]))
        dealt = state.position() if spec.hidden_information and position is None else None
        return _play(state, brains, players, cap, on_move, clock, watch, opening, dealt)
    finally:
        for brain in brains:
            brain.close()


def deal(spec: GameSpec, options: Mapping[str, OptionValue], seed: int,
         chance_seed: int | None = None) -> AnyState:
    """A new game's start: the game's own from ``seed``, or in a game with hidden cards a
    deal from the secret randomness (``chance_seed``: a stream following it) whose draw
    piles are in no order, each card drawn when revealed."""
    if not spec.hidden_information:
        return spec.new_state(options, seed)
    dealer = dealer_for(chance_seed)
    state = spec.new_state(options, dealer.seed())
    state.conceal()
    if chance_seed is not None:
        state.dealer = dealer
    return state


def _play(state: AnyState, brains: Sequence[AnyPlayer], players: Sequence[str], cap: int,
          on_move: Callable[[tuple[str, ...]], None] | None = None,
          clock: Clock | None = None, watch: ScoreWatch | None = None,
          opening: Sequence[str] = (), dealt: str | None = None) -> GameResult:
    times: list[list[float]] = [[] for _ in players]
    scores: list[float | None] = []
    verdict = None
    turns: list[list[float]] = [[] for _ in players]
    moves: list[str] = []
    revealed: list[Revealed | None] = []
    for text in opening:  # formatted before it is played: a capture is told by the board
        label = state.format_move(state.parse_move(text))
        state.play_text(text)
        moves.append(label)
        revealed.append(state.revealed())
        scores.append(None)  # played for both sides: no player's score
    plies, turn_seat, turn_time = len(moves), state.to_move(), 0.0
    while not state.is_over() and plies < cap and verdict is None:
        seat = state.to_move()
        if seat != turn_seat:
            turns[turn_seat].append(turn_time)
            turn_seat, turn_time = seat, 0.0
        forced = state.forced_move()
        score = None
        if forced is not None:
            move = forced
        else:
            if clock is not None:
                brains[seat].clock = clock.reading(seat, opponent_of(state, seat))
            start = time.perf_counter()
            reason = None
            try:
                move = brains[seat].choose(state)
            except Forfeit as forfeit:
                reason = forfeit.reason
            times[seat].append(time.perf_counter() - start)
            if clock is not None and not clock.spend(seat, times[seat][-1]):
                reason = LOST_ON_TIME
            if reason is not None:
                turns[turn_seat].append(turn_time + times[seat][-1])
                return GameResult(forfeit_outcome(state, seat), tuple(players),
                                  tuple(tuple(t) for t in times), plies,
                                  tuple(tuple(t) for t in turns), tuple(moves),
                                  forfeit=(seat, reason), move_scores=tuple(scores),
                                  start=dealt, revealed=tuple(revealed))
            turn_time += times[seat][-1]
            score = reported_score(brains[seat].last_value)
        team = state.team_of(seat)
        moves.append(state.format_move(move))
        state.play(move)
        revealed.append(state.revealed())
        plies += 1
        scores.append(score)
        if watch is not None:
            verdict = watch.add(team, score)
        if on_move is not None:
            on_move(played(moves, state))
    turns[turn_seat].append(turn_time)
    outcome = state.outcome() or verdict or state.adjudicate()
    return GameResult(outcome, tuple(players), tuple(tuple(t) for t in times), plies,
                      tuple(tuple(t) for t in turns), tuple(moves),
                      move_scores=tuple(scores),
                      adjudicated=adjudication_kind(state.outcome(), verdict),
                      start=dealt, revealed=tuple(revealed))


def adjudication_kind(ruled: Outcome | None, verdict: Outcome | None) -> str | None:
    """How a finished game was adjudicated, from the rules' own outcome (``ruled``, None
    when the game was cut short) and the score rules' ``verdict`` (None: none)."""
    if ruled is not None:
        return None
    if verdict is not None:
        return RESIGNATION if verdict.winners else DRAW_RULE
    return MOVE_CAP


def opponent_of(state: AnyState, seat: int) -> int:
    """The seat ``seat`` faces on the clock: the next one in turn order of another side
    (itself when every seat is on one side)."""
    count = len(state.seats)
    for step in range(1, count):
        other = (seat + step) % count
        if state.team_of(other) != state.team_of(seat):
            return other
    return seat


def forfeit_outcome(state: AnyState, seat: int) -> Outcome:
    """The result when ``seat``'s player forfeits: every seat of another side wins."""
    team = state.team_of(seat)
    winners = frozenset(other for other in range(len(state.seats))
                        if state.team_of(other) != team)
    return Outcome(winners, Reason.FORFEIT)


def fair_options(spec: GameSpec, options: Mapping[str, OptionValue]
                 ) -> dict[str, OptionValue]:
    """``options`` with a starter left to chance (``first=random``) given to the game's
    first side instead: as the sides change between a pair's games, so does the starter,
    as Black and White do (chance would let one player start more often)."""
    fair = dict(options)
    for option in spec.options:
        if option.key == FIRST_OPTION and fair.get(FIRST_OPTION) == RANDOM_FIRST:
            fair[FIRST_OPTION] = next(choice for choice in option.choices
                                      if choice != RANDOM_FIRST)
    return fair


def seats_for(spec: GameSpec, options: Mapping[str, OptionValue], a: str, b: str,
              a_team: int) -> tuple[list[str], tuple[int, ...]]:
    """Players per seat when A plays every seat of team ``a_team``, and A's seats."""
    teams = spec.teams_for(options)
    a_seats = tuple(seat for seat, team in enumerate(teams) if team == a_team)
    return [a if seat in a_seats else b for seat in range(len(teams))], a_seats


def median(values: Sequence[float]) -> float:
    """Median of ``values`` (0 for none)."""
    import statistics  # here: with the fractions and decimals it loads, not at start-up

    return statistics.median(values) if values else 0.0
