"""Each format's pairings, byes, tie-breaks and tables, on scripted results checked by
hand, then on real games."""

import ast
import json
from pathlib import Path

from qtgames.core import saves
from qtgames.core.i18n import Translator
from qtgames.core.rng import derive_seed
from qtgames.plugins import load_games
from qtgames.tournament import TournamentConfig, run_tournament
from qtgames.tournament.formats import bracket_order
from qtgames.tournament.report import crosstable, standings
from tests.tournament.helpers import SMALL, run, run_json
from tests.tournament.scripted import Scripted, stronger_wins


def scripted(players: list[str], script, **settings):
    executor = Scripted(script)
    news: list[str] = []
    config = TournamentConfig(game="reversi", players=tuple(players),
                              aliases={name: "random" for name in players}, **settings)
    tournament = run_tournament(config, on_news=news.append, executor=executor,
                                lookup=load_games().get)
    return tournament, executor.played, news


def test_round_robin_every_pairing_sides_alternating() -> None:
    def script(a: str, b: str, index: int) -> str:
        if {a, b} == {"p2", "p3"} and index == 1:
            return "draw"
        return stronger_wins(["p1", "p2", "p3"])(a, b, index)

    tournament, played, _ = scripted(["p1", "p2", "p3"], script, games=2)
    assert [(job.a, job.b, job.index) for job in played] == [
        ("p1", "p2", 0), ("p1", "p3", 0), ("p2", "p3", 0),
        ("p1", "p2", 1), ("p1", "p3", 1), ("p2", "p3", 1)]
    assert all(job.a_seats == ((0,) if job.index % 2 == 0 else (1,)) for job in played)
    assert [(row["player"], row["points"], row["games"]) for row in standings(tournament)] == [
        ("p1", 4.0, 4), ("p2", 1.5, 4), ("p3", 0.5, 4)]
    assert crosstable(tournament)["p2"] == {"p1": [0.0, 2], "p3": [1.5, 2]}


def test_gauntlet_is_the_first_player_against_each_other() -> None:
    tournament, played, _ = scripted(["hero", "x", "y", "z"], stronger_wins(
        ["x", "hero", "y", "z"]), games=2, format="gauntlet")
    assert {(job.a, job.b) for job in played} == {("hero", "x"), ("hero", "y"), ("hero", "z")}
    assert len(played) == 6
    # by the share of points: x at 2/2 above hero at 4/6; y and z level share a place
    assert standings(tournament) == [
        {"place": 1, "player": "x", "points": 2.0, "games": 2, "score": 1.0},
        {"place": 2, "player": "hero", "points": 4.0, "games": 6, "score": 0.6667},
        {"place": 3, "player": "y", "points": 0.0, "games": 2, "score": 0.0},
        {"place": 3, "player": "z", "points": 0.0, "games": 2, "score": 0.0}]


def test_bracket_order_meets_the_best_seeds_last() -> None:
    assert bracket_order(2) == [0, 1]
    assert bracket_order(4) == [0, 3, 1, 2]
    assert bracket_order(8) == [0, 7, 3, 4, 1, 6, 2, 5]


def test_knockout_byes_tie_break_games_and_the_coin() -> None:
    # Five players: a bracket of eight, byes for seeds 1, 2 and 3.
    order = ["p1", "p2", "p3", "p4", "p5"]

    def script(a: str, b: str, index: int) -> str:
        if {a, b} == {"p2", "p3"}:  # 1-1, two drawn tie-break games, then 1.5-0.5 to p3
            return {0: "a" if a == "p2" else "b", 1: "a" if a == "p3" else "b",
                    4: "a" if a == "p3" else "b"}.get(index, "draw")
        if {a, b} == {"p1", "p4"}:
            return "draw"  # level to the end: the coin decides
        return stronger_wins(order)(a, b, index)

    tournament, played, news = scripted(order, script, games=2, format="knockout", seed=3)
    summary = tournament.summary()
    bracket = [(m["round"], m["a"], m["b"], m["a_points"], m["b_points"], m["games"],
                m["winner"], m["decided_by"]) for m in summary["bracket"]]
    coin = ("p1", "p4")[derive_seed(3, "knockout 2.1", "coin") % 2]
    final = [coin, "p3"]
    assert bracket[:4] == [
        (1, "p1", None, 0, 0, 0, "p1", "bye"),
        (1, "p4", "p5", 2.0, 0.0, 2, "p4", "games"),
        (1, "p2", None, 0, 0, 0, "p2", "bye"),
        (1, "p3", None, 0, 0, 0, "p3", "bye")]
    assert bracket[4] == (2, "p1", "p4", 3.0, 3.0, 6, coin, "coin")
    assert bracket[5] == (2, "p2", "p3", 2.5, 3.5, 6, "p3", "tie-break")
    winner = final[0] if order.index(final[0]) < order.index("p3") else "p3"
    assert bracket[6][:3] == (3, final[0], "p3") and bracket[6][6] == winner
    assert [place["player"] for place in summary["places"]][:2] == [
        winner, next(p for p in final if p != winner)]
    assert len(played) == 2 + 6 + 6 + 2
    assert news[0] == "Round 1 (quarter-final):" and news[-1] == f"Winner: {winner}"
    assert "  p2 2.5 - 3.5 p3: p3 goes through after tie-break games" in news


def test_swiss_pairs_by_score_without_repeats_and_breaks_ties() -> None:
    order = ["p1", "p2", "p3", "p4"]

    def script(a: str, b: str, index: int) -> str:
        return "draw" if {a, b} == {"p3", "p4"} else stronger_wins(order)(a, b, index)

    tournament, played, _ = scripted(order, script, games=1, format="swiss", rounds=3)
    # Worked by hand, Dutch system. Round 1: top half against bottom half, 1-3 and 2-4,
    # the first board's top player first, the second board's second.
    # Round 2 (p1, p2 on 1; p3, p4 on 0): p1-p2 and p3-p4, each taking the seat it did
    # not have. Round 3 (p1 2, p2 1, p3 and p4 a half): p1 has met p2 and p3, so p1 and
    # p2 float down: 1-4 and 2-3; p1 and p4 both prefer the first seat (one each so far,
    # the second last), same for p2 and p3 on the second: the higher-ranked has its way.
    assert [(job.round, job.a, job.b) for job in played] == [
        (1, "p1", "p3"), (1, "p4", "p2"),
        (2, "p2", "p1"), (2, "p3", "p4"),
        (3, "p1", "p4"), (3, "p3", "p2")]
    table = {row["player"]: (row["points"], row["buchholz"], row["sonneborn_berger"])
             for row in tournament.summary()["swiss"]}
    # points: p1 3, p2 2, p3 and p4 a half each
    assert table == {"p1": (3.0, 3.0, 3.0),  # beat p2 (2), p3 (0.5), p4 (0.5)
                     "p2": (2.0, 4.0, 1.0),  # beat p4 and p3 (0.5 each)
                     "p3": (0.5, 5.5, 0.25),  # drew p4 (0.5)
                     "p4": (0.5, 5.5, 0.25)}
    assert [row["player"] for row in tournament.summary()["swiss"]] == ["p1", "p2", "p3", "p4"]


def test_swiss_byes_go_to_the_lowest_ranked_once_each() -> None:
    tournament, played, news = scripted(["p1", "p2", "p3"], stronger_wins(["p1", "p2", "p3"]),
                                        games=1, format="swiss", rounds=2)
    # p1 had the first seat in round 1: p3 has it in round 2
    assert [(job.round, job.a, job.b) for job in played] == [(1, "p1", "p2"), (2, "p3", "p1")]
    assert news[0] == "Round 1: p3 has a bye" and news[2] == "Round 2: p2 has a bye"
    rows = tournament.summary()["swiss"]
    assert [(r["player"], r["points"], r["byes"], r["buchholz"], r["sonneborn_berger"])
            for r in rows] == [("p1", 2.0, 0, 2.0, 2.0), ("p3", 1.0, 1, 2.5, 0.5),
                               ("p2", 1.0, 1, 2.0, 0.0)]
    # A bye is a game won against a virtual opponent who had the receiver's points before
    # the round and draws every later round: p3's (round 1) ends on 0.5, p2's (round 2)
    # on 0. Standings count the byes: both on 1 of 2.
    assert [(row["place"], row["player"], row["points"], row["games"])
            for row in standings(tournament)] == [(1, "p1", 2.0, 2), (2, "p3", 1.0, 2),
                                                  (3, "p2", 1.0, 2)]


def test_every_format_on_real_games_is_the_same_with_two_workers(capsys) -> None:
    for name in ("round-robin", "gauntlet", "knockout", "swiss"):
        args = ["tournament", "reversi", "random", "easy", "medium", *SMALL, "--games", "2",
                "--format", name, "--seed", "4"]
        serial = run_json([*args, "--jobs", "1"], capsys)
        parallel = run_json([*args, "--jobs", "2"], capsys)
        assert serial["standings"] == parallel["standings"], name
        assert serial["format"] == name


def test_openings_each_played_twice_with_sides_swapped(tmp_path, capsys) -> None:
    openings = tmp_path / "openings.txt"
    first = "6/6/2wb2/2bw2/6/6 w"  # after nothing: the start with White to move
    second = "6/6/2wb2/2bbb1/6/6 w"
    openings.write_text(f"# two openings\n{first}\n\n{second}\n", encoding="utf-8")
    results = tmp_path / "run.jsonl"
    document = run_json(["match", "reversi", "easy", "random", *SMALL, "--games", "4",
                         "--openings", str(openings), "--results", str(results),
                         "--jobs", "1"], capsys)
    assert document["games"] == 4
    games = [json.loads(line) for line in results.read_text().splitlines()[1:]]
    assert [(g["position"], g["tournament"]["players"][0]) for g in games] == [
        (first, "easy"), (first, "random"), (second, "easy"), (second, "random")]
    single = tmp_path / "game.qtgame"
    single.write_text(json.dumps(games[3]), encoding="utf-8")
    record = saves.load(single, load_games().get)  # a game from an opening opens too
    assert record.position == second and record.moves == games[3]["moves"]
    assert record.state.is_over() and json.loads(saves.dumps(record))["position"] == second
    openings.write_text("not a position\n", encoding="utf-8")
    code, _, err = run(["match", "reversi", "easy", "random", *SMALL, "--openings",
                        str(openings)], capsys)
    assert code == 2 and err.startswith("qtgames: opening 1:")


def test_bad_formats_and_players_are_one_line(capsys) -> None:
    for args, message in [
        (["tournament", "reversi", "easy", "random", "--format", "ladder"], "invalid choice"),
        (["tournament", "reversi", "easy", "wizard"], "no computer level 'wizard'"),
        (["tournament", "reversi", "easy", "random", "--rounds", "0"], "--rounds must be"),
        (["tournament", "reversi", "easy", "--format", "knockout"], "at least two"),
    ]:
        code, out, err = run(args, capsys)
        assert code == 2 and message in err and err.count("\n") == 1 and not out


def test_four_seats_in_two_teams(capsys) -> None:
    document = run_json(["match", "zen", "easy", "random", "--option", "players=4",
                         "--games", "2", "--jobs", "1"], capsys)
    assert document["games"] == 2 and document["a_wins"] + document["b_wins"] + document[
        "draws"] == 2


def test_every_message_has_its_french() -> None:
    folder = Path(__file__).parents[2] / "qtgames" / "tournament"
    found = set()
    for path in [*folder.glob("*.py"), folder.parent / "cli" / "series.py"]:
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if (isinstance(node, ast.Call) and getattr(node.func, "id", "") == "BadInput"
                    and isinstance(node.args[0], ast.Constant)):
                found.add(node.args[0].value)
    known = Translator("fr").templates
    assert len(found) > 20 and sorted(found - known) == []


def first_movers(fmt_name: str, players: list[str], games: int) -> list[str]:
    """Who moves first in each game the format schedules (Black & White 6×6)."""
    from qtgames.tournament.book import Book
    from qtgames.tournament.formats import make_format

    spec = load_games().get("reversi")
    fmt = make_format(fmt_name, spec, spec.resolve_options({"size": 6}), 1, players, games)
    return [job.a if 0 in job.a_seats else job.b
            for batch in fmt.batches(Book(players)) for job in batch]


def test_with_one_game_a_pairing_every_player_moves_first_half_the_time() -> None:
    players = ["p0", "p1", "p2", "p3", "p4"]
    movers = first_movers("round-robin", players, 1)
    assert len(movers) == 10
    assert {player: movers.count(player) for player in players} == dict.fromkeys(players, 2)


def test_a_gauntlet_s_challenger_does_not_always_move_first() -> None:
    movers = first_movers("gauntlet", ["challenger", "a", "b", "c", "d"], 3)
    assert movers.count("challenger") == 6  # of 12: twice in each odd game's pairs
    assert first_movers("round-robin", ["a", "b"], 2) == ["a", "b"]  # pairs: unchanged
