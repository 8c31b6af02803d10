"""The tournament window's Advanced section: the command line's run options (time control,
move cap, resign and draw rules, openings, the ratings' model, exports) reach the same
Qt-free run, a mistake is refused once in the command line's words before anything
starts, a resumed run shows them again, and the form scrolls once the section is open."""

import csv
from pathlib import Path

import pytest
from PySide6.QtWidgets import QMessageBox

from qtgames.ai.adjudication import Adjudication, ScoreRule
from qtgames.app.tournamentwindow import TournamentWindow
from qtgames.tournament.ratings import RatingModel
from qtgames.tournament.runner import TournamentConfig, run_tournament

TIMEOUT_MS = 60_000


@pytest.fixture
def tournament(window, qtbot) -> TournamentWindow:
    """The tournament window, opened from the Game menu."""
    window.menus.act_tournament.trigger()
    found = window.findChild(TournamentWindow, "tournament")
    assert isinstance(found, TournamentWindow)
    qtbot.addWidget(found)
    yield found
    found.stop()


@pytest.fixture
def warnings(monkeypatch) -> list[str]:
    said: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda _parent, _title, text: said.append(text))
    return said


def set_up(tournament: TournamentWindow, players: list[str], results_path: Path,
           games: int = 2) -> None:
    """Black & White 6×6 with ``players``, one game at a time, seed 5."""
    setup = tournament.setup
    setup.game_box.setCurrentIndex(setup.game_box.findData("reversi"))
    setup.option_boxes["size"].setCurrentIndex(setup.option_boxes["size"].findData(6))
    setup.set_players(players)
    setup.games_spin.setValue(games)
    setup.jobs_spin.setValue(1)
    setup.seed_edit.setText("5")
    setup.results_edit.setText(str(results_path))


def finish(tournament: TournamentWindow, qtbot) -> None:
    """Wait until the run has ended and its last report has been shown."""
    qtbot.waitUntil(lambda: tournament.start_button.isEnabled(), timeout=TIMEOUT_MS)


def test_the_section_opens_from_its_button(tournament: TournamentWindow) -> None:
    setup = tournament.setup
    assert not setup.advanced.isVisible()
    setup.advanced_button.click()
    assert setup.advanced.isVisible()
    assert setup.advanced_button.text() == "Advanced"


def test_the_advanced_choices_reach_the_runs_configuration(
        tournament: TournamentWindow, tmp_path: Path) -> None:
    set_up(tournament, ["random", "easy", "easy"], tmp_path / "run.jsonl")
    advanced = tournament.setup.advanced
    advanced.tc_edit.setText(" 40/60+0.5 ")
    advanced.max_moves_spin.setValue(30)
    advanced.resign_edit.setText("score=300 moves=4")
    advanced.draw_edit.setText("moves=6 score=5")
    advanced.openings_box.setCurrentIndex(advanced.openings_box.findData("none"))
    advanced.anchor_box.setCurrentIndex(advanced.anchor_box.findData("easy (2)"))
    advanced.anchor_spin.setValue(1500)
    advanced.prior_spin.setValue(2)
    advanced.first_move_check.setChecked(True)
    config = tournament.setup.config()
    assert (config.time_control, config.max_moves, config.openings, config.book) == (
        "40/60+0.5", 30, (), False)
    assert config.adjudication == Adjudication(ScoreRule(300, 4), ScoreRule(5, 6))
    assert config.rating == RatingModel(prior_draws=2, anchor=("easy (2)", 1500),
                                        first_move=True)
    # the anchor is offered among the players listed, by their labels
    assert advanced.anchor_box.itemText(advanced.anchor_box.findData("easy (2)")) == "Easy (2)"


def test_left_alone_the_section_changes_nothing(tournament: TournamentWindow,
                                                 tmp_path: Path) -> None:
    set_up(tournament, ["random", "easy"], tmp_path / "run.jsonl")
    config = tournament.setup.config()
    plain = TournamentConfig(game="reversi", players=("random", "easy"))
    for name in ("time_control", "max_moves", "adjudication", "openings", "book", "rating"):
        assert getattr(config, name) == getattr(plain, name), name
    assert not tournament.setup.exports()


def test_the_openings_come_from_the_file_chosen(tournament: TournamentWindow,
                                                tmp_path: Path) -> None:
    openings = tmp_path / "openings.txt"
    openings.write_text("moves: c4 c3\n8/8/8/3wb3/3bw3/8/8/8 w 1\n", encoding="utf-8")
    set_up(tournament, ["random", "easy"], tmp_path / "run.jsonl")
    advanced = tournament.setup.advanced
    advanced.openings_box.setCurrentIndex(advanced.openings_box.findData("file"))
    advanced.openings_edit.setText(str(openings))
    config = tournament.setup.config()
    assert config.openings == ("moves: c4 c3", "8/8/8/3wb3/3bw3/8/8/8 w 1")


@pytest.mark.parametrize(("field", "text", "said"), [
    ("tc_edit", "forty", "“Time control” 'forty' is not MOVES/SECONDS+INCREMENT"),
    ("resign_edit", "score=300", "“Resign” needs score=S and moves=N"),
    ("draw_edit", "score=5 moves=0", "“Draw” moves must be between 1 and"),
    ("openings", "", "Openings from a file: choose the file (Openings file), or another"),
    ("openings", "missing.txt", "missing.txt"),
    ("csv_edit", "no/such/folder/out.csv", "no such folder"),
    ("games_edit", "taken", "choose a new or empty folder"),
])
def test_a_mistake_is_refused_once_naming_the_forms_field(
        tournament: TournamentWindow, warnings: list[str], tmp_path: Path,
        monkeypatch: pytest.MonkeyPatch, field: str, text: str, said: str) -> None:
    monkeypatch.chdir(tmp_path)
    (tmp_path / "taken").mkdir()
    (tmp_path / "taken" / "a game.txt").write_text("", encoding="utf-8")
    results = tmp_path / "run.jsonl"
    set_up(tournament, ["random", "easy"], results)
    advanced = tournament.setup.advanced
    if field == "openings":
        advanced.openings_box.setCurrentIndex(advanced.openings_box.findData("file"))
        advanced.openings_edit.setText(text)
    else:
        getattr(advanced, field).setText(text)
    assert not tournament.start()
    assert len(warnings) == 1 and said in warnings[0] and "--" not in warnings[0]
    assert tournament.run is None and not results.exists()


def test_an_anchor_and_an_average_are_one_or_the_other(tournament: TournamentWindow,
                                                       tmp_path: Path) -> None:
    set_up(tournament, ["random", "easy"], tmp_path / "run.jsonl")
    advanced = tournament.setup.advanced
    advanced.offset_spin.setValue(1000)
    assert tournament.setup.config().rating == RatingModel(offset=1000)
    advanced.anchor_box.setCurrentIndex(advanced.anchor_box.findData("easy"))
    assert not advanced.offset_spin.isEnabled()
    assert tournament.setup.config().rating == RatingModel(anchor=("easy", 0))


def test_a_run_writes_its_games_as_csv_and_as_text(tournament: TournamentWindow,
                                                   qtbot, tmp_path: Path) -> None:
    table, folder = tmp_path / "games.csv", tmp_path / "games"
    set_up(tournament, ["random", "easy"], tmp_path / "run.jsonl", games=4)
    advanced = tournament.setup.advanced
    advanced.csv_edit.setText(str(table))
    advanced.games_edit.setText(str(folder))
    advanced.max_moves_spin.setValue(20)
    assert tournament.start()
    finish(tournament, qtbot)
    rows = list(csv.DictReader(table.open(encoding="utf-8")))
    assert len(rows) == 4 and {row["plies"] for row in rows} == {"20"}
    texts = sorted(folder.iterdir())
    assert len(texts) == 4 and "[Game \"reversi\"]" in texts[0].read_text(encoding="utf-8")


def test_resuming_shows_the_runs_advanced_choices(tournament: TournamentWindow,
                                                  qtbot, tmp_path: Path) -> None:
    path = tmp_path / "earlier.jsonl"
    run_tournament(TournamentConfig(
        game="reversi", players=("random", "easy"), games=2, seed=3,
        options={"size": 6, "first": "black"}, results=str(path), time_control="60+1", max_moves=40,
        adjudication=Adjudication(draw=ScoreRule(5, 6)),
        openings=("moves: c2 b2",)))
    assert tournament.resume(str(path))
    finish(tournament, qtbot)
    advanced = tournament.setup.advanced
    assert (advanced.tc_edit.text(), advanced.max_moves_spin.value(),
            advanced.draw_edit.text(), advanced.resign_edit.text()) == (
        "60+1", 40, "score=5 moves=6", "")
    assert advanced.openings_box.currentData() == "file"
    assert "Finished: 2 games" in tournament.status.text()


def test_the_section_speaks_french(window, tournament: TournamentWindow, qtbot) -> None:
    window.set_language("fr")
    advanced = tournament.setup.advanced
    qtbot.waitUntil(lambda: tournament.setup.advanced_button.text() == "Avancé",
                    timeout=TIMEOUT_MS)
    assert advanced.labels[0].text() == "Cadence :"
    assert advanced.max_moves_spin.specialValueText() == "celui du jeu"
    window.set_language("en")


def test_the_form_scrolls_at_its_full_width_once_the_section_is_open(
        tournament: TournamentWindow) -> None:
    setup = tournament.setup
    setup.advanced_button.click()
    assert tournament.form.widget() is setup
    assert tournament.form.width() >= setup.advanced.sizeHint().width()


def test_the_wheel_scrolls_the_form_past_a_choice_not_clicked(
        tournament: TournamentWindow, qtbot) -> None:
    from PySide6.QtCore import QPoint, QPointF, Qt
    from PySide6.QtGui import QWheelEvent
    from PySide6.QtWidgets import QApplication

    tournament.setup.advanced_button.setChecked(True)
    tournament.resize(600, 300)
    tournament.show()
    boxes = [tournament.setup.format_box, tournament.setup.advanced.openings_box,
             *tournament.setup.option_boxes.values()]
    scroll = tournament.form.verticalScrollBar()
    for box in boxes:
        assert box.focusPolicy() == Qt.FocusPolicy.StrongFocus
        before, scrolled = box.currentIndex(), scroll.value()
        centre = QPointF(box.rect().center())
        wheel = QWheelEvent(centre, QPointF(box.mapToGlobal(centre.toPoint())), QPoint(0, 0),
                            QPoint(0, -120), Qt.MouseButton.NoButton,
                            Qt.KeyboardModifier.NoModifier, Qt.ScrollPhase.NoScrollPhase,
                            False)
        QApplication.sendEvent(box, wheel)
        assert box.currentIndex() == before
        assert scroll.value() > scrolled or scroll.value() == scroll.maximum()
        scroll.setValue(0)
    box = tournament.setup.advanced.openings_box
    box.setFocus()
    qtbot.waitUntil(box.hasFocus)
    centre = QPointF(box.rect().center())
    QApplication.sendEvent(box, QWheelEvent(
        centre, QPointF(box.mapToGlobal(centre.toPoint())), QPoint(0, 0), QPoint(0, -120),
        Qt.MouseButton.NoButton, Qt.KeyboardModifier.NoModifier,
        Qt.ScrollPhase.NoScrollPhase, False))
    assert box.currentIndex() == 1  # focused: the wheel changes it
