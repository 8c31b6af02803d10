"""``qtgames rules GAME`` prints a game's rules as plain text: what a person reads of the
Markdown, without its marks."""

import re

import pytest

from qtgames.cli.common import registry
from qtgames.cli.main import main
from qtgames.cli.plaintext import markdown_to_text

GAMES = sorted(registry().games)


def words(text: str) -> list[str]:
    """The words a reader sees, whatever marks surround them."""
    return re.findall(r"[^\W_]+", text)


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_rules_read_as_plain_text_with_every_word_kept(game, lang, capsys) -> None:
    assert main(["rules", game, "--lang", lang]) == 0
    printed = capsys.readouterr().out
    source = registry().games[game].rules_text(lang)
    prose = [line for line in printed.splitlines() if not line.startswith(" ")]
    assert not [line for line in prose if re.match(r"#+ |```|\s*[-*] ", line)]
    assert "**" not in printed
    assert words(printed) == words(source)


def test_headings_are_underlined_and_marks_go() -> None:
    markdown = ("# Chifoumi\n\nTwo players, **South** and *North*; a `p` is a well, see "
                "[the site](https://example.org).\n\n## Start\n\n- first\n  more\n"
                "* second\n\n```\n  A  **r** p\n```\n### Deeper\nsnake_case stays")
    assert markdown_to_text(markdown).splitlines() == [
        "Chifoumi", "========", "",
        "Two players, South and North; a p is a well, see the site (https://example.org).",
        "", "Start", "-----", "", "• first", "  more", "• second", "", "  A  **r** p",
        "Deeper", "snake_case stays"]
