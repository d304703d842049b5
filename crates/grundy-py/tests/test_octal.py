"""octal: values against the CLI and a mex computation from the code's definition, the
period and its Guy-Smith certificate against the CLI, the histogram, progress, errors
and Ctrl-C."""

from __future__ import annotations

import io
import signal
import subprocess
import sys
import time

import numpy as np
import pytest

import grundy
from brute import octal_values

CODES = ["0.07", "0.77", "0.137", "4.07", "0.7777", "0.51", "0.6", "0.3", "4.7", "0.156", "0.44", "0.05"]


def cli_octal(cli, tmp_path, code, n, *extra):
    """The CLI's JSON document and every value it computed (via ``--values``)."""
    values_file = tmp_path / "values.txt"
    doc = cli.json("octal", code, "--max", n, "--values", values_file, *extra)
    values = [int(line) for line in values_file.read_text().split()]
    assert len(values) == doc["computed"]
    return doc, values


@pytest.mark.parametrize("code", CODES)
def test_values_vs_definition(code):
    n = 160
    seq = grundy.octal(code, n)
    assert seq.values.tolist() == octal_values(code, n)
    assert len(seq.values) == n


@pytest.mark.parametrize("code", CODES)
def test_vs_cli(code, cli, tmp_path):
    n = 600
    doc, values = cli_octal(cli, tmp_path, code, n)
    seq = grundy.octal(code, n)
    assert seq.values.tolist() == values
    # The JSON document lists the first values (all of them unless values_truncated).
    shown = doc["values"]
    assert values[: len(shown)] == shown
    assert doc["values_truncated"] == (len(shown) < len(values))
    assert seq.code == doc["code"]
    expected_period = None if doc["period"] is None else grundy.Period(**doc["period"])
    assert seq.period == expected_period
    assert seq.values.dtype == (np.uint8 if doc["bytes_per_value"] == 1 else np.uint16)


@pytest.mark.parametrize("code, n", [("0.07", 100), ("0.137", 100), ("0.77", 50), ("4.07", 5), ("0.7777", 10), ("0.51", 20)])
def test_period_vs_cli(code, n, cli, tmp_path):
    doc, values = cli_octal(cli, tmp_path, code, n, "--until-periodic")
    seq = grundy.octal(code, n, until_periodic=True)
    assert seq.values.tolist() == values
    assert doc["period"] is not None
    assert seq.period == grundy.Period(**doc["period"])
    period = seq.period
    assert period.certified
    # The certificate: enough values, and the period holds on them.
    assert len(seq.values) >= period.needed
    v = seq.values.tolist()
    assert all(v[i + period.period] == v[i] for i in range(period.preperiod, len(v) - period.period))
    # The period extends: the definition agrees far beyond the certificate.
    far = octal_values(code, 2 * period.needed + 50)
    assert all(
        far[i] == v[period.preperiod + (i - period.preperiod) % period.period]
        for i in range(period.preperiod, len(far))
    )


def test_known_periods():
    dawson = grundy.octal("0.07", 100, until_periodic=True)
    assert dawson.period == grundy.Period(period=34, preperiod=53, certified=True, needed=176)
    assert len(dawson.values) == 176
    kayles = grundy.octal("0.77", 10, until_periodic=True)
    assert kayles.period.period == 12 and kayles.period.certified
    assert grundy.octal(".137", 10).code == "0.137"


def test_limit_vs_cli(cli, tmp_path):
    doc, values = cli_octal(cli, tmp_path, "0.07", 100, "--until-periodic", "--limit", 150)
    seq = grundy.octal("0.07", 100, until_periodic=True, limit=150)
    assert seq.values.tolist() == values
    assert len(values) == 150
    assert seq.period == grundy.Period(**doc["period"])
    assert not seq.period.certified


@pytest.mark.parametrize("code", ["0.07", "0.77", "0.137", "4.07", "0.3"])
def test_histogram(code):
    seq = grundy.octal(code, 3000)
    assert seq.histogram.dtype == np.uint64
    np.testing.assert_array_equal(seq.histogram, np.bincount(seq.values))
    assert int(seq.histogram.sum()) == 3000
    empty = grundy.octal(code, 0)
    assert empty.values.tolist() == [] and empty.histogram.tolist() == []
    assert "OctalSequence(code=" in repr(seq)


def test_progress_callback():
    calls = []
    n = 10**7
    seq = grundy.octal("0.3", n, progress=lambda done, target: calls.append((done, target)))
    assert len(seq.values) == n
    assert seq.histogram.tolist() == [n // 2, n // 2]
    assert calls, "progress was never called"
    assert all(isinstance(d, int) and isinstance(t, int) for d, t in calls)
    assert all(0 <= d <= t for d, t in calls)
    dones = [d for d, _ in calls]
    assert dones == sorted(dones)


def test_failing_progress_callback_does_not_lose_the_result(monkeypatch):
    seen = []
    monkeypatch.setattr(sys, "unraisablehook", lambda info: seen.append(info.exc_type))

    def progress(done, target):
        raise RuntimeError("callback failed")

    seq = grundy.octal("0.3", 10**6, progress=progress)
    assert len(seq.values) == 10**6
    assert seen and all(t is RuntimeError for t in seen)


@pytest.mark.parametrize(
    "code, column",
    [
        ("0.0&32;", 4),
        ("0.7x", 4),
        ("1.07", 1),
        ("abc", 1),
        ("", 1),
        ("0.[3]", 3),
        ("0.&3", 5),
        ("S(1,0)", 5),
        ("20.017", 1),
    ],
)
def test_parse_errors(code, column, cli):
    with pytest.raises(grundy.ParseError) as info:
        grundy.octal(code, 10)
    err = info.value
    assert isinstance(err, ValueError)
    assert (err.line, err.column) == (1, column)
    cli_err = cli.error("octal", code, "--max", 10)
    assert (cli_err["line"], cli_err["column"]) == (1, column)
    assert err.reason == cli_err["message"]
    # A code is one line: the message gives the column alone, then the code with a caret.
    lines = str(err).split("\n")
    assert lines == [f"column {column}: {cli_err['message']}", code, " " * (column - 1) + "^"]
    # The text CLI (which reads files, where lines count) prints the same with the line.
    proc = cli.run("octal", code, "--max", 10)
    prefix = f"error: bad octal game code `{code}`: "
    stderr = proc.stderr.decode()
    assert stderr.startswith(prefix)
    assert stderr[len(prefix):].rstrip("\n").split("\n") == [f"line 1, {lines[0]}", f"1 | {code}", f"  | {lines[2]}"]


def test_argument_errors():
    with pytest.raises(TypeError):
        grundy.octal(7, 5)
    with pytest.raises(ValueError, match="non-negative"):
        grundy.octal("0.07", -1)
    for n in (True, 2.0, "5"):
        with pytest.raises(TypeError, match="non-negative int"):
            grundy.octal("0.07", n)
    with pytest.raises(ValueError, match="limit"):
        grundy.octal("0.07", 5, until_periodic=True, limit=-3)
    assert len(grundy.octal("0.07", np.int64(5)).values) == 5
    with pytest.raises(grundy.LimitError):
        grundy.octal("0.07", grundy._native.MAX_HEAPS + 1)


def test_ctrl_c_interrupts_a_long_run():
    # A child started from a background job inherits SIGINT ignored, and Python then
    # installs no handler: give it the one an interactive Python has.
    script = (
        "import signal\n"
        "signal.signal(signal.SIGINT, signal.default_int_handler)\n"
        "import grundy\n"
        "print('ready', flush=True)\n"
        "grundy.octal('0.7777', 10**9)\n"
        "print('finished', flush=True)\n"
    )
    proc = subprocess.Popen(
        [sys.executable, "-c", script], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True
    )
    try:
        assert proc.stdout.readline().strip() == "ready"
        time.sleep(1.0)
        assert proc.poll() is None, "the long run ended before Ctrl-C"
        proc.send_signal(signal.SIGINT)
        out, err = proc.communicate(timeout=20)
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait()
    assert "finished" not in out
    assert proc.returncode != 0
    assert "KeyboardInterrupt" in err
    assert "Traceback" in err


def test_take_and_break_codes_beyond_octal():
    # Grundy's game, a subtraction game, and a code whose moves leave three heaps (the
    # plain method): the values agree with the CLI's.
    grundys = grundy.octal("4!.0", 20)
    assert grundys.values.tolist()[:10] == [0, 0, 0, 1, 0, 2, 1, 0, 2, 1]
    subtraction = grundy.octal("S(1,3,4)", 50, until_periodic=True)
    assert subtraction.code == "0.3033"
    assert subtraction.period == grundy.Period(7, 0, True, 12)  # e + p + t with e = 0 counted as 1
    three = grundy.octal("0.8", 20)
    assert three.values.tolist()[4:7] == [1, 1, 1]
    no_theorem = grundy.octal("0.4=", 40, until_periodic=True)
    assert no_theorem.period is not None and no_theorem.period.needed is None
    assert not no_theorem.period.certified


@pytest.mark.parametrize("code, n", [("0.6", 30_000), ("4!.0", 30_000), ("0.161", 50_000), ("0.4444", 8000)])
def test_threads_give_the_same_answer(code, n):
    """Two and three threads compute the values, period and histogram of one thread
    (Officers and Grundy's game read one heap back; 0.4444 passes 255)."""
    one = grundy.octal(code, n, threads=1)
    for threads in (None, 2, 3):
        many = grundy.octal(code, n, threads=threads)
        assert many.values.dtype == one.values.dtype
        assert np.array_equal(many.values, one.values)
        assert many.period == one.period
        assert np.array_equal(many.histogram, one.histogram)


def test_threads_argument_errors():
    with pytest.raises(TypeError, match="threads"):
        grundy.octal("0.07", 10, threads="2")
    with pytest.raises(TypeError, match="threads"):
        grundy.octal("0.07", 10, threads=True)
    with pytest.raises(ValueError, match="positive int"):
        grundy.octal("0.07", 10, threads=0)
    assert grundy.octal("0.07", 10, threads=np.int64(10**12)).values.tolist() == grundy.octal("0.07", 10).values.tolist()


def test_progress_bar_on_standard_error(capsys):
    """``progress=True`` draws a bar in place (carriage returns) with the rate in words
    and ends its line; the default shows none for a run shorter than a second, and
    ``progress=False`` none at all."""
    seq = grundy.octal("0.6", 150_000, progress=True)
    assert len(seq.values) == 150_000
    err = capsys.readouterr().err
    assert err.startswith("\r0.6: ") and err.endswith("\n"), err[-300:]
    final = err.rstrip("\n").split("\r")[-1]
    assert final.startswith("0.6: 100%|") and "| 150,000/150,000 values [" in final, final
    assert any("values/s" in draw or "measuring the rate" in draw for draw in err.split("\r")), err[-300:]
    grundy.octal("0.6", 2000)
    grundy.octal("0.6", 150_000, progress=False)
    assert capsys.readouterr().err == ""


def test_the_bar_says_rates_in_words():
    from grundy._octal import ProgressBar

    out = io.StringIO()
    bar = ProgressBar("0.6", delay=0.0, file=out)
    bar(250, 1000, "12.5 thousand values/s, about 2 min 00 s left")
    bar.close()
    drawn = out.getvalue().split("\r")[1:]
    assert drawn[0].startswith("0.6:  25%|") and drawn[0].endswith(
        "| 250/1,000 values [00:00, 12.5 thousand values/s, about 2 min 00 s left]"
    ), drawn
    # Closed: drawn once more without the rate, and the line ended.
    assert drawn[-1].endswith("| 250/1,000 values [00:00]\n"), drawn


def test_every_core_by_default():
    import inspect

    assert inspect.signature(grundy.octal).parameters["threads"].default is None
    assert "one per" in grundy.octal.__doc__ and "core" in grundy.octal.__doc__
