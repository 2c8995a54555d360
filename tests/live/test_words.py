"""Every word the live pages show is in the catalogs: the templates and scripts take their
words by key from jasstafel.live.words.PAGE, and every key they use is there."""

import re
from pathlib import Path

from jasstafel.live.words import PAGE

LIVE = Path(__file__).resolve().parents[2] / "jasstafel" / "live"


def test_every_word_of_the_pages_is_marked():
    used = set()
    for script in (LIVE / "static").glob("*.js"):
        used |= set(re.findall(r"\bT\(\s*\"(\w+)\"", script.read_text(encoding="utf-8")))
        # T(cond ? "a" : "b") and similar
        for call in re.findall(r"\bT\(([^()]*)\)", script.read_text(encoding="utf-8")):
            used |= set(re.findall(r"\"(\w+)\"", call))
    for template in (LIVE / "templates").glob("*.html"):
        used |= set(re.findall(r"\bw\.(\w+)", template.read_text(encoding="utf-8")))
    assert used, "no words found: the pattern is wrong"
    assert used - set(PAGE) == set()


def test_the_german_catalog_has_the_pages_words():
    from jasstafel import i18n
    from jasstafel.live.words import t

    try:
        assert i18n.use("de")
        untranslated = [text for text in PAGE.values() if t(text) == text
                        and text not in ("Passe", "Match", "Oberjasser", "Total", "Weis",
                                         "Jasstafel live")]
    finally:
        i18n.use("en")
    assert untranslated == []


import pytest  # noqa: E402

# the buttons a phone shows together while an entry is corrected: the form's own, the undo
# and redo below it, and each entry's (French said "Annuler" for both undo and cancel, the
# undo right under the form whose correction it would not cancel but take back)
TOGETHER = ("save_correction", "cancel", "undo", "redo", "correct", "delete", "clear_field")


@pytest.mark.parametrize("language", ["de", "fr", "en"])
def test_the_buttons_shown_together_have_words_of_their_own(language):
    from jasstafel import i18n
    from jasstafel.live.words import t

    try:
        assert i18n.use(language)
        said = {key: t(PAGE[key]).casefold() for key in TOGETHER}
    finally:
        i18n.use("en")
    assert len(set(said.values())) == len(said), said


@pytest.mark.parametrize("language", ["de", "fr", "en"])
def test_the_oberjassers_code_page_says_what_its_button_opens(tmp_path, language):
    """The Oberjasser's code form said "Open the board" ("Ouvrir l'ardoise"), as a table's
    does: it opens his page, and says so."""
    import html as html_
    import re as re_

    pytest.importorskip("starlette", reason="the live extra is not installed")
    from starlette.testclient import TestClient

    from jasstafel import i18n
    from jasstafel.live.evening import EveningCore
    from jasstafel.live.server import Owner, create_app

    from .conftest import make_evening

    club_path = tmp_path / "club.sqlite"
    evening = make_evening(club_path, players=4, passen=1)
    i18n.use(language)
    owner = Owner(lambda: EveningCore(club_path, evening))
    try:
        with TestClient(create_app(owner)) as client:
            pages = {path: client.get(path).text for path in ("/", "/admin")}
    finally:
        owner.close()
        i18n.use("en")
    said = {path: html_.unescape(re_.search(
        r'<button type="submit" class="big primary">([^<]*)</button>', html).group(1))
        for path, html in pages.items()}
    assert said["/"] != said["/admin"], said
    assert said["/admin"] == {"de": "Seite des Oberjassers öffnen",
                              "fr": "Ouvrir la page du chef de jeu",
                              "en": "Open the Oberjasser's page"}[language]
