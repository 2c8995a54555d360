"""All variants, and how to find one by name or alias."""

from __future__ import annotations

from typing import Any

from .coiffeur import Coiffeur
from .differenzler import Differenzler
from .errors import MatchFileError
from .fahnder import Fahnder
from .handjass import Handjass
from .molotow import Molotow
from .pandur import Pandur
from .punktetafel import Punktetafel
from .schieber import Schieber
from .variant import Variant

VARIANTS: list[type[Variant[Any, Any, Any]]] = [
    Schieber,
    Coiffeur,
    Fahnder,
    Handjass,
    Pandur,
    Molotow,
    Differenzler,
    Punktetafel,
]


def find_variant(name: str) -> type[Variant[Any, Any, Any]]:
    """The variant called *name* (or one of its aliases), case-insensitive."""
    key = name.strip().lower()
    for variant in VARIANTS:
        if key == variant.name or key in variant.aliases:
            return variant
    known = ", ".join(v.name for v in VARIANTS)
    raise MatchFileError(f"unknown variant {name!r} (known: {known})")
