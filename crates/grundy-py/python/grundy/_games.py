"""The Sprague-Grundy games and the judge problems.

Each answer has ``value`` (the Grundy value, a non-negative int), ``mover_wins`` (the
player to move wins iff the value is non-zero) and ``winning_move`` (``None`` when the
position is lost): the same words as every grundy answer.
"""

import operator
from collections.abc import Hashable, Iterable, Sequence
from typing import NamedTuple, Optional, Union

from . import _native
from ._graphs import GraphLike, is_networkx

PROBLEMS: dict[str, str] = dict(_native.problems())
"""The judge problems ``judge`` knows: name → one-line summary."""


def _natural(what: str, value: int) -> int:
    """``value`` as a non-negative int, or an error naming it."""
    if isinstance(value, bool):
        raise TypeError(f"{what} is {value!r}: expected a non-negative int")
    try:
        x = operator.index(value)
    except TypeError:
        raise TypeError(f"{what} is {value!r}: expected a non-negative int") from None
    if x < 0 or x >= 1 << 64:
        raise ValueError(f"{what} is {x}: expected an int between 0 and 2**64 - 1")
    return x


def _naturals(what: str, values: Iterable[int]) -> list[int]:
    """``values`` as a list of non-negative ints, or an error naming the bad one."""
    if isinstance(values, (str, bytes)):
        raise TypeError(f"{what} are a sequence of non-negative ints, not {type(values).__name__}")
    return [_natural(f"{what}[{i}]", v) for i, v in enumerate(values)]


class TakeOutcome(NamedTuple):
    """Nim or staircase Nim: the value and every winning move as ``(pile, take)``."""

    value: int
    winning_moves: list[tuple[int, int]]

    @property
    def mover_wins(self) -> bool:
        return self.value != 0

    @property
    def winning_move(self) -> Optional[tuple[int, int]]:
        """The winning move on the lowest pile: take ``take`` from pile ``pile`` (0-based)."""
        return self.winning_moves[0] if self.winning_moves else None


class MisereOutcome(NamedTuple):
    """A position under misère play (the player who makes the last move loses): who wins,
    every winning move (0-based, as under normal play), and how it was decided: ``method``
    is ``"no-move"``, ``"nim-rule"``, ``"staircase"``, ``"tame"`` (Conway's genus theory),
    ``"normal-play"`` (paper cutting), ``"quotient"`` or ``"search"``; ``reason`` says why
    in one sentence. With no move left the player to move wins and has no winning move."""

    mover_wins: bool
    winning_moves: list
    method: str
    reason: str

    @property
    def winning_move(self):
        """The first winning move, or ``None``."""
        return self.winning_moves[0] if self.winning_moves else None


def nim(piles: Sequence[int], misere: bool = False) -> Union[TakeOutcome, MisereOutcome]:
    """Nim: the nim-sum (XOR of the piles) and every winning move; with ``misere=True``,
    misère Nim (whoever takes the last token loses), decided by Bouton's misère rule. Winning
    moves are ``(pile, take)``, piles numbered 0-based (``grundy nim`` on the command line
    numbers them from 1).

    >>> nim([3, 4, 5])
    TakeOutcome(value=2, winning_moves=[(0, 2)])
    >>> nim([1, 2, 3]).mover_wins
    False
    >>> nim([1, 1], misere=True).mover_wins
    True
    >>> nim([3, 1], misere=True).winning_move
    (0, 3)
    """
    piles = _naturals("piles", piles)
    if misere:
        return MisereOutcome(*_native.nim_misere(piles))
    return TakeOutcome(*_native.nim(piles))


def staircase(piles: Sequence[int], misere: bool = False) -> Union[TakeOutcome, MisereOutcome]:
    """Staircase Nim on a non-decreasing row of piles of pebbles: a move takes pebbles
    from a pile, keeping the row non-decreasing. Winning moves are ``(pile, take)``, piles
    0-based (``grundy staircase`` numbers them from 1). A ``ValueError`` names a
    decreasing pile. With ``misere=True``, misère play (whoever takes the last pebble
    loses).

    >>> staircase([2, 2]).mover_wins
    False
    >>> staircase([1, 2])
    TakeOutcome(value=1, winning_moves=[(1, 1)])
    >>> staircase([1, 1], misere=True).winning_move
    (0, 1)
    """
    piles = _naturals("piles", piles)
    if misere:
        return MisereOutcome(*_native.staircase_misere(piles))
    return TakeOutcome(*_native.staircase(piles))


class BeanSplit(NamedTuple):
    """Bean splitting: the value, the smallest winning move ``(i, j, k)``
    (take a bean from bottle ``i``, put one in ``j`` and one in ``k``), how many winning
    moves there are, and all of them when asked."""

    value: int
    winning_move: Optional[tuple[int, int, int]]
    count: int
    winning_moves: Optional[list[tuple[int, int, int]]]

    @property
    def mover_wins(self) -> bool:
        return self.value != 0


def bean_split(
    beans: Sequence[int], all_moves: bool = False, misere: bool = False
) -> Union[BeanSplit, MisereOutcome]:
    """Bean splitting on bottles with ``beans[i]`` beans: a move takes a bean from bottle
    ``i`` and puts one in ``j`` and one in ``k`` (``i < j <= k``), bottles 0-based, as the
    contest problem and ``grundy bean-split`` number them. With
    ``misere=True``, misère play (whoever makes the last move loses): every winning move,
    decided by Conway's genus theory.

    >>> bean_split([1, 0, 1, 5000])
    BeanSplit(value=5, winning_move=(0, 2, 3), count=1, winning_moves=None)
    >>> bean_split([1, 0, 1, 5], misere=True).winning_moves
    [(0, 2, 2), (0, 3, 3)]
    """
    beans = _naturals("beans", beans)
    if misere:
        return MisereOutcome(*_native.bean_split_misere(beans))
    return BeanSplit(*_native.bean_split(beans, bool(all_moves)))


class EqualSplit(NamedTuple):
    """Equal splitting: the value, each pile's value, and the first winning
    move ``(pile, parts)``: split pile ``pile`` into ``parts`` near-equal piles."""

    value: int
    pile_values: list[int]
    winning_move: Optional[tuple[int, int]]

    @property
    def mover_wins(self) -> bool:
        return self.value != 0


def equal_split(piles: Sequence[int], threshold: int, misere: bool = False) -> Union[EqualSplit, MisereOutcome]:
    """Equal splitting: a pile of at least ``threshold`` stones may be split
    into 2 or more piles as equal as possible. The winning move is ``(pile, parts)``,
    piles 0-based. With ``misere=True``, misère play, decided
    by an exact search (a ``LimitError`` beyond its limit).

    >>> equal_split([1, 2, 3, 5], threshold=3)
    EqualSplit(value=3, pile_values=[0, 0, 1, 2], winning_move=(3, 2))
    >>> equal_split([1, 2, 3, 5], threshold=3, misere=True).mover_wins
    True
    """
    threshold, piles = _natural("threshold", threshold), _naturals("piles", piles)
    if misere:
        return MisereOutcome(*_native.equal_split_misere(threshold, piles))
    return EqualSplit(*_native.equal_split(threshold, piles))


class PaperCutting(NamedTuple):
    """Paper cutting: whoever cuts out a 1 x 1 piece wins. ``value`` is the
    reduced game's Grundy value (``None`` when a side is 1: decided by the rules alone);
    ``winning_move`` is ``(direction, at)``, and ``pieces`` the two sheets it leaves."""

    mover_wins: bool
    value: Optional[int]
    winning_move: Optional[tuple[str, int]]
    pieces: Optional[list[list[int]]]


def paper_cutting(width: int, height: int, misere: bool = False) -> Union[PaperCutting, MisereOutcome]:
    """Paper cutting on a ``width`` x ``height`` sheet. With ``misere=True``,
    whoever cuts out a 1 x 1 loses instead; winning moves are ``(direction, at)``.

    >>> paper_cutting(2, 2).mover_wins, paper_cutting(4, 2).mover_wins
    (False, True)
    >>> paper_cutting(2, 2, misere=True).winning_move
    ('vertical', 1)
    """
    width, height = _natural("width", width), _natural("height", height)
    if misere:
        return MisereOutcome(*_native.paper_cutting_misere(width, height))
    return PaperCutting(*_native.paper_cutting(width, height))


class Hackenbush(NamedTuple):
    """Green Hackenbush: the value, the winning moves (indices into the edge list) and
    whether that list is complete (the search is bounded)."""

    value: int
    winning_moves: list[int]
    complete: bool

    @property
    def mover_wins(self) -> bool:
        return self.value != 0

    @property
    def winning_move(self) -> Optional[int]:
        return self.winning_moves[0] if self.winning_moves else None


def hackenbush(
    edges: GraphLike, ground: Iterable[Hashable], misere: bool = False
) -> Union[Hackenbush, MisereOutcome]:
    """Green Hackenbush on a multigraph (a list of edges; parallel edges and loops
    count) rooted at the ``ground`` nodes: a move cuts an edge, removing what no longer
    touches the ground. Winning moves are positions in the edge list, 0-based
    (``grundy hackenbush --move`` numbers edges from 1).

    >>> h = hackenbush([("g", 1), (1, 2), (2, 3), (3, 1)], ground=["g"])
    >>> h.value, h.winning_move
    (2, 0)

    With ``misere=True``, misère play (whoever cuts the last edge loses), decided by
    genus theory when every piece is tame, else by an exact search:

    >>> hackenbush([("g", 1), (1, 2)], ground=["g"], misere=True).winning_moves
    [1]
    """
    if is_networkx(edges, "Hackenbush"):
        native = _native.Graph.from_edges(list(edges.edges()), list(edges.nodes()), simple=False)
    else:
        native = _native.Graph.from_edges(edges, simple=False)
    if misere:
        return MisereOutcome(*_native.hackenbush_misere(native, list(ground)))
    return Hackenbush(*_native.hackenbush(native, list(ground)))


def judge(problem: str, text: Union[str, bytes]) -> str:
    """Runs a judge problem (a name in ``PROBLEMS``) on its input text and returns the
    exact output the judge expects; bad input raises ``ParseError`` with its line and
    column.

    >>> print(judge("loj6033-board", "2 2\\n#.\\n..\\n"), end="")
    2
    1 2
    2 1
    """
    if isinstance(text, str):
        text = text.encode()
    if not isinstance(text, bytes):
        raise TypeError(f"a problem's input is str or bytes, not {type(text).__name__}")
    return _native.judge(problem, text)
