"""French translations of the tournament package's messages."""

from qtgames.core.i18n import Catalog

MESSAGES: Catalog = {"fr": {
    "Report written to {path}": "Rapport écrit dans {path}",
    "--cluster needs the Dask 'distributed' package: pip install 'qtgames[cluster]'":
        "--cluster demande le paquet Dask 'distributed' : pip install 'qtgames[cluster]'",
    "cannot reach the Dask scheduler at {address}: {reason}":
        "impossible de joindre l'ordonnanceur Dask {address} : {reason}",
    "the Dask worker {worker} has no file {path}: an engine's files must be at the same "
    "path on every worker":
        "le nœud Dask {worker} n'a pas de fichier {path} : les fichiers d'un moteur doivent "
        "être au même chemin sur chaque nœud",
    "{path}: its files are more than {limit} MB, too much to send to a cluster":
        "{path} : ses fichiers font plus de {limit} Mo, trop pour les envoyer à une grappe",
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
    "{path} line {number}: {reason}": "{path} ligne {number} : {reason}",
    "not a qtgames tournament result": "ce n'est pas un résultat de tournoi qtgames",
    "{path} is not an ordinary file": "{path} n'est pas un fichier ordinaire",
    "game {index} of {pairing} is already on line {first}":
        "la partie {index} de {pairing} est déjà à la ligne {first}",
    "game {index} of {pairing} is not one this run would have played":
        "la partie {index} de {pairing} n'est pas une partie que ce tournoi aurait jouée",
    "{field} is {found}, but this run's game has {expected}":
        "{field} vaut {found}, mais la partie de ce tournoi a {expected}",
    "the result recorded ({found}) is not the game's ({actual})":
        "le résultat inscrit ({found}) n'est pas celui de la partie ({actual})",
    "{field} is {found}, but the game's is {expected}":
        "{field} vaut {found}, mais celui de la partie est {expected}",
    "the moves do not begin with this game's opening {opening}":
        "les coups ne commencent pas par l'ouverture de cette partie, {opening}",
    "{field} is {found}, but the game has {count} moves":
        "{field} vaut {found}, mais la partie a {count} coups",
    "a forfeit is recorded after the game's end (move {count})":
        "un forfait est inscrit après la fin de la partie (coup {count})",
    "seat {seat} forfeits, but seat {mover} was to move":
        "la place {seat} déclare forfait, mais c'était à la place {mover} de jouer",
    "the moves stop after move {count}, before the game's end, and no forfeit is recorded":
        "les coups s'arrêtent après le coup {count}, avant la fin de la partie, sans "
        "forfait inscrit",
    "the forfeit {found} is not [seat, reason] with a seat from 0 to {last}":
        "le forfait {found} n'est pas [place, raison] avec une place de 0 à {last}",
    "a loss on time is recorded, but this run has no time control":
        "une perte au temps est inscrite, mais ce tournoi n'a pas de contrôle du temps",
    "{player} is recorded forfeiting ({reason}), but only an outside player can forfeit "
    "other than on time":
        "{player} est inscrit perdant par forfait ({reason}), mais seul un joueur extérieur "
        "peut perdre par forfait autrement qu'au temps",
    "the forfeit's reason {reason} is not one this program gives":
        "la raison du forfait {reason} n'est pas une de celles que donne ce programme",
    "the forfeit's reason is not text of at most {limit} printable characters":
        "la raison du forfait n'est pas un texte d'au plus {limit} caractères affichables",
    "{field} is not a list of {count} lists, one per seat":
        "{field} n'est pas une liste de {count} listes, une par place",
    "{field} holds more times than the game has moves":
        "{field} contient plus de temps que la partie n'a de coups",
    "{field} holds {found}, not a number of seconds":
        "{field} contient {found}, qui n'est pas un nombre de secondes",
    "{path}: line {number} is not a qtgames tournament result":
        "{path} : la ligne {number} n'est pas un résultat de tournoi qtgames",
    "{path} line 1: the run's seed or secret deal key is damaged":
        "{path} ligne 1 : la graine ou la clé secrète de donne du tournoi est abîmée",
    "{path} holds only the beginning of its first line (the run stopped as it began): "
    "delete it and start the run again without --resume":
        "{path} ne contient que le début de sa première ligne (le tournoi s'est arrêté à "
        "son début) : supprimez-le et relancez le tournoi sans --resume",
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
    "--sprt elo0 and elo1 must be between -{limit} and {limit}":
        "--sprt elo0 et elo1 doivent être compris entre -{limit} et {limit}",
    "--anchor takes NAME=ELO with ELO between -{limit} and {limit}, not {text!r}":
        "--anchor prend NOM=ELO avec ELO entre -{limit} et {limit}, pas {text!r}",
    "--anchor {name!r} is not a player of this run (players: {players})":
        "--anchor {name!r} n'est pas un joueur de cette série (joueurs : {players})",
    "--anchor and --offset: one or the other": "--anchor et --offset : l'un ou l'autre",
    "--{name} must be between {low} and {high}, not {value}":
        "--{name} doit être compris entre {low} et {high}, pas {value}",
    "--openings: choose a file": "--openings : choisissez un fichier",
    "--openings and --no-openings: one or the other":
        "--openings et --no-openings : l'un ou l'autre",
    "cannot write {path}: no such folder":
        "impossible d'écrire {path} : ce dossier n'existe pas",
    "cannot write {path}: it is a folder": "impossible d'écrire {path} : c'est un dossier",
    "--export-games {path}: choose a new or empty folder":
        "--export-games {path} : choisissez un dossier nouveau ou vide",
    "{path} holds no position": "{path} ne contient aucune position",
    "{path} is not UTF-8 text": "{path} n'est pas du texte UTF-8",
    "--tc {text!r} is not MOVES/SECONDS+INCREMENT (as 40/60+0.5, 60+1 or 300)":
        "--tc {text!r} n'est pas de la forme COUPS/SECONDES+INCRÉMENT (comme 40/60+0.5, "
        "60+1 ou 300)",
    "--tc moves must be between 1 and {most}, not {moves}":
        "--tc : le nombre de coups doit être compris entre 1 et {most}, pas {moves}",
    "--tc seconds must be between {low:g} and {high:g}, not {value:g}":
        "--tc : les secondes doivent être comprises entre {low:g} et {high:g}, pas {value:g}",
    "{option} takes score=S and moves=N once each, not {word!r}":
        "{option} prend score=S et moves=N une fois chacun, pas {word!r}",
    "{option} needs score=S and moves=N": "{option} demande score=S et moves=N",
    "{option} score must be a number from 0 to {most:g}, not {text!r}":
        "{option} : score doit être un nombre de 0 à {most:g}, pas {text!r}",
    "{option} moves must be between 1 and {most}, not {text!r}":
        "{option} : moves doit être compris entre 1 et {most}, pas {text!r}",
    "move_scores is not one number or null for each of the {count} moves":
        "move_scores n'est pas un nombre ou null pour chacun des {count} coups",
    "the scores end the game at move {number}, but it goes on":
        "les scores terminent la partie au coup {number}, mais elle continue",
    "--tc increment must be at most {most:g}, not {value:g}":
        "--tc : l'incrément doit être d'au plus {most:g}, pas {value:g}",
}}
