"""The club's draw and its lookups by name or date, as an organiser meets them: each refusal
word for word, the stored seats numbered from 1, a redraw that keeps the Passen before it,
and the same seed drawing the same evening."""

import random

import pytest

from jasstafel.club import ClubInputError, PaperResult
from jasstafel.club import club as club_module
from jasstafel.core.text import Text

from . import add_members

NAMES = ["Anna", "Beat", "Cla", "Dora", "Emil", "Fritz", "Gret", "Hans"]


def refusal(call, *args, **kwargs):
    with pytest.raises(ClubInputError) as refused:
        call(*args, **kwargs)
    return str(refused.value)


def test_a_draw_refused_word_for_word(club):
    ids = list(add_members(club, NAMES[:4]).values())
    evening = club.new_evening("2026-11-26", "molotow", passen=2)
    assert refusal(club.draw, evening.id, [*ids, ids[0]]) == (
        "a member is listed twice for the draw")
    club.deactivate(ids[1])
    assert refusal(club.draw, evening.id, ids) == "Beat is not active: reactivate the member first"
    club.reactivate(ids[1])
    for passe in (0, 3):
        assert refusal(club.draw, evening.id, ids, from_passe=passe) == (
            f"the evening has Passen 1 to 2, not {passe}")
    club.draw(evening.id, ids, rng=random.Random(1))
    seats = club.drawn(evening.id)[1].tables[0].seats  # 8 rounds: 4 × 314 = 8 × 157
    club.record_result(evening.id, 2, 1, [PaperResult(m, 314) for m in seats])
    assert refusal(club.draw, evening.id, ids) == (
        "Passe 2 already has results: it cannot be drawn again")


def test_the_stored_seats_are_numbered_from_one(club):
    ids = list(add_members(club, NAMES).values())
    evening = club.new_evening("2026-11-26", "molotow", passen=1)
    club.draw(evening.id, ids, rng=random.Random(2))
    rows = club._conn.execute("SELECT table_no, seat FROM seats WHERE evening_id = ? "
                              "ORDER BY table_no, seat", (evening.id,)).fetchall()
    assert rows == [(1, 1), (1, 2), (1, 3), (1, 4), (2, 1), (2, 2), (2, 3), (2, 4)]
    assert club.evening(evening.id).tables == 2  # the draw's tables
    assert [row.seat for row in club.seat_list(evening.id)] == [1, 2, 3, 4, 1, 2, 3, 4]


def test_a_redraw_from_a_passe_keeps_the_passen_before(club):
    ids = list(add_members(club, NAMES).values())
    evening = club.new_evening("2026-11-26", "schieber", preset="turnier", passen=3)
    club.draw(evening.id, ids, rng=random.Random(3))
    first = club.drawn(evening.id)
    club.draw(evening.id, ids, rng=random.Random(4), from_passe=2)
    again = club.drawn(evening.id)
    assert again[0] == first[0] and len(again) == 3
    # Passe 1's partners count as history: in the redrawn Passen nobody has the same partner
    partners = {frozenset(team) for table in first[0].tables for team in table.teams}
    assert not partners & {frozenset(team) for p in again[1:] for table in p.tables
                           for team in table.teams}


def test_the_same_seed_draws_the_same_evening(club):
    ids = list(add_members(club, NAMES).values())
    draws = []
    for _ in range(2):
        evening = club.new_evening("2026-11-26", "molotow", passen=3)
        club.draw(evening.id, ids, rng=random.Random(11))
        draws.append([[t.seats for t in p.tables] for p in club.drawn(evening.id)])
    assert draws[0] == draws[1]


def test_lookups_by_name_or_date_refused_word_for_word(club):
    club.add_member("Anna Muster", short_name="Anna")
    assert refusal(club.find_member, "Cla") == "there is no member called 'Cla'"
    assert refusal(club.find_member, "99") == "there is no member 99"
    assert refusal(club.member, 98) == "there is no member 98"
    assert club.find_member("anna").name == "Anna Muster"  # by the short name
    assert club.find_member(" anna   muster ").name == "Anna Muster"
    club.new_evening("2026-11-26", "molotow")
    club.new_evening("2026-11-26", "schieber")
    assert refusal(club.find_evening, "2026-11-27") == "there is no evening '2026-11-27'"
    assert refusal(club.find_evening, " 2026-11-26 ") == (
        "several evenings on 2026-11-26: use the evening id")
    three = club.new_evening("2026-12-03", "molotow")
    assert club.find_evening("2026-12-03") == three
    assert club.find_evening(str(three.id)) == three


def test_a_result_for_no_such_place_or_player_is_refused_word_for_word(club):
    ids = list(add_members(club, NAMES[:5]).values())
    evening = club.new_evening("2026-11-26", "molotow", passen=2, tables=2)
    open_count = club.new_evening("2026-11-27", "molotow", passen=2)  # tables not counted

    def record(ev, passe, table, members):  # 8 rounds: 4 × 314 = 8 × 157
        return refusal(club.record_result, ev.id, passe, table,
                       [PaperResult(m, 314) for m in members])

    assert record(evening, 3, 1, ids[:4]) == "the evening has Passen 1 to 2, not 3"
    assert record(evening, 0, 1, ids[:4]) == "the evening has Passen 1 to 2, not 0"
    assert record(evening, 1, 3, ids[:4]) == "the evening's tables are 1 to 2, not 3"
    assert record(open_count, 1, 0, ids[:4]) == (
        "the evening's tables are numbered from 1, not 0")
    assert record(evening, 1, 1, [*ids[:3], 77]) == "there is no member 77"
    club.record_result(evening.id, 1, 1, [PaperResult(m, 314) for m in ids[:4]])
    assert record(evening, 1, 2, ids[1:5]) == "Beat already has a result in Passe 1 at table 1"
    # the same players in the other Passe: no clash
    assert len(club.record_result(evening.id, 2, 2, [PaperResult(m, 314) for m in ids[1:5]])) == 4


def test_a_new_evening_refused_word_for_word_at_its_edges(club, monkeypatch):
    new = club.new_evening
    assert refusal(new, "31.11.2026", "molotow") == (
        "'31.11.2026' is not a date (YYYY-MM-DD or DD.MM.YYYY)")
    assert refusal(new, "2026-11-26", "poker") == (
        "unknown variant 'poker' (known: schieber, coiffeur, molotow, handjass, fahnder, "
        "pandur, differenzler, punktetafel, guggitaler)")
    assert refusal(new, "2026-11-26", "schieber", preset="blitz") == (
        "Schieber has no preset 'blitz' (known: turnier, freier_jass, swisslos_2500, "
        "swisslos_2500_fr, einfach_1000)")
    # the setting and the app's own words (pydantic's English before, in every language)
    assert refusal(new, "2026-11-26", "molotow", settings={"rounds": "viele"}) == (
        "a table setting is not valid: rounds: expected a whole number")
    # Passen 1 to 50, tables 0 (as the draw gives) to 200, a season of at most 20 letters
    for passen in (0, 51):
        assert refusal(new, "2026-11-26", "molotow", passen=passen) == (
            f"an evening has 1 to 50 Passen, not {passen}")
    for tables in (-1, 201):
        assert refusal(new, "2026-11-26", "molotow", tables=tables) == (
            f"an evening has 0 (as the draw gives) to 200 tables, not {tables}")
    for season in (" ", "x" * 21):
        assert refusal(new, "2026-11-26", "molotow", season=season) == (
            "a season is a short label, e.g. 2026 or 2025/26")
    edge = new("2026-11-26", "molotow", passen=50, tables=200, season="y" * 20)
    assert (edge.passen, edge.tables, edge.season) == (50, 200, "y" * 20)
    assert new("2026-11-26", "molotow", season="").season == "2026"  # none given: the year
    assert refusal(club.update_evening, edge.id, season="") == (
        "a season is a short label, e.g. 2026 or 2025/26")
    assert new("2026-11-26", "molotow", passen=1, tables=0).passen == 1
    # a variant the club has no tables for (none yet: each has its own in limits.py)
    monkeypatch.delitem(club_module.VARIANT_TABLES, "pandur")
    assert refusal(new, "2026-11-26", "pandur") == "Pandur cannot be played at a club evening"


def test_a_refusal_made_of_plain_words_is_a_sentence_too():
    """A ClubError from a plain string (a message of SQLite, of the system) carries it as an
    untranslated sentence, so the window renders every refusal the same way."""
    refused = ClubInputError("database is locked")
    assert isinstance(refused.message, Text) and str(refused.message) == "database is locked"
    assert str(refused) == "database is locked"
    sentence = club_module.say("there is no member {id}", id="7")
    assert ClubInputError(sentence).message is sentence


def test_a_member_s_names_refused_word_for_word_at_their_edges(club):
    add = club.add_member
    assert refusal(add, " \t ") == "a member needs a name"
    assert refusal(add, "A" * 61) == "a name has at most 60 characters (this one has 61)"
    assert refusal(add, "Anna", "B" * 17) == ("a short name has at most 16 characters (this "
                                               "one has 17)")
    assert add("Jean-Baptiste Rossier", "Jean-Baptiste").short_name == "Jean-Baptiste"
    for name, short in (("1234", ""), ("Anna", "7")):
        assert refusal(add, name, short) == (
            "a name cannot be a number (numbers are member ids)")
    controls = ("{0} cannot hold a control character (U+{1:04X} at character {2}): names and "
                "texts are one line of plain text")
    assert refusal(add, "Anna\x1b[31m") == controls.format("the name", 0x1B, 5)
    assert refusal(add, "Anna", "A\u202eB") == controls.format("the short name", 0x202E, 2)
    assert refusal(add, "Anna\ud800") == (
        "the name is not valid Unicode (a lone surrogate U+D800 at character 5)")
    # at the edges, and the spaces of a name made single
    long = add("A" * 60, "  B   " + "b" * 10 + " ")
    assert (long.name, long.short_name, long.active) == ("A" * 60, "B " + "b" * 10, True)
    assert club.member(long.id) == long
    spaced = add("  Anna   Meier ")
    assert spaced.name == "Anna Meier" and club.find_member("anna meier") == spaced


def test_names_are_unique_ignoring_case_in_every_alphabet(club):
    """SQLite's NOCASE folds ASCII letters only: "ZÜRCHER MÜLLER" was a second member beside
    "Zürcher Müller", and the short name "Genève" then named the wrong one (a trial's)."""
    zuercher = club.add_member("Zürcher Müller", "Zürcher")
    geneve = club.add_member("Genève Lefèvre", "Genève")
    assert refusal(club.add_member, "ZÜRCHER MÜLLER") == (
        "the name 'ZÜRCHER MÜLLER' is taken by the member Zürcher Müller")
    assert refusal(club.add_member, "GENÈVE") == (
        "the name 'GENÈVE' is taken by the member Genève Lefèvre")
    assert refusal(club.add_member, "Hans Strauß", "ZÜRCHER") == (
        "the short name 'ZÜRCHER' is taken by the member Zürcher Müller")
    assert club.find_member("GENÈVE") == geneve
    assert club.find_member("zürcher müller") == zuercher
    # the same letters composed or not (a name pasted from a Mac) are the same name
    assert refusal(club.add_member, "Zu\u0308rcher Mu\u0308ller") == (
        "the name 'Zürcher Müller' is taken by the member Zürcher Müller")
    assert refusal(club.add_guest, "ZÜRCHER MÜLLER") == "Zürcher Müller is a member, not a guest"


def test_an_evening_s_title_place_and_note_are_one_line_of_plain_text(club):
    """A title with a terminal escape or a right-to-left override was stored, shown reversed
    in the window, and no table of the evening could be played (a trial's)."""
    new = club.new_evening
    controls = ("{what} cannot hold a control character ({char} at character {position}): "
                "names and texts are one line of plain text")
    for title, place, char, position in (("\x1b]0;pwned\x07 Titel", "", "U+001B", 1),
                                         ("Abend\u202eRTL", "", "U+202E", 6),
                                         ("Cup", "Zeile\x00Zwei", "U+0000", 6)):
        what = "the title" if title != "Cup" else "the place"
        assert refusal(new, "2026-12-11", "schieber", title=title, place=place) == (
            controls.format(what=what, char=char, position=position))
    assert refusal(new, "2026-12-11", "schieber", title="T" * 101) == (
        "the title has at most 100 characters, not 101")
    assert club.evenings() == []
    # a line break or a tab is a space, as in a name
    evening = new("2026-12-11", "schieber", title="  Cup \t Final ", place="Zeile\nZwei")
    assert (evening.title, evening.place) == ("Cup Final", "Zeile Zwei")
    assert refusal(club.update_evening, evening.id, title="Cup\u202eFinal") == (
        controls.format(what="the title", char="U+202E", position=4))
    assert refusal(club.update_evening, evening.id, place="x", note="\x1b[2J") == (
        controls.format(what="the note", char="U+001B", position=1))
    assert club.evening(evening.id) == evening  # unchanged, nothing logged
    assert club.corrections(evening.id) == []


def test_there_is_no_evening_word_for_word(club):
    assert refusal(club.evening, 7) == "there is no evening 7"


def test_a_short_name_that_is_another_member_s_name_is_taken(club):
    club.add_member("Migg")
    assert refusal(club.add_member, "Emil Keller", "migg") == (
        "the short name 'migg' is taken by the member Migg")
    club.add_member("Anna Muster", "Anna")  # a short name taken by a short name (a trial's)
    assert refusal(club.add_member, "Anna Meier", "anna") == (
        "the short name 'anna' is taken by the member Anna Muster")
    assert refusal(club.add_member, "ANNA", "AM") == (  # the name, by a short name
        "the name 'ANNA' is taken by the member Anna Muster")


def test_a_member_twice_at_a_drawn_table_is_named_before_the_draw_is(club):
    """The draw's line-up then differs too, but what is wrong is the member listed twice:
    named first (a trial's command line said only "a member", or spoke of the draw)."""
    ids = list(add_members(club, ["Anna", "Beat", "Cla", "Dora"]).values())
    evening = club.new_evening("2026-11-26", "molotow", passen=1)
    club.draw(evening.id, ids, rng=random.Random(1))
    seats = club.drawn(evening.id)[0].tables[0].seats
    twice = [seats[0], seats[1], seats[2], seats[0]]
    assert refusal(club.record_result, evening.id, 1, 1,
                   [PaperResult(m, 100 * i) for i, m in enumerate(twice)]) == (
        f"{club.member(seats[0]).name} is listed twice at the table")


@pytest.mark.parametrize("language, said", [
    ("de", "eine Tischregel ist ungültig: rounds: erwartet eine ganze Zahl"),
    ("fr", "une règle de la table n’est pas valable\u00a0: rounds\u00a0: un nombre entier attendu"),
    ("en", "a table setting is not valid: rounds: expected a whole number"),
])
def test_a_wrong_table_setting_is_said_in_the_language(club, language, said):
    """A trial's German club said "eine Tischregel ist ungültig: invalid setting: rounds:
    Input should be …": the reason was English text."""
    from jasstafel import i18n

    with pytest.raises(ClubInputError) as refused:
        club.new_evening("2026-11-26", "molotow", settings={"rounds": "viele"})
    previous = i18n.language()
    i18n.use(language)
    try:
        assert i18n.render(refused.value.message) == said
    finally:
        i18n.use(previous)
