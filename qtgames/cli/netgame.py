"""A network game in the terminal: the board and commands of ``qtgames text``, over the wire.

``NetTextUI`` shows what the host sends with the game's own text view (the same board,
status lines and sentences as the text version) and turns the lines typed into messages:
a move (several separated by commas), ``moves``, ``undo`` (asks the others), ``draw``,
``resign``, ``rematch``, ``accept``/``decline``, ``say TEXT``, ``save FILE``, ``position``,
``players``, ``help``, ``quit``. With a computer player instead of a person it plays its
seat's moves and answers offers itself (it accepts to take a move back and a rematch, and
declines a draw).
"""

import asyncio
import logging
import sys
from collections.abc import Callable
from typing import Any, TextIO

from qtgames.cli.commandword import HELP_LINE, command_of
from qtgames.cli.common import translator
from qtgames.cli.textgame import shorten, typed_path
from qtgames.core.errors import BadInput, QtGamesError
from qtgames.core.game import GameSpec
from qtgames.core.i18n import N_, Translator, pick, system_language
from qtgames.core.textview import Style, TextView
from qtgames.net.client import ClientGame, request
from qtgames.net.computer import ComputerSeat
from qtgames.net.protocol import MAX_CHAT, Message, readable_values
from qtgames.net.remote import RemoteTable, snapshot
from qtgames.net.retry import BUSY_COUNTDOWN
from qtgames.net.transport import ClientRunner
from qtgames.net.words import (
    HINT_WORDS,
    HINTS_OFF,
    chat_speaker,
    farewell,
    resigned_text,
)
from qtgames.players import Forfeit

log = logging.getLogger(__name__)

#: (command, French alias, English description).
COMMANDS = [
    ("moves", "coups", N_("list the legal moves")),
    ("undo", "annuler", N_("ask to take back your last move")),
    ("draw", "nulle", N_("offer a draw")),
    ("resign", "abandon", N_("give up the game")),
    ("rematch", "revanche", N_("offer a new game, sides swapped")),
    ("accept", "accepter", N_("accept what the other player offers")),
    ("decline", "refuser", N_("decline it")),
    ("say TEXT", "dire", N_("send a chat line")),
    ("save FILE", "sauver", N_("save the game (on a client: what you see of it)")),
    ("position", "position", N_("print the position in the game's notation")),
    ("players", "joueurs", N_("who plays, who is connected")),
    ("quit", "quitter", N_("leave")),
    ("help", "aide", N_("show this list")),
]
#: The commands' full names, English and French (see ``qtgames.cli.commandword``).
FULL_WORDS = frozenset({english.split()[0] for english, _, _ in COMMANDS}
                       | {french for _, french, _ in COMMANDS}
                       | {"chat", "abandon", "yes", "no", "oui", "non", "exit", *HINT_WORDS})



def net_translator(spec: GameSpec | None = None) -> Translator:
    """Messages in the system's language: the core's, the command line's, network play's
    and the game's."""
    return translator(spec) if spec is not None else Translator(system_language())


class NetTextUI:
    """One seat (or a spectator) of a network game in the terminal."""

    def __init__(self, game: ClientGame, out: TextIO | None = None,
                 computer_name: str | None = None, quiet: bool = False,
                 leave_at_end: bool = False, save: Callable[[str], None] | None = None,
                 seed: int = 0) -> None:
        """Show ``game`` on ``out``; the computer called ``computer_name`` (``random`` or
        a level) plays the seat instead of a person;
        ``quiet`` shows nothing; ``leave_at_end`` leaves once the game is over; ``save``
        (at the host) saves the whole game instead of this seat's view."""
        self.game = game
        self.out = out or sys.stdout
        self.style = Style.for_stream(self.out)
        self.computer_name, self.quiet, self.leave_at_end = computer_name, quiet, leave_at_end
        #: The computer playing this seat instead of a person, if one does.
        self.computer = None if computer_name is None else ComputerSeat(
            game, computer_name, seed, self._forfeited)
        self.save_game = save
        self._runner: ClientRunner | None = None
        self.tr: Translator = net_translator()
        self.view: TextView[Any] | None = None
        self._known_players: list[bool] = []
        #: The game as this seat saw it, move by move (the lines it says are not used).
        self.table = RemoteTable(self.tr.lang)
        self._said: list[str] = []
        self._told_token = False
        #: The seconds last told of a wait before trying a busy host again.
        self._counted: int | None = None
        #: True while the prompt is the last thing written (its line not ended yet), and
        #: when a line of the host's came after it.
        self._at_prompt = self._interrupted = False
        self.done = asyncio.Event()
        #: Called once, at the first position (the terminal starts reading lines then).
        self.welcomed: Callable[[], None] | None = None

    @property
    def runner(self) -> ClientRunner | None:
        """The client's connection to the host (set once it runs)."""
        return self._runner

    @runner.setter
    def runner(self, runner: ClientRunner | None) -> None:
        self._runner = runner
        if self.computer is not None:
            self.computer.runner = runner

    @property
    def failure(self) -> QtGamesError | None:
        """Why this client had to leave (a level the game does not have), else None."""
        return self.computer.failure if self.computer is not None else None

    # -- output --------------------------------------------------------------------------

    def say(self, text: str = "") -> None:
        """Print a line (nothing when quiet), on a line of its own: after a prompt still
        waiting for a move, on the next line (the prompt is asked again once the host's
        message is shown)."""
        if not self.quiet:
            if self._at_prompt:
                self._at_prompt, self._interrupted = False, True
                self.out.write("\n")
            print(text, file=self.out, flush=True)

    def who(self, seat: int) -> str:
        """The display name of a seat, with its player's name when it differs."""
        spec = self.game.spec
        if self.view is not None and self.game.state is not None:
            label = self.view.who(self.game.state, seat)
        elif spec is not None and seat < len(self.game.seats):
            label = spec.seat_label(self.game.seats[seat], self.tr.lang)
        else:
            label = str(seat + 1)
        name = self.game.names[seat] if seat < len(self.game.names) else None
        return f"{label} ({name})" if name and name.lower() != self.game.seats[seat].lower() \
            and name != label else label

    def busy(self, seconds: int, reason: QtGamesError | str) -> None:
        """The host is busy: it is tried again in ``seconds`` (told every second on a
        terminal, once a wait elsewhere)."""
        text = self.style(self.tr(BUSY_COUNTDOWN, reason=reason, seconds=seconds), "yellow")
        if not self.quiet and getattr(self.out, "isatty", lambda: False)():
            self.out.write("\r" + text + "\x1b[K")
            self.out.flush()
            self._at_prompt = True  # the next line begins below it
        elif self._counted is None or seconds > self._counted:
            self.say(text)
        self._counted = seconds

    def status(self, text: str, **values: object) -> None:
        """A connection event."""
        self._interrupted = False
        self.say(self.style(self.tr(text, **values), "yellow"))
        self._prompt_again()

    def prompt(self) -> None:
        """Ask for a move when it is this seat's turn (once: not again while asked)."""
        if self.computer_name is None and not self.quiet and self.game.my_turn \
                and not self._at_prompt:
            seat = self.game.seat
            assert seat is not None
            self.out.write(f"{self.who(seat)}> ")
            self.out.flush()
            self._at_prompt = True

    def _prompt_again(self) -> None:
        """After lines that came while the prompt waited: ask again below them."""
        if self._interrupted:
            self._interrupted = False
            self.prompt()

    # -- the host's messages -------------------------------------------------------------

    def message(self, message: Message) -> None:
        """Show what the host said, and play or answer when a computer sits here."""
        # The moves as this seat saw them, to name those a take-back would take back.
        self.table.lang = self.tr.lang
        #: What the table says of this message: offers and answers are told its way.
        self._said = self.table.receive(message, snapshot(self.game))
        handler = getattr(self, "_on_" + message.type, None)
        if handler is not None:
            self._interrupted = False
            handler(message)
            self._prompt_again()

    def _on_welcome(self, _: Message) -> None:
        spec = self.game.spec
        assert spec is not None
        self.tr = net_translator(spec)
        self.view = spec.make_text_view(self.tr, self.style,
                                        lambda seat: spec.seat_label(seat, self.tr.lang))
        if self.computer is not None:
            self.computer.welcome()
            if self.computer.failure is not None:
                self.done.set()
                return
        game = pick(spec.name, self.tr.lang)
        if self.game.seat is None:
            self.say(self.tr("Watching {game}.", game=game))
        else:
            self.say(self.tr("{game}: you play {seat}.", game=game,
                             seat=spec.seat_label(self.game.seats[self.game.seat],
                                                  self.tr.lang)))
            if self.save_game is None and not self._told_token:
                self._told_token = True
                self.say(self.style(self.tr("Your seat's token, to take your seat back: "
                                            "{token}", token=self.game.token or ""), "dim"))

    def _on_players(self, _: Message) -> None:
        for seat, connected in enumerate(self.game.connected):
            before = self._known_players[seat] if seat < len(self._known_players) else None
            if connected == before or seat == self.game.seat or self.game.result is not None:
                continue
            if connected:
                self.say(self.style(self.tr("{player} is here.", player=self.who(seat)),
                                    "dim"))
            elif self.game.names[seat] is None:
                self.say(self.style(self.tr("Waiting for {player} to join…",
                                            player=self.who(seat)), "dim"))
            else:
                self.say(self.style(self.tr("Waiting for {player} to come back…",
                                            player=self.who(seat)), "yellow"))
        self._known_players = list(self.game.connected)

    def _on_position(self, _: Message) -> None:
        state, view = self.game.state, self.view
        if state is None or view is None:
            return
        if self.game.last is not None and self.game.moved:
            move, seat = self.game.last
            if self.game.forced:
                self.say(self.style(self.tr("{player} has a single move: {move}.",
                                            player=self.who(seat), move=move), "dim"))
            elif seat != self.game.seat:
                self.say(self.style(self.tr("{player} played {move}.", player=self.who(seat),
                                            move=view.seen_move(state, move, seat)), "bold"))
        self.say()
        self.say(view.board(state))
        self.say()
        for line in view.status(state):
            self.say(line)
        self.prompt()
        if self.welcomed is not None:
            started, self.welcomed = self.welcomed, None
            started()
        if self.computer is not None:
            self.computer.think_if_turn()

    def _on_result(self, message: Message) -> None:
        game = self.game
        if self.computer is not None:
            self.computer.ended = True
        outcome, state, view = game.result, game.state, self.view
        if outcome is None or state is None or view is None:
            return
        if game.resigned is not None:
            text = resigned_text(self.tr, game.resigned == game.seat, self.who(game.resigned),
                                 [self.who(seat) for seat in sorted(outcome.winners)])
        elif outcome.reason == "agreed":
            text = self.tr("The players agree to a draw.")
        else:
            text = view.outcome_text(state, outcome)
        self.say(self.style(text, "bold"))
        if message["more"]:  # the host's series goes on with the next game
            return
        if self.leave_at_end:
            self.leave()
        elif self.computer_name is None and game.seat is not None:
            self.say(self.tr("Game over: rematch, save FILE or quit."))

    def _on_chat(self, message: Message) -> None:
        speaker = chat_speaker(self.tr, message["from"], message["seat"], self._seat_label)
        self.say(self.style(f"[{speaker}] ", "cyan") + message["text"])

    def _seat_label(self, seat: int) -> str | None:
        spec = self.game.spec
        if spec is None or not 0 <= seat < len(self.game.seats):
            return None
        return spec.seat_label(self.game.seats[seat], self.tr.lang)

    def _on_offer(self, message: Message) -> None:
        kind, seat = message["kind"], message["seat"]
        if seat == self.game.seat:
            self.say(" ".join(self._said))
            return
        self.say(self.style(" ".join(self._said), "bold"))
        if self.computer is not None:
            self.computer.offered(kind, seat)

    def _on_answer(self, message: Message) -> None:
        self.say(" ".join(self._said))
        self.prompt()

    def _on_error(self, message: Message) -> None:
        if self.computer is not None and self.computer.is_race(message["code"]):
            return  # the computer chose while the game moved on: nothing to tell
        self.say(self.style("! " + self.error_text(message), "red"))
        self.prompt()

    def error_text(self, message: Message) -> str:
        """An error of the host in this player's language (its template translated when
        it is one of ours; its words as they came otherwise)."""
        values = readable_values(message["template"], message["values"] or {})
        return self.tr.foreign(message["template"], values, message["message"])

    def _on_bye(self, message: Message) -> None:
        if self.save_game is None:
            template, values = farewell(message["reason"] or "")
            self.say(self.style(self.tr(template, **{key: self.tr(str(value)) for key, value
                                                     in values.items()})
                                + " " + self.tr("save FILE keeps what you saw of the game; "
                                                "quit leaves."), "yellow"))
        if self.computer_name is not None or self.quiet:
            self.done.set()

    # -- the computer --------------------------------------------------------------------

    def _forfeited(self, forfeit: Forfeit) -> None:
        self.say(self.style(self.tr("{player} forfeits: {reason}", player=self.who(
            self.game.seat or 0), reason=forfeit), "red"))

    # -- the person ----------------------------------------------------------------------

    def send(self, message: Message) -> None:
        """Send ``message`` to the host."""
        if self.runner is not None:
            self.runner.send(message)

    def leave(self) -> None:
        """Leave the game (at the host, the host then closes it for everyone, this seat
        with it: the others hear that the game ends, not that this seat went away)."""
        if self.runner is not None and self.save_game is None:
            self.runner.stop()
        self.done.set()

    def command(self, line: str) -> None:
        """Act on one typed line; a bad one gets one message and changes nothing."""
        self._at_prompt = False  # the line typed ended the prompt's line
        line = line.strip()
        if not line:
            self.prompt()
            return
        word, _, rest = line.partition(" ")
        try:
            game = self.game
            playable = game.state if (game.my_turn and game.result is None
                                      and not game.host_left) else None
            command = command_of(line, self._handlers(), FULL_WORDS, playable)
            if command is not None:
                handler, argument = command
                handler(argument)
            elif rest and "," not in line:
                raise BadInput("unknown command {word!r}; type help for the list",
                               word=shorten(word))
            else:
                self.play(line)
        except QtGamesError as problem:
            self.say(self.style("! " + self.tr.error(problem), "red"))
            self.prompt()

    def end_of_input(self) -> None:
        """Ctrl-D: leave."""
        self.say(self.tr("Goodbye."))
        self.leave()

    def play(self, line: str) -> None:
        """Send one move, or several separated by commas, each checked here first."""
        game = self.game
        if game.host_left:
            raise BadInput("the host has left: save FILE or quit")
        if game.seat is None:
            raise BadInput("a spectator cannot play")
        if game.result is not None:
            raise BadInput("the game is over")
        if not game.my_turn or game.state is None:
            raise BadInput("it is not your turn")
        trial = game.state.copy()
        texts: list[str] = []
        for part in (part.strip() for part in line.split(",")):
            move = trial.parse_move(part)
            text = trial.format_move(move)
            if not texts and text not in game.legal:
                reason = trial.check_move(move) or N_("that move is not allowed here")
                raise BadInput("{move}: {reason}", move=part, reason=self.tr(reason))
            later = trial.check_move(move) if texts else None
            if later is not None:
                raise BadInput("{move}: {reason}", move=part, reason=self.tr(later))
            trial.play(move)
            texts.append(text)
        for text in texts:
            self.send(request("move", move=text))

    def _handlers(self) -> dict[str, Callable[[str], None]]:
        handlers: dict[str, Callable[[str], None]] = {
            "moves": self.cmd_moves, "undo": self._offer("undo"), "draw": self._offer("draw"),
            "resign": self.cmd_resign, "rematch": self._offer("rematch"),
            "accept": self._answer(True), "decline": self._answer(False),
            "say": self.cmd_say, "save": self.cmd_save, "position": self.cmd_position,
            "players": self.cmd_players, "quit": lambda _: self.leave(),
            "help": self.cmd_help} | {word: self.cmd_hint for word in HINT_WORDS}
        aliases = {"?": "help", "chat": "say", "abandon": "resign", "yes": "accept",
                   "no": "decline", "oui": "accept", "non": "decline", "exit": "quit",
                   "q": "quit", "m": "moves", "u": "undo"}
        aliases.update({french: english.split()[0] for english, french, _ in COMMANDS})
        return handlers | {alias: handlers[name] for alias, name in aliases.items()}

    def _playing(self) -> None:
        if self.game.host_left:
            raise BadInput("the host has left: save FILE or quit")
        if self.game.seat is None:
            raise BadInput("a spectator cannot play")

    def _offer(self, kind: str) -> Callable[[str], None]:
        def offer(_: str) -> None:
            self._playing()
            self.send(request("offer", kind=kind))
        return offer

    def _answer(self, accept: bool) -> Callable[[str], None]:
        def answer(_: str) -> None:
            self._playing()
            offer = self.game.offer
            if offer is None or offer[1] == self.game.seat:
                raise BadInput("no offer waits for your answer")
            self.send(request("answer", kind=offer[0], accept=accept))
        return answer

    @staticmethod
    def cmd_hint(_: str) -> None:
        """The local game's hint: none here, and the player is told why."""
        raise BadInput(HINTS_OFF)

    def cmd_resign(self, _: str) -> None:
        """Give up the game."""
        self._playing()
        self.send(request("resign"))

    def cmd_say(self, text: str) -> None:
        """Send a chat line."""
        if not text:
            raise BadInput("say needs a text, e.g. say good game")
        if self.game.host_left:
            raise BadInput("the host has left: save FILE or quit")
        if len(text) > MAX_CHAT:  # refused whole rather than cut short unseen
            raise BadInput("a chat line holds at most {limit} characters, this one has "
                           "{count}", limit=MAX_CHAT, count=len(text))
        self.send(request("chat", text="".join(c if c.isprintable() else " " for c in text)))

    def cmd_save(self, rest: str) -> None:
        """Save the game (the host: the whole game; a client: its view)."""
        if not rest:
            raise BadInput("save needs a file name, e.g. save mygame{extension}",
                           extension=".qtgame")
        path = typed_path(rest)
        if self.save_game is not None:
            self.save_game(str(path))
        else:
            self.game.save_view(path)
        self.say(self.tr("Saved to {path}.", path=str(path)))
        self.prompt()

    def cmd_moves(self, _: str) -> None:
        """List the legal moves of this seat."""
        if not self.game.legal:
            raise BadInput("it is not your turn")
        self.say(self.tr("Legal moves ({count}): {moves}", count=len(self.game.legal),
                         moves=" ".join(self.game.legal)))
        self.prompt()

    def cmd_position(self, _: str) -> None:
        """Print the position as this seat sees it."""
        if self.game.state is not None:
            self.say(self.game.state.position())
        self.prompt()

    def cmd_players(self, _: str) -> None:
        """Who plays each seat and whether they are connected."""
        for seat, connected in enumerate(self.game.connected):
            state = self.tr("connected") if connected else self.tr("away")
            self.say(f"  {self.who(seat)}: {state}")
        self.prompt()

    def cmd_help(self, _: str) -> None:
        """List the commands."""
        hint = self.view.move_hint if self.view is not None else "type a move"
        play = self.tr("play a move")  # outside the f-string, where extraction finds it
        self.say(f"  {self.tr(hint):<22} {play}")
        for name, french, text in COMMANDS:
            if name == "draw" and not self.game.draw_offers:
                continue  # the game has no draw by agreement
            shown = name if self.tr.lang == "en" or french == name.split()[0] else \
                f"{name} / {french}"
            self.say(f"  {shown:<22} {self.tr(text)}")
        self.say(self.tr(HELP_LINE))
        self.prompt()
