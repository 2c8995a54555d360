"""The wall's column headings are read from across the hall as its names and figures are: a
German trial's projector showed "Rang", "Mitglied", "Gespielt", "Strafe" and "Gewonnene
Passen" about 9 px high over rows of 17 px (a Differenzler evening of nine, on a 1280 px
wide window 577 px high). A heading is as big as the rows' type, and whole.

Every wait is on a condition with a generous timeout, never on a time."""

from __future__ import annotations

import random

import pytest

from jasstafel.club import Club, PaperResult

from .test_browser import Phone, running
from .test_wall_paper_names import MEMBERS

#: the rows' smallest type on a projector (tests/live/test_browser.py), in px
READABLE = 15

HEADINGS = """
const names = Array.from(document.querySelectorAll('#ranking td.name'));
return {
  row: Math.min(...names.map((c) => parseFloat(getComputedStyle(c).fontSize))),
  headings: Array.from(document.querySelectorAll('#ranking thead th:not(.gap)'), (th) => ({
    text: th.textContent, size: parseFloat(getComputedStyle(th).fontSize),
    cut: th.scrollWidth > th.clientWidth + 1})),
  bottom: Math.max(...names.map((c) => c.getBoundingClientRect().bottom)),
  height: window.innerHeight,
  wide: document.documentElement.scrollWidth > window.innerWidth,
};
"""


def ranked_evening(path) -> int:
    """The trial's nine at three Differenzler tables, every result typed from paper."""
    with Club.open(path) as club:
        ids = [club.add_member(name, short).id for name, short in MEMBERS]
        evening = club.new_evening("2026-12-06", "differenzler", preset="standard", passen=1,
                                   settings={"games": 4})
        club.draw(evening.id, ids, rng=random.Random(1))
        for table in club.drawn(evening.id)[0].tables:
            club.record_result(evening.id, 1, table.number, [
                PaperResult(m, p) for m, p in zip(table.seats, (5, 12, 27), strict=True)])
    return evening.id


@pytest.mark.parametrize("size", [(1280, 577), (1280, 720), (1920, 1080)])
def test_the_wall_s_headings_are_as_readable_as_its_rows(club_path, german, browser, size):
    pytest.importorskip("uvicorn", reason="the live extra is not installed")
    evening = ranked_evening(club_path)
    with running(club_path, evening) as live:
        phone = Phone(browser)
        browser.size(*size)
        phone.d.get(live.url + "wall")
        phone.until(lambda: phone.count("#ranking td.name") == 9, "everyone ranked")
        seen = phone.d.execute_script(HEADINGS)
        phone.d.save_screenshot(str(club_path.parent / f"wall-{size[0]}x{size[1]}.png"))
    assert [h["text"] for h in seen["headings"]] == [
        "Rang", "Mitglied", "Passen", "Strafe", "Gewonnene Passen"]
    assert [h for h in seen["headings"] if h["size"] < max(READABLE, 0.8 * seen["row"])
            or h["cut"]] == [], seen
    assert seen["bottom"] <= seen["height"] and not seen["wide"], seen  # still all in view
