"""The app hosts a network game and a terminal client, in another process, joins and plays
it to the end; the app's seat is played on its board."""

import subprocess
import sys

import pytest
from PySide6.QtWidgets import QDialog, QMessageBox
from pytestqt.qtbot import QtBot

from qtgames.app.networkwindow import (
    JoinDialog,
    NetworkWindow,
    host_game,
    join_game,
    open_join_dialog,
)
from qtgames.core import saves
from qtgames.net.host import HostGame
from qtgames.plugins import load_games

CODE = "APPNET"


@pytest.fixture(autouse=True)
def _yes(monkeypatch: pytest.MonkeyPatch) -> list[tuple[object, ...]]:
    """Answer Yes to every question (closing a host asks first); the questions asked."""
    asked: list[tuple[object, ...]] = []
    monkeypatch.setattr(QMessageBox, "question", lambda *args, **kwargs: asked.append(args)
                        or QMessageBox.StandardButton.Yes)
    return asked


def play_on_the_board(qtbot: QtBot, window: NetworkWindow, until: float = 120_000) -> None:
    """Choose the first legal move on the board whenever it is this seat's turn."""
    def over() -> bool:
        snap = window.snap
        if snap is not None and snap.my_turn and snap.state is not None \
                and window.scene is not None:
            move = snap.state.parse_move(snap.legal[0])
            window.scene.moveChosen.emit(move)
        return snap is not None and snap.result is not None

    qtbot.waitUntil(over, timeout=int(until))


def test_the_app_hosts_and_a_terminal_client_joins_and_plays(qtbot: QtBot, tmp_path) -> None:
    registry = load_games()
    window = host_game(registry, registry.get("reversi"), ["human", "remote"], "en", "ann",
                       CODE, port=0)
    qtbot.addWidget(window)
    assert window.game.port and "--code APPNET" in window.banner.text()
    assert "the join code APPNET is easy to guess" in window.banner.text()  # 6 characters
    qtbot.waitUntil(lambda: window.snap is not None and window.snap.state is not None)
    assert "Waiting for White to join…" in window.status.text()
    assert not window.buttons["undo"].isEnabled()  # no move to take back yet
    join = subprocess.Popen([sys.executable, "-m", "qtgames", "join",
                             f"127.0.0.1:{window.game.port}", "--code", CODE, "--player",
                             "random", "--seed", "1"],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                            stdin=subprocess.DEVNULL)
    try:
        play_on_the_board(qtbot, window)
        out, err = join.communicate(timeout=60)
    finally:
        if join.poll() is None:
            join.kill()
    assert join.returncode == 0, err.decode()
    result = window.result_text(window.snap)  # type: ignore[arg-type]
    assert result and result in window.log.toPlainText()
    assert result in out.decode()  # both sides announce the same result
    host = window.game.host
    assert isinstance(host, HostGame)
    path = tmp_path / "net.qtgame"
    window.game.save(path)
    assert saves.load(path, registry.get).state.is_over()
    window.close()


def test_the_app_joins_a_host_and_a_lost_player_pauses_the_game(qtbot: QtBot) -> None:
    registry = load_games()
    host = host_game(registry, registry.get("duel"), ["human", "remote"], "en", "ann", CODE,
                     port=0)
    qtbot.addWidget(host)
    guest = join_game(registry, f"127.0.0.1:{host.game.port}", CODE, "en", "bob")
    qtbot.addWidget(guest)
    qtbot.waitUntil(lambda: host.snap is not None and all(host.snap.connected))
    qtbot.waitUntil(lambda: guest.snap is not None and guest.snap.state is not None)
    assert guest.snap is not None and guest.snap.seat == 1
    guest.close()  # the guest leaves: the host waits for them
    qtbot.waitUntil(lambda: "Waiting for Player 2 (bob) to come back…" in host.status.text())
    host.close()


def test_a_closed_port_is_one_clear_message() -> None:
    import socket

    import pytest

    from qtgames.core.errors import BadInput
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    with pytest.raises(BadInput, match=r"cannot connect to 127\.0\.0\.1"):
        join_game(load_games(), f"127.0.0.1:{port}", CODE, "en", "bob")


def test_the_app_watches_a_game_live_and_cannot_move(qtbot: QtBot) -> None:
    registry = load_games()
    host = host_game(registry, registry.get("roses"), ["human", "easy"], "en", "ann", CODE,
                     port=0)
    qtbot.addWidget(host)
    watcher = join_game(registry, f"127.0.0.1:{host.game.port}", CODE, "en", "dan",
                        spectator=True)
    qtbot.addWidget(watcher)
    qtbot.waitUntil(lambda: watcher.snap is not None and watcher.snap.state is not None)
    snap = watcher.snap
    assert snap is not None and snap.seat is None and not snap.my_turn
    assert "Watching Le Roi des Roses." in watcher.log.toPlainText()
    assert snap.state is not None and snap.state.position().split()[5].startswith("?")
    assert not any(button.isEnabled() for key, button in watcher.buttons.items()
                   if key != "save")
    before = snap.ply
    qtbot.waitUntil(lambda: host.snap is not None and host.snap.my_turn)
    assert host.snap is not None and host.snap.state is not None
    host.play(host.snap.state.parse_move(host.snap.legal[0]))
    qtbot.waitUntil(lambda: watcher.snap is not None and watcher.snap.ply > before)
    legal = watcher.snap.state.legal_moves() if watcher.snap.state is not None else []
    sent = watcher.snap.ply
    if legal:
        watcher.play(legal[0])  # ignored: a spectator has no move to choose
    qtbot.wait(200)
    assert watcher.snap.ply >= sent and "! " not in watcher.log.toPlainText()
    watcher.close()
    host.close()


def test_a_host_may_refuse_spectators(qtbot: QtBot) -> None:
    registry = load_games()
    host = host_game(registry, registry.get("reversi"), ["human", "remote"], "en", "ann",
                     CODE, port=0, spectators=False)
    qtbot.addWidget(host)
    watcher = join_game(registry, f"127.0.0.1:{host.game.port}", CODE, "en", "dan",
                        spectator=True)
    qtbot.addWidget(watcher)
    qtbot.waitUntil(lambda: "does not take spectators" in watcher.status.text())
    assert watcher.snap is None or watcher.snap.state is None
    watcher.close()
    host.close()


def test_a_hosts_error_template_is_not_ours_to_fill(qtbot: QtBot) -> None:
    from qtgames.net.messages import Message

    registry = load_games()
    window = host_game(registry, registry.get("reversi"), ["human", "remote"], "fr", "ann",
                       CODE, port=0)
    qtbot.addWidget(window)
    qtbot.waitUntil(lambda: window.snap is not None and window.snap.state is not None)
    assert window.snap is not None
    for template, values in [("{a:>100000}", {"a": 1}), ("{a.__class__.__mro__}", {"a": 1}),
                             ("{a[0]}", {"a": "xyz"})]:
        window.on_message(Message("error", {"code": "x", "message": "non", "template": template,
                                            "values": values}), window.snap)
        assert window.log.toPlainText().splitlines()[-1] == "! non"
    window.on_message(Message("error", {"code": "x", "message": "not your turn",
                                        "template": "it is not your turn", "values": {}}),
                      window.snap)
    assert window.log.toPlainText().splitlines()[-1] == "! ce n'est pas votre tour"
    window.close()


def two_windows(qtbot: QtBot, game: str = "reversi") -> tuple[NetworkWindow, NetworkWindow]:
    """A host window and a guest window joined to it, both with the game shown."""
    registry = load_games()
    host = host_game(registry, registry.get(game), ["human", "remote"], "en", "ann", CODE,
                     port=0)
    qtbot.addWidget(host)
    guest = join_game(registry, f"127.0.0.1:{host.game.port}", CODE, "en", "bob")
    qtbot.addWidget(guest)
    qtbot.waitUntil(lambda: host.snap is not None and all(host.snap.connected))
    qtbot.waitUntil(lambda: guest.snap is not None and guest.snap.state is not None)
    return host, guest


def test_a_move_is_told_once_even_when_its_position_comes_again(qtbot: QtBot) -> None:
    host, guest = two_windows(qtbot)
    qtbot.waitUntil(lambda: host.snap is not None and host.snap.my_turn)
    assert host.snap is not None and host.snap.state is not None
    host.play(host.snap.state.parse_move(host.snap.legal[0]))
    qtbot.waitUntil(lambda: "played" in guest.log.toPlainText())
    guest.resign()  # the host sends every position again, the last move with it
    qtbot.waitUntil(lambda: "abandons" in guest.log.toPlainText())
    assert guest.log.toPlainText().count("Black (ann) played") == 1
    host.close()


def test_resigning_asks_first_and_no_is_the_default(qtbot: QtBot, monkeypatch) -> None:
    host, guest = two_windows(qtbot)
    asked: list[tuple[object, ...]] = []
    monkeypatch.setattr(QMessageBox, "question", lambda *args: asked.append(args)
                        or QMessageBox.StandardButton.No)
    guest.buttons["resign"].click()
    assert len(asked) == 1 and asked[0][-1] == QMessageBox.StandardButton.No
    qtbot.wait(300)
    assert guest.snap is not None and guest.snap.result is None  # No: still playing
    monkeypatch.setattr(QMessageBox, "question",
                        lambda *args: QMessageBox.StandardButton.Yes)
    guest.buttons["resign"].click()
    qtbot.waitUntil(lambda: guest.snap is not None and guest.snap.result is not None)
    host.close()


def test_the_window_opens_inside_the_screen(qtbot: QtBot) -> None:
    host, guest = two_windows(qtbot)
    for window in (host, guest):
        window.show()
        free = window.screen().availableGeometry()
        assert free.contains(window.frameGeometry()), (free, window.frameGeometry())
    host.close()


def test_closing_the_host_asks_and_the_guest_reads_one_sentence(qtbot: QtBot,
                                                                 monkeypatch) -> None:
    host, guest = two_windows(qtbot, "duel")
    host.show()
    monkeypatch.setattr(QMessageBox, "question", lambda *args: QMessageBox.StandardButton.No)
    host.close()
    assert host.isVisible() and not host.game.closed  # No: the game goes on
    heard: list[str] = []
    guest.game.bridge.received.connect(lambda message, snap: heard.append(message.type))
    monkeypatch.setattr(QMessageBox, "question",
                        lambda *args: QMessageBox.StandardButton.Yes)
    host.close()
    assert host.game.closed
    qtbot.waitUntil(lambda: "bye" in heard)
    assert heard[0] == "bye"  # not first "the host's seat is away", as if it might come back
    qtbot.waitUntil(lambda: "The host closed the game." in guest.log.toPlainText())
    assert guest.status.text() == "The host closed the game."
    assert all(row.turn.text() == "" for row in guest.players.rows)  # nobody's turn now
    assert "has left" not in guest.log.toPlainText() + guest.status.text()
    assert "save FILE" not in guest.status.text()  # the terminal's words, not the app's


def test_a_host_found_on_the_network_fills_in_the_address(qtbot: QtBot, monkeypatch) -> None:
    from qtgames.net import discovery
    found = discovery.FoundHost("ann", "Reversi", "192.168.1.20", 4567)
    monkeypatch.setattr(discovery, "browse", lambda seconds: [found])
    dialog = JoinDialog("en")
    qtbot.addWidget(dialog)
    dialog.code.setText("SECRET1")
    dialog.browse()
    assert dialog.address.text() == "192.168.1.20:4567"
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
    import socket
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    seen: list[tuple[str, str]] = []

    def run(dialog: JoinDialog) -> int:
        seen.append((dialog.code.text(), dialog.problem.text()))
        if len(seen) == 1:
            dialog.address.setText(f"127.0.0.1:{port}")
            dialog.code.setText("SECRET1")
            return QDialog.DialogCode.Accepted
        return QDialog.DialogCode.Rejected

    monkeypatch.setattr(JoinDialog, "exec", run)
    assert open_join_dialog(None, load_games(), "en", "bob") is None  # type: ignore[arg-type]
    assert seen[1][0] == "SECRET1" and "cannot connect to 127.0.0.1" in seen[1][1]


def test_the_players_panel_and_move_list_show_as_in_a_local_game(qtbot: QtBot) -> None:
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QDockWidget
    host, guest = two_windows(qtbot)
    assert host.findChild(QDockWidget) is host.dock
    assert host.dockWidgetArea(host.dock) == Qt.DockWidgetArea.RightDockWidgetArea
    qtbot.waitUntil(lambda: host.snap is not None and host.snap.my_turn)
    assert host.snap is not None and host.snap.state is not None
    move = host.snap.legal[0]
    host.play(host.snap.state.parse_move(move))
    for window in (host, guest):
        qtbot.waitUntil(lambda w=window: w.moves.count() == 1)
        assert window.moves.item(0).text() == f"1. Black (ann): {move}"
        rows = window.players.rows
        assert [row.name.text() for row in rows] == ["Black", "White"]
        assert rows[1].player.full_text == "bob — connected"
        assert rows[1].turn.text() == "▶" and rows[0].count.text() == "4"
    host.offer("undo")  # the host takes its move back, the guest agreeing
    qtbot.waitUntil(lambda: guest.snap is not None and guest.snap.offer is not None)
    guest.answer(True)
    qtbot.waitUntil(lambda: guest.moves.count() == 0 and host.moves.count() == 0)
    host.close()
