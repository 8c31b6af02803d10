"""The command line's crash log: the traceback of an error nobody foresaw, kept in the user
data folder while the person reads one line about it."""

import traceback

from qtgames import paths


def log_crash() -> str | None:
    """Append the current traceback to the crash log; return its path, or None."""
    try:
        path = paths.data_dir() / "crash.log"
        path.parent.mkdir(parents=True, exist_ok=True)
        with path.open("a", encoding="utf-8", errors="backslashreplace") as handle:
            handle.write(traceback.format_exc() + "\n")
        return str(path)
    except OSError:  # no crash log then; the one-line message still goes out
        return None
