"""Raises in the middle of its game."""


def play(view, legal_moves, seat):
    raise ValueError("the bot is confused")
