"""Who sits at the screen of a table, and the only way that changes: a hand-over.

The viewer is the seat whose view the screen shows. In a game where one person sees what
another may not (their own hand), the viewer never changes on its own: a move, an undo, a
change of players or a restart at most asks for the next person (``waiting_for``), the
screen shows nothing private meanwhile, and the next person confirms (``confirm``). Once a
person is asked for, nobody is known to sit at the screen: whatever changes before someone
confirms (players, levels, the computer on every seat), nobody's view comes back on its own.
In a game where everybody sees the same, the viewer follows the person to move.
"""

from dataclasses import dataclass

from qtgames.core.record import GameRecord
from qtgames.core.state import AnyState


@dataclass
class Seating:
    """The seat at the screen (``viewer``), or the seat asked for (``waiting_for``)."""

    viewer: int | None = None
    waiting_for: int | None = None

    @property
    def seated(self) -> bool:
        """True when a known seat sits at the screen (no hand-over waits)."""
        return self.viewer is not None and self.waiting_for is None

    def confirm(self) -> bool:
        """The person asked for is at the screen: they become the viewer. False when no
        hand-over was waiting."""
        if self.waiting_for is None:
            return False
        self.viewer, self.waiting_for = self.waiting_for, None
        return True

    def settle(self, record: GameRecord) -> None:
        """Follow the game to its next person, asking for a hand-over where their views
        differ. Browsing or undoing (a position before the end of the history) never moves
        the screen to anyone: only the person to move at the end of the history is asked
        for."""
        state = record.state
        if state.is_over():
            return
        humans = [index for index, seat in enumerate(record.seats) if seat.is_human]
        at_end = record.cursor == len(record.moves)
        mover = state.to_move()
        wanted = mover if at_end and mover in humans else None
        if self.waiting_for is not None:
            # Whoever is at the screen is unknown until a person confirms: it stays hidden.
            # The person asked for is the one to move, else (that seat now a computer's)
            # the next person in seat order; with nobody left, the seat asked for.
            if wanted is not None:
                self.waiting_for = wanted
            elif humans and self.waiting_for not in humans:
                self.waiting_for = min(humans, key=lambda seat: (seat - mover) % len(
                    record.seats))
            return
        if self.viewer is None:  # nobody seated yet (a new table, or an open one)
            if not humans:
                return
            wanted = wanted if wanted is not None else (mover if mover in humans else humans[0])
            if secret_between(record, humans):
                self.waiting_for = wanted
            else:
                self.viewer = wanted
            return
        if wanted is None or wanted == self.viewer:
            return
        if secret_between(record, [self.viewer, wanted]):
            self.viewer, self.waiting_for = None, wanted
        else:
            self.viewer = wanted


def secret_between(record: GameRecord, seats: list[int],
                   state: AnyState | None = None) -> bool:
    """True when one of ``seats`` sees what another does not, now or in ``state`` (in
    doubt, a plugin's view failing: True)."""
    if not record.spec.hidden_information:
        return False
    try:
        return record.someone_sees_more(seats, state)
    except Exception:  # noqa: BLE001 - a plugin's view failing: in doubt, hide
        return True
