"""``qtgames check`` proves information sets: a view that shows another seat's hand, or
keeps another seat's draw in its history, fails with a line naming the seat and what
differs, with the seed and moves that reach it; the sound game they were planted in, the
built-in games and the toys of the other tests pass."""

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

from qtgames.plugins import load_games
from qtgames.testing import GameCheckFailed, check_game, run_checks
from qtgames.testing.infosets import INVARIANT, check_history, check_secret_kept
from qtgames_duel.rules import END
from tests import toy_leaky
from tests.toy_hidden import high_card_spec
from tests.toy_leaky import UNKNOWN, LeakyHand, LeakyHistory, PlayAndDraw, play_and_draw_spec

SEEDS = tuple(range(1, 11))
LINE = re.compile(r"information-set: play-and-draw seed (\d+), moves ([^:]+): (.*)")


def leak_line(state: type[PlayAndDraw]) -> tuple[int, list[str], str]:
    """Check the game of ``state`` and return its one failure: seed, moves, detail."""
    with pytest.raises(GameCheckFailed) as failed:
        check_game(play_and_draw_spec(state), SEEDS, scene=False)
    report = failed.value.report
    assert set(report.failures) == {INVARIANT}, report.lines()
    found = LINE.fullmatch(report.lines()[0])
    assert found is not None, report.lines()
    moves = [] if found.group(2) == "(the start)" else found.group(2).split()
    return int(found.group(1)), moves, found.group(3)


def replay(state: type[PlayAndDraw], seed: int, moves: list[str]) -> PlayAndDraw:
    game = state.deal(seed)
    for text in moves:
        game.play(game.parse_move(text))
    return game


def test_the_sound_game_and_its_twins_pass_every_other_check() -> None:
    check_game(play_and_draw_spec(PlayAndDraw), SEEDS, scene=False)
    for leaky in (LeakyHand, LeakyHistory):
        report = run_checks(play_and_draw_spec(leaky), SEEDS, scene=False)
        assert set(report.failures) == {INVARIANT}, report.lines()


def test_a_view_showing_the_other_hand_fails_naming_both_seats() -> None:
    seed, moves, detail = leak_line(LeakyHand)
    found = re.fullmatch(
        r"seat (\d) \(\w+\) sees all that seat (\d) \(\w+\) sees beyond what a spectator "
        r"sees: the view of seat \2 \(\w+\), '([^']+)', never changes .* becomes '([^']+)' "
        r"when what a spectator cannot see is redrawn", detail)
    assert found is not None, detail
    other, seat = int(found.group(1)), int(found.group(2))
    state = replay(LeakyHand, seed, moves)
    assert found.group(3) == state.view(seat).position()
    # The line reproduces the leak: the view shows the other seat's hand, card by card.
    shown = state.view(seat).hands[other]
    assert shown == state.hands[other] and UNKNOWN not in shown
    assert found.group(4) != found.group(3)


def test_a_view_whose_history_keeps_the_other_draw_fails_naming_the_seat() -> None:
    seed, moves, detail = leak_line(LeakyHistory)
    found = re.fullmatch(
        r"the view of seat (\d) \(\w+\) keeps in its history what that seat cannot see: "
        r"for move (\d+) \((\d)\) it holds (\(\d, \d\)), and (\(\d, \d\)) once what the seat "
        r"cannot see is redrawn, though the seat sees the same position '[^']+'", detail)
    assert found is not None, detail
    seat, ply = int(found.group(1)), int(found.group(2))
    state = replay(LeakyHistory, seed, moves)
    assert len(moves) == ply and moves[-1] == found.group(3)
    laid_by, drawn = state.history()[-1][1]
    assert laid_by != seat and drawn is not None
    assert state.view(seat).history()[-1][1] == (laid_by, drawn)   # the card it never saw
    assert found.group(4) == repr((laid_by, drawn)) != found.group(5)
    assert PlayAndDraw.view(state, seat).history()[-1][1] == (laid_by, UNKNOWN)


@pytest.mark.parametrize("game_id", ["duel", "roses"])
def test_the_built_in_hidden_games_keep_their_information_sets(game_id: str) -> None:
    spec = load_games().get(game_id)
    report = run_checks(spec, (1, 2, 3), scene=False)
    assert INVARIANT not in report.failures, report.lines()
    assert report.games >= 3


def test_both_checks_look_at_the_built_in_games() -> None:
    """Not empty: the secret check finds a secret in Le Duel, and the history check runs
    on positions where the other seat's end of turn drew cards."""
    spec = load_games().get("duel")
    state = spec.new_state(spec.resolve_options({"first": "one"}), 1)
    assert check_secret_kept(state, 0) and check_secret_kept(state, 1)
    while state.to_move() == 0:                              # the first turn, then its end
        moves = state.legal_moves()
        state.play(END if END in moves else moves[0])
    assert state.history()[-1][0] == END
    assert check_history(state, 1) > 0                       # seen from the other seat


def test_a_game_without_a_public_view_has_no_secret_check() -> None:
    spec = high_card_spec()
    state = spec.new_state({}, 1)
    assert state.public_view() is None and not check_secret_kept(state, 0)
    report = run_checks(spec, (1, 2), scene=False)
    assert INVARIANT not in report.failures, report.lines()


def test_qtgames_check_fails_a_leaky_drop_in_with_the_line(tmp_path: Path) -> None:
    source = Path(toy_leaky.__file__).read_text(encoding="utf-8")
    plugin = tmp_path / "plugins" / "qtgames_leaky_hand.py"
    plugin.parent.mkdir()
    plugin.write_text(source + "\n\nfrom qtgames.hookspecs import register\n\n"
                      "GAME = play_and_draw_spec(LeakyHand)\n"
                      "qtgames_api_version, qtgames_games = register(GAME, api_version=2)\n",
                      encoding="utf-8")
    environment = dict(os.environ, QTGAMES_HOME=str(tmp_path / "home"),
                       QT_QPA_PLATFORM="offscreen")
    done = subprocess.run([sys.executable, "-m", "qtgames", "check", str(plugin),
                           "--no-scene"], env=environment, capture_output=True, text=True,
                          timeout=300, cwd=tmp_path)
    assert done.returncode == 1, done.stderr
    lines = [line for line in done.stdout.splitlines() + done.stderr.splitlines()
             if line.startswith("information-set: play-and-draw seed ")]
    assert len(lines) == 1 and "sees all that seat" in lines[0], done.stdout + done.stderr
