"""Help → Rules of this match: what the open match's table rules are and how its variant
scores, in the window's language, for a Schreiber asked "how much is a Match here?".

The text has three parts: the variant and its preset as the sheet's head names them
(:func:`jasstafel.i18n.settings_title`: "Freier Jass (Jassverein), changed: …"), every table
setting in the club's words (:func:`jasstafel.club.club.settings_text`, one a line: no second
describer), and a short summary of how the variant scores, distilled from the rules
(docs/rules), adapted to the settings where they change a rule (Stöck off, no Domino, the
French deck's card names). The summaries are rules knowledge written for the window, so they
are translated here, one function per variant; the rules themselves stay in the core.

The dialog shows plain text only: the names of teams and rows the Schreiber typed ("<b>Ueli")
stand letter for letter.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QPlainTextEdit, QVBoxLayout, QWidget

from .. import i18n
from ..club.club import settings_text
from ..core.match import Match
from ..core.setting_scope import applies
from ..core.text import Text, printable


def _t(text: str) -> str:
    return QCoreApplication.translate("rulehelp", text)


# -- the table settings ----------------------------------------------------------------------


def settings_lines(rules: Any) -> list[str]:
    """Each table setting of *rules* (a match's variant) in the club's words, one a line
    ("Ziel (bei Zielpunktzahl): 2'500"); the preset's key is the title's, the deck the
    last line's. Only those that apply with the others (:func:`applies`, as the settings
    form greys the rest): a Schieber to a target listed "Runden (bei fester Rundenzahl): 12"
    and "Gleichstand nach Matches" (a German trial's)."""
    values = rules.settings.model_dump(mode="json")
    deck = str(values.get("deck", "de"))
    players = len(rules.doc.players)
    return [i18n.render(settings_text(rules.name, {key: value}, deck))
            for key, value in values.items()
            if key != "preset" and applies(rules.name, key, values, players)]


def heading(match: Match) -> str:
    """The variant and its preset, as the sheet's head says it: "Schieber · Swisslos 2500"."""
    rules = match.rules
    return (f"{i18n.variant_title(rules)} · "
            f"{printable(i18n.settings_title(rules, rules.settings, what=True))}")


def sides_line(match: Match) -> str:
    """Who plays, as typed: "Teams: Die Bären (Ueli, Anna), …" or "Players: …"; a team
    named after its players by its name alone ("Ueli & Anna"), as the printed sheet says
    it."""
    from ..core.matchfile import named_by_players

    sides = match.board().sides
    names = [printable(side.name) if named_by_players(side.name, side.players) else
             f"{printable(side.name)} ({', '.join(printable(p) for p in side.players)})"
             for side in sides]
    teams = any(len(side.players) > 1 for side in sides)
    said = _t("Teams: {names}") if teams else _t("Players: {names}")
    return said.format(names=", ".join(names))


def rules_text(match: Match) -> str:
    """The whole text of the dialog: heading, who plays, the table settings, the summary."""
    rules = match.rules
    title = i18n.variant_title(rules)
    return "\n".join([
        heading(match), sides_line(match), "",
        _t("Table settings of this match:"), *(f"• {line}" for line in settings_lines(rules)),
        "", _t("How {variant} scores:").format(variant=title),
        *(f"• {sentence}" for sentence in summary(rules))])


# -- how each variant scores (RULES.md, one function per variant) ---------------------------


def summary(rules: Any) -> list[str]:
    """How *rules*' variant scores with its table settings, a sentence a line."""
    return SUMMARIES[rules.name](rules.settings)


def _n(value: int) -> str:
    return i18n.number(value)


def _schieber(s: Any) -> list[str]:
    points = 314 if s.double_deck else 157
    factors = ", ".join(f"{i18n.contract_name(c, s.deck)} ×{f}" for c, f in s.factors.items())
    said = [_t("Each round one team announces the trump (or passes the choice to the "
               "partner); the card points of both teams add up to {points}, the last trick "
               "gives 5.").format(points=_n(points))]
    if s.weis:
        said.append(_t("A team writes its card points plus its Weis and Stöck, multiplied by "
                       "the contract's factor: {factors}.").format(factors=factors))
        said.append(_t("Only the team with the best single Weis writes its Weis; Stöck (King "
                       "and {ober} of trump) give 20, in a trump contract only.").format(
                           ober=_ober(s.deck)))
    else:
        said.append(_t("A team writes its card points multiplied by the contract's factor: "
                       "{factors}. Weis and Stöck do not count in this match.").format(
                           factors=factors))
    if s.match_bonus:
        said.append(_t("A Match (all nine tricks) gives {points} + {bonus} = {match}, "
                       "multiplied by the factor too.").format(
                           points=_n(points), bonus=_n(s.match_bonus),
                           match=_n(points + s.match_bonus)))
    else:
        said.append(_t("A Match (all nine tricks) gives {points}, with no bonus; it is still "
                       "written as a Match.").format(points=_n(points)))
    said.append(_t("A Kontermatsch is a Match by the team that did not announce."))
    said += _schieber_end(s)
    if s.striche:
        said.append(_t("Striche on the back of the board: the win 2, the Berg (first past half "
                       "the target) 1, each Match 1, a Kontermatsch 2, a Schneider (the loser "
                       "below half the target) 2."))
    return said


def _schieber_end(s: Any) -> list[str]:
    if s.mode == "rounds":
        tie = (_t("then the higher best single round") if s.tiebreak == "best_round"
               else _t("else the rank is shared"))
        return [_t("After {rounds} rounds the higher total wins; on a tie the team with more "
                   "Matches, {tie}.").format(rounds=s.rounds, tie=tie)]
    if s.team_targets:
        goal = _t("Each team plays to its own target: {first} and {second}.").format(
            first=_n(s.team_targets[0]), second=_n(s.team_targets[1]))
    else:
        goal = _t("The target is {target}.").format(target=_n(s.target))
    return [goal, _t("The team that reaches its target and calls Bedanken first wins; a "
                     "Bedanken short of the target loses. If both teams pass it in one round, "
                     "Stöck count first, then Weis, then the tricks.")]


def _ober(deck: str) -> str:
    return _t("Queen") if deck == "fr" else _t("Ober")


def _coiffeur(s: Any) -> list[str]:
    rows = ", ".join(f"{printable(i18n.row_name(r.name))} ×{r.factor}" for r in s.rows)
    said = [_t("Each team has one cell per row; in each round the announcing team picks one "
               "of its open rows, and only that team writes: its card points × the row's "
               "factor."),
            _t("The rows of this match: {rows}.").format(rows=rows)]
    if s.match_bonus:
        said.append(_t("A Match writes 257 × the factor, plus {bonus} (not multiplied).")
                    .format(bonus=_n(s.match_bonus)))
    else:
        said.append(_t("A Match writes 257 × the factor."))
    said.append(_t("A Kontermatsch (the announcing team takes no trick) writes 0, and the row "
                   "counts as played."))
    if any(r.kind == "misere" for r in s.rows):
        said.append(_t("In a Misère row the team wants few points: it writes (157 − its card "
                       "points) × the factor; no trick at all is a Match."))
    said.append(_t("Stöck give 20 × the factor in a row that can have a trump (a trump suit or a "
                     "free choice); Weis do not count.")
                if s.stoeck else _t("Neither Weis nor Stöck count in this match."))
    said.append(_t("The game ends when every team has filled every row; the higher total "
                   "wins, on a tie more Matches, then the higher cell in the row with the "
                   "highest factor."))
    return said


def _molotow(s: Any) -> list[str]:
    said = [_t("Each plays for himself and tries to make as few points as possible; trump is "
               "found during play. The card points of a round add up to 157."),
            _t("A player writes his card points, minus his Handweis, plus the Tischweis (a "
               "Weis lying in a trick he took).")]
    said.append(_t("Only the player with the best Weis writes Handweis.") if s.hand_weis ==
                "best" else _t("Every player writes his Handweis."))
    said.append(_t("Stöck are written as 20 minus points.") if s.stoeck
                else _t("Stöck do not count."))
    end = _t("After {rounds} rounds the lowest total wins.").format(rounds=s.rounds)
    if s.last_round_double:
        end += " " + _t("The last round counts double.")
    said.append(end)
    said.append(_t("Every tie is decided by drawing a card.") if s.draw == "all" else
                _t("A tie for the win is decided by drawing a card; other tied players share "
                   "their rank."))
    return said


def _handjass(s: Any) -> list[str]:
    said = [_t("Each plays for himself; each round the scorekeeper enters every player's "
               "card points (at most 157 together), or sets the round's Striche directly.")]
    if s.counting == "wirtshaus":
        said.append(_t("After each round the player with the fewest points gets a penalty "
                       "Strich (all tied lowest get one).") if s.loser == "fewest" else
                    _t("After each round every player under {threshold} points gets a penalty "
                       "Strich.").format(threshold=s.threshold))
        said.append(_t("The first player with {voll} Striche is full and ends the match; the "
                       "fewest Striche win.").format(voll=s.voll))
    else:
        said.append(_t("After each round the best player gets a Strich as a win mark (all "
                       "tied best get one).") if s.rewarded == 1 else
                    _t("After each round the {count} best players get a Strich as a win mark "
                       "(all tied at the edge get one).").format(count=s.rewarded))
        said.append(_t("The first player to {voll} Striche wins.").format(voll=s.voll))
    return said


def _fahnder(s: Any) -> list[str]:
    said = [_t("Players bid card points, each raise at least 5; from 150 only 150, 155, 157 "
               "and 257 (Match) follow.")]
    if s.min_bid:
        said.append(_t("The lowest bid is {bid}.").format(bid=s.min_bid))
    said += [_t("The highest bidder is the Fahnder: he names the trump (every contract ×1, no "
                "Weis, no Stöck) and calls a card; its holder is his partner."),
             _t("The bid is made if Fahnder and partner reach it in card points (257 only with "
                "a Match)."),
             _t("Made: the Fahnder gets 2 Striche, the partner 1. Failed: the Fahnder gets 2 "
                "Nuller, the partner 1, and each opponent 1 Strich."),
             _t("A Match bid that is made gives Fahnder and partner one Strich more each; a "
                "misdeed costs the player at fault up to 2 Nuller."),
             _t("Who first has at least {target} Striche more than Nuller is Fahnder-König; "
                "several in the same round all win.").format(target=s.target)]
    return said


def _pandur(s: Any) -> list[str]:
    high = _t(", 300 and more") if s.high_bids else ""
    said = [_t("24 cards (no 6, 7, 8): the dealer sits out, the other three bid and play."),
            _t("Bids: 100 to 200, Misère ohne, Misère mit, 210 to 250, Pandur ohne, 260 to "
               "290{high}, Pandur mit.").format(high=high),
            _t("Points written for a bid: 100–140: 2, 150–190: 3, 200–240: 4, 250–290: "
               "5{high}, Misère 4, Pandur ohne 5, Pandur mit 6.").format(
                   high=_t(", 300 and more: 6") if s.high_bids else ""),
            _t("A number is made with the declarer's card points plus his valid Weis; a "
               "Misère with no trick, a Pandur with every trick."),
            _t("Made: the declarer writes these points; failed: each of the two opponents "
               "writes them."),
            _t("The dealer inherits 2 each deal, but never above 14.")]
    if s.misdeal_forfeits:
        said.append(_t("A dealer who misdealt inherits nothing for the deal he gives again."))
    said.append(_t("Who reaches 15 is out and leaves the table; the others play on, the last "
                   "one left loses."))
    said.append(_t("Players who reach 15 in the same deal share the rank.")
                if s.same_deal == "shared"
                else _t("Of players who reach 15 in the same deal, the higher total ranks "
                        "first."))
    return said


def _differenzler(s: Any) -> list[str]:
    return [_t("Each plays for himself; before each game every player predicts his card "
               "points."),
            _t("After the game his penalty is the difference between his prediction and his "
               "card points; a game's card points add up to 157."),
            _t("A missing prediction costs {penalty} penalty points.").format(
                penalty=s.missing_penalty),
            _t("After {games} games the lowest total penalty wins.").format(games=s.games)]


def _guggitaler(s: Any) -> list[str]:
    def game(key: str) -> str:  # the deck's words, as the board names the games
        return i18n.render(Text(_game_names(s.deck)[key]))

    said = [_t("Each plays for himself; every game is played Obenabe without trump, with no "
               "Weis and no Stöck, and the last trick gives no 5."),
            _t("A Guggitaler is five games, in this order, with these penalty points: "
               "{tricks} {p1} per trick, {schellen} {p2} per card, {ober} {p3} per card, "
               "{king} {p4}, {last} {p5}.").format(
                   tricks=game("tricks"), schellen=game("schellen"), ober=game("ober"),
                   king=game("rosenkoenig"), last=game("last_trick"), p1=s.tricks,
                   p2=s.schellen, p3=s.ober, p4=s.rosenkoenig, p5=s.last_trick)]
    if s.domino:
        said += [_t("The Domino is the sixth game: the order in which the players get rid of "
                    "their cards gives {four} points with four players, {three} with three.")
                 .format(four=", ".join(map(str, s.domino_4)),
                         three=", ".join(map(str, s.domino_3))),
                 _t("A player's total is his Domino points minus his penalty points; the "
                    "highest total wins.")]
    else:
        said.append(_t("No Domino is played: the fewest penalty points win."))
    said.append(_t("The match is {count} Guggitaler; a tie is shared.").format(
        count=s.guggitaler))
    return said


def _game_names(deck: str) -> dict[str, str]:
    from ..core.guggitaler import GAME_NAMES

    return GAME_NAMES[deck]


def _punktetafel(s: Any) -> list[str]:
    said = [_t("A free board: each side writes its points per round, as the table agreed."),
            _t("The higher total wins.") if s.wins == "higher" else _t("The lower total wins.")]
    if s.target is not None:
        said.append(_t("The match ends when a side reaches {target}.").format(
            target=_n(s.target)))
        if s.margin:
            said.append(_t("At the target the best side must lead by at least {margin}.")
                        .format(margin=_n(s.margin)))
    if s.rounds is not None:
        said.append(_t("The match ends after {rounds} rounds.").format(rounds=s.rounds))
    if s.target is None and s.rounds is None:
        said.append(_t("There is no target and no number of rounds: the scorekeeper closes "
                       "the board by hand."))
    return said


SUMMARIES: dict[str, Callable[[Any], list[str]]] = {
    "schieber": _schieber, "coiffeur": _coiffeur, "molotow": _molotow,
    "handjass": _handjass, "fahnder": _fahnder, "pandur": _pandur,
    "differenzler": _differenzler, "guggitaler": _guggitaler, "punktetafel": _punktetafel,
}


# -- the dialog ------------------------------------------------------------------------------


class RulesDialog(QDialog):
    """The rules of the open match, read-only plain text (names as typed, never HTML)."""

    def __init__(self, match: Match, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("rulesDialog")
        self.setWindowTitle(_t("Rules of this match"))
        layout = QVBoxLayout(self)
        self.text = QPlainTextEdit()
        self.text.setObjectName("rulesText")
        self.text.setReadOnly(True)
        self.text.setPlainText(rules_text(match))
        self.text.setAccessibleName(_t("Rules of this match"))
        layout.addWidget(self.text)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.resize(self.fontMetrics().averageCharWidth() * 110,
                    self.fontMetrics().lineSpacing() * 34)
