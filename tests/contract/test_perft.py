"""Every perft table a plugin ships, counted again with the reference rules: the reference
lists the moves at each node (the model only plays them), and only the positions at the
requested depth count, as the published tables do."""

from collections.abc import Mapping

import pytest

from qtgames.core.options import OptionValue
from qtgames.core.state import AnyState
from qtgames.testing import golden
from tests.contract.games import game_ids, reference, registry

#: Rows larger than this are left to ``qtgames check`` (the model's own count).
LARGEST = 30_000


def reference_perft(state: AnyState, depth: int, options: Mapping[str, OptionValue],
                    legal: object) -> int:
    """Positions exactly ``depth`` moves below ``state``, its moves listed by ``legal``."""
    moves = sorted(legal(state.position(), options))  # type: ignore[operator]
    if depth == 1:
        return len(moves)
    nodes = 0
    for text in moves:
        state.play_text(text)
        nodes += reference_perft(state, depth - 1, options, legal)
        state.undo()
    return nodes


def rows() -> list[tuple[str, golden.PerftRow]]:
    return [(game_id, row) for game_id in game_ids()
            for row in golden.perft_table(registry().get(game_id)) if row.nodes <= LARGEST]


@pytest.mark.parametrize("row", rows(), ids=lambda row: f"{row[0]}-{row[1].depth}")
def test_a_shipped_perft_row_counts_as_the_reference(row: tuple[str, golden.PerftRow]) -> None:
    game_id, found = row
    spec = registry().get(game_id)
    state = (spec.new_state(found.options, 0) if found.position is None
             else spec.from_position(found.position, found.options))
    assert found.depth >= 1
    assert reference_perft(state, found.depth, found.options,
                           reference(game_id).legal_moves) == found.nodes


def test_every_built_in_game_ships_perft_rows() -> None:
    assert {game_id for game_id, _ in rows()} >= {"reversi", "chifoumi", "zen", "duel", "roses"}


@pytest.mark.parametrize("card_game", ["duel", "roses"])
def test_a_game_with_hidden_cards_counts_from_a_whole_deal(card_game: str) -> None:
    """Its rows start from a deal written whole (the hands and the draw piles in order), so
    that a count going through a draw is the same every time."""
    table = golden.perft_table(registry().get(card_game))
    assert table and all(row.position is not None for row in table)
    assert all("?" not in str(row.position) for row in table)
