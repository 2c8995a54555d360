"""`jasstafel score` as a German trial read it: a Handjass round said "Punkte 45 · 38 · 52 · 22
→ Strich für Dora" (whose points were whose?), where the other variants name every player;
a Molotow's figures said "Handweis 20; Tischweis 0", where the window and the sheet write
"−20" and "–". The same words and signs as the window."""

from pathlib import Path

import pytest

from jasstafel.cli import main

pytestmark = pytest.mark.usefixtures("qapp")

EXAMPLES = Path(__file__).resolve().parents[2] / "docs" / "examples"


def score(capsys, name, lang):
    code = main(["score", str(EXAMPLES / name), "--lang", lang])
    out, err = capsys.readouterr()
    assert code == 0, err
    return out


def test_a_handjass_round_names_every_player_s_points(capsys):
    out = score(capsys, "handjass-standard.jass", "de")
    # docs/examples/handjass-standard.jass, round 1: Dora has the fewest, round 4: three tied
    assert "  1  Anna 45, Beat 38, Cla 52, Dora 22 → Strich für Dora  " in out, out
    # a line longer than the column goes on below, under its own start
    assert "  4  Anna 35, Beat 35, Cla 52, Dora 35 → Strich für Anna, Beat  " in out, out
    assert "\n     und Dora\n" in out, out
    assert "Punkte 45" not in out and " · " not in out.split("\n\n")[1], out


def test_a_handjass_round_without_a_strich_in_french(capsys):
    out = score(capsys, "handjass-unter-21.jass", "fr")
    assert "→ aucun trait" in out or "→ trait pour" in out, out
    assert "Points " not in out, out


@pytest.mark.parametrize(("lang", "lines"), [
    ("de", ["1. Anna: 265  Handweis −20; Tischweis –; gezogene Karte: Eicheln König",
            "3. Beat: 334  Handweis –; Tischweis +20",
            "4. Dora: 342  Handweis −50; Tischweis +20"]),
    ("en", ["1. Anna: 265  Handweis −20; Tischweis –; card drawn: King of Acorns",
            "3. Beat: 334  Handweis –; Tischweis +20"]),
])
def test_the_molotow_weis_have_the_window_s_signs(capsys, lang, lines):
    out = score(capsys, "molotow.jass", lang)
    for line in lines:
        assert line in out.splitlines(), out


def test_the_stoeck_points_are_minus_points(capsys):
    out = score(capsys, "molotow-hausjass.jass", "de")
    # docs/examples/molotow-hausjass.jass: Cla and Dora had the Stöck (−20 each)
    assert "3. Cla: 281  Handweis –; Tischweis –; Stöck 1; Stöckpunkte −20" in out, out
    assert "4. Anna: 281  Handweis −20; Tischweis –; Stöck 0; Stöckpunkte –" in out, out
