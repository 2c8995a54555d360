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
                                         "Jasstafel live", "{what}: {values}")]
    finally:
        i18n.use("en")
    assert untranslated == []
