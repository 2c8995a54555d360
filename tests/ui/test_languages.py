"""Every word in the Schreiber's language: the window, its dialogs, every variant's board and
entry form, the New match form's settings, the club window and the printed sheets, rendered
in German, French and English.

In German and French a visible word that only the English source texts use (see
:mod:`tests.ui.texts`) is English left behind: a string not wrapped for translation, a core
sentence shown without :func:`jasstafel.i18n.render`, a raw option name. In every language a
raw name of the code (``high_bids``) is a bug. The catalogs themselves (nothing unfinished,
placeholders kept, .qm compiled) are checked in tests/ui/test_translations.py.

One window per variant (a new match for the entry form, an example file for the board and
its history), the dialogs once, one sheet per variant: fast enough to run with every test.
"""

from __future__ import annotations

import datetime
import json
import re
import shutil
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QApplication, QMessageBox

from jasstafel import i18n as lang
from jasstafel.core import matchfile
from jasstafel.core.matchfile import new_match
from jasstafel.core.variant import Team
from jasstafel.ui import i18n
from jasstafel.ui.newmatch import NewMatchDialog
from jasstafel.ui.recovery import RecoveryDialog, Unsaved
from jasstafel.ui.variants import UI_VARIANTS

from .keyboard import ctrl, key
from .real_dialogs import real_dialogs_fixture  # noqa: F401
from .texts import Painted, english_in, english_only_words, identifiers_in, pdf_text, widget_texts

REPO = Path(__file__).resolve().parents[2]
EXAMPLES = REPO / "docs" / "examples"
#: the example each variant's window and sheet are shown with
EXAMPLE = {
    "schieber": "schieber-einfach-1000.jass", "coiffeur": "coiffeur-jassverein.jass",
    "molotow": "molotow-hausjass.jass", "handjass": "handjass-standard.jass",
    "fahnder": "fahnder.jass", "pandur": "pandur.jass", "differenzler": "differenzler.jass",
    "punktetafel": "punktetafel.jass", "guggitaler": "guggitaler.jass",
}
#: sheets with the French deck
FRENCH_DECK = ("schieber-swisslos-2500-fr.jass", "coiffeur-swisslos-8-fr.jass",
               "guggitaler-zu-dritt-domino-fr.jass")
#: sheets with more to say: the cards drawn at a Molotow tie
MORE_SHEETS = ("molotow.jass",)
PLAYERS = {4: ["Anna", "Beat", "Cla", "Dora"], 3: ["Ueli", "Vreni", "Werner"]}
#: words that are right in every language: Jass words kept in German, French and English
#: (the glossary of docs/translating.md), units, the program's name, Qt's key names.
#: Not here: Schieber, Differenzler, Pandur (Chibre, Différence, Bandoure in French)
SAME_EVERYWHERE = {
    "jasstafel", "jass", "match", "matchs", "stöck", "weis", "obenabe", "undenufe", "slalom",
    "misère", "coiffeur", "molotow", "handjass", "fahnder", "guggitaler", "differenzler",
    "turnier", "swisslos", "jassverein", "domino",
    "z", "pdf", "csv", "ctrl", "shift", "alt", "esc", "enter", "tab", "del", "backspace",
    "f11", "ok", "nell", "puur",
    "english",  # the language's own name in View → Language, as Deutsch and Français stay
}


def allowed_in(*matches) -> set[str]:
    """Names from the match files (players, teams, title, place): data, never translated."""
    from tests.ui.texts import words

    out: set[str] = set()
    for match in matches:
        doc = match.document
        notes = [str(e.note) for e in doc.entries if isinstance(getattr(e, "note", None), str)]
        for text in [*doc.players, *(t.name for t in doc.teams or []), doc.info.title,
                     doc.info.place, doc.info.table, doc.info.date, *notes]:
            out |= words(text)
    return out


#: a file's name in a text (the window title): the user's, never translated
FILE_NAME = re.compile(r"\S+\.(?:jass|json|pdf|csv|sqlite|db)\b")
#: the tags of a rich text ("<qt>…</qt>", "<br>"): their "/" is not a file path
MARKUP_TAG = re.compile(r"</?[a-zA-Z][a-zA-Z0-9]*\s*/?>")


def check(code: str, texts: list[tuple[str, str]], allowed: set[str] = frozenset()) -> None:
    texts = [(where, FILE_NAME.sub("", text)) for where, text in
             ((where, MARKUP_TAG.sub(" ", text)) for where, text in texts)
             if "/" not in text]  # file paths (once the tags of rich text are gone)
    problems = identifiers_in(texts)
    if code != "en":
        english = english_only_words(code, SAME_EVERYWHERE | allowed)
        problems += english_in(texts, english)
    if code == "fr":
        problems += glued_colons(texts)
    if code == "de":  # Swiss German writes ss (Qt's own German catalog writes ß)
        problems += [f"{where}: {text!r} (ß)" for where, text in texts if "ß" in text]
    assert not problems, f"{len(problems)} texts not in {code}:\n" + "\n".join(problems)


#: a word glued to its colon ("Match: Team A"): French writes "Match : Team A"
GLUED_COLON = re.compile(r"([^\W\d_]+):(?=\s)")




def _typed_with_colons() -> list[str]:
    """What the example files' Schreiber typed with a colon (a note, a title): theirs."""
    import json

    typed = []
    for path in EXAMPLES.glob("*.jass"):
        doc = json.loads(path.read_text(encoding="utf-8"))
        info = doc.get("info") or {}
        typed += [text for text in [info.get("title"), info.get("place"),
                                    *(e.get("note") for e in doc.get("entries", []))]
                  if isinstance(text, str) and ":" in text]
    return typed


TYPED_WITH_COLONS = _typed_with_colons()


def glued_colons(texts: list[tuple[str, str]]) -> list[str]:
    """French texts with a colon glued to a word: a sentence joined with an f-string
    instead of the catalog's "{0}: {1}" (a note typed with a colon is the Schreiber's)."""
    out = set()
    for where, text in texts:
        ours = text
        for typed in TYPED_WITH_COLONS:
            ours = ours.replace(typed, "")
        if GLUED_COLON.search(ours):
            out.add(f"{where}: {text!r} (French « : »)")
    return sorted(out)


@pytest.fixture
def language(window_language):
    """The window in each language (tests/conftest.py)."""
    return window_language


def painted_grab(widget) -> list[tuple[str, str]]:
    """What painting *widget* writes (the boards, charts and headers paint their text)."""
    with Painted() as painted:
        widget.grab()
    return [("painted", text) for text in painted.texts]


def test_every_variants_window_speaks_the_language(language, window, tmp_path, monkeypatch,
                                                   dialogs):
    texts = widget_texts(window) + painted_grab(window)  # the welcome
    allowed = set()
    for variant, example in EXAMPLE.items():
        # a new match: the entry form, its header and preview
        cls = matchfile.find_variant(variant)
        players = PLAYERS[4] if cls.min_players <= 4 <= cls.max_players else PLAYERS[3]
        window.start(new_match(variant, players))
        window.controller.session.discard_autosave()
        QApplication.processEvents()
        texts += widget_texts(window) + painted_grab(window)
        window.show_keys()
        # an example match: the board, the history, the end of the Partie
        copy = tmp_path / example
        shutil.copy(EXAMPLES / example, copy)
        assert window.open_file(copy)
        QApplication.processEvents()
        for tab in range(window.tabs.count()):  # the history, the chart, the statistics
            window.tabs.setCurrentIndex(tab)
            QApplication.processEvents()
            texts += widget_texts(window) + painted_grab(window)
        window.tabs.setCurrentIndex(0)
        allowed |= allowed_in(window.controller.match)
    window.show_about()
    texts += [("message", part) for shown in dialogs.shown for part in shown]
    check(language, texts, allowed | allowed_in(new_match("schieber", PLAYERS[4])))


def test_a_refused_file_is_said_in_the_language(language, window, tmp_path, dialogs):
    """Python's own reasons are English whatever the language ("Expecting property name
    enclosed in double quotes", "No such file or directory"): the refusal says where and
    why in the catalog's words."""
    broken = tmp_path / "broken.jass"
    broken.write_text("{bad", encoding="utf-8")
    assert not window.open_file(broken)
    assert not window.open_file(tmp_path / "missing.jass")
    import json

    doc = json.loads((EXAMPLES / EXAMPLE["schieber"]).read_text(encoding="utf-8"))
    doc["entries"][0]["zzz"] = 1  # a field no match file has: pydantic's English otherwise
    unknown = tmp_path / "unknown.jass"
    unknown.write_text(json.dumps(doc), encoding="utf-8")
    assert not window.open_file(unknown)
    shown = [("message", part.replace(str(tmp_path), "")) for s in dialogs.shown for part in s]
    check(language, shown)
    said = " ".join(text for _where, text in shown)
    expected = {"de": ("Zeile 1, Spalte 2", "nicht gefunden", "gibt es in einer Partiedatei"),
                "fr": ("ligne 1, colonne 2", "introuvable", "n’existe pas dans un fichier"),
                "en": ("line 1, column 2", "no such file",
                       "Entry 1 · zzz: there is no such field")}[language]
    assert all(words in said for words in expected), said
    assert "Expecting" not in said and "directory" not in said
    assert "Extra inputs" not in said and ".round." not in said  # pydantic's words, its tag


def test_the_new_match_form_of_every_variant_speaks_the_language(language, qtbot, settings,
                                                                 monkeypatch):
    dialog = NewMatchDialog(settings)
    qtbot.addWidget(dialog)
    texts = []
    for variant in UI_VARIANTS:
        dialog.variant.setCurrentIndex(dialog.variant.findData(variant))
        for p in range(dialog.preset.count()):
            dialog.preset.setCurrentIndex(p)
            texts += widget_texts(dialog)
    texts += painted_grab(dialog)
    check(language, texts)


def test_the_recovery_dialog_counts_in_the_language(language, qtbot, tmp_path):
    now = datetime.datetime.now()
    items = [Unsaved(path=tmp_path / f"{n}.jass", variant=lang.variant_title(
        matchfile.find_variant("schieber")), players=tuple(PLAYERS[4]), entries=n, changed=now)
        for n in (1, 2)]
    dialog = RecoveryDialog(items, lambda _i: True, lambda _i: True, lambda _i: True,
                            after_crash=True)
    qtbot.addWidget(dialog)
    texts = widget_texts(dialog)
    check(language, texts, allowed_in(new_match("schieber", PLAYERS[4])))
    one, two = (dialog.describe(item).replace("\u00a0", " ") for item in items)
    expected = {"de": ("1 Eintrag", "2 Einträge"), "fr": ("1 inscription", "2 inscriptions"),
                "en": ("1 entry", "2 entries")}[language]
    assert expected[0] in one and expected[1] in two


def test_the_recovery_dialog_says_what_each_rescue_copy_is_in_the_language(language, qtbot,
                                                                          tmp_path):
    """The rows of rescue copies: the file lacks 1 or 2 entries, was changed elsewhere, or is
    unknown (an older copy)."""
    from dataclasses import replace

    now = datetime.datetime.now()
    copy = Unsaved(path=tmp_path / "rescue-1.jass", variant=lang.variant_title(
        matchfile.find_variant("schieber")), players=tuple(PLAYERS[4]), entries=3, changed=now,
        rescue=True, rescue_of=tmp_path / "abend.jass")
    items = [replace(copy, path=tmp_path / "rescue-1.jass", file_lacks=1),
             replace(copy, path=tmp_path / "rescue-2.jass", file_lacks=2),
             replace(copy, path=tmp_path / "rescue-3.jass", file_differs=True,
                     changed_elsewhere=True),
             replace(copy, path=tmp_path / "rescue-4.jass", rescue_of=None)]
    dialog = RecoveryDialog(items, lambda _i: True, lambda _i: True, lambda _i: True,
                            after_crash=True)
    qtbot.addWidget(dialog)
    check(language, widget_texts(dialog), allowed_in(new_match("schieber", PLAYERS[4])))
    fewer = {"de": ("abend.jass hat 1 Eintrag weniger", "abend.jass hat 2 Einträge weniger"),
             "fr": ("abend.jass a 1 inscription de moins", "abend.jass a 2 inscriptions de moins"),
             "en": ("abend.jass has 1 entry fewer", "abend.jass has 2 entries fewer")}[language]
    described = [dialog.describe(item).replace("\u00a0", " ") for item in items]
    assert fewer[0] in described[0] and fewer[1] in described[1]
    assert len({dialog.state(item) for item in items}) == 3  # lacking, elsewhere, unknown


def test_every_printed_sheet_speaks_the_language(language, qapp, tmp_path):
    from jasstafel.printing import blank, sheet

    texts = []
    allowed = set()
    for example in [*EXAMPLE.values(), *FRENCH_DECK, *MORE_SHEETS]:
        match = matchfile.load(EXAMPLES / example)
        out = tmp_path / f"{example}.pdf"
        sheet.write_pdf(match, out)
        texts += [(f"sheet {example}", line) for line in pdf_text(out).splitlines()]
        allowed |= allowed_in(match)
    for variant in EXAMPLE:
        out = tmp_path / f"blank-{variant}.pdf"
        blank.write_blank_pdf(variant, out)
        texts += [(f"blank {variant}", line) for line in pdf_text(out).splitlines()]
    check(language, texts, allowed)


def test_the_language_follows_the_choice_and_the_system(settings, monkeypatch):
    from PySide6.QtCore import QLocale

    for system, expected in (("fr_CH", "fr"), ("de_CH", "de"), ("en_GB", "en"),
                             ("it_CH", "de")):
        monkeypatch.setattr(QLocale, "system", staticmethod(lambda s=system: QLocale(s)))
        assert i18n.chosen_language(settings) == expected
    settings.setValue("language", "fr")
    assert i18n.chosen_language(settings) == "fr"


def test_a_sheet_printed_from_a_german_window_is_german(qapp, tmp_path):
    from jasstafel.printing import sheet

    i18n.install(qapp, "de")
    try:
        out = tmp_path / "x.pdf"
        sheet.write_pdf(matchfile.load(EXAMPLES / "schieber-swisslos-2500.jass"), out)
        text = pdf_text(out)
        assert "Rang" in text and "Unterschriften" in text
        assert "2'839" in text and "noch 1'069 bis 2'500" in text  # a Tafel's thousands
    finally:
        i18n.uninstall(qapp)
    assert QCoreApplication.translate("print", "Signatures") == "Signatures"


#: a word (or a closing bracket) glued to its semicolon ("atout; Carreau"): French writes
#: "atout ; Carreau", as it writes "modifié : …"
GLUED_SEMICOLON = re.compile(r"[^\W\d_)]+;(?=\s)")
#: a Coiffeur's changed rows as played, one after the other (a row's kind only where its
#: name does not say it: "Ecken ×9, Trumpf; Herz ×2, Trumpf" read as two items a row)
ROWS_SAID = {"de": "Ecken ×9, Herz ×2, Schaufel ×3",
             "fr": "Carreau ×9, Cœur ×2, Pique ×3",
             "en": "Diamonds ×9, Hearts ×2, Spades ×3"}
#: the same changes in a title, each with what it replaced, the row changed by its name
CHANGES_SAID = {
    "de": "Matchbonus: 50 statt 0; Ecken ×9 statt ×1",
    "fr": "Bonus de match : 50 au lieu de 0 ; Carreau ×9 au lieu de ×1",
    "en": "Match bonus: 50 instead of 0; Diamonds ×9 instead of ×1"}


def test_the_table_rules_are_punctuated_as_the_language_writes(language, tmp_path):
    """A Romand trial's coiffeur.pdf header: "(modifié : Bonus de match : 50 ; Lignes :
    Trèfle ×1, atout; Carreau ×2, atout; …)": the rows were joined with a "; " of the code,
    where French writes " ; " as the rest of its sentences do. The changed table rules are
    said in the catalog's words between every part, in the header of the sheet as in the
    window; German and English write "; "."""
    from jasstafel.printing import sheet

    doc = json.loads((EXAMPLES / "coiffeur-swisslos-8-fr.jass").read_text(encoding="utf-8"))
    doc["settings"]["match_bonus"] = 50
    doc["settings"]["rows"][0]["factor"] = 9  # Ecken ×1 made ×9: the rows are changed
    path = tmp_path / "coiffeur.jass"
    path.write_text(json.dumps(doc), encoding="utf-8")
    match = matchfile.load(path)
    # the window's words with the catalog's no-break spaces, the PDF's read back as spaces
    said = lang.settings_title(match.rules, match.rules.settings, what=True)
    assert CHANGES_SAID[language] in said.replace("\u00a0", " "), said
    _title, rules = lang.table_rules("coiffeur", "swisslos_8", doc["settings"])
    assert ROWS_SAID[language] in rules.replace("\u00a0", " "), rules
    out = tmp_path / "coiffeur.pdf"
    sheet.write_pdf(match, out)
    header = " ".join(pdf_text(out).split())  # the header wraps over lines
    assert CHANGES_SAID[language] in header, header
    if language == "fr":
        # every table setting of every variant, changed, in the French header and rules
        texts = [("header", header)]
        for example in EXAMPLE.values():
            changed = json.loads((EXAMPLES / example).read_text(encoding="utf-8"))
            for key, value in list(changed["settings"].items()):
                if isinstance(value, bool):
                    changed["settings"][key] = not value
            changed["entries"] = []  # the settings alone: no entry refused under them
            copy = tmp_path / example
            copy.write_text(json.dumps(changed), encoding="utf-8")
            match = matchfile.load(copy)
            texts.append((example, lang.settings_title(match.rules, match.rules.settings,
                                                       what=True)))
            texts.append((example, " ".join(lang.table_rules(
                changed["variant"], changed["settings"]["preset"], changed["settings"]))))
        glued = [f"{where}: {text!r}" for where, text in texts if GLUED_SEMICOLON.search(text)]
        assert not glued, glued


# -- the club -------------------------------------------------------------------------------

CLUB_MEMBERS = [("Anna Muster", "Anna"), ("Beat Keller", "Beat"), ("Cla Caduff", "Cla"),
                ("Dora Meier", "Dora"), ("Emil Steiner", "Emil"), ("Fränzi Huber", "Fränzi"),
                ("Gody Brunner", "Gody"), ("Hans Gerber", "Hans")]


@pytest.fixture
def club_file(tmp_path):
    """A club with members, a guest, an evening drawn for two Passen with the first Passe
    recorded, and a Molotow evening of the same season."""
    import random

    from jasstafel.club import Club, PaperResult

    path = tmp_path / "verein.sqlite"
    with Club.open(path) as club:
        members = [club.add_member(name, short) for name, short in CLUB_MEMBERS]
        guest = club.add_guest("Vreni Gast")
        ev = club.new_evening("2026-11-26", "schieber", preset="turnier", passen=2,
                              place="Rössli, Muri", title="Donnschtig-Jass")
        club.draw(ev.id, [m.id for m in members], rng=random.Random(7))
        for table in club.drawn(ev.id)[0].tables:
            seats = table.seats
            club.record_result(ev.id, 1, table.number, [
                PaperResult(m, 1000 + 7 * table.number if i % 2 == 0 else 884 - 7 * table.number)
                for i, m in enumerate(seats)])
        mol = club.new_evening("2026-12-03", "molotow", preset="jassverein", passen=1)
        club.draw(mol.id, [m.id for m in members[:6]] + [guest.id], rng=random.Random(3))
    return path


CLUB_NAMES = set().union(*(set(name.lower().split()) for name, _ in CLUB_MEMBERS),
                         {"vreni", "gast", "rössli", "muri", "donnschtig", "jass"})


def test_the_club_window_speaks_the_language(language, window, club_file, settings, tmp_path,
                                             monkeypatch, dialogs):
    from PySide6.QtWidgets import QFileDialog

    settings.setValue("club/path", str(club_file))
    cw = window.club.show_window(club_file)
    assert cw is not None
    texts = []
    for tab in range(cw.tabs.count()):
        cw.tabs.setCurrentIndex(tab)
        QApplication.processEvents()
        texts += widget_texts(cw) + painted_grab(cw)
    from jasstafel.club import Club

    with Club.open(club_file, create=False) as club:
        evenings = club.evenings()
        member = club.members()[0].id
    page = cw.evenings.page
    for evening in evenings:  # each evening, its tables, its ranking
        cw.tabs.setCurrentWidget(cw.evenings)
        cw.evenings.choose(evening.id)
        page.select(1, 1)
        QApplication.processEvents()
        texts += widget_texts(cw) + painted_grab(cw)
    cw.tabs.setCurrentWidget(cw.rankings)
    cw.rankings.choose("season", "2026")
    texts += widget_texts(cw) + painted_grab(cw)
    cw.tabs.setCurrentWidget(cw.statistics)
    cw.statistics.choose(member, "2026")
    texts += widget_texts(cw) + painted_grab(cw)
    # the dialogs, each opened and left
    cw.evenings.choose(evenings[0].id)
    page.select(2, 1)
    for dialog in (cw.members.add_dialog(), cw.evenings.new_evening_dialog(),
                   page.draw_dialog(), page.paper_dialog(), page.edit_dialog()):
        if dialog is not None:
            texts += widget_texts(dialog)
            dialog.reject()
    # paper and CSV: the evening's ranking, the season's, the seat list; each to "out", so
    # that the window asks before out.pdf is replaced (yes), in the language too
    monkeypatch.setattr(QFileDialog, "getSaveFileName",
                        lambda *a, **k: (str(tmp_path / "out"), ""))
    dialogs.answer = QMessageBox.StandardButton.Yes
    for export in (page.ranking.export_pdf, cw.rankings.panel.export_pdf, page.export_seat_list):
        written = export()
        assert written, export
        texts += [(f"pdf {export.__name__}", line) for line in pdf_text(Path(written)).splitlines()]
    written = page.ranking.export_csv()
    assert written
    header = Path(written).read_text(encoding="utf-8-sig").splitlines()[0]
    texts.append(("csv header", header.replace(";", " ").replace(",", " ")))
    texts += [("message", part) for shown in dialogs.shown for part in shown]
    check(language, texts, CLUB_NAMES)
    if language != "en":  # a table's result as the ranking beside it writes points: 1'007
        results = [text for where, text in texts if where.endswith(" eveningTables")]
        assert any("'" in text for text in results), results
        assert not [t for t in results if re.search(r"(?<![\d'])\d{4,}(?![\d'])", t)], results


def test_the_club_command_line_counts_in_french(club_file, capsys):
    """A member's statistics on the command line: every count in its French form (0 and 1
    singular: "1 gagnée", "2 gagnées"), not "1 gagnées"."""
    from jasstafel.cli.main import main

    assert main(["--lang", "fr", "club", "stats", "--db", str(club_file), "Anna Muster"]) == 0
    out = capsys.readouterr().out
    counts = re.findall(r"(\d+) (soirée|manche|gagnée|match)(s?)\b", out)
    assert {word for _n, word, _s in counts} == {"soirée", "manche", "gagnée", "match"}, out
    assert all((int(n) > 1) == bool(s) for n, _word, s in counts), out


def test_the_csv_export_says_a_fahnder_misdeed_in_the_language(language, tmp_path):
    """The misdeed column of a Fahnder's penalty: words of the language, as the history says
    them ("regardé dans les cartes"), never the rules core's English template."""
    from jasstafel.printing import export

    out = tmp_path / "fahnder.csv"
    export.write_entries_csv(matchfile.load(EXAMPLES / "fahnder.jass"), out, ";")
    rows = [row.split(";") for row in out.read_text(encoding="utf-8-sig").splitlines()[1:]]
    expected = {"de": "in fremde Karten geschaut", "fr": "a regardé dans les cartes",
                "en": "looking into cards"}[language]
    assert expected in {row[-1] for row in rows}, rows
    # the entry's line counts its Nuller in the language's form: "1 zéro", "2 zéros"
    counted = {"de": ("1 Nuller", "2 Nuller"), "fr": ("1 zéro", "2 zéros"),
               "en": ("1 Nuller", "2 Nuller")}[language]
    lines = [row[3] for row in rows]
    assert all(any(line.endswith(", " + form) for line in lines) for form in counted), lines


def test_the_csv_export_names_coiffeur_rows_in_the_language(language, tmp_path):
    """The board's columns and the entries' row: as the board names the rows (Cœur, not
    Herz, in French), in every language."""
    from jasstafel.printing import export

    texts = []
    for example in ("coiffeur-jassverein.jass", "coiffeur-swisslos-8-fr.jass"):
        match = matchfile.load(EXAMPLES / example)
        entries, board = tmp_path / "entries.csv", tmp_path / "board.csv"
        export.write_entries_csv(match, entries, ";")
        export.write_board_csv(match, board, ";")
        for path in (entries, board):
            texts += [(f"csv {example}", line.replace(";", " ")) for line in
                      path.read_text(encoding="utf-8-sig").splitlines()]
    check(language, texts, allowed_in(matchfile.load(EXAMPLES / "coiffeur-swisslos-8-fr.jass"),
                                      matchfile.load(EXAMPLES / "coiffeur-jassverein.jass")))


def test_a_match_made_on_the_command_line_names_its_teams_in_the_language(language, tmp_path,
                                                                          capsys):
    """`jasstafel new` names the teams as the New match form does: after their players, and
    where that is longer than a name may be, "Équipe A" in French."""
    import json

    from jasstafel.cli.main import main

    def teams(players):
        out = tmp_path / "new.jass"
        out.unlink(missing_ok=True)
        assert main(["--lang", language, "new", "schieber", *players, "-o", str(out)]) == 0
        return [team["name"] for team in json.loads(out.read_text(encoding="utf-8"))["teams"]]

    first, second, third, fourth = PLAYERS[4]
    assert teams(PLAYERS[4]) == [f"{first} & {third}", f"{second} & {fourth}"]
    assert teams([n * 30 for n in "ABCD"]) == {
        "de": ["Team A", "Team B"], "fr": ["Équipe A", "Équipe B"],
        "en": ["Team A", "Team B"]}[language]


#: the labels of Qt's own file dialog, in English
FILE_DIALOG_LABELS = ["&Look in:", "File &name:", "Files of &type:"]


@pytest.mark.qt_log_ignore("does not support raise", "does not support grabbing the keyboard")
def test_the_open_dialog_speaks_the_language(language, window, qtbot, real_dialogs):
    """File → Open is Qt's own dialog; Qt's French catalog lacks two of its labels ("Look in:",
    "Files of type:" stayed English), which the window's catalogs carry in Qt's context."""
    from PySide6.QtWidgets import QFileDialog, QFileSystemModel, QLabel

    labels, kinds = [], []

    def read(dialog):
        labels.extend(label.text() for label in dialog.findChildren(QLabel) if label.text())
        files = dialog.findChild(QFileSystemModel)  # its Type column: "Folder" in French
        kinds.append(files.type(files.index(dialog.directory().absolutePath())))
        key(qtbot, "Escape")
    real_dialogs.when(QFileDialog, read)
    ctrl(qtbot, "o")
    real_dialogs.check()
    assert len(labels) == 3, labels
    assert kinds == [{"de": "Ordner", "fr": "Dossier", "en": "Folder"}[language]]
    if language == "en":
        assert labels == FILE_DIALOG_LABELS
    else:
        assert not set(labels) & set(FILE_DIALOG_LABELS), labels


# -- the suits: one source of their names ----------------------------------------------------

#: the suits of the Swiss German and the French deck as each language names them
SUITS = {
    "en": (("Acorns", "Roses", "Shields", "Bells"), ("Clubs", "Spades", "Hearts", "Diamonds")),
    "de": (("Eicheln", "Rosen", "Schilten", "Schellen"), ("Kreuz", "Schaufel", "Herz", "Ecken")),
    "fr": (("Glands", "Roses", "Écus", "Grelots"), ("Trèfle", "Pique", "Cœur", "Carreau")),
}


def _suit_words_of_others(code: str) -> set[str]:
    mine = {w.lower() for deck in SUITS[code] for w in deck}
    return {w.lower() for other, decks in SUITS.items() if other != code
            for deck in decks for w in deck} - mine


def test_the_suits_have_the_same_names_everywhere_in_a_language(language, window, qtbot,
                                                               settings, tmp_path, capsys):
    """A trial's English window said "Bells ×2" and "Acorns chosen", while its printed sheet,
    the New match form ("Swiss German (Eicheln, Rosen …)") and the sheet's statistics said
    "Schellen", "Eicheln": two sources of the suits' names. The rules core's names are the
    one source: the window's contract buttons, the history, the statistics, the New match
    form, the Coiffeur's rows, the sheet, the CSV and the command line say the same words."""
    from jasstafel.cli.main import main
    from jasstafel.printing import export, sheet

    from .texts import words

    said: dict[str, str] = {}  # where → everything said there, one text
    for deck, example in ((0, "schieber-swisslos-2500.jass"),
                          (1, "schieber-swisslos-2500-fr.jass")):
        preset = "swisslos_2500" if deck == 0 else "swisslos_2500_fr"
        window.start(new_match("schieber", PLAYERS[4], preset=preset))
        window.controller.session.discard_autosave()
        QApplication.processEvents()
        buttons = " ".join(button.text() for button in window.panel.contract_buttons.values())
        assert all(suit in buttons for suit in SUITS[language][deck]), buttons
        said[f"contract buttons {deck}"] = buttons
        copy = tmp_path / example
        shutil.copy(EXAMPLES / example, copy)
        assert window.open_file(copy)
        QApplication.processEvents()
        said[f"window {deck}"] = " ".join(text for _w, text in widget_texts(window))
        for tab in range(window.tabs.count()):
            window.tabs.setCurrentIndex(tab)
            QApplication.processEvents()
            said[f"window {deck}"] += " " + " ".join(text for _w, text in widget_texts(window))
        window.tabs.setCurrentIndex(0)
        match = matchfile.load(EXAMPLES / example)
        sheet.write_pdf(match, tmp_path / "sheet.pdf")
        said[f"sheet {deck}"] = pdf_text(tmp_path / "sheet.pdf")
        export.write_entries_csv(match, tmp_path / "entries.csv", ";")
        said[f"csv {deck}"] = (tmp_path / "entries.csv").read_text(encoding="utf-8-sig")
        assert main(["--lang", language, "score", str(EXAMPLES / example)]) == 0
        said[f"command line {deck}"] = capsys.readouterr().out
        for where in (f"window {deck}", f"sheet {deck}", f"csv {deck}", f"command line {deck}"):
            assert words(said[where]) & {w.lower() for w in SUITS[language][deck]}, where
    window.start(new_match("coiffeur", PLAYERS[4], preset="jassverein"))
    window.controller.session.discard_autosave()
    QApplication.processEvents()
    said["coiffeur"] = " ".join(text for _w, text in widget_texts(window) + painted_grab(window))
    assert all(suit.lower() in words(said["coiffeur"]) for suit in SUITS[language][0])
    dialog = NewMatchDialog(settings)
    qtbot.addWidget(dialog)
    decks = [dialog.deck.itemText(i) for i in range(dialog.deck.count())]
    assert [SUITS[language][d][0].lower() in words(text) for d, text in enumerate(decks)] == [
        True, True]
    said["new match"] = " ".join(decks)
    foreign = _suit_words_of_others(language)
    wrong = {where: sorted(words(text) & foreign) for where, text in said.items()
             if words(text) & foreign}
    assert not wrong, wrong


# -- English says English words but the Jass words it keeps ----------------------------------

#: German words the English window and sheets keep: Jass words an English-speaking Jasser
#: knows, and names (the variants, the presets and modes, the Coiffeur's rows, the Swiss deck's
#: Ober, Under, Banner). docs/translating.md ("The words") lists every one of them.
KEPT_IN_ENGLISH = {
    # the variants
    "jass", "schieber", "coiffeur", "molotow", "handjass", "fahnder", "pandur", "differenzler",
    "punktetafel", "guggitaler",
    # Weis and Stöck, the Weis by name, and their short forms on the Molotow's board
    "stöck", "weis", "handweis", "tischweis", "hw", "tw", "st", "dreiblatt", "vierblatt",
    "fünfblatt", "sechsblatt", "siebenblatt", "achtblatt", "neunblatt", "bauern", "nell",
    # what a round and a match write
    "bedanken", "match", "matches", "kontermatsch", "konter", "km", "nullstich", "striche",
    "strich", "gewinnstriche", "gewinnstrich", "berg", "schneider", "nuller", "könig",
    "könige",
    # the contracts and the Pandur's bids as typed
    "obenabe", "undenufe", "slalom", "misère", "mit", "ohne", "mo", "mm", "po", "pm",
    # the Swiss German deck's cards that English has no word for
    "ober", "under", "banner",
    # the club's rounds, the live evening's organiser (who keeps the score is the scorekeeper)
    "passe", "passen", "oberjasser",
    # the presets and modes by name (Freier Jass, Einfach 1000, Fahnder (Peter Hammer) …)
    "einfach", "freier", "turnier", "jassverein", "swisslos", "hausjass", "wirtshaus", "peter",
    "hammer",
    # the Coiffeur's rows by name (Gusti/Mery, Trumpf frei …) and the Guggitaler's Domino
    "gusti", "mery", "guschti", "wunsch", "joker", "tutti", "trumpf", "frei", "domino",
}
#: words that are English as well as German (or a program's word: csv, sqlite), and names of
#: the examples in place holders ("e.g. Rössli, Muri")
ENGLISH_TOO = {
    "active", "add", "admin", "all", "also", "alt", "an", "application", "argument", "blank",
    "blind", "bonus", "bundle", "byte", "bytes", "club", "code", "codes", "comma", "computer",
    "content",
    "correct", "csv", "ctrl", "db", "diff", "enter", "esc", "fifo", "format", "hand",
    "handicap", "help", "in", "info", "install", "jasstafel", "journal", "json", "link", "live",
    "lost", "member", "min", "minus", "minute", "minutes", "name", "no", "partner", "pdf", "pip",
    "pipe", "plus", "points", "preset", "print", "pyside", "rank", "rest", "result", "schema",
    "semicolon", "serve", "server", "set", "so", "socket", "sqlite", "stand", "standard",
    "start", "status", "system", "tab", "table", "team", "teams", "terminal", "text", "total",
    "type", "unicode", "upto", "utf", "version", "was", "won", "yes", "lang", "option",
    "variant",  # a match file's field, named as the file writes it ("das Feld variant fehlt")
    "true", "false", "iso",  # JSON's words and ISO 8601 ("erwartet true oder false")
    "png", "jpeg", "gif", "zip",  # what a file looks like ("ein PNG-Bild, keine Partiedatei")
    "mb",  # a file's size ("ist 50 MB gross")
    "display", "wayland",  # DISPLAY and WAYLAND_DISPLAY, the variables a window needs
    "laptop",  # English, and German's word for it too ("der Laptop an diesem Tisch")
    # what --help names as it is typed: commands ('evening new', 'guest add', 'jasstafel
    # variants', 'guest make-member', 'member list'), a setting (--set rounds=8), the
    # languages (de, fr, en), a program's words
    "evening", "guest", "new", "make", "variants", "list", "rounds", "de", "fr", "en", "bom",
    "exit", "port", "deck",  # --deck de|fr
    "import",  # the command ('club import --partial', named in a refusal)
    "ok",  # the button of Sheet settings, &OK in every language
    "anna", "cla", "donnschtig", "muri", "rössli",  # names of the examples (Anna & Cla)
}


def _catalog_words(code: str) -> tuple[set[str], set[str]]:
    from .texts import catalog, words

    source: set[str] = set()
    translated: set[str] = set()
    for _context, english, forms in catalog(code):
        source |= words(english)
        for form in forms:
            translated |= words(form)
    return source, translated


def test_english_keeps_only_the_jass_words_of_the_glossary():
    """A trial's English window said "erbt 2", "Erben", "Schreibpunkte", "Striche to be voll",
    "geschoben", "Anna & Cla bedankt", "End of the Partie", "Tafel mode", "e.g. Strafe, Match,
    Trumpf": ordinary German words. Every word of the English source texts that the German
    catalog says too is English, or a Jass word that docs/translating.md lists as kept."""
    from .texts import words

    english, german = _catalog_words("de")
    english |= _catalog_words("en")[1]  # the English counts' own forms ("1 round")
    unexplained = sorted((english & german) - KEPT_IN_ENGLISH - ENGLISH_TOO)
    assert not unexplained, f"German words in the English texts: {unexplained}"
    doc = (REPO / "docs" / "translating.md").read_text(encoding="utf-8")
    listed = words(doc[doc.index("## The words"):])
    assert not sorted(KEPT_IN_ENGLISH - listed), "kept in English, not in docs/translating.md"


#: the German catalog keeps its words where the English source says them in English now
GERMAN_KEEPS = {
    ("PunktetafelEntryPanel", "optional, e.g. penalty, Match, trump …"): ("Strafe", "Trumpf"),
    ("PandurEntryPanel", "{0} inherits {1}"): ("erbt",),
    ("pandur", "inherited"): ("geerbt",),
    ("BidLadder", "{0} score points"): ("Schreibpunkte",),
    ("settings", "Striche to be full"): ("voll",),
    ("HandjassEntryPanel", "{0} is full"): ("voll",),
    ("SchieberEntryPanel", "passed ({0})"): ("geschoben",),
    ("rules", "called Bedanken"): ("bedankt",),
    ("settings", "End of the match"): ("Partie",),
    ("MainWindow", "&Board only"): ("Tafel",),
    # the scorekeeper, in German the Schreiber (a tester's English Punktetafel said Schreiber)
    ("PunktetafelBoard", "closed by the scorekeeper"): ("Schreiber",),
    ("print", "Closed by the scorekeeper"): ("Schreiber",),
    ("print", "the scorekeeper closes the board"): ("Schreiber",),
    ("print", "Scorekeeper"): ("Schreiber",),
    ("club", "Scorekeeper"): ("Schreiber",),
    ("DifferenzlerEntryPanel", "Show the predictions to the scorekeeper; they are shown anyway "
                               "once every card point is typed"): ("Schreiber",),
}


def test_the_german_catalog_keeps_its_words():
    from .texts import catalog

    german = {(context, english): forms for context, english, forms in catalog("de")}
    missing = {key: words for key, words in GERMAN_KEEPS.items()
               if key not in german or not all(w in german[key][0] for w in words)}
    assert not missing, missing


# -- a team named by its two players ---------------------------------------------------------

#: the examples with teams whose sentences name a team: who won and why, who called Bedanken,
#: who can no longer be caught
TEAM_EXAMPLES = ("schieber-bedanken-zu-frueh.jass", "schieber-einfach-1000.jass",
                 "schieber-freier-jass.jass", "coiffeur-jassverein.jass",
                 "coiffeur-swisslos-10.jass", "punktetafel.jass")
#: teams named by their players, as a Schreiber often names them
PAIRS = ("Anna & Cla", "Beat & Dora")
#: a name of two players with a verb in the singular after it: "Benoît & Daniel gagne",
#: "Anna & Cla gewinnt", "Anna & Cla wins"
SINGULAR_AFTER_A_PAIR = {
    "fr": re.compile(r"& \w+ (gagne|est|sort|a|mène|doit)\b"),
    "de": re.compile(r"& \w+ (gewinnt|ist|bedankt|hat|führt|muss|braucht)\b"),
    "en": re.compile(r"& \w+ (wins|is|has|needs|leads|bedankt)\b"),
}


def test_a_team_of_two_players_is_said_right(language, window, tmp_path):
    """A trial's French board said "Benoît & Daniel gagne : sortie" and "Benoît & Daniel est
    sortie trop tôt" (the status, the history, the sheet): a verb in the singular after a name
    of two players. Every sentence that names a team says it so that any team name fits: "Won
    by …", "Bedanken by …", "Victoire de …", "Sortie de …", "Sieger: …"."""
    from jasstafel.printing import sheet

    texts: list[str] = []
    for example in TEAM_EXAMPLES:
        data = json.loads((EXAMPLES / example).read_text(encoding="utf-8"))
        for team, name in zip(data["teams"], PAIRS, strict=True):
            team["name"] = name
        path = tmp_path / example
        path.write_text(json.dumps(data), encoding="utf-8")
        board = matchfile.load(path).board()
        texts += [lang.render(board.status)]
        texts += [lang.render(e.text) for e in board.entries]
        texts += [lang.render(note) for e in board.entries for note in e.notes]
        sheet.write_pdf(matchfile.load(path), tmp_path / "sheet.pdf")
        texts.append(" ".join(pdf_text(tmp_path / "sheet.pdf").split()))
        assert window.open_file(path)
        QApplication.processEvents()
        texts += [text for _w, text in widget_texts(window) + painted_grab(window)]
    teams = [Team(name=name, players=[i, i + 2]) for i, name in enumerate(PAIRS)]
    window.start(new_match("schieber", PLAYERS[4], teams=teams))
    window.controller.session.discard_autosave()
    QApplication.processEvents()
    texts += [text for _w, text in widget_texts(window) + painted_grab(window)]
    texts += [button.text() for button in window.panel.bedanken_buttons]
    assert any("Anna & Cla" in text for text in texts)
    wrong = sorted({text for text in texts if SINGULAR_AFTER_A_PAIR[language].search(text)})
    assert not wrong, wrong


def test_every_word_a_language_writes_with_a_capital_keeps_it_after_a_colon():
    """A refusal put after another's colon goes on small in English and French ("impossible :
    les jeux se jouent …", jasstafel.i18n._after_colon), but a name or a Jass word keeps its
    capital: every first word of a rule's sentence that the language never writes small
    (Weis, Obenabe, Glands …) is in jasstafel.i18n.KEEPS_CAPITAL."""
    from .texts import catalog

    first = re.compile(r"[^\W\d_]+")
    for code in ("en", "fr"):
        texts: list[tuple[str, str]] = []
        for context, english, forms in catalog("de" if code == "en" else code):
            texts += [(context, text) for text in ([english] if code == "en" else forms)]
        if code == "en":
            texts += [(context, form) for context, _e, forms in catalog("en") for form in forms]
        small = {w for _c, text in texts for w in first.findall(re.sub(r"\{[^}]*\}", "", text))
                 if w[:1].islower()}
        starts = {m.group() for context, text in texts if context == "rules"
                  for m in [first.match(text)] if m and m.group()[0].isupper()}
        missing = sorted(w for w in starts if w.lower() not in small)
        missing = [w for w in missing if w not in lang.KEEPS_CAPITAL[code]]
        assert not missing, f"{code}: add to KEEPS_CAPITAL (or write them small): {missing}"
