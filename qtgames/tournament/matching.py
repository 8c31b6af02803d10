"""The maximum-weight matching of a graph whose edge weights change a few at a time: the
pairing engine sets weights, asks for the best matching, and sets more.

Weights are whole numbers of any size (the criteria of a pairing are packed into one
number, most important bits highest); the blossom algorithm (``blossom``) computes with
them exactly. A weight of 0 is no edge.
"""

from qtgames.tournament.blossom import max_weight_matching


class Matcher:
    """A graph on ``size`` vertices (0 to size - 1) and its maximum-weight matching."""

    def __init__(self, size: int) -> None:
        self.size = size
        self.weights: dict[tuple[int, int], int] = {}
        self.fixed: set[int] = set()  # vertices of pairs settled for good
        self.mate = list(range(size))
        self.dirty = True
        #: The weight each edge changed since the last matching had then.
        self.before: dict[tuple[int, int], int] = {}

    def set(self, one: int, other: int, weight: int) -> None:
        """Give the edge between ``one`` and ``other`` its ``weight`` (0: no edge)."""
        if one in self.fixed or other in self.fixed:
            return
        key = (one, other) if one < other else (other, one)
        old = self.weights.get(key, 0)
        if old != weight:
            self.dirty = True
            self.before.setdefault(key, old)
            if weight:
                self.weights[key] = weight
            else:
                self.weights.pop(key, None)

    def fix(self, one: int, other: int) -> None:
        """Settle ``one`` with ``other`` for good: every other edge of theirs is gone."""
        for key in [key for key in self.weights if one in key or other in key]:
            del self.weights[key]
        self.fixed.update((one, other))
        self.mate[one], self.mate[other] = other, one

    def compute(self) -> list[int]:
        """Each vertex's mate in a maximum-weight matching (itself when unmatched)."""
        if self.dirty and not self.still_best():
            found = max_weight_matching(
                self.size, [(a, b, weight) for (a, b), weight in self.weights.items()])
            mate = [self.mate[v] if v in self.fixed else v if found[v] < 0 else found[v]
                    for v in range(self.size)]
            self.mate = mate
        self.dirty = False
        self.before = {}
        return list(self.mate)

    def still_best(self) -> bool:
        """Whether the last matching is still a heaviest one: when every edge changed
        since touches one vertex, a matching holds at most one of them, so the last one
        stays the best if its own edge there gained at least as much as any other did
        (and no less than nothing)."""
        if self.dirty and not self.before:
            return False  # nothing computed yet
        shared = set.intersection(*(set(key) for key in self.before))
        if not shared:
            return False
        vertex = next(iter(shared))
        gains = {key: self.weights.get(key, 0) - old for key, old in self.before.items()}
        mate = self.mate[vertex]
        kept = (gains.get((min(vertex, mate), max(vertex, mate)), 0) if mate != vertex
                else 0)
        if mate != vertex and (min(vertex, mate), max(vertex, mate)) not in self.weights:
            return False  # its edge is gone
        return kept >= max(0, *gains.values())
