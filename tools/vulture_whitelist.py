"""Names vulture cannot see used, each called by a framework or found by its name.

``tools/test`` runs vulture (its settings: ``[tool.vulture]`` in pyproject.toml) over the
code, the tests and this file. Only true false positives belong here, each with its reason.
"""

# Qt calls these overrides of its widgets and graphics items.
_.paint
_.paintEvent
_.closeEvent
_.mouseMoveEvent
_.mouseDoubleClickEvent
# html.parser.HTMLParser calls this override for every tag.
_.handle_starttag
# zeroconf calls a browser's handlers with keyword arguments, this one among them.
service_type
# A game's text view and scene are named in its GameSpec as "package.module:Class" and
# imported on first use.
_.ReversiTextView
_.ReversiScene
_.ZenTextView
_.ZenScene
_.DuelTextView
_.DuelScene
_.RosesTextView
_.RosesScene
_.ChifoumiTextView
_.ChifoumiScene
_.NimTextView
_.NimScene
_.TricksScene
_.FaultyScene  # tests/app/faults.py, named in a test's spec the same way
_.CORNER  # tests/players/reversi_contract.py, named as an AI-file contract the same way
# The text version of network play handles each message in the method named after its type
# (getattr(self, "_on_" + message.type)).
_._on_welcome
_._on_players
_._on_position
_._on_result
_._on_chat
_._on_offer
_._on_answer
_._on_error
_._on_bye
# A module's __getattr__ (PEP 562): Python calls it for a name the module lacks.
__getattr__
# pytest passes a fixture to each test that names it as a parameter.
no_dialogs
umask_022
# The contract suite's documented way to mark a game's known bug as a strict xfail (its
# README): kept for the next bug found, unused while no game has one.
known_bug
# hypothesis calls a state machine's teardown after each run.
_.teardown
# pexpect writes what the child prints to its logfile_read.
_.logfile_read
# Qt calls this override of QTranslator with all four of its arguments.
disambiguation
# A Translator is called, tr("Turn {number}", number=3), wherever a message is said.
_.__call__
# argparse's own words and error sentences, named once so that the catalogue's extraction
# finds them.
ARGPARSE_WORDS
ARGPARSE_ERRORS
# argparse reads a parser's formatter_class when it prints the help page.
_.formatter_class
