"""Shortcuts in words, as the menus write them ("Strg+M" in a German window, "Ctrl+M" in
an English one): help texts and tooltips use these, never a hard-coded "Ctrl". And an Alt
key never types (:func:`alt_never_types`)."""

from __future__ import annotations

import sys

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QKeyEvent, QKeySequence
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractSpinBox,
    QApplication,
    QLineEdit,
    QMenu,
    QMenuBar,
    QPlainTextEdit,
    QTextEdit,
    QWidget,
)


def key_text(sequence: str | QKeySequence) -> str:
    """*sequence* ("Ctrl+M", portable form) as Qt shows it in the menus of this language."""
    keys = sequence if isinstance(sequence, QKeySequence) else QKeySequence(sequence)
    return keys.toString(QKeySequence.SequenceFormat.NativeText)


def key_range(first: str, last: str) -> str:
    """"Ctrl+1 … Ctrl+7" in the window's words."""
    return f"{key_text(first)} … {key_text(last)}"


def numbered_keys(prefix: str, numbers: list[int]) -> str:
    """The keys *prefix* + each of *numbers* in the window's words, a run of three or more
    as a range: "Ctrl+1 … Ctrl+6", "Ctrl+1, Ctrl+5, Ctrl+6", "Ctrl+1 … Ctrl+4, Ctrl+7"."""
    runs: list[list[int]] = []
    for n in sorted(numbers):
        if runs and n == runs[-1][-1] + 1:
            runs[-1].append(n)
        else:
            runs.append([n])
    said: list[str] = []
    for run in runs:
        if len(run) >= 3:
            said.append(key_range(f"{prefix}{run[0]}", f"{prefix}{run[-1]}"))
        else:
            said.extend(key_text(f"{prefix}{n}") for n in run)
    return ", ".join(said)


def menu_keys(bar: QMenuBar) -> list[tuple[str, list[str]]]:
    """Every key of the menus of *bar*, from their actions, so that a help made of them
    cannot leave one out (F1 left out Ctrl+S, Ctrl+Shift+S, Ctrl+Q and Ctrl+Shift+K, a
    keyboard tester's): for each menu with keys its title and "Ctrl+S Save now" for each
    action (all of its keys, "Ctrl+Shift+Z / Ctrl+Y Redo"; an action whose text changes
    says the words of its property ``keysWords``, "Undo", not "Undo round 2"). Hidden
    actions, and keys no Schreiber's keyboard has (:func:`on_a_keyboard`), are left out."""
    listed: list[tuple[str, list[str]]] = []

    def walk(menu: QMenu, into: list[str]) -> None:
        for action in menu.actions():
            sub = action.menu()
            if isinstance(sub, QMenu):
                walk(sub, into)
                continue
            keys = [key_text(k) for k in action.shortcuts() if on_a_keyboard(k)]
            if not keys or not action.isVisible():
                continue
            words = action.property("keysWords") or action.text()
            into.append(f"{' / '.join(keys)} {no_mnemonic_words(str(words))}")

    for title in bar.actions():
        menu = title.menu()
        if not isinstance(menu, QMenu) or not title.isVisible():
            continue
        keys: list[str] = []
        walk(menu, keys)
        if keys:
            listed.append((no_mnemonic_words(title.text()), keys))
    return listed


def on_a_keyboard(key: QKeySequence) -> bool:
    """Is *key* on a Schreiber's keyboard? Not a keyboard's own Undo or Redo key, nor F13 and
    above: Qt gives Undo F14 too where the system does (X11), and F1 said "Ctrl+Z / F14
    Undo", a key no PC keyboard has (a trial's)."""
    if not key.count():
        return False
    code = key[0].key()  # type: ignore[index]
    return code not in (Qt.Key.Key_Undo, Qt.Key.Key_Redo) and not (
        Qt.Key.Key_F13.value <= code.value <= Qt.Key.Key_F35.value)


def no_mnemonic_words(text: str) -> str:
    """A menu's words as a sentence says them: "&Save now" "Save now", "Save &as…" "Save
    as" ("&&" is an ampersand of the words)."""
    return text.replace("&&", "\0").replace("&", "").replace("\0", "&").rstrip("…").strip()


def enter_presses_button(root: QWidget, event: QKeyEvent) -> bool:
    """Enter on a button with the cursor presses it, as Space does (outside a dialog a Qt
    button lets Enter through to its parent: the history's Insert and Delete buttons began
    a correction, the club window's did nothing). True if a button was pressed."""
    from PySide6.QtCore import Qt

    if event.key() not in (Qt.Key.Key_Return, Qt.Key.Key_Enter) or event.modifiers() not in (
            Qt.KeyboardModifier.NoModifier, Qt.KeyboardModifier.KeypadModifier):
        return False
    button = QApplication.focusWidget()
    if isinstance(button, QAbstractButton) and root.isAncestorOf(button) and button.isEnabled():
        button.click()
        return True
    return False


#: the fields a key can type into
_TYPED_INTO = (QLineEdit, QAbstractSpinBox, QTextEdit, QPlainTextEdit)


class _AltNeverTypes(QObject):
    """Watches each field as it gets the cursor (a filter on the whole application would
    see every event of every object in Python: the start made classes it never used)."""

    def follow(self, _old: QWidget | None, new: QWidget | None) -> None:
        if isinstance(new, _TYPED_INTO) and not new.property("altNeverTypes"):
            new.setProperty("altNeverTypes", True)
            new.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt override
        if (event.type() == QEvent.Type.KeyPress and isinstance(event, QKeyEvent)
                and alt_typing(event)):
            return True  # nothing to type: an Alt key is a menu's, a button's or no one's
        return False


def alt_typing(event: QKeyEvent) -> bool:
    """Whether *event* is Alt with a letter (a digit, a sign) that a field would type: Alt
    and a key that no menu, button or tab of the window owns reached the field with the
    key's text ("c" for Alt+C), and a field typed it. AltGr is no Alt (on Windows it comes
    as Ctrl+Alt, on X11 as a key of its own); on macOS Alt is Option, which types letters
    (Option+E, é) and is left alone."""
    held = event.modifiers()
    return (sys.platform != "darwin"
            and bool(held & Qt.KeyboardModifier.AltModifier)
            and not held & Qt.KeyboardModifier.ControlModifier
            and event.text().isprintable() and bool(event.text().strip()))


def alt_never_types(app: QApplication) -> None:
    """Alt and a key never types into any field of *app*'s windows (the forms' numbers, the
    names, the club's dialogs): Alt+C typed a "c" into the card points, and the form said
    "Card points Team A: "c" is not a whole number", where the user wanted a menu (a
    trial's). Installed once; the menus' and the forms' own Alt keys act before it."""
    if getattr(app, "alt_never_types_", None) is None:
        keeper = _AltNeverTypes(app)
        app.focusChanged.connect(keeper.follow)
        keeper.follow(None, app.focusWidget())
        app.alt_never_types_ = keeper  # type: ignore[attr-defined]  # held: Qt calls it
