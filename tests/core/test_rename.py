"""Names and details changed after the match began (a Schreiber typed "Slyvie" for Sylvie):
the players', the teams' and the sheet's lines, one undoable change. The seats, the teams'
players, the variant, the settings and the entries stay; the names are checked as a new
match's are (matchfile.check_names)."""

import pytest

from jasstafel.core import MatchFileError, MatchInfo, matchfile
from jasstafel.core.matchfile import new_match, renamed
from jasstafel.core.molotow import MolotowRound
from jasstafel.core.schieber import SchieberRound
from jasstafel.core.session import Session, entries_lacking


def rnd(points=(100, 57)):
    return SchieberRound(contract="eicheln", announced_by=0, points=points)


def schieber():
    m = new_match("schieber", ["Anna", "Slyvie", "Cla", "Dora"], preset="einfach_1000",
                  info=MatchInfo(title="Jass", date="2026-12-05", place="Rössli", table="2"))
    m.add(rnd((100, 57)))
    m.add(rnd((50, 107)))
    return m


def names(m):
    return [(side.name, list(side.players)) for side in m.board().sides]


def test_a_rename_changes_the_names_and_nothing_else():
    m = schieber()
    entries, totals = m.entries, [s.total for s in m.board().sides]
    m.rename(renamed(m, ["Anna", "Sylvie", "Cla", "Dora"], ["Anna & Cla", "Sylvie & Dora"],
                     MatchInfo(title="Jass", date="2026-12-05", place="Rössli", table="3")))
    assert m.document.players == ["Anna", "Sylvie", "Cla", "Dora"]
    assert [t.name for t in m.document.teams] == ["Anna & Cla", "Sylvie & Dora"]
    assert [t.players for t in m.document.teams] == [[0, 2], [1, 3]]
    assert m.document.info.table == "3"
    assert m.entries == entries
    assert [s.total for s in m.board().sides] == totals
    assert names(m) == [("Anna & Cla", ["Anna", "Cla"]), ("Sylvie & Dora", ["Sylvie", "Dora"])]
    assert m.rules.side_names == ["Anna & Cla", "Sylvie & Dora"]
    # the board before an entry too (the header of a correction)
    assert [s.players for s in m.board(upto=1).sides][1] == ["Sylvie", "Dora"]


def test_a_rename_is_undone_and_redone_as_one_change():
    m = schieber()
    before = m.document
    m.rename(renamed(m, ["Anna", "Sylvie", "Cla", "Dora"], ["A", "B"], before.info))
    assert m.undo_change.kind == "rename"
    m.add(rnd((157, 0)))
    m.undo()  # the round
    assert len(m.entries) == 2 and m.document.players[1] == "Sylvie"
    assert m.undo_change.kind == "rename"
    change = m.undo()
    assert change.kind == "rename"
    assert m.document == before
    assert names(m)[1] == ("Team B", ["Slyvie", "Dora"])
    assert m.redo().kind == "rename"
    assert m.document.players[1] == "Sylvie" and names(m)[1] == ("B", ["Sylvie", "Dora"])
    m.redo()  # the round again, with the new names
    assert len(m.entries) == 3
    m.undo()
    m.undo()
    m.rename(renamed(m, ["Anna", "Silvia", "Cla", "Dora"], ["A", "B"], before.info))
    assert not m.can_redo  # a new change clears redo, a rename too


def test_a_relabel_is_no_change_and_undo_keeps_its_names():
    """A live table's member renamed in the club (Match.relabel): the Tafel names him anew
    from its start, and its Undo takes back the last round, never the name."""
    m = schieber()
    m.undo()  # a round to redo
    m.relabel(renamed(m, ["Anna", "Sylvie", "Cla", "Dora"], ["Anna & Cla", "Sylvie & Dora"],
                      m.document.info))
    assert m.undo_change.kind == "add" and m.redo_change.kind == "add"
    assert names(m)[1] == ("Sylvie & Dora", ["Sylvie", "Dora"])
    m.redo()
    assert len(m.entries) == 2 and names(m)[1] == ("Sylvie & Dora", ["Sylvie", "Dora"])
    m.undo()
    m.undo()
    assert m.entries == () and not m.can_undo
    assert m.document.players[1] == "Sylvie" and names(m)[1][0] == "Sylvie & Dora"
    with pytest.raises(ValueError):  # the seats stay
        m.relabel(m.document.model_copy(update={"players": ["Anna", "Cla", "Dora"]}))


def test_an_each_for_himself_match_is_renamed():
    m = new_match("molotow", ["Jean-Marc", "Slyvie", "Noémie", "Pascal"])
    m.add(MolotowRound(points=[40, 30, 50, 37]))
    m.rename(renamed(m, ["Jean-Marc", "Sylvie", "Noémie", "Pascal"], [], MatchInfo()))
    assert m.rules.side_names == ["Jean-Marc", "Sylvie", "Noémie", "Pascal"]
    assert [s.name for s in m.board().sides] == ["Jean-Marc", "Sylvie", "Noémie", "Pascal"]
    assert [s.total for s in m.board().sides] == [40, 30, 50, 37]


@pytest.mark.parametrize(("players", "teams", "said"), [
    (["Anna", "", "Cla", "Dora"], ["A", "B"], "player 2: the name is empty"),
    (["Anna", "  ", "Cla", "Dora"], ["A", "B"], "player 2: the name is empty"),
    (["Anna", "x" * 61, "Cla", "Dora"], ["A", "B"],
     "player 2: 61 characters; a name has at most 60"),
    (["Anna", "Sy\tlvie", "Cla", "Dora"], ["A", "B"],
     "player 2: a control character (U+0009) at character 3: names and texts are one line "
     "of plain text"),
    (["Cla", "Beat", "cla", "Dora"], ["A", "B"],
     "player 3: cla is player 1 already; give each player a name of their own"),
    (["Anna", "Beat", "Cla", "Dora"], ["A", ""], "team B: the name is empty"),
    (["Anna", "Beat", "Cla", "Dora"], ["y" * 61, "B"],
     "team A: 61 characters; a name has at most 60"),
    (["Anna", "Beat", "Cla", "Dora"], ["A", "B\u202e"],
     "team B: a control character (U+202E) at character 2: names and texts are one line of "
     "plain text"),
])
def test_a_name_a_new_match_refuses_is_refused(players, teams, said):
    m = schieber()
    before = m.document
    with pytest.raises(MatchFileError) as refused:
        renamed(m, players, teams, before.info)
    assert str(refused.value) == said
    assert m.document == before and not m.can_redo


def test_the_sheet_lines_are_checked_as_a_new_match_s():
    m = schieber()
    with pytest.raises(MatchFileError) as refused:
        renamed(m, m.document.players, ["A", "B"], MatchInfo(place="x" * 1001))
    assert str(refused.value) == "invalid match file: Place: 1001 characters; a text has at " \
                                 "most 1000"


def test_the_same_checks_refuse_a_new_match():
    """New match and a rename share the checks: a team's name too."""
    with pytest.raises(MatchFileError) as refused:
        matchfile.check_names(["Anna", "Beat", "Cla", "Dora"], ["A", "\x07"])
    assert str(refused.value) == ("team B: a control character (U+0007) at character 1: names "
                                  "and texts are one line of plain text")


def test_only_names_and_details_may_change():
    m = schieber()
    other = new_match("schieber", ["Anna", "Beat", "Cla", "Dora"], preset="swisslos_2500")
    with pytest.raises(ValueError, match="only the names"):
        m.rename(other.document)
    seats = m.document.model_copy(update={"first": 2, "entries": []})
    with pytest.raises(ValueError, match="only the names"):
        m.rename(seats)
    assert m.document.players[1] == "Slyvie" and not m.can_redo


def test_a_rename_is_saved_and_read_back(tmp_path):
    path = tmp_path / "m.jass"
    m = schieber()
    session = Session(m, path=path)
    session.save()
    session.rename(renamed(m, ["Anna", "Sylvie", "Cla", "Dora"], ["A", "B"], m.document.info))
    back = matchfile.load(path)
    assert back.document.players[1] == "Sylvie" and back.rules.side_names == ["A", "B"]
    assert len(back.entries) == 2
    session.undo()
    assert matchfile.load(path).document.players[1] == "Slyvie"


def test_a_renamed_copy_is_a_later_state_of_its_file():
    """The rescue copy of a match renamed while its file could not be written holds the
    file's entries and more: it is the same match (it may go into the file), not another."""
    earlier = schieber()
    later = schieber()
    later.rename(renamed(later, ["Anna", "Sylvie", "Cla", "Dora"], ["A", "B"],
                         MatchInfo(title="Jass")))
    later.add(rnd((157, 0)))
    assert entries_lacking(earlier, later) == 1
    other = new_match("schieber", ["Anna", "Slyvie", "Cla", "Dora"], preset="swisslos_2500")
    assert entries_lacking(other, later) is None


def test_an_empty_match_of_other_names_is_another_match():
    """Without an entry in common nothing says it is the same match: other names make it
    another (two empty matches of the same settings)."""
    empty = new_match("schieber", ["Anna", "Slyvie", "Cla", "Dora"], preset="einfach_1000")
    other = new_match("schieber", ["Anna", "Sylvie", "Cla", "Dora"], preset="einfach_1000")
    assert entries_lacking(empty, other) is None
    assert entries_lacking(empty, empty) == 0


def test_a_relabel_after_a_rules_change_keeps_each_steps_rules():
    """Coiffeur rows moved (the unplayed Slalom removed, the rounds after it one row up),
    then a live table's member renamed (relabel), then undo: the rules came back with the
    rows of now and the rounds of before (row 10 of 10 rows: a match that cannot be). Each
    step keeps its own rules; only the names are the new ones."""
    from jasstafel.core.coiffeur import CoiffeurRound

    from .test_change_rules import rows_of, with_rows

    m = new_match("coiffeur", ["Anna", "Slyvie", "Cla", "Dora"], preset="jassverein")
    for team, row, points in ((0, 0, 80), (1, 1, 70), (0, 9, 100), (1, 10, 60)):
        m.add(CoiffeurRound(team=team, row=row, points=points))
    before = m.document
    rows = rows_of(m)
    slalom = next(i for i, r in enumerate(rows) if r["name"] == "Slalom")
    moved = {i: i - (i > slalom) for i in range(len(rows)) if i != slalom}
    m.change_rules(with_rows(m, rows[:slalom] + rows[slalom + 1:]), rows=moved)
    assert [e.row for e in m.entries] == [0, 1, 8, 9]
    m.relabel(renamed(m, ["Anna", "Sylvie", "Cla", "Dora"], ["Anna & Cla", "Sylvie & Dora"],
                      m.document.info))
    m.undo()
    assert [e.row for e in m.entries] == [0, 1, 9, 10]
    assert m.document.settings == before.settings
    assert m.document.players[1] == "Sylvie"
    totals = [s.total for s in m.board().sides]  # the board of the rounds as played
    m.redo()
    assert len(m.document.settings.rows) == len(rows) - 1 and m.document.players[1] == "Sylvie"
    m.undo()
    assert [s.total for s in m.board().sides] == totals
