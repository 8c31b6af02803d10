"""Ends its own process politely."""

import sys


def play(view, legal_moves, seat):
    sys.exit(3)
