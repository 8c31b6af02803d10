"""Answers its first move, then ends its own process a moment later."""

import os
import threading


def play(view, legal_moves, seat):
    threading.Timer(0.05, os._exit, [0]).start()
    return legal_moves[0]
