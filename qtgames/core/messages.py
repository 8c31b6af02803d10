"""French translations of the core's messages (options, records, save files, players)."""

from qtgames.core.i18n import Catalog

MESSAGES: Catalog = {"fr": {
    "{game} has no computer level {name!r} (known: {known})":
        "{game} n'a pas de niveau {name!r} (niveaux : {known})",
    "unknown game {game!r} (known: {known})": "jeu inconnu {game!r} (jeux connus : {known})",
    "option {key}: {value!r} is not one of {allowed}":
        "option {key} : {value!r} n'est pas une des valeurs {allowed}",
    "option {option!r} should look like KEY=VALUE":
        "l'option {option!r} doit s'écrire CLÉ=VALEUR",
    "unknown option {key!r} (known: {known})": "option inconnue {key!r} (options : {known})",
    "none": "aucune",
    "{game} needs {needed} players, got {count}":
        "{game} se joue à {needed} joueurs, pas {count}",
    "{move}: {reason}": "{move} : {reason}",
    "{move}: the game has reached {limit} moves, the most a game of {game} may have":
        "{move} : la partie a atteint {limit} coups, le plus qu'une partie de {game} puisse "
        "compter",
    "the game is over": "la partie est finie",
    "that move is not allowed here": "ce coup n'est pas permis ici",
    "only qtgames plays that move, as a penalty":
        "seul qtgames joue ce coup, comme pénalité",
    "The game is a draw.": "La partie est nulle.",
    "{player} wins.": "{player} gagne.",
    "{player} has a single move: {move}.": "{player} n'a qu'un coup possible : {move}.",
    "{player}: {move}": "{player} : {move}",
    "{player}: a move not shown": "{player} : un coup non montré",
    "{moves}; {move}": "{moves} ; {move}",
    "it is not your turn": "ce n'est pas votre tour",
    "cannot save {path}: {reason}": "impossible d'enregistrer {path} : {reason}",
    "this game cannot be saved without its hidden cards":
        "cette partie ne peut pas être enregistrée sans ses cartes cachées",
    "cannot save {path}: it is a folder; give the file a name":
        "impossible d'enregistrer {path} : c'est un dossier ; donnez un nom au fichier",
    "cannot save {path}: there is no folder {folder}":
        "impossible d'enregistrer {path} : le dossier {folder} n'existe pas",
    "cannot save {path}: the folder {folder} takes no new files (a system folder); "
    "choose another one": "impossible d'enregistrer {path} : le dossier {folder} n'accepte "
                          "pas de nouveau fichier (un dossier du système) ; choisissez-en "
                          "un autre",
    "cannot save {path}: you may not write in the folder {folder}; choose another one":
        "impossible d'enregistrer {path} : vous ne pouvez pas écrire dans le dossier "
        "{folder} ; choisissez-en un autre",
    "cannot open {path}: {reason}": "impossible d'ouvrir {path} : {reason}",
    "{path}: {error}": "{path} : {error}",
    "file too large for a saved game ({size} bytes)":
        "fichier trop gros pour une partie enregistrée ({size} octets)",
    "the file is empty": "le fichier est vide",
    "not a saved game (not UTF-8 text)": "ce n'est pas une partie enregistrée (pas du texte "
                                         "UTF-8)",
    "the file is truncated (it ends in the middle)": "le fichier est tronqué (il s'arrête au "
                                                     "milieu)",
    "not a saved game (invalid JSON at line {line})":
        "ce n'est pas une partie enregistrée (JSON invalide ligne {line})",
    "not a saved game (nested too deeply)":
        "ce n'est pas une partie enregistrée (imbrication trop profonde)",
    "missing field {key!r}": "champ {key!r} manquant",
    "field {key!r} should be {kind}": "le champ {key!r} doit être {kind}",
    "text": "du texte",
    "a whole number": "un nombre entier",
    "a list": "une liste",
    "an object": "un objet",
    "not a qtgames saved game": "ce n'est pas une partie enregistrée par qtgames",
    "saved by a newer or unknown format version {version} (this program reads {supported})":
        "enregistrée dans une version de format plus récente ou inconnue, {version} (ce "
        "programme lit la version {supported})",
    "field 'moves' should be a list of texts": "le champ 'moves' doit être une liste de textes",
    "cursor {cursor} is outside the {count} moves":
        "le curseur {cursor} est en dehors des {count} coups",
    "the seed must be a whole number from 0 to {largest}, not {seed}":
        "la graine doit être un nombre entier de 0 à {largest}, pas {seed}",
    "field 'seed' should be a whole number from 0 to {largest}":
        "le champ 'seed' doit être un nombre entier de 0 à {largest}",
    "a deal key is {count} hexadecimal digits":
        "une clé de donne s'écrit avec {count} chiffres hexadécimaux",
    "field 'deal_key' should be {count} hexadecimal digits":
        "le champ 'deal_key' doit compter {count} chiffres hexadécimaux",
    "field 'drawn' should map the number of a move (from 0 to {last}) to the cards it "
    "drew, like \"17,23\"":
        "le champ 'drawn' doit associer le numéro d'un coup (de 0 à {last}) aux cartes "
        "qu'il a tirées, comme \"17,23\"",
    "the cards drawn, {cards}, are not {count} of the cards left to draw":
        "les cartes tirées, {cards}, ne sont pas {count} des cartes qui restent à tirer",
    "that move reveals no card here": "ce coup ne dévoile aucune carte ici",
    "field {key!r} is a number too long ({digits} digits)":
        "le champ {key!r} est un nombre trop long ({digits} chiffres)",
    "saved by qtgames {app} in a newer or unknown format version {version} (this program "
    "reads {supported})":
        "enregistrée par qtgames {app} dans une version de format plus récente ou inconnue, "
        "{version} (ce programme lit la version {supported})",
    "saved by a newer version of {game} ({saved}; this program has {installed}): update "
    "qtgames to open it":
        "enregistrée par une version plus récente de {game} ({saved} ; ce programme a la "
        "version {installed}) : mettez qtgames à jour pour l'ouvrir",
    "the game has {count} moves, more than {game} ever needs ({limit})":
        "la partie compte {count} coups, plus qu'il n'en faut jamais à {game} ({limit})",
    "{path}: file too large for a saved game (more than {size} bytes)":
        "{path} : fichier trop gros pour une partie enregistrée (plus de {size} octets)",
    # reading files (qtgames.core.files)
    "{error}": "{error}",
    "{path} is a folder, not a file": "{path} est un dossier, pas un fichier",
    "{path} is not an ordinary file (a device, a pipe or a socket)":
        "{path} n'est pas un fichier ordinaire (un périphérique, un tube ou une socket)",
    "{path} is too large (more than {limit} bytes)":
        "{path} est trop gros (plus de {limit} octets)",
    "not UTF-8 text": "pas du texte UTF-8",
    "not valid JSON": "pas du JSON valide",
    "nested too deeply": "imbrication trop profonde",
    "the settings file {path} cannot be read ({reason}); it is ignored":
        "le fichier de réglages {path} ne peut pas être lu ({reason}) ; il est ignoré",
    "the settings file {path} is damaged ({reason}) and could not be set aside ({error}); "
    "it is ignored":
        "le fichier de réglages {path} est abîmé ({reason}) et n'a pas pu être mis de côté "
        "({error}) ; il est ignoré",
    "the settings file {path} is damaged ({reason}); it was set aside as {aside} and the "
    "defaults are used":
        "le fichier de réglages {path} est abîmé ({reason}) ; il a été mis de côté sous le "
        "nom {aside} et les réglages par défaut sont utilisés",
    "illegal move {move!r} at position {number}: {reason}":
        "coup illégal {move!r} en position {number} : {reason}",
    "field 'seats' should be a list of {name, player} objects":
        "le champ 'seats' doit être une liste d'objets {name, player}",
    # players (qtgames.table.choices)
    "human": "humain",
    "random": "hasard",
    "Random": "Hasard",
    "Human": "Humain",
    "Computer: {level}": "Ordinateur : {level}",
    # plugin loading and game descriptions
    "its name {name!r} clashes with a module already loaded":
        "son nom {name!r} est déjà celui d'un module chargé",
    "it is not an importable Python module": "ce n'est pas un module Python importable",
    "it does not implement the {hook} hook": "il n'implémente pas le point d'entrée {hook}",
    "its hook {hook} is a wrapper, which qtgames does not call":
        "son point d'entrée {hook} est une enveloppe, que qtgames n'appelle pas",
    "qtgames_games must return a list of GameSpec":
        "qtgames_games doit renvoyer une liste de GameSpec",
    "game id {game!r} is already provided by {owner}":
        "l'identifiant de jeu {game!r} est déjà fourni par {owner}",
    "a plugin named {name!r} is already loaded": "un module nommé {name!r} est déjà chargé",
    "it needs plugin API version {version}, this qtgames provides version {ours}":
        "il demande la version {version} de l'API des modules, ce qtgames fournit la "
        "version {ours}",
    "it tried to end qtgames with sys.exit({code}) while loading":
        "il a tenté d'arrêter qtgames avec sys.exit({code}) pendant son chargement",
    "it raised KeyboardInterrupt while loading":
        "il a levé KeyboardInterrupt pendant son chargement",
    "it took longer than {seconds} s to load: skipped (it is checked again when its files "
    "change)": "son chargement a pris plus de {seconds} s : ignoré (il sera vérifié à "
               "nouveau quand ses fichiers changeront)",
    "it ended the process (exit code {code}) while loading: skipped":
        "il a arrêté le processus (code de sortie {code}) pendant son chargement : ignoré",
    "qtgames_games returned {kind}, not a GameSpec":
        "qtgames_games a renvoyé {kind}, pas un GameSpec",
    "game id {game!r} should be lower-case letters and digits":
        "l'identifiant de jeu {game!r} doit être en lettres minuscules et chiffres",
    "game {game!r}: {field} should be {expected}, not {found}":
        "jeu {game!r} : {field} doit être {expected}, pas {found}",
    "game {game!r} declares no seats": "le jeu {game!r} ne déclare aucune place",
    "game {game!r}: levels should have different names, none of them 'random'":
        "jeu {game!r} : les niveaux doivent avoir des noms différents, aucun 'random'",
    "a text (a str or a {language: str} mapping)":
        "un texte (une str ou un dictionnaire {langue: str})",
    "a non-empty str": "une str non vide",
    "a function (options, seed) -> state": "une fonction (options, graine) -> position",
    "a function (text, options) -> state": "une fonction (texte, options) -> position",
    "a tuple of seat names (str) or a function of the options":
        "un tuple de noms de places (str) ou une fonction des options",
    "a mapping of seat name to text": "un dictionnaire nom de place -> texte",
    "a tuple of Level (name str, label text, make function)":
        "un tuple de Level (nom str, libellé texte, fonction make)",
    "a 'package.module:Class' str": "une str 'paquet.module:Classe'",
    "a tuple of OptionSpec": "un tuple d'OptionSpec",
    "a mapping {language: {English: translation}}":
        "un dictionnaire {langue: {anglais: traduction}}",
    "a Path or None": "un Path ou None",
    "a 'package.module:Class' str or None": "une str 'paquet.module:Classe' ou None",
    "a positive int": "un int positif",
    "an int, 0 or more": "un int, 0 ou plus",
    "True or False": "True ou False",
    "None, a tuple of int or a function of the options":
        "None, un tuple d'int ou une fonction des options",
    # outside players (qtgames.players) and the JSON-lines framing (core.jsonlines)
    "a line of more than {limit} bytes": "une ligne de plus de {limit} octets",
    'a message without a "type": {line!r}': 'un message sans « type » : {line!r}',
    "a {type} message whose {name!r} is {value!r}":
        "un message {type} dont {name!r} vaut {value!r}",
    "bad engine command {command!r}: {error}":
        "commande de moteur {command!r} incorrecte : {error}",
    "engine program {program!r} is a folder": "le programme moteur {program!r} est un dossier",
    "engine program {program!r} is not executable":
        "le programme moteur {program!r} n'est pas exécutable",
    "engine program {program!r} is not found": "programme moteur {program!r} introuvable",
    "expected a hello message, got {type!r}": "un message hello était attendu, pas {type!r}",
    "more than {limit} bytes for one request": "plus de {limit} octets pour une seule demande",
    "no file {path}": "aucun fichier {path}",
    "not a JSON message: {line!r}": "pas un message JSON : {line!r}",
    "a message of type {type!r} holds a lone surrogate ({escape}), which is not text":
        "un message de type {type!r} contient un demi-caractère isolé ({escape}), qui n'est "
        "pas du texte",
    "not a JSON object: {line!r}": "pas un objet JSON : {line!r}",
    "protocol version {found!r}, expected {expected}":
        "version de protocole {found!r}, {expected} attendue",
    "unknown kind of player {kind!r} in {name!r} (known: ai:FILE, py:FILE, engine:COMMAND)":
        "sorte de joueur {kind!r} inconnue dans {name!r} (connues : ai:FICHIER, py:FICHIER, "
        "engine:COMMANDE)",
    "{game} has no AI-file convention: use py:FILE for a Python bot file or engine:COMMAND "
    "for a program":
        "{game} n'a pas de convention de fichiers d'IA : py:FICHIER pour un fichier Python "
        "qui joue, engine:COMMANDE pour un programme",
    "{game}: cannot load its AI-file convention {reference}: {error}":
        "{game} : impossible de charger sa convention de fichiers d'IA {reference} : {error}",
    "{game}: {reference} is not an AI-file convention (it needs functions including 'play', "
    "invalid_limit, arguments, move and fallback)":
        "{game} : {reference} n'est pas une convention de fichiers d'IA (il lui faut "
        "functions avec 'play', invalid_limit, arguments, move et fallback)",
    "{name!r} is not an outside player (ai:FILE, py:FILE or engine:COMMAND)":
        "{name!r} n'est pas un joueur externe (ai:FICHIER, py:FICHIER ou engine:COMMANDE)",
    "{name!r} names no command": "{name!r} ne donne aucune commande",
    "an outside player's name is {count} characters long, more than {limit}":
        "le nom d'un joueur externe fait {count} caractères, plus de {limit}",
    "{name!r} names no file": "{name!r} ne donne aucun fichier",
    "{name!r}: the time per move after @ must be a number of seconds from {low:g} to "
    "{high:g}":
        "{name!r} : le temps par coup après @ doit être un nombre de secondes de {low:g} à "
        "{high:g}",
    "{path} is a folder with no __init__.py, neither a Python file nor a package":
        "{path} est un dossier sans __init__.py, ni un fichier Python ni un paquet",
    "{path} is not a Python file (.py)": "{path} n'est pas un fichier Python (.py)",
    "{player}: answered {answer}, not a legal move":
        "{player} : a répondu {answer}, qui n'est pas un coup permis",
    "{player}: bad hello: {error}": "{player} : mauvais hello : {error}",
    "{player}: {count} invalid answers in a row, and the move then played for it ({move}) "
    "is not allowed here":
        "{player} : {count} réponses invalides d'affilée, et le coup alors joué pour lui "
        "({move}) n'est pas permis ici",
    "{player}: cannot be loaded: {detail}": "{player} : impossible de le charger : {detail}",
    "{player}: cannot be started: {error}": "{player} : impossible de le lancer : {error}",
    "{player}: cannot start {function}: {detail}":
        "{player} : impossible de lancer {function} : {detail}",
    "{player}: closed its output": "{player} : a fermé sa sortie",
    "{player}: did not start within {seconds:g} s":
        "{player} : n'a pas démarré en {seconds:g} s",
    "{player}: no answer within {seconds:g} s": "{player} : pas de réponse en {seconds:g} s",
    "{player}: sent {type!r} instead of a move": "{player} : a envoyé {type!r} au lieu d'un coup",
    "{player}: sent {type!r} instead of an answer":
        "{player} : a envoyé {type!r} au lieu d'une réponse",
    "{player}: stopped (exit code {code})": "{player} : s'est arrêté (code de sortie {code})",
    "{player}: stopped (exit code {code}): {detail}":
        "{player} : s'est arrêté (code de sortie {code}) : {detail}",
    "{player}: was killed by signal {signal}": "{player} : a été tué par le signal {signal}",
    "{player}: wrote junk on its output: {error}":
        "{player} : a écrit n'importe quoi sur sa sortie : {error}",
    "{player}: {error}": "{player} : {error}",
    "{player}: {function} called {detail}": "{player} : {function} a appelé {detail}",
    "{player}: {function} raised {detail}": "{player} : {function} a levé {detail}",
    # the box of outside players
    "outside players run without a box ({reason}): they can read and change your files":
        "les joueurs extérieurs tournent hors de leur boîte ({reason}) : ils peuvent lire "
        "et modifier vos fichiers",
    "--no-sandbox was given": "--no-sandbox est donné",
    "bubblewrap exists on Linux only": "bubblewrap n'existe que sous Linux",
    "bwrap (bubblewrap) is not installed": "bwrap (bubblewrap) n'est pas installé",
    "bwrap cannot start: {detail}": "bwrap ne peut pas démarrer : {detail}",
    # the reasons every game shares (qtgames.core.outcome.SHARED_REASONS)
    "The game was stopped.": "La partie a été arrêtée.",
    "The game was lost by forfeit.": "La partie a été perdue par forfait.",
    "The game was given up.": "La partie a été abandonnée.",
    "The players agreed to a draw.": "Les joueurs sont convenus d'une nulle.",
}}
