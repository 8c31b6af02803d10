"""Perft: count the positions of the move tree at a given depth, the classic test of a
move generator."""

from qtgames.core.state import AnyState


def perft(state: AnyState, depth: int) -> int:
    """Positions reached by exactly ``depth`` moves, with full play/undo at every node.

    As in the published tables (chess, Connect Four, Othello), only positions at the
    requested depth count: a game that ends above it counts 0. Every legal move is a ply,
    a pass too where the game lists it as a move.
    """
    if depth == 0:
        return 1
    moves = state.legal_moves()
    if depth == 1:  # the leaves: still played and taken back, without a call each
        play, undo = state.play, state.undo
        for move in moves:
            play(move)
            undo()
        return len(moves)
    nodes = 0
    for move in moves:
        state.play(move)
        nodes += perft(state, depth - 1)
        state.undo()
    return nodes
