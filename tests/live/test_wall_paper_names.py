"""A Differenzler table typed in from the paper sheet is named on the wall as the live tables
and the ranking name its players: a German trial's wall read "Ruth / Peppino / Beat" for
the paper table beside "Vreni Stalder", "Margrit Odermatt" at the live ones and "Giuseppe
D'Alessandro" in the ranking; nobody could tell that Peppino was Giuseppe. A player is his
full name everywhere; a team stays its players' short names, as a live table's team is
named (tests/live/test_recorded.py).

Every wait is on a condition with a generous timeout, never on a time."""

from __future__ import annotations

import random

import pytest

from jasstafel.club import Club, PaperResult

from .test_browser import Phone, running

#: (name, short name) of the trial's club
MEMBERS = [("Vreni Stalder", ""), ("Margrit Odermatt", ""),
           ("Hansruedi Müller-Lüdenscheid", "Hansruedi"), ("Toni Bucher", ""),
           ("Käthi Bürgi", ""), ("Sepp Amrein", ""), ("Ruth Schnyder", "Ruth"),
           ("Giuseppe D'Alessandro", "Peppino"), ("Beat Zürcher", "Beat")]


def differenzler_evening(path) -> tuple[int, list[str]]:
    """The nine drawn at three tables of three, table 3's result typed from the paper
    sheet: (evening, the full names of table 3's players in seat order)."""
    with Club.open(path) as club:
        ids = [club.add_member(name, short).id for name, short in MEMBERS]
        evening = club.new_evening("2026-12-06", "differenzler", preset="standard", passen=1,
                                   settings={"games": 4})
        club.draw(evening.id, ids, rng=random.Random(1))
        table = next(t for t in club.drawn(evening.id)[0].tables if t.number == 3)
        club.record_result(evening.id, 1, 3, [PaperResult(m, p) for m, p in
                                               zip(table.seats, (22, 12, 31), strict=True)])
        names = {m.id: m.name for m in club.members()}
    return evening.id, [names[m] for m in table.seats]


def test_a_paper_table_is_named_by_full_names_as_the_live_ones(club_path, german, browser):
    pytest.importorskip("uvicorn", reason="the live extra is not installed")
    evening, paper = differenzler_evening(club_path)
    with running(club_path, evening) as live:
        phone = Phone(browser)
        browser.size(1280, 720)
        phone.d.get(live.url + "wall")
        phone.until(lambda: phone.count("#tables .tile") == 3, "the three tables")
        tiles = phone.d.execute_script("""
            return Array.from(document.querySelectorAll('#tables .tile'), (tile) =>
              Array.from(tile.querySelectorAll('.side .name'), (n) => n.textContent));""")
        ranked = phone.d.execute_script("""
            return Array.from(document.querySelectorAll('#ranking td.name'),
                              (n) => n.textContent);""")
    assert tiles[2] == paper, tiles
    assert sorted(name for tile in tiles for name in tile) == sorted(n for n, _ in MEMBERS)
    assert set(paper) <= set(ranked), ranked  # the same names as the ranking's
