"""The New match dialog: presets, settings, names, seats, refusals."""

import datetime

import pytest
from PySide6.QtWidgets import QAbstractSpinBox, QComboBox

from jasstafel.ui.newmatch import NewMatchDialog, recent_names

from .keyboard import wheel


def dialog_for(qtbot, settings, variant):
    d = NewMatchDialog(settings)
    qtbot.addWidget(d)
    d.variant.setCurrentIndex(d.variant.findData(variant))
    return d


def test_preset_settings_are_shown_and_editable(qtbot, settings):
    d = dialog_for(qtbot, settings, "schieber")
    d.preset.setCurrentIndex(d.preset.findData("swisslos_2500"))
    target = d.form.findChild(type(d.count), "setting_target")
    assert target.value() == 2500
    target.setValue(3000)
    for edit, name in zip(d.name_edits, "ABCD", strict=True):
        edit.setText(name)
    d.accept()
    assert d.match.document.settings.target == 3000
    assert d.match.document.settings.preset == "swisslos_2500"
    assert d.match.document.settings.factors["schilten"] == 2


def test_teams_seats_and_first(qtbot, settings):
    d = dialog_for(qtbot, settings, "schieber")
    for edit, name in zip(d.name_edits, ["Anna", "Beat", "Cla", "Dora"], strict=True):
        edit.setText(name)
    d.team_edits[0].setText("Die Jungen")
    d.first.setCurrentIndex(2)
    d.accept()
    doc = d.match.document
    assert [t.name for t in doc.teams] == ["Die Jungen", "Beat & Dora"]  # after the players
    assert [t.players for t in doc.teams] == [[0, 2], [1, 3]]
    assert doc.first == 2


def test_names_are_remembered_and_offered(qtbot, settings):
    d = dialog_for(qtbot, settings, "schieber")
    for edit, name in zip(d.name_edits, ["Anna", "Beat", "Cla", "Dora"], strict=True):
        edit.setText(name)
    d.accept()
    assert recent_names(settings)[:4] == ["Anna", "Beat", "Cla", "Dora"]
    again = dialog_for(qtbot, settings, "schieber")
    model = again.name_edits[0].completer().model()
    assert {model.index(i, 0).data() for i in range(model.rowCount())} >= {"Anna", "Dora"}
    assert again.preset.currentData() == "freier_jass"


def test_a_setup_the_rules_refuse_stays_open_with_the_reason(qtbot, settings):
    d = dialog_for(qtbot, settings, "coiffeur")
    d.count.setValue(5)  # Coiffeur: 2 or 3 teams of two, or 3 single players
    d.accept()
    assert d.match is None
    assert not d.error.isHidden() and "Coiffeur is played by 2 or 3 teams" in d.error.text()


def test_coiffeur_rows_editor(qtbot, settings):
    d = dialog_for(qtbot, settings, "coiffeur")
    d.preset.setCurrentIndex(d.preset.findData("swisslos_8"))
    rows = d.form.getters["rows"]()
    assert [r["factor"] for r in rows] == [1, 2, 3, 4, 5, 6, 7, 8]
    d.accept()
    assert len(d.match.document.settings.rows) == 8


@pytest.mark.parametrize("variant", ["schieber", "coiffeur"])
def test_the_wheel_changes_no_setting_without_focus(qtbot, settings, variant):
    """Scrolling the form with the wheel: Schilten ×2 stays ×2, whatever passes the mouse."""
    d = dialog_for(qtbot, settings, variant)
    d.show()
    before = (d.variant.currentData(), d.preset.currentData(), d.count.value(),
              d.first.currentData(), d.form.value())
    boxes = [w for kind in (QAbstractSpinBox, QComboBox) for w in d.findChildren(kind)
             if not w.hasFocus() and w.isVisible()]
    assert len(boxes) >= 5
    for box in boxes:
        for delta in (-120, 120):
            assert not wheel(box, delta).isAccepted(), box.objectName()
    assert (d.variant.currentData(), d.preset.currentData(), d.count.value(),
            d.first.currentData(), d.form.value()) == before


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
