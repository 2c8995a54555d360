"""A row another program wrote wrongly is named in the refusal, word for word: which row,
which of its fields and the value found (see also test_db.py)."""

import pytest

from jasstafel.club import Club, ClubFileError, ClubInputError

from .test_db import FIRST, damaged_copy, read_everything

RESULT = "the result of member 1 in Passe 1 of evening 1"
DAMAGED = "the club database is damaged: "


@pytest.mark.parametrize(("sql", "said"), [
    # the evening's ranking reads the figures it ranks; the full row names its Passe too
    ("UPDATE results SET points = 'x' " + FIRST.format("results"),
     "the result of member 1 at evening 1: points is 'x'"),
    ("UPDATE results SET matches = 'x' " + FIRST.format("results"),
     "the result of member 1 at evening 1: Matches is 'x'"),
    ("UPDATE results SET rank = 'x' " + FIRST.format("results"), f"{RESULT}: rank is 'x'"),
    ("UPDATE results SET table_no = 'x' " + FIRST.format("results"), f"{RESULT}: table is 'x'"),
    ("UPDATE results SET passe = 'x' " + FIRST.format("results"),
     "the result of member 1 in Passe 'x' of evening 1: Passe is 'x'"),
    ("UPDATE results SET striche = 'x' " + FIRST.format("results"), f"{RESULT}: Striche is 'x'"),
    ("UPDATE results SET nuller = 'x' " + FIRST.format("results"), f"{RESULT}: Nuller is 'x'"),
    ("UPDATE results SET side = 'x' " + FIRST.format("results"), f"{RESULT}: side is 'x'"),
    ("UPDATE results SET match_id = 'x' " + FIRST.format("results"), f"{RESULT}: match is 'x'"),
    ("UPDATE corrections SET before = '[]' " + FIRST.format("corrections"),
     "correction 1 is not readable"),
    ("UPDATE members SET short_name = x'ff' " + FIRST.format("members"),
     "member 1: short name is b'\\xff'"),
])
def test_a_damaged_field_is_named(tmp_path, sql, said):
    path = damaged_copy(tmp_path, sql)
    with pytest.raises(ClubFileError) as caught, Club.open(path) as club:
        read_everything(club)
    assert str(caught.value) == DAMAGED + said


#: a second line in the log (number 2 of evening 1), so that its number and its evening's
#: cannot stand in for each other in what is said
SECOND = ("INSERT INTO corrections (evening_id, passe, table_no, member_id, kind, before, "
          "after, note) SELECT evening_id, passe, table_no, member_id, kind, before, after, "
          "note FROM corrections")
LAST = "WHERE id = 2"


@pytest.mark.parametrize(("sql", "said"), [
    (f"UPDATE corrections SET before = x'ff' {LAST}", "correction 2 is b'\\xff'"),
    (f"UPDATE corrections SET after = x'ff' {LAST}", "correction 2 is b'\\xff'"),
    (f"UPDATE corrections SET after = '{{' {LAST}", "correction 2 is not readable"),
    (f"UPDATE corrections SET after = '7' {LAST}", "correction 2 is not readable"),
    (f"UPDATE corrections SET note = x'ff' {LAST}", "correction 2: note is b'\\xff'"),
    (f"UPDATE corrections SET at = x'ff' {LAST}", "correction 2: time is b'\\xff'"),
])
def test_a_damaged_line_of_the_log_is_named(tmp_path, sql, said):
    path = damaged_copy(tmp_path, SECOND, sql)
    with pytest.raises(ClubFileError) as caught, Club.open(path) as club:
        club.corrections()
    assert str(caught.value) == DAMAGED + said


def test_a_stored_match_that_is_not_text_is_named_once(tmp_path):
    """Named by its place, and "damaged" said once (it was said twice)."""
    path = damaged_copy(tmp_path, "INSERT INTO matches (evening_id, passe, table_no, document) "
                                  "VALUES (1, 1, 1, x'ff')")
    with pytest.raises(ClubFileError) as caught, Club.open(path) as club:
        club.match(1, 1, 1)
    assert str(caught.value) == DAMAGED + "the stored match of Passe 1, table 1 is b'\\xff'"


def test_a_season_that_is_not_text_is_named(tmp_path):
    path = damaged_copy(tmp_path, "UPDATE evenings SET season = x'ff'")
    with pytest.raises(ClubFileError) as caught, Club.open(path) as club:
        club.seasons()
    assert str(caught.value) == DAMAGED + "a season is b'\\xff'"


def test_a_name_two_members_answer_to_is_refused_with_the_way_out(tmp_path):
    """Jasstafel never gives one member's name to another's short name, but another program
    can: the name is refused word for word, and the member id still finds each of them."""
    path = damaged_copy(tmp_path, "UPDATE members SET short_name = 'anna' WHERE name = 'Beat'")
    with Club.open(path) as club:
        with pytest.raises(ClubInputError) as caught:
            club.find_member(" ANNA ")
        assert str(caught.value) == "'ANNA' names several members: use the member id"
        assert club.find_member("2").name == "Beat"


@pytest.mark.parametrize(("sql", "said"), [
    ("UPDATE results SET points = 'x' " + FIRST.format("results"), f"{RESULT}: points is 'x'"),
    ("UPDATE results SET matches = 'x' " + FIRST.format("results"),
     f"{RESULT}: Matches is 'x'"),
    ("UPDATE results SET member_id = 'x' " + FIRST.format("results"),
     "the result of member 'x' in Passe 1 of evening 1 is 'x'"),
])
def test_a_damaged_result_is_named_where_the_results_are_read(tmp_path, sql, said):
    """The table's results as they are listed (not the statistics, which say it shorter)."""
    path = damaged_copy(tmp_path, sql)
    with pytest.raises(ClubFileError) as caught, Club.open(path) as club:
        club.results(1)
    assert str(caught.value) == DAMAGED + said


@pytest.mark.parametrize(("sql", "said"), [
    ("UPDATE seats SET passe = 'x' " + FIRST.format("seats"), "a Passe is 'x'"),
    ("UPDATE seats SET table_no = 'x' " + FIRST.format("seats"), "a table is 'x'"),
    ("UPDATE seats SET table_no = 1.5 " + FIRST.format("seats"), "a table is 1.5"),
    ("UPDATE seats SET member_id = 'x' " + FIRST.format("seats"), "a member is 'x'"),
])
def test_a_damaged_seat_of_the_draw_is_named(tmp_path, sql, said):
    path = damaged_copy(tmp_path, sql)
    with pytest.raises(ClubFileError) as caught, Club.open(path) as club:
        club.drawn(1)
    assert str(caught.value) == DAMAGED + "the draw of evening 1: " + said


def test_a_sit_out_of_no_member_is_named_in_the_ranking(tmp_path):
    path = damaged_copy(tmp_path, "INSERT INTO seats (evening_id, passe, table_no, seat, "
                                  "member_id) VALUES (1, 1, NULL, NULL, 99)")
    with pytest.raises(ClubFileError) as caught, Club.open(path) as club:
        club.evening_ranking(1)
    assert str(caught.value) == (DAMAGED + "the draw of evening 1 names member 99, who does "
                                 "not exist")


def test_a_member_named_by_a_tab_alone_has_no_name(tmp_path):
    """The file's check asks for a name that is more than spaces; a tab alone gets past it,
    and the member is refused as nameless."""
    path = damaged_copy(tmp_path, "UPDATE members SET name = char(9) " + FIRST.format("members"))
    with pytest.raises(ClubFileError) as caught, Club.open(path) as club:
        club.members()
    assert str(caught.value) == DAMAGED + "member 1 has no name"


@pytest.mark.parametrize(("sql", "said"), [
    ("UPDATE evenings SET settings = x'ff'", "settings is b'\\xff'"),
    ("UPDATE evenings SET settings = '{'", "its table settings are not readable"),
    ("UPDATE evenings SET settings = '\"x\"'", "its table settings are not readable"),
    ("UPDATE evenings SET date = x'ff'", "date is b'\\xff'"),
    ("UPDATE evenings SET season = x'ff'", "season is b'\\xff'"),
    ("UPDATE evenings SET preset = x'ff'", "preset is b'\\xff'"),
    ("UPDATE evenings SET passen = 51", "Passen is 51"),
    ("UPDATE evenings SET passen = 'x'", "Passen is 'x'"),
    ("UPDATE evenings SET tables = 'x'", "tables is 'x'"),
    ("UPDATE evenings SET place = x'ff'", "place is b'\\xff'"),
    ("UPDATE evenings SET title = x'ff'", "title is b'\\xff'"),
])
def test_a_damaged_field_of_an_evening_is_named(tmp_path, sql, said):
    """Named by the evening's number, field by field."""
    path = damaged_copy(tmp_path, sql)
    with pytest.raises(ClubFileError) as caught, Club.open(path) as club:
        club.evening(1)
    assert str(caught.value) == DAMAGED + "evening 1: " + said
