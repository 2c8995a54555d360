"""Runs a PyInstaller spec without building anything and prints what it would bundle.

    python tests/ship/spec_driver.py packaging/jasstafel.spec

PyInstaller executes a spec with its build steps (Analysis, PYZ, EXE, COLLECT) and SPECPATH
predefined; here they are stand-ins that only record their arguments, so the spec's own code
(PyInstaller's collect_submodules and collect_data_files included) runs for real, in seconds.
Prints one JSON object: the Analysis' scripts, pathex, hiddenimports and datas.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any


class Step:
    """A build step that records its arguments and builds nothing."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        self.args = args
        self.kwargs = kwargs
        self.pure: list[Any] = []
        self.scripts: list[Any] = []
        self.binaries: list[Any] = []
        self.datas: list[Any] = []


def run_spec(spec: Path) -> dict[str, Any]:
    analyses: list[Step] = []

    class Analysis(Step):
        def __init__(self, *args: Any, **kwargs: Any) -> None:
            super().__init__(*args, **kwargs)
            analyses.append(self)

    namespace = {"__name__": "__main__", "__file__": str(spec),
                 "SPECPATH": str(spec.resolve().parent), "SPEC": str(spec.resolve()),
                 "Analysis": Analysis, "PYZ": Step, "EXE": Step, "COLLECT": Step}
    exec(compile(spec.read_text(encoding="utf-8"), str(spec), "exec"), namespace)
    (analysis,) = analyses
    return {"scripts": list(analysis.args[0] if analysis.args else analysis.kwargs["scripts"]),
            "pathex": list(analysis.kwargs.get("pathex", [])),
            "hiddenimports": list(analysis.kwargs.get("hiddenimports", [])),
            "datas": [list(item) for item in analysis.kwargs.get("datas", [])]}


if __name__ == "__main__":
    print(json.dumps(run_spec(Path(sys.argv[1]))))
