"""Help › About names the version, every game with its version, the licence and what
qtgames is built on, in the window's language."""

import platform

import PySide6
from PySide6.QtCore import qVersion
from PySide6.QtWidgets import QMessageBox

from qtgames import __version__
from qtgames.core.i18n import pick


def shown(window, monkeypatch) -> tuple[str, str]:
    seen: list[tuple[str, str]] = []
    monkeypatch.setattr(QMessageBox, "about",
                        lambda parent, title, text: seen.append((title, text)))
    window.about()
    assert len(seen) == 1
    return seen[0]


def test_about_names_every_game_with_its_version_and_the_licence(qtbot, window,
                                                                 monkeypatch) -> None:
    title, text = shown(window, monkeypatch)
    assert title == "About qtgames"
    assert f"qtgames {__version__}" in text
    for spec in window.registry.games.values():
        assert f"<li>{pick(spec.name, 'en').replace('&', '&amp;')} {spec.version}</li>" in text
    assert "MIT licence" in text
    assert f"Python {platform.python_version()}, Qt {qVersion()} and PySide6 " \
           f"{PySide6.__version__}" in text


def test_about_is_in_french_in_a_french_window(qtbot, window, monkeypatch) -> None:
    window.set_language("fr")
    title, text = shown(window, monkeypatch)
    window.set_language("en")
    assert title == "À propos de qtgames"
    assert "Logiciel libre sous licence MIT." in text and "Les jeux" in text
    assert "Black &amp; White" in text
