"""One translation system: every catalogue of the shell and of each game has the French of
every message its code says, is in step with the code (Babel's extraction finds the same
messages) and is compiled; the checker says when one is not."""

import ast
import re
import shutil
from pathlib import Path

import pytest

from qtgames.core.i18n import SHELL, Domain, Translator
from qtgames.testing import catalogues

ROOT = Path(__file__).parents[2]
DOMAINS = catalogues.repository_domains(ROOT)


@pytest.mark.parametrize("domain, sources, skip", DOMAINS, ids=[d.name for d, _, _ in DOMAINS])
def test_every_catalogue_is_complete_in_step_and_compiled(domain: Domain, sources: Path,
                                                          skip: tuple[str, ...]) -> None:
    assert catalogues.problems(domain, sources, skip) == []


def test_the_shell_and_every_game_have_a_catalogue() -> None:
    names = {domain.name for domain, _, _ in DOMAINS}
    assert {"qtgames", "qtgames_reversi", "qtgames_zen", "qtgames_duel", "qtgames_roses",
            "qtgames_chifoumi", "qtgames_nim", "qtgames_tricks"} <= names
    assert SHELL.folder == ROOT / "qtgames" / "locale"


#: Plugin sources whose strings are not sentences a player reads.
SKIPPED = {"__init__.py", "ai.py"}


def sentences(folder: Path) -> set[str]:
    """String constants of a plugin that read like sentences, docstrings left out."""
    found = set()
    for path in folder.glob("*.py"):
        if path.name in SKIPPED:
            continue
        tree = ast.parse(path.read_text(encoding="utf-8"))
        docstrings = {id(node.body[0].value) for node in ast.walk(tree)
                      if isinstance(node, ast.Module | ast.ClassDef | ast.FunctionDef)
                      and node.body and isinstance(node.body[0], ast.Expr)}
        for node in ast.walk(tree):
            if isinstance(node, ast.JoinedStr):
                docstrings |= {id(value) for value in node.values}
            if isinstance(node, ast.Constant) and isinstance(node.value, str) \
                    and id(node) not in docstrings and re.search(r"[a-z]{3,} .* ", node.value):
                found.add(node.value)
    return found


@pytest.mark.parametrize("folder", sorted((ROOT / "plugins").glob("qtgames_*")),
                         ids=lambda folder: folder.name)
def test_every_english_sentence_of_a_game_is_marked_for_translation(folder: Path) -> None:
    domain = Domain.beside(str(folder / "__init__.py"))
    known = Translator("fr", domain).templates
    assert sorted(sentences(folder) - known) == []


def copy_game(tmp_path: Path) -> tuple[Domain, Path]:
    """Nim, the manual's example game, copied with its catalogue."""
    folder = tmp_path / "qtgames_nim"
    shutil.copytree(ROOT / "user_manual" / "example" / "qtgames_nim", folder,
                    ignore=shutil.ignore_patterns("__pycache__"))
    return Domain.beside(str(folder / "__init__.py")), folder


def test_a_new_message_makes_the_catalogue_stale_until_translated(tmp_path: Path) -> None:
    domain, folder = copy_game(tmp_path)
    catalogues.compile_domain(domain, force=True)
    assert catalogues.problems(domain, folder, ("locale",)) == []
    rules = folder / "rules.py"
    rules.write_text(rules.read_text(encoding="utf-8").replace(
        'N_("take 1, 2 or 3 matches")', 'N_("take one, two or three matches")'),
        encoding="utf-8")
    found = catalogues.problems(domain, folder, ("locale",))
    assert any("stale: 'take one, two or three matches' is in the code" in line
               for line in found), found
    assert any("stale: 'take 1, 2 or 3 matches' is no longer in the code" in line
               for line in found), found
    catalogues.update(domain, folder, ("locale",))
    found = catalogues.problems(domain, folder, ("locale",))
    assert [line.split(": ", 1)[1] for line in found if "has no translation" in line] == [
        "'take one, two or three matches' has no translation"]
    po = domain.po("fr")
    po.write_text(po.read_text(encoding="utf-8").replace(
        'msgid "take one, two or three matches"\nmsgstr ""',
        'msgid "take one, two or three matches"\nmsgstr "prenez une, deux ou trois allumettes"'),
        encoding="utf-8")
    assert [line for line in catalogues.problems(domain, folder, ("locale",))
            if ".mo" not in line] == []
    catalogues.compile_domain(domain)
    assert catalogues.problems(domain, folder, ("locale",)) == []
    assert Translator("fr", domain)("take one, two or three matches") == \
        "prenez une, deux ou trois allumettes"


def test_a_translation_with_a_field_the_english_has_not_is_refused(tmp_path: Path) -> None:
    domain, folder = copy_game(tmp_path)
    po = domain.po("fr")
    text = po.read_text(encoding="utf-8")
    po.write_text(text.replace('msgstr "prenez 1, 2 ou 3 allumettes"',
                               'msgstr "prenez {count} allumettes"'), encoding="utf-8")
    catalogues.compile_domain(domain, force=True)
    assert [line.split(": ", 1)[1] for line in catalogues.problems(domain, folder, ("locale",))
            ] == ["'take 1, 2 or 3 matches' is translated with fields ['count'] the English "
                  "has not"]


def test_french_counts_zero_in_the_singular_and_english_does_not() -> None:
    assert Translator("fr").plural("{count} draw", "{count} draws", 0) == "0 nulle"
    assert Translator("fr").plural("{count} draw", "{count} draws", 2) == "2 nulles"
    assert Translator("en").plural("{count} draw", "{count} draws", 0) == "0 draws"


def test_a_game_catalogue_comes_before_the_shell_and_a_context_before_the_message() -> None:
    roses = Domain.beside(str(ROOT / "plugins" / "qtgames_roses" / "__init__.py"))
    french = Translator("fr", roses)
    assert french.plural("{count} point", "{count} points", 0) == "0 point"
    assert french("the game is over") == "la partie est finie"
    assert french.text("Game", "TournamentTables") == "Partie"
    assert french.text("Game") == "Jeu"
    assert Translator("en").text("Game", "TournamentTables") == "Game"


def test_a_missing_or_damaged_catalogue_reads_as_english(tmp_path: Path) -> None:
    domain = Domain("qtgames_none", tmp_path)
    assert Translator("fr", domain)("Turn {number}", number=2) == "Turn 2"
    damaged = tmp_path / "fr" / "LC_MESSAGES"
    damaged.mkdir(parents=True)
    (damaged / "qtgames_bad.mo").write_bytes(b"not a catalogue")
    assert Translator("fr", Domain("qtgames_bad", tmp_path))("the game is over") == \
        "la partie est finie"  # the shell's own catalogue still answers


def test_the_check_of_a_game_fails_on_a_stale_catalogue(registry, tmp_path: Path) -> None:
    import dataclasses

    from qtgames.testing.runner import run_checks
    copy = tmp_path / "qtgames_reversi"
    shutil.copytree(ROOT / "plugins" / "qtgames_reversi", copy,
                    ignore=shutil.ignore_patterns("__pycache__"))
    domain = Domain.beside(str(copy / "__init__.py"))
    spec = dataclasses.replace(registry.get("reversi"), domain=domain)
    assert "catalogue" not in run_checks(spec, (1,), scene=False, play_levels=False).failures
    po = domain.po("fr")
    po.write_text(po.read_text(encoding="utf-8").replace(
        'msgid "that square is already taken"', 'msgid "that square was taken"'),
        encoding="utf-8")
    catalogues.compile_domain(domain)
    failure = run_checks(spec, (1,), scene=False, play_levels=False).failures["catalogue"]
    assert "stale: 'that square is already taken' is in the code" in failure.detail


def test_a_message_given_as_an_f_string_is_named_as_untranslatable(tmp_path: Path) -> None:
    domain, folder = copy_game(tmp_path)
    catalogues.compile_domain(domain, force=True)
    text = folder / "text.py"
    text.write_text(text.read_text(encoding="utf-8") + '\n\ndef shown(tr, count):\n'
                    '    return tr(f"{count} matches left")\n', encoding="utf-8")
    found = catalogues.problems(domain, folder, ("locale",))
    assert len(found) == 1 and found[0].startswith(f"{text}:") and \
        "a message given as an f-string cannot be translated" in found[0], found


NARROW = "\u202f"  # the no-break space French writes before a percent sign


def test_numbers_and_percentages_are_written_as_each_language_writes_them() -> None:
    english, french = Translator("en"), Translator("fr")
    assert english.number(-381.66) == "-381.7" and french.number(-381.66) == "-381,7"
    assert english.number(0, 3) == "0.000" and french.number(0, 3) == "0,000"
    assert french.number(-0.04, signed=True) == "+0,0" and french.number(2.5, None) == "2,5"
    assert french.number(12345, 0, grouped=True) == f"12{NARROW}345"
    assert english.percent(0.41) == "41%" and french.percent(0.41) == f"41{NARROW}%"
    assert french.percent(1, 1) == f"100,0{NARROW}%"
    assert french.pair("1,5", "2,5") == "1,5 ; 2,5"
    # A number put in any message reads with the language's marks, whatever its format.
    assert french("{player}: no answer within {seconds:g} s", player="x",
                  seconds=0.5) == "x : pas de réponse en 0,5 s"


def french_texts() -> list[tuple[str, str, str]]:
    """Every French translation of every catalogue: (catalogue, English, French)."""
    found = []
    for domain, _, _ in DOMAINS:
        if not domain.po("fr").is_file():
            continue
        for message in catalogues.read(domain.po("fr")):
            if not message.id:
                continue
            english = message.id if isinstance(message.id, str) else message.id[0]
            strings = message.string if isinstance(message.string, tuple) else (message.string,)
            found += [(domain.name, english, text) for text in strings]
    return found


def test_no_message_counts_with_a_parenthesised_plural() -> None:
    assert [(name, english) for name, english, french in french_texts()
            if "(s)" in english or "(s)" in french or "(e)" in french] == []


#: Where a French text quotes what is typed (":undo", "moves:"), marks ("?!") or a file
#: filter (";;"), the sign is not punctuation.
LITERAL = re.compile(r"«[^»]*»|\"[^\"]*\"|'[^']*'|\(:\w+\)|;;|\?!|\?\?|https?:")


def test_french_puts_a_space_before_colons_semicolons_and_question_and_exclamation_marks(
        ) -> None:
    missing = []
    for name, english, french in french_texts():
        text = LITERAL.sub("", re.sub(r"\{[^}]*\}|%\(\w+\)[sdr]", "F", french))
        if re.search(r"[^\s][:;?!](\s|$)", text):
            missing.append((name, english, french))
    assert missing == []


def test_french_puts_a_narrow_no_break_space_before_a_percent_sign() -> None:
    assert [(name, french) for name, _, french in french_texts()
            if re.search(r"\d ?%(?![\d(])", french.replace("%%", "%"))] == []
