"""Hidden cards over the network: an undo offer never takes back a turn of a seat whose
cards another may not see (whoever would answer: a person, a computer seat, a joined bot),
a card drawn again after an undo is drawn afresh, and a save made by one side holds no card
that side cannot see."""

import json
from pathlib import Path
from typing import Any

from qtgames.core import saves
from qtgames.core.chance import SeededDealer
from qtgames.core.record import GameRecord
from qtgames.net.client import ClientGame
from qtgames.net.computer import ComputerSeat
from qtgames.net.protocol import Message
from tests.contract.games import registry
from tests.core.test_chance import Picker
from tests.net.helpers import Table


def one_turn(table: Table, peer: int) -> None:
    """``peer`` lays the first two cards it may and ends its turn (Le Duel)."""
    for _ in range(2):
        table.play(peer, next(move for move in table.legal(peer) if move != "end"))
    table.play(peer, "end")


class Sent:
    """Stands for a computer seat's connection: keeps what it sends."""

    def __init__(self) -> None:
        self.messages: list[Message] = []

    def send(self, message: Message) -> None:
        self.messages.append(message)

    def stop(self) -> None:
        """Nothing to stop."""


def computer_at(table: Table, peer: int) -> tuple[ClientGame, ComputerSeat, Sent]:
    """A computer seat (as ``join --player random`` and the app's host run one) fed what
    ``peer`` received; it would accept any take-back it is asked."""
    client = ClientGame(registry().get, "bot", "code")
    seat = ComputerSeat(client, "random", 1)
    sent = Sent()
    seat.runner = sent  # type: ignore[assignment]
    feed(table, peer, client, seat)
    return client, seat, sent


def feed(table: Table, peer: int, client: ClientGame, seat: ComputerSeat) -> None:
    for message in table.inbox.pop(peer, []):
        client.handle(message)
        if message.type != "position":  # it is not asked to move here
            seat.message(message)


def test_an_undo_over_the_turn_of_a_seat_with_unseen_cards_is_refused_for_everyone() -> None:
    table = Table("duel", options={"first": "one"})
    ann, bot = table.join("ann"), table.join("bot", "10.0.0.2")
    client, computer, sent = computer_at(table, bot)
    one_turn(table, ann)
    one_turn(table, bot)  # the bot's turn: it laid two cards of its hidden hand
    feed(table, bot, client, computer)
    played = list(table.host.record.moves)
    table.send(ann, "offer", kind="undo")
    error = table.last(ann, "error")
    assert error["code"] == "offer" and "cannot be taken back" in error["message"]
    feed(table, bot, client, computer)
    assert not any(message.type == "offer" for message in table.inbox[bot])
    assert not any(message.type == "answer" for message in sent.messages)
    assert table.host.record.moves == played and table.host.offer is None


def test_the_computer_answers_nothing_it_is_not_asked_and_a_raw_answer_is_refused() -> None:
    table = Table("duel", options={"first": "one"})
    ann, bob = table.join("ann"), table.join("bob", "10.0.0.2")
    one_turn(table, ann)
    one_turn(table, bob)
    table.send(ann, "offer", kind="undo")
    table.send(bob, "answer", kind="undo", accept=True)  # a raw client agreeing anyway
    assert table.last(bob, "error")["code"] == "answer"
    assert len(table.host.record.moves) == 6


def test_an_undo_within_ones_own_turn_is_still_agreed() -> None:
    table = Table("duel", options={"first": "one"})
    ann, bob = table.join("ann"), table.join("bob", "10.0.0.2")
    one_turn(table, ann)
    table.play(bob, next(move for move in table.legal(bob) if move != "end"))
    table.send(bob, "offer", kind="undo")
    table.send(ann, "answer", kind="undo", accept=True)
    assert len(table.host.record.moves) == 3


def test_roses_a_card_drawn_again_after_an_agreed_undo_is_drawn_afresh() -> None:
    table = Table("roses")
    red, white = table.join("ann"), table.join("bob", "10.0.0.2")
    dealer = Picker(0, 4)
    table.host.record.use_dealer(dealer)
    table.play(red, table.legal(red)[0])
    table.play(white, table.legal(white)[0])
    table.play(red, "draw")
    first = table.host.record.revealed[-1]
    table.play(white, table.legal(white)[0])
    table.send(red, "offer", kind="undo")  # hands face up: White's move may go back
    table.send(white, "answer", kind="undo", accept=True)
    assert len(table.host.record.moves) == 2
    table.play(red, "draw")
    again = table.host.record.revealed[-1]
    assert dealer.asked == 2 and first is not None and again is not None and again != first


def play_four_turns(record: GameRecord) -> None:
    """Four turns of Le Duel, each two cards laid and the turn ended."""
    for _ in range(4):
        for _ in range(2):
            record.play(next(move for move in record.state.legal_moves() if move != (0, 0, 0)))
        record.play((0, 0, 0))


def hosted_duel(tmp_path: Path) -> tuple[Table, Path, dict[str, Any]]:
    """A host where a person plays seat 0 and a player joined seat 1, four turns in;
    saved by the host."""
    table = Table("duel", remote=(False, True), options={"first": "one"})
    record = table.host.record
    record.use_dealer(SeededDealer(9))
    play_four_turns(record)
    path = tmp_path / "hosted.qtgame"
    table.host.save(path)
    return table, path, json.loads(path.read_text(encoding="utf-8"))


def test_a_hosts_save_holds_no_card_of_the_joined_players_hand(tmp_path: Path) -> None:
    table, path, document = hosted_duel(tmp_path)
    record = table.host.record
    hand = ",".join(f"{card:02d}" for card in record.state.hands[1])
    fields = document["position"].split()
    assert fields[7] == "?6" and fields[6] != "?6"  # the deal: the host's own hand only
    assert hand not in path.read_text(encoding="utf-8")
    movers = [0, 0, 0, 1, 1, 1] * 2
    assert document["drawn"] and all(movers[int(index)] == 0 for index in document["drawn"])
    assert "deal_key" not in document


def test_a_hosts_save_hosted_again_draws_the_joined_players_hand_afresh(
        tmp_path: Path) -> None:
    table, path, _ = hosted_duel(tmp_path)
    record = table.host.record
    hands = set()
    for _ in range(3):
        loaded = saves.load(path, registry().get)
        assert loaded.moves == record.moves
        assert loaded.state.hands[0] == record.state.hands[0]  # the host's own: as it was
        assert loaded.state.hand_sizes == record.state.hand_sizes
        assert loaded.state.piles == record.state.piles
        hand = loaded.state.hands[1]
        # Drawn afresh when loaded, from the cards the host did not see laid.
        assert len(hand) == len(record.state.hands[1])
        assert not set(hand) & record.state.laid_by(1)
        hands.add(tuple(hand))
    assert len(hands) >= 2  # three loads alike: less than one chance in 10^12


def test_a_host_playing_the_computer_alone_saves_no_card_of_its_hand(tmp_path: Path) -> None:
    table = Table("duel", remote=(False, False), options={"first": "one"})
    record = table.host.record
    record.set_player(1, "easy")
    play_four_turns(record)
    path = tmp_path / "alone.qtgame"
    table.host.save(path)
    fields = json.loads(path.read_text(encoding="utf-8"))["position"].split()
    assert fields[7] == "?6" and fields[6] != "?6"
    assert ",".join(f"{card:02d}" for card in record.state.hands[1]) \
        not in path.read_text(encoding="utf-8")
