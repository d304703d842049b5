"""grundy: an exact solver for impartial games, from Python.

Geography and matching on NetworkX graphs or edge lists (answers keyed by your own
nodes), token boards as NumPy arrays, octal games as NumPy sequences with certified
periods, the Sprague-Grundy games, and the eight judge problems. Every function is a
thin layer over the Rust library ``grundy`` that the ``grundy`` command line tool uses,
so answers and error messages are the same.

>>> import grundy
>>> grundy.nim([3, 4, 5]).winning_move
(0, 2)
>>> grundy.judge("poj2311-cutting", "2 2\\n4 2\\n")
'LOSE\\nWIN\\n'

Long computations release the GIL and stop on Ctrl-C (``KeyboardInterrupt``). Bad input
raises ``grundy.ParseError`` (with ``line`` and ``column``), ``grundy.LimitError`` or a
``ValueError``/``TypeError`` that names the offending value.
"""

from __future__ import annotations

from ._native import LimitError, ParseError, __version__
from ._boards import BoardSolution, read_board, solve_board
from ._games import (
    PROBLEMS,
    BeanSplit,
    Cutting,
    EqualSplit,
    Hackenbush,
    MisereOutcome,
    TakeOutcome,
    bean_split,
    equal_split,
    hackenbush,
    judge,
    nim,
    paper_cutting,
    pebbles,
)
from ._graphs import Geography, Matching, TutteBerge, geography, matching
from ._octal import MisereQuotient, OctalSequence, Period, misere_quotient, octal

__all__ = [
    "PROBLEMS",
    "BeanSplit",
    "BoardSolution",
    "Cutting",
    "EqualSplit",
    "Geography",
    "Hackenbush",
    "LimitError",
    "Matching",
    "MisereOutcome",
    "MisereQuotient",
    "OctalSequence",
    "ParseError",
    "Period",
    "TakeOutcome",
    "TutteBerge",
    "__version__",
    "bean_split",
    "equal_split",
    "geography",
    "hackenbush",
    "judge",
    "matching",
    "misere_quotient",
    "nim",
    "octal",
    "paper_cutting",
    "pebbles",
    "read_board",
    "solve_board",
]
