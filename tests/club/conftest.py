"""A fresh club database per test."""

import pytest

from jasstafel.club import Club


@pytest.fixture
def db_path(tmp_path):
    return tmp_path / "club.sqlite"


@pytest.fixture
def club(db_path):
    with Club.open(db_path) as opened:
        yield opened
