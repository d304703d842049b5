"""Token boards (LOJ 6033) as NumPy arrays.

A board is a 2-D array, ``True`` (or non-zero) for a free cell and ``False`` for a
blocked one, or text in the board format (rows of ``.`` and ``#``). A token is placed on
a free cell; players take turns moving it to an orthogonally adjacent free cell not
visited before; who cannot move loses. The answers are NumPy arrays of the board's
shape, filled in Rust (no Python object per cell).
"""

from dataclasses import dataclass
from typing import Union

import numpy as np

from . import _native

BoardLike = Union[np.ndarray, str, bytes, list[list[bool]]]


def read_board(text: Union[str, bytes]) -> np.ndarray:
    """Reads a board in the board format (an optional ``n m`` line, then rows of ``.``
    free and ``#`` blocked) into a ``bool`` array, ``True`` for a free cell.

    >>> read_board("#.\\n..\\n")
    array([[False,  True],
           [ True,  True]])
    """
    if isinstance(text, str):
        text = text.encode()
    if not isinstance(text, bytes):
        raise TypeError(f"a board's text is str or bytes, not {type(text).__name__}")
    return _native.read_board(text)


def _free_cells(board: BoardLike) -> np.ndarray:
    if isinstance(board, (str, bytes)):
        return read_board(board)
    array = np.asarray(board)
    if array.ndim != 2:
        raise ValueError(f"a board is a 2-D array, and this one has {array.ndim} dimensions")
    if array.dtype != np.bool_:
        if not (np.issubdtype(array.dtype, np.integer) or np.issubdtype(array.dtype, np.bool_)):
            raise TypeError(f"a board's cells are bool or integers (non-zero = free), not {array.dtype}")
        array = array != 0
    return array


@dataclass(frozen=True, eq=False)
class BoardSolution:
    """Who wins from a token on each cell of a token board."""

    free: np.ndarray
    """``bool`` array: the free cells."""
    mover_wins: np.ndarray
    """``bool`` array: ``True`` where the player to move from a token there wins
    (``False`` on blocked cells)."""
    winning_move: np.ndarray
    """``int32`` array of shape ``(rows, cols, 2)``: the 0-based ``(row, col)`` to move to
    from each winning cell (along a maximum matching), ``(-1, -1)`` elsewhere."""

    @property
    def placer_wins(self) -> np.ndarray:
        """``bool`` array: the free cells where the player who places the token wins
        (the mover loses): LOJ 6033's answer."""
        return self.free & ~self.mover_wins


def solve_board(board: BoardLike) -> BoardSolution:
    """Solves a token board: the verdict and a winning move for every cell. Rows and
    columns are 0-based, as NumPy indexes them (``grundy board`` prints them from 1).

    >>> s = solve_board(read_board("#.\\n..\\n"))
    >>> s.placer_wins
    array([[False,  True],
           [ True, False]])
    >>> s.winning_move[1, 1].tolist()
    [0, 1]
    """
    free = _free_cells(board)
    mover_wins, winning_move = _native.solve_board(free)
    return BoardSolution(free, mover_wins, winning_move)
