"""The French of every English sentence Three tricks says."""

from qtgames.core.i18n import Catalog

MESSAGES: Catalog = {"fr": {
    "type the card you play, from 1 to 9": "tapez la carte que vous jouez, de 1 à 9",
    "the game is over": "la partie est finie",
    "that card is not in your hand": "cette carte n'est pas dans votre main",
    "a position is HAND/HAND/FACE-DOWN PLAYED TRICK VIEWER, like '689/235/147 - - -'":
        "une position s'écrit MAIN/MAIN/CACHÉES JOUÉES PLI VUE, comme '689/235/147 - - -'",
    "{word!r} is not a list of cards": "{word!r} n'est pas une liste de cartes",
    "{text!r} is not a position of Three tricks":
        "{text!r} n'est pas une position de Trois plis",
    "Hand of {player}: {cards}": "Main de {player} : {cards}",
    "Card led: {card}": "Carte menée : {card}",
    "Tricks: {first} to {second}": "Plis : {first} à {second}",
    "{player} wins ({reason}).": "{player} gagne ({reason}).",
    "more tricks taken": "plus de plis pris",
}}
