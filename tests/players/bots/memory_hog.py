"""Asks for more memory than a bot may have."""


def play(view, legal_moves, seat):
    hoard = bytearray(8 << 30)
    return legal_moves[len(hoard) % len(legal_moves)]
