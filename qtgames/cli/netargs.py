"""The arguments of ``qtgames host`` and ``qtgames join`` (kept light: every command
builds the parser)."""

import argparse
from collections.abc import Callable
from typing import Any

from qtgames.core.i18n import N_
from qtgames.net import DEFAULT_PORT

HUMAN = N_("human")


def add_commands(commands: "argparse._SubParsersAction[Any]", seed: Callable[[str], int],
                 add_no_sandbox: Callable[[argparse.ArgumentParser], None],
                 add_rules: Callable[[argparse.ArgumentParser], None]) -> None:
    """The ``host`` and ``join`` sub-commands of the ``qtgames`` parser
    (``add_no_sandbox`` adds the ``--no-sandbox`` of join, whose player may be an outside
    one; ``add_rules`` the time control, move cap and score rules a match takes)."""
    host = commands.add_parser("host", help="host a network game")
    host.add_argument("game", nargs="?", help="game id (see 'qtgames list')")
    host.add_argument("--port", type=int, default=DEFAULT_PORT,
                      help=f"TCP port to listen on (default {DEFAULT_PORT}; 0: any free port)")
    host.add_argument("--bind", default="", help="listen on this address only")
    host.add_argument("--option", metavar="K=V", action="append", default=[],
                      help="game option, e.g. size=10 (repeatable)")
    host.add_argument("--players", metavar="LIST",
                      help="who plays each seat: human (here), remote, random, a level or "
                           "an outside player (py:FILE, engine:COMMAND...) (default: "
                           "human,remote)")
    host.add_argument("--code", help="the join code (default: a new random one)")
    host.add_argument("--name", help="your name shown to the others")
    host.add_argument("--seed", type=seed,
                      help="seed of the game's public chance; the cards are always drawn "
                           "from the system's secret randomness when revealed")
    host.add_argument("--load", metavar="FILE",
                      help="host a saved game again (with a new join code; the "
                           "programs it names do not start)")
    host.add_argument("--save", metavar="FILE", help="save the game there when the host stops")
    host.add_argument("--games", type=int, default=1,
                      help="play a series of N games between the two players who join, "
                           "sides alternating (with --players remote,remote)")
    host.add_argument("--results", metavar="FILE",
                      help="write every game of the series there (the tournaments' format)")
    host.add_argument("--absent-forfeit", metavar="SECONDS", type=float,
                      help="in a series, a player away for longer than this forfeits the "
                           "game in progress and each later game it is away for (default "
                           "60)")
    add_rules(host)
    host.add_argument("--no-spectators", action="store_true", help="refuse spectators")
    host.add_argument("--no-announce", action="store_true",
                      help="do not announce the host on the local network")
    host.add_argument("--heartbeat", type=float, default=5.0, help=argparse.SUPPRESS)
    host.add_argument("--timeout", type=float, default=20.0, help=argparse.SUPPRESS)

    join = commands.add_parser("join", help="join a network game")
    join.add_argument("address", nargs="?",
                      help="HOST or HOST:PORT (without it: list the hosts on this network)")
    join.add_argument("--code", help="the join code the host shows")
    join.add_argument("--player", default=HUMAN,
                      help="who plays your seat: human (default), random, a level or an "
                           "outside player (py:FILE, ai:FILE, engine:COMMAND)")
    join.add_argument("--watch", action="store_true", help="watch as a spectator")
    join.add_argument("--token", help="take your seat back with its token")
    join.add_argument("--name", help="your name shown to the others")
    join.add_argument("--seed", type=seed, help="seed of the computer player")
    add_no_sandbox(join)
    join.add_argument("--timeout", type=float, default=20.0, help=argparse.SUPPRESS)

