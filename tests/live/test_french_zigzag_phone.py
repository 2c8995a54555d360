"""The phone names the Slalom as the window does: "Zig-zag" in French (docs/translating.md),
"Slalom" in German, a Coiffeur's row and a Schieber's contract alike; the match file keeps
"Slalom" (the row's name) and "slalom" (the contract's key).

In a real browser at a phone's size. Every wait is on a condition with a generous timeout,
never on a time."""

from __future__ import annotations

import pytest

from .conftest import coiffeur_phone, write_a_row

ROWS = [{"name": "Eichel", "factor": 1, "kind": "trump"},
        {"name": "Rosen", "factor": 2, "kind": "trump"},
        {"name": "Obenabe", "factor": 3, "kind": "notrump"},
        {"name": "Undenufe", "factor": 4, "kind": "notrump"},
        {"name": "Slalom", "factor": 5, "kind": "notrump"},
        {"name": "Misère", "factor": 6, "kind": "misere"}]
SAID = {"de": "Slalom ×5", "fr": "Zig-zag ×5"}


@pytest.mark.parametrize("lang", ["de", "fr"])
def test_the_phone_says_the_slalom_in_its_language(club_path, browser, language, lang):
    language(lang)
    with coiffeur_phone(club_path, browser, ROWS) as (phone, buttons):
        assert buttons[4] == SAID[lang], buttons
        assert SAID[lang] in write_a_row(phone, 4)


@pytest.mark.parametrize("lang", ["de", "fr"])
def test_the_schieber_form_of_the_phone_names_the_contract(language, lang):
    """The Schieber's contract as the phone's form offers it (a Hausjass with Slalom ×3)."""
    from jasstafel.core import matchfile
    from jasstafel.live import forms
    from tests.print import EXAMPLES

    language(lang)
    match = matchfile.load(EXAMPLES / "schieber-bedanken-zu-frueh.jass")
    fields = [field for form in forms.forms(match) for field in form.fields
              if field["name"] == "contract"]
    labels = {option["value"]: option["label"] for option in fields[0]["options"]}
    assert labels["slalom"] == SAID[lang].replace("5", "3")
