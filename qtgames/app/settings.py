"""The app's settings, kept in an INI file in the user settings folder (``QTGAMES_HOME``
moves it with every other user folder). A settings file that is no ordinary file (a pipe
would stop the start) or is too large is set aside first, and the defaults are used."""

import json

from PySide6.QtCore import QByteArray, QSettings

from qtgames import paths
from qtgames.core.files import read_settings_file
from qtgames.core.safetext import printable

MAX_RECENT = 8
#: Seat tokens kept for network games joined (the most recent ones).
MAX_SEAT_TOKENS = 20
#: How many recent hosts the Join dialog offers.
MAX_RECENT_HOSTS = 8
#: Longest address, join code or token kept with a seat.
MAX_SEAT_TEXT = 300


class Settings:
    """Typed access to the saved preferences."""

    def __init__(self) -> None:
        folder = paths.config_dir()
        folder.mkdir(parents=True, exist_ok=True)
        path = folder / "qtgames.ini"
        read_settings_file(path)  # sets a pipe, a device or a huge file aside
        self.store = QSettings(str(path), QSettings.Format.IniFormat)

    def _get(self, key: str, default: object, kind: type) -> object:
        return self.store.value(key, default, type=kind)

    @property
    def player_name(self) -> str:
        """The name this person gives in network games ("": none, the seat's name is
        used), as typed in the Host and Join dialogs."""
        from qtgames.net.protocol import MAX_NAME  # the start page needs no protocol

        value = self.store.value("network/name", "")
        return printable(value, MAX_NAME).strip() if isinstance(value, str) else ""

    @player_name.setter
    def player_name(self, value: str) -> None:
        from qtgames.net.protocol import MAX_NAME

        self.store.setValue("network/name", value.strip()[:MAX_NAME])

    @property
    def language(self) -> str:
        """``system``, ``en`` or ``fr``."""
        value = str(self._get("view/language", "system", str))
        return value if value in ("system", "en", "fr") else "system"

    @language.setter
    def language(self, value: str) -> None:
        self.store.setValue("view/language", value)

    @property
    def animation(self) -> str:
        """Animation speed name: ``off``, ``fast``, ``normal`` or ``slow``."""
        return str(self._get("view/animation", "normal", str))

    @animation.setter
    def animation(self, value: str) -> None:
        self.store.setValue("view/animation", value)

    def flag(self, name: str, default: bool = True) -> bool:
        """A View menu switch (``show_legal``, ``show_last``, ``show_coordinates``)."""
        return bool(self._get(f"view/{name}", default, bool))

    def set_flag(self, name: str, value: bool) -> None:
        """Remember a View menu switch."""
        self.store.setValue(f"view/{name}", value)

    def theme(self, game_id: str) -> str:
        """The board theme chosen for ``game_id`` ("": the board's usual one)."""
        return str(self._get(f"games/{game_id}/theme", "", str))

    def set_theme(self, game_id: str, theme: str) -> None:
        """Remember the board theme of ``game_id``."""
        self.store.setValue(f"games/{game_id}/theme", theme)

    @property
    def min_delay_ms(self) -> int:
        """Shortest time a computer move takes to appear."""
        value = self._get("play/min_delay_ms", 400, int)
        return max(0, value) if isinstance(value, int) else 400

    @min_delay_ms.setter
    def min_delay_ms(self, value: int) -> None:
        self.store.setValue("play/min_delay_ms", value)

    @property
    def geometry(self) -> QByteArray | None:
        """The main window's saved geometry."""
        value = self.store.value("window/geometry")
        return value if isinstance(value, QByteArray) else None

    @geometry.setter
    def geometry(self, value: QByteArray) -> None:
        self.store.setValue("window/geometry", value)

    @property
    def recent_files(self) -> list[str]:
        """Recently opened or saved games, newest first."""
        value = self.store.value("files/recent", [])
        if isinstance(value, str):
            value = [value]
        if not isinstance(value, list):
            return []
        return [str(item) for item in value][:MAX_RECENT]

    def add_recent(self, path: str) -> None:
        """Put ``path`` first in the recent files."""
        files = [path, *(item for item in self.recent_files if item != path)]
        self.store.setValue("files/recent", files[:MAX_RECENT])

    def last_game(self, game_id: str) -> tuple[list[str], dict[str, object]] | None:
        """The players and options of the last game of ``game_id`` started, if any."""
        data = self._last(game_id)
        if not isinstance(data, dict) or not isinstance(data.get("players"), list) \
                or not isinstance(data.get("options"), dict):
            return None
        return [str(player) for player in data["players"]], dict(data["options"])

    def set_last_game(self, game_id: str, players: list[str], options: dict[str, object],
                      names: list[str] | None = None) -> None:
        """Remember the players and options of a game of ``game_id`` just started (a
        network game's: with the ``names`` of the people at its seats)."""
        data: dict[str, object] = {"players": players, "options": options}
        if names is not None:
            data["names"] = names
        self.store.setValue(f"games/{game_id}/last", json.dumps(data))

    def last_names(self, game_id: str) -> list[str] | None:
        """The names of the people at the seats of the last game of ``game_id``, when it
        was played over the network (else None)."""
        data = self._last(game_id)
        names = data.get("names") if isinstance(data, dict) else None
        if not isinstance(names, list) or not names:
            return None
        from qtgames.net.protocol import MAX_NAME, MAX_SEATS  # after a network game only

        return [printable(str(name), MAX_NAME) for name in names[:MAX_SEATS]]

    def _last(self, game_id: str) -> object:
        """What was kept of the last game of ``game_id`` (None: nothing readable)."""
        value = self.store.value(f"games/{game_id}/last", "")
        try:
            return json.loads(value) if isinstance(value, str) and value else None
        except ValueError:
            return None

    def seat_tokens(self) -> dict[tuple[str, str], str]:
        """The seat token of each network game joined, by (address, join code), so that
        joining there again (after Leave, or a crash and a restart) takes the seat back."""
        value = self.store.value("network/seats", "")
        try:
            data = json.loads(value) if isinstance(value, str) and value else []
        except ValueError:
            return {}
        kept: dict[tuple[str, str], str] = {}
        for item in data[:MAX_SEAT_TOKENS] if isinstance(data, list) else []:
            if isinstance(item, list) and len(item) == 3 and all(
                    isinstance(text, str) and len(text) <= MAX_SEAT_TEXT for text in item):
                kept.setdefault((item[0], item[1]), item[2])
        return kept

    def keep_seat_token(self, address: str, code: str, token: str) -> None:
        """Remember ``token`` as the seat of the game joined at ``address`` with ``code``."""
        if max(len(address), len(code), len(token)) > MAX_SEAT_TEXT:
            return
        others = [[where, key, kept] for (where, key), kept in self.seat_tokens().items()
                  if (where, key) != (address, code)]
        self.store.setValue("network/seats", json.dumps(
            [[address, code, token], *others][:MAX_SEAT_TOKENS]))

    def recent_hosts(self) -> list[str]:
        """The addresses of the last hosts joined, the latest first."""
        value = self.store.value("network/recent_hosts", "")
        try:
            data = json.loads(value) if isinstance(value, str) and value else []
        except ValueError:
            return []
        return [item for item in data[:MAX_RECENT_HOSTS] if isinstance(item, str)
                and 0 < len(item) <= MAX_SEAT_TEXT] if isinstance(data, list) else []

    def keep_recent_host(self, address: str) -> None:
        """Put ``address`` first among the recent hosts."""
        address = address.strip()
        if not address or len(address) > MAX_SEAT_TEXT:
            return
        others = [kept for kept in self.recent_hosts() if kept != address]
        self.store.setValue("network/recent_hosts",
                            json.dumps([address, *others][:MAX_RECENT_HOSTS]))

    def sync(self) -> None:
        """Write everything to disk now."""
        self.store.sync()
