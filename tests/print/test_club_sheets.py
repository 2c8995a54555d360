"""Club paper: the evening's ranking, the season's ranking and the seat list as PDF, with the
names and figures where a reader looks for them (checked with pdftotext)."""

import random
import re

import pytest

from jasstafel.club import Club, PaperResult
from jasstafel.core import JassError
from jasstafel.printing.club_sheets import (
    write_evening_ranking_pdf,
    write_season_ranking_pdf,
    write_seat_list_pdf,
)
from tests.ui.texts import PaintedBoxes

from . import pdf_pages

NAMES = [("Anna Muster", "Anna"), ("Beat Keller", "Beat"), ("Cla Caduff", "Cla"),
         ("Dora Meier", "Dora"), ("Emil Steiner", "Emil")]


@pytest.fixture(autouse=True)
def _app(qapp):
    """Painting text needs the QApplication of pytest-qt."""
    return qapp


@pytest.fixture
def club(tmp_path):
    with Club.open(tmp_path / "club.sqlite") as opened:
        yield opened


def line_of(text, name):
    return next(line for line in text.splitlines() if name in line)


def test_evening_ranking_with_the_rule_and_the_sit_out_credit(club, tmp_path):
    members = [club.add_member(n, s) for n, s in NAMES]
    ids = {m.short_name: m.id for m in members}
    ev = club.new_evening("2026-11-26", "schieber", preset="turnier", passen=2,
                          place="Rössli, Muri", title="Donnschtig-Jass")
    # five players at a Schieber: one table of four, one sits out in each Passe
    club.draw(ev.id, [m.id for m in members], rng=random.Random(3))
    drawn = club.drawn(ev.id)
    points = {m.id: 0 for m in members}
    for passe, (a, b) in zip(drawn, ((1001, 883), (950, 934)), strict=True):
        table = passe.tables[0]
        figures = {table.seats[0]: a, table.seats[2]: a, table.seats[1]: b, table.seats[3]: b}
        club.record_result(ev.id, passe.passe, 1, [PaperResult(m, p) for m, p in figures.items()])
        for m, p in figures.items():
            points[m] += p
    out_1, out_2 = drawn[0].sitting_out[0], drawn[1].sitting_out[0]
    assert out_1 != out_2  # sit-outs rotate
    # who sat out gets his own average Passe as credit: the one Passe he played, once
    total = dict(points)
    for member in (out_1, out_2):
        total[member] = points[member] * 2
    ranking = club.evening_ranking(ev.id)
    out = tmp_path / "rangliste.pdf"
    write_evening_ranking_pdf(ranking, ev, out, club="Jassclub Muri")
    (page,) = pdf_pages(out)
    assert "Jassclub Muri" in page and "Ranking · Donnschtig-Jass" in page
    assert "2026-11-26" in page and "Rössli, Muri" in page and "Schieber · Turnier" in page
    head = next(line for line in page.splitlines() if re.match(r"\s*Rank\s+Member", line))
    for title in ("Passen", "Points", "Matches", "Best Passe", "Played", "Sat out"):
        assert title in head
    assert "Per Passe" in page  # the points of each Passe, under one title
    # the credit of every figure added up (points, Matches), under one title
    assert "Sit-out credit" in page
    for short, member in ids.items():
        name = next(n for n, s in NAMES if s == short)
        row = line_of(page, name)
        numbers = [int(n) for n in re.findall(r"\d+", row.split(name)[1])]
        credit = points[member] if member in (out_1, out_2) else 0
        assert numbers[:2] == [2, total[member]], (name, row)
        assert numbers[-2:] == [credit, 0], (name, row)  # points, Matches (none played)
        # the Passen played, each with the team's points; a Passe sat out shows "–"
        assert "–" in row.split(name)[1] if member in (out_1, out_2) else True
    # printed best first
    order = sorted(NAMES, key=lambda name_short: page.index(name_short[0]))
    assert [total[ids[short]] for _, short in order] == sorted(total.values(), reverse=True)
    assert "How the ranking is made" in page
    assert "Schieber Turnier: the most points" in " ".join(page.split())


def test_without_sit_outs_the_sit_out_columns_are_left_out(club, tmp_path):
    members = [club.add_member(n, s) for n, s in NAMES[:4]]
    ev = club.new_evening("2026-11-26", "molotow", passen=1)
    club.record_result(ev.id, 1, 1, [PaperResult(m.id, p) for m, p in
                                     zip(members, (120, 80, 200, 56), strict=True)])
    write_evening_ranking_pdf(club.evening_ranking(ev.id), ev, tmp_path / "m.pdf")
    (page,) = pdf_pages(tmp_path / "m.pdf")
    assert "Sit-out credit" not in page and "Sat out" not in page
    # Molotow: the fewest points win: Dora 56, Beat 80, Anna 120, Cla 200 (456: a sum 8
    # rounds × 157 can end with)
    rows = [line for line in page.splitlines() if re.match(r"\s*\d\s", line)]
    assert [r.split()[1] for r in rows] == ["Dora", "Beat", "Anna", "Cla"]
    assert [int(r.split()[4]) for r in rows] == [56, 80, 120, 200]
    assert "Molotow: the fewest points" in " ".join(page.split())


def test_a_long_season_is_split_into_parts_with_dropped_results_in_brackets(club, tmp_path):
    members = [club.add_member(n, s) for n, s in NAMES[:4]]
    anna, beat, cla, dora = members
    # twelve evenings; Anna wins the first eleven, Beat the twelfth; rank points 4 3 2 1
    for k in range(12):
        ev = club.new_evening(f"2026-{1 + k % 12:02d}-{10 + k // 12:02d}", "molotow", passen=1)
        first = anna if k < 11 else beat
        order = [first] + [m for m in (anna, beat, cla, dora) if m is not first]
        club.record_result(ev.id, 1, 1, [PaperResult(m.id, p) for m, p in
                                         zip(order, (10, 20, 30, 46), strict=True)])
    ranking = club.season_ranking("2026", drop_worst=1)
    out = tmp_path / "saison.pdf"
    write_season_ranking_pdf(ranking, "2026", out, club="Jassclub Muri", paper="letter")
    text = "\n".join(pdf_pages(out))
    assert "Season ranking 2026" in text and "Jassclub Muri" in text
    assert "Evenings 1–8" in text and "Evenings 9–12" in text  # too wide for one table
    # the evenings' dates as English writes a day short: month first, by its name (an
    # English reader takes "10.12." for October 12); tight, the month stands over its day
    # ("Jan" / "10")
    head = next(line for line in text.splitlines() if "Jan" in line)
    assert head.split()[-12:] == ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug",
                                  "Sep", "Oct", "Nov", "Dec"]
    assert "10.12." not in text and "10.1." not in text
    # Anna: 11 × 4 + 3 = 47, the 3 of the twelfth evening dropped: 44
    # Beat: 11 × 3 + 4 = 37, a 3 dropped: 34; Cla 12 × 2 − 2 = 22; Dora 12 × 1 − 1 = 11
    totals = {m.name: int(line_of(text, m.name).split(m.name)[1].split()[0])
              for m in members}
    assert totals == {"Anna Muster": 44, "Beat Keller": 34, "Cla Caduff": 22, "Dora Meier": 11}
    assert "(3)" in line_of(text, "Anna Muster") + line_of(text, "Beat Keller")
    assert "each member's best 11 results of the season's 12 evenings" in " ".join(text.split())


def test_seat_list_per_passe_and_per_member(club, tmp_path):
    members = [club.add_member(f"Spieler {chr(65 + i)}", "") for i in range(9)]
    ev = club.new_evening("2026-11-26", "schieber", preset="turnier", passen=3)
    club.draw(ev.id, [m.id for m in members], rng=random.Random(5))
    rows = club.seat_list(ev.id)
    out = tmp_path / "sitzplan.pdf"
    write_seat_list_pdf(club.evening(ev.id), rows, out, club="Jassclub Muri")
    text = "\n".join(pdf_pages(out))
    assert "Seat list · Schieber" in text and "Tables: 2" in text
    for passe in (1, 2, 3):
        assert f"Passe {passe}" in text
    for row in rows:
        if row.table is not None and row.seat == 1:
            partner = next(r.name for r in rows if (r.passe, r.table, r.seat) ==
                           (row.passe, row.table, 3))
            assert f"{row.name} & {partner}" in text  # team A of that table
    out_lines = [line for line in text.splitlines() if "Sits out:" in line]
    assert len(out_lines) == 3  # 9 players: one sits out in each Passe
    who = text[text.index("Who sits where"):]
    for m in members:
        line = line_of(who, m.name)
        mine = [r for r in rows if r.member_id == m.id]
        for r in mine:
            place = "sits out" if r.table is None else f"Table {r.table}, seat {r.seat}"
            assert place in line, (m.name, line)


def test_many_members_flow_over_pages_with_the_header(club, tmp_path):
    members = [club.add_member(f"Mitglied {i:02d}", "") for i in range(80)]
    ev = club.new_evening("2026-11-26", "molotow", passen=1, title="Grosses Turnier")
    for t in range(20):
        club.record_result(ev.id, 1, t + 1, [PaperResult(m.id, 10 * t + s) for s, m in
                                             enumerate(members[4 * t:4 * t + 4])])
    out = tmp_path / "lang.pdf"
    write_evening_ranking_pdf(club.evening_ranking(ev.id), club.evening(ev.id), out,
                              club="Jassclub Muri")
    pages = pdf_pages(out)
    assert len(pages) >= 2
    for n, page in enumerate(pages, start=1):
        assert "Jassclub Muri" in page and "Ranking · Grosses Turnier" in page
        assert f"Page {n} of {len(pages)}" in page
        assert "Best Passe" in page  # the column titles on every page
    text = "\n".join(pages)
    assert all(m.name in text for m in members)


def test_an_unwritable_place_is_one_clear_error(club, tmp_path):
    ev = club.new_evening("2026-11-26", "schieber")
    with pytest.raises(JassError, match="cannot write"):
        write_seat_list_pdf(ev, [], tmp_path / "missing" / "x.pdf")


# -- paper for the tables ------------------------------------------------------------------------


def drawn_evening(club, variant="schieber", preset="turnier", players=8, **kw):
    members = [club.add_member(f"Spieler {chr(65 + i)}", "") for i in range(players)]
    ev = club.new_evening("2026-11-26", variant, preset=preset, passen=2, title="Chlausjass",
                          place="Rössli", **kw)
    club.draw(ev.id, [m.id for m in members], rng=random.Random(4))
    names = {m.id: m for m in club.members(guests=True)}
    return club.evening(ev.id), club.drawn(ev.id), names


def test_table_sheets_are_pre_filled_from_the_draw(club, tmp_path):
    from jasstafel.printing.club_sheets import seated_tables, write_table_sheets_pdf

    ev, drawn, members = drawn_evening(club)
    tables = seated_tables(ev, drawn, members)
    out = tmp_path / "tische.pdf"
    write_table_sheets_pdf(tables, out, club="Jassclub Muri")
    pages = pdf_pages(out)
    assert len(pages) == 4  # 2 Passen × 2 tables, a page each
    for page, seated in zip(pages, tables, strict=True):
        assert "Jassclub Muri" in page
        assert f"Table sheet · Passe {seated.passe} · Table {seated.table}" in page
        flat = " ".join(page.split())
        for seat, name in enumerate(seated.names, start=1):
            assert f"Seat {seat} ({'AB'[(seat - 1) % 2]}): {name}" in flat, (seat, name)
        a, b = seated.sides()
        assert a in page and b in page  # the teams over their columns and signatures
        assert f"Signature {a}" in flat
        assert "Scorekeeper:" in flat and "Schreiber" not in flat  # English says scorekeeper
        assert "12 rounds (Turnier)" in flat  # the evening's table rules
        head = next(line for line in page.splitlines() if "Card points" in line)
        assert "Weis" not in head and "Stöck" not in head  # a Turnier writes neither


def test_a_team_too_long_for_its_board_is_shortened_with_a_sign(club, tmp_path):
    """A side's name over its Z board takes two lines at most: a trial's "B: Wolfeschlegel-
    steinhausenbergerdorff" stopped there, the partner gone and nothing said so. Two names
    of 60 letters are too long for two lines: shortened, and it says so."""
    from jasstafel.printing.club_sheets import seated_tables, write_table_sheets_pdf

    long = "Wolfeschlegelsteinhausenbergerdorff Hubert Blaine Johann X{}"
    members = [club.add_member(long.format(i), f"Wolfe {i}") for i in range(4)]
    ev = club.new_evening("2026-11-26", "schieber", passen=1)
    club.draw(ev.id, [m.id for m in members], rng=random.Random(4))
    names = {m.id: m for m in club.members()}
    seated = seated_tables(club.evening(ev.id), club.drawn(ev.id), names)
    with PaintedBoxes() as painted:
        write_table_sheets_pdf(seated, tmp_path / "tisch.pdf")
    lines = [box.text for box in painted.boxes]
    for side in seated[0].sides():
        # its two lines, the second shortened over the board, and it says so
        assert any(second.endswith("…") and side.startswith(f"{first} {second[:-1]}")
                   for first, second in zip(lines, lines[1:], strict=False)), (side, lines)


def test_table_cards_and_the_seat_map(club, tmp_path):
    from jasstafel.printing.club_sheets import (
        seated_tables,
        write_seat_map_pdf,
        write_table_cards_pdf,
    )

    guest = club.add_guest("Vreni Gast")
    ev, drawn, members = drawn_evening(club, "molotow", "jassverein", players=6)
    club.draw(ev.id, [m for m in members if m != guest.id] + [guest.id],
              rng=random.Random(5))
    drawn = club.drawn(ev.id)
    members = {m.id: m for m in club.members(guests=True)}
    tables = seated_tables(ev, drawn, members, passe=1)
    write_table_cards_pdf(tables, tmp_path / "karten.pdf")
    cards = "\n".join(pdf_pages(tmp_path / "karten.pdf"))
    for seated in tables:  # 7 players of Molotow: a table of four and one of three
        assert f"Table {seated.table}" in cards
        for name in seated.names:
            assert name in cards
    assert "Passe 1 · Molotow" in cards
    write_seat_map_pdf(ev, drawn, members, tmp_path / "plan.pdf")
    plan = "\n".join(pdf_pages(tmp_path / "plan.pdf"))
    assert "Seat map · Chlausjass" in plan and "Passe 2" in plan
    assert "Vreni Gast" in plan


def test_a_guest_is_marked_on_the_printed_ranking(club, tmp_path):
    ids = [club.add_member(n, s).id for n, s in NAMES[:3]]
    guest = club.add_guest("Vreni Gast")
    ev = club.new_evening("2026-11-26", "molotow", passen=1)
    club.record_result(ev.id, 1, 1, [PaperResult(m, 40 + i)
                                     for i, m in enumerate(ids + [guest.id])])
    write_evening_ranking_pdf(club.evening_ranking(ev.id), ev, tmp_path / "r.pdf")
    (page,) = pdf_pages(tmp_path / "r.pdf")
    assert "Vreni Gast · guest" in page  # as the draw marks her


def test_signature_lines_never_stand_alone_on_a_page(qapp):
    from PySide6.QtGui import QPdfWriter

    from jasstafel.printing.base import with_signatures
    from jasstafel.printing.layout import Canvas, Frame, Gap, Text, paginate

    writer = QPdfWriter(str(__import__("tempfile").mktemp(suffix=".pdf")))
    writer.setResolution(300)
    cv = Canvas(writer)
    frame = Frame([Text("Kopf", 12)], "")
    for lines in range(30, 90):  # somewhere the signatures would start a page alone
        blocks = [Text(f"Zeile {i}", 10) for i in range(lines)] + [Gap(2)]
        pages = paginate(cv, frame, with_signatures(blocks, ["Team A", "Team B"]))
        last = [b for b, _ in pages[-1].placed]
        assert any(isinstance(b, Text) for b in last), lines  # never only the signatures


def test_the_coiffeur_grid_fills_the_page_width():
    from jasstafel.core import find_variant
    from jasstafel.printing.variants import sheet_for

    cls = find_variant("coiffeur")
    sheet = sheet_for(cls, cls.PRESETS["jassverein"])
    assert sheet.grid(None, ["A", "B"]).fill


@pytest.mark.parametrize("language", ["de", "fr"])
def test_in_german_and_french_dates_and_figures_are_swiss(club, tmp_path, language):
    from jasstafel import i18n

    members = [club.add_member(n, s) for n, s in NAMES[:4]]
    ev = club.new_evening("2026-11-26", "schieber", preset="turnier", passen=2)
    club.draw(ev.id, [m.id for m in members], rng=random.Random(3))
    for passe in club.drawn(ev.id):
        seats = passe.tables[0].seats
        club.record_result(ev.id, passe.passe, 1, [
            PaperResult(seats[0], 1001), PaperResult(seats[2], 1001),
            PaperResult(seats[1], 883), PaperResult(seats[3], 883)])
    previous = i18n.language()
    i18n.use(language)
    try:
        out = tmp_path / "rangliste.pdf"
        write_evening_ranking_pdf(club.evening_ranking(ev.id), ev, out, club="Jassclub Muri")
    finally:
        i18n.use(previous)
    (page,) = pdf_pages(out)
    assert "26.11.2026" in page and "2026-11-26" not in page
    # 2 × 1001 and 2 × 883, as a Tafel writes them
    assert "2'002" in page and "1'766" in page and "2002" not in page


@pytest.mark.parametrize(("variant", "heads"), [
    ("guggitaler", "Count Points Total"), ("handjass", "Card points Striche"),
    ("molotow", "Points Weis Total"), ("differenzler", "Pred. Points Diff."),
    ("punktetafel", "Points Total")])
def test_a_table_of_three_gets_three_columns_to_fill_in(club, tmp_path, variant, heads):
    """Seven players: a table of four and one of three. The three's sheet had a fourth (or
    a fifth and sixth) empty player column: one column per player seated, and a signature
    line each."""
    from jasstafel.printing.club_sheets import seated_tables, write_table_sheets_pdf

    members = [club.add_member(f"Spieler {chr(65 + i)}", "") for i in range(7)]
    ev = club.new_evening("2026-11-26", variant, passen=1)
    club.draw(ev.id, [m.id for m in members], rng=random.Random(4))
    names = {m.id: m for m in club.members(guests=True)}
    tables = seated_tables(club.evening(ev.id), club.drawn(ev.id), names)
    assert sorted(len(t.names) for t in tables) == [3, 4]
    write_table_sheets_pdf(tables, tmp_path / "t.pdf")
    for page, seated in zip(pdf_pages(tmp_path / "t.pdf"), tables, strict=True):
        flat = " ".join(page.split())
        assert flat.count(heads) == len(seated.names), (seated.names, flat)
        assert flat.count("Signature Spieler") == len(seated.names)


BAERGLI = ["Ueli <i>Chef</i>", "Röbi D'Ämbrosio", "Anna Muster", "Beat Zürcher", "Cla Caduff",
           "Dora Kälin", "Emil Frey", "Fränzi Gübeli", "Gody Brönnimann"]


def test_names_stay_on_one_line_where_the_titles_can_wrap(club, tmp_path):
    """A club's trial (German, A4): "Gody / Brönnimann" on two lines on both rankings,
    while the columns of one-digit figures kept the width of their one-line titles. The
    titles wrap first ("Gewonnene / Abende"), and the font is made a little smaller rather
    than a name broken."""
    from jasstafel import i18n

    ids = [club.add_member(n).id for n in BAERGLI]
    ev = club.new_evening("2026-12-05", "schieber", preset="turnier", passen=2,
                          title="Chlausjass", place="Restaurant Bärgli, Sumiswald",
                          settings={"rounds": 4})
    club.draw(ev.id, ids, rng=random.Random(5))
    for passe in club.drawn(ev.id):
        for table in passe.tables:
            s = table.seats
            a, b = ((357, 271), (314, 314))[table.number % 2]
            club.record_result(ev.id, passe.passe, table.number, [
                PaperResult(s[0], a, matches=1), PaperResult(s[2], a, matches=1),
                PaperResult(s[1], b, matches=0), PaperResult(s[3], b, matches=0)])
    previous = i18n.language()
    i18n.use("de")
    try:
        evening, season = tmp_path / "abend.pdf", tmp_path / "saison.pdf"
        write_evening_ranking_pdf(club.evening_ranking(ev.id), ev, evening,
                                  club="Jassclub Bärgli")
        write_season_ranking_pdf(club.season_ranking("2026"), "2026", season,
                                 club="Jassclub Bärgli")
    finally:
        i18n.use(previous)
    for path in (evening, season):
        (page,) = pdf_pages(path)
        for name in BAERGLI:
            assert name in page, (path.name, name)  # whole on its line
