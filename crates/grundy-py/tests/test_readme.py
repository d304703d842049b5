"""The repository README's Python blocks run as written (the plot one in a temporary
directory, with matplotlib's file-only backend), and the plot they make is a real PNG."""

import os
import pathlib
import re

import pytest

README = pathlib.Path(__file__).resolve().parents[3] / "README.md"
BLOCKS = re.findall(r"```python\n(.*?)```", README.read_text(), re.S)


def test_readme_has_the_python_examples():
    assert len(BLOCKS) >= 3, f"expected the README's Python, plot and NetworkX examples, found {len(BLOCKS)}"


@pytest.mark.parametrize("index", range(len(BLOCKS)))
def test_readme_block_runs(index, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("MPLBACKEND", "Agg")
    exec(compile(BLOCKS[index], f"README.md python block {index}", "exec"), {"__name__": "readme"})
    for png in tmp_path.glob("*.png"):
        data = png.read_bytes()
        assert data.startswith(b"\x89PNG\r\n\x1a\n") and len(data) > 10_000, png
        # The picture the README shows is the one this block draws.
        shown = README.parent / "docs" / png.name
        assert shown.exists(), f"README block {index} draws {png.name}, but docs/{png.name} is missing"
