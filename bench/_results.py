"""What every benchmark script writes around its tables: the machine, the revision
measured, and the dated results file ``bench/results/<date>-<name>.md``.

    from _results import machine, revision, today, write_results
"""

import datetime
import os
import platform
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def today() -> str:
    """The date of the run, as the results file is named."""
    return datetime.date.today().isoformat()


def machine() -> str:
    """The cores, the processor, the system and the load average right now."""
    cpu = platform.processor() or platform.machine()
    try:
        with open("/proc/cpuinfo") as f:
            cpu = next((l.split(":", 1)[1].strip() for l in f if l.startswith("model name")), cpu)
    except OSError:
        pass
    load = os.getloadavg()
    return (f"{os.cpu_count()} cores ({cpu}), {platform.system()} {platform.release()}; "
            f"load average {load[0]:.2f} / {load[1]:.2f} / {load[2]:.2f}")


def revision() -> str:
    """The commit measured, and whether the checkout has uncommitted changes."""
    git = lambda *args: subprocess.run(["git", *args], cwd=ROOT, capture_output=True, text=True).stdout.strip()
    rev = git("rev-parse", "--short", "HEAD")
    dirty = git("status", "--porcelain", "--untracked-files=no")
    return f"{rev}{' with uncommitted changes' if dirty else ''}"


def write_results(name: str, lines: list, path: str = "") -> str:
    """Writes ``lines`` to ``bench/results/<today>-<name>.md`` (or ``path``), prints
    them, says on standard error where they went, and returns the path."""
    path = path or os.path.join(ROOT, "bench", "results", f"{today()}-{name}.md")
    os.makedirs(os.path.dirname(path), exist_ok=True)
    text = "\n".join(lines).rstrip("\n") + "\n"
    with open(path, "w") as f:
        f.write(text)
    print(text, end="")
    print(f"written to {path}", file=sys.stderr)
    return path
