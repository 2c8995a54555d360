"""`club evening edit` changes the cards as `club evening new` picks them (core.decks): a new
variant in French starts with the French cards, as the window's Edit evening; the same
variant keeps the evening's cards whatever the preset (a preset made for one deck, Swisslos's,
keeps its own). `evening edit --variant coiffeur` in French made the Coiffeur's rows Eichel,
Schellen … with the German cards, where `evening new … coiffeur` makes them Kreuz, Ecken …"""

from jasstafel.cli import main
from jasstafel.club import Club


def edit(db_path, *args, lang="fr"):
    return main(["--lang", lang, "club", "evening", "edit", "1", *args, "--db", str(db_path)])


def new(db_path, *args, lang="en"):
    assert main(["--lang", lang, "club", "evening", "new", "2026-11-26", *args,
                 "--db", str(db_path)]) == 0


def stored(db_path):
    with Club.open(db_path) as club:
        return club.evening(1)


def test_a_new_variant_in_french_gets_the_french_cards(db_path, capsys):
    new(db_path, "schieber", "--preset", "turnier")
    assert stored(db_path).settings["deck"] == "de"
    assert edit(db_path, "--variant", "coiffeur") == 0
    ev = stored(db_path)
    assert ev.variant == "coiffeur" and ev.settings["deck"] == "fr"
    assert [row["name"] for row in ev.settings["rows"]][:4] == [
        "Kreuz", "Ecken", "Herz", "Schaufel"]


def test_a_new_variant_in_english_keeps_the_presets_cards(db_path, capsys):
    new(db_path, "schieber", "--preset", "turnier", lang="fr")
    assert edit(db_path, "--variant", "differenzler", lang="en") == 0
    assert stored(db_path).settings["deck"] == "de"


def test_the_same_variant_keeps_the_evenings_cards(db_path, capsys):
    new(db_path, "schieber", "--preset", "turnier", lang="fr")
    assert stored(db_path).settings["deck"] == "fr"
    assert edit(db_path, "--preset", "freier_jass", lang="en") == 0
    ev = stored(db_path)
    assert (ev.preset, ev.settings["deck"]) == ("freier_jass", "fr")


def test_a_preset_made_for_one_deck_keeps_its_own(db_path, capsys):
    new(db_path, "schieber", "--preset", "turnier", lang="fr")
    assert edit(db_path, "--preset", "swisslos_2500", lang="fr") == 0
    ev = stored(db_path)
    assert (ev.preset, ev.settings["deck"]) == ("swisslos_2500", "de")


def test_set_deck_still_decides(db_path, capsys):
    new(db_path, "schieber", "--preset", "turnier")
    assert edit(db_path, "--variant", "molotow", "--set", "deck=de") == 0
    assert stored(db_path).settings["deck"] == "de"
