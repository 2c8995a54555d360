"""A club with a drawn evening, the live server over it in-process, and a phone's helpers."""

from __future__ import annotations

import itertools
import random

import pytest

from jasstafel import i18n
from jasstafel.club import Club

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
