"""Switching the app's language at run time.

The app's words are in the shell's gettext catalogue (``qtgames.core.i18n``), as those of
the text version and the core: a ``CatalogueTranslator`` answers Qt's ``tr()`` from it, so
Qt's own machinery (a ``LanguageChange`` event to every window) retranslates at once. Qt's
translation of its standard dialogs' buttons (``qtbase_fr.qm``) is installed beside it.
"""

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QObject, QTranslator

from qtgames.core.i18n import N_, Translator, system_language

_installed: list[QTranslator] = []
_language = ["en"]
#: Labels of Qt's own file dialog that Qt's French catalogue leaves in English: the shell's
#: catalogue has them, and answers when Qt's does not.
QT_GAPS = (N_("&Look in:"), N_("Files of &type:"))


class CatalogueTranslator(QTranslator):
    """A Qt translator that reads the shell's gettext catalogue in one language: a
    message said in a window's context (``QCoreApplication.translate("Window", text)``)
    as that context's entry when the catalogue has one, else as the message alone."""

    def __init__(self, words: Translator, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.words = words

    def translate(self, context: str, source: str, disambiguation: str | None = None,
                  n: int = -1) -> str:
        """``source`` in this translator's language, or as it is when the catalogue does
        not have it (Qt's own translator, installed after, is asked before this one)."""
        return self.words.text(source, context)

    def isEmpty(self) -> bool:
        """Never empty: Qt skips an empty translator."""
        return False


def resolve(choice: str) -> str:
    """``en`` or ``fr`` for a setting of ``system``, ``en`` or ``fr``."""
    return choice if choice in ("en", "fr") else system_language()


def current() -> str:
    """The app's language, as last installed (English before any)."""
    return _language[0]


def install(lang: str) -> bool:
    """Make ``lang`` the app's language; False if its catalogue is missing."""
    app = QCoreApplication.instance()
    if app is None:
        return False  # no application yet: nothing to translate
    _language[0] = lang
    for translator in _installed:
        app.removeTranslator(translator)
    _installed.clear()
    QLocale.setDefault(QLocale(QLocale.Language.French if lang == "fr"
                               else QLocale.Language.English))
    if lang == "en":
        return True
    words = Translator(lang)
    ours = CatalogueTranslator(words, app)
    app.installTranslator(ours)
    _installed.append(ours)
    qt_own = QTranslator(app)  # the buttons of standard dialogs: asked first
    if qt_own.load(f"qtbase_{lang}", QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)):
        app.installTranslator(qt_own)
        _installed.append(qt_own)
    return words.has_catalogue()
