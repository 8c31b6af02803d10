"""Follows the convention's names, but its play fails."""


def name():
    return "Fragile"


def play(position, seat):
    return {}["crown"]
