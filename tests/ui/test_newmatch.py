"""The New match dialog: presets, settings, names, seats, refusals.

Settings are typed as a person does: a click into the field (or Tab to it), the keys, Start.
"""

import datetime

import pytest
from PySide6.QtCore import Qt, QTranslator
from PySide6.QtWidgets import QAbstractSpinBox, QCheckBox, QComboBox, QLabel, QPushButton, QWidget

from jasstafel import i18n
from jasstafel.core.coiffeur import standard_rows
from jasstafel.ui import settingsform
from jasstafel.ui.newmatch import NewMatchDialog, recent_names
from jasstafel.ui.widgets.numberfield import NumberField

from .keyboard import CTRL, wheel


def dialog_for(qtbot, settings, variant, preset=None, deck=None):
    d = NewMatchDialog(settings)
    qtbot.addWidget(d)
    d.show()
    d.activateWindow()
    qtbot.waitUntil(d.isActiveWindow)
    d.variant.setCurrentIndex(d.variant.findData(variant))
    if deck is not None:
        d.deck.setCurrentIndex(d.deck.findData(deck))
    if preset is not None:
        d.preset.setCurrentIndex(d.preset.findData(preset))
    return d


def setting(d, name, kind=QWidget):
    widget = d.form.findChild(kind, f"setting_{name}")
    assert widget is not None, name
    return widget


def type_into(qtbot, field, text):
    """Click into the field, select what it holds, type *text* (as a person replaces it)."""
    qtbot.mouseClick(field, Qt.MouseButton.LeftButton)
    assert field.hasFocus()
    qtbot.keyClick(field, Qt.Key.Key_A, CTRL)
    if text:
        qtbot.keyClicks(field, text)
    else:
        qtbot.keyClick(field, Qt.Key.Key_Delete)


def click(qtbot, widget):
    """A click on a button, or on a check box's box."""
    pos = widget.rect().center()
    if isinstance(widget, QCheckBox):
        pos.setX(8)
    qtbot.mouseClick(widget, Qt.MouseButton.LeftButton, pos=pos)


def names(qtbot, d, players=("Anna", "Beat", "Cla", "Dora")):
    for edit, name in zip(d.name_edits, players, strict=False):
        type_into(qtbot, edit, name)


def test_preset_settings_are_shown_and_editable(qtbot, settings):
    d = dialog_for(qtbot, settings, "schieber", "swisslos_2500")
    target = setting(d, "target", NumberField)
    assert target.text() == "2500"
    type_into(qtbot, target, "3000")
    names(qtbot, d)
    d.accept()
    assert d.match.document.settings.target == 3000
    assert d.match.document.settings.preset == "swisslos_2500"
    assert d.match.document.settings.factors["schilten"] == 2


# -- nothing typed is cut, clamped or taken for 0 ------------------------------------------------


def test_a_large_target_stays_as_typed(qtbot, settings):
    d = dialog_for(qtbot, settings, "schieber")
    target = setting(d, "target", NumberField)
    type_into(qtbot, target, "45000")
    assert target.text() == "45000"  # not cut to 4500, not clamped
    names(qtbot, d)
    d.accept()
    assert d.match.document.settings.target == 45000


@pytest.mark.parametrize(("typed", "message"), [
    ("450000", "Target (target mode): at most 100000, not 450000"),
    ("99", "Target (target mode): at least 100, not 99"),
    ("", "The value of “Target (target mode)” is missing: type a number"),
    ("45oo", "Target (target mode): “45oo” is not a whole number"),
])
def test_a_target_out_of_range_is_refused_at_start_and_the_typing_stays(qtbot, settings, typed,
                                                                        message):
    d = dialog_for(qtbot, settings, "schieber")
    target = setting(d, "target", NumberField)
    type_into(qtbot, target, typed)
    names(qtbot, d)
    d.accept()
    assert d.match is None and d.isVisible()  # the dialog stays open
    assert d.error.text() == message and not d.error.isHidden()
    assert target.text() == typed  # the typing stays
    assert target.hasFocus() and target.is_refused()
    type_into(qtbot, target, "2000")  # corrected, Start again
    d.accept()
    assert d.match is not None and d.match.document.settings.target == 2000
    assert d.error.isHidden() and not target.is_refused()


def test_a_factor_is_refused_naming_its_contract(qtbot, settings):
    d = dialog_for(qtbot, settings, "schieber")
    factor = setting(d, "factors").findChild(NumberField, "factor_rosen")
    type_into(qtbot, factor, "25")
    d.accept()
    assert d.match is None
    assert d.error.text() == "Factor Roses: at most 20, not 25"
    assert factor.text() == "25" and factor.hasFocus()


def test_a_domino_point_refused_names_its_place(qtbot, settings):
    d = dialog_for(qtbot, settings, "guggitaler")
    last = setting(d, "domino_4").findChildren(NumberField)[3]
    type_into(qtbot, last, "-5")
    d.accept()
    assert d.match is None
    assert d.error.text() == "Domino points, 4 players, place 4: at least 0, not -5"


def test_the_number_of_players_is_never_cut(qtbot, settings):
    d = dialog_for(qtbot, settings, "molotow")
    type_into(qtbot, d.count, "7")  # Molotow: 3 to 6
    assert d.count.text() == "7" and d.count.is_refused()
    assert len(d.name_edits) == 4  # the rows shown stay until a number the variant can have
    d.accept()
    assert d.match is None and d.error.text() == "Number of players: at most 6, not 7"
    type_into(qtbot, d.count, "5")
    assert len(d.name_edits) == 5 and not d.count.is_refused()
    d.accept()
    assert len(d.match.document.players) == 5


def test_an_optional_number_switched_on_but_empty_is_refused(qtbot, settings):
    d = dialog_for(qtbot, settings, "fahnder")
    row = setting(d, "min_bid")
    check = row.findChild(QCheckBox, "on")
    field = row.findChild(NumberField)
    assert not field.isEnabled()
    click(qtbot, check)
    assert field.isEnabled() and field.text() == ""
    d.accept()
    assert d.match is None
    assert d.error.text() == "The value of “Minimum bid” is missing: type a number"
    type_into(qtbot, field, "60")
    d.accept()
    assert d.match.document.settings.min_bid == 60


def test_no_setting_is_a_spin_box(qtbot, settings):
    """One number field for the whole window: none of the settings forms has a spin box."""
    for variant in ("schieber", "coiffeur", "molotow", "handjass", "fahnder", "pandur",
                    "differenzler", "punktetafel", "guggitaler"):
        d = dialog_for(qtbot, settings, variant)
        assert not d.findChildren(QAbstractSpinBox), variant


# -- words -----------------------------------------------------------------------------------


RAW = {"wirtshaus", "gewinnstriche", "fewest", "under", "best", "all", "win", "higher",
       "lower", "shared", "total", "High bids", "Same deal", "Misdeal forfeits", "Min bid",
       "Missing penalty", "Wins", "Margin", "Loser", "Threshold", "Rewarded",
       "Last round double", "Hand weis", "Draw"}


@pytest.mark.parametrize("variant", ["schieber", "coiffeur", "molotow", "handjass", "fahnder",
                                     "pandur", "differenzler", "punktetafel", "guggitaler"])
def test_every_setting_has_a_label_words_and_a_tooltip(qtbot, settings, variant):
    d = dialog_for(qtbot, settings, variant)
    for preset in range(d.preset.count()):
        d.preset.setCurrentIndex(preset)
        assert d.preset.currentText() not in RAW
        assert "fewest points get" not in d.preset.currentText() or \
            d.preset.currentText().startswith("Wirtshaus (the fewest")
        layout = d.form.layout_
        for name, editor in d.form.editors.items():
            label = layout.labelForField(editor)
            assert isinstance(label, QLabel), name
            assert label.text() and label.text() not in RAW, (name, label.text())
            assert name in settingsform._variant_texts(variant) or name == "deck", name
            assert editor.toolTip(), (variant, name)
            if isinstance(editor, QComboBox):
                for i in range(editor.count()):
                    assert editor.itemText(i) not in RAW, (name, editor.itemText(i))
                    if not isinstance(editor.itemData(i), int):  # Striche: 5, 7, 9
                        assert editor.itemText(i) != str(editor.itemData(i)), name


def test_the_words_of_the_handjass_and_the_punktetafel(qtbot, settings):
    d = dialog_for(qtbot, settings, "handjass")
    assert d.preset.itemText(0) == "Wirtshaus (the fewest points get a Strich)"
    counting = setting(d, "counting", QComboBox)
    assert counting.currentText() == "Wirtshaus: the loser gets a Strich"
    assert setting(d, "loser", QComboBox).currentText() == "the fewest points (all tied lowest)"
    d = dialog_for(qtbot, settings, "punktetafel")
    assert setting(d, "wins", QComboBox).currentText() == "the higher total wins"
    assert d.form.layout_.labelForField(setting(d, "margin")).text() == \
        "Lead needed at the target"


def test_every_setting_text_is_translated_to_german(qapp, qtbot, settings):
    """The German catalog has every label, choice, tooltip and preset of the form."""
    from jasstafel.ui import i18n as ui_i18n

    english = {}
    for variant in ("schieber", "coiffeur", "molotow", "handjass", "fahnder", "pandur",
                    "differenzler", "punktetafel", "guggitaler"):
        d = dialog_for(qtbot, settings, variant)
        english[variant] = texts_of(d)
    assert ui_i18n.install(qapp, "de") is not None
    try:
        for variant, before in english.items():
            d = dialog_for(qtbot, settings, variant)
            after = texts_of(d)
            same = [a for a, b in zip(after, before, strict=True)
                    if a == b and any(c.isalpha() for c in a) and a not in KEEP]
            assert not same, (variant, same)
    finally:
        ui_i18n.uninstall(qapp)
        for translator in qapp.findChildren(QTranslator):  # Qt's own German too (Strg)
            qapp.removeTranslator(translator)


KEEP = {"Schieber", "Coiffeur", "Molotow", "Handjass", "Fahnder", "Pandur", "Differenzler",
        "Punktetafel", "Guggitaler", "Einfach 1000 (all ×1)", "Swisslos 2500", "Obenabe",
        "Undenufe", "Slalom", "Misère", "Matchbonus", "Fahnder (Peter Hammer)", "Handweis",
        "Standard (Jassreglement)", "Guggitaler mit Domino", "Turnier (Jassverein)",
        "Freier Jass (Jassverein)"}


def texts_of(d):
    out = [d.preset.itemText(i) for i in range(d.preset.count())]
    for editor in d.form.editors.values():
        out.append(d.form.layout_.labelForField(editor).text())
        out.append(editor.toolTip())
        if isinstance(editor, QComboBox):
            out += [editor.itemText(i) for i in range(editor.count())]
    return out


# -- teams, names, seats ---------------------------------------------------------------------


def test_teams_seats_and_first(qtbot, settings):
    d = dialog_for(qtbot, settings, "schieber")
    names(qtbot, d)
    type_into(qtbot, d.team_edits[0], "Die Jungen")
    d.first.setCurrentIndex(2)
    d.accept()
    doc = d.match.document
    assert [t.name for t in doc.teams] == ["Die Jungen", "Beat & Dora"]  # after the players
    assert [t.players for t in doc.teams] == [[0, 2], [1, 3]]
    assert doc.first == 2


def test_team_names_typed_stay_when_the_variant_changes(qtbot, settings):
    """A trial typed the team names in a Coiffeur, chose the Schieber instead, and they were
    gone (the players' names stayed): both stay for the next variant with teams."""
    d = dialog_for(qtbot, settings, "coiffeur")
    names(qtbot, d)
    type_into(qtbot, d.team_edits[0], "Die Jungen")
    type_into(qtbot, d.team_edits[1], "Die Alten")
    d.variant.setFocus()
    qtbot.keyClicks(d.variant, "Schieber")  # chosen by typing its name, as in a list
    assert d.variant.currentData() == "schieber"
    assert [e.text() for e in d.team_edits] == ["Die Jungen", "Die Alten"]
    d.accept()
    assert [t.name for t in d.match.document.teams] == ["Die Jungen", "Die Alten"]


def test_names_are_remembered_and_offered(qtbot, settings):
    d = dialog_for(qtbot, settings, "schieber")
    names(qtbot, d)
    d.accept()
    assert recent_names(settings)[:4] == ["Anna", "Beat", "Cla", "Dora"]
    again = dialog_for(qtbot, settings, "schieber")
    model = again.name_edits[0].completer().model()
    assert {model.index(i, 0).data() for i in range(model.rowCount())} >= {"Anna", "Dora"}
    assert again.preset.currentData() == "freier_jass"


def test_a_setup_the_rules_refuse_stays_open_with_the_reason(qtbot, settings):
    d = dialog_for(qtbot, settings, "coiffeur")
    type_into(qtbot, d.count, "5")  # Coiffeur: 2 or 3 teams of two, or 3 single players
    d.accept()
    assert d.match is None
    assert not d.error.isHidden() and "Coiffeur is played by 2 or 3 teams" in d.error.text()


@pytest.mark.parametrize("variant", ["schieber", "coiffeur"])
def test_the_wheel_changes_no_setting_without_focus(qtbot, settings, variant):
    """Scrolling the form with the wheel: Schilten ×2 stays ×2, whatever passes the mouse."""
    d = dialog_for(qtbot, settings, variant)
    before = (d.variant.currentData(), d.deck.currentData(), d.preset.currentData(),
              d.count.text(), d.first.currentData(), d.form.value())
    boxes = [w for kind in (QComboBox, NumberField) for w in d.findChildren(kind)
             if not w.hasFocus() and w.isVisible() and w.isEnabled()]
    assert len(boxes) >= 5
    for box in boxes:
        for delta in (-120, 120):
            assert not wheel(box, delta).isAccepted(), box.objectName()
    assert (d.variant.currentData(), d.deck.currentData(), d.preset.currentData(),
            d.count.text(), d.first.currentData(), d.form.value()) == before


def test_tab_goes_from_the_seats_into_the_settings(qtbot, settings):
    """Who announces first is the row under the number of players: Tab from it goes to
    Seat 1; from the last team's name into the table settings."""
    d = dialog_for(qtbot, settings, "schieber")
    d.first.setFocus()
    qtbot.keyClick(d.first, Qt.Key.Key_Tab)
    assert d.focusWidget() is d.name_edits[0]
    d.team_edits[-1].setFocus()
    qtbot.keyClick(d.team_edits[-1], Qt.Key.Key_Tab)
    assert d.focusWidget() is setting(d, "mode")
    qtbot.keyClick(d.focusWidget(), Qt.Key.Key_Tab)
    assert d.focusWidget() is setting(d, "target")


def test_team_names_follow_the_players_and_the_date_is_swiss(qtbot, settings):
    d = dialog_for(qtbot, settings, "schieber")
    for edit, name in zip(d.name_edits, ["Anna", "Beat", "Cla", "Dora"], strict=True):
        qtbot.keyClicks(edit, name)
    assert [e.placeholderText() for e in d.team_edits] == ["Anna & Cla", "Beat & Dora"]
    d.accept()
    assert [t.name for t in d.match.document.teams] == ["Anna & Cla", "Beat & Dora"]


def test_the_date_in_german(qtbot, settings):
    from jasstafel import i18n as core_i18n
    from jasstafel.ui.i18n import date_text

    core_i18n.use("de")
    try:
        assert date_text(datetime.date(2026, 12, 1)) == "01.12.2026"
        d = NewMatchDialog(settings)
        qtbot.addWidget(d)
        assert d.date.text() == date_text(datetime.date.today())
    finally:
        core_i18n.use("en")


# -- the deck and Swisslos -------------------------------------------------------------------


def test_a_romand_swisslos_herz_counts_once(qtbot, settings):
    """French deck, Swisslos 2500: Herz ×1, Ecken ×1, Schaufel ×2, Kreuz ×2 (RULES.md 0)."""
    d = dialog_for(qtbot, settings, "schieber")
    d.deck.setFocus()
    qtbot.keyClicks(d.deck, "F")  # French
    assert d.deck.currentData() == "fr"
    presets = [d.preset.itemData(i) for i in range(d.preset.count())]
    assert "swisslos_2500_fr" in presets and "swisslos_2500" not in presets
    d.preset.setCurrentIndex(d.preset.findData("swisslos_2500_fr"))
    factors = setting(d, "factors")
    herz = factors.findChild(QCheckBox, "play_schilten")
    assert herz.text() == "Hearts"
    assert factors.findChild(NumberField, "factor_schilten").text() == "1"
    names(qtbot, d)
    d.accept()
    chosen = d.match.document.settings
    assert chosen.deck == "fr" and chosen.preset == "swisslos_2500_fr"
    assert (chosen.factors["schilten"], chosen.factors["schellen"], chosen.factors["rosen"],
            chosen.factors["eicheln"]) == (1, 1, 2, 2)
    assert settings.value("new/deck") == "fr"


def test_changing_the_deck_takes_the_same_swisslos_preset_for_that_deck(qtbot, settings):
    d = dialog_for(qtbot, settings, "schieber", "swisslos_2500")
    assert setting(d, "factors").findChild(NumberField, "factor_schilten").text() == "2"
    d.deck.setCurrentIndex(d.deck.findData("fr"))
    assert d.preset.currentData() == "swisslos_2500_fr"
    assert setting(d, "factors").findChild(NumberField, "factor_schilten").text() == "1"
    d.deck.setCurrentIndex(d.deck.findData("de"))
    assert d.preset.currentData() == "swisslos_2500"


def test_a_coiffeur_swisslos_with_french_cards_and_its_rows(qtbot, settings):
    d = dialog_for(qtbot, settings, "coiffeur", deck="fr")
    presets = [d.preset.itemData(i) for i in range(d.preset.count())]
    assert presets == ["jassverein", "swisslos_8_fr", "swisslos_10_fr"]
    d.preset.setCurrentIndex(d.preset.findData("swisslos_8_fr"))
    rows = d.form.value()["rows"]
    assert [(r["name"], r["factor"]) for r in rows[:4]] == [
        ("Ecken", 1), ("Herz", 2), ("Schaufel", 3), ("Kreuz", 4)]
    d.preset.setCurrentIndex(d.preset.findData("jassverein"))  # not Swisslos: by the labels
    assert [r["name"] for r in d.form.value()["rows"][:4]] == [
        "Kreuz", "Ecken", "Herz", "Schaufel"]


def test_the_french_deck_is_the_default_when_the_window_speaks_french(qtbot, settings,
                                                                      monkeypatch):
    from jasstafel import i18n as core_i18n

    monkeypatch.setattr(core_i18n, "language", lambda: "fr")
    d = dialog_for(qtbot, settings, "schieber")
    assert d.deck.currentData() == "fr"
    monkeypatch.setattr(core_i18n, "language", lambda: "de")
    assert dialog_for(qtbot, settings, "schieber").deck.currentData() == "de"


def test_a_variant_without_suits_has_no_deck_choice(qtbot, settings):
    """The cards' row stays (the rows below keep their places), greyed, saying why."""
    d = dialog_for(qtbot, settings, "pandur")
    assert not d.deck.isHidden() and not d.deck.isEnabled()
    assert d.deck.currentText() == "Any cards: the board of this game names no suit"
    d = dialog_for(qtbot, settings, "molotow")
    assert not d.deck.isHidden() and d.deck.isEnabled()


# -- Schieber: a target per team, a double deck -------------------------------------------------


def test_a_handicap_and_a_double_deck_by_clicks_and_keys(qtbot, settings):
    d = dialog_for(qtbot, settings, "schieber")
    row = setting(d, "team_targets")
    click(qtbot, row.findChild(QCheckBox, "on"))
    a, b = row.findChild(NumberField, "part0"), row.findChild(NumberField, "part1")
    assert (a.text(), b.text()) == ("4500", "4500")
    type_into(qtbot, b, "4000")
    click(qtbot, setting(d, "double_deck", QCheckBox))
    names(qtbot, d)
    d.accept()
    chosen = d.match.document.settings
    assert chosen.team_targets == (4500, 4000) and chosen.double_deck


def test_a_handicap_target_out_of_range_names_the_team(qtbot, settings):
    d = dialog_for(qtbot, settings, "schieber")
    row = setting(d, "team_targets")
    click(qtbot, row.findChild(QCheckBox, "on"))
    type_into(qtbot, row.findChild(NumberField, "part1"), "40")
    d.accept()
    assert d.match is None and d.error.text() == "Target of team B: at least 100, not 40"


# -- Coiffeur rows ---------------------------------------------------------------------------


def rows_editor(d):
    return setting(d, "rows")


def test_coiffeur_rows_editor(qtbot, settings):
    d = dialog_for(qtbot, settings, "coiffeur", "swisslos_8")
    rows = d.form.value()["rows"]
    assert [r["factor"] for r in rows] == [1, 2, 3, 4, 5, 6, 7, 8]
    d.accept()
    assert len(d.match.document.settings.rows) == 8


def test_coiffeur_rows_are_added_up_to_12_and_removed_down_to_6(qtbot, settings):
    d = dialog_for(qtbot, settings, "coiffeur", "swisslos_8")
    editor = rows_editor(d)
    add = editor.findChild(QPushButton, "addRow")
    for _ in range(4):
        click(qtbot, add)
    assert len(editor.lines) == 12 and not add.isEnabled()
    click(qtbot, add)  # refused by the button itself: still 12
    assert len(editor.lines) == 12
    rows = d.form.value()["rows"]
    # new rows: the standard rows not yet on the sheet, with the next factors
    assert [(r["name"], r["factor"], r["kind"]) for r in rows[8:]] == [
        ("Slalom", 9, "notrump"), ("Misère", 10, "misere"), ("Gusti/Mery", 11, "notrump"),
        ("Wunsch", 12, "free")]
    assert editor.findChild(QLabel, "rowCount").text() == "12 rows (6 to 12)"
    for _ in range(7):
        click(qtbot, editor.findChild(QPushButton, "removeRow0"))
    assert len(editor.lines) == 6
    assert not editor.findChild(QPushButton, "removeRow0").isEnabled()
    names(qtbot, d)
    d.accept()
    chosen = d.match.document.settings.rows
    assert [r.name for r in chosen] == ["Joker", "Joker", "Slalom", "Misère", "Gusti/Mery",
                                        "Wunsch"]


def test_a_row_removed_by_mouse_leaves_the_list_where_it_was(qtbot, settings):
    """A trial's: ✕ on a row in the middle of a long list sent the cursor to the last row,
    and the dialog scrolled there, under the mouse about to remove the next row. The
    cursor goes to the ✕ of the row that takes the removed one's place, which is where the
    mouse is."""
    from PySide6.QtWidgets import QApplication, QScrollArea

    d = dialog_for(qtbot, settings, "coiffeur", "swisslos_8")
    d.resize(d.width(), 420)  # a netbook's: the settings scroll
    editor = rows_editor(d)
    for _ in range(4):
        click(qtbot, editor.findChild(QPushButton, "addRow"))
    scroll = next(a for a in d.findChildren(QScrollArea) if a.isAncestorOf(editor))
    third = editor.findChild(QPushButton, "removeRow2")
    scroll.ensureWidgetVisible(third)  # scrolled down to the third row, by the wheel
    QApplication.processEvents()
    where = scroll.verticalScrollBar().value()
    assert where > 0
    click(qtbot, third)
    QApplication.processEvents()
    assert len(editor.lines) == 11
    assert scroll.verticalScrollBar().value() == where
    assert editor.findChild(QPushButton, "removeRow2").hasFocus()
    for _ in range(9):  # on to the last: the cursor on the one above it
        click(qtbot, editor.findChild(QPushButton, f"removeRow{len(editor.lines) - 1}"))
    assert len(editor.lines) == 6  # the minimum: the ✕ are off, the cursor on a name
    focused = QApplication.focusWidget()
    assert focused is not None and editor.isAncestorOf(focused)
    assert not isinstance(focused, QPushButton)


def test_a_standard_row_chosen_by_keys_brings_its_kind(qtbot, settings):
    d = dialog_for(qtbot, settings, "coiffeur", "swisslos_8")
    editor = rows_editor(d)
    name = editor.findChild(QComboBox, "rowName7")  # the second Joker
    kind = editor.findChild(QComboBox, "rowKind7")
    assert kind.currentData() == "free"
    name.setFocus()
    offered = [name.itemText(i) for i in range(name.count())]
    assert offered == [i18n.row_name(r.name) for r in standard_rows()]  # Eichel: Acorns
    assert {"Trumpf frei", "Blind", "Tutti", "Coiffeur 3×3", "Gusti/Mery"} <= set(offered)
    assert name.currentText() == "Joker"
    for _ in range(offered.index("Joker") - offered.index("Misère")):
        qtbot.keyClick(name.lineEdit(), Qt.Key.Key_Up)  # up the list, as a person browses it
    assert name.currentText() == "Misère" and kind.currentData() == "misere"
    assert "157" in kind.toolTip()  # what the kind does


def test_a_row_typed_freely_keeps_its_name_and_the_kind_chosen(qtbot, settings):
    d = dialog_for(qtbot, settings, "coiffeur", "swisslos_8")
    editor = rows_editor(d)
    name = editor.findChild(QComboBox, "rowName7")
    kind = editor.findChild(QComboBox, "rowKind7")
    type_into(qtbot, name.lineEdit(), "Hausjass Bock")
    kind.setFocus()
    qtbot.keyClicks(kind, "n")  # no trump
    assert kind.currentData() == "notrump"
    factor = editor.findChild(NumberField, "rowFactor7")
    type_into(qtbot, factor, "15")
    names(qtbot, d)
    d.accept()
    last = d.match.document.settings.rows[7]
    assert (last.name, last.factor, last.kind) == ("Hausjass Bock", 15, "notrump")


def test_a_row_without_a_name_or_with_a_bad_factor_is_refused(qtbot, settings):
    d = dialog_for(qtbot, settings, "coiffeur", "swisslos_8")
    editor = rows_editor(d)
    name = editor.findChild(QComboBox, "rowName2")
    type_into(qtbot, name.lineEdit(), "")
    d.accept()
    assert d.match is None and d.error.text() == "Row 3: the name is missing"
    assert name.hasFocus() or name.lineEdit().hasFocus()
    type_into(qtbot, name.lineEdit(), "Schilten")
    factor = editor.findChild(NumberField, "rowFactor4")
    type_into(qtbot, factor, "1000")
    d.accept()
    assert d.match is None and d.error.text() == "Row 5: factor: at most 100, not 1000"
    assert factor.text() == "1000"


def test_the_core_refuses_a_coiffeur_with_too_few_rows(qtbot, settings, monkeypatch):
    """The editor stops at 6 rows; below that the core's check_rows says why (shown)."""
    d = dialog_for(qtbot, settings, "coiffeur", "swisslos_8")
    editor = rows_editor(d)
    editor.minimum = 1  # as a file or preset with fewer rows would bring
    editor._relayout()
    for _ in range(3):
        click(qtbot, editor.findChild(QPushButton, "removeRow0"))
    d.accept()
    assert d.match is None and d.error.text() == "A Coiffeur has 6 to 12 rows, not 5"


def test_setting_error_is_a_jass_error_for_other_dialogs():
    from jasstafel.core.errors import JassError

    assert issubclass(settingsform.SettingError, JassError)


def test_enter_in_a_setting_starts_or_says_why_not(qtbot, settings):
    d = dialog_for(qtbot, settings, "schieber")
    names(qtbot, d)
    target = setting(d, "target", NumberField)
    type_into(qtbot, target, "450000")
    qtbot.keyClick(target, Qt.Key.Key_Return)  # Enter: Start, as the button says
    assert d.isVisible() and d.match is None
    assert "at most 100000, not 450000" in d.error.text() and target.text() == "450000"
    qtbot.keyClick(target, Qt.Key.Key_Backspace)
    qtbot.keyClick(target, Qt.Key.Key_Return)
    assert d.match is not None and d.match.document.settings.target == 45000


def test_the_dialog_widens_for_the_french_handjass_rows(french_window, qtbot, settings):
    """A trial's French Handjass dialog cut its rows at the right ("…à égalit") and moved
    sideways under Tab: the dialog kept the width of the variant shown first (its own
    minimum width kept the layout from widening it). Now it widens with the rows of the
    variant chosen, and nothing needs a sideways scroll."""
    dialog = NewMatchDialog(settings, french_window)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitUntil(dialog.isVisible)
    dialog.resize(dialog.width(), 500)  # a laptop's height: the rows scroll up and down
    area = dialog.settings_area

    def whole():
        return area.widget().minimumSizeHint().width() <= area.viewport().width()

    for variant in ("schieber", "handjass", "pandur", "handjass"):
        dialog.variant.setCurrentIndex(dialog.variant.findData(variant))
        form = dialog.form
        qtbot.waitUntil(form.isVisible)  # its rows are laid out once it is shown
        qtbot.waitUntil(whole, timeout=5000)  # a bound for a busy machine, not a speed test
        assert area.horizontalScrollBar().maximum() == 0, variant
    assert dialog.width() <= french_window.screen().availableGeometry().width()


@pytest.mark.parametrize("before", ["differenzler", "molotow", "punktetafel"])
def test_a_variant_of_four_players_after_one_of_several_shows_no_stray_count(qtbot, settings,
                                                                          before):
    """Differenzler, then Schieber: the Differenzler's "Number of players" field stayed
    where it was, a stray box over Seat 1's field (a trial's). Every field of the players
    shown is in its row, none over another; the number's row stays, greyed, with the
    Schieber's 4 (Seat 1 keeps its place)."""
    d = dialog_for(qtbot, settings, before)
    assert d.count.isVisible()
    d.variant.setFocus()
    qtbot.keyClicks(d.variant, "S")  # Schieber, by its first letter
    assert d.variant.currentData() == "schieber"
    qtbot.waitUntil(lambda: d.name_edits[0].isVisible())
    assert d.count.isVisible() and not d.count.isEnabled() and d.count.text() == "4"
    shown = [w for w in d.players_box.findChildren(QWidget)
             if w.isVisible() and w.parent() is d.players_box]
    layout = d.players_layout
    assert all(layout.indexOf(w) >= 0 for w in shown), [w.objectName() for w in shown]
    for i, a in enumerate(shown):
        for b in shown[i + 1:]:
            assert not a.geometry().intersects(b.geometry()), (a, b)
    d.variant.setCurrentIndex(d.variant.findData(before))  # and back: the count again
    assert d.count.isEnabled() and layout.indexOf(d.count) >= 0
