"""A damaged club file is refused in the user's language (a Romand secretary's trial: a
page zeroed in the middle gave "… n'est pas une base de données du club ou est endommagé :
database disk image is malformed", SQLite's English sentence as the reason). The reason is
said in the language; SQLite's own words follow only as a technical detail in brackets."""

import pytest

from jasstafel.cli import main
from jasstafel.club import Club

PAGE = 4096


@pytest.fixture
def zeroed(tmp_path):
    """A club file with pages 8 to 11 zeroed, as `dd … bs=4096 seek=8 count=4` does."""
    path = tmp_path / "d3.sqlite"
    with Club.open(path) as club:
        for i in range(300):
            club.add_member(f"Member number {i} of the club La Sarine")
    data = bytearray(path.read_bytes())
    assert len(data) > 12 * PAGE
    data[8 * PAGE:12 * PAGE] = bytes(4 * PAGE)
    path.write_bytes(bytes(data))
    return path


@pytest.mark.parametrize(("lang", "said"), [
    ("fr", "jasstafel club ranking season: erreur : {path} est endommagé : une partie ne peut "
           "pas être lue (SQLite : « database disk image is malformed »)"),
    ("de", "jasstafel club ranking season: Fehler: {path} ist beschädigt: ein Teil davon kann "
           "nicht gelesen werden (SQLite: «database disk image is malformed»)"),
    ("en", "jasstafel club ranking season: error: {path} is damaged: part of it cannot be read "
           "(SQLite: “database disk image is malformed”)"),
])
def test_a_zeroed_page_is_said_damaged_in_the_language(zeroed, capsys, lang, said):
    before = zeroed.read_bytes()
    code = main(["--lang", lang, "club", "ranking", "season", "2026", "--db", str(zeroed)])
    out, err = capsys.readouterr()
    assert code == 2 and out == ""
    assert err.strip() == said.format(path=zeroed)
    assert zeroed.read_bytes() == before
