"""Shared fixtures for the grundy test suite.

* ``cli``: runs the ``grundy`` command line tool (``$GRUNDY_BIN``, or the newer of
  ``target/release/grundy`` and ``target/debug/grundy`` at the repository root) and parses its JSON. A missing binary
  fails the tests that need it, with a message saying where it was looked for.
* ``make_rng``: ``random.Random`` seeded from a test-chosen seed (no global randomness).
* Paths to the sample inputs.
"""

from __future__ import annotations

import json
import os
import random
import subprocess
import sys
from pathlib import Path
from typing import Any, Optional, Sequence

import pytest

TESTS_DIR = Path(__file__).resolve().parent
# tests -> grundy-py -> crates -> repository root
REPO_ROOT = TESTS_DIR.parents[2]
DEFAULT_BIN = REPO_ROOT / "target" / "release" / "grundy"
DEBUG_BIN = REPO_ROOT / "target" / "debug" / "grundy"
EXAMPLES = REPO_ROOT / "examples"
# The judges' samples (copies of shared/problems kept with the CLI's data tests, so a
# fresh clone has them): `<problem>_sample<k>.in` with the expected `.out`.
SAMPLES_DIR = REPO_ROOT / "crates" / "grundy-cli" / "tests" / "data" / "classic"

if str(TESTS_DIR) not in sys.path:
    sys.path.insert(0, str(TESTS_DIR))


def grundy_bin() -> Path:
    """Where the CLI is: ``$GRUNDY_BIN``, else the newer of ``target/release/grundy`` and
    ``target/debug/grundy`` under the repo root."""
    env = os.environ.get("GRUNDY_BIN")
    if env:
        return Path(env)
    built = [p for p in (DEFAULT_BIN, DEBUG_BIN) if p.is_file()]
    return max(built, key=lambda p: p.stat().st_mtime) if built else DEFAULT_BIN


class Cli:
    """Runs the grundy binary."""

    def __init__(self, path: Path) -> None:
        self.path = path

    def run(self, *args: Any, stdin: Optional[bytes] = None, timeout: float = 120) -> subprocess.CompletedProcess:
        """Runs ``grundy ARGS`` and returns the completed process (bytes output)."""
        return subprocess.run(
            [str(self.path), *map(str, args)],
            input=stdin,
            capture_output=True,
            timeout=timeout,
        )

    def json(self, *args: Any, ok_codes: Sequence[int] = (0, 1)) -> dict:
        """Runs ``grundy --json ARGS`` and returns the parsed document; fails when the
        command reports an error or exits with an unexpected code."""
        proc = self.run("--json", *args)
        assert proc.returncode in ok_codes, (
            f"grundy {' '.join(map(str, args))} exited {proc.returncode}: "
            f"{proc.stdout.decode(errors='replace')} {proc.stderr.decode(errors='replace')}"
        )
        doc = json.loads(proc.stdout)
        assert doc.get("command") != "error", doc
        return doc

    def error(self, *args: Any) -> dict:
        """Runs ``grundy --json ARGS`` that must fail; returns the JSON error object."""
        proc = self.run("--json", *args)
        assert proc.returncode == 2, (proc.returncode, proc.stdout, proc.stderr)
        doc = json.loads(proc.stdout)
        assert doc["command"] == "error", doc
        return doc["error"]


@pytest.fixture(scope="session")
def cli() -> Cli:
    path = grundy_bin()
    if not path.is_file() or not os.access(path, os.X_OK):
        pytest.fail(
            f"the grundy CLI was not found at {path} (set GRUNDY_BIN, or build it with "
            f"`cargo build --release` at {REPO_ROOT})",
            pytrace=False,
        )
    return Cli(path)


@pytest.fixture
def make_rng():
    """``make_rng(seed)``: a ``random.Random`` with that seed."""

    def make(seed: int) -> random.Random:
        return random.Random(seed)

    return make


def write_edgelist(path: Path, edges, isolated=()) -> Path:
    """Writes an edge-list file (``u v`` per line, then isolated vertices alone)."""
    lines = [f"{u} {v}" for u, v in edges] + [f"{x}" for x in isolated]
    path.write_text("".join(line + "\n" for line in lines))
    return path
