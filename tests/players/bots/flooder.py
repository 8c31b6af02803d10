"""Prints two megabytes a move to its standard output, then plays."""

import sys


def play(view, legal_moves, seat):
    for _ in range(2000):
        sys.stdout.write("x" * 1000 + "\n")
    return legal_moves[0]
