"""A finished game's whole record, sent by the host to its players so they can review it:
only once the rules ended the game, its start (the deal), moves and the cards each drew but
no seed, and refused by a client when it disagrees with what that client was shown."""

import dataclasses
from collections.abc import Callable

import pytest

from qtgames.core.rng import PLAIN
from qtgames.net.client import ClientGame
from qtgames.net.protocol import Message, ProtocolError
from tests.contract.games import registry
from tests.net.helpers import Table

OPEN_GAMES = ["reversi", "zen", "chifoumi"]


def seated(table: Table) -> list[tuple[int, ClientGame]]:
    """Two players joined at ``table``, each with a client fed what the host sends."""
    peers = [table.join("ann"), table.join("bob", address="10.0.0.2")]
    return [(peer, ClientGame(registry().get, "x", "code")) for peer in peers]


def feed(table: Table, clients: list[tuple[int, ClientGame]]) -> None:
    """Hand each client the messages its peer received since the last feed."""
    for peer, client in clients:
        for message in table.inbox.pop(peer, []):
            client.handle(message)


def play_first_move(table: Table, clients: list[tuple[int, ClientGame]]) -> None:
    """The player to move plays its first legal move, or ends its turn when it may."""
    peer, client = next((peer, client) for peer, client in clients if client.my_turn)
    table.play(peer, "end" if "end" in client.legal else client.legal[0])


def play_to_the_end(table: Table, clients: list[tuple[int, ClientGame]],
                    watch: Callable[[], None] = lambda: None) -> None:
    """Each player plays its first legal move until the game is over; ``watch`` looks at
    the table after each move, before the clients are fed."""
    feed(table, clients)
    for _ in range(5000):
        if table.host.outcome() is not None:
            break
        play_first_move(table, clients)
        watch()
        feed(table, clients)
    assert table.host.outcome() is not None


@pytest.mark.parametrize("game", OPEN_GAMES)
def test_each_player_rebuilds_the_hosts_record_of_a_finished_open_game(game: str) -> None:
    table = Table(game, deal_key=None, options={"first": "random"} if game != "reversi"
                  else None)
    clients = seated(table)
    play_to_the_end(table, clients)
    host = table.host.record
    for _, client in clients:
        assert client.final is not None
        rebuilt = client.final.record()
        assert rebuilt.spec is host.spec and rebuilt.options == host.options
        assert rebuilt.moves == host.moves
        assert rebuilt.state.position() == host.state.position()
        assert rebuilt.state.outcome() == host.state.outcome()
        assert client.final.seed == 0  # the seed itself stays at the host


@pytest.mark.parametrize("game", ["duel", "roses"])
def test_a_hidden_card_game_the_rules_ended_is_sent_whole_after_its_result(game: str) -> None:
    table = Table(game, deal_key=None)
    clients = seated(table)
    types: dict[int, list[str]] = {}

    def note_types() -> None:
        for other, _ in clients:
            types.setdefault(other, []).extend(table.types(other))

    play_to_the_end(table, clients, note_types)
    for peer, client in clients:
        assert types[peer].count("record") == 1
        assert types[peer].index("record") > types[peer].index("result")
        assert client.final is not None
        assert client.final.record().state.position() == table.host.record.state.position()


@pytest.mark.parametrize("game", ["duel", "roses"])
def test_a_hidden_card_game_given_up_is_never_sent_whole(game: str) -> None:
    table = Table(game, deal_key=None)
    clients = seated(table)
    feed(table, clients)
    play_first_move(table, clients)
    table.send(clients[0][0], "resign")
    assert table.host.outcome() is not None
    for other, _ in clients:
        assert "result" in table.types(other) and "record" not in table.types(other)
    feed(table, clients)
    assert all(client.final is None for _, client in clients)
    # Nor to a player who comes back after the end.
    token = clients[1][1].token
    again = table.join("bob", address="10.0.0.2", token=token)
    assert "result" in table.types(again) and "record" not in table.types(again)


def test_the_record_of_a_game_dealt_from_its_seed_carries_no_seed() -> None:
    table = Table("duel", deal_key=PLAIN, seed=123_456_789)  # its seed seeds more
    clients = seated(table)
    play_to_the_end(table, clients)
    for _, client in clients:
        assert client.final is not None and client.final.seed == 0
        assert client.final.record().state.position() == table.host.record.state.position()


def test_a_spectator_is_not_sent_the_record() -> None:
    table = Table("reversi", deal_key=None)
    clients = seated(table)
    watcher = table.join("eve", address="10.0.0.3", role="spectator")
    play_to_the_end(table, clients)
    assert "result" in table.types(watcher) and "record" not in table.types(watcher)


def _finished_game(game: str) -> tuple[ClientGame, Message]:
    """A client at the end of a game whose record message was held back, and that
    message."""
    table = Table(game, deal_key=None)
    clients = seated(table)
    feed(table, clients)
    for _ in range(5000):
        if table.host.outcome() is not None:
            break
        play_first_move(table, clients)
        if table.host.outcome() is None:
            feed(table, clients)
    peer, client = clients[0]
    held = []
    for message in table.inbox.pop(peer):
        if message.type == "record":
            held.append(message)
        else:
            client.handle(message)
    assert len(held) == 1
    return client, held[0]


def _changed(message: Message, **fields: object) -> Message:
    return dataclasses.replace(message, fields={**message.fields, **fields})


@pytest.mark.parametrize("game", ["reversi", "duel"])
def test_a_client_refuses_a_record_that_disagrees_with_what_it_was_shown(game: str) -> None:
    client, record = _finished_game(game)
    moves, drawn = list(record["moves"]), list(record["drawn"])
    wrong = [
        _changed(record, moves=moves[:-1], drawn=drawn[:-1]),
        _changed(record, moves=[*moves, moves[-1]]),
        _changed(record, game="zen"),
        _changed(record, moves=[moves[1], moves[0], *moves[2:]]),
    ]
    if game == "duel":  # another deal, other cards drawn
        other = registry().get("duel").new_state({"first": "one"}, 99)
        other.conceal()
        first = next(index for index, cards in enumerate(drawn) if cards is not None)
        wrong += [_changed(record, start=other.position()),
                  _changed(record, drawn=[*drawn[:first], "02,03", *drawn[first + 1:]]),
                  _changed(record, drawn=[None] * len(drawn))]
    for message in wrong:
        with pytest.raises(ProtocolError):
            client.handle(message)
        assert client.final is None
    client.handle(record)
    assert client.final is not None


def test_a_record_before_the_result_is_refused() -> None:
    table = Table("reversi", deal_key=None)
    clients = seated(table)
    feed(table, clients)
    client = clients[0][1]
    early = Message("record", {"game": "reversi", "options": {}, "seed": 1, "start": None,
                               "moves": [], "drawn": []})
    with pytest.raises(ProtocolError):
        client.handle(early)
    assert client.final is None


def test_a_record_longer_than_the_game_may_be_is_refused_by_the_protocol() -> None:
    from qtgames.net.protocol import HOST_MESSAGES, read
    with pytest.raises(ProtocolError):
        read(HOST_MESSAGES, {"type": "record", "game": "reversi", "options": {}, "seed": 1,
                             "moves": ["d3"] * 10_001})
    with pytest.raises(ProtocolError):
        read(HOST_MESSAGES, {"type": "record", "game": "reversi", "options": {}, "seed": -1,
                             "moves": []})


@pytest.mark.parametrize(("game", "taken"), [("duel", False), ("reversi", True)])
def test_a_client_takes_the_record_of_a_game_given_up_only_without_hidden_cards(
        game: str, taken: bool) -> None:
    table = Table(game, deal_key=None)
    clients = seated(table)
    feed(table, clients)
    play_first_move(table, clients)
    table.send(clients[0][0], "resign")
    feed(table, clients)
    record = table.host.record
    sent = Message("record", {"game": game, "options": dict(record.options), "seed": 0,
                              "start": record.start_state().position(),
                              "moves": list(record.moves),
                              "drawn": [None if cards is None else ",".join(cards)
                                        for cards in record.revealed]})
    client = clients[1][1]
    if taken:
        client.handle(sent)
        assert client.final is not None and client.final.record().moves == record.moves
    else:
        with pytest.raises(ProtocolError):
            client.handle(sent)  # a host that would show the hands of a game given up
        assert client.final is None
