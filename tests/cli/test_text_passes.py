"""The text version announces a move played without asking (a pass) below the board it
leads to, just above the prompt, where the eye is."""

import io

from qtgames.cli.textgame import TextGame
from tests.passes import record_before_a_pass


def test_a_pass_is_said_below_the_new_board(registry) -> None:
    record = record_before_a_pass(registry)
    passer = record.spec.seat_label(record.seats[record.state.to_move()].name, "en")
    said = record.spec.make_narrator().forced_text(record.state, "pass")
    assert passer in said
    out = io.StringIO()
    game = TextGame(record, out, io.StringIO(""))
    game.step()                               # plays the pass
    lines = out.getvalue().rstrip("\n").split("\n")
    assert lines[-1] == f"» {said}"
    assert any("Commands:" in line for line in lines[:-1])   # the board came first
