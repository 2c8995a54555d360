"""A French organiser's Guggitaler evening on a 390 px phone and on the wall (trial Y): the
phone wrote "-95" where the laptop and the wall write "−95"; a game button broke as "Roi de
trèfle (1" over "× 40)"; a choice left empty said "Choisir : Pris par"; the wall read
"Manche 1/2 Toutes les tables ont fini", nothing between the two.

Every wait is on a condition with a generous timeout, never on a time."""

from __future__ import annotations

import pytest

from jasstafel import i18n
from jasstafel.live.words import PAGE, t

from .conftest import make_evening
from .test_browser import Phone, running

# the text between "(" and ")" of every game button of *form* that is not on one line
BROKEN_FIGURES = """
const out = [];
for (const button of document.querySelectorAll(arguments[0])) {
  const walker = document.createTreeWalker(button, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const open = node.textContent.indexOf("("), close = node.textContent.indexOf(")");
    if (open < 0 || close < open) continue;
    const range = document.createRange();
    range.setStart(node, open);
    range.setEnd(node, close + 1);
    const tops = new Set(Array.from(range.getClientRects(), (r) => Math.round(r.top)));
    if (tops.size > 1) out.push(button.innerText);
  }
}
return out;
"""


def guggitaler(club_path) -> int:
    """Four players at one table of a Guggitaler with French cards (Roi de trèfle)."""
    return make_evening(club_path, variant="guggitaler", preset="standard", players=4,
                        passen=1, deck="fr")


def counts(phone: Phone, values) -> None:
    form = 'form[data-form="count"] '
    for i, value in enumerate(values):
        field = phone.css(form + f'fieldset[data-name="counts"] input[data-index="{i}"]')
        field.clear()
        if value is not None:
            field.send_keys(str(value))
    phone.tap(form + "button.write")


def test_the_french_phone_at_390_px(club_path, french, browser):
    pytest.importorskip("uvicorn", reason="the live extra is not installed")
    evening = guggitaler(club_path)
    with running(club_path, evening) as live:
        phone = Phone(browser)
        d = phone.d
        phone.join(live.url, live.codes(1)[(1, 1)])
        phone.until(lambda: phone.totals() == ["0"] * 4, "the Tafel opens")
        games = 'fieldset[data-name="game"] button.opt'
        phone.until(lambda: phone.count(games) == 5, "the game buttons")
        assert "Roi de trèfle (1\u00a0×\u00a040)" in phone.text('form[data-form="taker"]')
        # "(1 × 40)" whole on its line, in every game button
        assert d.execute_script(BROKEN_FIGURES, games) == []

        # a choice left empty: what to choose, in a sentence ("Choisir : Pris par" was not)
        taker = 'form[data-form="taker"] '
        phone.tap(taker + 'fieldset[data-name="game"] button[data-value=\'"rosenkoenig"\']')
        phone.tap(taker + "button.write")
        phone.until(lambda: phone.text("#notice") != "", "the notice")
        assert phone.text("#notice") == "Choisissez qui l’a pris"
        assert phone.entries() == 0

        # a negative total with the real minus, on the board and in the history
        counts(phone, [3, 2, 4, None])
        phone.until(lambda: phone.entries() == 1, "the tricks are written")
        phone.until(lambda: phone.totals() == ["\u221215", "\u221210", "\u221220", "0"],
                    "the board's totals")
        assert phone.text("#history .entry-totals") == (  # narrow before, labelled
            "Score \u221215\u202f:\u00a0\u221210\u202f:\u00a0\u221220\u202f:\u00a00")
        d.save_screenshot(str(club_path.parent / "phone-fr-390.png"))


@pytest.mark.parametrize("lang", ["fr", "de", "en"])
def test_the_walls_clock_line_and_its_minus(club_path, browser, lang):
    """Manche and the clock's words apart (" · "), in every language; a tile's negative
    total with the real minus."""
    pytest.importorskip("uvicorn", reason="the live extra is not installed")
    i18n.use(lang)
    try:
        evening = guggitaler(club_path)
        with running(club_path, evening) as live:
            phone = Phone(browser)
            phone.join(live.url, live.codes(1)[(1, 1)])
            phone.until(lambda: phone.totals() == ["0"] * 4, "the Tafel opens")
            counts(phone, [3, 2, 4, None])
            phone.until(lambda: phone.entries() == 1, "the tricks are written")
            browser.size(1280, 720)
            phone.d.get(live.url + "wall")
            tiles = ("return Array.from(document.querySelectorAll('.tile .total'),"
                     " e => e.textContent)")
            phone.until(lambda: phone.d.execute_script(tiles)
                        == ["\u221215", "\u221210", "\u221220", "0"], "the tile's totals")
            under_way = t(PAGE["passe_under_way"])
            phone.until(lambda: under_way in phone.text("#clock"), "the clock's words")
            assert phone.text("#clock") == f"{t(PAGE['passe'])} 1/1\u00a0· {under_way}"
    finally:
        i18n.use("en")
