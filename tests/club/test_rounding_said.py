"""The sit-out credit's rounding said as it is counted, in every language (a French club
season's tester): an average is rounded to a whole number, a half up (2.5 counts 3, docs/
club.md). The season's rule said "arrondie au demi supérieur", which a Romand reads "rounded
to the next half" (6.3 to 6.5); the evening's said only "(rounded)", not which way.

The rules are read as a secretary reads them, on the terminal (`club ranking evening` and
`club ranking season`), the window and the sheets saying the same sentences."""

import pytest

from jasstafel.cli.main import main

from . import add_members
from .test_sat_out_evening import NAMES, one_passe_evening

#: how each language says "rounded to a whole number, a half up", in both rules
SAID = {
    "en": "rounded to a whole number, 0.5 up",
    "de": "auf eine ganze Zahl gerundet, 0.5 aufwärts",
    "fr": "arrondie à l’entier, 0,5 vers le haut",
}
#: what was said before, wrong or saying too little
NOT_SAID = {
    "en": ("(rounded)", "rounded half up"),
    "de": ("(gerundet)",),
    "fr": ("(arrondie)", "demi supérieur"),
}


@pytest.mark.parametrize("language", sorted(SAID))
def test_both_rules_say_to_a_whole_number_half_up(club, db_path, capsys, language):
    ids = add_members(club, NAMES)
    one_passe_evening(club, "2026-11-03", list(ids.values()), seed=4)
    evening, _out = one_passe_evening(club, "2026-12-01", list(ids.values()), seed=5)
    texts = {}
    for kind, which in (("evening", str(evening.id)), ("season", "2026")):
        assert main(["--lang", language, "club", "--db", str(db_path), "ranking", kind,
                     which]) == 0
        texts[kind] = " ".join(capsys.readouterr().out.split())
    for kind, text in texts.items():
        assert SAID[language] in text, (kind, text)
        for wrong in NOT_SAID[language]:
            assert wrong not in text, (kind, text)
