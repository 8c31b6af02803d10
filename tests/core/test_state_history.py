"""The history API of ``GameState``: a cheap copy without the history, the history read
back, and no plugin reaching into the base class's private list."""

import re
from pathlib import Path

from qtgames.core.state import AnyState
from qtgames.plugins import load_games

ROOT = Path(__file__).resolve().parents[2]


def fresh_reversi() -> AnyState:
    spec = load_games().get("reversi")
    return spec.new_state(spec.resolve_options({}), 0)


def test_a_copy_without_its_stack_goes_on_counting_and_is_independent() -> None:
    state = fresh_reversi()
    for _ in range(5):
        state.play(state.legal_moves()[0])
    light = state.copy(stack=False)
    assert light.move_stack() == [] and light.last_move() is None
    assert light.ply() == state.ply() == 5 and light.position() == state.position()
    move = light.legal_moves()[0]
    light.play(move)
    assert light.ply() == 6 and light.move_stack() == [move]
    assert state.ply() == 5 and len(state.move_stack()) == 5
    assert light.undo() == move and light.position() == state.position()


def test_the_history_reads_back_what_each_move_saved_and_is_a_copy() -> None:
    state = fresh_reversi()
    state.play(state.legal_moves()[0])
    history = state.history()
    assert [move for move, _ in history] == state.move_stack()
    history.clear()
    assert len(state.move_stack()) == 1


def test_no_plugin_touches_the_private_history() -> None:
    sources = [*ROOT.glob("plugins/*/*.py"), *ROOT.glob("user_manual/example/*/*.py")]
    assert sources
    touching = [str(path.relative_to(ROOT)) for path in sources
                if re.search(r"\._history\b", path.read_text(encoding="utf-8"))]
    assert not touching, f"use history() and _mask_history() instead: {touching}"


def test_the_shared_reasons_are_codes_with_their_sentences_in_the_base() -> None:
    from qtgames.core.i18n import Translator
    from qtgames.core.outcome import SHARED_REASONS, Reason

    assert Reason.ADJUDICATED == "adjudicated" and set(SHARED_REASONS) == set(Reason)
    french = Translator("fr")
    assert all(french(sentence) != sentence for sentence in SHARED_REASONS.values())
    state = fresh_reversi()
    assert state.adjudicate().reason is Reason.ADJUDICATED
    text = load_games().get("duel").make_text_view()
    duel = load_games().get("duel")
    cut = duel.new_state(duel.resolve_options({}), 1)
    assert text.outcome_text(cut, cut.adjudicate()).endswith("The game was stopped.")


def test_the_special_moves_are_named() -> None:
    from qtgames.core.moves import SpecialMove
    from qtgames_chifoumi.rules import PASS as CHIFOUMI_PASS
    from qtgames_zen.round import PASS as ZEN_PASS
    from qtgames_zen.rules import NEXT_ROUND

    assert CHIFOUMI_PASS is ZEN_PASS is SpecialMove.PASS
    assert NEXT_ROUND is SpecialMove.NEXT_ROUND
    assert repr(NEXT_ROUND) == "SpecialMove.NEXT_ROUND"
