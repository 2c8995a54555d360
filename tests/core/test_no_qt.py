"""The rules core is a library of its own: importing it never loads Qt."""

import subprocess
import sys


def test_core_never_imports_qt():
    code = (
        "import sys, pkgutil, importlib, jasstafel.core as c\n"
        "for m in pkgutil.iter_modules(c.__path__, 'jasstafel.core.'):\n"
        "    importlib.import_module(m.name)\n"
        "bad = [m for m in sys.modules if m.startswith(('PySide6', 'shiboken6'))]\n"
        "assert not bad, bad\n"
    )
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert result.returncode == 0, result.stderr
