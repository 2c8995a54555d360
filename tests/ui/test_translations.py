"""The German translation: complete, compiled, and really used by the window.

The .ts and .qm are made by ``scripts/translations``; these tests catch a translation
left unfinished, a placeholder lost in translation, a .qm older than its .ts, and a
translation the window does not find (wrong context, file not loaded).
"""

import re
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QTranslator
from PySide6.QtGui import QKeySequence

from jasstafel import i18n as i18n_core
from jasstafel.core import RuleViolation
from jasstafel.core.matchfile import new_match
from jasstafel.core.schieber import SchieberRound
from jasstafel.ui import i18n, mainwindow

REPO = Path(__file__).resolve().parents[2]
TS = i18n.TRANSLATIONS / "jasstafel_de.ts"
QM = i18n.TRANSLATIONS / "jasstafel_de.qm"
#: every catalog: the languages of i18n.LANGUAGES (English holds only the counts)
CATALOGS = sorted(code for code in i18n_core.LANGUAGES)
PLACEHOLDER = re.compile(r"\{[^{}]*\}")
MNEMONIC = re.compile(r"&[^&\s]")


def messages(code="de", comments=False):
    """(context, source, translation element, numerus) of every message in the .ts; with
    *comments*, the disambiguation comment too (one source may have two translations)."""
    root = ET.parse(i18n.TRANSLATIONS / f"jasstafel_{code}.ts").getroot()
    for context in root.iter("context"):
        name = context.findtext("name")
        for message in context.iter("message"):
            found = (name, message.findtext("source"), message.find("translation"),
                     message.get("numerus") == "yes")
            yield (*found, message.findtext("comment")) if comments else found


def placeholders(text):
    """The placeholders of *text*; a translation may ask for one small: ``{suit:small}``."""
    return sorted(p.replace(":small}", "}") for p in PLACEHOLDER.findall(text))


def forms(translation):
    """The texts of a translation: one, or each numerus form."""
    numerus = translation.findall("numerusform")
    return [f.text or "" for f in numerus] if numerus else [translation.text or ""]


@pytest.mark.parametrize("code", CATALOGS)
def test_every_message_is_translated_with_its_placeholders(code):
    problems = []
    count = 0
    for context, source, translation, numerus in messages(code):
        count += 1
        where = f"[{context}] {source!r}"
        if translation is None or translation.get("type") in ("unfinished", "obsolete",
                                                              "vanished"):
            problems.append(f"{where}: unfinished")
            continue
        for text in forms(translation):
            if not text.strip():
                problems.append(f"{where}: empty translation")
                continue
            if placeholders(text) != placeholders(source):
                problems.append(f"{where}: placeholders differ in {text!r}")
            if MNEMONIC.search(source) and not MNEMONIC.search(text):
                problems.append(f"{where}: the menu mnemonic (&) is lost in {text!r}")
        if numerus and len(forms(translation)) != 2:
            problems.append(f"{where}: {len(forms(translation))} plural forms, not 2")
    if code == "en":
        assert count >= 1, "jasstafel_en.ts holds no count: run scripts/translations"
    else:
        assert count > 300, f"jasstafel_{code}.ts looks empty: run scripts/translations"
    assert not problems, "\n".join(problems)


def lrelease() -> str | None:
    for folder in (Path(sys.executable).parent, REPO / ".venv" / "bin"):
        for name in ("pyside6-lrelease", "lrelease"):
            if (folder / name).is_file():
                return str(folder / name)
    return shutil.which("pyside6-lrelease") or shutil.which("lrelease")


@pytest.mark.parametrize("code", CATALOGS)
def test_qm_is_compiled_from_the_current_ts(tmp_path, code):
    tool = lrelease()
    if tool is None:
        pytest.skip("lrelease is not installed")
    fresh = tmp_path / f"jasstafel_{code}.qm"
    ts = i18n.TRANSLATIONS / f"jasstafel_{code}.ts"
    subprocess.run([tool, str(ts), "-qm", str(fresh)], check=True, capture_output=True)
    assert fresh.read_bytes() == (i18n.TRANSLATIONS / f"jasstafel_{code}.qm").read_bytes(), (
        f"jasstafel_{code}.qm is not compiled from the current jasstafel_{code}.ts: "
        "run scripts/translations")


@pytest.mark.parametrize("code", CATALOGS)
def test_qm_holds_every_translation_of_the_ts(qapp, code):
    """Without lrelease: the committed .qm answers every message as the .ts says."""
    translator = QTranslator()
    assert translator.load(str(i18n.TRANSLATIONS / f"jasstafel_{code}.qm"))
    wrong = []
    for context, source, translation, numerus, comment in messages(code, comments=True):
        if numerus:
            one, many = forms(translation)
            if translator.translate(context, source, comment, 1) != one or (
                    translator.translate(context, source, comment, 5) != many):
                wrong.append((context, source))
        elif translator.translate(context, source, comment) != (translation.text or ""):
            wrong.append((context, source))
    assert not wrong, f"the .qm disagrees with the .ts (run scripts/translations): {wrong[:5]}"


def test_every_catalog_has_the_same_messages():
    """scripts/translations updates every catalog at once: none lags behind."""
    german = {(c, s) for c, s, _t, _n in messages("de")}
    for code in CATALOGS:
        found = {(c, s) for c, s, _t, numerus in messages(code)}
        if code == "en":
            found_counts = {(c, s) for c, s, _t, numerus in messages("de") if numerus}
            assert found == found_counts, f"{code}: {found ^ found_counts}"
        else:
            assert found == german, f"{code}: {sorted(found ^ german)[:10]}"


@pytest.mark.parametrize("code", CATALOGS)
def test_code_comments_do_not_reach_translators(code):
    """The house's `#:` comments on constants say what the code means; lupdate reads `#:` as
    a note to translators and hung them on the next message ("how often the window asks
    whether another program changed the club" on "Members"): scripts/translations drops them."""
    root = ET.parse(i18n.TRANSLATIONS / f"jasstafel_{code}.ts").getroot()
    notes = [(m.findtext("source"), m.findtext("extracomment"))
             for m in root.iter("message") if m.find("extracomment") is not None]
    assert not notes, f"jasstafel_{code}.ts: run scripts/translations: {notes[:3]}"


def german(app):
    translator = i18n.install(app, "de")
    assert translator is not None, f"{QM} cannot be loaded"
    return translator


def test_rule_message_of_the_core_is_german(qapp):
    match = new_match("schieber", ["Anna", "Beat", "Cla", "Dora"])
    with pytest.raises(RuleViolation) as refused:
        match.add(SchieberRound(contract="eicheln", announced_by=0, points=(100, 57),
                                weis=(20, 50)))
    english = i18n.rule_message(refused.value)
    assert english == refused.value.message  # no translator: the source text
    german(qapp)
    try:
        text = i18n.rule_message(refused.value)
        assert text == "Nur das Team mit dem besten Weis schreibt: Weis nur für ein Team"
        # a message with a parameter, from a module that marks its strings with the alias N
        with pytest.raises(RuleViolation) as refused:
            match.add(SchieberRound(contract="eicheln", announced_by=0, points=(100, 50)))
        assert i18n.rule_message(refused.value) == (
            "Die Kartenpunkte beider Teams müssen zusammen 157 ergeben, nicht 100 + 50")
    finally:
        i18n.uninstall(qapp)
    assert i18n.rule_message(refused.value) == refused.value.message


def test_window_speaks_german(qapp, qtbot, settings, autosaves, tmp_path):
    # a copy: the window saves every change into the file it opened
    example = tmp_path / "schieber.jass"
    shutil.copy(REPO / "docs" / "examples" / "schieber-freier-jass.jass", example)
    german(qapp)
    try:
        window = mainwindow.MainWindow(settings)
        qtbot.addWidget(window)
        menus = [action.text() for action in window.menuBar().actions()]
        assert menus == ["&Datei", "&Bearbeiten", "&Ansicht", "&Verein", "&Hilfe"]
        assert window.open_file(example)
        assert window.panel is not None
        assert window.panel.write_button.text() == "Schreiben (Enter)"
        assert window.history.correct_button.text() == "Korrigieren…"
        # the keys in the words of the menus: "Strg" in the help as in the Edit menu
        assert window.undo_action.shortcut().toString(
            QKeySequence.SequenceFormat.NativeText) == "Strg+Z"
        assert "Strg+1 … Strg+6 Trumpf" in window.panel.keys_help()  # no Slalom
        assert window.panel.match.text() == "Match (Strg+M)"
        # the header, the preview and a refusal in Swiss German Jass words
        window.start(new_match("schieber", ["Anna", "Beat", "Cla", "Dora"]))
        panel = window.panel
        assert [role for role, _name in panel.header._shown] == ["Gibt", "Sagt an"]
        assert panel.preview_line.text() == "Kartenpunkte fehlen"
        panel.contract_buttons["schilten"].click()
        panel.points[0].setText("158")
        assert panel.preview_line.text() == (
            "Enter würde abgelehnt: Kartenpunkte Team A: höchstens 157, nicht 158")
        panel.points[0].setText("101")
        assert panel.preview_line.text().startswith("schreibt: Runde 1: Schilten ×2, angesagt")
        window.controller.session.discard_autosave()
    finally:
        i18n.uninstall(qapp)
    assert QCoreApplication.translate("MainWindow", "&File") == "&File"


def test_the_core_sentences_render_in_the_chosen_language_without_an_application():
    from jasstafel import i18n as lang
    from jasstafel.core.text import Text

    decided = Text("The match is decided: no further entry can be written")
    try:
        assert lang.use("de")
        assert lang.render(decided) == (
            "Die Partie ist entschieden: es kann kein Eintrag mehr geschrieben werden")
        assert lang.number(4500) == "4'500" and lang.number(157) == "157"
        assert lang.render(Text.plain("{Anna}")) == "{Anna}"  # a name is never translated
    finally:
        lang.use("en")
    assert lang.render(decided) == str(decided) and lang.number(4500) == "4500"


def test_the_command_line_language_follows_the_locale():
    from jasstafel.i18n import language_from_environment as from_env

    assert from_env({"LANG": "de_CH.UTF-8"}) == "de"
    assert from_env({"LANG": "fr_CH.UTF-8"}) == "fr"
    assert from_env({"LC_ALL": "C", "LANG": "de_CH.UTF-8"}) == "en"
    assert from_env({"LANGUAGE": "fr:de", "LANG": "de_CH.UTF-8"}) == "fr"
    assert from_env({}) == "en"
