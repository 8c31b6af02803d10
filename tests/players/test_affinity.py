"""A series with one outside player shares one processor with its process (Linux): the
thread playing the games and every child it starts run on the same processor, each pool
worker on its own; ``--no-affinity``, two outside players and every other way to play pin
nothing."""

import json
import os
import re
from pathlib import Path

import pytest

from qtgames.cli.common import registry
from qtgames.players import Forfeit, affinity, make_player
from qtgames.players.kept import kept_running
from tests.helpers import run

pytestmark = pytest.mark.skipif(
    not hasattr(os, "sched_getaffinity") or len(os.sched_getaffinity(0)) < 2,
    reason="needs a system with two processors or more, that says which a thread may use")

#: A bot file whose every move raises, naming the processors its process may use.
TELLER = """\
import os


def play(view, legal_moves, seat):
    raise RuntimeError("on " + ",".join(map(str, sorted(os.sched_getaffinity(0)))))
"""

#: A bot file that logs its process and its processors, then plays the first move.
LOGGER = """\
import os

LOG = {log!r}


def play(view, legal_moves, seat):
    with open(LOG, "a") as out:
        out.write(f"{{os.getppid()}} {{sorted(os.sched_getaffinity(0))}}\\n")
    return legal_moves[0]
"""


def processors_of_a_bot(tmp_path: Path) -> set[int]:
    """The processors a ``py:`` bot started from this thread may use, as it says itself
    (from inside its box where there is one)."""
    path = tmp_path / "teller.py"
    path.write_text(TELLER, encoding="utf-8")
    spec = registry().get("reversi")
    options = spec.resolve_options({})
    player = make_player(spec, f"py:{path}", 1, options)
    try:
        with pytest.raises(Forfeit) as caught:
            player.choose(spec.new_state(options, 1))
    finally:
        player.close()
    found = re.search(r"on ([0-9,]+)", caught.value.reason)
    assert found is not None, caught.value.reason
    return {int(number) for number in found.group(1).split(",")}


def test_a_thread_sharing_its_processor_starts_bots_on_it(tmp_path: Path) -> None:
    before = os.sched_getaffinity(0)
    with affinity.shared_processor():
        processors = os.sched_getaffinity(0)
        assert len(processors) == 1 and processors < before
        assert processors_of_a_bot(tmp_path) == processors
    assert os.sched_getaffinity(0) == before
    assert processors_of_a_bot(tmp_path) == before


def test_nothing_is_pinned_when_sharing_is_off(tmp_path: Path) -> None:
    before = os.sched_getaffinity(0)
    with affinity.shared_processor(enabled=False):
        assert os.sched_getaffinity(0) == before
        assert processors_of_a_bot(tmp_path) == before


def test_another_thread_starts_its_bots_where_it_likes(tmp_path: Path) -> None:
    import queue
    import threading

    before = os.sched_getaffinity(0)
    asked: queue.SimpleQueue[bool] = queue.SimpleQueue()
    seen: list[set[int]] = []

    def other_thread() -> None:  # started before the scope: not made by a pinned thread
        asked.get()
        seen.append(processors_of_a_bot(tmp_path))

    worker = threading.Thread(target=other_thread)
    worker.start()
    with affinity.shared_processor():
        asked.put(True)
        worker.join()
    assert seen == [before]


def test_a_pinned_thread_is_given_back_its_processors_from_another_thread() -> None:
    import threading

    before = os.sched_getaffinity(0)
    pinned: list[affinity.Pinned | None] = []
    during: list[set[int]] = []
    after: list[set[int]] = []
    released = threading.Event()
    unpinned = threading.Event()

    def pinned_thread() -> None:
        pinned.append(affinity.pin_thread(min(before)))
        during.append(os.sched_getaffinity(0))
        released.set()
        unpinned.wait(5)
        after.append(os.sched_getaffinity(0))

    thread = threading.Thread(target=pinned_thread)
    thread.start()
    assert released.wait(5)
    assert pinned[0] is not None
    affinity.unpin(pinned[0])
    unpinned.set()
    thread.join()
    assert during == [{min(before)}]
    assert after == [before]


def test_the_quietest_processor_comes_first(monkeypatch: pytest.MonkeyPatch) -> None:
    idle = iter([{0: 100, 1: 100, 2: 100}, {0: 101, 1: 150, 2: 120}])
    monkeypatch.setattr(affinity, "_idle_times", lambda: next(idle))
    monkeypatch.setattr(affinity, "_noted", [])  # none noted by an earlier command
    assert affinity.quietest_first([0, 1, 2]) == [1, 2, 0]
    idle = iter([{0: 100, 1: 100, 2: 100}, {0: 130, 1: 101, 2: 120}])
    affinity.watch_processors()  # noted now, compared when asked
    assert affinity.quietest_first([0, 1, 2]) == [0, 2, 1]
    assert affinity._noted == []  # used once
    monkeypatch.undo()
    assert sorted(affinity.worker_processors()) == sorted(os.sched_getaffinity(0))


def logged(log: Path) -> dict[int, set[tuple[int, ...]]]:
    """The processors each bot process said it may use, by process."""
    found: dict[int, set[tuple[int, ...]]] = {}
    for line in log.read_text(encoding="utf-8").splitlines():
        pid, processors = line.split(" ", 1)
        found.setdefault(int(pid), set()).add(tuple(json.loads(processors)))
    return found


def match(tmp_path: Path, capsys: pytest.CaptureFixture[str], *more: str,
          opponent: str = "random", games: int = 4) -> Path:
    """A match of a logging bot against ``opponent``; the bot's log."""
    log = tmp_path / f"log{len(list(tmp_path.glob('log*')))}.txt"
    path = tmp_path / "logger.py"
    path.write_text(LOGGER.format(log=str(log)), encoding="utf-8")
    code, _, err = run(["match", "reversi", f"py:{path}", opponent, "--games", str(games),
                        "--seed", "3", "--option", "size=6", "--no-sandbox", *more], capsys)
    assert code == 0, err
    return log


def test_a_match_shares_one_processor_with_its_bot(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    before = os.sched_getaffinity(0)
    found = logged(match(tmp_path, capsys, "--jobs", "1"))
    assert len(found) == 1  # one process kept for the four games (each in a fork of it)
    [processors] = found.values()
    assert len(processors) == 1 and len(next(iter(processors))) == 1
    assert os.sched_getaffinity(0) == before


def test_no_affinity_leaves_the_bot_every_processor(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    allowed = tuple(sorted(os.sched_getaffinity(0)))
    found = logged(match(tmp_path, capsys, "--jobs", "1", "--no-affinity"))
    assert found and all(processors == {allowed} for processors in found.values())


def test_each_worker_of_a_pool_has_a_processor_of_its_own(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    found = logged(match(tmp_path, capsys, "--jobs", "2", games=8))
    # one bot process per worker, each on one processor, no two workers on the same
    assert len(found) == 2
    assert all(len(processors) == 1 and len(next(iter(processors))) == 1
               for processors in found.values())
    used = [next(iter(processors))[0] for processors in found.values()]
    assert len(set(used)) == len(used)


def test_two_outside_players_are_never_pinned(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    allowed = tuple(sorted(os.sched_getaffinity(0)))
    other = tmp_path / "other.py"
    other.write_text("def play(view, legal_moves, seat):\n    return legal_moves[-1]\n",
                     encoding="utf-8")
    found = logged(match(tmp_path, capsys, "--jobs", "1", opponent=f"py:{other}"))
    assert found and all(processors == {allowed} for processors in found.values())


def test_a_tournament_run_by_the_app_pins_nothing() -> None:
    import threading

    from qtgames.tournament.runner import TournamentConfig, run_tournament

    before = os.sched_getaffinity(0)
    seen: list[set[int]] = []

    def watch(*_: object) -> None:
        seen.append(os.sched_getaffinity(0))

    def play() -> None:  # as the tournament window does: defaults, in a thread of its own
        run_tournament(TournamentConfig(game="reversi", players=("random", "easy"),
                                        games=2, seed=1, options={"size": 6}),
                       on_game_done=watch)

    thread = threading.Thread(target=play)
    thread.start()
    thread.join()
    assert seen and all(processors == before for processors in seen)


def test_outside_a_series_nothing_is_pinned(tmp_path: Path) -> None:
    before = os.sched_getaffinity(0)
    with kept_running():
        assert processors_of_a_bot(tmp_path) == before


def test_the_bootstrap_reads_its_processors_and_refuses_a_misspelt_list() -> None:
    from qtgames.players.bootstrap import Options, read_options

    assert read_options(["--memory", "9", "--processors", "0,3", "file", "a.py", "play"]) == (
        Options({"--memory": 9}, {0, 3}, None, False, ["file", "a.py", "play"]))
    assert read_options(["--memory", "9", "file", "a.py"]) == Options(
        {"--memory": 9}, None, None, False, ["file", "a.py"])
    for wrong in ("", "0,", "x", "-1", "1;2", "1234567"):
        assert read_options(["--memory", "9", "--processors", wrong, "file", "a.py"]) is None


def test_the_box_is_tried_once_however_many_threads_ask(monkeypatch: pytest.MonkeyPatch
                                                         ) -> None:
    import threading

    from qtgames.players import sandbox

    tries: list[int] = []
    result = sandbox.BoxState(None, sandbox.REASONS[2])

    def trial() -> sandbox.BoxState:
        tries.append(1)
        return result

    monkeypatch.delenv(sandbox.NO_SANDBOX, raising=False)
    monkeypatch.setattr(sandbox, "_try_bwrap", trial)
    monkeypatch.setattr(sandbox, "_trial_result", [])
    monkeypatch.setattr(sandbox, "_trial_started", [])
    sandbox.try_early()
    sandbox.try_early()
    assert len(sandbox._trial_started) == 1
    threads = [threading.Thread(target=sandbox.state) for _ in range(4)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    sandbox._trial_started[0].join()
    assert sandbox.state() is result
    assert tries == [1]
