"""What a tournament shows: the live callback and cancel of the API, the progress line,
the terminal tables, the JSON document and the HTML report."""

import base64
import io
import re
import subprocess
import sys
import threading
from pathlib import Path

from qtgames.cli.progress import Progress
from qtgames.plugins import load_games
from qtgames.tournament import Tournament, TournamentConfig, run_tournament
from tests.tournament.helpers import SMALL, run, run_json

TOURNAMENT = ["tournament", "reversi", "random", "easy", "medium", *SMALL, "--seed", "2",
              "--jobs", "1"]


def test_the_api_reports_each_game_and_stops_on_cancel() -> None:
    cancel = threading.Event()
    seen: list[int] = []

    def game_done(tournament: Tournament, line: dict) -> None:
        seen.append(tournament.done)
        assert line["tournament"]["pairing"] in tournament.book.pairing_seconds
        if tournament.done == 3:
            cancel.set()

    config = TournamentConfig(game="reversi", players=("random", "easy", "medium"),
                              games=4, options={"size": 6})
    tournament = run_tournament(config, on_game_done=game_done, cancel=cancel,
                                lookup=load_games().get)
    assert seen == [1, 2, 3] and tournament.cancelled and tournament.done == 3
    assert tournament.expected == 12


class Terminal(io.StringIO):
    """A stream that says it is a terminal: the progress line is drawn on it."""

    def isatty(self) -> bool:
        """Always a terminal."""
        return True


def test_the_progress_line_shows_games_left_time_left_and_the_leader() -> None:
    stream = Terminal()
    with Progress(10, "tournament", stream) as bar:
        bar.update(4, 12, "leader: easy 3/4", earlier=2)
    drawn = stream.getvalue()
    assert "4/12, 8 left" in drawn and "s left" in drawn and "leader: easy 3/4" in drawn


def test_the_progress_line_speaks_the_system_language(monkeypatch) -> None:
    monkeypatch.setenv("QTGAMES_LANG", "fr")
    stream = Terminal()
    with Progress(10, "tournament", stream) as bar:
        bar.update(4, 12, earlier=2)
    drawn = stream.getvalue()
    assert "4/12, 8 restantes" in drawn and " s restantes" in drawn and "left" not in drawn


def test_terminal_tables(capsys) -> None:
    code, out, _ = run([*TOURNAMENT, "--games", "2", "--format", "knockout"], capsys)
    assert code == 0
    assert out.startswith("Round 1 (semi-final):\n  random: bye\n")
    for title in ("Final places (knock-out):", "Standings:", "Crosstable (points/games",
                  "Ratings (maximum likelihood"):
        assert title in out
    assert re.search(r"1\. medium +\+\d+\.\d ± +\d+\.\d", out)


def test_the_json_document(capsys) -> None:
    document = run_json([*TOURNAMENT, "--games", "2"], capsys)
    assert document["games"] == 6 and document["format"] == "round-robin"
    assert [r["player"] for r in document["ratings"]] == [
        s["player"] for s in document["standings"]]
    assert sum(r["points"] for r in document["ratings"]) == 6
    assert document["crosstable"]["medium"]["random"] == [2.0, 2]
    assert document["forfeits"] == []


def test_the_html_report_is_one_self_contained_page(tmp_path: Path, capsys) -> None:
    page = tmp_path / "report.html"
    code, _, err = run([*TOURNAMENT, "--games", "2", "--format", "swiss", "--report",
                        str(page)], capsys)
    assert code == 0, err
    text = page.read_text(encoding="utf-8")
    images = re.findall(r'src="data:image/png;base64,([^"]+)"', text)
    assert len(images) == 3
    assert all(base64.b64decode(image).startswith(b"\x89PNG") for image in images)
    assert "http" not in text.replace("http-equiv", "")  # nothing fetched from anywhere
    for part in ("<h2>Crosstable</h2>", "<h2>Ratings</h2>", "<h2>Swiss table</h2>",
                 "Score over time", "Thinking time"):
        assert part in text


def test_a_report_without_matplotlib_is_one_line(tmp_path: Path, capsys, monkeypatch) -> None:
    monkeypatch.setitem(sys.modules, "matplotlib", None)  # as if not installed
    results = tmp_path / "run.jsonl"
    code, out, err = run([*TOURNAMENT, "--games", "1", "--report", str(tmp_path / "r.html"),
                          "--results", str(results)], capsys)
    assert not out and not results.exists()  # said before any game is played
    assert code == 2 and err == ("qtgames: --report needs matplotlib: pip install "
                                 "'qtgames[report]'\n")


def test_matplotlib_is_imported_only_for_a_report() -> None:
    check = ("import sys; from qtgames.cli.main import main; "
             "code = main(['match', 'reversi', 'easy', 'random', '--games', '1', "
             "'--option', 'size=6', '--jobs', '1']); "
             "print('LOADED', sorted(m for m in sys.modules "
             "if m.split('.')[0] in ('matplotlib', 'distributed', 'numpy')))")
    done = subprocess.run([sys.executable, "-c", check], capture_output=True, text=True,
                          timeout=120)
    assert "LOADED []" in done.stdout, done.stderr
