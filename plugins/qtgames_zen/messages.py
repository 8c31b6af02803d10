"""Translations of everything Zen l'Initié says in English (rules, notation, text view)."""

from qtgames.core.i18n import Catalog

MESSAGES: Catalog = {"fr": {
    "Signs: the start squares (Chinese for Black, geometric for White, ☯ the Zen's). "
    "Yellow: the last move. Green square: the pawn chosen. Green dots: where it can "
    "go. Red ring: a capture there. Red flash: refused, the status line says why.":
        "Signes : les cases de départ (chinois pour Noir, géométriques pour Blanc, ☯ celle "
        "du Zen). Jaune : le dernier coup. Case verte : le pion choisi. Points verts : où "
        "il peut aller. Anneau rouge : une prise. Éclair rouge : refusé, la ligne d'état "
        "dit pourquoi.",
    "no pawn of yours can move from there": "aucun de vos pions ne peut partir de là",
    "the selected pawn cannot go there": "le pion choisi ne peut pas aller là",
    # rules.py and match.py
    "{text!r} is not a square from A1 to K11": "{text!r} n'est pas une case de A1 à K11",
    "{text!r} is not a move like F11-F8": "{text!r} n'est pas un coup comme F11-F8",
    "the game is over": "la partie est finie",
    "you may pass only when you cannot move": "on ne peut passer que si l'on ne peut pas jouer",
    "that move is not allowed here": "ce coup n'est pas permis ici",
    "move one of your pawns or the Zen": "déplacez un de vos pions ou le Zen",
    "the Zen may not go straight back where it came from":
        "le Zen ne peut pas revenir tout de suite sur la case qu'il vient de quitter",
    "a pawn moves in a straight line": "un pion se déplace en ligne droite",
    "you cannot land on your own pawn": "on ne peut pas s'arrêter sur un de ses pions",
    "the Zen must end next to a pawn": "le Zen doit finir en contact avec un pion",
    "the distance must equal the number of pawns on that line, and no opposing pawn may "
    "be jumped": "la distance doit égaler le nombre de pions sur la ligne, sans sauter de "
                 "pion adverse",
    "a position holds one Zen at most": "une position contient au plus un Zen",
    "a position holds pawns of at least one colour":
        "une position contient des pions d'au moins une couleur",
    "the finished round's points are already in the scores: they cannot be more than the "
    "winner's score":
        "les points de la manche finie sont déjà dans les scores : ils ne peuvent dépasser "
        "le score du vainqueur",
    "a position is ROWS SEAT ZEN-SQUARE PLAYERS":
        "une position s'écrit LIGNES PLACE CASE-ZEN JOUEURS",
    "a position is ROWS SEAT ZEN-SQUARE PLAYERS vVARIANT SCORES STARTER PENDING":
        "une position s'écrit LIGNES PLACE CASE-ZEN JOUEURS vVARIANTE SCORES PREMIER MANCHE",
    "a position needs 11 rows and a seat below the players count":
        "une position a 11 lignes et une place inférieure au nombre de joueurs",
    "{field!r} is not a variant: v0, v1, v2 or v3":
        "{field!r} n'est pas une variante : v0, v1, v2 ou v3",
    "{field!r} is not the scores BLACK-WHITE, e.g. 3-5":
        "{field!r} n'est pas un score NOIR-BLANC, par exemple 3-5",
    "the colour that started the round is 0 (Black) or 1 (White), not {field!r}":
        "la couleur qui a commencé la manche est 0 (Noir) ou 1 (Blanc), pas {field!r}",
    "{field!r} is not a finished round: -, b or w with its points, or d0":
        "{field!r} n'est pas une manche finie : -, b ou w suivi des points, ou d0",
    "only a match (variants 2 and 3) has scores and a finished round":
        "seul un match (variantes 2 et 3) a des scores et une manche finie",
    "only one side can reach {target} points": "un seul camp peut atteindre {target} points",
    "the match is won: no round is waiting for next":
        "le match est gagné : aucune manche n'attend next",
    "row {row} of the position has {count} squares, not 11":
        "la ligne {row} de la position a {count} cases au lieu de 11",
    "unexpected {token!r} in the position": "{token!r} inattendu dans la position",
    "the round is over: play next": "la manche est finie : jouez next",
    "the round is not over": "la manche n'est pas finie",
    # text.py
    "a move like F11-F8": "un coup comme F11-F8",
    "Turn {number}": "Tour {number}",
    "{player}: passes": "{player} : passe",
    "{player}: next round": "{player} : manche suivante",
    "Match to 7: Black {black}, White {white}": "Match en 7 points : Noir {black}, Blanc {white}",
    "The round is over: next round.": "La manche est finie : manche suivante.",
    "It is the turn of {player}": "C'est au tour de {player}",
    "{player} cannot move and must pass": "{player} ne peut pas jouer et doit passer",
    "Échec !": "Échec !",
    "A chain is complete.": "Une chaîne est complète.",
    "Both chains are complete: draw.": "Les deux chaînes sont complètes : match nul.",
    "Échec et mat.": "Échec et mat.",
    "The match is won.": "Le match est gagné.",
    "Nobody can move: draw.": "Personne ne peut jouer : match nul.",
    "The same position for the third time: draw.":
        "La même position pour la troisième fois : match nul.",
    "The game was stopped.": "La partie a été arrêtée.",
    "{side}: {pawns} pawns in {groups} groups": "{side} : {pawns} pions en {groups} groupes",
    "The Zen has been captured.": "Le Zen a été capturé.",
    "Next round: {player} starts.": "Manche suivante : {player} commence.",
    "Round {number}: draw, no points.": "Manche {number} : nulle, aucun point.",
    "Round {number}: {player} wins, {points} points.":
        "Manche {number} : {player} gagne, {points} points.",
}}
