"""The draw dialog lists a guest added there after the members, on purpose (docs/club-
window.md): "Céline Aebi" sorts before "Beat Keller" but stands at the foot of the list,
over the field she was typed in, the members kept in the Members tab's order."""

from PySide6.QtCore import Qt

from .test_club_seat_list_guests import type_into
from .test_club_window import MEMBERS, add_members, cw, new_turnier  # noqa: F401


def test_a_guest_added_in_the_draw_stands_after_the_members(cw, qtbot):  # noqa: F811
    add_members(cw)
    new_turnier(cw, passen=1)
    dialog = cw.evenings.page.draw_dialog()
    type_into(dialog.guest_name, "Céline Aebi")
    qtbot.mouseClick(dialog.guest_button, Qt.MouseButton.LeftButton)
    shown = [dialog.list.item(i).text() for i in range(dialog.list.count())]
    assert shown == [f"{name} ({short})" for name, short in MEMBERS] + ["Céline Aebi · guest"]
    dialog.reject()
