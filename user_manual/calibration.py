"""The review chapter's tables of how far to trust the review, written from measured data:
``python user_manual/calibration.py [BENCH.json ...]``.

``calibration.json`` (beside this file) keeps, per game, what ``qtgames bench --calibration
GAME --json`` printed; any bench outputs given replace their game's entry. The tables then
replace what stands between ``BEGIN`` and ``END`` in each language's ``playing.md``, so the
figures the manual states are always those measured (a test checks that they match).
"""

import json
import sys
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from qtgames.plugins import load_games

SOURCE = Path(__file__).parent
DATA = SOURCE / "calibration.json"
LANGUAGES = ("en", "fr")
BEGIN = "<!-- calibration tables: written by user_manual/calibration.py -->"
END = "<!-- end of the calibration tables -->"

WORDS = {
    "en": {
        "intro": "Measured with `qtgames bench --calibration GAME` on games the curves were "
                 "not fitted on, {per} per pairing of levels (easy, medium and hard against "
                 "each other and each against itself). *Exact*: the positions the game "
                 "proves, with how many of a game's last positions that is (median): there "
                 "the chance is 100%, 50% or 0% and the marks are exact. *Brier*: the mean "
                 "squared distance between the chance and the final result of the player to "
                 "move (1 won, ½ drawn, 0 lost), beside that of a constant 50% in brackets; "
                 "lower is better, and the opening, middle and end are each game's thirds.",
        "head": "| Game | Games | Positions | Exact | Brier | Opening | Middle | End |",
        "last": "last {tail}",
        "none": "none",
        "reliability": "How often the player to move finally won when the review gave it a "
                       "chance in each range: the mean chance given → the points scored "
                       "(positions).",
        "range": "Chance",
    },
    "fr": {
        "intro": "Mesuré par `qtgames bench --calibration JEU` sur des parties sur lesquelles "
                 "les courbes n'ont pas été ajustées, {per} par paire de niveaux (facile, "
                 "moyen et difficile les uns contre les autres et chacun contre lui-même). "
                 "*Exactes* : les positions que le jeu résout, avec combien des dernières "
                 "positions d'une partie cela fait (médiane) : là, la chance vaut 100 %, "
                 "50 % ou 0 % et les marques sont exactes. *Brier* : l'écart quadratique "
                 "moyen entre la chance et le résultat final du joueur au trait (1 gagné, ½ "
                 "nul, 0 perdu), à côté de celui d'une constante de 50 % entre parenthèses ; "
                 "plus bas vaut mieux, et le début, le milieu et la fin sont les tiers de "
                 "chaque partie.",
        "head": "| Jeu | Parties | Positions | Exactes | Brier | Début | Milieu | Fin |",
        "last": "{tail} dernières",
        "none": "aucune",
        "reliability": "Combien le joueur au trait a finalement gagné quand l'analyse lui "
                       "donnait une chance dans chaque tranche : la chance moyenne donnée → "
                       "les points marqués (positions).",
        "range": "Chance",
    },
}


def _number(value: float, lang: str, digits: int = 2) -> str:
    text = f"{value:.{digits}f}"
    return text.replace(".", ",") if lang == "fr" else text


def _score(score: Mapping[str, Any], lang: str) -> str:
    return (f"{_number(float(score['brier']), lang, 3)} "
            f"({_number(float(score['constant']), lang, 3)})")


def _tail(tail: float) -> str:
    return str(int(tail)) if float(tail).is_integer() else f"{tail:.1f}"


def render(data: Mapping[str, Any], lang: str) -> str:
    """The tables in ``lang`` from ``data`` (``calibration.json``'s content)."""
    words = WORDS[lang]
    names = {spec.id: spec.name[lang] for spec in load_games().games.values()}
    games = data["games"]
    per = sorted({int(report["games_per_pairing"]) for report in games.values()})
    lines = [words["intro"].format(per="/".join(str(count) for count in per)), "",
             words["head"], "|" + "---|" * 8]
    for game_id, report in games.items():
        stages = report["stages"]
        exact = report["exact_positions"]
        where = f"{exact} ({words['last'].format(tail=_tail(report['exact_tail']))})" \
            if exact else words["none"]
        lines.append(f"| {names[game_id]} | {report['games']} | "
                     f"{report['whole']['positions']} | {where} | "
                     f"{_score(report['whole'], lang)} | "
                     + " | ".join(_score(stages[stage], lang) if stage in stages else "–"
                                  for stage in ("opening", "middle", "end")) + " |")
    lines += ["", words["reliability"], "",
              f"| {words['range']} | " + " | ".join(names[game_id] for game_id in games)
              + " |", "|" + "---|" * (len(games) + 1)]
    for index in range(10):
        low = index / 10
        cells = []
        for report in games.values():
            bucket = next((bucket for bucket in report["buckets"]
                           if abs(float(bucket["low"]) - low) < 1e-9), None)
            cells.append("–" if bucket is None else
                         f"{_number(float(bucket['predicted']), lang)} → "
                         f"{_number(float(bucket['actual']), lang)} ({bucket['count']})")
        lines.append(f"| {_number(low, lang, 1)}–{_number(low + 0.1, lang, 1)} | "
                     + " | ".join(cells) + " |")
    return "\n".join(lines)


def page(lang: str) -> Path:
    """The page holding the tables in ``lang``."""
    return SOURCE / lang / "playing.md"


def section(text: str) -> str:
    """What stands between the markers in a page's ``text``."""
    start = text.index(BEGIN) + len(BEGIN)
    return text[start:text.index(END, start)].strip("\n")


def write(data: Mapping[str, Any]) -> None:
    """Replace the tables in every language's page."""
    for lang in LANGUAGES:
        path = page(lang)
        text = path.read_text(encoding="utf-8")
        start = text.index(BEGIN) + len(BEGIN)
        end = text.index(END, start)
        path.write_text(text[:start] + "\n" + render(data, lang) + "\n" + text[end:],
                        encoding="utf-8")


def main(paths: list[str]) -> int:
    """Merge the bench outputs given into the data file, then write the tables."""
    data = json.loads(DATA.read_text(encoding="utf-8")) if DATA.exists() else {"games": {}}
    for name in paths:
        report = json.loads(Path(name).read_text(encoding="utf-8"))
        data["games"][report["game"]] = report
    order = [spec.id for spec in load_games().games.values()]
    data["games"] = {game_id: data["games"][game_id] for game_id in order
                     if game_id in data["games"]}
    DATA.write_text(json.dumps(data, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    write(data)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
