"""The Game: Le Duel (in progress: not registered as a game yet)."""
