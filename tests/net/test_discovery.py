"""Hosts announced on the local network with zeroconf, and what happens without multicast."""

import threading

import pytest
import zeroconf

from qtgames.net import discovery


def test_an_announced_host_is_found_by_a_browse() -> None:
    failures: list[str] = []
    announcement = discovery.Announcement("duel", 40123, "alice", "127.0.0.1",
                                          failures.append)
    try:
        found: list[discovery.FoundHost] = []
        for _ in range(3):
            if failures:
                pytest.skip(f"no multicast on this machine: {failures[0]}")
            found = [host for host in discovery.browse(2.0) if host.port == 40123]
            if found:
                break
        assert found == [discovery.FoundHost("alice", "duel", "127.0.0.1", 40123)]
    finally:
        announcement.close()


class NoMulticast:
    def __init__(self, *args: object, **kwargs: object) -> None:
        raise OSError("multicast is off")


def test_without_multicast_the_host_says_so_and_a_listing_is_one_line(
        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(zeroconf, "Zeroconf", NoMulticast)
    said = threading.Event()
    lines: list[str] = []

    def failed(text: str) -> None:
        lines.append(text)
        said.set()

    discovery.Announcement("reversi", 40124, "bob", "127.0.0.1", failed).close()
    assert said.wait(10)
    assert "multicast is not available" in lines[0]
    with pytest.raises(discovery.DiscoveryError, match="multicast is not available"):
        discovery.browse(0.1)
