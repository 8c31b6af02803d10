"""Where the main window first opens: its size on the screen it meets (no Qt here)."""

#: The size the window asks for on a screen large enough.
PREFERRED = (1000, 720)
#: What a window manager's title bar and borders add around the window, at most.
FRAME = (16, 48)


def first_size(free_width: int, free_height: int) -> tuple[int, int]:
    """The window's first size on a screen whose free area (without panels) is
    ``free_width`` × ``free_height``: the preferred size, smaller where the window and
    its frame would not fit."""
    return (min(PREFERRED[0], free_width - FRAME[0]), min(PREFERRED[1], free_height - FRAME[1]))
