"""All variants, and how to find one by name or alias.

A variant's module (its pydantic models) is imported the first time it is asked
for, so that a program that opens one Schieber does not build the models of all
every variant at start-up.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

from .errors import QT_TRANSLATE_NOOP, MatchFileError
from .text import Text, echo  # echo: a name typed 100 KB long is cut

if TYPE_CHECKING:
    from .variant import Variant

#: name -> (module in jasstafel.core, class), in the order of RULES.md (sections 1 to 7): the
#: one order of the games everywhere (the window's New match dialog and blank sheets, the club's
#: lists, ``jasstafel variants``, the refusal of an unknown game)
_PLACES: dict[str, tuple[str, str]] = {
    "schieber": ("schieber", "Schieber"),
    "coiffeur": ("coiffeur", "Coiffeur"),
    "molotow": ("molotow", "Molotow"),
    "handjass": ("handjass", "Handjass"),
    "fahnder": ("fahnder", "Fahnder"),
    "pandur": ("pandur", "Pandur"),
    "differenzler": ("differenzler", "Differenzler"),
    "punktetafel": ("punktetafel", "Punktetafel"),
    "guggitaler": ("guggitaler", "Guggitaler"),
}
NAMES: tuple[str, ...] = tuple(_PLACES)


def _load(name: str) -> type[Variant[Any, Any, Any]]:
    module, cls = _PLACES[name]
    variant: type[Variant[Any, Any, Any]] = getattr(
        importlib.import_module(f"{__package__}.{module}"), cls)
    return variant


def variants() -> list[type[Variant[Any, Any, Any]]]:
    """Every variant (this imports them all)."""
    return [_load(name) for name in NAMES]


def find_variant(name: str) -> type[Variant[Any, Any, Any]]:
    """The variant called *name* (or one of its aliases), case-insensitive."""
    key = name.strip().lower()
    if key in _PLACES:
        return _load(key)
    for variant in variants():
        if key in variant.aliases:
            return variant
    raise MatchFileError(Text(QT_TRANSLATE_NOOP("rules", "unknown variant {name} (known: {known})"),
                              name=echo(name), known=", ".join(NAMES)))


def __getattr__(attribute: str) -> Any:
    if attribute == "VARIANTS":  # the list of classes, built when first used
        return variants()
    raise AttributeError(attribute)
