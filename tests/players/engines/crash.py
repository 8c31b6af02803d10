"""Crashes at its third move."""

from base import send, serve

moves = []


def answer(message):
    moves.append(message)
    if len(moves) == 3:
        raise RuntimeError("the engine broke down")
    send({"type": "move", "move": message["legal"][0]})


serve(answer)
