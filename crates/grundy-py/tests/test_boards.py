"""solve_board and read_board: against the CLI's ``board --json``, against an exhaustive
game search on tiny boards, on every kind of array input, and their errors."""

from __future__ import annotations

import itertools

import numpy as np
import pytest

import grundy
from brute import board_graph


def board_text(free: np.ndarray, header: bool = True) -> str:
    rows = ["".join("." if cell else "#" for cell in row) for row in free]
    head = f"{free.shape[0]} {free.shape[1]}\n" if header else ""
    return head + "".join(row + "\n" for row in rows)


def random_board(rng, rows: int, cols: int, p_free: float) -> np.ndarray:
    return np.array([[rng.random() < p_free for _ in range(cols)] for _ in range(rows)], dtype=bool)


def check_shapes(free: np.ndarray, s: grundy.BoardSolution) -> None:
    rows, cols = free.shape
    assert s.mover_wins.shape == (rows, cols) and s.mover_wins.dtype == np.bool_
    assert s.winning_move.shape == (rows, cols, 2) and s.winning_move.dtype == np.int32
    assert s.free.shape == (rows, cols) and s.free.dtype == np.bool_
    assert s.placer_wins.dtype == np.bool_
    np.testing.assert_array_equal(s.free, free)
    np.testing.assert_array_equal(s.placer_wins, free & ~s.mover_wins)
    # Blocked and lost cells: no win and (-1, -1).
    assert not s.mover_wins[~free].any()
    assert (s.winning_move[~s.mover_wins] == -1).all()


def check_moves_adjacent(free: np.ndarray, s: grundy.BoardSolution) -> None:
    for r, c in zip(*np.nonzero(s.mover_wins)):
        tr, tc = s.winning_move[r, c]
        assert abs(int(tr) - r) + abs(int(tc) - c) == 1, (r, c, tr, tc)
        assert free[tr, tc], (r, c, tr, tc)


def check_brute(free: np.ndarray, s: grundy.BoardSolution) -> None:
    """Against an exhaustive search of the token game (≤ 12 free cells)."""
    cells, small = board_graph(free.tolist())
    index = {cell: i for i, cell in enumerate(cells)}
    check_shapes(free, s)
    for i, (r, c) in enumerate(cells):
        wins = small.mover_wins(i, 1 << i)
        assert bool(s.mover_wins[r, c]) is wins, (board_text(free), r, c)
        if wins:
            to = tuple(int(x) for x in s.winning_move[r, c])
            j = index[to]
            assert j in small.neighbours(i)
            # The move leads to a position lost for the opponent.
            assert not small.mover_wins(j, (1 << i) | (1 << j)), (board_text(free), (r, c), to)


# --- exhaustive and random tiny boards ---------------------------------------------------


@pytest.mark.parametrize("shape", [(1, 5), (2, 3), (3, 3), (2, 5)])
def test_every_tiny_board(shape):
    rows, cols = shape
    for bits in range(1 << (rows * cols)):
        free = np.array([(bits >> i) & 1 for i in range(rows * cols)], dtype=bool).reshape(rows, cols)
        check_brute(free, grundy.solve_board(free))


@pytest.mark.parametrize("seed", range(6))
def test_random_tiny_boards(seed, make_rng):
    rng = make_rng(seed)
    done = 0
    while done < 40:
        rows, cols = rng.randint(1, 6), rng.randint(1, 6)
        free = random_board(rng, rows, cols, rng.choice([0.4, 0.6, 0.8]))
        if free.sum() > 12:
            continue
        s = grundy.solve_board(free)
        check_brute(free, s)
        # Text input gives the same answer.
        t = grundy.solve_board(board_text(free, header=bool(done % 2)))
        np.testing.assert_array_equal(t.mover_wins, s.mover_wins)
        np.testing.assert_array_equal(t.winning_move, s.winning_move)
        done += 1


# --- against the CLI ----------------------------------------------------------------------


def cli_board(cli, path):
    doc = cli.json("board", path)
    rows, cols = doc["rows"], doc["columns"]
    wins = np.zeros((rows, cols), bool)
    moves = np.full((rows, cols, 2), -1, np.int32)
    for cell in doc["cells"]:
        r, c = cell["row"] - 1, cell["column"] - 1
        wins[r, c] = cell["mover_wins"]
        if cell["winning_move"] is not None:
            moves[r, c] = (cell["winning_move"]["row"] - 1, cell["winning_move"]["column"] - 1)
    return doc, wins, moves


@pytest.mark.parametrize("seed", range(6))
def test_vs_cli(seed, make_rng, cli, tmp_path):
    rng = make_rng(1000 + seed)
    for trial in range(5):
        rows, cols = rng.randint(1, 30), rng.randint(1, 30)
        free = random_board(rng, rows, cols, rng.choice([0.5, 0.7, 0.9]))
        text = board_text(free, header=bool(trial % 2))
        path = tmp_path / f"b{trial}.txt"
        path.write_text(text)
        doc, wins, moves = cli_board(cli, path)
        np.testing.assert_array_equal(grundy.read_board(text), free)
        np.testing.assert_array_equal(grundy.read_board(text.encode()), free)
        s = grundy.solve_board(free)
        check_shapes(free, s)
        check_moves_adjacent(free, s)
        np.testing.assert_array_equal(s.mover_wins, wins)
        np.testing.assert_array_equal(s.winning_move, moves)
        assert doc["wins"] == int(s.mover_wins.sum())
        assert doc["losses"] == int(s.placer_wins.sum())
        assert doc["blocked"] == int((~free).sum())
        expected_map = ["".join("#" if not f else "W" if w else "L" for f, w in zip(fr, wr))
                        for fr, wr in zip(free, s.mover_wins)]
        assert doc["map"] == expected_map


def test_example_board_vs_cli(cli):
    from conftest import EXAMPLES

    path = EXAMPLES / "board.txt"
    doc, wins, moves = cli_board(cli, path)
    s = grundy.solve_board(path.read_text())
    np.testing.assert_array_equal(s.mover_wins, wins)
    np.testing.assert_array_equal(s.winning_move, moves)


# --- array inputs ------------------------------------------------------------------------


def reference(free: np.ndarray) -> grundy.BoardSolution:
    return grundy.solve_board(np.ascontiguousarray(free, dtype=bool))


@pytest.mark.parametrize("dtype", [np.int8, np.uint8, np.int32, np.int64, np.uint64])
def test_int_arrays(dtype, make_rng):
    rng = make_rng(7)
    free = random_board(rng, 9, 11, 0.7)
    ints = np.where(free, rng.randint(1, 100), 0).astype(dtype)
    s, ref = grundy.solve_board(ints), reference(free)
    np.testing.assert_array_equal(s.free, free)
    np.testing.assert_array_equal(s.mover_wins, ref.mover_wins)
    np.testing.assert_array_equal(s.winning_move, ref.winning_move)
    # Lists of lists.
    t = grundy.solve_board(free.astype(int).tolist())
    np.testing.assert_array_equal(t.mover_wins, ref.mover_wins)


def test_strided_views(make_rng):
    rng = make_rng(8)
    for _ in range(10):
        arr = random_board(rng, rng.randint(2, 8), rng.randint(2, 9), 0.75)
        for view in (arr[:, ::2], arr[::2, :], arr[::-1, ::-1], arr[1:, 1:]):
            assert view.size
            s = grundy.solve_board(view)
            ref = reference(view)
            np.testing.assert_array_equal(s.mover_wins, ref.mover_wins)
            np.testing.assert_array_equal(s.winning_move, ref.winning_move)
            if view.sum() <= 12:
                check_brute(np.ascontiguousarray(view), s)


@pytest.mark.parametrize("seed", range(3))
def test_transposed_and_fortran_order(seed, make_rng):
    # arr.T (and any Fortran-ordered array) must be read in its logical order.
    rng = make_rng(900 + seed)
    arr = random_board(rng, 3, 4, 0.7)
    arr[0, :] = True  # make the board asymmetric under transposition
    arr[1:, 0] = False
    for view in (arr.T, np.asfortranarray(arr), arr.astype(np.int64).T):
        s = grundy.solve_board(view)
        logical = np.ascontiguousarray(view != 0)
        check_brute(logical, s)


def test_transposed_minimal():
    # A horizontal domino in the top row: both of its cells are won, the rest blocked.
    free = np.array([[True, True], [False, False]])
    f = np.asfortranarray(free)
    s = grundy.solve_board(f)
    assert s.mover_wins.tolist() == [[True, True], [False, False]]
    assert s.winning_move.tolist() == [[[0, 1], [0, 0]], [[-1, -1], [-1, -1]]]


def test_empty_and_trivial_boards():
    for shape in [(0, 0), (0, 4), (3, 0)]:
        s = grundy.solve_board(np.zeros(shape, bool))
        assert s.mover_wins.shape == shape and s.winning_move.shape == shape + (2,)
    s = grundy.solve_board(np.ones((1, 1), bool))
    assert s.mover_wins.tolist() == [[False]] and s.placer_wins.tolist() == [[True]]
    s = grundy.solve_board("#\n")
    assert s.mover_wins.tolist() == [[False]] and s.placer_wins.tolist() == [[False]]


def test_large_board():
    rng = np.random.default_rng(2000)
    free = rng.random((2000, 2000)) < 0.8
    s = grundy.solve_board(free)
    check_shapes(free, s)
    # Spot-check winning moves: adjacent and free.
    rows, cols = np.nonzero(s.mover_wins)
    pick = rng.choice(len(rows), size=2000, replace=False)
    for r, c in zip(rows[pick], cols[pick]):
        tr, tc = s.winning_move[r, c]
        assert abs(int(tr) - r) + abs(int(tc) - c) == 1 and free[tr, tc]
    # Winning moves follow one maximum matching: no two cells move to the same cell, and
    # a winning target moves back.
    tr, tc = s.winning_move[rows, cols, 0], s.winning_move[rows, cols, 1]
    targets = tr.astype(np.int64) * 2000 + tc
    assert len(np.unique(targets)) == len(targets)
    back = s.mover_wins[tr, tc]
    np.testing.assert_array_equal(s.winning_move[tr[back], tc[back], 0], rows[back])
    np.testing.assert_array_equal(s.winning_move[tr[back], tc[back], 1], cols[back])


# --- errors ------------------------------------------------------------------------------


def test_errors():
    with pytest.raises(ValueError, match="3 dimensions"):
        grundy.solve_board(np.zeros((2, 2, 2), bool))
    with pytest.raises(ValueError, match="1 dimensions"):
        grundy.solve_board(np.zeros(4, bool))
    with pytest.raises(TypeError, match="float64"):
        grundy.solve_board(np.zeros((2, 2)))
    with pytest.raises(TypeError):
        grundy.solve_board(np.array([["a", "b"]]))
    with pytest.raises(TypeError):
        grundy.read_board(5)
    with pytest.raises(grundy.ParseError):
        grundy.solve_board("..\n.\n")


def test_board_over_the_cell_limit_is_a_limit_error():
    # 10^10 cells (a broadcast view: no memory) exceed the 2^31 - 1 cell limit: a size
    # beyond what the solver accepts, which the package reports as grundy.LimitError.
    huge = np.broadcast_to(np.array(True), (10**5, 10**5))
    with pytest.raises(grundy.LimitError, match="limit"):
        grundy.solve_board(huge)


def test_parse_error_matches_cli(cli, tmp_path):
    text = "2 2\n#x\n..\n"
    with pytest.raises(grundy.ParseError) as info:
        grundy.read_board(text)
    err = info.value
    assert isinstance(err, ValueError)
    assert err.line == 2 and err.column == 2
    assert "found 'x'" in err.reason
    path = tmp_path / "bad.in"
    path.write_text(text)
    proc = cli.run("classic", "loj6033-board", path)
    assert proc.returncode == 2
    stderr = proc.stderr.decode()
    prefix = f"error: in {path}: "
    assert stderr.startswith(prefix), stderr
    message = stderr[len(prefix):]
    assert message.startswith("line 2, column 2: ")
    assert str(err).startswith(message.splitlines()[0])
    assert str(err) == message.rstrip("\n")


@pytest.mark.parametrize(
    "text, line, column",
    [("", 1, 1), ("2 2\n..\n", 3, 1), ("2 2\n..\n..\n..\n", 4, 1), ("..\n.\n", 2, 2), ("x", 1, 1)],
)
def test_parse_error_locations(text, line, column, cli, tmp_path):
    with pytest.raises(grundy.ParseError) as info:
        grundy.read_board(text.encode())
    assert (info.value.line, info.value.column) == (line, column)
    path = tmp_path / "bad.txt"
    path.write_text(text)
    err = cli.error("board", path)
    assert (err["line"], err["column"]) == (line, column)
    assert info.value.reason == err["message"]


def test_threads_get_their_own_answers():
    # Solving releases the GIL: boards solved from several threads at once give the
    # answers they give one at a time.
    from concurrent.futures import ThreadPoolExecutor

    rng = np.random.default_rng(77)
    boards = [rng.random((300, 300)) < p for p in (0.5, 0.6, 0.7, 0.8, 0.9, 0.95)]
    serial = [grundy.solve_board(b) for b in boards]
    with ThreadPoolExecutor(max_workers=4) as pool:
        parallel = list(pool.map(grundy.solve_board, boards))
    for s, p in zip(serial, parallel):
        np.testing.assert_array_equal(s.mover_wins, p.mover_wins)
        np.testing.assert_array_equal(s.winning_move, p.winning_move)
