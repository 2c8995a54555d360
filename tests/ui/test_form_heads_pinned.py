"""A German trial on a netbook (the window 992×520, six long names, keyboard first): tabbing
down a Molotow's form to the Weis fields scrolled *Kartenpunkte / Handweis − / Tischweis +*
out of view, three unlabelled columns left (minus and plus Weis not told apart); the
Differenzler's heads went likewise, and the Fahnder's tabs *Runde / Nuller für ein Vergehen*
were half hidden. The heads stay in view while the rows scroll, and the field with the
cursor is never under them."""

import pytest
from PySide6.QtWidgets import QApplication

from jasstafel.core.matchfile import new_match

from .keyboard import open_match, settle, tab, type_

SIX = ["Marie-Thérèse Rossier", "Hans-Peter Zimmermann", "Köbi Kuhn",
       "Annemarie Bürgi-Steiner", "Ueli Gasser", "Verena Schwarzenbach"]
MATCHES = {
    "molotow": lambda: new_match("molotow", SIX, settings={"rounds": 4,
                                                           "last_round_double": True}),
    "differenzler": lambda: new_match("differenzler", SIX, settings={"games": 3}),
    "fahnder": lambda: new_match("fahnder", SIX[:4]),
    "handjass": lambda: new_match("handjass", SIX[:5]),
}
#: the fields typed into on the way down (the last player's card points are the rest)
TYPED = {*(f"points{p}" for p in range(5)), *(f"prediction{p}" for p in range(6))}

pytestmark = pytest.mark.qt_log_ignore("does not support raise",
                                       "does not support grabbing the keyboard")


def heads_of(panel):
    if hasattr(panel, "heads"):  # the Molotow's
        return [head for head in panel.heads if head.isVisibleTo(panel)]
    if hasattr(panel, "tabs"):  # the Fahnder's, the Handjass's
        return [panel.tabs.tabBar()]
    return [panel.grid.itemAtPosition(0, c).widget() for c in (1, 3, 4)]  # the Differenzler's


def whole_in_view(scroll, widget, below=0):
    """*widget* whole in the form's view, not under its top *below* px."""
    viewport = scroll.viewport()
    top_left = widget.mapTo(viewport, widget.rect().topLeft())
    bottom_right = widget.mapTo(viewport, widget.rect().bottomRight())
    return top_left.y() >= below and viewport.rect().contains(top_left) \
        and viewport.rect().contains(bottom_right)


@pytest.mark.parametrize("variant", sorted(MATCHES))
def test_the_heads_stay_in_view(german_window, qtbot, variant, tmp_path):
    window = german_window
    window.resize(992, 520)
    panel, _board = open_match(qtbot, window, MATCHES[variant]())
    scroll = panel.form_scroll
    pinned = getattr(scroll, "pinned", None)
    heads = heads_of(panel)
    assert heads
    unseen, covered, scrolled = [], [], False
    for step in range(30):
        settle()
        focus = QApplication.focusWidget()
        if not scroll.widget().isAncestorOf(focus):
            break
        scrolled |= scroll.verticalScrollBar().value() > 0
        strip = pinned.height() if pinned is not None and pinned.isVisible() else 0
        unseen += [(step, focus.objectName(), head.text() if hasattr(head, "text") else "tabs")
                   for head in heads if not whole_in_view(scroll, head)
                   and not (pinned is not None and pinned.shows(head))]
        if not whole_in_view(scroll, focus, below=strip):
            covered.append((step, focus.objectName()))
        if step == 12:
            window.grab().save(str(tmp_path / f"fix-netbookform-{variant}.png"))
        if focus.objectName() in TYPED:  # as the trial: a round's long preview under the form
            type_(qtbot, "20")
        tab(qtbot)
    assert scrolled  # the form is too low for its rows here: they scroll
    assert unseen == []
    assert covered == []
