"""Writes one endless line instead of a move."""

import sys

from base import serve


def answer(message):
    while True:
        sys.stdout.write("x" * 4096)
        sys.stdout.flush()


serve(answer)
