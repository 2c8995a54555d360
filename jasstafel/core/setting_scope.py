"""When a table setting applies: some settings only mean something while another one has a
certain value (a Schieber's fixed number of rounds only in a Turnier, a Handjass threshold
only with "everyone under the threshold").

One table for every client: the window's settings form greys such a setting out (no Tab
stop) while it does not apply, and the printed sheet leaves it out of the table settings.
A setting that does not apply is not read from the form: the match keeps the preset's value
for it, or the value the rules need when it is off (:func:`unused_value`).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

__all__ = ["applies", "unused_value"]

_Condition = Callable[[Mapping[str, Any], int | None], bool]


def _equals(setting: str, value: Any) -> _Condition:
    return lambda values, _players: values.get(setting) == value


def _switched_on(setting: str) -> _Condition:
    """An optional setting (a number or ``None``) that is set, or a check box that is on."""
    return lambda values, _players: values.get(setting) not in (None, False)


def _domino_for(players: int) -> _Condition:
    """Domino points of a table of *players*: with a Domino, at a table of that size (any
    size while the number of players is not known, as in a club evening's table rules)."""
    return lambda values, n: bool(values.get("domino")) and n in (None, players)


_SCOPE: dict[str, dict[str, _Condition]] = {
    "schieber": {
        "target": _equals("mode", "target"),
        "team_targets": _equals("mode", "target"),
        "rounds": _equals("mode", "rounds"),
        "tiebreak": _equals("mode", "rounds"),  # a tie after the Matches: only in a Turnier
    },
    "handjass": {
        "loser": _equals("counting", "wirtshaus"),
        "threshold": lambda values, players: (values.get("counting") == "wirtshaus"
                                              and values.get("loser") == "under"),
        "rewarded": _equals("counting", "gewinnstriche"),
    },
    "punktetafel": {
        "margin": _switched_on("target"),
    },
    "guggitaler": {
        "domino_4": _domino_for(4),
        "domino_3": _domino_for(3),
    },
}

#: the value a setting must have while it does not apply, where the rules refuse any other
#: (the Punktetafel refuses a winning margin without a target)
_UNUSED: dict[tuple[str, str], Any] = {
    ("punktetafel", "margin"): 0,
}


def applies(variant: str, name: str, values: Mapping[str, Any],
            players: int | None = None) -> bool:
    """Whether setting *name* of *variant* means anything with the other settings *values*
    (by name; an optional setting switched off is ``None``) at a table of *players* (None:
    not known)."""
    condition = _SCOPE.get(variant, {}).get(name)
    return condition is None or condition(values, players)


def unused_value(variant: str, name: str, preset_value: Any) -> Any:
    """What the match keeps for setting *name* while it does not apply: the value the rules
    need then, else the preset's (it changes nothing)."""
    return _UNUSED.get((variant, name), preset_value)
