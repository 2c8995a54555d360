"""A guest is marked the same on screen and on paper, as the draw marks him.

A club secretary's trial (German window): the draw dialog listed the guest "Vreni Gast ·
Gast", the printed seat list "Vreni Gast (Gast)", and the ranking beside the tables put
"(Gast)" under the name: three marks for one guest. The mark is now the draw's wherever a
guest stands beside other names ("· Gast", French "· invité·e", English "· guest").

The evening is made through the window, the guest typed into the draw dialog (opened by its
button) and the draw taken with OK; the seat list is written as PDF through the real file
dialog, in English, German and French."""

import shutil

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from jasstafel.ui.club.evening_dialogs import DrawDialog

from .club_steps import new_evening, ok, open_club_window, seat_list_pdf, type_into
from .real_dialogs import real_dialogs_fixture  # noqa: F401
from .texts import pdf_text

pytestmark = [
    pytest.mark.skipif(shutil.which("pdftotext") is None, reason="needs pdftotext"),
    pytest.mark.qt_log_ignore("does not support raise", "does not support grabbing the keyboard"),
]
GUEST = "Vreni Gast"
MEMBERS = [("Anna Keller", "Anna"), ("Beat Huber", "Beat"), ("Cla Caduff", "Cla"),
           ("Dora Meier", "Dora"), ("Emil Frei", "Emil"), ("Fritz Gerber", "Fritz"),
           ("Gret Imhof", "Gret")]


@pytest.fixture(params=["en", "de", "fr"])
def cw(request, club_path, dialogs):
    main = request.getfixturevalue({"en": "window", "de": "german_window",
                                    "fr": "french_window"}[request.param])
    return open_club_window(main, dialogs)


def drawn_with_guest(cw, qtbot):
    """An evening of two Passen drawn with the seven members and the guest (typed into the
    draw dialog, Enter); the draw's mark of the guest ("· Gast")."""
    new_evening(cw, qtbot, MEMBERS, "molotow", passen=2)
    page = cw.evenings.page
    qtbot.mouseClick(page.draw_button, Qt.MouseButton.LeftButton)
    draw = next(w for w in QApplication.topLevelWidgets()
                if isinstance(w, DrawDialog) and w.isVisible())
    type_into(qtbot, draw.guest_name, GUEST)
    qtbot.keyClick(draw.guest_name, Qt.Key.Key_Return)
    listed = draw.list.item(draw.list.count() - 1).text()
    assert listed.startswith(GUEST) and listed != GUEST, listed
    ok(draw)
    return listed[len(GUEST):]


def test_the_seat_list_marks_the_guest_as_the_draw_does(cw, qtbot, tmp_path,
                                                         real_dialogs):  # noqa: F811
    mark = drawn_with_guest(cw, qtbot)
    out = tmp_path / "seats.pdf"
    seat_list_pdf(qtbot, cw.evenings.page, real_dialogs, out)
    text = " ".join(pdf_text(out).split())
    # each Passe (at a table or among who sits out) and Who sits where
    assert text.count(GUEST) >= 3, text
    assert text.count(GUEST + mark) == text.count(GUEST), (mark, text)


def test_the_evening_page_marks_the_guest_as_the_draw_does(cw, qtbot):
    mark = drawn_with_guest(cw, qtbot)
    page = cw.evenings.page
    shown = []
    for passe in (0, 1):
        top = page.tree.topLevelItem(passe)
        for k in range(top.childCount()):
            item = top.child(k)
            shown += [item.text(1), item.toolTip(1)]
    with_guest = [text for text in shown if GUEST in text]
    assert len(with_guest) >= 2, shown
    assert all(GUEST + mark in text for text in with_guest), (mark, with_guest)
