"""Hosts announced on the local network with zeroconf, and what happens without multicast."""

import inspect
import threading
from typing import ClassVar

import pytest
import zeroconf

from qtgames.cli.main import main
from qtgames.net import addresses, discovery
from tests.net.helpers import found_while_announced


def test_an_announced_host_is_found_by_a_browse() -> None:
    assert found_while_announced("duel", 40123, "alice") == [
        discovery.FoundHost("alice", "duel", "127.0.0.1", 40123)]


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


class Recorder:
    """A Zeroconf that keeps what it is asked to announce."""

    announced: ClassVar[list[zeroconf.ServiceInfo]] = []
    done: ClassVar[threading.Event] = threading.Event()

    def __init__(self, *args: object, **kwargs: object) -> None:
        pass

    def register_service(self, info: zeroconf.ServiceInfo) -> None:
        Recorder.announced.append(info)
        Recorder.done.set()

    def unregister_service(self, info: zeroconf.ServiceInfo) -> None:
        pass

    def close(self) -> None:
        pass


def test_a_host_announces_its_game_name_and_port_and_nothing_secret(
        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(zeroconf, "Zeroconf", Recorder)
    Recorder.announced.clear()
    Recorder.done.clear()
    # What announces a host is given only these: no join code, no seat token.
    announcing = inspect.signature(discovery.Announcement)
    assert list(announcing.parameters) == ["game", "port", "name", "address", "failed"]
    announcement = discovery.Announcement("duel", 40125, "alice", "127.0.0.1", print)
    assert Recorder.done.wait(10)
    announcement.close()
    (info,) = Recorder.announced
    assert info.port == 40125 and info.addresses == [bytes([127, 0, 0, 1])]
    assert dict(info.properties) == {b"game": b"duel", b"name": b"alice", b"protocol": b"1"}


@pytest.mark.parametrize(("bind", "announced"), [
    ("127.0.0.1", None), ("127.0.0.2", None), ("::1", None), ("localhost", None),
    ("fe80::1", None), ("192.168.1.20", "192.168.1.20"), ("10.0.0.7", "10.0.0.7")])
def test_a_host_announces_the_address_it_listens_on_and_never_one_nobody_can_reach(
        bind: str, announced: str | None) -> None:
    assert addresses.announced_address(bind) == announced


@pytest.mark.parametrize("bind", ["", "0.0.0.0", "::"])
def test_a_host_on_every_address_announces_this_machines_address(bind: str) -> None:
    assert addresses.announced_address(bind) == addresses.local_address()


def test_a_host_listening_on_this_computer_only_says_it_is_not_announced(
        monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setattr(zeroconf, "Zeroconf", Recorder)
    Recorder.announced.clear()
    assert main(["host", "reversi", "--bind", "127.0.0.1", "--port", "0",
                 "--players", "random,random", "--code", "K7QX3MPA"]) == 0
    printed = capsys.readouterr().out
    assert "Not announced on the local network: the host listens on 127.0.0.1 only" in printed
    assert Recorder.announced == []
