"""The text version's hand-over between two people at one keyboard: only Enter confirms
it; a command typed at its prompt is not run and shows nothing."""

from tests.helpers import ANSI, spawn


def test_a_command_at_the_hand_over_prompt_is_refused_and_shows_no_hand() -> None:
    child = spawn(["duel", "--option", "first=one", "--players", "human,human", "--seed", "9"])
    child.expect(r"Pass the keyboard to Player 1, then press Enter\.")
    child.sendline("undo")
    index = child.expect([r"Only Enter hands over the keyboard", "Player 1> "], timeout=20)
    assert index == 0, "the command was taken for Enter"
    assert "Hand: " not in ANSI.sub("", child.before)
    child.sendline("")
    child.expect("Player 1> ")
    assert "Hand: " in ANSI.sub("", child.before)
    child.sendline("quit")
    child.expect("Goodbye.")
    child.close()


def test_the_refusal_speaks_french() -> None:
    child = spawn(["duel", "--option", "first=one", "--players", "human,human", "--seed", "9"],
                  lang="fr")
    child.expect(r"Passez le clavier à Joueur 1")
    child.sendline("aide")
    child.expect(r"Seule la touche Entrée passe le clavier", timeout=20)
    child.close()
