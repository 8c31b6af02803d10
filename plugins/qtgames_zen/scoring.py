"""Round points of variants 2 and 3 (``rules.en.md``, Variants).

The winner of a round scores the loser's pawns that are not in the loser's largest group
(8-connected over the loser's pawns only), plus 1 if the Zen is in play and does not touch
that group. When several groups tie for largest, the one touching the Zen is the major
group (the loser's best case). A drawn round scores 0.
"""

from qtgames_zen.round import NEIGHBOURS, ZEN, ZenState, groups_of


def groups(state: ZenState, colour: int) -> list[list[int]]:
    """The 8-connected groups of ``colour``'s pawns (the Zen does not link them)."""
    return list(groups_of(state.pawns(colour)))


def round_points(state: ZenState, loser_colour: int) -> int:
    """Points the winner scores from the loser's position."""
    zen = state.board.index(ZEN) if ZEN in state.board else None

    def touches_zen(group: list[int]) -> bool:
        return zen is not None and any(zen in NEIGHBOURS[square] for square in group)

    loser_groups = groups(state, loser_colour)
    if not loser_groups:
        return 1 if zen is not None else 0
    major = max(loser_groups, key=lambda group: (len(group), touches_zen(group)))
    stray = sum(len(group) for group in loser_groups) - len(major)
    return stray + (1 if zen is not None and not touches_zen(major) else 0)
