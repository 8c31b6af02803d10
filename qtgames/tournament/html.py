"""``--report out.html``: one self-contained HTML page (the figures inlined as PNG).

The figures are drawn by matplotlib, an optional extra (``qtgames[report]``), imported
only when a report is written.
"""

import base64
import html
import io
from pathlib import Path
from typing import Any

import qtgames.tournament.report as report
from qtgames.core.atomic import write_atomic
from qtgames.core.errors import BadInput
from qtgames.tournament.matchreport import is_match, match_json, swiss_rounds
from qtgames.tournament.runner import Tournament


def require_matplotlib() -> None:
    """A BadInput saying how to install matplotlib, when it is missing."""
    _pyplot()


def _pyplot() -> Any:
    try:
        import matplotlib
    except ImportError:
        raise BadInput("--report needs matplotlib: pip install 'qtgames[report]'") from None
    matplotlib.use("Agg")  # files only, never a window
    import matplotlib.pyplot as pyplot
    return pyplot


def _png(figure: Any) -> str:
    buffer = io.BytesIO()
    figure.savefig(buffer, format="png", dpi=96, bbox_inches="tight")
    figure.clf()
    return base64.b64encode(buffer.getvalue()).decode("ascii")


def figures(tournament: Tournament) -> dict[str, str]:
    """The report's figures as base64 PNG: ratings, score over time, move times."""
    pyplot = _pyplot()
    book, players = tournament.counted, tournament.players
    ratings = tournament.ratings().table
    drawn: dict[str, str] = {}
    figure, axes = pyplot.subplots(figsize=(7, 0.5 * len(ratings) + 1.5))
    names = [rating.player for rating in reversed(ratings)]
    axes.errorbar([rating.elo for rating in reversed(ratings)], range(len(names)),
                  xerr=[rating.margin if rating.games else 0.0 for rating in reversed(ratings)],
                  fmt="o", capsize=4)
    axes.set_yticks(range(len(names)), names)
    axes.axvline(0, color="grey", linewidth=0.5)
    axes.set_xlabel("Elo (95% interval)")
    axes.set_title("Ratings")
    drawn["ratings"] = _png(figure)
    pyplot.close(figure)

    figure, axes = pyplot.subplots(figsize=(7, 4))
    points = dict.fromkeys(players, 0.0)
    games = dict.fromkeys(players, 0)
    series: dict[str, list[tuple[int, float]]] = {p: [] for p in players}
    for number, played in enumerate(book.order, start=1):
        for player, taken in ((played.a, played.a_points), (played.b, played.b_points)):
            points[player] += taken
            games[player] += 1
            series[player].append((number, points[player] / games[player]))
    for player in players:
        if series[player]:
            axes.plot(*zip(*series[player], strict=True), label=player)
    axes.set_xlabel("games finished")
    axes.set_ylabel("score")
    axes.set_ylim(-0.02, 1.02)  # a line at 0 or 1 stays visible
    axes.legend(loc="best", fontsize="small")
    axes.set_title("Score over time")
    drawn["score"] = _png(figure)
    pyplot.close(figure)

    figure = times_figure(pyplot, tournament)
    drawn["times"] = _png(figure)
    pyplot.close(figure)
    if tournament.sprt is not None:
        figure = llr_figure(pyplot, tournament)
        drawn["llr"] = _png(figure)
        pyplot.close(figure)
    return drawn


def llr_figure(pyplot: Any, tournament: Tournament) -> Any:
    """The test's log-likelihood ratio over the games counted, between its bounds."""
    sprt = tournament.sprt
    assert sprt is not None
    figure, axes = pyplot.subplots(figsize=(7, 4))
    lower, upper = sprt.test.bounds
    if sprt.history:
        axes.plot(*zip(*[(0, 0.0), *sprt.history], strict=True), label="LLR")
    axes.axhline(upper, color="green", linestyle="--", label=f"H1 bound {upper:.2f}")
    axes.axhline(lower, color="red", linestyle="--", label=f"H0 bound {lower:.2f}")
    axes.set_xlabel("games counted")
    axes.set_ylabel("log-likelihood ratio")
    axes.legend(loc="best", fontsize="small")
    axes.set_title("SPRT: LLR over games")
    return figure


def match_section(tournament: Tournament, images: dict[str, str]) -> str:
    """A match's figures as fastchess gives them, and the test's course under one."""
    document = match_json(tournament)
    escape = html.escape

    def figure(entry: dict[str, float | None]) -> str:
        value, margin = entry["difference"], entry["margin"]
        return "–" if value is None else report.signed(value) + (
            "" if margin is None else f" ±{margin:.1f}")

    rows = [("Games", str(document["games"])),
            ("W-D-L", f"{document['wins']}-{document['draws']}-{document['losses']}"),
            ("Points", f"{document['points']:g}" + (
                "" if document["score"] is None else f" ({100 * document['score']:.1f}%)")),
            ("Draw ratio", _percent(document["draw_ratio"]) or "–"),
            ("Logistic Elo (95%)", figure(document["logistic_elo"])),
            ("Normalised Elo (95%)", figure(document["normalised_elo"])),
            ("LOS", _percent(document["los"]) or "–")]
    if document["pentanomial"] is not None:
        rows.append(("Pentanomial (pairs scoring 0, ½, 1, 1½, 2)",
                     ", ".join(str(count) for count in document["pentanomial"])))
    sprt = document["sprt"]
    if sprt is not None:
        lower, upper = sprt["bounds"]
        verdict = {"H1": f"H1 accepted: A is stronger by {sprt['elo1']:g} Elo or more",
                   "H0": f"H0 accepted: A is not stronger by {sprt['elo1']:g} Elo",
                   None: "undecided"}[sprt["verdict"]]
        rows += [("SPRT", f"{sprt['statistics']} GSPRT, logistic Elo, elo0 = "
                          f"{sprt['elo0']:g}, elo1 = {sprt['elo1']:g}, α = "
                          f"{sprt['alpha']:g}, β = {sprt['beta']:g}"),
                 ("LLR", f"{sprt['llr']:.2f}"),
                 ("Bounds", f"{lower:.2f}, {upper:.2f}"),
                 ("Verdict", verdict)]
    table = "".join(f"<tr><th>{escape(name)}</th><td>{escape(value)}</td></tr>"
                    for name, value in rows)
    chart = ("" if "llr" not in images else
             f'<img alt="LLR over games" src="data:image/png;base64,{images["llr"]}">')
    return (f"<h2>{escape(document['a'])} (A) against {escape(document['b'])} (B)</h2>"
            f"<table>{table}</table>{chart}")


def rounds_section(tournament: Tournament) -> str:
    """A Swiss tournament's rounds: each pairing, the first side first, and the bye."""
    escape = html.escape
    parts = []
    for entry in swiss_rounds(tournament):
        items = [f"<li>{escape(p['first'])} {p['first_points']:g} – {p['second_points']:g} "
                 f"{escape(p['second'])}</li>" for p in entry["pairings"]]
        if entry["bye"] is not None:
            items.append(f"<li>{escape(entry['bye'])}: bye</li>")
        parts.append(f"<h3>Round {entry['round']}</h3><ul>{''.join(items)}</ul>")
    if not parts:
        return ""
    return ("<h2>Rounds</h2><p>Each pairing's first side (the first seat of its first "
            "game) first.</p>" + "".join(parts))


def times_figure(pyplot: Any, tournament: Tournament) -> Any:
    """The thinking-time figure: one horizontal box a player, its name on its own row
    (long names never overlap)."""
    book = tournament.counted
    timed = [p for p in tournament.players if book.move_seconds.get(p)]
    figure, axes = pyplot.subplots(figsize=(7, 0.5 * len(timed) + 1.5))
    if timed:
        boxes = [book.move_seconds[p] for p in reversed(timed)]
        try:
            axes.boxplot(boxes, orientation="horizontal", showfliers=False)
        except TypeError:  # matplotlib before 3.10
            axes.boxplot(boxes, vert=False, showfliers=False)
        axes.set_yticks(range(1, len(timed) + 1), list(reversed(timed)))
    axes.set_xlabel("seconds per move")
    axes.set_title("Thinking time per move")
    return figure


def render(tournament: Tournament) -> str:
    """The report page."""
    images = figures(tournament)
    document = report.to_json(tournament)
    players = tournament.players
    escape = html.escape
    crosstable = document["crosstable"]
    head = "".join(f"<th>{number}</th>" for number in range(1, len(players) + 1))
    rows = []
    for number, player in enumerate(players, start=1):
        cells = "".join(
            "<td>×</td>" if other == player else
            f"<td>{_cell(crosstable[player].get(other))}</td>" for other in players)
        rows.append(f"<tr><th>{number}. {escape(player)}</th>{cells}</tr>")
    rating_rows = "".join(
        f"<tr><td>{rank}</td><td>{escape(r['player'])}</td><td>{report.signed(r['elo'])}</td>"
        f"<td>{_margin(r['margin'])}</td><td>{r['points']:g}/{r['games']}</td>"
        f"<td>{_percent(r['los_next'])}</td></tr>"
        for rank, r in enumerate(document["ratings"], start=1))
    names = [r["player"] for r in document["ratings"]]
    los_rows = "".join(
        f"<tr><th>{escape(name)}</th>" + "".join(
            "<td>×</td>" if other == name else
            f"<td>{_percent(document['los'][name][other])}</td>" for other in names)
        + "</tr>" for name in names)
    los_head = "".join(f"<th>{escape(name)}</th>" for name in names)
    advantage = document["first_move_advantage"]
    advantage_text = ""
    if advantage is not None:
        advantage_text = (f"<p>First-move advantage: {report.signed(advantage['elo'])} "
                     f"±{advantage['margin']:.1f} Elo.</p>")
    extra = ""
    if "bracket" in document:
        extra += "<h2>Bracket</h2><ul>" + "".join(
            f"<li>Round {m['round']}: {escape(m['a'])} has a bye</li>" if m["b"] is None
            else f"<li>Round {m['round']}: {escape(m['a'])} {m['a_points']:g} – "
                 f"{m['b_points']:g} {escape(m['b'])} → {escape(m['winner'])}"
                 + {"games": "", "tie-break": " (after tie-break games)",
                    "coin": " (on the coin, level)"}[m["decided_by"]] + "</li>"
            for m in document["bracket"]) + "</ul>"
    if "swiss" in document:
        extra += ("<h2>Swiss table</h2><p>Byes count as games won, and in the tie-breaks "
                  "as games against a virtual opponent.</p><table><tr><th>player</th>"
                  "<th>points</th><th>Buchholz</th><th>Sonneborn-Berger</th><th>byes</th>"
                  "</tr>" + "".join(
                      f"<tr><td>{escape(s['player'])}</td><td>{s['points']:g}</td>"
                      f"<td>{s['buchholz']:g}</td><td>{s['sonneborn_berger']:g}</td>"
                      f"<td>{_byes(s['byes'])}</td></tr>"
                      for s in document["swiss"]) + "</table>")
        extra += rounds_section(tournament)
    config = tournament.config
    match = is_match(tournament)
    title = escape(f"{config.game}: match" if match
                   else f"{config.game}: {config.format} tournament")
    summary = (f"{document['games']} games, seed {config.seed}." if match else
               f"{document['games']} games, {config.games} per pairing, seed {config.seed}.")
    top = match_section(tournament, images) if match else ""
    return f"""<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>{title}</title>
<style>body{{font-family:sans-serif;max-width:60em;margin:auto}}
table{{border-collapse:collapse}}td,th{{border:1px solid #ccc;padding:2px 8px;text-align:right}}
</style></head><body>
<h1>{title}</h1>
<p>{escape(summary)}</p>
{top}
<h2>Crosstable</h2><p>Points/games, row against column.</p>
<table><tr><th></th>{head}</tr>{''.join(rows)}</table>
<h2>Ratings</h2>
<table><tr><th>#</th><th>player</th><th>Elo</th><th>95%</th><th>points</th>
<th>LOS over next</th></tr>{rating_rows}</table>
<img alt="Ratings with 95% intervals" src="data:image/png;base64,{images['ratings']}">
<h2>Likelihood of superiority</h2><p>The chance that the row's player is the stronger.</p>
<table><tr><th></th>{los_head}</tr>{los_rows}</table>
{advantage_text}
{extra}
<h2>Score over time</h2>
<img alt="Score over time" src="data:image/png;base64,{images['score']}">
<h2>Thinking time</h2>
<img alt="Seconds per move" src="data:image/png;base64,{images['times']}">
</body></html>
"""


def _margin(margin: float | None) -> str:
    """A rating's 95% half-interval, or a dash for a player without a game."""
    return "–" if margin is None else f"±{margin:.1f}"


def _byes(count: int) -> str:
    """The bye mark of a Swiss table row."""
    return "–" if not count else "bye" if count == 1 else f"bye ×{count}"


def _percent(value: float | None) -> str:
    return "" if value is None else f"{100 * value:.1f}%"


def _cell(entry: list[float] | None) -> str:
    return "–" if not entry else f"{entry[0]:g}/{int(entry[1])}"


def write_report(tournament: Tournament, path: str | Path) -> None:
    """Write the report page to ``path`` (replaced whole, never half-written); a path
    ending in ``.txt`` gets the report as text."""
    page = ("\n".join(report.report_text(tournament)) + "\n"
            if str(path).endswith(".txt") else render(tournament))
    try:
        write_atomic(Path(path), page.encode("utf-8"))
    except OSError as error:
        raise BadInput("cannot write {path}: {reason}", path=str(path),
                       reason=error.strerror or str(error)) from None
