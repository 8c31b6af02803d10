"""A match's report, the figures a fastchess user reads: W-D-L and points, the draw
ratio, logistic and normalised Elo with their 95% intervals, LOS, the pentanomial counts
and, under a test, the LLR with its bounds, its verdict and its course over the games;
and a Swiss tournament's rounds (pairings with their sides, byes) for its report."""

from typing import Any

from qtgames.core.i18n import Translator, Verbatim
from qtgames.tournament.runner import Tournament


def is_match(tournament: Tournament) -> bool:
    """Whether ``tournament`` is a match: two players, every game between them."""
    return len(tournament.players) == 2 and tournament.config.format == "round-robin"


def match_json(tournament: Tournament) -> dict[str, Any]:
    """The match's figures, A's point of view."""
    a, b = tournament.players
    stats = tournament.match_stats()
    points = stats.wins + stats.draws / 2
    pairs = stats.pentanomial
    document: dict[str, Any] = {
        "a": a, "b": b, "games": stats.games, "wins": stats.wins, "draws": stats.draws,
        "losses": stats.losses, "points": points,
        "score": round(points / stats.games, 4) if stats.games else None,
        **{key: value for key, value in stats.to_json().items()
           if key not in ("wins", "draws", "losses")},
        "pairs_ratio": (None if pairs is None or not pairs[0] + pairs[1]
                        else round((pairs[3] + pairs[4]) / (pairs[0] + pairs[1]), 4)),
        "sprt": None}
    sprt = tournament.sprt
    if sprt is not None:
        document["sprt"] = {**sprt.to_json(),
                            "history": [[games, round(llr, 4)]
                                        for games, llr in sprt.history]}
    return document


def _figure(value: float | None, margin: float | None) -> str:
    if value is None:
        return "-"
    return f"{value:.1f}" + ("" if margin is None else f" +/- {margin:.1f}")


def _percent(value: float | None) -> str:
    return "-" if value is None else f"{100 * value:.2f} %"


def match_text(tournament: Tournament) -> list[str]:
    """The match's figures in fastchess's layout, a line for each group."""
    document = match_json(tournament)
    games = document["games"]
    los, draws = document["los"], document["draw_ratio"]
    ratio = document["pairs_ratio"]
    elo, nelo = document["logistic_elo"], document["normalised_elo"]
    share = "-" if not games else f"{100 * document['score']:.2f} %"
    lines = [f"Results of {document['a']} vs {document['b']} ({tournament.config.game}, "
             f"seed {tournament.config.seed}):",
             f"Elo: {_figure(elo['difference'], elo['margin'])}, "
             f"nElo: {_figure(nelo['difference'], nelo['margin'])}",
             f"LOS: {_percent(los)}, DrawRatio: {_percent(draws)}, PairsRatio: "
             f"{'-' if ratio is None else f'{ratio:.2f}'}",
             f"Games: {games}, Wins: {document['wins']}, Losses: {document['losses']}, "
             f"Draws: {document['draws']}, Points: {document['points']:.1f} ({share})"]
    if document["pentanomial"] is not None:
        lines.append(f"Ptnml(0-2): {document['pentanomial']}")
    sprt = document["sprt"]
    if sprt is not None:
        lower, upper = sprt["bounds"]
        share = sprt["llr"] / (upper if sprt["llr"] >= 0 else -lower) * 100
        verdict = {"H1": "H1 accepted", "H0": "H0 accepted", None: "undecided"}
        lines.append(f"LLR: {sprt['llr']:.2f} ({share:.1f}%) ({lower:.2f}, {upper:.2f}) "
                     f"[{sprt['elo0']:.2f}, {sprt['elo1']:.2f}], {sprt['statistics']}: "
                     f"{verdict[sprt['verdict']]}")
    return lines


def swiss_rounds(tournament: Tournament) -> list[dict[str, Any]]:
    """Each Swiss round: its pairings (the player on the first side of the pairing's
    first game, then the other, with their points) and its bye, if any."""
    summary = tournament.summary()
    return list(summary.get("round_pairings", []))


def swiss_rounds_text(tournament: Tournament, tr: Translator) -> list[str]:
    """The Swiss rounds, one line a pairing (first side first) and one a bye, in the
    language of ``tr``."""
    lines: list[str] = []
    for entry in swiss_rounds(tournament):
        lines.append(tr("Round {round} (first side first):", round=entry["round"]))
        lines += [f"  {pairing['first']} {tr.number(pairing['first_points'], None)} - "
                  f"{tr.number(pairing['second_points'], None)} {pairing['second']}"
                  for pairing in entry["pairings"]]
        if entry["bye"] is not None:
            lines.append("  " + tr("{player}: bye", player=Verbatim(entry["bye"])))
    return lines
