"""The command line: JSON shapes other tools rely on, exit codes, one-line errors."""


import dataclasses

import pytest

from qtgames.app import latency
from qtgames.cli import bench, common
from qtgames.plugins import load_games
from qtgames_reversi import benchmarks
from tests.helpers import run, run_json


def test_moves_json(capsys) -> None:
    assert run_json(["moves", "reversi"], capsys) == {
        "to_move": "black", "moves": ["d3", "c4", "f5", "e6"]}
    document = run_json(["moves", "reversi", "--option", "first=white"], capsys)
    assert document["to_move"] == "white" and len(document["moves"]) == 4


def test_moves_from_a_position_and_a_pass(capsys) -> None:
    document = run_json(["moves", "reversi", "--position", "bw6/8/8/8/8/8/8/7b w 1"], capsys)
    assert document == {"to_move": "white", "moves": ["pass"]}
    document = run_json(["moves", "reversi", "--position", "bb6/8/8/8/8/8/8/5www b 1"],
                        capsys)
    assert document == {"to_move": None, "moves": []}


def test_perft_json(capsys) -> None:
    document = run_json(["perft", "reversi", "--depth", "5", "--option", "size=6"], capsys)
    assert document["depth"] == 5 and document["nodes"] == 1364
    assert isinstance(document["seconds"], float)


def test_perft_counts_only_positions_at_the_depth_and_says_so(capsys) -> None:
    position = "bb6/1w6/2w5/8/8/8/8/8 b 1"  # d4 ends the game; b3 leaves White one move
    document = run_json(["perft", "reversi", "--depth", "2", "--position", position], capsys)
    assert document["nodes"] == 1
    with pytest.raises(SystemExit):
        run(["perft", "--help"], capsys)
    assert "a game that ends sooner counts 0" in " ".join(capsys.readouterr().out.split())


def test_hint_json(capsys) -> None:
    document = run_json(["hint", "reversi", "--level", "medium"], capsys)
    assert document["move"] in {"d3", "c4", "f5", "e6"}
    assert document["level"] == "medium" and isinstance(document["seconds"], float)
    document = run_json(["hint", "reversi", "--seconds", "0.2"], capsys)
    assert document["level"] == "hard"


def test_hint_from_a_saved_game(tmp_path, capsys) -> None:
    path = tmp_path / "g.qtgame"
    from qtgames.core import saves
    from qtgames.core.record import GameRecord
    from qtgames.plugins import load_games
    record = GameRecord(load_games().get("reversi"), seed=1)
    record.play_text("d3")
    saves.save(record, path)
    document = run_json(["hint", "reversi", "--load", str(path), "--level", "easy"], capsys)
    assert document["move"] in {"c3", "e3", "c5"}


def test_match_json_shape(capsys) -> None:
    document = run_json(["match", "reversi", "easy", "random", "--games", "4", "--seed", "3",
                         "--option", "size=6"], capsys)
    assert set(document) == {"games", "a_wins", "b_wins", "draws", "a_score",
                             "seconds_per_move", "seconds_per_turn", "elo", "forfeits",
                             "pentanomial", "draw_ratio", "logistic_elo", "normalised_elo",
                             "los", "seed", "distinct_games", "adjudications"}
    assert document["seed"] == 3
    assert document["forfeits"] == []
    assert document["games"] == 4
    assert document["a_wins"] + document["b_wins"] + document["draws"] == 4
    assert 0 <= document["a_score"] <= 1 and set(document["seconds_per_move"]) == {"a", "b"}
    again = run_json(["match", "reversi", "easy", "random", "--games", "4", "--seed", "3",
                      "--option", "size=6"], capsys)
    assert {k: again[k] for k in ("a_wins", "b_wins", "draws")} == {
        k: document[k] for k in ("a_wins", "b_wins", "draws")}


def test_match_in_parallel_gives_the_same_result(capsys) -> None:
    args = ["match", "reversi", "easy", "random", "--games", "4", "--seed", "5",
            "--option", "size=6"]
    serial = run_json(args, capsys)
    parallel = run_json([*args, "--jobs", "2"], capsys)
    assert serial["a_wins"] == parallel["a_wins"] and serial["draws"] == parallel["draws"]


def test_tournament(capsys) -> None:
    document = run_json(["tournament", "reversi", "random", "easy", "medium", "--games", "2",
                         "--option", "size=6"], capsys)
    assert len(document["pairings"]) == 3
    assert sum(entry["games"] for entry in document["standings"]) == 12
    code, out, _ = run(["tournament", "reversi", "random", "easy", "--games", "2",
                        "--option", "size=6"], capsys)
    assert code == 0 and "Standings:" in out


def test_bench_json(capsys, qapp, monkeypatch) -> None:
    # The GUI latency figure runs Qt in this process: on the application the app tests use,
    # not on a core application of its own that would outlive the test.
    monkeypatch.setattr(benchmarks, "POSITIONS", 1)  # one endgame solve per count is enough
    monkeypatch.setattr(benchmarks, "EMPTIES", (10, 12))
    # Every figure of every game, each timed over a moment: the shapes, not the speeds.
    monkeypatch.setattr(bench, "PLAYOUT_SECONDS", 0.1)
    monkeypatch.setattr(bench, "SEARCH_SECONDS", 0.1)
    monkeypatch.setattr(latency, "WATCH_SECONDS", 0.2)
    games = load_games()
    games.games = {name: dataclasses.replace(spec, bench_perft_depth=min(
        spec.bench_perft_depth, 2)) for name, spec in games.games.items()}
    monkeypatch.setattr(common, "_registry", games)
    document = run_json(["bench", "--repeat", "1"], capsys)
    figures = document["games"]["reversi"]
    assert figures["exact_solve_12_empties_median_seconds"] > 0
    assert figures["perft_depth"] == 2 and figures["perft_leaves_per_second"] > 0
    assert figures["random_playouts_per_second"] > 0
    assert figures["search_nodes_per_second"] > 0
    assert figures["gui_latency_p95_ms_while_thinking"] >= 0
    assert sorted(document["games"]) == ["chifoumi", "duel", "reversi", "roses", "zen"]


def test_rules_and_list(capsys) -> None:
    code, out, _ = run(["rules", "reversi", "--lang", "fr"], capsys)
    assert code == 0 and "Noir joue en premier" in out
    code, out, _ = run(["rules", "reversi", "--lang", "en"], capsys)
    assert code == 0 and "Black plays first" in out


@pytest.mark.parametrize("args, message", [
    (["moves", "chess"], "unknown game 'chess'"),
    (["moves", "reversi", "--option", "size=7"], "size: '7' is not one of"),
    (["moves", "reversi", "--option", "colour=red"], "unknown option 'colour'"),
    (["moves", "reversi", "--option", "size"], "should look like KEY=VALUE"),
    (["moves", "reversi", "--position", "rubbish"], "a position is ROWS SIDE"),
    (["perft", "reversi", "--depth", "0"], "--depth must be between 1 and 20"),
    (["perft", "reversi", "--depth", "two"], "invalid int value"),
    (["perft", "reversi"], "required: --depth"),
    (["hint", "reversi", "--level", "grandmaster"], "no computer level 'grandmaster'"),
    (["hint", "reversi", "--position", "bb6/8/8/8/8/8/8/5www b 1"], "the game is over"),
    (["hint", "reversi", "--seconds", "-1"], "--seconds must be between 0.01 and 600"),
    (["hint", "reversi", "--seconds", "nan"], "--seconds must be between 0.01 and 600"),
    (["hint", "reversi", "--seconds", "inf"], "--seconds must be between 0.01 and 600"),
    (["hint", "reversi", "--seconds", "1e400"], "--seconds must be between 0.01 and 600"),
    (["match", "reversi", "easy", "god"], "no computer level 'god'"),
    (["match", "reversi", "easy", "random", "--games", "0"], "--games must be between 1"),
    (["tournament", "reversi", "easy"], "at least two different players"),
    (["moves", "reversi", "--load", "/nonexistent/file.qtgame"], "cannot open"),
    (["frobnicate"], "invalid choice: 'frobnicate'"),
    (["text", "reversi", "--players", "human"], "--players needs 2 names"),
    (["text", "reversi", "--players", "human,wizard"], "unknown player 'wizard'"),
])
def test_bad_input_is_one_line_and_exit_code_2(args, message, capsys) -> None:
    code, _, err = run(args, capsys)
    assert code == 2
    assert message in err
    assert err.count("\n") == 1 and "Traceback" not in err


def test_internal_errors_are_one_line_and_exit_code_1(monkeypatch, capsys) -> None:
    from qtgames.cli import engine

    def explode(args):
        raise ZeroDivisionError("boom")

    monkeypatch.setattr(engine, "run_moves", explode)
    code, _, err = run(["moves", "reversi"], capsys)
    assert code == 1 and "internal error" in err and "Traceback" not in err


def test_errors_follow_the_system_language(monkeypatch, tmp_path, capsys) -> None:
    monkeypatch.setenv("QTGAMES_LANG", "fr")
    path = tmp_path / "empty.qtgame"
    path.write_bytes(b"")
    code, _, err = run(["moves", "reversi", "--load", str(path)], capsys)
    assert code == 2 and "le fichier est vide" in err
    code, _, err = run(["moves", "reversi", "--position", "8/8/8/3wb3/3bw3/8/8/8 x 1"], capsys)
    assert code == 2 and "une position s'écrit LIGNES CAMP" in err
    code, _, err = run(["moves", "reversi", "--option", "size=7"], capsys)
    assert code == 2 and "option size : '7' n'est pas une des valeurs" in err


@pytest.mark.parametrize("args", [
    ["moves", "reversi", "--position", ""],
    ["moves", "zen", "--position", "  "],
    ["hint", "duel", "--position", ""],
    ["perft", "reversi", "--depth", "1", "--position", ""],
])
def test_an_empty_position_is_refused_not_taken_for_the_start(args, capsys) -> None:
    code, out, err = run(args, capsys)
    assert code == 2 and out == ""
    assert err == "qtgames: --position needs a position in the game's notation, not an " \
                  "empty text\n"


@pytest.mark.parametrize("line", ["undo ²", "undo ٣", "redo ²", "undo -1"])
def test_a_number_of_moves_typed_in_the_text_version_is_ascii_digits(line: str) -> None:
    import io

    from qtgames.cli.textgame import TextGame
    from qtgames.core.record import GameRecord
    from qtgames.plugins import load_games
    out = io.StringIO()
    game = TextGame(GameRecord(load_games().get("reversi"), seed=1), out, io.StringIO())
    assert game.handle(line)
    assert f"! {line.split()[1]!r} is not a number of moves" in out.getvalue()


def test_a_game_number_typed_in_the_text_version_is_ascii_digits() -> None:
    import io

    from qtgames.cli.common import registry, translator
    from qtgames.cli.textsetup import choose_game

    class Terminal(io.StringIO):
        def isatty(self) -> bool:
            return True

    out = io.StringIO()
    games = sorted(registry().games.values(), key=lambda spec: spec.id)
    chosen = choose_game(None, translator(), out, Terminal("²\n١\n1\n"))
    assert out.getvalue().count("type a number from 1 to") == 2
    assert chosen.id in {spec.id for spec in games}


def _help(args: list[str], capsys) -> str:
    """The help page of ``qtgames ARGS --help``, its lines joined."""
    with pytest.raises(SystemExit):
        run([*args, "--help"], capsys)
    return " ".join(capsys.readouterr().out.split())


def test_help_speaks_the_system_language(monkeypatch, capsys) -> None:
    monkeypatch.setenv("QTGAMES_LANG", "fr")
    page = _help([], capsys)
    assert page.startswith("utilisation : qtgames")
    assert "Jeux de plateau : application de bureau" in page
    assert "joue dans le terminal" in page and "affiche cette aide et quitte" in page
    page = _help(["match"], capsys)
    assert "arguments positionnels" in page and "joueur B : de même" in page
    assert "parties par rencontre, de 1 à 100000 (par défaut 10)" in page
    assert "play in the terminal" not in _help([], capsys)
    monkeypatch.setenv("QTGAMES_LANG", "en")
    page = _help(["match"], capsys)
    assert page.startswith("usage: qtgames match")
    assert "player B: likewise" in page and "games per pairing, 1 to 100000 (default 10)" in page
    from qtgames.cli.main import CHECK_GAMES, MAX_CHECK_GAMES
    assert f"1 to {MAX_CHECK_GAMES} (default {CHECK_GAMES};" in _help(["check"], capsys)


def test_every_help_text_has_its_french(monkeypatch) -> None:
    import argparse

    from qtgames.cli.main import build_parser
    from qtgames.core.i18n import Translator

    monkeypatch.setenv("QTGAMES_LANG", "en")
    french = Translator("fr")
    parsers, texts, silent = [build_parser()], [], []
    while parsers:
        parser = parsers.pop()
        texts += [parser.description] + [group.title for group in parser._action_groups]
        for action in parser._actions:
            texts.append(action.help)
            if not action.help:
                silent.append(f"{parser.prog} {'/'.join(action.option_strings) or action.dest}")
            if isinstance(action, argparse._SubParsersAction):
                texts += [choice.help for choice in action._choices_actions]
                parsers += action.choices.values()
    untranslated = {text for text in texts
                    if text and text != argparse.SUPPRESS and french.text(text) == text}
    assert untranslated <= {"options"}, untranslated
    assert not silent, f"options without a help text: {silent}"


@pytest.mark.parametrize(("args", "french"), [
    (["match", "zen", "easy", "--games", "zz"],
     "argument --games : valeur invalide (type int attendu) : 'zz'"),
    (["match", "zen", "easy"], "arguments obligatoires manquants : b"),
    (["matc"], "argument COMMAND : choix invalide : 'matc' (choisir parmi 'gui',"),
    (["match", "zen", "easy", "hard", "--games"], "argument --games : attend une valeur"),
    (["list", "--bogus"], "arguments non reconnus : --bogus"),
    (["hint", "zen", "--seed", "x"], "argument --seed : graine invalide : 'x'"),
    # What was typed is shown as typed, even a word the catalogue translates.
    (["hint", "zen", "--seed", "random"], "argument --seed : graine invalide : 'random'"),
    (["check", "zen", "--games", "human"], "argument --games : nombre invalide : 'human'"),
    (["check", "zen", "--games", "0"], "argument --games : de 1 à 10000, pas 0")])
def test_argparse_errors_speak_the_system_language(monkeypatch, capsys, args, french) -> None:
    monkeypatch.setenv("QTGAMES_LANG", "fr")
    code, _, err = run(args, capsys)
    assert code == 2 and err.startswith(f"qtgames: {french}") and "voir '" in err, err
    assert err.count("\n") == 1
    monkeypatch.setenv("QTGAMES_LANG", "en")
    code, _, err = run(args, capsys)
    assert code == 2 and "(see 'qtgames" in err and "valeur" not in err
    import argparse
    assert vars(argparse)["_"].__module__ == "gettext"  # argparse's own words given back


def test_the_engine_commands_speak_the_system_language(monkeypatch, capsys) -> None:
    monkeypatch.setenv("QTGAMES_LANG", "fr")
    code, out, _ = run(["moves", "reversi"], capsys)
    assert code == 0 and out == "Noir au trait, 4 coups légaux :\nd3 c4 f5 e6\n"
    code, out, _ = run(["moves", "reversi", "--position", "bb6/8/8/8/8/8/8/5www b 1"], capsys)
    assert code == 0 and out == "La partie est finie : aucun coup légal.\n"
    code, out, _ = run(["perft", "reversi", "--depth", "2"], capsys)
    assert code == 0 and out.startswith("perft(2) = 12 en ") and "feuilles/s" in out


def test_a_french_user_names_the_computer_levels_in_french(capsys, monkeypatch) -> None:
    monkeypatch.setenv("QTGAMES_LANG", "fr")
    match = run_json(["match", "reversi", "facile", "hasard", "--games", "2", "--seed", "3",
                      "--option", "size=6"], capsys)
    english = run_json(["match", "reversi", "easy", "random", "--games", "2", "--seed", "3",
                        "--option", "size=6"], capsys)
    assert {k: match[k] for k in ("a_wins", "b_wins", "draws")} == {
        k: english[k] for k in ("a_wins", "b_wins", "draws")}
    tournament = run_json(["tournament", "reversi", "Facile", "moyen", "--games", "2",
                           "--option", "size=6"], capsys)
    assert sorted(entry["player"] for entry in tournament["standings"]) == ["easy", "medium"]
    hint = run_json(["hint", "reversi", "--level", "difficile"], capsys)
    assert hint["level"] == "hard"
    code, _, err = run(["match", "reversi", "facile", "dieu"], capsys)
    assert code == 2 and "dieu" in err
