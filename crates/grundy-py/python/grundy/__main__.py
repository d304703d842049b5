"""``python -m grundy census PATTERN... --max N [--budget SECS] [--scheduler ADDRESS]
[--checkpoint-dir DIR] [--csv FILE | --json FILE]``: the census of ``grundy octal
census`` on a Dask cluster (``grundy._census``), with the same rows, byte for byte.

Bad input (a pattern with no code, a scheduler that cannot be reached, a checkpoint
directory or an output file that cannot be written) is an ``error: ...`` line and exit
code 2, before any run starts and without touching the output file or the rows already
kept; Ctrl-C exits with 130, the finished rows kept in the checkpoint directory.
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path
from typing import Optional

from . import _census, _native

HELP = """\
Run every code the patterns stand for on a Dask cluster and write one row per code, in
the order of the patterns: the CSV table (on standard output, or to --csv FILE) or the
octal-census JSON document (--json FILE) of `grundy octal census`, the same bytes.

In a pattern # stands for each octal digit 0-7 and @ for each hexadecimal digit 0-F.
Each code is one Dask task, run until its period is certified or --max values. Without
--scheduler the census starts a LocalCluster on this machine (--workers processes, one
a core by default).

With --checkpoint-dir DIR (shared storage on a cluster: every worker must see it at the
same path), a long run saves its values to DIR/<code>.ckpt every --checkpoint-every
seconds, so a task whose worker dies goes on from its last save; every finished row goes
to DIR/census-rows.jsonl as it finishes, so the same command run again skips the codes
done. The columns are those of `grundy octal census --help`.
"""

EXAMPLES = """\
examples:
  python -m grundy census 0.## 4.## --max 20000 --workers 2
  python -m grundy census 0.#### --max 16777216 --scheduler tcp://head:8786 \\
      --checkpoint-dir /shared/census --csv census.csv
"""


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="python -m grundy", description="grundy's Python front end.")
    commands = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")
    census = commands.add_parser(
        "census",
        help="the octal census on a Dask cluster",
        description=HELP,
        epilog=EXAMPLES,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    census.add_argument("patterns", nargs="+", metavar="PATTERN", help="codes with # and @ wildcards (0.###)")
    census.add_argument("--max", type=int, default=1_000_000, metavar="N", help="the most values a run computes (1000000)")
    census.add_argument("--budget", type=float, metavar="SECS", help="stop a run after SECS seconds (out-of-time)")
    census.add_argument("--scheduler", metavar="ADDRESS", help="the Dask scheduler (tcp://host:8786); default: a LocalCluster")
    census.add_argument("--workers", type=int, metavar="N", help="worker processes of the LocalCluster (one a core)")
    census.add_argument("--checkpoint-dir", type=Path, metavar="DIR", help="checkpoints and finished rows, to resume")
    census.add_argument(
        "--checkpoint-every", type=float, default=60.0, metavar="SECS", help="seconds between two saves of a run (60)"
    )
    census.add_argument(
        "--connect-timeout", type=float, default=10.0, metavar="SECS", help="how long to try to reach --scheduler (10)"
    )
    output = census.add_mutually_exclusive_group()
    output.add_argument("--csv", type=Path, metavar="FILE", help="write the CSV table to FILE")
    output.add_argument("--json", type=Path, metavar="FILE", help="write the octal-census JSON document to FILE")
    return parser


def _open_output(path: Optional[Path]):
    """A temporary file beside the output, made now (so an output that cannot be written
    is an error before the census runs) and renamed over it at the end."""
    if path is None:
        return None
    try:
        handle = open(path.with_name(f".{path.name}.partial"), "w", encoding="utf-8", newline="")
    except OSError as err:
        raise _census.CensusError(f"cannot write {path}: {err.strerror or err}") from None
    return handle


def main(argv: Optional[list] = None) -> int:
    args = _parser().parse_args(argv)
    target = args.csv or args.json
    partial = None
    try:
        if args.workers is not None and args.workers < 1:
            raise _census.CensusError(f"--workers must be at least 1, not {args.workers}")
        if args.max < 0:
            raise _census.CensusError(f"--max must be a non-negative number of values, not {args.max}")
        # Checked before a cluster starts or the output is opened.
        _census._codes(args.patterns)
        _census._check_numbers(args.max, args.budget, args.checkpoint_every)
        partial = _open_output(target)
        records = _census.census_records(
            args.patterns,
            args.max,
            budget=args.budget,
            scheduler=args.scheduler,
            workers=args.workers,
            checkpoint_dir=args.checkpoint_dir,
            checkpoint_every=args.checkpoint_every,
            connect_timeout=args.connect_timeout,
        )
        text = _native.census_output(records, args.max, args.json is not None)
        if partial is None:
            sys.stdout.write(text)
            sys.stdout.flush()
        else:
            partial.write(text)
            partial.close()
            os.replace(partial.name, target)
            partial = None
        return 0
    except _census.CensusError as err:
        print(f"error: {err}", file=sys.stderr)
        return 2
    except OSError as err:
        print(f"error: {err}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        where = f" (kept in {args.checkpoint_dir})" if args.checkpoint_dir else ""
        print(f"interrupted: the finished rows{where} are skipped when the same command runs again", file=sys.stderr)
        return 130
    finally:
        if partial is not None:
            partial.close()
            try:
                os.unlink(partial.name)
            except OSError:
                pass


if __name__ == "__main__":
    sys.exit(main())
