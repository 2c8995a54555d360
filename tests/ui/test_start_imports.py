"""The welcome page starts without the rules' models: pydantic and a variant's rules are
imported when a match is opened (docs/performance.md, start-up). Not a timing test: it
says which modules the start loads, so that a new top-level import cannot undo the lazy
ones unnoticed."""

import os
import subprocess
import sys

START = (
    "import sys\n"
    "import jasstafel.cli, jasstafel.ui.app\n"
    "loaded = [m for m in sys.modules if m.split('.')[0] == 'pydantic'\n"
    "          or m in ('jasstafel.core.match', 'jasstafel.core.matchfile',\n"
    "                   'PySide6.QtPrintSupport', 'jasstafel.ui.widgets.printpreview',\n"
    "                   'jasstafel.core.schieber', 'jasstafel.ui.variants.schieber_board',\n"
    "                   '_hashlib', 'jasstafel.ui.widgets.draft')]\n"
    "print(sorted(loaded))\n"
)


def test_the_window_modules_load_no_pydantic_and_no_rules():
    """Nor Qt's print support (some 1.4 MiB at the start: the check of where a sheet is
    printed to was imported with the print menu), nor OpenSSL's hashes and the form's drafts
    (the crash draft's module imported them at its top: 8 ms of the start)."""
    result = subprocess.run([sys.executable, "-c", START], capture_output=True, text=True,
                            env={**os.environ, "QT_QPA_PLATFORM": "offscreen"}, timeout=120)
    assert result.returncode == 0, result.stderr[-2000:]
    assert result.stdout.strip() == "[]"


WELCOME = (
    "import sys\n"
    "import jasstafel.cli\n"
    "from PySide6.QtWidgets import QApplication\n"
    "import jasstafel.ui.app as ui_app\n"
    "PAGE = ('jasstafel.ui.widgets.history', 'jasstafel.ui.widgets.chart',\n"
    "        'jasstafel.ui.widgets.statistics', 'jasstafel.ui.widgets.entrypanel',\n"
    "        'jasstafel.ui.widgets.numberfield')\n"
    "def shown(window):\n"
    "    QApplication.processEvents()\n"
    "    print(sorted(m for m in PAGE if m in sys.modules))\n"
    "    print(window.pages.count())\n"
    "    import PySide6.QtWidgets as widgets\n"  # PySide makes a class at its first use
    "    print('QMessageBox' in vars(widgets))\n"
    "    print(sorted(m for m in sys.modules if m.split('.')[0] == 'pydantic'))\n"
    "    QApplication.exit(0)\n"
    "ui_app.offer_recovery = shown\n"
    "sys.exit(jasstafel.cli.main([]))\n"
)


def test_the_welcome_page_starts_without_the_match_page(tmp_path):
    """The history, chart, statistics and entry form are built when the first match opens
    (some 15 ms of the start-up; the number field's module, once imported at the top of the
    main window for the Edit menu's words, made the start ~10 ms slower): the welcome page,
    as the command starts it, has none. Nor does it make the message box's class, which it
    shows no message in, nor load pydantic."""
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "HOME": str(tmp_path),
           "XDG_CONFIG_HOME": str(tmp_path / "config"), "XDG_DATA_HOME": str(tmp_path / "data")}
    result = subprocess.run([sys.executable, "-c", WELCOME], capture_output=True, text=True,
                            env=env, timeout=120)
    assert result.returncode == 0, result.stderr[-2000:]
    assert result.stdout.split("\n")[:3] == ["[]", "1", "False"]  # the welcome page alone
    # nor the rules' models: the look for unsaved matches loaded them with no copy to
    # compare (the welcome page took 75.5 instead of 59.6 MiB)
    assert result.stdout.split("\n")[3] == "[]"


def test_a_sentence_is_rendered_without_pydantic():
    code = ("import sys\n"
            "from jasstafel import i18n\n"
            "from jasstafel.core.text import Text\n"
            "print(i18n.render(Text('{team} wins', team='Anna & Cla')))\n"
            "print('pydantic' in sys.modules)\n")
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                            timeout=120)
    assert result.returncode == 0, result.stderr[-2000:]
    assert result.stdout.split() == ["Anna", "&", "Cla", "wins", "False"]


OPEN = (
    "import linecache, sys, traceback\n"
    "import jasstafel.cli\n"  # first, as the jasstafel command starts
    "import jasstafel.ui.app\n"
    "from jasstafel.core import matchfile\n"
    "from jasstafel.ui.variants import UI_VARIANTS\n"
    "UI_VARIANTS['schieber'].board, UI_VARIANTS['schieber'].panel\n"
    "print(len([name for name, entry in linecache.cache.items()\n"
    "           if len(entry) == 4 and entry[1] is not None]))\n"  # a file's lines
    "try:\n"
    "    matchfile.parse_document([])\n"
    "except Exception as err:\n"
    "    print(''.join(traceback.format_exception(err)).count('raise refusal('))\n"
)


def test_the_source_lines_pyside_reads_are_not_kept_and_tracebacks_still_show_them():
    result = subprocess.run([sys.executable, "-c", OPEN], capture_output=True, text=True,
                            env={**os.environ, "QT_QPA_PLATFORM": "offscreen"}, timeout=120)
    assert result.returncode == 0, result.stderr[-2000:]
    kept, shown = result.stdout.split()
    # PySide6 read each of them (docs/performance.md), linecache forgot them, and those it
    # read while it was imported, before its check was wrapped (typing, enum, its own)
    assert kept == "0"
    assert shown == "1"  # the line that raised, read again for the traceback
