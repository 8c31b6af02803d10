"""Translations of everything Le Roi des Roses says in English (rules, notation, views)."""

from collections.abc import Callable

from qtgames.core.i18n import Catalog

#: A translator: ``tr(template, **values)``.
Tr = Callable[..., str]
#: The English of a count of points and of pawns left, where it is not ``{count} ...``
#: (each language's catalogue says ``0 point`` or ``0 points``).
POINTS = {0: "0 points", 1: "1 point"}
PAWNS_LEFT = {0: "0 pawns left", 1: "1 pawn left"}


def points(tr: Tr, count: int) -> str:
    """``1 point``, ``5 points`` (``0 point`` in French), translated by ``tr``."""
    return tr(POINTS.get(count, "{count} points"), count=count)


def pawns_left(tr: Tr, count: int) -> str:
    """``1 pawn left``, ``5 pawns left``, translated by ``tr``."""
    return tr(PAWNS_LEFT.get(count, "{count} pawns left"), count=count)


MESSAGES: Catalog = {"fr": {
    "Crown: the king; star: its start. Dashed line: the last card played. Green "
    "dots: the squares the playable cards reach. Green line: where the card under "
    "the mouse sends the king; red line and cross: it cannot be played. Outlines "
    "with a badge: the territories and their points. Red flash: refused, the status "
    "line says why.":
        "Couronne : le roi ; étoile : son départ. Trait pointillé : la dernière carte "
        "jouée. Points verts : les cases qu'atteignent les cartes jouables. Trait vert "
        ": où la carte sous la souris envoie le roi ; trait et croix rouges : elle ne "
        "peut pas être jouée. Contours avec pastille : les territoires et leurs points. "
        "Éclair rouge : refusé, la ligne d'état dit pourquoi.",
    # scene.py: a refused square
    "no card in your hand takes the king there":
        "aucune carte de votre main n'amène le roi là",
    # rules.py
    "{text!r} is not a card like N2 or SO3 (directions N NE E SE S SO O NO, O is west; "
    "distances 1 to 3)": "{text!r} n'est pas une carte comme N2 ou SO3 (directions N NE E SE "
                         "S SO O NO ; distances 1 à 3)",
    "{text!r} is not a card like N2 or SO3, nor draw or pass":
        "{text!r} n'est ni une carte comme N2 ou SO3, ni pioche, ni passe",
    "the game is over": "la partie est finie",
    "you already hold five cards: you cannot draw":
        "vous avez déjà cinq cartes : vous ne pouvez pas piocher",
    "you may pass only when you can neither play a card nor draw":
        "vous ne pouvez passer que si vous ne pouvez ni jouer une carte ni piocher",
    "that card is not in your hand": "cette carte n'est pas dans votre main",
    "the king would leave the board": "le roi sortirait du plateau",
    "the king would land on a pawn": "le roi arriverait sur un pion",
    "the draw pile is hidden in this position: no card can be drawn":
        "la pioche est cachée dans cette position : aucune carte ne peut être piochée",
    "the reshuffle is hidden in this position":
        "le mélange de la défausse est caché dans cette position",
    "a position is BOARD ROW,COLUMN SEAT HAND_R HAND_B DRAW DISCARD pPASSES sSEED (or vSEAT "
    "in a view)": "une position s'écrit PLATEAU LIGNE,COLONNE JOUEUR MAIN_R MAIN_B PIOCHE "
                  "DÉFAUSSE pPASSES sGRAINE (ou vJOUEUR dans une vue)",
    "{field!r} is not the king's square, like 4,4 (row and column from 0 to 8)":
        "{field!r} n'est pas la case du roi, comme 4,4 (ligne et colonne de 0 à 8)",
    "the player to move is R or B, not {field!r}":
        "le joueur qui a le trait est R ou B, pas {field!r}",
    "{field!r} is not the passes in a row, p0, p1 or p2":
        "{field!r} n'est pas le nombre de passes d'affilée, p0, p1 ou p2",
    "a hand holds at most {most} cards": "une main contient au plus {most} cartes",
    "a card appears twice": "une carte apparaît deux fois",
    "the hands and piles must hold the 24 cards in all":
        "les mains et les piles doivent contenir les 24 cartes en tout",
    "a player has at most {most} pawns": "un joueur a au plus {most} pions",
    "the king stands on the last pawn placed, not on an empty square":
        "le roi est sur le dernier pion posé, pas sur une case vide",
    "before the first pawn the king is on the centre square, 4,4":
        "avant le premier pion, le roi est sur la case centrale, 4,4",
    "{field!r} is not cards like N2,SO3, nor - (none)":
        "{field!r} n'est pas une liste de cartes comme N2,SO3, ni - (aucune)",
    "the board is 9 rows of 9 characters . R or B, separated by /":
        "le plateau est fait de 9 lignes de 9 caractères . R ou B, séparées par /",
    "a view (a draw pile written ?N) ends with the seat it was made for, vR or vB, not "
    "{field!r}": "une vue (une pioche écrite ?N) finit par le joueur pour qui elle est faite, "
                 "vR ou vB, pas {field!r}",
    "{field!r} is not the reshuffle seed, like s12345":
        "{field!r} n'est pas la graine du mélange, comme s12345",
    # text.py
    "a card like N2 or SO3, draw (pioche) or pass":
        "une carte comme N2 ou SO3, pioche (draw) ou passe (pass)",
    "King: row {row}, column {column}": "Roi : ligne {row}, colonne {column}",
    "Draw pile: {count} cards; discard pile: {top}":
        "Pioche : {count} cartes ; défausse : {top}",
    "empty": "vide",
    "{player} ({pawns}): {cards}": "{player} ({pawns}) : {cards}",
    "Turn {number}": "Tour {number}",
    "Score: {red_player} {red}, {white_player} {white}":
        "Score : {red_player} {red}, {white_player} {white}",
    "{player} passed.": "{player} a passé son tour.",
    "{player} passes (penalty): no valid answer in 3 tries.":
        "{player} passe (pénalité) : aucune réponse valable en 3 essais.",
    "It is the turn of {player}": "C'est au tour de {player}",
    "{player}: {points}, {pawns}": "{player} : {points}, {pawns}",
    "{player}: {points}": "{player} : {points}",
    "{player}: draws": "{player} : pioche",
    "{player}: passes": "{player} : passe",
    "{player}: passes (penalty)": "{player} : passe (pénalité)",
    "{player} holds five cards and can play none: {player} passes.":
        "{player} a cinq cartes et ne peut en jouer aucune : {player} passe son tour.",
    "Both players passed in a row: the game is over.":
        "Les deux joueurs ont passé l'un après l'autre : la partie est finie.",
    "A player has placed their 26th pawn: the game is over.":
        "Un joueur a posé son 26e pion : la partie est finie.",
    "The game was stopped.": "La partie a été arrêtée.",
    "{red_player} {red}, {white_player} {white}.": "{red_player} {red}, {white_player} {white}.",
    # scene.py
    "{player} ({house})": "{player} ({house})",
    "0 points": "0 point",
    "1 point": "1 point",
    "{count} points": "{count} points",
    "0 pawns left": "0 pion restant",
    "1 pawn left": "1 pion restant",
    "{count} pawns left": "{count} pions restants",
    "Draw pile": "Pioche",
    "Discard pile": "Défausse",
    "{count} cards": "{count} cartes",
    "1 card": "1 carte",
    "Draw (D)": "Piocher (D)",
    "{player} passes: five cards in hand and none can be played.":
        "{player} passe son tour : cinq cartes en main et aucune ne peut être jouée.",
    "Final score": "Score final",
    "The game is a draw.": "La partie est nulle.",
}}
