"""Network play: a protocol core without I/O (``messages``, ``connection``), the
authoritative host (``host``) and client (``client``), and one asyncio transport
(``transport``) used by the terminal and the app."""
