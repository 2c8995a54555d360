"""The words of the table settings: each setting's label and tooltip, and its choices.

One table for every client: the window's settings form (``ui/settingsform.py``) labels its
fields with them, and a client that says a setting elsewhere uses the same words. They are
English, marked for the catalogs' context "settings" (a client translates them there:
``Text(label, context="settings")`` for :func:`jasstafel.i18n.render`,
``QCoreApplication.translate("settings", label)`` in the window); the core never imports Qt.

Every setting has a label and a tooltip that says what it changes, per variant where the same
name means different things (a Schieber's target is points, a Fahnder's net Striche), and per
deck where a setting names a card (a Guggitaler's Schellen are Herz with French cards).
"""

from __future__ import annotations

from typing import Any

from .errors import QT_TRANSLATE_NOOP as N
from .text import Text

__all__ = ["COMMON_WORDS", "SETTINGS", "fallback_label", "option_text", "option_words",
           "setting_label", "setting_words", "variant_words"]

#: the translation context of the settings' words
SETTINGS = "settings"


def variant_words(variant: str, deck: str = "de") -> dict[str, tuple[str, str]]:
    """The English label and tooltip of each setting whose meaning depends on the variant
    (and, where a setting names a card, on the *deck*: a Guggitaler's Schellen are Herz with
    French cards)."""
    if variant == "schieber":
        return {
            "mode": (N("settings", "End of the match"), N("settings",
                "How the match ends: the first team to reach the target and call Bedanken "
                "wins, or the highest total after a fixed number of rounds (Turnier).")),
            "target": (N("settings", "Target (target mode)"), N("settings",
                "The points a team must reach to call Bedanken (when the match ends at the "
                "target).")),
            "team_targets": (N("settings", "A target per team (handicap)"), N("settings",
                "Each team plays to its own target, e.g. 4500 and 4000: Bedanken, the end, "
                "the Berg and the Schneider use the team's own target. Off: both teams play "
                "to the target above.")),
            "double_deck": (N("settings", "Double deck (314 points a round)"), N("settings",
                "Played with two decks: the card points of a round are 0 … 314, the other "
                "team gets 314 − x, a Match is 314 + the Match bonus.")),
            "rounds": (N("settings", "Rounds (fixed rounds)"), N("settings",
                "How many rounds a Turnier has; then the highest total wins.")),
            "factors": (N("settings", "Factors"), N("settings",
                "Which contracts are played and what each counts: every point written is "
                "multiplied by the contract's factor. A contract not ticked cannot be "
                "announced.")),
            "weis": (N("settings", "Weis and Stöck count"), N("settings",
                "Off: neither Weis nor Stöck are written (as in the Turnier).")),
            "match_bonus": (N("settings", "Match bonus"), N("settings",
                "Added to the card points when a team takes all nine tricks (157 + 100 = 257; "
                "with a double deck 314 + the bonus).")),
            "striche": (N("settings", "Striche back side"), N("settings",
                "Keep the Striche on the back of the board: Win 2, Berg 1, Match 1, "
                "Kontermatsch 2, Schneider 2.")),
            "tiebreak": (N("settings", "Tie after Matches"), N("settings",
                "Turnier: when the totals and the Matches are equal, the higher best single "
                "round wins, or both teams share the rank.")),
        }
    if variant == "coiffeur":
        return {
            "rows": (N("settings", "Rows"), N("settings",
                "The contract rows as the table plays them: each row's name, factor and "
                "kind (6 to 12 rows). The kind decides Stöck and how the row is scored.")),
            "stoeck": (N("settings", "Stöck count"), N("settings",
                "Stöck are written (20 × the row's factor) in rows with a trump.")),
            "match_bonus": (N("settings", "Match bonus"), N("settings",
                "Extra points for a Match, added once to 257 × factor (not multiplied); 0: "
                "none.")),
        }
    if variant == "molotow":
        return {
            "rounds": (N("settings", "Rounds"), N("settings",
                "How many rounds are played, fixed before the game.")),
            "last_round_double": (N("settings", "Last round counts double"), N("settings",
                "The points of the last round are written twice.")),
            "stoeck": (N("settings", "Stöck written (20 minus points)"), N("settings",
                "Stöck are written as 20 minus points; the club rulebook has no Stöck.")),
            "hand_weis": (N("settings", "Handweis"), N("settings",
                "Who writes Handweis: only the player with the best Weis (the usual Weis "
                "rules), or every player who has one.")),
            "draw": (N("settings", "Ties decided by drawing a card"), N("settings",
                "Which ties are decided by drawing a card: every tie, or only a tie for the "
                "win (other tied players share their rank).")),
        }
    if variant == "handjass":
        return {
            "counting": (N("settings", "Counting"), N("settings",
                "Wirtshaus: the loser of a round gets a Strich, the first player who is full "
                "ends the match. Gewinnstriche: the best of a round get a Strich, the first "
                "who is full wins.")),
            "loser": (N("settings", "Who gets the Strich (Wirtshaus)"), N("settings",
                "Wirtshaus: the player with the fewest points (all tied lowest) gets the "
                "Strich, or everyone under the threshold.")),
            "threshold": (N("settings", "Threshold (Wirtshaus, under)"), N("settings",
                "With “everyone under the threshold”: fewer card points than this give a "
                "Strich.")),
            "rewarded": (N("settings", "Players rewarded per round (Gewinnstriche)"), N("settings",
                "Gewinnstriche: how many players get a Strich each round (all tied at the "
                "edge get one).")),
            "voll": (N("settings", "Striche to be full"), N("settings",
                "The Striche that make a player full: in Wirtshaus he has lost and the match "
                "ends, with Gewinnstriche he has won.")),
        }
    if variant == "fahnder":
        return {
            "min_bid": (N("settings", "Minimum bid"), N("settings",
                "The minimum bid allowed; off: every bid from 1 on.")),
            # net, as the rule (RULES.md §5), the board and the sheet say it: "Striche"
            # alone read as the Striche drawn (a trial's)
            "target": (N("settings", "Net Striche to be Fahnder-König"), N("settings",
                "The net Striche (Striche minus Nuller) that make a player Fahnder-König and "
                "end the match.")),
        }
    if variant == "pandur":
        return {
            "high_bids": (N("settings", "Bids of 300 and more"), N("settings",
                "Numeric bids from 300 to 500 (6 score points) may be bid; off: bids up to "
                "290.")),
            "same_deal": (N("settings", "Reaching 15 in the same deal"), N("settings",
                "Players who reach 15 in the same deal share the rank, or the higher total "
                "ranks first.")),
            "misdeal_forfeits": (N("settings", "A misdeal forfeits the inheritance"), N("settings",
                "A dealer who misdealt inherits nothing for the deal he gives again; off: "
                "only the misdeal itself writes nothing.")),
        }
    if variant == "differenzler":
        return {
            "games": (N("settings", "Games"), N("settings",
                "How many games are played; then the lowest total penalty wins.")),
            "missing_penalty": (N("settings", "Penalty for a missing prediction"), N("settings",
                "The penalty points of a player who made no prediction.")),
        }
    if variant == "punktetafel":
        return {
            "wins": (N("settings", "Who wins"), N("settings",
                "The higher or the lower total wins.")),
            "target": (N("settings", "Target"), N("settings",
                "The match ends when a side reaches this total; off: no target.")),
            "margin": (N("settings", "Lead needed at the target"), N("settings",
                "With a target: the best side must lead by at least this much to win (0: no "
                "lead needed).")),
            "rounds": (N("settings", "Fixed number of rounds"), N("settings",
                "The match ends after this many rounds; off: no limit (close the board by "
                "hand).")),
        }
    if variant == "guggitaler":
        if deck == "fr":
            cards = {
                "schellen": (N("settings", "Penalty per card of Hearts"), N("settings",
                    "Game 2: penalty points for every card of Hearts taken (Swiss German deck: "
                    "Bells).")),
                "ober": (N("settings", "Penalty per Queen"), N("settings",
                    "Game 3: penalty points for every Queen taken (Swiss German deck: Ober).")),
                "rosenkoenig": (N("settings", "Penalty for the King of Clubs"), N("settings",
                    "Game 4: penalty points for the player who takes the King of Clubs (Swiss "
                    "German deck: King of Roses).")),
            }
        else:
            cards = {
                "schellen": (N("settings", "Penalty per card of Bells"), N("settings",
                    "Game 2: penalty points for every card of Bells taken (French deck: Hearts).")),
                "ober": (N("settings", "Penalty per Ober"), N("settings",
                    "Game 3: penalty points for every Ober taken (French deck: Queen).")),
                "rosenkoenig": (N("settings", "Penalty for the King of Roses"), N("settings",
                    "Game 4: penalty points for the player who takes the King of Roses (French "
                    "deck: King of Clubs).")),
            }
        return {
            "tricks": (N("settings", "Penalty per trick"), N("settings",
                "Game 1: penalty points for every trick a player takes.")),
            **cards,
            "last_trick": (N("settings", "Penalty for the last trick"), N("settings",
                "Game 5: penalty points for the player who takes the last trick.")),
            "domino": (N("settings", "Domino (sixth game)"), N("settings",
                "A Domino is played as the sixth game: the finishing order gives plus points "
                "that balance the penalties.")),
            "domino_4": (N("settings", "Domino points, 4 players"), N("settings",
                "The Domino points of the first, second, third and last player, four at the "
                "table.")),
            "domino_3": (N("settings", "Domino points, 3 players"), N("settings",
                "The Domino points of the first, second and last player, three at the "
                "table.")),
            "guggitaler": (N("settings", "Guggitaler in the match"), N("settings",
                "How many Guggitaler the match has (commonly one per player, each dealing "
                "first once).")),
        }
    return {}


#: the words of a setting that several variants have alike (a variant's own words win)
COMMON_WORDS: dict[str, tuple[str, str]] = {
    "deck": (N("settings", "Cards"), N("settings",
        "Which suit names are shown. With the Swisslos presets also which factors: "
        "Swisslos pairs the decks in its own way.")),
    "rows": (N("settings", "Rows"), ""),
    "stoeck": (N("settings", "Stöck count"), ""),
    "match_bonus": (N("settings", "Match bonus"), ""),
    "rounds": (N("settings", "Rounds"), ""),
    "target": (N("settings", "Target"), ""),
}


def setting_words(variant: str, deck: str = "de") -> dict[str, tuple[str, str]]:
    """The English label and tooltip ("" if none) of every setting of *variant* that has
    words, the cards named as *deck* names them."""
    return {**COMMON_WORDS, **variant_words(variant, deck)}


def fallback_label(name: str) -> str:
    """The label of a setting without words of its own: its name, readable."""
    return name.replace("_", " ").capitalize()


def setting_label(variant: str, name: str, deck: str = "de") -> Text:
    """Setting *name* of *variant* as the settings form labels it, to be rendered."""
    words = setting_words(variant, deck)
    if name in words:
        return Text(words[name][0], context=SETTINGS)
    return Text.plain(fallback_label(name))


#: a choice in words where the same option means something else in another setting
OPTION_WORDS_BY_SETTING: dict[tuple[str, str], str] = {
    ("mode", "target"): N("settings", "first to the target (Bedanken)"),
    ("mode", "rounds"): N("settings", "fixed number of rounds (Turnier)"),
    ("tiebreak", "best_round"): N("settings", "best single round wins"),
    ("tiebreak", "shared"): N("settings", "shared rank"),
    ("hand_weis", "best"): N("settings", "only the best Weis (usual rules)"),
    ("hand_weis", "all"): N("settings", "every player writes his Handweis"),
    ("draw", "all"): N("settings", "every tie"),
    ("draw", "win"): N("settings", "only a tie for the win"),
    ("counting", "wirtshaus"): N("settings", "Wirtshaus: the loser gets a Strich"),
    ("counting", "gewinnstriche"): N("settings", "Gewinnstriche: the best get a Strich"),
    ("loser", "fewest"): N("settings", "the fewest points (all tied lowest)"),
    ("loser", "under"): N("settings", "everyone under the threshold"),
    ("same_deal", "shared"): N("settings", "shared rank"),
    ("same_deal", "total"): N("settings", "the higher total ranks first"),
    ("wins", "higher"): N("settings", "the higher total wins"),
    ("wins", "lower"): N("settings", "the lower total wins"),
}
#: a choice in words, whichever setting offers it
OPTION_WORDS: dict[str, str] = {
    "target": N("settings", "first to the target (Bedanken)"),
    "rounds": N("settings", "fixed number of rounds"),
    "best_round": N("settings", "best single round wins"),
    "shared": N("settings", "shared rank"),
    "de": N("settings", "Swiss German (Acorns, Roses …)"),
    "fr": N("settings", "French (Clubs, Spades …)"),
    "trump": N("settings", "trump"),
    "notrump": N("settings", "no trump"),
    "misere": N("settings", "Misère"),
    "free": N("settings", "free choice"),
}


def option_words(value: Any, setting: str = "") -> str | None:
    """A choice of *setting* in English words (None: no words for it)."""
    if isinstance(value, str):
        return OPTION_WORDS_BY_SETTING.get((setting, value), OPTION_WORDS.get(value))
    return None


def option_text(value: str, setting: str = "") -> Text:
    """A choice of *setting* in words, to be rendered (never the option's name in the file;
    an option without words as it is, readable)."""
    words = option_words(value, setting)
    if words is None:
        return Text.plain(value.replace("_", " "))
    return Text(words, context=SETTINGS)
