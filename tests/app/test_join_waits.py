"""Join Network Game…: OK waits, dialog open, for the host's answer; a refused code keeps
the dialog and what was typed; the last hosts joined are offered again."""

from collections.abc import Iterator

import pytest
from PySide6.QtWidgets import QDialog
from pytestqt.qtbot import QtBot

from qtgames.app import joindialog
from qtgames.app.hosting import host_game
from qtgames.app.joindialog import JoinDialog
from qtgames.app.mainwindow import MainWindow
from qtgames.app.networkgame import NetworkGame
from qtgames.app.networkplay import NetworkPlay

CODE = "JOIN42"


@pytest.fixture
def hosted(window: MainWindow) -> Iterator[NetworkGame]:
    game = host_game(window.registry, window.registry.get("reversi"), ["human", "remote"],
                     "en", "ann", CODE, port=0, announce=False)
    window.network.show(game)
    yield game
    window.network.close()


def dialog_for(qtbot: QtBot, window: MainWindow, lang: str = "en",
               recent: tuple[str, ...] = ()) -> JoinDialog:
    dialog = JoinDialog(lang, None, recent=recent)
    dialog.registry = window.registry
    dialog.name_box.setText("bob")
    qtbot.addWidget(dialog)
    dialog.show()
    return dialog


def test_a_wrong_code_keeps_the_dialog_open_with_what_was_typed(
        qtbot: QtBot, window: MainWindow, hosted: NetworkGame) -> None:
    dialog = dialog_for(qtbot, window, "fr")
    dialog.address.setText(f"127.0.0.1:{hosted.port}")
    dialog.code.setText("WRONG9")
    dialog.accept()
    assert dialog.isVisible() and dialog.pending is not None  # waiting for the answer
    assert dialog.problem.text() == "Connexion…"
    assert not dialog.ok_button.isEnabled()
    qtbot.waitUntil(lambda: dialog.pending is None, timeout=15000)
    assert dialog.isVisible() and dialog.game is None
    assert dialog.result() != QDialog.DialogCode.Accepted
    assert "refusé" in dialog.problem.text(), dialog.problem.text()
    assert dialog.code.text() == "WRONG9"
    assert dialog.address.text() == f"127.0.0.1:{hosted.port}"
    assert dialog.ok_button.isEnabled()


def test_the_dialog_closes_once_the_host_welcomes_and_the_window_gets_every_message(
        qtbot: QtBot, window: MainWindow, guest_window: MainWindow,
        hosted: NetworkGame) -> None:
    dialog = dialog_for(qtbot, guest_window)
    dialog.address.setText(f"127.0.0.1:{hosted.port}")
    dialog.code.setText(CODE)
    dialog.accept()
    assert dialog.problem.text() == "Connecting…" and dialog.isVisible()
    qtbot.waitUntil(lambda: dialog.result() == QDialog.DialogCode.Accepted, timeout=15000)
    assert dialog.game is not None and not dialog.isVisible()
    guest_window.network.show(dialog.game)
    play = guest_window.network.play
    assert play is not None
    qtbot.waitUntil(lambda: play.table.spec is not None, timeout=15000)
    assert play.table.spec is not None and play.table.spec.id == "reversi"


def test_cancel_while_connecting_leaves_the_host(qtbot: QtBot, window: MainWindow,
                                                 hosted: NetworkGame) -> None:
    dialog = dialog_for(qtbot, window)
    dialog.address.setText(f"127.0.0.1:{hosted.port}")
    dialog.code.setText(CODE)
    dialog.accept()
    pending = dialog.pending
    assert pending is not None
    dialog.reject()
    assert pending.closed and dialog.game is None


def test_the_last_hosts_joined_are_offered_and_fill_in_the_address(
        qtbot: QtBot, window: MainWindow) -> None:
    window.settings.keep_recent_host("10.0.0.5:4567")
    window.settings.keep_recent_host("192.168.1.20:4567")
    window.settings.keep_recent_host("10.0.0.5:4567")
    assert window.settings.recent_hosts() == ["10.0.0.5:4567", "192.168.1.20:4567"]
    dialog = dialog_for(qtbot, window, recent=tuple(window.settings.recent_hosts()))
    assert dialog.address.text() == "10.0.0.5:4567"
    dialog.recent.setCurrentIndex(2)
    dialog.recent.activated.emit(2)
    assert dialog.address.text() == "192.168.1.20:4567"


def test_joining_from_the_menu_remembers_the_host(
        qtbot: QtBot, window: MainWindow, guest_window: MainWindow, hosted: NetworkGame,
        monkeypatch: pytest.MonkeyPatch) -> None:
    address = f"127.0.0.1:{hosted.port}"

    def run(dialog: JoinDialog) -> int:
        dialog.address.setText(address)
        dialog.code.setText(CODE)
        dialog.accept()
        qtbot.waitUntil(lambda: dialog.result() == QDialog.DialogCode.Accepted,
                        timeout=15000)
        return dialog.result()

    monkeypatch.setattr(joindialog.JoinDialog, "exec", run)
    guest_window.network.act_join.trigger()
    assert guest_window.network.play is not None
    assert guest_window.settings.recent_hosts()[0] == address


def left_and_back(qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, guest_window: MainWindow,
                  host: NetworkPlay) -> NetworkPlay:
    """The guest leaves (saying yes when asked), the host sees it gone, and the guest joins
    again through the dialog: its new play."""
    from PySide6.QtWidgets import QMessageBox

    from tests.app.test_network_seat_back import join_with_dialog

    monkeypatch.setattr(QMessageBox, "question",
                        lambda *args, **kwargs: QMessageBox.StandardButton.Yes)
    assert guest_window.network.leave()
    qtbot.waitUntil(lambda: "come back" in host.dock.status.text())
    return join_with_dialog(qtbot, monkeypatch, guest_window, host.game.port)


def test_after_a_rejoin_the_move_list_names_the_moves_played_before(
        qtbot: QtBot, window: MainWindow, guest_window: MainWindow,
        monkeypatch: pytest.MonkeyPatch) -> None:
    from tests.app.test_network_app import host_in, join_in, listed, play_on_board

    host = host_in(window, "reversi")
    guest = join_in(guest_window, host.game.port)
    qtbot.waitUntil(lambda: host.table.snap is not None and all(host.table.snap.connected))
    for play, where in ((host, window), (guest, guest_window), (host, window)):
        play_on_board(qtbot, where, play)
    again = left_and_back(qtbot, monkeypatch, guest_window, host)
    qtbot.waitUntil(lambda: len(listed(guest_window)) == 3)
    moves = listed(guest_window)
    assert [row.split(": ")[0] for row in moves] == ["1. Black", "2. White", "3. Black"]
    assert not any("…" in row for row in moves)
    assert again.table.snap is not None and again.table.snap.seat == 1


def test_a_game_with_hidden_cards_sends_who_comes_back_only_the_cards_laid(
        qtbot: QtBot, window: MainWindow, guest_window: MainWindow,
        monkeypatch: pytest.MonkeyPatch) -> None:
    from tests.app.test_network_app import host_in, join_in, my_turn, play_on_board

    host = host_in(window, "duel")
    guest = join_in(guest_window, host.game.port)
    qtbot.waitUntil(lambda: my_turn(host) or my_turn(guest))
    if my_turn(host):
        play_on_board(qtbot, window, host)
    else:
        play_on_board(qtbot, guest_window, guest)
    again = left_and_back(qtbot, monkeypatch, guest_window, host)
    qtbot.waitUntil(lambda: again.table.snap is not None and again.table.snap.ply >= 1)
    hosted = host.game.host
    assert hosted is not None and again.table.snap is not None
    # A card laid on a pile was public when it was laid: that, and nothing of a hand.
    assert [text for text, _ in again.table.snap.history] == hosted.record.moves
    assert "…" not in [label.split(". ")[-1] for label in again.table.labels(
        hosted.record.spec.make_narrator(again.table.words, str))]
    assert guest is not again
