"""Thinks 0.8 s over every move, then plays the first legal one."""

import time

from base import send, serve


def answer(message):
    time.sleep(0.8)
    send({"type": "move", "move": message["legal"][0]})


serve(answer)
