"""``qtgames review FILE``: a saved game reviewed move by move on the command line, as
the window's and the text version's review judge it (``qtgames.review``)."""

import argparse

from qtgames.cli.common import print_json, registry, translator
from qtgames.cli.progress import Progress
from qtgames.core import saves
from qtgames.core.errors import BadInput
from qtgames.core.i18n import Translator
from qtgames.review import DEFAULT_REACH, PlyRow, ReviewReach, ply_rows, review_game


def run_review(args: argparse.Namespace) -> int:
    """Review the saved game ``args.file`` and print a line (or a JSON row) per move."""
    record = saves.load(args.file, registry().get)
    if record.spec.hidden_information and not record.state.is_over() \
            and any(seat.is_human for seat in record.seats):
        # As in the app and the text version: the preferred moves would show the hands.
        raise BadInput("a game with hidden cards is reviewed once it is over")
    reach = DEFAULT_REACH
    if args.seconds is not None:  # its range is checked with the other arguments
        reach = ReviewReach(think_seconds=args.seconds, think_nodes=None,
                            playouts=DEFAULT_REACH.playouts, value_seconds=args.seconds,
                            confirm_seconds=args.seconds)
    total = len(record.moves) + 1
    with Progress(total, "review") as bar:
        review = review_game(record.spec, record.options, record.seed, record.moves,
                             record.position, reach,
                             progress=lambda done, _: bar.update(done, total),
                             revealed=record.revealed)
    rows = ply_rows(review, record.moves, record.spec.teams_for(record.options))
    if args.json:
        print_json({"plies": [row.to_json() for row in rows]})
        return 0
    tr = translator(record.spec)
    for row in rows:
        print(row_text(row, tr))
    return 0


def row_text(row: PlyRow, tr: Translator) -> str:
    """``12. d3  ??  23%  preferred: c4  exact: -6``: one move for a person to read."""
    line = f"{row.ply:>4}. {row.move:<10} {row.mark or '':<2} {tr.percent(row.chance):>4}"
    if row.preferred is not None:
        line += "  " + tr("preferred: {move}", move=row.preferred)
    if row.exact is not None:
        line += "  " + tr("exact: {score:+d}", score=row.exact)
    return line
