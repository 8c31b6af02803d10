"""The box holds whoever runs qtgames: root (as CI, containers and ``sudo`` do) and an
ordinary user.

Each test plays a real ``qtgames match`` against a bot that tries one escape and tells how
it went in the reason of its forfeit (``ESCAPED ...`` or ``BLOCKED ...``), once as the user
running the tests and, when that is root, once more as an ordinary user: qtgames is then
started under ``setpriv`` as user 65534, in a mount namespace where the folders it needs
(Python, this checkout, the test's folder) can be reached by that user.
"""

import json
import os
import shutil
import signal
import socket
import subprocess
import sys
import textwrap
import time
import uuid
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest

import qtgames
from qtgames.players import sandbox
from tests.helpers import processes_with, survivors
from tests.hostile.helpers import STUCK_SECONDS

#: The ordinary user the tests switch to when they run as root.
ORDINARY = 65534
ROOT = hasattr(os, "geteuid") and os.geteuid() == 0
SECRET_KEY = "-----BEGIN OPENSSH PRIVATE KEY----- planted-secret-key"

pytestmark = pytest.mark.skipif(sandbox.state().bwrap is None,
                                reason=f"no box here: {sandbox.state().why()}")

#: The start of every bot: ``attempt(F)`` runs the escape F once and raises its verdict.
BOT_HEAD = '''
import ctypes, os, sys

libc = ctypes.CDLL(None, use_errno=True)

def attempt(escape):
    try:
        evidence = escape()
    except BaseException as error:
        raise RuntimeError("BLOCKED " + type(error).__name__ + " " + str(error)[:150]) from None
    if evidence:
        raise RuntimeError("ESCAPED " + str(evidence)[:200])
    raise RuntimeError("BLOCKED nothing found")
'''


def user_command(command: list[str], needed: list[Path]) -> list[str]:
    """``command`` run as ``ORDINARY``, by root, in a mount namespace where each folder
    closed to others above a ``needed`` path is replaced by an open, empty one in which
    the needed path is shown again."""
    outer = ["bwrap", "--dev-bind", "/", "/"]
    opened: set[Path] = set()
    for path in needed:
        above = [parent for parent in reversed(path.parents) if str(parent) != "/"]
        closed = [folder for folder in above if not os.stat(folder).st_mode & 0o001]
        if closed:
            if closed[0] not in opened:
                outer += ["--perms", "0755", "--tmpfs", str(closed[0])]
            for folder in above[above.index(closed[0]):]:
                if folder not in opened:
                    outer += ["--perms", "0755", "--dir", str(folder)]
                    opened.add(folder)
            outer += ["--bind", str(path), str(path)]
    return [*outer, "--", "setpriv", "--reuid", str(ORDINARY), "--regid", str(ORDINARY),
            "--clear-groups", *command]


@dataclass
class World:
    """A user's world: the folder qtgames runs in, its HOME and its QTGAMES_HOME; and
    whether qtgames runs there as an ordinary user switched to from root."""

    folder: Path
    home: Path
    qtgames_home: Path
    switched: bool

    def bot(self, body: str, name: str = "bot.py") -> Path:
        """A bot file in the user's folder: ``BOT_HEAD`` then ``body``."""
        path = self.folder / name
        path.write_text(BOT_HEAD + textwrap.dedent(body), encoding="utf-8")
        self.own(path)
        return path

    def own(self, path: Path) -> None:
        """Make ``path`` the user's (when switched)."""
        if self.switched:
            os.chown(path, ORDINARY, ORDINARY)

    def command(self, *arguments: str) -> tuple[list[str], dict[str, str]]:
        """The command line running ``qtgames ARGUMENTS`` as the world's user, and its
        environment."""
        command = [sys.executable, "-m", "qtgames", *arguments]
        if self.switched:
            checkout = Path(qtgames.__file__).resolve().parents[1]
            needed = {Path(sys.base_prefix).resolve(), Path(sys.prefix).resolve(), checkout,
                      self.folder.parent}
            command = user_command(command, sorted(needed))
        return command, dict(os.environ, HOME=str(self.home),
                             QTGAMES_HOME=str(self.qtgames_home), QTGAMES_LANG="en",
                             NO_COLOR="1")

    def match(self, player: str, games: int = 1, opponent: str = "random") -> list[str]:
        """Play ``games`` games of ``player`` against ``opponent``; each game's forfeit
        reason (empty: no forfeit)."""
        results = self.folder / "results.jsonl"
        results.unlink(missing_ok=True)
        command, environment = self.command(
            "match", "reversi", player, opponent, "--games", str(games), "--jobs", "1",
            "--results", str(results))
        done = subprocess.run(command, cwd=self.folder, env=environment, capture_output=True,
                              text=True, timeout=STUCK_SECONDS, check=False)
        assert done.returncode == 0, done.stderr
        assert "without a box" not in done.stderr
        reasons = []
        for line in results.read_text(encoding="utf-8").splitlines()[1:]:
            forfeit = json.loads(line)["tournament"]["forfeit"]
            reasons.append(forfeit[1] if forfeit else "")
        return reasons


@pytest.fixture(params=["as-root-or-user", "as-a-user-switched-from-root"])
def world(request: pytest.FixtureRequest, tmp_path: Path) -> World:
    """A fresh world with a private key in ``~/.ssh``, for qtgames run as the tests' user
    and, when that is root, as an ordinary user."""
    switched = request.param != "as-root-or-user"
    if switched and not (ROOT and shutil.which("setpriv")):
        pytest.skip("the tests run as an ordinary user already (or setpriv is missing)")
    base = tmp_path / "world"
    folders = [base / "folder", base / "home", base / "qtgames-home"]
    for folder in [base, *folders]:
        folder.mkdir()
    ssh = folders[1] / ".ssh"
    ssh.mkdir(mode=0o700)
    (ssh / "id_ed25519").write_text(SECRET_KEY, encoding="utf-8")
    world = World(folders[0], folders[1], folders[2], switched)
    for path in [base, *folders, ssh, ssh / "id_ed25519"]:
        world.own(path)
    return world


def verdict(reason: str) -> str:
    """The bot's verdict in a forfeit's reason."""
    for word in ("ESCAPED", "BLOCKED"):
        if word in reason:
            return reason[reason.index(word):]
    raise AssertionError(f"the bot gave no verdict: {reason}")


def test_a_bot_cannot_unmount_its_box_nor_remount_it_to_read_the_ssh_key(
        world: World) -> None:
    key = world.home / ".ssh" / "id_ed25519"
    world.bot(f'''
        def play(view, legal_moves, seat):
            def escape():
                undone = []
                for mount in ("/tmp", {str(key.parents[3])!r}, "/root", "/home", "/"):
                    if libc.umount2(mount.encode(), 2) == 0:  # MNT_DETACH
                        undone.append("unmounted " + mount)
                if libc.mount(None, b"/", None, 0x20, None) == 0:  # MS_REMOUNT, writable
                    undone.append("remounted /")
                try:
                    with open({str(key)!r}) as stolen:
                        undone.append(stolen.read())
                except OSError:
                    pass
                return " ".join(undone)
            attempt(escape)
        ''')
    [reason] = world.match("py:bot.py")
    assert verdict(reason).startswith("BLOCKED nothing found"), reason
    assert "planted-secret-key" not in reason


def test_a_bot_has_no_capability_and_is_never_root(world: World) -> None:
    world.bot('''
        def play(view, legal_moves, seat):
            def escape():
                with open("/proc/self/status") as status:
                    fields = dict(line.split(":", 1) for line in status if ":" in line)
                found = []
                if int(fields["CapEff"], 16) or int(fields["CapPrm"], 16):
                    found.append("capabilities " + fields["CapEff"].strip())
                # The box leaves its bootstrap the capabilities to bound its folders and
                # (root's) to change user: none is left to the bot, in any set.
                if int(fields["CapInh"], 16) or int(fields["CapAmb"], 16):
                    found.append("inheritable " + fields["CapInh"].strip())
                if 0 in os.getresuid() or 0 in os.getresgid() or os.getgroups():
                    found.append(f"user {os.getresuid()} groups {os.getgroups()}")
                return " ".join(found)
            attempt(escape)
        ''')
    [reason] = world.match("py:bot.py")
    assert verdict(reason).startswith("BLOCKED nothing found"), reason


def test_a_bot_cannot_take_memory_through_memfd_or_shared_memory(world: World) -> None:
    world.bot('''
        def play(view, legal_moves, seat):
            def escape():
                taken = []
                if libc.memfd_create(b"flood", 0) >= 0:
                    taken.append("memfd_create")
                if libc.shmget(0, 64 << 20, 0o1000 | 0o600) >= 0:  # IPC_PRIVATE, IPC_CREAT
                    taken.append("shmget")
                for folder in ("/dev/shm", "/tmp"):
                    written = 0
                    try:
                        with open(folder + "/flood", "wb") as flood:
                            while written < 200 << 20:
                                flood.write(b"x" * (1 << 20))
                                written += 1 << 20
                    except OSError:
                        pass
                    if written > 64 << 20:
                        taken.append(f"{written >> 20} MB in {folder}")
                return " ".join(taken)
            attempt(escape)
        ''')
    [reason] = world.match("py:bot.py")
    assert verdict(reason).startswith("BLOCKED nothing found"), reason


def test_a_bot_filling_tmp_is_stopped_by_its_size_and_the_match_goes_on(
        world: World) -> None:
    # Files of 8 MB each, under the cap on one file's size: only the size of /tmp stops
    # them. The bot does not catch the error: it forfeits each game, saying why.
    world.bot('''
        def play(view, legal_moves, seat):
            block = b"x" * (8 << 20)
            for number in range(16):
                with open(f"/tmp/fill-{number}", "wb") as fill:
                    fill.write(block)
            raise RuntimeError("ESCAPED 128 MB written in /tmp")
        ''')
    reasons = world.match("py:bot.py", games=2)
    assert len(reasons) == 2
    for reason in reasons:
        assert "play raised OSError: [Errno 28] No space left on device" in reason, reason
        assert "ESCAPED" not in reason and "Traceback" not in reason


def test_a_bot_making_files_without_end_is_stopped_by_their_number_and_the_match_goes_on(
        world: World) -> None:
    # Empty files and folders take no byte of the size of /tmp or /dev/shm, but each takes
    # memory of the computer: only their number stops them. The bot catches the error in
    # /dev/shm, not in /tmp: it forfeits each game, saying why, and the next game starts
    # with both emptied.
    world.bot(f'''
        def play(view, legal_moves, seat):
            made = 0
            try:
                while made < 200_000:
                    os.mkdir(f"/dev/shm/folder-{{made}}")
                    made += 1
            except OSError:
                pass
            if made > {sandbox.PRIVATE_FILES}:
                raise RuntimeError(f"ESCAPED {{made}} folders made in /dev/shm")
            for number in range(200_000):
                open(f"/tmp/file-{{number}}", "w").close()
            raise RuntimeError("ESCAPED 200000 files made in /tmp")
        ''')
    reasons = world.match("py:bot.py", games=2)
    assert len(reasons) == 2
    for reason in reasons:
        assert "play raised OSError: [Errno 28] No space left on device: '/tmp/file-" in \
            reason, reason
        assert "ESCAPED" not in reason and "Traceback" not in reason
    assert sorted(path.name for path in world.folder.iterdir()) == ["bot.py", "results.jsonl"]


def test_a_bot_opening_files_without_end_is_stopped_and_the_match_goes_on(
        world: World) -> None:
    # Each pipe takes memory of the computer, and its table of open files is shared by all
    # its users: every process of the bot holds a few hundred at most.
    world.bot(f'''
        def play(view, legal_moves, seat):
            held = []
            while len(held) <= {sandbox.OPEN_FILES}:
                held.extend(os.pipe())
            raise RuntimeError(f"ESCAPED {{len(held)}} files held open")
        ''')
    reasons = world.match("py:bot.py", games=2)
    assert len(reasons) == 2
    for reason in reasons:
        assert "play raised OSError: [Errno 24] Too many open files" in reason, reason
        assert "ESCAPED" not in reason and "Traceback" not in reason


def test_a_bot_allocating_without_end_is_stopped_and_the_match_goes_on(world: World) -> None:
    # 64 MB at a time, never touched (no real memory used): only the cap stops it.
    world.bot('''
        def play(view, legal_moves, seat):
            hoard = []
            while len(hoard) < 1024:
                hoard.append(bytes(64 << 20))
            raise RuntimeError("ESCAPED 64 GB allocated")
        ''')
    reasons = world.match("py:bot.py", games=2)
    assert len(reasons) == 2
    for reason in reasons:
        assert "play raised MemoryError" in reason, reason
        assert "ESCAPED" not in reason and "Traceback" not in reason


def test_a_bot_cannot_start_600_processes(world: World) -> None:
    world.bot('''
        import time

        def play(view, legal_moves, seat):
            def escape():
                started = 0
                for _ in range(600):
                    try:
                        child = os.fork()
                    except OSError:
                        break
                    if child == 0:
                        time.sleep(60)
                        os._exit(0)
                    started += 1
                return f"{started} processes" if started >= 600 else ""
            attempt(escape)
        ''')
    [reason] = world.match("py@30:bot.py")
    assert verdict(reason).startswith("BLOCKED nothing found"), reason


def test_a_bot_sees_no_system_folder_that_may_hold_a_secret(world: World) -> None:
    interpreter = os.path.realpath(sys.base_prefix)
    shown = [folder for folder in ("/usr/local", "/opt") if interpreter.startswith(folder)]
    world.bot(f'''
        def play(view, legal_moves, seat):
            def escape():
                seen = []
                for folder in ("/etc", "/opt", "/var", "/srv", "/home", "/usr/local", "/mnt",
                               "/run", "/media", "/boot"):
                    if folder in {shown!r}:
                        continue
                    try:
                        found = os.listdir(folder)
                    except OSError:
                        continue
                    if folder == "/etc":
                        found = [name for name in found
                                 if name not in ("ld.so.cache", "localtime", "alternatives")]
                    if found:
                        seen.append(folder + ": " + ",".join(sorted(found)[:5]))
                return " ".join(seen)
            attempt(escape)
        ''')
    [reason] = world.match("py:bot.py")
    assert verdict(reason).startswith("BLOCKED nothing found"), reason


def test_a_bot_sees_no_module_beside_it_whatever_it_imports(world: World) -> None:
    for name in ("pair2", "pair3"):
        (world.folder / f"{name}.py").write_text(f"SECRET_STRATEGY = 'planted-{name}'\n",
                                                encoding="utf-8")
        world.own(world.folder / f"{name}.py")
    world.bot(f'''
        if False:
            import pair2, pair3

        def play(view, legal_moves, seat):
            def escape():
                found = []
                for name in ("pair2.py", "pair3.py"):
                    try:
                        with open(os.path.join({str(world.folder)!r}, name)) as seen:
                            found.append(name + "=" + seen.read())
                    except OSError:
                        pass
                return " ".join(found)
            attempt(escape)
        ''', name="pair1.py")
    [reason] = world.match("py:pair1.py")
    assert verdict(reason).startswith("BLOCKED nothing found"), reason


def test_a_package_folder_sees_its_own_modules(world: World) -> None:
    package = world.folder / "mybot"
    package.mkdir()
    world.own(package)
    for name, text in (("__init__.py", "from . import tactics\nimport helper\n\n\n"
                                       "def play(view, legal_moves, seat):\n"
                                       "    return tactics.first(helper.legal(legal_moves))\n"),
                       ("tactics.py", "def first(moves):\n    return moves[0]\n"),
                       ("helper.py", "def legal(moves):\n    return list(moves)\n")):
        (package / name).write_text(text, encoding="utf-8")
        world.own(package / name)
    assert world.match("py:mybot", games=2) == ["", ""]


def test_a_kept_bot_remembers_nothing_of_its_last_game(world: World) -> None:
    world.bot('''
        import time

        moves = []

        def play(view, legal_moves, seat):
            if not moves:
                remembered = []
                if hasattr(sys, "remembered"):
                    remembered.append("its modules")
                for left in ("/tmp/note", "/tmp/deep", "/dev/shm/note"):
                    if os.path.lexists(left):
                        remembered.append(left)
                others = [entry for entry in os.listdir("/proc") if entry.isdigit()
                          and int(entry) not in (1, os.getpid(), os.getppid())]
                if others:
                    remembered.append(f"processes {others}")
                sys.remembered = True
                with open("/tmp/note", "w") as note:
                    note.write("from an earlier game")
                with open("/dev/shm/note", "w") as note:
                    note.write("from an earlier game")
                os.makedirs("/tmp/deep/er")
                os.chmod("/tmp/deep", 0)
                if os.fork() == 0:  # a helper that waits for the next game
                    time.sleep(60)
                    os._exit(0)
                if remembered:
                    raise RuntimeError("REMEMBERED " + " ".join(remembered))
            moves.append(1)
            return legal_moves[0]
        ''')
    assert world.match("py:bot.py", games=3) == ["", "", ""]


def test_a_game_cannot_reach_into_the_process_that_forks_it(world: World) -> None:
    # The kept process forks each game: a game that could write its memory or read its
    # descriptors would leave notes for the next game, or read the next game's messages.
    world.bot('''
        def play(view, legal_moves, seat):
            def escape():
                reached = []
                parent = os.getppid()
                for name, mode in (("mem", "r+b"), ("environ", "rb")):
                    try:
                        with open(f"/proc/{parent}/{name}", mode):
                            reached.append(name)
                    except OSError:
                        pass
                try:
                    reached.append(f"descriptors {os.listdir(f'/proc/{parent}/fd')}")
                except OSError:
                    pass
                return " ".join(reached)
            attempt(escape)
        ''')
    [reason] = world.match("py:bot.py")
    assert verdict(reason).startswith("BLOCKED nothing found"), reason


def test_a_bot_cannot_trace_leave_its_namespaces_nor_reach_a_device(world: World) -> None:
    world.bot('''
        import stat

        DEVICES = {"null", "zero", "full", "random", "urandom", "fd", "stdin", "stdout",
                   "stderr", "shm"}

        def play(view, legal_moves, seat):
            def escape():
                done = []
                for target in {os.getppid(), 1}:
                    if libc.ptrace(16, target, None, None) == 0:  # PTRACE_ATTACH
                        done.append(f"traced process {target}")
                    try:
                        os.close(os.open(f"/proc/{target}/mem", os.O_RDWR))
                        done.append(f"opened the memory of process {target}")
                    except OSError:
                        pass
                for folder in (b"/tmp", b"/dev/shm"):  # as its bootstrap bounded them
                    if libc.mount(None, folder, None, 0x26, b"nr_inodes=0") == 0:
                        done.append(f"lifted the bound on the files of {folder.decode()}")
                for flag, name in ((0x10000000, "user"), (0x00020000, "mount"),
                                   (0x40000000, "network"), (0x20000000, "process")):
                    if libc.unshare(flag) == 0:
                        done.append(f"made a {name} namespace")
                for name in ("user", "mnt", "net", "pid"):
                    try:
                        namespace = os.open(f"/proc/1/ns/{name}", os.O_RDONLY)
                    except OSError:
                        continue
                    if libc.setns(namespace, 0) == 0:
                        done.append(f"entered the {name} namespace of process 1")
                    os.close(namespace)
                shown = sorted(set(os.listdir("/dev")) - DEVICES)
                if shown:
                    done.append("devices " + ",".join(shown))
                for device in ("/dev/tty", "/dev/console", "/dev/mem", "/dev/kmsg",
                               "/dev/sda", "/dev/vda", "/dev/nvme0n1", "/dev/fuse"):
                    try:
                        os.close(os.open(device, os.O_RDONLY))
                        done.append("opened " + device)
                    except OSError:
                        pass
                try:  # the computer's memory as a device of its own
                    os.mknod("/tmp/mem", 0o600 | stat.S_IFCHR, os.makedev(1, 1))
                    done.append("made a device")
                    os.close(os.open("/tmp/mem", os.O_RDONLY))
                    done.append("opened it")
                except OSError:
                    pass
                for path in ("/proc/sysrq-trigger", "/proc/sys/kernel/core_pattern",
                             "/proc/sys/kernel/hostname"):
                    try:
                        os.close(os.open(path, os.O_WRONLY))
                        done.append("may write " + path)
                    except OSError:
                        pass
                if os.path.exists("/sys"):
                    done.append("/sys shown")
                return " ".join(done)
            attempt(escape)
        ''')
    [reason] = world.match("py:bot.py")
    assert verdict(reason).startswith("BLOCKED nothing found"), reason


SETUID_MOUNT = Path("/usr/bin/mount")


@pytest.mark.skipif(not (SETUID_MOUNT.is_file() and SETUID_MOUNT.stat().st_mode & 0o4000),
                    reason="no mount program run as its owner here")
def test_a_program_run_as_its_owner_gives_a_bot_nothing(world: World) -> None:
    # mount is root's, run as root by whoever starts it: in the box it stays the bot's.
    world.bot(f'''
        import subprocess

        def play(view, legal_moves, seat):
            def escape():
                found = []
                with open("/proc/self/status") as status:
                    if "NoNewPrivs:\\t1" not in status.read():
                        found.append("the bot may gain privileges")
                os.makedirs("/tmp/point", exist_ok=True)
                done = subprocess.run([{str(SETUID_MOUNT)!r}, "-t", "tmpfs", "tmpfs",
                                       "/tmp/point"], stdin=subprocess.DEVNULL,
                                      capture_output=True, timeout=30)
                with open("/proc/self/mountinfo") as mounts:
                    if done.returncode == 0 or " /tmp/point " in mounts.read():
                        found.append("mount ran as root")
                done = subprocess.run(["/bin/sh", "-c", "id -u; cat /proc/self/status"],
                                      capture_output=True, timeout=30)
                if done.stdout.split(b"\\n")[0] == b"0":
                    found.append("a shell of root")
                return " ".join(found)
            attempt(escape)
        ''')
    [reason] = world.match("py:bot.py")
    assert verdict(reason).startswith("BLOCKED nothing found"), reason


def test_nothing_a_bot_starts_outlives_its_game_whatever_it_ignores(world: World) -> None:
    # A process in a session of its own, deaf to every signal it may ignore, forked twice
    # (its parent gone), then a fork bomb up to the process limit: the next game starts
    # without them, and none is left after the match.
    world.bot('''
        import signal, time

        started = []

        def deaf():
            os.setsid()
            for number in (signal.SIGTERM, signal.SIGHUP, signal.SIGINT, signal.SIGQUIT,
                           signal.SIGUSR1, signal.SIGUSR2, signal.SIGPIPE, signal.SIGTSTP):
                signal.signal(number, signal.SIG_IGN)
            if os.fork() == 0:
                while True:
                    try:
                        os.fork()
                    except OSError:
                        time.sleep(60)
            os._exit(0)

        def play(view, legal_moves, seat):
            if not started:
                started.append(True)
                if os.fork() == 0:
                    deaf()
            return legal_moves[0]
        ''')
    assert world.match("py:bot.py", games=2) == ["", ""]
    assert survivors(str(world.folder / "bot.py")) == []


@pytest.fixture
def sockets() -> Iterator[dict[str, socket.socket]]:
    """Servers of the computer a bot tries to reach, none accepting yet: TCP and UDP on
    the loopback, and a Unix socket of the abstract namespace (as D-Bus and X11 have)."""
    servers = {"tcp": socket.socket(socket.AF_INET, socket.SOCK_STREAM),
               "udp": socket.socket(socket.AF_INET, socket.SOCK_DGRAM),
               "unix": socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)}
    servers["tcp"].bind(("127.0.0.1", 0))
    servers["udp"].bind(("127.0.0.1", 0))
    servers["unix"].bind(f"\0qtgames-test-{uuid.uuid4().hex}")
    for name, server in servers.items():
        if name != "udp":
            server.listen(5)
        server.setblocking(False)
    yield servers
    for server in servers.values():
        server.close()


def test_a_bot_reaches_no_socket_of_the_computer(world: World,
                                                 sockets: dict[str, socket.socket]) -> None:
    addresses = {name: server.getsockname() for name, server in sockets.items()}
    world.bot(f'''
        import socket

        def play(view, legal_moves, seat):
            def escape():
                reached = []
                for family, kind, address in (
                        (socket.AF_INET, socket.SOCK_STREAM, {addresses["tcp"]!r}),
                        (socket.AF_UNIX, socket.SOCK_STREAM, {addresses["unix"]!r}),
                        (socket.AF_INET, socket.SOCK_DGRAM, {addresses["udp"]!r})):
                    try:
                        with socket.socket(family, kind) as link:
                            link.settimeout(2)
                            link.connect(address)
                            link.sendall(b"hello from the bot")
                            if kind == socket.SOCK_STREAM:
                                reached.append(f"connected to {{address!r}}")
                    except OSError:
                        pass
                others = [name for _, name in socket.if_nameindex() if name != "lo"]
                if others:
                    reached.append("interfaces " + ",".join(others))
                try:
                    socket.socket(socket.AF_PACKET, socket.SOCK_RAW).close()
                    reached.append("a raw socket")
                except (OSError, AttributeError):
                    pass
                return " ".join(reached)
            attempt(escape)
        ''')
    [reason] = world.match("py:bot.py")
    assert verdict(reason).startswith("BLOCKED nothing found"), reason
    for name in ("tcp", "unix"):
        with pytest.raises(BlockingIOError):  # nobody ever knocked
            sockets[name].accept()[0].close()
    with pytest.raises(BlockingIOError):  # nothing ever came
        sockets["udp"].recvfrom(100)


def test_a_bot_reads_no_file_of_qtgames_nor_of_the_other_bot(world: World) -> None:
    secret = "planted-secret-of-the-computer"
    saves = world.qtgames_home / "saves"
    rival = world.folder / "rival" / "rival.py"
    for folder in (saves, rival.parent):
        folder.mkdir()
        world.own(folder)
    (saves / "autosave.json").write_text(f'{{"secret": "{secret}"}}', encoding="utf-8")
    rival.write_text(f"# {secret}\n\n\ndef play(view, legal_moves, seat):\n"
                     "    return legal_moves[0]\n", encoding="utf-8")
    for path in (saves / "autosave.json", rival):
        world.own(path)
    key = world.home / ".ssh" / "id_ed25519"
    world.bot(f'''
        def play(view, legal_moves, seat):
            def escape():
                found = []
                for path in ({str(saves / "autosave.json")!r}, {str(rival)!r},
                             {str(world.folder / "results.jsonl")!r},
                             "/proc/1/root" + {str(key)!r}, "/proc/1/cwd/results.jsonl"):
                    try:
                        with open(path, errors="replace") as stolen:
                            found.append(path + "=" + stolen.read(100))
                    except OSError:
                        pass
                for folder in ({str(world.qtgames_home)!r}, {str(world.folder)!r},
                               {str(rival.parent)!r}, "/proc/1/root" + {str(world.home)!r}):
                    try:  # its own file alone is shown where it is
                        seen = sorted(set(os.listdir(folder)) - {{"bot.py"}})
                    except OSError:
                        continue
                    if seen:
                        found.append(folder + ": " + ",".join(seen))
                for entry in os.listdir("/proc"):
                    try:
                        with open(f"/proc/{{entry}}/cmdline", "rb") as command:
                            if b"rival" in command.read():
                                found.append("the rival's process " + entry)
                    except OSError:
                        pass
                return " ".join(found)
            attempt(escape)
        ''')
    [reason] = world.match("py:bot.py", opponent="py:rival/rival.py")
    assert verdict(reason).startswith("BLOCKED nothing found"), reason
    assert secret not in reason


def test_a_bot_flooding_its_error_stream_plays_its_game_to_the_end(world: World) -> None:
    world.bot('''
        def play(view, legal_moves, seat):
            sys.stderr.write("x" * (4 << 20))  # never a line's end
            sys.stderr.flush()
            return legal_moves[0]
        ''')
    assert world.match("py:bot.py") == [""]


def test_a_bot_writing_an_endless_line_to_qtgames_forfeits_in_one_line(world: World) -> None:
    # Its print goes to its error stream: it looks for the pipe its answers go through.
    world.bot('''
        import fcntl, stat

        def play(view, legal_moves, seat):
            errors = os.fstat(2)
            for entry in os.listdir("/proc/self/fd"):
                descriptor = int(entry)
                try:
                    found = os.fstat(descriptor)
                    writable = fcntl.fcntl(descriptor, fcntl.F_GETFL) & os.O_WRONLY
                except OSError:
                    continue
                if (stat.S_ISFIFO(found.st_mode) and writable
                        and found.st_ino != errors.st_ino):
                    while True:
                        os.write(descriptor, b"x" * 65536)
            raise RuntimeError("no channel found")
        ''')
    [reason] = world.match("py:bot.py")
    assert reason.startswith("bot.py: wrote junk on its output: a line of more than"), reason
    assert "\n" not in reason and len(reason) < 300


def test_an_engine_writing_an_endless_line_forfeits_in_one_line(world: World) -> None:
    engine = world.folder / "engine.py"
    engine.write_text("import sys\nwhile True:\n    sys.stdout.buffer.write(b'x' * 65536)\n",
                      encoding="utf-8")
    world.own(engine)
    [reason] = world.match(f"engine:{sys.executable} engine.py")
    assert "wrote junk on its output: a line of more than" in reason, reason
    assert "\n" not in reason and len(reason) < 300


def test_a_game_ended_by_a_signal_forfeits_saying_so(world: World) -> None:
    # Run by a user, the process that forks each game is the box's first, which no signal
    # of its own ends: it still tells how its game ended.
    world.bot('''
        import signal

        def play(view, legal_moves, seat):
            os.kill(os.getpid(), signal.SIGKILL)
        ''')
    assert world.match("py:bot.py") == ["bot.py: stopped (exit code 137)"]


def test_nothing_a_bot_starts_outlives_qtgames_killed_mid_game(world: World) -> None:
    marker = f"qtgames-test-orphan-{uuid.uuid4().hex}"  # the bot's process holds it
    world.bot(f'''
        import subprocess, time

        def play(view, legal_moves, seat):
            subprocess.Popen([sys.executable, "-c", "import time; time.sleep(120)",
                              {marker!r}])
            time.sleep(120)
        ''')
    results = world.folder / f"results-{uuid.uuid4().hex}.jsonl"  # names qtgames' process
    command, environment = world.command("match", "reversi", "py:bot.py", "random",
                                         "--games", "1", "--move-time", "60", "--results",
                                         str(results))
    started = subprocess.Popen(command, cwd=world.folder, env=environment,
                               stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        deadline = time.monotonic() + STUCK_SECONDS
        while not processes_with(marker) and time.monotonic() < deadline:
            time.sleep(0.1)
        assert processes_with(marker), "the bot never started its process"
        [qtgames_pid] = [pid for pid in processes_with(results.name) if
                         Path(f"/proc/{pid}/cmdline").read_bytes().split(b"\0")[1:3]
                         == [b"-m", b"qtgames"]]
        os.kill(qtgames_pid, signal.SIGKILL)
    finally:
        started.kill()
        started.wait()
    assert survivors(marker) == []
    assert survivors(str(world.folder / "bot.py")) == []


def test_a_bot_cannot_change_its_own_file_for_its_next_game(world: World) -> None:
    path = world.bot('''
        def play(view, legal_moves, seat):
            def escape():
                changed = []
                try:
                    with open(__file__, "a") as itself:
                        itself.write("\\nLEARNED = 1\\n")
                    changed.append("appended to itself")
                except OSError:
                    pass
                for change in (lambda: os.chmod(__file__, 0o777),
                               lambda: os.rename(__file__, __file__ + ".old"),
                               lambda: os.unlink(__file__)):
                    try:
                        change()
                        changed.append("changed its file")
                    except OSError:
                        pass
                return " ".join(changed)
            attempt(escape)
        ''')
    before = path.read_bytes(), path.stat().st_mode
    [reason] = world.match("py:bot.py")
    assert verdict(reason).startswith("BLOCKED nothing found"), reason
    assert (path.read_bytes(), path.stat().st_mode) == before
