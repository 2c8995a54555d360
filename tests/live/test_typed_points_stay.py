"""A figure the Schreiber typed on the phone is never changed by the other field.

A German organiser's trial: 100 typed for Cla & Anna (the other team's field filled in 57),
then 100 typed for Dölf & Émile: the first field turned into 57 without a word, and the
round 57 : 100 was written, where the Schreiber had typed 100 and 100. As in the window,
both figures typed stay, and the laptop refuses the pair with its rule; only a figure the
page filled in (157 − x), or one an entry being corrected brought, gives way.

Every wait is on a condition with a generous timeout, never on a time."""

from __future__ import annotations

import pytest

from .conftest import make_evening
from .test_browser import Phone, running


@pytest.fixture
def served(club_path, german):
    """A German evening of one Passe, one table, live on a free port."""
    pytest.importorskip("uvicorn", reason="the live extra is not installed")
    evening = make_evening(club_path, players=4, passen=1)
    with running(club_path, evening) as live:
        yield live, evening

POINTS = 'form[data-form="round"] fieldset[data-name="points"] input[data-index="{}"]'


def points(phone: Phone) -> list[str]:
    return [phone.css(POINTS.format(i)).get_attribute("value") for i in (0, 1)]


def open_round(phone: Phone, live) -> None:
    phone.join(live.url, live.codes(1)[(1, 1)])
    phone.until(lambda: phone.totals() == ["0", "0"], "the Tafel opens")
    phone.tap('form[data-form="round"] fieldset[data-name="contract"] '
              'button[data-value=\'"schilten"\']')


def retype(phone: Phone, side: int, typed: str) -> None:
    """The field's figure deleted with the keyboard and *typed* in its place."""
    field = phone.css(POINTS.format(side))
    for _ in field.get_attribute("value"):
        field.send_keys("\b")
    field.send_keys(typed)


def test_a_figure_typed_for_each_team_stays_and_the_pair_is_refused(served, browser):
    live, _evening = served
    phone = Phone(browser)
    open_round(phone, live)
    retype(phone, 0, "100")
    phone.until(lambda: points(phone) == ["100", "57"], "the other team's 157 − x")
    retype(phone, 1, "100")
    assert points(phone) == ["100", "100"]  # the first figure typed stays
    phone.tap('form[data-form="round"] button.write')
    phone.until(lambda: "zusammen 157" in phone.text("#notice"), "the laptop's refusal")
    assert phone.entries() == 0
    phone.until(lambda: points(phone) == ["100", "100"], "the typing is back in the form")


def test_a_figure_filled_in_gives_way_to_the_one_typed(served, browser):
    live, _evening = served
    phone = Phone(browser)
    open_round(phone, live)
    retype(phone, 1, "60")  # the second team first: the first team's 97 filled in
    phone.until(lambda: points(phone) == ["97", "60"], "the first team's 157 − x")
    retype(phone, 1, "70")  # changed: the figure filled in follows
    phone.until(lambda: points(phone) == ["87", "70"], "the filled figure follows")


def test_a_correction_brings_figures_that_give_way_as_in_the_window(served, browser):
    """docs/window.md: an entry corrected comes back with its figures; type either team's
    new points and the other follows."""
    live, _evening = served
    phone = Phone(browser)
    open_round(phone, live)
    phone.round("schilten", 100)
    phone.until(lambda: phone.entries() == 1, "the round is written")
    phone.tap("#history li.entry:nth-child(1) button:first-of-type")  # Korrigieren
    phone.until(lambda: points(phone) == ["100", "57"], "the entry is in the form")
    retype(phone, 1, "77")  # the other team's new points: the first follows
    phone.until(lambda: points(phone) == ["80", "77"], "the first team's figure follows")
