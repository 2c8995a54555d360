"""A Romand Schreiber's trial at 1024×600 (French window): a Coiffeur, a team on the Joker ×8
row, Ctrl+K (Kontermatsch), Ctrl+T (Stöck), Enter. The preview said "Entrée serait refusée :
Contre-match : l'équipe qui a fait atout n'a fait aucun pli, elle inscrit 0", Enter the same in
red, the Stöck button stayed lit, and nothing said that the Stöck were the fault: a
Kontermatsch writes 0, without points, Match or Stöck (docs/variants/coiffeur.md). The refusal
names the Stöck, in every language; with the Stöck switched off the 0 is written."""

import pytest
from PySide6.QtCore import Qt

from jasstafel.core.matchfile import new_match

from .conftest import window_in
from .keyboard import ctrl, enter, open_match

PLAYERS = ["Anna", "Beat", "Cla", "Dora"]

SAID = {
    "en": "No Stöck with a Kontermatsch: the announcing team took no trick, it writes 0",
    "de": "Keine Stöck bei einem Kontermatsch: das ansagende Team hat keinen Stich gemacht, "
          "es schreibt 0",
    "fr": "Pas de stöck avec un contre-match\u00a0: l’équipe qui a fait atout n’a fait aucun pli, "
          "elle inscrit 0",
}
#: the preview's foretelling, the refusal after its colon: small in English and French
#: ("Entrée serait refusée : Pas de stöck …" read "entry" and a capital after the colon, a
#: Fribourg trial's), German with its capital (docs/translating.md)
REFUSED = {"en": "Enter would be refused: no Stöck with a Kontermatsch: the announcing team "
                 "took no trick, it writes 0",
           "de": "Enter würde abgelehnt: Keine Stöck bei einem Kontermatsch: das ansagende "
                 "Team hat keinen Stich gemacht, es schreibt 0",
           "fr": "Avec Entrée, ce serait refusé\u00a0: pas de stöck avec un contre-match\u00a0: "
                 "l’équipe qui a fait atout n’a fait aucun pli, elle inscrit 0"}


@pytest.mark.parametrize("language", ["en", "de", "fr"])
def test_stoeck_with_a_kontermatsch_are_named_as_the_fault(
        request, qapp, qtbot, settings, autosaves, language):
    windows = ([request.getfixturevalue("window")] if language == "en"
               else window_in(language, qapp, qtbot, settings))
    for window in windows:
        window.resize(1024, 600)
        panel, _board = open_match(qtbot, window, new_match("coiffeur", PLAYERS,
                                                            preset="swisslos_8"))
        ctrl(qtbot, Qt.Key.Key_Up)  # from Eichel ×1 up, round to the last row: Joker ×8
        assert panel.row.currentText() == "Joker ×8"
        ctrl(qtbot, "k")
        ctrl(qtbot, "t")
        assert panel.kontermatsch.isChecked() and panel.stoeck.isChecked()
        said = SAID[language]
        assert panel.preview_line.text() == REFUSED[language]
        enter(qtbot)
        assert len(window.controller.match.entries) == 0  # nothing written
        assert panel.error_text() == said  # said alone: a sentence, with its capital
        assert panel.preview_line.text() == ""  # and not again, small, by the preview
        ctrl(qtbot, "t")  # the Stöck off, as the refusal says: the Kontermatsch's 0 is written
        assert panel.error_text() == "" and "→ 0" in panel.preview_line.text()
        enter(qtbot)
        (entry,) = window.controller.match.entries
        assert entry.kontermatsch and not entry.stoeck and entry.row == 7
        assert window.controller.board.sides[0].figures["cells"][7] == 0
