"""French translations of the tournament package's messages."""

from qtgames.core.i18n import Catalog

MESSAGES: Catalog = {"fr": {
    "Report written to {path}": "Rapport écrit dans {path}",
    "--cluster needs the Dask 'distributed' package: pip install 'qtgames[cluster]'":
        "--cluster demande le paquet Dask 'distributed' : pip install 'qtgames[cluster]'",
    "cannot reach the Dask scheduler at {address}: {reason}":
        "impossible de joindre l'ordonnanceur Dask {address} : {reason}",
    "a {format} tournament needs at least {count} different players":
        "un tournoi {format} demande au moins {count} joueurs différents",
    "unknown format {name!r} (known: {known})":
        "formule inconnue {name!r} (connues : {known})",
    "--report needs matplotlib: pip install 'qtgames[report]'":
        "--report demande matplotlib : pip install 'qtgames[report]'",
    "cannot write {path}: {reason}": "impossible d'écrire {path} : {reason}",
    "cannot read {path}: {reason}": "impossible de lire {path} : {reason}",
    "{path} already exists: --resume {path} continues it, or choose another file":
        "{path} existe déjà : --resume {path} le poursuit, ou choisissez un autre fichier",
    "{path} holds another tournament ({field} differs: {saved} in the file, {given} here)":
        "{path} est celui d'un autre tournoi ({field} diffère : {saved} dans le fichier, "
        "{given} ici)",
    "{path}: line {number} is not a qtgames tournament result":
        "{path} : la ligne {number} n'est pas un résultat de tournoi qtgames",
    "{path} is not a qtgames results file (it is empty)":
        "{path} n'est pas un fichier de résultats qtgames (il est vide)",
    "a player is named twice: each player once":
        "un joueur est nommé deux fois : chaque joueur une seule fois",
    "{game} with these options is not played by two sides ({count} here): a tournament "
    "needs two players or two teams":
        "{game} ne se joue pas à deux camps avec ces options ({count} ici) : un tournoi "
        "demande deux joueurs ou deux équipes",
    "opening {number}: {error}": "ouverture {number} : {error}",
    "opening {number} is a finished game": "l'ouverture {number} est une partie finie",
    "opening {number} does not fit game {index} of {pairing}: {error}":
        "l'ouverture {number} ne convient pas à la partie {index} de {pairing} : {error}",
    "{line!r} names no move": "{line!r} ne donne aucun coup",
    "an opening of {count} moves (at most {limit})":
        "une ouverture de {count} coups ({limit} au plus)",
    "these moves end the game": "ces coups terminent la partie",
    "--sprt is for a match of two players": "--sprt est pour un match entre deux joueurs",
    "--rounds is for --format swiss": "--rounds est pour --format swiss",
    "--sprt takes elo0=, elo1=, alpha= and beta=, not {word!r}":
        "--sprt prend elo0=, elo1=, alpha= et beta=, pas {word!r}",
    "--sprt {key} must be a number, not {text!r}":
        "--sprt {key} doit être un nombre, pas {text!r}",
    "--sprt alpha and beta must be between 0 and 0.5":
        "--sprt alpha et beta doivent être compris entre 0 et 0,5",
    "--sprt needs elo0 below elo1": "--sprt demande elo0 inférieur à elo1",
    "{path} holds no position": "{path} ne contient aucune position",
    "{path} is not UTF-8 text": "{path} n'est pas du texte UTF-8",
}}
