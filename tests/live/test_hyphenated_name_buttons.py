"""A Guggitaler table whose players have hyphenated first names, on a phone: a trial's
390 px phone wrote "Jean-" over "Daniel", "Marie-" over "Claude" on the three-a-row "Pris
par" / "Genommen von" buttons and the Domino's, though the name fits a button of its own
width. A name stays whole on one line; the buttons go two a row (or one) when the names are
long; a name wider than a whole row still wraps inside its button, never past its edge.

Every wait is on a condition with a generous timeout, never on a time."""

from __future__ import annotations

import pytest

from jasstafel import i18n

from .conftest import make_evening
from .test_browser import Phone, running

NAMES = ["Jean-Daniel", "Müller-Lüdenscheid", "Marie-Claude", "Anne-Françoise"]
# at most 60 letters (NAME_LENGTH): wider than a row of a 320 px phone
LONGEST = "Anne-Françoise-Marguerite-Élisabeth-Dubois"

PLAYERS = ('form[data-form="taker"] fieldset[data-name="player"] button.opt, '
           'form[data-form="domino"] fieldset[data-name="order"] button.seat')

# every visible button of *selector* as it is shown: its text, on how many lines (the tops
# of its text's line boxes), and whether the text goes past the button's inner edge
SHOWN = """
const out = [];
for (const button of document.querySelectorAll(arguments[0])) {
  if (!button.offsetParent) continue;
  const style = getComputedStyle(button);
  const inner = button.getBoundingClientRect();
  const left = inner.left + parseFloat(style.borderLeftWidth);
  const right = inner.right - parseFloat(style.borderRightWidth);
  const tops = [];
  let cut = button.scrollWidth > button.clientWidth + 1;
  const walker = document.createTreeWalker(button, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const range = document.createRange();
    range.selectNodeContents(node);
    for (const line of range.getClientRects()) {
      if (!line.width) continue;
      if (line.left < left - 1 || line.right > right + 1) cut = true;
      if (!tops.some((top) => Math.abs(top - line.top) < 4)) tops.push(line.top);
    }
  }
  out.push({ text: button.textContent.trim(), lines: tops.length, cut });
}
return out;
"""


@pytest.fixture
def language():
    yield i18n.use
    i18n.use("en")


def open_guggitaler(club_path, browser, width: int, names: list[str]):
    """The live evening of one Guggitaler table of *names*, its Tafel open on a phone of
    *width* px."""
    evening = make_evening(club_path, variant="guggitaler", preset="standard", players=4,
                           passen=1, names=names)
    browser.size(width, 844, mobile=True)
    return evening


def joined(phone: Phone, live) -> None:
    phone.join(live.url, live.codes(1)[(1, 1)])
    phone.until(lambda: phone.count(PLAYERS) == 8, "the taker's and the Domino's buttons")


def places(phone: Phone) -> list[list[int]]:
    """Where the taker's buttons are, relative to their form (the page may scroll)."""
    return phone.d.execute_script("""
        const form = document.querySelector('form[data-form="taker"]').getBoundingClientRect();
        return Array.from(document.querySelectorAll(arguments[0]), (b) => {
          const r = b.getBoundingClientRect();
          return [r.left - form.left, r.top - form.top, r.width, r.height].map(Math.round);
        });""", 'form[data-form="taker"] button.opt')


def on_one_line(phone: Phone) -> None:
    shown = phone.d.execute_script(SHOWN, PLAYERS)
    assert len(shown) == 8
    assert [b for b in shown if b["lines"] != 1 or b["cut"]] == []


@pytest.mark.parametrize("lang", ["fr", "de"])
@pytest.mark.parametrize("width", [390, 320])
def test_a_hyphenated_name_stays_whole_on_its_button(club_path, browser, language, lang,
                                                     width):
    pytest.importorskip("uvicorn", reason="the live extra is not installed")
    language(lang)
    evening = open_guggitaler(club_path, browser, width, NAMES)
    with running(club_path, evening) as live:
        phone = Phone(browser)
        joined(phone, live)
        on_one_line(phone)
        before = places(phone)
        # a chosen name is bold, so wider: each chosen in turn, as the Schreiber taps it;
        # no button moves (to another row) under the finger
        for seat in range(4):
            phone.tap('form[data-form="taker"] fieldset[data-name="player"] '
                      f'button[data-value="{seat}"]')
            on_one_line(phone)
            assert places(phone) == before
        for seat in (3, 1, 0, 2):
            phone.tap('form[data-form="domino"] fieldset[data-name="order"] '
                      f'button.seat[data-value="{seat}"]')
        on_one_line(phone)
        assert phone.d.execute_script("return document.documentElement.scrollWidth") <= width
        phone.d.execute_script("arguments[0].scrollIntoView()",
                               phone.css('form[data-form="taker"]'))
        phone.d.save_screenshot(str(club_path.parent / f"names-{lang}-{width}.png"))


def test_a_name_wider_than_a_row_wraps_inside_its_button(club_path, browser, language):
    """The 42 letters of one hyphenated name are wider than a 320 px phone's row: it wraps
    inside itself (at its hyphens), as club-live.md says, and is never cut."""
    pytest.importorskip("uvicorn", reason="the live extra is not installed")
    language("fr")
    evening = open_guggitaler(club_path, browser, 320, [LONGEST, *NAMES[1:]])
    with running(club_path, evening) as live:
        phone = Phone(browser)
        joined(phone, live)
        shown = phone.d.execute_script(SHOWN, PLAYERS)
        longest = [b for b in shown if b["text"] == LONGEST]
        assert len(longest) == 2 and all(b["lines"] > 1 for b in longest)
        assert [b for b in shown if b["cut"]] == []
        assert [b for b in shown if b["text"] != LONGEST and b["lines"] != 1] == []
        assert phone.d.execute_script("return document.documentElement.scrollWidth") <= 320
