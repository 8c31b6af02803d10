"""View › Board Theme (Reversi's classic green, wood and high contrast with shapes) and
View › Sounds, both remembered in the settings."""

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest
from PySide6.QtWidgets import QGraphicsRectItem

from qtgames.app import sounds as sound_module
from qtgames.app.mainwindow import MainWindow
from qtgames.app.sounds import FOLDER, KINDS, SoundPlayer
from qtgames.core.record import GameRecord
from qtgames.core.rng import PLAIN
from qtgames_reversi.scene import LOOKS, Pawn


def felt(window) -> str:
    """The colour of the board's squares (the largest plain rectangle but the frame)."""
    rects = [item for item in window.scene.items() if type(item) is QGraphicsRectItem
             and item.parentItem() is None and item.zValue() == 0]
    rects.sort(key=lambda item: item.rect().width())
    return rects[-2].brush().color().name()


@pytest.fixture(autouse=True)
def no_real_sound(monkeypatch) -> list[tuple[str, list[str]]]:
    """The programs a sound would start, recorded instead of started."""
    started: list[tuple[str, list[str]]] = []
    monkeypatch.setattr(sound_module, "_start",
                        lambda program, arguments: started.append((program, arguments)))
    return started


def test_without_qt_multimedia_the_desktop_player_plays_the_wave_file(
        qtbot, monkeypatch, no_real_sound) -> None:
    monkeypatch.setattr(sound_module, "_sound_effect_class", lambda: None)
    monkeypatch.setattr(sound_module.sys, "platform", "linux")
    monkeypatch.setattr(sound_module.shutil, "which",
                        lambda name: "/usr/bin/aplay" if name == "aplay" else None)
    player = SoundPlayer()
    assert player.available
    player.play("capture")
    assert no_real_sound == []  # off by default
    player.enabled = True
    player.play("capture")
    assert no_real_sound == [("/usr/bin/aplay", ["-q", str(FOLDER / "capture.wav")])]


def test_with_no_player_at_all_there_is_no_sound_and_no_error(qtbot, monkeypatch) -> None:
    monkeypatch.setattr(sound_module, "_sound_effect_class", lambda: None)
    monkeypatch.setattr(sound_module.sys, "platform", "linux")
    monkeypatch.setattr(sound_module.shutil, "which", lambda name: None)
    player = SoundPlayer()
    player.enabled = True
    player.play("move")
    assert not player.available and player.played == ["move"]


def reversi(window, players=("human", "human")) -> GameRecord:
    record = GameRecord(window.registry.get("reversi"), {"size": 8}, 1, list(players))
    window.start_table(record)
    return record


def test_reversi_offers_three_themes_and_each_repaints_the_board(qtbot, window) -> None:
    reversi(window)
    appearance = window.appearance
    assert list(appearance.theme_actions) == ["classic", "wood", "contrast"]
    assert appearance.menu_theme.menuAction().isVisible()
    assert felt(window) == LOOKS["classic"].board[1]
    for key in ("wood", "contrast", "classic"):
        appearance.theme_actions[key].trigger()
        assert felt(window) == LOOKS[key].board[1]
        pawn = next(item for item in window.scene.items() if isinstance(item, Pawn))
        assert pawn.brush().gradient().stops()[0][1].name() == LOOKS[key].stone(
            pawn.colour)[0]
        assert window.settings.theme("reversi") == key


def test_the_high_contrast_theme_tells_the_sides_apart_by_shape(qtbot, window) -> None:
    reversi(window)
    window.appearance.choose_theme("contrast")
    pawns = [item for item in window.scene.items() if isinstance(item, Pawn)]
    assert {pawn.colour for pawn in pawns} == {0, 1}
    for pawn in pawns:
        assert pawn.square.isVisible() == (pawn.colour == 0)
        assert pawn.ring.isVisible() == (pawn.colour == 1)
    window.appearance.choose_theme("wood")
    assert not any(pawn.square.isVisible() or pawn.ring.isVisible()
                   for pawn in window.scene.items() if isinstance(pawn, Pawn))


def test_the_theme_chosen_is_there_in_the_next_window(qtbot, window) -> None:
    reversi(window)
    window.appearance.choose_theme("wood")
    window.settings.sync()
    other = MainWindow(window.registry)
    qtbot.addWidget(other)
    other.start_table(GameRecord(other.registry.get("reversi"), {"size": 6}, 2))
    assert other.appearance.theme_actions["wood"].isChecked()
    assert felt(other) == LOOKS["wood"].board[1]
    other.driver.close()


def test_a_game_without_themes_hides_the_menu(qtbot, window) -> None:
    window.start_table(GameRecord(window.registry.get("zen"), {}, 1, deal_key=PLAIN))
    assert not window.appearance.menu_theme.menuAction().isVisible()


def test_sounds_are_off_by_default_and_follow_the_switch(qtbot, window) -> None:
    record = reversi(window)
    sounds = window.appearance.sounds
    assert not window.appearance.act_sounds.isChecked()
    window.driver.human_move(record.state.legal_moves()[0])
    assert sounds.played == []
    window.appearance.act_sounds.setChecked(True)
    assert window.settings.flag("sounds", default=False)
    window.driver.human_move(record.state.legal_moves()[0])
    assert sounds.played == ["capture"]  # every Reversi move turns pawns over
    window.start_table(GameRecord(window.registry.get("zen"), {}, 1,
                                    ["human", "human"], deal_key=PLAIN))
    window.driver.human_move(window.driver.record.state.legal_moves()[0])
    assert sounds.played[-1] == "move"


def test_the_end_of_a_game_sounds(qtbot, window) -> None:
    record = GameRecord(window.registry.get("reversi"), {"size": 6}, 1, ["human", "human"])
    while len(record.state.legal_moves()) and not record.state.is_over():
        record.play(record.state.legal_moves()[0])
        if record.cursor > 20:
            break
    window.start_table(record)
    window.appearance.act_sounds.setChecked(True)
    while not record.state.is_over():
        window.driver.human_move(record.state.legal_moves()[0])
        qtbot.waitUntil(lambda: not window.driver.thinking, timeout=5000)
    assert window.appearance.sounds.played[-1] == "end"


def test_the_sounds_are_short_bundled_wave_files() -> None:
    import wave
    for kind in KINDS:
        with wave.open(str(FOLDER / f"{kind}.wav")) as sound:
            seconds = sound.getnframes() / sound.getframerate()
            assert 0.05 < seconds < 1.0 and sound.getnchannels() == 1


def test_the_themes_are_named_in_french(qtbot, window) -> None:
    window.set_language("fr")
    reversi(window)
    names = [action.text() for action in window.appearance.theme_actions.values()]
    assert names == ["Vert classique", "Bois", "Contraste élevé (formes sur les pions)"]
    assert window.appearance.menu_theme.title() == "&Thème du plateau"
