"""Cards, contracts and Weis: the common ground of every variant (RULES.md section 0)."""

from __future__ import annotations

from typing import Literal

from .errors import QT_TRANSLATE_NOOP, RuleViolation

#: Card points of every contract: 152 in the cards plus 5 for the last trick.
ROUND_POINTS = 157
#: Bonus for a Match (one side takes all nine tricks).
MATCH_BONUS = 100
#: What a Match writes with the usual bonus.
MATCH_POINTS = ROUND_POINTS + MATCH_BONUS
#: König and Ober of trump in one hand.
STOECK = 20

Suit = Literal["eicheln", "rosen", "schilten", "schellen"]
SUITS: tuple[Suit, ...] = ("eicheln", "rosen", "schilten", "schellen")

#: Suit names of the two decks; Eichel=Kreuz, Rose=Schaufel, Schilte=Herz, Schelle=Ecken.
#: The names are marked for translation: a sentence takes them as ``Text(name)``.
SUIT_NAMES = {
    "de": {"eicheln": QT_TRANSLATE_NOOP("rules", "Eicheln"),
           "rosen": QT_TRANSLATE_NOOP("rules", "Rosen"),
           "schilten": QT_TRANSLATE_NOOP("rules", "Schilten"),
           "schellen": QT_TRANSLATE_NOOP("rules", "Schellen")},
    "fr": {"eicheln": QT_TRANSLATE_NOOP("rules", "Kreuz"),
           "rosen": QT_TRANSLATE_NOOP("rules", "Schaufel"),
           "schilten": QT_TRANSLATE_NOOP("rules", "Herz"),
           "schellen": QT_TRANSLATE_NOOP("rules", "Ecken")},
}
SUIT_SYMBOLS = {
    "de": {"eicheln": "🌰", "rosen": "🌹", "schilten": "🛡", "schellen": "🔔"},
    "fr": {"eicheln": "♣", "rosen": "♠", "schilten": "♥", "schellen": "♦"},
}

#: Every single Weis and its points (sequences and four of a kind).
WEIS_VALUES = {
    "dreiblatt": 20,
    "vierblatt": 50,
    "fuenfblatt": 100,
    "sechsblatt": 150,
    "siebenblatt": 200,
    "achtblatt": 250,
    "neunblatt": 300,
    "vier_gleiche": 100,
    "vier_nell": 150,
    "vier_bauern": 200,
}
#: The distinct amounts a single Weis can have.
WEIS_AMOUNTS = tuple(sorted(set(WEIS_VALUES.values())))
#: Upper bound for one team's Weis in one round: a guard against typing errors.
#: Nine cards can never show more than about 400, two hands not more than 1000.
MAX_TEAM_WEIS = 1000


def is_weis_sum(amount: int) -> bool:
    """True if *amount* is a sum of single Weis values (0 = no Weis)."""
    reachable = {0}
    for total in range(10, amount + 1, 10):
        if any(total - w in reachable for w in WEIS_AMOUNTS):
            reachable.add(total)
    return amount in reachable


def check_weis(amount: int) -> None:
    """Refuse a Weis amount that no combination of Weis can make."""
    if amount < 0 or amount > MAX_TEAM_WEIS or not is_weis_sum(amount):
        raise RuleViolation(
            "weis.amount",
            QT_TRANSLATE_NOOP(
                "rules",
                "Weis of {amount} is impossible: Weis is a sum of 20, 50, 100, 150, 200, "
                "250 and 300 (at most {most} in a round)",
            ),
            amount=amount,
            most=MAX_TEAM_WEIS,
        )


def check_card_points(points: int, total: int = ROUND_POINTS) -> None:
    if not 0 <= points <= total:
        raise RuleViolation(
            "points.range",
            QT_TRANSLATE_NOOP("rules", "Card points must be between 0 and {total}, not {points}"),
            points=points,
            total=total,
        )
