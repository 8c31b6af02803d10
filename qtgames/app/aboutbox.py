"""Help › About: the version, the games and their versions, the licence and what qtgames
is built on."""

import html
import platform
from functools import partial

import PySide6
from PySide6.QtCore import QCoreApplication, qVersion

from qtgames import __version__
from qtgames.core.i18n import pick
from qtgames.plugins import GameRegistry

_escape = partial(html.escape, quote=False)


def about_text(registry: GameRegistry, lang: str) -> str:
    """The About box's rich text, in the window's language."""
    translate = QCoreApplication.translate
    games = sorted(registry.games.values(), key=lambda spec: pick(spec.name, lang).casefold())
    rows = "".join(f"<li>{_escape(pick(spec.name, lang))} {_escape(spec.version)}</li>"
                   for spec in games)
    summary = translate("AboutBox", "Board games to play against a friend, the computer or "
                                    "over the network, with a review of every game and "
                                    "tournaments of computer players.")
    built = translate("AboutBox", "Built with Python %1, Qt %2 and PySide6 %3.").replace(
        "%1", platform.python_version()).replace("%2", qVersion()).replace(
        "%3", PySide6.__version__)
    paragraphs = [summary, translate("AboutBox", "Free software under the MIT licence."),
                  built, translate("AboutBox", "The user manual (Help › User Manual, F1) "
                                               "explains every game and feature.")]
    heading = translate("AboutBox", "The games")
    return (f"<h3>qtgames {_escape(__version__)}</h3>"
            f"<p>{_escape(paragraphs[0])}</p>"
            f"<p><b>{_escape(heading)}</b></p><ul>{rows}</ul>"
            + "".join(f"<p>{_escape(text)}</p>" for text in paragraphs[1:]))
