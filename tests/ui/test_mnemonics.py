"""The Alt keys of the entry forms, in every language: each one the form's own, none taken
from the menu bar, and the keyboard help naming the keys that work.

A trial in French found the Fahnder's help (F1) promising Alt+N and Alt+R, which typed "n"
and "r" into the number field, while the tab "&Donne" took Alt+D from the menu "É&dition":
Alt+D opened the menu with "Annuler donne 3" chosen, and Enter undid a round.
"""

import re

import pytest
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import QAbstractButton, QApplication, QGroupBox, QLabel, QTabWidget

from jasstafel.core.matchfile import new_match

from .conftest import window_in
from .keyboard import shortcut, tab, type_

VARIANTS = {"schieber": 4, "coiffeur": 4, "molotow": 4, "handjass": 4, "fahnder": 4,
            "pandur": 4, "differenzler": 4, "guggitaler": 3, "punktetafel": 2}


@pytest.fixture(params=["de", "fr", "en"])
def any_window(request, qapp, qtbot, settings, autosaves):
    if request.param == "en":  # the source language: no catalog to install
        yield request.getfixturevalue("window")
    else:
        yield from window_in(request.param, qapp, qtbot, settings)


def letter(text):
    found = re.search(r"&([^&\s])", text.replace("&&", ""))
    return found.group(1).upper() if found else None


def form_letters(panel):
    texts = [b.text() for b in panel.findChildren(QAbstractButton)]
    texts += [t.tabText(i) for t in panel.findChildren(QTabWidget) for i in range(t.count())]
    texts += [g.title() for g in panel.findChildren(QGroupBox)]
    texts += [label.text() for label in panel.findChildren(QLabel) if label.buddy() is not None]
    return [k for k in map(letter, texts) if k]


def test_no_alt_key_of_a_form_is_the_menu_bar_s_and_the_help_names_real_keys(any_window):
    window = any_window
    menu = {letter(a.text()) for a in window.menuBar().actions()} - {None}
    assert len(menu) == 5
    shortcuts = {QKeySequence(s.key()).toString() for s in window.findChildren(QShortcut)}
    for variant, players in VARIANTS.items():
        window.start(new_match(variant, ["Anna", "Beat", "Cla", "Dora"][:players]))
        panel = window.panel
        mine = form_letters(panel)
        assert not set(mine) & menu, (variant, set(mine) & menu)
        assert len(mine) == len(set(mine)), (variant, mine)
        shortcuts |= {QKeySequence(s.key()).toString() for s in panel.findChildren(QShortcut)}
        for key in re.findall(r"Alt\+(\w)\b", panel.keys_help()):
            assert key.isdigit() or key in mine or f"Alt+{key}" in shortcuts, (variant, key)


def test_the_french_fahnder_s_tabs_by_their_keys_and_the_menu_stays_shut(french_window,
                                                                        qtbot):
    window = french_window
    window.start(new_match("fahnder", ["Anne", "Bernard", "Chloé", "Daniel"]))
    panel = window.panel
    qtbot.waitUntil(lambda: panel.isAncestorOf(QApplication.focusWidget()))
    help_text = panel.keys_help()
    assert "Alt+Z\u00a0: zéros pour une faute" in help_text
    assert "Alt+N retour à la donne" in help_text
    shortcut(qtbot, "Alt+Z")
    assert panel.tabs.currentIndex() == 1 and QApplication.activePopupWidget() is None
    shortcut(qtbot, "Alt+N")
    assert panel.tabs.currentIndex() == 0 and QApplication.activePopupWidget() is None
    shortcut(qtbot, "Ctrl+1")
    type_(qtbot, "150")
    tab(qtbot)
    assert "n" not in "".join(f.text() for f in panel.findChildren(type(panel.bid)))


def test_no_two_items_of_a_menu_share_their_letter(any_window):
    """German "Datei": "Vereinsabend &beitreten…" and "&Beenden"; French "Fichier": "Ouvrir
    un fichier &récent" and "&Rejoindre la soirée du club…": the letter only went to the
    first (a trial's)."""
    def check(menu, path):
        letters = [letter(a.text()) for a in menu.actions()
                   if not a.isSeparator() and a.isVisible() and letter(a.text())]
        doubled = {x for x in letters if letters.count(x) > 1}
        assert not doubled, (path, doubled, [a.text() for a in menu.actions()])
        for action in menu.actions():
            if action.menu() is not None:
                check(action.menu(), f"{path} › {action.text()}")

    for action in any_window.menuBar().actions():
        check(action.menu(), action.text())


# -- the Alt keys docs/window.md names ---------------------------------------------------------

#: a paragraph of docs/window.md (by its start) and the labels whose Alt key it names
DOCUMENTED = {
    "*Datei → Neue Partie*": [("NewMatchDialog", "&Variant"), ("NewMatchDialog", "&Cards"),
                              ("NewMatchDialog", "&Preset")],
    "**Handjass**": [("HandjassEntryPanel", "&Card points"), ("HandjassEntryPanel", "&Striche")],
    "**Fahnder**": [("FahnderEntryPanel", "&Nuller for a misdeed"),
                    ("FahnderEntryPanel", "&Round")],
    "*Hilfe → Tastatur*": [("MainWindow", "&View"), ("MainWindow", "&Edit")],
}
#: the View menu's items, named after its key: "Alt+A, then V, G or I"
VIEW_ITEMS = (("MainWindow", "&View"), ("MainWindow", "&History"), ("MainWindow", "&Chart"),
              ("MainWindow", "&Statistics"))


def catalog_letters(code):
    """(context, source) → the Alt letter of the label in language *code*."""
    from .texts import catalog

    return {(context, source): letter(source if code == "en" else forms[0])
            for context, source, forms in catalog("de" if code == "en" else code)}


def paragraph(doc, start):
    return doc[doc.index(start):].split("\n\n")[0].split("\n![")[0]


@pytest.mark.parametrize("code", ["de", "fr", "en"])
def test_the_docs_name_the_alt_keys_of_every_language(code):
    """docs/window.md listed the Handjass tabs' keys for English and German only ("Alt+C
    (German: Alt+K)"); the French window's tabs are "&Points de cartes" and "&Traits"."""
    from pathlib import Path

    doc = (Path(__file__).resolve().parents[2] / "docs" / "window.md").read_text("utf-8")
    letters = catalog_letters(code)
    for start, labels in DOCUMENTED.items():
        text = " ".join(paragraph(doc, start).split())
        for label in labels:
            assert f"Alt+{letters[label]}" in text, (code, start, label, letters[label])
    view, history, chart, statistics = (letters[label] for label in VIEW_ITEMS)
    said = f"Alt+{view}, then {history}, {chart} or {statistics}"
    assert said in " ".join(doc.split()), said
