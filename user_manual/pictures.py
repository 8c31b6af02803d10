"""Make the manual's pictures from the real app, offscreen, so they always show the truth.

Usage: ``python user_manual/pictures.py OUTPUT_FOLDER``. For each language it writes
``OUTPUT_FOLDER/<lang>/images/*.png`` (windows, dialogs and boards) and
``OUTPUT_FOLDER/<lang>/text/*.txt`` (the text version's board of each game).
"""

import os
import sys
import tempfile
from functools import partial
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QEventLoop, QRectF, Qt, QTimer
from PySide6.QtGui import QImage, QPainter
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from qtgames.app.mainwindow import MainWindow
from qtgames.app.newgame import NewGameDialog
from qtgames.app.tournamentwindow import show_tournament
from qtgames.core import saves
from qtgames.core.i18n import Translator, game_domains
from qtgames.core.record import GameRecord
from qtgames.core.rng import PLAIN
from qtgames.core.textview import Style
from qtgames.players import make_player
from qtgames.plugins import GameRegistry, load_games
from qtgames.review import ReviewReach
from qtgames.table.autosave import autosave_path

#: A game in progress for each built-in game: options, seed, players, and how many moves
#: the computer plays first (so the pictures show a game under way), or the moves to play.
#: The seed alone deals the cards (no secret deal key): every build shows the same games.
POSITIONS = {
    "reversi": ({"size": 8}, 4, ["human", "medium"], 8),
    "zen": ({"first": "black"}, 3, ["human", "medium"], 6),
    "duel": ({"first": "one"}, 7, ["human", "medium"], 9),
    "roses": ({}, 20, ["human", "medium"], 16),
    # A stack that may move, stack and capture, whatever the computer players become.
    "chifoumi": ({"first": "south"}, 2, ["human", "medium"],
                 ("F3-E2", "B5-B4", "F5-E4", "B3-C2", "G5-F5", "C2-D3")),
}
#: Games whose end is worth a picture of its own (``board-GAME-end.png``): the seed of a
#: game the computer plays to the end.
ENDINGS = {"roses": 5}
#: Move › Review Game's budget for the pictures: node and play-out counts rather than
#: seconds, so the pictures are the same on any machine, and small, so they come quickly.
REVIEW_REACH = ReviewReach(think_seconds=None, think_nodes=600, playouts=200,
                           value_seconds=None)
#: The reviewed game's moves and its players' seed (a game with a mistake to mark).
REVIEWED, REVIEWED_SEED = 40, 12


def wait(ms: int) -> None:
    """Let Qt run (animations, layout) for ``ms`` milliseconds."""
    loop = QEventLoop()
    QTimer.singleShot(ms, loop.quit)
    loop.exec()


def game_record(registry: GameRegistry, game_id: str) -> GameRecord:
    """The example game of ``game_id``, its first moves played."""
    options, seed, players, moves = POSITIONS[game_id]
    spec = registry.get(game_id)
    record = GameRecord(spec, options, seed, players, deal_key=PLAIN, chance_seed=seed)
    if isinstance(moves, tuple):
        for move in moves:
            record.play_text(move)
        return record
    computer = make_player(spec, "easy", seed)
    while len(record.moves) < moves or record.state.to_move() != 0:
        forced = record.state.forced_move()
        record.play(computer.choose(record.state) if forced is None else forced)
    return record


def board_picture(window: MainWindow, path: Path, size: int = 600) -> None:
    """The board alone, as drawn by the game's scene."""
    scene = window.scene
    assert scene is not None
    rect = scene.itemsBoundingRect()
    image = QImage(size, round(size * rect.height() / rect.width()), QImage.Format.Format_ARGB32)
    image.fill(Qt.GlobalColor.white)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    scene.render(painter, QRectF(image.rect()), rect)
    painter.end()
    image.save(str(path))


def click_first_piece(window: MainWindow, game_id: str) -> bool:
    """Click what the player would pick first (a pawn, a card), as a user does, so the
    board shows where it may go; False for games with one-click moves."""
    scene, record = window.scene, window.driver.record if window.driver else None
    assert scene is not None and record is not None
    if game_id == "zen":
        origin = record.state.legal_moves()[0][0]
        point = scene.centre(*scene.drawn_square(origin))
    elif game_id == "chifoumi":
        state = record.state
        # The stack with the most kinds of destination (moves, stacking, captures).
        origin = max(sorted({move[0] for move in state.legal_moves()}), key=lambda square: len(
            {(state.is_capture(move), state.is_stacking(move)) for move in state.legal_moves()
             if move[0] == square}))
        point = scene.centre(*origin)
    elif game_id == "duel":
        card = max(scene.hand_cards, key=lambda item: item.sceneBoundingRect().x())
        point = card.sceneBoundingRect().center()
    elif game_id == "roses":  # a click would play the card: choose it with the keyboard
        QTest.keyClick(window.board, Qt.Key.Key_Right)
        wait(200)
        return True
    else:
        return False
    view = window.board
    QTest.mouseClick(view.viewport(), Qt.MouseButton.LeftButton,
                     pos=view.mapFromScene(point))
    wait(200)
    return True


def ending_record(registry: GameRegistry, game_id: str) -> GameRecord:
    """A game of ``game_id`` the computer played to the end."""
    seed = ENDINGS[game_id]
    spec = registry.get(game_id)
    record = GameRecord(spec, {}, seed, ["human", "medium"], deal_key=PLAIN,
                        chance_seed=seed)
    computer = make_player(spec, "easy", seed)
    while not record.state.is_over():
        forced = record.state.forced_move()
        record.play(computer.choose(record.state) if forced is None else forced)
    return record


def reviewed_record(registry: GameRegistry) -> GameRecord:
    """A game of Black & White against the computer worth reviewing: 40 moves of a careless
    Black and an easy White, Black to move (a real move: a pass would be announced over
    the board)."""
    spec = registry.get("reversi")
    record = GameRecord(spec, {"size": 8}, REVIEWED_SEED, ["human", "medium"])
    sides = [make_player(spec, "random", REVIEWED_SEED), make_player(spec, "easy", REVIEWED_SEED)]
    while len(record.moves) < REVIEWED or record.state.to_move() != 0 \
            or record.state.forced_move() is not None:
        forced = record.state.forced_move()
        record.play(sides[record.state.to_move()].choose(record.state) if forced is None
                    else forced)
    return record


def review_picture(window: MainWindow, record: GameRecord, path: Path) -> None:
    """Move › Review Game on ``record``: the graph, the mistakes marked, the preferred move
    on the board."""
    window.start_table(record)
    window.reviewer.reach = REVIEW_REACH
    window.menus.act_review.trigger()
    while window.reviewer.running:
        wait(50)
    assert record.review is not None, "the review failed"
    window.panel.moves.scrollToTop()  # the first moves, where the mistakes are marked
    wait(400)
    window.grab().save(str(path))


def theme_picture(window: MainWindow, record: GameRecord, theme: str, path: Path) -> None:
    """The board of ``record`` in View › Board Theme › ``theme`` (the first theme is
    chosen again afterwards, for the pictures that follow)."""
    window.start_table(record)
    first = next(iter(window.appearance.theme_actions))
    window.appearance.choose_theme(theme)
    wait(300)
    board_picture(window, path)
    window.appearance.choose_theme(first)


def tournament_picture(window: MainWindow, path: Path) -> None:
    """Game › Tournament… after a short seeded run of Black & White 6×6."""
    tournament = show_tournament(window)
    setup = tournament.setup
    setup.game_box.setCurrentIndex(setup.game_box.findData("reversi"))
    setup.option_boxes["size"].setCurrentIndex(setup.option_boxes["size"].findData(6))
    setup.set_players(["random", "easy", "medium", "hard"])
    setup.games_spin.setValue(2)
    setup.jobs_spin.setValue(1)
    tournament.resize(1100, 560)
    tournament.start()
    while not tournament.start_button.isEnabled():
        wait(100)
    tournament.tables.setCurrentWidget(tournament.tables.ratings)
    wait(200)
    tournament.grab().save(str(path))
    tournament.close()


#: The game the start page offers to continue, and whose card shows the last players.
CONTINUED = "reversi"


def start_page(registry: GameRegistry, lang: str) -> MainWindow:
    """A new window in ``lang`` on its start page, the same in every language: Continue
    offers the example game of ``CONTINUED`` (saved as the game in progress, whatever the
    pictures made before left there), and its card names the players of the last game."""
    record = game_record(registry, CONTINUED)
    autosave_path().parent.mkdir(parents=True, exist_ok=True)
    saves.save(record, autosave_path())
    window = MainWindow(registry)
    window.settings.set_last_game(CONTINUED, [seat.player for seat in record.seats],
                                  dict(record.options))
    window.set_language(lang)  # fills the cards again, and offers the game in progress
    window.min_delay_ms = 0
    window.resize(1000, 700)
    window.show()
    for _ in range(100):  # the game in progress is replayed in the background
        if window.start_page.continue_button.isVisibleTo(window):
            break
        wait(50)
    else:
        raise RuntimeError("the start page does not offer to continue the game in progress")
    wait(200)
    return window


def pictures(registry: GameRegistry, lang: str, folder: Path) -> None:
    """Every picture and text capture of one language."""
    images, texts = folder / lang / "images", folder / lang / "text"
    images.mkdir(parents=True, exist_ok=True)
    texts.mkdir(parents=True, exist_ok=True)
    window = start_page(registry, lang)
    window.grab().save(str(images / "start.png"))
    for game_id in POSITIONS:
        record = game_record(registry, game_id)
        window.start_table(record)
        wait(400)
        window.grab().save(str(images / f"window-{game_id}.png"))
        board_picture(window, images / f"board-{game_id}.png")
        if click_first_piece(window, game_id):
            board_picture(window, images / f"board-{game_id}-select.png")
        spec = registry.get(game_id)
        words = Translator(lang, *game_domains([spec]))
        view = spec.make_text_view(words, Style(False),
                                   partial(spec.seat_label, lang=lang))
        shown = record.shown_state()
        lines = [view.board(shown), *view.status(shown)]
        (texts / f"{game_id}.txt").write_text("\n".join(lines) + "\n", encoding="utf-8")
    for game_id in ENDINGS:
        window.start_table(ending_record(registry, game_id))
        wait(400)
        board_picture(window, images / f"board-{game_id}-end.png")
    theme_picture(window, game_record(registry, "reversi"), "contrast",
                  images / "board-reversi-contrast.png")
    review_picture(window, reviewed_record(registry), images / "review.png")
    dialog = NewGameDialog(registry.get("reversi"), lang, window,
                           games=list(registry.games.values()))
    dialog.show()
    wait(200)
    dialog.grab().save(str(images / "new-game.png"))
    dialog.close()
    hosting = NewGameDialog(registry.get("chifoumi"), lang, window, hosting=True,
                            games=list(registry.games.values()))
    hosting.code.setText("K7QX-3MPA")
    hosting.show()
    wait(200)
    hosting.grab().save(str(images / "new-game-host.png"))
    hosting.close()
    network_picture(window, registry, lang, images / "network.png")
    tournament_picture(window, images / "tournament.png")
    if window.driver is not None:
        window.driver.close()
        window.driver = None
    window.close()


def network_picture(window: MainWindow, registry: GameRegistry, lang: str,
                    path: Path) -> None:
    """A network game hosted in the main window (the other seat played by the computer
    at the host), after a few moves on the board, with its docked panel."""
    from qtgames.app.hosting import host_game
    game = host_game(registry, registry.get("reversi"), ["human", "easy"], lang, "ann",
                     "K7QX-3MPA", port=0, announce=False)
    window.network.show(game)
    play = window.network.play
    assert play is not None
    for _ in range(40):
        wait(100)
        snap = play.table.snap
        if snap is not None and snap.state is not None and snap.ply >= 4:
            break
        if snap is not None and snap.my_turn and snap.state is not None:
            play.play(snap.state.parse_move(snap.legal[0]))
    game.send("chat", text="bonne partie !" if lang == "fr" else "good game!")
    wait(300)
    window.grab().save(str(path))
    window.network.close()  # left without asking: a host's window would ask


def main() -> int:
    """Make every picture into the folder given on the command line."""
    folder = Path(sys.argv[1]).resolve()
    os.environ["QTGAMES_HOME"] = tempfile.mkdtemp(prefix="qtgames-pictures-")  # no settings
    app = QApplication.instance() or QApplication(["qtgames"])
    app.setApplicationName("qtgames")
    registry = load_games()
    for lang in ("en", "fr"):
        pictures(registry, lang, folder)
    return 0


if __name__ == "__main__":
    sys.exit(main())
