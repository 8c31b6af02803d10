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
    "list the legal moves": "afficher les coups possibles",
    "take back N moves (against the computer: back to your turn)":
        "reprendre N coups (contre l'ordinateur : jusqu'à votre tour)",
    "replay N undone moves": "rejouer N coups repris",
    "ask the computer for a move": "demander un coup à l'ordinateur",
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
    "unknown command {word!r}; type help for the list":
        "commande inconnue {word!r} ; tapez aide pour la liste",
    "Legal moves ({count}): {moves}": "Coups possibles ({count}) : {moves}",
    "Pass the keyboard to {player}, then press Enter.":
        "Passez le clavier à {player}, puis appuyez sur Entrée.",
    "{text!r} is not a number of moves": "{text!r} n'est pas un nombre de coups",
    "nothing to undo": "rien à annuler",
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
    "{player} abandons. {winners} wins.": "{player} abandonne. {winners} gagne.",
    "The game is not saved. Quit anyway? [y/N] ":
        "La partie n'est pas enregistrée. Quitter quand même ? [o/N] ",
    "The game is not saved. Replace it anyway? [y/N] ":
        "La partie n'est pas enregistrée. La remplacer quand même ? [o/N] ",
    "Goodbye.": "Au revoir.",
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
    # engine commands
    "--position needs a position in the game's notation, not an empty text":
        "--position attend une position dans la notation du jeu, pas un texte vide",
    "{name} must be at least 1, not {value}": "{name} doit valoir au moins 1, pas {value}",
    "the game is over: there is no move to suggest":
        "la partie est finie : aucun coup à proposer",
    "qtgames: interrupted: partial result of {games} of {total} games":
        "qtgames : interrompu : résultat partiel de {games} parties sur {total}",
    "a tournament needs at least two different players":
        "un tournoi demande au moins deux joueurs différents",
    "{message} (see '{command} --help')": "{message} (voir '{command} --help')",
    "--{name} must be between {low} and {high}, not {value}":
        "--{name} doit être compris entre {low} et {high}, pas {value}",
    "{path} is a saved game of {saved}, not of {game}":
        "{path} est une partie enregistrée de {saved}, pas de {game}",
    "--load takes the options from the file": "--load prend les options dans le fichier",
    "no display found: the desktop app cannot open here (try 'qtgames text')":
        "aucun écran trouvé : l'application ne peut pas s'ouvrir ici (essayez "
        "'qtgames text')",
}}
