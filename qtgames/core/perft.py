"""Perft: count the leaves of the move tree, the classic test of a move generator."""

from qtgames.core.state import AnyState


def perft(state: AnyState, depth: int) -> int:
    """Leaves of the tree ``depth`` moves deep, with full play/undo at every node.

    A finished game is a leaf even above the requested depth (Aart Bik's convention).
    """
    if depth == 0:
        return 1
    moves = state.legal_moves()
    if not moves:
        return 1
    nodes = 0
    if depth == 1:  # the leaves: still played and taken back, without a call each
        play, undo = state.play, state.undo
        for move in moves:
            play(move)
            undo()
        return len(moves)
    for move in moves:
        state.play(move)
        nodes += perft(state, depth - 1)
        state.undo()
    return nodes
