"""A Fribourg trial's (French window, 1024×600): the names Jasstafel makes up for a French user
were German or English. `jasstafel variants --lang fr` and the New match form named the
Molotow's preset "Hausjass (stöck, …)"; File → Feuille vierge (PDF) offered
"schieber-swisslos-2500-fr-blank.pdf". A preset's title is said in the language, and the blank
sheet's file is named in it, from the words its menu shows (the variant, the preset), in
ASCII letters (any system, any mail takes them): "chibre-swisslos-2500-cartes-allemandes-
vierge.pdf". The match file's keys (the preset "hausjass") stay as they are."""

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from jasstafel.cli import main
from jasstafel.ui import printmenu
from jasstafel.ui.widgets.mnemonic import mnemonic_key

from .conftest import window_in
from .keyboard import ALT, press
from .test_blank_sheet_menu import shown

HAUSJASS = {"fr": "Règles maison (stöck, toutes les annonces de main, dernière donne double)",
            "de": "Hausjass (Stöck, alle Handweis, letzte Runde doppelt)",
            "en": "Hausjass (Stöck, every Handweis, last round double)"}


@pytest.mark.parametrize("language", ["fr", "de", "en"])
def test_the_molotow_preset_in_the_language(capsys, language):
    assert main(["variants", "--lang", language]) == 0
    out = capsys.readouterr().out
    assert f"    hausjass         {HAUSJASS[language]}\n" in out  # the key stays
    if language == "fr":
        assert "Hausjass" not in out


#: (variant menu item, preset menu item or None, the file offered), per language
BLANKS = {
    # a French window's menu lists the French cards' presets (docs/printing.md, the cards)
    "fr": [("Chibre", "Swisslos 2500 (cartes françaises)",
            "chibre-swisslos-2500-cartes-francaises-vierge.pdf"),
           ("Chibre", "Tournoi (règlement de club)", "chibre-tournoi-vierge.pdf"),
           ("Molotow", HAUSJASS["fr"], "molotow-regles-maison-vierge.pdf"),
           ("Bandoure", "Offres jusqu’à 290", "bandoure-offres-jusqu-a-290-vierge.pdf"),
           ("Guggitaler", "Guggitaler sans domino", "guggitaler-sans-domino-vierge.pdf"),
           ("Différence", None, "difference-vierge.pdf")],
    "de": [("Schieber", "Turnier (Jassverein)", "schieber-turnier-leer.pdf"),
           ("Handjass", "Wirtshaus (unter 21 Punkten gibt es einen Strich)",
            "handjass-wirtshaus-unter-21-punkten-gibt-es-einen-strich-leer.pdf")],
    "en": [("Schieber", "Turnier (Jassverein)", "schieber-turnier-blank.pdf"),
           ("Punktetafel", "To 100, with a lead of 2",
            "punktetafel-to-100-with-a-lead-of-2-blank.pdf")],
}


def menu_item(qtbot, text):
    """Down the open menu to the item *text*, as a Schreiber goes with the arrows."""
    menu = QApplication.activePopupWidget()
    for _ in range(len(menu.actions()) + 1):
        if menu.activeAction() is not None and shown(menu.activeAction().text()) == text:
            return menu
        press(qtbot, Qt.Key.Key_Down)
    raise AssertionError(f"{text} is not in {[a.text() for a in menu.actions()]}")


def offered_for(qtbot, monkeypatch, window, variant, preset):
    """File → Blank sheet (PDF) → *variant* (→ *preset*), by the keys; the file name the Save
    dialog was offered."""
    offered = []

    def ask(*args, **_kw):
        offered.append(args[3])
        return ""  # cancelled: nothing written
    monkeypatch.setattr(printmenu, "ask_save_path", ask)
    file_menu = window.file_menu
    press(qtbot, getattr(Qt.Key, "Key_" + mnemonic_key(file_menu.title())[-1]), ALT)
    qtbot.waitUntil(lambda: QApplication.activePopupWidget() is file_menu)
    blanks = next(a for a in file_menu.actions() if a.menu() is not None and "PDF" in a.text())
    press(qtbot, getattr(Qt.Key, "Key_" + mnemonic_key(blanks.text())[-1]))
    qtbot.waitUntil(lambda: QApplication.activePopupWidget() is not file_menu)
    variants = menu_item(qtbot, variant)
    if preset is None:
        press(qtbot, Qt.Key.Key_Return)
    else:
        press(qtbot, Qt.Key.Key_Right)  # the variant's presets
        qtbot.waitUntil(lambda: QApplication.activePopupWidget() is not variants)
        menu_item(qtbot, preset)
        press(qtbot, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: QApplication.activePopupWidget() is None)
    assert len(offered) == 1
    return offered[0]


# the offscreen platform cannot raise, size or grab the keyboard for a menu's popup
@pytest.mark.qt_log_ignore("does not support raise", "does not support grabbing the keyboard",
                           "does not support propagateSizeHints")
@pytest.mark.parametrize("language", ["fr", "de", "en"])
def test_the_blank_sheet_is_offered_under_a_name_in_the_language(
        request, qapp, qtbot, settings, autosaves, monkeypatch, language):
    windows = ([request.getfixturevalue("window")] if language == "en"
               else window_in(language, qapp, qtbot, settings, size=(1024, 600)))
    for window in windows:
        for variant, preset, name in BLANKS[language]:
            offered = offered_for(qtbot, monkeypatch, window, variant, preset)
            assert offered == name
            assert offered.isascii() and " " not in offered


#: the board's CSV written beside the entries' (File → Export CSV…), per language
BOARD_CSV = {"fr": "abend-ardoise.csv", "de": "abend-tafel.csv", "en": "abend-board.csv"}


@pytest.mark.parametrize("language", ["fr", "de", "en"])
def test_the_boards_csv_is_named_in_the_language(request, qapp, qtbot, settings, autosaves,
                                                 monkeypatch, tmp_path, language):
    """Export CSV… writes the entries under the name chosen and the board beside them: a
    French window wrote "abend-board.csv" beside "abend.csv", and said so."""
    from jasstafel.ui.widgets import messages

    windows = ([request.getfixturevalue("window")] if language == "en"
               else window_in(language, qapp, qtbot, settings, size=(1024, 600)))
    for window in windows:
        assert window.open_file("docs/examples/schieber-freier-jass.jass")
        monkeypatch.setattr(printmenu, "ask_save",
                            lambda *a, **k: (str(tmp_path / "abend.csv"), ""))
        window.paper.csv_action.trigger()
        board = tmp_path / BOARD_CSV[language]
        assert (tmp_path / "abend.csv").exists() and board.exists()
        assert sorted(p.name for p in tmp_path.glob("abend*")) == sorted(
            ["abend.csv", board.name])
        assert board.name in window.statusBar().currentMessage()
        # again: the board's file is asked about by its name
        asked: list[str] = []
        monkeypatch.setattr(messages, "confirm",
                            lambda _p, _t, text, said=asked, **_k: said.append(text))
        window.paper.csv_action.trigger()
        assert len(asked) == 1 and board.name in asked[0]
