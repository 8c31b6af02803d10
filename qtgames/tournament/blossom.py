"""A maximum-weight matching of a general graph: Edmonds' blossom algorithm with the
primal-dual method (Galil, *Efficient algorithms for finding maximum matching in
graphs*, ACM Computing Surveys 18, 1986), in O(n^3).

Weights are whole numbers of any size and every step is exact: the dual variables start
at the largest weight and every slack between two outer vertices stays even, so halving
it stays whole.
"""

from collections.abc import Iterator, Sequence


def max_weight_matching(count: int, edges: Sequence[tuple[int, int, int]]) -> list[int]:
    """Each vertex's mate (-1: unmatched) in a matching of the greatest total weight of
    the graph on vertices 0 to ``count`` - 1 with ``edges`` (one, other, weight > 0)."""
    if not edges:
        return [-1] * count
    return _Matching(count, edges).run()


class _Matching:
    """The algorithm's state. Endpoint ``p`` is ``edges[p // 2][p % 2]``; blossoms are
    numbered from ``count`` up, vertices are the trivial ones below it."""

    def __init__(self, count: int, edges: Sequence[tuple[int, int, int]]) -> None:
        self.n = count
        self.edges = list(edges)
        self.endpoint = [vertex for i, j, _ in self.edges for vertex in (i, j)]
        self.neighbours: list[list[int]] = [[] for _ in range(count)]
        for k, (i, j, _) in enumerate(self.edges):
            self.neighbours[i].append(2 * k + 1)
            self.neighbours[j].append(2 * k)
        top = max(weight for _, _, weight in self.edges)
        self.mate = [-1] * count  # the remote endpoint of the vertex's matched edge
        self.label = [0] * (2 * count)  # 0 free, 1 outer (S), 2 inner (T)
        self.labelend = [-1] * (2 * count)
        self.inblossom = list(range(count))
        self.parent = [-1] * (2 * count)
        self.childs: list[list[int]] = [[] for _ in range(2 * count)]
        self.base = list(range(count)) + [-1] * count
        self.endps: list[list[int]] = [[] for _ in range(2 * count)]
        self.bestedge = [-1] * (2 * count)
        self.blossombest: list[list[int] | None] = [None] * (2 * count)
        self.unused = list(range(count, 2 * count))
        self.dual = [top] * count + [0] * count
        self.allowed = [False] * len(self.edges)
        self.queue: list[int] = []

    def slack(self, k: int) -> int:
        i, j, weight = self.edges[k]
        return self.dual[i] + self.dual[j] - 2 * weight

    def leaves(self, b: int) -> Iterator[int]:
        if b < self.n:
            yield b
        else:
            for child in self.childs[b]:
                yield from self.leaves(child)

    def assign(self, w: int, t: int, p: int) -> None:
        """Label ``w`` (and its blossom) ``t`` through endpoint ``p``."""
        b = self.inblossom[w]
        self.label[w] = self.label[b] = t
        self.labelend[w] = self.labelend[b] = p
        self.bestedge[w] = self.bestedge[b] = -1
        if t == 1:
            self.queue.extend(self.leaves(b))
        else:
            base = self.base[b]
            self.assign(self.endpoint[self.mate[base]], 1, self.mate[base] ^ 1)

    def scan(self, v: int, w: int) -> int:
        """The base of the blossom that the edge between outer ``v`` and ``w`` closes,
        or -1 when it links two trees (an augmenting path)."""
        path = []
        found = -1
        while v != -1 or w != -1:
            b = self.inblossom[v]
            if self.label[b] & 4:
                found = self.base[b]
                break
            path.append(b)
            self.label[b] = 5
            if self.labelend[b] == -1:
                v = -1
            else:
                v = self.endpoint[self.labelend[b]]
                b = self.inblossom[v]
                v = self.endpoint[self.labelend[b]]
            if w != -1:
                v, w = w, v
        for b in path:
            self.label[b] = 1
        return found

    def add_blossom(self, base: int, k: int) -> None:
        """Make the cycle that edge ``k`` closes, through ``base``, a new blossom."""
        v, w, _ = self.edges[k]
        bb = self.inblossom[base]
        bv, bw = self.inblossom[v], self.inblossom[w]
        b = self.unused.pop()
        self.base[b] = base
        self.parent[b] = -1
        self.parent[bb] = b
        path: list[int] = []
        endps: list[int] = []
        self.childs[b], self.endps[b] = path, endps
        while bv != bb:
            self.parent[bv] = b
            path.append(bv)
            endps.append(self.labelend[bv])
            v = self.endpoint[self.labelend[bv]]
            bv = self.inblossom[v]
        path.append(bb)
        path.reverse()
        endps.reverse()
        endps.append(2 * k)
        while bw != bb:
            self.parent[bw] = b
            path.append(bw)
            endps.append(self.labelend[bw] ^ 1)
            w = self.endpoint[self.labelend[bw]]
            bw = self.inblossom[w]
        self.label[b] = 1
        self.labelend[b] = self.labelend[bb]
        self.dual[b] = 0
        for leaf in self.leaves(b):
            if self.label[self.inblossom[leaf]] == 2:
                self.queue.append(leaf)
            self.inblossom[leaf] = b
        best = [-1] * (2 * self.n)
        for child in path:
            known = self.blossombest[child]
            if known is None:
                flat = [p // 2 for leaf in self.leaves(child) for p in self.neighbours[leaf]]
            else:
                flat = list(known)
            for k2 in flat:
                i, j, _ = self.edges[k2]
                if self.inblossom[j] == b:
                    i, j = j, i
                bj = self.inblossom[j]
                if (bj != b and self.label[bj] == 1
                        and (best[bj] == -1 or self.slack(k2) < self.slack(best[bj]))):
                    best[bj] = k2
            self.blossombest[child] = None
            self.bestedge[child] = -1
        self.blossombest[b] = [k2 for k2 in best if k2 != -1]
        self.bestedge[b] = -1
        for k2 in self.blossombest[b] or []:
            if self.bestedge[b] == -1 or self.slack(k2) < self.slack(self.bestedge[b]):
                self.bestedge[b] = k2

    def expand(self, b: int, endstage: bool) -> None:
        """Undo blossom ``b``: its children become top-level again."""
        for s in self.childs[b]:
            self.parent[s] = -1
            if s < self.n:
                self.inblossom[s] = s
            elif endstage and self.dual[s] == 0:
                self.expand(s, endstage)
            else:
                for leaf in self.leaves(s):
                    self.inblossom[leaf] = s
        if not endstage and self.label[b] == 2:
            # the inner blossom's children: relabel the path from where it was entered
            # to its base, inner and outer in turn
            childs, endps = self.childs[b], self.endps[b]
            entry = self.inblossom[self.endpoint[self.labelend[b] ^ 1]]
            j = childs.index(entry)
            if j & 1:
                j -= len(childs)
                step, trick = 1, 0
            else:
                step, trick = -1, 1
            p = self.labelend[b]
            while j != 0:
                self.label[self.endpoint[p ^ 1]] = 0
                self.label[self.endpoint[endps[j - trick] ^ trick ^ 1]] = 0
                self.assign(self.endpoint[p ^ 1], 2, p)
                self.allowed[endps[j - trick] // 2] = True
                j += step
                p = endps[j - trick] ^ trick
                self.allowed[p // 2] = True
                j += step
            bv = childs[j]
            self.label[self.endpoint[p ^ 1]] = self.label[bv] = 2
            self.labelend[self.endpoint[p ^ 1]] = self.labelend[bv] = p
            self.bestedge[bv] = -1
            j += step
            while childs[j] != entry:
                bv = childs[j]
                if self.label[bv] == 1:
                    j += step
                    continue
                reached = next((v for v in self.leaves(bv) if self.label[v] != 0), -1)
                if reached != -1:
                    self.label[reached] = 0
                    self.label[self.endpoint[self.mate[self.base[bv]]]] = 0
                    self.assign(reached, 2, self.labelend[reached])
                j += step
        self.label[b] = self.labelend[b] = -1
        self.childs[b] = []
        self.endps[b] = []
        self.base[b] = -1
        self.blossombest[b] = None
        self.bestedge[b] = -1
        self.unused.append(b)

    def augment_blossom(self, b: int, v: int) -> None:
        """Swap the matched and unmatched edges of blossom ``b`` so that ``v`` becomes
        its base."""
        t = v
        while self.parent[t] != b:
            t = self.parent[t]
        if t >= self.n:
            self.augment_blossom(t, v)
        i = j = self.childs[b].index(t)
        if i & 1:
            j -= len(self.childs[b])
            step, trick = 1, 0
        else:
            step, trick = -1, 1
        while j != 0:
            j += step
            t = self.childs[b][j]
            p = self.endps[b][j - trick] ^ trick
            if t >= self.n:
                self.augment_blossom(t, self.endpoint[p])
            j += step
            t = self.childs[b][j]
            if t >= self.n:
                self.augment_blossom(t, self.endpoint[p ^ 1])
            self.mate[self.endpoint[p]] = p ^ 1
            self.mate[self.endpoint[p ^ 1]] = p
        self.childs[b] = self.childs[b][i:] + self.childs[b][:i]
        self.endps[b] = self.endps[b][i:] + self.endps[b][:i]
        self.base[b] = self.base[self.childs[b][0]]

    def augment(self, k: int) -> None:
        """Augment the matching along the path through edge ``k``."""
        v, w, _ = self.edges[k]
        for s, p in ((v, 2 * k + 1), (w, 2 * k)):
            while True:
                bs = self.inblossom[s]
                if bs >= self.n:
                    self.augment_blossom(bs, s)
                self.mate[s] = p
                if self.labelend[bs] == -1:
                    break
                t = self.endpoint[self.labelend[bs]]
                bt = self.inblossom[t]
                s = self.endpoint[self.labelend[bt]]
                j = self.endpoint[self.labelend[bt] ^ 1]
                if bt >= self.n:
                    self.augment_blossom(bt, j)
                self.mate[j] = self.labelend[bt]
                p = self.labelend[bt] ^ 1

    def run(self) -> list[int]:
        n = self.n
        for _ in range(n):
            self.label = [0] * (2 * n)
            self.bestedge = [-1] * (2 * n)
            for b in range(n, 2 * n):
                self.blossombest[b] = None
            self.allowed = [False] * len(self.edges)
            self.queue = []
            for v in range(n):
                if self.mate[v] == -1 and self.label[self.inblossom[v]] == 0:
                    self.assign(v, 1, -1)
            augmented = False
            while True:
                while self.queue and not augmented:
                    v = self.queue.pop()
                    for p in self.neighbours[v]:
                        k = p // 2
                        w = self.endpoint[p]
                        if self.inblossom[v] == self.inblossom[w]:
                            continue
                        if not self.allowed[k]:
                            kslack = self.slack(k)
                            if kslack <= 0:
                                self.allowed[k] = True
                        if self.allowed[k]:
                            if self.label[self.inblossom[w]] == 0:
                                self.assign(w, 2, p ^ 1)
                            elif self.label[self.inblossom[w]] == 1:
                                base = self.scan(v, w)
                                if base >= 0:
                                    self.add_blossom(base, k)
                                else:
                                    self.augment(k)
                                    augmented = True
                                    break
                            elif self.label[w] == 0:
                                self.label[w] = 2
                                self.labelend[w] = p ^ 1
                        elif self.label[self.inblossom[w]] == 1:
                            b = self.inblossom[v]
                            if self.bestedge[b] == -1 or kslack < self.slack(self.bestedge[b]):
                                self.bestedge[b] = k
                        elif self.label[w] == 0 and (self.bestedge[w] == -1
                                                     or kslack < self.slack(self.bestedge[w])):
                            self.bestedge[w] = k
                if augmented:
                    break
                deltatype = 1
                delta = min(self.dual[:n])
                deltaedge = deltablossom = -1
                for v in range(n):
                    if self.label[self.inblossom[v]] == 0 and self.bestedge[v] != -1:
                        d = self.slack(self.bestedge[v])
                        if d < delta:
                            delta, deltatype, deltaedge = d, 2, self.bestedge[v]
                for b in range(2 * n):
                    if (self.parent[b] == -1 and self.label[b] == 1
                            and self.bestedge[b] != -1):
                        kslack = self.slack(self.bestedge[b])
                        assert kslack % 2 == 0
                        d = kslack // 2
                        if d < delta:
                            delta, deltatype, deltaedge = d, 3, self.bestedge[b]
                for b in range(n, 2 * n):
                    if (self.base[b] >= 0 and self.parent[b] == -1 and self.label[b] == 2
                            and self.dual[b] < delta):
                        delta, deltatype, deltablossom = self.dual[b], 4, b
                for v in range(n):
                    label = self.label[self.inblossom[v]]
                    if label == 1:
                        self.dual[v] -= delta
                    elif label == 2:
                        self.dual[v] += delta
                for b in range(n, 2 * n):
                    if self.base[b] >= 0 and self.parent[b] == -1:
                        if self.label[b] == 1:
                            self.dual[b] += delta
                        elif self.label[b] == 2:
                            self.dual[b] -= delta
                if deltatype == 1:
                    break
                if deltatype == 2:
                    self.allowed[deltaedge] = True
                    i, j, _ = self.edges[deltaedge]
                    if self.label[self.inblossom[i]] == 0:
                        i, j = j, i
                    self.queue.append(i)
                elif deltatype == 3:
                    self.allowed[deltaedge] = True
                    i, j, _ = self.edges[deltaedge]
                    self.queue.append(i)
                else:
                    self.expand(deltablossom, False)
            if not augmented:
                break
            for b in range(n, 2 * n):
                if (self.parent[b] == -1 and self.base[b] >= 0 and self.label[b] == 1
                        and self.dual[b] == 0):
                    self.expand(b, True)
        return [self.endpoint[p] if p >= 0 else -1 for p in self.mate]
