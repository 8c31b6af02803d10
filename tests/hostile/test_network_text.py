"""A network peer cannot stop a game with text, nor reach into a client: a lone surrogate
or control characters in a name or a chat line are refused by the host while the game
goes on, and a host's error template is filled with plain values only, and only when it is
one of the client's own."""

import io
import json
import os
import re
import socket
import subprocess
import sys
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from qtgames.cli.netgame import NetTextUI
from qtgames.net import discovery
from qtgames.net.channel import start_body
from qtgames.net.client import ClientGame
from qtgames.net.frames import FrameReader, Kind, frame
from qtgames.net.handshake import ClientExchange, Opener, Sealer
from qtgames.net.protocol import PROTOCOL_VERSION, Message
from tests.contract.games import registry
from tests.hostile.helpers import STUCK_SECONDS, limit_memory
from tests.net.helpers import found_while_announced

CODE = "HOSTILE7"
#: Bytes of a client's START frame (length, kind, version, role, SPAKE2 message).
START_BYTES = 4 + 1 + 2 + 1 + 33
SURROGATE = re.compile("[\ud800-\udfff]")


def qtgames(*args: str) -> list[str]:
    return [sys.executable, "-m", "qtgames", *args]


def environment() -> dict[str, str]:
    return dict(os.environ, QTGAMES_LANG="en", NO_COLOR="1")


def wait_for(path: Path, pattern: str, process: "subprocess.Popen[bytes]") -> re.Match[str]:
    """The first match of ``pattern`` in what ``process`` writes to ``path``."""
    deadline = time.monotonic() + STUCK_SECONDS
    while time.monotonic() < deadline:
        found = re.search(pattern, path.read_bytes().decode("utf-8", "replace"))
        if found:
            return found
        assert process.poll() is None, path.read_bytes()
        time.sleep(0.05)
    raise AssertionError(f"never saw {pattern!r}: {path.read_bytes()!r}")


class RawPeer:
    """A hostile client that knows the code and speaks the protocol by hand: the key
    exchange, then its lines written as raw JSON and sealed, so that they can hold what no
    program of ours would send."""

    def __init__(self, port: int) -> None:
        self.socket = socket.create_connection(("127.0.0.1", port), timeout=STUCK_SECONDS)
        self.exchange = ClientExchange(CODE, PROTOCOL_VERSION, "player")
        self.frames = FrameReader()
        self.sealer: Sealer | None = None
        self.opener: Opener | None = None
        self.lines: list[bytes] = []
        self.socket.sendall(frame(Kind.START, start_body(PROTOCOL_VERSION, "player",
                                                         self.exchange.message)))
        while self.sealer is None:
            self._read()

    def _read(self) -> None:
        data = self.socket.recv(65536)
        assert data, "the host closed the connection"
        for item in self.frames.feed(data):
            if item.kind == Kind.REPLY:
                keys = self.exchange.finish(item.body)
                self.sealer, self.opener = Sealer(keys.client_to_host), \
                    Opener(keys.host_to_client)
                self.socket.sendall(frame(Kind.CONFIRM, keys.client_confirm))
            elif item.kind == Kind.SEALED:
                assert self.opener is not None
                self.lines.append(self.opener.open(item.body))
            elif item.kind == Kind.NOTICE:
                self.lines.append(item.body)

    def send(self, raw: str) -> None:
        assert self.sealer is not None
        self.socket.sendall(frame(Kind.SEALED, self.sealer.seal(raw.encode("ascii") + b"\n")))

    def until(self, kind: str) -> dict[str, object]:
        """The next message of type ``kind`` (those before it skipped)."""
        while True:
            while not self.lines:
                self._read()
            message = json.loads(self.lines.pop(0))
            if message["type"] == kind:
                return dict(message)

    def close(self) -> None:
        self.socket.close()


def hello(name: str) -> str:
    return f'{{"type":"hello","protocol":1,"name":"{name}"}}'


def test_a_surrogate_or_control_text_from_a_peer_stops_no_one(tmp_path: Path) -> None:
    host_log, watch_log = tmp_path / "host.log", tmp_path / "watch.log"
    with host_log.open("wb") as out:
        host = subprocess.Popen(qtgames("host", "reversi", "--port", "0", "--no-announce",
                                        "--code", CODE, "--seed", "3",
                                        "--players", "easy,remote"),
                                stdout=out, stderr=subprocess.STDOUT,
                                stdin=subprocess.DEVNULL, env=environment())
    watcher = None
    try:
        port = int(wait_for(host_log, r"on port ([0-9]+)", host).group(1))
        with watch_log.open("wb") as out:
            watcher = subprocess.Popen(qtgames("join", f"127.0.0.1:{port}", "--code", CODE,
                                               "--watch", "--name", "watcher"),
                                       stdout=out, stderr=subprocess.STDOUT,
                                       stdin=subprocess.PIPE, env=environment())
        wait_for(watch_log, "Watching", watcher)
        named = RawPeer(port)  # a name that is not text, then one that clears the screen
        named.send(hello("\\ud800"))
        refused = named.until("error")
        named.send(hello("eve\\u001b[2J"))
        refused_too = named.until("error")
        named.close()
        eve = RawPeer(port)
        eve.send(hello("eve"))
        eve.until("welcome")
        eve.send('{"type":"chat","text":"hi \\udfff there"}')
        chat_refused = eve.until("error")
        eve.send('{"type":"chat","text":"\\u001b]0;owned\\u0007\\u202eevil"}')
        eve.until("error")
        eve.send('{"type":"chat","text":"still here"}')
        eve.until("chat")
        eve.send('{"type":"resign"}')
        eve.until("result")
        eve.close()
        wait_for(watch_log, "resigns", watcher)
        assert host.wait(timeout=STUCK_SECONDS) == 0, host_log.read_bytes()
        watcher.communicate(b"quit\n", timeout=STUCK_SECONDS)
    finally:
        for process in (host, watcher):
            if process is not None and process.poll() is None:
                process.kill()
    assert watcher.returncode == 0, watch_log.read_bytes()
    for message in (refused, refused_too, chat_refused):
        assert message["code"] in ("bad-json", "bad-field")
    for log in (host_log, watch_log):
        text = log.read_bytes().decode("utf-8", "strict")
        assert SURROGATE.search(text) is None
        assert "\x1b" not in text and "\u202e" not in text
        assert "Traceback" not in text and "internal error" not in text
        assert "[White (eve)] still here" in text  # both ends kept on showing the game


@contextmanager
def fake_host(error: dict[str, object]) -> Iterator[int]:
    """A host on a free port that answers every hello with ``error``; yields the port."""
    server = socket.create_server(("127.0.0.1", 0))
    server.settimeout(STUCK_SECONDS)

    def serve() -> None:
        try:
            connection, _ = server.accept()
        except OSError:
            return
        with connection, connection.makefile("rb") as reader:
            reader.read(START_BYTES)  # the key exchange's start: refused in clear
            connection.sendall(frame(Kind.NOTICE, json.dumps(
                {"type": "error", **error}).encode() + b"\n"))
            time.sleep(0.5)

    thread = threading.Thread(target=serve, daemon=True)
    thread.start()
    try:
        yield server.getsockname()[1]
    finally:
        server.close()
        thread.join(timeout=STUCK_SECONDS)


def join_refused(error: dict[str, object]) -> str:
    """What ``qtgames join`` says on stderr when the host refuses it with ``error``."""
    with fake_host(error) as port:
        done = subprocess.run(qtgames("join", f"127.0.0.1:{port}", "--code", CODE,
                                      "--player", "random", "--timeout", "20"),
                              capture_output=True, env=environment(), timeout=STUCK_SECONDS,
                              preexec_fn=limit_memory, check=False)
    assert done.returncode in (1, 2)
    assert done.stdout.decode("utf-8", "strict").strip() == ""
    return done.stderr.decode("utf-8", "strict")


def test_a_hosts_format_spec_cannot_fill_a_clients_memory() -> None:
    said = join_refused({"code": "x", "message": "go away",
                         "template": "{a:>2000000000}", "values": {"a": 1}})
    assert said == "qtgames: the host refused: go away\n"


def test_a_hosts_template_cannot_look_into_a_value() -> None:
    said = join_refused({"code": "x", "message": "go away",
                         "template": "{a.__class__.__mro__}{a.__doc__}", "values": {"a": "s"}})
    assert said == "qtgames: the host refused: go away\n"


def test_a_hosts_own_words_are_shown_as_they_came() -> None:
    said = join_refused({"code": "x", "message": "closed for {maintenance}",
                         "template": "closed for {maintenance}", "values": {}})
    assert said == "qtgames: the host refused: closed for {maintenance}\n"


def error_text(template: str | None, values: dict[str, object], message: str,
               lang: str = "en") -> str:
    ui = NetTextUI(ClientGame(registry().get, "ann", CODE), io.StringIO())
    if lang != "en":
        from qtgames.cli.netgame import net_translator
        os.environ["QTGAMES_LANG"] = lang
        try:
            ui.tr = net_translator()
        finally:
            os.environ["QTGAMES_LANG"] = "en"
    return ui.error_text(Message("error", {"code": "x", "message": message,
                                           "template": template, "values": values}))


def test_an_error_in_the_game_takes_no_template_but_ours() -> None:
    assert error_text("{a:>100000}", {"a": 1}, "no") == "no"
    assert error_text("{a.__class__.__mro__}", {"a": 1}, "no") == "no"
    assert error_text("{a[0]}", {"a": "xyz"}, "no") == "no"
    assert error_text("you lose, {a}", {"a": "ann"}, "you lose") == "you lose"


def test_our_templates_are_still_translated_with_plain_values() -> None:
    template = "this host speaks protocol version {host}, the client version {client}"
    assert error_text(template, {"host": 2, "client": 1}, "x", lang="fr") == (
        "cet hôte parle la version 2 du protocole, le client la version 1")
    assert error_text(template, {"host": 2}, "the words", lang="fr") == "the words"
    assert error_text(None, {}, "it is not your turn", lang="fr") == "ce n'est pas votre tour"


def test_a_host_announced_with_control_characters_is_listed_printable() -> None:
    found = found_while_announced("duel\x1b[5m", 40177, "eve\x1b]0;owned\x07\u202e")
    assert found == [discovery.FoundHost("eve\\x1b]0;owned\\x07\\u202e", "duel\\x1b[5m",
                                         "127.0.0.1", 40177)]
