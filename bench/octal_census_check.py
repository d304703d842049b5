#!/usr/bin/env python3
"""Compares `grundy octal census` of every three-digit code (d0 in {0, 4}) with the lists
of tczajka/octal-games (TrivialGames.md, SolvedGames.md, UnsolvedGames.md,
GameLookup.md) and prints every disagreement with its evidence. Not run in CI: it needs
the network (or TCZAJKA=dir, a local copy of the repository) and about half an hour.

Conventions of those lists (read from the repository's tables and its old C++ code):
- one representative per equivalence class; GameLookup.md maps every other code to it,
  where "equivalent" allows the heap sizes to be offset (G_C(n) = G_R(n - s): a game
  that may not take a 1-heap is the game of heaps one smaller, repeatedly);
- "trivial": certified from the first 1,000 values; prefix (preperiod) counted from
  heap 0; the `nimbers` column is G(0) ... G(prefix + period - 1), the periodic part in
  parentheses, values 10.. written A, B, ...;
- solved and unsolved tables: `num rare` counts heap 0, and the rare mask M is over the
  values (v rare when popcount(v & M) is even; "1+pos" adds the heap's parity). grundy
  leaves heap 0 out and masks 2G(n) + (n mod 2) per group of split moves, so its mask is
  2M (2M + 1 for "+pos") when the game has one group.

Checks:
1. census --max 1000: each trivial representative is solved with tczajka's period and
   preperiod, and its values equal the `nimbers` column;
2. every code has the sequence of its representative, or that sequence offset by a few
   heaps (2,000 values each);
3. census --max 2^25 (--budget 15 s a code) of the representatives of the solved and
   unsolved lists (the other codes have their sequences, by 2.): each nontrivial solved game is solved with
   the same period and preperiod, largest value, its first heap, rare count and last
   rare heap; no unsolved game is certified.

Usage: bench/octal_census_check.py [--max N] [--budget SECS] [--census FILE]
(--census: reuse the JSON document of an earlier census of those codes at --max).
"""

import argparse
import json
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
GRUNDY = ROOT / "target" / "release" / "grundy"
DIGITS = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ"


def tczajka_dir() -> Path:
    if os.environ.get("TCZAJKA"):
        return Path(os.environ["TCZAJKA"])
    work = ROOT / "target" / "octal_census_check"
    repo = work / "octal-games"
    if not (repo / ".git").exists():
        work.mkdir(parents=True, exist_ok=True)
        subprocess.run(["git", "clone", "-q", "--depth", "1", "https://github.com/tczajka/octal-games", str(repo)],
                       check=True)
    return repo


def code_of(name: str) -> str:
    """tczajka's name (.4, 4, 4.12, .07) as a three-digit grundy code (0.400, 4.000, ...)."""
    name = name.strip()
    d0, _, rest = name.partition(".")
    return f"{d0 or '0'}.{rest.ljust(3, '0')}"


def table_rows(path: Path):
    """The rows of the markdown tables of `path`, as lists of stripped cells."""
    for line in path.read_text().splitlines():
        if "|" not in line or line.startswith(":") or line.startswith("game"):
            continue
        yield [cell.strip() for cell in line.split("|")]


def lookup(path: Path) -> dict:
    """code -> code of its representative, for every code GameLookup.md lists."""
    rep = {}
    for cells in table_rows(path):
        label = cells[0]
        if not label.endswith("x"):
            continue
        for last, entry in zip("1234567", cells[1:8]):
            code = code_of(label[:-1] + last)
            rep[code] = code if entry in ("-", "") else code_of(entry)
    return rep


def values(code: str, n: int, cache: dict) -> list:
    if (code, n) not in cache:
        out = subprocess.run([str(GRUNDY), "octal", code, "--max", str(n), "--show", str(n), "--json"],
                             check=True, capture_output=True, text=True).stdout
        cache[(code, n)] = json.loads(out)["values"]
    return cache[(code, n)]


def census(max_values: int, budget: float, patterns=("0.###", "4.###")) -> dict:
    cmd = [str(GRUNDY), "octal", "census", *patterns, "--max", str(max_values), "--json"]
    if budget:
        cmd += ["--budget", str(budget)]
    print("running:", " ".join(cmd), file=sys.stderr)
    doc = json.loads(subprocess.run(cmd, check=True, capture_output=True, text=True).stdout)
    return {row["code"]: row for row in doc["rows"]}


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--max", type=int, default=1 << 25)
    ap.add_argument("--budget", type=float, default=15)
    ap.add_argument("--census", help="JSON of an earlier census of 0.### 4.### at --max")
    args = ap.parse_args()
    subprocess.run(["cargo", "build", "--release", "-q", "-p", "grundy-cli"], cwd=ROOT, check=True)
    repo = tczajka_dir()
    problems = []

    def disagree(text):
        problems.append(text)
        print("DISAGREE", text)

    # The lists.
    trivial = {}
    for cells in table_rows(repo / "TrivialGames.md"):
        if len(cells) >= 4 and cells[1].isdigit():
            trivial[code_of(cells[0])] = (int(cells[1]), int(cells[2]), cells[3])
    solved = {}
    for cells in table_rows(repo / "SolvedGames.md"):
        if len(cells) >= 8 and cells[1].isdigit():
            solved[code_of(cells[0])] = cells
    unsolved = {}
    for cells in table_rows(repo / "UnsolvedGames.md"):
        if cells[0] and cells[0][0] in ".4":
            unsolved[code_of(cells[0])] = cells
    rep = lookup(repo / "GameLookup.md")
    print(f"tczajka: {len(trivial)} trivial, {len(solved)} solved, {len(unsolved)} unsolved representatives; "
          f"lookup of {len(rep)} codes")

    # 1. Trivial games from 1,000 values.
    small = census(1000, 0)
    cache = {}
    for code, (prefix, period, nimbers) in sorted(trivial.items()):
        row = small[code]
        p = row["period"]
        ours = (p["preperiod"], p["period"]) if p else None
        if row["status"] != "solved" or ours != (prefix, period):
            disagree(f"trivial {code}: tczajka prefix {prefix} period {period}; grundy {row['status']} "
                     f"{ours} needing {p and p['needed']} values")
        flat = nimbers.replace("(", "").replace(")", "")
        seq = values(code, len(flat), cache)
        if "".join(DIGITS[v] if v < len(DIGITS) else "?" for v in seq) != flat:
            disagree(f"trivial {code}: nimbers {flat} != grundy {seq}")
    extra = [c for c, r in small.items() if r["status"] == "solved" and rep.get(c, c) == c and c not in trivial
             and c != "0.000"]
    for code in extra:
        p = small[code]["period"]
        disagree(f"{code}: grundy certifies period {p['period']} preperiod {p['preperiod']} from {p['needed']} "
                 f"values, tczajka does not list it as trivial")

    # 2. Every code against its representative.
    offsets = {}
    for code in sorted(small):
        if code == "0.000":
            continue
        r = rep.get(code, code)
        if r == code:
            continue
        a, b = values(code, 2000, cache), values(r, 2000, cache)
        shift = next((s for s in range(8) if a[s:] == b[:2000 - s] or b[s:] == a[:2000 - s]), None)
        if shift is not None:
            offsets[shift] = offsets.get(shift, 0) + 1
        else:
            first = next(i for i in range(2000) if a[i] != b[i])
            disagree(f"{code} -> {r}: sequences differ at heap {first} ({a[first]} vs {b[first]}), at any offset")
    print("lookup: codes equal to their representative's sequence offset by s heaps, by s:", dict(sorted(offsets.items())))
    missing = [c for c in set(rep.values()) if c not in trivial and c not in solved and c not in unsolved]
    for c in sorted(missing):
        disagree(f"representative {c} is in no list")

    # 3. Solved and unsolved games at scale.
    big = json.loads(Path(args.census).read_text()) if args.census else None
    # Only the representatives of the two lists: the other codes have their sequences.
    listed = sorted(set(solved) | set(unsolved))
    big = {row["code"]: row for row in big["rows"]} if big else census(args.max, args.budget, listed)
    for code, cells in sorted(solved.items()):
        row = big[code]
        p = row["period"]
        prefix, period = int(cells[1]), int(cells[2])
        largest_idx, largest = int(cells[3]), int(cells[4])
        if row["status"] != "solved" or (p["preperiod"], p["period"]) != (prefix, period):
            disagree(f"solved {code}: tczajka {prefix}/{period}; grundy {row['status']} {p}")
            continue
        if (row["largest"], row["largest_heap"]) != (largest, largest_idx):
            disagree(f"solved {code}: largest {largest} at {largest_idx}; grundy {row['largest']} at "
                     f"{row['largest_heap']}")
        classes = [c for c in row["sparse"] if c["mask"] is not None]
        rare = sum(c["rare_heaps"] for c in classes)
        last = max((c["last_rare_heap"] for c in classes), default=0)
        if cells[6]:
            mask_text = cells[5]
            their_mask = (2 * int(mask_text.split("+")[0], 16) + (1 if "pos" in mask_text else 0))
            masks = [c["mask"] for c in classes]
            note = f"(masks {[hex(m) for m in masks]} vs tczajka's {mask_text} = {hex(their_mask)} over 2G+parity)"
            if len(classes) == 1 and (rare + 1, last) != (int(cells[6]), int(cells[7])):
                disagree(f"solved {code}: rare {cells[6]} last {cells[7]}; grundy {rare} + heap 0, last {last} {note}")
            elif len(classes) == 1:
                print(f"ok solved {code}: {prefix}/{period}, largest {largest} at {largest_idx}, "
                      f"{rare} + 1 rare, last {last} {note}")
            else:
                print(f"ok solved {code}: {prefix}/{period}, largest {largest} at {largest_idx}; two groups of "
                      f"splits: rare {[c['rare_heaps'] for c in classes]}, last {last} {note}, tczajka "
                      f"{cells[6]} / {cells[7]}")
        else:
            print(f"ok solved {code}: {prefix}/{period}, largest {largest} at {largest_idx} (no rare columns)")
    for code in sorted(unsolved):
        row = big[code]
        if row["status"] == "solved":
            p = row["period"]
            disagree(f"unsolved {code}: grundy certifies period {p['period']} preperiod {p['preperiod']} "
                     f"from {row['values']} values")
    statuses = {}
    for code in unsolved:
        statuses.setdefault(big[code]["status"], []).append(code)
    print("unsolved games in grundy's census:",
          {k: f"{len(v)} (values {min(big[c]['values'] for c in v):,}..{max(big[c]['values'] for c in v):,})"
           for k, v in statuses.items()})
    print(f"{len(problems)} disagreement(s)")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
