"""The window and its dialogs on a netbook's 1024×600 screen (run by test_small_screen.py).

Not collected by itself (its name is no test_*.py): test_small_screen.py runs it in a second
pytest whose offscreen screen is 1024×600, so that QScreen, and what the window and its
dialogs read from it, is a netbook's. Every check here is against that screen: the room a
window has (its available geometry, less a window manager's title bar and borders), and that
what is needed is in view, reached as a person reaches it (Tab, Ctrl+N, Ctrl+P).
"""

import pytest
from PySide6.QtCore import QSize
from PySide6.QtPrintSupport import QPrintPreviewDialog
from PySide6.QtWidgets import QApplication

from jasstafel.ui import mainwindow
from jasstafel.ui.newmatch import NewMatchDialog
from jasstafel.ui.variants import UI_VARIANTS
from jasstafel.ui.widgets.screen import FRAME

from .keyboard import ctrl, focused, key, tab
from .real_dialogs import real_dialogs_fixture  # noqa: F401

NETBOOK = QSize(1024, 600)
EXAMPLES = {"schieber": "schieber-freier-jass", "coiffeur": "coiffeur-jassverein",
            "molotow": "molotow", "handjass": "handjass-standard", "fahnder": "fahnder",
            "pandur": "pandur", "differenzler": "differenzler", "punktetafel": "punktetafel",
            "guggitaler": "guggitaler"}

pytestmark = pytest.mark.qt_log_ignore("does not support raise",
                                       "does not support grabbing the keyboard")


@pytest.fixture(autouse=True)
def _netbook(qapp):
    if qapp.primaryScreen().availableGeometry().size() != NETBOOK:
        pytest.skip("needs the 1024×600 screen of test_small_screen.py")


def room():
    return QApplication.primaryScreen().availableGeometry().size() - FRAME


def fits(size):
    return size.width() <= room().width() and size.height() <= room().height()


@pytest.fixture
def netbook_window(qtbot, settings, autosaves):
    """The window as it opens: the size it gives itself on this screen."""
    w = mainwindow.MainWindow(settings)
    qtbot.addWidget(w)
    w.show()
    w.activateWindow()
    qtbot.waitUntil(w.isActiveWindow)
    return w


def in_full_view(widget):
    return widget.isVisible() and widget.visibleRegion().boundingRect() == widget.rect()


def test_every_variant_is_covered():
    assert set(EXAMPLES) == set(UI_VARIANTS)


@pytest.mark.parametrize("variant", sorted(EXAMPLES))
def test_the_window_fits(netbook_window, qtbot, variant):
    window = netbook_window
    assert fits(window.size()), window.size()  # not the 1280×800 it asks for elsewhere
    assert window.open_file(f"docs/examples/{EXAMPLES[variant]}.jass")
    QApplication.processEvents()
    assert fits(window.size()) and fits(window.minimumSizeHint()), window.minimumSizeHint()
    if window.panel is not None and window.panel.isVisible():
        assert in_full_view(window.panel.write_button)
    else:  # the example is played to its end: what can be done next
        assert window.finished_box.isVisible() and in_full_view(window.finished_box)


@pytest.mark.parametrize("variant", sorted(EXAMPLES))
def test_the_new_match_dialog_fits(netbook_window, qtbot, settings, real_dialogs, variant):
    settings.setValue("new/variant", variant)
    seen = []

    def walk(dialog):
        assert dialog.cls.name == variant
        assert fits(dialog.size()) and fits(dialog.minimumSizeHint()), dialog.minimumSizeHint()
        area = dialog.settings_area
        # no horizontal scroll bar: every row of the settings is as wide as the view
        assert not area.horizontalScrollBar().isVisible()
        assert area.widget().width() <= area.viewport().width()
        assert area.widget().minimumSizeHint().width() <= area.viewport().width()
        # Tab goes down the whole dialog, and what has the cursor is scrolled into view
        first = focused()
        for _ in range(120):
            tab(qtbot)
            QApplication.processEvents()
            widget = focused()
            if widget is first:
                break
            seen.append(widget)
            if area.isAncestorOf(widget):
                shown = widget.visibleRegion().boundingRect()
                assert not shown.isEmpty(), widget
                assert shown.height() * 2 >= widget.height(), widget  # readable
        assert in_full_view(dialog.error.parentWidget())  # Start, the error line above it
        key(qtbot, "Escape")

    real_dialogs.when(NewMatchDialog, walk)
    ctrl(qtbot, "n")
    real_dialogs.check()
    assert any(dialog_table(w) for w in seen)  # the walk reached the sheet's lines at the end


def dialog_table(widget):
    return widget.objectName() == "" and widget.metaObject().className() == "QLineEdit" and \
        widget.placeholderText() in ("Table", "Place")


def test_the_print_preview_fits(netbook_window, qtbot, real_dialogs):
    window = netbook_window
    assert window.open_file("docs/examples/schieber-freier-jass.jass")
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    sizes = []

    def look(preview):
        sizes.append((preview.size(), preview.minimumSizeHint()))
        key(qtbot, "Escape")

    real_dialogs.when(QPrintPreviewDialog, look)
    ctrl(qtbot, "p")
    real_dialogs.check()
    ((size, minimum),) = sizes
    assert fits(size) and fits(minimum), (size, minimum)
    assert size.height() == room().height()  # as tall as the screen lets a page be


def test_the_recovery_dialog_fits(qtbot, tmp_path):
    """Eight matches left after a crash: the list scrolls, the dialog and "Later" fit."""
    import datetime
    from pathlib import Path

    from PySide6.QtWidgets import QPushButton

    from jasstafel.core import find_variant
    from jasstafel.ui.recovery import RecoveryDialog, Unsaved

    now = datetime.datetime.now()
    items = [Unsaved(Path(tmp_path / f"m{i}.jass"), find_variant("schieber").title,
                     ("Anna", "Beat", "Cla", "Dora"), i + 1, now, crashed=i == 0)
             for i in range(8)]
    dialog = RecoveryDialog(items, lambda _i: True, lambda _i: True, lambda _i: True,
                            after_crash=True)
    qtbot.addWidget(dialog)
    dialog.show()
    QApplication.processEvents()
    assert fits(dialog.size()) and fits(dialog.minimumSizeHint())
    assert in_full_view(dialog.findChild(QPushButton, "recoveryLater"))


def test_the_chart_shows_totals_below_zero(netbook_window, qtbot, tmp_path):
    """A keyboard trial's Punktetafel with minus points: the chart below the board ended at
    its 0 line, the lines below it and the entry numbers cut off."""
    from jasstafel.core.matchfile import new_match, save
    from jasstafel.core.punktetafel import PunktetafelRound

    from .keyboard import ALT, press

    match = new_match("punktetafel", ["Anna", "Beat", "Cla", "Dora"])
    for points in ([50, -20, 0, 30], [-50, 12, 15, 5], [100, 0, -30, 20]):
        match.add(PunktetafelRound(points=points))
    save(match, tmp_path / "minus.jass")
    window = netbook_window
    assert window.open_file(tmp_path / "minus.jass")
    press(qtbot, "v", ALT)  # View → Chart
    press(qtbot, "c")
    assert window.tabs.currentWidget() is window.chart
    QApplication.processEvents()
    assert in_full_view(window.chart)
    frame = window.chart.frame()
    assert frame.y_ticks[0] <= -15 and 0 in frame.y_labels
    assert frame.labels_bottom <= window.chart.height()


@pytest.fixture
def german_netbook_window(qapp, qtbot, settings, autosaves):
    """The window in Swiss German as it opens on this screen (a trial's)."""
    from .conftest import window_in

    yield from window_in("de", qapp, qtbot, settings, size=None)


def test_a_pandur_deal_begins_with_the_top_of_its_form_in_view(german_netbook_window, qtbot):
    """A trial in German at 1024×600: after deal 1 the form stayed scrolled down, with the
    declarer and *Kein Angebot / Vergeben* out of view and the top of the bid field cut; while
    typing, the card points field was cut at its lower edge. Every deal begins with the top of
    the form in view, and the field with the cursor is always seen whole."""
    from jasstafel.core.matchfile import new_match

    from .keyboard import enter, focus, open_match, shortcut, type_

    window = german_netbook_window
    panel, _board = open_match(qtbot, window, new_match("pandur", ["Anna", "Beat", "Cla",
                                                                   "Dora"]))

    def whole(widget):
        QApplication.processEvents()
        return in_full_view(widget)

    for deal, declarer in enumerate(("Ctrl+2", "Ctrl+3", "Ctrl+4", "Ctrl+1")):
        assert len(window.controller.match.entries) == deal
        start = [*panel.declarer_buttons, panel.no_bid_button, panel.misdeal_button, panel.bid]
        assert [w.objectName() or w.text() for w in start if not whole(w)] == [], deal
        shortcut(qtbot, declarer)
        type_(qtbot, "120")
        assert focus() is panel.bid and whole(panel.bid)
        key(qtbot, "Tab")
        assert focus() is panel.points and whole(panel.points), deal
        type_(qtbot, "100")
        key(qtbot, "Tab")
        assert focus() is panel.weis.field and whole(panel.weis.field), deal
        type_(qtbot, "20")
        enter(qtbot)


@pytest.mark.parametrize("variant", ["schieber", "coiffeur"])
def test_the_table_rules_dialog_fits(netbook_window, qtbot, real_dialogs, variant):
    """*Edit → Table rules…* (Alt+E, T) of a match with rounds: on the screen, its buttons
    and the line of a refusal above them in view, no horizontal scroll bar."""
    from PySide6.QtCore import Qt

    from jasstafel.ui.rulesdialog import RulesDialog

    from .keyboard import ALT

    window = netbook_window
    assert window.open_file(f"docs/examples/{EXAMPLES[variant]}.jass")
    QApplication.processEvents()

    def look(dialog):
        assert fits(dialog.size()) and fits(dialog.minimumSizeHint()), dialog.minimumSizeHint()
        assert not dialog.area.horizontalScrollBar().isVisible()
        assert in_full_view(dialog.error.parentWidget())
        key(qtbot, "Escape")

    real_dialogs.when(RulesDialog, look)
    edit = window.menuBar().actions()[1]
    qtbot.keyClick(focused(window), Qt.Key.Key_E, ALT)
    qtbot.waitUntil(edit.menu().isVisible)
    qtbot.keyClick(edit.menu(), Qt.Key.Key_T)
    real_dialogs.check()


@pytest.fixture(params=["de", "fr"])
def romand_or_german_window(request, qapp, qtbot, settings, autosaves):
    """The window in German or French as it opens on this screen."""
    from .conftest import window_in

    yield from window_in(request.param, qapp, qtbot, settings, size=None)


def test_the_coiffeur_table_rules_need_no_scrolling(romand_or_german_window, qtbot):
    """*Edit → Table rules…* of the Jassverein's eleven rows: every setting in view at once
    (it scrolled by 38 px, the note on two lines in a 550 px dialog); with a twelfth row
    it scrolls, and the ✕ of rows 12, 11 and 9 clicked where they were seen, scrolled to
    the end, remove those rows: the rows above stay under the mouse, and the dialog keeps
    its height (the room of the rows removed empty at the end of the settings), with no
    scrolling again."""
    from PySide6.QtCore import QPoint, Qt

    from .keyboard import open_match
    from .test_newmatch_rows_still import click_at
    from .test_table_rules import annas_coiffeur, in_rules_dialog

    window = romand_or_german_window
    open_match(qtbot, window, annas_coiffeur())
    seen = {}

    def settled():
        for _ in range(5):
            QApplication.processEvents()

    def remove(dialog):
        bar = dialog.area.verticalScrollBar()
        rows = dialog.form.editors["rows"]
        settled()
        seen["at first"] = (bar.maximum(), fits(dialog.size()))
        qtbot.mouseClick(rows.add_button, Qt.MouseButton.LeftButton)
        settled()
        bar.setValue(bar.maximum())
        settled()
        seen["twelve"] = bar.maximum() > 0
        at = {n: rows.lines[n - 1].remove.mapToGlobal(rows.lines[n - 1].remove.rect().center())
              for n in (12, 11, 9)}
        first = rows.lines[0].remove.mapToGlobal(QPoint(0, 0))
        for n in (12, 11, 9):
            click_at(qtbot, dialog, at[n])
            settled()
        seen["rows"] = len(rows.lines)
        seen["first kept"] = rows.lines[0].remove.mapToGlobal(QPoint(0, 0)) == first
        for _ in range(2):  # scrolled up: nothing to scroll, the view as tall as it holds
            bar.setValue(0)  # (the second ✕ is the played Slalom's, off: 8 rows stay)
            qtbot.mouseClick(rows.lines[-1].remove, Qt.MouseButton.LeftButton)
            settled()
        seen["at last"] = (len(rows.lines), bar.maximum(), dialog.area.viewport().height()
                           - dialog.area.widget().minimumSizeHint().height())
        dialog.done(0)

    in_rules_dialog(qtbot, window, remove)
    assert seen == {"at first": (0, True), "twelve": True, "rows": 9, "first kept": True,
                    "at last": (8, 0, 0)}
