"""A Schieber round's Weis in the history says whose it is (a Romand organiser's phone:
"Trèfle ×5 par Noé & Mireille : 95 : 62, annonces 20 Noé & Mireille" read like "20 Noé").
The phone's history says each team beside its own card points, Weis and Stöck, then what it
got ("Noé & Mireille 95 + annonces 20 → 575"), as the window's history does; never the
core's bare score after the announcer's name (a French trial's "par Marie-Claude & Pierre :
40 : 117 → …" read as three colons in a row; a German one's "von Anna & Käthi: 88 zu 69" as
Anna & Käthi's 88)."""

from __future__ import annotations

import pytest

pytest.importorskip("starlette", reason="the live extra is not installed")

from jasstafel import i18n  # noqa: E402

from .conftest import bearer, make_evening, round_op  # noqa: E402

NAMES = ["Noé", "Luc", "Mireille", "Anne"]
#: the round (Glands ×5 announced by Team A, 95 : 62, Weis 20 for A, Stöck for B)
LINES = {
    "fr": "Glands ×5 par {a}\u00a0: {a}\u00a095 + annonces 20\u00a0→ 575, "
          "{b}\u00a062 + stöck 20\u00a0→ 410",
    "de": "Eicheln ×5 von {a}: {a}\u00a095 + Weis 20\u00a0→ 575, {b}\u00a062 + Stöck 20\u00a0→ 410",
    "en": "Acorns ×5 by {a}: {a}\u00a095 + Weis 20\u00a0→ 575, {b}\u00a062 + Stöck 20\u00a0→ 410",
}


@pytest.fixture
def language():
    yield i18n.use
    i18n.use("en")


@pytest.mark.parametrize("lang", ["fr", "de", "en"])
def test_the_weis_says_the_team_before_the_amount(club_path, language, lang):
    from starlette.testclient import TestClient

    from jasstafel.live.evening import EveningCore
    from jasstafel.live.server import Owner, create_app

    language(lang)
    evening = make_evening(club_path, preset="freier_jass", players=4, passen=1, names=NAMES)
    owner = Owner(lambda: EveningCore(club_path, evening))
    try:
        with TestClient(create_app(owner)) as client:
            code = owner.core.codes_of(1)[1]
            op = round_op("eicheln", 0, (95, None), weis=[20, 0], stoeck=1)
            replies = client.post("/api/table/ops", json={"ops": [op]},
                                  headers=bearer(code)).json()["replies"]
            assert all(r["ok"] for r in replies), replies
            state = client.get("/api/table", headers=bearer(code)).json()["state"]
    finally:
        owner.close()
    a, b = (side["name"] for side in state["sides"])
    (entry,) = state["entries"]
    assert entry["text"] == LINES[lang].format(a=a, b=b)
