"""A hosted game under a match's rules (``qtgames host --tc --max-moves --resign --draw``):
the host's clock, which only runs while the seat to move is offered its turn, loss on time
with or without a late move, the cap on moves, and adjudication by reported scores."""

from qtgames.ai.adjudication import Adjudication, ScoreRule
from qtgames.core.outcome import Reason
from qtgames.core.timecontrol import TimeControl
from qtgames.net.referee import Referee
from tests.net.helpers import Table


def judged(referee: Referee) -> tuple[Table, dict[int, int]]:
    """Two players joined to a game under ``referee``: the table and each seat's peer."""
    table = Table()
    table.host.judge(referee)
    ann, bob = table.join("ann"), table.join("bob", address="10.0.0.2")
    return table, {table.seat_of(ann): ann, table.seat_of(bob): bob}


def play(table: Table, peers: dict[int, int], count: int, **move: object) -> None:
    """``count`` moves, each the first legal one of the seat to move."""
    for _ in range(count):
        peer = peers[table.host.record.state.to_move()]
        table.send(peer, "move", move=table.legal(peer)[0], **move)


def test_each_player_is_told_its_clock_and_the_time_control() -> None:
    table, peers = judged(Referee(TimeControl.parse("40/60+0.5")))
    assert table.last(peers[0], "welcome")["time_control"] == "40/60+0.5"
    assert table.last(peers[0], "position")["clock"] == 60_000
    table.now += 2.0
    play(table, peers, 1)  # 2.1 s spent, 0.5 s given back
    assert table.last(peers[0], "position")["clock"] == 58_400
    assert table.last(peers[1], "position")["clock"] == 60_000


def test_a_move_after_the_clock_ran_out_loses_on_time_and_is_not_played() -> None:
    table, peers = judged(Referee(TimeControl.parse("5")))
    table.now += 10.0
    play(table, peers, 1)
    result = table.last(peers[1], "result")
    assert result["winners"] == [1] and result["reason"] == Reason.FORFEIT
    assert table.host.record.cursor == 0
    assert table.host.forfeit == (0, "lost on time")


def test_the_host_ends_the_game_when_the_clock_runs_out_without_a_move() -> None:
    table, peers = judged(Referee(TimeControl.parse("5")))
    due = table.host.next_due  # the clock started when the second player was seated
    assert due is not None and abs(due - (table.now + 5)) < 1e-9
    table.run(table.host.tick(due - 0.01))
    assert table.host.outcome() is None
    table.run(table.host.tick(due))
    assert table.last(peers[0], "result")["winners"] == [1]


def test_the_clock_stops_while_the_seat_to_move_is_away() -> None:
    table, peers = judged(Referee(TimeControl.parse("5")))
    table.now += 1.0
    table.run(table.host.disconnect(peers[0], table.now))
    assert table.host.next_due is None  # nobody's clock runs
    table.now += 100.0
    back = table.join("ann", token=table.last(peers[0], "welcome")["token"])
    assert table.seat_of(back) == 0
    assert 3_500 <= table.last(back, "position")["clock"] <= 4_000


def test_a_game_stops_at_the_move_cap_and_is_scored_by_its_rules() -> None:
    table, peers = judged(Referee(max_plies=6))
    play(table, peers, 6)
    assert table.host.outcome() is not None and table.host.record.cursor == 6
    assert table.last(peers[0], "result")["reason"] == Reason.ADJUDICATED


def test_scores_reported_with_the_moves_adjudicate_a_draw() -> None:
    table, peers = judged(Referee(adjudication=Adjudication(draw=ScoreRule(10, 2))))
    play(table, peers, 3, score=0.5)
    assert table.host.outcome() is None  # two moves of each side are needed
    play(table, peers, 1, score=-3)
    assert table.last(peers[0], "result")["reason"] == Reason.ADJUDICATED
    assert table.host.referee is not None and table.host.referee.scores == [0.5] * 3 + [-3]


def test_one_side_claiming_a_win_alone_changes_nothing() -> None:
    table, peers = judged(Referee(adjudication=Adjudication(resign=ScoreRule(100, 1))))
    for _ in range(4):
        peer = peers[table.host.record.state.to_move()]
        score = 500 if table.seat_of(peer) == 0 else None  # the other side says nothing
        table.send(peer, "move", move=table.legal(peer)[0], score=score)
    assert table.host.outcome() is None
