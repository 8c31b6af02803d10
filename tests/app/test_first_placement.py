"""The main window's first size and place fit the screen it meets, down to 1024 × 600."""

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from qtgames.app.mainwindow import MainWindow
from qtgames.app.placement import FRAME, PREFERRED, first_size
from qtgames.plugins import load_games


def test_the_preferred_size_on_a_large_screen_and_less_on_small_ones():
    assert first_size(1920, 1050) == PREFERRED
    assert first_size(1366, 768) == (1000, 768 - FRAME[1])
    assert first_size(1024, 600) == (1000, 600 - FRAME[1])
    assert first_size(800, 560) == (800 - FRAME[0], 560 - FRAME[1])


def test_the_first_window_fits_the_free_area_of_its_screen(qtbot):
    window = MainWindow(load_games())
    qtbot.addWidget(window)
    window.show()
    area = window.screen().availableGeometry()
    assert area.width() < PREFERRED[0]  # the offscreen screen is narrower than preferred
    assert area.contains(window.geometry())
    assert window.width() == area.width() - FRAME[0]
    assert window.minimumSizeHint().height() <= 600 - FRAME[1]
