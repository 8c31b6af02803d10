"""Where the built user manual is: ``qtgames/manual/<lang>/index.html``.

``tools/build-manual`` builds it from ``user_manual/`` (pictures made from the real app),
and so does the package build: every wheel and the packaged executables ship it. The app
shows it in Help › User manual.
"""

from pathlib import Path

FOLDER = Path(__file__).parent / "manual"


def index_page(lang: str) -> Path:
    """The manual's first page in ``lang`` (``en`` or ``fr``)."""
    return FOLDER / lang / "index.html"
