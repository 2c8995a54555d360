"""A legend explains only the rules the table plays. A German trial: the legend of a Molotow
without Stöck and without a double last round (its table rules say "Stöck: keine") said
"St Stöck (minus)" and "(× 2, wenn sie doppelt zählt)". Each of the Molotow's two rules is
explained where the table plays it, and only there; the other variants' legends (Fahnder,
Guggitaler) already follow their tables (tests/print/test_guggitaler_sheet.py)."""

import pytest

from jasstafel.core.matchfile import new_match
from jasstafel.core.molotow import MolotowRound
from jasstafel.printing.sheet import write_pdf

from . import pdf_pages


@pytest.fixture(autouse=True)
def _app(qapp):
    return qapp


WEIS = "Weis: HW Handweis (minus), TW Tischweis (plus)"
STOECK = ", St Stöck (minus)"
ROUND = ". Round: what the round wrote"
DOUBLE = " (× 2 when it counts double)"


@pytest.mark.parametrize("stoeck", [False, True])
@pytest.mark.parametrize("double", [False, True])
def test_the_molotow_legend_says_only_the_tables_rules(tmp_path, stoeck, double):
    match = new_match("molotow", ["Anna", "Beat", "Cla", "Dora"],
                      settings={"rounds": 2, "stoeck": stoeck, "last_round_double": double})
    match.add(MolotowRound(points=[40, 38, 52, 27], hand_weis=[0, 20, 0, 0]))
    match.add(MolotowRound(points=[30, 45, 50, 32], tisch_weis=[0, 0, 20, 0],
                           stoeck=3 if stoeck else None))
    write_pdf(match, tmp_path / "m.pdf")
    text = " ".join(" ".join(pdf_pages(tmp_path / "m.pdf")).split())
    legend = text[text.index(WEIS):text.index("Final board")].strip()
    assert legend == (WEIS + (STOECK if stoeck else "") + ROUND + (DOUBLE if double else "")
                      + ".")
