"""``qtgames text`` before the first move: the game, the players, the options, or a saved
game to load; then ``TextGame`` plays it."""

import argparse
import contextlib
import re
import sys
from typing import TextIO

from qtgames.cli.common import check_player, game, registry, translator
from qtgames.cli.heldplayers import held_lines
from qtgames.cli.textgame import GIVE_UP, TextGame
from qtgames.cli.yesno import EndOfInput, ask_yes_no
from qtgames.core import saves
from qtgames.core.errors import BadInput, QtGamesError
from qtgames.core.game import GameSpec
from qtgames.core.i18n import Translator, pick
from qtgames.core.playernames import split_players
from qtgames.core.record import HUMAN, GameRecord
from qtgames.players import is_outside, with_seconds
from qtgames.table import Table
from qtgames.table.autosave import claim_to_continue, saved_in_a_file
from qtgames.table.choices import player_choices, player_label


def choose_game(game_id: str | None, tr: Translator, out: TextIO, inp: TextIO) -> GameSpec:
    """The game named on the command line, the only one there is, or the one the player
    picks from a numbered list (on a terminal)."""
    if game_id:
        return game(game_id)
    games = list(registry().games.values())
    if len(games) == 1:
        return games[0]
    if not games:
        raise BadInput("no game found (see 'qtgames list')")
    if not inp.isatty():
        raise BadInput("name a game: {games}", games=", ".join(spec.id for spec in games))
    for number, spec in enumerate(games, start=1):
        print(f"  {number}. {pick(spec.name, tr.lang)} ({spec.id})", file=out)
    while True:
        out.write(tr("Which game? "))
        out.flush()
        answer = inp.readline()
        if not answer:
            raise BadInput("no game chosen")
        answer = answer.strip()
        if re.fullmatch(r"[0-9]{1,9}", answer) and 1 <= int(answer) <= len(games):
            return games[int(answer) - 1]
        for spec in games:
            if answer.lower() == spec.id:
                return spec
        print("! " + tr("type a number from 1 to {count}", count=len(games)), file=out)


def player_names(spec: GameSpec, tr: Translator) -> dict[str, str]:
    """Every way to name a player (its id, or its label in the player's language) → its
    id; for each player, its label comes last."""
    names: dict[str, str] = {}
    for player in player_choices(spec):
        names[player] = player
        names[player_label(spec, player, tr).lower()] = player
    return names


def choose_players(spec: GameSpec, seat_names: tuple[str, ...], given: str | None,
                   tr: Translator, out: TextIO, inp: TextIO,
                   move_time: float | None = None) -> list[str]:
    """Who plays each seat: from ``--players``, asked seat by seat on a terminal, or
    people at every seat. An outside player (``ai:FILE``...) gets ``move_time`` seconds a
    move unless its name says."""
    allowed = list(player_choices(spec))
    names = player_names(spec, tr)
    if given is not None:
        players = split_players(given)
        if len(players) != len(seat_names):
            raise BadInput("--players needs {count} names, one per seat ({seats})",
                           count=len(seat_names), seats=", ".join(seat_names))
        for name in players:
            if not is_outside(name) and name.lower() not in names:
                raise BadInput("unknown player {name!r} (choose from {allowed})", name=name,
                               allowed=", ".join([*allowed, "ai:FILE", "py:FILE",
                                                  "engine:COMMAND"]))
        return [_outside(spec, name, move_time) if is_outside(name) else names[name.lower()]
                for name in players]
    if not inp.isatty():
        return [HUMAN] * len(seat_names)
    shown = "/".join(next(label for label, name in reversed(names.items()) if name == player)
                     for player in allowed)
    players = []
    for seat in seat_names:
        while True:
            out.write(tr("Who plays {seat}? ({choices}) [{default}] ",
                         seat=spec.seat_label(seat, tr.lang), choices=shown,
                         default=tr(HUMAN)))
            out.flush()
            answer = inp.readline()
            if not answer:
                raise BadInput("no players chosen")
            answer = answer.strip() or HUMAN
            if is_outside(answer):
                try:
                    players.append(_outside(spec, answer, move_time))
                    break
                except BadInput as error:
                    print("! " + tr.error(error), file=out)
                    continue
            if answer.lower() in names:
                players.append(names[answer.lower()])
                break
            print("! " + tr("{answer!r} is not one of {allowed}", answer=answer,
                            allowed=shown.replace("/", ", ")), file=out)
    return players


def _outside(spec: GameSpec, name: str, move_time: float | None) -> str:
    """The outside player ``name``, checked, with ``move_time`` if it names no time."""
    check_player(spec, name)
    return with_seconds(name, move_time)


def check_takeover(record: GameRecord, players: list[str], reveal: bool) -> None:
    """A BadInput when ``players`` give a person a seat the computer played in a saved game
    with hidden cards that people play, unless ``reveal``: that person would see the cards
    the computer hid from the other player. (A seat an outside player was held back from
    on loading counts as the computer's.)"""
    spec = record.spec
    saved = record.players_with_held()
    if reveal or not spec.hidden_information or HUMAN not in saved:
        return
    for seat, was, player in zip(record.seats, saved, players, strict=True):
        if player == HUMAN and was != HUMAN:
            raise BadInput("{seat} was played by the computer: a person taking it over sees "
                           "its hidden cards (add --reveal to do so)",
                           seat=spec.seat_label(seat.name, translator(spec).lang))


def autosaved_game(out: TextIO, inp: TextIO) -> GameRecord | None:
    """The autosaved game in progress, if there is one and the player, asked on a terminal,
    chooses to continue it (as the app's start page offers Continue): the free autosave
    written last, never one another running program holds. ``EndOfInput`` at the end of
    the input: the game stays kept."""
    if not inp.isatty():
        return None
    path = claim_to_continue()
    if path is None or not path.is_file():
        return None
    tr = translator()
    try:
        record = saves.load(path, registry().get)
    except QtGamesError as error:
        print("! " + tr("The game in progress cannot be continued: {error}",
                        error=tr.error(error)), file=out)
        return None
    except Exception as error:  # noqa: BLE001 - a plugin failing on replay: start anyway
        print("! " + tr("The game in progress cannot be continued: {error}",
                        error=f"{type(error).__name__}: {error}"), file=out)
        return None
    if record.state.is_over():
        return None
    tr = translator(record.spec)
    saved = saved_in_a_file(path)
    game = pick(record.spec.name, tr.lang)
    if ask_yes_no(tr, tr("Continue the game in progress: {game}, move {move}? [Y/n] ",
                         game=game, move=record.cursor), True, out, inp):
        return record
    # A new game's first move takes the autosave's place: its moves would be lost.
    if saved or ask_yes_no(tr, tr(GIVE_UP, game=game), False, out, inp):
        with contextlib.suppress(OSError):
            path.unlink()
        return None
    print("! " + tr("The game in progress goes on: type save FILE to keep it in a file."),
          file=out)
    return record


def apply_players(record: GameRecord, given: str | None, reveal: bool, out: TextIO,
                  inp: TextIO, move_time: float | None = None, path: str = "") -> None:
    """Give the seats of a game opened from the file ``path`` to the ``--players`` given,
    if any; else say, for each outside player the file named, that a person plays its seat
    and how to play it again."""
    spec = record.spec
    if given:
        players = choose_players(spec, spec.seats_for(record.options), given,
                                 translator(spec), out, inp, move_time)
        check_takeover(record, players, reveal)
        for seat, player in enumerate(players):
            record.set_player(seat, player)
        return
    for line in held_lines(record, translator(spec), ("qtgames", "text"), path,
                           record.players_with_held()):
        print("! " + line, file=out, flush=True)


def continued_table(args: argparse.Namespace, out: TextIO, inp: TextIO) -> Table | None:
    """The autosaved game in progress when no game, file, option nor seed is given and the
    player chooses to continue it; else None."""
    if args.load or args.game or args.option or args.seed is not None:
        return None
    record = autosaved_game(out, inp)
    path = claim_to_continue()
    if record is None or path is None:
        return None
    apply_players(record, args.players, args.reveal, out, inp, args.move_time, str(path))
    return Table(record, saved=saved_in_a_file(path))


def setup_table(args: argparse.Namespace, out: TextIO, inp: TextIO) -> Table:
    """The game the command line asks for: loaded from ``--load``, or a new one."""
    if args.load:
        if args.game or args.option or args.seed is not None:
            raise BadInput("--load takes the game, options and seed from the file")
        record = saves.load(args.load, registry().get)
        apply_players(record, args.players, args.reveal, out, inp, args.move_time, args.load)
        return Table(record, saved=True)
    spec = choose_game(args.game, translator(), out, inp)
    options = spec.options_from_args(args.option)
    players = choose_players(spec, spec.seats_for(options), args.players, translator(spec),
                             out, inp, args.move_time)
    return Table(GameRecord(spec, options, args.seed, players))


def run_text(args: argparse.Namespace) -> int:
    """Entry point of ``qtgames text``."""
    out, inp = sys.stdout, sys.stdin
    if hasattr(inp, "reconfigure"):
        inp.reconfigure(errors="replace")  # a stray byte is a bad move, not a crash
    try:
        table = continued_table(args, out, inp)
    except EndOfInput:  # asked whether to continue: nothing chosen, the game stays kept
        tr = translator()
        print(tr("Goodbye."), file=out)
        print(tr("The game in progress is kept: run qtgames text to continue it."), file=out)
        return 0
    continued = table is not None
    if table is None:
        table = setup_table(args, out, inp)
    with contextlib.suppress(ImportError):
        import readline  # noqa: F401 - line editing and history at the prompt
    game = TextGame(table, out, inp)
    game.autosaved = continued  # the autosave file holds this game
    return game.run()
