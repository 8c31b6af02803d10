"""Answers something that is no move."""


def play(view, legal_moves, seat):
    return "not a move"
