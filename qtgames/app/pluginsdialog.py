"""Help › Plugins: every plugin found, where from, its games or its error; disable one."""

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from qtgames.core.i18n import Translator
from qtgames.core.safetext import printable
from qtgames.plugins import GameRegistry, disabled_plugins, set_plugin_disabled, source_text


class PluginsDialog(QDialog):
    """A table of plugins with a check box to enable or disable each (at the next start)."""

    def __init__(self, registry: GameRegistry, parent: QWidget | None = None,
                 messages: Translator | None = None) -> None:
        super().__init__(parent)
        messages = messages or Translator("en")
        self.setWindowTitle(self.tr("Plugins"))
        self.resize(760, 320)
        layout = QVBoxLayout(self)
        self.table = QTableWidget(len(registry.plugins), 4)
        self.table.setHorizontalHeaderLabels(
            [self.tr("Enabled"), self.tr("Plugin"), self.tr("Source"), self.tr("Games or error")])
        self.table.horizontalHeader().setSectionResizeMode(3, QHeaderView.ResizeMode.Stretch)
        self.table.verticalHeader().setVisible(False)
        disabled = disabled_plugins()
        for row, info in enumerate(registry.plugins):
            check = QTableWidgetItem()
            check.setFlags(Qt.ItemFlag.ItemIsUserCheckable | Qt.ItemFlag.ItemIsEnabled)
            check.setCheckState(Qt.CheckState.Unchecked if info.name in disabled
                                else Qt.CheckState.Checked)
            check.setData(Qt.ItemDataRole.UserRole, info.name)
            self.table.setItem(row, 0, check)
            self.table.setItem(row, 1, QTableWidgetItem(printable(info.name)))
            self.table.setItem(row, 2, QTableWidgetItem(printable(source_text(info.source,
                                                                              messages))))
            if info.error:  # printable and cut: a plugin's message may hold anything
                error = (printable(messages.error(info.problem)) if info.problem is not None
                         else info.error)
                detail = self.tr("Failed: %1").replace("%1", error)
            elif info.disabled:
                detail = self.tr("Disabled")
            else:
                detail = ", ".join(info.games)
            self.table.setItem(row, 3, QTableWidgetItem(detail))
        self.table.resizeColumnsToContents()
        self.table.itemChanged.connect(self._toggled)
        layout.addWidget(self.table)
        if registry.safe_mode:
            layout.addWidget(QLabel(self.tr(
                "Safe mode: user plugins (drop-ins and entry points) are not loaded.")))
        note = QLabel(self.tr("Changes take effect the next time qtgames starts."))
        layout.addWidget(note)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)

    def _toggled(self, item: QTableWidgetItem) -> None:
        name = item.data(Qt.ItemDataRole.UserRole)
        if name:
            set_plugin_disabled(name, item.checkState() == Qt.CheckState.Unchecked)
