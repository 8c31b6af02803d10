"""The client's side of the table, without Qt or sockets: what a window shows of a network
game, from the host's messages to one seat."""

import json
from typing import Any

from qtgames.core.i18n import Translator, game_domains
from qtgames.core.movelabels import MoveLabels
from qtgames.core.narrator import Narrator
from qtgames.net.client import ClientGame
from qtgames.net.connection import parse_line
from qtgames.net.host import error
from qtgames.net.protocol import CLIENT_MESSAGES, FIELD_WRONG, Message, ProtocolError
from qtgames.net.remote import RemoteTable, clean_chat, snapshot
from tests.contract.games import registry
from tests.net.helpers import CODE, Table


class Seat:
    """One client of a ``Table``: its ``ClientGame`` and its ``RemoteTable``, fed every
    message the host sent its peer."""

    def __init__(self, table: Table, peer: int, lang: str = "en") -> None:
        self.host, self.peer = table, peer
        self.client = ClientGame(registry().get, "x", CODE)
        self.remote = RemoteTable(lang)
        self.read = 0
        self.lines: list[str] = []
        self.catch_up()

    def catch_up(self) -> None:
        inbox = self.host.inbox[self.peer]
        for message in inbox[self.read:]:
            self.take(message)
        self.read = len(inbox)

    def take(self, message: Message) -> None:
        self.client.handle(message)
        self.lines += self.remote.receive(message, snapshot(self.client))


def narrator(game: str, lang: str = "en") -> Narrator[Any]:
    spec = registry().get(game)
    return spec.make_narrator(Translator(lang, *game_domains([spec])),
                              lambda seat: spec.seat_label(seat, lang))


def first(legal: list[str]) -> str:
    return "end" if "end" in legal else legal[0]


def play_a_while(table: Table, seats: list[Seat], moves: int) -> None:
    for _ in range(moves):
        for seat in seats:  # a seat made before the last join has not read the start yet
            seat.catch_up()
        mover = next(seat for seat in seats if seat.client.my_turn)
        table.play(mover.peer, first(mover.client.legal))
        for seat in seats:
            seat.catch_up()


def test_the_moves_are_named_by_the_game_as_in_a_local_game() -> None:
    for game, moves in (("reversi", 6), ("duel", 8)):
        table = Table(game, options={"first": "one"} if game == "duel" else None)
        seats = [Seat(table, table.join("ann")), Seat(table, table.join("bob", "10.0.0.2"))]
        for seat in seats:
            seat.catch_up()
        play_a_while(table, seats, moves)
        words = narrator(game)
        expected = MoveLabels().labels(table.host.record, words)
        for seat in seats:
            view = seat.remote.view(words, "en")
            assert list(view.labels) == expected
            assert view.cursor == moves and not view.can_undo and not view.can_hint
            assert view.state is not None and view.state.position() \
                == table.host.record.state.view(seat.client.seat or 0).position()
        if game == "duel":
            assert all(" on " in label or "end of turn" in label for label in expected)


def test_the_last_move_is_marked_in_an_open_game() -> None:
    table = Table("reversi")
    seats = [Seat(table, table.join("ann")), Seat(table, table.join("bob", "10.0.0.2"))]
    for seat in seats:
        seat.catch_up()
    play_a_while(table, seats, 3)
    shown = seats[1].remote.shown_state()
    assert shown is not None and shown.format_move(shown.last_move()) \
        == table.host.record.moves[-1]


def test_browsing_the_moves_shows_each_past_position_as_this_seat_saw_it() -> None:
    for game in ("reversi", "duel"):
        table = Table(game, options={"first": "one"} if game == "duel" else None)
        seats = [Seat(table, table.join("ann")), Seat(table, table.join("bob", "10.0.0.2"))]
        play_a_while(table, seats, 6)
        record, words = table.host.record, narrator(game)
        for seat in seats:
            viewer = seat.client.seat or 0
            for index in range(7):
                assert seat.remote.browse(index)
                view = seat.remote.view(words, "en")
                assert view.cursor == index and view.state is not None
                assert not view.can_play or index == 6
                record.goto(index)
                assert view.state.position() == record.state.view(viewer).position()
                counts = [count for _, _, count in seat.remote.seat_rows(words, view.state)]
                assert counts == [words.seat_count(record.state.view(viewer), s)
                                  for s in range(2)]
            record.goto(6)
        mover = next(seat for seat in seats if seat.client.my_turn)
        assert mover.remote.browse(2) and not mover.remote.view(words, "en").can_play
        table.play(mover.peer, first(mover.client.legal))
        mover.catch_up()
        view = mover.remote.view(words, "en")  # a move returns to the live position
        assert view.cursor == 7 and mover.remote.browsed is None


def test_a_late_joiner_cannot_browse_moves_it_never_saw() -> None:
    table = Table("reversi")
    seats = [Seat(table, table.join("ann")), Seat(table, table.join("bob", "10.0.0.2"))]
    play_a_while(table, seats, 3)
    watcher = Seat(table, table.join("dan", "10.0.0.3", role="spectator"))
    play_a_while(table, [*seats, watcher], 1)
    assert not watcher.remote.browse(1) and watcher.remote.browsed is None
    assert watcher.remote.browse(3) and watcher.remote.view(narrator("reversi")).cursor == 3


def test_a_take_back_removes_the_move_and_a_late_joiner_sees_the_moves_named() -> None:
    table = Table("reversi")
    ann, bob = table.join("ann"), table.join("bob", "10.0.0.2")
    first_seat, second_seat = Seat(table, ann), Seat(table, bob)
    play_a_while(table, [first_seat, second_seat], 3)
    watcher = Seat(table, table.join("dan", "10.0.0.3", role="spectator"))
    first, second, last = table.host.record.moves
    named = [f"Black: {first}", f"White: {second}", f"Black: {last}"]
    assert watcher.remote.labels(narrator("reversi")) == named
    play_a_while(table, [first_seat, second_seat, watcher], 1)
    labels = watcher.remote.labels(narrator("reversi"))
    assert labels[:3] == named and labels[3].startswith("White: ")
    mover = second_seat if table.host.record.state.to_move() == 0 else first_seat
    other = first_seat if mover is second_seat else second_seat
    table.send(other.peer, "offer", kind="undo")
    table.send(mover.peer, "answer", kind="undo", accept=True)
    for seat in (first_seat, second_seat):
        seat.catch_up()
    cursor = table.host.record.cursor
    assert cursor < 4
    for seat in (first_seat, second_seat):
        assert seat.remote.labels(narrator("reversi")) \
            == MoveLabels().labels(table.host.record, narrator("reversi"))[:cursor]


def test_the_status_says_who_is_awaited_whose_turn_and_the_result() -> None:
    table = Table("reversi")
    ann = table.join("ann")
    seat = Seat(table, ann)
    assert seat.remote.status() == "Waiting for White to join…"
    bob = Seat(table, table.join("bob", "10.0.0.2"))
    seat.catch_up()
    assert seat.remote.status() == "Your turn."
    assert bob.remote.status() == "Black (ann) to move."
    assert seat.remote.seat_rows(narrator("reversi")) == [
        ("Black", "ann", 2), ("White", "bob", 2)]
    assert seat.remote.allowed()["resign"] and not seat.remote.allowed()["undo"]
    table.send(bob.peer, "resign")
    seat.catch_up()
    bob.catch_up()
    assert seat.remote.status() == bob.remote.status() == "Game over"  # said elsewhere
    assert seat.remote.result_text() == "White (bob) resigns. Black (ann) wins."
    assert bob.remote.result_text() == "You resigned. Black (ann) wins."
    assert seat.lines.count(seat.remote.result_text()) == 1
    assert seat.remote.lit_seat() is None and not seat.remote.allowed()["resign"]


def test_the_log_says_who_comes_leaves_and_comes_back() -> None:
    table = Table("reversi")
    ann = Seat(table, table.join("ann"))
    bob_peer = table.join("bob", "10.0.0.2")
    ann.catch_up()
    assert "White (bob) is here." in ann.lines
    token = table.last(bob_peer, "welcome")["token"]
    table.run(table.host.disconnect(bob_peer))
    ann.catch_up()
    assert ann.lines[-1] == "White (bob) left."
    table.join("bob", "10.0.0.2", token=token)
    ann.catch_up()
    assert ann.lines[-1] == "White (bob) is back."
    assert not any("Black" in line for line in ann.lines[1:])  # never its own seat
    french = Seat(table, ann.peer, "fr")
    assert "Blanc (bob) est de retour." in french.lines


def test_a_take_back_asked_names_the_moves_as_the_other_player_saw_them() -> None:
    for game in ("reversi", "roses"):  # Le Duel's hands are hidden: no take-back over a turn
        table = Table(game)
        seats = [Seat(table, table.join("ann")), Seat(table, table.join("bob", "10.0.0.2"))]
        play_a_while(table, seats, 7)
        asker = next(seat for seat in seats if not seat.client.my_turn)
        other = seats[1] if asker is seats[0] else seats[0]
        asked = asker.client.seat or 0
        start = other.remote.take_back_start(asked)
        assert start is not None and other.remote.played[start] is not None
        table.send(asker.peer, "offer", kind="undo")
        other.catch_up()
        words = narrator(game)
        moves = words.moves_text(other.remote.labels(words)[start:])
        who = other.remote.who(asked)
        assert other.lines[-1] == f"{who} asks to take back {moves}: accept or decline?"
        table.send(other.peer, "answer", kind="undo", accept=True)
        other.catch_up()
        assert len(other.remote.played) == start  # exactly the moves named went back


def test_a_move_is_sent_only_on_this_seats_turn_when_the_host_lists_it() -> None:
    table = Table("reversi")
    ann, bob = Seat(table, table.join("ann")), Seat(table, table.join("bob", "10.0.0.2"))
    ann.catch_up()
    state = ann.remote.snap.state if ann.remote.snap is not None else None
    assert state is not None
    assert ann.remote.move_text(state.parse_move("d3")) == "d3"
    assert ann.remote.move_text(state.parse_move("a1")) is None  # not legal
    assert bob.remote.move_text(state.parse_move("d3")) is None  # not bob's turn


def test_a_hosts_error_template_is_not_ours_to_fill() -> None:
    remote = RemoteTable("fr")
    table = Table("reversi")
    seat = Seat(table, table.join("ann"))
    snap = snapshot(seat.client)
    for template, values in [("{a:>100000}", {"a": 1}), ("{a.__class__.__mro__}", {"a": 1}),
                             ("{a[0]}", {"a": "xyz"})]:
        assert remote.receive(Message("error", {"code": "x", "message": "non",
                                                "template": template, "values": values}),
                              snap) == ["! non"]
    assert remote.receive(Message("error", {"code": "x", "message": "not your turn",
                                            "template": "it is not your turn", "values": {}}),
                          snap) == ["! ce n'est pas votre tour"]


def test_a_field_the_host_refused_is_said_in_the_players_language() -> None:
    remote = RemoteTable("fr")
    table = Table("reversi")
    snap = snapshot(Seat(table, table.join("ann")).client)
    for document, french in [
            ({"type": "chat", "text": "a\x07"},
             "chat : le champ 'text' est invalide (contient des caractères de contrôle)"),
            ({"type": "move", "move": "d3", "score": 10**12},
             "move : le champ 'score' est invalide (doit être un nombre de -1e+09 à 1e+09)"),
            ({"type": "hello", "protocol": 1, "name": ["x"]},
             "hello : le champ 'name' est invalide (doit être du texte)"),
            ({"type": "answer", "kind": "draw"}, "answer : champ 'accept' manquant")]:
        try:
            parse_line(json.dumps(document).encode(), CLIENT_MESSAGES)
        except ProtocolError as refused:  # as the host sends it: English words and values
            sent = error(refused.code, refused)
        assert remote.receive(sent, snap) == ["! " + french]
    words = "has an item that has an item that should be a whole number from 0 to 3"
    sent = Message("error", {"code": "bad-field", "message": "?",
                             "template": FIELD_WRONG, "values": {
                                 "kind": "x", "name": "text", "problem": words}})
    assert remote.receive(sent, snap) == [
        "! x : le champ 'text' est invalide (a un élément qui a un élément qui doit être un "
        "nombre entier de 0 à 3)"]
    sent.fields["values"]["problem"] = "should be something of ours"
    assert remote.receive(sent, snap) == [
        "! x : le champ 'text' est invalide (should be something of ours)"]


def test_a_hosts_chat_line_is_shown_escaped_and_bounded() -> None:
    remote = RemoteTable("en")
    table = Table("reversi")
    seat = Seat(table, table.join("ann"))
    lines = remote.receive(Message("chat", {"from": "ev\x1be", "text": "hi\x1b[2J" + "x" * 900}),
                           snapshot(seat.client))
    assert lines[0].startswith("[ev\\x1be, spectator] hi\\x1b[2J") and len(lines[0]) < 620


def test_a_chat_line_names_the_seat_so_two_players_of_one_name_differ() -> None:
    table = Table("reversi")
    ann = Seat(table, table.join("root"))
    bob = table.join("root", "10.0.0.2")
    watcher = table.join("root", "10.0.0.3", role="spectator")
    for peer in (ann.peer, bob, watcher):
        table.send(peer, "chat", text="hi")
    ann.catch_up()
    assert [line for line in ann.lines if line.endswith("] hi")] == [
        "[Black (root)] hi", "[White (root)] hi", "[root, spectator] hi"]
    french = Seat(table, ann.peer, "fr")
    assert "[Blanc (root)] hi" in french.lines and "[root, spectateur] hi" in french.lines


def test_a_chat_line_is_printable_and_bounded() -> None:
    assert clean_chat("  hi\x1b[2J\nthere ") == "hi [2J there"
    assert len(clean_chat("x" * 10_000)) == 500


def test_a_player_may_review_once_the_host_sent_the_whole_game() -> None:
    table = Table("duel", deal_key=None)
    seats = [Seat(table, table.join("ann")), Seat(table, table.join("bob", "10.0.0.2"))]
    play_a_while(table, seats, 2)
    assert not any(seat.remote.reviewable() for seat in seats)  # not while it goes on
    while table.host.outcome() is None:
        play_a_while(table, seats, 1)
    for seat in seats:
        assert seat.remote.reviewable()
        snap = seat.remote.snap
        assert snap is not None and snap.final is not None
        assert snap.final.record().moves == table.host.record.moves


def test_a_player_may_not_review_a_hidden_card_game_given_up() -> None:
    table = Table("duel", deal_key=None)
    seats = [Seat(table, table.join("ann")), Seat(table, table.join("bob", "10.0.0.2"))]
    play_a_while(table, seats, 2)
    table.send(seats[0].peer, "resign")
    for seat in seats:
        seat.catch_up()
        assert seat.remote.snap is not None and seat.remote.snap.result is not None
        assert not seat.remote.reviewable()


def test_a_take_back_asked_and_granted_is_told_to_both_who_and_what() -> None:
    table = Table("reversi")
    ann, bob = table.join("Prof"), table.join("Élève", "10.0.0.2")
    asker, granter = Seat(table, ann, "fr"), Seat(table, bob, "fr")
    play_a_while(table, [asker, granter], 1)                  # Prof (Noir) played
    table.send(ann, "offer", kind="undo")
    asker.catch_up()
    granter.catch_up()
    move = table.host.record.moves[0]
    assert asker.lines[-1] == \
        f"Vous avez demandé à reprendre Noir : {move} ; en attente de la réponse."
    table.send(bob, "answer", kind="undo", accept=True)
    asker.catch_up()
    granter.catch_up()
    assert table.host.record.moves == []
    assert f"Blanc (Élève) accepte de reprendre Noir : {move}." in asker.lines
    assert "Vous avez accepté." in granter.lines


def test_a_late_spectator_of_le_duel_sees_the_cards_laid_and_learns_nothing_more() -> None:
    table = Table("duel")
    ann, bob = table.join("ann"), table.join("bob", "10.0.0.2")
    early = Seat(table, table.join("eve", "10.0.0.3", role="spectator"))
    players = [Seat(table, ann), Seat(table, bob)]
    play_a_while(table, [*players, early], 7)
    early.catch_up()
    late = Seat(table, table.join("dan", "10.0.0.4", role="spectator"))
    # Every move's notation was sent to everyone as it was played: the late spectator is
    # given exactly those, and nothing of any hand.
    seen = [(message["last"], message["last_seat"]) for message in table.inbox[early.peer]
            if message.type == "position" and message["last"] is not None]
    history = table.last(late.peer, "position")
    assert list(zip(history["history"], history["history_seats"], strict=True)) == seen
    assert history["history"] == table.host.record.moves
    labels = late.remote.labels(narrator("duel"))
    assert len(labels) == 7 and "…" not in labels
    assert [label.split(": ")[1] for label in labels] == table.host.record.moves
    assert late.remote.past_state() is None and not late.remote.browse(2)
