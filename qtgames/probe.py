"""The sign of life of a started app, which ``qtgames bench --startup`` times: with
``PROBE`` set in its environment, the app prints ``WINDOW_SHOWN`` once its window is shown,
then quits; with ``PROBE`` set to ``BARE``, the packaged app shows a bare PySide6 window
instead (``qtgames.app.barewindow``), the yardstick frozen the same way. Below both shells,
so that the app needs nothing of the text version."""

PROBE = "QTGAMES_STARTUP_PROBE"
WINDOW_SHOWN = "qtgames: main window shown"
BARE = "bare"
