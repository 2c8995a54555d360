"""French elides "de" and "que" before a vowel: "faute d’Anna", "8 d’écus", never
"faute de Anna"; before a consonant or a number the sentence is as the catalog writes it."""

import pytest

from jasstafel import i18n
from jasstafel.cli import main
from jasstafel.core.text import N, Text


@pytest.fixture
def french():
    previous = i18n.language()
    i18n.use("fr")
    yield
    i18n.use(previous)


@pytest.mark.parametrize(("player", "said"), [
    ("Anna", "faute d’Anna"), ("Emil", "faute d’Emil"), ("Éric", "faute d’Éric"),
    ("Beat", "faute de Beat"), ("Hans", "faute de Hans"), ("8", "faute de 8"),
])
def test_a_name_after_de(french, player, said):
    assert i18n.render(Text(N("fault by {player}"), player=player)) == said


def test_german_and_english_are_not_touched():
    for language, said in (("de", "Fehler von Anna"), ("en", "fault by Anna")):
        previous = i18n.language()
        i18n.use(language)
        try:
            assert i18n.render(Text(N("fault by {player}"), player="Anna")) == said
        finally:
            i18n.use(previous)


def test_the_card_drawn_at_a_molotow_tie_on_the_command_line(capsys):
    assert main(["--lang", "fr", "score", "docs/examples/molotow.jass"]) == 0
    out = capsys.readouterr().out
    # a card's name is small in a French sentence ("la dame de carreau"), elided too
    assert "Cla 8 d’écus" in out and "8 de écus" not in out


# -- the window's own sentences (``self.tr(…)`` formatted with ``i18n.fill``) -----------------


def opened(window, qtbot, variant, players):
    from PySide6.QtWidgets import QApplication

    from jasstafel.core.matchfile import new_match

    window.start(new_match(variant, players))
    qtbot.waitUntil(lambda: window.panel is not None and window.panel.isAncestorOf(
        QApplication.focusWidget()))
    return window.panel


def test_a_refusal_of_the_window_elides_before_a_name(french_window, qtbot):
    from .keyboard import enter, type_text

    panel = opened(french_window, qtbot, "differenzler", ["Anna", "Beat", "Cla", "Dora"])
    enter(qtbot)  # nothing typed: every prediction is missing, Anna's first
    said = panel.error_text()
    assert "les estimations d’Anna" in said and "de Anna" not in said, said
    for _ in range(4):
        type_text(qtbot, "40")
        enter(qtbot)
    type_text(qtbot, "157")  # the first player's card points; Enter: the others are missing
    enter(qtbot)
    said = panel.error_text()
    assert "points de cartes de Beat" in said, said  # a consonant: as the catalog writes it


def test_a_tooltip_of_the_window_elides_que(french_window, qtbot):
    from jasstafel.ui.widgets.numberfield import NumberField

    panel = opened(french_window, qtbot, "guggitaler", ["Beat", "Emil", "Cla", "Dora"])
    tips = [f.toolTip() for f in panel.findChildren(NumberField) if "ce qu" in f.toolTip()]
    assert any("ce qu’Emil a pris" in tip for tip in tips), tips
    assert any("ce que Beat a pris" in tip for tip in tips), tips
    assert not any("que Emil" in tip for tip in tips)
