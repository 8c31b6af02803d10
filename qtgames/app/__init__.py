"""The Qt desktop shell: main window, dialogs, board host, AI worker thread.

With the plugins' ``scene.py`` modules, the only code that imports Qt.
"""
