"""The repository README's Python section, followed to the letter in a fresh virtual
environment: its install command (the ``pip install`` line of the section), then every
``python`` block of the README and of the guides (``docs/guides/*.md``), each in a new
interpreter and an empty directory, the way a new user would paste them (a guide's
blocks together, one session). A guide that shows an install command shows the
README's. A plot a block saves must be a real PNG that the documentation shows
(``docs/<name>.png``, or beside the guide).

    python3 crates/grundy-py/tests/readme_install.py VENV [--install | --blocks]

makes VENV afresh (deleting what was there), which then holds the package and what the
README's install command brought, and runs the blocks; ``scripts/test`` adds the test
tools to it afterwards. ``--install`` stops after the install and ``--blocks`` runs the
blocks in the VENV installed before, so that the test command can run the Rust tests
(which hold cargo's build directory) once the install has built the package.
The install runs with two settings from the environment that leave the command as
written: ``PIP_CONSTRAINT`` (the pinned versions of ``requirements-test.txt``, so every
run tests the same NumPy, NetworkX and matplotlib) and ``MATURIN_PEP517_ARGS=--profile
dev`` (the wheel is built with the dev profile, whose compiled crates ``cargo test`` has
just built, rather than compiled again in release mode), unless they are set already.
"""

import os
import pathlib
import re
import shlex
import subprocess
import sys
import tempfile
import time

ROOT = pathlib.Path(__file__).resolve().parents[3]
README = ROOT / "README.md"
GUIDES = sorted((ROOT / "docs" / "guides").glob("*.md"))


def python_section(text: str) -> str:
    """The README's `## Python` section, up to the next section of its level."""
    match = re.search(r"^## Python\n(.*?)(?=^## )", text, re.S | re.M)
    if not match:
        sys.exit("README.md has no `## Python` section")
    return match.group(1)


def pip_commands(text: str) -> list:
    """The `pip install` lines of a text's shell blocks."""
    return [
        line.strip()
        for block in re.findall(r"```sh\n(.*?)```", text, re.S)
        for line in block.splitlines()
        if line.strip().startswith("pip install")
    ]


def install_command(section: str) -> str:
    """The one `pip install` line of the section's shell blocks."""
    commands = pip_commands(section)
    if len(commands) != 1:
        sys.exit(f"expected one `pip install` command in the README's Python section, found {commands}")
    return commands[0]


def main() -> None:
    phase = sys.argv[2] if len(sys.argv) == 3 else "--all"
    if len(sys.argv) not in (2, 3) or phase not in ("--all", "--install", "--blocks"):
        sys.exit(__doc__)
    venv = pathlib.Path(sys.argv[1]).resolve()
    text = README.read_text()
    command = install_command(python_section(text))
    # (where, code): the README's blocks, then each guide's.
    blocks = [("README.md", block) for block in re.findall(r"```python\n(.*?)```", text, re.S)]
    for guide in GUIDES:
        guide_text = guide.read_text()
        for other in pip_commands(guide_text):
            if other != command:
                sys.exit(f"{guide.relative_to(ROOT)} installs with `{other}`, the README with `{command}`")
        # A guide's blocks run one after the other in one interpreter, as a reader pastes
        # them into one session (a later block may use what an earlier one made).
        guide_blocks = re.findall(r"```python\n(.*?)```", guide_text, re.S)
        if guide_blocks:
            blocks.append((str(guide.relative_to(ROOT)), "\n".join(guide_blocks)))
    if not any(where == "README.md" for where, _ in blocks) or len(blocks) < 4:
        sys.exit(f"expected the README's Python example and the guides' (plot, NetworkX, ...), found {len(blocks)} blocks")

    env = dict(os.environ)
    env["PATH"] = f"{venv / 'bin'}{os.pathsep}{env.get('PATH', '')}"
    env["VIRTUAL_ENV"] = str(venv)
    if phase != "--blocks":
        install(venv, command, env)
    if phase != "--install":
        run_blocks(venv, command, blocks, env)


def install(venv: pathlib.Path, command: str, env: dict) -> None:
    """A fresh VENV, then the README's install command in it."""
    subprocess.run(["rm", "-rf", str(venv)], check=True)
    subprocess.run([sys.executable, "-m", "venv", str(venv)], check=True)
    env = dict(env)
    env.setdefault("PIP_CONSTRAINT", str(ROOT / "crates" / "grundy-py" / "requirements-test.txt"))
    env.setdefault("MATURIN_PEP517_ARGS", "--profile dev")
    env["PIP_DISABLE_PIP_VERSION_CHECK"] = "1"
    started = time.monotonic()
    print(f"$ {command}    (in {ROOT}, a fresh {venv})", flush=True)
    # The README's words, run by a shell as a user would, with the venv's pip first on PATH.
    subprocess.run(["sh", "-c", f"{command} --quiet"], cwd=ROOT, env=env, check=True)
    print(f"installed in {time.monotonic() - started:.0f} s", flush=True)


def run_blocks(venv: pathlib.Path, command: str, blocks: list, env: dict) -> None:
    """Every python block, each in a new interpreter of VENV and an empty directory."""
    python = str(venv / "bin" / "python")
    for index, (where, block) in enumerate(blocks):
        with tempfile.TemporaryDirectory(prefix="grundy-readme-") as scratch:
            started = time.monotonic()
            # A file-only matplotlib backend: the test has no display.
            run_env = dict(env, MPLBACKEND="Agg")
            result = subprocess.run([python, "-c", block], cwd=scratch, env=run_env, capture_output=True, text=True)
            if result.returncode != 0:
                sys.exit(
                    f"{where}: python block {index} fails after `{command}`:\n{block}\n"
                    f"--- stderr\n{result.stderr}"
                )
            for png in pathlib.Path(scratch).glob("*.png"):
                data = png.read_bytes()
                if not (data.startswith(b"\x89PNG\r\n\x1a\n") and len(data) > 10_000):
                    sys.exit(f"{where}: python block {index} wrote {png.name}, which is not a real PNG")
                shown_in = (ROOT / where).parent
                if not ((ROOT / "docs" / png.name).exists() or (shown_in / png.name).exists()):
                    sys.exit(f"{where}: python block {index} draws {png.name}, which is neither in docs/ nor beside {where}")
            print(f"{where}: python block {index}: ok ({time.monotonic() - started:.1f} s)", flush=True)
    print(f"the README's install command and the {len(blocks)} python blocks of the README and the guides work ({shlex.quote(command)})")


if __name__ == "__main__":
    main()
