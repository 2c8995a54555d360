"""French elides "de" and "que" before a vowel: "faute d’Anna", "8 d’Écus", never
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
    assert "Cla 8 d’Écus" in out and "8 de Écus" not in out
