"""The census of octal codes on a Dask cluster: ``grundy.census`` and ``python -m grundy
census``. Every code of the patterns is one Dask task that runs it to its certified
period or ``max`` values (``_native.census_run``, the CLI's census of one code), on the
workers of a cluster: a ``LocalCluster`` on this machine, or the scheduler of a cluster
started by hand or by Slurm. The scheduler, the workers, moving a task off a worker that
died and retrying it are Dask's; what this module adds:

* the rows are those of ``grundy octal census``, byte for byte (the CSV table and the
  JSON document are written by the code the CLI uses, ``_native.census_output``);
* with a checkpoint directory (shared storage on a cluster), a long run saves its values
  to ``DIR/<code>.ckpt`` (the format of ``grundy octal --checkpoint``) every
  ``checkpoint_every`` seconds, and a task run again after its worker died starts from
  them; each finished row is appended to ``DIR/census-rows.jsonl`` as it comes in (and
  synced to disk), its checkpoint then removed, so the same census started again skips
  the codes already done.

Dask is an optional dependency (``pip install "grundy[distributed]"``), imported only
here, when a census starts.
"""

import json
import os
import sys
import tempfile
import uuid
from pathlib import Path
from typing import Any, Callable, Optional, Sequence, TextIO, Union

from . import _native
from ._octal import ProgressBar

JOURNAL = "census-rows.jsonl"
"""The file of finished rows in the checkpoint directory, one JSON line per code."""


class CensusError(Exception):
    """A census that cannot start or go on: a pattern with no code, a scheduler that
    cannot be reached, a checkpoint directory that cannot be written, a run that failed
    on a worker. The message says which; the rows finished before it stay in the
    journal (``python -m grundy census`` prints it and exits with 2)."""


def _task(code: str, max: int, budget: Optional[float], checkpoint: Optional[str], every: float) -> tuple:
    """One code, on a worker: ``(journal line, values resumed, notes)``."""
    return _native.census_run(code, max, budget, checkpoint, every)


class _Journal:
    """``DIR/census-rows.jsonl``: the rows finished by earlier runs of the same census (same
    ``max`` and ``budget``), and the rows of this one appended as they finish."""

    def __init__(self, directory: Path, max: int, budget: Optional[float]) -> None:
        self.path = directory / JOURNAL
        self.rows: dict = {}
        try:
            data = self.path.read_bytes() if self.path.exists() else b""
            # A census killed while writing leaves an incomplete last line: drop it.
            complete = data[: data.rfind(b"\n") + 1]
            if len(complete) < len(data):
                with open(self.path, "r+b") as file:
                    file.truncate(len(complete))
            for line in complete.decode("utf-8", "replace").splitlines():
                try:
                    record = json.loads(line)
                    code = record["row"]["code"]
                except (ValueError, KeyError, TypeError):
                    continue
                if record.get("max") == max and record.get("budget") == budget:
                    self.rows[code] = line
            self.file = open(self.path, "a", encoding="utf-8")
        except OSError as err:
            raise CensusError(f"cannot use the journal {self.path}: {err.strerror or err}") from None

    def add(self, code: str, line: str) -> None:
        self.file.write(line + "\n")
        self.file.flush()
        os.fsync(self.file.fileno())
        self.rows[code] = line

    def close(self) -> None:
        self.file.close()


def _checkpoint_dir(directory: Union[str, os.PathLike]) -> Path:
    """The checkpoint directory, made if missing and checked writable (by a file made and
    removed), as an absolute path (the workers get the same path)."""
    path = Path(directory).absolute()
    try:
        path.mkdir(parents=True, exist_ok=True)
    except OSError as err:
        raise CensusError(f"cannot make the checkpoint directory {path}: {err.strerror or err}") from None
    try:
        handle, probe = tempfile.mkstemp(prefix=".grundy-write-test-", dir=path)
        os.close(handle)
        os.unlink(probe)
    except OSError as err:
        raise CensusError(f"the checkpoint directory {path} is not writable: {err.strerror or err}") from None
    return path


def census_records(
    patterns: Union[str, Sequence[str]],
    max: int,
    *,
    budget: Optional[float] = None,
    client: Any = None,
    scheduler: Optional[str] = None,
    workers: Optional[int] = None,
    checkpoint_dir: Union[str, os.PathLike, None] = None,
    checkpoint_every: float = 60.0,
    connect_timeout: float = 10.0,
    progress: Optional[bool] = None,
    log: Optional[TextIO] = None,
) -> list:
    """The journal lines of every code of ``patterns``, in their order (what
    ``_native.census_output`` makes the CSV or JSON of). See :func:`census`."""
    codes = _codes(patterns)
    max, budget = _check_numbers(max, budget, checkpoint_every)
    log = log or sys.stderr
    directory = None if checkpoint_dir is None else _checkpoint_dir(checkpoint_dir)
    journal = None if directory is None else _Journal(directory, max, budget)
    try:
        done = dict(journal.rows) if journal else {}
        todo = [code for code in dict.fromkeys(codes) if code not in done]
        if done:
            log.write(f"{len(codes) - len(todo)} of {len(codes)} codes done already ({journal.path})\n")
        if todo:
            _run(todo, done, max, budget, client, scheduler, workers, directory, journal, checkpoint_every,
                 connect_timeout, progress, log, len(codes))
        return [done[code] for code in codes]
    finally:
        if journal:
            journal.close()


def _codes(patterns: Union[str, Sequence[str]]) -> list:
    if isinstance(patterns, str):
        patterns = [patterns]
    patterns = list(patterns)
    if not patterns or not all(isinstance(p, str) for p in patterns):
        raise TypeError(f"patterns is a pattern such as '0.###' or a list of them, not {patterns!r}")
    try:
        return _native.census_codes(patterns)
    except _native.ParseError as err:
        raise CensusError(str(err)) from None


def _check_numbers(max: Any, budget: Any, every: Any) -> tuple:
    if isinstance(max, bool) or not isinstance(max, int) or max < 0:
        raise CensusError(f"max is the most values a run computes, a non-negative int, not {max!r}")
    if budget is not None:
        if isinstance(budget, bool) or not isinstance(budget, (int, float)) or not 0 < budget < float("inf"):
            raise CensusError(f"budget is a positive number of seconds, not {budget!r}")
        budget = float(budget)
    if isinstance(every, bool) or not isinstance(every, (int, float)) or not 0 <= every < float("inf"):
        raise CensusError(f"checkpoint_every is a number of seconds >= 0, not {every!r}")
    return max, budget


def _connect(client: Any, scheduler: Optional[str], workers: Optional[int], timeout: float) -> tuple:
    """The client to use and what to close at the end."""
    try:
        from distributed import Client, LocalCluster
    except ImportError:
        raise CensusError(
            'the census runs on Dask, which is not installed: pip install "grundy[distributed]"'
        ) from None
    if client is not None:
        return client, []
    if scheduler is not None:
        try:
            client = Client(scheduler, timeout=f"{timeout}s")
        except (OSError, TimeoutError, ValueError) as err:
            raise CensusError(f"cannot reach the Dask scheduler at {scheduler}: {err}") from None
        return client, [client]
    cluster = LocalCluster(
        n_workers=workers or os.cpu_count() or 1,
        threads_per_worker=1,
        processes=True,
        dashboard_address=None,
    )
    client = Client(cluster)
    return client, [client, cluster]


def _run(
    todo: list,
    done: dict,
    max: int,
    budget: Optional[float],
    client: Any,
    scheduler: Optional[str],
    workers: Optional[int],
    directory: Optional[Path],
    journal: Optional[_Journal],
    every: float,
    connect_timeout: float,
    progress: Optional[bool],
    log: TextIO,
    total: int,
) -> None:
    client, to_close = _connect(client, scheduler, workers, connect_timeout)
    from distributed import as_completed

    pending: dict = {}
    bar = None
    try:
        paths = [None if directory is None else str(directory / _native.census_checkpoint_name(c)) for c in todo]
        run = uuid.uuid4().hex[:8]
        futures = client.map(
            _task,
            todo,
            [max] * len(todo),
            [budget] * len(todo),
            paths,
            [every] * len(todo),
            key=[f"grundy-census-{run}-{code}" for code in todo],
            pure=False,
            # A run that raised (a checkpoint on shared storage that failed once) gets
            # one more try; a worker that died is Dask's to handle (allowed-failures).
            retries=1,
        )
        pending = {future.key: (future, code, path) for future, code, path in zip(futures, todo, paths)}
        already = total - len(todo)
        if progress is not False:
            bar = ProgressBar("census", delay=1.0 if progress is None else 0.0, file=log, unit="codes")
        meter = _native.RateMeter(already)
        finished = already
        # Results are fetched in the background as tasks end (with_results), not one
        # round trip at a time.
        completed = as_completed(futures, with_results=True, raise_errors=False)
        del futures
        for future, result in completed:
            _, code, path = pending.pop(future.key)
            if future.status == "error":
                err = result[1]
                raise CensusError(f"the run of {code} failed: {type(err).__name__}: {err}")
            line, resumed, notes = result
            # Released at once: a result the client still held would be computed again
            # if the worker holding it died.
            future.release()
            if journal is not None:
                journal.add(code, line)
            done[code] = line
            if path is not None:
                try:
                    os.unlink(path)
                except FileNotFoundError:
                    pass
            for note in notes:
                _say(bar, log, f"{code}: {note}")
            finished += 1
            if bar is not None:
                bar(finished, total, meter.text(finished, total, "codes"))
    finally:
        if bar is not None:
            bar.close()
        for future, _, _ in pending.values():
            future.cancel()
        for thing in to_close:
            thing.close()


def _say(bar: Optional[ProgressBar], log: TextIO, line: str) -> None:
    """A line on the log, above the progress bar."""
    if bar is not None:
        bar.print(line)
    else:
        log.write(line + "\n")
        log.flush()


def census(
    patterns: Union[str, Sequence[str]],
    max: int = 1_000_000,
    budget: Optional[float] = None,
    client: Any = None,
    checkpoint_dir: Union[str, os.PathLike, None] = None,
    *,
    checkpoint_every: float = 60.0,
    progress: Optional[bool] = None,
) -> list:
    """The census of every octal code of ``patterns`` (``#`` stands for each octal digit,
    ``@`` for each hexadecimal one: ``"0.###"`` is the 512 three-digit codes), each run
    on a Dask cluster until its period is certified or ``max`` values: one dict per code,
    in the order of the patterns, the rows of ``grundy octal census --json`` (``code``,
    ``status``, ``values``, ``period``, ``largest``, ``method``, ``sparse``,
    ``same_as``, ...; ``pandas.DataFrame(rows)`` makes a table of them).

    ``budget``: the most seconds a run may take (its row then says ``out-of-time``).
    ``client``: a ``distributed.Client`` of your cluster; ``None`` starts a
    ``LocalCluster`` on this machine (one worker process a core) for the call.
    ``checkpoint_dir``: a directory every worker can write (shared storage on a
    cluster): long runs save their values there every ``checkpoint_every`` seconds, so a
    run whose worker dies goes on from its last save on another worker, and finished
    rows are kept there, so calling again with the same arguments skips them.
    ``progress``: ``None`` shows a progress bar of the codes done (with the rate and the
    time left) once the census has lasted a second, ``True`` from the start, ``False``
    never.

    Needs Dask: ``pip install "grundy[distributed]"``. A pattern with no code, a
    scheduler that cannot be reached or a checkpoint directory that cannot be written
    raises ``CensusError`` before any run starts.
    """
    records = census_records(
        patterns,
        max,
        budget=budget,
        client=client,
        checkpoint_dir=checkpoint_dir,
        checkpoint_every=checkpoint_every,
        progress=progress,
    )
    document = json.loads(_native.census_output(records, max, True))
    return document["rows"]
