"""Outside players run in a box: each escape a hostile player tried is closed.

Each test plays a real ``qtgames match`` against a short bot (or engine) that tries one
escape and says how it went in the reason of its forfeit: ``ESCAPED`` and what it got, or
``BLOCKED``. The match runs in a user folder of its own, with its own ``HOME`` (holding a
planted ``~/.ssh`` key) and ``QTGAMES_HOME``, and a secret in its environment and on its
command line.
"""

import os
import socket
import subprocess
import sys
import textwrap
import threading
import time
import uuid
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest

from qtgames.cli.main import build_parser
from qtgames.core.game import GameSpec
from qtgames.players import Forfeit, make_player, sandbox
from tests.helpers import processes_with, survivors
from tests.hostile.helpers import STUCK_SECONDS

#: A seed no bot could guess: found in a bot's forfeit reason, it was read from qtgames.
SECRET_SEED = "918273645"
SECRET_KEY = "-----BEGIN OPENSSH PRIVATE KEY----- planted-secret-key"
SECRET_ENVIRONMENT = "planted-secret-environment"

boxed = pytest.mark.skipif(sandbox.state().bwrap is None,
                           reason=f"no box here: {sandbox.state().why()}")

#: The start of every bot: ``attempt(F)`` runs the escape F once and raises its verdict.
BOT_HEAD = '''
import os, sys

def attempt(escape):
    try:
        evidence = escape()
    except BaseException as error:
        raise RuntimeError("BLOCKED " + type(error).__name__) from None
    if evidence:
        raise RuntimeError("ESCAPED " + str(evidence)[:200])
    raise RuntimeError("BLOCKED nothing found")
'''


@dataclass
class World:
    """A user's world: the folder qtgames runs in, its HOME and its QTGAMES_HOME."""

    folder: Path
    home: Path
    qtgames_home: Path

    def bot(self, body: str, name: str = "bot.py") -> Path:
        """A bot file in the user's folder: ``BOT_HEAD`` then ``body``."""
        path = self.folder / name
        path.write_text(BOT_HEAD + textwrap.dedent(body), encoding="utf-8")
        return path

    def environment(self, **extra: str) -> dict[str, str]:
        """The environment qtgames runs with."""
        return dict(os.environ, HOME=str(self.home), QTGAMES_HOME=str(self.qtgames_home),
                    QTGAMES_LANG="en", NO_COLOR="1", PLANTED_SECRET=SECRET_ENVIRONMENT,
                    **extra)

    def qtgames(self, *args: str, **extra: str) -> subprocess.CompletedProcess[str]:
        """Run ``qtgames ARGS`` in the user's folder (no memory cap of its own: a bot's
        cap must come from qtgames)."""
        return subprocess.run([sys.executable, "-m", "qtgames", *args], cwd=self.folder,
                              env=self.environment(**extra), capture_output=True, text=True,
                              timeout=STUCK_SECONDS, check=False)

    def match(self, player: str, *more: str) -> str:
        """Play one game of ``player`` against random; what qtgames printed."""
        done = self.qtgames("match", "reversi", player, "random", "--games", "1",
                            "--seed", SECRET_SEED, *more)
        assert done.returncode == 0, done.stderr
        return done.stdout + done.stderr


@pytest.fixture
def world(tmp_path: Path, qtgames_home: Path) -> World:
    """A fresh user world, with a private key in ``~/.ssh``."""
    folders = [tmp_path / "folder", tmp_path / "home", qtgames_home]
    for folder in folders:
        folder.mkdir(exist_ok=True)
    ssh = folders[1] / ".ssh"
    ssh.mkdir()
    (ssh / "id_ed25519").write_text(SECRET_KEY, encoding="utf-8")
    return World(*folders)


def verdict(output: str) -> str:
    """The bot's verdict, from its forfeit's reason: ``BLOCKED ...`` or ``ESCAPED ...``."""
    for word in ("ESCAPED", "BLOCKED"):
        if word in output:
            return output[output.index(word):].splitlines()[0]
    raise AssertionError(f"the bot gave no verdict:\n{output}")


@boxed
def test_a_bot_cannot_write_in_the_current_folder(world: World) -> None:
    target = world.folder / "planted.txt"
    world.bot(f'''
        def play(view, legal_moves, seat):
            def escape():
                with open({str(target)!r}, "w") as planted:
                    planted.write("planted")
                return "wrote " + {str(target)!r}
            attempt(escape)
        ''')
    verdict(world.match("py:bot.py"))  # it tried (in a folder under /tmp, the box's own
    assert not target.exists()  # /tmp takes the write: private, and thrown away)


@boxed
def test_a_bot_cannot_plant_a_plugin_in_qtgames_home(world: World) -> None:
    plugins = world.qtgames_home / "data" / "plugins"
    plugins.mkdir(parents=True)
    marker = world.folder / "the-plugin-ran"
    plugin = textwrap.dedent(f'''
        open({str(marker)!r}, "w").close()
    ''')
    world.bot(f'''
        def play(view, legal_moves, seat):
            def escape():
                with open({str(plugins / "evil.py")!r}, "w") as planted:
                    planted.write({plugin!r})
                return "planted a plugin"
            attempt(escape)
        ''')
    verdict(world.match("py:bot.py"))
    assert not (plugins / "evil.py").exists()
    assert world.qtgames("list").returncode == 0
    assert not marker.exists()


@boxed
def test_a_bot_cannot_read_the_users_ssh_key(world: World) -> None:
    key = world.home / ".ssh" / "id_ed25519"
    world.bot(f'''
        def play(view, legal_moves, seat):
            def escape():
                with open({str(key)!r}) as stolen:
                    return stolen.read()
            attempt(escape)
        ''')
    output = world.match("py:bot.py")
    assert verdict(output).startswith("BLOCKED")
    assert "planted-secret-key" not in output


@pytest.fixture
def listener() -> Iterator[socket.socket]:
    """A TCP server on the loopback that a bot tries to reach."""
    server = socket.socket()
    server.bind(("127.0.0.1", 0))
    server.listen(5)
    server.setblocking(False)
    yield server
    server.close()


@boxed
def test_a_bot_cannot_open_a_network_connection(world: World,
                                                listener: socket.socket) -> None:
    port = listener.getsockname()[1]
    world.bot(f'''
        import socket

        def play(view, legal_moves, seat):
            def escape():
                with socket.create_connection(("127.0.0.1", {port}), timeout=2) as link:
                    link.sendall(b"hello from the bot")
                return "connected"
            attempt(escape)
        ''')
    assert verdict(world.match("py:bot.py")).startswith("BLOCKED")
    with pytest.raises(BlockingIOError):  # nobody ever knocked
        listener.accept()[0].close()


#: A process that sleeps, named by a marker on its command line.
SLEEPER = ('os.execv(sys.executable, [sys.executable, "-c", "import time; time.sleep(120)", '
           '{marker!r}])')


@boxed
def test_nothing_a_bot_starts_outlives_the_match(world: World) -> None:
    marker = f"qtgames-test-survivor-{uuid.uuid4().hex}"
    world.bot(f'''
        started = []

        def play(view, legal_moves, seat):
            if not started:
                started.append(True)
                if os.fork() == 0:  # a child in a session of its own, and its child
                    os.setsid()
                    if os.fork() == 0:
                        {SLEEPER.format(marker=marker)}
                    os._exit(0)
            return legal_moves[0]
        ''')
    world.match("py:bot.py")
    assert survivors(marker) == []


@boxed
def test_nothing_a_double_forking_engine_starts_outlives_the_match(world: World) -> None:
    marker = f"qtgames-test-daemon-{uuid.uuid4().hex}"
    engine = world.folder / "engine.py"
    engine.write_text(textwrap.dedent(f'''
        import os, sys
        if os.fork() == 0:  # a daemon: fork, new session, fork again
            os.setsid()
            if os.fork() == 0:
                {SLEEPER.format(marker=marker)}
            os._exit(0)
        os.wait()
        sys.exit(3)  # the engine itself then stops
        '''), encoding="utf-8")
    world.match(f"engine:{sys.executable} engine.py")
    assert survivors(marker) == []


MEMORY_BOT = '''
    import mmap, resource

    def play(view, legal_moves, seat):
        def escape():
            _, hard = resource.getrlimit(resource.RLIMIT_AS)
            try:
                resource.setrlimit(resource.RLIMIT_AS, (hard, hard))
            except ValueError:
                pass
            block = mmap.mmap(-1, 5 << 29)  # 2.5 GB, over the 2 GB cap of a file
            block.close()
            return "mapped 2.5 GB"
        attempt(escape)
    '''


@boxed
def test_a_bot_cannot_lift_its_memory_cap(world: World) -> None:
    world.bot(MEMORY_BOT)
    assert verdict(world.match("py:bot.py")).startswith("BLOCKED OSError")


def test_without_the_box_the_memory_cap_still_holds_and_one_line_says_so(
        world: World) -> None:
    world.bot(MEMORY_BOT)
    output = world.match("py:bot.py", "--no-sandbox")
    assert verdict(output).startswith("BLOCKED OSError")
    warning = ("qtgames: outside players run without a box (--no-sandbox was given): "
               "they can read and change your files")
    assert output.count(warning) == 1


def test_where_bwrap_is_missing_players_run_unboxed_and_one_line_says_so(
        world: World, tmp_path: Path) -> None:
    world.bot(MEMORY_BOT)
    nothing = tmp_path / "empty-path"
    nothing.mkdir()
    done = world.qtgames("match", "reversi", "py:bot.py", "random", "--games", "2",
                         PATH=str(nothing))
    assert done.returncode == 0, done.stderr
    assert done.stderr.count("qtgames: outside players run without a box (bwrap "
                             "(bubblewrap) is not installed)") == 1
    assert verdict(done.stdout).startswith("BLOCKED OSError")


@boxed
def test_a_bot_cannot_read_qtgames_command_line_or_environment(world: World) -> None:
    world.bot(f'''
        def play(view, legal_moves, seat):
            def escape():
                found = []
                for entry in os.listdir("/proc"):
                    for part in ("cmdline", "environ"):
                        try:
                            with open(f"/proc/{{entry}}/{{part}}", "rb") as seen:
                                data = seen.read()
                        except OSError:
                            continue
                        for secret in (b"{SECRET_SEED}", b"{SECRET_ENVIRONMENT}"):
                            if secret in data:
                                found.append(f"{{secret.decode()}} in /proc/{{entry}}/{{part}}")
                return " ".join(found)
            attempt(escape)
        ''')
    assert verdict(world.match("py:bot.py")).startswith("BLOCKED")


@boxed
def test_a_boxed_player_keeps_its_process_between_moves_chosen_in_threads_that_end(
        world: World, reversi: GameSpec) -> None:
    world.bot('''
        calls = []

        def play(view, legal_moves, seat):
            calls.append(1)
            if len(calls) == 2:
                raise RuntimeError("second call: it kept its memory")
            return legal_moves[0]
        ''')
    player = make_player(reversi, f"py:{world.folder / 'bot.py'}", 1)
    state = reversi.new_state(reversi.resolve_options({}), 1)
    answers: list[object] = []

    def move() -> None:  # as the app does: one thread per move
        try:
            answers.append(player.choose(state.copy()))
        except Forfeit as forfeit:
            answers.append(str(forfeit))

    try:
        for _ in range(2):
            thread = threading.Thread(target=move)
            thread.start()
            thread.join()
            time.sleep(0.5)  # the other side thinks: whatever ends with the thread ends
    finally:
        player.close()
    assert "second call: it kept its memory" in str(answers[1])


@pytest.mark.parametrize("command", [["text", "reversi"], ["match", "reversi", "a", "b"],
                                     ["tournament", "reversi", "a", "b"], ["hint", "reversi"],
                                     ["join", "localhost"]])
def test_every_command_that_starts_outside_players_takes_no_sandbox(
        command: list[str]) -> None:
    assert build_parser().parse_args([*command, "--no-sandbox"]).no_sandbox
    assert not build_parser().parse_args(command).no_sandbox


@boxed
def test_nothing_a_bot_starts_outlives_qtgames_killed_mid_game(world: World) -> None:
    marker = f"qtgames-test-orphan-{uuid.uuid4().hex}"
    world.bot(f'''
        import subprocess, time

        def play(view, legal_moves, seat):
            subprocess.Popen([sys.executable, "-c", "import time; time.sleep(120)",
                              {marker!r}])
            time.sleep(120)
        ''')
    qtgames = subprocess.Popen(
        [sys.executable, "-m", "qtgames", "match", "reversi", "py:bot.py", "random",
         "--games", "1", "--move-time", "60"], cwd=world.folder, env=world.environment(),
        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        deadline = time.monotonic() + STUCK_SECONDS
        while not processes_with(marker) and time.monotonic() < deadline:
            time.sleep(0.1)
        assert processes_with(marker), "the bot never started its process"
    finally:
        qtgames.kill()
        qtgames.wait()
    assert survivors(marker) == []



def test_without_the_box_a_game_ended_by_a_signal_forfeits_saying_so(world: World) -> None:
    world.bot('''
        import signal

        def play(view, legal_moves, seat):
            os.kill(os.getpid(), signal.SIGKILL)
        ''')
    output = world.match("py:bot.py", "--no-sandbox")
    assert "bot.py: was killed by signal SIGKILL" in output, output
    assert "Invalid argument" not in output
