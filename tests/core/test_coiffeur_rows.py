"""Coiffeur rows as the table plays them: 6 to 12 rows, chosen by name or typed freely."""

import pytest

from jasstafel.core import RuleViolation
from jasstafel.core.coiffeur import (
    KIND_DESCRIPTIONS,
    PRESETS,
    ROWS_MAX,
    ROWS_MIN,
    CoiffeurRound,
    CoiffeurRow,
    check_rows,
    standard_rows,
)
from jasstafel.core.matchfile import new_match

FOUR = ["Anna", "Beat", "Cla", "Dora"]


def test_the_standard_rows_by_name():
    names = [r.name for r in standard_rows()]
    assert names == ["Eichel", "Rosen", "Schilten", "Schellen", "Obenabe", "Undenufe", "Slalom",
                     "Misère", "Gusti/Mery", "Wunsch", "Joker", "Coiffeur 3×3", "Trumpf frei",
                     "Blind", "Tutti"]
    assert [r.name for r in standard_rows("fr")][:4] == ["Kreuz", "Schaufel", "Herz", "Ecken"]
    kinds = {r.name: r.kind for r in standard_rows()}
    assert kinds["Eichel"] == kinds["Trumpf frei"] == "trump"
    assert kinds["Obenabe"] == kinds["Slalom"] == kinds["Gusti/Mery"] == "notrump"
    assert kinds["Misère"] == "misere"
    assert kinds["Wunsch"] == kinds["Joker"] == kinds["Coiffeur 3×3"] == "free"
    assert len({r.key for r in standard_rows()}) == len(standard_rows())
    assert set(KIND_DESCRIPTIONS) == {"trump", "notrump", "misere", "free"}


def test_six_to_twelve_rows():
    row = CoiffeurRow(name="Eichel", factor=1, kind="trump")
    assert (ROWS_MIN, ROWS_MAX) == (6, 12)
    check_rows([row] * 6)
    check_rows([row] * 12)
    for n in (5, 13):
        with pytest.raises(RuleViolation) as err:
            check_rows([row] * n)
        assert err.value.rule == "coiffeur.rows_count"
        assert err.value.message == f"A Coiffeur has 6 to 12 rows, not {n}"
    for preset in PRESETS.values():
        check_rows(preset.rows)


def test_twelve_standard_rows_play_by_their_kind():
    chosen = standard_rows()[:12]  # suits 1–4, Obenabe 5 … Misère 8 … Joker 11, Coiffeur 3×3 12
    rows = [{"name": r.name, "factor": i + 1, "kind": r.kind} for i, r in enumerate(chosen)]
    m = new_match("coiffeur", FOUR, settings={"rows": rows})
    names = [r["name"] for r in rows]
    # Slalom (notrump) ×7: no Stöck
    with pytest.raises(RuleViolation) as err:
        m.add(CoiffeurRound(team=0, row=names.index("Slalom"), points=80, stoeck=True))
    assert err.value.rule == "coiffeur.stoeck"
    # Joker (free) ×11: Stöck possible, (80 + 20) × 11 = 1100
    m.add(CoiffeurRound(team=0, row=names.index("Joker"), points=80, stoeck=True))
    # Misère ×8: (157 − 30) × 8 = 1016
    m.add(CoiffeurRound(team=1, row=names.index("Misère"), points=30))
    assert [s.total for s in m.board().sides] == [1100, 1016]


def test_a_freely_typed_row_with_its_kind():
    rows = [{"name": n, "factor": f, "kind": k} for n, f, k in (
        ("Eichel", 1, "trump"), ("Rosen", 2, "trump"), ("Schilten", 3, "trump"),
        ("Schellen", 4, "trump"), ("Obenabe", 5, "notrump"), ("Hausjass", 6, "free"))]
    m = new_match("coiffeur", FOUR, settings={"rows": rows})
    m.add(CoiffeurRound(team=0, row=5, points=157, match=True, stoeck=True))
    assert m.board().sides[0].total == (257 + 20) * 6
