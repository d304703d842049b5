"""nim, staircase, bean_split, equal_split, paper_cutting and hackenbush: against the CLI's
JSON and against Grundy values computed by mex over the moves in the tests."""

from __future__ import annotations

import itertools

import networkx as nx
import pytest

import grundy
from brute import (
    bean_moves,
    bean_value,
    cuts,
    cutting_literal_wins,
    cutting_value,
    equal_parts,
    equal_split_pile_values,
    hackenbush_value_fn,
    nim_moves,
    nim_value,
    staircase_moves,
    staircase_value,
)
from conftest import write_edgelist


def take_moves(doc) -> list[tuple[int, int]]:
    """The CLI's winning moves (piles from 1) as the package's (piles from 0)."""
    return [(m["pile"] - 1, m["take"]) for m in doc["winning_moves"]]


def check_take_vs_cli(cli, command, solve, piles):
    """Checks a take-away answer (``solve(piles)``) against ``grundy --json COMMAND``:
    the value, the verdict and every winning move; returns the positions the moves
    leave, each move taking between 1 and the whole pile."""
    doc = cli.json(command, *piles)
    out = solve(piles)
    assert out.value == doc["value"]
    assert out.mover_wins == doc["mover_wins"]
    assert out.winning_moves == take_moves(doc)
    left = []
    for pile, take in out.winning_moves:
        assert 0 < take <= piles[pile]
        after = list(piles)
        after[pile] -= take
        left.append(after)
    return left


# --- nim -----------------------------------------------------------------------------------


def test_nim_vs_brute_force():
    for k in range(0, 4):
        for piles in itertools.product(range(5), repeat=k):
            out = grundy.nim(list(piles))
            assert out.value == nim_value(piles)
            winning = {move for move, after in nim_moves(piles) if nim_value(after) == 0}
            assert set(out.winning_moves) == winning
            assert len(out.winning_moves) == len(winning)
            assert out.mover_wins == (out.value != 0)
            assert out.winning_move == (min(winning) if winning else None)


def misere_nim_wins_brute(piles, memo={}):
    """Misère Nim from the rules alone: no move wins; otherwise some move leaves a loss."""
    key = tuple(sorted(p for p in piles if p))
    if key not in memo:
        memo[key] = not key or any(not misere_nim_wins_brute(after) for _, after in nim_moves(key))
    return memo[key]


def test_misere_nim_vs_brute_force():
    for k in range(0, 4):
        for piles in itertools.product(range(5), repeat=k):
            out = grundy.nim(list(piles), misere=True)
            assert isinstance(out, grundy.MisereOutcome) and out.method == "nim-rule" and out.reason
            assert out.mover_wins == misere_nim_wins_brute(piles), piles
            winning = {move for move, after in nim_moves(piles) if not misere_nim_wins_brute(after)}
            assert set(out.winning_moves) == winning, piles
            assert out.winning_move == (min(winning) if winning else None)


def test_misere_nim_vs_cli(cli):
    for piles in ([3, 5, 1], [1], [1, 1, 0], [2, 2], [6, 1, 1], [0]):
        doc = cli.json("nim", *piles, "--misere")
        out = grundy.nim(piles, misere=True)
        assert doc["play"] == "misere" and doc["mover_wins"] == out.mover_wins
        assert doc["misere"] == {"method": out.method, "reason": out.reason}
        assert [(m["pile"] - 1, m["take"]) for m in doc["winning_moves"]] == out.winning_moves


@pytest.mark.parametrize("seed", range(4))
def test_nim_vs_cli(seed, make_rng, cli):
    rng = make_rng(seed)
    for _ in range(8):
        piles = [rng.choice([rng.randint(0, 20), rng.randint(0, 2**63)]) for _ in range(rng.randint(1, 7))]
        for after in check_take_vs_cli(cli, "nim", grundy.nim, piles):
            assert grundy.nim(after).value == 0


def test_nim_inputs_and_errors():
    assert grundy.nim([3, 4, 5]) == grundy.TakeOutcome(2, [(0, 2)])
    assert grundy.nim((x for x in (3, 4, 5))).value == 2
    assert grundy.nim([2**64 - 1, 2**64 - 1]).value == 0
    assert grundy.nim([]).value == 0 and grundy.nim([]).winning_move is None
    with pytest.raises(ValueError, match=r"piles\[1\]"):
        grundy.nim([1, -2])
    with pytest.raises(ValueError, match=r"piles\[0\]"):
        grundy.nim([2**64])
    with pytest.raises(TypeError):
        grundy.nim("345")
    with pytest.raises(TypeError, match=r"piles\[1\]"):
        grundy.nim([1, "x"])
    with pytest.raises(TypeError, match=r"piles\[0\]"):
        grundy.nim([1.5])


# --- staircase ------------------------------------------------------------------------------


def non_decreasing_rows(max_len: int, max_value: int):
    for k in range(max_len + 1):
        yield from itertools.combinations_with_replacement(range(max_value + 1), k)


def test_staircase_vs_brute_force():
    for piles in non_decreasing_rows(4, 5):
        out = grundy.staircase(list(piles))
        assert out.value == staircase_value(piles), piles
        winning = {move for move, after in staircase_moves(piles) if staircase_value(after) == 0}
        assert set(out.winning_moves) == winning, piles
        assert len(out.winning_moves) == len(winning)


@pytest.mark.parametrize("seed", range(4))
def test_staircase_vs_cli(seed, make_rng, cli):
    rng = make_rng(50 + seed)
    for _ in range(8):
        piles = sorted(rng.randint(0, rng.choice([5, 100, 10**6])) for _ in range(rng.randint(1, 8)))
        for after in check_take_vs_cli(cli, "staircase", grundy.staircase, piles):
            assert after == sorted(after)
            assert grundy.staircase(after).value == 0


@pytest.mark.parametrize("piles", [[3, 2], [1, 2, 1], [0, 5, 7, 6, 9]])
def test_staircase_decreasing_row(piles, cli):
    with pytest.raises(ValueError) as info:
        grundy.staircase(piles)
    err = cli.error("staircase", *piles)
    # The CLI's message, after its "staircase: " prefix.
    assert err["message"] == "staircase: " + str(info.value)
    assert "non-decreasing" in str(info.value)
    with pytest.raises(ValueError, match=r"piles\[0\]"):
        grundy.staircase([-1, 2])


# --- bean splitting --------------------------------------------------------------------------


def test_bean_split_vs_brute_force():
    for n in (1, 2, 3, 4):
        for beans in itertools.product(range(3), repeat=n):
            if sum(beans) > 4:
                continue
            out = grundy.bean_split(list(beans), all_moves=True)
            assert out.value == bean_value(beans), beans
            winning = sorted(move for move, after in bean_moves(beans) if bean_value(after) == 0)
            assert out.winning_moves == winning, beans
            assert out.count == len(winning)
            assert out.winning_move == (winning[0] if winning else None)
            assert out.mover_wins == bool(winning)
            assert grundy.bean_split(list(beans)).winning_moves is None


def test_bean_split_statement_example():
    # The problem notes' pitfall: bottle 1 is empty, so (1, 2, 3) is no move.
    out = grundy.bean_split([1, 0, 0, 0, 0], all_moves=True)
    assert out.winning_moves == [(0, 1, 1), (0, 2, 2), (0, 3, 3), (0, 4, 4)]
    assert out.count == 4


@pytest.mark.parametrize("seed", range(4))
def test_bean_split_vs_cli(seed, make_rng, cli):
    rng = make_rng(70 + seed)
    for _ in range(6):
        beans = [rng.randint(0, rng.choice([1, 3, 10**4])) for _ in range(rng.randint(2, 21))]
        doc = cli.json("bean-split", *beans, "--all")
        out = grundy.bean_split(beans, all_moves=True)
        assert out.value == doc["value"]
        assert out.mover_wins == doc["mover_wins"]
        assert out.count == doc["winning_move_count"]
        expected = [(m["i"], m["j"], m["k"]) for m in doc["winning_moves"]]
        assert out.winning_moves == expected
        wm = doc["winning_move"]
        assert out.winning_move == (None if wm is None else (wm["i"], wm["j"], wm["k"]))
        for i, j, k in out.winning_moves:
            after = list(beans)
            after[i] -= 1
            after[j] += 1
            after[k] += 1
            assert beans[i] >= 1 and grundy.bean_split(after).value == 0


# --- equal splitting ---------------------------------------------------------------------------


@pytest.mark.parametrize("threshold", [1, 2, 3, 5, 8])
def test_equal_split_vs_brute_force(threshold, make_rng):
    g = equal_split_pile_values(threshold, 40)
    rng = make_rng(threshold)
    for _ in range(40):
        piles = [rng.randint(1, 40) for _ in range(rng.randint(1, 5))]
        out = grundy.equal_split(piles, threshold)
        assert out.pile_values == [g[x] for x in piles]
        value = 0
        for x in piles:
            value ^= g[x]
        assert out.value == value
        assert out.mover_wins == (value != 0)
        if value == 0:
            assert out.winning_move is None
            continue
        pile, parts = out.winning_move
        assert piles[pile] >= threshold and 2 <= parts <= piles[pile]
        after = value ^ g[piles[pile]]
        for part in equal_parts(piles[pile], parts):
            after ^= g[part]
        assert after == 0


@pytest.mark.parametrize("seed", range(3))
def test_equal_split_vs_cli(seed, make_rng, cli):
    rng = make_rng(90 + seed)
    for _ in range(6):
        threshold = rng.randint(1, 50)
        piles = [rng.randint(1, rng.choice([60, 5000])) for _ in range(rng.randint(1, 6))]
        doc = cli.json("equal-split", "--threshold", threshold, *piles)
        out = grundy.equal_split(piles, threshold)
        assert out.value == doc["value"]
        assert out.pile_values == doc["pile_values"]
        wm = doc["winning_move"]
        assert out.winning_move == (None if wm is None else (wm["pile"] - 1, wm["parts"]))


def test_equal_split_errors():
    with pytest.raises(ValueError, match="threshold"):
        grundy.equal_split([1, 2], 0)
    with pytest.raises(ValueError, match=r"piles\[2\]"):
        grundy.equal_split([1, 2, -3], 2)
    with pytest.raises(TypeError):
        grundy.equal_split("12", 2)
    with pytest.raises(grundy.LimitError):
        grundy.equal_split([10**7], 2)


# --- paper cutting -------------------------------------------------------------------------------


def test_cutting_values_vs_brute_force():
    for w in range(1, 13):
        for h in range(1, 13):
            out = grundy.paper_cutting(w, h)
            if w == 1 or h == 1:
                assert out.value is None
                # A strip: cut out a 1 x 1 at once (unless it is 1 x 1 already).
                assert out.mover_wins == ((w, h) != (1, 1))
                if out.mover_wins:
                    assert [1, 1] in out.pieces
                else:
                    assert out.winning_move is None and out.pieces is None
                continue
            assert out.value == cutting_value(w, h), (w, h)
            assert out.mover_wins == (out.value != 0)
            if not out.mover_wins:
                assert out.winning_move is None and out.pieces is None
                continue
            direction, at = out.winning_move
            moves = dict(cuts(w, h))
            assert [list(p) for p in moves[(direction, at)]] == out.pieces
            (a, b), (c, d) = out.pieces
            assert min(a, b, c, d) >= 2
            assert cutting_value(a, b) ^ cutting_value(c, d) == 0


def test_cutting_literal_rules():
    # The literal game (whoever cuts out a 1 x 1 piece wins) on small sheets.
    for w in range(1, 5):
        for h in range(1, 5):
            assert grundy.paper_cutting(w, h).mover_wins == cutting_literal_wins(((min(w, h), max(w, h)),)), (w, h)


@pytest.mark.parametrize("size", [(4, 2), (2, 2), (1, 5), (7, 1), (1, 1), (30, 17), (1000, 999), (200, 200)])
def test_cutting_vs_cli(size, cli):
    doc = cli.json("paper-cutting", *size)
    out = grundy.paper_cutting(*size)
    assert out.mover_wins == doc["mover_wins"]
    assert out.value == doc["value"]
    wm = doc["winning_move"]
    if wm is None:
        assert out.winning_move is None and out.pieces is None
    else:
        assert out.winning_move == (wm["direction"], wm["at"])
        assert out.pieces == wm["pieces"]


def test_cutting_errors():
    with pytest.raises(ValueError, match="0 x 3"):
        grundy.paper_cutting(0, 3)
    with pytest.raises(ValueError):
        grundy.paper_cutting(3, 0)
    with pytest.raises(grundy.LimitError, match="1000"):
        grundy.paper_cutting(1001, 2)
    with pytest.raises(grundy.LimitError):
        grundy.paper_cutting(10**6, 10**6)
    with pytest.raises(TypeError):
        grundy.paper_cutting(2.0, 2)


def test_cutting_huge_sheet_is_a_limit_error():
    # A side past what fits in 32 bits is as much over the limit as 1001.
    with pytest.raises(grundy.LimitError):
        grundy.paper_cutting(2**32, 2)


def test_cutting_negative_side_is_a_value_error():
    with pytest.raises(ValueError):
        grundy.paper_cutting(-1, 3)


# --- Green Hackenbush -------------------------------------------------------------------------------


def random_multigraph(rng, n: int, m: int):
    return [(rng.randrange(n), rng.randrange(n)) for _ in range(m)]


def check_hackenbush(edges, ground, out: grundy.Hackenbush) -> None:
    value, after, start = hackenbush_value_fn(edges, ground)
    assert out.value == value(start), (edges, ground)
    winning = [i for i in range(len(edges)) if (start >> i) & 1 and value(after(start, i)) == 0]
    assert out.complete
    assert sorted(out.winning_moves) == winning, (edges, ground)
    assert out.mover_wins == (out.value != 0)
    assert out.winning_move == (out.winning_moves[0] if out.winning_moves else None)


@pytest.mark.parametrize("seed", range(8))
def test_hackenbush_vs_brute_force(seed, make_rng):
    rng = make_rng(500 + seed)
    for _ in range(25):
        n = rng.randint(1, 6)
        edges = random_multigraph(rng, n, rng.randint(0, 9))
        if not edges:
            continue
        nodes = sorted({x for e in edges for x in e})
        ground = rng.sample(nodes, rng.randint(1, min(2, len(nodes))))
        check_hackenbush(edges, ground, grundy.hackenbush(edges, ground=ground))


def test_hackenbush_examples():
    assert grundy.hackenbush([("g", 1), (1, 2), (2, 3), (3, 1)], ground=["g"]) == grundy.Hackenbush(2, [0], True)
    # Loops and parallel edges count.
    assert grundy.hackenbush([(1, 1)], ground=[1]).value == 1
    assert grundy.hackenbush([(1, 2), (1, 2)], ground=[1]).value == 0
    assert grundy.hackenbush([(1, 2), (2, 2)], ground=[1]).value == 2
    # Edges not connected to the ground are dead.
    assert grundy.hackenbush([(1, 2), (3, 4)], ground=[1]).value == 1
    assert grundy.hackenbush([], ground=[]).value == 0


def test_hackenbush_networkx_input():
    G = nx.MultiGraph([(0, 1), (1, 2), (1, 2), (2, 3), (3, 3)])
    edges = list(G.edges())
    out = grundy.hackenbush(G, ground=[0])
    check_hackenbush(edges, [0], out)
    assert grundy.hackenbush(edges, ground=[0]) == out
    with pytest.raises(TypeError):
        grundy.hackenbush(nx.DiGraph([(0, 1)]), ground=[0])
    with pytest.raises(ValueError, match="not a node"):
        grundy.hackenbush([(1, 2)], ground=[3])
    with pytest.raises(TypeError):
        grundy.hackenbush("ab", ground=["a"])


@pytest.mark.parametrize("seed", range(4))
def test_hackenbush_vs_cli(seed, make_rng, cli, tmp_path):
    rng = make_rng(600 + seed)
    for trial in range(6):
        n = rng.randint(2, 12)
        raw = random_multigraph(rng, n, rng.randint(1, 16))
        edges = [(f"n{u}", f"n{v}") for u, v in raw]
        names = sorted({x for e in edges for x in e})
        ground = rng.sample(names, rng.randint(1, min(2, len(names))))
        path = write_edgelist(tmp_path / f"h{trial}.txt", edges)
        args = ["hackenbush", path]
        for g in ground:
            args += ["--ground", g]
        doc = cli.json(*args)
        out = grundy.hackenbush(edges, ground=ground)
        assert out.value == doc["value"]
        assert out.mover_wins == doc["mover_wins"]
        assert out.complete == doc["winning_moves_complete"]
        assert out.winning_moves == [m["edge"] - 1 for m in doc["winning_moves"]]
        if len(edges) <= 12:
            check_hackenbush(edges, ground, out)


def test_hackenbush_example_file_vs_cli(cli):
    from conftest import EXAMPLES

    path = EXAMPLES / "tree.txt"
    edges = []
    for line in path.read_text().splitlines():
        words = line.split("#")[0].split()
        if len(words) == 2:
            edges.append((int(words[0]), int(words[1])))
    doc = cli.json("hackenbush", path, "--ground", "1")
    out = grundy.hackenbush(edges, ground=[1])
    assert out.value == doc["value"] == 4
    assert out.winning_moves == [m["edge"] - 1 for m in doc["winning_moves"]]
    check_hackenbush(edges, [1], out)


def misere_wins_brute(position, moves, memo):
    """Misère play from the rules alone: with no move the player to move wins; otherwise
    they win iff some move leaves a position the other player loses."""
    if position not in memo:
        options = list(moves(position))
        memo[position] = not options or any(not misere_wins_brute(after, moves, memo) for _, after in options)
    return memo[position]


def test_misere_staircase_vs_brute_force():
    memo = {}
    for k in range(1, 5):
        for piles in itertools.combinations_with_replacement(range(5), k):
            out = grundy.staircase(list(piles), misere=True)
            assert isinstance(out, grundy.MisereOutcome) and out.reason, piles
            assert out.mover_wins == misere_wins_brute(piles, staircase_moves, memo), piles
            winning = [m for m, after in staircase_moves(piles) if not misere_wins_brute(after, staircase_moves, memo)]
            assert out.winning_moves == winning, piles


def sheet_moves(sheets):
    """Paper cutting on a sum of sheets; a cut that leaves a 1 x 1 ends the game (None)."""
    if sheets is None:
        return
    for s, (w, h) in enumerate(sheets):
        for direction, side, other in (("vertical", w, h), ("horizontal", h, w)):
            for at in range(1, side):
                pieces = [(at, other), (side - at, other)] if direction == "vertical" else [(other, at), (other, side - at)]
                if (1, 1) in pieces:
                    after = None
                else:
                    after = tuple(sorted(sheets[:s] + sheets[s + 1 :] + tuple(pieces)))
                yield (s, direction, at), after


def test_misere_paper_cutting_vs_brute_force():
    memo = {}
    for w in range(1, 6):
        for h in range(1, 6):
            out = grundy.paper_cutting(w, h, misere=True)
            assert out.mover_wins == misere_wins_brute(((w, h),), sheet_moves, memo), (w, h)
            winning = {
                (d, at) for (_, d, at), after in sheet_moves(((w, h),)) if not misere_wins_brute(after, sheet_moves, memo)
            }
            assert set(out.winning_moves) == winning, (w, h)


def test_misere_games_vs_cli(cli):
    doc = cli.json("bean-split", 1, 0, 1, 5, "--misere", "--all")
    out = grundy.bean_split([1, 0, 1, 5], misere=True)
    assert doc["mover_wins"] == out.mover_wins and doc["misere"] == {"method": out.method, "reason": out.reason}
    assert [(m["i"], m["j"], m["k"]) for m in doc["winning_moves"]] == out.winning_moves
    doc = cli.json("equal-split", "-f", 3, 1, 2, 3, 5, "--misere", "--all")
    out = grundy.equal_split([1, 2, 3, 5], threshold=3, misere=True)
    assert doc["mover_wins"] == out.mover_wins and doc["misere"] == {"method": out.method, "reason": out.reason}
    assert [(m["pile"] - 1, m["parts"]) for m in doc["winning_moves"]] == out.winning_moves
    doc = cli.json("staircase", 1, 2, 4, "--misere")
    out = grundy.staircase([1, 2, 4], misere=True)
    assert [(m["pile"] - 1, m["take"]) for m in doc["winning_moves"]] == out.winning_moves


def test_misere_hackenbush_vs_brute_force():
    # Stalks of a and b edges on one ground: misère Nim on the heaps a and b.
    for a in range(4):
        for b in range(4):
            edges = [("g", "a1")] + [(f"a{i}", f"a{i + 1}") for i in range(1, a)] if a else []
            edges += [("g", "b1")] + [(f"b{i}", f"b{i + 1}") for i in range(1, b)] if b else []
            if not edges:
                continue
            out = grundy.hackenbush(edges, ground=["g"], misere=True)
            assert out.mover_wins == grundy.nim([a, b], misere=True).mover_wins, (a, b)
    triangle = grundy.hackenbush([("g", 1), (1, 2), (2, "g")], ground=["g"], misere=True)
    # Cutting any edge of a triangle leaves a stalk of 2 (a win for the next player).
    assert not triangle.mover_wins and triangle.winning_moves == []


def test_misere_errors():
    with pytest.raises(ValueError, match="pile"):
        grundy.staircase([2, 1], misere=True)
    with pytest.raises(ValueError, match="at least 1"):
        grundy.paper_cutting(0, 3, misere=True)
    with pytest.raises(TypeError):
        grundy.bean_split(["x"], misere=True)
    with pytest.raises(grundy.LimitError):
        grundy.equal_split([1, 100001], threshold=1, misere=True)


def equal_split_moves(threshold):
    """Equal splitting from the rules: a pile of x >= max(F, 2) splits into m >= 2 piles
    as equal as possible; the position is a sorted tuple of the piles."""

    def moves(piles):
        for i, x in enumerate(piles):
            if x < max(threshold, 2):
                continue
            for m in range(2, x + 1):
                q, r = divmod(x, m)
                rest = piles[:i] + piles[i + 1 :] + (q + 1,) * r + (q,) * (m - r)
                yield (i, m), tuple(sorted(rest))

    return moves


def test_misere_equal_split_vs_brute_force():
    for threshold in (1, 2, 3, 5):
        moves, memo = equal_split_moves(threshold), {}
        for k in range(1, 4):
            for piles in itertools.combinations_with_replacement(range(1, 9), k):
                out = grundy.equal_split(list(piles), threshold=threshold, misere=True)
                assert out.mover_wins == misere_wins_brute(piles, moves, memo), (threshold, piles)
                winning = [m for m, after in moves(piles) if not misere_wins_brute(after, moves, memo)]
                assert sorted(out.winning_moves) == sorted(winning), (threshold, piles)


def test_old_names_warn_and_answer_as_the_new_ones():
    with pytest.warns(DeprecationWarning, match=r"grundy\.pebbles is deprecated: use grundy\.staircase"):
        pebbles = grundy.pebbles
    assert pebbles is grundy.staircase and pebbles([1, 2]) == grundy.staircase([1, 2])
    with pytest.warns(DeprecationWarning, match=r"use grundy\.PaperCutting"):
        assert grundy.Cutting is grundy.PaperCutting
    assert "pebbles" not in dir(grundy) and "Cutting" not in dir(grundy)
    with pytest.raises(AttributeError, match="no attribute 'kam'"):
        grundy.kam
