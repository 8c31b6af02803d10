"""The tournament window's tables: standings, ratings with their intervals, the crosstable,
and the list of games (finished ones with their result, the one being played with its
moves so far)."""

from typing import Any

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHeaderView,
    QTableWidget,
    QTableWidgetItem,
    QTabWidget,
    QWidget,
)

from qtgames.app import language
from qtgames.app.tournamentrun import Snapshot
from qtgames.core.i18n import Translator
from qtgames.tournament.games import GameJob, Line, a_points

#: Wider intervals than this (in Elo) say only that too few games were played.
MEANINGFUL_MARGIN = 1000


def score_text(points: float) -> str:
    """``1``, ``½``, ``0``, ``2½``: points as a crosstable writes them."""
    whole, half = int(points), points - int(points) >= 0.5
    if half:
        return f"{whole}½" if whole else "½"
    return str(whole)


def _table(columns: int, stretched: int | None = None) -> QTableWidget:
    """A read-only table whose columns take their contents' width; column ``stretched``
    takes the room left."""
    table = QTableWidget(0, columns)
    table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
    table.verticalHeader().setVisible(False)
    table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
    if stretched is not None:
        table.horizontalHeader().setSectionResizeMode(stretched, QHeaderView.ResizeMode.Stretch)
    return table


def set_headers(table: QTableWidget, headers: list[tuple[str, str]]) -> None:
    """Name ``table``'s columns: each a short title and the tooltip that explains it
    (empty: none)."""
    for column, (title, tip) in enumerate(headers):
        item = QTableWidgetItem(title)
        item.setToolTip(tip)
        table.setHorizontalHeaderItem(column, item)


def _cell(text: str, align_right: bool = False) -> QTableWidgetItem:
    item = QTableWidgetItem(text)
    if align_right:
        item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
    return item


class TournamentTables(QTabWidget):
    """Standings, ratings, crosstable and games, redrawn from each ``Snapshot``."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.standings = _table(5, stretched=1)
        # The names take their width, the last column the room left: the figures show
        # whole and no scroll bar comes at the window's size.
        self.ratings = _table(5, stretched=4)
        self.crosstable = _table(1)
        self.games = _table(6, stretched=5)
        self.games.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        for table in (self.standings, self.ratings, self.crosstable, self.games):
            self.addTab(table, "")
        #: Writes the tables' numbers in the window's language.
        self.words = Translator("en")
        #: Player names as the tables show them.
        self.labels: dict[str, str] = {}
        self._rows: dict[tuple[str, int], int] = {}
        #: The game each row of the games list shows, and the lines of the finished ones.
        self._keys: list[tuple[str, int]] = []
        self._lines: dict[tuple[str, int], Line] = {}

    def translate_ui(self) -> None:
        """Set every text in the window's language."""
        self.words = Translator(language.current())
        for index, text in enumerate((self.tr("Standings"), self.tr("Ratings"),
                                      self.tr("Crosstable"), self.tr("Games"))):
            self.setTabText(index, text)
        self.standings.setHorizontalHeaderLabels(
            [self.tr("Rank"), self.tr("Player"), self.tr("Points"), self.tr("Games"),
             self.tr("Score")])
        set_headers(self.ratings, [
            (self.tr("Player"), ""), (self.tr("Elo"), ""),
            (self.tr("95% interval"), self.tr("The Elo rating lies in this interval with a "
                                              "95% chance")),
            (self.tr("Games"), ""),
            (self.tr("LOS"), self.tr("Likelihood of superiority: the chance that this "
                                     "player is stronger than the next one in the table"))])
        self.ratings.setToolTip(self.tr("Maximum-likelihood Elo ratings over all games, "
                                        "with their 95% interval; LOS: likelihood of "
                                        "superiority over the next player."))
        self.games.setHorizontalHeaderLabels(
            [self.tr("Round"), self.tr("Pairing"),
             QCoreApplication.translate("TournamentTables", "Game"),  # a game, not a kind
             self.tr("Result"), self.tr("Moves"), self.tr("Forfeit")])
        self.games.setToolTip(self.tr("Double-click a finished game to open it in the main "
                                      "window, a game being played to watch it."))

    def reset(self, labels: dict[str, str]) -> None:
        """Empty tables for a tournament of the players ``labels`` names (in order)."""
        self.labels = dict(labels)
        for table in (self.standings, self.ratings, self.games):
            table.setRowCount(0)
        self.crosstable.setRowCount(0)
        self.crosstable.setColumnCount(0)
        self._rows, self._keys, self._lines = {}, [], {}

    def name(self, player: str) -> str:
        """How the tables show ``player``."""
        return self.labels.get(player, player)

    # -- the tables ------------------------------------------------------------------------

    def show_snapshot(self, snapshot: Snapshot) -> None:
        """Redraw the tables from ``snapshot`` and add its games."""
        self._fill_standings(snapshot.standings)
        self._fill_ratings(snapshot)
        self._fill_crosstable(snapshot.crosstable)
        for line in snapshot.lines:
            self.add_finished(line)

    def _fill_standings(self, standings: list[dict[str, Any]]) -> None:
        self.standings.setRowCount(len(standings))
        for row, entry in enumerate(standings):
            cells = [_cell(str(entry["place"]), True), _cell(self.name(entry["player"])),
                     _cell(self.words.number(entry["points"], None), True),
                     _cell(str(entry["games"]), True),
                     _cell(self.words.percent(entry["score"], 1), True)]
            for column, item in enumerate(cells):
                self.standings.setItem(row, column, item)

    def _fill_ratings(self, snapshot: Snapshot) -> None:
        self.ratings.setRowCount(len(snapshot.ratings))
        for row, rating in enumerate(snapshot.ratings):
            low, high = rating.elo - rating.margin, rating.elo + rating.margin
            los = "" if rating.los_next is None else self.words.percent(rating.los_next, 1)
            interval = (f"±{rating.margin:.0f}  ({low:+.0f} … {high:+.0f})"
                        if rating.margin <= MEANINGFUL_MARGIN else self.tr("± ∞ (too few games)"))
            cells = [_cell(self.name(rating.player)), _cell(f"{round(rating.elo) + 0:+d}", True),
                     _cell(interval, True),
                     _cell(str(rating.games), True), _cell(los, True)]
            for column, item in enumerate(cells):
                self.ratings.setItem(row, column, item)

    def _fill_crosstable(self, crosstable: dict[str, dict[str, list[float]]]) -> None:
        players = list(self.labels)
        self.crosstable.setRowCount(len(players))
        self.crosstable.setColumnCount(len(players))
        self.crosstable.setHorizontalHeaderLabels([str(n) for n in range(1, len(players) + 1)])
        self.crosstable.verticalHeader().setVisible(True)
        self.crosstable.setVerticalHeaderLabels(
            [f"{n}. {self.name(player)}" for n, player in enumerate(players, start=1)])
        for row, player in enumerate(players):
            for column, other in enumerate(players):
                if other == player:
                    text = "×"
                else:
                    points, games = crosstable.get(player, {}).get(other, [0.0, 0])
                    text = f"{score_text(points)}/{int(games)}" if games else "–"
                item = _cell(text)
                item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                self.crosstable.setItem(row, column, item)

    # -- the games -------------------------------------------------------------------------

    def _row(self, key: tuple[str, int], round_number: int, a: str, b: str) -> int:
        row = self._rows.get(key)
        if row is None:
            row = self.games.rowCount()
            self.games.insertRow(row)
            self._rows[key] = row
            self._keys.append(key)
            cells = [_cell(str(round_number + 1), True), _cell(f"{self.name(a)} – {self.name(b)}"),
                     _cell(str(key[1] + 1), True), _cell(""), _cell("", True), _cell("")]
            for column, item in enumerate(cells):
                self.games.setItem(row, column, item)
        return row

    def _set(self, row: int, column: int, text: str) -> None:
        item = self.games.item(row, column)
        if item is not None:
            item.setText(text)

    def show_moves(self, job: GameJob, moves: tuple[str, ...]) -> None:
        """The game ``job`` is being played: ``moves`` so far."""
        row = self._row(job.key, job.round, job.a, job.b)
        if self.line_at(row) is not None:
            return
        self._set(row, 3, self.tr("playing…"))
        self._set(row, 4, str(len(moves)))
        self.games.scrollTo(self.games.model().index(row, 0))

    def add_finished(self, line: Line) -> None:
        """The game of ``line`` is over: its result, and the line to open it."""
        info = line["tournament"]
        key = (info["pairing"], info["index"])
        row = self._row(key, info.get("round", 0), info["a"], info["b"])
        points = a_points(line)
        self._set(row, 3, f"{score_text(points)} – {score_text(1 - points)}")
        self._set(row, 4, str(info.get("plies", len(line["moves"]))))
        forfeit = info.get("forfeit")
        if forfeit:
            seat, reason = forfeit
            names = info.get("names") or []
            who = names[seat] if isinstance(seat, int) and 0 <= seat < len(names) else seat
            self._set(row, 5, f"{who}: {reason}")
        self._lines[key] = line

    def line_at(self, row: int) -> Line | None:
        """The results line of the game at ``row`` (None while it is played)."""
        key = self.key_at(row)
        return self._lines.get(key) if key is not None else None

    def key_at(self, row: int) -> tuple[str, int] | None:
        """Which game the row ``row`` shows."""
        return self._keys[row] if 0 <= row < len(self._keys) else None

    def row_of(self, key: tuple[str, int]) -> int | None:
        """The row of the game ``key``, if listed."""
        return self._rows.get(key)
