"""Plays the first legal move, as the bot-file convention asks."""


def play(view, legal_moves, seat):
    return legal_moves[0]
