"""A tournament's tables as text, in a person's language, and as one JSON document."""

from typing import Any

from qtgames.core.i18n import N_, Translator, Verbatim, system_language
from qtgames.players.arena import median
from qtgames.tournament.book import Book, adjudications
from qtgames.tournament.formats import TIEBREAK_PAIRS
from qtgames.tournament.matchreport import is_match, match_text, swiss_rounds_text
from qtgames.tournament.runner import Tournament


def pairing_json(book: Book, pairing: str) -> dict[str, Any]:
    """One pairing's record: wins, draws, A's score, median thinking times."""
    games = [g for g in book.order if g.pairing == pairing]
    a_wins = sum(g.a_points == 1 for g in games)
    b_wins = sum(g.a_points == 0 for g in games)
    a_moves, b_moves, a_turns, b_turns = book.pairing_seconds.get(pairing, ([], [], [], []))
    a_points, _, count = book.pairing_points(pairing)
    first = games[0] if games else None
    forfeits = [{"player": "a" if g.forfeit[0] == g.a else "b", "reason": g.forfeit[1]}
                for g in games if g.forfeit]
    return {"games": count, "a": first.a if first else None, "b": first.b if first else None,
            "a_wins": a_wins, "b_wins": b_wins, "draws": count - a_wins - b_wins,
            "a_score": round(a_points / count, 4) if count else 0.0,
            "seconds_per_move": {"a": round(median(a_moves), 4),
                                 "b": round(median(b_moves), 4)},
            "seconds_per_turn": {"a": round(median(a_turns), 4),
                                 "b": round(median(b_turns), 4)},
            "forfeits": forfeits, "adjudications": adjudications(games)}


def pairings(book: Book, players: list[str]) -> list[str]:
    """The pairings played: by round, then by the order of their players (the same
    whatever order the games finished in)."""
    first = {g.pairing: g for g in reversed(book.order)}
    return sorted(first, key=lambda key: (first[key].round, players.index(first[key].a),
                                          players.index(first[key].b), key))


def standings(tournament: Tournament) -> list[dict[str, Any]]:
    """Each player's place, points and games (a Swiss bye counted as a game won), in the
    format's order: by share of points, games played, then its tie-breaks (a knock-out:
    by the round reached)."""
    book, fmt = tournament.counted, tournament.format
    rows = []
    for place, player in fmt.standings(book):
        points, games = fmt.credited(book, player)
        rows.append({"place": place, "player": player, "points": points, "games": games,
                     "score": round(points / max(games, 1), 4)})
    return rows


def crosstable(tournament: Tournament) -> dict[str, dict[str, list[float]]]:
    """``[player][opponent]`` = [points, games]."""
    book, players = tournament.counted, tournament.players
    return {p: {o: list(book.head_to_head(p, o)) for o in players if o != p
                and book.head_to_head(p, o)[1]} for p in players}


def forfeits(tournament: Tournament) -> list[dict[str, Any]]:
    """The games lost by forfeit: who, why, and which game."""
    return [{"pairing": g.pairing, "index": g.index, "player": g.forfeit[0],
             "reason": g.forfeit[1]} for g in tournament.counted.order if g.forfeit]


def to_json(tournament: Tournament) -> dict[str, Any]:
    """The whole tournament as one JSON document."""
    config, book = tournament.config, tournament.counted
    document: dict[str, Any] = {
        "game": config.game, "format": config.format, "games_per_pairing": config.games,
        "seed": config.seed, "players": tournament.players, "games": tournament.done,
        "distinct_games": tournament.book.distinct(),
        "pairings": [pairing_json(book, key) for key in pairings(book, tournament.players)],
        "standings": standings(tournament),
        **ratings_json(tournament),
        "crosstable": crosstable(tournament), "forfeits": forfeits(tournament),
        "adjudications": adjudications(book.order), **tournament.summary()}
    if tournament.sprt is not None:
        document["sprt"] = tournament.sprt.to_json()
    if tournament.interrupted:
        document["interrupted"] = True
    if tournament.cancelled:
        document["cancelled"] = True
    return document


#: Each tournament format's name in a heading.
FORMATS = {"round-robin": N_("round-robin"), "gauntlet": N_("gauntlet"),
           "knockout": N_("knockout"), "swiss": N_("swiss")}


def text(tournament: Tournament, tr: Translator | None = None) -> list[str]:
    """The tables for a terminal: pairings, the format's table, crosstable, ratings, in
    the language of ``tr`` (the system's by default)."""
    tr = tr or Translator(system_language())
    config, book = tournament.config, tournament.counted
    players = tournament.players
    width = max(len(name) for name in players)
    lines = [tr("{game}: {format} tournament, {per} games per pairing, {done} games played, "
                "{distinct} distinct, seed {seed}", game=Verbatim(config.game),
                format=tr(FORMATS.get(config.format, config.format)), per=config.games,
                done=tournament.done, distinct=tournament.book.distinct(), seed=config.seed)]
    if config.format in ("round-robin", "gauntlet"):
        for key in pairings(book, players):
            a_points, b_points, _ = book.pairing_points(key)
            first = next(g for g in book.order if g.pairing == key)
            lines.append(f"  {first.a:>{width}} - {first.b:<{width}}  "
                         f"{tr.number(a_points, None)} - {tr.number(b_points, None)}")
    summary = tournament.summary()
    if "places" in summary:
        lines.append(tr("Final places (knock-out):"))
        lines.append("  " + tr("(by the round reached, players out in one round sharing a "
                               "place; a pairing level after its games plays up to {pairs} "
                               "pairs of tie-break games, then a coin drawn from the seed "
                               "decides)", pairs=TIEBREAK_PAIRS))
        last_round = max(entry["reached_round"] for entry in summary["places"]) - 1
        lines += [f"  {entry['place']}. {entry['player']:<{width}}  "
                  + (tr("won the final") if entry["reached_round"] > last_round
                     else tr("lost in round {round}", round=entry["reached_round"]))
                  for entry in summary["places"]]
    if "swiss" in summary:
        lines.append(tr("Swiss table (points, Buchholz, Sonneborn-Berger):"))
        bye = "  " + tr("(bye)")
        lines += [f"  {rank}. {entry['player']:<{width}}  {tr.number(entry['points'], None)}  "
                  f"{tr.number(entry['buchholz'], None)}  "
                  f"{tr.number(entry['sonneborn_berger'], None)}"
                  + (bye * entry["byes"])
                  for rank, entry in enumerate(summary["swiss"], start=1)]
        lines += swiss_rounds_text(tournament, tr)
    lines.append(tr("Standings:"))
    lines += [f"  {entry['place']}. {entry['player']:<{width}}  "
              f"{tr.number(entry['points'], None)} / {entry['games']}"
              for entry in standings(tournament)]
    lines += crosstable_text(tournament, tr)
    lines += ratings_text(tournament, tr)
    lines += ["  " + tr("forfeit: {player} in {pairing} game {number}: {reason}",
                        player=Verbatim(entry["player"]), pairing=Verbatim(entry["pairing"]),
                        number=entry["index"] + 1, reason=entry["reason"])
              for entry in forfeits(tournament)]
    lines += adjudications_text(adjudications(book.order), tr)
    return lines


def adjudications_text(counts: dict[str, int], tr: Translator) -> list[str]:
    """The games adjudicated, by kind, on one line (none when no game was)."""
    total = sum(counts.values())
    if not total:
        return []
    kinds = ", ".join(tr("{kind} {count}", kind=tr(kind), count=count)
                      for kind, count in counts.items() if count)
    return [tr("Adjudicated: {total} ({kinds})", total=total, kinds=Verbatim(kinds))]


def report_text(tournament: Tournament, tr: Translator | None = None) -> list[str]:
    """The text report: a match's figures as fastchess prints them first (in its words,
    which programs read), then the tables in the language of ``tr``."""
    return [*(match_text(tournament) if is_match(tournament) else []), *text(tournament, tr)]


def crosstable_text(tournament: Tournament, tr: Translator) -> list[str]:
    """Each player's points against each other player (``-`` where they did not meet)."""
    players, book = tournament.players, tournament.counted
    width = max(len(name) for name in players)
    cells = {(p, o): book.head_to_head(p, o) for p in players for o in players if p != o}
    column = max([5, *(len(_cell(pts, n, tr)) for pts, n in cells.values())]) + 1
    lines = [tr("Crosstable (points/games, row against column):"),
             " " * (width + 4) + "".join(f"{number:>{column}}"
                                         for number in range(1, len(players) + 1))]
    for number, player in enumerate(players, start=1):
        row = "".join(f"{'x':>{column}}" if other == player else
                      f"{_cell(*cells[player, other], tr):>{column}}" for other in players)
        lines.append(f"{number:>2}. {player:<{width}}{row}")
    return lines


def _cell(points: float, games: int, tr: Translator) -> str:
    return f"{tr.number(points, None)}/{games}" if games else "-"


def ratings_json(tournament: Tournament) -> dict[str, Any]:
    """The rating table, the LOS matrix (``[player][opponent]``: the likelihood that
    player is the stronger), the virtual draws added and the first-move advantage."""
    ratings = tournament.ratings()
    advantage = ratings.first_move
    return {"ratings": [rating.to_json() for rating in ratings.table],
            "los": {player: {other: round(value, 4) for other, value in row.items()}
                    for player, row in ratings.los.items()},
            "prior_draws": ratings.prior_draws,
            "first_move_advantage": None if advantage is None else
            {"elo": round(advantage[0], 1) + 0.0, "margin": round(advantage[1], 1)}}


def ratings_text(tournament: Tournament, tr: Translator) -> list[str]:
    """The rating table: Elo with its 95% interval, score, and LOS over the next one;
    then the LOS of every player over every other."""
    ratings = tournament.ratings()
    table = ratings.table
    width = max(len(rating.player) for rating in table)
    how = (tr("plain maximum likelihood") if not ratings.prior_draws else
           tr.plural("maximum likelihood with {draws} virtual draw per pair who met",
                     "maximum likelihood with {draws} virtual draws per pair who met",
                     _count(ratings.prior_draws), draws=tr.number(ratings.prior_draws, None)))
    lines = [tr("Ratings ({how}, Elo, 95% interval; LOS: likelihood of superiority over "
                "the next):", how=Verbatim(how))]
    for rank, rating in enumerate(table, start=1):
        if not rating.games:  # no rating without a game, not an infinite margin
            lines.append(f"  {rank}. {rating.player:<{width}}  " + tr("no game finished"))
            continue
        los = "" if rating.los_next is None else f"  LOS {tr.percent(rating.los_next, 1):>7}"
        lines.append(f"  {rank}. {rating.player:<{width}}  "
                     f"{tr.number(rating.elo, signed=True):>7} ± {tr.number(rating.margin):>5}"
                     f"  {tr.number(rating.points, None)}/{rating.games} "
                     f"({tr.percent(rating.score, 1)}){los}")
    if ratings.first_move is not None:
        elo, margin = ratings.first_move
        lines.append("  " + tr("first-move advantage: {elo} ± {margin} Elo",
                               elo=tr.number(elo, signed=True), margin=tr.number(margin)))
    return lines + los_text(tournament, tr)


def _count(amount: float) -> int:
    """An amount that may be a fraction as a count a plural rule takes (a fraction reads
    as many in English)."""
    return int(amount) if amount == int(amount) else 2


def los_text(tournament: Tournament, tr: Translator) -> list[str]:
    """The LOS matrix: the likelihood, in percent, that the row's player is stronger
    than the column's, players in the rating table's order."""
    ratings = tournament.ratings()
    names = [rating.player for rating in ratings.table]
    if len(names) < 2:
        return []
    width = max(len(name) for name in names)
    lines = [tr("LOS (%, row stronger than column):"),
             " " * (width + 4) + "".join(f"{number:>6}" for number in
                                         range(1, len(names) + 1))]
    for number, name in enumerate(names, start=1):
        cells = "".join(f"{'x':>6}" if other == name else
                        f"{tr.number(100 * ratings.los[name][other]):>6}" for other in names)
        lines.append(f"{number:>2}. {name:<{width}}{cells}")
    return lines
