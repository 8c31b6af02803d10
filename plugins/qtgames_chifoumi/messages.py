"""Translations of everything Chifoumi says in English (rules, notation, text view)."""

from qtgames.core.i18n import Catalog
from qtgames_chifoumi.rules import KINDS, cannot_take

#: Each kind in French, as the subject of "cannot" and as the object of "take".
_FRENCH_SUBJECTS = ("le puits ne peut pas", "la pierre ne peut pas", "la feuille ne peut pas",
                    "les ciseaux ne peuvent pas")
_FRENCH_OBJECTS = ("le puits", "la pierre", "la feuille", "les ciseaux")

MESSAGES: Catalog = {"fr": {
    "Badge: the height of a stack. Yellow: the last move. Green square: the stack "
    "chosen. Green dots: where it can go. Violet dashed ring: stacking there. Red "
    "ring: a capture there. Red flash: refused, the status line says why.":
        "Pastille : la hauteur d'une pile. Jaune : le dernier coup. Case verte : la "
        "pile choisie. Points verts : où elle peut aller. Anneau violet pointillé : un "
        "empilement. Anneau rouge : une prise. Éclair rouge : refusé, la ligne d'état "
        "dit pourquoi.",
    "none of your stacks can move from there": "aucune de vos piles ne peut partir de là",
    "the chosen stack cannot go there": "la pile choisie ne peut pas aller là",
    # rules.py: notation
    "{text!r} is not a square from A1 to G7": "{text!r} n'est pas une case de A1 à G7",
    "{square} is not on the cross (rows A, B, F and G have only columns 3 to 5)":
        "{square} n'est pas sur la croix (les lignes A, B, F et G n'ont que les colonnes "
        "3 à 5)",
    "{text!r} is not a move like B4-C4": "{text!r} n'est pas un coup comme B4-C4",
    "a position is ROWS SIDE SCORES PLIES STARTER, e.g. rpc/cfr/7/7/7/CFR/RPC S 0-0 0 S":
        "une position s'écrit LIGNES CAMP SCORES COUPS PREMIER, par exemple "
        "rpc/cfr/7/7/7/CFR/RPC S 0-0 0 S",
    "{field!r} is not the scores SOUTH-NORTH, e.g. 3-1":
        "{field!r} n'est pas un score SUD-NORD, par exemple 3-1",
    "the plies without a capture are a number from 0 to {limit}, not {field!r}":
        "les coups sans prise sont un nombre de 0 à {limit}, pas {field!r}",
    "the {what} is S (South) or N (North), not {field!r}":
        "{what} est S (Sud) ou N (Nord), pas {field!r}",
    "side to move": "le camp qui joue",
    "starter": "le premier joueur",
    "a position has 7 rows, A to G, separated by /, not {count}":
        "une position a 7 lignes, de A à G, séparées par /, pas {count}",
    "row {row}: a stack holds the pieces of one player only":
        "ligne {row} : une pile ne contient que les pions d'un seul joueur",
    "unexpected {token!r} in row {row} of the position":
        "{token!r} inattendu à la ligne {row} de la position",
    "row {row} of the position has {count} squares, not {size}":
        "la ligne {row} de la position a {count} cases au lieu de {size}",
    "{player} has {count} pieces of kind {kind}, more than the {most} they start with":
        "{player} a {count} pions de la sorte {kind}, plus que les {most} du départ",
    "{player} has {count} pieces on the board and lost {captured}: that should make {total}":
        "{player} a {count} pions sur le plateau et en a perdu {captured} : cela devrait "
        "faire {total}",
    "South": "Sud",
    "North": "Nord",
    # rules.py: moves refused
    "the game is over": "la partie est finie",
    "you may pass only when you cannot move": "on ne peut passer que si l'on ne peut pas jouer",
    "both squares must be on the cross": "les deux cases doivent être sur la croix",
    "there is no stack on the starting square": "il n'y a aucune pile sur la case de départ",
    "the stack on the starting square is your opponent's":
        "la pile de la case de départ est à votre adversaire",
    "a stack moves one square, in any of the 8 directions":
        "une pile se déplace d'une case, dans l'une des 8 directions",
    "nothing takes its own kind": "rien ne prend sa propre sorte",
    "that move is not allowed here": "ce coup n'est pas permis ici",
    "there is no opposing stack to capture there":
        "il n'y a là aucune pile adverse à prendre",
    **{cannot_take(kind, prey): f"{_FRENCH_SUBJECTS[kind]} prendre {_FRENCH_OBJECTS[prey]}"
       for kind in KINDS for prey in KINDS if kind != prey},
    # text.py
    "a move like F4-E4": "un coup comme F4-E4",
    "Turn {number}": "Tour {number}",
    "It is the turn of {player}": "C'est au tour de {player}",
    "upper case": "majuscules",
    "lower case": "minuscules",
    "{player} cannot move and must pass": "{player} ne peut pas jouer et doit passer",
    "{player} cannot move and passes.": "{player} ne peut pas jouer et passe son tour.",
    "Points: {south} {first}, {north} {second}": "Points : {south} {first}, {north} {second}",
    "Moves without a capture: {count} of {limit}": "Coups sans prise : {count} sur {limit}",
    "{player} started: on equal points, {player} loses":
        "{player} a commencé : à égalité de points, {player} perd",
    "A player has no piece left.": "Un joueur n'a plus de pion.",
    "Only one kind of piece is left on top of the stacks.":
        "Il ne reste qu'une sorte de pion au sommet des piles.",
    "40 moves in a row without a capture.": "40 coups de suite sans prise.",
    "Neither player can move.": "Aucun des deux joueurs ne peut jouer.",
    "The game was stopped.": "La partie a été arrêtée.",
    "{reason} {player} wins: {points} points each, and the player who started loses.":
        "{reason} {player} gagne : {points} points chacun, et le joueur qui a commencé perd.",
    "{reason} {player} wins {high} points to {low}.":
        "{reason} {player} gagne {high} points à {low}.",
    # scene.py
    "Score": "Score",
    "Winner": "Vainqueur",
    "Moves without capture": "Coups sans prise",
    "{player}: {piece}": "{player} : {piece}",
    "{player}: passes": "{player} : passe",
    "{player}: a stack of {count}, from the bottom: {pieces}":
        "{player} : une pile de {count}, de bas en haut : {pieces}",
    "well": "puits",
    "rock": "pierre",
    "paper": "feuille",
    "scissors": "ciseaux",
}}
