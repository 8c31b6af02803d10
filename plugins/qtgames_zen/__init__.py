"""Zen l'Initié: the game plugin (in progress: the rules model is here; the game is not
registered until its text view, scene and AI land)."""
