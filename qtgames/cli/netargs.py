"""The arguments of ``qtgames host`` and ``qtgames join`` (kept light: every command
builds the parser)."""

import argparse
from typing import Any

from qtgames.cli.arguments import add_game_option, add_no_sandbox, add_rules, seed
from qtgames.core.i18n import N_
from qtgames.net import DEFAULT_PORT

HUMAN = N_("human")


def add_commands(commands: "argparse._SubParsersAction[Any]") -> None:
    """The ``host`` and ``join`` sub-commands of the ``qtgames`` parser (join's player
    may be an outside one, hence its ``--no-sandbox``; a hosted series takes the rules a
    match takes)."""
    host = commands.add_parser("host", help=N_("host a network game"))
    host.add_argument("game", nargs="?", help=N_("game id (see 'qtgames list')"))
    host.add_argument("--port", type=int, default=DEFAULT_PORT,
                      help=N_("TCP port to listen on (default %(default)s; 0: any free port)"))
    host.add_argument("--bind", default="", help=N_("listen on this address only"))
    add_game_option(host)
    host.add_argument("--players", metavar="LIST",
                      help=N_("who plays each seat: human (here), remote, random, a level or "
                              "an outside player (py:FILE, engine:COMMAND...) (default: "
                              "human,remote)"))
    host.add_argument("--code", help=N_("the join code (default: a new random one)"))
    host.add_argument("--name", help=N_("your name shown to the others"))
    host.add_argument("--seed", type=seed,
                      help=N_("seed of the game's public chance; the cards are always drawn "
                              "from the system's secret randomness when revealed"))
    host.add_argument("--load", metavar="FILE",
                      help=N_("host a saved game again (with a new join code; the "
                              "programs it names do not start)"))
    host.add_argument("--save", metavar="FILE", help=N_("save the game there when the host stops"))
    host.add_argument("--games", type=int, default=1,
                      help=N_("play a series of N games between the two players who join, "
                              "sides alternating (with --players remote,remote)"))
    host.add_argument("--results", metavar="FILE",
                      help=N_("write every game of the series there (the tournaments' format)"))
    host.add_argument("--absent-forfeit", metavar="SECONDS", type=float,
                      help=N_("in a series, a player away for longer than this forfeits the "
                              "game in progress and each later game it is away for (default "
                              "60)"))
    add_rules(host)
    host.add_argument("--no-spectators", action="store_true", help=N_("refuse spectators"))
    host.add_argument("--no-announce", action="store_true",
                      help=N_("do not announce the host on the local network"))
    host.add_argument("--heartbeat", type=float, default=5.0, help=argparse.SUPPRESS)
    host.add_argument("--timeout", type=float, default=20.0, help=argparse.SUPPRESS)

    join = commands.add_parser("join", help=N_("join a network game"))
    join.add_argument("address", nargs="?",
                      help=N_("HOST or HOST:PORT (without it: list the hosts on this network)"))
    join.add_argument("--code", help=N_("the join code the host shows"))
    join.add_argument("--player", default=HUMAN,
                      help=N_("who plays your seat: human (default), random, a level or an "
                              "outside player (py:FILE, ai:FILE, engine:COMMAND)"))
    join.add_argument("--watch", action="store_true", help=N_("watch as a spectator"))
    join.add_argument("--token", help=N_("take your seat back with its token"))
    join.add_argument("--name", help=N_("your name shown to the others"))
    join.add_argument("--seed", type=seed, help=N_("seed of the computer player"))
    add_no_sandbox(join)
    join.add_argument("--timeout", type=float, default=20.0, help=argparse.SUPPRESS)

