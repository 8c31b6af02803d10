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
        <location filename="../../qtgames/app/mainwindow.py" line="185" />
        <source>&amp;Game</source>
        <translation>&amp;Partie</translation>
    </message>
    <message>
        <location filename="../../qtgames/app/mainwindow.py" line="186" />
        <source>&amp;Move</source>
        <translation>&amp;Coup</translation>
    </message>
    <message>
        <location filename="../../qtgames/app/mainwindow.py" line="187" />
        <source>&amp;View</source>
        <translation>&amp;Affichage</translation>
    </message>
    <message>
        <location filename="../../qtgames/app/mainwindow.py" line="188" />
        <source>&amp;Help</source>
        <translation>&amp;Aide</translation>
    </message>
    <message>
        <location filename="../../qtgames/app/mainwindow.py" line="189" />
        <source>&amp;New Game…</source>
        <translation>&amp;Nouvelle partie…</translation>
    </message>
    <message>
        <location filename="../../qtgames/app/mainwindow.py" line="190" />
        <source>&amp;Open…</source>
        <translation>&amp;Ouvrir…</translation>
    </message>
    <message>
        <location filename="../../qtgames/app/mainwindow.py" line="191" />
        <source>Open &amp;Recent</source>
        <translation>Parties &amp;récentes</translation>
    </message>
    <message>
        <location filename="../../qtgames/app/mainwindow.py" line="192" />
        <source>&amp;Save</source>
        <translation>&amp;Enregistrer</translation>
    </message>
    <message>
        <location filename="../../qtgames/app/mainwindow.py" line="193" />
        <source>Save &amp;As…</source>
        <translation>Enregistrer &amp;sous…</translation>
    </message>
    <message>
        <location filename="../../qtgames/app/mainwindow.py" line="194" />
        <source>&amp;Restart</source>
        <translation>&amp;Recommencer</translation>
    </message>
    <message>
        <location filename="../../qtgames/app/mainwindow.py" line="195" />
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <location filename="../../qtgames/app/mainwindow.py" line="196" />
        <source>&amp;Hint</source>
        <translation>&amp;Indice</translation>
    </message>
    <message>
        <location filename="../../qtgames/app/mainwindow.py" line="197" />
        <source>&amp;Pause Computer</source>
        <translation>&amp;Pause de l'ordinateur</translation>
    </message>
    <message>
        <location filename="../../qtgames/app/mainwindow.py" line="198" />
        <source>Computer Plays &amp;Both Sides</source>
        <translation>L'ordinateur joue les &amp;deux camps</translation>
    </message>
    <message>
        <location filename="../../qtgames/app/mainwindow.py" line="199" />
        <source>&amp;Players…</source>
        <translation>&amp;Joueurs…</translation>
    </message>
    <message>
        <location filename="../../qtgames/app/mainwindow.py" line="200" />
        <source>Show &amp;Legal Moves</source>
        <translation>Afficher les coups &amp;possibles</translation>
    </message>
    <message>
        <location filename="../../qtgames/app/mainwindow.py" line="201" />
        <source>Show Last &amp;Move</source>
        <translation>Montrer le &amp;dernier coup</translation>
    </message>
    <message>
        <location filename="../../qtgames/app/mainwindow.py" line="202" />
        <source>Show &amp;Coordinates</source>
        <translation>Afficher les &amp;coordonnées</translation>
    </message>
    <message>
        <location filename="../../qtgames/app/mainwindow.py" line="203" />
        <source>&amp;Animation Speed</source>
        <translation>Vitesse des &amp;animations</translation>
    </message>
    <message>
        <location filename="../../qtgames/app/mainwindow.py" line="204" />
        <source>Off</source>
        <translation>Aucune</translation>
    </message>
    <message>
        <location filename="../../qtgames/app/mainwindow.py" line="204" />
        <source>Fast</source>
        <translation>Rapide</translation>
    </message>
    <message>
        <location filename="../../qtgames/app/mainwindow.py" line="204" />
        <source>Normal</source>
        <translation>Normale</translation>
    </message>
    <message>
        <location filename="../../qtgames/app/mainwindow.py" line="205" />
        <source>Slow</source>
        <translation>Lente</translation>
    </message>
    <message>
        <location filename="../../qtgames/app/mainwindow.py" line="208" />
        <source>Computer Move &amp;Delay</source>
        <translation>&amp;Délai des coups de l'ordinateur</translation>
    </message>
    <message>
        <location filename="../../qtgames/app/mainwindow.py" line="209" />
        <source>None</source>
        <translation>Aucun</translation>
    </message>
    <message>
        <location filename="../../qtgames/app/mainwindow.py" line="209" />
        <source>Short</source>
        <translation>Court</translation>
    </message>
    <message>
        <location filename="../../qtgames/app/mainwindow.py" line="209" />
        <source>Long</source>
        <translation>Long</translation>
    </message>
    <message>
        <location filename="../../qtgames/app/mainwindow.py" line="212" />
        <source>&amp;Language</source>
        <translation>&amp;Langue</translation>
    </message>
    <message>
        <location filename="../../qtgames/app/mainwindow.py" line="213" />
        <source>System Language</source>
        <translation>Langue du système</translation>
    </message>
    <message>
        <location filename="../../qtgames/app/mainwindow.py" line="216" />
        <source>User &amp;Manual</source>
        <translation>&amp;Manuel d'utilisation</translation>
    </message>
    <message>
        <location filename="../../qtgames/app/mainwindow.py" line="217" />
        <source>&amp;Rules of This Game</source>
        <translation>&amp;Règles de ce jeu</translation>
    </message>
    <message>
        <location filename="../../qtgames/app/mainwindow.py" line="218" />
        <source>&amp;Plugins…</source>
        <translation>&amp;Modules…</translation>
    </message>
    <message>
        <location filename="../../qtgames/app/mainwindow.py" line="219" />
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
        <location filename="../../qtgames/app/mainwindow.py" line="295" />
        <source>Play from here?</source>
        <translation>Jouer à partir d'ici ?</translation>
    </message>
    <message>
        <location filename="../../qtgames/app/mainwindow.py" line="296" />
        <source>Playing here discards the moves after this position. Go on?</source>
        <translation>Jouer ici efface les coups qui suivent cette position. Continuer ?</translation>
    </message>
    <message>
        <location filename="../../qtgames/app/mainwindow.py" line="323" />
        <location filename="../../qtgames/app/mainwindow.py" line="355" />
        <source>&amp;Undo</source>
        <translation>&amp;Annuler</translation>
    </message>
    <message>
        <location filename="../../qtgames/app/mainwindow.py" line="324" />
        <location filename="../../qtgames/app/mainwindow.py" line="357" />
        <source>&amp;Redo</source>
        <translation>&amp;Refaire</translation>
    </message>
    <message>
        <location filename="../../qtgames/app/mainwindow.py" line="354" />
        <source>&amp;Undo %1</source>
        <translation>&amp;Annuler %1</translation>
    </message>
    <message>
        <location filename="../../qtgames/app/mainwindow.py" line="356" />
        <source>&amp;Redo %1</source>
        <translation>&amp;Refaire %1</translation>
    </message>
    <message>
        <location filename="../../qtgames/app/mainwindow.py" line="365" />
        <source>Start</source>
        <translation>Début</translation>
    </message>
    <message>
        <location filename="../../qtgames/app/mainwindow.py" line="373" />
        <location filename="../../qtgames/app/mainwindow.py" line="377" />
        <source>Game over</source>
        <translation>Partie terminée</translation>
    </message>
    <message>
        <location filename="../../qtgames/app/mainwindow.py" line="385" />
        <source>computer, %1</source>
        <translation>ordinateur, %1</translation>
    </message>
    <message>
        <location filename="../../qtgames/app/mainwindow.py" line="386" />
        <source>%1 to play (%2)</source>
        <translation>%1 joue (%2)</translation>
    </message>
    <message>
        <location filename="../../qtgames/app/mainwindow.py" line="388" />
        <source>The computer is thinking…</source>
        <translation>L'ordinateur réfléchit…</translation>
    </message>
    <message>
        <location filename="../../qtgames/app/mainwindow.py" line="390" />
        <source>Computer paused: Move › Pause Computer resumes.</source>
        <translation>Ordinateur en pause : Coup › Pause de l'ordinateur pour reprendre.</translation>
    </message>
    <message>
        <location filename="../../qtgames/app/mainwindow.py" line="413" />
        <source>Looking for a good move…</source>
        <translation>Recherche d'un bon coup…</translation>
    </message>
    <message>
        <location filename="../../qtgames/app/mainwindow.py" line="417" />
        <source>Hint: %1</source>
        <translation>Indice : %1</translation>
    </message>
    <message>
        <location filename="../../qtgames/app/mainwindow.py" line="460" />
        <source>Change the level?</source>
        <translation>Changer le niveau ?</translation>
    </message>
    <message>
        <location filename="../../qtgames/app/mainwindow.py" line="461" />
        <source>Change the computer's level in the middle of the game?</source>
        <translation>Changer le niveau de l'ordinateur en cours de partie ?</translation>
    </message>
    <message>
        <location filename="../../qtgames/app/mainwindow.py" line="498" />
        <source>The user manual is not installed.</source>
        <translation>Le manuel d'utilisation n'est pas installé.</translation>
    </message>
    <message>
        <location filename="../../qtgames/app/mainwindow.py" line="517" />
        <source>No recent games</source>
        <translation>Aucune partie récente</translation>
    </message>
    <message>
        <location filename="../../qtgames/app/mainwindow.py" line="557" />
        <source>About qtgames</source>
        <translation>À propos de qtgames</translation>
    </message>
    <message>
        <location filename="../../qtgames/app/mainwindow.py" line="558" />
        <source>qtgames %1: board games to play against a friend or the computer.</source>
        <translation>qtgames %1 : des jeux de plateau à jouer contre un ami ou contre l'ordinateur.</translation>
    </message>
    <message>
        <location filename="../../qtgames/app/mainwindow.py" line="571" />
        <source>Open a saved game</source>
        <translation>Ouvrir une partie enregistrée</translation>
    </message>
    <message>
        <location filename="../../qtgames/app/mainwindow.py" line="596" />
        <source>Save the game</source>
        <translation>Enregistrer la partie</translation>
    </message>
    <message>
        <location filename="../../qtgames/app/mainwindow.py" line="631" />
        <source>Continue: %1, move %2</source>
        <translation>Continuer : %1, coup %2</translation>
    </message>
    <message>
        <location filename="../../qtgames/app/mainwindow.py" line="649" />
        <source>Unsaved game</source>
        <translation>Partie non enregistrée</translation>
    </message>
    <message>
        <location filename="../../qtgames/app/mainwindow.py" line="649" />
        <source>Save the game in progress first?</source>
        <translation>Enregistrer d'abord la partie en cours ?</translation>
    </message>
    <message>
        <location filename="../../qtgames/app/mainwindow.py" line="662" />
        <source>qtgames</source>
        <translation>qtgames</translation>
    </message>
    <message>
        <location filename="../../qtgames/app/mainwindow.py" line="679" />
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
        <location filename="../../qtgames/app/newgame.py" line="32" />
        <source>New game: %1</source>
        <translation>Nouvelle partie : %1</translation>
    </message>
    <message>
        <location filename="../../qtgames/app/newgame.py" line="32" />
        <source>Players: %1</source>
        <translation>Joueurs : %1</translation>
    </message>
    <message>
        <location filename="../../qtgames/app/newgame.py" line="37" />
        <source>Options</source>
        <translation>Options</translation>
    </message>
    <message>
        <location filename="../../qtgames/app/newgame.py" line="48" />
        <source>Players</source>
        <translation>Joueurs</translation>
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