"""Translations of everything The Game: Le Duel says in English (rules, notation, views)."""

from qtgames.core.i18n import Catalog

MESSAGES: Catalog = {"fr": {
    "▲ 1→60 and ▼ 60→1: the ascending and descending piles. Raised card: the card "
    "chosen. Green frames: the piles it may go on; yellow frame: the one Enter lays "
    "it on. Dimmed card: it fits no pile now. Red flash: refused, the status line "
    "says why.":
        "▲ 1→60 et ▼ 60→1 : les piles ascendante et descendante. Carte levée : la carte "
        "choisie. Cadres verts : les piles où elle peut aller ; cadre jaune : celle où "
        "Entrée la pose. Carte pâlie : elle ne va sur aucune pile maintenant. Éclair "
        "rouge : refusé, la ligne d'état dit pourquoi.",
    # scene.py: a refused card, pile or key
    "this card goes on none of the piles now":
        "cette carte ne va sur aucune des piles maintenant",
    "choose a card from your hand first": "choisissez d'abord une carte de votre main",
    # rules.py
    "{text!r} is not a card move like 05^A or 57vE, nor end":
        "{text!r} n'est ni une carte comme 05^A ou 57vE, ni end",
    "the game is over": "la partie est finie",
    "lay at least two cards before ending your turn":
        "posez au moins deux cartes avant de finir votre tour",
    "that card is not in your hand": "cette carte n'est pas dans votre main",
    "that card was laid already": "cette carte a déjà été posée",
    "on your ascending pile a card must be higher than the top card, or exactly 10 lower":
        "sur votre pile ascendante, une carte doit être plus haute que celle du dessus, ou "
        "exactement 10 plus basse",
    "on your descending pile a card must be lower than the top card, or exactly 10 higher":
        "sur votre pile descendante, une carte doit être plus basse que celle du dessus, ou "
        "exactement 10 plus haute",
    "a card on your opponent's ascending pile must be lower than its top card":
        "une carte sur la pile ascendante de l'adversaire doit être plus basse que celle du "
        "dessus",
    "a card on your opponent's descending pile must be higher than its top card":
        "une carte sur la pile descendante de l'adversaire doit être plus haute que celle du "
        "dessus",
    "only one card a turn may go on your opponent's piles":
        "une seule carte par tour peut aller sur les piles de l'adversaire",
    "after this card you could not lay a second one":
        "après cette carte, vous ne pourriez plus en poser une deuxième",
    "a position is SEAT LAID ASC0 DESC0 ASC1 DESC1 HAND0 HAND1 DRAW0 DRAW1 tTURN":
        "une position s'écrit JOUEUR POSÉES ASC0 DESC0 ASC1 DESC1 MAIN0 MAIN1 PIOCHE0 "
        "PIOCHE1 tTOUR",
    "the player to move is 0 or 1, not {field!r}":
        "le joueur qui a le trait est 0 ou 1, pas {field!r}",
    "{field!r} is not the cards laid this turn, like 0, 2 or 1h (h: one went on the "
    "opponent's piles)": "{field!r} n'est pas le nombre de cartes posées ce tour, comme 0, "
                         "2 ou 1h (h : une est allée sur les piles de l'adversaire)",
    "{field!r} is not a turn number like t1": "{field!r} n'est pas un numéro de tour comme t1",
    "{field!r} is not a pile: its base {base}, then cards like 12 or 12* separated by dots":
        "{field!r} n'est pas une pile : sa base {base}, puis des cartes comme 12 ou 12* "
        "séparées par des points",
    "{field!r} is not cards like 05,17, nor - (none) or ?N (N hidden cards)":
        "{field!r} n'est ni des cartes comme 05,17, ni - (aucune), ni ?N (N cartes cachées)",
    "a hand holds at most {most} cards": "une main contient au plus {most} cartes",
    "only one player can have laid all their cards":
        "un seul joueur peut avoir posé toutes ses cartes",
    "the hand of the player to move is hidden in this position":
        "la main du joueur qui a le trait est cachée dans cette position",
    "a card appears twice or is not from 02 to 59":
        "une carte apparaît deux fois ou n'est pas entre 02 et 59",
    "each player must have 58 cards in all": "chaque joueur doit avoir 58 cartes en tout",
    # text.py
    "a card like 05^A, a turn like 05^A,57vE,end":
        "une carte comme 05^A, un tour comme 05^A,57vE,end",
    "{player}: {hand} cards in hand, {draw} in the draw pile":
        "{player} : {hand} cartes en main, {draw} dans la pioche",
    "{player}: {draw} cards in the draw pile": "{player} : {draw} cartes dans la pioche",
    "Hand: {cards}": "Main : {cards}",
    "{player}'s hand: {cards}": "Main de {player} : {cards}",
    "Your piles ({player}), A in moves:": "Vos piles ({player}), A dans les coups :",
    "{player}'s piles, A in moves:": "Piles de {player}, A dans les coups :",
    "{player}'s piles, E in moves:": "Piles de {player}, E dans les coups :",
    "Turn {number}": "Tour {number}",
    "It is the turn of {player}": "C'est au tour de {player}",
    "Cards laid this turn: {count}": "Cartes posées ce tour : {count}",
    "Two cards are down: the turn may end (end), or more cards may follow.":
        "Deux cartes sont posées : le tour peut finir (end), ou d'autres cartes suivre.",
    "A card went on the opponent's piles: no more this turn.":
        "Une carte est allée chez l'adversaire : plus d'autre ce tour.",
    "{player}: {cards} cards left": "{player} : {cards} cartes restantes",
    "{player} can lay no more cards: end of turn.":
        "{player} ne peut plus poser de carte : fin du tour.",
    "{player} has laid all 58 cards.": "{player} a posé ses 58 cartes.",
    "{player} cannot lay two cards.": "{player} ne peut pas poser deux cartes.",
    "The game was stopped.": "La partie a été arrêtée.",
    "{player}: end of turn": "{player} : fin du tour",
    "{player}: {card} {arrow} on own pile": "{player} : {card} {arrow} sur sa pile",
    "{player}: {card} {arrow} on {opponent}'s pile":
        "{player} : {card} {arrow} sur la pile de {opponent}",
    # scene.py
    "End turn": "Finir le tour",
}}
