"""The arguments several ``qtgames`` commands take alike: a seed, the game's options,
the box of outside players and the rules of a series of games."""

import argparse

from qtgames.core.errors import BadInput
from qtgames.core.i18n import N_, Verbatim, said
from qtgames.core.rng import check_seed


def seed(text: str) -> int:
    """A ``--seed`` argument: a whole number in the range every seed obeys."""
    try:
        return check_seed(int(text))
    except ValueError:
        raise argparse.ArgumentTypeError(
            said("invalid seed: {text!r}", text=Verbatim(text))) from None
    except BadInput as error:
        from qtgames.cli.common import translator
        raise argparse.ArgumentTypeError(translator().error(error)) from None


def add_game_option(parser: argparse.ArgumentParser) -> None:
    """The repeatable ``--option K=V`` of a command that starts or reads a game."""
    parser.add_argument("--option", metavar="K=V", action="append", default=[],
                        help=N_("game option, e.g. size=10 (repeatable)"))


def add_rules(parser: argparse.ArgumentParser) -> None:
    """The time control, move cap and score rules of a series of games (``match``,
    ``tournament``, ``host --games``)."""
    parser.add_argument("--tc", metavar="MOVES/SECONDS+INC",
                        help=N_("time control: SECONDS for every MOVES moves (for the game "
                                "when MOVES/ is left out) plus INC a move, as 40/60+0.5 or "
                                "60+1; a player whose clock runs out loses on time"))
    parser.add_argument("--max-moves", type=int, metavar="N",
                        help=N_("stop a game after N moves, 1 to 100000, and score it as the "
                                "game's rules score a game cut short (default: the game's own "
                                "limit)"))
    for option, rule in (("--resign", N_("score=S moves=N: end a game when both sides' "
                                         "scores over their last N moves were one side at "
                                         "or below -S and the other at or above S: the "
                                         "first loses (scores as the players report them: "
                                         "an engine's score, a level's evaluation)")),
                         ("--draw", N_("score=S moves=N: end a game when both sides' scores "
                                       "over their last N moves were both within S of 0: a "
                                       "draw (scores as the players report them: an "
                                       "engine's score, a level's evaluation)"))):
        parser.add_argument(option, nargs="+", metavar="K=V", help=rule)


def add_no_sandbox(parser: argparse.ArgumentParser) -> None:
    """The ``--no-sandbox`` option of a command that may start outside players."""
    parser.add_argument("--no-sandbox", action="store_true",
                        help=N_("run outside players without their box: they can then read "
                                "and change your files, use the network and leave programs "
                                "running (only for players you trust)"))
