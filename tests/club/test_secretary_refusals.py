"""What a Romand club secretary's trial found at the command line: refusals that pointed the
wrong way (a table the draw has not advised an exception; "without a draw" said of an
evening with a draw; `won=oui` refused), a name's length not said, and a guest's statistics
with season points that count nowhere."""

import random

import pytest

from jasstafel.cli import main
from jasstafel.club import Club, PaperResult

LONG = "Marie-Thérèse Rossier-Gachoud de la Tour-de-Trême et de Villars-sur-Glâne"


def run(capsys, *args):
    code = main([str(a) for a in args])
    out, err = capsys.readouterr()
    return code, out, err


@pytest.fixture
def drawn(tmp_path):
    """A Schieber Turnier of one Passe, eight members drawn at two tables."""
    path = tmp_path / "club.sqlite"
    with Club.open(path) as club:
        ids = [club.add_member(n).id for n in ("Anna", "Beat", "Cla", "Dora", "Emil",
                                               "Fränzi", "Gody", "Hans")]
        ev = club.new_evening("2026-03-05", "schieber", preset="turnier", passen=1)
        club.draw(ev.id, ids, rng=random.Random(3))
        tables = {t.number: [club.member(m).name for m in t.seats]
                  for t in club.drawn(ev.id)[0].tables}
    return path, ev, tables


# -- 4. the length of a name ---------------------------------------------------------------


@pytest.mark.parametrize(("lang", "said"), [
    ("en", "a name has at most 60 characters (this one has 73)"),
    ("fr", "un nom a au plus 60 caractères (celui-ci en a 73)"),
    ("de", "ein Name hat höchstens 60 Zeichen (dieser hat 73)"),
])
def test_a_long_name_is_refused_saying_how_long_it_is(tmp_path, capsys, lang, said):
    assert len(LONG) == 73  # the trial said 75: it is 73
    code, _out, err = run(capsys, "--lang", lang, "club", "member", "add", LONG, "--db",
                          tmp_path / "c.sqlite")
    assert code == 2 and err.strip().endswith(said), err


def test_a_long_short_name_is_refused_saying_how_long_it_is(tmp_path, capsys):
    code, _out, err = run(capsys, "club", "member", "add", "Anna", "--short",
                          "Annelies-Marie B.", "--db", tmp_path / "c.sqlite")
    assert code == 2
    assert err.strip().endswith("a short name has at most 16 characters (this one has 17)")


def test_a_short_name_as_long_as_a_romand_first_name_is_kept(tmp_path, capsys):
    """A French trial's "Jean-Baptiste" (13 characters) was refused as a short name, where
    the short name made without one is longer ("Jean-Baptiste R.")."""
    code, _out, err = run(capsys, "club", "member", "add", "Jean-Baptiste Rossier", "--short",
                          "Jean-Baptiste", "--db", tmp_path / "c.sqlite")
    assert code == 0 and "at most" not in err, err


# -- 5. a guest has no season points ---------------------------------------------------------


def test_a_guests_statistics_show_no_season_points(tmp_path, capsys):
    path = tmp_path / "club.sqlite"
    with Club.open(path) as club:
        ids = [club.add_member(n).id for n in ("Anna", "Beat", "Cla")]
        guest = club.add_guest("Gérard Invité")
        ev = club.new_evening("2026-04-02", "molotow", passen=1)
        club.draw(ev.id, [*ids, guest.id], rng=random.Random(1))
        seats = club.drawn(ev.id)[0].tables[0].seats
        figures = dict(zip([*ids, guest.id], (356, 350, 300, 250), strict=True))
        club.record_result(ev.id, 1, 1, [PaperResult(m, figures[m]) for m in seats])
        stats = club.member_statistics(guest.id)
        assert [(p.rank, p.season_points, p.cumulative) for p in stats.series] == [
            (1, None, None)]
        member = club.member_statistics(ids[0])
        assert [(p.season_points, p.cumulative) for p in member.series] == [(1, 1)]
    code, out, err = run(capsys, "club", "stats", "Gérard Invité", "--db", path)
    assert code == 0, err
    assert "Season points" not in out and "Cumulative" not in out
    assert ("Gérard Invité plays as a guest: a guest's evenings count in no season ranking "
            "until made a member ('club guest make-member')") in out
    row = next(line for line in out.splitlines() if line.startswith("2026-04-02"))
    assert row.split() == ["2026-04-02", "Molotow", "1", "4", "250"]
    code, out, _err = run(capsys, "club", "stats", "Anna", "--db", path)
    assert "Season points" in out and "guest" not in out


# -- 6. refusals that point the right way ------------------------------------------------------


def test_a_table_the_draw_has_not_is_refused_as_such(drawn, capsys):
    path, ev, tables = drawn
    code, out, err = run(capsys, "club", "result", ev.id, "1", "3",
                         *(f"{n}={p}" for n, p in zip(tables[1], (1000, 884) * 2,
                                                      strict=True)), "--db", path)
    assert code == 2 and out == ""
    first, then = err.splitlines()
    assert first.endswith(
        "the draw of Passe 1 has no table 3: check the table's number (a table set up after "
        "the draw is recorded as an override, with its reason)"), err
    assert then == "On the command line: --override REASON"  # the override's option
    assert "line-up" not in err


def test_partners_with_different_figures_at_a_drawn_table_are_not_told_about_no_draw(
        drawn, capsys):
    path, ev, tables = drawn
    a, b, c, d = tables[1]  # partners: seats 1 + 3, 2 + 4
    code, _out, err = run(capsys, "club", "result", ev.id, "1", "1", f"{a}=1000",
                          f"{c}=990", f"{b}=884", f"{d}=884", "--db", path)
    assert code == 2
    assert err.strip().endswith(f"{a} and {c} are partners: a team has one result, give both "
                                "the same figures"), err
    assert "without a draw" not in err


def test_without_a_draw_the_order_named_is_still_explained(tmp_path, capsys):
    path = tmp_path / "club.sqlite"
    with Club.open(path) as club:
        for n in ("Anna", "Beat", "Cla", "Dora"):
            club.add_member(n)
        ev = club.new_evening("2026-03-05", "schieber", preset="turnier", passen=1)
    code, _out, err = run(capsys, "club", "result", ev.id, "1", "1", "Anna=1000", "Beat=990",
                          "Cla=884", "Dora=884", "--db", path)
    assert code == 2
    assert err.strip().endswith("(without a draw, the first two players named are one "
                                "team)"), err


@pytest.mark.parametrize(("lang", "yes", "no"), [("fr", "oui", "non"), ("de", "ja", "nein"),
                                                 ("en", "yes", "no"), ("fr", "yes", "no"),
                                                 ("de", "Ja", "NEIN")])
def test_won_is_taken_in_the_language_as_well(tmp_path, capsys, lang, yes, no):
    path = tmp_path / "club.sqlite"
    with Club.open(path) as club:
        for n in ("Anna", "Beat", "Cla", "Dora"):
            club.add_member(n)
        ev = club.new_evening("2026-03-05", "schieber", preset="einfach_1000", passen=1)
    code, _out, err = run(capsys, "--lang", lang, "club", "result", ev.id, "1", "1",
                          f"Anna=990,won={yes}", f"Beat=990,won={yes}", f"Cla=1010,won={no}",
                          f"Dora=1010,won={no}", "--db", path)
    assert code == 0, err
    with Club.open(path) as club:
        won = {club.member(r.member).name: r.won for r in club.results(ev.id)}
    assert won == {"Anna": True, "Beat": True, "Cla": False, "Dora": False}


@pytest.mark.parametrize(("lang", "said"), [
    ("fr", "'Anna=990,won=peut-être' : won vaut oui ou non"),
    ("en", "'Anna=990,won=peut-être': won is yes or no"),
])
def test_won_of_another_word_is_refused_naming_the_words(tmp_path, capsys, lang, said):
    path = tmp_path / "club.sqlite"
    with Club.open(path) as club:
        club.add_member("Anna")
        ev = club.new_evening("2026-03-05", "schieber", preset="einfach_1000", passen=1)
    code, _out, err = run(capsys, "--lang", lang, "club", "result", ev.id, "1", "1",
                          "Anna=990,won=peut-être", "--db", path)
    assert code == 2 and err.strip().endswith(said), err
