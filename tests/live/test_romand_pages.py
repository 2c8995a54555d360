"""A Romand trial of the live pages (jasstafel club serve --language fr): the wall's ranks as
the language writes them, names never split at their own hyphen, and every page whole at its
size with a long name and a guest.

Every wait is on a condition with a generous timeout, never on a time."""

from __future__ import annotations

import json
import random
import urllib.request

import pytest

from jasstafel import i18n
from jasstafel.club import Club, PaperResult

from .test_browser import Phone, running

LONG = "Jean-Pierre Vuilleumier-de Montmollin-Dupasquier"
GUEST = "Vreni O'Gast"


def wall_data(live) -> dict:
    with urllib.request.urlopen(live.url + "api/wall", timeout=30) as reply:
        return json.loads(reply.read())


def played_evening(path, players: int = 8) -> int:
    """*players* − 1 members (J-P the short name of the long one) and a guest, drawn at
    tables of one Passe of a Schieber to 1000; every table's result typed from paper
    (Team A of table *n*: 700 + 40 n of 1884), so that the ranking has ties and places."""
    names = ["Françoise", LONG, "Marie-Claude Pittet-Dubois", "Anne Favre", "Béatrice",
             "Claude", "Denis"][:players - 1]
    with Club.open(path) as club:
        ids = [club.add_member(name, "J-P" if name == LONG else "").id for name in names]
        guest = club.add_guest(GUEST).id
        evening = club.new_evening("2026-11-26", "schieber", preset="einfach_1000", passen=1)
        # seed 1 seats Françoise and J-P together at table 1 of a four (seats 2 and 4)
        club.draw(evening.id, [*ids, guest], rng=random.Random(1))
        for table in club.drawn(evening.id)[0].tables:
            s, a = table.seats, 700 + 40 * table.number
            club.record_result(evening.id, 1, table.number, [
                PaperResult(s[0], a), PaperResult(s[2], a), PaperResult(s[1], 1884 - a),
                PaperResult(s[3], 1884 - a)])
    return evening.id


def fresh_evening(path) -> int:
    """Françoise and J-P partners (Team B) at the one table of a Schieber not yet played."""
    with Club.open(path) as club:
        ids = [club.add_member("Françoise").id, club.add_member(LONG, "J-P").id,
               club.add_member("Anne Favre").id]
        guest = club.add_guest(GUEST).id
        evening = club.new_evening("2026-11-26", "schieber", preset="einfach_1000", passen=1)
        club.draw(evening.id, [*ids, guest], rng=random.Random(1))
        assert club.drawn(evening.id)[0].tables[0].seats == (guest, ids[0], ids[2], ids[1])
    return evening.id


@pytest.fixture
def language():
    """The evening's language, set by the test (jasstafel club serve --language)."""
    yield i18n.use
    i18n.use("en")


def french_place(rank: int) -> str:
    return "1er" if rank == 1 else f"{rank}e"  # club-window.md: "1er" and "2e"


@pytest.mark.parametrize(("lang", "place"), [
    ("fr", french_place), ("de", lambda rank: f"{rank}."), ("en", str)])
def test_the_wall_writes_ranks_as_the_language_does(club_path, browser, language, lang,
                                                    place):
    """A Romand trial's wall wrote "1, 3, 5" while the window, the sheets and the Rankings tab
    write "1er", "3e"; the wall's data (/api/wall) keeps the plain number."""
    pytest.importorskip("uvicorn", reason="the live extra is not installed")
    language(lang)
    evening = played_evening(club_path)
    with running(club_path, evening) as live:
        phone = Phone(browser)
        browser.size(1280, 720)
        phone.d.get(live.url + "wall")
        phone.until(lambda: phone.count("#ranking td.rank") == 8, "everyone ranked")
        rows = wall_data(live)["ranking"]["rows"]
        assert all(isinstance(row["rank"], int) for row in rows)  # data: the number
        assert {row["rank"] for row in rows} == {1, 3, 5, 7}  # two ties a side, 4 teams
        shown = phone.d.execute_script(
            "return Array.from(document.querySelectorAll('#ranking td.rank'),"
            " c => c.textContent)")
        assert shown == [place(row["rank"]) for row in rows]


# every text of the page whose line breaks right after a hyphen inside a word ("J-" over
# "P"): the word, with the text it is in
HYPHEN_BREAKS = """
const out = [];
const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
for (let node = walker.nextNode(); node; node = walker.nextNode()) {
  const text = node.textContent;
  if (!node.parentElement || !node.parentElement.offsetParent) continue;
  const top = (i) => {
    const range = document.createRange();
    range.setStart(node, i);
    range.setEnd(node, i + 1);
    const box = range.getBoundingClientRect();
    return box.width ? box.top : null;
  };
  for (let i = 1; i + 1 < text.length; i++) {
    if (text[i] !== "-" || /\\s/.test(text[i - 1]) || /\\s/.test(text[i + 1])) continue;
    const here = top(i), next = top(i + 1);
    if (here !== null && next !== null && Math.abs(next - here) > 4) {
      out.push(node.parentElement.closest('button, td, li, div, p, span').innerText);
    }
  }
}
return out;
"""


def test_a_team_button_keeps_a_hyphenated_name_whole_on_a_phone(club_path, french,
                                                                 browser):
    """A Romand trial's 390 px phone showed "Françoise & J-" over "P" on the chosen team
    button under "Atout fait par": a name is broken between the names or at spaces, never
    at its own hyphen while there is room elsewhere."""
    pytest.importorskip("uvicorn", reason="the live extra is not installed")
    evening = fresh_evening(club_path)
    with running(club_path, evening) as live:
        phone = Phone(browser)
        d = phone.d
        phone.join(live.url, live.codes(1)[(1, 1)])
        phone.until(lambda: phone.totals() == ["0", "0"], "the Tafel opens")
        form = 'form[data-form="round"] '
        phone.tap(form + 'fieldset[data-name="contract"] button[data-value=\'"rosen"\']')
        team = form + 'fieldset[data-name="announced_by"] button[data-value="1"]'
        phone.tap(team)
        assert phone.css(team).get_attribute("aria-pressed") == "true"
        assert phone.text(team).replace("\n", " ") == "Françoise & J-P"
        assert d.execute_script(HYPHEN_BREAKS) == []
        # a round written: the history, the board and its status name the teams too
        phone.round("rosen", 100, announced_by=1)
        phone.until(lambda: phone.entries() == 1, "the round is written")
        assert d.execute_script(HYPHEN_BREAKS) == []
        assert d.execute_script("return document.documentElement.scrollWidth") <= 390


# what is cut: a box whose text goes past its edge, or past the screen's right side (the
# screen's width given: a phone's page wider than it makes window.innerWidth wider too)
CUT = """
const width = arguments[1];
const out = [];
for (const e of document.querySelectorAll(arguments[0])) {
  if (!e.offsetParent) continue;
  const box = e.getBoundingClientRect();
  if (box.right > width + 1 || box.left < -1) out.push('outside: ' + e.innerText);
  else if (e.scrollWidth > e.clientWidth + 1 && getComputedStyle(e).overflowX !== 'visible')
    out.push('cut: ' + e.innerText);
}
if (document.documentElement.scrollWidth > width) out.push('the page scrolls sideways');
return out;
"""


@pytest.mark.parametrize("size", [(1280, 720), (390, 844)])
def test_the_french_wall_is_whole_with_a_long_name_and_a_guest(club_path, french, browser,
                                                                size):
    """The Romand trial's wall with "Jean-Pierre Vuilleumier-de Montmollin-Dupasquier" and a
    guest: at 1280 × 720 the long name wrapped at "Montmollin-" (a column narrower than the
    word), and on a 390 px phone (the table page links to the wall) the page was wider than
    the screen: every figure of the ranking and table 2's tile were off it (and, once on
    it, a tile cut its names with "…": a phone scrolls, they wrap)."""
    pytest.importorskip("uvicorn", reason="the live extra is not installed")
    evening = played_evening(club_path)
    with running(club_path, evening) as live:
        phone = Phone(browser)
        d = phone.d
        browser.size(*size, mobile=size[0] < 400)
        d.get(live.url + "wall")
        phone.until(lambda: phone.count("#ranking td.rank") == 8, "everyone ranked")
        d.save_screenshot(str(club_path.parent / f"wall-fr-{size[0]}.png"))
        assert d.execute_script(CUT, "#ranking td, #ranking th, .tile, .tile .total, "
                                     ".wall-head h1, .clock, .address"
                                     + (", .tile .name" if size[0] < 400 else ""),
                                size[0]) == []
        assert d.execute_script(HYPHEN_BREAKS) == []
        shown = phone.text("body")
        assert f"{GUEST} · invité·e" in shown.replace("\n", " ")
        assert " :" not in shown and " ?" not in shown and " !" not in shown


@pytest.mark.parametrize("size", [(1280, 800), (390, 844)])
def test_the_chef_de_jeus_page_is_whole_in_french(club_path, french, browser, size):
    """The chef de jeu's page at 1280 × 800 with the long name and a guest: no name broken
    at its hyphen (a trial's read "Jean-" over "Pierre", "Montmollin-" over "Dupasquier"),
    nothing cut, French punctuation. Also on a 390 px phone, where a trial's page read
    "Marie-" over "Claude" and its Score and État columns were off the screen."""
    pytest.importorskip("uvicorn", reason="the live extra is not installed")
    evening = played_evening(club_path)
    with running(club_path, evening) as live:
        phone = Phone(browser)
        d = phone.d
        browser.size(*size)
        d.get(live.url + "admin")
        phone.css("#admin-code").send_keys(live.admin_code)
        phone.tap("#admin-form button")
        phone.until(lambda: phone.count("#admin-tables tbody tr") == 2, "the tables")
        d.save_screenshot(str(club_path.parent / f"admin-fr-{size[0]}.png"))
        assert d.execute_script(HYPHEN_BREAKS) == []
        assert d.execute_script(CUT, "#admin-tables td, #admin-tables th, button, "
                                ".table-scroll", size[0]) == []
        shown = phone.text("body")
        assert f"{GUEST} · invité·e" in shown
        assert " :" not in shown and " ?" not in shown
