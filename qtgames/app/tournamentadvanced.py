"""The tournament form's Advanced section: the time control, the cap on a game's moves,
adjudication by the players' scores, openings, the ratings' model and the exports.

What is typed here has the command line's forms (``40/60+0.5``, ``score=300 moves=4``) and
is checked by the same Qt-free code (``qtgames.tournament.choices``): a mistake is said in
the command line's words, once, and starts nothing.
"""

from collections.abc import Mapping, Sequence
from dataclasses import replace
from typing import Any

from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDoubleSpinBox,
    QFileDialog,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QWidget,
)

from qtgames.core.errors import BadInput
from qtgames.core.validate import is_int
from qtgames.tournament import choices
from qtgames.tournament.ratings import MAX_RATING
from qtgames.tournament.runner import TournamentConfig

#: The openings' choices: the game's own, none, a file's.
OWN, NONE, FILE = "own", "none", "file"


def path_row(edit: QLineEdit, button: QPushButton) -> QHBoxLayout:
    """A file's or folder's line: where it is typed, and the button that chooses it."""
    row = QHBoxLayout()
    row.addWidget(edit, 1)
    row.addWidget(button)
    return row


class TournamentAdvanced(QWidget):
    """The Advanced choices; ``apply`` puts them into a configuration."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        form = QFormLayout(self)
        form.setContentsMargins(0, 0, 0, 0)
        self.tc_edit = QLineEdit()
        self.max_moves_spin = QSpinBox()
        low, high = choices.RANGES["max_moves"]
        self.max_moves_spin.setRange(int(low) - 1, int(high))  # the lowest: the game's own
        self.resign_edit = QLineEdit()
        self.draw_edit = QLineEdit()
        self.openings_box = QComboBox()
        for name in (OWN, NONE, FILE):
            self.openings_box.addItem(name, name)
        self.openings_box.currentIndexChanged.connect(self._openings_changed)
        self.openings_edit = QLineEdit()
        self.openings_button = QPushButton("…")
        self.openings_button.clicked.connect(self._choose_openings)
        #: The openings of a results file being resumed (its header holds the lines).
        self.resumed_openings: tuple[str, ...] = ()
        self.anchor_box = QComboBox()
        self.anchor_box.currentIndexChanged.connect(self._anchor_changed)
        self.anchor_spin = QDoubleSpinBox()
        self.anchor_spin.setRange(-MAX_RATING, MAX_RATING)
        self.anchor_spin.setDecimals(0)
        self.offset_spin = QDoubleSpinBox()
        self.offset_spin.setRange(*choices.RANGES["offset"])
        self.offset_spin.setDecimals(0)
        self.prior_spin = QDoubleSpinBox()
        self.prior_spin.setRange(*choices.RANGES["prior"])
        self.prior_spin.setDecimals(1)
        self.first_move_check = QCheckBox()
        self.csv_edit = QLineEdit()
        self.csv_button = QPushButton("…")
        self.csv_button.clicked.connect(self._choose_csv)
        self.games_edit = QLineEdit()
        self.games_button = QPushButton("…")
        self.games_button.clicked.connect(self._choose_games)
        anchor_row = QHBoxLayout()
        anchor_row.addWidget(self.anchor_box, 1)
        anchor_row.addWidget(self.anchor_spin)
        self.labels = [QLabel() for _ in range(12)]
        fields: list[Any] = [
            self.tc_edit, self.max_moves_spin, self.resign_edit, self.draw_edit,
            self.openings_box, path_row(self.openings_edit, self.openings_button),
            anchor_row, self.offset_spin, self.prior_spin, self.first_move_check,
            path_row(self.csv_edit, self.csv_button),
            path_row(self.games_edit, self.games_button)]
        for label, field in zip(self.labels, fields, strict=True):
            form.addRow(label, field)
        self.set_players([])
        self._openings_changed()

    def translate_ui(self) -> None:
        """Set every text in the window's language."""
        for label, text in zip(self.labels, (
                self.tr("Time control:"), self.tr("Most moves:"), self.tr("Resign:"),
                self.tr("Draw:"), self.tr("Openings:"), self.tr("Openings file:"),
                self.tr("Anchor:"), self.tr("Average rating:"), self.tr("Prior draws:"),
                self.tr("First move:"), self.tr("Results as CSV:"),
                self.tr("Games as text:")), strict=True):
            label.setText(text)
        self.tc_edit.setPlaceholderText(self.tr("none (as 40/60+0.5 or 60+1)"))
        self.tc_edit.setToolTip(self.tr(
            "SECONDS for every MOVES moves (for the whole game when MOVES/ is left out), "
            "plus INCREMENT a move: a player whose clock runs out loses on time."))
        self.max_moves_spin.setSpecialValueText(self.tr("the game's own"))
        self.max_moves_spin.setToolTip(self.tr(
            "Stop a game after this many moves and score it as the game's rules score a "
            "game cut short."))
        for edit, rule in ((self.resign_edit, self.tr(
                "one side's score at or below -S and the other's at or above S: the first "
                "loses")), (self.draw_edit, self.tr("both scores within S of 0: a draw"))):
            edit.setPlaceholderText(self.tr("none (as score=300 moves=4)"))
            edit.setToolTip(self.tr("End a game when both sides' scores over their last N "
                                    "moves were so: %1.").replace("%1", rule))
        names = {OWN: self.tr("the game's own"), NONE: self.tr("none: every game from the "
                                                                "start"),
                 FILE: self.tr("from a file")}
        for index in range(self.openings_box.count()):
            self.openings_box.setItemText(index, names[self.openings_box.itemData(index)])
        self.openings_edit.setToolTip(self.tr(
            "One opening a line: a position in the game's notation, or 'moves:' and moves "
            "from the start; each played twice, sides swapped."))
        self.anchor_box.setItemText(0, self.tr("none: the ratings average as below"))
        self.prior_spin.setSpecialValueText(self.tr("none (maximum likelihood)"))
        self.prior_spin.setToolTip(self.tr(
            "Virtual draws between each pair of players who met, pulling their ratings "
            "together."))
        self.first_move_check.setText(self.tr("fit the first seat's advantage"))
        self.csv_edit.setPlaceholderText(self.tr("not written"))
        self.games_edit.setPlaceholderText(self.tr("not written (a new or empty folder)"))

    # -- the players, for the anchor ----------------------------------------------------------

    def set_players(self, names: Sequence[str], labels: Mapping[str, str] | None = None
                    ) -> None:
        """Offer ``names`` (shown as ``labels`` says) as the anchor, keeping the one chosen
        when it is still there."""
        chosen = self.anchor_box.currentData()
        self.anchor_box.blockSignals(True)
        self.anchor_box.clear()
        self.anchor_box.addItem(self.tr("none: the ratings average as below"), None)
        for name in names:
            self.anchor_box.addItem((labels or {}).get(name, name), name)
        index = self.anchor_box.findData(chosen) if chosen is not None else 0
        self.anchor_box.setCurrentIndex(max(index, 0))
        self.anchor_box.blockSignals(False)
        self._anchor_changed()

    def _anchor_changed(self) -> None:
        anchored = self.anchor_box.currentData() is not None
        self.anchor_spin.setEnabled(anchored)
        self.offset_spin.setEnabled(not anchored)

    # -- files ----------------------------------------------------------------------------

    def _openings_changed(self) -> None:
        from_file = self.openings_box.currentData() == FILE
        self.openings_edit.setEnabled(from_file)
        self.openings_button.setEnabled(from_file)

    def _choose_openings(self) -> None:
        path, _ = QFileDialog.getOpenFileName(self, self.tr("Openings file"), "",
                                              self.tr("Openings (*.txt);;All files (*)"))
        if path:
            self.openings_edit.setText(path)

    def _choose_csv(self) -> None:
        path, _ = QFileDialog.getSaveFileName(self, self.tr("Results as CSV"), "",
                                              self.tr("CSV files (*.csv)"))
        if path:
            self.csv_edit.setText(path)

    def _choose_games(self) -> None:
        path = QFileDialog.getExistingDirectory(self, self.tr("Games as text"))
        if path:
            self.games_edit.setText(path)

    # -- the configuration --------------------------------------------------------------------

    def apply(self, config: TournamentConfig) -> TournamentConfig:
        """``config`` with the Advanced choices; a BadInput (the command line's) for the
        first one that is wrong."""
        mode = self.openings_box.currentData()
        path = self.openings_edit.text().strip()
        if mode == FILE and not path and self.resumed_openings:
            openings, book = self.resumed_openings, True
        elif mode == FILE and not path:  # said, never taken as the game's own openings
            raise BadInput("Openings from a file: choose the file (Openings file), or "
                           "another choice of Openings")
        else:
            openings, book = choices.openings(path if mode == FILE else None,
                                              none=mode == NONE)
        anchor = self.anchor_box.currentData()
        cap = self.max_moves_spin.value()
        return replace(
            config, openings=openings, book=book,
            time_control=choices.time_control(self.tc_edit.text().strip() or None),
            max_moves=choices.max_moves(None if cap < choices.RANGES["max_moves"][0]
                                        else cap),
            adjudication=choices.adjudication(self.resign_edit.text().split(),
                                              self.draw_edit.text().split()),
            rating=choices.rating_model(
                f"{anchor}={self.anchor_spin.value():g}" if anchor is not None else None,
                0.0 if anchor is not None else self.offset_spin.value(),
                self.prior_spin.value() or None, self.first_move_check.isChecked()))

    def exports(self) -> choices.Exports:
        """Where the games go when the run ends, besides the results file."""
        return choices.Exports(self.csv_edit.text().strip() or None,
                               self.games_edit.text().strip() or None)

    def show_config(self, config: Mapping[str, Any]) -> None:
        """Fill the section from a results file's header ``config`` (what decides the
        games: the time control, the cap, adjudication and openings)."""
        self.tc_edit.setText(str(config.get("time_control") or ""))
        cap = config.get("max_moves")
        self.max_moves_spin.setValue(cap if is_int(cap) else self.max_moves_spin.minimum())
        self.resign_edit.setText(str(config.get("resign") or ""))
        self.draw_edit.setText(str(config.get("draw") or ""))
        lines = config.get("openings") or []
        self.resumed_openings = tuple(str(line) for line in lines)
        mode = FILE if lines else OWN if config.get("book", True) else NONE
        self.openings_box.setCurrentIndex(self.openings_box.findData(mode))
        self.openings_edit.clear()
