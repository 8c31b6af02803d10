"""A computer in a seat of a network game: it plays the seat's moves and answers offers.

``ComputerSeat`` is what a terminal client with a computer player and the app's host (for
the seats the computer plays there) share; it shows nothing. It accepts to take a move back
and a rematch, and declines a draw; each game after a result (a rematch, the next game of a
series) gets a fresh player with a seed of its own. An outside player that fails resigns; a
search that fails plays at random; a choice made while the game moved on is thrown away and the
computer thinks again.
"""

import asyncio
import logging
import random
from collections.abc import Callable

from qtgames.ai.adjudication import reported_score
from qtgames.ai.player import AnyPlayer
from qtgames.core.errors import QtGamesError
from qtgames.core.i18n import said
from qtgames.core.rng import derive_seed
from qtgames.core.timecontrol import ClockReading
from qtgames.net.client import ClientGame, request
from qtgames.net.protocol import Message
from qtgames.net.transport import ClientRunner
from qtgames.players import Forfeit, make_player

log = logging.getLogger(__name__)

#: Errors a computer's move may meet when the game moves on while it thinks.
RACES = ("over", "turn", "paused")


class ComputerSeat:
    """The computer called ``name`` (``random``, a level or an outside player) playing
    ``game``'s seat; ``forfeited`` hears why an outside player gave up."""

    def __init__(self, game: ClientGame, name: str, seed: int = 0,
                 forfeited: Callable[[Forfeit], None] | None = None) -> None:
        self.game, self.name, self.seed = game, name, seed
        self.forfeited = forfeited
        self.player: AnyPlayer | None = None
        #: Why the computer had to leave (a level the game does not have), else None.
        self.failure: QtGamesError | None = None
        self.runner: ClientRunner | None = None
        self.rng = random.Random(seed)
        self.done = asyncio.Event()
        self._thinking: asyncio.Task[None] | None = None
        #: Games this computer started; True once the game it plays has a result.
        self.games = 0
        self.ended = False

    # -- the client's messages (``ClientUI``) ----------------------------------------------

    def message(self, message: Message) -> None:
        """Play or answer what the host said."""
        if message.type == "welcome":
            self.welcome()
        elif message.type == "result":
            self.ended = True
        elif message.type == "position":
            self.think_if_turn()
        elif message.type == "offer":
            self.offered(message["kind"], message["seat"])
        elif message.type == "bye":
            self.done.set()

    def status(self, text: str, **values: object) -> None:
        """A connection event: nothing to do (the runner reconnects)."""

    # -- what the computer does --------------------------------------------------------------

    def welcome(self) -> None:
        """The game is known: make the player once for each game (or leave, when it cannot
        be made); a welcome in the middle of a game (back after a lost connection) keeps
        it."""
        spec = self.game.spec
        if spec is None or (self.player is not None and not self.ended):
            return
        if self.player is not None:
            self.player.close()
        self.ended = False
        seed = self.seed if self.games == 0 else derive_seed(self.seed, "game", self.games)
        self.games += 1
        try:
            self.player = make_player(spec, self.name, seed)
        except QtGamesError as problem:
            self.failure = problem
            self.leave()

    def offered(self, kind: str, seat: int | None) -> None:
        """Another seat offers ``kind``: accept, but a draw."""
        if self.player is not None and self.game.seat is not None and seat != self.game.seat:
            self.send(request("answer", kind=kind, accept=kind != "draw"))

    @staticmethod
    def is_race(code: str) -> bool:
        """True for an error a move meets when the game moved on while it was chosen."""
        return code in RACES

    def think_if_turn(self) -> None:
        """Start choosing a move when it is this seat's turn (once at a time)."""
        if self.player is None or not self.game.my_turn:
            return
        if self._thinking is not None and not self._thinking.done():
            return
        self._thinking = asyncio.create_task(self._choose())

    async def _choose(self) -> None:
        game, player = self.game, self.player
        state, ply = game.state, game.ply
        if state is None or player is None:
            return
        control = game.time_control
        if control is not None and game.clock is not None:  # the host's clock, as it said
            player.clock = ClockReading(game.clock, game.clock, control.increment, None)
        try:
            move = await asyncio.to_thread(player.choose, state.copy())
            text = state.format_move(move)
        except Forfeit as forfeit:  # an outside player that crashed or hung loses the game
            if player is not self.player:  # ended with its game (lost on time): not news
                asyncio.get_running_loop().call_soon(self.think_if_turn)
                return
            if self.forfeited is not None:
                self.forfeited(forfeit)
            self.send(request("resign"))
            return
        except Exception:
            log.warning("%s", said("the computer player failed; it plays at random"),
                        exc_info=True)
            text = ""
        if game.ply != ply or not game.my_turn:
            # The game moved on while it thought: think again once this task is done.
            asyncio.get_running_loop().call_soon(self.think_if_turn)
            return
        if text not in game.legal:  # the rebuilt view lacks the history the host judges by
            text = self.rng.choice(game.legal)
        self.send(request("move", move=text, score=reported_score(player.last_value)))

    def send(self, message: Message) -> None:
        """Send ``message`` to the host."""
        if self.runner is not None:
            self.runner.send(message)

    def leave(self) -> None:
        """Leave the game."""
        if self.runner is not None:
            self.runner.stop()
        self.done.set()
