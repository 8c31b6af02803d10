#!/usr/bin/env python3
"""A complete qtgames engine: it plays a random legal move in any game.

Run it in a match:  qtgames match reversi "engine:python3 engine_random.py" random
It speaks the qtgames engine protocol: one JSON message a line on standard input and
output (see the user manual, chapter "Engines"). Anything it wants to say for people goes
to standard error.
"""

import json
import random
import sys


def send(message: dict[str, object]) -> None:
    """Write one message on one line, and flush it at once."""
    print(json.dumps(message), flush=True)


def main() -> None:
    """Answer each message from qtgames until it says quit."""
    rng = random.Random()
    for line in sys.stdin:  # the loop ends when qtgames closes our input
        message = json.loads(line)
        kind = message["type"]
        if kind == "hello":
            send({"type": "hello", "protocol": 2, "name": "Random engine"})
        elif kind == "new_game":  # before each game: one process may play many
            rng.seed(message["seed"])  # the same seed replays the same game
            print(f"new game of {message['game']}, seat {message['seat']}", file=sys.stderr)
        elif kind == "position":
            # message["position"]: what our seat sees, in the game's position notation;
            # message["clock"]: the seconds we have for this move.
            send({"type": "move", "move": rng.choice(message["legal"])})
        elif kind == "quit":
            break
        # any other type of message is ignored: later versions may add some


if __name__ == "__main__":
    main()
