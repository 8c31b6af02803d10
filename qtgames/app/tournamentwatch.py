"""A small window showing a tournament game on its board as it is played."""

from functools import partial
from typing import Any

from PySide6.QtWidgets import QDialog, QLabel, QVBoxLayout, QWidget

from qtgames.app.boardview import BoardView
from qtgames.app.scene import BoardScene
from qtgames.core import saves
from qtgames.core.game import GameSpec, load_object
from qtgames.core.i18n import Translator
from qtgames.core.state import AnyState
from qtgames.tournament.games import GameJob


class TournamentWatch(QDialog):
    """The board of one tournament game, following its moves (no one plays here)."""

    def __init__(self, spec: GameSpec, job: GameJob, messages: Translator, lang: str,
                 labels: dict[str, str], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.spec = spec
        self.job = job
        self.setWindowTitle(self.tr("Watching %1 – %2, game %3").replace(
            "%1", labels.get(job.a, job.a)).replace("%2", labels.get(job.b, job.b)).replace(
            "%3", str(job.index + 1)))
        layout = QVBoxLayout(self)
        self.board = BoardView()
        self.status = QLabel()
        layout.addWidget(self.board, 1)
        layout.addWidget(self.status)
        assert spec.scene is not None, "only games with a board are watched"
        self.scene: BoardScene[Any] = load_object(spec.scene)()
        self.scene.messages = messages
        self.scene.seat_label = partial(spec.seat_label, lang=lang)
        self.board.setScene(self.scene)
        self.state = self._start()
        self.played = 0
        self.resize(480, 520)
        self.show_moves(())

    def _start(self) -> AnyState:
        job = self.job
        return (self.spec.new_state(job.options, job.seed) if job.position is None
                else self.spec.from_position(job.position, job.options))

    def show_moves(self, moves: tuple[str, ...] | list[str], over: bool = False,
                   line: dict[str, Any] | None = None) -> None:
        """Bring the board to ``moves`` (``over``: the game has finished, ``line`` its
        results line). A game whose cards are drawn when revealed is shown from the
        position the moves lead to (``Played``) or from its results line."""
        position = getattr(moves, "position", "") if self.spec.hidden_information else ""
        if line is not None and self.spec.hidden_information:
            self.state = saves.from_json({**line, "cursor": len(line["moves"])},
                                         lambda _: self.spec).state
        elif position:
            self.state = self.spec.from_position(position, self.job.options)
        else:
            if len(moves) < self.played:
                self.state, self.played = self._start(), 0
            for text in moves[self.played:]:
                self.state.play(self.state.parse_move(text))
        self.played = len(moves)
        self.scene.show_state(self.state, False)
        self.status.setText((self.tr("Finished after %1 moves.") if over
                             else self.tr("%1 moves played.")).replace("%1", str(self.played)))
