"""The manual shows each picture at its own size, at most the page's width: a small dialog
is not blown up (and blurred)."""

from pathlib import Path

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
