"""Ends its own process without a word."""

import os


def play(view, legal_moves, seat):
    os._exit(4)
