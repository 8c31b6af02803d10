"""French translations of the command line's messages (text version, engine commands)."""

from qtgames.core.i18n import Catalog

MESSAGES: Catalog = {"fr": {
    # text version
    "Commands:": "Commandes :",
    "{move_hint} to play, moves, undo [N], redo, hint,":
        "{move_hint} pour jouer, coups, annuler [N], refaire, indice,",
    "save FILE, load FILE, abandon, quit, help":
        "sauver FICHIER, charger FICHIER, abandon, quitter, aide",
    "play a move": "jouer un coup",
    "a move always wins over a command: type a command in full, or with ':' before it "
    "(:undo)": "un coup passe avant une commande : tapez une commande en entier, ou avec "
               "« : » devant (:annuler)",
    "list the legal moves": "afficher les coups possibles",
    "take back N moves (against the computer: back to your turn)":
        "reprendre N coups (contre l'ordinateur : jusqu'à votre tour)",
    "replay N undone moves": "rejouer N coups repris",
    "ask the computer for a move": "demander un coup à l'ordinateur",
    "review the game: chances, preferred moves, mistakes":
        "analyser la partie : chances, coups préférés, erreurs",
    "Reviewing {count} positions…": "Analyse de {count} positions…",
    "start": "départ",
    "preferred: {move}": "préféré : {move}",
    "blunder": "gaffe",
    "mistake": "erreur",
    "inaccuracy": "imprécision",
    "exact: {score:+d}": "exact : {score:+d}",
    "a game with hidden cards is reviewed once it is over":
        "une partie à cartes cachées s'analyse une fois terminée",
    "save the game": "enregistrer la partie",
    "load a saved game": "charger une partie enregistrée",
    "print the position in the game's notation": "afficher la position dans la notation du jeu",
    "start a new game with the same players": "nouvelle partie avec les mêmes joueurs",
    "give up the game": "abandonner la partie",
    "leave": "quitter",
    "show this list": "afficher cette liste",
    "Game over: undo, save, new or quit.":
        "Partie terminée : annuler, sauver, nouvelle ou quitter.",
    "game over": "partie terminée",
    "{player} ({level}) is thinking…": "{player} ({level}) réfléchit…",
    "{player} played {move}.": "{player} a joué {move}.",
    "{player} loses by forfeit: {reason}. {winners} wins.":
        "{player} perd par forfait : {reason}. {winners} gagne.",
    "unknown command {word!r}; type help for the list":
        "commande inconnue {word!r} ; tapez aide pour la liste",
    "Legal moves ({count}): {moves}": "Coups possibles ({count}) : {moves}",
    "Pass the keyboard to {player}, then press Enter.":
        "Passez le clavier à {player}, puis appuyez sur Entrée.",
    "Only Enter hands over the keyboard: press Enter when {player} is at the keyboard, "
    "then type commands.": "Seule la touche Entrée passe le clavier : appuyez sur Entrée "
                           "quand {player} est au clavier, puis tapez les commandes.",
    "{text!r} is not a number of moves": "{text!r} n'est pas un nombre de coups",
    "nothing to undo": "rien à annuler",
    "the moves before are another player's, who sees what you may not: they cannot be "
    "taken back": "les coups d'avant sont ceux d'un autre joueur, qui voit ce que vous ne "
                  "pouvez pas voir : ils ne peuvent pas être repris",
    "nothing to redo": "rien à refaire",
    "Took back {count} move(s).": "{count} coup(s) repris.",
    "Replayed {count} move(s).": "{count} coup(s) rejoué(s).",
    "Thinking…": "Réflexion…",
    "Hint: {move}": "Indice : {move}",
    "save needs a file name, e.g. save mygame{extension}":
        "sauver demande un nom de fichier, par exemple sauver mapartie{extension}",
    "Saved to {path}.": "Partie enregistrée dans {path}.",
    "load needs a file name": "charger demande un nom de fichier",
    "Loaded {path}.": "Partie chargée depuis {path}.",
    "Seat {seat} was played by the outside player {player} in the saved game; a person "
    "plays it now (a saved game never starts a program). To play it again: {command}":
        "La place {seat} était jouée par le joueur externe {player} dans la partie "
        "enregistrée ; une personne la joue maintenant (une partie enregistrée ne lance "
        "jamais de programme). Pour le faire jouer à nouveau : {command}",
    "{player} abandons. {winners} wins.": "{player} abandonne. {winners} gagne.",
    "This game ({game}) is not saved: its moves would be lost. Quit anyway? [y/N] ":
        "Cette partie ({game}) n'est pas enregistrée : ses coups seraient perdus. "
        "Quitter quand même ? [o/N] ",
    "This game ({game}) is not saved: its moves would be lost. Replace it anyway? [y/N] ":
        "Cette partie ({game}) n'est pas enregistrée : ses coups seraient perdus. "
        "La remplacer quand même ? [o/N] ",
    "Goodbye.": "Au revoir.",
    "This game ({game}) is not saved: its moves would be lost. Give it up anyway? "
    "[y/N] ":
        "Cette partie ({game}) n'est pas enregistrée : ses coups seraient perdus. "
        "L'abandonner quand même ? [o/N] ",
    "The game in progress is kept: run qtgames text to continue it.":
        "La partie en cours est gardée : lancez qtgames text pour la continuer.",
    "Continue the game in progress: {game}, move {move}? [Y/n] ":
        "Continuer la partie en cours : {game}, coup {move} ? [O/n] ",
    "The game in progress goes on: type save FILE to keep it in a file.":
        "La partie en cours continue : tapez sauver FICHIER pour la garder dans un fichier.",
    "The game in progress cannot be continued: {error}":
        "La partie en cours ne peut pas être continuée : {error}",
    "internal error, the game goes on: {error}": "erreur interne, la partie continue : {error}",
    "(details in {path})": "(détails dans {path})",
    "a file name cannot contain a NUL character":
        "un nom de fichier ne peut pas contenir de caractère NUL",
    "{path}: no such home folder": "{path} : dossier personnel inconnu",
    "{path} is a folder: give the name of a file in it":
        "{path} est un dossier : donnez le nom d'un fichier dans ce dossier",
    "{path} is a folder, not a saved game": "{path} est un dossier, pas une partie enregistrée",
    "no game found (see 'qtgames list')": "aucun jeu trouvé (voir 'qtgames list')",
    "name a game: {games}": "indiquez un jeu : {games}",
    "Which game? ": "Quel jeu ? ",
    "no game chosen": "aucun jeu choisi",
    "type a number from 1 to {count}": "tapez un nombre de 1 à {count}",
    "--players needs {count} names, one per seat ({seats})":
        "--players attend {count} noms, un par place ({seats})",
    "unknown player {name!r} (choose from {allowed})":
        "joueur inconnu {name!r} (au choix : {allowed})",
    "Who plays {seat}? ({choices}) [{default}] ": "Qui joue {seat} ? ({choices}) [{default}] ",
    "no players chosen": "aucun joueur choisi",
    "{answer!r} is not one of {allowed}": "{answer!r} n'est pas un de : {allowed}",
    "--load takes the game, options and seed from the file":
        "--load prend le jeu, les options et la graine dans le fichier",
    "{seat} was played by the computer: a person taking it over sees its hidden cards "
    "(add --reveal to do so)":
        "{seat} était joué par l'ordinateur : qui prend sa place voit ses cartes cachées "
        "(ajoutez --reveal pour le faire)",
    # engine commands
    "--seat must be from 1 to {count}": "--seat doit aller de 1 à {count}",
    "{player} is to move: their cards are hidden from {seat} (--seat N chooses the seat, "
    "--reveal shows everything)":
        "{player} a le trait : ses cartes sont cachées à {seat} (--seat N choisit la place, "
        "--reveal montre tout)",
    "--position needs a position in the game's notation, not an empty text":
        "--position attend une position dans la notation du jeu, pas un texte vide",
    "{name} must be at least 1, not {value}": "{name} doit valoir au moins 1, pas {value}",
    "the game is over: there is no move to suggest":
        "la partie est finie : aucun coup à proposer",
    "qtgames: interrupted: partial result of {games} of {total} games":
        "qtgames : interrompu : résultat partiel de {games} parties sur {total}",
    "qtgames: warning: only {distinct} of the {games} games differ: the scores count some "
    "games more than once":
        "qtgames : attention : seules {distinct} des {games} parties diffèrent : les scores "
        "comptent certaines parties plusieurs fois",
    "a tournament needs at least two different players":
        "un tournoi demande au moins deux joueurs différents",
    "{message} (see '{command} --help')": "{message} (voir '{command} --help')",
    # list
    "No game found.": "Aucun jeu trouvé.",
    "disabled plugin {name} [{source}]": "module désactivé {name} [{source}]",
    "failed plugin {name} [{source}]: {error}": "module en échec {name} [{source}] : {error}",
    "Safe mode: user plugins (drop-ins and entry points) are not loaded.":
        "Mode sans échec : les modules de l'utilisateur (dossier des modules et paquets "
        "installés) ne sont pas chargés.",
    "Drop-in plugin folder: {folder}": "Dossier des modules : {folder}",
    "plugin {name} failed to load (strict mode: its traceback is above)":
        "le module {name} n'a pas pu être chargé (mode strict : sa trace est ci-dessus)",
    "{path} is a saved game of {saved}, not of {game}":
        "{path} est une partie enregistrée de {saved}, pas de {game}",
    "--load takes the options from the file": "--load prend les options dans le fichier",
    "no display found: the desktop app cannot open here (try 'qtgames text')":
        "aucun écran trouvé : l'application ne peut pas s'ouvrir ici (essayez "
        "'qtgames text')",
    # qtgames check, qtgames new-game
    "check runs the plugin's code as you, with your rights and outside any box: check only "
    "a plugin you trust":
        "check exécute le code du module en votre nom, avec vos droits et hors de toute "
        "boîte : ne vérifiez qu'un module de confiance",
    "load: the plugin fails to load: {error}":
        "load: le module ne se charge pas : {error}",
    "load: the plugin provides no game": "load: le module ne fournit aucun jeu",
    "{game}: every invariant holds ({games} random games, {positions} positions, "
    "{shipped}, {scene}{levels})":
        "{game} : tous les invariants tiennent ({games} parties au hasard, {positions} "
        "positions, {shipped}, {scene}{levels})",
    "warning: {game}: {warning}": "attention : {game} : {warning}",
    "wrote {path}": "{path} écrit",
    "no perft rows shipped (perft.json beside the rules): nothing pins the move "
    "generator's counts down":
        "aucune ligne de perft fournie (perft.json à côté des règles) : rien ne fixe les "
        "comptes du générateur de coups",
    "no golden playthrough shipped (golden/*.txt beside the rules): nothing pins a whole "
    "game down":
        "aucune partie de référence fournie (golden/*.txt à côté des règles) : rien ne fixe "
        "une partie entière",
    "scene shown and clicked": "scène affichée et cliquée",
    ", {levels} computer levels played": ", {levels} niveaux de l'ordinateur joués",
    "{perft} perft rows and {golden} golden playthroughs shipped":
        "{perft} lignes de perft et {golden} parties de référence fournies",
    "scene not shown": "scène non affichée",
    "{path} is neither a game id nor a drop-in plugin (a .py file or a folder with an "
    "__init__.py)":
        "{path} n'est ni un identifiant de jeu ni un module à déposer (un fichier .py ou "
        "un dossier avec un __init__.py)",
    "Wrote the package {path}: install it with 'pip install -e {path}', then "
    "'qtgames check {game}' checks it and 'qtgames list' shows it.":
        "Paquet écrit dans {path} : installez-le avec 'pip install -e {path}', puis "
        "'qtgames check {game}' le vérifie et 'qtgames list' le montre.",
    "Wrote the drop-in plugin {path}: 'qtgames check {path}' checks it; in the plugin "
    "folder, 'qtgames list' shows it.":
        "Module à déposer écrit dans {path} : 'qtgames check {path}' le vérifie ; dans le "
        "dossier des modules, 'qtgames list' le montre.",
    "Wrote the drop-in plugin {path}: 'qtgames check {game}' checks it and "
    "'qtgames list' shows it.":
        "Module à déposer écrit dans {path} : 'qtgames check {game}' le vérifie et "
        "'qtgames list' le montre.",
    "a game {game!r} already exists: choose another id":
        "un jeu {game!r} existe déjà : choisissez un autre identifiant",
    "game id {game!r} should be lower-case letters, digits, '-' and '_', starting with a "
    "letter":
        "l'identifiant {game!r} doit être fait de minuscules, de chiffres, de '-' et de "
        "'_', et commencer par une lettre",
    "a module named {package} is already installed: choose another id":
        "un module nommé {package} est déjà installé : choisissez un autre identifiant",
    "{path} already exists": "{path} existe déjà",
    "cannot write {path}: {error}": "impossible d'écrire {path} : {error}",
    # the result of qtgames match
    "{game}: {a} (A) against {b} (B), {count} game, seed {seed}":
        "{game} : {a} (A) contre {b} (B), {count} partie, graine {seed}",
    "{game}: {a} (A) against {b} (B), {count} games, seed {seed}":
        "{game} : {a} (A) contre {b} (B), {count} parties, graine {seed}",
    "A wins {a}, B wins {b}, draws {draws}": "A gagne {a}, B gagne {b}, nulles {draws}",
    "A scores {score}": "A marque {score}",
    "distinct games: {distinct} of {games}": "parties distinctes : {distinct} sur {games}",
    "Elo difference: {elo} ± {margin} (95%)": "écart Elo : {elo} ± {margin} (95 %)",
    "Elo difference: none, no game finished": "écart Elo : aucun, aucune partie terminée",
    "logistic Elo {value}": "Elo logistique {value}",
    "normalised Elo {value}": "Elo normalisé {value}",
    "draw ratio {percent}%": "taux de nulles {percent} %",
    "LOS {percent}%": "LOS {percent} %",
    "pairs scoring 0-2 {counts}": "paires marquant 0-2 {counts}",
    "H1 accepted: A is stronger by {elo} Elo or more":
        "H1 acceptée : A est plus fort de {elo} Elo ou plus",
    "H0 accepted: A is not stronger by {elo} Elo":
        "H0 acceptée : A n'est pas plus fort de {elo} Elo",
    "undecided": "indécis",
    "SPRT (pentanomial GSPRT, logistic Elo)": "SPRT (GSPRT pentanomial, Elo logistique)",
    "SPRT (trinomial GSPRT, logistic Elo)": "SPRT (GSPRT trinomial, Elo logistique)",
    "median seconds per move: A {a}, B {b}": "secondes par coup (médiane) : A {a}, B {b}",
    "median seconds per turn: A {a}, B {b}": "secondes par tour (médiane) : A {a}, B {b}",
    "first-move advantage: {elo} ± {margin} Elo (95%)":
        "avantage du premier coup : {elo} ± {margin} Elo (95 %)",
    "first-move advantage: not fitted (the player who moved first won every game, or "
    "lost every game)": "avantage du premier coup : non estimé (le joueur qui a joué le "
                        "premier a gagné toutes les parties, ou les a toutes perdues)",
    "{kind} {count}": "{kind} {count}",
    "move cap": "limite de coups",
    "draw rule": "règle de nulle",
    "resignation": "abandon",
    "{count} game adjudicated ({kinds})": "{count} partie arbitrée ({kinds})",
    "{count} games adjudicated ({kinds})": "{count} parties arbitrées ({kinds})",
    "{count} forfeit": "{count} forfait",
    "{count} forfeits": "{count} forfaits",
    "{player} forfeits: {reason}": "{player} perd par forfait : {reason}",
    # bench --ladder
    "{game}: {a} against {b}: {score:.2f} ({low:.2f}-{high:.2f}), {games} games, "
    "{distinct} distinct, goal {goal} {verdict} ({seconds:.0f} s)":
        "{game} : {a} contre {b} : {score:.2f} ({low:.2f}-{high:.2f}), {games} parties, "
        "{distinct} différentes, objectif {goal} {verdict} ({seconds:.0f} s)",
    "reached": "atteint",
    "not reached": "non atteint",
    "seed {seed}, {games} games per step, {start}":
        "graine {seed}, {games} parties par marche, {start}",
    "from the start": "depuis le départ",
    "from the shipped openings, sides swapped in each pair":
        "depuis les ouvertures livrées, camps échangés dans chaque paire",
    "qtgames: interrupted: the steps finished so far are shown":
        "qtgames : interrompu : les marches terminées sont affichées",
    "--ladder and --startup: one or the other": "--ladder et --startup : l'un ou l'autre",
    "--{name} is for --ladder": "--{name} va avec --ladder",
    "--calibration goes alone: its game is named after it":
        "--calibration va seul : son jeu est nommé après lui",
    "{game} has no calibration curve": "{game} n'a pas de courbe de calibration",
    "--games-file: the games are read, not played (no --games, --seed or --jobs)":
        "--games-file : les parties sont lues, pas jouées (ni --games, ni --seed, ni "
        "--jobs)",
    "{path} is not a file of judged games: {error}":
        "{path} n'est pas un fichier de parties jugées : {error}",
    "--{name} is for --calibration": "--{name} va avec --calibration",
    "{game}: {games} held-out games ({per} per pairing of levels, {source}), "
    "{positions} positions, {exact} of them proved exactly (a game's last {tail} "
    "positions, median)":
        "{game} : {games} parties tenues à l'écart ({per} par paire de niveaux, {source}), "
        "{positions} positions, dont {exact} résolues exactement (les {tail} dernières "
        "positions d'une partie, médiane)",
    "seed {seed}": "graine {seed}",
    "read from a file": "lues dans un fichier",
    "Brier score of the chance against the mover's result, and of a constant 0.5:":
        "Score de Brier de la chance face au résultat du joueur au trait, et d'une "
        "constante 0,5 :",
    "positions": "positions",
    "skill": "gain",
    "whole game": "partie entière",
    "opening": "début",
    "middle": "milieu",
    "end": "fin",
    "Reliability: predicted chance, positions, mean prediction, points scored:":
        "Fiabilité : chance prédite, positions, prédiction moyenne, points marqués :",
    "The starter, wherever it is to move: mean chance {chance:.2f}, points {points:.2f}":
        "Le premier joueur, partout où il a le trait : chance moyenne {chance:.2f}, "
        "points {points:.2f}",
    "The starter's chance in its first position, and its score:":
        "La chance du premier joueur dans sa première position, et son score :",
}}
