"""Game › Join Network Game…: the dialog, and the hosts the app announces on the local
network for it to find."""

import socket
import threading
from typing import ClassVar

import pytest
from PySide6.QtWidgets import QDialog, QMessageBox
from pytestqt.qtbot import QtBot

from qtgames.app import hosting
from qtgames.app.joindialog import JoinDialog, open_join_dialog
from qtgames.app.mainwindow import MainWindow
from qtgames.net import discovery
from qtgames.net.remote import texts
from qtgames.plugins import load_games

CODE = "JOIN42"


def test_a_host_found_on_the_network_fills_in_the_address(qtbot: QtBot, monkeypatch) -> None:
    found = discovery.FoundHost("ann", "reversi", "192.168.1.20", 4567)
    monkeypatch.setattr(discovery, "browse", lambda seconds: [found])
    dialog = JoinDialog("en", games={"reversi": "Black & White"})
    qtbot.addWidget(dialog)
    dialog.code.setText("SECRET1")
    dialog.browse()
    assert dialog.address.text() == "192.168.1.20:4567"
    assert dialog.found.currentText() == "Black & White — ann (192.168.1.20:4567)"
    assert dialog.checked() == ("192.168.1.20:4567", "SECRET1")


def test_ok_without_an_address_keeps_the_dialog_and_the_code(qtbot: QtBot) -> None:
    dialog = JoinDialog("fr")
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.code.setText("SECRET1")
    dialog.accept()
    assert dialog.isVisible() and dialog.result() != QDialog.DialogCode.Accepted
    assert dialog.code.text() == "SECRET1"
    assert dialog.problem.text() == "Choisissez un hôte dans la liste ou tapez son adresse."
    dialog.address.setText("127.0.0.1:99999")
    dialog.accept()
    assert dialog.isVisible() and "n'est pas une adresse" in dialog.problem.text()


def test_a_host_that_cannot_be_reached_brings_the_dialog_back(qtbot: QtBot,
                                                              monkeypatch) -> None:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    seen: list[tuple[str, str]] = []

    def run(dialog: JoinDialog) -> int:
        dialog.address.setText(f"127.0.0.1:{port}")
        dialog.code.setText("SECRET1")
        dialog.accept()
        seen.append((dialog.code.text(), dialog.problem.text()))
        return dialog.result()

    monkeypatch.setattr(JoinDialog, "exec", run)
    assert open_join_dialog(None, load_games(), "en", "bob") is None
    assert seen[0][0] == "SECRET1" and "cannot connect to 127.0.0.1" in seen[0][1]


class Recorded:
    """Stands for the announcement on the local network: what was announced, and when it
    was withdrawn."""

    made: ClassVar[list[tuple[str, int, str]]] = []
    closed: ClassVar[list[int]] = []

    def __init__(self, game: str, port: int, name: str, address: str,
                 failed: object) -> None:
        self.port = port
        Recorded.made.append((game, port, name))

    def close(self) -> None:
        Recorded.closed.append(self.port)


def test_a_game_hosted_in_the_app_is_announced_until_it_is_left(
        qtbot: QtBot, window: MainWindow, monkeypatch: pytest.MonkeyPatch) -> None:
    Recorded.made, Recorded.closed = [], []
    monkeypatch.setattr(hosting, "Announcement", Recorded)
    monkeypatch.setattr(QMessageBox, "question",
                        lambda *args: QMessageBox.StandardButton.Yes)
    game = hosting.host_game(window.registry, window.registry.get("reversi"),
                             ["human", "remote"], "en", "ann", CODE, port=0)
    window.network.show(game)
    assert Recorded.made == [("reversi", game.port, "ann")] and Recorded.closed == []
    assert window.network.leave()
    assert Recorded.closed == [game.port]


def test_join_finds_a_game_hosted_in_the_app_on_the_local_network(
        qtbot: QtBot, window: MainWindow) -> None:
    failures: list[str] = []
    heard = threading.Event()

    def failed(problem: str) -> None:
        failures.append(problem)
        heard.set()

    game = hosting.host_game(window.registry, window.registry.get("duel"),
                             ["human", "remote"], "en", "ann", CODE, port=0, failed=failed)
    window.network.show(game)
    try:
        found: list[discovery.FoundHost] = []
        for _ in range(3):
            if failures:
                pytest.skip(f"no multicast on this machine: {failures[0]}")
            found = [host for host in discovery.browse(2.0) if host.port == game.port]
            if found:
                break
        assert [(host.game, host.name) for host in found] == [("duel", "ann")]
        dialog = JoinDialog("en")
        qtbot.addWidget(dialog)
        dialog.browse()
        offered = [str(dialog.found.itemData(row)) for row in range(dialog.found.count())]
        assert any(address.endswith(f":{game.port}") for address in offered), offered
        assert dialog.address.text() in offered
    finally:
        window.network.close()


def test_ok_without_a_join_code_says_to_type_it(qtbot: QtBot) -> None:
    dialog = JoinDialog("fr")
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.address.setText("127.0.0.1:4567")
    dialog.code.setText("   ")
    dialog.accept()
    assert dialog.isVisible() and dialog.result() != QDialog.DialogCode.Accepted
    assert dialog.problem.text() == "Tapez le code de partie que l'hôte affiche."
    assert dialog.address.text() == "127.0.0.1:4567"


def test_joining_where_no_host_answers_ends_in_one_sentence(qtbot: QtBot) -> None:
    from tests.net.test_no_host import Peer

    silent = Peer(web=False)
    try:
        game = hosting.join_game(load_games(), f"127.0.0.1:{silent.port}", CODE, "bob")
        try:
            with qtbot.waitSignal(game.ended, timeout=15000) as ended:
                game.begin()
        finally:
            game.close()
    finally:
        silent.close()
    problem = ended.args[0]
    assert str(problem) == f"no qtgames host answered at 127.0.0.1:{silent.port}"
    assert texts("fr").error(problem) == \
        f"aucun hôte qtgames n'a répondu à 127.0.0.1:{silent.port}"
    assert silent.accepted == 1


def test_the_seat_token_field_shows_its_hint_whole_and_explains_in_a_tooltip(
        qtbot: QtBot) -> None:
    dialog = JoinDialog("fr")
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    token = dialog.token
    assert token.placeholderText() == "facultatif"
    room = token.contentsRect().width() - 2 * token.textMargins().left() - 8
    assert token.fontMetrics().horizontalAdvance(token.placeholderText()) <= room
    assert "qtgames join" in token.toolTip()
