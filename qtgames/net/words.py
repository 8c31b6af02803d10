"""Network play's words, shared by the app and the terminal: the translator of the host's
errors, the client's lines and the commands, what an offer asks, who said a chat line, and
the one sentence a player reads when the host ends the game."""

from collections.abc import Callable
from typing import TYPE_CHECKING

from qtgames.core.i18n import N_, Translator, game_domains

if TYPE_CHECKING:
    from qtgames.core.game import GameSpec

#: What an offer asks, by kind.
OFFER_TEXTS = {
    "undo": N_("{player} asks to take back a move: accept or decline?"),
    "draw": N_("{player} offers a draw: accept or decline?"),
    "rematch": N_("{player} offers a rematch with sides swapped: accept or decline?"),
}
#: What a take-back asks, naming the moves it would take back.
TAKE_BACK_TEXT = N_("{player} asks to take back {moves}: accept or decline?")
#: What this seat's own offer says once the host passed it on, by kind.
SENT_TEXTS = {
    "undo": N_("You asked to take back a move; waiting for the answer."),
    "draw": N_("You offered a draw; waiting for the answer."),
    "rematch": N_("You offered a rematch; waiting for the answer."),
}
#: What this seat's own take-back says, naming the moves it would take back.
SENT_TAKE_BACK = N_("You asked to take back {moves}; waiting for the answer.")
#: Who accepted an offer, and what it does, by kind (``{player}``: who accepted).
ACCEPTED_TEXTS = {
    "undo": N_("{player} agrees to take back a move."),
    "draw": N_("{player} accepts the draw."),
    "rematch": N_("{player} accepts the rematch."),
}
#: Who agreed to a take-back, naming the moves taken back.
ACCEPTED_TAKE_BACK = N_("{player} agrees to take back {moves}.")
#: An offer this seat accepted (the others had too, or there were no others).
YOU_ACCEPTED = N_("You accepted.")
#: Why no hint is given in a network game (the computer would play for a person).
HINTS_OFF = N_("hints are off in network games")
#: The commands of the text version that a network game answers with ``HINTS_OFF``.
HINT_WORDS = ("hint", "indice")
#: The reason a host gives its players when it closes the game.
HOST_CLOSED = N_("the host closed the game")
#: What older hosts said instead.
_HOST_LEFT = N_("the host has left")


def texts(lang: str, spec: "GameSpec | None" = None) -> Translator:
    """Network play's messages in ``lang`` (the game's too)."""
    return Translator(lang, *game_domains([spec] if spec is not None else []))


def chat_speaker(words: Translator, name: str, seat: int | None,
                 label: Callable[[int], str | None]) -> str:
    """Who said a chat line: the seat's ``label`` with the ``name`` ("White (bob)", the
    label alone when it is the name), or ``name`` as a spectator (``seat`` None); the
    name alone when the seat is not one of the game's."""
    if seat is None:
        return words("{name}, spectator", name=name)
    seat_name = label(seat)
    if seat_name is None:
        return name
    return seat_name if name.lower() == seat_name.lower() else f"{seat_name} ({name})"


def resigned_text(words: Translator, yourself: bool, player: str, winners: list[str]) -> str:
    """The result of a game given up: "You resigned." to the one who did, else who
    resigns; then who wins."""
    joined = " & ".join(winners)
    if yourself:
        return words("You resigned. {winners} wins.", winners=joined)
    return words("{player} resigns. {winners} wins.", player=player, winners=joined)


def farewell(reason: str) -> tuple[str, dict[str, object]]:
    """The sentence (an English template and its values) telling a player why the host
    ended their connection: one sentence, never the reason twice."""
    if reason in ("", HOST_CLOSED, _HOST_LEFT):
        return "The host closed the game.", {}
    return N_("The host ended the connection: {reason}."), {"reason": reason}
