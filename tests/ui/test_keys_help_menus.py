"""An English keyboard tester's (1366×768): Ctrl+S, Ctrl+Shift+S, Ctrl+Q and Ctrl+Shift+K are
in the menus, but the keyboard help (F1) did not name them, though window.md says F1 "lists
the keys of the variant in play and of the window". The help is made from the menus' own
actions now: every key a menu shows is in it, with the menu's word for it, in the words the
menus write keys (*Strg* in German)."""

import html

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence

from jasstafel.core.matchfile import new_match
from jasstafel.ui.widgets.keys import on_a_keyboard

from .keyboard import open_match, shortcut

WINDOWS = {"en": "window", "de": "german_window", "fr": "french_window"}
PLAYERS = ["Tom", "Beat", "Cla", "Dora"]


def menu_keys(window):
    """(keys, words) of every action of the menus with keys, as a menu shows them."""
    found = []

    def walk(menu):
        for action in menu.actions():
            if action.menu() is not None:
                walk(action.menu())
            elif action.shortcuts() and action.isVisible():
                # not a keyboard's own Undo key, which no Schreiber's has
                keys = [k.toString(QKeySequence.SequenceFormat.NativeText)
                        for k in action.shortcuts()
                        if on_a_keyboard(k)]
                found.append((keys, action.text()))

    for action in window.menuBar().actions():
        walk(action.menu())
    return found


def words(text):
    """A menu's words without its mnemonic and its "…"."""
    return text.replace("&&", "\0").replace("&", "").replace("\0", "&").rstrip("…").strip()


@pytest.mark.parametrize("language", ["en", "de", "fr"])
@pytest.mark.parametrize("variant", ["schieber", "coiffeur"])
def test_f1_names_every_key_of_the_menus(request, qtbot, dialogs, language, variant):
    window = request.getfixturevalue(WINDOWS[language])
    open_match(qtbot, window, new_match(variant, PLAYERS))
    shortcut(qtbot, "F1")
    said = html.unescape(dialogs.shown[-1][1].removeprefix("<qt>").removesuffix("</qt>")
                         .replace("<br>", "\n"))
    listed = menu_keys(window)
    shown = {key for keys, _text in listed for key in keys}
    # the tester's four, and the others of the menus
    quit_keys = QKeySequence.keyBindings(QKeySequence.StandardKey.Quit)  # Ctrl+Q on X11
    for key in (*quit_keys, "Ctrl+S", "Ctrl+Shift+S", "Ctrl+Shift+K", "Ctrl+N", "Ctrl+O",
                "Ctrl+P", "Ctrl+Z", "Ctrl+Shift+Z", "Ctrl+Y", "Ctrl+E", "Ctrl+Shift+N", "F11",
                "F1", "F6", "Shift+F6"):
        assert QKeySequence(key).toString(QKeySequence.SequenceFormat.NativeText) in shown, key
    for keys, text in listed:
        if text.startswith(("Undo", "Redo", "Rückgängig", "Wiederherstellen", "Annuler",
                            "Rétablir")):
            text = text.split(" ")[0].rstrip(":")  # "Undo round 2": the bare verb
        assert f"{' / '.join(keys)} {words(text)}" in said, (keys, text, said)
    # the variant's keys are said too, first
    assert said.startswith(window.panel.keys_help() + "\n\n")


def test_a_key_no_keyboard_has_is_not_named(qtbot):
    """Where the system gives Undo F14 too (X11: Qt's standard Undo keys are Ctrl+Z and F14),
    F1 said "Ctrl+Z / F14 Undo" (a trial's at 1024×600 under Xvfb): a key no PC keyboard has
    is left out, the others kept."""
    from PySide6.QtGui import QAction
    from PySide6.QtWidgets import QMenuBar

    from jasstafel.ui.widgets.keys import menu_keys

    bar = QMenuBar()
    qtbot.addWidget(bar)
    menu = bar.addMenu("&Edit")
    undo = QAction("&Undo", menu)
    undo.setShortcuts([QKeySequence("Ctrl+Z"), QKeySequence(Qt.Key.Key_F14),
                       QKeySequence(Qt.Key.Key_Undo)])
    menu.addAction(undo)
    redo = QAction("&Redo", menu)
    redo.setShortcuts([QKeySequence("Ctrl+Shift+Z"), QKeySequence("F12")])
    menu.addAction(redo)
    native = QKeySequence.SequenceFormat.NativeText
    assert menu_keys(bar) == [("Edit", [
        f"{QKeySequence('Ctrl+Z').toString(native)} Undo",
        f"{QKeySequence('Ctrl+Shift+Z').toString(native)} / F12 Redo"])]


@pytest.mark.parametrize(("language", "esc"), [
    ("en", "Esc: back from “Board only” to the form."),
    ("de", "Esc: von «Tafelmodus (nur die Tafel)» zurück zum Formular."),
    ("fr", "Échap\u00a0: de «\u00a0Mode ardoise (l’ardoise seule)\u00a0» retour au formulaire."),
])
def test_f1_says_esc_leaves_board_only_by_the_view_menu_s_name(request, qtbot, dialogs,
                                                                language, esc):
    """"Esc leaves the board only" (an English trial's) read as if Esc left the board: the
    mode is named as the View menu names it, and where Esc goes back to."""
    window = request.getfixturevalue(WINDOWS[language])
    open_match(qtbot, window, new_match("schieber", PLAYERS))
    shortcut(qtbot, "F1")
    said = html.unescape(dialogs.shown[-1][1].removeprefix("<qt>").removesuffix("</qt>")
                         .replace("<br>", "\n"))
    assert esc in said
    assert words(window.tafel_action.text()) in esc
