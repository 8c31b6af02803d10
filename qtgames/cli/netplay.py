"""``qtgames host`` and ``qtgames join``: network play in the terminal.

``host`` runs the authoritative game (``qtgames.net.host``) on a TCP port and plays its own
seats in this process (a person at this terminal, or the computer); ``join`` connects to a
host and plays one seat, as a person or as the computer at a level, or watches. Both show
the game with the text version's board and commands (``netgame``).
"""

import argparse
import asyncio
import contextlib
import signal
import sys
import threading
from collections.abc import Awaitable, Callable
from typing import TYPE_CHECKING, TextIO

from qtgames.cli.common import check_player, registry
from qtgames.cli.common import game as find_game
from qtgames.cli.heldplayers import held_lines
from qtgames.cli.netgame import NetTextUI, net_translator
from qtgames.core import saves
from qtgames.core.errors import BadInput, QtGamesError
from qtgames.core.game import GameSpec
from qtgames.core.i18n import N_, Translator, pick
from qtgames.core.playernames import split_players
from qtgames.core.record import HUMAN, GameRecord
from qtgames.core.rng import derive_seed, new_seed
from qtgames.net import REMOTE
from qtgames.net.addresses import (
    announced_address,
    check_code,
    join_address,
    parse_address,
)
from qtgames.net.client import ClientGame
from qtgames.net.codes import MIN_CODE_LENGTH, WEAK_CODE, new_code, weak_code
from qtgames.net.host import MUTED, HostGame, saved_seats
from qtgames.net.retry import join_retrying
from qtgames.net.transport import ClientRunner, HostServer, Link, connect
from qtgames.players import is_outside
from qtgames.players.kept import kept_running
from qtgames.players.names import check as check_outside

if TYPE_CHECKING:
    from qtgames.net.discovery import Announcement

def read_lines(ui: NetTextUI, inp: TextIO) -> None:
    """Hand each line typed to ``ui`` on the event loop, from a thread that waits for them."""
    loop = asyncio.get_running_loop()

    def run() -> None:
        try:
            for line in iter(inp.readline, ""):
                loop.call_soon_threadsafe(ui.command, line)
        except (OSError, ValueError, RuntimeError):
            pass
        with contextlib.suppress(RuntimeError):  # the loop is already closed
            loop.call_soon_threadsafe(ui.end_of_input)

    threading.Thread(target=run, daemon=True, name="stdin").start()


# -- host ----------------------------------------------------------------------------------

def host_players(given: str | None, spec: GameSpec, seats: int) -> list[str]:
    """Who plays each seat: ``human`` (here), ``remote``, the computer (``random``, a
    level) or an outside player (``py:FILE``, ``engine:COMMAND``...) whose file or program
    is there; by default a person here and the other seats open to remote players."""
    if given is None:
        return [HUMAN] + [REMOTE] * (seats - 1)
    players = split_players(given)
    if len(players) != seats:
        raise BadInput("--players needs {count} names, one per seat ({seats})",
                       count=seats, seats=seats)
    allowed = (HUMAN, REMOTE, *spec.player_names())
    for index, name in enumerate(players):
        if is_outside(name):
            check_player(spec, name)
            continue
        players[index] = name = name.lower()
        if name not in allowed:
            raise BadInput("unknown player {name!r} (choose from {allowed})", name=name,
                           allowed=", ".join((*allowed, "ai:FILE", "py:FILE",
                                              "engine:COMMAND")))
    if players.count(HUMAN) > 1:
        raise BadInput("one person at most plays at the host; the others join")
    return players


def host_code(given: str | None) -> str:
    """The join code ``--code`` gives, checked; a new random one without ``--code``. An
    empty ``--code ""`` is refused (a script's empty variable would otherwise get a code
    nobody knows)."""
    if given is None:
        return new_code()
    if not given.strip():
        raise BadInput("--code is empty: give a join code, or leave --code out for a new "
                       "random one")
    return check_code(given)


def host_game(args: argparse.Namespace, out: TextIO | None = None) -> HostGame:
    """The game ``qtgames host`` serves: new, or a saved one (which seats are open kept)."""
    if args.load:
        return _hosted_again(args, out or sys.stdout)
    if not args.game:
        raise BadInput("name a game: {games}", games=", ".join(sorted(registry().games)))
    spec = find_game(args.game)
    options = spec.options_from_args(args.option)
    players = host_players(args.players, spec, len(spec.seats_for(options)))
    record = GameRecord(spec, options, args.seed,
                        [HUMAN if name == REMOTE else name for name in players])
    code = host_code(args.code)
    return HostGame(record, code, [name == REMOTE for name in players],
                    not args.no_spectators)


def _hosted_again(args: argparse.Namespace, out: TextIO) -> HostGame:
    """A saved game hosted again, with a new join code (unless ``--code``) and new seat
    tokens: the file holds neither. An outside player the file names does not start: its
    seat is a person's (here if nobody else plays here, else one who joins), said in one
    line with the command that plays it again."""
    if args.game or args.option or args.seed is not None:
        raise BadInput("--load takes the game, options and seed from the file")
    record = saves.load(args.load, registry().get)
    seats = len(record.seats)
    saved = saved_seats(args.load, seats)
    if args.players:
        players = host_players(args.players, record.spec, seats)
        for seat, name in enumerate(players):
            record.set_player(seat, HUMAN if name == REMOTE else name)
        remote = [name == REMOTE for name in players]
    else:
        remote = list(saved.remote) if saved is not None else [False] + [True] * (seats - 1)
        held = {each.seat for each in record.held}
        again = [REMOTE if remote[seat] and seat not in held else player
                 for seat, player in enumerate(record.players_with_held())]
        for line in held_lines(record, net_translator(record.spec), ("qtgames", "host"),
                               args.load, again):
            print("! " + line, file=out, flush=True)
        here = [seat for seat in range(seats) if not remote[seat]
                and record.seats[seat].is_human]
        for seat in here[1:]:  # one person at most plays at the host: the others join
            remote[seat] = True
    code = host_code(args.code)
    game = HostGame(record, code, remote, not args.no_spectators)
    if saved is not None:  # the names of the seats played here (the others are open)
        game.names = [None if remote[seat] else name for seat, name in enumerate(saved.names)]
    return game


def run_host(args: argparse.Namespace) -> int:
    """Entry point of ``qtgames host``."""
    from qtgames.cli.netseries import ABSENT_FORFEIT, SeriesRecord, check_series, referee

    if not 0 <= args.port <= 65535:
        raise BadInput("--port must be between 0 and 65535, not {port}", port=args.port)
    rules = referee(args)  # refused before anything starts
    game = host_game(args)
    check_series(game, args.games, args.results)
    if rules is not None:
        if not all(game.remote):  # the host's own seats are shown no clock
            raise BadInput("--tc, --max-moves, --resign and --draw are for games between "
                           "players who join: --players remote,remote")
        game.judge(rules)
    series = (SeriesRecord(game, args.games, args.results)
              if args.games > 1 or args.results else None)
    if series is not None:
        game.absent_forfeit = (ABSENT_FORFEIT if args.absent_forfeit is None
                               else args.absent_forfeit)
    elif args.absent_forfeit is not None:
        raise BadInput("--absent-forfeit is for a series of games (--games N)")
    try:
        return asyncio.run(_host(args, game, sys.stdout, sys.stdin))
    finally:  # however the host stops (Ctrl-C, SIGTERM): the series' games are counted
        if series is not None:
            series.close()
            series.print_summary(sys.stdout, net_translator(game.spec))


async def _host(args: argparse.Namespace, game: HostGame, out: TextIO, inp: TextIO) -> int:
    server = HostServer(game, heartbeat=args.heartbeat, timeout=args.timeout)
    port = await server.start(args.bind, args.port)
    spec = game.spec
    tr = net_translator(spec)
    print(tr("Hosting {game} on port {port}, join code {code}.",
             game=pick(spec.name, tr.lang), port=port, code=game.code), file=out, flush=True)
    print(tr("Others join with: qtgames join {address}:{port} --code {code}",
             address=join_address(args.bind), port=port, code=game.code), file=out,
          flush=True)
    if weak_code(game.code):
        print(tr(WEAK_CODE, code=game.code, length=MIN_CODE_LENGTH), file=out, flush=True)
    announcement = _announce(args, spec.id, port, out)
    human: NetTextUI | None = None
    tasks = []
    clients: list[ClientGame] = []
    local = [seat for seat in range(len(game.remote)) if not game.remote[seat]]
    person_here = any(game.record.seats[seat].is_human for seat in local)
    if not person_here and game.spectator_view_possible:
        # The screen shows what a spectator sees: a computer seat's hand stays hidden.
        print(tr(HOST_WATCHES), file=out, flush=True)
        clients.append(watcher := ClientGame(registry().get, "", game.code,
                                             spectator=True))
        watching = NetTextUI(watcher, out)
        watching.runner = ClientRunner(watcher, _local_opener(server), watching,
                                       timeout=float("inf"))
        tasks.append(asyncio.create_task(watching.runner.run()))
    for seat in local:
        player = game.record.seats[seat]
        is_human = player.is_human
        # A computer seat is named for its level, as in the app; the person here by name.
        name = (args.name or game.names[seat] or "") if is_human else player.player
        client = ClientGame(registry().get, name, game.code, token=game.tokens[seat])
        clients.append(client)
        ui = NetTextUI(client, out, computer_name=None if is_human else player.player,
                       quiet=not is_human, save=game.save,
                       seed=derive_seed(game.record.seed, "net", seat))
        runner = ClientRunner(client, _local_opener(server), ui, timeout=float("inf"))
        ui.runner = runner
        tasks.append(asyncio.create_task(runner.run()))
        if is_human:
            human = ui
            ui.welcomed = lambda ui=ui: read_lines(ui, inp)
    game.on_muted = _tell_muted(tr, out, human)
    game.on_abandoned = server.changed.set
    stopped = asyncio.Event()
    with contextlib.suppress(NotImplementedError, RuntimeError, ValueError):  # not Windows
        asyncio.get_running_loop().add_signal_handler(signal.SIGTERM, stopped.set)
    try:
        if human is not None:
            await _first(human.done.wait(), stopped.wait())
        elif await _first(_until_finished(server, game), stopped.wait()):
            await _results_read(clients)
    finally:
        if args.save:
            try:
                game.save(args.save)
            except QtGamesError as problem:
                print("! " + tr.error(problem), file=out, flush=True)
        await server.close()
        if announcement is not None:
            announcement.close()
        for task in tasks:
            task.cancel()
    return TERMINATED if stopped.is_set() else 0


#: What the host's screen says when nobody plays there: it shows the public view.
HOST_WATCHES = N_("Nobody plays here: this screen watches the game as a spectator does.")

#: The exit code of a host stopped by SIGTERM (as a shell reports it).
TERMINATED = 128 + signal.SIGTERM


async def _first(wanted: Awaitable[object], stop: Awaitable[object]) -> bool:
    """Wait for ``wanted`` or ``stop``, whichever comes first; True when ``wanted`` did
    (the other is cancelled)."""
    done_first = asyncio.ensure_future(wanted)
    stopping = asyncio.ensure_future(stop)
    try:
        await asyncio.wait({done_first, stopping}, return_when=asyncio.FIRST_COMPLETED)
    finally:
        for task in (done_first, stopping):
            task.cancel()
    return done_first.done() and not done_first.cancelled()


def _tell_muted(tr: Translator, out: TextIO,
                human: NetTextUI | None) -> Callable[[str, int], None]:
    """What shows at the host who was muted for sending chat too fast."""
    def muted(player: str, seconds: int) -> None:
        line = tr(MUTED, player=player, seconds=seconds)
        if human is not None:
            human.say(human.style(line, "yellow"))
        else:
            print(line, file=out, flush=True)
    return muted


def _local_opener(server: HostServer) -> Callable[[], "asyncio.Future[Link]"]:
    def opener() -> "asyncio.Future[Link]":
        future: asyncio.Future[Link] = asyncio.get_running_loop().create_future()
        future.set_result(server.local_link())
        return future
    return opener


#: The longest wait for this program's own seats to read the result before it stops.
RESULT_SECONDS = 5.0


async def _results_read(clients: list[ClientGame]) -> None:
    """Wait (a little at most) until this program's own seats have read the result, so that
    the end of the game is printed before the host stops."""
    deadline = asyncio.get_running_loop().time() + RESULT_SECONDS
    while any(client.result is None for client in clients) \
            and asyncio.get_running_loop().time() < deadline:
        await asyncio.sleep(0.01)
    await asyncio.sleep(0.01)  # the seat that read it last prints it


async def _until_finished(server: HostServer, game: HostGame) -> None:
    """Wait until the game is over and no remote player is connected any more."""
    while True:
        await server.changed.wait()
        server.changed.clear()
        remote_here = any(holder is not None and remote
                          for holder, remote in zip(game.holder, game.remote, strict=True))
        if game.abandoned or (game.outcome() is not None and not remote_here):
            return


def _announce(args: argparse.Namespace, game_id: str, port: int,
              out: TextIO) -> "Announcement | None":
    """Announce the host on the local network (zeroconf); say so when it cannot."""
    if args.no_announce:
        return None
    from qtgames.net.discovery import Announcement
    tr = net_translator()

    def failed(problem: str) -> None:
        print(tr("{problem}; others can still type the address.", problem=tr(problem)),
              file=out, flush=True)

    address = announced_address(args.bind)
    if address is None:
        print(tr("Not announced on the local network: the host listens on {address} only; "
                 "others type the address.", address=args.bind), file=out, flush=True)
        return None
    return Announcement(game_id, port, args.name or "", address, failed)


# -- join ----------------------------------------------------------------------------------

def run_join(args: argparse.Namespace) -> int:
    """Entry point of ``qtgames join``."""
    if args.address is None:
        from qtgames.net import discovery
        return discovery.print_hosts(sys.stdout, net_translator())
    host, port = parse_address(args.address)
    code = check_code(args.code) if args.code else ""
    if not code:
        raise BadInput("join needs the host's join code: --code CODE")
    if args.player != HUMAN and args.watch:
        raise BadInput("--watch watches: it takes no --player")
    if is_outside(args.player):
        check_outside(args.player)
    with kept_running():  # an outside player's process serves every game of a series
        return asyncio.run(_join(args, host, port, code, sys.stdout, sys.stdin))


async def _join(args: argparse.Namespace, host: str, port: int, code: str, out: TextIO,
                inp: TextIO) -> int:
    client = ClientGame(registry().get, args.name or "", code,
                        spectator=args.watch, token=args.token)
    computer = None if args.player == HUMAN else args.player
    ui = NetTextUI(client, out, computer_name=computer, leave_at_end=computer is not None,
                   seed=args.seed if args.seed is not None else new_seed())

    async def opener() -> Link:
        return await connect(host, port)

    runner = ClientRunner(client, opener, ui, timeout=args.timeout)
    ui.runner = runner
    if computer is None:
        ui.welcomed = lambda: read_lines(ui, inp)
    running = asyncio.create_task(join_retrying(runner.run, ui.busy))
    leaving = asyncio.create_task(ui.done.wait())
    await asyncio.wait({running, leaving}, return_when=asyncio.FIRST_COMPLETED)
    if running.done():
        running.result()  # a refusal or an address that answers nothing: exit 2
        if ui.failure is not None:
            raise ui.failure
        if computer is None and not ui.done.is_set():
            await ui.done.wait()  # the host left: save FILE or quit
    else:
        runner.stop()
        running.cancel()
    if ui.failure is not None:
        raise ui.failure
    return 0
