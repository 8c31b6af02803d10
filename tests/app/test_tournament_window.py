"""Game › Tournament…: a run in the background shows the runner's own tables, cancels
keeping its results, resumes, opens its games in the main window and refuses bad input
with one message."""

import json
import re
from pathlib import Path

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QFileDialog, QMessageBox

from qtgames.app.tournamentwindow import TournamentWindow, show_tournament
from qtgames.tournament import report, results
from qtgames.tournament.runner import TournamentConfig, run_tournament

TIMEOUT_MS = 60_000


@pytest.fixture
def tournament(window, qtbot) -> TournamentWindow:
    """The tournament window, opened from the Game menu."""
    window.menus.act_tournament.trigger()
    found = window.findChild(TournamentWindow, "tournament")
    assert isinstance(found, TournamentWindow) and found.isVisible()
    qtbot.addWidget(found)
    yield found
    found.stop()


def set_up(tournament: TournamentWindow, players: list[str], results_path: Path,
           games: int = 2, fmt: str = "round-robin", jobs: int = 1, seed: int = 5) -> None:
    """Choose Black & White 6×6 with ``players`` and the rest in the form."""
    setup = tournament.setup
    setup.game_box.setCurrentIndex(setup.game_box.findData("reversi"))
    setup.option_boxes["size"].setCurrentIndex(setup.option_boxes["size"].findData(6))
    setup.set_players(players)
    setup.format_box.setCurrentIndex(setup.format_box.findData(fmt))
    setup.games_spin.setValue(games)
    setup.jobs_spin.setValue(jobs)
    setup.seed_edit.setText(str(seed))
    setup.results_edit.setText(str(results_path))


def finish(tournament: TournamentWindow, qtbot) -> None:
    """Wait until the run has ended and its last report has been shown."""
    qtbot.waitUntil(lambda: tournament.start_button.isEnabled(), timeout=TIMEOUT_MS)


def shown_standings(tournament: TournamentWindow) -> list[tuple[str, str, str]]:
    """The standings table, each player by the name the runner knows it by."""
    table = tournament.tables.standings
    names = {label: name for name, label in tournament.tables.labels.items()}
    return [(names[table.item(row, 1).text()], table.item(row, 2).text(),
             table.item(row, 3).text()) for row in range(table.rowCount())]


def test_the_menu_opens_one_window_that_is_not_modal(window, tournament):
    assert not tournament.isModal()
    window.menus.act_tournament.trigger()
    assert window.findChildren(TournamentWindow) == [tournament]


@pytest.mark.parametrize("jobs", [1, 2])
def test_a_seeded_run_shows_the_runners_standings_and_ratings(tournament, qtbot, tmp_path,
                                                              jobs):
    players = ["random", "easy", "medium"]
    set_up(tournament, players, tmp_path / "run.jsonl", jobs=jobs)
    assert tournament.start()
    assert tournament.cancel_button.isEnabled()  # the GUI answers while the run plays
    finish(tournament, qtbot)
    expected = run_tournament(TournamentConfig(
        game="reversi", players=tuple(players), games=2, seed=5, options={"size": 6}))
    assert shown_standings(tournament) == [
        (entry["player"], f"{entry['points']:g}", str(entry["games"]))
        for entry in report.standings(expected)]
    ratings = tournament.tables.ratings
    assert [ratings.item(row, 0).text() for row in range(ratings.rowCount())] == [
        tournament.tables.name(rating.player) for rating in expected.ratings().table]
    assert tournament.tables.name("easy") == "Easy"
    assert ratings.item(0, 2).text().startswith("±")
    assert tournament.tables.games.rowCount() == 6
    assert tournament.progress.value() == 6 == tournament.progress.maximum()
    assert "6" in tournament.status.text() and "run.jsonl" in tournament.status.text()
    crosstable = tournament.tables.crosstable
    assert crosstable.rowCount() == 3 and crosstable.item(0, 0).text() == "×"
    first = expected.book.head_to_head("random", "easy")
    assert crosstable.item(0, 1).text().endswith(f"/{first[1]}")
    lines, _ = results.read(tmp_path / "run.jsonl")
    assert len(lines) == 7  # the header and every game


@pytest.mark.parametrize(("fmt", "players"), [
    ("gauntlet", ["easy", "random", "medium"]),
    ("knockout", ["random", "easy", "medium"]),
    ("swiss", ["random", "easy", "medium"])])
def test_every_format_shows_the_runners_standings(tournament, qtbot, tmp_path, fmt, players):
    set_up(tournament, players, tmp_path / f"{fmt}.jsonl", fmt=fmt, seed=3)
    assert tournament.start()
    finish(tournament, qtbot)
    expected = run_tournament(TournamentConfig(
        game="reversi", players=tuple(players), format=fmt, games=2, seed=3,
        options={"size": 6}))
    assert shown_standings(tournament) == [
        (entry["player"], f"{entry['points']:g}", str(entry["games"]))
        for entry in report.standings(expected)]
    assert tournament.tables.games.rowCount() == expected.done


def test_the_main_window_plays_while_a_run_goes_on(window, tournament, qtbot, tmp_path):
    from qtgames.core.record import GameRecord

    set_up(tournament, ["random", "easy"], tmp_path / "busy.jsonl", games=200)
    assert tournament.start()
    record = GameRecord(window.registry.get("reversi"), {"size": 8}, 1, ["human", "human"])
    window.start_table(record)
    window.driver.human_move(record.state.parse_move("d3"))
    assert list(window.driver.record.moves) == ["d3"]
    qtbot.waitUntil(lambda: tournament.progress.value() >= 3, timeout=TIMEOUT_MS)
    assert tournament.run.running() or tournament.start_button.isEnabled()
    tournament.cancel()
    finish(tournament, qtbot)


def test_the_window_follows_the_apps_language(window, tournament, qtbot):
    window.set_language("fr")
    qtbot.waitUntil(lambda: tournament.start_button.text() == "&Lancer", timeout=TIMEOUT_MS)
    assert tournament.windowTitle() == "Tournoi"
    assert window.menus.act_tournament.text() == "To&urnoi…"
    window.set_language("en")
    qtbot.waitUntil(lambda: tournament.start_button.text() == "&Start", timeout=TIMEOUT_MS)


def test_in_french_the_tables_and_the_progress_write_numbers_as_french_does(
        window, tournament, qtbot, tmp_path):
    window.set_language("fr")
    qtbot.waitUntil(lambda: tournament.start_button.text() == "&Lancer", timeout=TIMEOUT_MS)
    set_up(tournament, ["random", "easy"], tmp_path / "run.jsonl")
    assert tournament.start()
    finish(tournament, qtbot)
    standings, ratings = tournament.tables.standings, tournament.tables.ratings
    scores = [standings.item(row, 4).text() for row in range(standings.rowCount())]
    assert scores and all(re.fullmatch(r"\d+,\d\u202f%", score) for score in scores)
    assert re.fullmatch(r"\d+,\d\u202f%", ratings.item(0, 4).text())
    assert tournament.progress.text() == "100\u202f%"
    window.set_language("en")
    qtbot.waitUntil(lambda: tournament.start_button.text() == "&Start", timeout=TIMEOUT_MS)
    assert tournament.progress.text() == "100%"


def test_a_player_listed_twice_plays_under_a_second_name(tournament, qtbot, tmp_path):
    set_up(tournament, ["easy", "easy"], tmp_path / "twice.jsonl", games=2)
    assert tournament.start()
    finish(tournament, qtbot)
    assert sorted(name for name, _, _ in shown_standings(tournament)) == ["easy", "easy (2)"]
    assert tournament.tables.name("easy (2)") == "Easy (2)"


def test_cancel_stops_and_keeps_the_finished_games_then_resume_finishes(
        tournament, qtbot, tmp_path):
    path = tmp_path / "long.jsonl"
    players = ["random", "easy"]
    set_up(tournament, players, path, games=200)
    assert tournament.start()
    qtbot.waitUntil(lambda: tournament.progress.value() >= 2, timeout=TIMEOUT_MS)
    tournament.cancel()
    finish(tournament, qtbot)
    kept = len(results.read(path)[0]) - 1
    assert 2 <= kept < 200
    assert str(kept) in tournament.status.text()
    assert tournament.run is not None and tournament.run.tournament is not None
    assert tournament.run.tournament.cancelled
    set_up(tournament, ["medium"], tmp_path / "other.jsonl")  # resume reads the file's
    assert tournament.resume(str(path))
    finish(tournament, qtbot)
    assert tournament.setup.entries() == players
    assert tournament.tables.games.rowCount() == 200
    whole = run_tournament(TournamentConfig(game="reversi", players=tuple(players), games=200,
                                            seed=5, options={"size": 6}))
    assert shown_standings(tournament) == [
        (entry["player"], f"{entry['points']:g}", str(entry["games"]))
        for entry in report.standings(whole)]


def test_a_finished_game_opens_in_the_main_window(window, tournament, qtbot, tmp_path):
    path = tmp_path / "open.jsonl"
    set_up(tournament, ["random", "easy"], path, games=2)
    assert tournament.start()
    finish(tournament, qtbot)
    line = results.read(path)[0][1]
    row = tournament.tables.row_of((line["tournament"]["pairing"], line["tournament"]["index"]))
    assert row is not None
    tournament.activate(row)
    assert window.driver is not None
    record = window.driver.record
    assert record.spec.id == "reversi" and record.state.is_over()
    assert list(record.moves) == line["moves"]


def test_a_game_being_played_can_be_watched(tournament, qtbot, tmp_path):
    path = tmp_path / "watch.jsonl"
    set_up(tournament, ["easy", "medium"], path, games=200)
    assert tournament.start()
    qtbot.waitUntil(lambda: bool(tournament.playing), timeout=TIMEOUT_MS)
    job, moves = next(iter(tournament.playing.values()))
    row = tournament.tables.row_of(job.key)
    assert row is not None and tournament.tables.line_at(row) is None
    tournament.activate(row)
    watch = tournament.watches[job.key]
    assert watch.isVisible() and watch.played == len(moves)
    qtbot.waitUntil(lambda: tournament.tables.line_at(row) is not None, timeout=TIMEOUT_MS)
    tournament.cancel()
    finish(tournament, qtbot)
    line = tournament.tables.line_at(row)
    assert line is not None and watch.played == len(line["moves"]) >= len(moves)
    assert watch.state.position() == _replayed(tournament, job, line["moves"])
    assert line in results.read(path)[0]


def _replayed(tournament: TournamentWindow, job, moves: list[str]) -> str:
    spec = tournament.registry.get("reversi")
    state = spec.new_state(job.options, job.seed)
    for text in moves:
        state.play(state.parse_move(text))
    return state.position()


@pytest.fixture
def warnings(monkeypatch) -> list[str]:
    said: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda _parent, _title, text: said.append(text))
    return said


def test_too_few_players_says_so_once_and_starts_nothing(tournament, warnings, tmp_path):
    set_up(tournament, ["easy"], tmp_path / "few.jsonl")
    assert not tournament.start()
    assert len(warnings) == 1 and "at least 2" in warnings[0]
    assert tournament.run is None and not (tmp_path / "few.jsonl").exists()
    assert tournament.start_button.isEnabled()


def test_an_unreadable_results_file_says_so_once(tournament, warnings, tmp_path):
    bad = tmp_path / "bad.jsonl"
    bad.write_text("not json\n", encoding="utf-8")
    assert not tournament.resume(str(bad))
    assert len(warnings) == 1 and "bad.jsonl" in warnings[0]
    assert not tournament.resume(str(tmp_path / "missing.jsonl"))
    assert len(warnings) == 2 and "missing.jsonl" in warnings[1]
    assert bad.read_text(encoding="utf-8") == "not json\n"
    assert tournament.run is None


def test_a_missing_bot_file_says_so_once(tournament, warnings, tmp_path):
    set_up(tournament, ["easy", f"py:{tmp_path / 'nowhere.py'}"], tmp_path / "bot.jsonl")
    assert not tournament.start()
    assert len(warnings) == 1 and "nowhere.py" in warnings[0]


def test_an_existing_results_file_is_not_overwritten(tournament, warnings, qtbot, tmp_path):
    taken = tmp_path / "taken.jsonl"
    taken.write_text(json.dumps({"format": "other"}) + "\n", encoding="utf-8")
    set_up(tournament, ["easy", "medium"], taken)
    tournament.start()  # the file is refused in the run's thread
    qtbot.waitUntil(lambda: bool(warnings), timeout=TIMEOUT_MS)
    finish(tournament, qtbot)
    assert len(warnings) == 1 and "taken.jsonl" in warnings[0]
    assert taken.read_text(encoding="utf-8") == json.dumps({"format": "other"}) + "\n"


def test_the_players_list_takes_a_bot_file(tournament, monkeypatch, tmp_path):
    bot = tmp_path / "bot.py"
    bot.write_text("def play(view, legal_moves, seat):\n    return legal_moves[0]\n",
                   encoding="utf-8")
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *_, **__: (str(bot), ""))
    setup = tournament.setup
    setup.game_box.setCurrentIndex(setup.game_box.findData("reversi"))
    box = setup.add_box
    box.activated.emit(box.findData("\x00from-file"))
    setup.add_chosen()
    assert setup.entries()[-1] == f"py:{bot}"


def test_a_drop_in_game_plays_its_tournament_in_the_window(nim_home, monkeypatch, qtbot):
    monkeypatch.setenv("QTGAMES_HOME", str(nim_home))
    from qtgames.app.mainwindow import MainWindow
    from qtgames.plugins import load_games

    main = MainWindow(load_games())
    qtbot.addWidget(main)
    tournament = show_tournament(main)
    setup = tournament.setup
    setup.game_box.setCurrentIndex(setup.game_box.findData("nim"))
    assert setup.entries()[0] == "random" and len(setup.entries()) >= 2
    setup.games_spin.setValue(4)
    setup.jobs_spin.setValue(1)
    setup.seed_edit.setText("1")
    assert tournament.start()
    finish(tournament, qtbot)
    players = tuple(setup.entries())
    expected = run_tournament(TournamentConfig(game="nim", players=players, games=4, seed=1,
                                               options=setup.options()),
                              lookup=main.registry.get)
    assert shown_standings(tournament) == [
        (entry["player"], f"{entry['points']:g}", str(entry["games"]))
        for entry in report.standings(expected)]
    assert tournament.run.config.results.startswith(str(nim_home))


@pytest.mark.parametrize(("seconds", "text"), [
    (0.4, "0 s"), (45, "45 s"), (200, "3 min 20 s"), (3900, "1 h 05 min")])
def test_time_left_is_written_in_hours_minutes_and_seconds(seconds, text):
    from qtgames.app.tournamentwindow import duration_text

    assert duration_text(seconds) == text


@pytest.mark.parametrize(("points", "text"), [(0, "0"), (0.5, "½"), (1, "1"), (2.5, "2½")])
def test_points_are_written_with_halves(points, text):
    from qtgames.app.tournamenttables import score_text

    assert score_text(points) == text


def test_an_edited_results_file_is_refused_before_any_game_is_shown(tournament, warnings,
                                                                     tmp_path):
    path = tmp_path / "edited.jsonl"
    run_tournament(TournamentConfig(game="reversi", players=("random", "easy"), games=2,
                                    seed=5, options={"size": 6, "first": "black"},
                                    results=str(path)))
    header, first, second = path.read_text(encoding="utf-8").splitlines(keepends=True)
    game = json.loads(second)
    game["tournament"]["outcome"]["winners"] = [0, 1]
    path.write_text(header + first + json.dumps(game) + "\n", encoding="utf-8")
    before = path.read_bytes()
    assert not tournament.resume(str(path))
    assert len(warnings) == 1 and "edited.jsonl line 3: the result recorded" in warnings[0]
    assert tournament.run is None and tournament.tables.games.rowCount() == 0
    settings = json.loads(header)
    settings["config"]["seed"] = "5"
    path.write_text(json.dumps(settings) + "\n" + first, encoding="utf-8")
    assert not tournament.resume(str(path))
    assert len(warnings) == 2 and "line 1: not a qtgames tournament result" in warnings[1]
    assert path.read_bytes() != before and tournament.run is None


def test_a_run_with_a_64_bit_seed_resumes_from_the_window(tournament, warnings, qtbot,
                                                           tmp_path):
    path = tmp_path / "big-seed.jsonl"
    run_tournament(TournamentConfig(game="reversi", players=("random", "easy"), games=2,
                                    seed=2**62 + 5, options={"size": 6, "first": "black"},
                                    results=str(path)))
    header, first, _ = path.read_text(encoding="utf-8").splitlines(keepends=True)
    path.write_text(header + first, encoding="utf-8")  # stopped after its first game
    assert tournament.resume(str(path)), warnings
    assert tournament.setup.seed_edit.text() == str(2**62 + 5)
    finish(tournament, qtbot)
    assert not warnings
    lines = [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines()]
    assert lines[0] == json.loads(header) and len(lines) == 3


def test_an_empty_seed_draws_one_at_random(tournament, tmp_path):
    set_up(tournament, ["random", "easy"], tmp_path / "a.jsonl")
    tournament.setup.seed_edit.clear()
    seeds = {tournament.setup.config(resume=False).seed for _ in range(2)}
    assert seeds == {None}  # the run draws it: see settled()


def test_an_opened_game_comes_in_front_of_the_tournament_window(window, tournament, qtbot,
                                                                tmp_path):
    # A window kept above the main one (a dialog of it) would hide the game just opened.
    assert tournament.windowHandle().transientParent() is None
    path = tmp_path / "front.jsonl"
    set_up(tournament, ["random", "easy"], path, games=1)
    assert tournament.start()
    finish(tournament, qtbot)
    tournament.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is tournament)
    tournament.activate(0)
    assert window.driver is not None
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)


def test_closing_the_main_window_quits_even_with_the_tournament_window_open(
        window, tournament, qtbot):
    assert tournament.isVisible()
    app = QApplication.instance()
    closed: list[bool] = []
    app.lastWindowClosed.connect(lambda: closed.append(True))
    QTimer.singleShot(0, window.close)
    QTimer.singleShot(3000, app.quit)  # only if the app failed to quit by itself
    app.exec()                         # the app quits on its last window only in its loop
    assert closed


@pytest.mark.parametrize(("lang", "los"), [("en", "81.7%"), ("fr", "81,7\u202f%")])
def test_the_ratings_show_whole_names_and_figures_without_a_scroll_bar(window, qtbot, lang,
                                                                     los):
    from qtgames.app.tournamentrun import Snapshot
    from qtgames.app.tournamenttables import TournamentTables
    from qtgames.tournament.ratings import Rating

    window.set_language(lang)
    tables = TournamentTables()
    qtbot.addWidget(tables)
    tables.translate_ui()
    tables.resize(470, 300)  # the room the window gives them on a 1366×768 screen
    names = {"hard": "Ordinateur : Difficile", "medium": "Ordinateur : Moyen"}
    tables.reset(names)
    ratings = [Rating("hard", 231.0, 241.0, 6, 5.0, 0.817),
               Rating("medium", -231.0, 241.0, 6, 1.0, None)]
    tables.show_snapshot(Snapshot(12, 12, 0, None, [], {}, ratings))
    tables.setCurrentWidget(tables.ratings)
    tables.show()
    qtbot.waitExposed(tables)
    table = tables.ratings
    metrics = table.fontMetrics()
    assert table.horizontalScrollBar().maximum() == 0
    assert table.columnWidth(0) >= metrics.horizontalAdvance(names["hard"])
    assert table.item(0, 4).text() == los
    assert table.columnWidth(4) >= metrics.horizontalAdvance(los)
    header = table.horizontalHeaderItem(4)
    assert len(header.text()) <= 12 and header.toolTip()
