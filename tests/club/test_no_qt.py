"""The club package is plain Python: importing every module of it never loads Qt."""

import subprocess
import sys

from . import ROOT


def test_club_never_imports_qt():
    code = (
        "import sys, pkgutil, importlib, jasstafel.club as c\n"
        "for m in pkgutil.iter_modules(c.__path__, 'jasstafel.club.'):\n"
        "    importlib.import_module(m.name)\n"
        "bad = [m for m in sys.modules if m.startswith(('PySide6', 'shiboken6'))]\n"
        "assert not bad, bad\n"
    )
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                            cwd=ROOT)
    assert result.returncode == 0, result.stderr
