"""Answers a move that is not legal."""

from base import send, serve

serve(lambda message: send({"type": "move", "move": "z99"}))
