"""The authoritative host without sockets: joining, seats, moves, views, offers, faults."""

import itertools
import json
from pathlib import Path

import pytest

from qtgames.core import saves
from qtgames.core.record import GameRecord
from qtgames.core.rng import PLAIN
from qtgames.net.channel import Guess
from qtgames.net.client import request
from qtgames.net.connection import parse_line
from qtgames.net.host import FLOOD_STRIKES, HostGame, saved_seats
from qtgames.net.protocol import CLIENT_MESSAGES, PROTOCOL_VERSION, ProtocolError
from tests.net.helpers import CODE, Table, exchanged
from tests.toy_hidden import high_card_spec


def two_players(game: str = "reversi", **host: object) -> tuple[Table, int, int]:
    table = Table(game, **host)  # type: ignore[arg-type]
    first, second = table.join("ann"), table.join("bob", address="10.0.0.2")
    return table, first, second


def to_move(table: Table, *peers: int) -> int:
    seat = table.host.record.state.to_move()
    return next(peer for peer in peers if table.seat_of(peer) == seat)


def test_players_get_seats_in_order_a_token_and_the_position() -> None:
    table, ann, bob = two_players()
    assert (table.seat_of(ann), table.seat_of(bob)) == (0, 1)
    welcome = table.last(ann, "welcome")
    assert welcome["game"] == "reversi" and len(welcome["token"]) == 32
    assert table.last(bob, "players")["connected"] == [True, True]
    assert sorted(table.legal(ann)) == ["c4", "d3", "e6", "f5"]
    assert table.legal(bob) == []


def test_the_first_player_waits_for_the_second_before_moving() -> None:
    table = Table()
    ann = table.join("ann")
    assert table.legal(ann) == []
    table.join("bob")
    assert len(table.legal(ann)) == 4


def test_a_wrong_code_is_refused_and_repeated_tries_are_slowed_down() -> None:
    table = Table()
    answered, early = [], 0
    while len(answered) < 6:  # eve tries again every half second
        peer = table.join("eve", address="10.9.9.9", code="WRONG")
        error = table.last(peer, "error")["code"]
        assert error in ("code", "busy") and peer in table.closed
        if error == "code":
            answered.append(table.now)
        else:  # too soon: refused without its code being read
            early += 1
            table.now += 0.5
    assert early > 0
    gaps = [later - sooner for sooner, later in itertools.pairwise(answered)]
    assert gaps == sorted(gaps) and gaps[-1] >= 8.0, gaps  # later and later
    start = table.now
    other = table.join("eve", address="10.9.9.8", code="nope")  # another address: no wait
    assert table.now - start < 1.0 and other in table.closed
    table.now += 16.0
    good = table.join("ann", address="10.9.9.9")  # once its wait is over, the right code
    assert table.seat_of(good) == 0  # is let in, and resets the count
    assert table.host.gate.failures("10.9.9.9") == 0


def test_a_version_mismatch_is_refused_naming_both_versions() -> None:
    # Between computers the key exchange refuses it first (tests/net/test_channel.py);
    # the host game refuses it too, from any link.
    table = Table()
    peer = table.connect("10.0.0.1", local=True)
    table.send(peer, "hello", protocol=7, name="old")
    error = table.last(peer, "error")
    assert error["code"] == "version" and "1" in error["message"] and "7" in error["message"]
    assert peer in table.closed


def test_a_third_player_is_refused_and_a_spectator_watches() -> None:
    table, ann, bob = two_players()
    third = table.join("cid")
    assert table.last(third, "error")["code"] == "full"
    watcher = table.join("dan", role="spectator")
    assert table.last(watcher, "welcome")["seat"] is None
    assert table.last(watcher, "position")["legal"] == []
    table.play(to_move(table, ann, bob), table.legal(ann)[0])
    assert table.last(watcher, "position")["ply"] == 1
    table.send(watcher, "move", move="d3")
    assert table.last(watcher, "error")["code"] == "spectator"


def test_spectators_can_be_refused() -> None:
    table = Table(spectators=False)
    watcher = table.join("dan", role="spectator")
    assert table.last(watcher, "error")["code"] == "spectators"


def test_a_spectator_of_a_hidden_card_game_sees_its_public_view() -> None:
    table, _one, _two = two_players("duel")
    watcher = table.join("dan", role="spectator")
    state = table.host.record.state
    public = state.public_view()
    assert public is not None
    assert table.last(watcher, "position")["position"] == public.position()
    for seat in (0, 1):
        assert "?6" in public.position().split()[6 + seat]  # no hand shown


def test_a_hidden_card_game_without_a_public_view_cannot_be_watched() -> None:
    record = GameRecord(high_card_spec(), {}, 2, deal_key=PLAIN)
    host = HostGame(record, CODE, [True, True])
    table = Table()
    table.host = host
    watcher = table.join("dan", role="spectator")
    assert table.last(watcher, "error")["code"] == "spectators" and watcher in table.closed


def test_an_illegal_move_gets_the_rules_reason_and_changes_nothing() -> None:
    table, ann, bob = two_players()
    before = table.host.record.state.position()
    table.play(ann, "a1")
    error = table.last(ann, "error")
    assert error["code"] == "illegal" and error["message"].startswith("a1: ")
    table.play(ann, "zz99")
    assert table.last(ann, "error")["code"] == "illegal"
    table.play(bob, "d3")
    assert table.last(bob, "error")["code"] == "turn"
    assert table.host.record.state.position() == before and table.host.record.moves == []


def test_a_bad_message_is_answered_and_logged_and_changes_nothing(
        caplog: pytest.LogCaptureFixture) -> None:
    table, ann, _ = two_players()
    before = table.host.record.state.position()
    table.event(ann, ProtocolError("bad-json", "a message is not one JSON object"))
    assert table.last(ann, "error")["code"] == "bad-json"
    assert any("JSON" in record.getMessage() for record in caplog.records)
    assert table.host.record.state.position() == before


def test_a_refused_field_is_logged_in_the_hosts_language_and_sent_with_its_template(
        caplog: pytest.LogCaptureFixture, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("QTGAMES_LANG", "fr")
    table, ann, _ = two_players()
    try:
        parse_line(b'{"type": "offer", "kind": "pizza"}', CLIENT_MESSAGES)
    except ProtocolError as refused:
        table.event(ann, refused)
    error = table.last(ann, "error")
    assert error["message"] == "offer: field 'kind' should be one of undo, draw, rematch"
    assert error["template"] == "{kind}: field {name!r} {problem}"  # the client words it
    logged = [record.getMessage() for record in caplog.records]
    assert any(line.endswith("offer : le champ 'kind' est invalide (doit être l'un de : undo, "
                             "draw, rematch)") and line.startswith("connexion ")
               for line in logged), logged


def test_messages_before_hello_are_refused_once_the_code_is_found_right() -> None:
    table = Table()
    peer = table.connect()
    table.event(peer, Guess(True, "player"))  # its key exchange proved the code
    table.send(peer, "move", move="d3")
    assert table.types(peer) == []  # nothing is answered before the code's turn
    table.settle(peer)
    assert table.last(peer, "error")["code"] == "not-joined"
    table.send(peer, "move", move="d3")
    assert table.types(peer) == ["error", "error"]
    assert table.host.record.moves == []


def test_a_hello_must_keep_the_role_its_connection_was_keyed_for() -> None:
    table = Table()
    peer = table.connect()
    table.event(peer, Guess(True, "spectator"))
    table.send(peer, "hello", protocol=PROTOCOL_VERSION, name="eve", role="player")
    table.settle(peer)
    assert table.last(peer, "error")["code"] == "bad-field" and peer in table.closed
    watcher = table.join("dan", role="spectator")
    assert table.last(watcher, "welcome")["seat"] is None


def test_before_its_turn_a_right_code_and_a_wrong_one_are_answered_alike() -> None:
    table = Table()
    right, wrong = table.connect("10.0.0.1"), table.connect("10.0.0.2")
    for peer, code in ((right, CODE), (wrong, "WRONG-CODE")):
        greeting = request("hello", protocol=PROTOCOL_VERSION, name="eve", code=code)
        for event in exchanged(greeting, CODE):
            table.event(peer, event)
        table.send(peer, "ping")
        table.send(peer, "chat", text="hi")
        table.send(peer, "resign")
        table.event(peer, ProtocolError("bad-json", "not JSON"))
    assert table.types(right) == table.types(wrong) == []
    assert right not in table.closed and wrong not in table.closed
    table.settle(right)
    table.settle(wrong)
    assert table.seat_of(right) == 0 and table.last(wrong, "error")["code"] == "code"


def test_flooding_is_slowed_then_disconnected() -> None:
    table, ann, _ = two_players(burst=5.0, rate=1.0)
    for _ in range(6):
        table.host.receive(ann, ProtocolError("x", "y"), 100.0)  # all at the same time
    table.clear()
    table.run(table.host.receive(ann, ProtocolError("x", "y"), 100.0))
    assert table.types(ann) == []  # over the limit: dropped, warned once a second
    for _ in range(FLOOD_STRIKES):
        table.run(table.host.receive(ann, ProtocolError("x", "y"), 100.0))
    assert ann in table.closed
    assert table.last(ann, "error")["code"] == "flood"


def test_a_dropped_player_keeps_the_seat_and_comes_back_with_the_token() -> None:
    table, ann, bob = two_players()
    token = table.last(bob, "welcome")["token"]
    table.play(ann, table.legal(ann)[0])
    table.run(table.host.disconnect(bob))
    assert table.last(ann, "players")["connected"] == [True, False]
    stranger = table.join("eve")
    assert table.last(stranger, "error")["code"] == "full"
    back = table.join("bob", token=token)
    assert table.seat_of(back) == 1
    assert table.last(back, "position")["ply"] == 1 and table.legal(back)
    wrong = table.join("eve", token="0" * 32)
    assert table.last(wrong, "error")["code"] == "token"


def test_moves_wait_while_a_seat_is_empty() -> None:
    table, ann, bob = two_players()
    move = table.legal(ann)[0]
    table.run(table.host.disconnect(bob))
    table.play(ann, move)
    assert table.last(ann, "error")["code"] == "paused"
    assert table.host.record.moves == []


def test_undo_is_asked_and_done_only_once_accepted() -> None:
    table, ann, bob = two_players()
    table.play(ann, table.legal(ann)[0])
    table.play(bob, table.legal(bob)[0])
    table.send(ann, "offer", kind="undo")
    assert table.last(bob, "offer")["kind"] == "undo"
    table.send(bob, "answer", kind="undo", accept=False)
    assert len(table.host.record.moves) == 2
    table.send(ann, "offer", kind="undo")
    table.send(bob, "answer", kind="undo", accept=True)
    assert table.host.record.cursor == 0 and table.legal(ann)


def test_undo_without_a_move_of_ones_own_is_refused() -> None:
    table, _ann, bob = two_players()
    table.send(bob, "offer", kind="undo")
    assert table.last(bob, "error")["code"] == "offer"


def test_a_draw_is_agreed_where_the_game_allows_it() -> None:
    table, ann, bob = two_players()
    table.send(ann, "offer", kind="draw")
    table.send(bob, "answer", kind="draw", accept=True)
    result = table.last(ann, "result")
    assert result["winners"] == [] and result["reason"] == "agreed"
    duel, one, _two = two_players("duel")
    duel.send(one, "offer", kind="draw")
    assert duel.last(one, "error")["code"] == "offer"


def test_a_draw_offer_in_chifoumi_is_refused_with_the_reason() -> None:
    table, ann, _bob = two_players("chifoumi")
    assert table.last(ann, "welcome")["draw_offers"] is False
    table.send(ann, "offer", kind="draw")
    error = table.last(ann, "error")
    assert error["code"] == "offer" and error["message"] == "this game has no draw by agreement"
    assert table.host.offer is None and table.host.outcome() is None


def test_a_draw_may_be_offered_in_roses_and_a_spectator_watches_it() -> None:
    table, ann, bob = two_players("roses")
    watcher = table.join("dan", role="spectator")
    assert table.last(watcher, "welcome")["seat"] is None
    assert "?" in table.last(watcher, "position")["position"]  # the draw pile's order hidden
    table.send(ann, "offer", kind="draw")
    table.send(bob, "answer", kind="draw", accept=True)
    assert table.last(watcher, "result")["reason"] == "agreed"


def test_resigning_gives_the_game_to_the_other_side_then_a_rematch_swaps_seats() -> None:
    table, ann, bob = two_players()
    table.send(bob, "resign")
    result = table.last(ann, "result")
    assert result["winners"] == [0] and result["by"] == 1
    table.play(ann, "d3")
    assert table.last(ann, "error")["code"] == "over"
    bob_token = table.last(bob, "welcome")["token"]
    table.send(bob, "offer", kind="rematch")
    table.send(ann, "answer", kind="rematch", accept=True)
    assert (table.seat_of(ann), table.seat_of(bob)) == (1, 0)
    assert table.last(bob, "welcome")["token"] == bob_token
    assert table.host.record.moves == [] and table.legal(bob)


def test_chat_goes_to_everyone_with_the_sender_name_and_seat() -> None:
    table, ann, bob = two_players()
    watcher = table.join("dan", role="spectator")
    table.send(bob, "chat", text="good luck")
    table.send(watcher, "chat", text="hello")
    for peer in (ann, bob, watcher):
        chat = [message for message in table.inbox[peer] if message.type == "chat"]
        assert [(m["from"], m["seat"], m["text"]) for m in chat] == [
            ("bob", table.seat_of(bob), "good luck"), ("dan", None, "hello")]


def test_each_seat_is_shown_only_its_view_in_a_hidden_card_game() -> None:
    table, one, two = two_players("duel")
    state = table.host.record.state
    for peer in (one, two):
        seat = table.seat_of(peer)
        shown = table.last(peer, "position")["position"]
        assert shown == state.view(seat).position()
        other = ",".join(f"{card:02d}" for card in state.hands[1 - seat])
        assert other not in shown


def test_a_saved_network_game_is_hosted_again_and_players_rejoin(tmp_path: Path) -> None:
    table, ann, _ = two_players()
    table.play(ann, table.legal(ann)[0])
    path = tmp_path / "net.qtgame"
    table.host.save(path)
    record = saves.load(path, lambda game: table.host.spec)
    seats = saved_seats(path, 2)
    assert seats is not None and seats.remote == [True, True] and seats.names == ["ann", "bob"]
    again = HostGame(record, "NEWCODE", seats.remote)  # new code, new tokens
    rejoined = Table()
    rejoined.host = again
    back = rejoined.join("bob", code="NEWCODE")
    assert rejoined.seat_of(back) == 0 and rejoined.last(back, "position")["ply"] == 1
    document = json.loads(path.read_text())
    document["network"]["remote"] = ["x"]
    path.write_text(json.dumps(document))
    with pytest.raises(saves.SaveFileError):
        saved_seats(path, 2)


def test_a_seat_played_in_the_hosts_own_process_is_never_rate_limited() -> None:
    table = Table(burst=5.0, rate=1.0)
    local = table.connect()
    table.host.peers.pop(local)
    table.run(table.host.connect(local, "local", local=True))
    for _ in range(50):
        table.run(table.host.receive(local, ProtocolError("x", "y"), 100.0))
    assert "flood" not in [m["code"] for m in table.inbox[local] if m.type == "error"]
    assert table.host.wait(local, 100.0) == 0.0


def test_a_network_save_onto_a_folder_says_so_like_any_save(tmp_path: Path) -> None:
    from qtgames.core.errors import SaveFileError

    table, ann, _ = two_players()
    table.play(ann, table.legal(ann)[0])
    folder = tmp_path / "games"
    folder.mkdir()
    with pytest.raises(SaveFileError, match="it is a folder; give the file a name"):
        table.host.save(folder)
    assert list(folder.iterdir()) == []  # nothing written into it


def test_a_player_back_without_a_name_keeps_the_seat_s_name_and_none_is_made_up() -> None:
    table, ann, bob = two_players()
    token = table.last(bob, "welcome")["token"]
    table.run(table.host.disconnect(bob))
    back = table.join("", token=token)                # qtgames join --token, no --name
    assert table.seat_of(back) == 1
    assert table.last(ann, "players")["names"] == ["ann", "bob"]
    nameless = Table("reversi")
    first = nameless.join("")
    nameless.join("", "10.0.0.2")
    assert nameless.last(first, "players")["names"] == ["black", "white"]  # seat's own names
