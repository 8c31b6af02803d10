"""The New Game dialog takes the size of the game chosen: switching from a game with many
options to one with few leaves no empty space."""

from qtgames.app.newgame import NewGameDialog


def test_the_dialog_fits_each_game_chosen(qtbot, window) -> None:
    games = list(window.registry.games.values())
    ids = [game.id for game in games]
    dialog = NewGameDialog(window.registry.get("zen"), "en", window, games=games)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    for game in ("zen", "duel", "roses", "zen", "reversi"):
        dialog.game_box.setCurrentIndex(ids.index(game))
        assert dialog.height() == dialog.sizeHint().height(), game
