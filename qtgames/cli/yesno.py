"""Yes-or-no questions at the terminal: an answer that is neither is asked again, and the
end of the input (Ctrl-D, or Ctrl-C) is no answer at all: the caller leaves safely."""

from typing import TextIO

from qtgames.core.i18n import Translator

#: The answers that mean yes and no, in English and French.
YES = ("y", "yes", "o", "oui")
NO = ("n", "no", "non")


class EndOfInput(Exception):
    """The input ended (or Ctrl-C) while a question waited: leave, keeping the game."""


def ask_yes_no(tr: Translator, question: str, default: bool, out: TextIO,
               inp: TextIO) -> bool:
    """Ask ``question`` until the answer is yes or no (Enter alone: ``default``); raise
    ``EndOfInput`` at the end of the input or on Ctrl-C."""
    while True:
        out.write(question)
        out.flush()
        try:
            line = inp.readline()
        except KeyboardInterrupt:
            line = ""
        if not line:
            print(file=out, flush=True)
            raise EndOfInput
        answer = line.strip().lower()
        if not answer:
            return default
        if answer in YES:
            return True
        if answer in NO:
            return False
        print("! " + tr("Please answer y (yes) or n (no)."), file=out, flush=True)
