"""*Anderer Tisch* on the phone's Tafel asks for another table's code with an empty field.

A live-evening trial (German): the Schreiber's phone was at table 1, he tapped *Anderer
Tisch* to go to table 2 and typed its code; the code page still held table 1's code, the new
one was appended to it ("FZ9FN659KP8Z") and the page said "Dieser Code ist unbekannt". The
field is empty when another table is asked for: the typed code opens that table.

A real browser, taps and typed keys; every wait on a condition.
"""

from __future__ import annotations

import pytest

from .browser import Browser
from .conftest import make_evening
from .test_browser import Phone, running


@pytest.fixture
def phone():
    from .browser import missing

    reason = missing()
    if reason:
        pytest.skip(reason)
    opened = Browser()
    yield Phone(opened)
    opened.quit()


def test_another_tables_code_is_typed_into_an_empty_field(club_path, german, phone):
    pytest.importorskip("uvicorn", reason="the live extra is not installed")
    evening = make_evening(club_path, players=8, passen=1)
    with running(club_path, evening) as live:
        codes = live.codes(1)
        phone.join(live.url, codes[(1, 1)])
        phone.until(lambda: "Tisch 1" in phone.text("body"), "table 1's Tafel")
        phone.tap("#other-table")
        field = phone.css("#code")
        phone.until(lambda: phone.d.execute_script("return document.readyState") == "complete",
                    "the code page")
        assert field.get_attribute("value") == ""
        field.send_keys(codes[(1, 2)])
        assert field.get_attribute("value") == codes[(1, 2)]
        phone.tap("#code-form button")
        phone.until(lambda: "Tisch 2" in phone.text("body"), "table 2's Tafel")
        assert "unbekannt" not in phone.text("body")
