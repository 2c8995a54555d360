"""A Schieber round on the phone names each team beside its own figures. A German club
trial's phone (Schieber Turnier) listed "Undenufe ×1 von Anna & Käthi: 88 zu 69 → Beat &
Luzi 88, Anna & Käthi 69": read aloud, Anna & Käthi made 88; only the part after "→" put it
right (the 88 was Beat & Luzi's, team A's). The window's history says each team with its own
card points and what it got ("Chantal & Sylvie 101 + annonces 100 + stöck 20 → 442"), and so
does the phone now, a Match beside the team that made it. The undo's words say the round as
the list does (its "57 : 100" stood beside the list's "57 zu 100")."""

from __future__ import annotations

import pytest

pytest.importorskip("starlette", reason="the live extra is not installed")

from .conftest import bearer, make_evening, op_id, round_op  # noqa: E402

NAMES = ["Beat", "Anna", "Luzi", "Käthi"]
#: the trial's two rounds, announced by team B: Undenufe 88 : 69, Schellen a Match of B's
ROUNDS = [round_op("undenufe", 1, (88, None)),
          round_op("schellen", 1, (None, None), match=True)]
#: their lines, by language ({a}, {b}: the teams' names)
LINES = {
    "de": ["Undenufe ×1 von {b}: {a} 88 → 88, {b} 69 → 69",
           "Schellen ×1 von {b}: {a} 0 → 0, {b} 157 Match → 157"],
    "fr": ["Undenufe ×1 par {b} : {a} 88 → 88, {b} 69 → 69",
           "Grelots ×1 par {b} : {a} 0 → 0, {b} 157 match → 157"],
    "en": ["Undenufe ×1 by {b}: {a} 88 → 88, {b} 69 → 69",
           "Bells ×1 by {b}: {a} 0 → 0, {b} 157 Match → 157"],
}
#: what an undo of the second round says, by language
UNDONE = {"de": "Zurückgenommen: Eintrag 2 ({line})",
          "fr": "Repris : inscription 2 ({line})",
          "en": "Taken back: entry 2 ({line})"}


def plain(text: str) -> str:
    """*text* with its no-break spaces (between a name and its figure, French's before ":",
    narrow on the page) as plain ones."""
    return text.replace("\u00a0", " ").replace("\u202f", " ")


@pytest.mark.parametrize("lang", ["de", "fr", "en"])
def test_each_team_is_named_beside_its_own_figures(club_path, language, lang):
    from starlette.testclient import TestClient

    from jasstafel.live.evening import EveningCore
    from jasstafel.live.server import Owner, create_app

    language(lang)
    evening = make_evening(club_path, preset="turnier", players=4, passen=1, names=NAMES)
    owner = Owner(lambda: EveningCore(club_path, evening))
    try:
        with TestClient(create_app(owner)) as client:
            code = owner.core.codes_of(1)[1]
            replies = client.post("/api/table/ops", json={"ops": ROUNDS},
                                  headers=bearer(code)).json()["replies"]
            assert all(r["ok"] for r in replies), replies
            state = client.get("/api/table", headers=bearer(code)).json()["state"]
            undo = {"id": op_id(), "kind": "undo", "base": state["version"]}
            (undone,) = client.post("/api/table/ops", json={"ops": [undo]},
                                    headers=bearer(code)).json()["replies"]
    finally:
        owner.close()
    a, b = (side["name"] for side in state["sides"])
    listed = [plain(entry["text"]) for entry in state["entries"]]
    assert listed == [line.format(a=a, b=b) for line in LINES[lang]]
    # the same round said the same way by the undo
    assert plain(undone["done"]) == UNDONE[lang].format(line=listed[1])


@pytest.mark.parametrize("lang", ["de", "fr"])
def test_a_phone_lists_the_trial_s_rounds_team_by_team(club_path, browser, language, lang):
    """The trial's two rounds typed on a phone at a phone's size, read from its list."""
    pytest.importorskip("uvicorn", reason="the live extra is not installed")
    from .test_browser import Phone, running

    language(lang)
    evening = make_evening(club_path, preset="turnier", players=4, passen=1, names=NAMES)
    with running(club_path, evening) as live:
        a, b = live.core.tables["1-1"].match.rules.side_names
        phone = Phone(browser)
        phone.join(live.url, live.codes(1)[(1, 1)])
        phone.until(lambda: phone.totals() == ["0", "0"], "the Tafel opens")
        phone.round("undenufe", 88, announced_by=1)
        phone.until(lambda: phone.entries() == 1, "round 1 written")
        phone.round("schellen", announced_by=1, match=True)
        phone.until(lambda: phone.entries() == 2, "round 2 written")
        listed = phone.d.execute_script("""
            return Array.from(document.querySelectorAll('#history li.entry .entry-text'),
                              (e) => e.innerText);""")
        phone.d.execute_script("document.getElementById('history').scrollIntoView()")
        phone.d.save_screenshot(str(club_path.parent / f"schieber-line-{lang}.png"))
    # the last written first
    assert [plain(line) for line in reversed(listed)] == [
        line.format(a=a, b=b) for line in LINES[lang]]
