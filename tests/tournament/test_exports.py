"""The report's fixes and the exports: CSV rows and game texts checked against the run's
own JSON document and replayed through the game's rules."""

import csv
import re
from pathlib import Path

from qtgames.core.i18n import Translator
from qtgames.plugins import load_games
from qtgames.tournament import html, report
from qtgames.tournament.export import csv_text
from qtgames.tournament.ratings import Rating
from tests.tournament.helpers import SMALL, run, run_json
from tests.tournament.scripted import stronger_wins
from tests.tournament.test_formats import scripted

TOURNAMENT = ["tournament", "reversi", "random", "easy", "medium", *SMALL, "--seed", "2",
              "--jobs", "1", "--games", "2"]


def test_long_names_do_not_overlap_on_the_thinking_time_chart() -> None:
    names = [f"a-rather-long-player-name-number-{n}-{'x' * 20}" for n in range(5)]
    tournament, _, _ = scripted(names, stronger_wins(names), games=1)
    pyplot = html._pyplot()
    figure = html.times_figure(pyplot, tournament, Translator("en"))
    figure.canvas.draw()
    renderer = figure.canvas.get_renderer()
    axes = figure.axes[0]
    labels = [label for label in [*axes.get_xticklabels(), *axes.get_yticklabels()]
              if label.get_text() in names]
    assert sorted(label.get_text() for label in labels) == sorted(names)
    boxes = [label.get_window_extent(renderer) for label in labels]
    for first in range(len(boxes)):
        for second in range(first + 1, len(boxes)):
            assert not boxes[first].overlaps(boxes[second])
    pyplot.close(figure)


def test_in_french_the_charts_numbers_have_a_decimal_comma_and_the_names_stay() -> None:
    pyplot = html._pyplot()
    figure, axes = pyplot.subplots()
    axes.plot([0, 1], [0.0, 0.75])
    axes.set_yticks([0.25, 0.5], ["p1", "p2"])  # names on an axis are kept as they are
    html.localise_axes(figure, Translator("fr"))
    figure.canvas.draw()
    shown = [label.get_text() for label in axes.get_xticklabels()]
    assert "0,2" in shown and not any("." in text for text in shown)
    assert [label.get_text() for label in axes.get_yticklabels()] == ["p1", "p2"]
    pyplot.close(figure)


def test_no_minus_zero_elo_anywhere(capsys) -> None:
    english = Translator("en")
    assert english.number(-0.04, signed=True) == "+0.0"
    assert english.number(-0.06, signed=True) == "-0.1"
    assert str(Rating("x", -0.04, 1.0, 2, 1.0, None).to_json()["elo"]) == "0.0"
    players = ["p1", "p2"]
    tournament, _, _ = scripted(players, lambda a, b, index: "draw", games=2)
    assert {rating.elo for rating in tournament.ratings().table} == {0.0}
    page = html.render(tournament)
    text = "\n".join(report.text(tournament))
    for shown in (page, text, str(report.to_json(tournament))):
        assert "-0.0" not in shown and "−0.0" not in shown


def test_the_html_report_speaks_the_system_language(tmp_path: Path, monkeypatch) -> None:
    players = ["p1", "p2", "p3"]
    tournament, _, _ = scripted(players, stronger_wins(players), games=2)
    monkeypatch.setenv("QTGAMES_LANG", "fr")
    path = tmp_path / "rapport.html"
    html.write_report(tournament, path)
    page = path.read_text(encoding="utf-8")
    assert '<html lang="fr">' in page and "tournoi (toutes rondes)</title>" in page
    for heading in ("Tableau croisé", "Cotes Elo", "Probabilité de supériorité",
                    "Score au fil du temps", "Temps de réflexion"):
        assert f"<h2>{heading}</h2>" in page, heading
    assert "<th>joueur</th>" in page and "Points/parties, la ligne contre la colonne." in page
    assert "Crosstable" not in page and "row against column" not in page
    match, _, _ = scripted(["a", "b"], stronger_wins(["a", "b"]), games=2)
    page = html.render(match, Translator("fr"))
    assert "<th>V-N-D</th>" in page and "<th>Taux de nulles</th>" in page
    assert "a (A) contre b (B)" in page and "Draw ratio" not in page
    english = html.render(match, Translator("en"))
    assert '<html lang="en">' in english and "<th>Draw ratio</th>" in english
    body = page.split("<body>", 1)[1]
    # The page a person reads writes its numbers in French; the text report kept in its
    # page's end (fastchess's lines, which programs read) keeps its own.
    assert re.search(r"<td>[+-]\d+,\d</td><td>±\d+,\d</td>", body)
    assert re.search(r"\(\d+,\d\u202f%\)", body) and "<th>95\u202f%</th>" in body
    assert not re.search(r"<td>[^<]*\d\.\d[^<]*</td>", body)
    assert re.search(r"<td>[+-]\d+\.\d</td><td>±\d+\.\d</td>", english)


def test_a_tournament_prints_its_bracket_and_tables_in_the_system_language(
        monkeypatch, capsys) -> None:
    monkeypatch.setenv("QTGAMES_LANG", "fr")
    code, out, err = run([*TOURNAMENT, "--format", "knockout"], capsys)
    assert code == 0, err
    assert "Ronde 1 (demi-finale) :" in out and "Ronde 2 (finale) :" in out
    assert "random : exempt" in out and "Vainqueur : " in out and " se qualifie" in out
    assert "tournoi (élimination directe), 2 parties par rencontre" in out
    for heading in ("Places finales (élimination directe) :", "Classement :",
                    "Tableau croisé (points/parties, la ligne contre la colonne) :",
                    "LOS (%, la ligne plus forte que la colonne) :"):
        assert heading in out, heading
    assert "Standings" not in out and "Winner" not in out and "hasard" not in out


def test_the_swiss_table_marks_byes_and_the_bracket_reads_well(tmp_path: Path,
                                                               capsys) -> None:
    page = tmp_path / "swiss.html"
    code, _, err = run([*TOURNAMENT, "--format", "swiss", "--report", str(page)], capsys)
    assert code == 0, err
    swiss = page.read_text(encoding="utf-8")
    assert "<th>byes</th>" in swiss and "<td>bye</td>" in swiss
    code, _, err = run([*TOURNAMENT, "--format", "knockout", "--report", str(page)], capsys)
    assert code == 0, err
    bracket = page.read_text(encoding="utf-8")
    assert "Round 1: random has a bye</li>" in bracket
    assert not re.search(r"bye\s*→", bracket) and "(bye)" not in bracket


def test_csv_and_game_texts(tmp_path: Path, capsys) -> None:
    table, folder = tmp_path / "games.csv", tmp_path / "games"
    document = run_json([*TOURNAMENT, "--export-csv", str(table), "--export-games",
                         str(folder)], capsys)
    rows = list(csv.DictReader(table.read_text(encoding="utf-8").splitlines()))
    assert len(rows) == document["games"] == 6
    points: dict[str, float] = {}
    for row in rows:
        points[row["a"]] = points.get(row["a"], 0) + float(row["a_points"])
        points[row["b"]] = points.get(row["b"], 0) + float(row["b_points"])
        assert row["result"] in ("1-0", "0-1", "1/2-1/2")
    assert points == {entry["player"]: entry["points"] for entry in document["standings"]}
    texts = sorted(folder.iterdir())
    assert [path.name for path in texts] == [f"game-{n:05d}.txt" for n in range(1, 7)]
    spec = load_games().get("reversi")
    for path, row in zip(texts, rows, strict=True):
        text = path.read_text(encoding="utf-8")
        assert f'[Pairing "{row["pairing"]}"]' in text
        assert f'[Result "{row["a"]} {row["result"]} {row["b"]}"]' in text
        moves = [word for line in text.split("\n\n", 1)[1].splitlines()
                 for word in line.split() if not word.endswith(".")]
        assert len(moves) == int(row["plies"])
        state = spec.new_state(spec.resolve_options({"size": 6}), int(row["seed"]))
        for move in moves:  # every move legal, in the game's own notation
            state.play(state.parse_move(move))
        assert state.is_over()


def test_a_formula_in_a_cell_is_disarmed(tmp_path: Path, capsys) -> None:
    tournament, _, _ = scripted(["=SUM(A1)", "@x"], stronger_wins(["=SUM(A1)", "@x"]),
                                games=1)
    assert tournament.done == 1
    line = {"seed": 1, "seats": [], "tournament": {
        "round": 0, "pairing": "=SUM(A1) vs @x", "index": 0, "a": "=SUM(A1)", "b": "@x",
        "a_seats": [0], "players": ["random", "random"], "names": ["=SUM(A1)", "@x"],
        "outcome": {"winners": [0], "reason": "+1\x1b[2J", "scores": None},
        "forfeit": None, "plies": 0}}
    row = list(csv.reader(csv_text([line]).splitlines()))[1]
    assert row[1] == "'=SUM(A1) vs @x" and row[3:6] == ["'=SUM(A1)", "'@x", "'=SUM(A1)"]
    assert row[9].startswith("'+1")
    assert all(not cell.startswith(("=", "+", "-", "@")) for cell in row)
    assert "\x1b" not in csv_text([line])


def test_exporting_games_into_a_folder_in_use_is_refused_first(tmp_path: Path,
                                                              capsys) -> None:
    (tmp_path / "old.txt").write_text("mine", encoding="utf-8")
    results = tmp_path / "run.jsonl"
    code, out, err = run([*TOURNAMENT, "--export-games", str(tmp_path), "--results",
                          str(results)], capsys)
    assert code == 2 and out == "" and len(err.strip().splitlines()) == 1
    assert "new or empty folder" in err and not results.exists()


def test_an_export_that_cannot_be_written_is_refused_first(tmp_path: Path, capsys) -> None:
    results = tmp_path / "run.jsonl"
    for bad in (["--export-csv", str(tmp_path / "missing" / "games.csv")],
                ["--export-csv", str(tmp_path)],
                ["--export-games", str(tmp_path / "missing" / "games")]):
        code, out, err = run([*TOURNAMENT, *bad, "--results", str(results)], capsys)
        assert code == 2 and out == "" and len(err.strip().splitlines()) == 1, bad
        assert "cannot write" in err and not results.exists()
