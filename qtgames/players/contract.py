"""How a game's own AI files are called: the ``FileContract`` a plugin names in
``GameSpec.file_contract``, and the generic one of ``py:`` bot files.

A file following a contract runs in a child process (``qtgames.players.bootstrap``); the
contract decides, in qtgames, what ``play`` is given and what its answer means. For each
move, ``arguments(view, seat)`` are sent to the file's ``play`` (plain JSON values only:
the file never sees a qtgames object), and ``move(view, answer)`` turns the answer into a
legal move, or None when it is not one. After ``invalid_limit`` invalid answers in a row
in one turn, ``fallback(view)`` is played (in Le Roi des Roses the file passes: a penalty
pass among the game's ``referee_moves()``, allowed even when a card is playable); a limit of
0 makes the first invalid answer lose the game by forfeit.
"""

from typing import Any, Protocol, runtime_checkable

from qtgames.core.errors import BadInput
from qtgames.core.game import GameSpec, load_object
from qtgames.core.state import AnyState

#: A plain JSON value (str, int, float, bool, None, lists and dicts of them).
JSON = Any

#: The function called for each move; every contract's ``functions`` includes it.
PLAY = "play"


@runtime_checkable
class FileContract(Protocol):
    """A game's convention for AI files (see the module docstring)."""

    #: Functions the file must define, e.g. ``("name", "play")``; ``play`` is called for
    #: each move, and ``name()``, when listed, once at the start for the player's name.
    functions: tuple[str, ...]
    #: Invalid answers in a row, in one turn, before ``fallback`` is played (0: the first
    #: invalid answer forfeits the game).
    invalid_limit: int

    def arguments(self, view: AnyState, seat: int) -> list[JSON]:
        """The positional arguments of ``play`` for ``seat``, from its own view."""
        ...

    def move(self, view: AnyState, answer: JSON) -> object | None:
        """The legal move ``answer`` names in ``view``, or None if it names none."""
        ...

    def fallback(self, view: AnyState) -> object:
        """The move played for the file after too many invalid answers: one of
        ``view.legal_moves()``, or a penalty of ``view.referee_moves()``."""
        ...


class BotFileContract:
    """The generic ``py:`` convention: ``play(view, legal_moves, seat)`` returns a move.

    ``view`` is the seat's view in the game's position notation, ``legal_moves`` the legal
    moves in its move notation, ``seat`` the seat's number (0 for the first). The answer
    must be one of ``legal_moves``: anything else loses the game by forfeit.

    One object serves one player: it remembers the moves it last offered, so that the
    answer to them is found without working the legal moves out again.
    """

    functions: tuple[str, ...] = (PLAY,)
    invalid_limit: int = 0

    def __init__(self) -> None:
        #: The view last given to ``arguments``, and its legal moves by their notation.
        self._offered: tuple[AnyState, dict[str, object]] | None = None

    def arguments(self, view: AnyState, seat: int) -> list[JSON]:
        """The view's notation, its legal moves and the seat."""
        return self.offer(view, view.legal_moves(), seat)

    def offer(self, view: AnyState, moves: list[object], seat: int) -> list[JSON]:
        """``arguments`` when the legal ``moves`` of ``view`` are known already."""
        texts = [view.format_move(move) for move in moves]
        offered: dict[str, object] = {}
        for text, move in zip(texts, moves, strict=True):
            offered.setdefault(text, move)  # the first, as ``legal_move`` finds it
        self._offered = (view, offered)
        return [view.position(), texts, seat]

    def move(self, view: AnyState, answer: JSON) -> object | None:
        """The legal move ``answer`` spells, else None."""
        if self._offered is not None and self._offered[0] is view and isinstance(answer, str):
            found = self._offered[1].get(answer)
            if found is not None:
                return found
        return legal_move(view, answer)

    def fallback(self, view: AnyState) -> object:
        """Never used: the first invalid answer forfeits."""
        raise AssertionError("a bot file has no fallback move")


def legal_move(view: AnyState, answer: JSON) -> object | None:
    """The legal move of ``view`` that ``answer`` spells in the game's notation (as the
    game reads a move typed by a person), else None: the move formatted exactly as
    ``answer`` first, else the one the game reads in it."""
    if not isinstance(answer, str) or len(answer) > 200:
        return None
    legal: list[object] = view.legal_moves()
    try:
        move: object = view.parse_move(answer)
    except BadInput:
        move = None
    # the usual answer, a move as the game formats it: found without formatting them all
    if move is not None and move in legal and view.format_move(move) == answer:
        return move
    exact = next((each for each in legal if view.format_move(each) == answer), None)
    if exact is not None:
        return exact
    return move if move is not None and move in legal else None


def game_contract(spec: GameSpec) -> FileContract:
    """The AI-file convention of ``spec``; a BadInput in one line if it has none or it is
    broken."""
    if spec.file_contract is None:
        raise BadInput("{game} has no AI-file convention: use py:FILE for a Python bot file "
                       "or engine:COMMAND for a program", game=spec.id)
    try:
        contract = load_object(spec.file_contract)
    except (ImportError, AttributeError) as error:
        raise BadInput("{game}: cannot load its AI-file convention {reference}: {error}",
                       game=spec.id, reference=spec.file_contract, error=error) from None
    if not isinstance(contract, FileContract) or PLAY not in contract.functions:
        raise BadInput("{game}: {reference} is not an AI-file convention (it needs "
                       "functions including 'play', invalid_limit, arguments, move and "
                       "fallback)", game=spec.id, reference=spec.file_contract)
    return contract
