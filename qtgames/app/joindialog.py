"""Game › Join Network Game…: the host's address (typed, or found on the local network),
its join code, a seat token to take a seat back (kept by the app for each game joined, or
typed: the one ``qtgames join`` printed), and whether to play or only watch. OK joins and
waits, dialog open, for the host's answer; a problem (the host unreachable, a wrong code) is
said in the dialog, which keeps what was typed. The last hosts joined are offered again."""

import re
from collections.abc import Mapping, Sequence

from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QMessageBox,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from qtgames.app import hosting
from qtgames.app.networkgame import NetworkGame
from qtgames.core.errors import QtGamesError
from qtgames.core.i18n import pick
from qtgames.net import DEFAULT_PORT
from qtgames.net.addresses import check_code, parse_address
from qtgames.net.codes import canonical
from qtgames.net.protocol import MAX_NAME
from qtgames.net.words import texts
from qtgames.plugins import GameRegistry

#: The dialog's least width: the address field shows a whole address.
JOIN_WIDTH = 520
#: What a seat token looks like (the host gives 32 hexadecimal digits).
TOKEN_SHAPE = re.compile(r"[0-9a-fA-F]{1,64}")


def seat_key(address: str, code: str) -> tuple[str, str]:
    """Which game a seat token is kept for: the host's address as typed and the join
    code in its canonical spelling."""
    return address.strip(), canonical(code)


class JoinDialog(QDialog):
    """Game › Join Network Game…: the host's address (typed, or found on the local
    network), its join code, and whether to play or only watch."""

    def __init__(self, lang: str, parent: QWidget | None = None,
                 games: Mapping[str, str] | None = None, recent: Sequence[str] = (),
                 ) -> None:
        """``games``: the name of each game by its id, to list the hosts found;
        ``recent``: the addresses of the last hosts joined, the latest first."""
        super().__init__(parent)
        self.games = dict(games or {})
        #: What OK joins with: set by ``open_join_dialog``.
        self.registry: GameRegistry | None = None
        self.tokens: Mapping[tuple[str, str], str] = {}
        #: The game joined, once the host welcomed it; the one waiting for its answer.
        self.game: NetworkGame | None = None
        self.pending: NetworkGame | None = None
        self.words = words = texts(lang)
        self.setWindowTitle(words("Join a Network Game"))
        self.setMinimumWidth(JOIN_WIDTH)
        self.address, self.code = QLineEdit(), QLineEdit()
        #: The name the other players see (empty: the seat's own, "Player 2").
        self.name_box = QLineEdit()
        self.name_box.setMaxLength(MAX_NAME)
        self.name_box.setPlaceholderText(words("the seat's name"))
        self.address.setPlaceholderText(f"192.168.1.20:{DEFAULT_PORT}")
        self.found = QComboBox()
        look = QPushButton(words("Look on the Local Network"))
        look.clicked.connect(self.browse)
        self.found.currentIndexChanged.connect(self.take_found)
        #: The last hosts joined; choosing one fills in the address.
        self.recent = QComboBox()
        self.recent.addItem(words("(recent hosts)"), "")
        for address in recent:
            self.recent.addItem(address, address)
        self.recent.setEnabled(bool(recent))
        self.recent.activated.connect(self.take_recent)
        if recent:
            self.address.setText(recent[0])
        #: Why OK did not join: said in the dialog, which stays open with what was typed.
        self.problem = QLabel()
        self.problem.setWordWrap(True)
        self.problem.setStyleSheet("color: #b00020")
        self.problem.hide()
        self.watch = QCheckBox(words("Watch only (as a spectator, if the host allows)"))
        self.token = QLineEdit()
        self.token.setPlaceholderText(words("optional"))
        self.token.setToolTip(words("The token that gives your seat back: kept for each game "
                                    "joined here, or the one qtgames join printed."))
        form = QFormLayout()
        form.addRow(words("Address"), self.address)
        form.addRow(words("Recent hosts"), self.recent)
        form.addRow(look, self.found)
        form.addRow(words("Join code"), self.code)
        form.addRow(words("Your name"), self.name_box)
        token_label = QLabel(words("Seat token"))
        token_label.setToolTip(self.token.toolTip())
        form.addRow(token_label, self.token)
        form.addRow(self.watch)
        box = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                               | QDialogButtonBox.StandardButton.Cancel)
        box.accepted.connect(self.accept)
        box.rejected.connect(self.reject)
        self.ok_button = box.button(QDialogButtonBox.StandardButton.Ok)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.problem)
        layout.addWidget(box)

    def take_found(self, _: int = 0) -> None:
        """The host chosen in the list fills in the address."""
        address = str(self.found.currentData() or "")
        if address:
            self.address.setText(address)

    def take_recent(self, _: int = 0) -> None:
        """The recent host chosen fills in the address."""
        address = str(self.recent.currentData() or "")
        if address:
            self.address.setText(address)

    def show_problem(self, text: str) -> None:
        """Say in the dialog why it cannot join yet."""
        self.problem.setStyleSheet("color: #b00020")
        self.problem.setText(text)
        self.problem.show()

    def checked(self) -> tuple[str, str] | None:
        """The address and join code typed, once both are well formed; else None, after
        saying what is wrong."""
        address, code = self.address.text().strip(), self.code.text().strip()
        if not address:
            self.show_problem(self.words("Choose a host in the list, or type its address."))
            return None
        if not code:
            self.show_problem(self.words("Type the join code the host shows."))
            return None
        try:
            parse_address(address)
            check_code(code)
        except QtGamesError as error:
            self.show_problem(self.words.error(error))
            return None
        token = self.token.text().strip()
        if token and TOKEN_SHAPE.fullmatch(token) is None:
            self.show_problem(self.words("A seat token is the letters and digits that "
                                         "qtgames join printed."))
            return None
        return address, code

    def accept(self) -> None:
        """OK: join the host once the address and the code are well formed, and wait,
        saying "Connecting…", for its answer; the dialog closes once the host welcomes
        this player and stays, saying why, when it refuses."""
        chosen = self.checked()
        if chosen is None or self.pending is not None:
            return
        if self.registry is None:
            super().accept()
            return
        try:
            game = hosting.join_game(self.registry, *chosen,
                                     " ".join(self.name_box.text().split())[:MAX_NAME],
                                     spectator=self.watch.isChecked(),
                                     token=self.token.text().strip()
                                     or self.tokens.get(seat_key(*chosen)))
        except QtGamesError as error:
            self.show_problem(self.words.error(error))
            return
        self.pending = game
        game.bridge.hold()
        game.bridge.welcomed.connect(self._welcomed)
        game.ended.connect(self._refused)
        game.bridge.statusChanged.connect(self._status)
        self.problem.setStyleSheet("")
        self.problem.setText(self.words("Connecting…"))
        self.problem.show()
        self.ok_button.setEnabled(False)
        game.start_client()

    def _status(self, text: str, values: dict[str, object]) -> None:
        """A connection event while waiting (a busy host's countdown), said in the
        dialog."""
        if self.pending is not None:
            self.problem.setText(self.words(text, **values))

    def _welcomed(self) -> None:
        game, self.pending = self.pending, None
        if game is None:
            return
        game.ended.disconnect(self._refused)
        game.bridge.statusChanged.disconnect(self._status)
        self.game = game
        self.problem.hide()
        self.ok_button.setEnabled(True)
        super().accept()

    def _refused(self, problem: QtGamesError | str) -> None:
        game, self.pending = self.pending, None
        if game is None:
            return
        game.close()
        self.ok_button.setEnabled(True)
        self.show_problem(self.words.error(problem) if isinstance(problem, QtGamesError)
                          else problem or self.words("The host closed the connection."))

    def reject(self) -> None:
        """Cancel: stop waiting for the host, if OK was pressed, and close."""
        game, self.pending = self.pending, None
        if game is not None:
            game.close()
        super().reject()

    def browse(self) -> None:
        """List the hosts announced on the local network."""
        from qtgames.net.discovery import DiscoveryError, browse
        words = self.words
        self.found.clear()
        try:
            hosts = browse(2.0)
        except DiscoveryError as error:
            QMessageBox.information(self, words("Join a Network Game"), words.error(error))
            return
        for host in hosts:
            game = self.games.get(host.game, host.game)
            self.found.addItem(f"{game} — {host.name} ({host.address}:{host.port})",
                               f"{host.address}:{host.port}")
        if hosts:
            self.found.setCurrentIndex(0)
            self.take_found()
        else:
            self.found.addItem(words("No host found; type the address the host shows: "
                                     "qtgames join ADDRESS:PORT --code CODE"), "")


def open_join_dialog(parent: QWidget | None, registry: GameRegistry, lang: str,
                     name: str, tokens: Mapping[tuple[str, str], str] | None = None,
                     recent: Sequence[str] = ()) -> NetworkGame | None:
    """Ask for the host's address and code, then join (or watch) once the host welcomes
    this player; while it cannot be reached or refuses, the dialog stays, saying why, with
    what was typed. ``tokens``: the seat left earlier at each ``seat_key``, taken back
    when joining there again (unless another token is typed); ``recent``: the last hosts
    joined, offered in the dialog."""
    dialog = JoinDialog(lang, parent, {spec.id: pick(spec.name, lang)
                                       for spec in registry.games.values()}, recent)
    dialog.registry, dialog.tokens = registry, dict(tokens or {})
    dialog.name_box.setText(name)
    if dialog.exec() == QDialog.DialogCode.Accepted:
        return dialog.game
    return None
