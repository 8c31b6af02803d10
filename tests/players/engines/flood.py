"""Floods its output with valid but endless info messages instead of a move."""

from base import send, serve


def answer(message):
    while True:
        send({"type": "info", "text": "still thinking " + "." * 1000})


serve(answer)
