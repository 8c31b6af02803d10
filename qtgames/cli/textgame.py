"""``qtgames text``: play any game in a terminal, with the features of the app.

Two people at one keyboard, against the computer at any level, or computer against
computer; undo and redo, hints, save and load, the list of legal moves, abandon. Every line
typed gets an answer; bad input gets a message and changes nothing; end of input ends the
game cleanly. French or English, as the system (or ``QTGAMES_LANG``) says.

This module reads commands and carries out what the table (``qtgames.table``) decides,
as the app does: what happens next, who sits at the keyboard, undo and redo, hints, the
autosave; ``textsetup`` chooses the game and the players.
"""

import re
import sys
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import Any, TextIO

from qtgames.cli.analysis import row_text
from qtgames.cli.commandword import HELP_LINE, command_of
from qtgames.cli.common import registry, translator
from qtgames.cli.crashlog import log_crash
from qtgames.cli.heldplayers import held_lines
from qtgames.cli.typeahead import typed_line
from qtgames.cli.yesno import EndOfInput, ask_yes_no
from qtgames.core import saves
from qtgames.core.errors import BadInput
from qtgames.core.game import GameSpec
from qtgames.core.i18n import N_, Translator, Verbatim, pick
from qtgames.core.record import GameRecord
from qtgames.core.textview import Style, TextView
from qtgames.players import Forfeit
from qtgames.review import MARK_NAMES, ply_rows, review_game
from qtgames.table import COMPUTER, FORCED, Table
from qtgames.table.choices import fresh_record, player_label, player_name
from qtgames.table.leaving import at_stake, kept_for_later
from qtgames.table.table import NOTHING_TO_UNDO

#: (command, French alias, English description); the description is translated.
COMMANDS = [
    ("moves", "coups", N_("list the legal moves")),
    ("undo [N]", "annuler", N_("take back N moves (against the computer: back to your turn)")),
    ("redo [N]", "refaire", N_("replay N undone moves")),
    ("hint", "indice", N_("ask the computer for a move")),
    ("review", "analyse", N_("review the game: chances, preferred moves, mistakes")),
    ("save FILE", "sauver", N_("save the game")),
    ("load FILE", "charger", N_("load a saved game")),
    ("position", "position", N_("print the position in the game's notation")),
    ("new", "nouvelle", N_("start a new game with the same players")),
    ("abandon", "abandon", N_("give up the game")),
    ("pause", "pause", N_("stop the computers: they wait until resume")),
    ("resume", "reprendre", N_("let the computers play again")),
    ("quit", "quitter", N_("leave")),
    ("help", "aide", N_("show this list")),
]
#: The commands' full names, English and French: typed whole, a command wins over a move
#: the game could read in a short alias (but never over a legal move).
FULL_WORDS = frozenset({english.split()[0] for english, _, _ in COMMANDS}
                       | {french for _, french, _ in COMMANDS} | {"list", "exit"})
#: A count typed after undo or redo with more digits than this means "as many as there are".
MAX_COUNT_DIGITS = 9
#: Asked before ``new`` or ``load`` replaces a game whose moves would be lost.
DISCARD = N_("This game ({game}) is not saved: its moves would be lost. Replace it anyway? [y/N] ")
#: Asked before giving up a game whose moves would be lost.
GIVE_UP = N_("This game ({game}) is not saved: its moves would be lost. Give it up anyway? [y/N] ")
#: Asked before quitting a game whose moves would be lost (finished, or not autosaved).
QUIT = N_("This game ({game}) is not saved: its moves would be lost. Quit anyway? [y/N] ")


def shorten(text: str, width: int = 60) -> str:
    """``text`` cut to ``width`` characters (an ellipsis ends a cut text), for a message
    quoting what was typed."""
    return text if len(text) <= width else text[:width - 1] + "…"


def typed_path(text: str) -> Path:
    """The file a player typed, ``~`` expanded; a BadInput if no file can have that name."""
    if "\x00" in text:
        raise BadInput("a file name cannot contain a NUL character")
    try:
        return Path(text).expanduser()
    except RuntimeError:  # ~user names no known user, or there is no home folder
        raise BadInput("{path}: no such home folder", path=shorten(text)) from None


def is_folder(path: Path) -> bool:
    """True when ``path`` is an existing folder (False when it cannot be looked at: saving
    or loading then says why)."""
    try:
        return path.is_dir()
    except OSError:
        return False


#: Home, clear the screen, then clear the scrollback (xterm's "erase saved lines").
CLEAR_SCREEN_AND_SCROLLBACK = "\x1b[H\x1b[2J\x1b[3J"


class TextGame:
    """One game at the terminal: reads commands, shows the board, runs the computer players."""

    def __init__(self, game: Table | GameRecord, out: TextIO | None = None,
                 inp: TextIO | None = None) -> None:
        """Play ``game``: a table, or a record played as a new, unsaved game."""
        self.out = out or sys.stdout
        self.inp = inp or sys.stdin
        self.style = Style.for_stream(self.out)
        self._announced = False
        self.set_table(game if isinstance(game, Table) else Table(game))

    @property
    def autosaved(self) -> bool:
        """True when the autosave file holds this game (written here, or continued from)."""
        return self.table.holds_autosave

    @autosaved.setter
    def autosaved(self, holds: bool) -> None:
        self.table.holds_autosave = holds

    def set_table(self, table: Table) -> None:
        """Play ``table`` from now on (a new or loaded game)."""
        previous: Table | None = self.__dict__.get("table")
        if previous is not None:
            previous.close_players()
        self.table = table
        spec = table.spec
        self.tr: Translator = translator(spec)
        self.view: TextView[Any] = spec.make_text_view(
            self.tr, self.style, lambda seat: spec.seat_label(seat, self.tr.lang))

    # -- helpers -------------------------------------------------------------------------

    @property
    def record(self) -> GameRecord:
        """The game being played, with its history."""
        return self.table.record

    @property
    def spec(self) -> GameSpec:
        """The game being played."""
        return self.table.spec

    def say(self, text: str = "") -> None:
        """Print a line."""
        print(text, file=self.out, flush=True)

    def who(self, seat: int) -> str:
        """Display name of a seat."""
        return self.view.who(self.record.state, seat)

    def player_label(self, player: str) -> str:
        """Display name of ``human``, ``random`` or a level."""
        return player_label(self.spec, player, self.tr)

    def ask(self, prompt: str) -> str | None:
        """Read one line; None at end of input or on Ctrl-C."""
        self.out.write(prompt)
        self.out.flush()
        try:
            line = self.inp.readline()
        except KeyboardInterrupt:  # Ctrl-C: as end of input, the caller decides
            line = ""
        if not line:
            self.say()
            return None
        return line.strip()

    def confirm_discard(self, question: str, quitting: bool = False) -> bool:
        """True when the game may be left (``quitting``: the program ends; else another
        game starts or this one is given up): nothing would be lost (``at_stake``), input
        is not a terminal, or the player answers yes to ``question`` (the game discarded
        is then not offered to continue any more). The end of the input leaves the
        program with the game kept as it is: ``quitting`` says so (True), else
        ``EndOfInput`` is raised."""
        self.autosave_if_changed()  # what is at stake depends on the autosave written
        if not at_stake(self.table, quitting).ask or not self.inp.isatty():
            return True
        try:
            if not ask_yes_no(self.tr, self.tr(question, game=pick(self.spec.name,
                                                                   self.tr.lang)),
                              False, self.out, self.inp):
                return False
        except EndOfInput:
            if quitting:
                return True
            raise
        self.table.forget_autosave()
        return True

    # -- display -------------------------------------------------------------------------

    def hand_over(self) -> bool:
        """When the table asks for the next person (two people sharing the screen in a game
        with hidden cards): clear the screen and wait for them before showing their cards.
        False when nobody is at the screen (end of input)."""
        waiting = self.table.waiting_for
        if waiting is None:
            return True
        self._clear_screen()
        self.say(self.style(self.tr("Pass the keyboard to {player}, then press Enter.",
                                    player=self.who(waiting)), "bold"))
        while answer := self.ask(""):  # a command typed here is not run: nothing is
            self.say(self.tr(          # shown before the next person confirms
                "Only Enter hands over the keyboard: press Enter when {player} is at "
                "the keyboard, then type commands.", player=self.who(waiting)))
        if answer is None:
            return False
        self.table.hand_over()
        self._clear_screen()
        return True

    def _clear_screen(self) -> None:
        """Clear a terminal, its scrollback included: a hand scrolled off the screen must
        not stay above it for the next player."""
        if getattr(self.out, "isatty", lambda: False)():
            self.out.write(CLEAR_SCREEN_AND_SCROLLBACK)

    def show(self) -> None:
        """The board as the viewing seat may see it, the status lines and the commands."""
        if not self.hand_over():
            return
        state = self.table.shown_state()
        assert state is not None, "the table shows the game once the hand-over is done"
        self.say()
        self.say(self.view.board(state))
        self.say()
        for line in self.view.status(state):
            self.say(line)
        self.say()
        title = self.tr("Commands:")
        self.say(self.style(title, "bold") + " " + self.tr(
            "{move_hint} to play, moves, undo [N], redo, hint,", move_hint=self.view.move_hint))
        self.say(" " * len(title) + " " + self.tr("save FILE, load FILE, abandon, quit, help"))

    def show_players(self) -> None:
        """The game and who plays each seat."""
        players = ", ".join(
            self.tr("{seat}: {player}", seat=Verbatim(self.who(index)),
                    player=Verbatim(player_name(self.spec, seat.player, self.tr)))
            for index, seat in enumerate(self.record.seats))
        self.say(self.tr("{game} — {players}", game=Verbatim(pick(self.spec.name, self.tr.lang)),
                         players=Verbatim(players)))

    # -- the loop ------------------------------------------------------------------------

    def run(self) -> int:
        """Play until the players quit or abandon; end of input (Ctrl-D) or Ctrl-C asks
        first when the game has unsaved moves, and a second one leaves. A line typed while
        the computers play is read between their moves."""
        self.show_players()
        if not any(seat.is_human for seat in self.record.seats):
            self.say(self.tr("Only computers play: type pause or quit (then Enter) to "
                             "stop them."))
        self.show()
        self._announced = False
        while True:
            self.autosave_if_changed()
            try:
                if not self.step():
                    break
            except KeyboardInterrupt:  # Ctrl-C while the computer thinks
                self.table.close_players()  # an outside player's process included
                self.say()
                if self.may_leave():
                    break
            except EndOfInput:  # at a question: leave, the game kept as it is
                self.say(self.tr("Goodbye."))
                self.say_kept()
                break
        self.autosave_if_changed()
        self.table.close_players()
        return 0

    def step(self) -> bool:
        """Play a forced or computer move, or act on one line typed; False to leave."""
        state = self.record.state
        outcome = state.outcome()
        if self.table.waiting_for is not None and outcome is None:
            if not self.hand_over():
                return not self.may_leave()
            self.show()
            return True
        if outcome is not None:
            if not self._announced:
                self.say(self.style(self.view.outcome_text(state, outcome), "bold"))
                self.say(self.tr("Game over: undo, save, new or quit."))
                self._announced = True
            line = self.ask(self.tr("game over") + "> ")
        else:
            self._announced = False
            seat = state.to_move()
            coming = self.table.next()
            if coming.kind == FORCED:
                # Said below the board drawn after it, just above the prompt: where the
                # eye is (before it, the new board would push it out of sight).
                shown = self.table.shown_state()
                notice = self.view.notice(shown) if shown is not None else None
                said = self.view.forced_text(state, state.format_move(coming.move))
                self.table.play(coming.move)
                self.show()
                if notice is not None:
                    self.say(self.style(notice, "bold"))
                self.say(self.style("» " + said, "bold", "yellow"))
                return True
            if coming.kind == COMPUTER:
                typed = typed_line(self.inp)  # a command typed while the computers play
                if typed is None:
                    return self.computer_move(seat)
                if not typed:
                    return not self.may_leave()
                return self.handle(typed.strip())
            line = self.ask(f"{self.who(seat)}> ")
        if line is None:
            return not self.may_leave()
        return self.handle(line)

    def may_leave(self) -> bool:
        """After end of input or Ctrl-C at the prompt: True to leave, asking first when the
        game has unsaved moves (on a terminal; a second Ctrl-D or Ctrl-C leaves)."""
        if not self.confirm_discard(QUIT, quitting=True):
            return False
        self.say(self.tr("Goodbye."))
        self.say_kept()
        return True

    def say_kept(self) -> None:
        """When leaving a game with unsaved moves: say that the autosave keeps it."""
        self.autosave_if_changed()
        if self.table.modified and kept_for_later(self.table):
            self.say(self.tr("The game in progress is kept: run qtgames text to continue it."))

    # -- the autosave --------------------------------------------------------------------

    def autosave_if_changed(self) -> None:
        """Save the game in progress to the autosave file when moves were played or taken
        back since it was last autosaved or opened (the table's rule)."""
        self.table.autosave_if_changed()

    def computer_move(self, seat: int) -> bool:
        """Let the computer play for ``seat`` and show the result; False when an outside
        player lost by forfeit, which ends the game (its autosave keeps it)."""
        player_name = self.record.seats[seat].player
        label = self.who(seat)
        self.say(self.style(self.tr("{player} ({level}) is thinking…", player=label,
                                    level=self.player_label(player_name)), "dim"))
        coming = self.table.next()
        assert coming.player is not None and coming.view is not None
        try:
            move = coming.player.choose(coming.view)
        except Forfeit as forfeit:
            state = self.record.state
            team = state.team_of(seat)
            winners = " & ".join(self.who(other) for other in range(len(state.seats))
                                 if state.team_of(other) != team)
            self.say(self.style(self.tr("{player} loses by forfeit: {reason}. {winners} "
                                        "wins.", player=label, reason=self.tr.error(forfeit),
                                        winners=winners), "bold"))
            self.table.close_players()
            self.say_kept()
            return False
        text = self.table.play(move)
        self.show()
        shown = self.table.shown_state()
        if shown is not None:
            text = self.view.seen_move(shown, text, seat)
        self.say(self.style(self.tr("{player} played {move}.", player=label, move=text),
                            "bold"))
        return True

    def handle(self, line: str) -> bool:
        """Act on one line typed by a player; return False to leave."""
        word, _, rest = line.partition(" ")
        rest = rest.strip()
        if not line:
            return True
        try:
            state = self.record.state
            playable = state if self.table.human_to_move and not state.is_over() else None
            command = command_of(line, self._handlers(), FULL_WORDS, playable)
            if command is not None:
                handler, argument = command
                return handler(argument)
            if rest:
                raise BadInput("unknown command {word!r}; type help for the list",
                               word=shorten(word))
            self.play_sequence(line)
            self.show()
        except BadInput as error:
            self.say(self.style("! " + self.tr.error(error), "red"))
        except EndOfInput:
            raise
        except Exception as error:  # noqa: BLE001 - a typed line never ends the game
            self.report_failure(error)
        return True

    def report_failure(self, error: Exception) -> None:
        """Say in one line that a command failed on a bug (the details go to the crash
        log); the game goes on."""
        log = log_crash()
        self.say(self.style("! " + self.tr(
            "internal error, the game goes on: {error}", error=shorten(
                f"{type(error).__name__}: {error}")) + (
            " " + self.tr("(details in {path})", path=log) if log else ""), "red"))

    def play_sequence(self, line: str) -> None:
        """Play one move, or several separated by commas (a whole turn of placements):
        all of them, or none if one is refused."""
        parts = [part.strip() for part in line.split(",")]
        if not self.table.human_to_move:
            raise BadInput("it is not your turn")
        trial = self.record.state.copy()
        for part in parts:
            trial.play_text(part)
        for part in parts:
            self.table.play_person(self.record.state.parse_move(part))

    def _handlers(self) -> Mapping[str, Callable[[str], bool]]:
        handlers: dict[str, Callable[[str], bool]] = {
            "moves": self.cmd_moves, "undo": self.cmd_undo, "redo": self.cmd_redo,
            "hint": self.cmd_hint, "review": self.cmd_review, "save": self.cmd_save,
            "load": self.cmd_load,
            "position": self.cmd_position, "new": self.cmd_new, "abandon": self.cmd_abandon,
            "quit": self.cmd_quit, "help": self.cmd_help, "pause": self.cmd_pause,
            "resume": self.cmd_resume}
        aliases = {"?": "help", "h": "help", "m": "moves", "list": "moves", "u": "undo",
                   "r": "redo", "a": "abandon", "q": "quit", "exit": "quit"}
        aliases.update({french: english.split()[0] for english, french, _ in COMMANDS})
        return handlers | {alias: handlers[name] for alias, name in aliases.items()}

    # -- commands (each returns False to leave) --------------------------------------------

    def cmd_help(self, rest: str) -> bool:
        """List the commands."""
        play = self.tr("play a move")  # outside the f-string, where extraction finds it
        self.say(f"  {self.tr(self.view.move_hint):<22} {play}")
        for name, french, text in COMMANDS:
            shown = name if self.tr.lang == "en" or french == name.split()[0] else \
                f"{name} / {french}"
            self.say(f"  {shown:<22} {self.tr(text)}")
        self.say(self.tr(HELP_LINE))
        return True

    def cmd_moves(self, rest: str) -> bool:
        """List the legal moves (of the seat at the screen, who is to move)."""
        state = self.table.shown_state()
        if state is None:
            raise BadInput("it is not your turn")
        moves = [state.format_move(move) for move in state.legal_moves()]
        if not moves:
            raise BadInput("the game is over")
        self.say(self.tr("Legal moves ({count}): {moves}", count=len(moves),
                         moves=" ".join(moves)))
        return True

    @staticmethod
    def _count(rest: str) -> int:
        if not rest:
            return 1
        if not re.fullmatch(r"[0-9]+", rest) or not rest.strip("0"):  # ASCII digits only
            raise BadInput("{text!r} is not a number of moves", text=shorten(rest))
        digits = rest.lstrip("0")
        return int(digits) if len(digits) <= MAX_COUNT_DIGITS else 10**MAX_COUNT_DIGITS

    def cmd_undo(self, rest: str) -> bool:
        """Take back moves (back to a human's turn against the computer)."""
        why_not = self.table.undo_off()  # the same reason the app's Undo shows
        undone = self.table.undo(self._count(rest))
        if not undone:
            raise BadInput(why_not or NOTHING_TO_UNDO)
        self.show()
        self.say(self.tr.plural("Took back {count} move.", "Took back {count} moves.", undone))
        return True

    def cmd_redo(self, rest: str) -> bool:
        """Replay undone moves."""
        done = self.table.redo(self._count(rest))
        if not done:
            raise BadInput("nothing to redo")
        self.show()
        self.say(self.tr.plural("Replayed {count} move.", "Replayed {count} moves.", done))
        return True

    def cmd_hint(self, rest: str) -> bool:
        """Suggest a move (the strongest level's choice)."""
        if self.record.state.is_over():
            raise BadInput("the game is over")
        request = self.table.hint_request()
        if request is None:
            raise BadInput("it is not your turn")
        player, view = request
        self.say(self.style(self.tr("Thinking…"), "dim"))
        move = player.choose(view)
        self.say(self.tr("Hint: {move}", move=view.format_move(move)))
        return True

    def cmd_review(self, rest: str) -> bool:
        """Review every move played so far as ``qtgames review`` prints it: its mark, the
        chance to win of the side that played it (after it), the strongest level's move in
        its place, the exact result where proved (a game with hidden cards once every hand
        is seen)."""
        record = self.record
        if not self.table.shows_everything:
            raise BadInput("a game with hidden cards is reviewed once it is over")
        self.say(self.style(self.tr("Reviewing {count} positions…",
                                    count=len(record.moves) + 1), "dim"))
        review = review_game(record.spec, record.options, record.seed, record.moves,
                             record.position, revealed=record.revealed)
        record.review = review
        for row in ply_rows(review, record.moves, record.spec.teams_for(record.options)):
            line = "  " + row_text(row, self.tr)
            if row.mark:
                line += "  " + self.style(self.tr(MARK_NAMES[row.mark]), "red")
            self.say(line)
        return True

    def cmd_save(self, rest: str) -> bool:
        """Save the game to a file."""
        if not rest:
            raise BadInput("save needs a file name, e.g. save mygame{extension}",
                           extension=saves.EXTENSION)
        path = typed_path(rest)
        if is_folder(path) or path.name in ("", ".", ".."):
            raise BadInput("{path} is a folder: give the name of a file in it",
                           path=shorten(rest))
        if not path.suffix:
            path = path.with_suffix(saves.EXTENSION)
        saves.save(self.record, path)
        self.table.mark_saved()
        self.say(self.tr("Saved to {path}.", path=str(path)))
        return True

    def cmd_load(self, rest: str) -> bool:
        """Replace the game by a saved one (the current one is kept if loading fails)."""
        if not rest:
            raise BadInput("load needs a file name")
        path = typed_path(rest)
        if is_folder(path):
            raise BadInput("{path} is a folder, not a saved game", path=shorten(rest))
        record = saves.load(path, registry().get)
        if not self.confirm_discard(DISCARD):
            return True
        self.set_table(Table(record, saved=True))
        self.say(self.tr("Loaded {path}.", path=rest))
        self.show_players()
        self.show()
        # After the board: a hand-over screen clearing it must not take these lines away.
        for held in held_lines(record, self.tr, ("qtgames", "text"), rest,
                               record.players_with_held()):
            self.say(self.style("! " + held, "bold"))
        return True

    def cmd_position(self, rest: str) -> bool:
        """Print the position notation, as the seat at the screen may see it."""
        state = self.table.shown_state()
        if state is None:
            raise BadInput("it is not your turn")
        self.say(state.position())
        return True

    def cmd_new(self, rest: str) -> bool:
        """Start again with the same options and players."""
        if not self.confirm_discard(DISCARD):
            return True
        self.set_table(Table(fresh_record(self.record)))
        self.show()
        return True

    def cmd_abandon(self, rest: str) -> bool:
        """The player to move gives up; the other side wins."""
        state = self.record.state
        if state.is_over():
            raise BadInput("the game is over")
        if not self.confirm_discard(GIVE_UP):
            return True
        seat = state.to_move()
        winners = " & ".join(self.who(other) for other in self.table.abandon())
        self.say(self.style(self.tr("{player} abandons. {winners} wins.",
                                    player=self.who(seat), winners=winners), "bold"))
        return False

    def cmd_pause(self, rest: str) -> bool:
        """Stop the computer players: they wait, and the prompt reads commands."""
        if self.table.paused:
            raise BadInput("the computers are paused already: type resume to go on")
        self.table.paused = True
        self.say(self.tr("Paused: the computers wait. Type resume to let them play."))
        return True

    def cmd_resume(self, rest: str) -> bool:
        """Let the computer players play again."""
        if not self.table.paused:
            raise BadInput("the computers are not paused")
        self.table.paused = False
        self.say(self.tr("The computers play again."))
        return True

    def cmd_quit(self, rest: str) -> bool:
        """Leave, asking first if the game has unsaved moves."""
        if not self.confirm_discard(QUIT, quitting=True):
            return True
        self.say(self.tr("Goodbye."))
        self.say_kept()
        return False
