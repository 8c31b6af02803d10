"""Seats come back in the app: the seat token of a game joined is kept in the settings as
soon as the host gives it, so that joining again after Leave, or after a crash and a
restart, takes the seat back; a token can also be typed. The host's app shows who was
muted for chatting too fast."""

from collections.abc import Callable, Iterator

import pytest
from pytestqt.qtbot import QtBot

from qtgames.app.joindialog import JoinDialog
from qtgames.app.mainwindow import MainWindow
from qtgames.app.networkplay import NetworkPlay
from qtgames.app.settings import Settings
from qtgames.net.host import CHAT_LINES
from qtgames.net.limits import HelloGate
from qtgames.plugins import load_games
from tests.app.netpeer import Peer
from tests.app.test_network_app import CODE, host_in, join_in


@pytest.fixture(autouse=True)
def _leave_at_the_end(window: MainWindow) -> Iterator[None]:
    yield
    window.network.close()


def join_with_dialog(qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, window: MainWindow,
                     port: int, token: str = "",
                     waiting: Callable[[JoinDialog], object] | None = None) -> NetworkPlay:
    def run(dialog: JoinDialog) -> int:
        dialog.address.setText(f"127.0.0.1:{port}")
        dialog.code.setText(CODE.lower())  # the same code, spelt otherwise
        dialog.token.setText(token)
        dialog.accept()  # joins, and waits for the host's answer with the dialog open
        if waiting is not None:
            waiting(dialog)
        qtbot.waitUntil(lambda: dialog.pending is None, timeout=15000)
        return dialog.result()

    monkeypatch.setattr(JoinDialog, "exec", run)
    window.network.join()
    play = window.network.play
    assert play is not None
    return play


def seated(qtbot: QtBot, play: NetworkPlay, seat: int) -> None:
    qtbot.waitUntil(lambda: play.table.snap is not None and play.table.snap.seat == seat)


def test_after_a_crash_and_a_restart_joining_again_takes_the_seat_back(
        qtbot: QtBot, window: MainWindow, monkeypatch: pytest.MonkeyPatch) -> None:
    host = host_in(window, "reversi")
    crashed = MainWindow(load_games())
    qtbot.addWidget(crashed)
    guest = join_in(crashed, host.game.port)
    seated(qtbot, guest, 1)
    qtbot.waitUntil(lambda: bool(Settings().seat_tokens()))  # kept at once
    guest.game.close()  # the app dies: no Leave, its connection just drops
    qtbot.waitUntil(lambda: "come back" in host.dock.status.text())
    restarted = MainWindow(load_games())  # the settings are read again from the disk
    qtbot.addWidget(restarted)
    try:
        again = join_with_dialog(qtbot, monkeypatch, restarted, host.game.port)
        seated(qtbot, again, 1)
        qtbot.waitUntil(lambda: "come back" not in host.dock.status.text())
    finally:
        restarted.network.close()
        crashed.network.close()


def test_a_token_typed_in_the_dialog_takes_the_seat_back(
        qtbot: QtBot, window: MainWindow, monkeypatch: pytest.MonkeyPatch) -> None:
    host = host_in(window, "reversi")
    other = MainWindow(load_games())
    qtbot.addWidget(other)
    guest = join_in(other, host.game.port)
    seated(qtbot, guest, 1)
    snap = guest.table.snap
    assert snap is not None and snap.token
    token = snap.token
    guest.game.close()
    qtbot.waitUntil(lambda: "come back" in host.dock.status.text())
    Settings().store.remove("network/seats")  # another computer: nothing kept there
    try:
        again = join_with_dialog(qtbot, monkeypatch, other, host.game.port, token)
        seated(qtbot, again, 1)
    finally:
        other.network.close()


def test_a_malformed_token_is_said_in_the_dialog(qtbot: QtBot) -> None:
    dialog = JoinDialog("fr")
    qtbot.addWidget(dialog)
    dialog.address.setText("127.0.0.1:4567")
    dialog.code.setText("SECRET1")
    dialog.token.setText("not a token!")
    assert dialog.checked() is None
    assert dialog.problem.text() == ("Un jeton de place est fait des lettres et chiffres "
                                     "qu'a affichés qtgames join.")


def test_the_hosts_app_shows_who_was_muted(qtbot: QtBot, window: MainWindow) -> None:
    host = host_in(window, "reversi")
    peer = Peer(host.game.port, CODE, name="chatty")
    try:
        qtbot.waitUntil(lambda: "welcome" in peer.types())
        for number in range(CHAT_LINES + 2):
            peer.send("chat", text=f"line {number}")
        qtbot.waitUntil(lambda: "chatty sends chat too fast: muted for"
                        in host.dock.log.toPlainText())
        assert "line 0" in host.dock.log.toPlainText()
        assert f"line {CHAT_LINES}" not in host.dock.log.toPlainText()
    finally:
        peer.close()


def test_the_app_counts_a_busy_host_down_and_gets_in(
        qtbot: QtBot, window: MainWindow, monkeypatch: pytest.MonkeyPatch) -> None:
    host = host_in(window, "reversi")
    hosted = host.game.host
    assert hosted is not None
    hosted.gate = HelloGate(max_waiting=0)  # every join is refused: busy
    other = MainWindow(load_games())
    qtbot.addWidget(other)
    def busy(dialog: JoinDialog) -> None:  # the Join dialog counts down, still open
        qtbot.waitUntil(lambda: "The host is busy" in dialog.problem.text())
        assert "trying again in" in dialog.problem.text() and dialog.pending is not None
        hosted.gate = HelloGate(delay=0.0)  # the crowd is gone

    try:
        guest = join_with_dialog(qtbot, monkeypatch, other, host.game.port, waiting=busy)
        seated(qtbot, guest, 1)
    finally:
        other.network.close()
