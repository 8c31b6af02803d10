"""Build the user manual to HTML: ``python user_manual/build.py OUTPUT_FOLDER``.

Each ``user_manual/<lang>/*.md`` page becomes ``OUTPUT_FOLDER/<lang>/<page>.html``, with the
navigation of ``CHAPTERS`` and the style sheet ``manual.css``. Two placeholders pull in what
must stay true to the program: ``{{rules:GAME}}`` the game's own rules text (the one the app
shows in Help › Rules), ``{{text:GAME}}`` the text version's board, captured by
``pictures.py`` (run it first, into the same folder: pictures go in ``<lang>/images``);
``{{file:PATH}}`` a source file of ``user_manual/``, such as the example plugin.
"""

import html
import re
import shutil
import sys
from pathlib import Path

import markdown

from qtgames.plugins import load_games

SOURCE = Path(__file__).parent
LANGUAGES = ("en", "fr")
#: The pages in reading order, by file name (the same in every language).
CHAPTERS = ("index", "install", "start", "playing", "text", "network", "reversi", "zen",
            "duel", "roses", "chifoumi", "tournaments", "engines", "safety", "plugins")
TITLE = {"en": "qtgames user manual", "fr": "Manuel d'utilisation de qtgames"}
IMAGE_WIDTH = 600
PLACEHOLDER = re.compile(r"\{\{(rules|text|file):([a-zA-Z0-9_./-]+)\}\}")


def _expand(text: str, lang: str, output: Path) -> str:
    games = load_games()

    def replace(match: re.Match[str]) -> str:
        kind, game_id = match.groups()
        if kind == "file":
            language = {".md": "markdown", ".po": "po"}.get(Path(game_id).suffix, "python")
            return f"```{language}\n" + (SOURCE / game_id).read_text("utf-8") + "```"
        if kind == "rules":
            rules = games.get(game_id).rules_text(lang)
            return re.sub(r"^#", "##", rules, flags=re.MULTILINE)  # under the page's title
        capture = (output / lang / "text" / f"{game_id}.txt").read_text("utf-8")
        return "```\n" + capture + "```"

    return PLACEHOLDER.sub(replace, text)


def _title(text: str) -> str:
    first = text.lstrip().splitlines()[0]
    return first.lstrip("#").strip()


def _page(body: str, title: str, lang: str, chapter: str, titles: dict[str, str]) -> str:
    here = ' class="here"'
    nav = "".join(
        f'<li{here if name == chapter else ""}><a href="{name}.html">'
        f"{html.escape(titles[name])}</a></li>" for name in CHAPTERS)
    other = "fr" if lang == "en" else "en"
    other_name = "Français" if other == "fr" else "English"
    return f"""<!DOCTYPE html>
<html lang="{lang}">
<head>
<meta charset="utf-8">
<title>{html.escape(title)} — {TITLE[lang]}</title>
<link rel="stylesheet" href="../manual.css">
</head>
<body>
<nav><p class="manual">{TITLE[lang]}</p><ol>{nav}</ol>
<p class="lang"><a href="../{other}/{chapter}.html">{other_name}</a></p>
</nav>
<main>
{body}
</main>
</body>
</html>
"""


def _shown_width(picture: Path) -> int:
    """The width to show ``picture`` at: its own, up to ``IMAGE_WIDTH`` (read from a PNG's
    header; ``IMAGE_WIDTH`` for anything else)."""
    try:
        header = picture.read_bytes()[:24]
    except OSError:
        return IMAGE_WIDTH
    if header[:8] != b"\x89PNG\r\n\x1a\n":
        return IMAGE_WIDTH
    return min(IMAGE_WIDTH, int.from_bytes(header[16:20], "big"))


def build(output: Path) -> None:
    """Write every page of every language into ``output``."""
    output.mkdir(parents=True, exist_ok=True)
    shutil.copy(SOURCE / "manual.css", output / "manual.css")
    for lang in LANGUAGES:
        sources = {name: _expand((SOURCE / lang / f"{name}.md").read_text("utf-8"), lang,
                                 output) for name in CHAPTERS}
        titles = {name: _title(text) for name, text in sources.items()}
        for name, text in sources.items():
            body = markdown.markdown(text, extensions=["tables", "fenced_code", "toc"],
                                     output_format="html")
            # A width the app's manual window honours (it knows no CSS max-width): at
            # most IMAGE_WIDTH, never more than the picture's own (a small dialog blown
            # up is blurred).
            body = re.sub(r'<img ([^>]*?)src="([^"]+)"',
                          lambda m, d=output / lang: f'<img width="{_shown_width(d / m[2])}" '
                                                      f'{m[1]}src="{m[2]}"', body)
            page = _page(body, titles[name], lang, name, titles)
            (output / lang / f"{name}.html").write_text(page, encoding="utf-8")


if __name__ == "__main__":
    build(Path(sys.argv[1]))
