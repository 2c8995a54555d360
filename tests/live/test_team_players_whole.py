"""A team named after its players wraps between its players on a 360 px phone, each player
whole on a line where she fits, and with spaces of a space's width. A German trial's
correction form of a Schieber read the team button "Gody   Portmann & Dora" over "Zurfluh"
(a wide gap after "Gody": only "Portmann & Dora" was kept as one piece, as wide as in bold)
and the *Kartenpunkte* label "Gody" / "Portmann & Dora" / "Zurfluh"; now the label reads
"Gody Portmann &" over "Dora Zurfluh", as the printed sheet breaks it
(printing.table.partner_lines). Everywhere a team's name is on the phone: the board, the
form's buttons and labels, the entries, an entry not yet sent; in German and in French.

Every wait is on a condition with a generous timeout, never on a time."""

from __future__ import annotations

import pytest

from jasstafel import i18n

from .browser import Browser
from .conftest import make_evening
from .test_browser import Phone, running

pytest.importorskip("uvicorn", reason="the live extra is not installed")

PLAYERS = ["Gody Portmann", "Dora Zurfluh", "Jean-Baptiste Zufferey", "Pierre-Alain Fournier"]

#: the box a text node is laid out in: its nearest block (a button and a legend are blocks
#: of their own words)
BOX = """
function box(node) {
  let el = node.parentElement;
  while (el.parentElement && !["BUTTON", "LEGEND"].includes(el.tagName)
         && ["inline", "inline-block"].includes(getComputedStyle(el).display)) {
    el = el.parentElement;
  }
  return el;
}
const ctx = document.createElement("canvas").getContext("2d");
function width(text, el) {
  ctx.font = getComputedStyle(el).font;
  return ctx.measureText(text).width;
}
"""

#: every two words one after the other on a line of the same box further apart than a
#: space and a half: [word, next word, gap, a space's width]
GAPS = BOX + """
const words = [];
const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
for (let node = walker.nextNode(); node; node = walker.nextNode()) {
  for (const m of node.data.matchAll(/[^\\s\\u00a0\\u202f]+/g)) {
    const range = document.createRange();
    range.setStart(node, m.index);
    range.setEnd(node, m.index + m[0].length);
    const rects = Array.from(range.getClientRects()).filter((r) => r.width);
    if (rects.length) words.push({ text: m[0], box: box(node), el: node.parentElement,
                                   first: rects[0], last: rects[rects.length - 1] });
  }
}
const out = [];
for (let i = 1; i < words.length; i++) {
  const [a, b] = [words[i - 1], words[i]];
  if (a.box !== b.box || Math.abs(a.last.top - b.first.top) > 4) continue;
  const gap = b.first.left - a.last.right, space = width(" ", a.el);
  if (gap > 1.5 * space + 1) out.push([a.text, b.text, Math.round(gap), Math.round(space)]);
}
return out;
"""

#: every shown occurrence of a player's name of arguments[0], also where it runs over
#: several pieces of text (spans): [name, on how many lines, whether she fits on one line of
#: her box ("&" after her)]
LINES = BOX + """
const nodes = [], starts = [];
let text = "";
const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
for (let node = walker.nextNode(); node; node = walker.nextNode()) {
  nodes.push(node);
  starts.push(text.length);
  text += node.data.replace(/\\u00a0/g, " ");
}
function at(offset) { // the text node and its offset of the page's text's *offset*
  let i = starts.length - 1;
  while (starts[i] > offset) i--;
  return [nodes[i], offset - starts[i]];
}
const out = [];
for (const name of arguments[0]) {
  for (let from = text.indexOf(name); from >= 0; from = text.indexOf(name, from + 1)) {
    const range = document.createRange();
    range.setStart(...at(from));
    range.setEnd(...at(from + name.length - 1));
    range.setEnd(range.endContainer, range.endOffset + 1);
    const tops = [];
    for (const rect of range.getClientRects()) {
      if (rect.width && !tops.some((top) => Math.abs(top - rect.top) < 4)) tops.push(rect.top);
    }
    const node = range.startContainer, el = box(node), style = getComputedStyle(el);
    const room = el.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    if (tops.length) out.push([name, tops.length, width(name + " &", node.parentElement) <= room]);
  }
}
return out;
"""


@pytest.fixture
def language():
    yield i18n.use
    i18n.use("en")


def look(phone: Phone, teams: list[str]) -> tuple[list, list]:
    """The wide gaps on the page, and its players' names broken where they fit."""
    gaps = phone.d.execute_script(GAPS)
    shown = phone.d.execute_script(LINES, PLAYERS)
    assert sum(1 for s in shown if s[0] == "Gody Portmann") >= 6, shown  # it looked there
    return gaps, [s for s in shown if s[1] != 1 and s[2]]


@pytest.mark.parametrize("lang", ["de", "fr"])
def test_a_team_wraps_between_its_players_with_plain_spaces(club_path, language, lang):
    language(lang)
    evening = make_evening(club_path, players=4, passen=1, names=PLAYERS)
    browser = Browser(size=(360, 740))
    try:
        with running(club_path, evening) as live:
            teams = list(live.core.tables["1-1"].match.rules.side_names)
            assert "Gody Portmann & Dora Zurfluh" in teams
            gody = teams.index("Gody Portmann & Dora Zurfluh")
            phone = Phone(browser)
            phone.join(live.url, live.codes(1)[(1, 1)])
            phone.until(lambda: phone.totals() == ["0", "0"], "the Tafel opens")
            phone.round("rosen", 100, side=gody, announced_by=gody, weis=(20, 0), stoeck=gody)
            phone.until(lambda: phone.entries() == 1, "the round is written")
            browser.offline(True)  # a round waits on the phone: its line names the teams
            phone.round("eicheln", 90, side=gody, announced_by=1 - gody)
            phone.until(lambda: phone.pending() == 1, "an entry waits")
            waiting = look(phone, teams)
            phone.d.save_screenshot(str(club_path.parent / f"waiting-{lang}.png"))
            browser.offline(False)
            phone.until(lambda: phone.entries() == 2 and phone.pending() == 0, "sent")
            # the correction form, where the trial saw it
            phone.tap("#history li.entry:last-child button:first-of-type")
            field = phone.css('form[data-form="round"] fieldset[data-name="points"] '
                              f'input[data-index="{gody}"]')
            phone.until(lambda: field.get_attribute("value") == "100", "entry 1 in the form")
            correcting = look(phone, teams)
            phone.d.save_screenshot(str(club_path.parent / f"correcting-{lang}.png"))
    finally:
        browser.quit()
    assert waiting == ([], []), waiting
    assert correcting == ([], []), correcting


def test_a_text_without_a_team_gets_no_team_piece(club_path):
    """A text that names no team of the table, with a hyphenated name in it, keeps only
    that name whole (span.word), as the server's words.whole_words does: a review found the
    phone made every word a team (an empty team group in its pattern matched everywhere),
    with the team's styling where there is none."""
    evening = make_evening(club_path, players=4, passen=1, names=PLAYERS)
    browser = Browser(size=(360, 740))
    try:
        with running(club_path, evening) as live:
            phone = Phone(browser)
            phone.join(live.url, live.codes(1)[(1, 1)])
            phone.until(lambda: phone.totals() == ["0", "0"], "the Tafel opens")
            got = phone.d.execute_script("""
                Live.knowTeams([]);
                const node = Live.fill(document.createElement("div"),
                                       "Eintrag 3 — Pierre-Alain: 100");
                return [node.querySelectorAll("span.team").length,
                        [...node.querySelectorAll("span.word")].map((s) => s.textContent),
                        node.textContent];
            """)
    finally:
        browser.quit()
    assert got[0] == 0, got
    assert got[1] == ["Pierre-Alain:"] or got[1] == ["Pierre-Alain"], got
    assert got[2].replace("\u00a0", " ") == "Eintrag 3 — Pierre-Alain: 100", got
