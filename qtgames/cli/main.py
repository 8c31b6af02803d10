"""Entry point of the ``qtgames`` command: parse arguments, dispatch, map errors to exit codes.

Exit codes: 0 success; 2 bad input (usage, bad file, bad position, unknown game) with one
line on stderr; 1 anything else, also one line (the details go to a log file).
"""

import argparse
import contextlib
import os
import sys
from collections.abc import Iterable, Iterator, Sequence
from typing import NoReturn

from qtgames import __version__
from qtgames.cli.arguments import add_game_option, add_no_sandbox, add_rules, seed
from qtgames.cli.crashlog import log_crash
from qtgames.core.errors import BadInput, QtGamesError
from qtgames.core.i18n import N_, Translator, Verbatim, said, system_language
from qtgames.tournament.choices import RANGES as SERIES_RANGES
from qtgames.tournament.choices import check_range

EXIT_OK, EXIT_FAILURE, EXIT_BAD_INPUT = 0, 1, 2

#: The allowed range of each numeric argument: a value outside is refused before any work.
RANGES: dict[str, tuple[float, float]] = {
    "seconds": (0.01, 600.0),  # a hint's time budget: from a glance to ten minutes
    "depth": (1, 20),  # perft: deeper never finishes, and recursion has a limit
    "games": (1, 100_000),  # per pairing, streamed to the workers
    "jobs": (1, 256),  # at most the processor count is used
    "repeat": (1, 100),  # bench runs per figure
    "move_time": (0.05, 3600.0),  # an outside player's time per move
    "rounds": (1, 100),  # Swiss rounds
    "absent_forfeit": (1.0, 86_400.0),  # a series' grace for a player away: up to a day
    **SERIES_RANGES,  # the ratings' offset and prior, a cap on a game's moves
}


class _Parser(argparse.ArgumentParser):
    """argparse, but a usage error is one line on stderr and exit code 2."""

    def error(self, message: str) -> NoReturn:
        raise BadInput("{message} (see '{command} --help')", message=message,
                       command=self.prog)


#: Random games ``qtgames check`` plays with a game's default options, by default and at most.
CHECK_GAMES = 10
MAX_CHECK_GAMES = 10_000


def _check_games(text: str) -> int:
    """A ``check --games`` argument: a whole number from 1 to ``MAX_CHECK_GAMES``."""
    try:
        count = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(
            said("invalid number: {text!r}", text=Verbatim(text))) from None
    if not 1 <= count <= MAX_CHECK_GAMES:
        raise argparse.ArgumentTypeError(said("from 1 to {most}, not {count}",
                                             most=MAX_CHECK_GAMES, count=count))
    return count


def _add_position_args(parser: argparse.ArgumentParser, load: bool = True) -> None:
    parser.add_argument("game", help=N_("game id (see 'qtgames list')"))
    where = parser.add_mutually_exclusive_group()
    where.add_argument("--position", metavar="P", help=N_("start from this position notation"))
    if load:
        where.add_argument("--load", metavar="FILE", help=N_("start from this saved game"))
    add_game_option(parser)


def _add_view_args(parser: argparse.ArgumentParser) -> None:
    seen = parser.add_mutually_exclusive_group()
    seen.add_argument("--seat", type=int, metavar="N",
                      help=N_("in a game with hidden cards, see the position as seat N does "
                              "(1: the first seat; default: the person a saved game shows, or "
                              "the seat to move)"))
    seen.add_argument("--reveal", action="store_true",
                      help=N_("in a game with hidden cards, use everything: every hand and the "
                              "order of the draw piles"))


def build_parser() -> argparse.ArgumentParser:
    """The full command-line grammar."""
    parser = _Parser(prog="qtgames", description=N_("Board games: desktop app, text version, "
                     "and engine commands."))
    parser.add_argument("--version", action="version", version=f"qtgames {__version__}")
    parser.add_argument("--self-test", action="store_true",
                        help=N_("check, headless, that this installation works, then exit"))
    parser.add_argument("--safe-mode", action="store_true",
                        help=N_("start without user plugins (drop-ins and entry points)"))
    commands = parser.add_subparsers(
        dest="command", metavar="COMMAND", parser_class=_Parser,
        help=N_("what to do (default: the desktop app, or the text version without a display)"))

    gui = commands.add_parser("gui", help=N_("open the desktop app"))
    gui.add_argument("game", nargs="?", help=N_("start a new game of this kind"))
    gui.add_argument("--load", metavar="FILE", help=N_("open this saved game"))
    gui.add_argument("--safe-mode", action="store_true", default=argparse.SUPPRESS,
                     help=N_("start without user plugins (drop-ins and entry points)"))

    text = commands.add_parser("text", help=N_("play in the terminal"))
    text.add_argument("game", nargs="?", help=N_("game id; asked for when omitted"))
    add_game_option(text)
    text.add_argument("--players", metavar="LIST",
                      help=N_("who plays each seat in order, e.g. human,hard "
                              "(human, random, a level, ai:FILE, py:FILE or engine:COMMAND); "
                              "asked for when omitted"))
    text.add_argument("--load", metavar="FILE", help=N_("resume a saved game"))
    text.add_argument("--seed", type=seed,
                      help=N_("seed of the game's public chance and of its computer "
                              "players; the cards are always drawn from the system's secret "
                              "randomness when revealed, never from the seed"))
    _add_move_time(text)
    text.add_argument("--reveal", action="store_true",
                      help=N_("with --load and --players, let a person take over a seat the "
                              "computer played in a game with hidden cards (its cards are shown)"))

    listing = commands.add_parser("list", help=N_("games found, their version and source"))
    listing.add_argument("--json", action="store_true", help=N_("print one JSON document"))

    rules = commands.add_parser("rules", help=N_("print a game's rules"))
    rules.add_argument("game", help=N_("game id (see 'qtgames list')"))
    rules.add_argument("--lang", choices=("fr", "en"), help=N_("language (default: system's)"))

    moves = commands.add_parser("moves", help=N_("list the legal moves of a position"))
    _add_position_args(moves)
    _add_view_args(moves)
    moves.add_argument("--json", action="store_true", help=N_("print one JSON document"))

    perft = commands.add_parser(
        "perft", help=N_("count the positions exactly N moves deep"),
        description=N_("Count the positions reached by exactly --depth moves, as the published "
        "perft tables do: a game that ends sooner counts 0, and a pass listed as a move "
        "is a move."))
    _add_position_args(perft, load=False)
    perft.add_argument("--depth", type=int, required=True, help=N_("moves deep, 1 to 20"))
    perft.add_argument("--json", action="store_true", help=N_("print one JSON document"))

    hint = commands.add_parser("hint", help=N_("the computer's move for the side to move"))
    _add_position_args(hint)
    _add_view_args(hint)
    hint.add_argument("--level", default=None, help=N_("computer level (default: the strongest)"))
    hint.add_argument("--seconds", type=float,
                      help=N_("time budget in seconds, 0.01 to 600 (default: the level's)"))
    hint.add_argument("--seed", type=seed, default=0,
                      help=N_("seed of the computer player's chance (default 0: the same "
                              "hint every time)"))
    hint.add_argument("--json", action="store_true", help=N_("print one JSON document"))
    add_no_sandbox(hint)

    match = commands.add_parser("match", help=N_("play a series of computer games, A against B"))
    match.add_argument("game", help=N_("game id (see 'qtgames list')"))
    match.add_argument("a", help=N_("player A: random, a level, ai:FILE, py:FILE or "
                                    "engine:COMMAND"))
    match.add_argument("b", help=N_("player B: likewise"))
    _add_series_args(match, default_games=10)
    match.add_argument("--sprt", nargs="+", metavar="K=V",
                       help=N_("stop as soon as the test decides: elo0=0 elo1=50 alpha=0.05 "
                               "beta=0.05"))

    tournament = commands.add_parser("tournament", help=N_("every player against every other"))
    tournament.add_argument("game", help=N_("game id (see 'qtgames list')"))
    tournament.add_argument("players", nargs="+", help=N_("two or more players"))
    _add_series_args(tournament, default_games=4)
    tournament.add_argument("--format", default="round-robin",
                            choices=("round-robin", "gauntlet", "knockout", "swiss"),
                            help=N_("round-robin (default), gauntlet (the first player against "
                                    "the others), knockout (seeded bracket in the order given) "
                                    "or swiss"))
    tournament.add_argument("--rounds", type=int,
                            help=N_("Swiss rounds, 1 to 100 (default: log2 of the players)"))
    tournament.add_argument("--trf", metavar="FILE.trf",
                            help=N_("write the Swiss tournament as a TRF(x) file, the "
                                    "federations' exchange format (--games 1)"))

    from qtgames.cli.netargs import add_commands
    add_commands(commands)

    check = commands.add_parser(
        "check", help=N_("hold a game to the game contract (for plugin authors); runs the "
        "plugin's code as you, outside any box"),
        description=N_("Hold a game to the game contract. This runs the plugin's code (its "
        "top-level code too) as you, with your rights and outside any box, as installing "
        "it would: check only a plugin you trust."))
    check.add_argument("game", metavar="GAME_OR_PATH",
                       help=N_("a game id, or the path of a drop-in plugin (file or folder)"))
    check.add_argument("--no-scene", action="store_true",
                       help=N_("do not show the positions on the game's board (offscreen)"))
    check.add_argument("--strict", action="store_true",
                       help=N_("fail on warnings too (no perft rows, no golden playthrough)"))
    check.add_argument("--no-levels", action="store_true",
                       help=N_("do not play the computer levels"))
    check.add_argument("--rewrite-shipped", action="store_true",
                       help=N_("first count the plugin's perft rows and play its golden "
                               "playthroughs again, and write what the game gives now (after "
                               "an intended change of the rules: review the difference)"))
    check.add_argument("--games", type=_check_games, default=CHECK_GAMES, metavar="N",
                       help=N_("random games with the default options, 1 to 10000 (default "
                               "%(default)s; each other option set plays one)"))

    new_game = commands.add_parser("new-game", help=N_("write a new game's skeleton "
                                   "(for plugin authors)"))
    new_game.add_argument("game", metavar="ID", help=N_("the new game's id, e.g. tic-tac-toe"))
    new_game.add_argument("--folder", metavar="DIR",
                          help=N_("write it there (default: the plugin folder, or with "
                                  "--package the current folder)"))
    new_game.add_argument("--package", action="store_true",
                          help=N_("a package with its entry point (pyproject.toml) rather "
                                  "than a drop-in"))

    review = commands.add_parser("review", help=N_("review a saved game: each move's mark, "
                                 "chance to win, preferred move and exact result"))
    review.add_argument("file", metavar="FILE", help=N_("a saved game"))
    review.add_argument("--seconds", type=float,
                        help=N_("thinking time per position and for the second look at a "
                                "marked move, 0.01 to 600 (default: a fixed number of nodes "
                                "per position)"))
    review.add_argument("--json", action="store_true",
                        help=N_('print one JSON document: {"plies": [{"ply", "move", "mark", '
                                '"chance", "preferred", "exact"}, ...]}, mark null, "?!", "?" '
                                'or "??", chance that of the side that played the move, exact '
                                "null or its proved final score difference"))

    bench = commands.add_parser("bench", help=N_("the fixed benchmark suite"))
    bench.add_argument("--game", action="append", help=N_("only these games (repeatable)"))
    bench.add_argument("--repeat", type=int, default=None,
                       help=N_("runs per figure, 1 to 100 (median; default 3, with --startup 5)"))
    bench.add_argument("--json", action="store_true", help=N_("print one JSON document"))
    bench.add_argument("--startup", action="store_true",
                       help=N_("only the start-up times: to the main window, to a bare PySide6 "
                               "window, to the text prompt"))
    bench.add_argument("--bundle", metavar="DIR",
                       help=N_("with --startup, time this packaged bundle (e.g. dist/qtgames) "
                               "rather than the source"))
    bench.add_argument("--ladder", action="store_true",
                       help=N_("instead, each game's level ladder: hard against medium, medium "
                               "against easy, easy against random, with scores and 95%% intervals"))
    bench.add_argument("--calibration", metavar="GAME",
                       help=N_("instead, how well the review's chance to win predicts the "
                               "results of GAME, on games the curve was not fitted on, between "
                               "every pairing of its levels: Brier scores against a constant "
                               "0.5 and the reliability table"))
    bench.add_argument("--games-file", metavar="FILE",
                       help=N_("with --calibration, the games judged in FILE (as "
                               "tools/fit-calibration.py writes those it keeps out of the fit) "
                               "rather than new ones"))
    bench.add_argument("--save-games", metavar="FILE",
                       help=N_("with --calibration, write the games judged to FILE (for "
                               "--games-file)"))
    bench.add_argument("--games", type=int, default=None,
                       help=N_("with --ladder, games per step, 1 to 100000 (default 100); "
                               "with --calibration, games per pairing (default 4)"))
    bench.add_argument("--seed", type=seed, default=None,
                       help=N_("with --ladder or --calibration, seed of every step (default: "
                               "drawn at random, "
                               "printed); the same seed plays the same games again, cards "
                               "included: whoever knows it knows every card"))
    bench.add_argument("--no-openings", action="store_true",
                       help=N_("with --ladder, play every game from the start position rather "
                               "than from the game's shipped openings"))
    bench.add_argument("--jobs", type=int, default=None,
                       help=N_("with --ladder or --calibration, games played in parallel, 1 "
                               "to 256 (default: "
                               "the processors less one)"))
    lang = system_language()
    if lang != "en":
        _translate_help(parser, Translator(lang))
    return parser


#: argparse's own words in a help page, which it writes in English.
ARGPARSE_WORDS = (N_("usage: "), N_("options"), N_("positional arguments"),
                  N_("show this help message and exit"),
                  N_("show program's version number and exit"))


#: argparse's own error sentences (its %-templates), which it looks up while it parses.
ARGPARSE_ERRORS = (N_("argument %(argument_name)s: %(message)s"),
                   N_("invalid choice: %(value)r (choose from %(choices)s)"),
                   N_("invalid %(type)s value: %(value)r"),
                   N_("the following arguments are required: %s"),
                   N_("unrecognized arguments: %s"),
                   N_("expected one argument"), N_("expected at most one argument"),
                   N_("expected at least one argument"), N_("not allowed with argument %s"),
                   N_("one of the arguments %s is required"), N_("ignored explicit argument %r"),
                   N_("ambiguous option: %(option)s could match %(matches)s"),
                   N_("unexpected option string: %s"))


@contextlib.contextmanager
def argparse_errors(tr: Translator) -> Iterator[None]:
    """argparse's error sentences in the language of ``tr`` while in this block: argparse
    looks each one up through its module's gettext function ``_``, answered here from the
    shell's catalogue instead of gettext's default domain."""
    module = vars(argparse)  # its globals, where its functions find ``_``
    saved = module["_"]
    module["_"] = tr.text
    try:
        yield
    finally:
        module["_"] = saved


class _Formatter(argparse.HelpFormatter):
    """argparse's help page, its "usage: " in the language of the help texts."""

    usage = "usage: "

    def add_usage(self, usage: str | None, actions: Iterable[argparse.Action],
                  groups: Iterable[argparse._MutuallyExclusiveGroup],
                  prefix: str | None = None) -> None:
        """The usage line, headed in this formatter's language."""
        super().add_usage(usage, actions, groups, self.usage if prefix is None else prefix)


def _translate_help(parser: argparse.ArgumentParser, tr: Translator) -> None:
    """Put the descriptions and help texts of ``parser`` and of its commands, with
    argparse's own words, in the language of ``tr`` (they are written in English, marked
    for the catalogue)."""
    heading = tr.text("usage: ")

    class Translated(_Formatter):
        """The help page in the language of ``tr``."""

        usage = heading

    parser.formatter_class = Translated
    if parser.description:
        parser.description = tr.text(parser.description)
    for group in parser._action_groups:
        if group.title:
            group.title = _heading(tr.text(group.title), tr)
    for action in parser._actions:  # argparse keeps its arguments there and nowhere else
        if action.help and action.help is not argparse.SUPPRESS:
            action.help = tr.text(action.help)
        if isinstance(action, argparse._SubParsersAction):
            for choice in action._choices_actions:
                if choice.help:
                    choice.help = tr.text(choice.help)
            for command in dict.fromkeys(action.choices.values()):
                _translate_help(command, tr)


def _heading(title: str, tr: Translator) -> str:
    """A help section's ``title`` as argparse wants it, which puts the colon after it
    itself: with the space French writes before a colon.

    >>> _heading("options", Translator("fr"))
    'options '
    """
    headed = tr.translate("help heading", "{heading}:", heading=Verbatim(title))
    return headed[:-1] if headed.endswith(":") else title


def _add_series_args(parser: argparse.ArgumentParser, default_games: int) -> None:
    parser.add_argument("--games", type=int, default=default_games,
                        help=N_("games per pairing, 1 to 100000 (default %(default)s)"))
    parser.add_argument("--seed", type=seed,
                        help=N_("seed of the run, printed with the result (default: drawn at "
                                "random). When you give it and only random and the levels "
                                "play, the cards follow it too, so the run replays: whoever "
                                "knows that seed knows every card. Otherwise the cards come "
                                "from the system's secret randomness when revealed"))
    parser.add_argument("--jobs", type=int, default=None,
                        help=N_("games played in parallel, 1 to 256 (default: the processors "
                                "less one)"))
    parser.add_argument("--no-affinity", action="store_true",
                        help=N_("let the system place games and their outside player on "
                                "processors (default, on Linux, with one outside player: each "
                                "game in play shares one processor with its process)"))
    add_game_option(parser)
    _add_move_time(parser)
    add_rules(parser)
    parser.add_argument("--json", action="store_true",
                        help=N_("print one JSON document at the end"))
    start = parser.add_mutually_exclusive_group()
    start.add_argument("--openings", metavar="FILE",
                       help=N_("openings to start from, one a line: a position in the game's "
                               "notation, or 'moves:' and moves from the start; each played "
                               "twice, sides swapped (default: the game's own openings)"))
    start.add_argument("--no-openings", action="store_true",
                       help=N_("play every game from the start position"))
    saved = parser.add_mutually_exclusive_group()
    saved.add_argument("--results", metavar="FILE",
                       help=N_("append every finished game to this JSON Lines file"))
    saved.add_argument("--resume", metavar="FILE",
                       help=N_("go on with the run whose --results file this is: play only "
                               "the missing games"))
    parser.add_argument("--anchor", metavar="NAME=ELO",
                        help=N_("put this player at this rating (default: the ratings average "
                                "--offset)"))
    parser.add_argument("--offset", type=float, default=0.0, metavar="ELO",
                        help=N_("the ratings' average, -10000 to 10000 (default 0)"))
    parser.add_argument("--prior", type=float, metavar="DRAWS",
                        help=N_("virtual draws between each pair of players who met, 0 to 100 "
                                "(default: none, plain maximum likelihood)"))
    parser.add_argument("--first-move", action="store_true",
                        help=N_("fit the first seat's advantage beside the ratings"))
    parser.add_argument("--export-csv", metavar="FILE.csv",
                        help=N_("write every game's result as one CSV row"))
    parser.add_argument("--export-games", metavar="FOLDER",
                        help=N_("write each game as a text file of its moves in the game's "
                                "notation into this new or empty folder"))
    parser.add_argument("--report", metavar="FILE.html",
                        help=N_("write a self-contained HTML report (needs qtgames[report]); "
                                "FILE.txt: the same report as text"))
    parser.add_argument("--cluster", metavar="tcp://HOST:8786",
                        help=N_("play the games on this Dask scheduler's workers "
                                "(needs qtgames[cluster])"))


def _add_move_time(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--move-time", type=float, metavar="SECONDS",
                        help=N_("seconds per move of outside players (ai:FILE, py:FILE, "
                                "engine:COMMAND) that name none, 0.05 to 3600 (default 2)"))
    add_no_sandbox(parser)


def check_ranges(args: argparse.Namespace) -> None:
    """Refuse a numeric argument outside its range (``RANGES``) with a BadInput naming it."""
    for name, bounds in RANGES.items():
        value = getattr(args, name, None)
        if value is not None:
            check_range(name, value, bounds)


def _dispatch(args: argparse.Namespace) -> int:
    # Each command imports what it needs only when run: start-up stays fast.
    command = args.command or "text"
    if command == "text":
        from qtgames.cli.textsetup import run_text
        return run_text(args)
    if command == "gui":
        if not _has_display():  # Qt would abort with lines of its own: say it in one
            raise BadInput("no display found: the desktop app cannot open here "
                           "(try 'qtgames text')")
        import gc

        # No collection while the window's modules load (they make no garbage worth the
        # search); the window collects in its own thread from then on (qtgames.app.collector).
        gc.disable()
        from qtgames.app.main import run_app  # the only command that imports Qt
        from qtgames.cli.common import game, registry
        if args.game:
            game(args.game)
        return run_app(registry(), args.game, args.load)
    if command in ("list", "rules"):
        from qtgames.cli import info
        return info.run_list(args) if command == "list" else info.run_rules(args)
    if command in ("moves", "perft", "hint"):
        from qtgames.cli import engine
        return {"moves": engine.run_moves, "perft": engine.run_perft,
                "hint": engine.run_hint}[command](args)
    if command in ("match", "tournament"):
        from qtgames.cli import series
        return (series.run_match(args) if command == "match"
                else series.run_tournament_command(args))
    if command in ("host", "join"):
        from qtgames.cli import netplay
        return netplay.run_host(args) if command == "host" else netplay.run_join(args)
    if command == "new-game":
        from qtgames.cli.newgame import run_new_game
        return run_new_game(args)
    if command == "check":
        from qtgames.cli.check import run_check
        return run_check(args)
    if command == "review":
        from qtgames.cli.analysis import run_review
        return run_review(args)
    from qtgames.cli.bench import run_bench
    return run_bench(args)


def _try_box_early(args: argparse.Namespace) -> None:
    """A series with an outside player tries the box now, and starts watching which
    processor is the quietest, while the command loads."""
    if args.command in ("match", "tournament"):
        from qtgames.core.playernames import is_outside
        names = [getattr(args, "a", ""), getattr(args, "b", ""), *getattr(args, "players", [])]
        if any(isinstance(name, str) and is_outside(name) for name in names):
            from qtgames.players.affinity import watch_processors
            from qtgames.players.sandbox import try_early
            try_early()
            watch_processors()


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line; return the exit code."""
    _escape_unwritable_text()
    try:
        parser = build_parser()
        with argparse_errors(Translator(system_language())):
            args = parser.parse_args(argv)
        if args.safe_mode:  # seen by every plugin load of this process and its children
            os.environ["QTGAMES_NO_USER_PLUGINS"] = "1"
        if getattr(args, "no_sandbox", False):  # likewise for the workers of a match
            from qtgames.players.sandbox import NO_SANDBOX
            os.environ[NO_SANDBOX] = "1"
        check_ranges(args)
        _try_box_early(args)
        if args.self_test:
            from qtgames.selftest import run_self_test
            return run_self_test(gui=True)
        if args.command is None:  # plain `qtgames`: the app, or the text version without a screen
            if _has_display():
                args = parser.parse_args(["gui"])
            else:
                print("qtgames: " + said("no display found, starting the text version"),
                      file=sys.stderr)
                args = parser.parse_args(["text"])
        return _dispatch(args)
    except BadInput as error:
        print(f"qtgames: {_translated(error)}", file=sys.stderr)
        return EXIT_BAD_INPUT
    except QtGamesError as error:
        print(f"qtgames: {_translated(error)}", file=sys.stderr)
        return EXIT_FAILURE
    except KeyboardInterrupt:
        print("\nqtgames: " + said("interrupted"), file=sys.stderr)
        return 130
    except BrokenPipeError:
        return EXIT_OK
    except Exception as error:  # noqa: BLE001 - no traceback ever reaches a user
        strict = getattr(error, "qtgames_strict", None)
        if isinstance(strict, QtGamesError):  # a plugin author's traceback, already shown
            print(f"qtgames: {_translated(strict)}", file=sys.stderr)
            return EXIT_FAILURE
        log = log_crash()
        print("qtgames: " + said("internal error: {kind}: {error}", kind=type(error).__name__,
                                error=str(error))
              + (" " + said("(details in {path})", path=log) if log else ""), file=sys.stderr)
        return EXIT_FAILURE


def _escape_unwritable_text() -> None:
    """Have standard output and error write what UTF-8 cannot hold (a lone surrogate that
    got past every check) as a backslash escape instead of stopping the command."""
    for stream in (sys.stdout, sys.stderr):
        reconfigure = getattr(stream, "reconfigure", None)
        if reconfigure is not None:
            with contextlib.suppress(ValueError, OSError):  # a stream that cannot change
                reconfigure(errors="backslashreplace")


def _has_display() -> bool:
    """True when a window can be shown (always, except on a Linux console or over SSH).

    ``QT_QPA_PLATFORM`` may name Qt's platforms to try in turn (``wayland;xcb``): xcb needs
    ``DISPLAY``, Wayland ``WAYLAND_DISPLAY``, and the others (offscreen, vnc, eglfs...) none.
    """
    if not sys.platform.startswith("linux"):
        return True

    def x11() -> bool:  # asked only where it decides: the X server's check takes a socket
        return _x_server_answers(os.environ.get("DISPLAY", ""))

    def wayland() -> bool:
        return _wayland_socket_exists(os.environ.get("WAYLAND_DISPLAY", ""))

    platforms = [name.split(":")[0].strip()
                 for name in os.environ.get("QT_QPA_PLATFORM", "").split(";")]
    if not any(platforms):
        return x11() or wayland()
    return any(x11() if name == "xcb" else wayland() if name.startswith("wayland") else True
               for name in platforms if name)


def _x_server_answers(display: str) -> bool:
    """True when the X server ``display`` names (``:0``, ``host:10.0``) accepts a
    connection: a ``DISPLAY`` left over from a closed session would make Qt abort."""
    import socket

    host, _, rest = display.rpartition(":")
    number = rest.split(".")[0]
    if not display or not number.isascii() or not number.isdecimal():
        return bool(display)  # an unusual form: let Qt judge it
    try:
        if host in ("", "unix") or host.startswith("/"):
            path = f"/tmp/.X11-unix/X{number}"
            with socket.socket(socket.AF_UNIX, socket.SOCK_STREAM) as unix:
                unix.settimeout(2)
                try:
                    unix.connect(path)
                except OSError:
                    unix.connect("\0" + path)  # Linux's abstract socket of the same name
            return True
        with socket.create_connection((host, 6000 + int(number)), timeout=2):
            return True
    except OSError:
        return False


def _wayland_socket_exists(name: str) -> bool:
    """True when the Wayland socket ``name`` (relative to ``XDG_RUNTIME_DIR``) exists."""
    if not name:
        return False
    runtime = os.environ.get("XDG_RUNTIME_DIR", "")
    path = name if os.path.isabs(name) else os.path.join(runtime, name)
    return os.path.exists(path)


def _translated(error: QtGamesError) -> str:
    from qtgames.cli.common import translator
    return translator().error(error)
