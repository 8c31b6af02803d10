"""Help › Rules of This Game fits the screen: long rules scroll, the OK button stays in
reach."""

import pytest
from PySide6.QtWidgets import QDialogButtonBox

from qtgames.core.record import GameRecord


@pytest.mark.parametrize("game", ["zen", "chifoumi"])
def test_long_rules_scroll_inside_the_screen(qtbot, window, game: str) -> None:
    window.start_table(GameRecord(window.registry.get(game), {}, 1))
    window.menus.act_rules.trigger()
    dialog = window.rules_dialog
    assert dialog is not None and dialog.isVisible()
    qtbot.waitExposed(dialog)
    screen = window.screen().availableGeometry()
    assert dialog.frameGeometry().height() <= screen.height()
    assert dialog.browser.verticalScrollBar().maximum() > 0      # longer than the window
    ok = dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Ok)
    assert ok.isVisible() and dialog.rect().contains(ok.geometry().center())
    ok.click()
    assert not dialog.isVisible()
