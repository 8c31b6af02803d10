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


def test_board_sizes_read_as_a_player_reads_them_in_both_dialogs(qtbot, window) -> None:
    from qtgames.app.tournamentwindow import TournamentWindow

    spec = window.registry.get("reversi")
    dialog = NewGameDialog(spec, "fr", window)
    qtbot.addWidget(dialog)
    sizes = dialog.option_boxes["size"]
    assert [sizes.itemText(i) for i in range(3)] == ["6×6", "8×8", "10×10"]
    assert sizes.currentData() == 8 and sizes.currentText() == "8×8"
    window.menus.act_tournament.trigger()
    tournament = window.findChild(TournamentWindow, "tournament")
    qtbot.addWidget(tournament)
    setup = tournament.setup
    setup.game_box.setCurrentIndex(setup.game_box.findData("reversi"))
    assert setup.option_boxes["size"].currentText() == "8×8"
    tournament.stop()
