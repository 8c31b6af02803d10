"""Plays the first legal move and reports the score given on its command line."""

import sys

from base import send, serve

SCORE = float(sys.argv[1])

serve(lambda message: send({"type": "move", "move": message["legal"][0], "score": SCORE}))
