"""Every message network play shows a person has its French."""

import ast
from pathlib import Path

import pytest

from qtgames.app.networkdock import BUTTONS
from qtgames.cli.netgame import COMMANDS
from qtgames.core.i18n import Translator
from qtgames.net.words import HOST_CLOSED, OFFER_TEXTS, farewell

ROOT = Path(__file__).parents[2] / "qtgames"
MODULES = ["net/host.py", "net/channel.py", "net/transport.py", "net/client.py", "net/discovery.py",
           "net/protocol.py", "net/connection.py", "net/addresses.py", "cli/netgame.py",
           "cli/netplay.py",
           "net/remote.py", "app/networkplay.py", "app/networkdock.py", "app/networkmenu.py",
           "app/networkgame.py", "app/hosting.py", "app/joindialog.py"]
#: What builds a message a person reads, and which argument is its template.
MAKERS = {"BadInput": 0, "Refused": 0, "SaveFileError": 0, "DiscoveryError": 0,
          "QtGamesError": 0, "tr": 0, "tr_": 0, "words": 0, "error": 1, "_refuse": 2, "status": 0,
          "ProtocolError": 1, "_break": 1, "error_message": 1}
FRENCH = Translator("fr").templates


def unmarked(node: ast.expr) -> ast.expr:
    """``"text"`` for ``N_("text")``, the mark of a message translated later."""
    if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "N_" \
            and node.args:
        return node.args[0]
    return node


def templates(path: Path) -> set[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    # A template may be a constant of the module, named where it is used.
    constants = {target.id: value.value for node in tree.body
                 if isinstance(node, ast.Assign)
                 for value in [unmarked(node.value)]
                 if isinstance(value, ast.Constant) and isinstance(value.value, str)
                 for target in node.targets if isinstance(target, ast.Name)}
    found = set()
    for node in ast.walk(tree):
        if not isinstance(node, ast.Call):
            continue
        name = node.func.id if isinstance(node.func, ast.Name) else getattr(node.func, "attr",
                                                                           "")
        index = MAKERS.get(name)
        if index is not None and len(node.args) > index:
            argument = unmarked(node.args[index])
            if isinstance(argument, ast.Constant) and isinstance(argument.value, str):
                found.add(argument.value)
            elif isinstance(argument, ast.Name) and argument.id in constants:
                found.add(constants[argument.id])
    return found


@pytest.mark.parametrize("module", MODULES)
def test_every_message_has_its_french(module: str) -> None:
    found = templates(ROOT / module)
    assert sorted(found - FRENCH) == []


def test_the_commands_offers_and_buttons_have_their_french() -> None:
    texts = {text for _, _, text in COMMANDS} | set(OFFER_TEXTS.values()) | {
        label for _, label in BUTTONS}
    assert sorted(texts - FRENCH) == []


def test_the_walk_sees_the_messages() -> None:
    assert "wrong join code" in templates(ROOT / "net/host.py")
    assert "it is not your turn" in templates(ROOT / "net/host.py")
    assert "wrong join code" in templates(ROOT / "net/channel.py")  # named by a constant


def test_a_closed_host_is_one_sentence_in_either_language() -> None:
    from qtgames.core.i18n import Translator
    for reason in (HOST_CLOSED, "", "the host has left"):
        template, values = farewell(reason)
        assert template == "The host closed the game." and values == {}
        assert Translator("fr")(template) == "L'hôte a fermé la partie."
    template, values = farewell("replaced by a new connection")
    assert template in FRENCH and values == {"reason": "replaced by a new connection"}
