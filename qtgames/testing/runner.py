"""``run_checks``: every invariant of the contract on seeded random games of one game.

For each option set (the defaults, then each other choice of each option) and seed, a
random game is played to its end; the whole game is undone move by move; positions spread
along it go through every per-position check, the text view and (with Qt) the scene; then
the perft table and golden playthroughs the plugin ships are replayed. With Qt, the scene
is also clicked where the moves act at a few positions of the first game (``clicks``); each
computer level is asked twice from one seed and plays a game against random (``levels``).
A plugin that ships no perft rows or no golden playthrough gets a warning. A failure keeps the
options, the seed and the moves from the start to the failing position, in notation, and
only the shortest such failure of each invariant is kept.
"""

import random
import traceback
from collections.abc import Callable, Hashable, Mapping, Sequence
from dataclasses import dataclass, field
from functools import partial
from pathlib import Path
from typing import Any

import qtgames.testing.golden as golden
import qtgames.testing.infosets as infosets
import qtgames.testing.invariants as invariants
import qtgames.testing.levels as levels
from qtgames.core.game import GameSpec
from qtgames.core.i18n import N_
from qtgames.core.options import OptionValue
from qtgames.core.state import AnyState
from qtgames.testing.playout import LONGEST, ContractError, Playout, play_random, spread
from qtgames.testing.scene import ShowState, scene_checker

#: Most option sets checked; positions checked along each random game.
OPTION_SETS_LIMIT = 12
SAMPLES = 12
#: About how many of them the scene is clicked at (in the first game of each option set).
CLICK_SAMPLES = 3
#: Seeds of the random games with the default options; other option sets play the first.
SEEDS = (1, 2)


@dataclass(frozen=True)
class Failure:
    """One broken invariant, with how to reproduce it."""

    invariant: str
    game: str
    options: tuple[tuple[str, OptionValue], ...]
    seed: int
    moves: tuple[str, ...]
    detail: str

    def line(self) -> str:
        """``undo: nim matches=21 seed 1, moves 1 3: undoing move 2 ...``."""
        game = " ".join([self.game, *(f"{key}={value}" for key, value in self.options)])
        moves = " ".join(self.moves) if self.moves else "(the start)"
        return (f"{self.invariant}: {game} seed {self.seed}, moves {moves}: "
                f"{self.detail}").replace("\n", " ")


@dataclass
class Report:
    """What ``run_checks`` found: the failures, and what it went through."""

    game: str
    failures: dict[str, Failure] = field(default_factory=dict)
    games: int = 0
    positions: int = 0
    scene: bool = False
    perft_rows: int = 0
    golden_files: int = 0
    levels: int = 0
    #: What the plugin should ship and does not (``--strict`` makes them failures).
    warnings: list[str] = field(default_factory=list)

    def add(self, failure: Failure) -> None:
        """Keep ``failure`` unless its invariant already failed with fewer moves."""
        known = self.failures.get(failure.invariant)
        if known is None or len(failure.moves) < len(known.moves):
            self.failures[failure.invariant] = failure

    @property
    def ok(self) -> bool:
        """True when every invariant held."""
        return not self.failures

    def lines(self) -> list[str]:
        """One line per failure, in invariant order."""
        return [self.failures[name].line() for name in sorted(self.failures)]


def option_sets(spec: GameSpec) -> list[dict[str, OptionValue]]:
    """The defaults, then each other choice of each option (others at their default)."""
    defaults = spec.resolve_options({})
    found = [defaults]
    for option in spec.options:
        if option.text_only:
            continue
        found += [{**defaults, option.key: choice} for choice in option.choices
                  if choice != option.default]
    return found[:OPTION_SETS_LIMIT]


def failing_method(error: BaseException) -> str:
    """``rules.py:42, in _apply(): ``: where the plugin's code that raised ``error`` was
    called from qtgames (the outermost frame outside qtgames), or nothing."""
    for frame in traceback.extract_tb(error.__traceback__):
        if not Path(frame.filename).resolve().is_relative_to(_OURS):
            return f"{Path(frame.filename).name}:{frame.lineno}, in {frame.name}(): "
    return ""


_OURS = Path(__file__).resolve().parent.parent


class _Game:
    """One option set and seed under check: turns errors into the report's failures."""

    def __init__(self, spec: GameSpec, options: Mapping[str, OptionValue], seed: int,
                 report: Report) -> None:
        self.spec, self.options, self.seed, self.report = spec, dict(options), seed, report

    def notation(self, moves: Sequence[Hashable]) -> tuple[str, ...]:
        """``moves`` in notation (as ``repr`` where the game cannot write one)."""
        state = self.spec.new_state(self.options, self.seed)
        texts = []
        for move in moves:
            try:
                texts.append(state.format_move(move))
            except Exception:  # noqa: BLE001 - a failing notation is reported elsewhere
                texts.append(repr(move))
        return tuple(texts)

    def run(self, invariant: str, moves: Sequence[Hashable], check: Callable[[], Any]
            ) -> Any:
        """``check()``; its failure (any exception) goes to the report as ``invariant``
        (or the one a ContractError names) at ``moves``. None on failure."""
        try:
            return check()
        except ContractError as error:
            failed = error.moves if error.moves is not None else self.notation(moves)
            self.fail(error.invariant, failed, error.detail)
        except Exception as error:  # noqa: BLE001 - the plugin's failure, reported
            self.fail(invariant, self.notation(moves),
                      f"{failing_method(error)}{type(error).__name__}: {error}")
        return None

    def fail(self, invariant: str, moves: tuple[str, ...], detail: str) -> None:
        """Report ``invariant`` broken after ``moves``."""
        self.report.add(Failure(invariant, self.spec.id, tuple(sorted(self.options.items())),
                                self.seed, moves, detail[:500]))


def _check_positions(game: _Game, playout: Playout, show: ShowState | None,
                     text: Any, click: bool = False) -> bool:
    """Every per-position check along ``playout``; True when some view hid something."""
    hid = False
    clicked = set(spread(len(playout.moves), CLICK_SAMPLES)) if click else set()
    for ply in spread(len(playout.moves), SAMPLES):
        state: AnyState | None = game.run("play", playout.moves[:ply],
                                          partial(playout.state_at, ply))
        if state is not None:
            game.report.positions += 1
            hid |= _check_state(game, state, playout.moves[:ply], show, text,
                                ply in clicked)
    return hid


def _check_state(game: _Game, state: AnyState, moves: Sequence[Hashable],
                 show: ShowState | None, text: Any, click: bool = False) -> bool:
    """Every per-position check on ``state`` (reached by ``moves``), each on a copy; True
    when some view hid something."""
    spec, options = game.spec, game.options
    checks: list[tuple[str, Callable[[AnyState], object]]] = [
        ("over-iff-no-moves", partial(invariants.check_moves_listed, spec, options)),
        ("outcome", invariants.check_result),
        ("check-move", partial(_check_move_checks, moves)),
        ("notation-move", invariants.check_move_notation),
        ("notation-position", partial(invariants.check_position_notation, spec, options)),
        ("copy", _check_copy),
        ("copy", invariants.check_nothing_shared),
        ("text-view", partial(_show_text, spec, text)),
    ]
    if show is not None:
        checks.append(("scene", partial(_show_scene, spec, show)))
        if click:
            checks.append(("clicks", partial(_click_scene, spec, show)))
    for invariant, check in checks:
        game.run(invariant, moves, partial(_on_copy, check, state))
    hid = False
    for seat in range(len(state.seats)):
        hid |= bool(game.run("view", moves, partial(
            _on_copy, partial(_check_view, spec, options, seat), state)))
        if spec.hidden_information:
            game.run(infosets.INVARIANT, moves, partial(
                _on_copy, partial(_check_history, seat), state))
    return hid


def _on_copy(check: Callable[[AnyState], object], state: AnyState) -> object:
    return check(state.copy())


def _check_move_checks(moves: Sequence[Hashable], state: AnyState) -> None:
    invariants.check_move_checks(state, moves)


def _check_copy(state: AnyState) -> None:
    invariants.check_copy(state, random.Random(state.ply()))


def _check_view(spec: GameSpec, options: Mapping[str, OptionValue], seat: int,
                state: AnyState) -> bool:
    return invariants.check_view(spec, options, state, seat)


def _check_history(seat: int, state: AnyState) -> None:
    infosets.check_history(state, seat)


def _check_secrets(game: _Game, playout: Playout) -> None:
    """For each seat, at the first position checked where it sees more than a spectator:
    no other seat sees all of it (where deduction has told the others least)."""
    for seat in range(len(game.spec.seats_for(game.options))):
        for ply in spread(len(playout.moves), SAMPLES):
            if game.run(infosets.INVARIANT, playout.moves[:ply],
                        partial(_check_secret, playout, ply, seat)) is not False:
                break  # checked here (or failed): the later positions add nothing


def _check_secret(playout: Playout, ply: int, seat: int) -> bool:
    return infosets.check_secret_kept(playout.state_at(ply), seat)


def _shown(spec: GameSpec, state: AnyState) -> list[AnyState]:
    """What a shell shows of ``state``: the view of the seat to move in a game with hidden
    information (and the whole state once over), else the state."""
    if not spec.hidden_information:
        return [state]
    return [state] if state.is_over() else [state.view(state.to_move()), state]


def _situation(state: AnyState) -> str:
    """``on a finished game``, ``on a view of seat 1``...: what a method was given."""
    if state.is_over():
        return "on a finished game"
    viewer = state.viewer()
    return "on a game in progress" if viewer is None else f"on the view of seat {viewer}"


def _text_call(text: Any, method: str, shown: AnyState, *args: Any) -> Any:
    """``text.method(shown, *args)``; a failure names the method and what it was given."""
    try:
        return getattr(text, method)(shown, *args)
    except Exception as error:
        raise ContractError("text-view", f"text view, {method}() {_situation(shown)}: "
                            f"{type(error).__name__}: {error}") from error


def _show_text(spec: GameSpec, text: Any, state: AnyState) -> None:
    for shown in _shown(spec, state):
        board, status = _text_call(text, "board", shown), _text_call(text, "status", shown)
        summary = _text_call(text, "summary", shown)
        invariants.require(isinstance(board, str), "text-view",
                           f"board() gives {type(board).__name__}, not a text")
        invariants.require(isinstance(status, list) and all(isinstance(line, str)
                                                            for line in status),
                           "text-view", "status() is not a list of texts")
        invariants.require(isinstance(summary, list), "text-view",
                           "summary() is not a list of texts")
        outcome = shown.outcome()
        if outcome is not None:
            invariants.require(isinstance(_text_call(text, "outcome_text", shown, outcome),
                                          str),
                               "text-view", "outcome_text() is not a text")


def _show_scene(spec: GameSpec, show: ShowState, state: AnyState) -> None:
    for shown in _shown(spec, state):
        show(shown)


def _click_scene(spec: GameSpec, show: ShowState, state: AnyState) -> None:
    from qtgames.testing.clicks import check_clicks

    shown = _shown(spec, state)[0]
    check_clicks(show.scene, show.chosen, shown)  # type: ignore[attr-defined]


def _check_game(spec: GameSpec, options: dict[str, OptionValue], seed: int, report: Report,
                show: ShowState | None, text: Any, click: bool = False) -> bool:
    """Every check on one random game; True when some view hid something."""
    game = _Game(spec, options, seed, report)
    start: AnyState | None = game.run("play", (), partial(spec.new_state, options, seed))
    if start is None:
        return False
    playout: Playout | None = game.run(
        "play", (), partial(play_random, start, seed, spec.max_plies * LONGEST))
    if playout is None:
        return False
    report.games += 1
    length = len(playout.moves)
    end: AnyState | None = game.run("play", playout.moves, partial(playout.state_at, length))
    if end is not None and (length > spec.max_plies or not end.is_over()):
        game.fail("ends", game.notation(playout.moves[:spec.max_plies]),
                  f"the game is still going on after max_plies = {spec.max_plies} moves")
    game.run("undo", playout.moves, partial(_check_undo, spec, options, seed, playout))
    if spec.hidden_information:
        _check_secrets(game, playout)
    return _check_positions(game, playout, show, text, click)


def _check_undo(spec: GameSpec, options: dict[str, OptionValue], seed: int,
                playout: Playout) -> None:
    invariants.check_undo(spec.new_state(options, seed), playout.moves)


def _check_shipped(spec: GameSpec, report: Report) -> None:
    """The perft table and golden playthroughs the plugin ships."""
    defaults = _Game(spec, spec.resolve_options({}), 0, report)
    table: list[golden.PerftRow] = defaults.run("perft", (),
                                                partial(golden.perft_table, spec)) or []
    for row in table:
        _Game(spec, row.options, 0, report).run("perft", (),
                                                partial(golden.check_perft, spec, row))
        report.perft_rows += 1
    for path in golden.golden_files(spec):
        read: golden.Golden | None = defaults.run("golden", (),
                                                  partial(golden.read_golden, spec, path))
        if read is not None:
            _Game(spec, read.options, read.seed, report).run(
                "golden", (), partial(golden.check_golden, spec, read))
            report.golden_files += 1


def _check_levels(spec: GameSpec, seed: int, report: Report) -> None:
    """Each level twice from ``seed`` on a few positions of a random game with the
    default options, then once against random to the end."""
    options = spec.resolve_options({})
    game = _Game(spec, options, seed, report)
    playout: Playout | None = game.run("play", (), partial(
        lambda: play_random(spec.new_state(options, seed), seed, spec.max_plies * LONGEST)))
    if playout is None:
        return
    states = [state for state in playout.states(spread(len(playout.moves), levels.POSITIONS))
              if len(state.legal_moves()) > 1][:levels.POSITIONS]
    for level in spec.levels:
        game.run("level-seed", (), partial(levels.check_level_seed, level, seed, states))
        game.run("level-game", (), partial(levels.check_level_game, level, seed,
                                           spec.new_state(options, seed), spec.max_plies))
        report.levels += 1


def _check_catalogue(spec: GameSpec, report: Report) -> None:
    """The plugin's gettext catalogues: complete, in step with its code, compiled."""
    if spec.domain is None:
        report.warnings.append(N_("no catalogue shipped (locale/ beside the code, "
                                  "domain=Domain.beside(__file__)): the game speaks English only"))
        return
    try:
        from qtgames.testing import catalogues  # Babel: not in a frozen program
    except ImportError:
        report.warnings.append(N_("Babel is not installed: the catalogue was not checked"))
        return
    problems = catalogues.problems(spec.domain, spec.domain.folder.parent, ("locale",))
    if problems:
        _Game(spec, {}, 0, report).fail("catalogue", (), " | ".join(problems))


def _warn_unshipped(spec: GameSpec, report: Report) -> None:
    if not report.perft_rows:
        report.warnings.append(N_("no perft rows shipped (perft.json beside the rules): nothing "
                               "pins the move generator's counts down"))
    if not report.golden_files:
        report.warnings.append(N_("no golden playthrough shipped (golden/*.txt beside the rules): "
                               "nothing pins a whole game down"))


def run_checks(spec: GameSpec, seeds: Sequence[int] = SEEDS, scene: bool = True,
               play_levels: bool = True) -> Report:
    """Check ``spec`` against the contract; the report holds one failure per invariant
    broken (the shortest found), and warnings for what the plugin does not ship.
    ``scene``: also build the scene and click it, when Qt is installed; ``play_levels``:
    also play the computer levels."""
    report = Report(spec.id)
    text = _Game(spec, {}, 0, report).run("text-view", (), spec.make_text_view)
    show: ShowState | None = None
    if scene:
        show = _Game(spec, {}, 0, report).run("scene", (), partial(scene_checker, spec))
        report.scene = show is not None
    hid = False
    for index, options in enumerate(option_sets(spec)):
        for seed in seeds if index == 0 else seeds[:1]:
            hid |= _check_game(spec, options, seed, report, show,
                               text if text is not None else _NoText(), seed == seeds[0])
    if spec.hidden_information and report.games and not hid and "view" not in report.failures:
        _Game(spec, {}, seeds[0], report).fail(
            "view", (), "hidden_information is declared, but no view ever hid anything "
            "(determinizing a view always gives the same state)")
    if play_levels:
        _check_levels(spec, seeds[0], report)
    _check_shipped(spec, report)
    _check_catalogue(spec, report)
    _warn_unshipped(spec, report)
    return report


class _NoText:
    """Stands for a text view that could not be made (already reported): draws nothing."""

    def board(self, state: AnyState) -> str:
        return ""

    def status(self, state: AnyState) -> list[str]:
        return []

    def summary(self, state: AnyState) -> list[str]:
        return []

    def outcome_text(self, state: AnyState, outcome: object) -> str:
        return ""
