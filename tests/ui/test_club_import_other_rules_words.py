"""Import match files…: the refusal of a match played with other table rules names the box to
tick and the field for the reason, by their labels.

A French club trial read "Ne l’importez que si c’est juste, confirmé avec la raison (elle est
notée). (rien n’a été importé)": "confirmé" hung on nothing, the box to tick was not named,
and a sentence in brackets followed the full stop. Now the file comes first with what was
done ("rien n’a été importé."), then why, then what accepts it in this window: the box's
label (without its note in brackets) and the reason field's ("Pourquoi ?"). Clicked and typed
as the secretary does: OK refused, the box ticked, the reason typed, OK taken."""

import random

import pytest
from PySide6.QtCore import Qt

from jasstafel.core import MatchInfo, matchfile

from .club_steps import open_club_window

EXAMPLE = "docs/examples/schieber-turnier.jass"  # 12 rounds

SAID = {
    "en": ("tisch2.jass: nothing was imported. The match was played with other table rules "
           "than the evening's: {rules}. Import it only if that is right, accepting its "
           "other table rules with the reason, which is logged. In this window: tick “Accept "
           "matches played with other table rules than the evening's” and write the reason "
           "in the field “Why?”."),
    "de": ("tisch2.jass: Nichts wurde importiert. Die Partie wurde mit anderen Tischregeln als "
           "jenen des Abends gespielt: {rules}. Importieren Sie sie nur, wenn das stimmt, und "
           "nehmen Sie ihre anderen Tischregeln mit dem Grund an; er wird protokolliert. In "
           "diesem Fenster: «Partien mit anderen Tischregeln als jenen des Abends annehmen» "
           "ankreuzen und den Grund ins Feld «Warum?» schreiben."),
    "fr": ("tisch2.jass\u00a0: rien n’a été importé. La partie a été jouée avec d’autres "
           "règles de la table que celles de la soirée\u00a0: {rules}. Ne l’importez que si "
           "c’est juste, en acceptant ses autres règles de la table avec la raison, qui est "
           "notée au journal. Dans cette fenêtre\u00a0: cochez «\u00a0Accepter des parties "
           "jouées avec d’autres règles de la table que celles de la soirée\u00a0» et écrivez "
           "la raison dans le champ «\u00a0Pourquoi\u00a0?\u00a0»."),
}


@pytest.fixture
def windows(request):
    return request.getfixturevalue({"en": "window", "de": "german_window",
                                    "fr": "french_window"}[request.param])


@pytest.mark.parametrize(("windows", "language"), [("en", "en"), ("de", "de"), ("fr", "fr")],
                         indirect=["windows"])
def test_the_refusal_names_the_box_and_the_field(windows, language, club_path, dialogs,
                                                 qtbot, tmp_path):
    cw = open_club_window(windows, dialogs)
    club = cw.club
    ids = [club.add_member(name).id for name in ("Odette", "Sylvie", "Éliane", "Monique")]
    evening = club.new_evening("2026-12-03", "schieber", preset="turnier", passen=1,
                               settings={"rounds": 2})
    club.draw(evening.id, ids, rng=random.Random(7))
    (table,) = club.drawn(evening.id)[0].tables
    played = tmp_path / "tisch2.jass"
    document = matchfile.load(EXAMPLE).document
    matchfile.save(document.model_copy(update={
        "players": [club.member(m).name for m in table.seats],
        "info": MatchInfo(title="Table 2", date="2026-12-03", table="1")}), played)
    cw.refresh()
    cw.tabs.setCurrentWidget(cw.evenings)
    cw.evenings.choose(evening.id)
    dialog = cw.evenings.page.import_dialog([str(played)])
    dialog.show()
    qtbot.waitExposed(dialog)
    ok = dialog.buttons.button(dialog.buttons.StandardButton.Ok)
    qtbot.mouseClick(ok, Qt.MouseButton.LeftButton)
    assert dialog.isVisible()
    rules = dialog.table.item(0, 5).text()
    assert dialog.error.text() == SAID[language].format(rules=rules)
    dialog.grab().save(str(tmp_path / f"fix-clubupgrade-import-{language}.png"))
    box = dialog.other_rules
    qtbot.mouseClick(box, Qt.MouseButton.LeftButton, pos=box.rect().center())
    assert box.isChecked()
    qtbot.mouseClick(dialog.note, Qt.MouseButton.LeftButton)
    qtbot.keyClicks(dialog.note, "8 donnes")
    qtbot.mouseClick(ok, Qt.MouseButton.LeftButton)
    assert dialog.result() == dialog.DialogCode.Accepted, dialog.error.text()
    assert [c.note for c in club.corrections(evening.id) if c.kind == "rules"] == ["8 donnes"]
