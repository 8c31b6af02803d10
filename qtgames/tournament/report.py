"""A tournament's tables as text and as one JSON document."""

from typing import Any

from qtgames.ai.arena import median
from qtgames.tournament.book import Book
from qtgames.tournament.formats import TIEBREAK_PAIRS
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
            "forfeits": forfeits}


def pairings(book: Book, players: list[str]) -> list[str]:
    """The pairings played: by round, then by the order of their players (the same
    whatever order the games finished in)."""
    first = {g.pairing: g for g in reversed(book.order)}
    return sorted(first, key=lambda key: (first[key].round, players.index(first[key].a),
                                          players.index(first[key].b), key))


def standings(tournament: Tournament) -> list[dict[str, Any]]:
    """Points and games of each player, most points first (the order given on ties)."""
    book, players = tournament.counted, tournament.players
    ranked = sorted(players, key=lambda p: (-book.points(p), players.index(p)))
    return [{"player": p, "points": book.points(p), "games": book.played(p),
             "score": round(book.points(p) / max(book.played(p), 1), 4)} for p in ranked]


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
        "ratings": [rating.to_json() for rating in tournament.ratings().table],
        "crosstable": crosstable(tournament), "forfeits": forfeits(tournament),
        **tournament.summary()}
    if tournament.sprt is not None:
        document["sprt"] = tournament.sprt.to_json()
    if tournament.interrupted:
        document["interrupted"] = True
    if tournament.cancelled:
        document["cancelled"] = True
    return document


def text(tournament: Tournament) -> list[str]:
    """The tables for a terminal: pairings, the format's table, crosstable, ratings."""
    config, book = tournament.config, tournament.counted
    players = tournament.players
    width = max(len(name) for name in players)
    lines = [f"{config.game}: {config.format} tournament, {config.games} games per pairing"
             f", {tournament.done} games played, {tournament.book.distinct()} distinct"]
    if config.format in ("round-robin", "gauntlet"):
        for key in pairings(book, players):
            a_points, b_points, _ = book.pairing_points(key)
            first = next(g for g in book.order if g.pairing == key)
            lines.append(f"  {first.a:>{width}} - {first.b:<{width}}  "
                         f"{a_points:g} - {b_points:g}")
    summary = tournament.summary()
    if "places" in summary:
        lines.append("Final places (knock-out):")
        lines.append(f"  (by the round reached, then points, then seed; a pairing level "
                     f"after its games plays up to {TIEBREAK_PAIRS} pairs of tie-break games, "
                     f"then a coin drawn from the seed decides)")
        last_round = max(entry["reached_round"] for entry in summary["places"]) - 1
        lines += [f"  {rank}. {entry['player']:<{width}}  "
                  + ("won the final" if entry["reached_round"] > last_round
                     else f"lost in round {entry['reached_round']}")
                  for rank, entry in enumerate(summary["places"], start=1)]
    if "swiss" in summary:
        lines.append("Swiss table (points, Buchholz, Sonneborn-Berger):")
        lines += [f"  {rank}. {entry['player']:<{width}}  {entry['points']:g}  "
                  f"{entry['buchholz']:g}  {entry['sonneborn_berger']:g}"
                  + ("  (bye)" * entry["byes"])
                  for rank, entry in enumerate(summary["swiss"], start=1)]
    lines.append("Standings:")
    lines += [f"  {rank}. {entry['player']:<{width}}  {entry['points']:g} / {entry['games']}"
              for rank, entry in enumerate(standings(tournament), start=1)]
    lines += crosstable_text(tournament)
    lines += ratings_text(tournament)
    lines += [f"  forfeit: {entry['player']} in {entry['pairing']} game {entry['index'] + 1}: "
              f"{entry['reason']}" for entry in forfeits(tournament)]
    return lines


def crosstable_text(tournament: Tournament) -> list[str]:
    """Each player's points against each other player (``-`` where they did not meet)."""
    players, book = tournament.players, tournament.counted
    width = max(len(name) for name in players)
    cells = {(p, o): book.head_to_head(p, o) for p in players for o in players if p != o}
    column = max([5, *(len(f"{pts:g}/{n}") for pts, n in cells.values())]) + 1
    lines = ["Crosstable (points/games, row against column):",
             " " * (width + 4) + "".join(f"{number:>{column}}"
                                         for number in range(1, len(players) + 1))]
    for number, player in enumerate(players, start=1):
        row = "".join(f"{'x':>{column}}" if other == player else
                      f"{_cell(*cells[player, other]):>{column}}" for other in players)
        lines.append(f"{number:>2}. {player:<{width}}{row}")
    return lines


def _cell(points: float, games: int) -> str:
    return f"{points:g}/{games}" if games else "-"


def ratings_text(tournament: Tournament) -> list[str]:
    """The rating table: Elo with its 95% interval, score, and LOS over the next one."""
    table = tournament.ratings().table
    width = max(len(rating.player) for rating in table)
    lines = ["Ratings (maximum likelihood, Elo, 95% interval; LOS: likelihood of "
             "superiority over the next):"]
    for rank, rating in enumerate(table, start=1):
        los = f"  LOS {100 * rating.los_next:5.1f}%" if rating.los_next is not None else ""
        lines.append(f"  {rank}. {rating.player:<{width}}  {rating.elo:+7.1f} ± "
                     f"{rating.margin:5.1f}  {rating.points:g}/{rating.games} "
                     f"({100 * rating.score:.1f}%){los}")
    return lines
