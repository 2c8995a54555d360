"""The Tafel window: a Qt client of the rules core, started only by :mod:`jasstafel.cli`.

Its rooms:

* :mod:`.mainwindow`: the window (menus, layout, opening, saving, leaving a match) and
  :mod:`.app` (start-up, the matches to continue after a crash); :mod:`.controller` is the
  window's one handle on the match (every change, undo and redo, save failures);
* :mod:`.variants`: one board and one entry panel per variant, registered in one table
  (``UI_VARIANTS``), imported when a match of that variant is opened;
* :mod:`.widgets`: what every panel shares (the one number field, the turn header, the
  preview line, the Weis picker, the entry panel frame, history, chart, points table);
* :mod:`.club`: the club window, reached only through :mod:`.club.menu`;
* dialogs and helpers: :mod:`.newmatch` and :mod:`.settingsform` (a new match and its table
  settings), :mod:`.recovery` (unsaved matches), :mod:`.printmenu` (paper), :mod:`.i18n`
  (the window's language), :mod:`.words` (Jass words).

Imports go down only (see the import contract in pyproject.toml): this package may use
printing, drawing, i18n, club and core; none of them imports it.
"""

import PySide6.QtCore  # noqa: E402, F401 - first, so that its import check is wrapped next

from .sourcecheck import forget_checked_sources  # noqa: E402

forget_checked_sources()  # the source lines PySide6 reads are not kept (sourcecheck.py)
