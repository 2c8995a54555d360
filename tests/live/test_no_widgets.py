"""The live evening's server has no widgets: importing every module of jasstafel.live (and
speaking German, which loads Qt's catalogs through jasstafel.i18n) never loads QtWidgets or
QtGui. The window's live dialogs are jasstafel/ui/club/live.py."""

import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).parents[2]

pytest.importorskip("uvicorn", reason="the live extra is not installed")


def test_the_live_package_imports_no_widgets():
    code = (
        "import sys, pkgutil, importlib, jasstafel.live as live, jasstafel.i18n as i18n\n"
        "i18n.use('de')\n"
        "for m in pkgutil.iter_modules(live.__path__, 'jasstafel.live.'):\n"
        "    importlib.import_module(m.name)\n"
        "bad = [m for m in sys.modules if m.startswith(('PySide6.QtWidgets', 'PySide6.QtGui'))]\n"
        "assert not bad, bad\n"
        "assert 'jasstafel.live.server' in sys.modules\n"
    )
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                            cwd=ROOT)
    assert result.returncode == 0, result.stderr
