"""What a save of a game against the computer may hold: helpers shared by the app's and
the text version's tests of it."""

import re
from pathlib import Path

from qtgames.core.record import GameRecord


def card_tokens(text: str) -> set[str]:
    """Every two-digit number written in ``text`` on its own (a Duel card's name; not a
    count of hidden cards, written ``?52``)."""
    return set(re.findall(r"(?<![0-9?])[0-9]{2}(?![0-9])", text))


def computer_cards_in(path: Path, record: GameRecord, computer: int) -> set[str]:
    """The cards of the computer's hand in ``record`` (a Duel) that the person never saw
    (no card of the person's own with the same number, none laid) yet ``path`` holds; the
    check fails first when there is no such card to look for."""
    person = 1 - computer
    hand = [f"{card:02d}" for card in record.state.hands[computer]]
    seen = card_tokens(" ".join([record.state.view(person).position(), *record.moves,
                                 str(record.seed)]))
    secret = set(hand) - seen
    assert secret, "no card of the computer's hand differs from what the person saw"
    data = path.read_bytes().decode("utf-8")
    assert ",".join(hand) not in data
    return secret & card_tokens(data)
