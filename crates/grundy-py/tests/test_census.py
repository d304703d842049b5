"""The census on Dask with real processes: a scheduler and worker processes started here on
127.0.0.1 (``python -m dask scheduler`` / ``python -m dask worker``, as the deployment
guide starts them by hand), ``python -m grundy census`` against them, and the rows
compared byte for byte with ``grundy octal census``. A worker killed with SIGKILL in the
middle of a run: the census completes with the same rows and its log shows the run
resumed from its checkpoint. Bad input: exit 2, a clear message, nothing lost.
"""

from __future__ import annotations

import json
import os
import re
import shlex
import signal
import socket
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

import grundy

SMALL = ["0.##", "4.##"]


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class Cluster:
    """A scheduler and `workers` worker processes (one thread each, no nanny, so that a
    killed worker stays dead) on 127.0.0.1."""

    def __init__(self, tmp: Path, workers: int) -> None:
        self.port = free_port()
        self.address = f"tcp://127.0.0.1:{self.port}"
        self.logs = tmp
        quiet = dict(os.environ, DASK_LOGGING__DISTRIBUTED="error")
        self.scheduler = subprocess.Popen(
            [sys.executable, "-m", "dask", "scheduler", "--host", "127.0.0.1", "--port", str(self.port),
             "--no-dashboard"],
            stdout=subprocess.DEVNULL, stderr=open(tmp / "scheduler.log", "w"), env=quiet,
        )
        self.workers = [
            subprocess.Popen(
                [sys.executable, "-m", "dask", "worker", self.address, "--nthreads", "1", "--no-nanny",
                 "--no-dashboard", "--host", "127.0.0.1", "--name", f"w{i}"],
                stdout=subprocess.DEVNULL, stderr=open(tmp / f"worker{i}.log", "w"), env=quiet,
            )
            for i in range(workers)
        ]
        from distributed import Client

        with Client(self.address, timeout="30s") as client:
            client.wait_for_workers(workers, timeout=60)

    def close(self) -> None:
        """Stops the workers, then the scheduler (each given a few seconds to close)."""
        for group in (self.workers, [self.scheduler]):
            for process in group:
                if process.poll() is None:
                    process.terminate()
            for process in group:
                try:
                    process.wait(timeout=3)
                except subprocess.TimeoutExpired:
                    process.kill()
                    process.wait()


@pytest.fixture(scope="module")
def cluster(tmp_path_factory):
    cluster = Cluster(tmp_path_factory.mktemp("cluster"), workers=2)
    yield cluster
    cluster.close()


def census_command(*args, cwd=None, timeout=120) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, "-m", "grundy", "census", *map(str, args)],
        capture_output=True, text=True, timeout=timeout, cwd=cwd,
    )


def test_rows_equal_the_cli_census_csv_and_json(cluster, cli, tmp_path):
    expected_csv = cli.run("octal", "census", *SMALL, "--max", "5000", "--jobs", "2")
    expected_json = cli.run("octal", "census", *SMALL, "--max", "5000", "--json")
    assert expected_csv.returncode == 0 and expected_json.returncode == 0
    out = tmp_path / "census.csv"
    done = census_command(*SMALL, "--max", "5000", "--scheduler", cluster.address, "--csv", out)
    assert done.returncode == 0, done.stderr
    assert out.read_bytes() == expected_csv.stdout
    assert not list(tmp_path.glob(".*.partial"))
    # JSON, with a checkpoint directory: every row is kept as it finishes, and the same
    # command again runs nothing and writes the same document.
    directory = tmp_path / "checkpoints"
    out = tmp_path / "census.json"
    args = [*SMALL, "--max", "5000", "--scheduler", cluster.address, "--checkpoint-dir", directory, "--json", out]
    done = census_command(*args)
    assert done.returncode == 0, done.stderr
    assert out.read_bytes() == expected_json.stdout
    assert sorted(p.name for p in directory.iterdir()) == ["census-rows.jsonl"]
    out.unlink()
    again = census_command(*args)
    assert again.returncode == 0, again.stderr
    assert "128 of 128 codes done already" in again.stderr
    assert out.read_bytes() == expected_json.stdout


def test_the_function_returns_the_json_rows(cluster, cli, tmp_path):
    from distributed import Client

    expected = cli.json("octal", "census", "0.#", "0.1#", "--max", "5000")
    with Client(cluster.address) as client:
        rows = grundy.census(["0.#", "0.1#"], max=5000, client=client, progress=False)
    assert rows == expected["rows"]
    # A census stopped half-way: its journal has the first rows; the same call again
    # runs only the others.
    directory = tmp_path / "half"
    with Client(cluster.address) as client:
        grundy.census("0.#", max=5000, client=client, checkpoint_dir=directory, progress=False)
        journal = (directory / "census-rows.jsonl").read_text().splitlines()
        assert len(journal) == 8
        rows = grundy.census(["0.#", "0.1#"], max=5000, client=client, checkpoint_dir=directory, progress=False)
    assert rows == expected["rows"]
    assert len((directory / "census-rows.jsonl").read_text().splitlines()) == 16


def worker_holding_a_checkpoint(cluster: Cluster, directory: Path):
    """A live worker with a checkpoint file of the census open (a run under way that has
    saved), and the file: found in /proc/PID/fd."""
    for worker in cluster.workers:
        if worker.poll() is not None:
            continue
        fds = Path(f"/proc/{worker.pid}/fd")
        try:
            for fd in fds.iterdir():
                target = os.readlink(fd)
                if target.startswith(str(directory)) and target.endswith(".ckpt"):
                    if os.path.getsize(target) > 64:
                        return worker, target
        except (FileNotFoundError, ProcessLookupError):
            continue
    return None


def test_a_worker_killed_mid_census_costs_only_the_work_since_its_checkpoint(cli, tmp_path):
    # The CLI's census runs while the cluster starts.
    expected = subprocess.Popen([str(cli.path), "octal", "census", "0.###", "--max", "8192"], stdout=subprocess.PIPE)
    cluster = Cluster(tmp_path, workers=3)
    try:
        directory = tmp_path / "checkpoints"
        out = tmp_path / "census.csv"
        census = subprocess.Popen(
            [sys.executable, "-m", "grundy", "census", "0.###", "--max", "8192", "--scheduler", cluster.address,
             "--checkpoint-dir", str(directory), "--checkpoint-every", "0.02", "--csv", str(out)],
            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
        )
        log: list = []
        reader = threading.Thread(target=lambda: log.extend(iter(census.stderr.readline, "")), daemon=True)
        reader.start()
        killed = []
        deadline = time.monotonic() + 120
        # Kill a worker in the middle of a run that has saved; if that run still ended
        # before the kill (its row came in), kill another (three workers: two tries).
        while census.poll() is None and time.monotonic() < deadline:
            resumed = any("resumed after" in line for line in log)
            if resumed or len(killed) == 2 or (killed and time.monotonic() - killed[-1][2] < 3):
                time.sleep(0.05)
                continue
            found = worker_holding_a_checkpoint(cluster, directory)
            if found:
                worker, path = found
                worker.send_signal(signal.SIGKILL)
                killed.append((worker, path, time.monotonic()))
            else:
                time.sleep(0.002)
        census.wait(timeout=max(1, deadline - time.monotonic()))
        reader.join(timeout=10)
        text = "".join(log)
        assert census.returncode == 0, text
        assert killed, "no run was caught with a checkpoint saved"
        assert all(worker.wait(timeout=10) == -signal.SIGKILL for worker, _, _ in killed)
        resumes = [line for line in text.replace("\r", "\n").splitlines() if "resumed after" in line]
        assert resumes, text
        # "0.123: checkpoint DIR/0.123.ckpt: resumed after 4096 values": not from heap 0.
        values = int(resumes[0].split("resumed after ")[1].split()[0])
        assert values > 0
        expected_rows, _ = expected.communicate(timeout=120)
        assert expected.returncode == 0
        assert out.read_bytes() == expected_rows
        assert sorted(p.name for p in directory.iterdir()) == ["census-rows.jsonl"]
    finally:
        cluster.close()
        if expected.poll() is None:
            expected.kill()


def test_bad_input_is_a_clear_error_and_loses_nothing(cli, tmp_path):
    out = tmp_path / "census.csv"
    out.write_text("the rows of an earlier census\n")
    directory = tmp_path / "checkpoints"
    directory.mkdir()
    journal = directory / "census-rows.jsonl"
    journal.write_text('{"kept": true}\n')

    def fails(*args, says):
        done = census_command(*args, "--csv", out, timeout=60)
        assert done.returncode == 2, done.stderr
        assert says in done.stderr, done.stderr
        assert "Traceback" not in done.stderr
        assert out.read_text() == "the rows of an earlier census\n"
        assert journal.read_text() == '{"kept": true}\n'
        assert not list(tmp_path.glob(".*.partial"))
        return done.stderr

    # A scheduler that cannot be reached.
    address = f"tcp://127.0.0.1:{free_port()}"
    fails("0.#", "--max", "100", "--scheduler", address, "--checkpoint-dir", directory, "--connect-timeout", "1",
          says=f"error: cannot reach the Dask scheduler at {address}")
    # A checkpoint directory that cannot be made (its parent is a file: root may write
    # anywhere else).
    blocked = tmp_path / "a-file"
    blocked.write_text("")
    fails("0.#", "--max", "100", "--checkpoint-dir", blocked / "dir",
          says=f"error: cannot make the checkpoint directory {blocked / 'dir'}")
    # Patterns with no code: the CLI's message, with the column.
    expected = cli.run("octal", "census", "#.1").stderr.decode()
    assert fails("#.1", "--max", "100", says="error: bad census pattern `#.1`") == expected
    fails("hello", "--max", "100", says="error: bad census pattern `hello`")
    # Numbers out of range, and an unknown flag (argparse's usage error, also 2).
    fails("0.#", "--max", "100", "--budget", "0", says="budget is a positive number of seconds")
    fails("0.#", "--max", "100", "--frobnicate", says="unrecognized arguments: --frobnicate")


def test_the_guide_commands_for_this_machine_run(tmp_path):
    """The `python -m grundy census` lines of the guide that need no cluster of their own
    (a LocalCluster each) run as written, twice: the second run finds every row done."""
    guide = (Path(__file__).resolve().parents[3] / "docs" / "guides" / "census-on-a-cluster.md").read_text()
    lines = [
        line.split("  #")[0].strip()
        for block in re.findall(r"```sh\n(.*?)```", guide, re.S)
        for line in block.splitlines()
        if line.startswith("python -m grundy census") and "--scheduler" not in line
    ]
    assert len(lines) == 2, lines
    for line in lines:
        args = shlex.split(line)[4:]
        done = census_command(*args, cwd=tmp_path)
        assert done.returncode == 0, (line, done.stderr)
    assert (tmp_path / "census.csv").read_text().startswith("code,status,values,period,")
    again = census_command(*shlex.split(lines[1])[4:], cwd=tmp_path)
    assert again.returncode == 0 and "8 of 8 codes done already" in again.stderr, again.stderr
    assert json.loads((tmp_path / "census.json").read_text())["command"] == "octal-census"


def test_the_function_raises_census_error_on_bad_input(tmp_path):
    with pytest.raises(grundy.CensusError, match="bad census pattern `#.1`: line 1, column 1"):
        grundy.census("#.1", max=10)
    with pytest.raises(grundy.CensusError, match="max is the most values"):
        grundy.census("0.#", max=-1)
