"""The New Game dialog: which game, who plays each seat (a person, the computer at a level,
a file or program that plays, or a remote player who joins over the network), and the
game's own options. A remote seat makes the game a hosted one: the Network section asks
for its join code and port.

Each part is a section of its own, built by one method, so that others (more kinds of
players, network entries) add a section or a choice without touching the rest.
"""

from collections.abc import Callable, Sequence

from PySide6.QtGui import QFontMetrics, QIcon
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGroupBox,
    QLineEdit,
    QMessageBox,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from qtgames.app.outsidechoice import OutsidePlayerChoice
from qtgames.core.game import GameSpec
from qtgames.core.i18n import Translator, pick
from qtgames.core.options import OptionValue
from qtgames.core.record import HUMAN
from qtgames.net import DEFAULT_PORT, REMOTE
from qtgames.net.codes import new_code
from qtgames.net.protocol import MAX_NAME
from qtgames.table.choices import player_choices, player_title

#: The players and options last chosen for a game (by its id), if any.
LastChoices = Callable[[str], tuple[list[str], dict[str, OptionValue]] | None]

#: The dialog's least width, and what a title bar holds besides the title (the window's
#: icon and buttons): the whole title ("New game: The Game: Le Duel") always shows.
MINIMUM_WIDTH = 460
TITLE_BAR_EXTRA = 180


def hosting_players(spec: GameSpec, options: dict[str, OptionValue] | None) -> list[str]:
    """The seats proposed for hosting ``spec``: the first one here, the others remote."""
    try:
        chosen = spec.resolve_options(options or {})
    except Exception:  # noqa: BLE001 - choices remembered from an older version
        chosen = spec.resolve_options({})
    return [HUMAN] + [REMOTE] * (len(spec.seats_for(chosen)) - 1)


class NewGameDialog(QDialog):
    """Game, seats and options for a new game (of ``spec``, or another one of ``games``).

    Outside ``seats_only`` a seat may be a remote player; ``hosting`` proposes the first
    seat to this user and every other one to remote players."""

    def __init__(self, spec: GameSpec, lang: str, parent: QWidget | None = None,
                 players: list[str] | None = None,
                 options: dict[str, OptionValue] | None = None,
                 seats_only: bool = False, games: Sequence[GameSpec] = (),
                 last_choices: LastChoices | None = None, hosting: bool = False) -> None:
        super().__init__(parent)
        self.spec = spec
        self.lang = lang
        self.seats_only = seats_only
        self.last_choices = last_choices
        if hosting:
            players = hosting_players(spec, options)
        layout = QVBoxLayout(self)
        self.game_box = QComboBox()
        if games and not seats_only:
            layout.addWidget(self._game_section(games))
        self.option_boxes: dict[str, QComboBox] = {}
        self.option_group = QGroupBox(self.tr("Options"))
        self.option_form = QFormLayout(self.option_group)
        self.seat_group = QGroupBox(self.tr("Players"))
        self.seat_form = QFormLayout(self.seat_group)
        self.seat_boxes: list[QComboBox] = []
        self.outside = OutsidePlayerChoice(spec, Translator(lang), self)
        layout.addWidget(self.seat_group)
        self.code = QLineEdit(new_code())
        #: The name the other players see (empty: the seat's own, "Black").
        self.name = QLineEdit()
        self.port = QSpinBox()
        self.spectators = QCheckBox(self.tr("Let &spectators watch"))
        self.network_group = self._network_section()
        layout.addWidget(self.network_group)
        layout.addWidget(self.option_group)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                   | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self._show_game(spec, players, options)

    # -- the sections --------------------------------------------------------------------

    def _game_section(self, games: Sequence[GameSpec]) -> QGroupBox:
        """The game chooser: changing the game shows its seats and options."""
        group = QGroupBox(self.tr("Game"))
        form = QFormLayout(group)
        for game in games:
            icon = QIcon(str(game.icon)) if game.icon is not None else QIcon()
            self.game_box.addItem(icon, pick(game.name, self.lang), game)
        ids = [game.id for game in games]
        self.game_box.setCurrentIndex(ids.index(self.spec.id) if self.spec.id in ids else 0)
        self.game_box.currentIndexChanged.connect(self._game_changed)
        form.addRow(self.tr("&Game:"), self.game_box)
        return group

    def _network_section(self) -> QGroupBox:
        """The join code and port of a hosted game, shown while a seat is remote."""
        group = QGroupBox(self.tr("Network"))
        form = QFormLayout(group)
        self.code.setMaxLength(64)
        self.name.setMaxLength(MAX_NAME)
        self.port.setRange(0, 65535)
        self.port.setSpecialValueText(self.tr("any free port"))
        self.port.setValue(DEFAULT_PORT)
        form.addRow(self.tr("Your &name:"), self.name)
        form.addRow(self.tr("&Join code:"), self.code)
        form.addRow(self.tr("&Port:"), self.port)
        self.spectators.setChecked(True)
        form.addRow(self.spectators)
        group.setVisible(False)
        return group

    def _show_network(self) -> None:
        self.network_group.setVisible(self.hosted())
        self._show_title()
        local = next((index for index, box in enumerate(self.seat_boxes)
                      if box.currentData() == HUMAN), 0)
        seats = self.spec.seats_for(self.spec.resolve_options(self.options()))
        # Without a name, the other players see the seat's.
        self.name.setPlaceholderText(self.spec.seat_label(seats[local], self.lang)
                                     if local < len(seats) else "")
        self._fit()

    def _fit(self) -> None:
        """Take the size of what is shown now (another game's seats and options): the
        layouts are brought up to date first, or the old size would stay."""
        for widget in (self.seat_group, self.option_group, self.network_group, self):
            layout = widget.layout()
            if layout is not None:
                layout.activate()
        self.adjustSize()

    def _game_changed(self) -> None:
        """Show the game chosen, with its last choices; a hosted game stays hosted."""
        spec: GameSpec = self.game_box.currentData()
        last = self.last_choices(spec.id) if self.last_choices else None
        options = last[1] if last else None
        players = hosting_players(spec, options) if self.hosted() else (
            last[0] if last else None)
        self._show_game(spec, players, options)

    def _show_game(self, spec: GameSpec, players: list[str] | None,
                   options: dict[str, OptionValue] | None) -> None:
        """Show the title, options and seats of ``spec``."""
        self.spec = self.outside.spec = spec
        self._option_section(options)
        self._rebuild_seats(players=players or [])  # and the title

    def _show_title(self) -> None:
        """Say what OK does: start a game here, host one on the network (a seat is
        remote), or seat the players."""
        if self.seats_only:
            title = self.tr("Players: %1")
        elif self.hosted():
            title = self.tr("Host a network game: %1")
        else:
            title = self.tr("New game: %1")
        self.setWindowTitle(title.replace("%1", pick(self.spec.name, self.lang)))
        title_width = QFontMetrics(self.font()).horizontalAdvance(self.windowTitle())
        self.setMinimumWidth(max(MINIMUM_WIDTH, title_width + TITLE_BAR_EXTRA))

    def _option_section(self, options: dict[str, OptionValue] | None) -> None:
        while self.option_form.rowCount():
            self.option_form.removeRow(0)
        self.option_boxes = {}
        try:
            chosen = self.spec.resolve_options(options or {})
        except Exception:  # noqa: BLE001 - choices remembered from an older version
            chosen = self.spec.resolve_options({})
        shown = [option for option in self.spec.options if not option.text_only]
        for option in shown:
            box = QComboBox()
            for choice in option.choices:
                box.addItem(option.choice_text(choice, self.lang), choice)
            box.setCurrentIndex(option.choices.index(chosen[option.key]))
            box.currentIndexChanged.connect(self._rebuild_seats)
            self.option_form.addRow(pick(option.label, self.lang), box)
            self.option_boxes[option.key] = box
        self.option_group.setVisible(bool(shown) and not self.seats_only)

    def _rebuild_seats(self, *_: object, players: list[str] | None = None) -> None:
        previous = players if players is not None else self.players()
        while self.seat_form.rowCount():
            self.seat_form.removeRow(0)
        self.seat_boxes = []
        seats = self.spec.seats_for(self.spec.resolve_options(self.options()))
        words = Translator(self.lang)
        for index, seat in enumerate(seats):
            box = QComboBox()
            for player in player_choices(self.spec):
                box.addItem(player_title(self.spec, player, words), player)
            wanted = previous[index] if index < len(previous) else (
                HUMAN if index == 0 else self.spec.levels[len(self.spec.levels) // 2].name)
            if not self.seats_only:
                box.addItem(self.tr("Remote player"), REMOTE)
            self.outside.add_entries(box, wanted)
            found = box.findData(wanted)
            box.setCurrentIndex(max(found, 0))
            self.outside.remember(box)
            self.seat_form.addRow(self.spec.seat_label(seat, self.lang), box)
            self.seat_boxes.append(box)
            box.currentIndexChanged.connect(self._show_network)
        self._show_network()

    def accept(self) -> None:
        """Close with the choices, unless a hosted game has not exactly one seat played
        here (the window of a network game has one board, one seat)."""
        players = self.players()
        if self.hosted() and players.count(HUMAN) != 1:
            QMessageBox.warning(self, self.tr("Host a network game"), self.tr(
                "In a network game you play one seat: choose Human for exactly one seat, "
                "and a remote player or the computer for the others."))
            return
        super().accept()

    # -- what was chosen -----------------------------------------------------------------

    def game(self) -> GameSpec:
        """The game chosen."""
        return self.spec

    def options(self) -> dict[str, OptionValue]:
        """The options chosen."""
        return {key: box.currentData() for key, box in self.option_boxes.items()}

    def players(self) -> list[str]:
        """Who plays each seat: ``human``, ``random``, a level name or an outside player
        (``ai:PATH``, ``py:PATH``, ``engine:COMMAND``), or ``remote``."""
        return [box.currentData() for box in self.seat_boxes]

    def hosted(self) -> bool:
        """True when a seat is left to a remote player: the game is hosted here."""
        return REMOTE in self.players()

    def player_name(self) -> str:
        """The name typed for this player of a hosted game ("": the seat's own)."""
        return " ".join(self.name.text().split())[:MAX_NAME]

    def network(self) -> tuple[str | None, int, bool]:
        """The join code (None: one is drawn), the port (0: any) of a hosted game, and
        whether spectators may watch it."""
        return self.code.text().strip() or None, self.port.value(), self.spectators.isChecked()
