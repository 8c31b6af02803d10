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
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../qtgames/app/mainwindow.py" line="184" />
        <source>&amp;Game</source>
        <extracomment>Shortest time a computer move takes to appear, so the player sees it happen.</extracomment>
        <translation>&amp;Partie</translation>
    </message>
    <message>
        <location filename="../../qtgames/app/mainwindow.py" line="185" />
        <source>&amp;Move</source>
        <translation>&amp;Coup</translation>
    </message>
    <message>
        <location filename="../../qtgames/app/mainwindow.py" line="186" />
        <source>&amp;View</source>
        <translation>&amp;Affichage</translation>
    </message>
    <message>
        <location filename="../../qtgames/app/mainwindow.py" line="187" />
        <source>&amp;Help</source>
        <translation>&amp;Aide</translation>
    </message>
    <message>
        <location filename="../../qtgames/app/mainwindow.py" line="188" />
        <source>&amp;New Game…</source>
        <translation>&amp;Nouvelle partie…</translation>
    </message>
    <message>
        <location filename="../../qtgames/app/mainwindow.py" line="189" />
        <source>&amp;Open…</source>
        <translation>&amp;Ouvrir…</translation>
    </message>
    <message>
        <location filename="../../qtgames/app/mainwindow.py" line="190" />
        <source>Open &amp;Recent</source>
        <translation>Parties &amp;récentes</translation>
    </message>
    <message>
        <location filename="../../qtgames/app/mainwindow.py" line="191" />
        <source>&amp;Save</source>
        <translation>&amp;Enregistrer</translation>
    </message>
    <message>
        <location filename="../../qtgames/app/mainwindow.py" line="192" />
        <source>Save &amp;As…</source>
        <translation>Enregistrer &amp;sous…</translation>
    </message>
    <message>
        <location filename="../../qtgames/app/mainwindow.py" line="193" />
        <source>&amp;Restart</source>
        <translation>&amp;Recommencer</translation>
    </message>
    <message>
        <location filename="../../qtgames/app/mainwindow.py" line="194" />
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <location filename="../../qtgames/app/mainwindow.py" line="195" />
        <source>&amp;Hint</source>
        <translation>&amp;Indice</translation>
    </message>
    <message>
        <location filename="../../qtgames/app/mainwindow.py" line="196" />
        <source>&amp;Pause Computer</source>
        <translation>&amp;Pause de l'ordinateur</translation>
    </message>
    <message>
        <location filename="../../qtgames/app/mainwindow.py" line="197" />
        <source>Computer Plays &amp;Both Sides</source>
        <translation>L'ordinateur joue les &amp;deux camps</translation>
    </message>
    <message>
        <location filename="../../qtgames/app/mainwindow.py" line="198" />
        <source>&amp;Players…</source>
        <translation>&amp;Joueurs…</translation>
    </message>
    <message>
        <location filename="../../qtgames/app/mainwindow.py" line="199" />
        <source>Show &amp;Legal Moves</source>
        <translation>Afficher les coups &amp;possibles</translation>
    </message>
    <message>
        <location filename="../../qtgames/app/mainwindow.py" line="200" />
        <source>Show Last &amp;Move</source>
        <translation>Montrer le &amp;dernier coup</translation>
    </message>
    <message>
        <location filename="../../qtgames/app/mainwindow.py" line="201" />
        <source>Show &amp;Coordinates</source>
        <translation>Afficher les &amp;coordonnées</translation>
    </message>
    <message>
        <location filename="../../qtgames/app/mainwindow.py" line="202" />
        <source>&amp;Animation Speed</source>
        <translation>Vitesse des &amp;animations</translation>
    </message>
    <message>
        <location filename="../../qtgames/app/mainwindow.py" line="203" />
        <source>Off</source>
        <translation>Aucune</translation>
    </message>
    <message>
        <location filename="../../qtgames/app/mainwindow.py" line="203" />
        <source>Fast</source>
        <translation>Rapide</translation>
    </message>
    <message>
        <location filename="../../qtgames/app/mainwindow.py" line="203" />
        <source>Normal</source>
        <translation>Normale</translation>
    </message>
    <message>
        <location filename="../../qtgames/app/mainwindow.py" line="204" />
        <source>Slow</source>
        <translation>Lente</translation>
    </message>
    <message>
        <location filename="../../qtgames/app/mainwindow.py" line="207" />
        <source>Computer Move &amp;Delay</source>
        <translation>&amp;Délai des coups de l'ordinateur</translation>
    </message>
    <message>
        <location filename="../../qtgames/app/mainwindow.py" line="208" />
        <source>None</source>
        <translation>Aucun</translation>
    </message>
    <message>
        <location filename="../../qtgames/app/mainwindow.py" line="208" />
        <source>Short</source>
        <translation>Court</translation>
    </message>
    <message>
        <location filename="../../qtgames/app/mainwindow.py" line="208" />
        <source>Long</source>
        <translation>Long</translation>
    </message>
    <message>
        <location filename="../../qtgames/app/mainwindow.py" line="211" />
        <source>&amp;Language</source>
        <translation>&amp;Langue</translation>
    </message>
    <message>
        <location filename="../../qtgames/app/mainwindow.py" line="212" />
        <source>System Language</source>
        <translation>Langue du système</translation>
    </message>
    <message>
        <location filename="../../qtgames/app/mainwindow.py" line="215" />
        <source>User &amp;Manual</source>
        <translation>&amp;Manuel d'utilisation</translation>
    </message>
    <message>
        <location filename="../../qtgames/app/mainwindow.py" line="216" />
        <source>&amp;Rules of This Game</source>
        <translation>&amp;Règles de ce jeu</translation>
    </message>
    <message>
        <location filename="../../qtgames/app/mainwindow.py" line="217" />
        <source>&amp;Plugins…</source>
        <translation>&amp;Modules…</translation>
    </message>
    <message>
        <location filename="../../qtgames/app/mainwindow.py" line="218" />
        <source>&amp;About qtgames</source>
        <translation>À &amp;propos de qtgames</translation>
    </message>
    <message>
        <location filename="../../qtgames/app/mainwindow.py" line="256" />
        <source>The board of this game cannot be shown: %1</source>
        <translation>Le plateau de ce jeu ne peut pas être affiché : %1</translation>
    </message>
    <message>
        <location filename="../../qtgames/app/mainwindow.py" line="260" />
        <source>This game has no board view.</source>
        <translation>Ce jeu n'a pas de plateau graphique.</translation>
    </message>
    <message>
        <location filename="../../qtgames/app/mainwindow.py" line="287" />
        <source>Play from here?</source>
        <translation>Jouer à partir d'ici ?</translation>
    </message>
    <message>
        <location filename="../../qtgames/app/mainwindow.py" line="288" />
        <source>Playing here discards the moves after this position. Go on?</source>
        <translation>Jouer ici efface les coups qui suivent cette position. Continuer ?</translation>
    </message>
    <message>
        <location filename="../../qtgames/app/mainwindow.py" line="315" />
        <location filename="../../qtgames/app/mainwindow.py" line="347" />
        <source>&amp;Undo</source>
        <translation>&amp;Annuler</translation>
    </message>
    <message>
        <location filename="../../qtgames/app/mainwindow.py" line="316" />
        <location filename="../../qtgames/app/mainwindow.py" line="349" />
        <source>&amp;Redo</source>
        <translation>&amp;Refaire</translation>
    </message>
    <message>
        <location filename="../../qtgames/app/mainwindow.py" line="346" />
        <source>&amp;Undo %1</source>
        <translation>&amp;Annuler %1</translation>
    </message>
    <message>
        <location filename="../../qtgames/app/mainwindow.py" line="348" />
        <source>&amp;Redo %1</source>
        <translation>&amp;Refaire %1</translation>
    </message>
    <message>
        <location filename="../../qtgames/app/mainwindow.py" line="357" />
        <source>Start</source>
        <translation>Début</translation>
    </message>
    <message>
        <location filename="../../qtgames/app/mainwindow.py" line="365" />
        <location filename="../../qtgames/app/mainwindow.py" line="369" />
        <source>Game over</source>
        <translation>Partie terminée</translation>
    </message>
    <message>
        <location filename="../../qtgames/app/mainwindow.py" line="376" />
        <source>human</source>
        <translation>humain</translation>
    </message>
    <message>
        <location filename="../../qtgames/app/mainwindow.py" line="376" />
        <source>computer, %1</source>
        <translation>ordinateur, %1</translation>
    </message>
    <message>
        <location filename="../../qtgames/app/mainwindow.py" line="378" />
        <source>%1 to play (%2)</source>
        <translation>%1 joue (%2)</translation>
    </message>
    <message>
        <location filename="../../qtgames/app/mainwindow.py" line="380" />
        <source>The computer is thinking…</source>
        <translation>L'ordinateur réfléchit…</translation>
    </message>
    <message>
        <location filename="../../qtgames/app/mainwindow.py" line="382" />
        <source>Computer paused: Move › Pause Computer resumes.</source>
        <translation>Ordinateur en pause : Coup › Pause de l'ordinateur pour reprendre.</translation>
    </message>
    <message>
        <location filename="../../qtgames/app/mainwindow.py" line="388" />
        <source>random</source>
        <translation>hasard</translation>
    </message>
    <message>
        <location filename="../../qtgames/app/mainwindow.py" line="414" />
        <source>Looking for a good move…</source>
        <translation>Recherche d'un bon coup…</translation>
    </message>
    <message>
        <location filename="../../qtgames/app/mainwindow.py" line="418" />
        <source>Hint: %1</source>
        <translation>Indice : %1</translation>
    </message>
    <message>
        <location filename="../../qtgames/app/mainwindow.py" line="462" />
        <source>Change the level?</source>
        <translation>Changer le niveau ?</translation>
    </message>
    <message>
        <location filename="../../qtgames/app/mainwindow.py" line="463" />
        <source>Change the computer's level in the middle of the game?</source>
        <translation>Changer le niveau de l'ordinateur en cours de partie ?</translation>
    </message>
    <message>
        <location filename="../../qtgames/app/mainwindow.py" line="502" />
        <source>The user manual is not installed.</source>
        <translation>Le manuel d'utilisation n'est pas installé.</translation>
    </message>
    <message>
        <location filename="../../qtgames/app/mainwindow.py" line="521" />
        <source>No recent games</source>
        <translation>Aucune partie récente</translation>
    </message>
    <message>
        <location filename="../../qtgames/app/mainwindow.py" line="563" />
        <source>About qtgames</source>
        <translation>À propos de qtgames</translation>
    </message>
    <message>
        <location filename="../../qtgames/app/mainwindow.py" line="564" />
        <source>qtgames %1: board games to play against a friend or the computer.</source>
        <translation>qtgames %1 : des jeux de plateau à jouer contre un ami ou contre l'ordinateur.</translation>
    </message>
    <message>
        <location filename="../../qtgames/app/mainwindow.py" line="577" />
        <source>Open a saved game</source>
        <translation>Ouvrir une partie enregistrée</translation>
    </message>
    <message>
        <location filename="../../qtgames/app/mainwindow.py" line="602" />
        <source>Save the game</source>
        <translation>Enregistrer la partie</translation>
    </message>
    <message>
        <location filename="../../qtgames/app/mainwindow.py" line="637" />
        <source>Continue: %1, move %2</source>
        <translation>Continuer : %1, coup %2</translation>
    </message>
    <message>
        <location filename="../../qtgames/app/mainwindow.py" line="655" />
        <source>Unsaved game</source>
        <translation>Partie non enregistrée</translation>
    </message>
    <message>
        <location filename="../../qtgames/app/mainwindow.py" line="655" />
        <source>Save the game in progress first?</source>
        <translation>Enregistrer d'abord la partie en cours ?</translation>
    </message>
    <message>
        <location filename="../../qtgames/app/mainwindow.py" line="668" />
        <source>qtgames</source>
        <translation>qtgames</translation>
    </message>
    <message>
        <location filename="../../qtgames/app/mainwindow.py" line="686" />
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
    <name>NewGameDialog</name>
    <message>
        <location filename="../../qtgames/app/newgame.py" line="30" />
        <source>New game: %1</source>
        <translation>Nouvelle partie : %1</translation>
    </message>
    <message>
        <location filename="../../qtgames/app/newgame.py" line="30" />
        <source>Players: %1</source>
        <translation>Joueurs : %1</translation>
    </message>
    <message>
        <location filename="../../qtgames/app/newgame.py" line="35" />
        <source>Options</source>
        <translation>Options</translation>
    </message>
    <message>
        <location filename="../../qtgames/app/newgame.py" line="46" />
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <location filename="../../qtgames/app/newgame.py" line="75" />
        <source>Human</source>
        <translation>Humain</translation>
    </message>
    <message>
        <location filename="../../qtgames/app/newgame.py" line="76" />
        <source>Computer: random</source>
        <translation>Ordinateur : hasard</translation>
    </message>
    <message>
        <location filename="../../qtgames/app/newgame.py" line="78" />
        <source>Computer: %1</source>
        <translation>Ordinateur : %1</translation>
    </message>
</context>
<context>
    <name>PluginsDialog</name>
    <message>
        <location filename="../../qtgames/app/pluginsdialog.py" line="23" />
        <source>Plugins</source>
        <translation>Modules</translation>
    </message>
    <message>
        <location filename="../../qtgames/app/pluginsdialog.py" line="28" />
        <source>Enabled</source>
        <translation>Activé</translation>
    </message>
    <message>
        <location filename="../../qtgames/app/pluginsdialog.py" line="28" />
        <source>Plugin</source>
        <translation>Module</translation>
    </message>
    <message>
        <location filename="../../qtgames/app/pluginsdialog.py" line="28" />
        <source>Source</source>
        <translation>Origine</translation>
    </message>
    <message>
        <location filename="../../qtgames/app/pluginsdialog.py" line="28" />
        <source>Games or error</source>
        <translation>Jeux ou erreur</translation>
    </message>
    <message>
        <location filename="../../qtgames/app/pluginsdialog.py" line="42" />
        <source>Failed: %1</source>
        <translation>Échec : %1</translation>
    </message>
    <message>
        <location filename="../../qtgames/app/pluginsdialog.py" line="44" />
        <source>Disabled</source>
        <translation>Désactivé</translation>
    </message>
    <message>
        <location filename="../../qtgames/app/pluginsdialog.py" line="51" />
        <source>Changes take effect the next time qtgames starts.</source>
        <translation>Les changements prendront effet au prochain démarrage de qtgames.</translation>
    </message>
</context>
<context>
    <name>StartPage</name>
    <message>
        <location filename="../../qtgames/app/startpage.py" line="48" />
        <source>Choose a game</source>
        <translation>Choisissez un jeu</translation>
    </message>
</context>
</TS>