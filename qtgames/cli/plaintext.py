"""A game's Markdown rules as plain text for a terminal: headings underlined, emphasis and
code marks taken away, links written out, pictures in code blocks kept as they are."""

import re

_HEADING = re.compile(r"(#{1,6})\s+(.*?)\s*#*\s*$")
_FENCE = re.compile(r"\s*(```|~~~)")
_LINK = re.compile(r"!?\[([^\]]*)\]\(([^)\s]*)\)")
_STRONG = re.compile(r"(\*\*|__)(?=\S)(.+?)(?<=\S)\1", re.S)
_EMPHASIS = re.compile(r"(?<![\w*])([*_])(?=\S)(.+?)(?<=\S)\1(?![\w*])", re.S)
_CODE = re.compile(r"`([^`]+)`")
_BULLET = re.compile(r"(\s*)[-*+]\s+")
#: The underline of a heading, by its level (deeper headings are not underlined).
_UNDERLINES = {1: "=", 2: "-"}


def _inline(line: str) -> str:
    codes: list[str] = []

    def keep(match: re.Match[str]) -> str:  # code is shown as written, marks and all
        codes.append(match.group(1))
        return f"\0{len(codes) - 1}\0"

    line = _CODE.sub(keep, line)
    line = _LINK.sub(lambda match: match.group(1) if match.group(1) == match.group(2)
                     or not match.group(2) else f"{match.group(1)} ({match.group(2)})", line)
    line = _STRONG.sub(r"\2", line)
    line = _EMPHASIS.sub(r"\2", line)
    return re.sub("\0([0-9]+)\0", lambda match: codes[int(match.group(1))], line)


def markdown_to_text(markdown: str) -> str:
    """``markdown`` (headings, lists, emphasis, code, links, code blocks) as it reads best
    in a terminal."""
    lines: list[str] = []
    paragraph: list[str] = []  # emphasis may run over the lines of one paragraph

    def end_paragraph() -> None:
        if paragraph:
            lines.extend(_inline("\n".join(paragraph)).split("\n"))
            paragraph.clear()

    fenced = False
    for line in markdown.splitlines():
        if _FENCE.match(line):
            end_paragraph()
            fenced = not fenced
        elif fenced:
            lines.append(line)
        elif heading := _HEADING.fullmatch(line):
            end_paragraph()
            title = _inline(heading.group(2))
            lines.append(title)
            if underline := _UNDERLINES.get(len(heading.group(1))):
                lines.append(underline * len(title))
        elif not line.strip():
            end_paragraph()
            lines.append(line)
        else:
            bullet = _BULLET.match(line)
            paragraph.append(f"{bullet.group(1)}• {line[bullet.end():]}" if bullet else line)
    end_paragraph()
    return "\n".join(lines)
