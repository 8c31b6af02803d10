"""How a child's standard output is read: by the thread waiting for an answer where pipes
can be polled (no thread hands each answer over), else by a thread of its own; both hold
the same bounds (junk, long lines, floods) and keep messages in order."""

import sys
import threading
from collections.abc import Iterator

import pytest

from qtgames.players import child
from qtgames.players.child import LINE_LIMIT, REQUEST_BYTES, ChildProcess
from qtgames.players.forfeit import Forfeit
from qtgames.players.launcher import Launch

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="POSIX process groups")


def python(code: str) -> Launch:
    """A child running ``code``, which reads one line of input first."""
    return Launch([sys.executable, "-c", "import sys\nsys.stdin.readline()\n" + code])


@pytest.fixture(params=["polled", "threaded"])
def reader(request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch) -> Iterator[str]:
    """Each test runs with both ways of reading (a thread where pipes cannot be polled)."""
    monkeypatch.setattr(child, "POLLED", request.param == "polled")
    yield request.param


def answer(code: str, seconds: float = 10) -> dict:
    """The message a child running ``code`` answers to one request within ``seconds``."""
    process = ChildProcess(python(code), "bot")
    try:
        process.send({"type": "call"})
        return process.receive(seconds)
    finally:
        process.close(quit=False)


def test_where_pipes_can_be_polled_no_thread_reads_the_answers() -> None:
    process = ChildProcess(python("print('{\"type\": \"answer\"}', flush=True)"), "bot")
    try:
        names = [thread.name for thread in threading.enumerate()]
        assert "qtgames-child-out" not in names
        assert "qtgames-child-err" in names  # the end of standard error explains a crash
        process.send({"type": "call"})
        assert process.receive(10) == {"type": "answer"}
    finally:
        process.close(quit=False)


def test_messages_come_in_order_and_info_is_skipped(reader: str) -> None:
    process = ChildProcess(python(
        "print('{\"type\": \"info\"}\\n{\"type\": \"a\"}\\n{\"type\": \"b\"}', flush=True)"),
        "bot")
    try:
        process.send({"type": "call"})
        assert [process.receive(10)["type"] for _ in range(2)] == ["a", "b"]
    finally:
        process.close(quit=False)


@pytest.mark.parametrize(("code", "reason"), [
    ("print('{\"type\": \"a\"}\\nnot json', flush=True)", "bot: wrote junk on its output"),
    (f"print('x' * {LINE_LIMIT + 10}, flush=True)", "bot: wrote junk on its output: a line "
                                                     f"of more than {LINE_LIMIT} bytes"),
    (f"sys.stdout.write('{{\"type\": \"info\"}}\\n' * {REQUEST_BYTES // 16 + 10})\n"
     "sys.stdout.flush()", f"bot: wrote junk on its output: more than {REQUEST_BYTES} bytes"),
    ("sys.exit(3)", "bot: stopped (exit code 3)"),
])
def test_junk_floods_and_an_exit_forfeit(code: str, reason: str, reader: str) -> None:
    process = ChildProcess(python(code), "bot")
    try:
        process.send({"type": "call"})
        if code.startswith("print('{"):  # the message before the junk still arrives
            assert process.receive(10) == {"type": "a"}
        with pytest.raises(Forfeit) as raised:
            process.receive(10)
        assert str(raised.value).startswith(reason)
        assert not process.running
    finally:
        process.close(quit=False)


def test_no_answer_in_time_forfeits(reader: str) -> None:
    with pytest.raises(Forfeit, match=r"bot: no answer within 0\.2 s"):
        answer("import time\ntime.sleep(30)", 0.2)
