"""Outside players as computer players: AI and bot files, and engines.

Each player gets its child process ready before its first move (``get_ready``, outside
the clock) and keeps it for the game (a file may remember things between moves); the
child is told of the game by a ``new_game`` message carrying the player's seed, which
derives from the game's public seed. ``close()`` ends it, or hands it to
``qtgames.players.kept`` for the next game of a series when it can serve another one (a
file always can; an engine when its hello says protocol 2). Whatever goes wrong in the
child (see ``qtgames.players.child``) raises ``Forfeit`` from ``choose``, the child
killed first; a cancelled search (``Cancelled``) kills it too, and the next move starts a
new one.
"""

import json
import sys
from abc import abstractmethod
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from qtgames.ai.adjudication import reported_score
from qtgames.ai.player import Budget, Player
from qtgames.core import jsonlines
from qtgames.core.errors import clip
from qtgames.core.game import GameSpec
from qtgames.core.i18n import N_
from qtgames.core.jsonlines import Message, ProtocolError
from qtgames.core.options import OptionValue
from qtgames.core.state import AnyState
from qtgames.players.affinity import bootstrap_words
from qtgames.players.bootstrap import FROZEN_FLAG
from qtgames.players.child import ChildProcess
from qtgames.players.contract import BotFileContract, FileContract, legal_move
from qtgames.players.forfeit import Forfeit
from qtgames.players.kept import Kept, give_back, take
from qtgames.players.names import OutsideName
from qtgames.players.ownfiles import own_files
from qtgames.players.sandbox import engine_command, launch, limits

#: The script run in the child process of AI and bot files, and before an engine.
BOOTSTRAP = Path(__file__).with_name("bootstrap.py")
#: Seconds a child has to start and say hello (an interpreter, imports, a big program).
START_SECONDS = 10.0
#: Memory a Python file's process may use, in bytes; an engine's.
FILE_MEMORY = 2 << 30
ENGINE_MEMORY = 4 << 30
#: Seconds past an empty clock an outside player's answer is still waited for (it has lost
#: on time by then; the wait only lets the clock, not the pipe, say so).
CLOCK_GRACE = 0.1
#: The engine protocol's version qtgames speaks: 2 adds ``new_game`` between games of one
#: process, with a seed.
ENGINE_PROTOCOL = 2
#: The versions an engine's hello may give: a version 1 engine is started for each game.
KNOWN_PROTOCOLS = (1, 2)
#: The version from which one process may play several games.
REUSED_FROM = 2


def bootstrap_command() -> list[str]:
    """How to run the bootstrap: this Python on its script, or, in a packaged build, the
    executable itself with ``FROZEN_FLAG`` (its entry script hands over at once)."""
    if getattr(sys, "frozen", False):
        return [sys.executable, FROZEN_FLAG]
    return [sys.executable, "-P", str(BOOTSTRAP)]


class OutsidePlayer(Player[Any, Any]):
    """A player whose moves come from a child process (see the subclasses)."""

    def __init__(self, spec: GameSpec, name: OutsideName, seed: int,
                 options: Mapping[str, OptionValue]) -> None:
        super().__init__(seed)
        self.spec = spec
        self.name = name
        self.options = spec.resolve_options(options)
        self.seed = seed
        #: The name the player gave itself in its hello (None before it started).
        self.given_name: str | None = None
        #: The protocol version of its hello (0 before it started).
        self.protocol = 0
        self.child: ChildProcess | None = None
        #: The child asked for a move right now (None: none is asked).
        self._asking: ChildProcess | None = None
        #: Why the child could not be made ready before the first move (raised there).
        self._failed: Forfeit | None = None

    def search(self, view: AnyState, moves: list[Any], budget: Budget) -> Any:
        """Ask the child for the move of the seat to move in ``view``."""
        seat = view.to_move()
        try:
            if self._failed is not None:
                failed, self._failed = self._failed, None
                raise failed
            child = self.child
            # one that died since its last answer is found out by asking it: a forfeit
            if child is None or child.closed:
                child = self._acquire(seat, budget)
            self._asking = self.child = child  # asking first: see ``close``
            return self.ask(child, view, moves, budget)
        except BaseException:  # a forfeit, a cancel, Ctrl-C: the child's state is unknown
            self.close()
            raise
        finally:
            self._asking = None

    def get_ready(self, seat: int) -> None:
        """Start (or take a kept) child for ``seat`` now, so that its start is not counted
        in the first move's time; a failure is raised at that first move."""
        if self.child is not None and self.child.running:
            return
        try:
            self.child = self._acquire(seat, Budget())
        except Forfeit as forfeit:
            self._failed = forfeit

    def _acquire(self, seat: int, budget: Budget) -> ChildProcess:
        """A kept child of this player told of the new game, else a new one."""
        kept = take(self._key())
        if kept is not None:
            try:
                self.begin(kept.child, seat, budget)
                self.given_name, self.protocol = kept.name, kept.protocol
                return kept.child
            except Forfeit:  # it broke while idle: start another
                kept.child.close(quit=False)
        child = self.start(seat, budget)
        self.begin(child, seat, budget)
        return child

    def _key(self) -> tuple[str, str, str]:
        """What a kept child must match to play this player's next game."""
        return type(self).__name__, self.spec.id, self.name.text

    @abstractmethod
    def start(self, seat: int, budget: Budget) -> ChildProcess:
        """Start the child for ``seat`` and wait for its hello."""

    @abstractmethod
    def begin(self, child: ChildProcess, seat: int, budget: Budget) -> None:
        """Tell ``child`` of a new game where it plays ``seat``, with the player's seed."""

    @abstractmethod
    def ask(self, child: ChildProcess, view: AnyState, moves: list[Any], budget: Budget
            ) -> Any:
        """The child's move for the seat to move in ``view``, one of its legal ``moves``."""

    def hello(self, child: ChildProcess, budget: Budget) -> None:
        """Wait for the child's hello and keep the name and protocol version it gives."""
        message = child.receive(START_SECONDS, budget.cancel, waiting_for="hello")
        try:
            self.given_name, self.protocol = check_hello(message)
        except ProtocolError as error:
            child.close(quit=False)
            raise Forfeit("{player}: bad hello: {error}", player=self.name.shown,
                          error=str(error)) from None

    def move_limit(self) -> float:
        """Seconds this move may take: the per-move limit, or less when the clock has
        less left (a little past it, so that running out is seen as such)."""
        if self.clock is None:
            return self.name.move_seconds
        return min(self.name.move_seconds, self.clock.left + CLOCK_GRACE)

    def close(self) -> None:
        """End the child process, or keep it for the next game of a series when it can
        play one. Closed while the child is asked for a move (from another thread: the
        game ended meanwhile), the child is killed: its answer would reach the next game."""
        child, self.child = self.child, None
        if child is None:
            return
        if child is self._asking:
            child.close(quit=False)
        elif self.protocol >= REUSED_FROM and child.running:
            give_back(self._key(), Kept(child, self.given_name, self.protocol))
        else:
            child.close()


def check_hello(message: Message) -> tuple[str, int]:
    """The name and protocol version of an outside player's hello; a ProtocolError if it
    is not a hello of a known version."""
    if message["type"] != "hello":
        raise ProtocolError(N_("expected a hello message, got {type!r}"), type=message["type"])
    version = message.get("protocol")
    if isinstance(version, bool) or version not in KNOWN_PROTOCOLS:
        raise ProtocolError(N_("protocol version {found!r}, expected {expected}"),
                            found=clip(version, 20), expected=ENGINE_PROTOCOL)
    name: str = jsonlines.field(message, "name", str)
    return name, int(version)


class FilePlayer(OutsidePlayer):
    """A Python file following ``contract``: ``ai:FILE`` (the game's own convention) or
    ``py:FILE`` (``play(view, legal_moves, seat)``)."""

    def __init__(self, spec: GameSpec, name: OutsideName, seed: int,
                 options: Mapping[str, OptionValue], contract: FileContract) -> None:
        super().__init__(spec, name, seed, options)
        self.contract = contract
        #: Invalid answers given in the whole game (each re-asked, or the fallback played).
        self.invalid_answers = 0

    def start(self, seat: int, budget: Budget) -> ChildProcess:
        """Run the bootstrap on the file, which imports it and checks its functions."""
        path = Path(self.name.target).expanduser().resolve()
        command = [*bootstrap_command(), *limits(FILE_MEMORY, self.name.move_seconds),
                   *bootstrap_words(), "file", str(path), *self.contract.functions]
        visible = [str(file) for file in own_files(path)]
        child = ChildProcess(launch(command, visible, cwd=str(path.parent)), self.name.shown)
        self.hello(child, budget)
        return child

    def begin(self, child: ChildProcess, seat: int, budget: Budget) -> None:
        """The game is played by a fresh copy of the file's process, Python's ``random``
        seeded first; wait till it is ready."""
        child.send({"type": "new_game", "seed": self.seed})
        answer = child.receive(START_SECONDS, budget.cancel, waiting_for="hello")
        if answer["type"] != "ready":
            child.close(quit=False)
            raise Forfeit("{player}: sent {type!r} instead of an answer",
                          player=self.name.shown, type=answer["type"])

    def ask(self, child: ChildProcess, view: AnyState, moves: list[Any], budget: Budget
            ) -> Any:
        """Call ``play``; re-ask after an invalid answer, up to the contract's limit."""
        invalid = 0
        seat = view.to_move()
        contract = self.contract
        while True:
            arguments = (contract.offer(view, moves, seat)
                         if isinstance(contract, BotFileContract)
                         else contract.arguments(view, seat))
            child.send({"type": "call", "function": "play", "args": arguments})
            answer = self._answer(child.receive(self.move_limit(), budget.cancel))
            move = (self.contract.move(view, answer["value"]) if "value" in answer
                    else None)
            if move is not None:
                return move
            shown = (str(answer["invalid"]) if "invalid" in answer
                     else json.dumps(answer.get("value"), ensure_ascii=False))
            if self.contract.invalid_limit <= 0:
                raise Forfeit("{player}: answered {answer}, not a legal move",
                              player=self.name.shown, answer=shown[:60])
            invalid += 1
            self.invalid_answers += 1
            if invalid >= self.contract.invalid_limit:
                return self._fallback(view, invalid)

    def _fallback(self, view: AnyState, invalid: int) -> Any:
        """The convention's move after ``invalid`` invalid answers: a legal move or one of
        the game's ``referee_moves()`` (a penalty); a Forfeit if the rules allow neither
        here (it would make a game no save file could replay)."""
        move = self.contract.fallback(view)
        allowed: list[object] = [*view.legal_moves(), *view.referee_moves()]
        if move not in allowed:
            raise Forfeit("{player}: {count} invalid answers in a row, and the move then "
                          "played for it ({move}) is not allowed here",
                          player=self.name.shown, count=invalid, move=view.format_move(move))
        return move

    def _answer(self, message: Message) -> Message:
        if message["type"] != "answer":
            raise Forfeit("{player}: sent {type!r} instead of an answer",
                          player=self.name.shown, type=message["type"])
        return message


class EnginePlayer(OutsidePlayer):
    """A program speaking the engine protocol: ``engine:COMMAND``."""

    def start(self, seat: int, budget: Budget) -> ChildProcess:
        """Start the program (its memory capped) and exchange hellos."""
        from qtgames import __version__

        program, visible = engine_command(self.name.command())
        command = [*bootstrap_command(), *limits(ENGINE_MEMORY, self.name.move_seconds),
                   *bootstrap_words(), "exec", *program]
        child = ChildProcess(launch(command, visible), self.name.shown)
        child.send({**jsonlines.hello("qtgames", version=__version__),
                    "protocol": ENGINE_PROTOCOL})
        self.hello(child, budget)
        return child

    def begin(self, child: ChildProcess, seat: int, budget: Budget) -> None:
        """Announce the game (not answered)."""
        child.send({"type": "new_game", "game": self.spec.id, "options": self.options,
                    "seat": seat, "seats": list(self.spec.seats_for(self.options)),
                    "seed": self.seed})

    def ask(self, child: ChildProcess, view: AnyState, moves: list[Any], budget: Budget
            ) -> Any:
        """Send the position; the answer must be a legal move. Its ``score``, if it is a
        number, is the engine's value of its position (for adjudication)."""
        seconds = self.move_limit()
        message = jsonlines.position(self.spec.id, self.options, view, view.to_move(), seconds)
        if self.clock is not None:
            message.update(self.clock.to_json())
        child.send(message)
        answer = child.receive(seconds, budget.cancel)
        if answer["type"] != "move":
            raise Forfeit("{player}: sent {type!r} instead of a move", player=self.name.shown,
                          type=answer["type"])
        text = answer.get("move")
        self.last_value = reported_score(answer.get("score"))
        move = legal_move(view, text)
        if move is None:
            raise Forfeit("{player}: answered {answer}, not a legal move",
                          player=self.name.shown,
                          answer=json.dumps(text, ensure_ascii=False)[:60])
        return move
