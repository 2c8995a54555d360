"""A Coiffeur's rows on the phone, in the page's language as the laptop's window says them:
a phone whose page was in French offered "Eichel ×1" and "Wunsch ×4" (the names the match
file keeps) where the window, its history and the phone's own list of entries said "Glands"
and "Souhait". A row the Schreiber named himself stays as he typed it.

In a real browser at a phone's size, German and French.

Every wait is on a condition with a generous timeout, never on a time."""

from __future__ import annotations

import pytest

from jasstafel import i18n

from .conftest import coiffeur_phone, write_a_row

#: the table's rows as the match file keeps them: four of the catalog, one typed by hand
ROWS = [{"name": "Eichel", "factor": 1, "kind": "trump"},
        {"name": "Kreuz", "factor": 2, "kind": "trump"},
        {"name": "Obenabe", "factor": 3, "kind": "notrump"},
        {"name": "Wunsch", "factor": 4, "kind": "free"},
        {"name": "Bodenlos", "factor": 5, "kind": "free"},
        {"name": "Misère", "factor": 6, "kind": "misere"}]
#: the rows' buttons as the window's form says them, by language
SHOWN = {"de": ["Eicheln ×1", "Kreuz ×2", "Obenabe ×3", "Wunsch ×4", "Bodenlos ×5",
                "Misère ×6"],
         "fr": ["Glands ×1", "Trèfle ×2", "Obenabe ×3", "Souhait ×4", "Bodenlos ×5",
                "Misère ×6"]}


@pytest.mark.parametrize("lang", ["de", "fr"])
def test_the_phone_names_the_rows_as_the_window_does(club_path, browser, language, lang):
    language(lang)
    with coiffeur_phone(club_path, browser, ROWS) as (phone, buttons):
        assert buttons == [i18n.row_name(row["name"]) + f" ×{row['factor']}" for row in ROWS]
        assert buttons == SHOWN[lang]
        # the round written: its line in the list names the row as its button did
        assert SHOWN[lang][3] in write_a_row(phone, 3)
        phone.d.execute_script("window.scrollTo(0, 0)")
        phone.d.save_screenshot(str(club_path.parent / f"coiffeur-rows-{lang}.png"))
