"""A flood of wrong join codes, in a process of its own (as an attacker's computer would
be): ``python -m tests.hostile.flood PORT`` keeps 48 loopback addresses × 4 connections
saying hello to the host on PORT with a wrong code, each connection opened again as soon
as the host closes it, until it is killed or SECONDS have passed (two minutes unless
``python -m tests.hostile.flood PORT SECONDS`` says otherwise): it stops by itself even if
the test that started it does not."""

import asyncio
import contextlib
import sys

from qtgames.net.client import ClientGame
from qtgames.net.transport import TcpLink
from tests.contract.games import registry

#: The flood of the attack: addresses (127.0.0.2 onwards), and connections from each.
ADDRESSES, CONNECTIONS = 48, 4
#: How long the flood lasts at most, in seconds.
LONGEST = 120.0


async def flooding(port: int, address: str) -> None:
    """One connection of the flood from ``address``: a wrong code, then again."""
    guess = ClientGame(registry().get, "eve", "WRONG-CODE")
    while True:
        try:
            reader, writer = await asyncio.open_connection("127.0.0.1", port,
                                                           local_addr=(address, 0))
        except OSError:
            await asyncio.sleep(0.01)
            continue
        link = TcpLink(reader, writer)
        link.send(guess.hello())
        while await link.receive() is not None:  # until the host closes it
            pass
        link.close()


async def flood(port: int, seconds: float = LONGEST) -> None:
    """Every connection of the flood, for ``seconds``."""
    with contextlib.suppress(TimeoutError):
        await asyncio.wait_for(asyncio.gather(*(
            flooding(port, f"127.0.0.{2 + n}")
            for n in range(ADDRESSES) for _ in range(CONNECTIONS))), seconds)


if __name__ == "__main__":
    asyncio.run(flood(int(sys.argv[1]), float(sys.argv[2]) if len(sys.argv) > 2 else LONGEST))
