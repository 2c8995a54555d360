"""Where nothing can be inserted before an entry, the match says so before anything is typed.

A trial's Guggitaler: "Insert before…" on a game opened a whole form, whose entry was then
refused because it made the game after it impossible. Where the rules leave no room for an
inserted entry, :meth:`Match.insert_refusal` says why at once (the window asks it before it
opens the form) and :meth:`Match.insert` refuses with the same words. Where some entry could
be inserted, it says nothing: the entry typed is checked as any other.

Worked out from RULES.md: the Guggitaler's games are played in their fixed order (§7), so
any entry inserted before a game pushes that game out of its place; a match of a fixed number
of rounds or games (Schieber Turnier §1, Molotow, Differenzler, Punktetafel with rounds) with
every one played has no room for one more; a Coiffeur with every cell written has no open
row left for an inserted round.
"""

from pathlib import Path

import pytest

from jasstafel.core import RuleViolation, matchfile
from jasstafel.core.differenzler import DifferenzlerGame
from jasstafel.core.guggitaler import GuggitalerCount
from jasstafel.core.handjass import HandjassRound
from jasstafel.core.matchfile import new_match
from jasstafel.core.molotow import MolotowRound
from jasstafel.core.punktetafel import PunktetafelRound
from jasstafel.core.schieber import SchieberRound

EXAMPLES = Path(__file__).parents[2] / "docs" / "examples"
FOUR = ["Anna", "Beat", "Cla", "Dora"]
GUGGITALER = ("Each game of a Guggitaler has its place: nothing can be inserted before a "
              "game (correct the game instead)")


def refused_insert(m, index, entry):
    """The refusal of *entry* inserted before entry *index*: the same words the match gave
    before anything was typed; the match keeps its entries."""
    said = m.insert_refusal(index)
    assert said is not None
    before = m.entries
    with pytest.raises(RuleViolation) as err:
        m.insert(index, entry)
    assert m.entries == before
    assert (err.value.rule, err.value.message) == (said.rule, said.message)
    return said


def test_nothing_is_inserted_before_a_guggitaler_game():
    m = new_match("guggitaler", FOUR)
    m.add(GuggitalerCount(game="tricks", counts=[3, 2, 2, 2]))
    m.add(GuggitalerCount(game="schellen", counts=[2, 3, 0, 4]))
    for index in (0, 1):  # the tricks typed again before the tricks: still no place for them
        said = refused_insert(m, index, GuggitalerCount(game="tricks", counts=[3, 2, 2, 2]))
        assert (said.rule, said.message) == ("guggitaler.no_insert", GUGGITALER)
    assert m.insert_refusal(2) is None  # at the end an insert is the next game
    m.insert(2, GuggitalerCount(game="ober", counts=[1, 1, 1, 1]))
    assert len(m.entries) == 3


@pytest.mark.parametrize(("rounds", "message"), [
    (2, "All 2 rounds are played: a round inserted would be one too many (correct a round "
        "instead)"),
    (1, "The only round is played: a round inserted would be one too many (correct it "
        "instead)")])
def test_a_turnier_with_every_round_played_takes_no_insert(rounds, message):
    m = new_match("schieber", FOUR, preset="turnier", settings={"rounds": rounds})
    m.add(SchieberRound(contract="eicheln", announced_by=0, points=(100, 57)))
    if rounds == 2:  # one round of two: a forgotten round fits
        assert m.insert_refusal(0) is None
        m.insert(0, SchieberRound(contract="rosen", announced_by=0, points=(57, 100)))
    assert m.finished
    said = refused_insert(m, 0, SchieberRound(contract="rosen", announced_by=0,
                                              points=(57, 100)))
    assert (said.rule, said.message) == ("match.no_insert", message)


def test_a_schieber_to_a_target_may_take_an_insert_when_it_is_decided():
    m = matchfile.load(EXAMPLES / "schieber-einfach-1000.jass")
    assert m.finished and m.insert_refusal(0) is None  # the match may be decided later


def test_a_molotow_with_every_round_played_takes_no_insert():
    m = new_match("molotow", ["Anna", "Beat", "Cla"], settings={"rounds": 2})
    m.add(MolotowRound(points=[50, 50, 57]))
    assert m.insert_refusal(0) is None
    m.add(MolotowRound(points=[50, 57, 50]))  # a tie between Anna and Beat: the draw is due
    assert not m.finished
    said = refused_insert(m, 1, MolotowRound(points=[40, 60, 57]))
    assert (said.rule, said.message) == (
        "match.no_insert",
        "All 2 rounds are played: a round inserted would be one too many (correct a round "
        "instead)")


def test_a_differenzler_with_every_game_played_takes_no_insert():
    m = new_match("differenzler", FOUR, settings={"games": 2})
    m.add(DifferenzlerGame(predictions=[40, 40, 40, 37], points=[40, 40, 40, 37]))
    assert m.insert_refusal(0) is None
    m.add(DifferenzlerGame(predictions=[40, 40, 40, 37], points=[40, 40, 40, 37]))
    said = refused_insert(m, 0, DifferenzlerGame(predictions=[0, 0, 0, 0],
                                                 points=[57, 40, 30, 30]))
    assert (said.rule, said.message) == (
        "match.no_insert",
        "All 2 games are played: a game inserted would be one too many (correct a game "
        "instead)")


def test_a_punktetafel_takes_no_insert_only_with_its_fixed_rounds_played():
    m = new_match("punktetafel", FOUR[:2], settings={"rounds": 2})
    m.add(PunktetafelRound(points=[10, 20]))
    assert m.insert_refusal(0) is None
    m.add(PunktetafelRound(points=[30, 20]))
    said = refused_insert(m, 1, PunktetafelRound(points=[1, 1]))
    assert said.rule == "match.no_insert"
    free = new_match("punktetafel", FOUR[:2])  # no number of rounds: always room
    free.add(PunktetafelRound(points=[10, 20]))
    assert free.insert_refusal(0) is None


def test_a_coiffeur_with_every_cell_written_takes_no_insert():
    m = matchfile.load(EXAMPLES / "coiffeur-jassverein.jass")
    assert m.finished
    said = refused_insert(m, 3, m.entries[3])
    assert (said.rule, said.message) == (
        "match.no_insert",
        "Every cell is filled: a round inserted would find no open row (correct a round "
        "instead)")
    running = matchfile.loads(matchfile.dumps(m.document.model_copy(
        update={"entries": m.document.entries[:-1]})))
    assert running.insert_refusal(0) is None  # one cell open: a forgotten round may fill it


def test_a_handjass_may_take_an_insert_when_it_is_decided():
    """The Partie ends with the first player full; a forgotten round that gives a Strich to
    a player far from full leaves the end where it was: it may be inserted."""
    m = matchfile.load(EXAMPLES / "handjass-standard.jass")
    assert m.finished and m.insert_refusal(0) is None
    least = min(range(4), key=lambda p: m.board().sides[p].total)
    points = [50, 50, 50, 50]
    points[least] = 7  # the fewest card points get the Strich (Wirtshaus)
    m.insert(0, HandjassRound(points=points))
    assert m.finished
