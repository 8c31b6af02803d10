"""``--report out.html``: one self-contained HTML page (the figures inlined as PNG), in
the language of the translator given (the system's by default).

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
from qtgames.core.i18n import N_, Translator, Verbatim, system_language
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


def localise_axes(figure: Any, tr: Translator) -> None:
    """Write the numbers on the axes of ``figure`` as the language of ``tr`` writes them
    (the axes labelled with names keep them)."""
    from matplotlib.ticker import FuncFormatter, ScalarFormatter

    written = FuncFormatter(lambda value, _position: tr.number(value, None))
    for axes in figure.axes:
        for axis in (axes.xaxis, axes.yaxis):
            if isinstance(axis.get_major_formatter(), ScalarFormatter):
                axis.set_major_formatter(written)


def _png(figure: Any, tr: Translator) -> str:
    localise_axes(figure, tr)
    buffer = io.BytesIO()
    figure.savefig(buffer, format="png", dpi=96, bbox_inches="tight")
    figure.clf()
    return base64.b64encode(buffer.getvalue()).decode("ascii")


def figures(tournament: Tournament, tr: Translator) -> dict[str, str]:
    """The report's figures as base64 PNG: ratings, score over time, move times (their
    words in the language of ``tr``)."""
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
    axes.set_xlabel(tr("Elo (95% interval)"))
    axes.set_title(tr("Ratings"))
    drawn["ratings"] = _png(figure, tr)
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
    axes.set_xlabel(tr("games finished"))
    axes.set_ylabel(tr("score"))
    axes.set_ylim(-0.02, 1.02)  # a line at 0 or 1 stays visible
    axes.legend(loc="best", fontsize="small")
    axes.set_title(tr("Score over time"))
    drawn["score"] = _png(figure, tr)
    pyplot.close(figure)

    figure = times_figure(pyplot, tournament, tr)
    drawn["times"] = _png(figure, tr)
    pyplot.close(figure)
    if tournament.sprt is not None:
        figure = llr_figure(pyplot, tournament, tr)
        drawn["llr"] = _png(figure, tr)
        pyplot.close(figure)
    return drawn


def llr_figure(pyplot: Any, tournament: Tournament, tr: Translator) -> Any:
    """The test's log-likelihood ratio over the games counted, between its bounds."""
    sprt = tournament.sprt
    assert sprt is not None
    figure, axes = pyplot.subplots(figsize=(7, 4))
    lower, upper = sprt.test.bounds
    if sprt.history:
        axes.plot(*zip(*[(0, 0.0), *sprt.history], strict=True), label="LLR")
    axes.axhline(upper, color="green", linestyle="--",
                 label=tr("H1 bound {bound}", bound=tr.number(upper, 2)))
    axes.axhline(lower, color="red", linestyle="--",
                 label=tr("H0 bound {bound}", bound=tr.number(lower, 2)))
    axes.set_xlabel(tr("games counted"))
    axes.set_ylabel(tr("log-likelihood ratio"))
    axes.legend(loc="best", fontsize="small")
    axes.set_title(tr("SPRT: LLR over games"))
    return figure


def match_section(tournament: Tournament, images: dict[str, str], tr: Translator) -> str:
    """A match's figures as fastchess gives them, and the test's course under one."""
    document = match_json(tournament)
    escape = html.escape

    def figure(entry: dict[str, float | None]) -> str:
        value, margin = entry["difference"], entry["margin"]
        return "–" if value is None else tr.number(value, signed=True) + (
            "" if margin is None else " ±" + tr.number(margin))

    rows = [(N_("Games"), str(document["games"])),
            (N_("W-D-L"), f"{document['wins']}-{document['draws']}-{document['losses']}"),
            (N_("Points"), tr.number(document["points"], None) + (
                "" if document["score"] is None else f" ({tr.percent(document['score'], 1)})")),
            (N_("Draw ratio"), _percent(document["draw_ratio"], tr) or "–"),
            (N_("Logistic Elo (95%)"), figure(document["logistic_elo"])),
            (N_("Normalised Elo (95%)"), figure(document["normalised_elo"])),
            (N_("LOS"), _percent(document["los"], tr) or "–")]
    if document["pentanomial"] is not None:
        rows.append((N_("Pentanomial (pairs scoring 0, ½, 1, 1½, 2)"),
                     ", ".join(str(count) for count in document["pentanomial"])))
    sprt = document["sprt"]
    if sprt is not None:
        lower, upper = sprt["bounds"]
        elo1 = tr.number(sprt["elo1"], None)
        verdict = {"H1": tr("H1 accepted: A is stronger by {elo} Elo or more", elo=elo1),
                   "H0": tr("H0 accepted: A is not stronger by {elo} Elo", elo=elo1),
                   None: tr("undecided")}[sprt["verdict"]]
        rows += [(N_("SPRT"), tr("{statistics} GSPRT, logistic Elo, elo0 = {elo0}, elo1 = "
                                 "{elo1}, α = {alpha}, β = {beta}",
                                 statistics=sprt["statistics"], elo0=tr.number(sprt["elo0"], None),
                                 elo1=elo1, alpha=tr.number(sprt["alpha"], None),
                                 beta=tr.number(sprt["beta"], None))),
                 (N_("LLR"), tr.number(sprt["llr"], 2)),
                 (N_("Bounds"), tr.pair(tr.number(lower, 2), tr.number(upper, 2))),
                 (N_("Verdict"), verdict)]
    table = "".join(f"<tr><th>{escape(tr(name))}</th><td>{escape(value)}</td></tr>"
                    for name, value in rows)
    chart = "" if "llr" not in images else _image(tr("LLR over games"), images["llr"])
    heading = tr("{a} (A) against {b} (B)", a=Verbatim(document["a"]),
                 b=Verbatim(document["b"]))
    return f"<h2>{escape(heading)}</h2><table>{table}</table>{chart}"


def rounds_section(tournament: Tournament, tr: Translator) -> str:
    """A Swiss tournament's rounds: each pairing, the first side first, and the bye."""
    escape = html.escape
    parts = []
    for entry in swiss_rounds(tournament):
        items = [f"<li>{escape(p['first'])} {tr.number(p['first_points'], None)} – "
                 f"{tr.number(p['second_points'], None)} "
                 f"{escape(p['second'])}</li>" for p in entry["pairings"]]
        if entry["bye"] is not None:
            bye = tr("{player}: bye", player=Verbatim(entry["bye"]))
            items.append(f"<li>{escape(bye)}</li>")
        round_name = escape(tr("Round {number}", number=entry["round"]))
        parts.append(f"<h3>{round_name}</h3><ul>{''.join(items)}</ul>")
    if not parts:
        return ""
    heading, note = tr("Rounds"), tr("Each pairing's first side (the first seat of its first "
                                     "game) first.")
    return f"<h2>{escape(heading)}</h2><p>{escape(note)}</p>" + "".join(parts)


def times_figure(pyplot: Any, tournament: Tournament, tr: Translator) -> Any:
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
    axes.set_xlabel(tr("seconds per move"))
    axes.set_title(tr("Thinking time per move"))
    return figure


def render(tournament: Tournament, tr: Translator | None = None) -> str:
    """The report page, in the language of ``tr`` (the system's by default)."""
    tr = tr or Translator(system_language())
    images = figures(tournament, tr)
    document = report.to_json(tournament)
    players = tournament.players
    escape = html.escape
    words = {text: escape(tr(text)) for text in HEADINGS}
    crosstable = document["crosstable"]
    head = "".join(f"<th>{number}</th>" for number in range(1, len(players) + 1))
    rows = []
    for number, player in enumerate(players, start=1):
        cells = "".join(
            "<td>×</td>" if other == player else
            f"<td>{_cell(crosstable[player].get(other), tr)}</td>" for other in players)
        rows.append(f"<tr><th>{number}. {escape(player)}</th>{cells}</tr>")
    rating_rows = "".join(
        f"<tr><td>{rank}</td><td>{escape(r['player'])}</td>"
        f"<td>{tr.number(r['elo'], signed=True)}</td>"
        f"<td>{_margin(r['margin'], tr)}</td><td>{tr.number(r['points'], None)}/{r['games']}</td>"
        f"<td>{_percent(r['los_next'], tr)}</td></tr>"
        for rank, r in enumerate(document["ratings"], start=1))
    names = [r["player"] for r in document["ratings"]]
    los_rows = "".join(
        f"<tr><th>{escape(name)}</th>" + "".join(
            "<td>×</td>" if other == name else
            f"<td>{_percent(document['los'][name][other], tr)}</td>" for other in names)
        + "</tr>" for name in names)
    los_head = "".join(f"<th>{escape(name)}</th>" for name in names)
    advantage = document["first_move_advantage"]
    advantage_text = ""
    if advantage is not None:
        advantage_text = "<p>" + escape(tr("First-move advantage: {elo} ±{margin} Elo.",
                                           elo=tr.number(advantage["elo"], signed=True),
                                           margin=tr.number(advantage["margin"]))) + "</p>"
    extra = ""
    if "bracket" in document:
        extra += f"<h2>{words['Bracket']}</h2><ul>" + "".join(
            f"<li>{_bracket_line(match, tr)}</li>" for match in document["bracket"]) + "</ul>"
    if "swiss" in document:
        columns = "".join(f"<th>{escape(tr(name))}</th>" for name in SWISS_COLUMNS)
        extra += (f"<h2>{words['Swiss table']}</h2><p>"
                  + escape(tr("Byes count as games won, and in the tie-breaks as games "
                              "against a virtual opponent."))
                  + f"</p><table><tr>{columns}</tr>" + "".join(
                      f"<tr><td>{escape(s['player'])}</td><td>{tr.number(s['points'], None)}</td>"
                      f"<td>{tr.number(s['buchholz'], None)}</td>"
                      f"<td>{tr.number(s['sonneborn_berger'], None)}</td>"
                      f"<td>{_byes(s['byes'], tr)}</td></tr>"
                      for s in document["swiss"]) + "</table>")
        extra += rounds_section(tournament, tr)
    config = tournament.config
    match = is_match(tournament)
    game = Verbatim(config.game)
    title = escape(tr("{game}: match", game=game) if match else
                   tr("{game}: {format} tournament", game=game,
                      format=tr(report.FORMATS.get(config.format, config.format))))
    summary = escape(
        tr.plural("{count} game, seed {seed}.", "{count} games, seed {seed}.",
                  document["games"], seed=config.seed) if match else
        tr.plural("{count} game, {per} per pairing, seed {seed}.",
                  "{count} games, {per} per pairing, seed {seed}.", document["games"],
                  per=config.games, seed=config.seed))
    top = match_section(tournament, images, tr) if match else ""
    rating_head = "".join(f"<th>{escape(tr(name))}</th>" for name in RATING_COLUMNS)
    return f"""<!DOCTYPE html>
<html lang="{escape(tr.lang)}"><head><meta charset="utf-8"><title>{title}</title>
<style>body{{font-family:sans-serif;max-width:60em;margin:auto}}
table{{border-collapse:collapse}}td,th{{border:1px solid #ccc;padding:2px 8px;text-align:right}}
</style></head><body>
<h1>{title}</h1>
<p>{summary}</p>
{top}
<h2>{words["Crosstable"]}</h2><p>{words["Points/games, row against column."]}</p>
<table><tr><th></th>{head}</tr>{''.join(rows)}</table>
<h2>{words["Ratings"]}</h2>
<table><tr>{rating_head}</tr>{rating_rows}</table>
{_image(tr("Ratings with 95% intervals"), images["ratings"])}
<h2>{words["Likelihood of superiority"]}</h2>
<p>{words["The chance that the row's player is the stronger."]}</p>
<table><tr><th></th>{los_head}</tr>{los_rows}</table>
{advantage_text}
{extra}
<h2>{words["Score over time"]}</h2>
{_image(tr("Score over time"), images["score"])}
<h2>{words["Thinking time"]}</h2>
{_image(tr("Seconds per move"), images["times"])}
</body></html>
"""


#: The page's headings and notes.
HEADINGS = (N_("Crosstable"), N_("Points/games, row against column."), N_("Ratings"),
            N_("Likelihood of superiority"),
            N_("The chance that the row's player is the stronger."), N_("Bracket"),
            N_("Swiss table"), N_("Score over time"), N_("Thinking time"))
#: The column names of the rating table and of the Swiss table.
RATING_COLUMNS = ("#", N_("player"), "Elo", N_("95%"), N_("points"), N_("LOS over next"))
SWISS_COLUMNS = (N_("player"), N_("points"), "Buchholz", "Sonneborn-Berger", N_("byes"))
#: How a knock-out pairing was decided, after its score.
DECIDED_BY = {"games": "", "tie-break": N_(" (after tie-break games)"),
              "coin": N_(" (on the coin, level)")}


def _bracket_line(match: dict[str, Any], tr: Translator) -> str:
    """One pairing of a knock-out bracket: its round, its players, score and winner."""
    if match["b"] is None:
        return html.escape(tr("Round {round}: {player} has a bye", round=match["round"],
                              player=Verbatim(match["a"])))
    decided = DECIDED_BY[match["decided_by"]]
    line = tr("Round {round}: {a} {a_points} – {b_points} {b} → {winner}",
              round=match["round"], a=Verbatim(match["a"]),
              a_points=tr.number(match["a_points"], None),
              b_points=tr.number(match["b_points"], None), b=Verbatim(match["b"]),
              winner=Verbatim(match["winner"]))
    return html.escape(line + (tr(decided) if decided else ""))


def _image(alt: str, png: str) -> str:
    """An image inlined as base64 PNG, ``alt`` its words."""
    return f'<img alt="{html.escape(alt)}" src="data:image/png;base64,{png}">'


def _margin(margin: float | None, tr: Translator) -> str:
    """A rating's 95% half-interval, or a dash for a player without a game."""
    return "–" if margin is None else "±" + tr.number(margin)


def _byes(count: int, tr: Translator) -> str:
    """The bye mark of a Swiss table row."""
    return "–" if not count else tr("bye") if count == 1 else tr("bye ×{count}", count=count)


def _percent(value: float | None, tr: Translator) -> str:
    return "" if value is None else tr.percent(value, 1)


def _cell(entry: list[float] | None, tr: Translator) -> str:
    return "–" if not entry else f"{tr.number(entry[0], None)}/{int(entry[1])}"


def write_report(tournament: Tournament, path: str | Path, tr: Translator | None = None) -> None:
    """Write the report page to ``path`` (replaced whole, never half-written), in the
    language of ``tr`` (the system's by default); a path ending in ``.txt`` gets the
    report as text."""
    page = ("\n".join(report.report_text(tournament, tr)) + "\n"
            if str(path).endswith(".txt") else render(tournament, tr))
    try:
        write_atomic(Path(path), page.encode("utf-8"))
    except OSError as error:
        raise BadInput("cannot write {path}: {reason}", path=str(path),
                       reason=error.strerror or str(error)) from None
