"""The French of every English sentence Nim says: reasons, notation errors, the text view."""

from qtgames.core.i18n import Catalog

MESSAGES: Catalog = {"fr": {
    "a Nim position is MATCHES SEAT, like '21 0'":
        "une position de Nim s'écrit ALLUMETTES JOUEUR, comme '21 0'",
    "type how many matches you take: 1, 2 or 3":
        "tapez combien d'allumettes vous prenez : 1, 2 ou 3",
    "the game is over": "la partie est finie",
    "take 1, 2 or 3 matches": "prenez 1, 2 ou 3 allumettes",
    "there are not that many matches left": "il ne reste pas autant d'allumettes",
}}
