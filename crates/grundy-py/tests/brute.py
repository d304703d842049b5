"""Brute-force game searches and matching enumerations, written from the rules alone,
used as the reference the package is checked against on small inputs."""

from __future__ import annotations

import itertools
from functools import lru_cache
from typing import Hashable, Iterable, Sequence


def mex(values: Iterable[int]) -> int:
    seen = set(values)
    g = 0
    while g in seen:
        g += 1
    return g


# --- graphs ----------------------------------------------------------------------


class SmallGraph:
    """A simple undirected graph on vertices ``0..n-1`` (loops ignored) with
    bitmask adjacency, for exhaustive searches."""

    def __init__(self, n: int, edges: Iterable[tuple[int, int]]) -> None:
        self.n = n
        self.adj = [0] * n
        self.edges = []
        for u, v in edges:
            if u == v:
                continue
            if not (self.adj[u] >> v) & 1:
                self.edges.append((min(u, v), max(u, v)))
            self.adj[u] |= 1 << v
            self.adj[v] |= 1 << u
        self._win = {}
        self._nu = {}

    def neighbours(self, v: int, mask: int = -1) -> list[int]:
        bits = self.adj[v] & mask
        return [w for w in range(self.n) if (bits >> w) & 1]

    # Vertex geography: the token on v, ``visited`` the visited set (v included); a move
    # goes to an unvisited neighbour; who cannot move loses.
    def mover_wins(self, v: int, visited: int) -> bool:
        key = (v, visited)
        if key not in self._win:
            self._win[key] = any(
                not self.mover_wins(w, visited | (1 << w)) for w in self.neighbours(v, ~visited)
            )
        return self._win[key]

    # Maximum matching size of the subgraph induced by the vertex set ``mask``.
    def nu(self, mask: int) -> int:
        if mask in self._nu:
            return self._nu[mask]
        if mask == 0:
            return 0
        v = (mask & -mask).bit_length() - 1
        rest = mask & ~(1 << v)
        best = self.nu(rest)
        for w in self.neighbours(v, rest):
            best = max(best, 1 + self.nu(rest & ~(1 << w)))
        self._nu[mask] = best
        return best

    @property
    def full(self) -> int:
        return (1 << self.n) - 1

    def nu_without_edge(self, edge: tuple[int, int]) -> int:
        return SmallGraph(self.n, [e for e in self.edges if e != edge]).nu(self.full)

    def missable(self) -> set[int]:
        """Vertices some maximum matching misses."""
        nu = self.nu(self.full)
        return {v for v in range(self.n) if self.nu(self.full & ~(1 << v)) == nu}

    def gallai_edmonds(self) -> dict[int, str]:
        d = self.missable()
        a = {w for v in d for w in self.neighbours(v)} - d
        return {v: "missable" if v in d else "adjacent" if v in a else "perfect" for v in range(self.n)}

    def edge_class(self, u: int, v: int) -> str:
        """necessary (every maximum matching), optional (some), forbidden (none)."""
        nu = self.nu(self.full)
        edge = (min(u, v), max(u, v))
        if self.nu_without_edge(edge) < nu:
            return "necessary"
        if self.nu(self.full & ~(1 << u) & ~(1 << v)) == nu - 1:
            return "optional"
        return "forbidden"

    def components(self, mask: int) -> list[int]:
        """Connected components (bitmasks) of the subgraph induced by ``mask``."""
        out, seen = [], 0
        for s in range(self.n):
            if not (mask >> s) & 1 or (seen >> s) & 1:
                continue
            comp, stack = 1 << s, [s]
            while stack:
                x = stack.pop()
                for y in self.neighbours(x, mask & ~comp):
                    comp |= 1 << y
                    stack.append(y)
            seen |= comp
            out.append(comp)
        return out

    def two_colouring(self):
        """A two-colouring ``{v: 0|1}``, or None if there is an odd cycle."""
        colour = {}
        for s in range(self.n):
            if s in colour:
                continue
            colour[s] = 0
            stack = [s]
            while stack:
                x = stack.pop()
                for y in self.neighbours(x):
                    if y not in colour:
                        colour[y] = 1 - colour[x]
                        stack.append(y)
                    elif colour[y] == colour[x]:
                        return None
        return colour


def all_graphs(n: int):
    """Every simple graph on vertices 0..n-1, as edge lists."""
    pairs = list(itertools.combinations(range(n), 2))
    for bits in range(1 << len(pairs)):
        yield [p for i, p in enumerate(pairs) if (bits >> i) & 1]


def random_graph(rng, n: int, p: float) -> list[tuple[int, int]]:
    return [(u, v) for u, v in itertools.combinations(range(n), 2) if rng.random() < p]


def random_bipartite(rng, n_left: int, n_right: int, p: float) -> list[tuple[int, int]]:
    """Edges between ``0..n_left-1`` and ``n_left..n_left+n_right-1``."""
    return [(u, n_left + w) for u in range(n_left) for w in range(n_right) if rng.random() < p]


# --- token boards ------------------------------------------------------------------


def board_graph(free) -> tuple[list[tuple[int, int]], SmallGraph]:
    """The free cells of a 2-D bool grid (row-major) and their adjacency graph."""
    rows, cols = len(free), len(free[0]) if len(free) else 0
    cells = [(r, c) for r in range(rows) for c in range(cols) if free[r][c]]
    index = {cell: i for i, cell in enumerate(cells)}
    edges = []
    for (r, c), i in index.items():
        for dr, dc in ((0, 1), (1, 0)):
            j = index.get((r + dr, c + dc))
            if j is not None:
                edges.append((i, j))
    return cells, SmallGraph(len(cells), edges)


# --- octal games -------------------------------------------------------------------


def octal_digits(code: str) -> list[int]:
    """``d0, d1, d2, ...`` of an octal code such as ``0.07``, ``.137`` or ``4.07``."""
    whole, _, frac = code.partition(".")
    return [int(whole or "0")] + [int(ch) for ch in frac]


def octal_values(code: str, n: int) -> list[int]:
    """G(0..n-1) straight from the definition: removing k tokens (digit d_k) may leave
    nothing (bit 1, heap of exactly k), one non-empty heap (bit 2) or two non-empty heaps
    (bit 4)."""
    digits = octal_digits(code)
    g = []
    for h in range(n):
        options = set()
        for k, d in enumerate(digits):
            if k > h:
                break
            rest = h - k
            if d & 1 and rest == 0 and k > 0:
                options.add(0)
            if d & 2 and rest > 0 and k > 0:
                options.add(g[rest])
            if d & 4 and rest >= 2:
                for a in range(1, rest // 2 + 1):
                    options.add(g[a] ^ g[rest - a])
        g.append(mex(options))
    return g


# --- take-away games -----------------------------------------------------------------


@lru_cache(maxsize=None)
def nim_value(piles: tuple[int, ...]) -> int:
    return mex(nim_value(p) for _, p in nim_moves(piles))


def nim_moves(piles: tuple[int, ...]):
    for i, x in enumerate(piles):
        for take in range(1, x + 1):
            yield (i, take), piles[:i] + (x - take,) + piles[i + 1 :]


@lru_cache(maxsize=None)
def staircase_value(piles: tuple[int, ...]) -> int:
    return mex(staircase_value(p) for _, p in staircase_moves(piles))


def staircase_moves(piles: tuple[int, ...]):
    for i, x in enumerate(piles):
        floor = piles[i - 1] if i > 0 else 0
        for take in range(1, x - floor + 1):
            yield (i, take), piles[:i] + (x - take,) + piles[i + 1 :]


# Bean splitting: take one bean from bottle i (with a bean), put one into j and one into
# k, i < j <= k.
def bean_moves(beans: tuple[int, ...]):
    n = len(beans)
    for i in range(n):
        if beans[i] == 0:
            continue
        for j in range(i + 1, n):
            for k in range(j, n):
                after = list(beans)
                after[i] -= 1
                after[j] += 1
                after[k] += 1
                yield (i, j, k), tuple(after)


@lru_cache(maxsize=None)
def bean_value(beans: tuple[int, ...]) -> int:
    return mex(bean_value(p) for _, p in bean_moves(beans))


# Equal splitting: a pile of x >= F stones splits into M >= 2 piles as equal as possible.
def equal_parts(x: int, m: int) -> list[int]:
    q, r = divmod(x, m)
    return [q + 1] * r + [q] * (m - r)


def equal_split_pile_values(threshold: int, max_pile: int) -> list[int]:
    g = [0] * (max_pile + 1)
    for x in range(max_pile + 1):
        if x < threshold:
            continue
        options = set()
        for m in range(2, x + 1):
            v = 0
            for part in equal_parts(x, m):
                v ^= g[part]
            options.add(v)
        g[x] = mex(options)
    return g


# Paper cutting, the reduced game: sheets with both sides >= 2, cuts leaving two such
# sheets (a cut leaving a side of 1 loses at once), the mover without such a cut loses.
@lru_cache(maxsize=None)
def cutting_value(w: int, h: int) -> int:
    options = set()
    for a in range(2, w - 1):
        options.add(cutting_value(a, h) ^ cutting_value(w - a, h))
    for a in range(2, h - 1):
        options.add(cutting_value(w, a) ^ cutting_value(w, h - a))
    return mex(options)


def cuts(w: int, h: int):
    """Every cut of a w x h sheet: ((direction, at), (piece1, piece2))."""
    for a in range(1, w):
        yield ("vertical", a), ((a, h), (w - a, h))
    for a in range(1, h):
        yield ("horizontal", a), ((w, a), (w, h - a))


@lru_cache(maxsize=None)
def cutting_literal_wins(pieces: tuple[tuple[int, int], ...]) -> bool:
    """The literal rules on a multiset of sheets: the player who cuts out a 1 x 1 piece
    wins; a player with no cut loses."""
    for idx, (w, h) in enumerate(pieces):
        rest = pieces[:idx] + pieces[idx + 1 :]
        for _, (p, q) in cuts(w, h):
            if p == (1, 1) or q == (1, 1):
                return True
            after = tuple(sorted(rest + (tuple(sorted(p)), tuple(sorted(q)))))
            if not cutting_literal_wins(after):
                return True
    return False


# Green Hackenbush on a multigraph (edge list, loops allowed): cutting an edge removes it
# and everything no longer connected to the ground.
def hackenbush_prune(edges: Sequence[tuple[Hashable, Hashable]], alive: int, ground) -> int:
    reached = set(ground)
    changed = True
    while changed:
        changed = False
        for i, (u, v) in enumerate(edges):
            if (alive >> i) & 1 and ((u in reached) != (v in reached)):
                reached.update((u, v))
                changed = True
    return sum(1 << i for i, (u, v) in enumerate(edges) if (alive >> i) & 1 and u in reached)


def hackenbush_value_fn(edges, ground):
    memo = {}

    def value(alive: int) -> int:
        if alive not in memo:
            memo[alive] = mex(value(after(alive, i)) for i in range(len(edges)) if (alive >> i) & 1)
        return memo[alive]

    def after(alive: int, i: int) -> int:
        return hackenbush_prune(edges, alive & ~(1 << i), ground)

    start = hackenbush_prune(edges, (1 << len(edges)) - 1, ground)
    return value, after, start


# --- misère play of octal games ----------------------------------------------------


def octal_moves(code: str, h: int) -> list[tuple[int, ...]]:
    """The heaps each move on a heap of ``h`` tokens leaves (sorted tuples), from a plain
    octal code ``0.d1d2...`` (digits 0-7): d_k's bit 1 takes the whole heap of k tokens,
    bit 2 leaves one heap, bit 4 two."""
    digits = [int(c) for c in code.split(".")[1]]
    out = set()
    for k, d in enumerate(digits, start=1):
        m = h - k
        if m < 0:
            break
        if d & 1 and m == 0:
            out.add(())
        if d & 2 and m > 0:
            out.add((m,))
        if d & 4:
            for a in range(1, m // 2 + 1):
                out.add((a, m - a))
    return sorted(out)


def misere_mover_wins(code: str, heaps: Sequence[int]) -> bool:
    """Whether the player to move wins the sum ``heaps`` under misère play: there is no
    move, or some move leaves a position the other player loses."""

    @lru_cache(maxsize=None)
    def wins(position: tuple[int, ...]) -> bool:
        has_move = False
        for i, h in enumerate(position):
            rest = position[:i] + position[i + 1 :]
            for leave in octal_moves(code, h):
                has_move = True
                if not wins(tuple(sorted(rest + leave))):
                    return True
        return not has_move

    return wins(tuple(sorted(h for h in heaps if h > 0)))
