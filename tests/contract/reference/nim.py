"""Reference rules of Nim, the manual's example plugin: take one, two or three matches,
never more than are left; whoever takes the last one wins.

A position is the number of matches left and the seat to move: ``21 0``.
"""

from collections.abc import Mapping

from qtgames.core.options import OptionValue

OPTION_SETS: list[dict[str, OptionValue]] = [{"matches": 11}, {"matches": 21}]
GOLDEN: list[tuple[dict[str, OptionValue], int]] = [({"matches": 11}, 1), ({"matches": 31}, 2)]


def legal_moves(position: str, options: Mapping[str, OptionValue]) -> set[str]:
    """Taking 1 to 3 matches, at most as many as are left."""
    matches = int(position.split()[0])
    return {str(take) for take in range(1, 4) if take <= matches}


def candidate_moves(options: Mapping[str, OptionValue]) -> list[str]:
    """Taking 0 to 5 matches."""
    return [str(take) for take in range(6)]
