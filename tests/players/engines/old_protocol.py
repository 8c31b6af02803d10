"""Speaks another version of the protocol."""

import json
import sys

for line in sys.stdin:
    if json.loads(line)["type"] == "hello":
        print(json.dumps({"type": "hello", "protocol": 99, "name": "from the future"}),
              flush=True)
