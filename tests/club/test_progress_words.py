"""How far an unfinished match got, said in each unit: the two sentences of every unit (a
refusal's "5 of 12 rounds played", the tables list's "not finished: 5 of 12 rounds") come
from one table of jasstafel.club.progress, each a whole numerus message of the catalogs."""

import pytest

from jasstafel import i18n
from jasstafel.club import Progress
from jasstafel.club.progress import progress_said, unfinished_words

CASES = [
    (Progress(5, 12), "5 of 12 rounds played", "not finished: 5 of 12 rounds",
     "5 von 12 Runden gespielt", "nicht beendet: 5 von 12 Runden"),
    (Progress(1, 1), "1 of 1 round played", "not finished: 1 of 1 round",
     "1 von 1 Runde gespielt", "nicht beendet: 1 von 1 Runde"),
    (Progress(5, 11, "team_rows"), "5 of 11 rows per team played",
     "not finished: 5 of 11 rows per team", "5 von 11 Zeilen je Team gespielt",
     "nicht beendet: 5 von 11 Zeilen je Team"),
    (Progress(9, 22, "rows"), "9 of 22 rows played", "not finished: 9 of 22 rows",
     "9 von 22 Zeilen gespielt", "nicht beendet: 9 von 22 Zeilen"),
    (Progress(7, 12, "games"), "7 of 12 games played", "not finished: 7 of 12 games",
     "7 von 12 Spielen gespielt", "nicht beendet: 7 von 12 Spielen"),
    (Progress(5, None), "5 rounds played", "not finished after 5 rounds",
     "5 Runden gespielt", "nicht beendet nach 5 Runden"),
    (Progress(1, None), "1 round played", "not finished after 1 round",
     "1 Runde gespielt", "nicht beendet nach 1 Runde"),
    (Progress(4, None, "deals"), "4 deals played", "not finished after 4 deals",
     "4 Spiele gespielt", "nicht beendet nach 4 Spielen"),
]


@pytest.fixture
def german():
    previous = i18n.language()
    i18n.use("de")
    yield
    i18n.use(previous)


@pytest.mark.parametrize("progress, said, unfinished, _said_de, _unfinished_de", CASES)
def test_each_unit_says_how_far_in_english(progress, said, unfinished, _said_de,
                                           _unfinished_de):
    assert progress_said(progress) == said
    assert unfinished_words(progress) == unfinished


@pytest.mark.parametrize("progress, _said, _unfinished, said, unfinished", CASES)
def test_each_unit_says_how_far_in_german(german, progress, _said, _unfinished, said,
                                          unfinished):
    """German from the catalog: every sentence kept its translation, in its count's form."""
    assert i18n.render(progress_said(progress)) == said
    assert i18n.render(unfinished_words(progress)) == unfinished


def test_a_board_that_counts_nothing_is_just_not_finished(german):
    assert unfinished_words(None) == "not finished"
    assert i18n.render(unfinished_words(None)) == "nicht beendet"
