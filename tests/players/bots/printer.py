"""Prints while it thinks, then plays well: its prints must not disturb the game."""


def play(view, legal_moves, seat):
    print("thinking about", view)
    print('{"type": "answer", "value": "not this"}')
    return legal_moves[-1]
