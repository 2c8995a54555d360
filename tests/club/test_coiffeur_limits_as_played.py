"""A Coiffeur table's most, as the club's limits say it, is what the board writes: a Match in
every row, with Stöck wherever the board takes them (trump rows and free rows: Wunsch,
Coiffeur 3×3 …).

A Romand organiser's trial: a valid match file (a Match in all 11 rows, Stöck in the trump
rows and in Wunsch ×10 and Coiffeur 3×3 ×11) was imported at 17'582; every correction of
that table was then refused, "a Coiffeur of 11 rows writes a team at most 17'162 points":
the limits counted Stöck in trump rows only. Here the best match is played by the core,
row by row, for every preset, and the limits must accept its total and refuse one more."""

import pytest

from jasstafel import i18n
from jasstafel.club import ClubInputError
from jasstafel.club.limits import Side, check_table
from jasstafel.core import RuleViolation
from jasstafel.core.coiffeur import PRESETS, CoiffeurRound
from jasstafel.core.matchfile import new_match


def best_total(preset: str, **settings) -> tuple[int, dict]:
    """Team A's total when it makes a Match in every row, with Stöck where the board takes
    them; and the table's settings as the club keeps them."""
    match = new_match("coiffeur", ["Anna", "Beat", "Cla", "Dora"], preset=preset,
                      settings=settings or None)
    for row, kept_row in enumerate(match.document.settings.rows):
        points = 0 if kept_row.kind == "misere" else 157  # Misère's Match: no trick at all
        try:
            match.add(CoiffeurRound(team=0, row=row, points=points, match=True, stoeck=True))
        except RuleViolation:  # a row without a trump (or Stöck off): the Match alone
            match.add(CoiffeurRound(team=0, row=row, points=points, match=True))
    return match.board().sides[0].total, match.document.settings.model_dump()


@pytest.mark.parametrize("preset", sorted(PRESETS))
@pytest.mark.parametrize("settings", [{}, {"match_bonus": 100}, {"stoeck": False}])
def test_the_limit_is_the_best_match_the_board_writes(preset, settings):
    most, kept = best_total(preset, **settings)
    check_table("coiffeur", kept, [Side("A", most, matches=len(kept["rows"])), Side("B", 0)])
    with pytest.raises(ClubInputError) as caught:
        check_table("coiffeur", kept, [Side("A", most + 1), Side("B", 0)])
    assert f"at most {most} points" in i18n.render(caught.value.args[0])


def test_the_romand_trials_table():
    """Jassverein: 257 × (1 + … + 11) = 16,962, and 20 × (1 + 2 + 3 + 4 + 10 + 11) = 620
    of Stöck in the four suits, Wunsch and Coiffeur 3×3: 17,582 (the trump rows alone gave
    17,162)."""
    most, kept = best_total("jassverein")
    assert most == 17582
    check_table("coiffeur", kept, [Side("A & C", 17582, matches=11), Side("B & D", 880)])
