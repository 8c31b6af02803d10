"""Where a network game is, as a person types it: an address, a join code, this
machine's address on the local network (no Qt, no terminal: the app and the
text version share them)."""

import contextlib
import ipaddress
import re
import socket

from qtgames.core.errors import BadInput
from qtgames.net import DEFAULT_PORT

_CODE = re.compile(r"[A-Za-z0-9_-]{1,64}")
_ADDRESS = re.compile(r"(?:\[(?P<v6>[0-9A-Fa-f:.]+)\]|(?P<host>[^\s:\[\]/]+))"
                      r"(?::(?P<port>[0-9]{1,5}))?")


def parse_address(text: str) -> tuple[str, int]:
    """``HOST``, ``HOST:PORT`` or ``[IPV6]:PORT`` as (host, port); a BadInput otherwise."""
    match = _ADDRESS.fullmatch(text.strip())
    port = int(match.group("port")) if match and match.group("port") else DEFAULT_PORT
    if match is None or not 1 <= port <= 65535:
        raise BadInput("{address!r} is not an address: write HOST or HOST:PORT, e.g. "
                       "192.168.1.20:{port}", address=text, port=DEFAULT_PORT)
    return match.group("v6") or match.group("host"), port


def check_code(code: str) -> str:
    """A join code as typed: 1 to 64 letters, digits, ``-`` or ``_``."""
    if not _CODE.fullmatch(code):
        raise BadInput("a join code is 1 to 64 letters or digits, not {code!r}", code=code)
    return code


def local_address() -> str:
    """This machine's address on the local network, as others would type it."""
    with contextlib.suppress(OSError), socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
        probe.connect(("192.0.2.1", 9))  # nothing is sent: it only picks the route
        return str(probe.getsockname()[0])
    return socket.gethostname()


def join_address(bind: str = "") -> str:
    """The address others type to join a host listening on ``bind``: that address when
    it is one (in brackets for IPv6, so that a port may follow), else this machine's
    address on the local network (listening on every address)."""
    if bind and bind not in ("0.0.0.0", "::"):
        return f"[{bind}]" if ":" in bind else bind
    return local_address()


def announced_address(bind: str = "") -> str | None:
    """The IPv4 address a host listening on ``bind`` announces on the local network, or
    None when nobody else could reach it there: it listens on this computer only
    (loopback), or on one IPv6 address (the announcement carries IPv4 addresses)."""
    if not bind or bind == "0.0.0.0" or bind == "::":
        return local_address()
    try:
        address = ipaddress.ip_address(bind.strip("[]"))
    except ValueError:  # a host name: announce what it stands for on this machine
        with contextlib.suppress(OSError):
            address = ipaddress.ip_address(socket.gethostbyname(bind))
            return None if address.is_loopback else str(address)
        return None
    if address.is_loopback or address.version != 4:
        return None
    return str(address)
