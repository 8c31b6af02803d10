"""Starting a network game in the app: hosting one chosen in the New Game dialog (a seat
left to a remote player), announced on the local network, or joining a host. Each gives a
``NetworkGame`` that the main window shows (``networkplay``)."""

from collections.abc import Callable
from typing import Any

from PySide6.QtWidgets import QMessageBox, QWidget

from qtgames.app.networkgame import NetworkGame
from qtgames.app.networkloop import NetworkLoop
from qtgames.app.newgame import NewGameDialog
from qtgames.core.errors import QtGamesError
from qtgames.core.game import GameSpec
from qtgames.core.i18n import N_
from qtgames.core.record import HUMAN, GameRecord
from qtgames.net import DEFAULT_PORT, REMOTE
from qtgames.net.addresses import check_code, local_address, parse_address
from qtgames.net.codes import MIN_CODE_LENGTH, WEAK_CODE, new_code, weak_code
from qtgames.net.discovery import Announcement
from qtgames.net.words import texts
from qtgames.plugins import GameRegistry


def host_game(registry: GameRegistry, spec: GameSpec, players: list[str], lang: str,
              name: str, code: str | None = None, port: int = DEFAULT_PORT,
              options: dict[str, Any] | None = None, spectators: bool = True,
              announce: bool = True,
              failed: Callable[[str], None] | None = None) -> NetworkGame:
    """Host a game of ``spec`` where this app plays the one ``human`` seat of ``players``
    (with none, it watches as a spectator does: a computer seat's hand stays hidden),
    and each other seat is ``remote`` (open to a player who joins) or played by the
    computer here (``spectators``: whether others may watch); ``announce`` it on the local
    network (``failed`` hears, from another thread, why it could not be). A BadInput when
    the code or the port cannot be used."""
    seat = players.index(HUMAN) if HUMAN in players else None
    record = GameRecord(spec, options or {}, None,
                        [HUMAN if player == REMOTE else player for player in players])
    code = check_code(code) if code else new_code()
    loop = NetworkLoop()
    try:
        game = NetworkGame.hosting(loop, registry, record, code, seat,
                                   [player == REMOTE for player in players], name, port,
                                   spectators)
    except Exception:
        loop.stop()
        raise
    words = texts(lang)
    address = local_address()
    game.banner = words("Others join with: qtgames join {address}:{port} --code {code}",
                        address=address, port=game.port, code=code)
    if weak_code(code):
        game.banner += "\n" + words(WEAK_CODE, code=code, length=MIN_CODE_LENGTH)
    if announce:
        game.announcement = Announcement(spec.id, game.port, name, address,
                                         failed or (lambda problem: None))
    return game


def join_game(registry: GameRegistry, address: str, code: str, name: str,
              spectator: bool = False, token: str | None = None) -> NetworkGame:
    """Join the host at ``address`` (``HOST[:PORT]``), taking back the seat of ``token``
    if given; a BadInput in one line when the address is wrong or the host cannot be
    reached."""
    host, port = parse_address(address)
    loop = NetworkLoop()
    try:
        game = NetworkGame.joining(loop, registry, host, port, check_code(code), name,
                                   spectator, token)
    except Exception:
        loop.stop()
        raise
    game.joined = (address, code)
    return game


def host_chosen_game(parent: QWidget, registry: GameRegistry, lang: str, name: str,
                     dialog: NewGameDialog,
                     failed: Callable[[str], None] | None = None) -> NetworkGame | None:
    """Host the game chosen in the New Game ``dialog`` (None, after saying why, when the
    code or the port cannot be used)."""
    code, port, spectators = dialog.network()
    try:
        return host_game(registry, dialog.game(), dialog.players(), lang, name, code, port,
                         dialog.options(), spectators, failed=failed)
    except QtGamesError as error:
        QMessageBox.warning(parent, texts(lang)(N_("Host a Network Game")),
                            texts(lang).error(error))
        return None
