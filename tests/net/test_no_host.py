"""``join`` to an address where no qtgames host answers (a silent socket, a web server)
says so in one line within a few seconds, and does not try that peer again."""

import socket
import subprocess
import threading
from collections.abc import Iterator

import pytest

from tests.net.helpers import CODE
from tests.net.test_loopback import environment, qtgames

#: The longest a join to a peer that never answers may take (a few seconds, with room for
#: a busy machine to start Python).
BOUND = 30.0


class Peer:
    """A TCP server on loopback that accepts connections and either never answers or
    answers as a web server does, then closes; it counts the connections."""

    def __init__(self, web: bool) -> None:
        self.web = web
        self.accepted = 0
        self.held: list[socket.socket] = []
        self.server = socket.create_server(("127.0.0.1", 0))
        self.port = self.server.getsockname()[1]
        threading.Thread(target=self._serve, daemon=True).start()

    def _serve(self) -> None:
        while True:
            try:
                connection, _ = self.server.accept()
            except OSError:
                return
            self.accepted += 1
            if self.web:
                connection.recv(4096)
                connection.sendall(b"HTTP/1.0 400 Bad Request\r\nContent-Length: 0\r\n\r\n")
                connection.close()
            else:
                self.held.append(connection)

    def close(self) -> None:
        self.server.close()
        for connection in self.held:
            connection.close()


@pytest.fixture(params=[False, True], ids=["silent", "web"])
def peer(request: pytest.FixtureRequest) -> Iterator[Peer]:
    served = Peer(request.param)
    yield served
    served.close()


def test_join_where_no_host_answers_says_so_once_and_stops(peer: Peer) -> None:
    join = subprocess.run(qtgames("join", f"127.0.0.1:{peer.port}", "--code", CODE,
                                  "--player", "random"), env=environment(),
                          stdin=subprocess.DEVNULL, capture_output=True, text=True,
                          timeout=BOUND)
    assert join.returncode == 2, join
    assert join.stderr == f"qtgames: no qtgames host answered at 127.0.0.1:{peer.port}\n"
    assert "reconnecting" not in join.stdout, join.stdout
    assert peer.accepted == 1
