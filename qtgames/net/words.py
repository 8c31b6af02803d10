"""Network play's words, shared by the app and the terminal: the French translations of
the host's errors, the client's lines and the commands, what an offer asks, who said a
chat line, and the one sentence a player reads when the host ends the game."""

from collections.abc import Callable
from typing import TYPE_CHECKING

from qtgames.core.i18n import Catalog, Translator
from qtgames.core.messages import MESSAGES as CORE_MESSAGES

if TYPE_CHECKING:
    from qtgames.core.game import GameSpec

#: What an offer asks, by kind.
OFFER_TEXTS = {
    "undo": "{player} asks to take back a move: accept or decline?",
    "draw": "{player} offers a draw: accept or decline?",
    "rematch": "{player} offers a rematch with sides swapped: accept or decline?",
}
#: What a take-back asks, naming the moves it would take back.
TAKE_BACK_TEXT = "{player} asks to take back {moves}: accept or decline?"
#: The reason a host gives its players when it closes the game.
HOST_CLOSED = "the host closed the game"
#: What older hosts said instead.
_HOST_LEFT = "the host has left"


def texts(lang: str, spec: "GameSpec | None" = None) -> Translator:
    """Network play's messages in ``lang`` (the game's too)."""
    return Translator(lang, CORE_MESSAGES, NET_MESSAGES,
                      *([spec.messages] if spec is not None else []))


def chat_speaker(words: Translator, name: str, seat: int | None,
                 label: Callable[[int], str | None]) -> str:
    """Who said a chat line: the seat's ``label`` with the ``name`` ("White (bob)", the
    label alone when it is the name), or ``name`` as a spectator (``seat`` None); the
    name alone when the seat is not one of the game's."""
    if seat is None:
        return words("{name}, spectator", name=name)
    seat_name = label(seat)
    if seat_name is None:
        return name
    return seat_name if name.lower() == seat_name.lower() else f"{seat_name} ({name})"


def resigned_text(words: Translator, yourself: bool, player: str, winners: list[str]) -> str:
    """The result of a game given up: "You resigned." to the one who did, else who
    resigns; then who wins."""
    joined = " & ".join(winners)
    if yourself:
        return words("You resigned. {winners} wins.", winners=joined)
    return words("{player} resigns. {winners} wins.", player=player, winners=joined)


def farewell(reason: str) -> tuple[str, dict[str, object]]:
    """The sentence (an English template and its values) telling a player why the host
    ended their connection: one sentence, never the reason twice."""
    if reason in ("", HOST_CLOSED, _HOST_LEFT):
        return "The host closed the game.", {}
    return "The host ended the connection: {reason}.", {"reason": reason}

NET_MESSAGES: Catalog = {"fr": {
    # the host's answers
    "say hello first": "commencez par hello",
    "you have already joined": "vous avez déjà rejoint la partie",
    "a spectator cannot play": "un spectateur ne peut pas jouer",
    "too many messages: disconnected": "trop de messages : déconnecté",
    "too many messages: slow down": "trop de messages : ralentissez",
    "this host speaks protocol version {host}, the client version {client}":
        "cet hôte parle la version {host} du protocole, le client la version {client}",
    "wrong join code": "code de partie erroné",
    # the encrypted channel
    "the connection was altered in transit (a message changed, replayed or lost): it is "
    "closed": "la connexion a été altérée en route (un message modifié, rejoué ou perdu) : "
              "elle est fermée",
    "the peer does not speak this program's encrypted protocol: {problem}":
        "l'autre côté ne parle pas le protocole chiffré de ce programme : {problem}",
    "the host refused the connection": "l'hôte a refusé la connexion",
    "the hello's role is not the one its connection was keyed for":
        "le rôle du hello n'est pas celui pour lequel sa connexion a été chiffrée",
    "this host does not take spectators": "cet hôte n'accepte pas de spectateurs",
    "this game hides cards: it cannot be watched":
        "ce jeu cache des cartes : il ne peut pas être regardé",
    "unknown seat token": "jeton de place inconnu",
    "every seat is taken": "toutes les places sont prises",
    "every seat is taken: a player who left takes their seat back with the token they were "
    "given (join … --token TOKEN)":
        "toutes les places sont prises : un joueur parti reprend sa place avec le jeton qui "
        "lui a été donné (join … --token JETON)",
    "the host has too many connections: try again later":
        "l'hôte a trop de connexions : réessayez plus tard",
    "too many connections from your address": "trop de connexions depuis votre adresse",
    "your hello waits for its answer": "votre hello attend sa réponse",
    "--code is empty: give a join code, or leave --code out for a new random one":
        "--code est vide : donnez un code de partie, ou omettez --code pour en tirer un "
        "nouveau au hasard",
    "too many wrong join codes from your address: try again in {minutes} min":
        "trop de codes de partie erronés depuis votre adresse : réessayez dans {minutes} min",
    "the host is busy with other players joining: try again in a moment":
        "l'hôte est occupé par d'autres joueurs qui arrivent : réessayez dans un instant",
    "wrong join codes from your address: check the code and try again in {seconds} s":
        "codes de partie erronés depuis votre adresse : vérifiez le code et réessayez dans "
        "{seconds} s",
    "too many joins at once from your address: try again in a moment":
        "trop d'arrivées à la fois depuis votre adresse : réessayez dans un instant",
    "The host is busy ({reason}): trying again in {seconds} s…":
        "L'hôte est occupé ({reason}) : nouvel essai dans {seconds} s…",
    "too many chat lines: your lines are not shown for {seconds} s":
        "trop de messages : les vôtres ne sont pas montrés pendant {seconds} s",
    "{player} sends chat too fast: muted for {seconds} s":
        "{player} envoie des messages trop vite : réduit au silence pendant {seconds} s",
    "Seat token": "Jeton de place",
    "kept for each game joined here; or the one qtgames join printed":
        "gardé pour chaque partie rejointe ici ; ou celui qu'a affiché qtgames join",
    "A seat token is the letters and digits that qtgames join printed.":
        "Un jeton de place est fait des lettres et chiffres qu'a affichés qtgames join.",
    "--absent-forfeit is for a series of games (--games N)":
        "--absent-forfeit vaut pour une série de parties (--games N)",
    "away for longer than the series allows":
        "absent plus longtemps que la série ne le permet",
    "Warning: the join code {code} is easy to guess for anyone who can reach this host: "
    "choose one of at least {length} varied letters and digits, or leave the code out to "
    "get a generated one.":
        "Attention : le code de partie {code} est facile à deviner pour qui peut joindre cet "
        "hôte : choisissez-en un d'au moins {length} lettres et chiffres variés, ou omettez "
        "le code pour en obtenir un généré.",
    "the game is over": "la partie est finie",
    "the game waits for every player": "la partie attend tous les joueurs",
    "it is not your turn": "ce n'est pas votre tour",
    "another offer waits for an answer": "une autre proposition attend sa réponse",
    "a rematch is offered once the game is over":
        "une revanche se propose une fois la partie finie",
    "this game has no draw by agreement": "ce jeu n'a pas de nulle par accord",
    "there is no move of yours to take back": "vous n'avez aucun coup à reprendre",
    "a move of a player who holds cards you cannot see cannot be taken back":
        "le coup d'un joueur qui tient des cartes que vous ne voyez pas ne peut pas être "
        "repris",
    "no such offer waits for your answer": "aucune proposition de ce genre n'attend votre "
                                           "réponse",
    "the host has left": "l'hôte est parti",
    "replaced by a new connection": "remplacé par une nouvelle connexion",
    "left": "parti",
    "quit": "quitté",
    # the protocol's errors
    "a message is longer than {limit} bytes": "un message dépasse {limit} octets",
    "a message must be a JSON object": "un message doit être un objet JSON",
    "a message is nested too deeply": "un message est imbriqué trop profondément",
    "a message needs a text field 'type'": "un message doit avoir un champ texte 'type'",
    "unknown message type {kind!r}": "type de message inconnu {kind!r}",
    "{kind}: missing field {name!r}": "{kind} : champ {name!r} manquant",
    "{kind}: field {name!r} {problem}": "{kind} : le champ {name!r} est invalide ({problem})",
    "the host speaks protocol version {host}, this program version {client}":
        "l'hôte parle la version {host} du protocole, ce programme la version {client}",
    "the host's game cannot be played here: {problem}":
        "le jeu de l'hôte ne peut pas être joué ici : {problem}",
    "the host's position is not one of this game: {problem}":
        "la position envoyée par l'hôte n'est pas une position de ce jeu : {problem}",
    "the host sent a position before its welcome":
        "l'hôte a envoyé une position avant son accueil",
    "the host sent a game's record before its end":
        "l'hôte a envoyé la partie entière avant sa fin",
    "the host's record is not this game's":
        "la partie envoyée par l'hôte n'est pas celle-ci",
    "the host's record cannot be replayed: {problem}":
        "la partie envoyée par l'hôte ne peut pas être rejouée : {problem}",
    "the host's record disagrees with the game shown":
        "la partie envoyée par l'hôte ne correspond pas à celle montrée",
    "the host sent the hands of a game not over":
        "l'hôte a envoyé les mains d'une partie qui n'est pas finie",
    "the host refused: {reason}": "l'hôte a refusé : {reason}",
    # connections
    "cannot listen on port {port}: {reason}": "impossible d'écouter sur le port {port} : "
                                              "{reason}",
    "cannot connect to {host}:{port}: {reason}": "impossible de se connecter à {host}:{port} : "
                                                 "{reason}",
    "cannot reach {host}:{port}: no answer within {seconds} seconds":
        "impossible de joindre {host}:{port} : pas de réponse en {seconds} secondes",
    "The host is silent: reconnecting…": "L'hôte ne répond plus : reconnexion…",
    "The connection to the host is lost: reconnecting…":
        "La connexion à l'hôte est perdue : reconnexion…",
    "The connection to the host is lost.": "La connexion à l'hôte est perdue.",
    "Reconnected.": "Reconnecté.",
    "Nobody plays here: this screen watches the game as a spectator does.":
        "Personne ne joue ici : cet écran suit la partie comme un spectateur.",
    "no qtgames host answered at {address}": "aucun hôte qtgames n'a répondu à {address}",
    "cannot look for hosts on the local network (multicast is not available: {problem})":
        "impossible de chercher des hôtes sur le réseau local (multidiffusion indisponible : "
        "{problem})",
    "{problem}; others can still type the address.":
        "{problem} ; les autres peuvent toujours taper l'adresse.",
    "Looking for hosts on the local network…": "Recherche d'hôtes sur le réseau local…",
    "No host found; type the address the host shows: qtgames join ADDRESS:PORT --code CODE":
        "Aucun hôte trouvé ; tapez l'adresse que montre l'hôte : qtgames join ADRESSE:PORT "
        "--code CODE",
    "Join one with: qtgames join ADDRESS:PORT --code CODE":
        "Rejoignez-en un avec : qtgames join ADRESSE:PORT --code CODE",
    # the command line
    "{address!r} is not an address: write HOST or HOST:PORT, e.g. 192.168.1.20:{port}":
        "{address!r} n'est pas une adresse : écrivez HÔTE ou HÔTE:PORT, par exemple "
        "192.168.1.20:{port}",
    "a join code is 1 to 64 letters or digits, not {code!r}":
        "un code de partie compte 1 à 64 lettres ou chiffres, pas {code!r}",
    "join needs the host's join code: --code CODE":
        "join demande le code de la partie de l'hôte : --code CODE",
    "--watch watches: it takes no --player": "--watch regarde : il ne prend pas de --player",
    "--port must be between 0 and 65535, not {port}":
        "--port doit être compris entre 0 et 65535, pas {port}",
    "one person at most plays at the host; the others join":
        "une personne au plus joue chez l'hôte ; les autres rejoignent la partie",
    "{path}: not a saved game": "{path} : ce n'est pas une partie enregistrée",
    "{path}: its network seats are damaged": "{path} : ses places réseau sont abîmées",
    "nothing to save yet: no game was shown": "rien à enregistrer : aucune partie n'a été "
                                              "montrée",
    "Hosting {game} on port {port}, join code {code}.":
        "{game} est hébergé sur le port {port}, code de la partie {code}.",
    "Others join with: qtgames join {address}:{port} --code {code}":
        "Les autres la rejoignent avec : qtgames join {address}:{port} --code {code}",
    # the game in the terminal
    "Watching {game}.": "Vous regardez {game}.",
    "Watch only (as a spectator, if the host allows)":
        "Regarder seulement (en spectateur, si l'hôte l'accepte)",
    "{game}: you play {seat}.": "{game} : vous jouez {seat}.",
    "Your seat's token, to take your seat back: {token}":
        "Le jeton de votre place, pour la reprendre : {token}",
    "{player} is here.": "{player} est là.",
    "{player} left.": "{player} est parti.",
    "{name}, spectator": "{name}, spectateur",
    "{player} is back.": "{player} est de retour.",
    "Waiting for {player} to join…": "En attente de {player}…",
    "Waiting for {player} to come back…": "En attente du retour de {player}…",
    "The players agree to a draw.": "Les joueurs conviennent d'une nulle.",
    "Game over: rematch, save FILE or quit.":
        "Partie finie : revanche, sauver FICHIER ou quitter.",
    "Offer sent; waiting for the answer.": "Proposition envoyée ; en attente de la réponse.",
    "{player} asks to take back a move: accept or decline?":
        "{player} demande à reprendre un coup : accepter ou refuser ?",
    TAKE_BACK_TEXT: "{player} demande à reprendre {moves} : accepter ou refuser ?",
    "&Ask to Take Back {moves}": "&Demander à reprendre {moves}",
    "Ask to take back {moves}": "Demander à reprendre {moves}",
    "{player} offers a draw: accept or decline?":
        "{player} propose la nulle : accepter ou refuser ?",
    "{player} offers a rematch with sides swapped: accept or decline?":
        "{player} propose une revanche en changeant de côté : accepter ou refuser ?",
    "Accepted.": "Accepté.",
    "{player} forfeits: {reason}": "{player} perd par forfait : {reason}",
    "{player} declines.": "{player} refuse.",
    "The host closed the game.": "L'hôte a fermé la partie.",
    "The host ended the connection: {reason}.": "L'hôte a mis fin à la connexion : {reason}.",
    "the host closed the game": "l'hôte a fermé la partie",
    "save FILE keeps what you saw of the game; quit leaves.":
        "sauver FICHIER garde ce que vous avez vu de la partie ; quitter s'en va.",
    "the host has left: save FILE or quit": "l'hôte est parti : sauver FICHIER ou quitter",
    "no offer waits for your answer": "aucune proposition n'attend votre réponse",
    "say needs a text, e.g. say good game": "dire demande un texte, par exemple dire bonne "
                                            "partie",
    "a chat line holds at most {limit} characters, this one has {count}":
        "une ligne de discussion compte au plus {limit} caractères, celle-ci en a {count}",
    "connected": "connecté",
    "away": "absent",
    "play a move": "jouer un coup",
    "list the legal moves": "lister les coups possibles",
    "ask to take back your last move": "demander à reprendre votre dernier coup",
    "offer a draw": "proposer la nulle",
    "give up the game": "abandonner la partie",
    "offer a new game, sides swapped": "proposer une nouvelle partie, côtés échangés",
    "accept what the other player offers": "accepter ce que l'autre joueur propose",
    "decline it": "le refuser",
    "send a chat line": "envoyer une ligne de discussion",
    "save the game (on a client: what you see of it)":
        "enregistrer la partie (sur un client : ce que vous en voyez)",
    "print the position in the game's notation": "afficher la position dans la notation du jeu",
    "who plays, who is connected": "qui joue, qui est connecté",
    "leave": "partir",
    "show this list": "afficher cette liste",
    # the app
    "&Host Network Game…": "&Héberger une partie en réseau…",
    "&Join Network Game…": "Re&joindre une partie en réseau…",
    "Network Game": "Partie en réseau",
    "Take Back": "Reprendre",
    "Offer Draw": "Proposer la nulle",
    "Resign": "Abandonner",
    "Rematch": "Revanche",
    "Accept": "Accepter",
    "Decline": "Refuser",
    "Save…": "Enregistrer…",
    "Save": "Enregistrer",
    "Your turn.": "À vous de jouer.",
    "{player} to move.": "Au tour de {player}.",
    "Host a Network Game": "Héberger une partie en réseau",
    "Join a Network Game": "Rejoindre une partie en réseau",
    "Connecting…": "Connexion…",
    "Recent hosts": "Hôtes récents",
    "(recent hosts)": "(hôtes récents)",
    "The host closed the connection.": "L'hôte a fermé la connexion.",
    "Game": "Jeu",
    "Your seat": "Votre place",
    "Other seats": "Autres places",
    "Join code": "Code de la partie",
    "Port": "Port",
    "Address": "Adresse",
    "A player who joins": "Un joueur qui rejoint la partie",
    "Look on the Local Network": "Chercher sur le réseau local",
    "Saved to {path}.": "Partie enregistrée dans {path}.",
    "Resign?": "Abandonner ?",
    "Give up this game? The other players win.":
        "Abandonner cette partie ? Les autres joueurs gagnent.",
    "Close the game?": "Fermer la partie ?",
    "You host this game: leaving it ends it for every player.":
        "Vous hébergez cette partie : la quitter la termine pour tous les joueurs.",
    "Choose a host in the list, or type its address.":
        "Choisissez un hôte dans la liste ou tapez son adresse.",
    "Type the join code the host shows.":
        "Tapez le code de partie que l'hôte affiche.",
    "Leave": "Quitter la partie",
    "Leave the game?": "Quitter la partie ?",
    "Leave this network game? The other players wait for you to come back.":
        "Quitter cette partie en réseau ? Les autres joueurs attendront votre retour.",
    "{player} resigns. {winners} wins.": "{player} abandonne. {winners} gagne.",
    "You resigned. {winners} wins.": "Vous avez abandonné. {winners} gagne.",
    "The game is over: the other players will read that the host left.":
        "La partie est finie : les autres joueurs liront que l'hôte est parti.",
    "Game over": "Partie finie",
    "&Ask to Take Back": "&Demander à reprendre",
    "Ask to take back your last move": "Demander à reprendre votre dernier coup",
    "Type a message for the other players": "Tapez un message pour les autres joueurs",
    # a series of games
    "--games must be between 1 and {most}, not {games}":
        "--games doit être entre 1 et {most}, pas {games}",
    "a series of games (--games) is played between two players who join: --players "
    "remote,remote":
        "une série de parties (--games) se joue entre deux joueurs qui rejoignent la "
        "partie : --players remote,remote",
    "--tc, --max-moves, --resign and --draw are for games between players who join: "
    "--players remote,remote":
        "--tc, --max-moves, --resign et --draw sont pour les parties entre joueurs qui "
        "rejoignent : --players remote,remote",
    "{series}: {tally}": "{series} : {tally}",
    "Series of {count} game": "Série de {count} partie",
    "Series of {count} games": "Série de {count} parties",
    "{name} {count} win": "{name} {count} victoire",
    "{name} {count} wins": "{name} {count} victoires",
    "{count} draw": "{count} nulle",
    "{count} draws": "{count} nulles",
    "Ratings: {table}": "Classements Elo : {table}",
}}
