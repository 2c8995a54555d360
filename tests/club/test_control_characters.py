"""A control character in a club text is refused, naming it and where, as a match file refuses
it in a player's name (a trial's `club member add $'Bea\\rX'` stored "Bea X" without a word,
while the same name in a match file was refused). The documented exceptions: spaces, tabs
and line ends around a text are dropped (a line pasted with its line end), and in an
evening's title and place and a note a line break or a tab inside becomes a space."""

import pytest

from jasstafel.cli import main
from jasstafel.club import ClubInputError


def refusal(call, *args, **kwargs):
    with pytest.raises(ClubInputError) as refused:
        call(*args, **kwargs)
    return str(refused.value)


def said(what, char, position):
    return (f"{what} cannot hold a control character (U+{char:04X} at character {position}): "
            "names and texts are one line of plain text")


@pytest.mark.parametrize("name, short, what, char, position", [
    ("Bea\rX", "", "the name", 0x0D, 4),
    ("Bea\nX", "", "the name", 0x0A, 4),
    ("Dora\tZ", "", "the name", 0x09, 5),
    ("  Cla\x1fY", "", "the name", 0x1F, 6),  # counted in the name as typed
    ("Emil\u2028Z", "", "the name", 0x2028, 5),
    ("Anna\x1b[31m", "", "the name", 0x1B, 5),
    ("Anna", "A\u202eB", "the short name", 0x202E, 2),
    ("Anna", "D\nZ", "the short name", 0x0A, 2),
])
def test_a_control_character_in_a_name_is_refused_by_name(club, name, short, what, char,
                                                          position):
    assert refusal(club.add_member, name, short) == said(what, char, position)
    if not short:
        assert refusal(club.add_guest, name) == said(what, char, position)
    assert club.members(guests=True) == []


def test_a_renamed_member_too(club):
    anna = club.add_member("Anna")
    assert refusal(club.rename_member, anna.id, "Anna\rMeier") == said("the name", 0x0D, 5)
    assert club.member(anna.id).name == "Anna"


def test_a_lone_surrogate_is_said_as_such(club):
    assert refusal(club.add_member, "Anna\ud800") == (
        "the name is not valid Unicode (a lone surrogate U+D800 at character 5)")


def test_spaces_and_line_ends_around_a_name_are_dropped(club):
    """A name copied from a list comes with its line end; the New match dialog drops it too."""
    anna = club.add_member(" Anna  Meier\r\n", "\tAM ")
    assert (anna.name, anna.short_name) == ("Anna Meier", "AM")
    assert club.add_guest("Vreni Gast\n").name == "Vreni Gast"


@pytest.mark.parametrize("field, what", [("title", "the title"), ("place", "the place")])
def test_an_evening_s_title_and_place_refuse_what_is_no_line_break(club, field, what):
    for text, char, position in (("A\x1fB", 0x1F, 2), ("A\x0bB", 0x0B, 2), ("A\x85B", 0x85, 2),
                                 ("\x1b]0;x\x07", 0x1B, 1)):
        assert refusal(club.new_evening, "2026-12-11", "schieber", **{field: text}) == (
            said(what, char, position))
    assert club.evenings() == []
    evening = club.new_evening("2026-12-11", "schieber", **{field: "Cup\r\nFinal\u2028B"})
    assert getattr(evening, field) == "Cup Final B"  # a line break is a space (docs/club.md)


def test_a_note_and_a_season_refuse_a_control_character(club):
    evening = club.new_evening("2026-12-11", "schieber")
    assert refusal(club.update_evening, evening.id, place="Muri", note="x\x1f") == (
        said("the note", 0x1F, 2))
    assert refusal(club.new_evening, "2026-12-11", "schieber", season="20\x1b26") == (
        said("the season", 0x1B, 3))
    assert club.evenings() == [evening] and club.corrections(evening.id) == []


def test_the_command_line_refuses_it_in_one_line_in_the_language(db_path, capsys):
    assert main(["--lang", "de", "club", "member", "add", "Bea\rX", "--db", str(db_path)]) == 2
    _out, err = capsys.readouterr()
    assert err.splitlines()[-1] == (
        "jasstafel club member add: Fehler: der Name kann kein Steuerzeichen enthalten "
        "(U+000D bei Zeichen 4): Namen und Texte sind eine Zeile einfacher Text")
    assert main(["--lang", "fr", "club", "evening", "new", "2026-12-11", "schieber",
                 "--title", "A\x1fB", "--db", str(db_path)]) == 2
    _out, err = capsys.readouterr()
    assert err.splitlines()[-1] == (
        "jasstafel club evening new: erreur : le titre ne peut pas contenir de caractère de "
        "contrôle (U+001F au caractère 2) : les noms et les textes sont une ligne de texte "
        "simple")


def invisible(what, char, position):
    return (f"{what} cannot hold an invisible character (U+{char:04X} at character {position}): "
            "a name holds only what can be seen")


@pytest.mark.parametrize("name, short, what, char, position", [
    ("Be\u200bat", "", "the name", 0x200B, 3),  # a tester's: two members "Beat"
    ("Beat\ufeff", "", "the name", 0xFEFF, 5),
    ("  Ur\xadsi", "", "the name", 0xAD, 5),  # counted in the name as typed
    ("Cla\u2060", "", "the name", 0x2060, 4),
    ("Dora\U000e0041", "", "the name", 0xE0041, 5),
    ("Anna", "A\u200dB", "the short name", 0x200D, 2),
])
def test_an_invisible_character_in_a_name_is_refused_by_name(club, name, short, what, char,
                                                             position):
    """Every format character (Unicode category Cf), as a match file refuses it in a name:
    "Beat" and "Be\\u200bat" would be two members no list tells apart."""
    club.add_member("Beat")
    assert refusal(club.add_member, name, short) == invisible(what, char, position)
    if not short:
        assert refusal(club.add_guest, name) == invisible(what, char, position)
    anna = club.add_member("Anna")
    if not short:
        assert refusal(club.rename_member, anna.id, name) == invisible(what, char, position)
    assert [m.name for m in club.members(guests=True)] == ["Anna", "Beat"]


@pytest.mark.parametrize("char", ["\u200e", "\u200f", "\u061c"])
def test_a_bidirectional_mark_stays_a_control_character(club, char):
    assert refusal(club.add_member, f"Be{char}at") == said("the name", ord(char), 3)


def test_an_evening_s_title_keeps_what_hides_nothing_and_refuses_what_hides_text(club):
    """A soft hyphen in a long title or a zero-width joiner in an emoji hides no text; a tag
    character is an invisible letter (U+E0041 an "A"), the interlinear annotation hides its
    annotation: refused by name and place, as in a match file's texts."""
    for field, what in (("title", "the title"), ("place", "the place")):
        assert refusal(club.new_evening, "2026-12-11", "schieber",
                       **{field: "Cup\U000e0041"}) == (
            f"{what} cannot hold an invisible character (U+E0041 at character 4): it would "
            "hide text")
    assert refusal(club.new_evening, "2026-12-11", "schieber", place="a\ufff9b\ufffac\ufffb") == (
        "the place cannot hold an invisible character (U+FFF9 at character 2): it would hide "
        "text")
    evening = club.new_evening("2026-12-11", "schieber", title="Jass\xadabend",
                               place="Rössli\u200b👨\u200d👩")
    assert (evening.title, evening.place) == ("Jass\xadabend", "Rössli\u200b👨\u200d👩")
    assert refusal(club.update_evening, evening.id, place="Muri", note="x\U000e0020") == (
        "the note cannot hold an invisible character (U+E0020 at character 2): it would hide "
        "text")
