"""Hidden cards are drawn when revealed, never stored ahead: undo then play again draws
afresh, redo gives the card drawn before, a save or a results file holds what happened and
nothing that decides what comes next, and a save from before (a deal key) still loads.

The secret stream is replaced here by a ``Picker``: each draw takes the cards its script
names by place, so what a test expects of a fresh draw is exact, never a matter of luck."""

import json
import random
import re
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any, TypeVar

import pytest

from qtgames.core import saves
from qtgames.core.chance import SECRET, Dealer, SeededDealer
from qtgames.core.record import GameRecord
from qtgames.core.rng import PLAIN
from qtgames.plugins import load_games
from qtgames.tournament.games import make_job, play_job
from qtgames_duel.rules import END
from qtgames_roses.rules import DRAW

T = TypeVar("T")
GAMES = load_games()
DUEL, ROSES = GAMES.get("duel"), GAMES.get("roses")


class Picker(Dealer):
    """A dealer drawing, for each draw, the cards at the places its script names next in
    the pool put in the order of their names (the last place when the script runs out)."""

    def __init__(self, *places: int) -> None:
        super().__init__(random.Random(0))
        self.places = list(places)
        self.asked = 0

    def sample(self, pool: Sequence[T], count: int, name: Callable[[T], str]) -> list[T]:
        ordered = sorted(pool, key=name)
        self.asked += 1
        place = self.places.pop(0) if self.places else len(ordered) - count
        return [ordered[(place + offset) % len(ordered)] for offset in range(count)]


def duel_record(dealer: Dealer | None = None) -> GameRecord:
    """Le Duel from the deal seed 7 makes, Player 1 first, two people."""
    record = GameRecord(DUEL, {"first": "one"}, 7, ["human", "human"], deal_key=PLAIN)
    record.use_dealer(SECRET if dealer is None else dealer)
    return record


def lay_two(record: GameRecord) -> None:
    """The player to move lays the first two cards they may."""
    for _ in range(2):
        record.play(next(move for move in record.state.legal_moves() if move != END))


def roses_record(dealer: Dealer | None = None) -> GameRecord:
    """Le Roi des Roses, Red to play a card: after it, White draws."""
    record = GameRecord(ROSES, {}, 7, ["human", "human"], deal_key=PLAIN)
    record.use_dealer(SECRET if dealer is None else dealer)
    return record


def test_duel_undo_then_end_again_draws_afresh_and_redo_gives_the_cards_drawn() -> None:
    dealer = Picker(0, 10)
    record = duel_record(dealer)
    lay_two(record)
    record.play(END)
    first = record.revealed[-1]
    assert first is not None and len(first) == 2 and dealer.asked == 1
    record.undo()
    record.redo()  # redo: the very cards drawn, the stream not asked
    assert record.revealed[-1] == first and dealer.asked == 1
    hand = list(record.state.hands[0])
    assert {int(card) for card in first} <= set(hand)
    record.undo()
    record.play(END)  # played afresh: drawn afresh, other cards
    again = record.revealed[-1]
    assert dealer.asked == 2 and again is not None and set(again).isdisjoint(first)
    assert {int(card) for card in again} <= set(record.state.hands[0])


def test_duel_a_secret_stream_draws_afresh_after_undo() -> None:
    """The real secret stream: 12 ends of turn played afresh from one position give at
    least two different draws (all alike: less than one chance in 10^30)."""
    record = duel_record()
    assert record.dealer is SECRET
    lay_two(record)
    draws = set()
    for _ in range(12):
        record.play(END)
        draws.add(record.revealed[-1])
        record.undo()
    assert len(draws) >= 2


def test_roses_undo_then_draw_again_draws_afresh_and_redo_gives_the_card() -> None:
    dealer = Picker(0, 3)
    record = roses_record(dealer)
    record.play(record.state.legal_moves()[0])   # Red plays a card: Red holds four
    record.play(record.state.legal_moves()[0])   # White plays a card
    assert DRAW in record.state.legal_moves()
    record.play(DRAW)
    first = record.revealed[-1]
    assert first is not None and dealer.asked == 1
    record.undo()
    record.redo()
    assert record.revealed[-1] == first and dealer.asked == 1
    record.undo()
    record.play(DRAW)
    again = record.revealed[-1]
    assert again is not None and again != first and dealer.asked == 2
    assert record.state.hands[0][-1].name == again[0]


def test_the_deal_is_drawn_from_the_secret_stream_not_from_the_seed() -> None:
    hands = {tuple(GameRecord(DUEL, {}, 5, ["human", "human"]).state.hands[0])
             for _ in range(4)}
    assert len(hands) >= 2  # the same seed, four deals: alike by chance 1 in 10^20


def saved_at_turn_one(tmp_path: Path) -> Path:
    record = duel_record(SeededDealer(1))
    lay_two(record)
    path = tmp_path / "turn1.qtgame"
    saves.save(record, path)
    return path


def test_a_save_loaded_twice_draws_independently(tmp_path: Path) -> None:
    path = saved_at_turn_one(tmp_path)
    draws = []
    for picks in ((0,), (20,)):
        loaded = saves.load(path, GAMES.get)
        loaded.use_dealer(Picker(*picks))
        loaded.play(END)
        draws.append(loaded.revealed[-1])
    assert draws[0] != draws[1]
    secret_draws = set()
    for _ in range(12):  # and with the real secret stream
        loaded = saves.load(path, GAMES.get)
        loaded.play(END)
        secret_draws.add(loaded.revealed[-1])
    assert len(secret_draws) >= 2


def test_no_save_holds_a_key_nor_the_order_of_a_draw_pile(tmp_path: Path) -> None:
    record = duel_record(SeededDealer(3))
    for _ in range(3):  # three turns: cards drawn three times
        lay_two(record)
        record.play(END)
    path = tmp_path / "game.qtgame"
    saves.save(record, path)
    data = path.read_bytes()
    document = json.loads(data)
    assert b"deal_key" not in data and b"key" not in data
    # The deal: both hands; each draw pile only as its size, in no order.
    assert document["position"].split()[8:10] == ["?52", "?52"]
    # The cards drawn: exactly those the record revealed, each by the move that drew it.
    assert document["drawn"] == {str(index): ",".join(cards)
                                 for index, cards in enumerate(record.revealed)
                                 if cards is not None}
    first, second = two_futures(document)
    assert first != second


def test_no_card_of_the_roses_draw_pile_is_named_in_a_save_before_it_is_drawn(
        tmp_path: Path) -> None:
    record = roses_record(SeededDealer(5))
    rng = random.Random(5)
    while len(record.moves) < 12:
        record.play(rng.choice(record.state.legal_moves()))
    assert any(record.revealed), "no card was drawn: the test proves nothing"
    path = tmp_path / "roses.qtgame"
    saves.save(record, path)
    text = path.read_text(encoding="utf-8")
    start = record.start_state()
    seen = {card.name for hand in start.hands for card in hand}
    seen |= {card for cards in record.revealed if cards is not None for card in cards}
    never_drawn = {card.name for card in record.state.unseen()} - seen
    assert never_drawn, "every card was drawn: the test proves nothing"
    named = set(re.findall(r"\b(?:NE|NO|SE|SO|N|E|S|O)[123]\b", text))
    assert not named & never_drawn


def two_futures(document: dict[str, Any]) -> tuple[Any, Any]:
    """The cards the next end of turn draws in ``document`` loaded twice, each time from
    another stream: different when nothing in it decides them."""
    found = []
    for picks in ((0,), (30,)):
        loaded = saves.from_json(json.loads(json.dumps(document)), GAMES.get)
        loaded.use_dealer(Picker(*picks))
        while END not in loaded.state.legal_moves():  # the turn's cards still owed
            loaded.play(next(move for move in loaded.state.legal_moves() if move != END))
        loaded.play(END)
        found.append(loaded.revealed[-1])
    return found[0], found[1]


def test_a_results_line_holds_what_happened_and_no_key() -> None:
    job = make_job(DUEL, DUEL.resolve_options({}), 11, "random - random", 0, "random",
                   "random")
    line = play_job(job)
    assert "deal_key" not in json.dumps(line)
    assert line["position"].split()[8:10] == ["?52", "?52"]
    # It replays exactly, move by move with the cards each drew.
    record = saves.from_json({**line, "cursor": len(line["moves"])}, GAMES.get)
    assert record.moves == line["moves"]
    assert {str(index): ",".join(cards) for index, cards in enumerate(record.revealed)
            if cards is not None} == line.get("drawn", {})


def test_a_results_line_does_not_decide_the_next_game_nor_its_future() -> None:
    # Five moves end within each player's first turn, whatever the cards drawn: their piles
    # still at 1 and 60 take any two cards, so the game goes on and the turn can end.
    job = make_job(DUEL, DUEL.resolve_options({}), 11, "random - random", 0, "random",
                   "random", max_plies=5)
    line = play_job(job)
    assert "deal_key" not in json.dumps(line)
    document = {**line, "cursor": len(line["moves"])}
    document.pop("tournament")
    loaded = saves.from_json(document, GAMES.get)
    assert not loaded.state.is_over()
    first, second = two_futures(document)
    assert first != second


def legacy_document(moves: int, key: str = "0123456789abcdef0123456789abcdef"
                    ) -> tuple[dict[str, Any], GameRecord]:
    """A save as qtgames wrote it before cards were drawn when revealed: the deal key in
    the file (none: ``PLAIN``, older still), the whole deal made from it; and that game,
    played with that deal."""
    old = GameRecord(DUEL, {"first": "one"}, 42, ["human", "human"], deal_key=key,
                     keep_order=True)
    while len(old.moves) < moves:
        lay_two(old)
        old.play(END)
    document = {"format": "qtgames-save", "version": 1, "game": "duel",
                "options": {"first": "one"}, "seed": 42,
                **({"deal_key": key} if key != PLAIN else {}),
                "seats": [{"name": "one", "player": "human"},
                          {"name": "two", "player": "human"}],
                "moves": list(old.moves), "cursor": len(old.moves)}
    return document, old


def test_an_old_save_with_a_deal_key_replays_then_draws_afresh() -> None:
    document, old = legacy_document(9)
    loaded = saves.from_json(document, GAMES.get)
    # What happened replays as it was played then: the same cards drawn, the same hands.
    assert loaded.moves == old.moves and loaded.revealed == old.revealed
    assert loaded.state.hands == old.state.hands
    # From the first card not yet drawn on, the deal key decides nothing: drawn afresh.
    assert loaded.state.draws == [[], []]
    first, second = two_futures(document)
    assert first != second
    resaved = saves.to_json(loaded)
    assert "deal_key" not in resaved and resaved["position"].split()[8].startswith("?")


def test_an_old_save_without_a_deal_key_still_loads() -> None:
    document, old = legacy_document(3, PLAIN)
    loaded = saves.from_json(document, GAMES.get)
    assert loaded.cursor == 3 and loaded.revealed == old.revealed
    assert loaded.state.draws == [[], []]


@pytest.mark.parametrize("bad", [{"0": "17,23"}, {"x": "02"}, {"2": ""}, {"2": 5},
                                 {"2": "02,02"}])
def test_a_save_whose_cards_drawn_do_not_fit_is_refused(bad: dict[str, Any]) -> None:
    record = duel_record(SeededDealer(2))
    lay_two(record)
    record.play(END)
    document = saves.to_json(record)
    document["drawn"] = bad
    with pytest.raises(saves.SaveFileError):
        saves.from_json(document, GAMES.get)


def test_the_autosave_holds_no_key_and_decides_no_card() -> None:
    from qtgames.table import autosave

    record = duel_record(SeededDealer(4))
    lay_two(record)
    record.play(END)
    lay_two(record)
    assert autosave.autosave(record)
    path = autosave.autosave_path()
    assert path is not None
    data = path.read_bytes()
    assert b"deal_key" not in data
    document = json.loads(data)
    assert document["position"].split()[8:10] == ["?52", "?52"]
    first, second = two_futures(document)
    assert first != second


def test_a_game_browsed_back_before_a_draw_knows_its_end_without_drawing() -> None:
    """Whether the whole game is over replays the moves ahead with the cards they drew:
    a card laid after a draw is found in hand, and no card is drawn afresh."""
    dealer = Picker(0, 10, 20)
    record = duel_record(dealer)
    lay_two(record)
    record.play(END)           # Player 1 draws
    lay_two(record)
    record.play(END)           # Player 2 draws
    drawn = record.revealed[2]
    assert drawn is not None
    record.play(next(move for move in record.state.legal_moves()
                     if move != END and move[0] in {int(card) for card in drawn}))
    asked = dealer.asked
    record.goto(2)             # before Player 1's draw
    assert not record.game_over
    assert dealer.asked == asked and len(record.moves) == 7
