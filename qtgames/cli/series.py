"""``qtgames match`` and ``qtgames tournament``: the command line of ``qtgames.tournament``.

Game ``i`` of a pairing gives A the first side when ``i`` is even, the second when odd, and
its seed derives from ``--seed`` (a fresh random one when none is given, printed with the
result), the pairing and ``i``; its chance from that seed keyed with the run's secret deal
key, kept in the ``--results`` file only: a series replays exactly from its results file
(wherever the players are bounded by nodes rather than by the clock), in any order and on
any number of workers, and no player learns a card from the seed. One Ctrl-C stops the
run: the games finished so far are printed as a partial result with exit code 130 (and are
all in the ``--results`` file, for ``--resume``).
"""

import argparse
import os
import sys
from pathlib import Path

from qtgames.cli.common import game, player_id, print_json, translator
from qtgames.cli.progress import Progress
from qtgames.core.errors import BadInput
from qtgames.core.i18n import N_, Translator, Verbatim
from qtgames.players import is_outside, with_seconds
from qtgames.tournament import choices, report
from qtgames.tournament.executors import default_jobs
from qtgames.tournament.games import Line
from qtgames.tournament.runner import (
    Tournament,
    TournamentConfig,
    prepare,
    run_tournament,
    settled,
)
from qtgames.tournament.sprt import Sprt
from qtgames.tournament.stats import MatchStats

#: Exit code of a run stopped by Ctrl-C (128 + SIGINT), after its partial result.
EXIT_INTERRUPTED = 130
#: Below this share of distinct games a match or tournament warns that it repeats itself.
DISTINCT_SHARE = 0.9


def _config(args: argparse.Namespace, players: list[str], format_name: str,
            aliases: dict[str, str] | None = None) -> TournamentConfig:
    spec = game(args.game)
    # At most one game per processor: more would only slow every game down.
    jobs = min(args.jobs, os.cpu_count() or 1) if args.jobs is not None else default_jobs()
    results = args.resume or args.results
    openings, book = choices.openings(args.openings, args.no_openings)
    return settled(TournamentConfig(
        game=spec.id, players=tuple(players), format=format_name, games=args.games,
        seed=args.seed, options=spec.options_from_args(args.option),
        openings=openings, book=book, rounds=getattr(args, "rounds", None), jobs=jobs,
        cluster=args.cluster, results=results, resume=args.resume is not None,
        sprt=Sprt.parse(args.sprt) if getattr(args, "sprt", None) else None,
        aliases=aliases or {},
        rating=choices.rating_model(args.anchor, args.offset, args.prior, args.first_move),
        time_control=choices.time_control(args.tc),
        max_moves=choices.max_moves(args.max_moves),
        adjudication=choices.adjudication(args.resign, args.draw),
        affinity=not args.no_affinity and shares_a_processor(players, aliases or {})))


def shares_a_processor(players: list[str], aliases: dict[str, str]) -> bool:
    """Whether a run of ``players`` pins its games to a processor each: with one outside
    player alone (``qtgames.players.affinity`` says why)."""
    return sum(is_outside(aliases.get(name, name)) for name in players) == 1


def _run(args: argparse.Namespace, config: TournamentConfig, news: bool,
         sprt_lines: bool = False) -> Tournament:
    """Run with a progress bar on stderr (a terminal only) and the bracket on stdout;
    with ``sprt_lines``, the SPRT's state on stdout each time it counts games."""
    if args.report and not args.report.endswith(".txt"):  # said before any game, not after
        from qtgames.tournament.html import require_matplotlib
        require_matplotlib()
    exports = choices.Exports(args.export_csv, args.export_games)
    exports.check()
    _, plan = prepare(config, game)
    told = [0]  # games the SPRT had counted at its last line
    tr = translator()
    with Progress(plan.expected_games(), args.command) as bar:
        def done(tournament: Tournament, line: Line) -> None:
            sprt = tournament.sprt
            if sprt_lines and sprt is not None and sprt.games > told[0]:
                told[0] = sprt.games
                tell("  " + tr("game {number}: {state}", number=sprt.games,
                               state=Verbatim(sprt.line(tr))))
            leader = tournament.book.leader()
            note = (tr("leader: {player} {points}/{games}", player=Verbatim(leader[0]),
                       points=tr.number(leader[1], None), games=leader[2]) if leader else "")
            bar.update(tournament.done, tournament.expected, note, tournament.resumed)

        def tell(text: str) -> None:
            if bar.enabled:
                sys.stderr.write("\r\x1b[K")
            print(text, flush=True)

        tournament = run_tournament(config, on_game_done=done,
                                    on_news=tell if news else None, lookup=game,
                                    keep_lines=bool(exports))
    if exports:
        exports.write(tournament)
    if args.report:
        from qtgames.tournament.html import write_report
        write_report(tournament, args.report)
        print(translator()(N_("Report written to {path}"), path=args.report), file=sys.stderr)
    return tournament


def _warn_repeats(tournament: Tournament) -> None:
    """Say on stderr when fewer than ``DISTINCT_SHARE`` of the games differ: its figures
    then count the same games over again."""
    done, distinct = tournament.done, tournament.book.distinct()
    if done and distinct < DISTINCT_SHARE * done:
        print(translator()(N_("qtgames: warning: only {distinct} of the {games} games differ: "
                           "the scores count some games more than once"),
                           distinct=distinct, games=done), file=sys.stderr)


def _exit_code(tournament: Tournament) -> int:
    """0, or ``EXIT_INTERRUPTED`` after saying on stderr that the result is partial (and
    first, if it is so, that the games repeat themselves)."""
    _warn_repeats(tournament)
    if not tournament.interrupted:
        return 0
    print(translator()(N_("qtgames: interrupted: partial result of {games} of {total} "
                       "games"), games=tournament.done, total=tournament.expected),
          file=sys.stderr)
    return EXIT_INTERRUPTED


def run_match(args: argparse.Namespace) -> int:
    """Play ``--games`` games of A against B and print the score (``--sprt``: stop as soon
    as the test decides)."""
    spec = game(args.game)
    a, b = (with_seconds(player_id(spec, name), args.move_time) for name in (args.a, args.b))
    aliases = {}
    if a == b:  # a player against itself: B is told apart in the tables
        aliases[f"{b} (B)"] = b
        b = f"{b} (B)"
    config = _config(args, [a, b], "round-robin", aliases)
    tournament = _run(args, config, news=False,
                      sprt_lines=config.sprt is not None and not args.json)
    book = tournament.counted
    score = report.pairing_json(book, f"{a} vs {b}")
    score["distinct_games"] = tournament.book.distinct()
    fitted = tournament.ratings()
    ratings = fitted.by_player()
    elo = ratings[a].elo - ratings[b].elo
    margin = ratings[a].margin + ratings[b].margin  # two ratings averaging 0 move together
    stats = tournament.match_stats()
    if args.json:
        document = {name: value for name, value in score.items() if name not in ("a", "b")}
        document["seed"] = tournament.config.seed
        # no game finished (a run stopped at once): no rating, not an infinite margin
        document["elo"] = ({"difference": round(elo, 1) + 0.0, "margin": round(margin, 1)}
                           if score["games"] else None)
        figures = stats.to_json()
        for name in ("pentanomial", "draw_ratio", "logistic_elo", "normalised_elo", "los"):
            document[name] = figures[name]
        if tournament.sprt is not None:
            document["sprt"] = tournament.sprt.to_json()
        if config.rating.first_move:
            document["first_move_advantage"] = report.ratings_json(
                tournament)["first_move_advantage"]
        if tournament.interrupted:
            document["interrupted"] = True
        print_json(document)
        return _exit_code(tournament)
    tr = translator()
    print(tr.plural("{game}: {a} (A) against {b} (B), {count} game, seed {seed}",
                    "{game}: {a} (A) against {b} (B), {count} games, seed {seed}",
                    score["games"], game=args.game, a=args.a, b=args.b,
                    seed=tournament.config.seed))
    print("  " + tr("A wins {a}, B wins {b}, draws {draws}", a=score["a_wins"],
                    b=score["b_wins"], draws=score["draws"]))
    print("  " + tr("A scores {score}", score=tr.number(score["a_score"], 3)))
    print("  " + tr("distinct games: {distinct} of {games}",
                    distinct=score["distinct_games"], games=tournament.done))
    print("  " + (tr("Elo difference: {elo} ± {margin} (95%)",
                     elo=tr.number(elo, signed=True), margin=tr.number(margin)) if score["games"]
                  else tr("Elo difference: none, no game finished")))
    print("  " + _figures(stats, tr))
    if tournament.sprt is not None:
        sprt = tournament.sprt
        elo1 = tr.number(sprt.test.elo1, None)
        verdict = {"H1": tr("H1 accepted: A is stronger by {elo} Elo or more", elo=elo1),
                   "H0": tr("H0 accepted: A is not stronger by {elo} Elo", elo=elo1),
                   None: tr("undecided")}[sprt.verdict]
        model = (tr("SPRT (pentanomial GSPRT, logistic Elo)") if sprt.paired
                 else tr("SPRT (trinomial GSPRT, logistic Elo)"))
        print(f"  {model}: {sprt.line(tr)}: {verdict}")
    for template, key in ((N_("median seconds per move: A {a}, B {b}"), "seconds_per_move"),
                          (N_("median seconds per turn: A {a}, B {b}"), "seconds_per_turn")):
        print("  " + tr(template, a=tr.number(score[key]["a"], 3), b=tr.number(score[key]["b"], 3)))
    if fitted.first_move is not None:
        print("  " + tr("first-move advantage: {elo} ± {margin} Elo (95%)",
                        elo=tr.number(fitted.first_move[0], signed=True),
                        margin=tr.number(fitted.first_move[1])))
    elif config.rating.first_move:
        print("  " + tr("first-move advantage: not fitted (the player who moved first "
                        "won every game, or lost every game)"))
    adjudicated = sum(score["adjudications"].values())
    if adjudicated:
        kinds = ", ".join(tr("{kind} {count}", kind=tr(kind), count=count)
                          for kind, count in score["adjudications"].items() if count)
        print("  " + tr.plural("{count} game adjudicated ({kinds})",
                               "{count} games adjudicated ({kinds})", adjudicated,
                               kinds=kinds))
    if score["forfeits"]:
        print("  " + tr.plural("{count} forfeit", "{count} forfeits",
                               len(score["forfeits"])))
    for forfeit in score["forfeits"]:
        print("    " + tr("{player} forfeits: {reason}", player=forfeit["player"].upper(),
                          reason=forfeit["reason"]))
    return _exit_code(tournament)


def _figures(stats: MatchStats, tr: Translator) -> str:
    """Logistic and normalised Elo, the draw ratio and the pairs, on one line."""
    def figure(value: float | None, margin: float | None) -> str:
        if value is None:
            return "–"
        return tr.number(value, signed=True) + (
            "" if margin is None else " ± " + tr.number(margin))

    parts = [tr("logistic Elo {value}", value=figure(stats.elo, stats.elo_margin)),
             tr("normalised Elo {value}", value=figure(stats.nelo, stats.nelo_margin))]
    if stats.los is not None:
        parts.append(tr("LOS {percent}", percent=tr.percent(stats.los, 1)))
    if stats.draw_ratio is not None:
        parts.append(tr("draw ratio {percent}", percent=tr.percent(stats.draw_ratio, 1)))
    if stats.pentanomial is not None:
        parts.append(tr("pairs scoring 0-2 {counts}", counts=list(stats.pentanomial)))
    return ", ".join(parts)


def run_tournament_command(args: argparse.Namespace) -> int:
    """Play the tournament and print its tables (or one JSON document)."""
    spec = game(args.game)
    players, aliases = choices.player_names([with_seconds(player_id(spec, name), args.move_time)
                                             for name in args.players])
    if len(players) < 2:
        raise BadInput("a tournament needs at least two different players")
    if args.trf:
        from qtgames.tournament.trf import check_trf_choice
        check_trf_choice(args.format, args.games)
    tournament = _run(args, _config(args, players, args.format, aliases), news=not args.json)
    if args.trf:
        from qtgames.core.atomic import write_atomic
        from qtgames.tournament.trf import tournament_trf, write

        try:
            write_atomic(Path(args.trf), write(tournament_trf(tournament)).encode("utf-8"))
        except OSError as error:
            raise BadInput("cannot write {path}: {reason}", path=args.trf,
                           reason=error.strerror or str(error)) from None
    if args.json:
        print_json(report.to_json(tournament))
    else:
        print("\n".join(report.text(tournament)))
    return _exit_code(tournament)
