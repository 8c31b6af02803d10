"""Sends info messages and writes to standard error before each legal move."""

import sys

from base import send, serve


def answer(message):
    send({"type": "info", "text": "looking at " + message["position"]})
    print("debug output", file=sys.stderr)
    send({"type": "move", "move": message["legal"][-1]})


serve(answer)
