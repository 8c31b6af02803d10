"""Switching the app's language at run time with Qt translators.

The ``.qm`` files are built from ``resources/translations/*.ts`` by the project's setup
(``tools/setup``) and by the package build (``setup.py``), never by hand.
"""

from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator

from qtgames.core.i18n import system_language

TRANSLATIONS = Path(__file__).parent / "translations"

_installed: list[QTranslator] = []


def resolve(choice: str) -> str:
    """``en`` or ``fr`` for a setting of ``system``, ``en`` or ``fr``."""
    return choice if choice in ("en", "fr") else system_language()


def install(lang: str) -> bool:
    """Make ``lang`` the app's language; False if its translation file is missing."""
    app = QCoreApplication.instance()
    if app is None:
        return False  # no application yet: nothing to translate
    for translator in _installed:
        app.removeTranslator(translator)
    _installed.clear()
    QLocale.setDefault(QLocale(QLocale.Language.French if lang == "fr"
                               else QLocale.Language.English))
    if lang == "en":
        return True
    found = True
    ours = QTranslator(app)
    if ours.load(str(TRANSLATIONS / f"qtgames_{lang}.qm")):
        app.installTranslator(ours)
        _installed.append(ours)
    else:
        found = False
    qt_own = QTranslator(app)  # the buttons of standard dialogs
    if qt_own.load(f"qtbase_{lang}", QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)):
        app.installTranslator(qt_own)
        _installed.append(qt_own)
    return found
