"""Octal and other take-and-break games given by a code such as ``0.07`` (Dawson's
Kayles), ``0.137`` (Dawson's chess), ``4!.0`` (Grundy's game), a hexadecimal code such as
``0.F`` or a subtraction game ``S(1,3,4)``: Grundy sequences as NumPy arrays, with the
period certified by the Guy-Smith bound and the histogram of values.
"""

import shutil
import sys
import time
from dataclasses import dataclass
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
    lasted ``delay`` seconds, and stays, finished, when closed."""

    def __init__(self, label: str, delay: float = 1.0, file: Optional[TextIO] = None) -> None:
        self.label = label
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
        right = f"| {done:,}/{target:,} values [{clock}{text}]"
        file = self.file or sys.stderr
        columns = shutil.get_terminal_size((100, 20)).columns
        width = max(10, min(40, columns - len(left) - len(right) - 1))
        eighths = width * 8 * done // target
        bar = "█" * (eighths // 8) + ("▏▎▍▌▋▊▉"[eighths % 8 - 1] if eighths % 8 else "")
        file.write(f"\r{left}{bar.ljust(width)}{right}")
        file.flush()
        self.shown = True
        self.drawn_at = now

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
