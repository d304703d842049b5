"""grundy: who wins an impartial game, and how.

An exact solver for impartial combinatorial games: the Rust library that the ``grundy``
command line tool uses, so answers and error messages are the same.

Games on graphs and boards
    geography(G)          who wins vertex geography from each vertex, and the winning move
    matching(G)           a maximum matching with its certificates (parts, covers, ...)
    solve_board(board)    a token board (NumPy bool array): verdict and move of every cell
    read_board(text)      a board file's text as a bool array

Sparse matrices (SciPy sparse, any format, or an (m, 2) integer array of entries)
    dmperm(A)             Dulmage-Mendelsohn permutation, MATLAB's p, q, r, s, cc, rr (0-based)
    structural_rank(A)    the size of a maximum matching of rows and columns
    maximum_bipartite_matching(A, perm_type)  a drop-in for SciPy's, -1 where unmatched
    block_triangular_form(A)  a square nonsingular pattern's irreducible diagonal blocks

Sprague-Grundy games
    nim(piles), staircase(piles), bean_split(beans), equal_split(piles, threshold),
    paper_cutting(width, height), hackenbush(edges, ground)
    octal(code, n)        Grundy values of a take-and-break game, its certified period
    misere_quotient(code, n)  the misère quotient of an octal game's heaps 1..n
    census(patterns, max)  every code of "0.###" on a Dask cluster: the rows of
                          `grundy octal census` (also `python -m grundy census`)

Misère play (whoever moves last loses): ``misere=True`` on nim, staircase, bean_split,
equal_split, paper_cutting and hackenbush answers with a ``MisereOutcome``.

Judge problems
    judge(problem, text)  the exact output a classic judge expects (names in PROBLEMS)

Graphs are NetworkX graphs or lists of ``(u, v)`` pairs, with answers keyed by your own
nodes, or arrays: an ``(m, 2)`` integer edge array (vertices ``0..n-1``) or a SciPy sparse
matrix (rows and columns the two sides; ``adjacency=True`` for an adjacency matrix), with
array answers (``mate_array``, ``row_mate``, ``winning_move_array``). Installing the
package also registers the NetworkX backend ``grundy``
(``grundy.networkx_backend``). Bad input raises ``ParseError`` (a ``ValueError`` with
``line`` and ``column``), ``LimitError``, or a ``ValueError``/``TypeError`` naming the
value. Long computations release the GIL and stop on Ctrl-C.

Numbering: Python counts from 0, the command line tool from 1. Piles, heaps, edges
and board rows and columns are 0-based here: ``nim([3, 4, 5]).winning_move`` is
``(0, 2)``, "take 2 from pile 0", which ``grundy nim 3 4 5`` prints as "take 2 from
pile 1". (Bean splitting's bottles are 0-based everywhere, as in its problem.) Positions
in input text (an error's line and column) are 1-based, as editors show them.

>>> import grundy
>>> grundy.nim([3, 4, 5]).winning_move
(0, 2)
>>> grundy.judge("poj2311-cutting", "2 2\\n4 2\\n")
'LOSE\\nWIN\\n'

``help(grundy.octal)`` (and so on) documents each function, with examples.
"""

import warnings as _warnings

# The public names, re-exported with `as` so that type checkers see them as public; the
# package has no `__all__`, so that help(grundy) is this map rather than every class in
# full (`from grundy import *` takes the names below).
from ._native import LimitError as LimitError
from ._native import ParseError as ParseError
from ._native import __version__ as __version__
from ._boards import BoardSolution as BoardSolution
from ._census import CensusError as CensusError
from ._census import census as census
from ._boards import read_board as read_board
from ._boards import solve_board as solve_board
from ._games import PROBLEMS as PROBLEMS
from ._games import BeanSplit as BeanSplit
from ._games import EqualSplit as EqualSplit
from ._games import Hackenbush as Hackenbush
from ._games import MisereOutcome as MisereOutcome
from ._games import PaperCutting as PaperCutting
from ._games import TakeOutcome as TakeOutcome
from ._games import bean_split as bean_split
from ._games import equal_split as equal_split
from ._games import hackenbush as hackenbush
from ._games import judge as judge
from ._games import nim as nim
from ._games import paper_cutting as paper_cutting
from ._games import staircase as staircase
from ._graphs import Geography as Geography
from ._graphs import Matching as Matching
from ._graphs import TutteBerge as TutteBerge
from ._graphs import geography as geography
from ._graphs import matching as matching
from ._sparse import BlockTriangularForm as BlockTriangularForm
from ._sparse import DMPerm as DMPerm
from ._sparse import block_triangular_form as block_triangular_form
from ._sparse import dmperm as dmperm
from ._sparse import maximum_bipartite_matching as maximum_bipartite_matching
from ._sparse import structural_rank as structural_rank
from ._octal import MisereQuotient as MisereQuotient
from ._octal import OctalSequence as OctalSequence
from ._octal import Period as Period
from ._octal import misere_quotient as misere_quotient
from ._octal import octal as octal

# The two exceptions are made by the extension module; they say so, which also keeps
# help(grundy) a map (pydoc prints in full only the classes of the package's own module).
LimitError.__module__ = ParseError.__module__ = "grundy._native"

# The old names of renamed games, still answered (with a DeprecationWarning naming the new
# one) for the scripts written against them, but not listed by dir(grundy).
_RENAMED = {"pebbles": "staircase", "Cutting": "PaperCutting"}


def __getattr__(name: str):
    """A renamed game's old name: the new object, with a ``DeprecationWarning``."""
    new = _RENAMED.get(name)
    if new is None:
        raise AttributeError(f"module 'grundy' has no attribute {name!r}")
    _warnings.warn(f"grundy.{name} is deprecated: use grundy.{new}", DeprecationWarning, stacklevel=2)
    return globals()[new]
