"""No player learns a hidden card from the seed, and every game still replays exactly.

The cheating player (``bots/cheat.py``) knows qtgames' code: it tries the seeds 0 to 1000,
every number and key on its own and its parent's command line and environment, as the
game's seed and as a match's, and reports what it rebuilt (Le Duel: the opponent's hand;
Le Roi des Roses: the draw pile) by losing the game with it as the reason. The tests
compare that with the truth, read back from the results file or shown on the screen. The
results file and the save keep what happened (the deal, each card drawn), never a key or a
seed that decides a card to come, and replay the games exactly.
"""

import json
import re
import shutil
from pathlib import Path
from typing import Any

import pytest

from qtgames.core import saves
from qtgames.core.record import GameRecord
from qtgames.plugins import GameRegistry
from tests.helpers import module_at
from tests.hostile.helpers import run_qtgames

CHEAT = Path(__file__).parent / "bots" / "cheat.py"
GAMES = 4
#: What the cheat says it rebuilt, in its forfeit's reason.
PREDICTED = re.compile(r"predicted (?:hand|draw) ([^ ]+)|predicted nothing")


def cheat(tmp_path: Path) -> Path:
    """A copy of the cheating player in a folder of its own."""
    target = tmp_path / "bot" / "cheat.py"
    target.parent.mkdir()
    shutil.copy(CHEAT, target)
    return target


def match(tmp_path: Path, game: str, player: str, *extra: str) -> tuple[dict[str, Any],
                                                                       list[dict[str, Any]]]:
    """``qtgames match GAME PLAYER random`` run as a command (the cheat's parent), its JSON
    document and its results file's lines (the header first)."""
    results = tmp_path / f"results-{len(list(tmp_path.glob('results-*')))}.jsonl"
    done = run_qtgames(["match", game, player, "random", "--games", str(GAMES), "--jobs", "1",
                        "--move-time", "30", "--json", "--results", str(results), *extra],
                       tmp_path / "home")
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout), [json.loads(line)
                                     for line in results.read_text().splitlines()]


def hidden_truth(line: dict[str, Any], registry: GameRegistry) -> str:
    """What the cheat (player A) tried to rebuild, as the game really dealt it."""
    record = saves.loads(json.dumps(line), registry.get)
    record.goto(0)
    state: Any = record.state
    if line["game"] == "duel":
        opponent = 1 - line["tournament"]["a_seats"][0]
        return ",".join(str(card) for card in sorted(state.hands[opponent]))
    # Le Roi des Roses: the draw pile has no order anywhere, its cards drawn when drawn.
    assert state.draw is None and line["position"].split()[5].startswith("?")
    return "no order"


def prediction(line: dict[str, Any]) -> str | None:
    """What the cheat said it rebuilt (None: nothing fitted)."""
    forfeit = line["tournament"]["forfeit"]
    assert forfeit is not None and forfeit[0] in line["tournament"]["a_seats"], forfeit
    found = PREDICTED.search(forfeit[1])
    assert found is not None, forfeit[1]
    return found.group(1)


@pytest.mark.parametrize(("game", "kind"), [("duel", "py"), ("roses", "ai")])
@pytest.mark.parametrize("seed", [["--seed", "5"], []], ids=["seed-given", "seed-default"])
def test_a_cheating_player_rebuilds_no_hidden_card_from_the_seed(
        tmp_path: Path, registry: GameRegistry, game: str, kind: str, seed: list[str]) -> None:
    document, lines = match(tmp_path, game, f"{kind}:{cheat(tmp_path)}", *seed)
    header, games = lines[0], lines[1:]
    assert len(games) == GAMES
    guessed = [(prediction(line), hidden_truth(line, registry)) for line in games]
    assert all(predicted != truth for predicted, truth in guessed), guessed
    # The seed printed is the one recorded; no deal the cheat can make from it (nor from
    # any seed it tries) holds the hidden cards.
    assert document["seed"] == header["config"]["seed"] == (5 if seed else document["seed"])
    module = module_at(CHEAT, "cheat")  # to replay its guesses with what a run printed
    seeds, _ = module.chance_seeds(str(document["seed"]))
    for line in games:
        truth = hidden_truth(line, registry)
        if game == "duel":
            opponent = 1 - line["tournament"]["a_seats"][0]
            dealt = {",".join(map(str, module.duel_hands(candidate)[opponent]))
                     for candidate in seeds}
        else:
            dealt = {",".join(module.roses_deal(candidate)[10:]) for candidate in seeds}
        assert truth not in dealt


def test_a_default_seed_is_drawn_at_random_printed_and_recorded(tmp_path: Path) -> None:
    seeds = set()
    for _ in range(2):
        document, lines = match(tmp_path, "chifoumi", "random")
        assert document["seed"] == lines[0]["config"]["seed"]
        seeds.add(document["seed"])
    assert len(seeds) == 2 and 1 not in seeds
    for command in ("match", "tournament"):
        results = tmp_path / f"{command}.jsonl"
        done = run_qtgames([command, "chifoumi", "random", "easy", "--games", "2",
                            "--jobs", "1", "--results", str(results)], tmp_path / "home")
        seed = json.loads(results.read_text().splitlines()[0])["config"]["seed"]
        assert done.returncode == 0 and f"seed {seed}" in done.stdout.splitlines()[0]


def test_a_results_file_with_a_bad_seed_is_refused_on_resume(tmp_path: Path) -> None:
    _, lines = match(tmp_path, "chifoumi", "random")
    results = tmp_path / "bad.jsonl"
    lines[0]["config"]["seed"] = -1
    results.write_text("".join(json.dumps(line) + "\n" for line in lines))
    before = results.read_bytes()
    done = run_qtgames(["match", "chifoumi", "random", "random", "--games", str(GAMES),
                        "--resume", str(results)], tmp_path / "home")
    assert done.returncode == 2 and "line 1" in done.stderr
    assert len(done.stderr.strip().splitlines()) == 1 and "Traceback" not in done.stderr
    assert results.read_bytes() == before


def test_no_key_and_no_seed_of_the_cards_is_in_the_results_file_nor_what_a_player_sees(
        tmp_path: Path, registry: GameRegistry) -> None:
    document, lines = match(tmp_path, "duel", f"py:{cheat(tmp_path)}", "--seed", "5")
    games = lines[1:]
    assert "deal_key" not in json.dumps(lines) and "deal_key" not in json.dumps(document)
    duel = registry.get("duel")
    for line in games:  # an outside player: its deal is not the one its seed makes
        assert "keys seen" in line["tournament"]["forfeit"][1]
        assert line["position"].split()[8:10] == ["?52", "?52"]
        made = duel.new_state(duel.resolve_options(line["options"]), line["seed"])
        assert line["position"].split()[6:8] != made.position().split()[6:8]


def test_the_text_version_with_a_cheating_bot_shows_it_nothing(tmp_path: Path) -> None:
    done = run_qtgames(["text", "duel", "--players", f"human,py:{cheat(tmp_path)}",
                        "--seed", "5", "--option", "first=two"], tmp_path / "home")
    hand = re.search(r"Hand: ((?:[0-9]{2} ?)+)", done.stdout)
    found = PREDICTED.search(done.stdout)
    assert hand is not None and found is not None, done.stdout[-2000:]
    truth = ",".join(str(int(card)) for card in hand.group(1).split())
    assert found.group(1) != truth, (found.group(0), truth)


def test_the_seed_alone_no_longer_decides_the_deal(registry: GameRegistry) -> None:
    duel = registry.get("duel")
    first, second = (GameRecord(duel, {"first": "one"}, 5) for _ in range(2))
    assert first.state.position() != second.state.position()
    assert first.state.position() != duel.new_state(first.options, 5).position()


def test_a_save_replays_its_deal_exactly(registry: GameRegistry, tmp_path: Path) -> None:
    for game in ("duel", "roses"):
        spec = registry.get(game)
        record = GameRecord(spec, seed=5, players=["human", "human"])
        for _ in range(6):
            record.play(record.state.legal_moves()[0])
        path = tmp_path / f"{game}.qtgame"
        saves.save(record, path)
        assert "deal_key" not in json.loads(path.read_text())
        loaded = saves.load(path, registry.get)
        assert loaded.state.position() == record.state.position()
        assert loaded.revealed == record.revealed


def test_a_save_from_before_keys_deals_from_its_seed(registry: GameRegistry) -> None:
    from qtgames.core.rng import PLAIN
    duel = registry.get("duel")
    document = saves.to_json(GameRecord(duel, {"first": "one"}, 5, ["human", "human"],
                                        deal_key=PLAIN))
    del document["position"]  # as such a save was: its deal made from its seed alone
    loaded = saves.loads(json.dumps(document), registry.get)
    assert loaded.state.hands == duel.new_state(loaded.options, 5).hands
    assert loaded.state.draws == [[], []]  # and nothing more from it: drawn when revealed


def test_a_save_with_a_bad_deal_key_is_refused_in_one_line(registry: GameRegistry) -> None:
    document = saves.to_json(GameRecord(registry.get("duel"), seed=5))
    for bad in ("xyz", "A" * 32, 7):
        document["deal_key"] = bad
        with pytest.raises(saves.SaveFileError, match="deal_key"):
            saves.loads(json.dumps(document), registry.get)


def test_a_resumed_run_of_the_programs_own_players_replays_its_games_exactly(
        tmp_path: Path) -> None:
    _, lines = match(tmp_path, "duel", "random", "--seed", "5")
    assert lines[0]["config"]["seeded_cards"] is True  # a seed given, no outside player
    results = tmp_path / "cut.jsonl"
    results.write_text("".join(json.dumps(line) + "\n" for line in lines[:2]))
    done = run_qtgames(["match", "duel", "random", "random", "--games", str(GAMES),
                        "--jobs", "1", "--json", "--resume", str(results)], tmp_path / "home")
    assert done.returncode == 0, done.stderr
    resumed = [json.loads(line) for line in results.read_text().splitlines()]
    assert json.loads(done.stdout)["seed"] == lines[0]["config"]["seed"]

    def game(line: dict[str, Any]) -> tuple[Any, ...]:
        return (line["seed"], line["position"], line["moves"], line.get("drawn"),
                line["tournament"]["outcome"])
    assert [game(line) for line in resumed[1:]] == [game(line) for line in lines[1:]]


def test_without_a_seed_the_cards_of_a_run_follow_nothing_recorded(tmp_path: Path) -> None:
    _, lines = match(tmp_path, "duel", "random")
    again = tmp_path / "again.jsonl"
    done = run_qtgames(["match", "duel", "random", "random", "--games", str(GAMES),
                        "--jobs", "1", "--seed", str(lines[0]["config"]["seed"]),
                        "--results", str(again)], tmp_path / "home")
    assert done.returncode == 0, done.stderr
    assert "seeded_cards" not in lines[0]["config"]
    replayed = [json.loads(line) for line in again.read_text().splitlines()]
    # Its printed seed given back deals other cards: the cards never followed it.
    assert [line["position"] for line in replayed[1:]] != [line["position"]
                                                          for line in lines[1:]]
