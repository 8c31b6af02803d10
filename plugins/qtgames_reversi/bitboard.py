"""Black & White bitboards on Python integers, shared by the rules model, the levels' search
and the exact endgame solver (one copy of the move generation and the flips).

Square (row, column), both counted from 0 at the top left, is bit ``row * (N + 1) + column``.
The extra, always empty column on the right stops shifts from wrapping from one row into the
next, so no column masks are needed.
"""

from typing import ClassVar

#: The eight directions as (row step, column step).
_STEPS = ((0, 1), (1, -1), (1, 0), (1, 1), (0, -1), (-1, 1), (-1, 0), (-1, -1))

#: The rays to look along from one square, towards higher bits, then towards lower bits.
Rays = tuple[tuple[int, ...], tuple[int, ...]]


class Geometry:
    """Bit layout constants of one board size (shared by every state of that size)."""

    _cache: ClassVar[dict[int, "Geometry"]] = {}  # one immutable geometry per size

    def __init__(self, size: int) -> None:
        self.size = size
        self.width = size + 1
        self.full = 0
        for row in range(size):
            self.full |= ((1 << size) - 1) << (row * self.width)
        self.shifts = (1, self.width - 1, self.width, self.width + 1)
        #: Where a second board starts in one integer holding two (``both_moves``): far
        #: enough above the first that no shift carries a pawn from one to the other.
        self.lane = self.full.bit_length() + self.width + 2
        #: Per square: its rays towards higher bits, then those towards lower bits, each a
        #: pair (neighbouring square's bit, mask of the whole ray).
        self.rays = {index: self._rays(index) for index in self.squares()}
        #: Per square: the mask of its neighbours along those rays, and the rays to look
        #: along for each set of neighbours held by the opponent (filled as met: at most
        #: 256 per square).
        self.flip_rays: dict[int, tuple[int, dict[int, Rays]]] = {
            index: (sum(near for near, _ in up + down), {})
            for index, (up, down) in self.rays.items()}
        self.corners = 0
        for row, col in ((0, 0), (0, size - 1), (size - 1, 0), (size - 1, size - 1)):
            self.corners |= 1 << self.index(row, col)

    @classmethod
    def of(cls, size: int) -> "Geometry":
        """The shared geometry of ``size``."""
        geometry = cls._cache.get(size)
        if geometry is None:
            geometry = cls._cache[size] = cls(size)
        return geometry

    def _rays(self, index: int) -> tuple[tuple[tuple[int, int], ...], tuple[tuple[int, int], ...]]:
        """The rays from ``index`` along which a pawn there can flank anything: those with
        at least two squares (neighbour bit, mask of the whole ray)."""
        row, col = self.row_col(index)
        up: list[tuple[int, int]] = []
        down: list[tuple[int, int]] = []
        for dr, dc in _STEPS:
            squares = []
            r, c = row + dr, col + dc
            while 0 <= r < self.size and 0 <= c < self.size:
                squares.append(self.index(r, c))
                r, c = r + dr, c + dc
            if len(squares) >= 2:
                ray = sum(1 << square for square in squares)
                (up if squares[0] > index else down).append((1 << squares[0], ray))
        return tuple(up), tuple(down)

    def index(self, row: int, col: int) -> int:
        """Bit index of a square."""
        return row * self.width + col

    def row_col(self, index: int) -> tuple[int, int]:
        """Square of a bit index."""
        return divmod(index, self.width)

    def squares(self) -> list[int]:
        """Every square's bit index, row by row."""
        return [self.index(r, c) for r in range(self.size) for c in range(self.size)]


def moves_bitboard(own: int, opp: int, geometry: Geometry) -> int:
    """Squares where the owner of ``own`` may place a pawn."""
    moves = 0
    for d in geometry.shifts:
        # Walk each line of opposing pawns one step at a time, collecting the square just
        # beyond it, whatever it holds: only the empty ones are kept at the end.
        x = (own << d) & opp
        while x:
            x <<= d
            moves |= x
            x &= opp
        x = (own >> d) & opp
        while x:
            x >>= d
            moves |= x
            x &= opp
    return moves & geometry.full & ~(own | opp)


def both_moves(own: int, opp: int, geometry: Geometry) -> tuple[int, int]:
    """The squares where the owner of ``own`` may place a pawn, and those of ``opp``: both
    boards in one integer (the second one ``geometry.lane`` bits up), walked together."""
    lane = geometry.lane
    starts = own | opp << lane
    lines = opp | own << lane
    moves = 0
    for d in geometry.shifts:
        x = (starts << d) & lines
        while x:
            x <<= d
            moves |= x
            x &= lines
        x = (starts >> d) & lines
        while x:
            x >>= d
            moves |= x
            x &= lines
    empty = geometry.full & ~(own | opp)
    return moves & empty, (moves >> lane) & empty


def flips(own: int, opp: int, square: int, geometry: Geometry) -> int:
    """The opposing pawns a pawn of ``own`` placed on ``square`` would turn (0: illegal).

    The hottest code of every search. Only the rays whose first square is an opposing pawn
    are looked at; along each, the nearest square that is not an opposing pawn ends the
    line, which turns if that square is ours.
    """
    neighbours, by_opponents = geometry.flip_rays[square]
    near = opp & neighbours
    rays = by_opponents.get(near)
    if rays is None:
        up, down = geometry.rays[square]
        rays = by_opponents[near] = (tuple(ray for bit, ray in up if bit & near),
                                     tuple(ray for bit, ray in down if bit & near))
    up_rays, down_rays = rays
    turned = 0
    not_opp = ~opp
    for ray in up_rays:
        end = ray & not_opp
        end &= -end  # the nearest: the lowest bit
        if end & own:
            turned |= ray & (end - 1)
    for ray in down_rays:
        end = ray & not_opp
        if end:
            end = 1 << (end.bit_length() - 1)  # the nearest: the highest bit
            if end & own:
                turned |= ray & -(end << 1)
    return turned


def bit_indices(bits: int) -> list[int]:
    """Indices of the set bits of ``bits``, lowest first."""
    out = []
    while bits:
        low = bits & -bits
        out.append(low.bit_length() - 1)
        bits ^= low
    return out
