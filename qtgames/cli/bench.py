"""``qtgames bench``: the fixed benchmark suite, medians of several runs.

For each game: perft leaves per second (full play/undo at every node), random playouts per
second, the search speed (nodes per second) of the strongest level from the start, and the
GUI event loop's latency (p95) while that level thinks in the worker thread, and the
game's own extra figures (Black & White: exact endgame solves). With
``--startup`` (and ``--bundle DIR`` for a packaged build): the start-up times instead, the
window's beside a bare PySide6 window's. With ``--ladder``, the level ladders; with
``--calibration GAME``, how well the review's chance to win predicts results
(``qtgames.cli.calibration_bench``).
"""

import argparse
import random
import statistics
import time
from collections.abc import Callable
from pathlib import Path

from qtgames.ai.mcts import random_playout
from qtgames.ai.player import level_player
from qtgames.cli import startup
from qtgames.cli.common import game, positive, print_json, registry
from qtgames.cli.ladder import check_ladder_args, run_ladder
from qtgames.cli.progress import Progress
from qtgames.core.errors import BadInput
from qtgames.core.game import GameSpec
from qtgames.core.perft import perft

#: Runs per figure by default: the suite's, and the start-up times' (quicker, noisier).
REPEAT, STARTUP_REPEAT = 3, 5
PLAYOUT_SECONDS = 1.0
SEARCH_SECONDS = 1.0


def _median_of(repeat: int, run: Callable[[], float], bar: Progress) -> float:
    values = []
    for _ in range(repeat):
        values.append(run())
        bar.advance()
    return statistics.median(values)


def _perft_rate(spec: GameSpec) -> float:
    state = spec.new_state(spec.resolve_options({}), 0)
    start = time.perf_counter()
    leaves = perft(state, spec.bench_perft_depth)
    return leaves / (time.perf_counter() - start)


def _playout_rate(spec: GameSpec) -> float:
    start_state = spec.new_state(spec.resolve_options({}), 0)
    rng = random.Random(0)
    games, start = 0, time.perf_counter()
    while time.perf_counter() - start < PLAYOUT_SECONDS:
        random_playout(start_state.copy(), rng, spec.max_plies)
        games += 1
    return games / (time.perf_counter() - start)


def _search_rate(spec: GameSpec) -> float:
    state = spec.new_state(spec.resolve_options({}), 0)
    player = level_player(spec.levels[-1], 0)
    player.seconds, player.max_nodes = SEARCH_SECONDS, None
    start = time.perf_counter()
    player.choose(state)
    return player.last_nodes / (time.perf_counter() - start)


def bench_game(spec: GameSpec, repeat: int, bar: Progress) -> dict[str, object]:
    """The figures of one game."""
    result: dict[str, object] = {}
    if spec.bench_perft_depth:
        result["perft_depth"] = spec.bench_perft_depth
        result["perft_leaves_per_second"] = round(_median_of(repeat, lambda: _perft_rate(spec),
                                                             bar))
    result["random_playouts_per_second"] = round(_median_of(
        repeat, lambda: _playout_rate(spec), bar), 1)
    result["search_level"] = spec.levels[-1].name
    result["search_nodes_per_second"] = round(_median_of(repeat, lambda: _search_rate(spec),
                                                         bar))
    if spec.scene:
        from qtgames.app.latency import event_loop_latency  # Qt only for this figure
        runs = [event_loop_latency(spec) for _ in range(repeat)]
        bar.advance()
        result["gui_latency_p95_ms_while_thinking"] = statistics.median(
            run["p95_ms"] for run in runs)
    if spec.bench_extra is not None:  # medians over the game's own fixed positions
        result.update(spec.bench_extra())
        bar.advance()
    return result


def startup_figures(bundle: Path | None, repeat: int, bar: Progress) -> dict[str, object]:
    """Median seconds to the main window, to a bare PySide6 window and to the text
    version's first prompt; the window's median over the bare one's. The two windows are
    timed in turn, so that both meet the same load of the machine."""
    commands = startup.commands(bundle)
    window: list[float] = []
    bare: list[float] = []
    with startup.bytecode_cache() as cache:
        # untimed first runs: they compile the bytecode the timed ones find
        startup.window_seconds(commands.window, cache)
        startup.window_seconds(commands.bare, cache, bare=True)
        startup.prompt_seconds(commands.text, cache)
        for _ in range(repeat):
            window.append(startup.window_seconds(commands.window, cache))
            bar.advance()
            bare.append(startup.window_seconds(commands.bare, cache, bare=True))
            bar.advance()
        prompt = _median_of(repeat, lambda: startup.prompt_seconds(commands.text, cache), bar)
    window_median, bare_median = statistics.median(window), statistics.median(bare)
    return {"from": str(bundle) if bundle else "source",
            "window_shown_seconds": round(window_median, 3),
            "bare_window_shown_seconds": round(bare_median, 3),
            "window_over_bare": round(window_median / bare_median, 2),
            "text_prompt_seconds": round(prompt, 3)}


def _repeat(args: argparse.Namespace, default: int) -> int:
    return default if args.repeat is None else int(args.repeat)


def run_bench(args: argparse.Namespace) -> int:
    """Run the suite and print the figures (``--ladder``: the level ladders instead)."""
    check_ladder_args(args)
    if args.ladder:
        return run_ladder(args)
    if args.calibration is not None:
        from qtgames.cli.calibration_bench import run_calibration
        return run_calibration(args)
    if args.startup or args.bundle:
        repeat = positive(_repeat(args, STARTUP_REPEAT), "--repeat")
        bundle = Path(args.bundle) if args.bundle else None
        if bundle is not None and not (bundle / "qtgames").is_file():
            raise BadInput("{path} is not a qtgames bundle (no qtgames program in it)",
                           path=str(bundle))
        with Progress(3 * repeat, "start-up") as bar:
            startup = {"startup": startup_figures(bundle, repeat, bar)}
        _print("figures", startup, repeat, args.json)
        return 0
    repeat = positive(_repeat(args, REPEAT), "--repeat")
    specs = [game(game_id) for game_id in args.game] if args.game else list(
        registry().games.values())
    steps = sum(repeat * (3 if spec.bench_perft_depth else 2) + bool(spec.scene)
                + bool(spec.bench_extra) for spec in specs)
    figures: dict[str, dict[str, object]] = {}
    with Progress(steps, "bench") as bar:
        for spec in specs:
            figures[spec.id] = bench_game(spec, repeat, bar)
    _print("games", figures, repeat, args.json)
    return 0


def _print(key: str, figures: dict[str, dict[str, object]], repeat: int,
           as_json: bool) -> None:
    if as_json:
        print_json({"repeat": repeat, key: figures})
        return
    for game_id, values in figures.items():
        print(f"{game_id}:")
        for key, value in values.items():
            print(f"  {key.replace('_', ' ')}: {value:,}" if isinstance(value, int | float)
                  else f"  {key.replace('_', ' ')}: {value}")
