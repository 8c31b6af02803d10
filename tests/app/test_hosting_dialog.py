"""Hosting from the New Game dialog: a seat left to a remote player hosts the game, shown
in the main window; Game › Host Network Game… opens the dialog with the other seats
remote."""

import pytest
from pytestqt.qtbot import QtBot

from qtgames.app import hosting
from qtgames.app.mainwindow import MainWindow
from qtgames.app.newgame import NewGameDialog
from qtgames.core.errors import BadInput
from qtgames.net import DEFAULT_PORT, REMOTE

CODE = "ZEN4HOST"


class Unannounced:
    """Stands for the local network's announcement (tests run side by side)."""

    def __init__(self, *args: object) -> None:
        pass

    def close(self) -> None:
        pass


def choose(box_owner: NewGameDialog, seat: int, player: str) -> None:
    box = box_owner.seat_boxes[seat]
    index = box.findData(player)
    assert index >= 0, f"{player} is not offered"
    box.setCurrentIndex(index)


def test_a_remote_seat_makes_the_game_hosted_and_shows_the_network_section(
        qtbot: QtBot, window: MainWindow) -> None:
    spec = window.registry.get("zen")
    dialog = NewGameDialog(spec, "en", window, options={"players": 4})
    qtbot.addWidget(dialog)
    dialog.show()
    assert len(dialog.seat_boxes) == 4 and not dialog.hosted()
    assert not dialog.network_group.isVisible()
    choose(dialog, 1, REMOTE)
    assert dialog.hosted() and dialog.network_group.isVisible()
    assert dialog.seat_boxes[1].currentText() == "Remote player"
    assert dialog.windowTitle() == "Host a network game: Zen l'Initié"
    choose(dialog, 1, "human")
    assert not dialog.hosted() and not dialog.network_group.isVisible()
    assert dialog.windowTitle() == "New game: Zen l'Initié"


def test_the_host_dialog_says_it_hosts_in_french(qtbot: QtBot, window: MainWindow) -> None:
    window.set_language("fr")
    dialog = NewGameDialog(window.registry.get("reversi"), "fr", window, hosting=True)
    qtbot.addWidget(dialog)
    assert dialog.windowTitle() == "Héberger une partie en réseau : Black & White"


def test_the_players_dialog_of_a_game_in_progress_offers_no_remote_seat(
        qtbot: QtBot, window: MainWindow) -> None:
    spec = window.registry.get("reversi")
    dialog = NewGameDialog(spec, "en", window, seats_only=True)
    qtbot.addWidget(dialog)
    assert all(box.findData(REMOTE) < 0 for box in dialog.seat_boxes)


def test_host_network_game_proposes_this_seat_and_remote_players(
        qtbot: QtBot, window: MainWindow, monkeypatch: pytest.MonkeyPatch) -> None:
    shown: list[NewGameDialog] = []
    monkeypatch.setattr(NewGameDialog, "exec", lambda dialog: shown.append(dialog) or 0)
    window.network.act_host.trigger()
    assert shown and shown[0].players()[0] == "human"
    assert set(shown[0].players()[1:]) == {REMOTE}
    code, port, spectators = shown[0].network()
    assert code and port == DEFAULT_PORT and spectators


def test_a_hosted_game_needs_exactly_one_seat_played_here(
        qtbot: QtBot, window: MainWindow, monkeypatch: pytest.MonkeyPatch) -> None:
    from PySide6.QtWidgets import QMessageBox
    warned: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda parent, title, text: warned.append(text))
    dialog = NewGameDialog(window.registry.get("reversi"), "en", window)
    qtbot.addWidget(dialog)
    choose(dialog, 0, REMOTE)
    choose(dialog, 1, "easy")
    dialog.accept()
    assert warned and "one seat" in warned[0] and dialog.result() == 0


def test_start_hosts_a_four_player_zen_with_a_remote_seat_and_the_computer(
        qtbot: QtBot, window: MainWindow, monkeypatch: pytest.MonkeyPatch) -> None:
    def host_zen(dialog: NewGameDialog) -> int:
        dialog.game_box.setCurrentIndex(dialog.game_box.findData(
            window.registry.get("zen")))
        dialog.option_boxes["players"].setCurrentIndex(
            dialog.option_boxes["players"].findData(4))
        for seat, player in enumerate(["human", REMOTE, "easy", "easy"]):
            choose(dialog, seat, player)
        dialog.code.setText(CODE)
        dialog.port.setValue(0)
        return 1

    monkeypatch.setattr(NewGameDialog, "exec", host_zen)
    monkeypatch.setattr(hosting, "Announcement", Unannounced)
    window.new_game("reversi")
    assert window.driver is None  # no local game: the hosted one is shown instead
    network = window.network.play
    assert network is not None and window.stack.currentIndex() == 1
    assert f"--code {CODE}" in network.dock.banner.text() and network.game.port
    host = network.game.host
    assert host is not None and host.record.spec.id == "zen"
    assert host.remote == [False, True, False, False]
    assert [seat.player for seat in host.record.seats] == ["human", "human", "easy", "easy"]
    qtbot.waitUntil(lambda: network.table.snap is not None
                    and network.table.snap.state is not None)
    qtbot.waitUntil(lambda: "to join…" in network.dock.status.text())
    assert len(window.panel.players.rows) == 4
    from PySide6.QtWidgets import QMessageBox
    monkeypatch.setattr(QMessageBox, "question",  # closing a host asks first: Yes
                        lambda *args: QMessageBox.StandardButton.Yes)
    window.close()
    assert network.game.closed


def test_another_game_chosen_while_hosting_stays_hosted(qtbot: QtBot,
                                                        window: MainWindow) -> None:
    games = list(window.registry.games.values())
    dialog = NewGameDialog(window.registry.get("reversi"), "en", window, games=games,
                           hosting=True)
    qtbot.addWidget(dialog)
    dialog.game_box.setCurrentIndex(dialog.game_box.findData(window.registry.get("chifoumi")))
    assert dialog.game().id == "chifoumi"
    assert dialog.players() == ["human", REMOTE]


def test_the_join_dialog_offers_to_watch_and_is_wide_enough_for_an_address(
        qtbot: QtBot, window: MainWindow, monkeypatch: pytest.MonkeyPatch) -> None:
    from qtgames.app import joindialog
    joined: list[tuple[str, str, bool]] = []

    def run(dialog: joindialog.JoinDialog) -> int:
        dialog.address.setText("127.0.0.1:47047")
        dialog.code.setText(CODE)
        dialog.watch.setChecked(True)
        dialog.show()
        assert dialog.width() >= joindialog.JOIN_WIDTH
        dialog.accept()
        return dialog.result()

    monkeypatch.setattr(joindialog.JoinDialog, "exec", run)

    def join(registry, address, code, name, spectator, token):  # type: ignore[no-untyped-def]
        joined.append((address, code, spectator))
        raise BadInput("cannot connect")

    monkeypatch.setattr(hosting, "join_game", join)
    window.network.act_join.trigger()
    assert joined == [("127.0.0.1:47047", CODE, True)]


def test_a_failed_host_shows_the_same_dialog_again_with_every_choice(
        qtbot: QtBot, window: MainWindow, monkeypatch: pytest.MonkeyPatch) -> None:
    import socket

    from PySide6.QtWidgets import QMessageBox

    taken = socket.socket()
    taken.bind(("0.0.0.0", 0))
    taken.listen()
    port = taken.getsockname()[1]
    shown: list[tuple[int, str, int, list[str]]] = []

    def host_then_cancel(dialog: NewGameDialog) -> int:
        if not shown:
            choose(dialog, 1, REMOTE)
            dialog.code.setText(CODE)
            dialog.port.setValue(port)
        shown.append((id(dialog), dialog.code.text(), dialog.port.value(),
                      dialog.players()))
        return 1 if len(shown) == 1 else 0  # the second time: Cancel

    warnings: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda *args: warnings.append(str(args[2])))
    monkeypatch.setattr(NewGameDialog, "exec", host_then_cancel)
    monkeypatch.setattr(hosting, "Announcement", Unannounced)
    try:
        window.new_game("reversi")
    finally:
        taken.close()
    assert len(warnings) == 1 and len(shown) == 2
    assert shown[0] == shown[1]  # the same dialog, the same code, port and players
    assert window.network.play is None


def test_the_host_dialog_asks_a_name_remembered_and_none_is_the_seat_s_own(
        qtbot: QtBot, window: MainWindow, monkeypatch: pytest.MonkeyPatch) -> None:
    typed: list[str] = []

    def host_duel(dialog: NewGameDialog) -> int:
        dialog.game_box.setCurrentIndex(dialog.game_box.findData(window.registry.get("duel")))
        assert dialog.name.isVisibleTo(dialog) and dialog.name.text() == window.settings \
            .player_name
        assert dialog.name.placeholderText() == "Player 1"   # the seat's own, by default
        dialog.name.setText(typed.pop(0))
        dialog.code.setText(CODE)
        dialog.port.setValue(0)
        return 1

    from PySide6.QtWidgets import QMessageBox
    monkeypatch.setattr(QMessageBox, "question", lambda *a: QMessageBox.StandardButton.Yes)
    monkeypatch.setattr(NewGameDialog, "exec", host_duel)
    monkeypatch.setattr(hosting, "Announcement", Unannounced)
    for name, shown in (("", "Player 1"), ("  Prof  ", "Prof")):
        typed.append(name)
        window.network.act_host.trigger()
        network = window.network.play
        assert network is not None
        qtbot.waitUntil(lambda n=network: n.table.snap is not None and bool(n.table.snap.names)
                        and n.table.snap.names[0] is not None)
        assert window.panel.players.rows[0].player.full_text == shown
        assert window.settings.player_name == name.strip()
        window.network.close()
