"""A match named in New match but not saved in a file: the window title says where it is.

The title read *Jasstafel – Sonntagsjass · Partie ohne Namen (automatisch gespeichert)*, which
users read as "the match has no name" although they had named it «Sonntagsjass»: "Namen"
meant the file's. The question on leaving it says *Die Partie «Sonntagsjass» ist noch in
keiner Datei gespeichert*; the title now agrees. A match without any title stays
*Partie ohne Namen*.
"""

import pytest
from PySide6.QtWidgets import QApplication, QLineEdit

from .keyboard import click, ctrl, enter, focus, in_next_dialog, tab, type_

PLAYERS = ["Hanna", "Sepp", "Rosmarie", "Toni"]

TITLES = {
    "en": ("Jasstafel – Sonntagsjass · not in a file yet (autosaved)",
           "Jasstafel – unnamed match (autosaved)"),
    "de": ("Jasstafel – Sonntagsjass · noch in keiner Datei (automatisch gesichert)",
           "Jasstafel – Partie ohne Namen (automatisch gespeichert)"),
    "fr": ("Jasstafel – Sonntagsjass · pas encore dans un fichier (enregistrée "
           "automatiquement)",
           "Jasstafel – partie sans nom (enregistrée automatiquement)"),
}


def new_match(qtbot, window, title):
    """File → New match (Ctrl+N): four players typed, *title* typed into the sheet's title
    field (a click: it has no key of its own), Enter starts it."""

    def start(dialog):
        for name in PLAYERS:
            assert focus().objectName().startswith("player"), focus().objectName()
            type_(qtbot, name)
            tab(qtbot)
        if title:
            field = next(w for w in dialog.findChildren(QLineEdit)
                         if w.accessibleName() == dialog.tr("Title"))
            click(qtbot, field)
            assert focus() is field
            type_(qtbot, title)
        enter(qtbot)
        qtbot.waitUntil(lambda: not dialog.isVisible())

    errors = in_next_dialog(qtbot, start)
    ctrl(qtbot, "n")
    qtbot.waitUntil(lambda: QApplication.activeModalWidget() is None)
    assert not errors, errors
    assert window.controller.session is not None
    assert window.controller.session.path is None  # in no file: autosaved only


@pytest.fixture(params=["en", "de", "fr"])
def language(request):
    return request.param


@pytest.fixture
def any_window(request, language):
    """The window in *language* (the English one is the plain window)."""
    return request.getfixturevalue({"en": "window", "de": "german_window",
                                    "fr": "french_window"}[language])


def test_a_titled_match_is_named_by_its_title_not_as_unnamed(any_window, qtbot, language):
    new_match(qtbot, any_window, "Sonntagsjass")
    assert any_window.controller.match.document.info.title == "Sonntagsjass"
    assert any_window.windowTitle() == TITLES[language][0]


def test_a_match_without_a_title_is_still_unnamed(any_window, qtbot, language):
    new_match(qtbot, any_window, "")
    assert any_window.windowTitle() == TITLES[language][1]
