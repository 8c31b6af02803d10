"""Follows the test convention: the first legal move of the position it is given."""

from qtgames_reversi_free_parse import first_move


def name():
    return "Premier coup"


def play(position, seat):
    return first_move(position, seat)
