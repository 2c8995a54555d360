"""File → Blank sheet (PDF) as a Romand trial found it (LANGUAGE=fr, French cards).

Its variants came in the core's order (Chibre, Coiffeur, Fahnder, Handjass, Bandoure, Molotow,
…), the New match dialog's in another (Chibre, Coiffeur, Molotow, Handjass, Fahnder, Bandoure,
…): the games have one order everywhere, RULES.md's.

Every step is the Schreiber's: Alt+F, the submenu's letter, the arrows; the New match dialog is
opened with Ctrl+N and left with Esc.
"""

import re

import pytest
from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QApplication, QComboBox, QFileDialog

from jasstafel.core.registry import NAMES
from jasstafel.ui.variants import UI_VARIANTS
from tests.print import pdf_pages

from .keyboard import ALT, ctrl, enter, focus, in_next_dialog, press, tab, type_text
from .real_dialogs import file_name_field, real_dialogs_fixture  # noqa: F401

pytestmark = pytest.mark.qt_log_ignore("does not support raise",
                                       "does not support grabbing the keyboard",
                                       "does not support propagateSizeHints")


def new_match_variants(qtbot, window):
    """The games the New match dialog lists (Ctrl+N, read, Esc)."""
    listed = []

    def read(dialog):
        box = dialog.findChild(QComboBox, "variant")
        listed.extend(box.itemText(i) for i in range(box.count()))
        press(qtbot, Qt.Key.Key_Escape)

    errors = in_next_dialog(qtbot, read)
    ctrl(qtbot, "n")
    qtbot.waitUntil(lambda: QApplication.activeModalWidget() is None)
    assert not errors, errors
    back_to(qtbot, window)
    return listed


def back_to(qtbot, window):
    """The window active again after a dialog (the offscreen platform gives it back to
    nobody by itself)."""
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)


def open_blank_menu(qtbot, window):
    """Alt+F, then the Blank sheet submenu by its letter: the submenu's popup."""
    press(qtbot, Qt.Key.Key_F, ALT)
    qtbot.waitUntil(lambda: QApplication.activePopupWidget() is window.file_menu)
    title = QCoreApplication.translate("PrintActions", "&Blank sheet (PDF)")
    blank = next(a for a in window.file_menu.actions() if a.text() == title)
    letter = blank.text()[blank.text().index("&") + 1]
    press(qtbot, letter)
    qtbot.waitUntil(lambda: QApplication.activePopupWidget() is blank.menu())
    return blank.menu()


def shown(text):
    """What a menu item shows: its letter's ``&`` gone (every item has one: the variants' and
    the presets' are the window's own choice, tests/ui/test_blank_sheet_keys.py)."""
    return re.sub("&(.)", r"\1", text)


def close_menus(qtbot):
    while QApplication.activePopupWidget() is not None:
        press(qtbot, Qt.Key.Key_Escape)


def variants_in(menu):
    """The games a blank sheet is offered of, in the menu's order (not the cards' choice)."""
    return [shown(a.text()) for a in menu.actions()
            if not a.isSeparator() and not a.isCheckable()]


@pytest.mark.parametrize("language", ["fr", "en"])
def test_the_blank_sheets_list_the_games_as_new_match_does(request, qtbot, language):
    window = request.getfixturevalue({"fr": "french_window", "en": "window"}[language])
    offered = new_match_variants(qtbot, window)
    menu = open_blank_menu(qtbot, window)
    listed = variants_in(menu)
    close_menus(qtbot)
    assert listed == offered
    if language == "fr":  # RULES.md's order: sections 1 to 7
        assert listed[:6] == ["Chibre", "Coiffeur", "Molotow", "Handjass", "Fahnder",
                              "Bandoure"]


def test_the_core_lists_the_games_in_the_windows_order():
    """`jasstafel variants`, the refusal of an unknown game and the club's lists follow the
    core's registry, the window's New match dialog its table of windows: one order."""
    assert list(UI_VARIANTS) == list(NAMES)


# -- the cards ---------------------------------------------------------------------------------
#
# The trial's blank sheets named the German cards in a French window whose New match dialog
# offers the French ones (and remembers the cards chosen): Chibre → Jass libre printed
# "Facteurs : Glands ×5, Roses ×5, Écus ×2, Grelots ×2 …", Coiffeur → Règlement de club
# "Lignes : Glands ×1, Grelots ×2 …", Guggitaler → avec domino "Grelots (10)", "Ober (20)",
# "Roi de roses (40)". A blank sheet now has the cards a new match would have; the menu says
# which, and another can be chosen there (the same choice as New match's).

#: the cards in the menu as New match names them (English says "cards": a bare "French" in a
#: menu of sheets reads as the sheet's language)
FRENCH = {"fr": "Cartes françaises (trèfle, pique …)", "en": "French cards (Clubs, Spades …)"}
GERMAN = {"fr": "Cartes allemandes (glands, roses …)",
          "en": "Swiss German cards (Acorns, Roses …)"}
NEW_MATCH = {"French cards (Clubs, Spades …)": "French (Clubs, Spades …)"}


def cards_in(menu):
    """The cards' choices of the menu: {label: checked}."""
    return {shown(a.text()): a.isChecked() for a in menu.actions() if a.isCheckable()}


def down_to(qtbot, text):
    """Down the open menu to the item *text*, as a Schreiber goes with the arrows."""
    menu = QApplication.activePopupWidget()
    for _ in range(len(menu.actions()) + 1):
        if menu.activeAction() is not None and shown(menu.activeAction().text()) == text:
            return menu
        press(qtbot, Qt.Key.Key_Down)
    raise AssertionError(f"{text} is not in {[a.text() for a in menu.actions()]}")


def choose_cards(qtbot, window, label):
    """File → Blank sheet (PDF) → the cards *label*, Enter (the menu closes)."""
    open_blank_menu(qtbot, window)
    down_to(qtbot, label)
    press(qtbot, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: QApplication.activePopupWidget() is None)


def blank_sheet(qtbot, window, real_dialogs, path, variant, preset=None):
    """File → Blank sheet (PDF) → *variant* (→ *preset*), Enter; in Qt's file dialog *path*
    typed over the name offered, Enter. The name offered and the PDF's text, its runs of
    white space one space."""
    offered = []

    def save(dialog):
        field = file_name_field(dialog)
        offered.append(field.text())
        field.selectAll()
        type_text(qtbot, str(path))
        enter(qtbot)

    real_dialogs.when(QFileDialog, save)
    open_blank_menu(qtbot, window)
    variants = down_to(qtbot, variant)
    if preset is not None:
        press(qtbot, Qt.Key.Key_Right)  # the variant's presets
        qtbot.waitUntil(lambda: QApplication.activePopupWidget() is not variants)
        down_to(qtbot, preset)
    press(qtbot, Qt.Key.Key_Return)
    real_dialogs.check()
    back_to(qtbot, window)
    return offered[0], " ".join(" ".join(pdf_pages(path)).split())


def presets_of(qtbot, window, variant):
    """The presets the menu offers for *variant* (the menus closed again)."""
    open_blank_menu(qtbot, window)
    variants = down_to(qtbot, variant)
    press(qtbot, Qt.Key.Key_Right)
    qtbot.waitUntil(lambda: QApplication.activePopupWidget() is not variants)
    listed = [shown(a.text()) for a in QApplication.activePopupWidget().actions()]
    close_menus(qtbot)
    return listed


def test_a_french_windows_blank_sheets_name_the_french_cards(french_window, qtbot, tmp_path,
                                                             real_dialogs):
    window = french_window
    menu = open_blank_menu(qtbot, window)
    assert cards_in(menu) == {GERMAN["fr"]: False, FRENCH["fr"]: True}
    close_menus(qtbot)
    # the presets New match offers with the French cards: Swisslos's French one only
    chibre = presets_of(qtbot, window, "Chibre")
    assert "Swisslos 2500 (cartes françaises)" in chibre
    assert "Swisslos 2500 (cartes allemandes)" not in chibre

    offered, text = blank_sheet(qtbot, window, real_dialogs, tmp_path / "chibre.pdf", "Chibre",
                                "Jass libre (règlement de club)")
    assert offered == "chibre-jass-libre-vierge.pdf"
    # RULES.md section 0: Eichel = Kreuz (trèfle), Rose = Schaufel (pique), Schilte = Herz
    # (cœur), Schelle = Ecken (carreau); the factors are the preset's
    assert "Facteurs : Trèfle ×5, Pique ×5, Cœur ×2, Carreau ×2, Obenabe ×3, Undenufe ×4" in text

    _, text = blank_sheet(qtbot, window, real_dialogs, tmp_path / "coiffeur.pdf", "Coiffeur",
                          "Règlement de club")
    assert "Lignes : Trèfle ×1, Carreau ×2, Cœur ×3, Pique ×4, Obenabe ×5" in text
    assert "Carreau 2 Cœur 3" in text  # the grid's rows too

    _, text = blank_sheet(qtbot, window, real_dialogs, tmp_path / "guggitaler.pdf",
                          "Guggitaler", "Guggitaler avec domino")
    # RULES.md section 7: with the French deck game 2 is Herz, game 3 Dame, game 4 Kreuzkönig
    for game in ("Cœur (10)", "Dame (20)", "Roi de trèfle (40)"):
        assert game in text, game
    for german in ("Grelots", "Ober", "Roi de roses", "Glands", "Écus"):
        assert german not in text, german


def test_the_cards_chosen_for_a_blank_sheet_are_new_matchs_too(french_window, qtbot, tmp_path,
                                                               real_dialogs):
    """A Romand club that plays the German cards: chosen once in the menu, they stay, for
    the blank sheets and the next new match."""
    window = french_window
    choose_cards(qtbot, window, GERMAN["fr"])
    menu = open_blank_menu(qtbot, window)
    assert cards_in(menu) == {GERMAN["fr"]: True, FRENCH["fr"]: False}
    close_menus(qtbot)
    chibre = presets_of(qtbot, window, "Chibre")
    assert "Swisslos 2500 (cartes allemandes)" in chibre
    assert "Swisslos 2500 (cartes françaises)" not in chibre
    _, text = blank_sheet(qtbot, window, real_dialogs, tmp_path / "coiffeur.pdf", "Coiffeur",
                          "Règlement de club")
    assert "Lignes : Glands ×1, Grelots ×2, Écus ×3, Roses ×4" in text

    shown = []

    def read(dialog):
        shown.append(dialog.findChild(QComboBox, "deck").currentText())
        press(qtbot, Qt.Key.Key_Escape)

    errors = in_next_dialog(qtbot, read)
    ctrl(qtbot, "n")
    qtbot.waitUntil(lambda: QApplication.activeModalWidget() is None)
    assert not errors, errors
    back_to(qtbot, window)
    assert shown == [GERMAN["fr"]]


def test_the_blank_sheets_follow_the_cards_of_the_last_new_match(window, qtbot, tmp_path,
                                                                  real_dialogs):
    """An English window starts with the Swiss German cards; a match started with the French
    ones leaves them for the blank sheets too."""
    menu = open_blank_menu(qtbot, window)
    assert cards_in(menu) == {GERMAN["en"]: True, FRENCH["en"]: False}
    close_menus(qtbot)

    def start(dialog):
        for name in ("Anna", "Beat", "Cla", "Dora"):
            assert focus().objectName().startswith("player"), focus().objectName()
            type_text(qtbot, name)
            tab(qtbot)
        press(qtbot, Qt.Key.Key_C, ALT)  # &Cards
        assert focus().objectName() == "deck"
        press(qtbot, Qt.Key.Key_Down)
        assert focus().currentText() == NEW_MATCH[FRENCH["en"]]
        press(qtbot, Qt.Key.Key_S, ALT)  # &Start
        qtbot.waitUntil(lambda: not dialog.isVisible())

    errors = in_next_dialog(qtbot, start)
    ctrl(qtbot, "n")
    qtbot.waitUntil(lambda: QApplication.activeModalWidget() is None)
    assert not errors, errors
    assert window.controller.session is not None
    back_to(qtbot, window)

    menu = open_blank_menu(qtbot, window)
    assert cards_in(menu) == {GERMAN["en"]: False, FRENCH["en"]: True}
    close_menus(qtbot)
    _, text = blank_sheet(qtbot, window, real_dialogs, tmp_path / "coiffeur.pdf", "Coiffeur",
                          "Jassverein (rule book)")
    assert "Rows: Clubs ×1, Diamonds ×2, Hearts ×3, Spades ×4" in text
