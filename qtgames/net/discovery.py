"""Hosts announced on the local network with zeroconf (mDNS, DNS-SD), and found by joins.

A host registers a ``_qtgames._tcp`` service with its game id, port and player's name; a
``qtgames join`` without an address lists the hosts that answer within a few seconds.
Where multicast is not available (no network, a container, a firewall), both say so in
one line and typing the address still works.
"""

import contextlib
import socket
import threading
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, TextIO

from qtgames.core.errors import BadInput
from qtgames.core.i18n import Translator
from qtgames.core.safetext import printable

SERVICE = "_qtgames._tcp.local."
#: Seconds a listing waits for hosts to answer.
BROWSE_SECONDS = 3.0


class DiscoveryError(BadInput):
    """The local network cannot be used for announcing or finding hosts."""


@dataclass(frozen=True)
class FoundHost:
    """A host found on the local network."""

    name: str
    game: str
    address: str
    port: int


def _service_name(name: str, port: int) -> str:
    label = "".join(c for c in name if c.isalnum() or c in "-_ ")[:40] or "qtgames"
    return f"{label} {socket.gethostname()[:20]} {port}.{SERVICE}"


class Announcement:
    """A host's zeroconf registration, made in a background thread (it takes a moment);
    ``close`` withdraws it."""

    def __init__(self, game: str, port: int, name: str, address: str,
                 failed: Callable[[str], None]) -> None:
        self._zeroconf: Any = None
        self._info: Any = None
        self._failed = failed
        self._lock = threading.Lock()
        self._closed = False
        threading.Thread(target=self._register, args=(game, port, name, address),
                         daemon=True, name="zeroconf").start()

    def _register(self, game: str, port: int, name: str, address: str) -> None:
        try:
            from zeroconf import ServiceInfo, Zeroconf
            info = ServiceInfo(SERVICE, _service_name(name, port),
                               addresses=[socket.inet_aton(address)], port=port,
                               properties={"game": game, "name": name[:40], "protocol": "1"})
            zeroconf = Zeroconf()
            zeroconf.register_service(info)
        except Exception as problem:  # noqa: BLE001 - any failure: say it, play on
            self._failed(f"the host is not announced on the local network (multicast is "
                         f"not available: {type(problem).__name__})")
            return
        with self._lock:
            self._zeroconf, self._info = zeroconf, info
            if self._closed:
                self._withdraw()

    def _withdraw(self) -> None:
        with contextlib.suppress(Exception):
            self._zeroconf.unregister_service(self._info)
        with contextlib.suppress(Exception):
            self._zeroconf.close()

    def close(self) -> None:
        """Withdraw the announcement."""
        with self._lock:
            self._closed = True
            if self._zeroconf is not None:
                self._withdraw()


def browse(seconds: float = BROWSE_SECONDS) -> list[FoundHost]:
    """The hosts announced on the local network; a DiscoveryError when multicast cannot
    be used here."""
    try:
        from zeroconf import ServiceBrowser, ServiceStateChange, Zeroconf
        zeroconf = Zeroconf()
    except Exception as problem:  # noqa: BLE001 - no multicast, no zeroconf: one line
        raise DiscoveryError("cannot look for hosts on the local network (multicast is not "
                             "available: {problem})", problem=type(problem).__name__) from None
    names: set[str] = set()

    def changed(zeroconf: Any, service_type: str, name: str,
                state_change: ServiceStateChange) -> None:
        if state_change is ServiceStateChange.Added:
            names.add(name)

    try:
        browser = ServiceBrowser(zeroconf, SERVICE, handlers=[changed])
        threading.Event().wait(seconds)
        browser.cancel()
        found = []
        for name in sorted(names):
            info = zeroconf.get_service_info(SERVICE, name, timeout=1000)
            if info is None or not info.parsed_addresses():
                continue
            properties = {key.decode(errors="replace"): (value or b"").decode(errors="replace")
                          for key, value in info.properties.items()}
            found.append(FoundHost(printable(properties.get("name", "?"), 40),
                                   printable(properties.get("game", "?"), 32),
                                   info.parsed_addresses()[0], int(info.port or 0)))
        return found
    finally:
        with contextlib.suppress(Exception):
            zeroconf.close()


def print_hosts(out: TextIO, tr: Translator) -> int:
    """``qtgames join`` without an address: list the hosts found; return the exit code."""
    print(tr("Looking for hosts on the local network…"), file=out, flush=True)
    hosts = browse()
    if not hosts:
        print(tr("No host found; type the address the host shows: qtgames join "
                 "ADDRESS:PORT --code CODE"), file=out)
        return 0
    for host in hosts:
        print(f"  {host.address}:{host.port}  {host.game}  {host.name}", file=out)
    print(tr("Join one with: qtgames join ADDRESS:PORT --code CODE"), file=out)
    return 0
