"""The New Game dialog: who plays each seat (a person, the computer at a level, or a file or
program that plays), and the game's own options."""

from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGroupBox,
    QVBoxLayout,
    QWidget,
)

from qtgames.app.outsidechoice import OutsidePlayerChoice
from qtgames.core.game import GameSpec
from qtgames.core.i18n import Translator, pick
from qtgames.core.messages import MESSAGES
from qtgames.core.options import OptionValue
from qtgames.core.record import HUMAN
from qtgames.session import player_choices, player_title


class NewGameDialog(QDialog):
    """Seats and options for a new game of ``spec``."""

    def __init__(self, spec: GameSpec, lang: str, parent: QWidget | None = None,
                 players: list[str] | None = None,
                 options: dict[str, OptionValue] | None = None,
                 seats_only: bool = False) -> None:
        super().__init__(parent)
        self.spec = spec
        self.lang = lang
        title = self.tr("Players: %1") if seats_only else self.tr("New game: %1")
        self.setWindowTitle(title.replace("%1", pick(spec.name, lang)))
        layout = QVBoxLayout(self)
        self.option_boxes: dict[str, QComboBox] = {}
        options = spec.resolve_options(options or {})
        option_group = QGroupBox(self.tr("Options"))
        option_form = QFormLayout(option_group)
        for option in spec.options:
            box = QComboBox()
            for choice in option.choices:
                label = option.choice_labels.get(choice)
                box.addItem(pick(label, lang) if label else str(choice), choice)
            box.setCurrentIndex(option.choices.index(options[option.key]))
            box.currentIndexChanged.connect(self._rebuild_seats)
            option_form.addRow(pick(option.label, lang), box)
            self.option_boxes[option.key] = box
        self.seat_group = QGroupBox(self.tr("Players"))
        self.seat_form = QFormLayout(self.seat_group)
        self.seat_boxes: list[QComboBox] = []
        self.outside = OutsidePlayerChoice(spec, Translator(lang, MESSAGES), self)
        layout.addWidget(self.seat_group)
        if spec.options and not seats_only:
            layout.addWidget(option_group)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                   | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self._rebuild_seats(players=players)

    def options(self) -> dict[str, OptionValue]:
        """The options chosen."""
        return {key: box.currentData() for key, box in self.option_boxes.items()}

    def players(self) -> list[str]:
        """Who plays each seat: ``human``, ``random``, a level name or an outside player
        (``ai:PATH``, ``py:PATH``, ``engine:COMMAND``)."""
        return [box.currentData() for box in self.seat_boxes]

    def _rebuild_seats(self, *_: object, players: list[str] | None = None) -> None:
        previous = players or self.players()
        while self.seat_form.rowCount():
            self.seat_form.removeRow(0)
        self.seat_boxes = []
        seats = self.spec.seats_for(self.spec.resolve_options(self.options()))
        words = Translator(self.lang, MESSAGES)
        for index, seat in enumerate(seats):
            box = QComboBox()
            for player in player_choices(self.spec):
                box.addItem(player_title(self.spec, player, words), player)
            wanted = previous[index] if index < len(previous) else (
                HUMAN if index == 0 else self.spec.levels[len(self.spec.levels) // 2].name)
            self.outside.add_entries(box, wanted)
            found = box.findData(wanted)
            box.setCurrentIndex(max(found, 0))
            self.outside.remember(box)
            self.seat_form.addRow(self.spec.seat_label(seat, self.lang), box)
            self.seat_boxes.append(box)
