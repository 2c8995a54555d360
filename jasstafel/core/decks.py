"""The two decks and the presets: which preset is made for which cards, and a preset played
with the other cards.

The deck (``deck``: ``de`` Swiss German, Eicheln, Rosen, Schilten, Schellen; ``fr`` French,
Kreuz, Schaufel, Herz, Ecken) is a display setting (RULES.md section 0): the suits' names
and symbols. Only Swisslos pairs the decks in its own way, so its presets come in twins,
``swisslos_2500`` for the German cards and ``swisslos_2500_fr`` for the French ones; every
other preset is played with either deck, its suits named by the label equivalence
(Eichel = Kreuz, Rose = Schaufel, Schilte = Herz, Schelle = Ecken). The New match dialog
and the blank sheets offer and print a preset with the cards chosen, through here.
"""

from __future__ import annotations

from typing import Any

from .matchfile import find_preset

#: the suit rows of a Coiffeur preset by the label equivalence of RULES.md section 0, for a
#: preset that is not Swisslos's own (Swisslos has its own French rows)
FRENCH_ROWS = {"Eichel": "Kreuz", "Rosen": "Schaufel", "Schilten": "Herz", "Schellen": "Ecken"}


def preset_deck(presets: dict[str, Any], name: str) -> str | None:
    """The deck a preset is made for ("fr" for ``…_fr``, "de" for its German twin), None for
    a preset that is played with either deck."""
    if name.endswith("_fr"):
        return "fr"
    return "de" if f"{name}_fr" in presets else None


def start_deck(presets: dict[str, Any], name: str, language: str) -> str | None:
    """The deck a new match or evening of *name* starts with where the user speaks
    *language*: the French cards in French (the Romandie plays them, RULES.md section 0);
    None keeps the preset's own (any other language, or a preset made for one deck)."""
    if language == "fr" and preset_deck(presets, name) is None:
        return "fr"
    return None


def changed_deck(presets: dict[str, Any], name: str, language: str,
                 kept: str | None = None) -> str | None:
    """The deck when an evening's rules are changed to the preset *name*: *kept*, the
    evening's own deck, where its variant stays (the cards are the club's choice, not the
    preset's); in another variant as a new evening of it starts (:func:`start_deck`: the
    window's Edit evening gave a French window's evening the German cards, where New evening
    gave the French). A preset made for one deck keeps its own; None keeps the preset's."""
    if preset_deck(presets, name) is not None:
        return None
    if kept is not None:
        return kept
    return start_deck(presets, name, language)


def twin(presets: dict[str, Any], name: str, deck: str) -> str:
    """The same preset for *deck*: swisslos_2500 ↔ swisslos_2500_fr."""
    base = name.removesuffix("_fr")
    wanted = f"{base}_fr" if deck == "fr" else base
    return wanted if wanted in presets else name


def for_deck(preset: Any, deck: str) -> Any:
    """A preset played with *deck*: its suit names (and, for a Coiffeur that is not Swisslos's,
    its suit rows by the label equivalence). A variant without suits (Pandur, Punktetafel)
    keeps its preset."""
    if "deck" not in type(preset).model_fields:
        return preset
    update: dict[str, Any] = {"deck": deck}
    rows = getattr(preset, "rows", None)
    if rows is not None and deck == "fr" and preset.deck != "fr":
        update["rows"] = [r.model_copy(update={"name": FRENCH_ROWS.get(r.name, r.name)})
                          for r in rows]
    return preset.model_copy(update=update)


def deck_preset(cls: type[Any], preset: str, deck: str) -> Any:
    """The settings of *preset* of variant *cls* played with *deck*: the preset's twin of
    that deck where Swisslos has one (``swisslos_2500`` with the French cards is
    ``swisslos_2500_fr``), its suits named as *deck* names them. An unknown preset is
    refused as :func:`~jasstafel.core.matchfile.find_preset` refuses it."""
    find_preset(cls, preset)  # an unknown one refused by the name asked for
    return for_deck(cls.PRESETS[twin(cls.PRESETS, preset, deck)], deck)
