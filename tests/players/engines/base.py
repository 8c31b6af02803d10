"""The shared start of the test engines: hello, then one handler per position."""

import json
import sys


def send(message):
    print(json.dumps(message), flush=True)


def serve(answer, hello=True):
    """Answer each position with ``answer(message)``; ``hello=False`` never says hello."""
    for line in sys.stdin:
        message = json.loads(line)
        if message["type"] == "hello" and hello:
            send({"type": "hello", "protocol": 1, "name": "test engine"})
        elif message["type"] == "position":
            answer(message)
        elif message["type"] == "quit":
            return
