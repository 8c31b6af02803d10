"""The manual shows each picture at its own size, at most the page's width: a small dialog
is not blown up (and blurred)."""

from pathlib import Path

from PySide6.QtWidgets import QLabel

from user_manual import build


def png(path: Path, width: int) -> Path:
    """A PNG file header of ``width`` × 10 pixels (all the width reader looks at)."""
    path.write_bytes(b"\x89PNG\r\n\x1a\n" + b"\x00\x00\x00\rIHDR" + width.to_bytes(4, "big")
                     + (10).to_bytes(4, "big") + b"\x08\x02\x00\x00\x00")
    return path


def test_a_picture_is_shown_at_its_own_width_up_to_the_page(tmp_path) -> None:
    assert build._shown_width(png(tmp_path / "dialog.png", 234)) == 234
    assert build._shown_width(png(tmp_path / "window.png", 1000)) == build.IMAGE_WIDTH
    assert build._shown_width(tmp_path / "missing.png") == build.IMAGE_WIDTH


def test_the_built_manual_does_not_blow_up_the_new_game_dialog() -> None:
    root = Path(build.__file__).parents[1]
    page = (root / "qtgames" / "manual" / "en" / "playing.html").read_text("utf-8")
    picture = root / "qtgames" / "manual" / "en" / "images" / "new-game.png"
    assert f'<img width="{build._shown_width(picture)}" alt="The New Game dialog"' in page


def test_the_example_games_are_the_same_at_every_build(registry) -> None:
    from user_manual import pictures
    for game_id in pictures.POSITIONS:
        first, second = (pictures.game_record(registry, game_id) for _ in range(2))
        assert first.state.position() == second.state.position(), game_id


def test_the_start_page_picture_offers_continue_and_names_the_last_players(
        qtbot, registry) -> None:
    from user_manual import pictures
    for lang, last in (("en", "Last game: Human against Computer: Medium"),
                       ("fr", "Dernière partie : Humain contre Ordinateur : Moyen")):
        window = pictures.start_page(registry, lang)
        qtbot.addWidget(window)
        assert window.start_page.continue_button.isVisibleTo(window)
        card = window.start_page.card(pictures.CONTINUED)
        assert any(last in label.text() for label in card.findChildren(QLabel)), lang
        window.close()


def test_the_reviewed_game_leaves_black_a_real_move(registry) -> None:
    # A forced pass would be announced over the board the review picture shows.
    from user_manual import pictures
    record = pictures.reviewed_record(registry)
    assert record.state.to_move() == 0 and record.state.forced_move() is None
