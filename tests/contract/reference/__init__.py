"""Independent reference rules, one module per game, named after the game id.

Each module is written from the game's own rules document and reads positions through the
game's position notation with its own small parser; it never calls the plugin's move
generator or its helpers. A module provides:

- ``OPTION_SETS``: the option sets the contract suite plays (those that change the rules);
- ``GOLDEN``: the ``(options, seed)`` of the golden playthroughs;
- ``legal_moves(position, options) -> set[str]``: the legal moves, in the move notation;
- ``candidate_moves(options) -> list[str]``: a superset of the legal moves of any position,
  for ``check_move``;

and, for a game with hidden information:

- ``hidden_cards(state, seat)``: what ``seat`` may not know in the full ``state``;
- ``shown_cards(position)``: what a position text names, in the same terms;
- ``move_cards(mover, move)``: what a move (in notation) names, in the same terms.
"""

import importlib
from types import ModuleType


class MissingReference(LookupError):
    """A registered game has no reference module here."""


def reference_for(game_id: str) -> ModuleType:
    """The reference module of ``game_id``; MissingReference if there is none."""
    name = f"{__name__}.{game_id.replace('-', '_')}"
    try:
        return importlib.import_module(name)
    except ModuleNotFoundError as error:
        if error.name != name:
            raise
        raise MissingReference(
            f"no reference move generator for game {game_id}: add "
            f"tests/contract/reference/{game_id.replace('-', '_')}.py (see "
            f"tests/contract/README.md)") from None


def has_reference(game_id: str) -> bool:
    """True when ``game_id`` has a reference module."""
    try:
        reference_for(game_id)
    except MissingReference:
        return False
    return True
