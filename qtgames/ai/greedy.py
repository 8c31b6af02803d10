"""One-move lookahead: play the move whose resulting position evaluates best."""

from qtgames.ai.player import Budget, Evaluator, Player
from qtgames.ai.values import terminal_value
from qtgames.core.state import M, S


class GreedyPlayer(Player[S, M]):
    """Evaluates each move's result for the mover's team; ties broken at random (seeded)."""

    def __init__(self, evaluate: Evaluator[S], seed: int = 0, noise: float = 0.0) -> None:
        super().__init__(seed)
        self.evaluate = evaluate
        self.noise = noise

    def search(self, view: S, moves: list[M], budget: Budget) -> M:
        """The move whose result evaluates best (plus the optional noise)."""
        team = view.team_of(view.to_move())
        best: list[M] = []
        best_value = float("-inf")
        for move in moves:
            budget.tick()
            view.play(move)
            outcome = view.outcome()
            value = (terminal_value(view, outcome, team, 0) if outcome is not None
                     else self.evaluate(view, team))
            view.undo()
            if self.noise:
                value += self.rng.uniform(-self.noise, self.noise)
            if value > best_value:
                best, best_value = [move], value
            elif value == best_value:
                best.append(move)
        return self.rng.choice(best)
