"""The tournament window's form: the game and its options, the players, the format, games
per pairing, parallel games, the seed and the results file, and an Advanced section
(``tournamentadvanced``), turned into a ``TournamentConfig``."""

import time
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

from PySide6.QtCore import QRegularExpression, Qt
from PySide6.QtGui import QRegularExpressionValidator
from PySide6.QtWidgets import (
    QComboBox,
    QFileDialog,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QSpinBox,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from qtgames import paths
from qtgames.app.outsidechoice import FROM_FILE, FROM_PROGRAM, OutsidePlayerChoice
from qtgames.app.tournamentadvanced import TournamentAdvanced, path_row
from qtgames.app.wheelguard import WheelGuard
from qtgames.core.errors import BadInput
from qtgames.core.game import GameSpec
from qtgames.core.i18n import Translator, pick
from qtgames.core.options import OptionValue
from qtgames.core.rng import MAX_SEED, check_seed
from qtgames.players import is_outside, outside_label
from qtgames.plugins import GameRegistry
from qtgames.table.choices import player_label, player_title
from qtgames.tournament import choices
from qtgames.tournament.choices import Exports
from qtgames.tournament.executors import default_jobs
from qtgames.tournament.formats import FORMATS
from qtgames.tournament.runner import TournamentConfig

#: Results files made by the window, in the app's data folder.
RESULTS_FOLDER = "tournaments"


def default_results(game_id: str) -> Path:
    """A new results file for a tournament of ``game_id``, in the app's data folder."""
    stamp = time.strftime("%Y%m%d-%H%M%S")
    folder = paths.data_dir() / RESULTS_FOLDER
    path, number = folder / f"{game_id}-{stamp}.jsonl", 1
    while path.exists():
        number += 1
        path = folder / f"{game_id}-{stamp}-{number}.jsonl"
    return path


class TournamentSetup(QWidget):
    """The choices of a tournament; ``config()`` turns them into its configuration."""

    def __init__(self, registry: GameRegistry, lang: str, parent: QWidget | None = None
                 ) -> None:
        super().__init__(parent)
        self.registry = registry
        self.lang = lang
        self.words = Translator(lang)
        #: In the scrolling form, the wheel scrolls unless a choice was clicked first.
        self.wheel_guard = WheelGuard(self)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.game_group = QGroupBox()
        game_form = QFormLayout(self.game_group)
        self.game_box = QComboBox()
        for spec in registry.games.values():
            self.game_box.addItem(pick(spec.name, lang), spec.id)
        self.game_box.currentIndexChanged.connect(self._game_changed)
        self.game_label = QLabel()
        game_form.addRow(self.game_label, self.game_box)
        self.options_form = QFormLayout()
        game_form.addRow(self.options_form)
        self.option_boxes: dict[str, QComboBox] = {}
        layout.addWidget(self.game_group)

        self.player_group = QGroupBox()
        players = QVBoxLayout(self.player_group)
        self.player_list = QListWidget()
        self.player_list.setMinimumHeight(90)
        players.addWidget(self.player_list)
        row = QHBoxLayout()
        self.add_box = QComboBox()
        self.add_button = QPushButton()
        self.add_button.clicked.connect(self.add_chosen)
        self.remove_button = QPushButton()
        self.remove_button.clicked.connect(self.remove_selected)
        row.addWidget(self.add_box, 1)
        row.addWidget(self.add_button)
        row.addWidget(self.remove_button)
        players.addLayout(row)
        layout.addWidget(self.player_group)

        self.run_group = QGroupBox()
        run_form = QFormLayout(self.run_group)
        self.format_box = QComboBox()
        for name in FORMATS:
            self.format_box.addItem(name, name)
        self.format_box.currentIndexChanged.connect(self._format_changed)
        self.rounds_spin = QSpinBox()
        self.rounds_spin.setRange(0, 99)
        self.games_spin = QSpinBox()
        self.games_spin.setRange(1, 1000)
        self.games_spin.setValue(2)
        self.jobs_spin = QSpinBox()
        self.jobs_spin.setRange(1, 64)
        self.jobs_spin.setValue(default_jobs())
        # Any seed a run may record (64 bits: beyond a spin box); empty draws one at random.
        self.seed_edit = QLineEdit()
        self.seed_edit.setValidator(QRegularExpressionValidator(
            QRegularExpression(rf"\d{{0,{len(str(MAX_SEED))}}}"), self.seed_edit))
        self.results_edit = QLineEdit()
        self.results_button = QPushButton("…")
        self.results_button.clicked.connect(self._choose_results)
        results_row = path_row(self.results_edit, self.results_button)
        self.run_labels = [QLabel() for _ in range(6)]
        for label, field in zip(self.run_labels, (self.format_box, self.rounds_spin,
                                                  self.games_spin, self.jobs_spin,
                                                  self.seed_edit), strict=False):
            run_form.addRow(label, field)
        run_form.addRow(self.run_labels[-1], results_row)
        layout.addWidget(self.run_group)
        self.advanced_button = QToolButton()
        self.advanced_button.setCheckable(True)
        self.advanced_button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        self.advanced_button.setArrowType(Qt.ArrowType.RightArrow)
        self.advanced_button.toggled.connect(self._show_advanced)
        layout.addWidget(self.advanced_button)
        self.advanced = TournamentAdvanced()
        self.advanced.setVisible(False)
        layout.addWidget(self.advanced)
        model = self.player_list.model()
        for signal in (model.rowsInserted, model.rowsRemoved, model.modelReset):
            signal.connect(self._players_changed)
        layout.addStretch(1)
        self.outside: OutsidePlayerChoice | None = None
        #: The results file the form made up last (a new one is made for the next run).
        self.made_up: str | None = None
        self._game_changed()
        self._format_changed()
        self.wheel_guard.guard_all(self)

    def translate_ui(self) -> None:
        """Set every text in the window's language."""
        self.game_group.setTitle(self.tr("Game"))
        self.game_label.setText(self.tr("Game:"))
        self.player_group.setTitle(self.tr("Players"))
        self.add_button.setText(self.tr("&Add"))
        self.remove_button.setText(self.tr("&Remove"))
        self.run_group.setTitle(self.tr("Tournament"))
        names = {"round-robin": self.tr("Round-robin"), "gauntlet": self.tr("Gauntlet"),
                 "knockout": self.tr("Knock-out"), "swiss": self.tr("Swiss")}
        for index in range(self.format_box.count()):
            name = self.format_box.itemData(index)
            self.format_box.setItemText(index, names.get(name, name))
        self.rounds_spin.setSpecialValueText(self.tr("automatic"))
        for label, text in zip(self.run_labels, (
                self.tr("Format:"), self.tr("Swiss rounds:"), self.tr("Games per pairing:"),
                self.tr("Parallel games:"), self.tr("Seed:"), self.tr("Results file:")),
                strict=True):
            label.setText(text)
        self.results_edit.setPlaceholderText(self.tr("in the app's data folder"))
        self.seed_edit.setPlaceholderText(self.tr("drawn at random"))
        self.player_list.setToolTip(self.tr("The first player is the gauntlet's challenger "
                                            "and the first seed of a knock-out."))
        self.advanced_button.setText(self.tr("Advanced"))
        self.advanced.translate_ui()
        self._players_changed()

    def set_language(self, lang: str) -> None:
        """Name the games and players in ``lang`` from now on."""
        self.lang = lang
        self.words = Translator(lang)
        for index in range(self.game_box.count()):
            spec = self.registry.get(self.game_box.itemData(index))
            self.game_box.setItemText(index, pick(spec.name, lang))

    # -- the game --------------------------------------------------------------------------

    @property
    def spec(self) -> GameSpec:
        """The game chosen."""
        return self.registry.get(self.game_box.currentData())

    def _game_changed(self) -> None:
        spec = self.spec
        while self.options_form.rowCount():
            self.options_form.removeRow(0)
        self.option_boxes = {}
        for option in (option for option in spec.options if not option.text_only):
            box = QComboBox()
            for choice in option.choices:
                box.addItem(option.choice_text(choice, self.lang), choice)
            box.setCurrentIndex(option.choices.index(option.default))
            self.options_form.addRow(pick(option.label, self.lang), box)
            self.option_boxes[option.key] = box
            self.wheel_guard.guard(box)
        self.player_list.clear()
        self.add_box.clear()
        if self.outside is not None:
            self.outside.deleteLater()
        self.outside = OutsidePlayerChoice(spec, self.words, self)
        for player in ("random", *(level.name for level in spec.levels)):
            self.add_box.addItem(player_title(spec, player, self.words), player)
        self.outside.add_entries(self.add_box, "random")
        self.outside.remember(self.add_box)
        for player in ("random", *(level.name for level in spec.levels)):
            self.add_player(player)

    def options(self) -> dict[str, OptionValue]:
        """The game's options chosen."""
        return {key: box.currentData() for key, box in self.option_boxes.items()}

    def set_options(self, options: Mapping[str, OptionValue]) -> None:
        """Choose ``options`` (values not offered are left as they are)."""
        for key, value in options.items():
            box = self.option_boxes.get(key)
            if box is not None and box.findData(value) >= 0:
                box.setCurrentIndex(box.findData(value))

    # -- the players -----------------------------------------------------------------------

    def add_player(self, player: str) -> None:
        """Add ``player`` to the list (a level, ``random`` or an outside player)."""
        label = (self.words("Computer: {level}", level=outside_label(player))
                 if is_outside(player) else player_title(self.spec, player, self.words))
        item = QListWidgetItem(label)
        item.setData(Qt.ItemDataRole.UserRole, player)
        item.setToolTip(player)
        self.player_list.addItem(item)

    def add_chosen(self) -> None:
        """Add the player the list beside the Add button shows."""
        player = self.add_box.currentData()
        if player not in (None, FROM_FILE, FROM_PROGRAM):
            self.add_player(player)

    def remove_selected(self) -> None:
        """Remove the players selected."""
        for item in self.player_list.selectedItems():
            self.player_list.takeItem(self.player_list.row(item))

    def set_players(self, players: list[str]) -> None:
        """Make ``players`` the list."""
        self.player_list.clear()
        for player in players:
            self.add_player(player)

    def entries(self) -> list[str]:
        """The players in the list, in order (a player may be there twice)."""
        return [self.player_list.item(row).data(Qt.ItemDataRole.UserRole)
                for row in range(self.player_list.count())]

    def names(self) -> tuple[list[str], dict[str, str]]:
        """The players' names in the run, in order, a player listed twice under a second
        name ("easy (2)"), and those second names: {name: player}."""
        return choices.player_names(self.entries())

    def _players_changed(self) -> None:
        names, aliases = self.names()
        self.advanced.set_players(names, self._labels(self.spec, names, aliases))

    # -- the run ---------------------------------------------------------------------------

    def _show_advanced(self, shown: bool) -> None:
        self.advanced.setVisible(shown)
        self.advanced_button.setArrowType(Qt.ArrowType.DownArrow if shown
                                          else Qt.ArrowType.RightArrow)

    def _format_changed(self) -> None:
        self.rounds_spin.setEnabled(self.format_box.currentData() == "swiss")

    def _choose_results(self) -> None:
        folder = paths.data_dir() / RESULTS_FOLDER
        folder.mkdir(parents=True, exist_ok=True)
        path, _ = QFileDialog.getSaveFileName(
            self, self.tr("Results file"), str(default_results(self.spec.id)),
            self.tr("Tournament results (*.jsonl)"))
        if path:
            self.results_edit.setText(path)

    def config(self, resume: bool = False) -> TournamentConfig:
        """The tournament chosen; a player listed twice plays under a second name
        ("easy (2)"). A results file is made up in the data folder when none is given."""
        fmt = self.format_box.currentData()
        names, aliases = self.names()
        if len(names) < 2:
            raise BadInput("a {format} tournament needs at least {count} different players",
                           format=fmt, count=2)
        results = self.results_edit.text().strip()
        if not results or (results == self.made_up and not resume and Path(results).exists()):
            path = default_results(self.spec.id)
            path.parent.mkdir(parents=True, exist_ok=True)
            results = self.made_up = str(path)
            self.results_edit.setText(results)
        rounds = self.rounds_spin.value() if fmt == "swiss" and self.rounds_spin.value() else None
        return self.advanced.apply(TournamentConfig(
            game=self.spec.id, players=tuple(names), format=fmt, games=self.games_spin.value(),
            seed=self.seed(), options=self.options(), rounds=rounds,
            jobs=self.jobs_spin.value(), results=results, resume=resume, aliases=aliases))

    def exports(self) -> Exports:
        """Where the run's games go when it ends, besides its results file."""
        return self.advanced.exports()

    def seed(self) -> int | None:
        """The seed typed (at most ``MAX_SEED``), or None: the run draws one at random."""
        text = self.seed_edit.text().strip()
        return check_seed(int(text)) if text else None

    def labels(self, config: TournamentConfig) -> dict[str, str]:
        """How the tables name each player of ``config``: "Easy", "Easy (2)", "ia.py"."""
        return self._labels(self.registry.get(config.game), config.players, config.aliases)

    def _labels(self, spec: GameSpec, names: Sequence[str], aliases: Mapping[str, str]
                ) -> dict[str, str]:
        labels = {}
        for name in names:
            player = aliases.get(name, name)
            suffix = name[len(player):] if name.startswith(player) else ""
            label = (self.words("Random") if player == "random"
                     else player_label(spec, player, self.words))
            labels[name] = label + suffix
        return labels

    def show_config(self, config: dict[str, Any], path: str) -> None:
        """Fill the form from a results file's header ``config`` (to resume ``path``)."""
        self.registry.get(str(config.get("game")))  # an unknown game is said as such
        self.game_box.setCurrentIndex(self.game_box.findData(config.get("game")))
        self._game_changed()
        self.set_options(config.get("options") or {})
        aliases = config.get("aliases") or {}
        self.set_players([aliases.get(name, name) for name in config.get("players", [])])
        index = self.format_box.findData(config.get("format"))
        self.format_box.setCurrentIndex(max(index, 0))
        # Held to each box's range: a value beyond it then differs from the form, and
        # resuming says which setting differs instead of failing.
        for spin, value in ((self.games_spin, config.get("games", 2)),
                            (self.rounds_spin, config.get("rounds") or 0)):
            spin.setValue(max(spin.minimum(), min(spin.maximum(), int(value))))
        seed = config.get("seed")
        self.seed_edit.setText(str(seed) if isinstance(seed, int) and 0 <= seed <= MAX_SEED
                               else "")
        self.results_edit.setText(path)
        self.advanced.show_config(config)

    def set_running(self, running: bool) -> None:
        """Lock the choices while a tournament runs."""
        for group in (self.game_group, self.player_group, self.run_group, self.advanced):
            group.setEnabled(not running)
