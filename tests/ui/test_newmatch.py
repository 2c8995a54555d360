"""The New match dialog: presets, settings, names, seats, refusals."""

from jasstafel.ui.newmatch import NewMatchDialog, recent_names


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
