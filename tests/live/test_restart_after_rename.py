"""A live evening's server started again after a member was renamed (a club's evening).

Table 1 finished and its result went into the club; the Obmann renamed Beat (name and
short name) in the club window; the laptop was stopped and the same evening served again.
The server replayed the table from its journal with Beat's new name, found that the match
it had stored (with the old one) was not the match it replayed, and stored it again, logged
"am Tisch korrigiert (live)", though nobody had corrected anything. A restart changes
nothing in the club that nobody changed: the stored result stays, not logged as corrected,
and its players are the club's members, named as the club names them now."""

from __future__ import annotations

import pytest

pytest.importorskip("starlette", reason="the live extra is not installed")

from jasstafel.club import Club  # noqa: E402

from .conftest import make_evening, op_id, round_op  # noqa: E402
from .test_recorded import admin_ops, import_match, post, served, state_of  # noqa: E402

NAMES = ["Anna Keller", "Beat Huber", "Cla Caviezel", "Dora Meier"]


def club_file(club_path, evening):
    """What the club holds of the evening: the stored match, the results, the log."""
    with Club.open(club_path) as club:
        stored = club.match(evening, 1, 1)
        return (None if stored is None else stored.document.model_dump_json(),
                sorted((r.member, r.points, r.rank) for r in club.results(evening)),
                [(c.kind, c.note) for c in club.corrections(evening)])


@pytest.mark.parametrize("language", [None, "fr"])
def test_a_restart_after_a_rename_stores_nothing_again(club_path, german, language):
    evening = make_evening(club_path, players=4, passen=1, names=NAMES)
    with served(club_path, evening) as (client, core):
        code = core.codes["1-1"]
        replies = post(client, code, *[round_op("eicheln", 0, (157, None)) for _ in range(7)])
        assert all(r["ok"] for r in replies), replies
        assert state_of(client, code)["recorded"]
    before = club_file(club_path, evening)
    assert before[0] is not None and before[2] == []

    with Club.open(club_path) as club:  # the club window's Rename…, another program's
        beat = club.find_member("Beat Huber")
        club.rename_member(beat.id, "Beat Huber-Meier", "Bea")

    from jasstafel import i18n

    if language:  # started again in another --language: its sheet's title is another
        i18n.use(language)
    with served(club_path, evening) as (client, core):
        state = state_of(client, core.codes["1-1"])
        assert state["finished"] and state["recorded"] and not state["problem"]
        # the pages name him as the club does now
        assert "Beat Huber-Meier" in [p["name"] for p in state["players"]]
        assert any("Bea" in s["name"].split(" & ") for s in state["sides"])
    assert club_file(club_path, evening) == before
    with Club.open(club_path) as club:
        names = {club.member(r.member).name for r in club.results(evening)}
    assert "Beat Huber-Meier" in names


def test_a_restart_after_a_rename_keeps_the_oberjassers_correction_as_stored(club_path,
                                                                               german):
    """The same for a Tafel the Oberjasser corrected on his page (an imported match): it
    was stored again, logged "vom Oberjasser korrigiert (live)" once more."""
    evening = make_evening(club_path, players=4, passen=1, names=NAMES)
    import_match(club_path, evening, 1, 1)
    with served(club_path, evening) as (client, core):
        version = state_of(client, core.codes["1-1"])["version"]
        fixed = {"id": op_id(), "kind": "replace", "index": 0, "base": version,
                 "form": "round", "values": {"contract": "eicheln", "announced_by": 0,
                                             "points": [120, None]}}
        assert admin_ops(client, core, 1, 1, fixed)[0]["ok"]
    before = club_file(club_path, evening)
    assert len(before[2]) >= 1  # his correction, logged
    with Club.open(club_path) as club:
        club.rename_member(club.find_member("Beat Huber").id, "Beat Huber-Meier", "Bea")
    with served(club_path, evening) as (client, core):
        state = state_of(client, core.codes["1-1"])
        assert state["held"] and "Beat Huber-Meier" in [p["name"] for p in state["players"]]
    assert club_file(club_path, evening) == before
