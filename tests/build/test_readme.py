"""Every command in the README's "Command line" block runs as printed, in seconds, and exits 0.
The one that drives Chromium is an e2e test. The README's first two commands are proved elsewhere:
`build.py build` by tests/build (also in a bare venv), `.ci/run` by CI, which runs it."""

from __future__ import annotations

import re
import shlex
import subprocess
import sys

import pytest
from build_loader import ROOT

README = (ROOT / "README.md").read_text(encoding="utf-8")


def _commands() -> list[str]:
    block = re.search(r"## Command line\s+```sh\n(.*?)```", README, re.S)
    assert block, "README lost its Command line block"
    lines = [re.sub(r"\s+#.*$", "", ln).strip() for ln in block.group(1).splitlines()]
    return [ln for ln in lines if ln]


def test_the_first_two_commands_are_serve_and_ci_run() -> None:
    first = re.search(r"```sh\n(.*?)```", README, re.S)
    assert first
    cmds = [re.sub(r"\s+#.*$", "", ln).strip() for ln in first.group(1).splitlines() if ln.strip()]
    assert cmds == ["python build.py serve", ".ci/run"]


@pytest.mark.parametrize("cmd", [pytest.param(c, marks=pytest.mark.e2e) if "build.py bench" in c else c
                                 for c in _commands()])
def test_readme_command_runs_as_printed(cmd: str) -> None:
    argv = shlex.split(cmd)
    assert argv[0] == "python"
    res = subprocess.run([sys.executable, *argv[1:]], cwd=ROOT, capture_output=True, text=True, timeout=240)
    assert res.returncode == 0, f"{cmd}\n{res.stdout[-2000:]}\n{res.stderr[-2000:]}"
    assert res.stdout.strip(), cmd
