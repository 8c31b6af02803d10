<?xml version='1.0' encoding='utf-8'?>
<TS version="2.1" language="fr_FR">
<context>
    <name>Curtain</name>
    <message>
        <location filename="../../qtgames/app/curtain.py" line="32" />
        <source>Pass the computer to %1.</source>
        <translation>Passez l'ordinateur à %1.</translation>
    </message>
    <message>
        <location filename="../../qtgames/app/curtain.py" line="33" />
        <source>I am %1: show my cards</source>
        <translation>Je suis %1 : montrer mes cartes</translation>
    </message>
    <message>
        <location filename="../../qtgames/app/curtain.py" line="40" />
        <source>Last turn</source>
        <translation>Dernier tour</translation>
    </message>
</context>
<context>
    <name>GameFiles</name>
    <message>
        <location filename="../../qtgames/app/files.py" line="174" />
        <source>unknown</source>
        <translation>inconnu</translation>
    </message>
    <message>
        <location filename="../../qtgames/app/files.py" line="182" />
        <source>Open a saved game</source>
        <translation>Ouvrir une partie enregistrée</translation>
    </message>
    <message>
        <location filename="../../qtgames/app/files.py" line="193" />
        <source>%1 cannot be opened: the game %2 failed while replaying it (%3).</source>
        <translation>Impossible d'ouvrir %1 : le jeu %2 a échoué en rejouant la partie (%3).</translation>
    </message>
    <message>
        <location filename="../../qtgames/app/files.py" line="298" />
        <source>No recent games</source>
        <translation>Aucune partie récente</translation>
    </message>
    <message>
        <location filename="../../qtgames/app/files.py" line="312" />
        <source>Save the game</source>
        <translation>Enregistrer la partie</translation>
    </message>
    <message>
        <location filename="../../qtgames/app/files.py" line="334" />
        <source>Saved as %1.</source>
        <translation>Partie enregistrée sous %1.</translation>
    </message>
    <message>
        <location filename="../../qtgames/app/files.py" line="343" />
        <source>Unsaved game</source>
        <translation>Partie non enregistrée</translation>
    </message>
    <message>
        <location filename="../../qtgames/app/files.py" line="343" />
        <source>Save this game (%1) first? Otherwise its moves are lost.</source>
        <translation>Enregistrer d'abord cette partie (%1) ? Sinon ses coups sont perdus.</translation>
    </message>
    <message>
        <location filename="../../qtgames/app/files.py" line="418" />
        <source>Continue: %1, move %2</source>
        <translation>Continuer : %1, coup %2</translation>
    </message>
    <message>
        <location filename="../../qtgames/app/files.py" line="470" />
        <source>Back to the finished game: %1</source>
        <translation>Revenir à la partie terminée : %1</translation>
    </message>
    <message>
        <location filename="../../qtgames/app/files.py" line="448" />
        <source>The game in progress cannot be continued: %1.</source>
        <translation>La partie en cours ne peut pas être reprise : %1.</translation>
    </message>
    <message>
        <location filename="../../qtgames/app/files.py" line="444" />
        <source>The game in progress (%1) cannot be continued: the game failed while replaying it (%2).</source>
        <translation>La partie en cours (%1) ne peut pas être reprise : le jeu a échoué en la rejouant (%2).</translation>
    </message>
    <message>
        <location filename="../../qtgames/app/files.py" line="457" />
        <source>It could not be set aside: %1</source>
        <translation>Elle n'a pas pu être mise de côté : %1</translation>
    </message>
    <message>
        <location filename="../../qtgames/app/files.py" line="460" />
        <source>It was kept as %1.</source>
        <translation>Elle a été conservée sous le nom %1.</translation>
    </message>
    <message>
        <location filename="../../qtgames/app/files.py" line="187" />
        <source>Opening %1…</source>
        <translation>Ouverture de %1…</translation>
    </message>
    <message>
        <location filename="../../qtgames/app/files.py" line="215" />
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <location filename="../../qtgames/app/files.py" line="216" />
        <source>Opening a saved game</source>
        <translation>Ouverture d'une partie enregistrée</translation>
    </message>
    <message>
        <location filename="../../qtgames/app/files.py" line="431" />
        <source>Resuming the game in progress…</source>
        <translation>Reprise de la partie en cours…</translation>
    </message>
</context>
<context>
    <name>HeldPlayers</name>
    <message>
        <location filename="../../qtgames/app/heldplayers.py" line="19" />
        <source>%1: %2</source>
        <translation>%1 : %2</translation>
    </message>
    <message>
        <location filename="../../qtgames/app/heldplayers.py" line="22" />
        <source>Start the programs of this saved game?</source>
        <translation>Lancer les programmes de cette partie enregistrée ?</translation>
    </message>
    <message>
        <location filename="../../qtgames/app/heldplayers.py" line="23" />
        <source>This saved game names programs to play some seats:

%1

A program does what it likes with your files: start these only if you trust whoever wrote the file. With No, a person plays each of these seats.</source>
        <translation>Cette partie enregistrée désigne des programmes pour jouer certaines places :

%1

Un programme fait ce qu'il veut de vos fichiers : ne les lancez que si vous faites confiance à qui a écrit ce fichier. Avec Non, une personne joue chacune de ces places.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>It is not your turn.</source>
        <translation>Ce n'est pas votre tour.</translation>
    </message>
    <message>
        <source>The computer is paused: Move › Pause Computer resumes.</source>
        <translation>L'ordinateur est en pause : Coup › Pause de l'ordinateur pour reprendre.</translation>
    </message>
    <message>
        <source>The computer is thinking: wait for its move.</source>
        <translation>L'ordinateur réfléchit : attendez son coup.</translation>
    </message>
    <message>
        <source>The game is over: no more moves.</source>
        <translation>La partie est finie : plus aucun coup.</translation>
    </message>
    <message>
        <location filename="../../qtgames/app/mainwindow.py" line="546" />
        <source>%1 loses by forfeit: %2

To go on, choose other players (Move › Players), take back a move or start a new game.</source>
        <translation>%1 perd par forfait : %2

Pour continuer, choisissez d'autres joueurs (Coup › Joueurs), reprenez un coup ou commencez une nouvelle partie.</translation>
    </message>
    <message>
        <location filename="../../qtgames/app/mainwindow.py" line="548" />
        <source>Forfeit</source>
        <translation>Forfait</translation>
    </message>
    <message>
        <location filename="../../qtgames/app/mainwindow.py" line="366" />
        <source>New game</source>
        <translation>Nouvelle partie</translation>
    </message>
    <message>
        <location filename="../../qtgames/app/mainwindow.py" line="173" />
        <source> against </source>
        <translation> contre </translation>
    </message>
    <message>
        <location filename="../../qtgames/app/mainwindow.py" line="193" />
        <source>%1, over the network</source>
        <translation>%1, en réseau</translation>
    </message>
    <message>
        <location filename="../../qtgames/app/mainwindow.py" line="222" />
        <source>The board of this game cannot be shown: %1</source>
        <translation>Le plateau de ce jeu ne peut pas être affiché : %1</translation>
    </message>
    <message>
        <location filename="../../qtgames/app/mainwindow.py" line="226" />
        <source>This game has no board view.</source>
        <translation>Ce jeu n'a pas de plateau graphique.</translation>
    </message>
    <message>
        <location filename="../../qtgames/app/mainwindow.py" line="253" />
        <source>Play from here?</source>
        <translation>Jouer à partir d'ici ?</translation>
    </message>
    <message>
        <location filename="../../qtgames/app/mainwindow.py" line="254" />
        <source>Playing here discards the moves after this position. Go on?</source>
        <translation>Jouer ici efface les coups qui suivent cette position. Continuer ?</translation>
    </message>
    <message>
        <location filename="../../qtgames/app/mainwindow.py" line="376" />
        <source>Game over</source>
        <translation>Partie terminée</translation>
    </message>
    <message>
        <location filename="../../qtgames/app/mainwindow.py" line="411" />
        <location filename="../../qtgames/app/mainwindow.py" line="416" />
        <source>Hint: %1</source>
        <translation>Indice : %1</translation>
    </message>
    <message>
        <location filename="../../qtgames/app/mainwindow.py" line="466" />
        <source>The user manual is not installed.</source>
        <translation>Le manuel d'utilisation n'est pas installé.</translation>
    </message>
    <message>
        <location filename="../../qtgames/app/mainwindow.py" line="490" />
        <source>About qtgames</source>
        <translation>À propos de qtgames</translation>
    </message>
    <message>
        <location filename="../../qtgames/app/mainwindow.py" line="491" />
        <source>qtgames %1: board games to play against a friend or the computer.</source>
        <translation>qtgames %1 : des jeux de plateau à jouer contre un ami ou contre l'ordinateur.</translation>
    </message>
    <message>
        <location filename="../../qtgames/app/mainwindow.py" line="503" />
        <source>qtgames</source>
        <translation>qtgames</translation>
    </message>
    <message>
        <location filename="../../qtgames/app/mainwindow.py" line="554" />
        <source>The game stopped because of an error: %1</source>
        <translation>La partie s'est arrêtée à cause d'une erreur : %1</translation>
    </message>
</context>
<context>
    <name>ManualWindow</name>
    <message>
        <location filename="../../qtgames/app/manualview.py" line="22" />
        <source>User Manual</source>
        <translation>Manuel d'utilisation</translation>
    </message>
    <message>
        <location filename="../../qtgames/app/manualview.py" line="31" />
        <source>Back</source>
        <translation>Précédent</translation>
    </message>
    <message>
        <location filename="../../qtgames/app/manualview.py" line="34" />
        <source>Forward</source>
        <translation>Suivant</translation>
    </message>
    <message>
        <location filename="../../qtgames/app/manualview.py" line="37" />
        <source>Contents</source>
        <translation>Sommaire</translation>
    </message>
    <message>
        <location filename="../../qtgames/app/manualview.py" line="39" />
        <source>Open in Web Browser</source>
        <translation>Ouvrir dans le navigateur</translation>
    </message>
</context>
<context>
    <name>NamesOnlyIconProvider</name>
    <message>
        <location filename="../../qtgames/app/filedialogs.py" line="33" />
        <source>Folder</source>
        <translation>Dossier</translation>
    </message>
    <message>
        <location filename="../../qtgames/app/filedialogs.py" line="34" />
        <source>File</source>
        <translation>Fichier</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <location filename="../../qtgames/app/newgame.py" line="0" />
        <source>Let &amp;spectators watch</source>
        <translation>Accepter des &amp;spectateurs</translation>
    </message>
    <message>
        <location filename="../../qtgames/app/newgame.py" line="0" />
        <source>Network</source>
        <translation>Réseau</translation>
    </message>
    <message>
        <location filename="../../qtgames/app/newgame.py" line="0" />
        <source>any free port</source>
        <translation>un port libre</translation>
    </message>
    <message>
        <location filename="../../qtgames/app/newgame.py" line="0" />
        <source>&amp;Join code:</source>
        <translation>&amp;Code de la partie :</translation>
    </message>
    <message>
        <location filename="../../qtgames/app/newgame.py" line="0" />
        <source>&amp;Port:</source>
        <translation>P&amp;ort :</translation>
    </message>
    <message>
        <location filename="../../qtgames/app/newgame.py" line="0" />
        <source>Remote player</source>
        <translation>Joueur à distance</translation>
    </message>
    <message>
        <location filename="../../qtgames/app/newgame.py" line="0" />
        <source>Host a network game</source>
        <translation>Héberger une partie en réseau</translation>
    </message>
    <message>
        <location filename="../../qtgames/app/newgame.py" line="0" />
        <source>In a network game you play one seat: choose Human for exactly one seat, and a remote player or the computer for the others.</source>
        <translation>Dans une partie en réseau, vous jouez une seule place : choisissez Humain pour une seule place, et un joueur à distance ou l’ordinateur pour les autres.</translation>
    </message>
    <message>
        <location filename="../../qtgames/app/newgame.py" line="75" />
        <source>Game</source>
        <translation>Jeu</translation>
    </message>
    <message>
        <location filename="../../qtgames/app/newgame.py" line="83" />
        <source>&amp;Game:</source>
        <translation>&amp;Jeu :</translation>
    </message>
    <message>
        <location filename="../../qtgames/app/newgame.py" line="95" />
        <source>New game: %1</source>
        <translation>Nouvelle partie : %1</translation>
    </message>
    <message>
        <location filename="../../qtgames/app/newgame.py" line="95" />
        <source>Players: %1</source>
        <translation>Joueurs : %1</translation>
    </message>
    <message>
        <location filename="../../qtgames/app/newgame.py" line="56" />
        <source>Options</source>
        <translation>Options</translation>
    </message>
    <message>
        <location filename="../../qtgames/app/newgame.py" line="58" />
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
</context>
<context>
    <name>OutsidePlayerChoice</name>
    <message>
        <location filename="../../qtgames/app/outsidechoice.py" line="42" />
        <source>Computer: from a file…</source>
        <translation>Ordinateur : depuis un fichier…</translation>
    </message>
    <message>
        <location filename="../../qtgames/app/outsidechoice.py" line="43" />
        <source>Computer: a program…</source>
        <translation>Ordinateur : un programme…</translation>
    </message>
    <message>
        <location filename="../../qtgames/app/outsidechoice.py" line="72" />
        <source>Choose a Python file that plays</source>
        <translation>Choisir un fichier Python qui joue</translation>
    </message>
    <message>
        <location filename="../../qtgames/app/outsidechoice.py" line="73" />
        <source>Python files (*.py)</source>
        <translation>Fichiers Python (*.py)</translation>
    </message>
    <message>
        <location filename="../../qtgames/app/outsidechoice.py" line="79" />
        <source>A program that plays</source>
        <translation>Un programme qui joue</translation>
    </message>
    <message>
        <location filename="../../qtgames/app/outsidechoice.py" line="80" />
        <source>The command of a program speaking the qtgames engine protocol:</source>
        <translation>La commande d'un programme qui parle le protocole des moteurs de qtgames :</translation>
    </message>
    <message>
        <location filename="../../qtgames/app/outsidechoice.py" line="87" />
        <source>This player cannot play</source>
        <translation>Ce joueur ne peut pas jouer</translation>
    </message>
</context>
<context>
    <name>PluginsDialog</name>
    <message>
        <location filename="../../qtgames/app/pluginsdialog.py" line="27" />
        <source>Plugins</source>
        <translation>Modules</translation>
    </message>
    <message>
        <location filename="../../qtgames/app/pluginsdialog.py" line="32" />
        <source>Enabled</source>
        <translation>Activé</translation>
    </message>
    <message>
        <location filename="../../qtgames/app/pluginsdialog.py" line="32" />
        <source>Plugin</source>
        <translation>Module</translation>
    </message>
    <message>
        <location filename="../../qtgames/app/pluginsdialog.py" line="32" />
        <source>Source</source>
        <translation>Origine</translation>
    </message>
    <message>
        <location filename="../../qtgames/app/pluginsdialog.py" line="32" />
        <source>Games or error</source>
        <translation>Jeux ou erreur</translation>
    </message>
    <message>
        <location filename="../../qtgames/app/pluginsdialog.py" line="48" />
        <source>Failed: %1</source>
        <translation>Échec : %1</translation>
    </message>
    <message>
        <location filename="../../qtgames/app/pluginsdialog.py" line="50" />
        <source>Disabled</source>
        <translation>Désactivé</translation>
    </message>
    <message>
        <location filename="../../qtgames/app/pluginsdialog.py" line="60" />
        <source>Changes take effect the next time qtgames starts.</source>
        <translation>Les changements prendront effet au prochain démarrage de qtgames.</translation>
    </message>
    <message>
        <location filename="../../qtgames/app/pluginsdialog.py" line="59" />
        <source>Safe mode: user plugins (drop-ins and entry points) are not loaded.</source>
        <translation>Mode sans échec : les modules de l'utilisateur (dossier des modules et paquets installés) ne sont pas chargés.</translation>
    </message>
</context>
<context>
    <name>SeatCommands</name>
    <message>
        <location filename="../../qtgames/app/players.py" line="74" />
        <source>Change the level?</source>
        <translation>Changer le niveau ?</translation>
    </message>
    <message>
        <location filename="../../qtgames/app/players.py" line="75" />
        <source>Change the computer's level in the middle of the game?</source>
        <translation>Changer le niveau de l'ordinateur en cours de partie ?</translation>
    </message>
</context>
<context>
    <name>SidePanel</name>
    <message>
        <location filename="../../qtgames/app/sidepanel.py" line="60" />
        <source>Start</source>
        <translation>Début</translation>
    </message>
    <message>
        <location filename="../../qtgames/app/sidepanel.py" line="62" />
        <source>Game over</source>
        <translation>Partie terminée</translation>
    </message>
    <message>
        <location filename="../../qtgames/app/sidepanel.py" line="69" />
        <source>computer, %1</source>
        <translation>ordinateur, %1</translation>
    </message>
    <message>
        <location filename="../../qtgames/app/sidepanel.py" line="70" />
        <source>%1 to play (%2)</source>
        <translation>%1 joue (%2)</translation>
    </message>
    <message>
        <location filename="../../qtgames/app/sidepanel.py" line="72" />
        <source>The computer is thinking…</source>
        <translation>L'ordinateur réfléchit…</translation>
    </message>
    <message>
        <location filename="../../qtgames/app/sidepanel.py" line="74" />
        <source>Computer paused: Move › Pause Computer resumes.</source>
        <translation>Ordinateur en pause : Coup › Pause de l'ordinateur pour reprendre.</translation>
    </message>
    <message>
        <location filename="../../qtgames/app/sidepanel.py" line="80" />
        <source>Looking for a good move…</source>
        <translation>Recherche d'un bon coup…</translation>
    </message>
    <message>
        <location filename="../../qtgames/app/sidepanel.py" line="84" />
        <source>Hint: %1</source>
        <translation>Indice : %1</translation>
    </message>
</context>
<context>
    <name>StartPage</name>
    <message>
        <location filename="../../qtgames/app/startpage.py" line="111" />
        <source>Choose a game</source>
        <translation>Choisissez un jeu</translation>
    </message>
    <message>
        <location filename="../../qtgames/app/startpage.py" line="123" />
        <source>Last game: %1</source>
        <translation>Dernière partie : %1</translation>
    </message>
</context>
<context>
    <name>WindowMenus</name>
    <message>
        <location filename="../../qtgames/app/menus.py" line="176" />
        <source>&amp;Game</source>
        <translation>&amp;Partie</translation>
    </message>
    <message>
        <location filename="../../qtgames/app/menus.py" line="177" />
        <source>Toolbar</source>
        <translation>Barre d'outils</translation>
    </message>
    <message>
        <location filename="../../qtgames/app/menus.py" line="178" />
        <source>Show &amp;Toolbar</source>
        <translation>Afficher la barre d'&amp;outils</translation>
    </message>
    <message>
        <location filename="../../qtgames/app/menus.py" line="179" />
        <source>&amp;Move</source>
        <translation>&amp;Coup</translation>
    </message>
    <message>
        <location filename="../../qtgames/app/menus.py" line="180" />
        <source>&amp;View</source>
        <translation>&amp;Affichage</translation>
    </message>
    <message>
        <location filename="../../qtgames/app/menus.py" line="181" />
        <source>&amp;Help</source>
        <translation>Ai&amp;de</translation>
    </message>
    <message>
        <location filename="../../qtgames/app/menus.py" line="182" />
        <source>&amp;New Game…</source>
        <translation>&amp;Nouvelle partie…</translation>
    </message>
    <message>
        <location filename="../../qtgames/app/menus.py" line="183" />
        <source>&amp;Choose Game…</source>
        <translation>&amp;Choisir un jeu…</translation>
    </message>
    <message>
        <location filename="../../qtgames/app/menus.py" line="184" />
        <source>&amp;Open…</source>
        <translation>&amp;Ouvrir…</translation>
    </message>
    <message>
        <location filename="../../qtgames/app/menus.py" line="185" />
        <source>Open &amp;Recent</source>
        <translation>Parties récen&amp;tes</translation>
    </message>
    <message>
        <location filename="../../qtgames/app/menus.py" line="186" />
        <source>&amp;Save</source>
        <translation>&amp;Enregistrer</translation>
    </message>
    <message>
        <location filename="../../qtgames/app/menus.py" line="187" />
        <source>Save &amp;As…</source>
        <translation>Enregistrer &amp;sous…</translation>
    </message>
    <message>
        <location filename="../../qtgames/app/menus.py" line="188" />
        <source>Res&amp;tart</source>
        <translation>&amp;Recommencer</translation>
    </message>
    <message>
        <source>To&amp;urnament…</source>
        <translation>To&amp;urnoi…</translation>
    </message>
    <message>
        <location filename="../../qtgames/app/menus.py" line="193" />
        <source>Pla&amp;yers…</source>
        <translation>&amp;Joueurs…</translation>
    </message>
    <message>
        <location filename="../../qtgames/app/menus.py" line="206" />
        <source>Lan&amp;guage</source>
        <translation>&amp;Langue</translation>
    </message>
    <message>
        <location filename="../../qtgames/app/menus.py" line="240" />
        <source>Undo</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <location filename="../../qtgames/app/menus.py" line="241" />
        <source>Redo</source>
        <translation>Refaire</translation>
    </message>
    <message>
        <location filename="../../qtgames/app/menus.py" line="189" />
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <location filename="../../qtgames/app/menus.py" line="190" />
        <source>&amp;Hint</source>
        <translation>&amp;Indice</translation>
    </message>
    <message>
        <location filename="../../qtgames/app/menus.py" line="191" />
        <source>&amp;Pause Computer</source>
        <translation>&amp;Pause de l'ordinateur</translation>
    </message>
    <message>
        <location filename="../../qtgames/app/menus.py" line="192" />
        <source>Computer Plays &amp;Both Sides</source>
        <translation>L'ordinateur joue les &amp;deux camps</translation>
    </message>
    <message>
        <location filename="../../qtgames/app/menus.py" line="194" />
        <source>Show &amp;Legal Moves</source>
        <translation>Afficher les coups &amp;possibles</translation>
    </message>
    <message>
        <location filename="../../qtgames/app/menus.py" line="195" />
        <source>Show Last &amp;Move</source>
        <translation>Montrer le &amp;dernier coup</translation>
    </message>
    <message>
        <location filename="../../qtgames/app/menus.py" line="196" />
        <source>Show &amp;Coordinates</source>
        <translation>Afficher les &amp;coordonnées</translation>
    </message>
    <message>
        <location filename="../../qtgames/app/menus.py" line="197" />
        <source>&amp;Animation Speed</source>
        <translation>Vitesse des &amp;animations</translation>
    </message>
    <message>
        <location filename="../../qtgames/app/menus.py" line="198" />
        <source>Off</source>
        <translation>Aucune</translation>
    </message>
    <message>
        <location filename="../../qtgames/app/menus.py" line="198" />
        <source>Fast</source>
        <translation>Rapide</translation>
    </message>
    <message>
        <location filename="../../qtgames/app/menus.py" line="198" />
        <source>Normal</source>
        <translation>Normale</translation>
    </message>
    <message>
        <location filename="../../qtgames/app/menus.py" line="199" />
        <source>Slow</source>
        <translation>Lente</translation>
    </message>
    <message>
        <location filename="../../qtgames/app/menus.py" line="202" />
        <source>Computer Move &amp;Delay</source>
        <translation>Délai des coups de l'ordi&amp;nateur</translation>
    </message>
    <message>
        <location filename="../../qtgames/app/menus.py" line="203" />
        <source>None</source>
        <translation>Aucun</translation>
    </message>
    <message>
        <location filename="../../qtgames/app/menus.py" line="203" />
        <source>Short</source>
        <translation>Court</translation>
    </message>
    <message>
        <location filename="../../qtgames/app/menus.py" line="203" />
        <source>Long</source>
        <translation>Long</translation>
    </message>
    <message>
        <location filename="../../qtgames/app/menus.py" line="207" />
        <source>System Language</source>
        <translation>Langue du système</translation>
    </message>
    <message>
        <location filename="../../qtgames/app/menus.py" line="210" />
        <source>User &amp;Manual</source>
        <translation>&amp;Manuel d'utilisation</translation>
    </message>
    <message>
        <location filename="../../qtgames/app/menus.py" line="211" />
        <source>&amp;Rules of This Game</source>
        <translation>&amp;Règles de ce jeu</translation>
    </message>
    <message>
        <location filename="../../qtgames/app/menus.py" line="212" />
        <source>&amp;Plugins…</source>
        <translation>M&amp;odules…</translation>
    </message>
    <message>
        <location filename="../../qtgames/app/menus.py" line="213" />
        <source>&amp;About qtgames</source>
        <translation>À &amp;propos de qtgames</translation>
    </message>
    <message>
        <location filename="../../qtgames/app/menus.py" line="235" />
        <source>&amp;Undo %1</source>
        <translation>&amp;Annuler %1</translation>
    </message>
    <message>
        <location filename="../../qtgames/app/menus.py" line="236" />
        <source>&amp;Undo</source>
        <translation>&amp;Annuler</translation>
    </message>
    <message>
        <location filename="../../qtgames/app/menus.py" line="237" />
        <source>&amp;Redo %1</source>
        <translation>&amp;Refaire %1</translation>
    </message>
    <message>
        <location filename="../../qtgames/app/menus.py" line="238" />
        <source>&amp;Redo</source>
        <translation>&amp;Refaire</translation>
    </message>
    <message>
        <source>Re&amp;view Game</source>
        <translation>Ana&amp;lyser la partie</translation>
    </message>
</context>
<context>
    <name>TournamentAdvanced</name>
    <message>
        <source>Time control:</source>
        <translation>Cadence :</translation>
    </message>
    <message>
        <source>Most moves:</source>
        <translation>Coups au plus :</translation>
    </message>
    <message>
        <source>Resign:</source>
        <translation>Abandon :</translation>
    </message>
    <message>
        <source>Draw:</source>
        <translation>Nulle :</translation>
    </message>
    <message>
        <source>Openings:</source>
        <translation>Ouvertures :</translation>
    </message>
    <message>
        <source>Openings file:</source>
        <translation>Fichier d'ouvertures :</translation>
    </message>
    <message>
        <source>Anchor:</source>
        <translation>Ancre :</translation>
    </message>
    <message>
        <source>Average rating:</source>
        <translation>Classement moyen :</translation>
    </message>
    <message>
        <source>Prior draws:</source>
        <translation>Nulles a priori :</translation>
    </message>
    <message>
        <source>First move:</source>
        <translation>Premier coup :</translation>
    </message>
    <message>
        <source>Results as CSV:</source>
        <translation>Résultats en CSV :</translation>
    </message>
    <message>
        <source>Games as text:</source>
        <translation>Parties en texte :</translation>
    </message>
    <message>
        <source>none (as 40/60+0.5 or 60+1)</source>
        <translation>aucune (comme 40/60+0.5 ou 60+1)</translation>
    </message>
    <message>
        <source>SECONDS for every MOVES moves (for the whole game when MOVES/ is left out), plus INCREMENT a move: a player whose clock runs out loses on time.</source>
        <translation>SECONDES pour chaque tranche de COUPS coups (pour toute la partie sans COUPS/), plus INCRÉMENT par coup : un joueur dont la pendule tombe à zéro perd au temps.</translation>
    </message>
    <message>
        <source>the game's own</source>
        <translation>celui du jeu</translation>
    </message>
    <message>
        <source>Stop a game after this many moves and score it as the game's rules score a game cut short.</source>
        <translation>Arrêter une partie après ce nombre de coups et la compter comme les règles du jeu comptent une partie interrompue.</translation>
    </message>
    <message>
        <source>one side's score at or below -S and the other's at or above S: the first loses</source>
        <translation>le score d'un camp à -S ou moins et celui de l'autre à S ou plus : le premier perd</translation>
    </message>
    <message>
        <source>both scores within S of 0: a draw</source>
        <translation>les deux scores à S ou moins de 0 : nulle</translation>
    </message>
    <message>
        <source>none (as score=300 moves=4)</source>
        <translation>aucun (comme score=300 moves=4)</translation>
    </message>
    <message>
        <source>End a game when both sides' scores over their last N moves were so: %1.</source>
        <translation>Terminer une partie quand les scores des deux camps sur leurs N derniers coups étaient ainsi : %1.</translation>
    </message>
    <message>
        <source>none: every game from the start</source>
        <translation>aucune : chaque partie depuis le début</translation>
    </message>
    <message>
        <source>from a file</source>
        <translation>d'un fichier</translation>
    </message>
    <message>
        <source>One opening a line: a position in the game's notation, or 'moves:' and moves from the start; each played twice, sides swapped.</source>
        <translation>Une ouverture par ligne : une position dans la notation du jeu, ou « moves: » et des coups depuis le début ; chacune jouée deux fois, camps échangés.</translation>
    </message>
    <message>
        <source>none: the ratings average as below</source>
        <translation>aucune : la moyenne des classements ci-dessous</translation>
    </message>
    <message>
        <source>none (maximum likelihood)</source>
        <translation>aucune (maximum de vraisemblance)</translation>
    </message>
    <message>
        <source>Virtual draws between each pair of players who met, pulling their ratings together.</source>
        <translation>Nulles virtuelles entre chaque paire de joueurs qui se sont rencontrés, qui rapprochent leurs classements.</translation>
    </message>
    <message>
        <source>fit the first seat's advantage</source>
        <translation>estimer l'avantage de la première place</translation>
    </message>
    <message>
        <source>not written</source>
        <translation>non écrits</translation>
    </message>
    <message>
        <source>not written (a new or empty folder)</source>
        <translation>non écrites (un dossier nouveau ou vide)</translation>
    </message>
    <message>
        <source>Openings file</source>
        <translation>Fichier d'ouvertures</translation>
    </message>
    <message>
        <source>Openings (*.txt);;All files (*)</source>
        <translation>Ouvertures (*.txt);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>Results as CSV</source>
        <translation>Résultats en CSV</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>Fichiers CSV (*.csv)</translation>
    </message>
    <message>
        <source>Games as text</source>
        <translation>Parties en texte</translation>
    </message>
</context>
<context>
    <name>TournamentSetup</name>
    <message>
        <source>Game</source>
        <translation>Jeu</translation>
    </message>
    <message>
        <source>Game:</source>
        <translation>Jeu :</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <source>&amp;Add</source>
        <translation>&amp;Ajouter</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>&amp;Retirer</translation>
    </message>
    <message>
        <source>Tournament</source>
        <translation>Tournoi</translation>
    </message>
    <message>
        <source>Round-robin</source>
        <translation>Toutes rondes</translation>
    </message>
    <message>
        <source>Gauntlet</source>
        <translation>Défi contre tous</translation>
    </message>
    <message>
        <source>Knock-out</source>
        <translation>Élimination directe</translation>
    </message>
    <message>
        <source>Swiss</source>
        <translation>Système suisse</translation>
    </message>
    <message>
        <source>automatic</source>
        <translation>automatique</translation>
    </message>
    <message>
        <source>Format:</source>
        <translation>Formule :</translation>
    </message>
    <message>
        <source>Swiss rounds:</source>
        <translation>Rondes suisses :</translation>
    </message>
    <message>
        <source>Games per pairing:</source>
        <translation>Parties par rencontre :</translation>
    </message>
    <message>
        <source>Parallel games:</source>
        <translation>Parties en parallèle :</translation>
    </message>
    <message>
        <source>Seed:</source>
        <translation>Graine :</translation>
    </message>
    <message>
        <source>Results file:</source>
        <translation>Fichier de résultats :</translation>
    </message>
    <message>
        <source>in the app's data folder</source>
        <translation>dans le dossier de données de l'application</translation>
    </message>
    <message>
        <source>drawn at random</source>
        <translation>tirée au hasard</translation>
    </message>
    <message>
        <source>The first player is the gauntlet's challenger and the first seed of a knock-out.</source>
        <translation>Le premier joueur est le challenger du défi contre tous et la tête de série n° 1 de l'élimination directe.</translation>
    </message>
    <message>
        <source>Results file</source>
        <translation>Fichier de résultats</translation>
    </message>
    <message>
        <source>Tournament results (*.jsonl)</source>
        <translation>Résultats de tournoi (*.jsonl)</translation>
    </message>
    <message>
        <source>Advanced</source>
        <translation>Avancé</translation>
    </message>
</context>
<context>
    <name>TournamentTables</name>
    <message>
        <source>Standings</source>
        <translation>Classement</translation>
    </message>
    <message>
        <source>Ratings</source>
        <translation>Cotes Elo</translation>
    </message>
    <message>
        <source>Crosstable</source>
        <translation>Tableau croisé</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Parties</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>Rang</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Points</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Score</translation>
    </message>
    <message>
        <source>Elo</source>
        <translation>Elo</translation>
    </message>
    <message>
        <source>95% interval</source>
        <translation>Intervalle à 95 %</translation>
    </message>
    <message>
        <source>LOS over next</source>
        <translation>Probabilité de supériorité sur le suivant</translation>
    </message>
    <message>
        <source>Maximum-likelihood Elo ratings over all games, with their 95% interval; LOS: likelihood of superiority over the next player.</source>
        <translation>Cotes Elo du maximum de vraisemblance sur toutes les parties, avec leur intervalle à 95 % ; dernière colonne : probabilité d'être meilleur que le joueur suivant.</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Ronde</translation>
    </message>
    <message>
        <source>Pairing</source>
        <translation>Rencontre</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Partie</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Résultat</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Coups</translation>
    </message>
    <message>
        <source>Forfeit</source>
        <translation>Forfait</translation>
    </message>
    <message>
        <source>Double-click a finished game to open it in the main window, a game being played to watch it.</source>
        <translation>Double-cliquez sur une partie finie pour l'ouvrir dans la fenêtre principale, sur une partie en cours pour la regarder.</translation>
    </message>
    <message>
        <source>± ∞ (too few games)</source>
        <translation>± ∞ (trop peu de parties)</translation>
    </message>
    <message>
        <source>playing…</source>
        <translation>en cours…</translation>
    </message>
</context>
<context>
    <name>TournamentWatch</name>
    <message>
        <source>Watching %1 – %2, game %3</source>
        <translation>%1 – %2, partie %3 en direct</translation>
    </message>
    <message>
        <source>Finished after %1 moves.</source>
        <translation>Terminée après %1 coups.</translation>
    </message>
    <message>
        <source>%1 moves played.</source>
        <translation>%1 coups joués.</translation>
    </message>
</context>
<context>
    <name>TournamentWindow</name>
    <message>
        <source>Tournament</source>
        <translation>Tournoi</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>&amp;Lancer</translation>
    </message>
    <message>
        <source>&amp;Resume…</source>
        <translation>&amp;Reprendre…</translation>
    </message>
    <message>
        <source>Go on with a tournament from its results file: only the missing games are played.</source>
        <translation>Poursuivre un tournoi à partir de son fichier de résultats : seules les parties manquantes sont jouées.</translation>
    </message>
    <message>
        <source>&amp;Cancel Tournament</source>
        <translation>&amp;Arrêter le tournoi</translation>
    </message>
    <message>
        <source>Stop after the games being played; the results file keeps every finished game.</source>
        <translation>Arrêter après les parties en cours ; le fichier de résultats garde toutes les parties finies.</translation>
    </message>
    <message>
        <source>Choose the game, the players and the format, then Start.</source>
        <translation>Choisissez le jeu, les joueurs et la formule, puis Lancer.</translation>
    </message>
    <message>
        <source>Resume a tournament</source>
        <translation>Reprendre un tournoi</translation>
    </message>
    <message>
        <source>Tournament results (*.jsonl);;All files (*)</source>
        <translation>Résultats de tournoi (*.jsonl);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>Starting…</source>
        <translation>Démarrage…</translation>
    </message>
    <message>
        <source>Stopping after the games being played…</source>
        <translation>Arrêt après les parties en cours…</translation>
    </message>
    <message>
        <source>Leader: %1 (%2 of %3)</source>
        <translation>En tête : %1 (%2 sur %3)</translation>
    </message>
    <message>
        <source>Cancelled: %1 games kept in %2</source>
        <translation>Arrêté : %1 parties gardées dans %2</translation>
    </message>
    <message>
        <source>Finished: %1 games, saved in %2</source>
        <translation>Terminé : %1 parties, enregistrées dans %2</translation>
    </message>
    <message>
        <source>%1 of %2 games played, %3 left</source>
        <translation>%1 parties jouées sur %2, %3 restantes</translation>
    </message>
    <message>
        <source>, about %1 to go</source>
        <translation>, encore %1 environ</translation>
    </message>
    <message>
        <source>The tournament stopped because of an error: %1</source>
        <translation>Le tournoi s'est arrêté sur une erreur : %1</translation>
    </message>
</context>
<context>
    <name>Appearance</name>
    <message>
        <source>&amp;Sounds (unavailable: no sound player)</source>
        <translation>&amp;Sons (indisponibles : aucun lecteur de sons)</translation>
    </message>
    <message>
        <source>Board T&amp;heme</source>
        <translation>&amp;Thème du plateau</translation>
    </message>
    <message>
        <source>&amp;Sounds</source>
        <translation>&amp;Sons</translation>
    </message>
    <message>
        <source>No sound player here: neither Qt Multimedia nor the system's own</source>
        <translation>Aucun lecteur de sons ici : ni Qt Multimedia ni celui du système</translation>
    </message>
</context>
<context>
    <name>ReviewPanel</name>
    <message>
        <source>Review (chance of the first player)</source>
        <translation>Analyse (chances du premier joueur)</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
</context>
<context>
    <name>Reviewer</name>
    <message>
        <source>Review done: no costly mistake.</source>
        <translation>Analyse terminée : aucune erreur coûteuse.</translation>
    </message>
    <message>
        <source>Review done: mistakes marked with ? in the move list: %1</source>
        <translation>Analyse terminée : erreurs marquées d’un ? dans la liste des coups : %1</translation>
    </message>
    <message>
        <source>The review failed: %1</source>
        <translation>L’analyse a échoué : %1</translation>
    </message>
    <message>
        <source>Review: the chance %1 wins</source>
        <translation>Analyse : les chances que %1 gagne</translation>
    </message>
    <message>
        <source>Mistake: it cost %1% of the chance to win</source>
        <translation>Erreur : ce coup a coûté %1 % des chances de gagner</translation>
    </message>
    <message>
        <source>%1: %2% to win</source>
        <translation>%1 : %2 % de chances de gagner</translation>
    </message>
    <message>
        <source>Preferred: %1</source>
        <translation>Préféré : %1</translation>
    </message>
    <message>
        <source>Start: %1</source>
        <translation>Départ : %1</translation>
    </message>
    <message>
        <source>Move %1 — %2</source>
        <translation>Coup %1 — %2</translation>
    </message>
</context>
</TS>
