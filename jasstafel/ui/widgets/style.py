"""The few looks every panel shares: a chosen button must be seen from across the table."""

from __future__ import annotations

from PySide6.QtWidgets import QAbstractItemView

#: the button (or list) with the keyboard focus, plainly marked: the platform's own mark (a
#: thin pale line, and only once Tab was pressed) was not seen on the Guggitaler's player
#: buttons, where the digits go; on a chosen (dark) button the mark is a light one. The mark
#: is a frame only, the button keeps the grey of the others: a light blue fill (and the
#: style's own shaded box inside the frame, ``outline``) read as "chosen" (a Romand trial's
#: "1 Sylvie" with nobody chosen yet)
FOCUS_COLOR = "#1a73e8"
BUTTON_FOCUS_STYLE = (
    " QPushButton:focus:!checked { background: palette(button); color: palette(button-text);"
    f" border: 2px solid {FOCUS_COLOR}; border-radius: 4px; padding: 2px 6px; outline: none; }}"
    " QPushButton:checked:focus { border: 3px solid #8ab4f8; outline: none; }"
)
FOCUS_STYLE = BUTTON_FOCUS_STYLE + (
    f" QComboBox:focus {{ border: 2px solid {FOCUS_COLOR}; border-radius: 3px;"
    " padding: 1px 4px; background: #ffffff; }"
)

#: a check box with the keyboard focus framed as the fields and lists are (the platform's
#: thin frame around its text was all, and none around a box without text: Tab to
#: *Weis und Stöck zählen* in Table rules showed nothing, users'); every check box keeps a
#: clear frame of the same width, so that none moves or grows when the focus comes
CHECK_BOX_FOCUS_STYLE = (
    " QCheckBox { border: 2px solid transparent; border-radius: 3px; }"
    f" QCheckBox:focus {{ border-color: {FOCUS_COLOR}; }}"
)

def view_focus_style(selector: str) -> str:
    """A list (*selector*: its type and ``#objectName``) with the keyboard focus framed as the
    buttons and boxes are: the platform's mark was a pale line round the current line only
    (about 1.7:1 on white; the club evening's tables list not drawn yet, a trial's). Without
    the focus the frame keeps the platform's grey and its width, so nothing moves."""
    return (f" {selector} {{ border: 2px solid palette(mid); }}"
            f" {selector}:focus {{ border-color: {FOCUS_COLOR}; }}")


def frame_focus(view: QAbstractItemView) -> None:
    """*view* (a list or table, named) framed as :func:`view_focus_style` says: every list
    and table of the two windows alike, not the platform's pale line round the current
    row only. By its name, so that its own header (a view too) keeps its look."""
    name = view.objectName()
    if not name:  # a programming error, also under python -O
        raise ValueError("a framed view needs its object name")
    view.setStyleSheet(view_focus_style(f"#{name}"))


#: the setup dialogs (New match, Table rules, Names and details): every field, list, box
#: and button with the keys framed alike
FORM_FOCUS_STYLE = FOCUS_STYLE + CHECK_BOX_FOCUS_STYLE

#: checkable buttons (contract, team, Weis team, Stöck, Match): the chosen one dark and bold,
#: never the light grey on grey of the platform style
CHOICE_STYLE = (
    "QPushButton:checked { background: #1d2a4a; color: #ffffff; font-weight: bold;"
    " border: 2px solid #e0a800; border-radius: 4px; }"
    " QPushButton:checked:disabled { background: #6b7390; }" + FOCUS_STYLE
)

#: the menu bar's title that has the keys: after Alt+B and Escape the bar keeps them (Qt, as
#: Windows and KDE do: the arrows go to the next menu, a second Escape back to the field),
#: and the platform style marked that title only while its menu was open, so nobody saw
#: where the keys went (a keyboard trial); marked as the focus is everywhere else
MENU_BAR_STYLE = (
    f"QMenuBar::item:selected {{ background: #e8f0fe; color: #1d2a4a;"
    f" border: 2px solid {FOCUS_COLOR}; border-radius: 3px; }}"
)
