"""One set of preset titles: the rules core's (PRESET_TITLES). The New match dialog and
``jasstafel variants`` say the same words for every preset, in every language."""

import pytest
from PySide6.QtCore import QTranslator

from jasstafel.cli import main
from jasstafel.core import variants
from jasstafel.ui import i18n as ui_i18n
from jasstafel.ui import settingsform
from jasstafel.ui.newmatch import NewMatchDialog


def titles_of_the_command_line(capsys, code):
    """``jasstafel variants --lang CODE``: {variant: {preset: title}}."""
    assert main(["variants", "--lang", code]) == 0
    out = capsys.readouterr().out
    found: dict[str, dict[str, str]] = {}
    variant = ""
    for line in out.splitlines():
        if not line.startswith(" "):
            variant = line.split()[0]
            found[variant] = {}
        else:
            key, title = line[4:].split(maxsplit=1)
            found[variant][key] = title.strip()
    return found


def titles_of_the_window(qtbot, settings):
    """The New match dialog's preset list of every variant and deck: {variant: {preset: title}}."""
    d = NewMatchDialog(settings)
    qtbot.addWidget(d)
    found: dict[str, dict[str, str]] = {}
    for i in range(d.variant.count()):
        d.variant.setCurrentIndex(i)
        shown = found.setdefault(str(d.variant.currentData()), {})
        for deck in range(d.deck.count() if d.has_deck else 1):
            if d.has_deck:
                d.deck.setCurrentIndex(deck)
            for p in range(d.preset.count()):
                shown[str(d.preset.itemData(p))] = d.preset.itemText(p)
    return found


@pytest.mark.parametrize("code", ["de", "fr", "en"])
def test_the_window_and_the_command_line_say_the_same_preset_titles(qapp, qtbot, settings,
                                                                     capsys, code):
    cli = titles_of_the_command_line(capsys, code)
    assert ui_i18n.install(qapp, code) is not None or code == "en"
    try:
        window = titles_of_the_window(qtbot, settings)
    finally:
        ui_i18n.uninstall(qapp)
        for translator in qapp.findChildren(QTranslator):  # Qt's own words too
            qapp.removeTranslator(translator)
    # the command line writes French no-break spaces as ordinary ones, for a terminal
    # (docs/translating.md): the same words
    assert {variant: {key: title.replace("\u00a0", " ") for key, title in titles.items()}
            for variant, titles in window.items()} == cli
    assert set(cli) == {v.name for v in variants()}
    for variant in variants():  # every preset has words of the core, said in the language
        assert set(cli[variant.name]) == set(variant.PRESETS)
        for key, title in cli[variant.name].items():
            assert title != key and "_" not in title, (variant.name, key, title)


def test_the_titles_come_from_the_rules_core(qapp):
    from jasstafel import i18n

    for variant in variants():
        for key in variant.PRESETS:
            assert settingsform.preset_title(variant.name, key) == \
                i18n.preset_title(variant, key) == str(variant.PRESET_TITLES[key])
    assert i18n.use("de")
    try:
        assert settingsform.preset_title("schieber", "einfach_1000") == "Einfach 1000 (alle ×1)"
        assert settingsform.preset_title("handjass", "standard") == \
            "Wirtshaus (die wenigsten Punkte bekommen einen Strich)"
    finally:
        i18n.use("en")


def test_german_from_the_locale_too(qapp, capsys, monkeypatch):
    monkeypatch.setenv("LANGUAGE", "de")
    assert main(["variants"]) == 0
    out = capsys.readouterr().out
    assert "Einfach 1000 (alle ×1)" in out and "Swisslos 2500 (deutsche Karten)" in out


def test_a_variant_of_four_says_four_players(capsys):
    assert main(["variants", "--lang", "fr"]) == 0
    out = capsys.readouterr().out
    assert "schieber  (Chibre, 4 joueurs)" in out and "4 à 4" not in out
    assert main(["variants"]) == 0
    assert "schieber  (Schieber, 4 players)" in capsys.readouterr().out
