"""A helper module next to the AI file, imported by it as students' files do.

It finds a legal move from the position notation alone, without qtgames: the rows from
the first up (``b`` black, ``w`` white, digits for runs of empty squares), then the seat to
move.
"""

DIRECTIONS = [(-1, -1), (-1, 0), (-1, 1), (0, -1), (0, 1), (1, -1), (1, 0), (1, 1)]


def board(position):
    rows = []
    for text in position.split()[0].split("/"):
        row, run = [], ""
        for char in text:
            if char.isdigit():
                run += char
                continue
            row.extend("." * int(run or 0))
            run = ""
            row.append(char)
        row.extend("." * int(run or 0))
        rows.append(row)
    return rows


def first_move(position, seat):
    rows = board(position)
    mine, theirs = ("b", "w") if seat == 0 else ("w", "b")
    size = len(rows)
    for r in range(size):
        for c in range(size):
            if rows[r][c] != ".":
                continue
            for dr, dc in DIRECTIONS:
                rr, cc, seen = r + dr, c + dc, 0
                while 0 <= rr < size and 0 <= cc < size and rows[rr][cc] == theirs:
                    rr, cc, seen = rr + dr, cc + dc, seen + 1
                if seen and 0 <= rr < size and 0 <= cc < size and rows[rr][cc] == mine:
                    return chr(ord("a") + c) + str(r + 1)
    return "pass"
