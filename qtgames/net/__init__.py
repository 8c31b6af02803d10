"""Network play: a protocol core without I/O (``protocol``, ``connection``; between
computers the key exchange keyed by the join code, ``handshake``, and the sealed frames,
``frames`` and ``channel``), the authoritative host (``host``) and client (``client``), one
asyncio transport (``transport``) used by the terminal and the app, and local-network
announcements (``discovery``)."""

#: The TCP port a host listens on unless told otherwise.
DEFAULT_PORT = 47047
#: The player name of a seat left open to a player who joins over the network.
REMOTE = "remote"
