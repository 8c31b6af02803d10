"""Answers badly twice, then well: re-asked, it is never played for."""

from qtgames_reversi_free_parse import first_move

tries = 0


def name():
    return "Hésitant"


def play(position, seat):
    global tries
    tries += 1
    if tries % 3:
        return {1, 2} if tries % 3 == 1 else "zz"
    return first_move(position, seat)
