"""A Match (or Kontermatsch) pressed by mistake and pressed again: the points it wrote go.

A trial's Coiffeur: Ctrl+K, Ctrl+K left "0" in the points field and the line said "writes:
… 0 card points"; Ctrl+M, Ctrl+M left 157 and wrote 628, a round nobody typed. Now the field
shows again what was typed before the button (empty: Enter says the points are missing), in
the Coiffeur and in the Schieber, through the keys.
"""

from jasstafel.core.matchfile import new_match

from .keyboard import clear_field, open_match, shortcut, type_

FOUR = ["Anna", "Beat", "Cla", "Dora"]


def test_the_coiffeur_s_buttons_give_the_points_back(window, qtbot):
    panel, _board = open_match(qtbot, window, new_match("coiffeur", FOUR))
    for key in ("Ctrl+K", "Ctrl+M"):
        shortcut(qtbot, key)
        assert panel.points.text() in ("0", "157")
        shortcut(qtbot, key)
        assert panel.points.text() == "", key
        assert not panel.preview_line.text().startswith("writes")
    type_(qtbot, "77")
    shortcut(qtbot, "Ctrl+M")
    shortcut(qtbot, "Ctrl+K")  # from one button to the other, then off
    shortcut(qtbot, "Ctrl+K")
    assert panel.points.text() == "77"
    shortcut(qtbot, "Ctrl+M")
    clear_field(qtbot)
    type_(qtbot, "120")  # typed over the Match: it goes, the typing stays
    assert not panel.match.isChecked() and panel.points.text() == "120"


def test_the_schieber_s_buttons_give_the_points_back(window, qtbot):
    panel, _board = open_match(qtbot, window, new_match("schieber", FOUR))
    shortcut(qtbot, "Ctrl+1")
    for key in ("Ctrl+M", "Ctrl+K"):
        shortcut(qtbot, key)
        assert "157" in [f.text() for f in panel.points]
        shortcut(qtbot, key)
        assert [f.text() for f in panel.points] == ["", ""], key
    type_(qtbot, "60")
    shortcut(qtbot, "Ctrl+M")
    shortcut(qtbot, "Ctrl+M")
    assert [f.text() for f in panel.points] == ["60", ""]
    assert window.controller.match.entries == ()


def test_the_fahnder_s_match_puts_157_over_points_typed_and_gives_them_back(window, qtbot):
    """A trial's: 80 typed, then Ctrl+M lit the Match but left 80, and Enter was refused.
    As in the Schieber, the Match writes 157 into the field; pressed again, 80 is back;
    typed over, the Match goes and the typing stays."""
    from jasstafel.core.fahnder import FahnderRound

    panel, _board = open_match(qtbot, window, new_match("fahnder", FOUR))
    shortcut(qtbot, "Ctrl+1")
    type_(qtbot, "120")
    shortcut(qtbot, "Ctrl+6")
    shortcut(qtbot, "Alt+3")
    type_(qtbot, "80")
    shortcut(qtbot, "Ctrl+M")
    assert panel.match.isChecked() and panel.points.text() == "157"
    assert panel.opponents.text() == ""
    assert panel.preview_line.text().startswith("writes")
    shortcut(qtbot, "Ctrl+M")
    assert not panel.match.isChecked() and panel.points.text() == "80"
    shortcut(qtbot, "Ctrl+M")
    clear_field(qtbot)
    type_(qtbot, "100")
    assert not panel.match.isChecked() and panel.points.text() == "100"
    shortcut(qtbot, "Ctrl+M")
    shortcut(qtbot, "Return")
    assert window.controller.match.entries == (FahnderRound(
        fahnder=0, partner=2, bid=120, contract="rosen", points=157, match=True),)
    assert panel.points.text() == "" and not panel.match.isChecked()
