"""Writing what a plugin ships for ``qtgames check``: its perft table and its golden
playthroughs, beside its rules documents (``spec.rules_dir``).

``write_first`` writes them for a new game (``qtgames new-game``): perft from the start
with the default options, as deep as stays quick, and one golden playthrough.
``rewrite`` counts and plays them again after an intended change of the rules (``qtgames
check --rewrite-shipped``): the same rows and files, with what the game gives now. Review
the difference before committing it; where a published count exists, it is the truth.
"""

import json
from pathlib import Path

import qtgames.testing.golden as golden
from qtgames.core.errors import BadInput
from qtgames.core.game import GameSpec
from qtgames.core.options import OptionValue
from qtgames.core.perft import perft

#: ``write_first`` stops deepening perft past this many positions.
FIRST_NODES = 50_000
#: The seed of the first golden playthrough.
FIRST_SEED = 1


def _folder(spec: GameSpec) -> Path:
    if spec.rules_dir is None:
        raise BadInput("game {game!r} has no rules_dir, where perft.json and golden/ go",
                       game=spec.id)
    return spec.rules_dir


def _row(spec: GameSpec, options: dict[str, OptionValue], position: str | None,
         depth: int) -> dict[str, object]:
    resolved = spec.resolve_options(options)
    state = (spec.new_state(resolved, 0) if position is None
             else spec.from_position(position, resolved))
    return {"options": options, "position": position, "depth": depth,
            "nodes": perft(state, depth)}


def perft_nodes(row: dict[str, object]) -> int:
    """The count of a row ``_row`` made."""
    nodes = row["nodes"]
    assert isinstance(nodes, int)
    return nodes


def _write_table(spec: GameSpec, rows: list[dict[str, object]]) -> Path:
    path = _folder(spec) / "perft.json"
    path.write_text("[\n" + ",\n".join(" " + json.dumps(row) for row in rows) + "\n]\n",
                    encoding="utf-8")
    return path


def _write_golden(spec: GameSpec, path: Path, options: dict[str, OptionValue], seed: int
                  ) -> Path:
    lines = golden.playthrough(spec, options, seed)
    path.parent.mkdir(exist_ok=True)
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path


def write_first(spec: GameSpec) -> list[Path]:
    """A new game's perft table and golden playthrough, written from the game itself."""
    rows: list[dict[str, object]] = []
    for depth in range(1, golden.DEPTH_LIMIT + 1):
        row = _row(spec, {}, None, depth)
        rows.append(row)
        if row["nodes"] == 0 or perft_nodes(row) > FIRST_NODES:
            break
    name = f"{spec.id}-seed{FIRST_SEED}.txt"
    return [_write_table(spec, rows),
            _write_golden(spec, _folder(spec) / "golden" / name, {}, FIRST_SEED)]


def rewrite(spec: GameSpec) -> list[Path]:
    """Count every perft row again and play every golden playthrough again; the files
    written."""
    written = []
    table = golden.perft_table(spec)
    if table:
        raw = json.loads((_folder(spec) / "perft.json").read_text(encoding="utf-8"))
        written.append(_write_table(spec, [
            _row(spec, dict(row.get("options", {})), row.get("position"), found.depth)
            for row, found in zip(raw, table, strict=True)]))
    for path in golden.golden_files(spec):
        kept = golden.read_golden(spec, path)
        lines = golden.playthrough(spec, kept.options, kept.seed)
        path.write_text("\n".join([kept.lines[0], *lines[1:]]) + "\n", encoding="utf-8")
        written.append(path)
    return written
