"""A German club trial sent a round with ``"table": 2`` by hand: the server wrote it at the
code's own table and said nothing; and its refusals used the forms' code names ("Das
Formular round hat kein Feld name"). A change carrying anything the board does not take is
refused whole, in words a person understands."""

from __future__ import annotations

import pytest

pytest.importorskip("starlette", reason="the live extra is not installed")

from .conftest import op_id, round_op  # noqa: E402
from .test_server import code_of, post_ops, table  # noqa: E402


def test_a_change_with_a_field_the_board_does_not_take_is_refused(live):
    client, core = live
    code = code_of(core)
    sent = {**round_op("rosen", 0, (100, None)), "table": 2}
    answer = post_ops(client, code, sent).json()["replies"][0]
    assert not answer["ok"]
    assert answer["message"] == ("Nicht geschrieben: Die Änderung enthielt etwas, das diese "
                                 "Tafel nicht annimmt (table); die Seite eines Handys schickt "
                                 "nur, was sie kennt")
    assert table(client, code)["entries"] == []  # not half-read: nothing written
    undo = {"id": op_id(), "kind": "undo", "base": 0, "index": 0}
    assert not post_ops(client, code, undo).json()["replies"][0]["ok"]


def test_a_refused_field_is_said_by_its_form_not_its_code_name(live):
    client, core = live
    code = code_of(core)
    answer = post_ops(client, code, round_op("rosen", 0, (100, None), name="x")).json()
    assert answer["replies"][0]["message"] == \
        "Nicht geschrieben: «Runde schreiben» fragt nach nichts namens «name»"
    other = {"id": op_id(), "kind": "add", "form": "round2", "values": {}}
    assert post_ops(client, code, other).json()["replies"][0]["message"] == \
        "Nicht geschrieben: An diesem Tisch wird nichts namens «round2» geschrieben"


def test_a_redo_says_what_it_made_again_and_the_state_what_undo_takes_back(live):
    client, core = live
    code = code_of(core)
    post_ops(client, code, round_op("rosen", 0, (100, None)))
    fix = {"id": op_id(), "kind": "replace", "index": 0, "base": 1, "form": "round",
           "values": {"contract": "rosen", "announced_by": 0, "points": [110, None]}}
    assert post_ops(client, code, fix).json()["replies"][0]["ok"]
    state = table(client, code)
    assert state["undo_version"] == 2
    assert state["undo_ask"].startswith("Rückgängig nimmt die Korrektur von Eintrag 1 zurück")
    post_ops(client, code, {"id": op_id(), "kind": "undo", "base": 2})
    redo = post_ops(client, code, {"id": op_id(), "kind": "redo", "base": 3}).json()
    assert redo["replies"][0]["done"] == "Wiederhergestellt: die Korrektur von Eintrag 1"
    assert table(client, code)["undo_version"] == 4  # made again by the redo


@pytest.mark.parametrize("language, said", [
    ("de", "Nicht geschrieben: Eine Änderung der Art «rename» kennt diese Tafel nicht; sie "
           "nimmt einen neuen Eintrag, eine Korrektur, ein Löschen, Rückgängig oder "
           "Wiederherstellen"),
    ("fr", "Pas inscrit\u00a0: cette ardoise ne connaît pas de modification «\u00a0rename\u00a0»"
           "\u00a0; elle accepte une nouvelle inscription, une correction, une suppression, "
           "Défaire ou Refaire"),
    ("en", "Not written: this board knows no change of the kind “rename”; it takes a new "
           "entry, a correction, a deletion, Undo or Redo"),
])
def test_a_change_of_a_kind_the_board_does_not_know_is_said_in_plain_words(live, language,
                                                                          said):
    """A change sent by hand with ``"kind": "rename"`` was refused "Unbekannte Änderung
    rename": the server's own word for it. It is said in the words of the phone's buttons,
    in the table's language too (the sentence goes as template and parameters)."""
    from jasstafel import i18n
    from jasstafel.live.client import in_my_words

    client, core = live
    code = code_of(core)
    answer = post_ops(client, code, {"id": op_id(), "kind": "rename"}).json()["replies"][0]
    assert not answer["ok"]
    i18n.use(language)
    try:
        assert in_my_words(answer) == said
    finally:
        i18n.use("de")
    assert table(client, code)["entries"] == []
