"""No byte the host sends shows a seat what it may not see: every game with hidden cards.

Every byte sent to each connection is recorded while two clients play whole games over
loopback. Each position a seat is sent must be exactly its view, and no part of the whole
position that its view hides (another seat's hand, a draw pile in order) may appear in any
byte that seat ever receives.
"""

import asyncio
import json

import pytest

from qtgames.core.record import GameRecord
from qtgames.net.host import HostGame
from qtgames.net.transport import HostServer
from tests.contract.games import game_ids, registry
from tests.net.bots import play_bot

HIDDEN_GAMES = [game for game in game_ids() if registry().get(game).hidden_information]
CODE = "SECRET"
#: Where the bytes a spectator received are kept.
SPECTATOR = -1


def hidden_parts(whole: str, view: str) -> set[str]:
    """The fields of the whole position that the view does not show (a hand, a draw pile
    in order), long enough not to be a word of other text by chance."""
    return {field for field in set(whole.split()) - set(view.split()) if len(field) >= 5}


async def record_game(game: str, seed: int) -> tuple[GameRecord, dict[int, bytes]]:
    """Play one game; return its record and the bytes each seat received."""
    record = GameRecord(registry().get(game), {}, seed)
    host = HostGame(record, CODE, [True] * len(record.seats))
    received: dict[int, bytearray] = {}

    def tap(peer: int, data: bytes) -> None:
        seat = host.peers[peer].seat
        received.setdefault(SPECTATOR if seat is None else seat, bytearray()).extend(data)

    server = HostServer(host, tap=tap)
    port = await server.start("127.0.0.1", 0)
    bots = [play_bot(port, CODE, seed * 10 + seat) for seat in range(len(record.seats))]
    if host.spectator_view_possible:
        bots.append(play_bot(port, CODE, 0, spectator=True))
    results = await asyncio.wait_for(asyncio.gather(*bots), 120)
    await server.close()
    assert all(client.result is not None for client in results)
    assert host.outcome() is not None
    return host.record, {seat: bytes(data) for seat, data in received.items()}


def words(value: object) -> set[str]:
    """Every word (text between spaces) of every text in a JSON value, keys included."""
    if isinstance(value, str):
        return set(value.split())
    if isinstance(value, dict):
        return {word for key, item in value.items() for word in words(key) | words(item)}
    if isinstance(value, list):
        return {word for item in value for word in words(item)}
    return set()


def views_and_secrets(record: GameRecord, seat: int) -> tuple[set[str], set[str]]:
    """Every view ``seat`` had during the game (replayed from its start; ``SPECTATOR``:
    the public view), and every part of the whole position those views hid and no view
    showed (a draw pile's last cards may later be shown as they were, in a hand)."""
    state = record.start_state()
    views, secrets = set(), set()
    for index in range(-1, len(record.moves)):
        if index >= 0:
            record.replay_on(state, index, index + 1)
        shown = state.public_view() if seat == SPECTATOR else state.view(seat)
        assert shown is not None
        views.add(shown.position())
        secrets |= hidden_parts(state.position(), shown.position())
    return views, secrets - {field for view in views for field in view.split()}


@pytest.mark.skipif(not HIDDEN_GAMES, reason="no game with hidden cards is registered")
@pytest.mark.parametrize("game", HIDDEN_GAMES)
@pytest.mark.parametrize("seed", [1, 2, 3])
def test_no_byte_sent_shows_a_seat_what_its_view_hides(game: str, seed: int) -> None:
    record, received = asyncio.run(record_game(game, seed))
    assert set(range(len(record.seats))) <= set(received)
    for seat, data in received.items():
        views, secrets = views_and_secrets(record, seat)
        # Le Roi des Roses shows every hand: what it hides, the cards to come, is nowhere.
        assert secrets or game == "roses", "the game hid nothing: the test proves nothing"
        messages = [json.loads(line) for line in data.decode("ascii").splitlines()]
        # The whole record of a game over comes after its result, on purpose (below).
        messages = [message for message in messages if message["type"] != "record"]
        leaked = secrets & words(messages)
        assert not leaked, f"seat {seat} was sent hidden parts {sorted(leaked)[:3]}"
        positions = [message["position"] for message in messages
                     if message["type"] == "position"]
        assert positions and set(positions) <= views


def test_duel_and_roses_are_among_the_games_checked() -> None:
    assert {"duel", "roses"} <= set(HIDDEN_GAMES)


@pytest.mark.parametrize("game", ["duel", "roses"])
def test_a_spectator_is_among_the_connections_recorded(game: str) -> None:
    record, received = asyncio.run(record_game(game, 4))
    assert SPECTATOR in received
    views, secrets = views_and_secrets(record, SPECTATOR)
    assert secrets or game == "roses", "the spectator was shown everything: nothing proved"
    messages = [json.loads(line) for line in received[SPECTATOR].decode("ascii").splitlines()]
    assert not secrets & words(messages)
    assert {message["position"] for message in messages
            if message["type"] == "position"} <= views


@pytest.mark.parametrize("game", ["duel", "roses"])
@pytest.mark.parametrize("seed", [987_654_321_005, 987_654_321_006])
def test_the_whole_record_reaches_a_player_only_after_the_result(game: str, seed: int) -> None:
    """What an attacker at a seat reads: before the result, no hidden card of another
    seat and no seed at all; after it, the whole record: the deal, the moves and the cards
    each drew, with no seed."""
    record, received = asyncio.run(record_game(game, seed))
    assert record.state.is_over()  # ended by the rules: its record is sent
    for seat in range(len(record.seats)):
        _, secrets = views_and_secrets(record, seat)
        assert secrets or game == "roses"
        lines = received[seat].decode("ascii").splitlines()
        messages = [json.loads(line) for line in lines]
        types = [message["type"] for message in messages]
        end = types.index("result")
        before = messages[:end + 1]
        assert not secrets & words(before)
        assert str(record.seed) not in "\n".join(lines)
        assert "deal_key" not in "\n".join(lines)
        assert types.count("record") == 1 and types.index("record") > end
        whole = messages[types.index("record")]
        assert whole["seed"] == 0 and whole["moves"] == record.moves
        assert whole["start"] == record.start_state().position()
        assert whole["drawn"] == [None if cards is None else ",".join(cards)
                                  for cards in record.revealed]
