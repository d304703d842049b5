"""Octal and other take-and-break games given by a code such as ``0.07`` (Dawson's
Kayles), ``0.137`` (Dawson's chess), ``4!.0`` (Grundy's game), a hexadecimal code such as
``0.F`` or a subtraction game ``S(1,3,4)``: Grundy sequences as NumPy arrays, with the
period certified by the Guy-Smith bound and the histogram of values.
"""

import shutil
import sys
import time
from dataclasses import dataclass
from collections.abc import Iterable
from typing import Callable, NamedTuple, Optional, TextIO, Union

import numpy as np

from . import _native


class Period(NamedTuple):
    """A period of a Grundy sequence: ``G(n + period) == G(n)`` for ``n >= preperiod``
    within the values; ``certified`` when the values reach ``needed = 2 * preperiod +
    2 * period + t`` (the Guy-Smith bound, ``t`` the code's last digit position; ``j *
    (preperiod + period) + t`` when moves leave at most ``j`` heaps; a preperiod of 0
    counts as 1), which proves it for every ``n``. ``needed`` is ``None`` when no periodicity theorem is known for the code
    (conditions such as ``=``), so the period cannot be certified."""

    period: int
    preperiod: int
    certified: bool
    needed: Optional[int]


@dataclass(frozen=True, eq=False)
class OctalSequence:
    """The Grundy values ``G(0), G(1), ...`` of an octal game, as far as computed."""

    code: str
    """The game's code, normalised (``"0.07"``)."""
    values: np.ndarray
    """``uint8`` (or ``uint16`` once a value reaches 256) array: ``values[n] = G(n)``."""
    period: Optional[Period]
    """The period found (certified or not), or ``None``."""
    histogram: np.ndarray
    """``uint64`` array: ``histogram[g]`` heaps have value ``g``."""

    def __repr__(self) -> str:
        return f"OctalSequence(code={self.code!r}, n={len(self.values)}, period={self.period})"


class ProgressBar:
    """A text progress bar in tqdm's style on ``file`` (standard error by default), which
    terminals and notebooks both redraw in place: ``0.6: 38%|████▌       | 380,000/1,000,000
    values [00:12, 31.2 thousand values/s, about 20 s left]``. It appears once the run has
    lasted ``delay`` seconds, and stays, finished, when closed. It counts ``unit``s
    (values; the census counts codes)."""

    def __init__(self, label: str, delay: float = 1.0, file: Optional[TextIO] = None, unit: str = "values") -> None:
        self.label = label
        self.unit = unit
        self.delay = delay
        self.file = file
        self.started = time.monotonic()
        self.shown = False
        self.last = (0, 0, "")
        self.drawn_at = 0.0

    def __call__(self, done: int, target: int, text: str) -> None:
        """Takes a report: ``done`` of ``target`` values, ``text`` the rate and the time left."""
        self.last = (done, target, text)
        now = time.monotonic()
        if now - self.started >= self.delay and now - self.drawn_at >= 0.1:
            self.draw(now)

    def draw(self, now: float, final: bool = False) -> None:
        done, target, text = self.last
        target = max(target, done, 1)
        elapsed = int(now - self.started)
        clock = f"{elapsed // 60:02d}:{elapsed % 60:02d}"
        text = "" if final else f", {text}"
        left = f"{self.label}: {100 * done // target:3d}%|"
        right = f"| {done:,}/{target:,} {self.unit} [{clock}{text}]"
        file = self.file or sys.stderr
        columns = shutil.get_terminal_size((100, 20)).columns
        width = max(10, min(40, columns - len(left) - len(right) - 1))
        eighths = width * 8 * done // target
        bar = "█" * (eighths // 8) + ("▏▎▍▌▋▊▉"[eighths % 8 - 1] if eighths % 8 else "")
        file.write(f"\r{left}{bar.ljust(width)}{right}")
        file.flush()
        self.shown = True
        self.drawn_at = now

    def print(self, line: str) -> None:
        """Writes a line of log above the bar (which is drawn again below it)."""
        file = self.file or sys.stderr
        if self.shown:
            columns = shutil.get_terminal_size((100, 20)).columns
            file.write("\r" + " " * (columns - 1) + "\r")
        file.write(line + "\n")
        if self.shown:
            self.draw(time.monotonic())
        file.flush()

    def close(self) -> None:
        """Draws the bar a last time, finished, and ends its line (if it was shown)."""
        if self.shown:
            self.draw(time.monotonic(), final=True)
            (self.file or sys.stderr).write("\n")


def octal(
    code: str,
    n: int,
    *,
    until_periodic: bool = False,
    limit: Optional[int] = None,
    progress: Union[bool, Callable[[int, int], None], None] = None,
    threads: Optional[int] = None,
) -> OctalSequence:
    """The Grundy sequence ``G(0..n)`` of the take-and-break game ``code``:
    ``values[k]`` is the value of one heap of ``k`` tokens, from ``k = 0`` (heap sizes are
    counted as they are; the array is indexed from 0 like any NumPy array).

    The sparse-space method computes it (or, for codes whose moves leave three or four
    heaps, every option enumerated); with ``until_periodic=True`` it goes on past ``n``
    until the period is certified or ``limit`` values are known.

    ``progress``: ``None`` (the default) shows a progress bar on standard error once a
    run has lasted a second (the rate, thousands or millions of values a second, and the
    time left at the rate of the last half-minute or so), in a terminal or a notebook;
    ``True`` shows it from the start, ``False`` never; a callable is called as
    ``progress(done, target)`` about ten times a second instead.

    ``threads``: how many threads compute consecutive heaps at once (``None``: one per
    core, as the command line tool does), each with its own copy of the values; the
    answer is the same on any number, and two threads on two cores make Grundy's game
    1.9x and 0.161 1.5x faster. Ctrl-C stops the run (``KeyboardInterrupt``).

    A code that cannot be read raises ``ParseError``, whose message gives the column
    (1-based, as an editor counts) of the offending character.

    >>> kayles = octal("0.77", 10)
    >>> kayles.values.tolist()
    [0, 1, 2, 3, 1, 4, 3, 2, 1, 4]
    >>> dawson = octal("0.07", 100, until_periodic=True)
    >>> dawson.period
    Period(period=34, preperiod=53, certified=True, needed=176)
    >>> dawson.histogram.tolist()
    [30, 42, 25, 34, 19, 14, 0, 5, 4, 3]
    >>> octal("4!.0", 12).values.tolist()  # Grundy's game
    [0, 0, 0, 1, 0, 2, 1, 0, 2, 1, 0, 2]
    >>> octal("S(1,3,4)", 100, until_periodic=True).period
    Period(period=7, preperiod=0, certified=True, needed=12)
    >>> officers = octal("0.6", 20_000, threads=2)
    >>> bool((officers.values == octal("0.6", 20_000, threads=1).values).all())
    True
    """
    if not isinstance(code, str):
        raise TypeError(f"an octal code is a str such as '0.07', not {type(code).__name__}")
    if isinstance(n, bool) or not isinstance(n, (int, np.integer)):
        raise TypeError(f"n is the number of values, a non-negative int, not {n!r}")
    if n < 0:
        raise ValueError(f"n is the number of values, a non-negative int, not {n}")
    if limit is not None and (isinstance(limit, bool) or not isinstance(limit, (int, np.integer)) or limit < 0):
        raise ValueError(f"limit is the largest number of values, a non-negative int, not {limit!r}")
    if threads is not None:
        if isinstance(threads, bool) or not isinstance(threads, (int, np.integer)):
            raise TypeError(f"threads is a number of threads, a positive int or None, not {threads!r}")
        if threads < 1:
            raise ValueError(f"threads is a number of threads, a positive int or None, not {threads}")
        threads = min(int(threads), 1024)
    bar: Optional[ProgressBar] = None
    if progress is None or isinstance(progress, bool):
        if progress is not False:
            bar = ProgressBar(code, delay=1.0 if progress is None else 0.0)
        report = bar
    elif callable(progress):
        user = progress

        def report(done: int, target: int, text: str) -> None:
            user(done, target)

    else:
        raise TypeError(f"progress is None, True, False or a callable progress(done, target), not {progress!r}")
    try:
        values, period, histogram, normalised = _native.octal(
            code, int(n), until_periodic, limit, report, threads
        )
    finally:
        if bar is not None:
            bar.close()
    return OctalSequence(normalised, values, None if period is None else Period(*period), histogram)


@dataclass(frozen=True, eq=False)
class MisereQuotient:
    """The misère quotient (Plambeck and Siegel) of an octal game's heaps ``1..heaps``:
    the commutative monoid whose P-portion decides every sum of heaps under misère play
    (the last player to move loses). Elements are numbered ``0..order - 1`` (0 is the
    identity) and named by their normal forms in the generators (``"ab^2"``)."""

    code: str
    """The game's code, normalised."""
    heaps: int
    """N: the quotient is that of heaps 1..N (and of every heap size once certified)."""
    generators: list
    """``(name, heap)`` pairs: generator ``a`` is the element of heap ``heap``, ..."""
    relations: list
    """The relations of the presentation, as ``"bc = ab"``."""
    elements: list
    """Every element's name, by index."""
    p_portion: list
    """Indices of the elements whose sums the player to move loses."""
    pretending: np.ndarray
    """``uint32`` array: ``pretending[h]`` is the element index of heap ``h`` (0..N)."""
    period: Optional[Period]
    """The period of the pretending function (certified or a candidate), or ``None``."""
    certified: bool
    """Whether the period is certified: then this is the quotient of every heap size."""
    orders: list
    """``orders[n]``: the order of the quotient of heaps 1..n."""
    table: np.ndarray
    """``uint32`` array of shape ``(order, order)``: ``table[x, y]`` is the product."""

    @property
    def order(self) -> int:
        """The number of elements."""
        return len(self.elements)

    def element(self, heap: int) -> int:
        """The element (an index into ``elements``) of one heap of ``heap`` tokens: read from
        ``pretending`` up to ``heaps``, beyond it through the certified period. A heap
        beyond ``heaps`` of an uncertified quotient raises ``ValueError``.

        >>> q = misere_quotient("0.75")
        >>> q.elements[q.element(10**18)]
        'b'
        """
        if isinstance(heap, bool) or not isinstance(heap, (int, np.integer)) or heap < 0:
            raise TypeError(f"a heap is a non-negative int, not {heap!r}")
        heap = int(heap)
        if heap > self.heaps:
            if not self.certified or self.period is None:
                raise ValueError(
                    f"heap {heap}: this quotient is known for heaps up to {self.heaps} only "
                    "(it is not certified periodic)"
                )
            p = self.period.period
            heap -= p * -(-(heap - self.heaps) // p)
        return int(self.pretending[heap])

    def mover_wins(self, heaps: Iterable[int]) -> bool:
        """Whether the player to move wins the sum of ``heaps`` under misère play: the
        product of the heaps' elements is outside the P-portion.

        >>> misere_quotient("0.77").mover_wins([1, 1])  # Kayles: two pins apart
        True
        """
        product = 0
        for h in heaps:
            product = int(self.table[product, self.element(h)])
        return product not in self.p_portion

    def __repr__(self) -> str:
        return (
            f"MisereQuotient(code={self.code!r}, order={self.order}, heaps={self.heaps}, "
            f"certified={self.certified})"
        )


def misere_quotient(code: str, max_heaps: int = 1000, *, max_order: int = 1024) -> MisereQuotient:
    """The misère quotient of the take-and-break game ``code``, heap by heap until its
    pretending function is certified periodic or ``max_heaps`` heaps are done. Every
    quotient is verified exactly; a heap whose quotient exceeds ``max_order`` elements, or
    that no candidate explains, raises ``LimitError`` saying what would be needed.
    Ctrl-C stops it (``KeyboardInterrupt``).

    >>> q = misere_quotient("0.75")
    >>> (q.order, q.certified, q.period)
    (8, True, Period(period=2, preperiod=8, certified=True, needed=22))
    >>> q.generators
    [('a', 1), ('b', 2), ('c', 5)]
    >>> q.relations
    ['a^2 = 1', 'bc = ab', 'c^2 = b^2', 'b^3 = b']
    >>> [q.elements[e] for e in q.p_portion]
    ['a', 'b^2']
    >>> [q.elements[e] for e in q.pretending[:6]]
    ['1', 'a', 'b', 'a', 'b', 'c']
    >>> misere_quotient("0.77").order  # Kayles
    40
    """
    if not isinstance(code, str):
        raise TypeError(f"an octal code is a str such as '0.77', not {type(code).__name__}")
    for name, value in (("max_heaps", max_heaps), ("max_order", max_order)):
        if isinstance(value, bool) or not isinstance(value, (int, np.integer)):
            raise TypeError(f"{name} is a non-negative int, not {value!r}")
        if value < 0:
            raise ValueError(f"{name} is a non-negative int, not {value}")
    (normalised, heaps, generators, relations, elements, p_portion, pretending, period, certified, orders, table) = (
        _native.misere_quotient(code, int(max_heaps), int(max_order))
    )
    order = len(elements)
    return MisereQuotient(
        normalised,
        heaps,
        generators,
        relations,
        elements,
        p_portion,
        pretending,
        None if period is None else Period(*period),
        certified,
        orders,
        table.reshape(order, order),
    )
