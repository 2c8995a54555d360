"""A Coiffeur's rows a team has written, greyed on the phone as in the window: the phone
offered every row to every team, and a Schreiber who tapped a row his team had played learnt
only on sending it that a row is played once per team. Now every row stays in its place; the
chosen team's written rows (whose turn it is, or the team tapped) are greyed with their
figure, as the window's list says them ("Rosen ×4 (gespielt: 400)"), and cannot be tapped;
the greying follows a round written on another phone and the team tapped; a correction may
keep its own row. The laptop still refuses a played row sent by hand.

In a real browser at a phone's size, in German. Every wait is on a condition with a generous
timeout, never on a time."""

from __future__ import annotations

import json
import urllib.request

import pytest

from .conftest import make_evening, op_id
from .test_browser import Phone, running

ROUND = 'form[data-form="round"] '


def row_button(row: int) -> str:
    return ROUND + f'fieldset[data-name="row"] button[data-value="{row}"]'


def team_button(team: int) -> str:
    return ROUND + f'fieldset[data-name="team"] button[data-value="{team}"]'


def another_phone(live, code: str, team: int, row: int, points: int) -> dict:
    """A round sent by another phone of the table (or by hand): the laptop's answer."""
    body = {"ops": [{"id": op_id(), "kind": "add", "form": "round",
                     "values": {"team": team, "row": row, "points": points}}]}
    request = urllib.request.Request(live.url + "api/table/ops", data=json.dumps(body).encode(),
                                     headers={"Authorization": f"Bearer {code}",
                                              "Content-Type": "application/json"})
    with urllib.request.urlopen(request, timeout=10) as reply:
        return json.loads(reply.read())["replies"][0]


def test_a_teams_played_rows_are_greyed_in_place(club_path, german, browser):
    pytest.importorskip("uvicorn", reason="the live extra is not installed")
    evening = make_evening(club_path, variant="coiffeur", preset="jassverein", players=4,
                           passen=1)
    with running(club_path, evening) as live:
        code = live.codes(1)[(1, 1)]
        phone = Phone(browser)
        phone.join(live.url, code)
        phone.css(row_button(3))

        def row(n: int) -> tuple[str, bool]:
            button = phone.css(row_button(n))
            return button.text, button.is_enabled()

        def pressed(selector: str) -> bool:
            return phone.css(selector).get_attribute("aria-pressed") == "true"

        rows = phone.count(ROUND + 'fieldset[data-name="row"] button')
        assert all(row(n)[1] for n in range(rows))  # nothing written: every row open
        # team 0 writes Rosen ×4 on this phone: the other team's turn, Rosen open for it
        phone.tap(team_button(0))
        phone.tap(row_button(3))
        phone.css(ROUND + 'fieldset[data-name="points"] input').send_keys("100")
        phone.tap(ROUND + "button.write")
        phone.until(lambda: phone.entries() == 1, "the round is written")
        phone.until(lambda: pressed(team_button(1)), "the other team's turn")
        assert row(3) == ("Rosen ×4", True)
        # team 1 writes Eicheln on another phone: team 0's turn again, its Rosen greyed in
        # place with the figure the window shows, and not to be tapped
        assert another_phone(live, code, 1, 0, 90)["ok"]
        phone.until(lambda: phone.entries() == 2, "the other phone's round arrives")
        phone.until(lambda: pressed(team_button(0)), "team 0's turn")
        phone.until(lambda: row(3) == ("Rosen ×4 (gespielt: 400)", False), "Rosen greyed")
        assert row(0) == ("Eicheln ×1", True)
        assert phone.count(ROUND + 'fieldset[data-name="row"] button') == rows  # in place
        phone.d.execute_script("arguments[0].click()", phone.css(row_button(3)))
        assert not pressed(row_button(3))
        phone.d.execute_script("arguments[0].scrollIntoView({block: 'center'})",
                               phone.css(ROUND + 'fieldset[data-name="row"]'))
        phone.d.save_screenshot(str(club_path.parent / "coiffeur-played-rows.png"))
        # the team tapped: its own written rows
        phone.tap(team_button(1))
        assert row(0) == ("Eicheln ×1 (gespielt: 90)", False)
        assert row(3) == ("Rosen ×4", True)
        # a row chosen, then written for its team on another phone: greyed, let go
        phone.tap(row_button(4))
        assert another_phone(live, code, 1, 4, 50)["ok"]
        phone.until(lambda: row(4) == ("Obenabe ×5 (gespielt: 250)", False), "Obenabe greyed")
        assert not pressed(row_button(4))
        # correcting entry 1 (team 0's Rosen): its own row may be chosen again
        phone.tap("#history li.entry:last-child button:first-of-type")
        phone.until(lambda: pressed(row_button(3)), "the entry in its form")
        assert pressed(team_button(0)) and row(3) == ("Rosen ×4", True)
        assert row(0) == ("Eicheln ×1", True)
        # the laptop still refuses a played row sent by hand, in the rules' own words
        refused = another_phone(live, code, 0, 3, 80)
        assert not refused["ok"] and "Rosen" in refused["message"]


def test_a_row_waiting_on_the_phone_is_greyed_as_not_yet_sent(club_path, german, browser):
    """The Wi-Fi gone, team 0's Rosen written on this phone waits to be sent: the phone
    offered Rosen to team 0 again, and a Schreiber who took it learnt only once the
    connection was back that the row was played. It is greyed for team 0, saying it waits,
    until the laptop has it (then with its figure, as a played row)."""
    pytest.importorskip("uvicorn", reason="the live extra is not installed")
    evening = make_evening(club_path, variant="coiffeur", preset="jassverein", players=4,
                           passen=1)
    with running(club_path, evening) as live:
        code = live.codes(1)[(1, 1)]
        phone = Phone(browser)
        phone.join(live.url, code)
        phone.css(row_button(3))

        def row(n: int) -> tuple[str, bool]:
            button = phone.css(row_button(n))
            return button.text, button.is_enabled()

        browser.offline(True)
        try:
            phone.tap(team_button(0))
            phone.tap(row_button(3))
            phone.css(ROUND + 'fieldset[data-name="points"] input').send_keys("100")
            phone.tap(ROUND + "button.write")
            phone.until(lambda: phone.pending() == 1, "the round waits on the phone")
            # team 0 again (the phone leaves whose turn to the Schreiber while rounds wait)
            phone.tap(team_button(0))
            assert row(3) == ("Rosen ×4 (noch nicht geschickt)", False)
            assert row(0) == ("Eicheln ×1", True)
            phone.d.execute_script("arguments[0].click()", phone.css(row_button(3)))
            assert phone.css(row_button(3)).get_attribute("aria-pressed") != "true"
            phone.tap(team_button(1))  # the other team's Rosen is open
            assert row(3) == ("Rosen ×4", True)
            phone.d.execute_script("arguments[0].scrollIntoView({block: 'center'})",
                                   phone.css(ROUND + 'fieldset[data-name="row"]'))
            phone.tap(team_button(0))
            phone.d.save_screenshot(str(club_path.parent / "coiffeur-waiting-row.png"))
        finally:
            browser.offline(False)
        phone.until(lambda: phone.pending() == 0 and phone.entries() == 1, "sent")
        phone.tap(team_button(0))
        phone.until(lambda: row(3) == ("Rosen ×4 (gespielt: 400)", False), "played")
