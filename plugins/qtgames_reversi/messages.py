"""Translations of everything Black & White says in English (rules, notation, text view)."""

from qtgames.core.i18n import Catalog

MESSAGES: Catalog = {"fr": {
    "Dot on a disc: the last pawn placed. Small dots: where the player to move may "
    "play. Yellow frame: the keyboard cursor. Pulsing ring: a hint. Red flash: "
    "refused, the status line says why.":
        "Point sur un pion : le dernier pion posé. Petits points : où le joueur au "
        "trait peut jouer. Cadre jaune : le curseur du clavier. Anneau qui pulse : un "
        "conseil. Éclair rouge : refusé, la ligne d'état dit pourquoi.",
    # rules.py
    "the game is over": "la partie est finie",
    "you may pass only when you cannot play": "on ne peut passer que si l'on ne peut pas jouer",
    "not a square of the board": "ce n'est pas une case du plateau",
    "that square is already taken": "cette case est déjà occupée",
    "a pawn there would not flank any opposing pawn":
        "un pion posé là n'encadrerait aucun pion adverse",
    "{text!r} is not a square like d3 or a pass":
        "{text!r} n'est pas une case comme d3 ni « pass »",
    "{text}: not on the board (a1 to {last})": "{text} : hors du plateau (de a1 à {last})",
    "a position is ROWS SIDE [TURN], e.g. 8/8/8/3wb3/3bw3/8/8/8 b 1":
        "une position s'écrit LIGNES CAMP [TOUR], par exemple 8/8/8/3wb3/3bw3/8/8/8 b 1",
    "a position needs an even number of rows from 6 to 26, not {size}":
        "une position doit avoir un nombre pair de lignes de 6 à 26, pas {size}",
    "unexpected {token!r} in row {row} of the position":
        "{token!r} inattendu à la ligne {row} de la position",
    "row {row} of the position has {count} squares, not {size}":
        "la ligne {row} de la position a {count} cases au lieu de {size}",
    "turn number {turn!r} should be a positive number":
        "le numéro de tour {turn!r} doit être un nombre positif",
    # text.py
    "a square like d3": "une case comme d3",
    "Turn {number}": "Tour {number}",
    "It is the turn of {player}": "C'est au tour de {player}",
    "{player} can play": "{player} peut jouer",
    "{player} cannot play and must pass": "{player} ne peut pas jouer et doit passer",
    "{player} cannot play and must pass.": "{player} ne peut pas jouer et passe son tour.",
    "Pawns :": "Pions :",
    "{player}: {count}": "{player} : {count}",
    "{player}: passes": "{player} : passe",
    "The board is full.": "Le plateau est plein.",
    "One side has no pawn left.": "Un camp n'a plus de pion.",
    "Neither player can move.": "Aucun des deux joueurs ne peut jouer.",
    "The game was stopped.": "La partie a été arrêtée.",
    "{reason} Draw, {black} to {white}.": "{reason} Match nul, {black} à {white}.",
    "{reason} {player} wins {high} to {low}.": "{reason} {player} gagne {high} à {low}.",
    # board themes (View › Board Theme)
    "Classic green": "Vert classique",
    "Wood": "Bois",
    "High contrast (shapes on the pawns)": "Contraste élevé (formes sur les pions)",
    # benchmarks.py
    "the model's perft disagrees with the reference":
        "le perft du modèle ne concorde pas avec la référence",
}}
