"""Writes a line of plain text instead of a move."""

from base import serve

serve(lambda message: print("bestmove e2e4", flush=True))
