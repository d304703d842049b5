"""NetworkX's own tests of the served functions, run through the backend with
NetworkX's test mode (NETWORKX_TEST_BACKEND=grundy), in a child process.

With NETWORKX_FALLBACK_TO_NX, functions grundy does not serve (and cases its can_run
declines) run on NetworkX, so every test must pass; a plugin then reports how often each
served function ran on grundy, to prove the backend answered. Without the fallback,
NetworkX marks what the backend does not serve as xfail: nothing may fail, and the tests
of the served functions must pass on grundy alone.
"""

import json
import os
import subprocess
import sys
import textwrap

MODULES = [
    "networkx.algorithms.bipartite.tests.test_matching",
    "networkx.algorithms.tests.test_matching",
]
SERVED = ["hopcroft_karp_matching", "eppstein_matching", "to_vertex_cover", "max_weight_matching"]

PLUGIN = textwrap.dedent(
    """
    import json, os

    def pytest_sessionfinish(session, exitstatus):
        from grundy import networkx_backend
        with open(os.environ["GRUNDY_CALLS_FILE"], "w") as f:
            json.dump(dict(networkx_backend.CALLS), f)
    """
)


def run_networkx_tests(tmp_path, fallback):
    (tmp_path / "grundy_calls_plugin.py").write_text(PLUGIN)
    calls = tmp_path / "calls.json"
    env = dict(os.environ)
    env.pop("NETWORKX_BACKEND_PRIORITY", None)
    env.update(
        NETWORKX_TEST_BACKEND="grundy",
        GRUNDY_CALLS_FILE=str(calls),
        PYTHONPATH=str(tmp_path) + os.pathsep + env.get("PYTHONPATH", ""),
    )
    if fallback:
        env["NETWORKX_FALLBACK_TO_NX"] = "True"
    else:
        env.pop("NETWORKX_FALLBACK_TO_NX", None)
    result = subprocess.run(
        [sys.executable, "-m", "pytest", "-q", "-rfE", "-p", "grundy_calls_plugin", "-p", "no:cacheprovider", "--pyargs", *MODULES],
        cwd=tmp_path,
        env=env,
        capture_output=True,
        text=True,
        timeout=600,
    )
    summary = result.stdout.strip().splitlines()[-1] if result.stdout.strip() else ""
    return result, summary, json.loads(calls.read_text()) if calls.exists() else {}


def count(summary, word):
    for part in summary.replace(" in ", ", ").split(", "):
        fields = part.split()
        if len(fields) == 2 and fields[1].startswith(word):
            return int(fields[0])
    return 0


def test_networkx_tests_pass_through_the_backend_with_fallback(tmp_path):
    result, summary, calls = run_networkx_tests(tmp_path, fallback=True)
    assert result.returncode == 0, result.stdout[-4000:] + result.stderr[-4000:]
    assert count(summary, "failed") == 0 and count(summary, "error") == 0, summary
    assert count(summary, "passed") >= 80, summary
    for name in SERVED:
        assert calls.get(name, 0) >= 1, f"{name} never ran on grundy: {calls}"


def test_served_functions_pass_without_fallback(tmp_path):
    result, summary, calls = run_networkx_tests(tmp_path, fallback=False)
    assert result.returncode == 0, result.stdout[-4000:] + result.stderr[-4000:]
    assert count(summary, "failed") == 0 and count(summary, "error") == 0, summary
    # The tests of the four served functions (everything else xfails: not served).
    assert count(summary, "passed") >= 20, summary
    for name in SERVED:
        assert calls.get(name, 0) >= 1, f"{name} never ran on grundy: {calls}"
