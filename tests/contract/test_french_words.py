"""In French, what a game says about its moves has no English left in it: the move-list
labels of every legal move (and every move a referee may play), the status and summary
lines, the news, the forced moves and the result, along random games of every built-in
game."""

import contextlib
import random
import re
from typing import Any

import pytest

from qtgames.core.errors import QtGamesError
from qtgames.core.i18n import Translator, game_domains
from qtgames.core.narrator import Narrator
from qtgames.core.record import GameRecord
from qtgames.plugins import GameRegistry, load_games

#: English words that must not appear in a French sentence (whole words, any case). The
#: notation of a move is the same in both languages ("d3", "05^A", "end" for the end of
#: a Duel turn, which the text version reads): only words around it are checked.
ENGLISH = ("draw", "draws", "drew", "pass", "passes", "passed", "play", "plays", "played",
           "turn", "end of turn", "own", "hand", "card", "cards", "left", "wins", "won",
           "the", "and", "of", "is", "it", "to", "with", "can", "cannot", "must", "game",
           "over", "board", "full", "pawn", "pawns", "king", "stack", "discard", "moves",
           "move", "player", "black", "white", "red", "north", "south", "penalty", "next",
           "round")
WORDS = re.compile(r"\b(" + "|".join(re.escape(word) for word in ENGLISH) + r")\b",
                   re.IGNORECASE)
#: A French colon stands after a space ("Noir : d3").
TIGHT_COLON = re.compile(r"\w:")
GAMES = sorted(load_games().games)
SEEDS = range(4)
#: Enough moves to reach the end of most games, and passes on the way.
MAX_MOVES = 300
#: Moves that are words in some game's notation, labelled wherever a game reads them (a
#: pass may be rare in random games).
WORD_MOVES = ("pass", "pass!", "draw", "end", "next")


def french(registry: GameRegistry, game: str) -> Narrator[Any]:
    """The game's narrator in French, as the app makes it."""
    spec = registry.get(game)
    tr = Translator("fr", *game_domains(registry.games.values()))
    return spec.make_narrator(tr, lambda seat: spec.seat_label(seat, "fr"))


def sentences(registry: GameRegistry, game: str, seed: int) -> set[str]:
    """All the narrator says along a random game of ``game``."""
    spec = registry.get(game)
    narrator = french(registry, game)
    options = spec.resolve_options({})
    record = GameRecord(spec, options, seed, ["human"] * len(spec.seats_for(options)))
    chooser = random.Random(seed)
    said: set[str] = set()
    for word in WORD_MOVES:
        with contextlib.suppress(QtGamesError):
            said.add(narrator.move_label(record.state, record.state.parse_move(word), word))
    while True:
        state = record.state
        said.update(narrator.status(state), narrator.summary(state))
        notice = narrator.notice(state)
        if notice is not None:
            said.add(notice)
        outcome = state.outcome()
        if outcome is not None or len(record.moves) >= MAX_MOVES:
            if outcome is not None:
                said.add(narrator.outcome_text(state, outcome))
            return said
        moves = state.legal_moves()
        for move in [*moves, *state.referee_moves()]:
            said.add(narrator.move_label(state, move, state.format_move(move)))
        if len(moves) == 1:
            said.add(narrator.forced_text(state, state.format_move(moves[0])))
        record.play(chooser.choice(moves))


@pytest.mark.parametrize("game", GAMES)
def test_no_english_word_is_left_in_french(registry: GameRegistry, game: str) -> None:
    found: dict[str, str] = {}
    for seed in SEEDS:
        for sentence in sentences(registry, game, seed):
            for match in (WORDS.search(sentence), TIGHT_COLON.search(sentence)):
                if match is not None:
                    found.setdefault(match.group(0), sentence)
    assert found == {}, f"English in French {game}: {found}"


def test_the_check_finds_the_english_it_is_meant_to(registry: GameRegistry) -> None:
    spec = registry.get("roses")
    english = spec.make_narrator(Translator("en"), lambda seat: spec.seat_label(seat, "en"))
    state = GameRecord(spec, spec.resolve_options({}), 1, ["human", "human"]).state
    label = english.move_label(state, state.parse_move("draw"), "draw")
    assert WORDS.search(label) is not None, label
    assert TIGHT_COLON.search("Blanc: 12") is not None
