"""Message boxes and tooltips that show names and paths as they are, never as HTML.

Qt guesses: a text that looks like HTML is rendered as HTML, so a player called
``<img src="/dev/zero">`` made a message box read /dev/zero until the program died, and
``<b>`` showed bold. Every message here is escaped and handed over as HTML on purpose
(``<qt>`` … ``</qt>``), so that whatever a user or a file wrote is shown letter for letter;
a right-to-left name in one is isolated (:func:`jasstafel.i18n.isolate_rtl`), so that the
numbers after it keep their order. A widget's tooltip is set by :func:`tip`, which gives a
screen reader the same words as plain text.

Every box is shown by :func:`ask`, which gives it the window's blue frame on the button with
the keys (``BUTTON_FOCUS_STYLE``): Qt's own boxes showed only the platform's thin pale
outline on the focused button (*Verwerfen* in *Diese Partie behalten?*, a keyboard trial's).
It also makes the box wide enough for its title (:func:`room_for_title`): a German trial's
*Partie kann nicht geöffnet werden* over a short text read "Partie kann nich… eöffnet werden".
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from PySide6.QtWidgets import QMessageBox, QWidget

# QMessageBox is imported when a message is shown: the start shows none, and its first use
# makes its enum classes (half a millisecond of the start, docs/performance.md)

#: how much larger than the box's own font a window manager may draw its title bar: the
#: title bold, and on a desktop at 150 % that the window does not follow, title and buttons
#: half again as large (openbox at 144 dpi wrote "Partie ka… werden" over a box Qt had made
#: for its own font, and "Partie kann nic… öffnet werden" over one with room for the title
#: alone at that size)
TITLE_SCALE = 1.5
#: the title bar's buttons at each end of a centered title, each about a line high (the
#: window's icon or menu, minimize, maximize, close)
TITLE_BUTTONS = 4
#: the share of the screen's width a box may take for its title
TITLE_SCREEN = 0.9


def plain(text: str) -> str:
    """*text* (names, paths, messages) made safe for a widget that guesses rich text."""
    import html  # here: the welcome page shows no message (1.3 ms of the start)

    from ...i18n import isolate_rtl  # a right-to-left name keeps the numbers in order

    return "<qt>" + html.escape(isolate_rtl(text), quote=False).replace("\n", "<br>") + "</qt>"


def tip(widget: QWidget, text: str) -> None:
    """*text* (names, messages) as *widget*'s tooltip, shown as it is (:func:`plain`), and as
    what a screen reader says of it, its accessible description, in plain text: Qt gives a
    screen reader the tooltip itself, and it read "<qt>Weis for Ueli &amp; Anna</qt>". An
    empty *text*: neither."""
    widget.setToolTip(plain(text) if text else "")
    widget.setAccessibleDescription(text)


def ask(box: QMessageBox) -> QMessageBox.StandardButton:
    """Show *box* until it is answered, its focused button framed as the window's are; the
    standard button pressed (NoButton for one of its own, or none)."""
    from PySide6.QtWidgets import QMessageBox

    from .style import BUTTON_FOCUS_STYLE

    box.setStyleSheet(BUTTON_FOCUS_STYLE)
    room_for_title(box)
    box.exec()
    clicked = box.clickedButton()
    return (QMessageBox.StandardButton.NoButton if clicked is None
            else box.standardButton(clicked))


def room_for_title(box: QMessageBox) -> None:
    """Make *box* wide enough for its title as a window manager writes it: Qt sizes a box
    for its text and for the title in Qt's own font with 50 pixels to spare, and the title
    bar then cut the title of a short message. The room: the title in bold and
    :data:`TITLE_BUTTONS` buttons a line high at each end, :data:`TITLE_SCALE` times as wide;
    never more than :data:`TITLE_SCREEN` of the screen. Made by an empty item as wide
    across the box's grid (a box's own size is set by Qt from its layout, each time it is
    shown)."""
    import math

    from PySide6.QtGui import QFont, QFontMetrics, QGuiApplication
    from PySide6.QtWidgets import QGridLayout, QSizePolicy, QSpacerItem

    layout = box.layout()
    title = box.windowTitle()
    if not title or not isinstance(layout, QGridLayout):
        return
    bold = QFont(box.font())
    bold.setBold(True)
    metrics = QFontMetrics(bold)
    room = math.ceil(TITLE_SCALE * (metrics.horizontalAdvance(title)
                                    + 2 * TITLE_BUTTONS * metrics.height()))
    screen = box.screen() or QGuiApplication.primaryScreen()
    if screen is not None:
        room = min(room, int(TITLE_SCREEN * screen.availableGeometry().width()))
    margins = layout.contentsMargins()
    wide = room - margins.left() - margins.right()
    policy = QSizePolicy.Policy.Minimum
    layout.addItem(QSpacerItem(max(wide, 0), 0, policy, policy), layout.rowCount(), 0, 1,
                   max(layout.columnCount(), 1))


def _box(parent: QWidget | None, title: str, text: str, icon: QMessageBox.Icon,
         buttons: QMessageBox.StandardButton) -> QMessageBox:
    """A box of *text* (names, paths: shown as they are, see :func:`plain`)."""
    from PySide6.QtWidgets import QMessageBox

    return QMessageBox(icon, title, plain(text), buttons, parent)


def warning(parent: QWidget | None, title: str, text: str) -> None:
    from PySide6.QtWidgets import QMessageBox

    ask(_box(parent, title, text, QMessageBox.Icon.Warning, QMessageBox.StandardButton.Ok))


def information(parent: QWidget | None, title: str, text: str) -> None:
    from PySide6.QtWidgets import QMessageBox

    ask(_box(parent, title, text, QMessageBox.Icon.Information,
             QMessageBox.StandardButton.Ok))


def about(parent: QWidget | None, title: str, text: str) -> None:
    """The program's *About* box: *text* is our own formatting (rich text), no user's
    words; the program's icon, as Qt's about box shows it."""
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QApplication, QMessageBox

    box = QMessageBox(QMessageBox.Icon.Information, title, text,
                      QMessageBox.StandardButton.Ok, parent)
    box.setTextFormat(Qt.TextFormat.RichText)
    icon = QApplication.windowIcon()
    if not icon.isNull():
        box.setIconPixmap(icon.pixmap(64, 64))
    ask(box)


def confirm(parent: QWidget | None, title: str, text: str, enter_says_no: bool = False,
            ) -> bool:
    """A Yes/No question; True for Yes. *enter_says_no*: Enter answers No (before anything
    is replaced or deleted that the user may not have meant)."""
    from PySide6.QtWidgets import QMessageBox

    button = QMessageBox.StandardButton
    box = _box(parent, title, text, QMessageBox.Icon.Question, button.Yes | button.No)
    if enter_says_no:
        box.setDefaultButton(button.No)
    return ask(box) == button.Yes


def choose(parent: QWidget | None, title: str, text: str,
           choices: list[tuple[str, str]], default: str, escape: str,
           details: str = "") -> str:
    """A question with named answers: *choices* are (key, button text); returns the key of
    the button pressed, *escape* for Esc or closing the box. The text is plain. *details*:
    words for whoever looks closer (the system's reason, in its own language), behind Qt's
    own *Show Details…* button, out of the question's sentences."""
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QMessageBox

    from ...i18n import isolate_rtl

    box = QMessageBox(parent)
    box.setIcon(QMessageBox.Icon.Question)
    box.setWindowTitle(title)
    box.setTextFormat(Qt.TextFormat.PlainText)
    box.setText(isolate_rtl(text))
    if details:
        box.setDetailedText(details)  # plain text always
    pairs = []  # the buttons are kept referenced: clickedButton() returns the same objects
    for key, label in choices:
        role = (QMessageBox.ButtonRole.RejectRole if key == escape
                else QMessageBox.ButtonRole.AcceptRole)
        button = box.addButton(label, role)
        pairs.append((button, key))
        if key == default:
            box.setDefaultButton(button)
        if key == escape:
            box.setEscapeButton(button)
    ask(box)
    clicked = box.clickedButton()
    return next((key for button, key in pairs if button is clicked), escape)


def drop_typing(parent: QWidget | None, title: str, text: str) -> bool:
    """The question before Esc, Cancel or ✕ of a dialog drops what was typed in it (New
    match, *Names and details*, *Sheet settings*): True for *Discard*; Esc, Enter and
    closing the question keep the dialog with the typing (*Go on typing*). The same words
    and keys in every dialog: an Esc meant for something else must not drop a name typed."""
    from PySide6.QtCore import QCoreApplication

    return choose(parent, title, text,
                  [("discard", QCoreApplication.translate("Messages", "&Discard")),
                   ("cancel", QCoreApplication.translate("Messages", "&Go on typing"))],
                  default="cancel", escape="cancel") == "discard"
