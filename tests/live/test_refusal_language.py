"""A table laptop in another language than the evening's server: the server's refusal is
said in the table's language.

A club evening in German (the organiser's laptop, ``jasstafel club serve``, whose pages speak
German by default), a table's laptop whose Jasstafel is in French: the server refused the
table's write (a code typed wrong, an entry its table rules forbid) and the French window
showed the server's German sentence. The server sends every refusal as its sentence's
template and parameters beside its own words (``text``), and the table says it in its own
language; the server's sentence stays for a server that sends none.

The server runs in its own process (its language is not this process's), the table's link
(:class:`jasstafel.live.client.TableLink`) in this one, in French.
"""

from __future__ import annotations

import pytest

pytest.importorskip("uvicorn", reason="the live extra is not installed")

from jasstafel.core.matchfile import new_match  # noqa: E402
from jasstafel.core.schieber import SchieberRound  # noqa: E402
from jasstafel.live.client import LinkError, TableLink  # noqa: E402

from .conftest import make_evening  # noqa: E402
from .test_faults import WAIT, Server, free_port  # noqa: E402

CODE_UNKNOWN_FR = ("Ce code est inconnu (ou n’est plus valable)\u00a0: vérifiez-le auprès du chef "
                   "de jeu")
NOT_PLAYED_FR = "inscription 1\u00a0: Glands ne se joue pas avec ces règles de la table"


@pytest.fixture
def german_server(club_path):
    """A German evening (Einfach 1000 without Eicheln: a table that plays them is refused)."""
    evening = make_evening(club_path, players=4, passen=1,
                           factors={"rosen": 1, "schellen": 1, "obenabe": 1})
    server = Server(club_path, evening, free_port(), "--language", "de")
    server.start()
    yield server
    server.stop()


def test_a_wrong_code_is_said_in_the_tables_language(german_server, french):
    with pytest.raises(LinkError) as refused:
        TableLink(german_server.url, "WRONG1").join()
    assert str(refused.value) == CODE_UNKNOWN_FR
    assert refused.value.said and not refused.value.unreachable


def test_a_refused_entry_is_said_in_the_tables_language(german_server, french):
    link = TableLink(german_server.url, german_server.codes[(1, 1)])
    names = [p["name"] for p in link.join()["players"]]
    # the laptop's match plays Eicheln, which the evening's table rules do not
    match = new_match("schieber", names, preset="einfach_1000")
    match.add(SchieberRound(contract="eicheln", announced_by=0, points=(100, 57)))
    link.start()
    try:
        link.push(match)
        assert link.flush(timeout=WAIT)
        assert link.refused
        assert link.said == NOT_PLAYED_FR
        assert link.problem == NOT_PLAYED_FR
    finally:
        link.close()
