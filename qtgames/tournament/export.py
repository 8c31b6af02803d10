"""A run's games in forms a person opens elsewhere: one CSV row per game
(``--export-csv``), and each game as a text file of its moves in the game's notation
(``--export-games``).

Games are listed by round, then pairing (in the tables' order), then game number. Text
from outside (names, forfeit reasons) is made printable; a CSV cell that a spreadsheet
would read as a formula (starting with ``=``, ``+``, ``-``, ``@``) is prefixed with ``'``.
"""

import csv
import io
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from qtgames.core.atomic import write_atomic
from qtgames.core.errors import BadInput
from qtgames.core.safetext import printable
from qtgames.tournament.games import Line, a_points

#: Longest text kept in one cell or header line.
CELL_LIMIT = 500
#: Moves written per line of a game's text.
MOVES_PER_LINE = 10
#: The CSV's columns.
COLUMNS = ("round", "pairing", "game", "a", "b", "first_seat", "a_points", "b_points",
           "result", "reason", "adjudicated", "forfeit", "plies", "seed", "start")


def check_csv_path(path: str) -> None:
    """A BadInput, before any game, when the CSV ``path`` cannot be written: its folder
    missing, or the path a folder."""
    target = Path(path)
    folder = target.parent if str(target.parent) else Path(".")
    if not folder.is_dir():
        raise BadInput("cannot write {path}: no such folder", path=path)
    if target.is_dir():
        raise BadInput("cannot write {path}: it is a folder", path=path)


def check_games_folder(path: str) -> Path:
    """``path`` as a folder to write games into: new (in a folder that exists) or empty
    (a BadInput otherwise)."""
    folder = Path(path)
    if folder.exists() and (not folder.is_dir() or any(folder.iterdir())):
        raise BadInput("--export-games {path}: choose a new or empty folder", path=path)
    parent = folder.parent if str(folder.parent) else Path(".")
    if not parent.is_dir():
        raise BadInput("cannot write {path}: no such folder", path=path)
    return folder


def ordered(lines: Sequence[Line], pairings: Sequence[str]) -> list[Line]:
    """``lines`` by round, pairing (in the order of ``pairings``) and game number."""
    place = {key: number for number, key in enumerate(pairings)}

    def key(line: Line) -> tuple[int, int, str, int]:
        info = line["tournament"]
        return (info.get("round", 0), place.get(info["pairing"], len(place)),
                info["pairing"], info["index"])
    return sorted(lines, key=key)


def _text(value: Any) -> str:
    return printable(str(value), CELL_LIMIT)


def _cell(value: Any) -> str:
    text = _text(value)
    return "'" + text if text[:1] in ("=", "+", "-", "@") else text


def _result(points: float) -> str:
    return {1.0: "1-0", 0.0: "0-1"}.get(points, "1/2-1/2")


def _row(line: Line) -> list[str]:
    info = line["tournament"]
    points = a_points(line)
    names = info.get("names") or info["players"]
    forfeit = info.get("forfeit")
    return [str(info.get("round", 0)), _cell(info["pairing"]), str(info["index"] + 1),
            _cell(info["a"]), _cell(info["b"]), _cell(names[0]), f"{points:g}",
            f"{1 - points:g}", _result(points), _cell(info["outcome"].get("reason", "")),
            _cell(info.get("adjudicated") or ""),
            _cell(f"{names[forfeit[0]]}: {forfeit[1]}") if forfeit else "",
            str(info.get("plies", 0)), str(line["seed"]), _cell(line.get("position", ""))]


def csv_text(lines: Sequence[Line]) -> str:
    """The CSV of ``lines`` (already in order), a header row first."""
    buffer = io.StringIO()
    writer = csv.writer(buffer, lineterminator="\n")
    writer.writerow(COLUMNS)
    writer.writerows(_row(line) for line in lines)
    return buffer.getvalue()


def game_text(line: Line) -> str:
    """One game as text: tag lines, then its moves numbered, in the game's notation."""
    info = line["tournament"]
    points = a_points(line)
    names = info.get("names") or info["players"]
    seats = ", ".join(f"{_text(seat['name'])}: {_text(name)}"
                      for seat, name in zip(line["seats"], names, strict=False))
    options = " ".join(f"{_text(key)}={_text(value)}"
                       for key, value in sorted(line.get("options", {}).items()))
    tags = [("Game", line["game"]), ("Options", options), ("Round", info.get("round", 0)),
            ("Pairing", info["pairing"]), ("Number", info["index"] + 1), ("Seats", seats),
            ("Seed", line["seed"]), ("Result", f"{info['a']} {_result(points)} {info['b']}"),
            ("Reason", info["outcome"].get("reason", ""))]
    if info.get("adjudicated"):
        tags.append(("Adjudicated", info["adjudicated"]))
    if line.get("position"):
        tags.append(("Start", line["position"]))
    if info.get("forfeit"):
        seat, reason = info["forfeit"]
        tags.append(("Forfeit", f"{names[seat]}: {reason}"))
    moves = [_text(move) for move in line.get("moves", [])]
    numbered = [f"{number}. {move}" for number, move in enumerate(moves, start=1)]
    body = [" ".join(numbered[start:start + MOVES_PER_LINE])
            for start in range(0, len(numbered), MOVES_PER_LINE)]
    head = [f'[{name} "{_text(value)}"]'.replace("\n", " ") for name, value in tags]
    return "\n".join([*head, "", *body]) + "\n"


def write_csv(lines: Sequence[Line], path: str) -> None:
    """Write the CSV of ``lines`` to ``path`` (replaced whole)."""
    _write(Path(path), csv_text(lines))


def write_games(lines: Sequence[Line], folder: Path) -> None:
    """Write each of ``lines`` to ``folder`` as ``game-00001.txt`` and on."""
    try:
        folder.mkdir(exist_ok=True)
    except OSError as error:
        raise BadInput("cannot write {path}: {reason}", path=str(folder),
                       reason=error.strerror or str(error)) from None
    width = max(5, len(str(len(lines))))
    for number, line in enumerate(lines, start=1):
        _write(folder / f"game-{number:0{width}d}.txt", game_text(line))


def _write(path: Path, text: str) -> None:
    try:
        write_atomic(path, text.encode("utf-8"))
    except OSError as error:
        raise BadInput("cannot write {path}: {reason}", path=str(path),
                       reason=error.strerror or str(error)) from None
