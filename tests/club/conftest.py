"""A fresh club database per test; the command line in English (the locale's language is
its language), here and in the programs the tests start."""

import os

import pytest

os.environ["LC_ALL"] = "C.UTF-8"
os.environ.pop("LANGUAGE", None)

from jasstafel.club import Club


@pytest.fixture
def db_path(tmp_path):
    return tmp_path / "club.sqlite"


@pytest.fixture
def club(db_path):
    with Club.open(db_path) as opened:
        yield opened
