"""The benchmark scripts under bench/ are not run by the tests (they take minutes and
measure the machine), so this checks what can be checked without running them: each
compiles, and the shared results writer they import works."""

import importlib.util
import pathlib
import py_compile

BENCH = pathlib.Path(__file__).resolve().parents[3] / "bench"


def test_every_benchmark_script_compiles(tmp_path):
    scripts = sorted(BENCH.glob("*.py"))
    assert len(scripts) >= 8, scripts
    for script in scripts:
        py_compile.compile(str(script), doraise=True, cfile=str(tmp_path / f"{script.stem}.pyc"))


def test_the_results_writer_names_the_machine_and_writes_a_dated_file(tmp_path, capsys):
    spec = importlib.util.spec_from_file_location("_results", BENCH / "_results.py")
    results = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(results)
    assert "cores" in results.machine() and "load average" in results.machine()
    assert len(results.today()) == 10
    path = results.write_results("unused", ["# A table", "", "| a |", "| --- |", "| 1 |"], str(tmp_path / "x.md"))
    assert pathlib.Path(path).read_text() == "# A table\n\n| a |\n| --- |\n| 1 |\n"
    assert "| 1 |" in capsys.readouterr().out
