"""A network game in the main window: hosted there (a Qt-free client joins), or joined from
another main window; the same board, move list, players panel and status line as a local
game, the offers, chat and connection state in the docked panel."""

import importlib.util
from collections.abc import Iterator
from typing import Any

import pytest
from PySide6.QtCore import QRect, Qt
from PySide6.QtWidgets import QApplication, QDockWidget, QMainWindow, QMessageBox, QWidget
from pytestqt.qtbot import QtBot

from qtgames.app.hosting import host_game, join_game
from qtgames.app.mainwindow import MainWindow
from qtgames.app.networkplay import NetworkPlay, make_room
from qtgames.app.newgame import NewGameDialog
from qtgames.core.i18n import Translator, game_domains
from qtgames.core.movelabels import MoveLabels
from qtgames.core.record import GameRecord
from qtgames.net import REMOTE
from qtgames.net.host import HostGame
from qtgames.plugins import load_games
from tests.app.netpeer import Peer, first_move

CODE = "APPNET"


@pytest.fixture(autouse=True)
def _leave_at_the_end(window: MainWindow) -> Iterator[None]:
    """Every network game is left when the test ends (its thread stops)."""
    yield
    window.network.close()


@pytest.fixture
def asked(monkeypatch: pytest.MonkeyPatch) -> list[tuple[object, ...]]:
    """Answer Yes to every question (leaving a game asks first); the questions asked."""
    questions: list[tuple[object, ...]] = []
    monkeypatch.setattr(QMessageBox, "question", lambda *args, **kwargs: questions.append(args)
                        or QMessageBox.StandardButton.Yes)
    return questions


def host_in(window: MainWindow, game: str, players: tuple[str, ...] = ("human", "remote"),
            **options: Any) -> NetworkPlay:
    """Host ``game`` in ``window`` (not announced: the tests run side by side)."""
    hosted = host_game(window.registry, window.registry.get(game), list(players), "en",
                       "ann", CODE, port=0, announce=False, options=options)
    window.network.show(hosted)
    play = window.network.play
    assert play is not None
    return play


def join_in(window: MainWindow, port: int, spectator: bool = False) -> NetworkPlay:
    window.network.show(join_game(window.registry, f"127.0.0.1:{port}", CODE, "bob",
                                  spectator=spectator))
    play = window.network.play
    assert play is not None
    return play


def host_and_guest(qtbot: QtBot, window: MainWindow, guest_window: MainWindow,
                   game: str) -> tuple[NetworkPlay, NetworkPlay]:
    """``game`` hosted in ``window`` and joined from ``guest_window``, both shown."""
    host = host_in(window, game)
    guest = join_in(guest_window, host.game.port)
    qtbot.waitUntil(lambda: host.table.snap is not None and all(host.table.snap.connected))
    qtbot.waitUntil(lambda: guest.table.snap is not None and guest.table.snap.state is not None)
    return host, guest


def my_turn(play: NetworkPlay) -> bool:
    snap = play.table.snap
    return snap is not None and snap.my_turn


def play_on_board(qtbot: QtBot, window: MainWindow, play: NetworkPlay) -> None:
    """Choose this seat's first legal move on the board (ending the turn when it may, in
    Le Duel), once it is its turn."""
    qtbot.waitUntil(lambda: my_turn(play) and window.scene is not None)
    snap = play.table.snap
    assert snap is not None and snap.state is not None and window.scene is not None
    window.scene.moveChosen.emit(snap.state.parse_move(first_move(list(snap.legal))))
    qtbot.waitUntil(lambda: play.table.snap is not None and play.table.snap.ply > snap.ply)


def host_labels(play: NetworkPlay, window: MainWindow) -> list[str]:
    """The moves as a local game of the host's record names them."""
    host = play.game.host
    assert isinstance(host, HostGame)
    record: GameRecord = host.record
    spec = record.spec
    narrator = spec.make_narrator(Translator("en", *game_domains([spec])),
                                  lambda seat: spec.seat_label(seat, "en"))
    return MoveLabels().labels(record, narrator)


def listed(window: MainWindow) -> list[str]:
    """The move list of the side panel, without its Start row."""
    moves = window.panel.moves
    return [moves.item(row).text() for row in range(1, moves.count())]


def test_a_hosted_reversi_is_shown_in_the_main_window(qtbot: QtBot, window: MainWindow,
                                                       asked: list[object]) -> None:
    play = host_in(window, "reversi")
    assert "--code APPNET" in play.dock.banner.text()
    qtbot.waitUntil(lambda: "Waiting for White to join…" in play.dock.status.text())
    assert not play.dock.buttons["undo"].isEnabled()  # no move to take back yet
    peer = Peer(play.game.port, CODE, moves=3)
    try:
        for _ in range(3):
            play_on_board(qtbot, window, play)
        qtbot.waitUntil(lambda: len(listed(window)) == 6)
        expected = host_labels(play, window)
        assert listed(window) == [f"{n}. {label}" for n, label in enumerate(expected, 1)]
        assert listed(window)[0].startswith("1. Black: ")
        rows = window.panel.players.rows
        assert [row.name.text() for row in rows] == ["Black", "White"]
        assert rows[1].player.full_text == "bob"
        assert rows[0].turn.text() == "▶" and rows[0].count.text() != ""
        assert window.panel.turn.text() == "Your turn."
        state = play.table.shown_state()
        assert state is not None and state.last_move() is not None  # the last-move mark
        # One window: the game, its dock inside it, nothing else opened.
        assert window.findChild(QDockWidget, "network") is play.dock
        assert [w for w in QApplication.topLevelWidgets()
                if isinstance(w, QMainWindow) and w.isVisible()] == [window]
        assert window.stack.currentIndex() == 1 and window.driver is None
        for action in (window.act_redo, window.act_hint, window.act_save,
                       window.menus.act_players, window.act_restart, window.menus.act_both):
            assert not action.isEnabled(), action.text()
        # Named as Undo names them: this seat's last move and the answer to it.
        assert window.act_undo.text() == f"&Ask to Take Back {expected[4]}; {expected[5]}"
        assert window.act_undo.toolTip() == f"Ask to take back {expected[4]}; {expected[5]}"
        assert window.menus.act_rules.isEnabled()
        # The chat, both ways.
        peer.send("chat", text="good luck")
        qtbot.waitUntil(lambda: "[White (bob)] good luck" in play.dock.log.toPlainText())
        play.dock.chat.setText("thanks\x1b[31m")
        play.dock.chat.returnPressed.emit()
        qtbot.waitUntil(lambda: any(m.type == "chat" and m["text"] == "thanks [31m"
                                    for m in list(peer.received)))
        window.set_language("fr")  # the window and its dock speak French at once
        assert play.dock.buttons["resign"].text() == "Abandonner"
        assert listed(window)[0].startswith("1. Noir : ")
        assert window.panel.turn.text() == "À vous de jouer."
    finally:
        peer.close()
    window.network.leave()
    assert asked and window.network.play is None and play.game.closed
    assert window.findChild(QDockWidget, "network") is None or not play.dock.isVisible()


def test_clicking_a_past_move_shows_that_position_until_a_move_comes(
        qtbot: QtBot, window: MainWindow, asked: list[object]) -> None:
    play = host_in(window, "reversi")
    peer = Peer(play.game.port, CODE, moves=2)
    try:
        for _ in range(3):
            play_on_board(qtbot, window, play)
        qtbot.waitUntil(lambda: len(listed(window)) == 5)
        assert window.scene is not None
        drawn: list[str] = []
        shown = window.scene.show_state
        window.scene.show_state = lambda state, live: (  # type: ignore[method-assign]
            drawn.append(state.position()), shown(state, live))
        record = play.game.record_copy(window.registry)
        assert record is not None
        window.panel.moves.setCurrentRow(2)
        assert window.panel.moves.currentRow() == 2 and play.table.browsed == 2
        record.goto(2)
        assert drawn[-1] == record.state.view(0).position()
        assert window.panel.status.text() == \
            "You are looking at move 2 — go back to the last move to play (End)."
        assert window.panel.turn.text() == "Move 2 of 5" and window.panel.back.isVisibleTo(window)
        window.menus.act_last_move.trigger()  # End: the live position again
        assert play.table.browsed is None and window.panel.moves.currentRow() == 5
        assert not window.panel.back.isVisibleTo(window)
        window.panel.moves.setCurrentRow(2)
        peer.play(1)  # a move returns to the live position
        qtbot.waitUntil(lambda: len(listed(window)) == 6)
        qtbot.waitUntil(lambda: window.panel.moves.currentRow() == 6)
        record = play.game.record_copy(window.registry)
        assert record is not None and drawn[-1] == record.state.view(0).position()
    finally:
        peer.close()


def test_a_chat_line_too_long_is_refused_whole_and_stays_in_the_box(
        qtbot: QtBot, window: MainWindow, asked: list[object]) -> None:
    play = host_in(window, "reversi")
    peer = Peer(play.game.port, CODE)
    try:
        qtbot.waitUntil(lambda: play.table.snap is not None and all(play.table.snap.connected))
        play.dock.chat.setText("x" * 501)
        play.dock.chat.returnPressed.emit()
        assert play.dock.log.toPlainText().splitlines()[-1] == \
            "! a chat line holds at most 500 characters, this one has 501"
        assert play.dock.chat.text() == "x" * 501  # kept, to be shortened
        play.dock.chat.setText("y" * 500)
        play.dock.chat.returnPressed.emit()
        qtbot.waitUntil(lambda: any(m.type == "chat" for m in list(peer.received)))
        assert [m["text"] for m in list(peer.received) if m.type == "chat"] == ["y" * 500]
        assert play.dock.chat.text() == ""
    finally:
        peer.close()


def test_new_game_during_a_network_game_proposes_its_game_and_options(
        qtbot: QtBot, window: MainWindow, guest_window: MainWindow,
        monkeypatch: pytest.MonkeyPatch, asked: list[object]) -> None:
    for shown_window in (window, guest_window):  # the last local game: Black & White
        shown_window.settings.set_last_game("reversi", ["human", "easy"], {})
        shown_window.start_table(GameRecord(window.registry.get("reversi"), {}, None,
                                              ["human", "easy"]))
    host = host_in(window, "duel", first="two")
    join_in(guest_window, host.game.port)
    qtbot.waitUntil(lambda: guest_window.network.play is not None
                    and guest_window.network.play.table.snap is not None
                    and guest_window.network.play.table.snap.seat == 1)
    proposed: list[NewGameDialog] = []
    monkeypatch.setattr(NewGameDialog, "exec", lambda dialog: proposed.append(dialog) or 0)
    for shown_window in (window, guest_window):
        shown_window.menus.act_new.trigger()
    assert [dialog.game().id for dialog in proposed] == ["duel", "duel"]
    assert [dialog.options() for dialog in proposed] == [{"first": "two"}] * 2
    assert proposed[0].players() == ["human", REMOTE]
    assert proposed[1].players() == [REMOTE, "human"]


def test_a_network_game_is_the_last_game_of_its_kind_on_the_start_page(
        qtbot: QtBot, window: MainWindow, guest_window: MainWindow,
        asked: list[object]) -> None:
    host_and_guest(qtbot, window, guest_window, "duel")
    for shown_window in (window, guest_window):
        shown_window.show_games()
        card = next(card for card in shown_window.start_page.cards if card.game_id == "duel")
        assert card.last.text() == "Last game: ann against bob, over the network"
    window.set_language("fr")
    window.show_games()
    card = next(card for card in window.start_page.cards if card.game_id == "duel")
    assert card.last.text() == "Dernière partie : ann contre bob, en réseau"
    window.set_language("en")
    players, _ = window.settings.last_game("duel") or ([], {})
    assert sorted(players) == ["human", REMOTE]  # New Game proposes hosting it again


def test_the_move_list_and_the_log_stay_put_when_the_turn_changes(
        qtbot: QtBot, window: MainWindow, asked: list[object]) -> None:
    play = host_in(window, "reversi")
    peer = Peer(play.game.port, CODE, moves=1)
    try:
        tops: dict[str, tuple[int, int]] = {}
        lines: set[int] = set()

        def seen() -> None:
            qtbot.wait(50)
            turn = window.panel.turn
            wrapped = turn.fontMetrics().boundingRect(
                QRect(0, 0, turn.width(), 10_000), Qt.TextFlag.TextWordWrap, turn.text())
            lines.add(wrapped.height() // turn.fontMetrics().lineSpacing())
            tops[turn.text()] = (
                window.panel.moves.mapTo(window, window.panel.moves.rect().topLeft()).y(),
                play.dock.log.mapTo(window, play.dock.log.rect().topLeft()).y())
        seen()  # "Waiting for White to join…"
        play_on_board(qtbot, window, play)
        qtbot.waitUntil(lambda: window.panel.turn.text() == "Your turn.")
        seen()
        assert len(lines) == 2, lines  # one line, then two: the list stays where it was
        assert len(tops) == 2 and len(set(tops.values())) == 1, tops
    finally:
        peer.close()
    window.network.leave()


def test_the_window_grows_to_make_room_for_the_dock_as_far_as_the_screen_allows(
        qtbot: QtBot) -> None:
    widget = QWidget()
    qtbot.addWidget(widget)
    widget.setGeometry(40, 40, 300, 200)
    widget.show()
    room = widget.screen().availableGeometry()
    assert make_room(widget, 200) == 200 and widget.width() == 500
    grown = make_room(widget, room.width())  # more than the screen has
    assert 0 < grown < room.width() and widget.frameGeometry().right() <= room.right()
    assert widget.x() >= room.left()
    widget.showMaximized()
    qtbot.wait(20)
    width = widget.width()
    assert make_room(widget, 100) == 0 and widget.width() == width


def test_a_hosted_duel_names_its_moves_and_resigning_asks_first(
        qtbot: QtBot, window: MainWindow, monkeypatch: pytest.MonkeyPatch) -> None:
    play = host_in(window, "duel", first="one")
    peer = Peer(play.game.port, CODE, moves=3)
    try:
        qtbot.waitUntil(lambda: play.table.snap is not None and all(play.table.snap.connected))
        for _ in range(3):
            play_on_board(qtbot, window, play)
        qtbot.waitUntil(lambda: len(listed(window)) >= 6)
        host = play.game.host
        assert isinstance(host, HostGame)
        expected = host_labels(play, window)
        assert listed(window) == [f"{n}. {label}" for n, label in enumerate(expected, 1)]
        moves = host.record.moves
        assert all(line.split(". ", 1)[1] not in (move, f"Player 1: {move}",
                                                  f"Player 2: {move}")
                   for line, move in zip(listed(window), moves, strict=True))  # not "12^A"
        # This seat's view only: the other hand is not in the board's position.
        snap = play.table.snap
        assert snap is not None and snap.state is not None
        assert snap.state.position() == host.record.state.view(0).position()
        questions: list[tuple[object, ...]] = []
        monkeypatch.setattr(QMessageBox, "question", lambda *args: questions.append(args)
                            or QMessageBox.StandardButton.No)
        play.dock.buttons["resign"].click()
        assert len(questions) == 1 and questions[0][-1] == QMessageBox.StandardButton.No
        qtbot.wait(300)
        assert play.table.snap is not None and play.table.snap.result is None
        monkeypatch.setattr(QMessageBox, "question",
                            lambda *args: QMessageBox.StandardButton.Yes)
        shown = listed(window)
        play.dock.buttons["resign"].click()
        sentence = "You resigned. Player 2 (bob) wins."
        qtbot.waitUntil(lambda: sentence in play.dock.log.toPlainText())
        assert listed(window) == shown  # the position sent again adds no move
        assert not window.menus.act_review.isEnabled()  # given up: the hands stay secret
        # Said once in the log and once in the end box, nowhere else.
        assert play.dock.log.toPlainText().count(sentence) == 1
        boxes = [box.text() for box in window.findChildren(QMessageBox) if box.isVisible()]
        assert boxes == [sentence]
        assert sentence not in play.dock.status.text() + window.panel.status.text() \
            + window.panel.turn.text()
        assert window.panel.players.rows[0].turn.text() == ""  # nobody's turn now
        qtbot.waitUntil(lambda: "result" in peer.types())
        qtbot.wait(200)
        assert "record" not in peer.types()  # nor to the other player
        # Over, with a player still there: closing says so, not that it ends the game.
        questions.clear()
        monkeypatch.setattr(QMessageBox, "question", lambda *args: questions.append(args)
                            or QMessageBox.StandardButton.No)
        assert not play.may_leave()
        assert questions[0][2] == \
            "The game is over: the other players will read that the host left."
    finally:
        peer.close()
    # Over and nobody left: closing asks nothing.
    qtbot.waitUntil(lambda: play.table.snap is not None and not play.table.snap.connected[1])
    questions.clear()
    assert play.may_leave() and questions == []
    window.network.close()


def test_closing_the_hosting_window_asks_and_the_guest_reads_one_sentence(
        qtbot: QtBot, window: MainWindow, guest_window: MainWindow,
        monkeypatch: pytest.MonkeyPatch) -> None:
    host, guest = host_and_guest(qtbot, window, guest_window, "duel")
    assert guest_window.panel.players.rows[1].name.text() == "Player 2"
    monkeypatch.setattr(QMessageBox, "question", lambda *args: QMessageBox.StandardButton.No)
    window.close()
    assert window.isVisible() and not host.game.closed  # No: the game goes on
    heard: list[str] = []
    guest.game.bridge.received.connect(lambda message, snap: heard.append(message.type))
    monkeypatch.setattr(QMessageBox, "question",
                        lambda *args: QMessageBox.StandardButton.Yes)
    window.close()
    assert host.game.closed
    qtbot.waitUntil(lambda: "bye" in heard)
    assert heard[0] == "bye"  # not first "the host's seat is away", as if it might come back
    qtbot.waitUntil(lambda: "The host closed the game." in guest.dock.log.toPlainText())
    assert guest.dock.status.text() == "The host closed the game."
    assert all(row.turn.text() == "" for row in guest_window.panel.players.rows)
    text = guest.dock.log.toPlainText() + guest.dock.status.text()
    assert "has left" not in text and "save FILE" not in text
    # The host gone, leaving asks nothing more.
    asked: list[object] = []
    monkeypatch.setattr(QMessageBox, "question", lambda *args: asked.append(args)
                        or QMessageBox.StandardButton.No)
    assert guest_window.network.leave() and not asked


def test_starting_another_game_while_hosting_asks_first(
        qtbot: QtBot, window: MainWindow, monkeypatch: pytest.MonkeyPatch) -> None:
    host = host_in(window, "reversi")
    qtbot.waitUntil(lambda: host.table.snap is not None and host.table.snap.state is not None)
    questions: list[tuple[object, ...]] = []
    monkeypatch.setattr(QMessageBox, "question", lambda *args: questions.append(args)
                        or QMessageBox.StandardButton.No)
    record = GameRecord(window.registry.get("zen"), {}, 1, ["human", "easy"])
    window.start_table(record)
    assert len(questions) == 1 and "ends it for every player" in str(questions[0][2])
    assert window.network.play is host and window.driver is None and not host.game.closed
    monkeypatch.setattr(QMessageBox, "question",
                        lambda *args: QMessageBox.StandardButton.Yes)
    window.start_table(record)
    assert window.network.play is None and host.game.closed
    assert window.driver is not None and window.driver.record is record
    assert window.findChild(QDockWidget, "network") is None or not host.dock.isVisible()


def test_the_app_joins_leaving_asks_and_the_host_waits_for_the_player(
        qtbot: QtBot, window: MainWindow, guest_window: MainWindow,
        monkeypatch: pytest.MonkeyPatch) -> None:
    host, guest = host_and_guest(qtbot, window, guest_window, "duel")
    assert guest.table.snap is not None and guest.table.snap.seat == 1
    assert guest_window.stack.currentIndex() == 1
    assert guest_window.windowTitle().endswith("Le Duel — Network Game")
    questions: list[tuple[object, ...]] = []
    monkeypatch.setattr(QMessageBox, "question", lambda *args: questions.append(args)
                        or QMessageBox.StandardButton.No)
    guest.dock.buttons["leave"].click()
    assert len(questions) == 1 and guest_window.network.play is guest  # No: stays
    monkeypatch.setattr(QMessageBox, "question",
                        lambda *args: QMessageBox.StandardButton.Yes)
    guest.dock.buttons["leave"].click()
    assert guest_window.network.play is None and guest_window.stack.currentIndex() == 0
    qtbot.waitUntil(lambda: "Waiting for Player 2 (bob) to come back…"
                    in host.dock.status.text())
    assert window.panel.players.rows[1].player.full_text == "bob — away"
    # Joining there again takes the seat back (the seat's token was kept).
    from qtgames.app.joindialog import JoinDialog

    def run(dialog: JoinDialog) -> int:
        dialog.address.setText(f"127.0.0.1:{host.game.port}")
        dialog.code.setText(CODE)
        dialog.accept()  # joins, and waits for the host's answer with the dialog open
        qtbot.waitUntil(lambda: dialog.pending is None, timeout=15000)
        return dialog.result()

    monkeypatch.setattr(JoinDialog, "exec", run)
    guest_window.network.join()
    again = guest_window.network.play
    assert again is not None
    qtbot.waitUntil(lambda: again.table.snap is not None and again.table.snap.seat == 1)
    qtbot.waitUntil(lambda: "come back" not in host.dock.status.text())
    assert guest_window.panel.players.rows[1].name.text() == "Player 2"
    window.network.close()


def test_the_app_watches_a_game_live_and_cannot_move(
        qtbot: QtBot, window: MainWindow, guest_window: MainWindow, asked: list[object]) -> None:
    host = host_in(window, "roses", ("human", "easy"))
    watcher = join_in(guest_window, host.game.port, spectator=True)
    qtbot.waitUntil(lambda: watcher.table.snap is not None
                    and watcher.table.snap.state is not None)
    snap = watcher.table.snap
    assert snap is not None and snap.seat is None and not snap.my_turn
    assert "Watching Le Roi des Roses." in watcher.dock.log.toPlainText()
    assert snap.state is not None and snap.state.position().split()[5].startswith("?")
    assert [key for key, button in watcher.dock.buttons.items()
            if button.isEnabled()] == ["save", "leave"]
    play_on_board(qtbot, window, host)
    qtbot.waitUntil(lambda: len(listed(guest_window)) >= 1)
    before = watcher.table.snap.ply if watcher.table.snap is not None else 0
    state = watcher.table.snap.state if watcher.table.snap is not None else None
    legal = state.legal_moves() if state is not None else []
    if legal and guest_window.scene is not None:
        guest_window.scene.moveChosen.emit(legal[0])  # ignored: a spectator has no move
    qtbot.wait(200)
    assert watcher.table.snap is not None and watcher.table.snap.ply >= before
    assert "! " not in watcher.dock.log.toPlainText()
    guest_window.network.leave()
    assert not asked  # a spectator leaves without a question
    window.network.close()


def test_a_host_may_refuse_spectators(qtbot: QtBot, window: MainWindow,
                                      guest_window: MainWindow) -> None:
    hosted = host_game(window.registry, window.registry.get("reversi"), ["human", "remote"],
                       "en", "ann", CODE, port=0, spectators=False, announce=False)
    window.network.show(hosted)
    watcher = join_in(guest_window, hosted.port, spectator=True)
    qtbot.waitUntil(lambda: "does not take spectators" in watcher.dock.status.text())
    assert watcher.table.snap is None or watcher.table.snap.state is None
    window.network.close()


def test_a_take_back_agreed_removes_the_move_from_both_lists(
        qtbot: QtBot, window: MainWindow, guest_window: MainWindow) -> None:
    host = host_in(window, "reversi")
    guest = join_in(guest_window, host.game.port)
    play_on_board(qtbot, window, host)
    for shown in (window, guest_window):
        qtbot.waitUntil(lambda w=shown: len(listed(w)) == 1)
        assert listed(shown)[0].startswith("1. Black: ")
    qtbot.waitUntil(lambda: host.dock.buttons["undo"].isEnabled())
    assert window.act_undo.isEnabled() and "Take Back" in window.act_undo.text()
    assert not guest_window.act_undo.isEnabled()  # bob has no move to take back
    move = listed(window)[0].split(". ", 1)[1]
    window.act_undo.trigger()  # Undo asks the other player; the log says it was sent
    qtbot.waitUntil(lambda: "You asked to take back" in host.dock.log.toPlainText())
    assert f"You asked to take back {move}; waiting for the answer." \
        in host.dock.log.toPlainText()
    qtbot.waitUntil(lambda: guest.dock.buttons["accept"].isEnabled())
    guest.dock.buttons["accept"].click()
    qtbot.waitUntil(lambda: listed(guest_window) == [] and listed(window) == [])
    assert f"White (bob) agrees to take back {move}." in host.dock.log.toPlainText()
    assert "You accepted." in guest.dock.log.toPlainText()
    window.network.close()


def test_a_closed_port_is_one_clear_message() -> None:
    import socket

    from qtgames.core.errors import BadInput
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    with pytest.raises(BadInput, match=r"cannot connect to 127\.0\.0\.1"):
        join_game(load_games(), f"127.0.0.1:{port}", CODE, "bob")


def test_the_network_window_is_gone() -> None:
    assert importlib.util.find_spec("qtgames.app.networkwindow") is None


def test_the_local_game_is_kept_for_continue_while_a_network_game_is_shown(
        qtbot: QtBot, window: MainWindow, asked: list[object]) -> None:
    record = GameRecord(window.registry.get("reversi"), {}, 1, ["human", "human"])
    record.play(record.state.parse_move("d3"))
    window.start_table(record)
    host = host_in(window, "reversi")
    assert window.driver is None and window.stack.currentIndex() == 1
    qtbot.waitUntil(lambda: host.table.snap is not None)
    assert window.network.leave()
    assert window.stack.currentIndex() == 0  # back to the games
    qtbot.waitUntil(lambda: window.start_page.continue_button.isVisibleTo(window))
    window.start_page.continue_button.click()
    qtbot.waitUntil(lambda: window.driver is not None)
    assert window.driver is not None and window.driver.record.moves == ["d3"]


def test_a_message_arriving_after_leaving_does_not_touch_the_next_game(
        qtbot: QtBot, window: MainWindow, asked: list[object]) -> None:
    import dataclasses

    from qtgames.net.protocol import Message
    host = host_in(window, "reversi")
    qtbot.waitUntil(lambda: host.table.snap is not None and host.table.snap.state is not None)
    snap = host.table.snap
    assert snap is not None
    window.start_table(GameRecord(window.registry.get("zen"), {}, 1, ["human", "easy"]))
    assert window.network.play is None and window.driver is not None
    scene = window.scene
    late = dataclasses.replace(snap, spec=window.registry.get("duel"))
    host.game.bridge.received.emit(Message("chat", {"from": "bob", "text": "late"}), late)
    qtbot.wait(100)
    assert window.scene is scene and window.driver is not None
    assert window.driver.record.spec.id == "zen"


def test_a_terminal_client_plays_a_whole_game_against_the_main_window(
        qtbot: QtBot, window: MainWindow, asked: list[object], tmp_path) -> None:
    import subprocess
    import sys

    from qtgames.core import saves
    play = host_in(window, "reversi")
    join = subprocess.Popen([sys.executable, "-m", "qtgames", "join",
                             f"127.0.0.1:{play.game.port}", "--code", CODE, "--player",
                             "random", "--seed", "1"],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                            stdin=subprocess.DEVNULL)
    try:
        def over() -> bool:
            snap = play.table.snap
            if snap is not None and snap.my_turn and snap.state is not None \
                    and window.scene is not None:
                window.scene.moveChosen.emit(snap.state.parse_move(snap.legal[0]))
            return snap is not None and snap.result is not None

        qtbot.waitUntil(over, timeout=120_000)
        out, err = join.communicate(timeout=60)
    finally:
        if join.poll() is None:
            join.kill()
    assert join.returncode == 0, err.decode()
    result = play.table.result_text()
    assert result and result in play.dock.log.toPlainText()
    assert window.panel.status.text() == "" and window.panel.turn.text() == "Game over"
    assert result in out.decode()  # both sides announce the same result
    host = play.game.host
    assert isinstance(host, HostGame)
    assert listed(window) == [f"{n}. {label}"
                              for n, label in enumerate(host_labels(play, window), 1)]
    path = tmp_path / "net.qtgame"
    play.game.save(path)
    assert saves.load(path, window.registry.get).state.is_over()


def test_a_hosted_game_once_over_is_reviewed_in_the_window(
        qtbot: QtBot, window: MainWindow, asked: list[object]) -> None:
    play = host_in(window, "reversi")
    peer = Peer(play.game.port, CODE, moves=1)
    try:
        play_on_board(qtbot, window, play)
        qtbot.waitUntil(lambda: len(listed(window)) == 2)
        assert not window.menus.act_review.isEnabled()  # not while the game goes on
        peer.send("resign")
        qtbot.waitUntil(lambda: play.table.snap is not None
                        and play.table.snap.result is not None)
    finally:
        peer.close()
    assert window.menus.act_review.isEnabled()
    host = play.game.host
    assert isinstance(host, HostGame)
    moves = list(host.record.moves)
    window.menus.act_review.trigger()
    assert asked  # leaving the hosted game asks first
    assert window.network.play is None and window.driver is not None
    assert window.driver.record.moves == moves
    qtbot.waitUntil(lambda: window.driver is not None
                    and window.driver.record.review is not None, timeout=30_000)


def test_hosting_keeps_the_local_game_without_asking(
        qtbot: QtBot, window: MainWindow, monkeypatch: pytest.MonkeyPatch) -> None:
    from qtgames.app import networkmenu
    record = GameRecord(window.registry.get("reversi"), {}, 1, ["human", "human"])
    window.start_table(record)
    assert window.driver is not None
    window.driver.human_move(record.state.parse_move("d3"))
    assert window.driver.modified and window.driver.autosaved
    questions: list[tuple[object, ...]] = []
    monkeypatch.setattr(QMessageBox, "question", lambda *args: questions.append(args)
                        or QMessageBox.StandardButton.Cancel)
    assert networkmenu.may_put_aside(window) and questions == []
    window.driver.table.autosaved = False  # its autosave could not be written: asked
    assert not networkmenu.may_put_aside(window) and len(questions) == 1


def test_a_joined_player_reviews_the_finished_game_in_its_window(
        qtbot: QtBot, window: MainWindow, guest_window: MainWindow,
        asked: list[object]) -> None:
    host, guest = host_and_guest(qtbot, window, guest_window, "reversi")
    play_on_board(qtbot, window, host)
    play_on_board(qtbot, guest_window, guest)
    assert not guest_window.menus.act_review.isEnabled()  # not while the game goes on
    host.game.send("resign")
    qtbot.waitUntil(lambda: guest.table.snap is not None
                    and guest.table.snap.final is not None)
    assert guest_window.menus.act_review.isEnabled()
    hosted = host.game.host
    assert isinstance(hosted, HostGame)
    moves = list(hosted.record.moves)
    guest_window.menus.act_review.trigger()
    assert guest_window.network.play is None and guest_window.driver is not None
    record = guest_window.driver.record
    assert record.moves == moves and record.revealed == hosted.record.revealed
    assert record.state.position() == hosted.record.state.position()
    qtbot.waitUntil(lambda: guest_window.driver is not None
                    and guest_window.driver.record.review is not None, timeout=30_000)


def test_hosting_with_nobody_playing_here_shows_what_a_spectator_sees(
        qtbot: QtBot, window: MainWindow, guest_window: MainWindow) -> None:
    hosted = host_game(window.registry, window.registry.get("duel"), ["easy", "remote"], "en",
                       "ann", CODE, port=0, spectators=False, announce=False)
    window.network.show(hosted)
    host = window.network.play
    assert host is not None and hosted.host is not None
    guest = join_in(guest_window, hosted.port)
    qtbot.waitUntil(lambda: guest.table.snap is not None and guest.table.snap.seat == 1)
    qtbot.waitUntil(lambda: host.table.snap is not None and host.table.snap.state is not None
                    and host.table.snap.state.hand_sizes[0] > 0)
    snap = host.table.snap
    assert snap is not None and snap.seat is None and snap.state is not None
    real = hosted.host.record.state
    assert real.hands[0]  # type: ignore[attr-defined]  # the computer holds cards...
    assert snap.state.hands[0] == []  # ...that the host's window does not show
    assert snap.state.viewer() is None
    window.network.close()


def test_a_spectator_of_a_duel_sees_the_cards_laid_no_seat_button_and_keeps_no_last_game(
        qtbot: QtBot, window: MainWindow, guest_window: MainWindow,
        asked: list[object], monkeypatch: pytest.MonkeyPatch) -> None:
    host, guest = host_and_guest(qtbot, window, guest_window, "duel")
    for _ in range(2):                      # whoever the deal made first
        qtbot.waitUntil(lambda: my_turn(host) or my_turn(guest))
        if my_turn(host):
            play_on_board(qtbot, window, host)
        else:
            play_on_board(qtbot, guest_window, guest)
    watching = MainWindow(load_games())
    qtbot.addWidget(watching)
    kept: list[object] = []
    monkeypatch.setattr(watching.settings, "set_last_game", lambda *args, **_: kept.append(args))
    watcher = join_in(watching, host.game.port, spectator=True)
    qtbot.waitUntil(lambda: watcher.table.snap is not None
                    and watcher.table.snap.state is not None and len(listed(watching)) == 2)
    hosted = host.game.host
    assert isinstance(hosted, HostGame)
    assert [row.split(": ", 1)[1] for row in listed(watching)] == hosted.record.moves
    scene = watching.scene
    assert scene is not None and not scene.seated and scene.end_button.scene() is None
    watching._board_refused("")                                 # a click on the board
    assert watching.statusBar().currentMessage() == \
        "You are watching this game: a spectator does not play."
    end = watching.menus.command_actions["end"]
    assert not end.isVisible() and not watching.menus.command_separator.isVisible()
    assert window.menus.command_actions["end"].isVisible()    # the seats' own still show
    assert kept == []                       # watched, not played: not the last game here
    watching.network.close()

