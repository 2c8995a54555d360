"""Another program writes a live evening's results through its server (issue 18: one process
owns the club database while an evening is live; every page, the desktop window and the
command line write through it): the command line's ``club result`` and ``club import``
against a real server on 127.0.0.1, the Oberjasser's club API with a wrong code, a server
that is gone (its marker stale), refusals said in the caller's language."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import urllib.request

import pytest

from jasstafel import i18n
from jasstafel.cli import main
from jasstafel.club import Club, ClubInputError, PaperResult
from jasstafel.core import matchfile
from jasstafel.core.schieber import SchieberRound
from jasstafel.live import marker, writes
from jasstafel.live.client import ClubLink, live_writer

from .conftest import make_evening
from .test_faults import WAIT, Server, free_port

pytest.importorskip("uvicorn", reason="the live extra is not installed")


@pytest.fixture
def served(club_path):
    """A real live evening (uvicorn in a thread of this process) on 127.0.0.1, port 0;
    the command line runs as another program would (the server is not found as "this
    process's", only by its marker)."""
    from jasstafel.live import service

    evening = make_evening(club_path, players=8, passen=1)
    live = service.LiveEvening(club_path, evening, host="127.0.0.1", port=0)
    live.start()
    try:
        with service._HERE_LOCK:  # as if it ran in another process
            service._HERE.pop(club_path.resolve(), None)
        yield live, evening
    finally:
        live.stop()


def wall(live):
    with urllib.request.urlopen(live.url + "api/wall", timeout=WAIT) as reply:
        return json.loads(reply.read())


def seated(club_path, evening, table):
    with Club.open(club_path) as club:
        drawn = next(t for t in club.drawn(evening)[0].tables if t.number == table)
        names = {m.id: m.name for m in club.members()}
    return [names[m] for m in drawn.seats]


def results_of(club_path, evening):
    with Club.open(club_path) as club:
        return sorted((r.passe, r.table, r.member, r.points, r.source)
                      for r in club.results(evening))


def test_the_command_line_writes_a_paper_result_through_the_server(served, club_path,
                                                                    capsys):
    live, evening = served
    players = seated(club_path, evening, 1)
    figures = [f"{name}=1000,won=yes" if i % 2 == 0 else f"{name}=700"
               for i, name in enumerate(players)]
    assert main(["club", "result", "--db", str(club_path), str(evening), "1", "1",
                 *figures]) == 0
    out = capsys.readouterr().out
    assert f"written through the live evening at {live.url}" in out
    assert f"Passe 1, table 1: {players[0]} 1000 (rank 1, won)" in out
    stored = results_of(club_path, evening)
    assert len(stored) == 4 and {r[3] for r in stored} == {1000, 700}
    # the server wrote it, on its connection: the wall's ranking has it at once
    assert len(wall(live)["ranking"]["rows"]) == 4

    # the same again: the club refuses (the table has results), in the user's language
    assert main(["--lang=de", "club", "result", "--db", str(club_path), str(evening), "1",
                 "1", *figures]) == 2
    err = capsys.readouterr().err
    assert "Fehler" in err and "Ergebnisse" in err, err
    assert results_of(club_path, evening) == stored  # once

    # a correction goes through as well, and says what the server stored
    assert main(["club", "result", "--db", str(club_path), str(evening), "1", "1",
                 f"{players[0]}=990", f"{players[2]}=990", "--correct",
                 "--note", "Weis vergessen"]) == 0
    out = capsys.readouterr().out
    assert f"{players[0]} 990 (rank 1, won)" in out and "live evening" in out
    assert {r[3] for r in results_of(club_path, evening)} == {990, 700}


def test_a_note_through_the_server_refuses_a_control_character_as_the_club_does(
        served, club_path, capsys):
    """The server checks what it writes as the club does without it: a note with a control
    character is refused by name, not turned into a space (nor stored)."""
    live, evening = served
    players = seated(club_path, evening, 1)
    figures = [f"{name}=1000,won=yes" if i % 2 == 0 else f"{name}=700"
               for i, name in enumerate(players)]
    assert main(["club", "result", "--db", str(club_path), str(evening), "1", "1",
                 *figures]) == 0
    capsys.readouterr()
    stored = results_of(club_path, evening)
    assert main(["--lang=de", "club", "result", "--db", str(club_path), str(evening), "1",
                 "1", f"{players[0]}=990", f"{players[2]}=990", "--correct",
                 "--note", "Weis\x1fvergessen"]) == 2
    err = capsys.readouterr().err
    assert ("die Notiz kann kein Steuerzeichen enthalten (U+001F bei Zeichen 5)" in err), err
    assert results_of(club_path, evening) == stored


def finished_match(club_path, evening, table, tmp_path):
    """Table *table*'s Partie as a match file, played to the end in the app."""
    players = seated(club_path, evening, table)
    with Club.open(club_path) as club:
        ev = club.evening(evening)
    match = matchfile.new_match(ev.variant, players, preset=ev.preset,
                                settings=dict(ev.settings))
    while not match.finished:
        match.add(SchieberRound(contract="eicheln", announced_by=0, points=(157, 0)))
    path = tmp_path / f"tisch{table}.jass"
    matchfile.save(match, path)
    return path


def test_the_command_line_imports_match_files_through_the_server(served, club_path,
                                                                 tmp_path, capsys):
    live, evening = served
    one = finished_match(club_path, evening, 1, tmp_path)
    two = finished_match(club_path, evening, 2, tmp_path)
    # the second file named at a table whose players it does not have: the whole import is
    # refused by that file's name, and nothing of it is in the club
    assert main(["club", "import", "--db", str(club_path), str(evening), f"{one}:1:1",
                 f"{two}:1:1"]) == 2
    err = capsys.readouterr().err
    assert "tisch2.jass" in err and "nothing was imported" in err, err
    assert results_of(club_path, evening) == []
    assert main(["club", "import", "--db", str(club_path), str(evening), f"{one}:1:1",
                 f"{two}:1:2"]) == 0
    out = capsys.readouterr().out
    assert "tisch1.jass: Passe 1, table 1" in out and live.url in out
    stored = results_of(club_path, evening)
    assert len(stored) == 8 and {r[4] for r in stored} == {"match"}
    with Club.open(club_path) as club:
        assert len(club.match(evening, 1, 2).entries) == len(matchfile.load(two).entries)


def test_the_club_api_needs_the_oberjassers_code(served, club_path):
    live, evening = served
    with Club.open(club_path) as club:
        seats = club.drawn(evening)[0].tables[0].seats
    papers = [PaperResult(m, points=1000 if i % 2 == 0 else 700) for i, m in enumerate(seats)]
    call = writes.encode("record_result", 1, 1, results=papers)
    for code in ("", "WRONGCODE1", live.codes()[(1, 1)]):  # a table's code is not his
        with pytest.raises(ClubInputError) as refused:
            ClubLink(live.url, code, evening).calls([call])
        assert "Oberjasser" in str(refused.value)
    assert results_of(club_path, evening) == []
    # said in the caller's language, not the server's
    i18n.use("de")
    try:
        with pytest.raises(ClubInputError) as refused:
            ClubLink(live.url, "WRONGCODE1", evening).calls([call])
        assert "Oberjasser" in i18n.render(refused.value.message)
        assert i18n.render(refused.value.message) != str(refused.value)
    finally:
        i18n.use("en")
    # a field the club does not know, or of the wrong kind, is refused before the club
    bad = {**call, "results": [{"member": seats[0], "points": "1000"}]}
    with pytest.raises(ClubInputError, match="points"):
        ClubLink(live.url, live.admin_code, evening).calls([bad])
    with pytest.raises(ClubInputError, match="evening"):
        ClubLink(live.url, live.admin_code, evening + 1).calls([call])
    assert results_of(club_path, evening) == []
    assert len(ClubLink(live.url, live.admin_code, evening).calls([call])[0]) == 4


def test_a_stale_marker_refuses_clearly_and_writes_nothing(club_path, capsys):
    """The server was killed: its marker stays, nobody holds its lock. The command line
    neither writes beside the journal's tables nor pretends the server took it."""
    evening = make_evening(club_path, players=4, passen=1)
    server = Server(club_path, evening, free_port())
    server.start()
    server.kill()
    assert marker.marker_path(club_path).exists()
    assert marker.find_live(club_path) is None
    players = seated(club_path, evening, 1)
    figures = [f"{players[0]}=1000", f"{players[1]}=700", f"{players[2]}=1000",
               f"{players[3]}=700"]
    assert main(["club", "result", "--db", str(club_path), str(evening), "1", "1",
                 *figures]) == 2
    err = capsys.readouterr().err
    assert "no longer runs" in err and server.url in err and "club serve" in err, err
    assert main(["club", "draw", "--db", str(club_path), str(evening), "--all-active"]) == 2
    assert "no longer runs" in capsys.readouterr().err
    assert results_of(club_path, evening) == []
    # started again, it takes the marker: the command line writes through it once more
    again = Server(club_path, evening, free_port())
    again.start()
    try:
        assert main(["club", "result", "--db", str(club_path), str(evening), "1", "1",
                     *figures]) == 0
        assert again.url in capsys.readouterr().out
    finally:
        again.stop()
    assert len(results_of(club_path, evening)) == 4


def test_a_server_that_does_not_answer_is_named_and_nothing_written(club_path, tmp_path):
    """The marker is held (the server's process lives) but its address answers nobody."""
    evening = make_evening(club_path, players=4, passen=1)
    held = marker.Marker(club_path)
    held.take()
    dead = f"http://127.0.0.1:{free_port()}/"
    held.write(marker.LiveInfo(dead, os.getpid(), evening, "ADMINCODE1"))
    try:
        writer = live_writer(club_path, evening)
        assert writer is not None
        with Club.open(club_path) as club:
            seats = club.drawn(evening)[0].tables[0].seats
        with pytest.raises(ClubInputError) as refused:
            writer.record_result(evening, 1, 1, [PaperResult(m, points=1000) for m in seats])
        assert "cannot be reached" in str(refused.value) and dead in str(refused.value)
        assert "nothing was written" in str(refused.value)
    finally:
        held.release()
    assert results_of(club_path, evening) == []


def test_jasstafel_club_result_in_a_terminal_beside_club_serve(club_path):
    """End to end, two programs: ``club serve`` and ``club result`` in their own processes."""
    evening = make_evening(club_path, players=4, passen=1)
    server = Server(club_path, evening, free_port())
    server.start()
    env = {**os.environ, "LANG": "C.UTF-8", "LANGUAGE": "", "LC_ALL": ""}
    try:
        players = seated(club_path, evening, 1)
        done = subprocess.run(
            [sys.executable, "-m", "jasstafel", "club", "result", "--db", str(club_path),
             str(evening), "1", "1", f"{players[0]}=1000", f"{players[1]}=700",
             f"{players[2]}=1000", f"{players[3]}=700"],
            capture_output=True, text=True, timeout=WAIT, env=env)
        assert done.returncode == 0, done.stderr
        assert server.url in done.stdout
        status, wall = server.get("/api/wall")
        assert status == 200 and len(wall["ranking"]["rows"]) == 4
    finally:
        server.stop()
    assert len(results_of(club_path, evening)) == 4


def test_sentences_go_both_ways_as_templates():
    from jasstafel.club.errors import say
    from jasstafel.core.errors import QT_TRANSLATE_NOOP as N
    from jasstafel.core.text import Text

    sentence = say(N("club", "{name}: nothing was imported: {reason}"), name="a.jass",
                   reason=say(N("club", "{name} plays twice in the match"), name="Anna"))
    again = writes.text_from_json(json.loads(json.dumps(writes.text_json(sentence))))
    assert isinstance(again, Text) and again == sentence
    assert again.template == sentence.template and again.params["reason"].context == "club"
    # a template that is more than plain {name} fields is shown only as sent, in English
    odd = {"template": "{name.__class__}", "context": "club", "english": "x", "params": {}}
    assert writes.text_from_json(odd) == "x" and writes.text_from_json(odd).template == "x"


def test_a_correction_of_a_table_changed_meanwhile_is_refused_through_the_server(
        served, club_path):
    """The window's correction says which figures it saw (``seen``); the server compares
    them with the table as it is, and refuses by the club's own sentence if another program
    changed it since."""
    from jasstafel.club.club import CHANGED_MEANWHILE, seen_figures

    live, evening = served
    link = live_writer(club_path, evening)
    assert link is not None
    with Club.open(club_path) as club:
        ids = next(t for t in club.drawn(evening)[0].tables if t.number == 1).seats
    link.record_result(evening, 1, 1, [PaperResult(m, 1000 if i % 2 == 0 else 700,
                                                   won=i % 2 == 0)
                                       for i, m in enumerate(ids)])
    with Club.open(club_path) as club:
        seen = [seen_figures(r) for r in club.results(evening)]
    link.correct_result(evening, 1, 1, [PaperResult(ids[1], 710), PaperResult(ids[3], 710)])
    stored = results_of(club_path, evening)
    with pytest.raises(ClubInputError) as refused:
        link.correct_result(evening, 1, 1, [PaperResult(ids[0], 990),
                                            PaperResult(ids[2], 990)], seen=seen)
    assert refused.value.message.template == CHANGED_MEANWHILE
    assert "710" in str(refused.value)
    assert results_of(club_path, evening) == stored
    with Club.open(club_path) as club:
        seen = [seen_figures(r) for r in club.results(evening)]
    link.correct_result(evening, 1, 1, [PaperResult(ids[0], 990), PaperResult(ids[2], 990)],
                        seen=seen)
    assert {r[3] for r in results_of(club_path, evening)} == {990, 710}
