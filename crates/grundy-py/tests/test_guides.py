"""The guides under ``docs/guides/`` run as written: the ``python`` blocks of each guide,
one after the other in one namespace (as a reader pastes them into one session), in an
empty directory, with matplotlib drawing off screen. A picture a block saves must be a
PNG that the guide shows and that the repository holds beside it."""

from __future__ import annotations

import os
import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[3]
GUIDES = sorted((ROOT / "docs" / "guides").glob("*.md"))


def test_there_are_guides():
    assert GUIDES, f"no guides in {ROOT / 'docs' / 'guides'}"


@pytest.mark.parametrize("guide", GUIDES, ids=[g.name for g in GUIDES])
def test_guide_blocks_run(guide, tmp_path, monkeypatch, capsys):
    pytest.importorskip("scipy")
    pytest.importorskip("matplotlib")
    monkeypatch.setenv("MPLBACKEND", "Agg")
    monkeypatch.chdir(tmp_path)
    text = guide.read_text()
    blocks = re.findall(r"```python\n(.*?)```", text, re.S)
    assert blocks, f"{guide.name} has no python block"
    namespace: dict = {"__name__": "__guide__"}
    for number, block in enumerate(blocks, 1):
        try:
            exec(compile(block, f"{guide.name}, python block {number}", "exec"), namespace)
        except Exception as err:  # the block's own words are the best report
            pytest.fail(f"{guide.name}, python block {number} failed: {err!r}\n{block}")
    for picture in sorted(tmp_path.glob("*.png")):
        assert picture.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n", picture.name
        assert f"]({picture.name})" in text, f"{guide.name} saves {picture.name} but does not show it"
        assert (guide.parent / picture.name).is_file(), f"docs/guides/{picture.name} is not in the repository"
    import matplotlib.pyplot as plt

    plt.close("all")
    os.chdir(ROOT)
