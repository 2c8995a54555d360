"""Cards, contracts and Weis: the common ground of every variant (RULES.md section 0)."""

from __future__ import annotations

from typing import Literal

from .errors import QT_TRANSLATE_NOOP, RuleViolation
from .text import Text

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
#: The one source of the suits' words: the board, the window, the printed sheet, the CSV
#: files and the command line take them from here (as ``Text(name)``, translated by the
#: catalogs: Eicheln in German, Glands in French). English names them in English.
SUIT_NAMES = {
    "de": {"eicheln": QT_TRANSLATE_NOOP("rules", "Acorns"),
           "rosen": QT_TRANSLATE_NOOP("rules", "Roses"),
           "schilten": QT_TRANSLATE_NOOP("rules", "Shields"),
           "schellen": QT_TRANSLATE_NOOP("rules", "Bells")},
    "fr": {"eicheln": QT_TRANSLATE_NOOP("rules", "Clubs"),
           "rosen": QT_TRANSLATE_NOOP("rules", "Spades"),
           "schilten": QT_TRANSLATE_NOOP("rules", "Hearts"),
           "schellen": QT_TRANSLATE_NOOP("rules", "Diamonds")},
}
#: the contracts without a trump suit: the same words with either deck
NO_TRUMP_NAMES = {"obenabe": QT_TRANSLATE_NOOP("rules", "Obenabe"),
                  "undenufe": QT_TRANSLATE_NOOP("rules", "Undenufe"),
                  "slalom": QT_TRANSLATE_NOOP("rules", "Slalom")}
#: every contract's name (a suit as the deck names it, Obenabe, Undenufe, Slalom) per deck
CONTRACT_NAMES = {deck: {**names, **NO_TRUMP_NAMES} for deck, names in SUIT_NAMES.items()}
#: The ranks' words of the two decks (RULES.md section 0, GLOSSARY-fr.md): the German deck's
#: Banner, Under, Ober; the French deck's ten, Jack (valet; Bauer in Swiss German), Queen
#: (dame; Dame). King and Ace in both. A rank not named here (6 to 9) is its number.
RANK_NAMES = {
    "de": {"10": QT_TRANSLATE_NOOP("rules", "Banner"),
           "under": QT_TRANSLATE_NOOP("rules", "Under"),
           "ober": QT_TRANSLATE_NOOP("rules", "Ober"),
           "koenig": QT_TRANSLATE_NOOP("rules", "King"),
           "ass": QT_TRANSLATE_NOOP("rules", "Ace")},
    "fr": {"under": QT_TRANSLATE_NOOP("rules", "Jack"),
           "ober": QT_TRANSLATE_NOOP("rules", "Queen"),
           "koenig": QT_TRANSLATE_NOOP("rules", "King"),
           "ass": QT_TRANSLATE_NOOP("rules", "Ace")},
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


def contract_word(contract: str, deck: str = "de") -> Text:
    """A contract (a suit, Obenabe, Undenufe, Slalom) as the table's deck names it: the
    sentence part every client renders in its language; an unknown key as it is."""
    names = CONTRACT_NAMES.get(deck, CONTRACT_NAMES["de"])
    return Text(names[contract]) if contract in names else Text.plain(contract)


def rank_word(rank: str, deck: str = "de") -> Text:
    """A card's rank as the table's deck names it (Ober, or Queen with the French deck; a
    number as it is): the one source of the ranks' words for every client."""
    names = RANK_NAMES.get(deck, RANK_NAMES["de"])
    return Text(names[rank]) if rank in names else Text.plain(rank)


def card_word(suit: Suit, rank: str, deck: str = "de") -> Text:
    """A card as the table's deck names it: "Ober of Bells", "Queen of Diamonds" (German
    "Ecken Dame", French "dame de carreau": the catalog writes the order and the case)."""
    names = SUIT_NAMES.get(deck, SUIT_NAMES["de"])
    return Text(QT_TRANSLATE_NOOP("rules", "{rank} of {suit}"), rank=rank_word(rank, deck),
                suit=Text(names[suit]))
