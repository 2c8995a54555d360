"""An arrow stays on the line of what follows it on a narrow phone: a 360 px phone listed a
Coiffeur round as "Anna & Beat: Eicheln ×1, 120 →" over "120". In the entries and in what
an undo or a redo says, "→ 120" is one piece of its line.

Every wait is on a condition with a generous timeout, never on a time."""

from __future__ import annotations

import pytest

from .browser import Browser
from .conftest import make_evening
from .test_browser import Phone, running

pytest.importorskip("uvicorn", reason="the live extra is not installed")

ROUND = 'form[data-form="round"] '

#: every arrow in the boxes of arguments[0]: [the box's text, the arrow's line (its top),
#: the line of the first letter after it], across the box's spans (a team's name is one)
ARROWS = """
const out = [];
for (const box of document.querySelectorAll(arguments[0])) {
  const walker = document.createTreeWalker(box, NodeFilter.SHOW_TEXT);
  const chars = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    for (let i = 0; i < node.data.length; i++) chars.push([node, i]);
  }
  const top = (at) => {
    const range = document.createRange();
    range.setStart(chars[at][0], chars[at][1]);
    range.setEnd(chars[at][0], chars[at][1] + 1);
    const rects = Array.from(range.getClientRects()).filter((r) => r.width);
    return rects.length ? Math.round(rects[0].top) : null;
  };
  chars.forEach(([node, i], at) => {
    if (node.data[i] !== "\\u2192") return;
    let next = at + 1;
    while (next < chars.length && /\\s/.test(chars[next][0].data[chars[next][1]])) next++;
    if (next < chars.length) out.push([box.textContent, top(at), top(next)]);
  });
}
return out;
"""


def broken(arrows: list[list]) -> list[str]:
    """The texts in which an arrow ends a line and what follows it begins the next."""
    return [text for text, arrow, after in arrows if arrow != after]


def test_an_arrow_stays_with_its_figure_on_a_360_px_phone(club_path, german):
    evening = make_evening(club_path, variant="coiffeur", preset="jassverein", players=4,
                           passen=1)
    browser = Browser(size=(360, 740))
    try:
        with running(club_path, evening) as live:
            phone = Phone(browser)
            phone.join(live.url, live.codes(1)[(1, 1)])
            phone.css(ROUND + 'fieldset[data-name="row"] button')
            # rows and points that put the arrow at a line's end without the fix
            rounds = ((0, 120), (1, 87), (2, 9), (3, 140), (4, 45))
            for written, (row, points) in enumerate(rounds, start=1):
                phone.tap(ROUND + 'fieldset[data-name="team"] button[data-value="0"]')
                phone.tap(ROUND + f'fieldset[data-name="row"] button[data-value="{row}"]')
                phone.css(ROUND + 'fieldset[data-name="points"] input').send_keys(str(points))
                phone.tap(ROUND + "button.write")
                phone.until(lambda n=written: phone.entries() == n, "the round is written")
            entries = phone.d.execute_script(ARROWS, "#history .entry-text")
            phone.d.save_screenshot(str(club_path.parent / "arrows-360.png"))

            phone.tap("#undo")
            phone.until(lambda: phone.entries() == len(rounds) - 1 and "→" in phone.text(
                "#notice"), "the undo says what it took back")
            undone = phone.d.execute_script(ARROWS, "#notice")
            phone.tap("#redo")
            phone.until(lambda: phone.entries() == len(rounds) and "→" in phone.text(
                "#notice"), "the redo says what it made again")
            redone = phone.d.execute_script(ARROWS, "#notice")
            wide = phone.d.execute_script("return document.documentElement.scrollWidth")
    finally:
        browser.quit()
    assert len(entries) == len(rounds) and len(undone) == len(redone) == 1, (
        entries, undone, redone)
    assert broken(entries + undone + redone) == []
    assert wide <= 360
