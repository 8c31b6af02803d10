"""The manual's example plugin, Nim, played in the window: its scene turns clicks into moves."""

from PySide6.QtCore import QPointF, Qt

from qtgames.core.record import GameRecord


def test_nim_is_played_with_the_mouse(nim_home, monkeypatch, qtbot):
    monkeypatch.setenv("QTGAMES_HOME", str(nim_home))
    from qtgames.app.mainwindow import MainWindow
    from qtgames.plugins import load_games

    window = MainWindow(load_games())
    qtbot.addWidget(window)
    window.show()
    record = GameRecord(window.registry.get("nim"), {"matches": 11}, 1, ["human", "human"])
    window.start_table(record)
    scene = window.scene
    assert len(scene.matches) == 11
    third_from_the_end = scene.matches[8].rect().center()
    view = window.board
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton,
                     pos=view.mapFromScene(QPointF(third_from_the_end)))
    assert record.moves == ["3"]
    assert len(window.scene.matches) == 8
    window.driver.close()
