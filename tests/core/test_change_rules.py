"""Other table rules for a match that has rounds (Match.change_rules): Köbi began a Schieber
to 2500, his Stammtisch plays to 3000, and 13 rounds were written. The table settings change,
every entry is played again under them, and the board is theirs; one undoable change. An
entry the new rules refuse refuses the change, naming the entry and the rule. The variant,
the seats, the teams and the names stay (anything else is the program's mistake)."""

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from jasstafel.core import MatchFileError, RuleViolation, matchfile
from jasstafel.core.coiffeur import CoiffeurRound, row_contract
from jasstafel.core.errors import EntryConflict, RulesConflict
from jasstafel.core.matchfile import new_match, renamed, with_settings
from jasstafel.core.schieber import SchieberRound
from jasstafel.core.session import Session

from .test_properties import PLAYERS, coiffeur_entries, play, presets, schieber_entries

#: schilten ×2 in Swisslos 2500: 184 for Anna & Cla, 130 for Beat & Dora a round
SCHILTEN = SchieberRound(contract="schilten", announced_by=0, points=(92, 65))


def swisslos(rounds=13):
    """Köbi's Schieber to 2500: after 13 rounds 2392 to 1690, not finished."""
    m = new_match("schieber", PLAYERS, preset="swisslos_2500")
    for _ in range(rounds):
        m.add(SCHILTEN)
    return m


def target(m, points):
    """The setup of *m* with another target."""
    return with_settings(m, {**m.document.settings.model_dump(), "target": points})


def totals(m):
    return [side.total for side in m.board().sides]


def test_a_higher_target_keeps_every_round():
    m = swisslos()
    entries = m.entries
    m.change_rules(target(m, 3000))
    assert m.document.settings.target == 3000
    assert m.entries == entries
    assert totals(m) == [2392, 1690]
    assert not m.finished
    assert m.board().figures["target"] == 3000
    assert m.undo_change.kind == "rules"


def test_a_match_finished_under_the_old_target_goes_on_under_a_higher_one():
    m = swisslos(14)  # 2576: past 2500
    assert m.finished
    m.change_rules(target(m, 3000))
    assert not m.finished
    m.add(SCHILTEN)  # round 15 may be written
    assert totals(m) == [2760, 1950]


def test_a_lower_target_passed_rounds_ago_is_refused_naming_the_entry():
    m = swisslos()
    before = m.document
    with pytest.raises(RulesConflict) as refused:
        m.change_rules(target(m, 2000))  # passed in round 11 (2024)
    err = refused.value
    assert isinstance(err, EntryConflict) and isinstance(err, RuleViolation)
    assert err.conflict == 11 and err.index == -1  # entry 12, 0-based
    assert err.cause.rule == "match.finished"
    assert str(err) == ("These table rules make entry 12 impossible: The match is decided: no "
                        "further entry can be written")
    assert m.document == before and not m.can_redo
    assert m.undo_change.kind == "add"  # no step was made


def test_a_lower_target_reached_by_the_last_round_finishes_the_match():
    m = swisslos()
    m.change_rules(target(m, 2300))  # round 13 crosses it
    assert m.finished
    assert m.board().sides[0].total == 2392


def test_a_contract_no_longer_played_refuses_naming_it():
    m = swisslos(3)
    factors = {k: v for k, v in m.document.settings.factors.items() if k != "schilten"}
    setup = with_settings(m, {**m.document.settings.model_dump(), "factors": factors})
    with pytest.raises(RulesConflict) as refused:
        m.change_rules(setup)
    assert refused.value.conflict == 0
    assert refused.value.cause.rule == "schieber.contract"


def test_fewer_coiffeur_rows_than_a_row_played_is_refused():
    m = new_match("coiffeur", PLAYERS, preset="swisslos_10")
    rows = m.document.settings.rows
    assert len(rows) == 10
    m.add(CoiffeurRound(team=0, row=0, points=100))
    m.add(CoiffeurRound(team=1, row=8, points=90))  # row 9
    fewer = [row.model_dump() for row in rows[:8]]
    with pytest.raises(RulesConflict) as refused:
        m.change_rules(with_settings(m, {**m.document.settings.model_dump(), "rows": fewer}))
    assert refused.value.conflict == 1
    assert str(refused.value) == ("These table rules make entry 2 impossible: There is no "
                                  "row 9")
    nine = [row.model_dump() for row in rows[:9]]
    m.change_rules(with_settings(m, {**m.document.settings.model_dump(), "rows": nine}))
    assert len(m.document.settings.rows) == 9


def test_undo_and_redo_take_the_rules_back_and_again():
    m = swisslos()
    before, board = m.document, m.board()
    m.change_rules(target(m, 3000))
    after = m.board()
    m.add(SCHILTEN)
    m.undo()  # the round
    assert m.undo().kind == "rules"
    assert m.document == before and m.board() == board
    assert m.redo().kind == "rules"
    assert m.document.settings.target == 3000 and m.board() == after
    m.undo()
    m.change_rules(target(m, 2600))  # a new change clears redo
    assert not m.can_redo


def test_anything_but_the_table_settings_is_the_program_s_mistake():
    m = swisslos(2)
    other = renamed(m, ["Anna", "Beat", "Cla", "Köbi"], ["A", "B"], m.document.info)
    with pytest.raises(ValueError, match="only the table settings"):
        m.change_rules(other)
    with pytest.raises(ValueError):
        m.change_rules(m.document.model_copy(update={"first": 1}))


def test_settings_a_new_match_cannot_have_are_refused_before():
    m = swisslos(2)
    with pytest.raises(MatchFileError):
        target(m, 50)  # below the least target


def test_the_session_saves_the_new_rules(tmp_path):
    path = tmp_path / "koebi.jass"
    session = Session(swisslos(), path)
    session.change_rules(target(session.match, 3000))
    back = matchfile.load(path)
    assert back.document.settings.target == 3000 and len(back.entries) == 13
    session.undo()
    assert matchfile.load(path).document.settings.target == 2500


# -- properties --------------------------------------------------------------------------------


def same_rules_change_nothing_and_undo_restores(m):
    board, doc = m.board(), m.document
    m.change_rules(m.document)
    assert m.board() == board and m.document == doc
    m.undo()
    assert m.board() == board and m.document == doc


@settings(max_examples=60, deadline=None)
@given(presets, schieber_entries, st.integers(100, 6000))
def test_schieber_rules_changed_and_undone(preset, entries, points):
    m = new_match("schieber", PLAYERS, preset=preset)
    play(m, entries)
    same_rules_change_nothing_and_undo_restores(m)
    board, doc = m.board(), m.document
    try:
        m.change_rules(target(m, points))
    except RulesConflict:
        assert m.board() == board and m.document == doc  # refused: nothing changed
        return
    # the board is the one a match made with these rules has
    assert m.board() == matchfile.loads(matchfile.dumps(m)).board()
    m.undo()
    assert m.board() == board and m.document == doc


@settings(max_examples=40, deadline=None)
@given(st.sampled_from(["jassverein", "swisslos_8", "swisslos_10"]), coiffeur_entries)
def test_coiffeur_same_rules_change_nothing(preset, entries):
    m = new_match("coiffeur", PLAYERS, preset=preset)
    play(m, entries)
    same_rules_change_nothing_and_undo_restores(m)


# -- what was played stays what was played ----------------------------------------------------

def rows_of(m):
    return [row.model_dump() for row in m.document.settings.rows]


def with_rows(m, rows):
    return with_settings(m, {**m.document.settings.model_dump(), "rows": rows})


def annas_coiffeur():
    """Anna's trial: the Jassverein's 11 rows, round 4 Beat & Dora's Slalom ×8, 65 → 520."""
    m = new_match("coiffeur", PLAYERS, preset="jassverein")
    for entry in (CoiffeurRound(team=0, row=0, points=80),
                  CoiffeurRound(team=1, row=1, points=70),
                  CoiffeurRound(team=0, row=2, points=90),
                  CoiffeurRound(team=1, row=7, points=65)):
        m.add(entry)
    return m


def test_a_row_that_now_holds_another_contract_is_refused_naming_what_was_played():
    m = annas_coiffeur()
    assert m.board().entries[3].written == [0, 520]
    rows = rows_of(m)
    # cut to 6 rows, then two added: Slalom ×7 and Misère ×8 (the dialog's offer)
    new = [*rows[:6], {"name": "Slalom", "factor": 7, "kind": "notrump"},
           {"name": "Misère", "factor": 8, "kind": "misere"}]
    before = m.document
    with pytest.raises(RulesConflict) as refused:
        m.change_rules(with_rows(m, new))
    assert refused.value.conflict == 3
    assert refused.value.cause.rule == "match.played_as"
    assert str(refused.value) == ("These table rules make entry 4 impossible: it was played "
                                  "as Slalom ×8; these rules have Misère ×8 there")
    assert m.document == before


def test_the_same_contract_with_another_factor_is_scored_anew():
    m = annas_coiffeur()
    rows = rows_of(m)
    rows[7] = {**rows[7], "factor": 9}
    m.change_rules(with_rows(m, rows))
    assert m.board().entries[3].written == [0, 585]  # Slalom ×9
    assert m.board().entries[3].text == "Team B: Slalom ×9, 65 → 585"


def test_a_suit_row_named_for_the_other_cards_is_the_same_contract():
    m = annas_coiffeur()
    rows = rows_of(m)
    rows[0] = {**rows[0], "name": "Kreuz"}  # Eichel and Kreuz: one suit
    m.change_rules(with_rows(m, rows))
    rows[0] = {**rows[0], "kind": "free"}  # the kind is part of the contract
    with pytest.raises(RulesConflict) as refused:
        m.change_rules(with_rows(m, rows))
    assert refused.value.cause.rule == "match.played_as"


row_edits = st.lists(st.tuples(st.sampled_from(["drop", "swap", "factor", "add"]),
                               st.integers(0, 11), st.integers(0, 11), st.integers(1, 12)),
                     max_size=4)
extra_rows = st.sampled_from([{"name": "Slalom", "factor": 7, "kind": "notrump"},
                              {"name": "Misère", "factor": 8, "kind": "misere"},
                              {"name": "Eichel", "factor": 3, "kind": "trump"},
                              {"name": "Wunsch", "factor": 10, "kind": "free"}])


def edited(rows, edits, extra):
    """*rows* after random edits: a row dropped, two swapped, a factor changed, one added."""
    rows = list(rows)
    for what, i, j, factor in edits:
        i, j = i % len(rows), j % len(rows)
        if what == "drop" and len(rows) > 6:
            del rows[i]
        elif what == "swap":
            rows[i], rows[j] = rows[j], rows[i]
        elif what == "factor":
            rows[i] = {**rows[i], "factor": factor}
        elif what == "add" and len(rows) < 12:
            rows.insert(i, extra)
    return rows


def contracts(m):
    """Each entry's contract as the match's rules read it (its row's name and kind)."""
    rows = m.document.settings.rows
    return [(row_contract(rows[e.row].name), rows[e.row].kind) for e in m.entries]


@settings(max_examples=80, deadline=None)
@given(st.sampled_from(["jassverein", "swisslos_8", "swisslos_10"]), coiffeur_entries,
       row_edits, extra_rows)
def test_an_accepted_change_of_rows_keeps_every_contract_played(preset, entries, edits, extra):
    m = new_match("coiffeur", PLAYERS, preset=preset)
    play(m, entries)
    played = contracts(m)
    try:
        m.change_rules(with_rows(m, edited(rows_of(m), edits, extra)))
    except RulesConflict:
        assert contracts(m) == played  # refused: nothing changed
        return
    assert contracts(m) == played


# -- every entry refused is named ---------------------------------------------------------------

def stoeck_off(m):
    return with_settings(m, {**m.document.settings.model_dump(), "stoeck": False})


def test_stoeck_switched_off_names_every_entry_with_stoeck_at_once():
    m = new_match("coiffeur", PLAYERS, preset="jassverein")
    for team, row, stoeck in ((0, 0, True), (1, 1, False), (0, 2, True), (1, 3, True)):
        m.add(CoiffeurRound(team=team, row=row, points=80, stoeck=stoeck))
    with pytest.raises(RulesConflict) as refused:
        m.change_rules(stoeck_off(m))
    assert [i for i, _cause in refused.value.conflicts] == [0, 2, 3]
    assert refused.value.conflict == 0 and refused.value.cause.rule == "coiffeur.stoeck"
    assert str(refused.value) == ("These table rules make entries 1, 3 and 4 impossible: No "
                                  "Stöck: the table setting “Stöck count” is off")


def test_entries_refused_for_other_reasons_each_say_theirs():
    m = annas_coiffeur()  # entry 4: Slalom ×8 in row 8
    m.add(CoiffeurRound(team=0, row=3, points=80, stoeck=True))  # entry 5
    rows = rows_of(m)
    rows[7] = {"name": "Misère", "factor": 8, "kind": "misere"}
    with pytest.raises(RulesConflict) as refused:
        m.change_rules(with_settings(m, {**m.document.settings.model_dump(), "rows": rows,
                                          "stoeck": False}))
    assert str(refused.value) == (
        "These table rules make entries 4 and 5 impossible: entry 4: it was played as "
        "Slalom ×8; these rules have Misère ×8 there; entry 5: No Stöck: the table setting "
        "“Stöck count” is off")


def test_a_schieber_contract_no_longer_played_names_each_round_of_it():
    m = swisslos(0)
    for contract in ("schilten", "eicheln", "schilten"):
        m.add(SchieberRound(contract=contract, announced_by=0, points=(92, 65)))
    factors = {k: v for k, v in m.document.settings.factors.items() if k != "schilten"}
    with pytest.raises(RulesConflict) as refused:
        m.change_rules(with_settings(m, {**m.document.settings.model_dump(),
                                         "factors": factors}))
    assert [i for i, _cause in refused.value.conflicts] == [0, 2]


def test_the_end_come_before_an_entry_names_that_entry_only():
    m = swisslos()  # a target of 2000 was passed in round 11
    with pytest.raises(RulesConflict) as refused:
        m.change_rules(target(m, 2000))
    assert [i for i, _cause in refused.value.conflicts] == [11]


# -- rows removed or inserted between others: the rounds follow their rows ----------------------

def without(rows, index):
    """*rows* with row *index* removed, and where the others went (old index → new)."""
    kept = [i for i in range(len(rows)) if i != index]
    return [rows[i] for i in kept], {old: new for new, old in enumerate(kept)}


def cells(m):
    """Each row's name with its cells, as the board shows them."""
    return [(row["name"], row["cells"]) for row in m.board().figures["rows"]]


def test_an_unplayed_row_removed_keeps_every_round_in_its_row():
    """Monika's trial: ✕ on the unplayed Slalom ×8; the rounds in the rows below it went to
    other rows ("there is no row 11"). Now they follow their rows, in one undoable step."""
    m = annas_coiffeur()
    m.add(CoiffeurRound(team=0, row=9, points=100))  # Wunsch ×10: 1000
    m.add(CoiffeurRound(team=1, row=10, points=60))  # Coiffeur 3×3 ×11: 660
    m.replace(3, CoiffeurRound(team=1, row=6, points=65))  # Misère ×7 (644), not the Slalom
    before_cells, before_entries, before_setup = cells(m), m.entries, m.document.settings
    rows, moved = without(rows_of(m), 7)  # Slalom ×8, unplayed
    m.change_rules(with_rows(m, rows), moved)
    assert [e.row for e in m.entries] == [0, 1, 2, 6, 8, 9]
    assert cells(m) == [c for c in before_cells if c[0] != "Slalom"]
    assert totals(m) == [80 + 270 + 1000, 140 + 644 + 660]
    assert m.undo_change.kind == "rules"
    m.undo()
    assert m.entries == before_entries and m.document.settings == before_setup
    assert cells(m) == before_cells
    m.redo()
    assert [e.row for e in m.entries] == [0, 1, 2, 6, 8, 9]


def test_the_match_file_holds_the_rounds_in_their_new_rows():
    m = annas_coiffeur()
    m.add(CoiffeurRound(team=0, row=10, points=60))  # Coiffeur 3×3
    rows, moved = without(rows_of(m), 8)  # Gusti/Mery ×9, unplayed
    m.change_rules(with_rows(m, rows), moved)
    again = matchfile.loads(matchfile.dumps(m))
    assert again.entries[-1].row == 9
    assert again.document.settings.rows[9].name == "Coiffeur 3×3"
    assert again.board() == m.board()


def test_a_played_row_removed_is_refused_naming_the_row_and_its_rounds():
    m = annas_coiffeur()
    m.add(CoiffeurRound(team=0, row=7, points=80))  # the Slalom by both teams
    before = m.document
    rows, moved = without(rows_of(m), 7)
    with pytest.raises(RulesConflict) as refused:
        m.change_rules(with_rows(m, rows), moved)
    assert [i for i, _cause in refused.value.conflicts] == [3, 4]
    assert refused.value.cause.rule == "coiffeur.row_removed"
    assert str(refused.value) == ("These table rules make entries 4 and 5 impossible: Slalom "
                                  "×8 was played, and a played row cannot be removed")
    assert m.document == before and m.undo_change.kind == "add"


def test_a_row_inserted_between_others_moves_the_rounds_below_it():
    m = annas_coiffeur()  # Slalom ×8 in row 8 (index 7)
    rows = rows_of(m)
    rows.insert(5, {"name": "Joker", "factor": 12, "kind": "free"})
    moved = {old: old + (old >= 5) for old in range(11)}
    m.change_rules(with_rows(m, rows[:12]), moved)
    assert [e.row for e in m.entries] == [0, 1, 2, 8]
    assert m.board().entries[3].text == "Team B: Slalom ×8, 65 → 520"


def test_a_renamed_row_stays_in_its_place_with_its_rounds():
    m = annas_coiffeur()
    rows = rows_of(m)
    rows[7] = {**rows[7], "factor": 9}
    m.change_rules(with_rows(m, rows), {i: i for i in range(11)})
    assert m.board().entries[3].written == [0, 585]


def test_two_rows_to_one_place_is_the_program_s_mistake():
    m = annas_coiffeur()
    with pytest.raises(ValueError):
        m.change_rules(with_rows(m, rows_of(m)), {0: 0, 1: 0})


row_moves = st.lists(st.tuples(st.sampled_from(["remove", "insert"]), st.integers(0, 11)),
                     max_size=5)


def moved_rows(rows, moves, extra):
    """*rows* after rows removed (when unplayed) and rows inserted anywhere, 6 to 12 of
    them, and where the first ones went (old index → new)."""
    places = list(range(len(rows)))  # per row now: its old index, None for one inserted
    rows = list(rows)
    for what, at in moves:
        if what == "remove" and len(rows) > 6:
            at = at % len(rows)
            del rows[at], places[at]
        elif what == "insert" and len(rows) < 12:
            at = at % (len(rows) + 1)
            rows.insert(at, extra)
            places.insert(at, None)
    return rows, {old: new for new, old in enumerate(places) if old is not None}


def rounds_by_row(m):
    """Each round's team, row name and factor, and what it wrote."""
    rows = m.document.settings.rows
    return [(e.team, rows[e.row].name, rows[e.row].factor, line.written)
            for e, line in zip(m.entries, m.board().entries, strict=True)]


@settings(max_examples=80, deadline=None)
@given(st.sampled_from(["jassverein", "swisslos_8", "swisslos_10"]), coiffeur_entries,
       row_moves, extra_rows)
def test_unplayed_rows_removed_or_inserted_keep_every_round_s_row_and_points(
        preset, entries, moves, extra):
    m = new_match("coiffeur", PLAYERS, preset=preset)
    play(m, entries)
    before, doc = rounds_by_row(m), m.document
    rows, moved = moved_rows(rows_of(m), moves, extra)
    played = {e.row for e in m.entries}
    try:
        m.change_rules(with_rows(m, rows), moved)
    except RulesConflict as refused:
        assert not played <= moved.keys()  # only a played row removed refuses
        assert {cause.rule for _i, cause in refused.conflicts} == {"coiffeur.row_removed"}
        assert m.document == doc
        return
    assert played <= moved.keys()
    assert rounds_by_row(m) == before
    m.undo()
    assert m.document == doc
