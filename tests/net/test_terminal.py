"""The network game in the terminal: the text version's board and status, the commands,
offers, chat and the result, for people at both ends (in-process links, no sockets)."""

import asyncio
import io
import subprocess
import sys
from collections.abc import Awaitable, Callable
from pathlib import Path

from qtgames.cli.netgame import NetTextUI
from qtgames.core.i18n import Translator
from qtgames.core.record import GameRecord
from qtgames.core.rng import PLAIN
from qtgames.core.textview import Style
from qtgames.net.client import ClientGame
from qtgames.net.host import HostGame
from qtgames.net.transport import ClientRunner, HostServer, Link
from tests.contract.games import registry

CODE = "TERM"


class Player:
    """One person at a terminal: what they see and what they type."""

    def __init__(self, server: HostServer, name: str) -> None:
        self.out = io.StringIO()
        self.game = ClientGame(registry().get, name, CODE)
        self.ui = NetTextUI(self.game, self.out)
        self.runner = ClientRunner(self.game, _opener(server), self.ui, timeout=60)
        self.ui.runner = self.runner
        self.task = asyncio.create_task(self.runner.run())

    def type(self, line: str) -> None:
        self.out.truncate(0)
        self.out.seek(0)
        self.ui.command(line)

    @property
    def text(self) -> str:
        return self.out.getvalue()


def _opener(server: HostServer) -> Callable[[], Awaitable[Link]]:
    async def opener() -> Link:
        return server.local_link()
    return opener


async def settle() -> None:
    for _ in range(20):
        await asyncio.sleep(0)


async def table(game: str = "reversi") -> tuple[HostGame, HostServer, Player, Player]:
    host = HostGame(GameRecord(registry().get(game), {}, 4, deal_key=PLAIN), CODE, [True, True])
    server = HostServer(host)
    await server.start("127.0.0.1", 0)
    ann = Player(server, "ann")
    await settle()
    bob = Player(server, "bob")
    await settle()
    return host, server, ann, bob


def test_both_ends_see_the_text_versions_board_and_play_by_typing() -> None:
    async def scenario() -> None:
        host, server, ann, bob = await table()
        view = registry().get("reversi").make_text_view(style=Style(False),
                                                        seat_label=str.capitalize)
        board = view.board(host.record.state)
        assert board in ann.text and board in bob.text
        assert ann.text.rstrip().endswith("Black (ann)>")  # the prompt of the seat to move
        ann.type("moves")
        assert "Legal moves (4):" in ann.text
        ann.type("a1")
        assert ann.text.startswith("! a1: ") and host.record.moves == []
        bob.type("d3")
        assert "! it is not your turn" in bob.text
        ann.type("d3")
        await settle()
        assert host.record.moves == ["d3"]
        assert "Black (ann) played d3." in bob.text
        assert view.board(host.record.state) in bob.text
        bob.type("resign")  # the host sends every position again, with its last move
        await settle()
        assert "You resigned" in bob.text and "played d3" not in bob.text  # said once
        await server.close()
    asyncio.run(scenario())


def test_undo_is_asked_chat_is_shown_and_resigning_ends_the_game() -> None:
    async def scenario() -> None:
        host, server, ann, bob = await table()
        ann.type("d3")
        await settle()
        ann.type("undo")
        await settle()
        assert "Black (ann) asks to take back Black: d3: accept or decline?" in bob.text
        assert "You asked to take back Black: d3; waiting for the answer." in ann.text
        bob.type("accept")
        await settle()
        assert host.record.moves == [] and "White (bob) agrees to take back Black: d3." \
            in ann.text and "You accepted." in bob.text
        bob.type("say good luck \x1b[31m")
        await settle()
        assert "[White (bob)] good luck" in ann.text and "\x1b" not in ann.text
        bob.type("resign")
        await settle()
        assert "White (bob) resigns. Black (ann) wins." in ann.text
        assert "You resigned. Black (ann) wins." in bob.text and "resigns" not in bob.text
        assert "Game over: rematch, save FILE or quit." in ann.text
        ann.type("rematch")
        await settle()
        bob.type("yes")
        await settle()
        assert (ann.game.seat, bob.game.seat) == (1, 0) and bob.game.my_turn
        await server.close()
    asyncio.run(scenario())


def test_a_line_that_comes_while_the_prompt_waits_is_printed_below_it_then_asked_again(
        ) -> None:
    async def scenario() -> None:
        _host, server, ann, bob = await table()
        assert ann.text.endswith("Black (ann)> ")
        ann.out.truncate(0)
        ann.out.seek(0)
        bob.type("say hi")
        await settle()
        bob.type("say there")
        await settle()
        assert ann.text == "\n[White (bob)] hi\nBlack (ann)> \n[White (bob)] there\n" \
            "Black (ann)> "
        ann.type("d3")  # the line typed ends the prompt's line: no empty line before
        await settle()
        assert not ann.text.startswith("\n\n")
        assert bob.text.count("White (bob)> ") == 1
        await server.close()
    asyncio.run(scenario())


def test_a_duel_card_is_announced_in_the_letters_of_the_board_shown() -> None:
    async def scenario() -> None:
        host, server, ann, bob = await table("duel")
        first = host.record.state.to_move()
        mover, other = (ann, bob) if first == 0 else (bob, ann)
        card = next(move for move in host.record.state.legal_moves()
                    if host.record.state.format_move(move).endswith("^A"))
        text = host.record.state.format_move(card)
        mover.type(text)
        await settle()
        assert host.record.moves == [text]
        assert f"played {text[:-1]}E." in other.text      # Ann's own pile: E for Bob
        assert "Player 1's piles, E in moves:" in other.text or \
            "Player 2's piles, E in moves:" in other.text
        await server.close()
    asyncio.run(scenario())


def test_a_chat_line_too_long_is_refused_whole_with_one_message() -> None:
    async def scenario() -> None:
        _host, server, ann, bob = await table()
        bob.type("say " + "x" * 501)
        await settle()
        assert bob.text.strip() == "! a chat line holds at most 500 characters, this one " \
            "has 501"
        assert "xxx" not in ann.text
        bob.type("say " + "y" * 500)
        await settle()
        assert "[White (bob)] " + "y" * 500 in ann.text
        await server.close()
    asyncio.run(scenario())


def test_a_client_saves_its_view_after_the_host_quits(tmp_path: Path) -> None:
    async def scenario() -> None:
        host, server, ann, bob = await table("duel")
        hand = "Hand: " + " ".join(f"{card:02d}" for card in host.record.state.hands[0])
        assert hand in ann.text and hand not in bob.text  # each sees only its own hand
        await server.close()
        await settle()
        assert "The host closed the game. save FILE keeps what you saw of the game; quit " \
               "leaves." in bob.text
        assert "has left (" not in bob.text  # one sentence, the reason not said twice
        bob.type(f"save {tmp_path / 'view.json'}")
        assert "Saved to" in bob.text and (tmp_path / "view.json").is_file()
        bob.type("d3")
        assert "! the host has left: save FILE or quit" in bob.text
    asyncio.run(scenario())


def test_a_person_joins_from_another_process_and_sees_the_board() -> None:
    async def scenario() -> None:
        host = HostGame(GameRecord(registry().get("reversi"), {"first": "white"}, 4), CODE,
                        [False, True])
        server = HostServer(host)
        port = await server.start("127.0.0.1", 0)
        link = server.local_link()  # the host's own seat, held so that the game is on
        link.send(ClientGame(registry().get, "host", CODE, token=host.tokens[0]).hello())
        loop = asyncio.get_running_loop()
        done = await loop.run_in_executor(None, lambda: subprocess.run(
            [sys.executable, "-m", "qtgames", "join", f"127.0.0.1:{port}", "--code", CODE],
            input="help\nmoves\nquit\n", capture_output=True, text=True, timeout=60))
        assert done.returncode == 0, done.stderr
        assert "Black & White: you play White." in done.stdout
        assert f"to take your seat back: {host.tokens[1]}" in done.stdout
        assert "A B C D E F G H" in done.stdout and "Legal moves (4):" in done.stdout
        assert "rematch" in done.stdout and "Goodbye." in done.stdout
        await server.close()
    asyncio.run(scenario())


def test_help_lists_draw_offers_only_where_the_game_has_them() -> None:
    async def scenario() -> None:
        for game, listed in (("chifoumi", False), ("reversi", True)):
            _host, server, ann, _bob = await table(game)
            ann.type("help")
            assert ("offer a draw" in ann.text) is listed and "resign" in ann.text
            ann.type("draw")
            await settle()
            assert ("no draw by agreement" in ann.text) is not listed
            await server.close()
            await settle()
    asyncio.run(scenario())


def test_the_person_at_the_host_quits_and_the_others_read_that_the_game_ends() -> None:
    async def scenario() -> None:
        host, server, ann, bob = await table("duel")
        ann.ui.save_game = host.save  # ann plays at the host
        ann.type("quit")
        await settle()
        await server.close()  # what the host does once its person has left
        await settle()
        assert "The host closed the game." in bob.text
        assert "come back" not in bob.text  # the game ended: nobody is waited for
    asyncio.run(scenario())


def test_a_hint_asked_in_a_network_game_is_refused_with_why() -> None:
    async def scenario() -> None:
        _, server, ann, _ = await table("duel")
        for typed in ("hint", "indice", ":indice"):
            ann.type(typed)
            assert "! hints are off in network games" in ann.text, ann.text
        ann.ui.tr = Translator("fr")
        ann.type("indice")
        assert "! les indices ne sont pas proposés en partie réseau" in ann.text, ann.text
        await server.close()
    asyncio.run(scenario())
