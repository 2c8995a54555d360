"""Tab walks each entry form as the eye reads it: left to right, top to bottom, then Write.

A keyboard trial found the order jumping in the Pandur and the Coiffeur forms. For every
variant whose form reads row by row, the stops that Tab reaches from the form's first field
to *Write* are compared with the same widgets sorted by where they are on the screen (rows
from the top, each row from the left). The Coiffeur's form reads so already (its jump, Tab
from Stöck to the board, was mended before); the Pandur's went back up from the Weis.
"""

import pytest
from PySide6.QtCore import QPoint
from PySide6.QtWidgets import QApplication

from jasstafel.core.matchfile import new_match

from .keyboard import open_match, tab
from .test_steady_form import settle

NAMES = ["Anna", "Beat", "Cla", "Dora"]
#: the forms read row by row; the Molotow's and the Differenzler's are tables of a row per
#: player, typed a column at a time (every player's card points, Tab to the next: their docs)
VARIANTS = ["pandur", "coiffeur", "schieber", "handjass", "fahnder", "guggitaler",
            "punktetafel"]


def stops(qtbot, window):
    """The widgets Tab reaches in the form, from the first one after *Write* round to
    *Write*: each with its rectangle in the form."""
    panel = window.panel
    form = panel.form_widget
    reached = []
    for _ in range(120):
        tab(qtbot)
        widget = QApplication.focusWidget()
        if widget is panel.write_button and reached:
            break
        if form.isAncestorOf(widget):
            reached.append(widget)
    assert reached, "Tab never came into the form"
    return reached


def where(widget, form):
    settle()
    top_left = widget.mapTo(form, QPoint(0, 0))
    return top_left.x(), top_left.y(), widget.width(), widget.height()


def read_order(widgets, form):
    """*widgets* as the eye reads them: a widget is on the row of the one before it when
    their heights overlap by half of the smaller; rows from the top, each from the left."""
    places = {w: where(w, form) for w in widgets}
    rows: list[list] = []
    for w in sorted(widgets, key=lambda w: places[w][1]):
        x, y, _width, height = places[w]
        if rows:
            _rx, ry, _rw, rh = places[rows[-1][0]]
            if min(y + height, ry + rh) - max(y, ry) >= min(height, rh) / 2:
                rows[-1].append(w)
                continue
        rows.append([w])
    return [w for row in rows for w in sorted(row, key=lambda w: places[w][0])]


def label(widget):
    text = widget.text() if hasattr(widget, "text") else ""
    return f"{type(widget).__name__}:{widget.objectName() or text}"


@pytest.mark.parametrize("size", [(1024, 600), (1366, 768)])
@pytest.mark.parametrize("variant", VARIANTS)
def test_tab_walks_the_form_as_it_reads(window, qtbot, variant, size):
    """The Pandur's Tab went from the bid to the card points and the Weis, then back up to
    Made and Failed on the card points' row, then down again to Clear Weis."""
    window.resize(*size)
    open_match(qtbot, window, new_match(variant, NAMES))
    form = window.panel.form_widget
    # Tab round the window to Write, then once more round the form
    for _ in range(120):
        tab(qtbot)
        if QApplication.focusWidget() is window.panel.write_button:
            break
    reached = stops(qtbot, window)
    assert [label(w) for w in reached] == [label(w) for w in read_order(reached, form)]



def test_the_pandur_with_a_bid_made_and_failed_are_chosen_by_their_keys(window, qtbot):
    """With a bid and a Weis, *beaten* beside the Weis field is a stop too: after the Weis
    field and before Clear Weis (without a Weis it is greyed: nothing to beat). Made and
    Failed are no stops (Ctrl+M, Ctrl+F): Tab from the bid goes to the card points at the
    end of their row, then down to the Weis."""
    from .keyboard import shortcut, type_

    window.resize(1366, 768)
    open_match(qtbot, window, new_match("pandur", NAMES))
    shortcut(qtbot, "Ctrl+2")
    type_(qtbot, "150")
    panel = window.panel
    form = panel.form_widget
    tab(qtbot)
    assert QApplication.focusWidget() is panel.points
    type_(qtbot, "118")
    tab(qtbot)
    assert QApplication.focusWidget() is panel.weis.field
    type_(qtbot, "50")
    for _ in range(120):
        tab(qtbot)
        if QApplication.focusWidget() is panel.write_button:
            break
    reached = stops(qtbot, window)
    assert panel.beaten in reached and panel.made_button not in reached
    assert [label(w) for w in reached] == [label(w) for w in read_order(reached, form)]


def test_the_differenzler_reads_a_column_at_a_time(window, qtbot):
    """The Differenzler's Tab goes down the predictions, then down the card points, then the
    *keine* boxes, as docs/window.md says: the predictions are typed one after the other (a
    - ticks *keine* from the field), so Tab does not stop at each box between them."""
    open_match(qtbot, window, new_match("differenzler", NAMES))
    first = QApplication.focusWidget()  # the cursor starts in the first prediction
    names = [w.objectName() for w in [first, *stops(qtbot, window)]]
    n = len(NAMES)
    assert names[:3 * n] == ([f"prediction{p}" for p in range(n)]
                             + [f"points{p}" for p in range(n)]
                             + [f"missing{p}" for p in range(n)]), names
