"""A preset played with the cards chosen (jasstafel/core/decks.py): the New match dialog's and
the blank sheets' one rule (RULES.md section 0)."""

import pytest

from jasstafel.core import MatchFileError, find_variant
from jasstafel.core.decks import deck_preset, for_deck, preset_deck, twin


def test_a_clubs_coiffeur_with_the_french_cards_names_its_rows_by_the_equivalence():
    coiffeur = find_variant("coiffeur")
    settings = deck_preset(coiffeur, "jassverein", "fr")
    assert settings.deck == "fr" and settings.preset == "jassverein"
    # Eichel = Kreuz, Schellen = Ecken, Schilten = Herz, Rosen = Schaufel; the factors stay
    assert [(r.name, r.factor) for r in settings.rows[:5]] == [
        ("Kreuz", 1), ("Ecken", 2), ("Herz", 3), ("Schaufel", 4), ("Obenabe", 5)]
    assert for_deck(settings, "fr") == settings  # French already: the same


def test_swisslos_is_asked_for_by_either_twin():
    schieber = find_variant("schieber")
    assert preset_deck(schieber.PRESETS, "swisslos_2500") == "de"
    assert preset_deck(schieber.PRESETS, "swisslos_2500_fr") == "fr"
    assert preset_deck(schieber.PRESETS, "freier_jass") is None
    assert twin(schieber.PRESETS, "swisslos_2500", "fr") == "swisslos_2500_fr"
    assert twin(schieber.PRESETS, "freier_jass", "fr") == "freier_jass"
    french = deck_preset(schieber, "swisslos_2500", "fr")
    # Swisslos's own French factors: Herz and Ecken ×1, Schaufel and Kreuz ×2
    assert french.preset == "swisslos_2500_fr"
    assert (french.factors["schilten"], french.factors["schellen"], french.factors["rosen"],
            french.factors["eicheln"]) == (1, 1, 2, 2)
    assert deck_preset(schieber, "swisslos_2500_fr", "de").preset == "swisslos_2500"


def test_a_game_without_suits_keeps_its_preset_and_an_unknown_one_is_refused():
    pandur = find_variant("pandur")
    assert deck_preset(pandur, "standard", "fr") == pandur.PRESETS["standard"]
    with pytest.raises(MatchFileError, match="Schieber has no preset 'blitz'"):
        deck_preset(find_variant("schieber"), "blitz", "fr")
