"""Every menu's entries have different Alt keys (mnemonics), in English and in French."""

import os

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtWidgets import QMenu

from qtgames.core.record import GameRecord
from qtgames.core.rng import PLAIN


def mnemonic(text: str) -> str | None:
    """The letter after a single & (None without one)."""
    index = text.replace("&&", "").find("&")
    cleaned = text.replace("&&", "")
    return cleaned[index + 1].lower() if 0 <= index < len(cleaned) - 1 else None


def menus(window) -> list[QMenu]:
    found = [action.menu() for action in window.menuBar().actions()]
    more = [action.menu() for menu in found for action in menu.actions() if action.menu()]
    return found + more


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_no_two_entries_of_a_menu_share_an_alt_key(window, lang) -> None:
    window.start_table(GameRecord(window.registry.get("duel"), {"first": "one"}, 1,
                                    ["human", "easy"], deal_key=PLAIN))
    window.language_actions[lang].trigger()
    bar = [mnemonic(action.text()) for action in window.menuBar().actions()]
    assert len(bar) == len(set(bar)), bar
    for menu in menus(window):
        keys = [mnemonic(action.text()) for action in menu.actions()
                if not action.isSeparator() and mnemonic(action.text())]
        duplicates = {key for key in keys if keys.count(key) > 1}
        assert not duplicates, (menu.title(), [a.text() for a in menu.actions()])
