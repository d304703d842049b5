"""judge and PROBLEMS: byte for byte the CLI's ``grundy classic NAME FILE`` on every
sample input, on inputs the CLI generates and on damaged inputs (where the ParseError's
message is the CLI's), and the samples' expected outputs."""

from __future__ import annotations

import re

import pytest

import grundy
from conftest import EXAMPLES, SAMPLES_DIR

NAMES = [
    "noi2011-bunny",
    "loj6033-board",
    "poi2009-kam",
    "hnoi2007-split",
    "hnoi2014-jiangnan",
    "poj2311-cutting",
    "poj3710-christmas",
    "shoi2008-john",
]


def problem_of(stem: str) -> str:
    """``hnoi2007_split`` → ``hnoi2007-split``."""
    return stem.replace("_", "-", 1)


def sample_inputs():
    """(problem, input path, expected output path or None) for every sample."""
    found = []
    for path in sorted(SAMPLES_DIR.glob("*_sample*.in")):
        match = re.fullmatch(r"(.+)_sample\d+", path.stem)
        if match is None:  # the `_json` variants of a sample
            continue
        out = path.with_suffix(".out")
        found.append((problem_of(match.group(1)), path, out if out.exists() else None))
    for path in sorted(EXAMPLES.glob("*.in")):
        # `examples/<problem>.in` and `<problem>_sampleN.in`; other `.in` files there
        # (a stone-game record for the web app) are no judge problem's.
        match = re.fullmatch(r"(.+?)(_sample\d+)?", path.stem)
        problem = problem_of(match.group(1))
        if problem not in NAMES:
            continue
        out = path.with_suffix(".out")
        found.append((problem, path, out if out.exists() else None))
    return found


SAMPLES = sample_inputs()


def test_samples_were_found():
    assert len(SAMPLES) >= 16
    assert {problem for problem, _, _ in SAMPLES} == set(NAMES)
    assert sum(out is not None for _, _, out in SAMPLES) >= 10


def compare_with_cli(cli, problem, path):
    """judge(problem, text) against ``grundy classic problem path``: the same output
    bytes, or a ParseError with the CLI's message."""
    data = path.read_bytes()
    proc = cli.run("classic", problem, path)
    if proc.returncode == 0:
        out = grundy.judge(problem, data)
        assert out.encode() == proc.stdout, (problem, data)
        return out
    assert proc.returncode == 2, (problem, data, proc.returncode, proc.stderr)
    stderr = proc.stderr.decode()
    prefix = f"error: in {path}: "
    assert stderr.startswith(prefix), stderr
    with pytest.raises(grundy.ParseError) as info:
        grundy.judge(problem, data)
    assert str(info.value) == stderr[len(prefix):].rstrip("\n"), (problem, data)
    match = re.match(r"line (\d+), column (\d+): ", stderr[len(prefix):])
    assert match, stderr
    assert (info.value.line, info.value.column) == (int(match[1]), int(match[2]))
    return None


@pytest.mark.parametrize("problem, path, expected", SAMPLES, ids=[f"{p}-{i.parent.name}-{i.name}" for p, i, _ in SAMPLES])
def test_sample(problem, path, expected, cli):
    out = compare_with_cli(cli, problem, path)
    assert out is not None, f"{path} was rejected"
    # str and bytes input alike.
    assert grundy.judge(problem, path.read_text()) == out
    if expected is not None:
        assert out == expected.read_text()


@pytest.mark.parametrize("problem", NAMES)
def test_generated_inputs(problem, cli, tmp_path):
    for seed in range(1, 6):
        gen = cli.run("gen", problem, "--seed", seed)
        assert gen.returncode == 0, gen.stderr
        path = tmp_path / f"{seed}.in"
        path.write_bytes(gen.stdout)
        assert compare_with_cli(cli, problem, path) is not None


@pytest.mark.parametrize("problem", NAMES)
def test_damaged_inputs(problem, cli, tmp_path, make_rng):
    rng = make_rng(NAMES.index(problem))
    base = cli.run("gen", problem, "--seed", 7).stdout
    variants = [b"", b"abc\n", b"1 x\n", b"\xff\xfe\n"]
    for _ in range(12):
        data = bytearray(base)
        kind = rng.randrange(3)
        if kind == 0:
            data = data[: rng.randrange(len(data))]
        elif kind == 1:
            i = rng.randrange(len(data))
            data[i] = ord(rng.choice("x-#.O 9\n"))
        else:
            i = rng.randrange(len(data))
            data[i:i] = rng.choice([b" 0", b"\n", b"999999999999", b"a"])
        variants.append(bytes(data))
    rejected = 0
    for k, data in enumerate(variants):
        path = tmp_path / f"v{k}.in"
        path.write_bytes(data)
        if compare_with_cli(cli, problem, path) is None:
            rejected += 1
    assert rejected >= 2


def test_malformed_board_message(cli, tmp_path):
    text = "2 2\n#x\n..\n"
    path = tmp_path / "bad.in"
    path.write_text(text)
    assert compare_with_cli(cli, "loj6033-board", path) is None
    with pytest.raises(grundy.ParseError) as info:
        grundy.judge("loj6033-board", text)
    assert (info.value.line, info.value.column) == (2, 2)


def test_problems():
    assert list(grundy.PROBLEMS) == NAMES
    assert all(isinstance(s, str) and s for s in grundy.PROBLEMS.values())


def test_problems_match_cli_help(cli):
    help_text = cli.run("classic", "--help").stdout.decode()
    listed = dict(re.findall(r"^\s+- ([a-z0-9-]+):\s+(.*)$", help_text, re.M))
    assert listed == grundy.PROBLEMS


def test_unknown_problem():
    with pytest.raises(ValueError) as info:
        grundy.judge("poj9999-nothing", "1\n")
    message = str(info.value)
    assert "poj9999-nothing" in message
    for name in NAMES:
        assert name in message


def test_judge_type_errors():
    with pytest.raises(TypeError):
        grundy.judge("poj2311-cutting", 5)
    with pytest.raises(TypeError):
        grundy.judge("poj2311-cutting", ["2 2\n"])
