"""A request of the Oberjasser's page that it does not know (one made by hand: ``POST
/api/admin/rename``) was refused "Unbekannte Aktion rename", the server's own word for it,
and without a Passe and a table in it "Eine Passe oder ein Tisch ist eine ganze Zahl", which
asked for what the request did not need. It is said in plain words, what was refused and
what the page does, as its buttons say it, in the reader's language too (the sentence goes
as template and parameters), and nothing is done."""

from __future__ import annotations

import pytest

pytest.importorskip("starlette", reason="the live extra is not installed")

from jasstafel import i18n  # noqa: E402

from .conftest import bearer  # noqa: E402

SAID = {
    "de": "Nicht ausgeführt: Eine Anfrage «rename» kennt die Seite des Oberjassers nicht; sie "
          "kann eine Passe starten, einem Tisch einen neuen Code geben, einen Tisch zum "
          "Korrigieren öffnen oder den Live-Abend beenden",
    "fr": "Pas fait\u00a0: la page du chef de jeu ne connaît pas de demande «\u00a0rename\u00a0»"
          "\u00a0; elle lance une manche, donne un nouveau code à une table, ouvre une table "
          "pour la corriger ou termine la soirée en direct",
    "en": "Not done: the Oberjasser's page knows no request “rename”; it starts a Passe, gives "
          "a table a new code, opens a table to correct it, or ends the live evening",
}


@pytest.mark.parametrize("body", [{}, {"passe": 1, "table": 1}])
def test_a_request_the_oberjassers_page_does_not_know_is_said_in_plain_words(live, body):
    from jasstafel.live.client import in_my_words

    client, core = live
    admin = bearer(core.admin_code)
    before = client.get("/api/admin", headers=admin).json()
    reply = client.post("/api/admin/rename", json=body, headers=admin)
    assert reply.status_code == 404
    answer = reply.json()
    assert not answer["ok"]
    assert answer["message"] == SAID["de"]  # the evening's language: the page shows it
    try:
        for language, said in SAID.items():
            i18n.use(language)
            assert in_my_words(answer) == said
    finally:
        i18n.use("de")
    assert client.get("/api/admin", headers=admin).json() == before


def test_the_oberjassers_own_requests_are_still_done(live):
    client, core = live
    admin = bearer(core.admin_code)
    reply = client.post("/api/admin/table", json={"passe": 1, "table": 1}, headers=admin)
    assert reply.json()["ok"]
    assert client.post("/api/admin/passe", json={"passe": 2}, headers=admin).json()["ok"]
