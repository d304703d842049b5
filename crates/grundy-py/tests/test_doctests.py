"""The examples in the docstrings of the package, of every public object of ``grundy``
and of ``grundy.networkx_backend`` run and give the documented output."""

from __future__ import annotations

import doctest
import io

import pytest

import grundy
import grundy.networkx_backend


def collect() -> list[doctest.DocTest]:
    finder = doctest.DocTestFinder(exclude_empty=True)
    found: dict[str, doctest.DocTest] = {}
    sources = [(grundy, "grundy"), (grundy.networkx_backend, "grundy.networkx_backend")]
    sources += [(getattr(grundy, name), f"grundy.{name}") for name in dir(grundy) if not name.startswith("_")]
    for obj, name in sources:
        if isinstance(obj, (str, int, dict)):
            continue  # data (PROBLEMS, __version__): the docstring is the type's
        for test in finder.find(obj, name):
            if test.examples:
                key = f"{test.filename}:{test.lineno}:{test.name.split('.')[-1]}"
                found.setdefault(key, test)
    return sorted(found.values(), key=lambda t: t.name)


TESTS = collect()


def run(test: doctest.DocTest) -> doctest.TestResults:
    out = io.StringIO()
    runner = doctest.DocTestRunner(verbose=False, optionflags=0)
    result = runner.run(test, out=out.write, clear_globs=False)
    if result.failed:
        pytest.fail(f"{result.failed} doctest failure(s) in {test.name}:\n{out.getvalue()}", pytrace=False)
    return result


@pytest.mark.parametrize("test", TESTS, ids=[t.name for t in TESTS])
def test_docstring_examples(test):
    result = run(test)
    assert result.attempted == len(test.examples)


def test_enough_examples_ran():
    attempted = sum(run(test).attempted for test in TESTS)
    assert attempted >= 20, attempted
    names = {t.name for t in TESTS}
    # The package, the backend and every documented function contribute.
    for name in ("grundy", "grundy.networkx_backend", "grundy.geography", "grundy.matching",
                 "grundy.octal", "grundy.solve_board", "grundy.read_board", "grundy.nim",
                 "grundy.staircase", "grundy.bean_split", "grundy.equal_split",
                 "grundy.paper_cutting", "grundy.hackenbush", "grundy.judge"):
        assert name in names, (name, sorted(names))
