"""A network game as a window shows it, without Qt: the client's side of the table.

``RemoteTable`` takes in what a client knew after each message of the host (a
``Snapshot``) and answers what a shell shows, in the same shape as a local game's table
(``TableView``): the position as this seat sees it, each move named by the game's own
narrator ("Black: d3"), the players and who is connected, whose turn, the result, the
lines of the game's log and which offers may be made now. It only ever holds what the host
sent this client (its seat's view, or the public view for a spectator): nothing it shows
can be more.
"""

from dataclasses import dataclass
from typing import Any

from qtgames.core.game import GameSpec
from qtgames.core.i18n import N_, Translator, pick
from qtgames.core.narrator import Narrator
from qtgames.core.outcome import Outcome
from qtgames.core.safetext import printable
from qtgames.core.state import AnyState, Move
from qtgames.net.client import ClientGame, FinishedGame
from qtgames.net.protocol import Message, readable_values
from qtgames.net.words import (
    ACCEPTED_TAKE_BACK,
    ACCEPTED_TEXTS,
    OFFER_TEXTS,
    SENT_TAKE_BACK,
    SENT_TEXTS,
    TAKE_BACK_TEXT,
    YOU_ACCEPTED,
    chat_speaker,
    farewell,
    resigned_text,
    texts,
)
from qtgames.table.table import TableView

#: The most moves the list keeps (the host's move count comes from outside).
MAX_MOVES = 5000
#: The longest chat line sent, in characters.
CHAT_LENGTH = 500


@dataclass(frozen=True)
class Snapshot:
    """What the client knew after one message of the host (copies only)."""

    spec: GameSpec | None
    seat: int | None
    seats: tuple[str, ...]
    state: AnyState | None
    legal: tuple[str, ...]
    to_move: int | None
    last: tuple[str, int] | None
    result: Outcome | None
    resigned: int | None
    names: tuple[str | None, ...]
    connected: tuple[bool, ...]
    offer: tuple[str, int] | None
    draw_offers: bool
    host_left: bool
    token: str | None

    ply: int = 0
    moved: bool = False
    #: True when the last move was the only one its player had (played for them).
    forced: bool = False
    #: The whole game, once the host sent it for review (see ``ClientGame.final``).
    final: FinishedGame | None = None
    #: The moves played before this client came, with their seats (see
    #: ``ClientGame.history``).
    history: tuple[tuple[str, int], ...] = ()

    @property
    def my_turn(self) -> bool:
        """True when this seat is to choose a move."""
        return (self.result is None and self.seat is not None and self.to_move == self.seat
                and bool(self.legal))


def snapshot(game: ClientGame) -> Snapshot:
    """A copy of what ``game`` knows now."""
    return Snapshot(game.spec, game.seat, tuple(game.seats),
                    game.state.copy() if game.state is not None else None, tuple(game.legal),
                    game.to_move, game.last, game.result, game.resigned, tuple(game.names),
                    tuple(game.connected), game.offer, game.draw_offers, game.host_left,
                    game.token, game.ply, game.moved, game.forced, game.final, game.history)


@dataclass(frozen=True)
class Played:
    """A move of the list: its notation, the seat that played it, and the position it was
    played in as this client saw it (None when this client did not see it)."""

    text: str
    seat: int
    before: AnyState | None
    forced: bool = False


def marked(played: Played | None, seen: AnyState) -> AnyState:
    """The position ``seen`` after the move ``played``: when that move replayed from the
    position before it gives the very same position, that one, whose history holds the
    move (so that the board marks it); else ``seen``."""
    if played is None or played.before is None:
        return seen
    try:
        after = played.before.copy()
        after.play(after.parse_move(played.text))
        if after.position() == seen.position():
            return after
    except Exception:  # noqa: BLE001 - a plugin's bug costs the mark, not the game
        pass
    return seen


def clean_chat(text: str) -> str:
    """A chat line as it may be sent: printable, trimmed, bounded."""
    return "".join(c if c.isprintable() else " " for c in text).strip()[:CHAT_LENGTH]


class RemoteTable:
    """A network game as this client sees it; see the module docstring."""

    def __init__(self, lang: str, hosting: bool = False) -> None:
        """``hosting``: this client is the host's own seat (the host never says goodbye
        to itself)."""
        self.lang = lang
        self.hosting = hosting
        self.snap: Snapshot | None = None
        #: The sentence saying why the host ended this client's connection.
        self.farewell = ""
        #: The moves of the game (None: played before this client joined).
        self.played: list[Played | None] = []
        #: The move list's row browsed (None: the live position).
        self.browsed: int | None = None
        self._labels: tuple[object, list[str]] | None = None

    # -- what the host says ------------------------------------------------------------

    @property
    def spec(self) -> GameSpec | None:
        """The game played (None until the host's welcome)."""
        return self.snap.spec if self.snap is not None else None

    @property
    def words(self) -> Translator:
        """Network play's and the game's messages in this table's language."""
        return texts(self.lang, self.spec)

    def receive(self, message: Message, snap: Snapshot) -> list[str]:
        """Take in one message of the host and what the client knew after it; return the
        lines it adds to the game's log (plain text: shown, never interpreted)."""
        before, self.snap = self.snap, snap
        words, kind = self.words, message.type
        if kind == "position":
            self._list_move(before, snap)
            if snap.moved or (self.browsed is not None and self.browsed > len(self.played)):
                self.browsed = None  # a move (or a take-back) returns to the live position
        if kind == "welcome" and snap.spec is not None:
            game = pick(snap.spec.name, self.lang)
            return [words("Watching {game}.", game=game) if snap.seat is None else
                    words("{game}: you play {seat}.", game=game, seat=self.who(snap.seat))]
        if kind == "result":
            return [self.result_text()]
        if kind == "players":
            return self._comings(before, snap)
        if kind == "chat":
            # Escaped here too: a host is no more trusted than a peer.
            return [f"[{self.speaker(message)}] "
                    f"{printable(str(message['text']), CHAT_LENGTH)}"]
        if kind == "offer":
            return [self._offer_text(message["kind"], message["seat"], snap)]
        if kind == "answer":
            if not message["accept"]:
                return [words("{player} declines.", player=self.who(message["seat"] or 0))]
            offer = before.offer if before is not None else None
            return [self._accepted_text(offer, snap)]
        if kind == "error":
            values = readable_values(message["template"], message["values"] or {})
            return ["! " + words.foreign(message["template"], values, message["message"])]
        if kind == "bye" and not self.hosting:
            template, values = farewell(message["reason"] or "")
            self.farewell = words(template, **{key: words(str(value))
                                               for key, value in values.items()})
            return [self.farewell]
        return []

    def _offer_text(self, kind: str, seat: int, snap: Snapshot) -> str:
        """An offer the host passed on: what this seat's own asks, or what another's
        asks of it, naming the moves of a take-back."""
        words = self.words
        moves = self.take_back_text(seat) if kind == "undo" else None
        if seat == snap.seat:
            return words(SENT_TAKE_BACK, moves=moves) if moves else words(SENT_TEXTS[kind])
        player = self.who(seat)
        if moves:
            return words(TAKE_BACK_TEXT, player=player, moves=moves)
        return words(OFFER_TEXTS[kind], player=player)

    def _accepted_text(self, offer: tuple[str, int] | None, snap: Snapshot) -> str:
        """Every seat asked accepted ``offer`` (kind, seat that made it): who accepted
        what, the moves a take-back takes back named (before they go)."""
        words = self.words
        if offer is None or offer[0] not in ACCEPTED_TEXTS:
            return words("Accepted.")
        kind, by = offer
        others = [seat for seat in range(len(snap.seats)) if seat != by]
        if snap.seat in others and len(others) == 1:
            return words(YOU_ACCEPTED)
        player = " & ".join(self.who(seat) for seat in others)
        moves = self.take_back_text(by) if kind == "undo" else None
        if moves:
            return words(ACCEPTED_TAKE_BACK, player=player, moves=moves)
        return words(ACCEPTED_TEXTS[kind], player=player)

    def _comings(self, before: Snapshot | None, snap: Snapshot) -> list[str]:
        """Who came, left or came back since ``before`` (never this client's own seat)."""
        words, lines = self.words, []
        for seat, here in enumerate(snap.connected):
            was = before is not None and seat < len(before.connected) and before.connected[seat]
            if here == was or seat == snap.seat:
                continue
            named = before is not None and seat < len(before.names) \
                and before.names[seat] is not None
            if not here:
                if seat < len(snap.names) and snap.names[seat] is not None:
                    lines.append(words("{player} left.", player=self.who(seat)))
            else:
                lines.append(words(N_("{player} is back.") if named else "{player} is here.",
                                   player=self.who(seat)))
        return lines

    def _list_move(self, before: Snapshot | None, snap: Snapshot) -> None:
        """Keep the move list in step with the position: a move added, moves taken back,
        a new game."""
        ply = min(max(snap.ply, 0), MAX_MOVES)
        del self.played[ply:]
        if not (snap.moved and snap.last is not None) or len(self.played) >= ply:
            return
        while len(self.played) < ply - 1:  # joined late: the earlier moves were not seen
            index = len(self.played)
            known = snap.history[index] if len(snap.history) >= ply - 1 else None
            self.played.append(None if known is None else Played(*known, None))
        seen = before is not None and before.ply == ply - 1 and before.spec is snap.spec
        self.played.append(Played(snap.last[0], snap.last[1],
                                  before.state if seen and before is not None else None,
                                  snap.forced))

    # -- what the window shows ---------------------------------------------------------

    def who(self, seat: int) -> str:
        """A seat's name, with its player's when they differ."""
        snap = self.snap
        if snap is None or snap.spec is None or not 0 <= seat < len(snap.seats):
            return str(seat + 1)
        label = snap.spec.seat_label(snap.seats[seat], self.lang)
        name = snap.names[seat] if seat < len(snap.names) else None
        return f"{label} ({name})" if name and name != snap.seats[seat] else label

    def speaker(self, chat: Message) -> str:
        """Who said a chat line: their seat and name ("White (bob)"), or that they watch
        ("bob, spectator"); escaped, as a host is no more trusted than a peer."""
        return chat_speaker(self.words, printable(str(chat["from"]), 40), chat.fields.get("seat"),
                            self._seat_label_of)

    def _seat_label_of(self, seat: int) -> str | None:
        snap = self.snap
        if snap is None or snap.spec is None or not 0 <= seat < len(snap.seats):
            return None
        return snap.spec.seat_label(snap.seats[seat], self.lang)

    def labels(self, narrator: Narrator[Any], key: object = None) -> list[str]:
        """Each move named as in a local game, by the game's narrator from the position it
        was played in as this client saw it (``key``: what else the words depend on)."""
        cached = self._labels
        moves = tuple(self.played)
        if cached is not None and cached[0] == (key, moves):
            return cached[1]
        labels = [self._label(narrator, played) for played in moves]
        self._labels = ((key, moves), labels)
        return labels

    def _label(self, narrator: Narrator[Any], played: Played | None) -> str:
        if played is None:
            return "…"
        if played.before is not None:
            try:
                move = played.before.parse_move(played.text)
                return narrator.move_label(played.before, move, played.text)
            except Exception:  # noqa: BLE001 - a plugin's bug costs the words, not the game
                pass
        snap = self.snap
        seat = snap.spec.seat_label(snap.seats[played.seat], self.lang) \
            if snap is not None and snap.spec is not None \
            and 0 <= played.seat < len(snap.seats) else str(played.seat + 1)
        return narrator.tr("{player}: {move}", player=seat, move=played.text)

    def view(self, narrator: Narrator[Any], key: object = None) -> TableView:
        """What the window shows now, in the shape of a local game's view: the position
        as this seat sees it (or saw it at the row browsed), the moves named; no undo,
        redo or hint (a take-back is asked of the other players)."""
        snap = self.snap
        labels = tuple(self.labels(narrator, key))
        past = self.past_state()
        browsing = past is not None
        return TableView(
            viewer=snap.seat if snap is not None else None, waiting_for=None,
            state=past if browsing else self.shown_state(), labels=labels,
            cursor=self.browsed if browsing and self.browsed is not None else len(labels),
            undo_label=None, redo_label=None, can_undo=False, can_redo=False,
            can_play=not browsing and snap is not None and snap.my_turn
            and not snap.host_left, can_hint=False,
            browsing=self.browsed if browsing else None)

    def browse(self, index: int) -> bool:
        """Show the position after the first ``index`` moves, as this seat saw it then
        (the last row: the live position); False when this client did not see it (played
        before it joined), and nothing changes."""
        if index >= len(self.played):
            self.browsed = None
            return True
        if index < 0 or self._seen_after(index) is None:
            return False
        self.browsed = index
        return True

    def past_state(self) -> AnyState | None:
        """The position at the row browsed as this seat saw it then (None: live)."""
        if self.browsed is None or self.browsed >= len(self.played):
            return None
        return self._seen_after(self.browsed)

    def _seen_after(self, index: int) -> AnyState | None:
        """What this client was shown after ``index`` moves: the position the next move
        was played in (kept as it was sent, never more), with the move before it marked
        when replaying it from the view before gives the very same position."""
        played = self.played[index]
        if played is None or played.before is None:
            return None
        return marked(self.played[index - 1] if index > 0 else None, played.before)

    def shown_state(self) -> AnyState | None:
        """The position as this client was sent it; when the last move played from the
        position before it gives the very same position, that one, whose history holds the
        move (so that the board marks it)."""
        snap = self.snap
        if snap is None or snap.state is None:
            return None
        played = self.played[-1] if self.played and len(self.played) == snap.ply else None
        return marked(played, snap.state)

    def take_back_start(self, seat: int) -> int | None:
        """Where a take-back asked by ``seat`` would start in the move list, as the host
        does it: back to that seat's last move chosen by its player (None: none seen)."""
        for index in range(len(self.played) - 1, -1, -1):
            played = self.played[index]
            if played is None:
                return None  # played before this client joined: not known
            if played.seat == seat and not played.forced:
                return index
        return None

    def take_back_text(self, seat: int, narrator: Narrator[Any] | None = None,
                       key: object = None) -> str | None:
        """The moves a take-back asked by ``seat`` would take back, named as the move
        list names them for this client (only what it saw); None when not known."""
        start = self.take_back_start(seat)
        if start is None or self.spec is None:
            return None
        if narrator is None:
            narrator = self.spec.make_narrator(self.words, self._seat_label)
            key = ("take back", self.lang)
        return narrator.moves_text(self.labels(narrator, key)[start:])

    def lit_seat(self) -> int | None:
        """The seat to light in the players panel (None: nobody's turn now)."""
        snap = self.snap
        if snap is None or snap.result is not None or snap.host_left:
            return None
        return snap.to_move

    def seat_rows(self, narrator: Narrator[Any], shown: AnyState | None = None
                  ) -> list[tuple[str, str, int | None]]:
        """The players panel: each seat's name, who plays it ("— away" when they left),
        and its count on the position ``shown`` (the live one by default)."""
        snap, words = self.snap, self.words
        state = shown if shown is not None else snap.state if snap is not None else None
        if snap is None or snap.spec is None:
            return []
        rows = []
        for seat, name in enumerate(snap.seats):
            player = snap.names[seat] if seat < len(snap.names) else None
            here = seat < len(snap.connected) and snap.connected[seat]
            count: int | None = None
            if state is not None:
                try:
                    count = narrator.seat_count(state, seat)
                except Exception:  # noqa: BLE001 - a plugin's bug costs the count
                    count = None
            label = snap.spec.seat_label(name, self.lang)
            # A player who gave no name is called by their seat ("two": "Player 2").
            who = label if player == name else player or words("A player who joins")
            rows.append((label,
                         who if here or player is None else who + " — " + words("away"),
                         count))
        return rows

    def result_text(self) -> str:
        """The sentence announcing the result ("" while the game goes on)."""
        snap = self.snap
        if snap is None or snap.result is None or snap.state is None or snap.spec is None:
            return ""
        outcome, words = snap.result, self.words
        if snap.resigned is not None:
            return resigned_text(words, snap.resigned == snap.seat, self.who(snap.resigned),
                                 [self.who(s) for s in sorted(outcome.winners)])
        if outcome.reason == "agreed":
            return words("The players agree to a draw.")
        narrator = snap.spec.make_narrator(words, self._seat_label)
        try:
            return narrator.outcome_text(snap.state, outcome)
        except Exception:  # noqa: BLE001 - a plugin's bug costs the words, not the game
            return words.translate("network", "Game over")

    def _seat_label(self, seat: str) -> str:
        spec = self.spec
        return spec.seat_label(seat, self.lang) if spec is not None else seat

    def status(self) -> str:
        """The connection state: whose turn it is, who the game waits for, or why it
        stopped."""
        snap, words = self.snap, self.words
        if snap is None:
            return ""
        if snap.host_left:
            return self.farewell or words("The host closed the game.")
        if snap.result is not None:  # the result is said in the log and the end box
            return words.translate("network", "Game over")
        away = [seat for seat, here in enumerate(snap.connected) if not here]
        if away:
            seat = away[0]
            if seat >= len(snap.names) or snap.names[seat] is None:
                return words("Waiting for {player} to join…", player=self.who(seat))
            return words("Waiting for {player} to come back…", player=self.who(seat))
        if snap.to_move is None:
            return ""
        if snap.my_turn:
            return words("Your turn.")
        return words("{player} to move.", player=self.who(snap.to_move))

    def others_here(self) -> bool:
        """True when another seat's player is still connected."""
        snap = self.snap
        return snap is not None and any(
            here for seat, here in enumerate(snap.connected) if seat != snap.seat)

    def reviewable(self) -> bool:
        """True when the game may be reviewed here: it is over, and this client has its
        whole record. The host has it (a game with hidden cards only when its rules
        ended it: one given up or drawn by agreement keeps its hands secret); a player
        once the host sent it (``ClientGame.final``)."""
        snap, spec = self.snap, self.spec
        if snap is None or spec is None or snap.result is None:
            return False
        if not self.hosting:
            return snap.final is not None
        return not snap.host_left and (not spec.hidden_information or (
            snap.resigned is None and snap.result.reason != "agreed"))

    # -- what the player may do --------------------------------------------------------

    def move_text(self, move: Move) -> str | None:
        """The notation of ``move`` to send to the host, when it is this seat's turn and the
        host lists it as legal; else None."""
        snap = self.snap
        if snap is None or snap.state is None or not snap.my_turn or snap.host_left:
            return None
        try:
            text = snap.state.format_move(move)
        except Exception:  # noqa: BLE001 - not a move of this game
            return None
        return text if text in snap.legal else None

    def allowed(self) -> dict[str, bool]:
        """Which of the dock's commands may act now, by key."""
        snap = self.snap
        playing = snap is not None and snap.seat is not None and not snap.host_left
        over = snap is not None and snap.result is not None
        waiting = snap is not None and snap.offer is not None and snap.offer[1] != snap.seat
        # A take-back is of this seat's own move: none yet, nothing to ask (moves played
        # before this client joined are not known, and may be).
        moved = snap is not None and any(played is None or played.seat == snap.seat
                                         for played in self.played)
        return {"undo": playing and not over and moved,
                "draw": playing and not over and bool(snap and snap.draw_offers),
                "resign": playing and not over, "rematch": playing and over,
                "accept": playing and waiting, "decline": playing and waiting,
                "save": snap is not None and snap.state is not None}
