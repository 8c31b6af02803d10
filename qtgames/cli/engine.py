"""Engine commands for players and other programs: ``moves``, ``perft`` and ``hint``."""

import argparse
import time

from qtgames.cli.common import (
    check_player,
    game,
    player_id,
    positive,
    print_json,
    shown_state_from_args,
    state_from_args,
    translator,
)
from qtgames.core.errors import BadInput
from qtgames.core.i18n import Verbatim
from qtgames.core.perft import perft
from qtgames.players import make_hint_player


def run_moves(args: argparse.Namespace) -> int:
    """Print the legal moves of a position (in a game with hidden information, as one
    seat sees it)."""
    state = shown_state_from_args(game(args.game), args)
    moves = [state.format_move(move) for move in state.legal_moves()]
    to_move = None if state.is_over() else state.seats[state.to_move()]
    if args.json:
        print_json({"to_move": to_move, "moves": moves})
    else:
        tr = translator(game(args.game))
        if to_move is None:
            print(tr("The game is over: no legal move."))
            return 0
        seat = game(args.game).seat_label(to_move, tr.lang)
        print(tr.plural("{seat} to move, {count} legal move:",
                        "{seat} to move, {count} legal moves:", len(moves),
                        seat=Verbatim(seat)))
        print(" ".join(moves))
    return 0


def run_perft(args: argparse.Namespace) -> int:
    """Count the leaves of the move tree to ``--depth``."""
    positive(args.depth, "--depth")
    state = state_from_args(game(args.game), args)
    start = time.perf_counter()
    nodes = perft(state, args.depth)
    seconds = time.perf_counter() - start
    if args.json:
        print_json({"depth": args.depth, "nodes": nodes, "seconds": round(seconds, 4)})
    else:
        tr = translator()
        print(tr("perft({depth}) = {nodes} in {seconds} s ({speed} leaves/s)",
                 depth=args.depth, nodes=nodes, seconds=tr.number(seconds, 2),
                 speed=tr.number(nodes / max(seconds, 1e-9), 0, grouped=True)))
    return 0


def run_hint(args: argparse.Namespace) -> int:
    """Print the move the computer would play for the side to move (in a game with hidden
    information, seeing only what the seat at the screen sees)."""
    spec = game(args.game)
    state = shown_state_from_args(spec, args)
    if state.is_over():
        raise BadInput("the game is over: there is no move to suggest")
    level_name = player_id(spec, args.level) if args.level else spec.levels[-1].name
    player = make_hint_player(spec, check_player(spec, level_name), args.seed)
    if args.seconds is not None:  # its range is checked with the other arguments
        player.seconds = args.seconds
        player.max_nodes = None  # the clock, not the node budget, is what was asked for
    start = time.perf_counter()
    move = player.choose(state)
    seconds = time.perf_counter() - start
    text = state.format_move(move)
    if args.json:
        print_json({"move": text, "level": level_name, "seconds": round(seconds, 4)})
    else:
        tr = translator(spec)
        print(tr("{move}  ({level}, {seconds} s)", move=Verbatim(text),
                 level=Verbatim(level_name), seconds=tr.number(seconds, 2)))
    return 0
