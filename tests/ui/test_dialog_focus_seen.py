"""The match's dialogs show where the keys go, from the moment they open (a German trial on a
1008×560 netbook, keyboard first: *Bearbeiten → Tischregeln…* by Alt+B, T opened with nothing
framed; the first Tab framed nothing either (it went to *Ändern*, the default button, which
looks the same with the keys and without), the second framed *Abbrechen*, the third went up
to the settings; *Karten* and *Vorlage* never showed a frame). Each opens with the cursor in
its first field, marked; Tab goes down the dialog as it reads, and every widget it reaches
shows that it has the keys: the lists and the buttons in the window's blue frame, as the
entry forms have them, not only the platform's faint line. The check boxes too: they kept
the platform's thin frame (none at all round a box without text, *Weis und Stöck zählen*)
while every other field wore the blue one (users')."""

import pytest
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QApplication, QCheckBox, QComboBox, QPushButton

from jasstafel.core.matchfile import new_match

from .keyboard import focus, in_next_dialog, open_match, shortcut, tab
from .test_focus_seen import framed, seen
from .test_table_rules import in_rules_dialog, koebi, tab_to

pytestmark = pytest.mark.qt_log_ignore("does not support raise",
                                       "does not support grabbing the keyboard")

SIX = ["Marie-Thérèse", "Hans-Peter", "Köbi", "Annemarie", "Ueli", "Verena"]


def shown(widget):
    """Whether *widget*, which has the keys, shows it: the lists, the check boxes and the
    push buttons in the window's blue frame, the rest at least looking different without
    the keys."""
    if isinstance(widget, QComboBox | QPushButton | QCheckBox):
        return framed(widget)
    return seen(widget)


def name(widget):
    return widget.objectName() or widget.text().replace("&", "")


def round_the_dialog(qtbot, dialog, most=60):
    """Tab once round *dialog* from where the cursor is: the widgets reached, in order, and
    those of them that did not show that they had the keys."""
    reached, unshown = [], []
    start = focus()
    for _ in range(most):
        widget = focus()
        assert widget.window() is dialog
        reached.append(name(widget))
        if not shown(widget):
            unshown.append(f"{type(widget).__name__} {name(widget)}")
        tab(qtbot)
        if focus() is start:
            return reached, unshown
    raise AssertionError(f"Tab never came back to {name(start)}: {reached}")


@pytest.mark.parametrize(("variant", "stops"), [
    ("differenzler", ["setting_games", "setting_missing_penalty"]),
    ("molotow", ["setting_rounds", "setting_last_round_double", "setting_stoeck",
                 "setting_hand_weis", "setting_draw"])])
def test_table_rules_open_with_the_cursor_seen_and_every_tab_stop_shows_it(
        german_window, qtbot, variant, stops):
    window = german_window
    open_match(qtbot, window, new_match(variant, SIX))
    seen_in = {}

    def look(dialog):
        seen_in["first"] = name(focus())
        seen_in["first shown"] = shown(focus())
        seen_in["round"] = round_the_dialog(qtbot, dialog)
        dialog.reject()

    in_rules_dialog(qtbot, window, look)  # Alt+B, T
    assert seen_in["first"] == "deck" and seen_in["first shown"]
    reached, unshown = seen_in["round"]
    assert reached == ["deck", "preset", *stops, "Ändern", "Abbrechen"]
    assert not unshown, unshown


def test_table_rules_without_cards_open_at_the_preset(german_window, qtbot):
    """A game without suits (the Punktetafel) has no *Karten*: the preset is the first
    field."""
    window = german_window
    open_match(qtbot, window, new_match("punktetafel", SIX[:4]))
    seen_in = {}

    def look(dialog):
        seen_in["first"] = name(focus())
        seen_in["first shown"] = shown(focus())
        dialog.reject()

    in_rules_dialog(qtbot, window, look)
    assert seen_in == {"first": "preset", "first shown": True}


@pytest.mark.parametrize(("keys", "first"), [("Ctrl+N", "player0"), ("Ctrl+Shift+N", "player0")])
def test_new_match_and_names_show_the_cursor_at_every_tab_stop(german_window, qtbot, keys,
                                                                first):
    """The same patterns in New match (Ctrl+N) and *Namen und Angaben…* (Ctrl+Shift+N):
    *Starten* and *Ändern*, the default buttons, looked the same with the keys and without;
    the lists (Jassart, Karten, Vorlage) had only the platform's faint line."""
    window = german_window
    open_match(qtbot, window, new_match("molotow", SIX[:4]))
    seen_in = {}

    def look(dialog):
        seen_in["first"] = name(focus())
        seen_in["first shown"] = shown(focus())
        seen_in["round"] = round_the_dialog(qtbot, dialog)
        dialog.done(0)

    errors = in_next_dialog(qtbot, look)
    shortcut(qtbot, keys)
    qtbot.waitUntil(lambda: "round" in seen_in or bool(errors))
    assert not errors, errors
    assert seen_in["first"] == first and seen_in["first shown"]
    _reached, unshown = seen_in["round"]
    assert not unshown, unshown


def blue_pixels(image):
    """How many pixels of *image* are the window's focus blue."""
    from jasstafel.ui.widgets.style import FOCUS_COLOR

    blue = QColor(FOCUS_COLOR).rgb()
    return sum(image.pixel(x, y) == blue
               for x in range(image.width()) for y in range(image.height()))


@pytest.mark.parametrize("setting", ["weis", "striche"])
def test_a_check_box_reached_by_tab_wears_the_blue_frame(german_window, qtbot, setting):
    """Köbi's Schieber, *Tischregeln…* by Alt+B, T, Tab down to a check box without text of
    its own: grabbed with the keys it is framed in blue all round; Tab on, the same box
    grabbed again has no blue and the same size (nothing moves as the keys come and go)."""
    window = german_window
    open_match(qtbot, window, koebi())
    seen_in = {}

    def look(dialog):
        box = tab_to(qtbot, setting)
        assert isinstance(box, QCheckBox)
        QApplication.processEvents()
        with_keys = box.grab().toImage()
        tab(qtbot)
        QApplication.processEvents()
        assert focus() is not box
        without = box.grab().toImage()
        seen_in.update(blue=(blue_pixels(with_keys), blue_pixels(without)),
                       sizes=(with_keys.size(), without.size()), framed=framed_all_round(
                           with_keys))
        dialog.reject()

    in_rules_dialog(qtbot, window, look)
    with_keys, without = seen_in["blue"]
    assert with_keys >= 40 and without == 0, seen_in
    assert seen_in["sizes"][0] == seen_in["sizes"][1] and seen_in["framed"]


def framed_all_round(image):
    """Blue at the middle of each of the four edges of *image*."""
    from jasstafel.ui.widgets.style import FOCUS_COLOR

    blue = QColor(FOCUS_COLOR).rgb()
    w, h = image.width(), image.height()
    return all(image.pixel(x, y) == blue for x, y in
               ((0, h // 2), (w - 1, h // 2), (w // 2, 0), (w // 2, h - 1)))
