"""A Guggitaler table on the phone page in a real browser: the next game is chosen by itself,
one count left empty is the game's rest, the Rosenkönig and the last trick by a tap on the
player, the Domino by tapping the players in order; a count that does not add up is refused
with the core's German sentence; the finished table goes into the club.

The game played is docs/examples/guggitaler.jass: Anna −50, Beat 40, Cla −80, Dora 90 (in the
draw's seat order here). Every wait is on a condition, never on a time."""

from __future__ import annotations

import pytest

from jasstafel.club import Club

from .conftest import make_evening
from .test_browser import Phone


@pytest.fixture
def served(club_path, german):
    pytest.importorskip("uvicorn", reason="the live extra is not installed")
    from jasstafel.live.service import LiveEvening

    evening = make_evening(club_path, variant="guggitaler", preset="standard", players=4,
                           passen=1)
    live = LiveEvening(club_path, evening, host="127.0.0.1", port=0)
    live.start()
    yield live, evening
    live.stop()


def shown(*figures: int) -> list[str]:
    """The board's totals as the phone writes them: a negative one with the real minus."""
    return [str(f).replace("-", "\u2212") for f in figures]


def chosen(phone, form, field):
    return phone.d.execute_script(
        "const b = document.querySelector(arguments[0]);"
        "return b ? JSON.parse(b.dataset.value) : null",
        f'form[data-form="{form}"] fieldset[data-name="{field}"] '
        'button.opt[aria-pressed="true"]')


def counts(phone, values):
    form = 'form[data-form="count"] '
    for i, value in enumerate(values):
        field = phone.css(form + f'fieldset[data-name="counts"] input[data-index="{i}"]')
        field.clear()
        if value is not None:
            field.send_keys(str(value))
    phone.tap(form + "button.write")


def test_a_guggitaler_on_the_phone(served, browser, club_path, tmp_path):
    live, evening = served
    code = live.codes(1)[(1, 1)]
    phone = Phone(browser)
    d = phone.d
    d.get(live.url)
    phone.css("#code").send_keys(code.lower())
    phone.tap("#code-form button")
    phone.until(lambda: d.current_url.endswith("/t") and phone.totals() == shown(0) * 4,
                "the Tafel opens")
    # the forms are drawn after the state arrives: wait for them, never for a time
    phone.until(lambda: "Stiche (9\u00a0×\u00a05)" in phone.text('form[data-form="count"]'),
                "the count form is shown")
    assert chosen(phone, "count", "game") == "tricks"  # the next game, chosen
    d.save_screenshot(str(tmp_path / "guggitaler-phone-counts.png"))

    # the counts must add up to 9: the core's sentence
    counts(phone, [3, 2, 4, 1])
    phone.until(lambda: "müssen zusammen 9 ergeben, nicht 10" in phone.text("#notice"),
                "the refusal is shown")
    assert phone.entries() == 0
    # the last one left empty: 9 − 9 = 0 tricks
    counts(phone, [3, 2, 4, None])
    phone.until(lambda: phone.totals() == shown(-15, -10, -20, 0), "the tricks")
    phone.until(lambda: chosen(phone, "count", "game") == "schellen", "Schellen next")
    counts(phone, [2, None, 0, 4])  # the second's: 9 − 6 = 3 Schellen
    phone.until(lambda: phone.totals() == shown(-35, -40, -20, -40), "the Schellen")
    phone.until(lambda: chosen(phone, "count", "game") == "ober", "Ober next")
    counts(phone, [1, 1, 1, 1])
    phone.until(lambda: phone.totals() == shown(-55, -60, -40, -60), "the Ober")

    phone.until(lambda: chosen(phone, "taker", "game") == "rosenkoenig", "the Rosenkönig next")
    taker = 'form[data-form="taker"] '
    phone.tap(taker + 'fieldset[data-name="player"] button[data-value="2"]')
    phone.tap(taker + "button.write")
    phone.until(lambda: phone.totals() == shown(-55, -60, -80, -60), "the Rosenkönig")
    phone.until(lambda: chosen(phone, "taker", "game") == "last_trick", "the last trick next")
    phone.tap(taker + 'fieldset[data-name="player"] button[data-value="0"]')
    phone.tap(taker + "button.write")
    phone.until(lambda: phone.totals() == shown(-105, -60, -80, -60), "the last trick")

    domino = 'form[data-form="domino"] '
    phone.until(lambda: "Domino" in phone.text('form[data-form="domino"]'), "the Domino form")
    for seat in (3, 1, 0, 2):  # Dora out first, then Beat, Anna, Cla
        phone.tap(domino + f'fieldset[data-name="order"] button.seat[data-value="{seat}"]')
    d.save_screenshot(str(tmp_path / "guggitaler-phone.png"))
    phone.tap(domino + "button.write")
    phone.until(lambda: phone.totals() == shown(-50, 40, -80, 90), "the Domino")
    phone.until(lambda: "Rangliste" in phone.text("#notice"), "recorded in the club")

    seated = [m.id for m in live.core.tables["1-1"].members]
    with Club.open(club_path) as club:
        results = {r.member: r for r in club.results(evening, 1)}
        stored = club.match(evening, 1, 1)
    assert [results[m].points for m in seated] == [-50, 40, -80, 90]
    assert [results[m].rank for m in seated] == [3, 2, 4, 1]
    assert stored is not None and len(stored.entries) == 6
