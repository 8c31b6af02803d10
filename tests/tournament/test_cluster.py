"""Games played on a Dask cluster (a local one here) stream back into the same results
file and tables as games played at home."""

from collections.abc import Iterator
from pathlib import Path

import pytest

from qtgames.tournament import executors
from tests.tournament.helpers import SMALL, lines, run, run_json, tables

distributed = pytest.importorskip("distributed")

TOURNAMENT = ["tournament", "reversi", "random", "easy", "medium", *SMALL, "--seed", "9",
              "--games", "2"]


@pytest.fixture(scope="module")
def scheduler() -> Iterator[str]:
    """A scheduler address with one worker of two threads, in this process."""
    with distributed.LocalCluster(n_workers=1, threads_per_worker=2, processes=False,
                                  protocol="tcp", dashboard_address=None) as cluster:
        yield cluster.scheduler_address


def test_a_cluster_plays_the_same_tournament(scheduler: str, tmp_path: Path, capsys) -> None:
    home = run_json([*TOURNAMENT, "--jobs", "1"], capsys)
    results = tmp_path / "cluster.jsonl"
    away = run_json([*TOURNAMENT, "--cluster", scheduler, "--results", str(results)], capsys)
    assert tables(away) == tables(home)
    assert len(lines(results)) == 1 + 6


def test_a_cluster_resumes_a_run(scheduler: str, tmp_path: Path, capsys) -> None:
    results = tmp_path / "run.jsonl"
    whole = run_json([*TOURNAMENT, "--jobs", "1", "--results", str(results)], capsys)
    content = results.read_text(encoding="utf-8").splitlines(keepends=True)
    results.write_text("".join(content[:3]), encoding="utf-8")  # two games of six kept
    resumed = run_json([*TOURNAMENT, "--cluster", scheduler, "--resume", str(results)], capsys)
    assert tables(resumed) == tables(whole) and len(lines(results)) == 7


def test_an_unreachable_scheduler_is_one_line(monkeypatch, tmp_path: Path, capsys) -> None:
    monkeypatch.setattr(executors, "CONNECT_SECONDS", 0.5)
    results = tmp_path / "run.jsonl"
    code, out, err = run([*TOURNAMENT, "--cluster", "tcp://127.0.0.1:1", "--results",
                          str(results)], capsys)
    assert not results.exists()  # so the same command works once the cluster is up
    assert code == 2 and not out and err.startswith(
        "qtgames: cannot reach the Dask scheduler at tcp://127.0.0.1:1:") and err.count("\n") == 1


#: A bot file that logs where it is loaded from (outside any box), then plays first.
WHERE = """\
with open({log!r}, "a") as out:
    out.write(__file__ + "\\n")


def play(view, legal_moves, seat):
    import helper
    return legal_moves[helper.FIRST]
"""


def test_a_python_package_player_is_sent_to_the_workers_with_its_modules(
        scheduler: str, tmp_path: Path, capsys, monkeypatch: pytest.MonkeyPatch) -> None:
    bots = tmp_path / "bots"
    (bots / "where").mkdir(parents=True)
    log = tmp_path / "loaded.txt"
    (bots / "where" / "__init__.py").write_text(WHERE.format(log=str(log)), encoding="utf-8")
    (bots / "where" / "helper.py").write_text("FIRST = 0\n", encoding="utf-8")
    monkeypatch.chdir(tmp_path)
    results = tmp_path / "run.jsonl"
    code, _, err = run(["match", "reversi", "py:bots/where", "random", *SMALL, "--games",
                        "2", "--cluster", scheduler, "--results", str(results),
                        "--no-sandbox"], capsys)
    assert code == 0, err
    games = lines(results)[1:]
    assert [game["tournament"]["forfeit"] for game in games] == [None, None]
    assert [game["tournament"]["players"][game["tournament"]["a_seats"][0]]
            for game in games] == ["py:bots/where"] * 2
    loaded = set(log.read_text(encoding="utf-8").split())
    assert loaded and str(bots / "where" / "__init__.py") not in loaded  # a copy, the
    # worker's own


def test_an_engine_file_a_worker_lacks_refuses_the_run_in_one_line(
        scheduler: str, tmp_path: Path, capsys, monkeypatch: pytest.MonkeyPatch) -> None:
    import sys

    engine = tmp_path / "engine.py"
    engine.write_text("", encoding="utf-8")
    monkeypatch.chdir(tmp_path)
    # the workers lack the engine's file (not the Python running it)
    monkeypatch.setattr(executors, "missing_files",
                        lambda paths: [path for path in paths if path.endswith("engine.py")])
    results = tmp_path / "run.jsonl"
    code, out, err = run(["match", "reversi", f"engine:{sys.executable} engine.py", "random",
                          *SMALL, "--cluster", scheduler, "--results", str(results)], capsys)
    assert code == 2 and not out and not results.exists()
    assert err.startswith("qtgames: the Dask worker ") and err.count("\n") == 1
    assert f"has no file {engine}: an engine's files" in err
