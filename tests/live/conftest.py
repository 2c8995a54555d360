"""A club with a drawn evening, the live server over it in-process, and a phone's helpers."""

from __future__ import annotations

import contextlib
import itertools
import random
from dataclasses import dataclass
from typing import TYPE_CHECKING

import pytest

from jasstafel import i18n
from jasstafel.club import Club

if TYPE_CHECKING:
    from jasstafel.core.match import Match
    from jasstafel.live.client import TableLink
    from jasstafel.live.service import LiveEvening

NAMES = ["Anna", "Beat", "Cla", "Dora", "Erich", "Fritz", "Gabi", "Hans", "Iris", "Jon",
         "Kurt", "Lena"]
_ids = itertools.count(1)


def op_id() -> str:
    return f"test-op-{next(_ids):08d}"


def make_evening(path, variant="schieber", preset="einfach_1000", players=8, passen=2,
                 names=None, seed=1, **settings):
    """A club at *path* with *players* members and one drawn evening; its id."""
    with Club.open(path) as club:
        ids = [club.add_member(name).id for name in (names or NAMES)[:players]]
        evening = club.new_evening("2026-11-26", variant, preset=preset, passen=passen,
                                   settings=settings or None)
        club.draw(evening.id, ids, rng=random.Random(seed))
    return evening.id


@pytest.fixture
def german():
    i18n.use("de")
    yield
    i18n.use("en")


@pytest.fixture
def club_path(tmp_path):
    return tmp_path / "club.sqlite"


@pytest.fixture
def evening(club_path):
    return make_evening(club_path)


@pytest.fixture
def live(club_path, evening, german):
    """The application over the evening, with its core: (client, core)."""
    from starlette.testclient import TestClient

    from jasstafel.live.evening import EveningCore
    from jasstafel.live.server import Owner, create_app

    owner = Owner(lambda: EveningCore(club_path, evening))
    app = create_app(owner)
    with TestClient(app) as client:
        yield client, owner.core
    owner.close()


def bearer(code: str) -> dict[str, str]:
    return {"Authorization": f"Bearer {code}"}


def round_op(contract="rosen", announced_by=0, points=(100, None), **values):
    return {"id": op_id(), "kind": "add", "form": "round",
            "values": {"contract": contract, "announced_by": announced_by,
                       "points": list(points), **values}}


@pytest.fixture
def french():
    """The evening's pages in French (jasstafel club serve --language fr)."""
    i18n.use("fr")
    yield
    i18n.use("en")


@pytest.fixture
def browser():
    """A headless Chromium for the phone, wall and admin pages (skipped without one)."""
    from .browser import Browser, missing

    reason = missing()
    if reason:
        pytest.skip(reason)
    opened = Browser()
    yield opened
    opened.quit()


@pytest.fixture
def language():
    """Sets the pages' language for the test (i18n.use), English again after it."""
    yield i18n.use
    i18n.use("en")


#: the round form's buttons of a Coiffeur's rows on the phone page
ROW_BUTTONS = 'form[data-form="round"] fieldset[data-name="row"] button'


@contextlib.contextmanager
def coiffeur_phone(club_path, browser, rows):
    """A four-player Coiffeur with *rows* served on loopback and a phone joined at its table
    1-1 in *browser*: (phone, the row buttons' texts as the phone shows them)."""
    pytest.importorskip("uvicorn", reason="the live extra is not installed")
    from .test_browser import Phone, running

    evening = make_evening(club_path, variant="coiffeur", preset="jassverein", players=4,
                           passen=1, rows=rows)
    with running(club_path, evening) as live:
        phone = Phone(browser)
        phone.join(live.url, live.codes(1)[(1, 1)])
        phone.css(ROW_BUTTONS)
        buttons = phone.d.execute_script(
            "return Array.from(document.querySelectorAll(arguments[0]), (b) => b.innerText)",
            ROW_BUTTONS)
        yield phone, buttons


def write_a_row(phone, row: int) -> str:
    """The first team's 100 in the Coiffeur's *row* (its index), typed and written on the
    phone: the text of the entry it lists (the first one of the table)."""
    form = 'form[data-form="round"] '
    phone.tap(form + 'fieldset[data-name="team"] button[data-value="0"]')
    phone.tap(form + f'fieldset[data-name="row"] button[data-value="{row}"]')
    phone.css(form + 'fieldset[data-name="points"] input').send_keys("100")
    phone.tap(form + "button.write")
    phone.until(lambda: phone.entries() == 1, "the round is written")
    return str(phone.text("#history li.entry .entry-text"))


@dataclass
class Table:
    """A one-table evening live on loopback (LiveEvening), and the code of its table 1-1."""

    live: LiveEvening
    evening: int
    code: str


@pytest.fixture
def one_table(club_path):
    """Four players, one Passe: the evening served on a free port, ended after the test."""
    pytest.importorskip("uvicorn", reason="the live extra is not installed")
    from jasstafel.live.service import LiveEvening

    evening = make_evening(club_path, players=4, passen=1)
    live = LiveEvening(club_path, evening, host="127.0.0.1", port=0)
    live.start()
    try:
        yield Table(live, evening, live.codes(1)[(1, 1)])
    finally:
        live.stop()


@dataclass
class Laptop:
    """A laptop joined as the table by the real link (TableLink, started), and its match."""

    link: TableLink
    match: Match


@pytest.fixture
def laptop(one_table):
    """The laptop at *one_table*'s table, joined and started; its link closed after the test."""
    from jasstafel.live.client import TableLink

    link = TableLink(one_table.live.url, one_table.code)
    try:
        link.join()
        match = link.match()
        link.start()
        yield Laptop(link, match)
    finally:
        link.close()
