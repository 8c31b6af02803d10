"""The text version leaves a game by the app's rule (``qtgames.table.leaving``): quitting
keeps an unfinished game for next time without a question; a finished game not saved, a
new game or a load over unsaved moves are asked about, naming the game, in French too;
a game discarded is not offered to continue any more."""

import io
from pathlib import Path

import pexpect

from qtgames.cli.textgame import TextGame
from qtgames.core import saves
from qtgames.core.record import GameRecord
from qtgames.plugins import GameRegistry
from qtgames.table import Table, autosave
from tests.helpers import black_played_d3, spawn


class Terminal(io.StringIO):
    """Typed lines, as on a terminal."""

    def isatty(self) -> bool:
        """A terminal."""
        return True


def play(game: GameRecord | Table, typed: str) -> tuple[TextGame, str]:
    """Play ``game`` in the text version with ``typed`` lines; the game and what it said."""
    out = io.StringIO()
    text = TextGame(game, out=out, inp=Terminal(typed))
    assert text.run() == 0
    return text, out.getvalue()


def reversi(registry: GameRegistry, over: bool = False) -> GameRecord:
    """A new game of small Reversi between two people, or one played to its end."""
    record = GameRecord(registry.get("reversi"), {"size": 6}, 3, ["human", "human"])
    while over and not record.state.is_over():
        record.play(record.state.legal_moves()[0])
    return record


def test_quitting_an_unfinished_game_keeps_it_without_asking(registry: GameRegistry) -> None:
    text, said = play(reversi(registry), "c2\nquit\n")
    assert "Quit anyway" not in said
    assert "Goodbye." in said and "The game in progress is kept" in said
    assert saves.load(autosave.autosave_path(), registry.get).moves == text.record.moves


def test_end_of_input_leaves_an_unfinished_game_without_asking(registry: GameRegistry) -> None:
    text, said = play(reversi(registry), "c2\nb2\n")
    assert "Quit anyway" not in said and "The game in progress is kept" in said
    assert saves.load(autosave.autosave_path(), registry.get).moves == text.record.moves


def test_quitting_a_finished_game_not_saved_asks_naming_it(registry: GameRegistry) -> None:
    _, said = play(reversi(registry, over=True), "quit\nn\nquit\ny\n")
    question = "This game (Black & White) is not saved: its moves would be lost. Quit anyway?"
    assert said.count(question) == 2 and said.count("Goodbye.") == 1


def test_quitting_asks_when_the_autosave_could_not_be_written(registry: GameRegistry) -> None:
    path = autosave.autosave_path()
    assert path is not None
    path.mkdir(parents=True)  # the game cannot be written there
    _, said = play(reversi(registry), "c2\nquit\ny\n")
    assert "Quit anyway?" in said and "The game in progress is kept" not in said


def test_a_new_game_asks_and_the_game_discarded_is_not_continued(
        registry: GameRegistry) -> None:
    _, said = play(reversi(registry), "c2\nnew\ny\nquit\n")
    assert "Replace it anyway?" in said
    assert not autosave.autosave_path().exists()  # Continue will not offer it


def test_a_new_game_refused_keeps_the_game(registry: GameRegistry) -> None:
    text, said = play(reversi(registry), "c2\nnew\nn\nquit\n")
    assert "Replace it anyway?" in said and text.record.moves
    assert saves.load(autosave.autosave_path(), registry.get).moves == text.record.moves


def test_a_game_just_opened_is_left_without_asking(registry: GameRegistry, tmp_path) -> None:
    path = tmp_path / "over.qtgame"
    saves.save(reversi(registry, over=True), path)
    _, said = play(Table(saves.load(path, registry.get), saved=True), "new\nquit\n")
    assert "anyway" not in said


def test_the_question_is_asked_in_french(registry: GameRegistry, monkeypatch) -> None:
    monkeypatch.setenv("QTGAMES_LANG", "fr")
    _, said = play(reversi(registry, over=True), "quitter\no\n")
    assert ("Cette partie (Black & White) n'est pas enregistrée : ses coups seraient perdus. "
            "Quitter quand même ? [o/N]") in said


def _autosaved_reversi() -> None:
    """Leave a Black & White game after one move, kept for Continue."""
    child = black_played_d3()
    child.sendline("quit")
    child.expect("qtgames text to continue it")
    child.expect(pexpect.EOF)


def test_declining_continue_asks_before_the_game_in_progress_is_lost(
        registry: GameRegistry) -> None:
    _autosaved_reversi()
    child = spawn([])
    child.expect(r"Continue the game in progress: Black & White, move 1\? \[Y/n\] ")
    child.sendline("n")
    child.expect(r"This game \(Black & White\) is not saved: its moves would be lost\. "
                 r"Give it up anyway\? \[y/N\] ")
    child.sendline("")  # no: the game goes on, where it was
    child.expect("type save FILE to keep it in a file")
    child.expect("White> ")
    child.sendline("quit")
    child.expect(pexpect.EOF)
    assert (path := autosave.claim_to_continue()) is not None and path.exists()
    assert saves.load(path, registry.get).moves


def test_giving_up_the_game_in_progress_forgets_it() -> None:
    _autosaved_reversi()
    child = spawn([])
    child.expect(r"Continue the game in progress: .*\[Y/n\] ")
    child.sendline("n")
    child.expect(r"Give it up anyway\? \[y/N\] ")
    child.sendline("y")
    child.expect(r"\? ")  # the game to play is asked for
    child.sendeof()
    child.expect(pexpect.EOF)
    assert (path := autosave.claim_to_continue()) is not None and not path.exists()


def test_an_answer_neither_yes_nor_no_is_asked_again() -> None:
    _autosaved_reversi()
    child = spawn([])
    child.expect(r"Continue the game in progress: Black & White, move 1\? \[Y/n\] ")
    child.sendline("maybe")
    child.expect(r"Please answer y \(yes\) or n \(no\)\.")
    child.expect(r"Continue the game in progress: Black & White, move 1\? \[Y/n\] ")
    child.sendline("")  # yes: the game goes on, nothing was lost
    child.expect("White> ")
    child.sendline("quit")
    child.expect(pexpect.EOF)


def test_an_answer_neither_oui_nor_non_is_asked_again_in_french() -> None:
    _autosaved_reversi()
    child = spawn([], lang="fr")
    child.expect(r"Continuer la partie en cours : .*, coup 1 \? \[O/n\] ")
    child.sendline("peut-être")
    child.expect(r"Répondez o \(oui\) ou n \(non\)\.")
    child.expect(r"Continuer la partie en cours : .*, coup 1 \? \[O/n\] ")
    child.sendline("o")
    child.expect("Blanc> ")
    child.sendline("quitter")
    child.expect(pexpect.EOF)


def test_the_end_of_input_when_asked_to_give_up_the_game_in_progress_keeps_it(
        registry: GameRegistry) -> None:
    _autosaved_reversi()
    child = spawn([])
    child.expect(r"Continue the game in progress: .*\[Y/n\] ")
    child.sendline("n")
    child.expect(r"Give it up anyway\? \[y/N\] ")
    child.sendeof()  # no answer: leave, the game kept as it was
    child.expect("Goodbye.")
    child.expect(pexpect.EOF)
    path = autosave.claim_to_continue()
    assert path is not None and len(saves.load(path, registry.get).moves) == 1


def test_the_end_of_input_when_asked_to_replace_the_game_keeps_it(
        registry: GameRegistry) -> None:
    record = GameRecord(registry.get("reversi"), seed=1, players=["human", "human"])
    first = record.state.format_move(record.state.legal_moves()[0])
    text, said = play(record, f"{first}\nnew\n")  # the input ends at the question
    assert "Replace it anyway?" in said and "Goodbye." in said
    assert text.record.moves == [first]
    path = autosave.autosave_path()
    assert path is not None and saves.load(path, registry.get).moves == [first]


def _saved_reversi(tmp_path: Path) -> None:
    """Leave a Black & White game after one move, saved to a file first."""
    child = spawn(["reversi", "--players", "human,human"])
    child.expect("Black> ")
    child.sendline("d3")
    child.expect("White> ")
    child.sendline(f"save {tmp_path / 'bw'}")
    child.expect("Saved to")
    child.sendline("quit")
    child.expect(pexpect.EOF)


def test_a_game_in_progress_saved_in_a_file_is_declined_without_a_question(
        tmp_path: Path) -> None:
    _saved_reversi(tmp_path)
    child = spawn([])
    child.expect(r"Continue the game in progress: .*\[Y/n\] ")
    child.sendline("n")  # nothing is lost: it is in its file
    assert child.expect([r"Which game\? ", "anyway"]) == 0
    child.sendeof()
    child.expect(pexpect.EOF)


def test_a_game_continued_unchanged_from_a_file_is_left_without_a_question(
        tmp_path: Path) -> None:
    _saved_reversi(tmp_path)
    child = spawn([])
    child.expect(r"Continue the game in progress: .*\[Y/n\] ")
    child.sendline("")
    child.expect("White> ")
    child.sendline("new")
    assert child.expect(["Black> ", "anyway"]) == 0
    child.sendline("quit")
    child.expect(pexpect.EOF)


def test_in_french_the_title_line_and_the_counts_read_as_french(registry: GameRegistry,
                                                                monkeypatch) -> None:
    monkeypatch.setenv("QTGAMES_LANG", "fr")
    record = GameRecord(registry.get("reversi"), {"size": 6}, 3, ["human", "medium"])
    _, said = play(record, "quitter\n")
    assert said.splitlines()[0] == "Black & White — Noir : Humain, Blanc : Moyen"
    game = reversi(registry)
    for _ in range(2):
        game.play(game.state.legal_moves()[0])
    _, said = play(game, "annuler 2\nrefaire 1\nannuler 1\nquitter\n")
    assert "2 coups repris." in said and "1 coup rejoué." in said
    assert "1 coup repris." in said and "(s)" not in said
