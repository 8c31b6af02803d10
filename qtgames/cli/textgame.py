"""``qtgames text``: play any game in a terminal, with the features of the app.

Two people at one keyboard, against the computer at any level, or computer against
computer; undo and redo, hints, save and load, the list of legal moves, abandon. Every line
typed gets an answer; bad input gets a message and changes nothing; end of input ends the
game cleanly.
"""

import argparse
import contextlib
import sys
from collections.abc import Callable
from pathlib import Path
from typing import TextIO

from qtgames.ai.arena import make_player
from qtgames.cli.common import game, registry
from qtgames.core import saves
from qtgames.core.errors import BadInput
from qtgames.core.game import GameSpec
from qtgames.core.i18n import pick, system_language
from qtgames.core.record import HUMAN, GameRecord
from qtgames.core.rng import derive_seed
from qtgames.core.textview import SeatLabel, Style, TextView

COMMANDS = [
    ("<move>", "play a move"),
    ("moves", "list the legal moves"),
    ("undo [N]", "take back N moves (against the computer: back to your turn)"),
    ("redo [N]", "replay N undone moves"),
    ("hint", "ask the computer for a move"),
    ("save FILE", "save the game"),
    ("load FILE", "load a saved game"),
    ("position", "print the position in the game's notation"),
    ("new", "start a new game with the same players"),
    ("abandon", "give up the game"),
    ("quit", "leave"),
    ("help", "show this list"),
]


class TextGame:
    """One terminal session: reads commands, shows the board, runs the computer players."""

    def __init__(self, record: GameRecord, out: TextIO | None = None,
                 inp: TextIO | None = None) -> None:
        self.record = record
        self.out = out or sys.stdout
        self.inp = inp or sys.stdin
        self.style = Style.for_stream(self.out)
        self.lang = system_language()
        self.view: TextView = record.spec.make_text_view()
        self.saved_cursor: int | None = None
        self.saved_moves: list[str] = []

    # -- helpers -------------------------------------------------------------------------

    @property
    def spec(self) -> GameSpec:
        """The game being played."""
        return self.record.spec

    def say(self, text: str = "") -> None:
        """Print a line."""
        print(text, file=self.out, flush=True)

    def seat_label(self) -> SeatLabel:
        """Display names of the seats."""
        return SeatLabel([self.spec.seat_label(seat.name, self.lang)
                          for seat in self.record.seats])

    def ask(self, prompt: str) -> str | None:
        """Read one line; None at end of input."""
        self.out.write(prompt)
        self.out.flush()
        line = self.inp.readline()
        if not line:
            self.say()
            return None
        return line.strip()

    def is_dirty(self) -> bool:
        """True when people played moves that are not in the last save."""
        has_human = any(seat.is_human for seat in self.record.seats)
        return has_human and self.record.moves != self.saved_moves

    # -- display -------------------------------------------------------------------------

    def show(self) -> None:
        """The board, the status lines and the commands."""
        state = self.record.state
        self.say()
        self.say(self.view.board(state, self.style))
        self.say()
        for line in self.view.status(state, self.seat_label(), self.style):
            self.say(line)
        self.say()
        self.say(self.style("Commands: ", "bold") + f"{self.view.move_hint} to play, moves, "
                 "undo [N], redo, hint, save FILE, load FILE, abandon, quit, help")

    def show_players(self) -> None:
        """Who plays each seat."""
        label = self.seat_label()
        players = ", ".join(f"{label(index)}: {seat.player}"
                            for index, seat in enumerate(self.record.seats))
        self.say(f"{pick(self.spec.name, self.lang)} — {players}")

    # -- the loop ------------------------------------------------------------------------

    def run(self) -> int:
        """Play until the players quit or abandon, or input ends."""
        self.show_players()
        self.show()
        announced = False
        while True:
            state = self.record.state
            outcome = state.outcome()
            if outcome is not None:
                if not announced:
                    self.say(self.style(self.view.outcome_text(state, outcome,
                                                               self.seat_label()), "bold"))
                    self.say("Game over: undo, save, new or quit.")
                    announced = True
                line = self.ask("game over> ")
            else:
                announced = False
                seat = state.to_move()
                forced = state.forced_move()
                if forced is not None:
                    text = state.format_move(forced)
                    self.say(self.view.forced_text(state, text, self.seat_label()))
                    self.record.play(forced)
                    self.show()
                    continue
                if not self.record.seats[seat].is_human:
                    self.computer_move(seat)
                    continue
                line = self.ask(f"{self.seat_label()(seat)}> ")
            if line is None:
                return 0
            if not self.handle(line):
                return 0

    def computer_move(self, seat: int) -> None:
        """Let the computer play for ``seat`` and show the result."""
        player_name = self.record.seats[seat].player
        label = self.seat_label()(seat)
        self.say(self.style(f"{label} ({player_name}) is thinking…", "dim"))
        player = make_player(self.spec, player_name,
                             derive_seed(self.record.seed, "text", self.record.cursor))
        move = player.choose(self.record.state)
        text = self.record.play(move)
        self.show()
        self.say(self.style(f"{label} played {text}.", "bold"))

    def handle(self, line: str) -> bool:
        """Act on one line typed by a player; return False to leave."""
        word, _, rest = line.partition(" ")
        command = word.lower()
        rest = rest.strip()
        if not line:
            return True
        try:
            handler = self._handlers().get(command)
            if handler is not None:
                return handler(rest)
            if rest:
                raise BadInput(f"unknown command {word!r}; type help for the list")
            self.record.play_text(line)
            self.show()
        except BadInput as error:
            self.say(self.style(f"! {error}", "red"))
        return True

    def _handlers(self) -> dict[str, Callable[[str], bool]]:
        return {"help": self.cmd_help, "?": self.cmd_help, "h": self.cmd_help,
                "moves": self.cmd_moves, "m": self.cmd_moves, "list": self.cmd_moves,
                "undo": self.cmd_undo, "u": self.cmd_undo, "redo": self.cmd_redo,
                "r": self.cmd_redo, "hint": self.cmd_hint, "save": self.cmd_save,
                "load": self.cmd_load, "position": self.cmd_position, "new": self.cmd_new,
                "abandon": self.cmd_abandon, "a": self.cmd_abandon,
                "quit": self.cmd_quit, "q": self.cmd_quit, "exit": self.cmd_quit}

    # -- commands (each returns False to leave) --------------------------------------------

    def cmd_help(self, rest: str) -> bool:
        """List the commands."""
        for name, text in COMMANDS:
            shown = self.view.move_hint if name == "<move>" else name
            self.say(f"  {shown:<18} {text}")
        return True

    def cmd_moves(self, rest: str) -> bool:
        """List the legal moves."""
        state = self.record.state
        moves = [state.format_move(move) for move in state.legal_moves()]
        self.say(f"Legal moves ({len(moves)}): {' '.join(moves)}" if moves
                 else "No legal move: the game is over.")
        return True

    @staticmethod
    def _count(rest: str) -> int:
        if not rest:
            return 1
        if not rest.isdigit() or int(rest) < 1:
            raise BadInput(f"{rest!r} is not a number of moves")
        return int(rest)

    def cmd_undo(self, rest: str) -> bool:
        """Take back moves (back to a human's turn against the computer)."""
        count = self._count(rest)
        undone = 0
        for _ in range(count):
            step = self.record.undo_to_human()
            if not step:
                break
            undone += step
        if not undone:
            raise BadInput("nothing to undo")
        self.show()
        self.say(f"Took back {undone} move{'s' * (undone > 1)}.")
        return True

    def cmd_redo(self, rest: str) -> bool:
        """Replay undone moves."""
        done = self.record.redo(self._count(rest))
        if not done:
            raise BadInput("nothing to redo")
        self.show()
        self.say(f"Replayed {done} move{'s' * (done > 1)}.")
        return True

    def cmd_hint(self, rest: str) -> bool:
        """Suggest a move (the strongest level's choice)."""
        state = self.record.state
        if state.is_over():
            raise BadInput("the game is over")
        self.say(self.style("Thinking…", "dim"))
        level = self.spec.levels[-1]
        move = level.make(derive_seed(self.record.seed, "hint", self.record.cursor)).choose(state)
        self.say(f"Hint: {state.format_move(move)}")
        return True

    def cmd_save(self, rest: str) -> bool:
        """Save the game to a file."""
        if not rest:
            raise BadInput(f"save needs a file name, e.g. save mygame{saves.EXTENSION}")
        path = Path(rest).expanduser()
        if not path.suffix:
            path = path.with_suffix(saves.EXTENSION)
        saves.save(self.record, path)
        self.saved_moves = list(self.record.moves)
        self.say(f"Saved to {path}.")
        return True

    def cmd_load(self, rest: str) -> bool:
        """Replace the game by a saved one (the current one is kept if loading fails)."""
        if not rest:
            raise BadInput("load needs a file name")
        record = saves.load(Path(rest).expanduser(), registry().get)
        self.record = record
        self.view = record.spec.make_text_view()
        self.saved_moves = list(record.moves)
        self.say(f"Loaded {rest}.")
        self.show_players()
        self.show()
        return True

    def cmd_position(self, rest: str) -> bool:
        """Print the position notation."""
        self.say(self.record.state.position())
        return True

    def cmd_new(self, rest: str) -> bool:
        """Start again with the same options and players."""
        old = self.record
        self.record = GameRecord(old.spec, old.options, None, [s.player for s in old.seats])
        self.saved_moves = []
        self.show()
        return True

    def cmd_abandon(self, rest: str) -> bool:
        """The player to move gives up; the others win."""
        state = self.record.state
        if state.is_over():
            raise BadInput("the game is already over")
        seat = state.to_move()
        team = state.team_of(seat)
        label = self.seat_label()
        winners = [label(other) for other in range(len(state.seats))
                   if state.team_of(other) != team]
        self.say(self.style(f"{label(seat)} abandons. {' and '.join(winners)} "
                            f"win{'s' * (len(winners) == 1)}.", "bold"))
        return False

    def cmd_quit(self, rest: str) -> bool:
        """Leave, asking first if the game has unsaved moves."""
        if self.is_dirty() and self.inp.isatty():
            answer = self.ask("The game is not saved. Quit anyway? [y/N] ")
            if answer is not None and answer.lower() not in ("y", "yes", "o", "oui"):
                return True
        self.say("Goodbye.")
        return False


def _choose_game(game_id: str | None, out: TextIO, inp: TextIO) -> GameSpec:
    if game_id:
        return game(game_id)
    games = list(registry().games.values())
    if len(games) == 1:
        return games[0]
    if not games:
        raise BadInput("no game found (see 'qtgames list')")
    if not inp.isatty():
        raise BadInput("name a game: " + ", ".join(spec.id for spec in games))
    lang = system_language()
    for number, spec in enumerate(games, start=1):
        print(f"  {number}. {pick(spec.name, lang)} ({spec.id})", file=out)
    while True:
        out.write("Which game? ")
        out.flush()
        answer = inp.readline()
        if not answer:
            raise BadInput("no game chosen")
        answer = answer.strip()
        if answer.isdigit() and 1 <= int(answer) <= len(games):
            return games[int(answer) - 1]
        for spec in games:
            if answer.lower() == spec.id:
                return spec
        print(f"! {answer!r}: type a number from 1 to {len(games)}", file=out)


def _choose_players(spec: GameSpec, seat_names: tuple[str, ...], given: str | None,
                    out: TextIO, inp: TextIO) -> list[str]:
    allowed = [HUMAN, *spec.player_names()]
    if given is not None:
        players = [name.strip().lower() for name in given.split(",")]
        if len(players) != len(seat_names):
            raise BadInput(f"--players needs {len(seat_names)} names, one per seat "
                           f"({', '.join(seat_names)})")
        for name in players:
            if name not in allowed:
                raise BadInput(f"unknown player {name!r} (choose from {', '.join(allowed)})")
        return players
    if not inp.isatty():
        return [HUMAN] * len(seat_names)
    lang = system_language()
    players = []
    for seat in seat_names:
        while True:
            out.write(f"Who plays {spec.seat_label(seat, lang)}? "
                      f"({'/'.join(allowed)}) [human] ")
            out.flush()
            answer = inp.readline()
            if not answer:
                raise BadInput("no players chosen")
            answer = answer.strip().lower() or HUMAN
            if answer in allowed:
                players.append(answer)
                break
            print(f"! {answer!r} is not one of {', '.join(allowed)}", file=out)
    return players


def run_text(args: argparse.Namespace) -> int:
    """Entry point of ``qtgames text``."""
    out, inp = sys.stdout, sys.stdin
    if args.load:
        if args.game or args.option or args.seed is not None:
            raise BadInput("--load takes the game, options and seed from the file")
        record = saves.load(args.load, registry().get)
        if args.players:
            for seat, player in enumerate(_choose_players(
                    record.spec, record.state.seats, args.players, out, inp)):
                record.set_player(seat, player)
    else:
        spec = _choose_game(args.game, out, inp)
        options = spec.options_from_args(args.option)
        seats = spec.new_state(options, 0).seats
        players = _choose_players(spec, seats, args.players, out, inp)
        record = GameRecord(spec, options, args.seed, players)
    session = TextGame(record, out, inp)
    if args.load:
        session.saved_moves = list(record.moves)
    with contextlib.suppress(ImportError):
        import readline  # noqa: F401 - line editing and history at the prompt
    return session.run()
