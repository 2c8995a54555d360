"""The phone's Tafel: one entry form per kind of entry of each club variant, and the way
back from what a phone sends to the core's entry model.

A form is a list of fields (plain dicts, so that a template renders them and the page's
script reads them): ``choice`` (buttons, one of ``options``), ``seat`` and ``side`` (a
choice of the table's players or teams), ``toggle``, ``number``, ``numbers`` (one number per
player or side; with a ``total`` the last one left empty is filled in, as the window fills in
the other team's 157 − x), ``weis`` (a number per side added up from buttons), ``order``
(players tapped in order) and ``text``.

What a phone sends is ``{"form": name, "values": {...}}``; :func:`build` turns it into the
variant's entry model (pydantic checks every type and range) and the rules core then refuses
what the rules forbid, with the same sentences as in the window. :func:`load` is the way
back, for a correction: the values that show an entry in its form again.

The words here are marked for the catalogs with the context "live"
(:func:`jasstafel.live.words.t` says them in the evening's language); Jass terms and the
core's own names (contracts, rows) come from the rules core.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, replace
from typing import Any

from pydantic import TypeAdapter, ValidationError

from ..core import Match, matchfile
from ..core.cards import ROUND_POINTS
from ..core.cards import STOECK as STOECK_POINTS
from ..core.errors import QT_TRANSLATE_NOOP as N
from ..core.errors import RuleViolation
from ..core.text import Text
from ..i18n import number, render, row_name
from .entries import MATCH_WORDS, STOECK, WEIS
from .words import t

Values = dict[str, Any]
Field = dict[str, Any]
#: choices closed by the Tafel (:func:`closed`)
Closed = dict[str, dict[str, dict[str, Any]]]


class FormError(RuleViolation):
    """What a phone sent cannot be an entry (a field missing, a value out of range): a
    refusal for the Schreiber, like the core's own, in the context "live"."""

    def __init__(self, template: str, **params: Any) -> None:
        super().__init__("live.form", template, **params)

    def said(self) -> str:
        return t(self.template).format(**{k: render(v) for k, v in self.params.items()})


@dataclass(frozen=True)
class Form:
    """One form of the phone: its name (the entry ``type`` or an action), its button and
    its fields."""

    name: str
    button: str
    fields: list[Field]
    #: the entry needs no field at all (Nobody bid): one button
    plain: bool = False
    #: how the phone lists an entry of this form not yet sent, as the history writes a
    #: written one: fields by ``{name}`` (what was chosen or typed), ``{sides}`` (each side
    #: beside its own figures, as :attr:`sides` says), the rest after it; without one, what
    #: was typed, in the fields' order
    line: str = ""
    #: the line instead of :attr:`line` when one of these toggles is on (a passed round)
    toggled_lines: Mapping[str, str] | None = None
    #: how ``{sides}`` says each side's own figures (:func:`_schieber_sides`); empty: none
    sides: Mapping[str, Any] | None = None
    #: what a toggle's ``{name}`` in the line says when it is on (nothing when off): a
    #: Coiffeur's ", Stöck"
    toggle_words: Mapping[str, str] | None = None
    #: the table's sides' names: a team's name in a label is kept whole, wrapping between
    #: its players (words.whole_words)
    teams: tuple[str, ...] = ()

    def as_dict(self) -> dict[str, Any]:
        return {"name": self.name, "button": self.button, "fields": self.fields,
                "plain": self.plain, "line": self.line,
                "toggled_lines": dict(self.toggled_lines or {}),
                "sides": dict(self.sides or {}),
                "toggle_words": dict(self.toggle_words or {}),
                "teams": list(self.teams)}


# -- fields ------------------------------------------------------------------------------------


def _missing(sentence: str) -> str:
    """What the phone says when a required field is left empty: a sentence that names what
    to choose or type ("Choose who took it"), as the server's refusal (:func:`_need`) says
    it; "Choose: Taken by" (the field's label after a colon) read as no sentence at all."""
    return t(sentence) if sentence else ""


def _choice(name: str, label: str, options: list[tuple[Any, str]], *, required: bool = True,
            default: Any = None, wide: bool = False, turn: bool = False,
            missing: str = "") -> Field:
    """*turn*: the default is whose turn it is (or the next game), which the board says: a
    phone with rounds still unsent does not know it and leaves the choice empty. *missing*:
    the sentence for a required choice left empty."""
    return {"name": name, "kind": "choice", "label": t(label), "required": required,
            "default": default, "wide": wide, "turn": turn, "missing": _missing(missing),
            "options": [{"value": value, "label": text} for value, text in options]}


def _seat(match: Match, name: str, label: str, *, required: bool = True,
          default: int | None = None, missing: str = "") -> Field:
    return _choice(name, label, list(enumerate(match.document.players)), required=required,
                   default=default, missing=missing)


def _side(match: Match, name: str, label: str, *, required: bool = True,
          default: int | None = None, turn: bool = False, missing: str = "") -> Field:
    return _choice(name, label, list(enumerate(match.rules.side_names)), required=required,
                   default=default, turn=turn, missing=missing)


def _toggle(name: str, label: str, exclusive: str = "",
            fill: dict[str, Any] | None = None) -> Field:
    """On or off; *exclusive*: the other toggle that goes off when this one goes on."""
    field = {"name": name, "kind": "toggle", "label": t(label), "required": False,
             "exclusive": exclusive}
    if fill is not None:
        field["fill"] = fill
    return field


def _fills(points: str, value: int, *, side: str = "", taker: str = "same",
           by: str = "", values: dict[str, int] | None = None) -> dict[str, Any]:
    """What a Match button writes into the points, as the window's does: *value* into the
    field *points* (a pair of sides: into the side chosen in *side*, or the other one with
    ``taker="other"``; the other side gets the rest of the field's total). *by* and
    *values*: the value for some choices of the field *by* instead (a Misère's Match: 0).
    Switched off, what was typed before comes back; points typed over it switch it off."""
    return {"field": points, "value": value, "side": side, "taker": taker, "by": by,
            "values": values or {}}


def _number(name: str, label: str, *, low: int = 0, high: int = ROUND_POINTS,
            required: bool = True, default: int | None = None, missing: str = "",
            said: Mapping[int, str] | None = None) -> Field:
    """*said*: how a line says some figures in words, as the core's line does (a
    Fahnder's "257 (Match)"): an entry not yet sent is listed as the written one reads."""
    field = {"name": name, "kind": "number", "label": t(label), "required": required,
             "min": low, "max": high, "default": default, "missing": _missing(missing)}
    if said:
        field["said"] = {str(figure): words for figure, words in said.items()}
    return field


def _numbers(name: str, label: str, labels: list[str], *, low: int = 0,
             high: int = ROUND_POINTS, total: int | None = None,
             required: bool = True, missing: str = "") -> Field:
    return {"name": name, "kind": "numbers", "label": t(label), "labels": labels,
            "min": low, "max": high, "total": total, "required": required,
            "missing": _missing(missing)}


def _weis(match: Match, name: str = "weis") -> Field:
    """A Weis per side, added up from buttons as a Schreiber counts it."""
    return {"name": name, "kind": "weis", "label": t(N("live", "Weis")),
            "labels": list(match.rules.side_names), "required": False,
            "amounts": [20, 50, 100, 150, 200]}


def _order(match: Match, name: str, label: str) -> Field:
    return {"name": name, "kind": "order", "label": t(label), "required": True,
            "missing": _missing(N("live", "Tap the players in order")),
            "options": [{"value": seat, "label": player}
                        for seat, player in enumerate(match.document.players)]}


def _text(name: str, label: str, *, length: int = 200) -> Field:
    return {"name": name, "kind": "text", "label": t(label), "required": False,
            "max": length}


# -- Schieber --------------------------------------------------------------------------------

_SCHIEBER_CONTRACTS = ("eicheln", "rosen", "schilten", "schellen", "obenabe", "undenufe",
                       "slalom")


def _schieber_contracts(match: Match) -> list[tuple[Any, str]]:
    rules: Any = match.rules
    factors = rules.settings.factors
    return [(c, f"{render(rules.contract_name(c))} ×{factors[c]}")
            for c in _SCHIEBER_CONTRACTS if c in factors]


def _schieber_forms(match: Match) -> list[Form]:
    rules: Any = match.rules
    settings = rules.settings
    board = match.board()
    announcing = board.figures.get("announcing_team")
    fields = [
        _choice("contract", N("live", "Contract"), _schieber_contracts(match),
                missing=N("live", "Choose the contract")),
        _side(match, "announced_by", N("live", "Announced by"), default=announcing,
              turn=True, missing=N("live", "Choose the team that announced")),
        _toggle("geschoben", N("live", "passed")),
        _numbers("points", N("live", "Card points"), list(rules.side_names),
                 total=rules.round_points, high=rules.round_points, required=False),
        _toggle("match", N("live", "Match"), "kontermatsch",
                fill=_fills("points", rules.round_points, side="announced_by")),
        _toggle("kontermatsch", N("live", "Kontermatsch"), "match",
                fill=_fills("points", rules.round_points, side="announced_by",
                            taker="other")),
    ]
    if settings.weis:
        fields += [_weis(match), _side(match, "stoeck", N("live", "Stöck"), required=False)]
    # a round not yet sent, listed as the history writes a written one, each team beside
    # its own figures ("Obenabe ×1 von Beat & Dora: Anna & Cla 77, Beat & Dora 80 + Weis
    # 50"): a bare "80 : 77" after the announcer's name was read as his 80 (a trial's)
    line = t(N("live", "{contract} by {announced_by}: {sides}"))
    passed = t(N("live", "{contract} by {announced_by} (passed): {sides}"))
    forms = [Form("round", t(N("live", "Write the round")), fields, line=line,
                  toggled_lines={"geschoben": passed}, sides=_schieber_sides(match))]
    if settings.mode == "target":
        forms.append(Form("bedanken", t(N("live", "Bedanken")), [
            _side(match, "team", N("live", "Who calls Bedanken"),
                  missing=N("live", "Choose the team that calls Bedanken")),
            _number("stack", N("live", "Stack (during a round, unmultiplied; 0 after it)"),
                    high=2000, required=False, default=0),
            _choice("contract", N("live", "Contract of the round in play"),
                    _schieber_contracts(match), required=False),
        ]))
    return forms


def _schieber_sides(match: Match) -> dict[str, Any]:
    """How the phone says each team's own figures in a round not yet sent, in the words of
    the written one (:mod:`.entries`): its card points (``field``), with the words of the
    toggle that gave it every trick (``taken``, the team its ``fill`` says), its amount of a
    per-team field (``amounts``, none when 0) and the words of a team choice naming it
    (``marks``). What the round gives after its factor only the laptop knows."""
    rules: Any = match.rules
    bonus = rules.settings.match_bonus

    def taken(konter: bool) -> str:
        # {points} is the phone's; the bonus is the Tafel's
        return t(MATCH_WORDS[konter, bool(bonus)]).replace("{bonus}", number(bonus))

    return {"field": "points", "labels": list(rules.side_names),
            "taken": {"match": taken(False), "kontermatsch": taken(True)},
            "amounts": {"weis": t(WEIS)},
            "marks": {"stoeck": t(STOECK).format(stoeck=number(STOECK_POINTS))}}


def _schieber_build(match: Match, form: str, v: Values) -> Values:
    rules: Any = match.rules
    if form == "bedanken":
        return {"type": "bedanken",
                "team": _need(v, "team", N("live", "Choose the team that calls Bedanken")),
                "stack": v.get("stack") or 0, "contract": v.get("contract")}
    contract = _need(v, "contract", N("live", "Choose the contract"))
    announced = _need(v, "announced_by", N("live", "Choose the team that announced"))
    points = v.get("points")
    match_on, konter = bool(v.get("match")), bool(v.get("kontermatsch"))
    if match_on and konter:
        raise FormError(N("live", "Match or Kontermatsch, not both"))
    total = rules.round_points
    if points is None or all(p is None for p in points):
        if not (match_on or konter):
            raise FormError(N("live", "Type the card points of one team"))
        taker = announced if match_on else 1 - announced
        points = [total if side == taker else 0 for side in (0, 1)]
    points = _filled(points, total, N("live", "Type the card points of one team"))
    # who took every trick is in the points: a Kontermatsch typed as the announcing team's
    # 157 was stored as its Match (found in a trial)
    if match_on and points[announced] != total:
        raise FormError(N("live", "A Match: the announcing team took every trick, so it has "
                                  "{total} card points"), total=total)
    if konter and points[1 - announced] != total:
        raise FormError(N("live", "A Kontermatsch: the other team took every trick, so it "
                                  "has {total} card points and the announcing team 0"),
                        total=total)
    weis = v.get("weis") or [0, 0]
    return {"type": "round", "contract": contract, "announced_by": announced,
            "geschoben": bool(v.get("geschoben")), "points": points,
            "match": match_on or konter, "weis": [w or 0 for w in weis],
            "stoeck": v.get("stoeck")}


def _schieber_load(match: Match, entry: Any) -> Values:
    if entry.type == "bedanken":
        return {"team": entry.team, "stack": entry.stack, "contract": entry.contract}
    rules: Any = match.rules
    taker = entry.points.index(rules.round_points) if entry.match else None
    return {"contract": entry.contract, "announced_by": entry.announced_by,
            "geschoben": entry.geschoben, "points": list(entry.points),
            "match": taker is not None and taker == entry.announced_by,
            "kontermatsch": taker is not None and taker != entry.announced_by,
            "weis": list(entry.weis), "stoeck": entry.stoeck}


# -- the other club variants -------------------------------------------------------------------


def _coiffeur_row(name: str, factor: int) -> str:
    """A row's button, in the page's language as the window's form and the history say it
    (the match file keeps "Eichel"; a French phone offered it beside its own history's
    "Glands"); a name the Schreiber typed stays as typed."""
    return f"{row_name(name)} ×{factor}"


def _coiffeur_forms(match: Match) -> list[Form]:
    rules: Any = match.rules
    rows = [(i, _coiffeur_row(row.name, row.factor))
            for i, row in enumerate(rules.settings.rows)]
    board = match.board()
    announcer = board.announcer
    # a Misère's Match is no trick at all: 0 card points (as the window writes it)
    misere = {str(i): 0 for i, row in enumerate(rules.settings.rows) if row.kind == "misere"}
    fields = [
        _side(match, "team", N("live", "Announced by"),
              default=None if announcer is None else rules.team_of_seat(announcer),
              turn=True, missing=N("live", "Choose the team that announced")),
        _choice("row", N("live", "Row"), rows, wide=True, missing=N("live", "Choose the row")),
        _number("points", N("live", "Card points of the announcing team"), required=False),
        _toggle("match", N("live", "Match"), "kontermatsch",
                fill=_fills("points", ROUND_POINTS, by="row", values=misere)),
        _toggle("kontermatsch", N("live", "Kontermatsch"), "match", fill=_fills("points", 0)),
    ]
    if rules.settings.stoeck:
        fields.append(_toggle("stoeck", N("live", "Stöck")))
    # a round not yet sent, listed as the written one reads ("Anna & Cla: Eicheln ×1, 120,
    # Stöck", a Match's "…, Match"), without its value, which only the laptop knows: a
    # trial's read "Anna & Cla, Eicheln ×1, 120"
    line = t(N("live", "{team}: {row}, {points}{stoeck}"))
    return [Form("round", t(N("live", "Write the round")), fields, line=line,
                 toggled_lines=_said_instead(line, "points", _TAKEN_WORDS),
                 toggle_words={"stoeck": t(N("live", ", Stöck"))})]


#: the words the core's lines say in place of the points of a round where a toggle took
#: every trick (:func:`_said_instead`)
_TAKEN_WORDS = {"match": N("rules", "Match"), "kontermatsch": N("rules", "Kontermatsch")}


def _said_instead(line: str, points: str, words: Mapping[str, str]) -> dict[str, str]:
    """*line* for each toggle of *words*, its word where the line says the field *points*,
    as the core's line does ("…, Match" where a Match's 157 was written)."""
    return {name: line.replace("{" + points + "}", render(Text(word, context="rules")))
            for name, word in words.items()}


def _coiffeur_build(match: Match, form: str, v: Values) -> Values:
    points = v.get("points")
    if points is None:
        if v.get("match"):  # a Misère's Match is no trick at all: 0 (as the window writes)
            rows = match.rules.settings.rows
            row = v.get("row")
            misere = type(row) is int and 0 <= row < len(rows) and rows[row].kind == "misere"
            points = 0 if misere else ROUND_POINTS
        elif v.get("kontermatsch"):
            points = 0
        else:
            raise FormError(N("live", "Type the card points of the announcing team"))
    return {"type": "round", "team": _need(v, "team", N("live", "Choose the team that "
                                                        "announced")),
            "row": _need(v, "row", N("live", "Choose the row")), "points": points,
            "match": bool(v.get("match")), "kontermatsch": bool(v.get("kontermatsch")),
            "stoeck": bool(v.get("stoeck"))}


def _coiffeur_load(match: Match, entry: Any) -> Values:
    values: Values = entry.model_dump(exclude={"type", "written_at"})
    return values


def _coiffeur_closed(match: Match) -> Closed:
    """The rows each team has written, greyed on the phone with their figure as the
    window's list keeps them ("Eicheln ×1 (played: 1240)"): a phone offered them all, and
    its Schreiber learnt only on sending that a row is played once per team."""
    label = t(N("live", "{row} (played: {value})"))
    rows = match.board().figures["rows"]
    written = {str(team): {str(i): label.format(row=_coiffeur_row(row["name"], row["factor"]),
                                                value=number(row["cells"][team]))
                           for i, row in enumerate(rows) if row["cells"][team] is not None}
               for team in range(len(match.rules.side_names))}
    return {"round": {"row": {"by": "team", "closed": written}}}


def _differenzler_forms(match: Match) -> list[Form]:
    players = list(match.document.players)
    return [Form("game", t(N("live", "Write the game")), [
        _numbers("predictions", N("live", "Predictions (empty: none made)"), players,
                 required=False),
        _numbers("points", N("live", "Card points"), players, total=ROUND_POINTS,
                 missing=N("live", "Type the card points of every player")),
    ])]


def _differenzler_build(match: Match, form: str, v: Values) -> Values:
    n = len(match.document.players)
    predictions = v.get("predictions") or [None] * n
    return {"type": "game", "predictions": predictions,
            "points": _filled(v.get("points"), ROUND_POINTS,
                              N("live", "Type the card points of every player"))}


def _fahnder_contracts(match: Match) -> list[tuple[Any, str]]:
    rules: Any = match.rules
    return [(c, render(rules.contract_name(c)))
            for c in ("eicheln", "rosen", "schilten", "schellen", "obenabe", "undenufe")]


def _fahnder_forms(match: Match) -> list[Form]:
    from ..core.fahnder import MATCH_BID, MISDEED_NAMES

    # a round not yet sent, listed as the written one reads ("Anna bids 120 in Eicheln,
    # partner Cla: 100"): a trial's "Anna, Cla, 120, Eicheln, 100" said neither the bid
    # nor whose points
    line = t(N("live", "{fahnder} bids {bid} in {contract}, partner {partner}: {points}"))
    return [
        Form("round", t(N("live", "Write the round")), [
            _seat(match, "fahnder", N("live", "Fahnder (highest bid)"),
                  missing=N("live", "Choose the Fahnder")),
            _seat(match, "partner", N("live", "Partner (holds the called card)"),
                  missing=N("live", "Choose the partner")),
            # the Match bid in the core's words: a waiting "bietet 257" beside the written
            # "bietet 257 (Match)"
            _number("bid", N("live", "Bid"), low=5, high=MATCH_BID,
                    missing=N("live", "Type the bid"),
                    said={MATCH_BID: render(Text(N("rules", "{bid} (Match)"), bid=MATCH_BID))}),
            _choice("contract", N("live", "Contract"), _fahnder_contracts(match),
                    missing=N("live", "Choose the contract")),
            _number("points", N("live", "Card points of Fahnder and partner"),
                    required=False),
            _toggle("match", N("live", "Match"), fill=_fills("points", ROUND_POINTS)),
        ], line=line,
            toggled_lines=_said_instead(line, "points", {"match": _TAKEN_WORDS["match"]})),
        Form("penalty", t(N("live", "Write the Nuller")), [
            _seat(match, "player", N("live", "Player at fault"),
                  missing=N("live", "Choose the player at fault")),
            _choice("nuller", N("live", "Nuller"), [(1, "1"), (2, "2")], default=2,
                    missing=N("live", "Choose how many Nuller")),
            _choice("misdeed", N("live", "Misdeed"),
                    [(k, render(Text(v))) for k, v in MISDEED_NAMES.items()], default="other",
                    missing=N("live", "Choose the misdeed")),
        ]),
    ]


def _fahnder_build(match: Match, form: str, v: Values) -> Values:
    if form == "penalty":
        return {"type": "penalty",
                "player": _need(v, "player", N("live", "Choose the player at fault")),
                "nuller": v.get("nuller") or 2, "misdeed": v.get("misdeed") or "other"}
    points = v.get("points")
    if points is None:
        if not v.get("match"):
            raise FormError(N("live", "Type the card points of Fahnder and partner"))
        points = ROUND_POINTS
    return {"type": "round", "fahnder": _need(v, "fahnder", N("live", "Choose the Fahnder")),
            "partner": _need(v, "partner", N("live", "Choose the partner")),
            "bid": _need(v, "bid", N("live", "Type the bid")),
            "contract": _need(v, "contract", N("live", "Choose the contract")),
            "points": points, "match": bool(v.get("match"))}


def _pandur_forms(match: Match) -> list[Form]:
    from ..core.pandur import contract_name, ladder

    rules: Any = match.rules
    contracts = [(c, render(contract_name(c))) for c in ladder(rules.settings.high_bids)]
    made = [(True, t(N("live", "made"))), (False, t(N("live", "failed")))]
    return [
        Form("deal", t(N("live", "Write the deal")), [
            _seat(match, "declarer", N("live", "Declarer"), default=None,
                  missing=N("live", "Choose the declarer")),
            _choice("contract", N("live", "Contract"), contracts, wide=True,
                    missing=N("live", "Choose the contract")),
            _choice("made", N("live", "Made? (or type the points below)"), made,
                    required=False),
            _number("points", N("live", "Card points of the declarer"), required=False),
            _number("weis", N("live", "Weis of the declarer"), high=500, required=False),
            _toggle("weis_beaten", N("live", "An opponent showed a higher Weis")),
        ]),
        Form("fault", t(N("live", "Write the fault")), [
            _seat(match, "declarer", N("live", "Declarer"),
                  missing=N("live", "Choose the declarer")),
            _choice("contract", N("live", "Contract"), contracts, wide=True,
                    missing=N("live", "Choose the contract")),
            _seat(match, "by", N("live", "Player at fault"),
                  missing=N("live", "Choose the player at fault")),
            _toggle("premature_lead", N("live", "The declarer led before the bidding ended")),
        ]),
        Form("no_bid", t(N("live", "Nobody bid")), [], plain=True),
        Form("misdeal", t(N("live", "Misdealt")), [], plain=True),
    ]


def _pandur_build(match: Match, form: str, v: Values) -> Values:
    if form in ("no_bid", "misdeal"):
        return {"type": form}
    declarer = _need(v, "declarer", N("live", "Choose the declarer"))
    contract = _need(v, "contract", N("live", "Choose the contract"))
    if form == "fault":
        return {"type": "fault", "declarer": declarer, "contract": contract,
                "by": _need(v, "by", N("live", "Choose the player at fault")),
                "premature_lead": bool(v.get("premature_lead"))}
    return {"type": "deal", "declarer": declarer, "contract": contract,
            "made": v.get("made"), "points": v.get("points"), "weis": v.get("weis") or 0,
            "weis_beaten": bool(v.get("weis_beaten"))}


def _molotow_forms(match: Match) -> list[Form]:
    rules: Any = match.rules
    players = list(match.document.players)
    fields = [
        _numbers("points", N("live", "Card points"), players, total=ROUND_POINTS,
                 missing=N("live", "Type the card points of every player")),
        _numbers("hand_weis", N("live", "Handweis (minus)"), players, high=1000,
                 required=False),
        _numbers("tisch_weis", N("live", "Tischweis (plus)"), players, high=1000,
                 required=False),
    ]
    if rules.settings.stoeck:
        fields.append(_seat(match, "stoeck", N("live", "Stöck"), required=False))
    return [Form("round", t(N("live", "Write the round")), fields),
            Form("draw", t(N("live", "Write the draw")), [
                _order(match, "order", N("live", "Tied players, highest card first"))])]


def _molotow_build(match: Match, form: str, v: Values) -> Values:
    if form == "draw":
        return {"type": "draw", "order": _need(v, "order", N("live", "Tap the players in "
                                                              "order"))}
    n = len(match.document.players)

    def weis(name: str) -> list[int]:
        given = v.get(name) or []
        return [w or 0 for w in given] if any(given) else []

    return {"type": "round",
            "points": _filled(v.get("points"), ROUND_POINTS,
                              N("live", "Type the card points of every player"), n),
            "hand_weis": weis("hand_weis"), "tisch_weis": weis("tisch_weis"),
            "stoeck": v.get("stoeck")}


def _molotow_load(match: Match, entry: Any) -> Values:
    if entry.type == "draw":
        return {"order": list(entry.order)}
    return {"points": list(entry.points), "hand_weis": list(entry.hand_weis) or None,
            "tisch_weis": list(entry.tisch_weis) or None, "stoeck": entry.stoeck}


def _handjass_forms(match: Match) -> list[Form]:
    from ..core.handjass import FULL_DECK_PLAYERS

    players = list(match.document.players)
    total = ROUND_POINTS if len(players) == FULL_DECK_PLAYERS else None
    return [Form("round", t(N("live", "Write the round")), [
                _numbers("points", N("live", "Card points"), players, total=total,
                         missing=N("live", "Type the card points of every player"))]),
            Form("striche", t(N("live", "Write the Striche")), [
                _numbers("striche", N("live", "Striche this round"), players, high=9,
                         missing=N("live", "Type the Striche of every player"))])]


def _handjass_build(match: Match, form: str, v: Values) -> Values:
    if form == "striche":
        return {"type": "striche", "striche": _all(v, "striche", N("live", "Type the Striche "
                                                                   "of every player"))}
    total = ROUND_POINTS if len(match.document.players) == 4 else None
    points = v.get("points")
    if total is not None:
        return {"type": "round", "points": _filled(points, total, N(
            "live", "Type the card points of every player"))}
    return {"type": "round", "points": _all(v, "points", N("live", "Type the card points of "
                                                           "every player"))}


def _punktetafel_forms(match: Match) -> list[Form]:
    sides = list(match.rules.side_names)
    return [Form("round", t(N("live", "Write the round")), [
                _numbers("points", N("live", "Points"), sides, low=-1_000_000,
                         high=1_000_000, missing=N("live", "Type the points of every side")),
                _text("note", N("live", "Note"))]),
            Form("close", t(N("live", "End the match here")), [], plain=True)]


def _punktetafel_build(match: Match, form: str, v: Values) -> Values:
    if form == "close":
        return {"type": "close"}
    return {"type": "round", "points": _all(v, "points", N("live", "Type the points of every "
                                                           "side")),
            "note": v.get("note") or ""}


def _guggitaler_forms(match: Match) -> list[Form]:
    """Guggitaler (RULES.md section 7): one form per kind of game, each with the game to
    write (the next one chosen), as the window's pages: what each player took, who took the
    Rosenkönig or the last trick, the Domino's finishing order; with French cards
    (``deck: "fr"``) the cards are Herz, Dame and Kreuzkönig, as in the window. The count
    left empty is filled in by :func:`_guggitaler_build` (the game's total − the others),
    not on the phone: its total depends on the game chosen."""
    from ..core.guggitaler import COUNT_GAMES, PENALTY_GAMES

    rules: Any = match.rules
    players = list(match.document.players)
    upcoming = match.board().figures.get("next_game") or {}
    next_game = upcoming.get("game")

    def games(keys: tuple[str, ...]) -> list[tuple[Any, str]]:
        return [(g, _unbroken_figures(t(N("live", "{game} ({total} × {penalty})")).format(
                    game=render(rules.game_name(g)), total=rules.game_total(g),
                    penalty=rules.penalty(g)))) for g in keys]

    takers = tuple(g for g in PENALTY_GAMES if g not in COUNT_GAMES)
    # the cards of the match's deck, as the games' names (Herz, Dame with French cards)
    if rules.settings.deck == "fr":
        taken = N("live", "Taken (tricks, Hearts or Queens; one left empty: the rest)")
    else:
        taken = N("live", "Taken (tricks, Bells or Ober; one left empty: the rest)")
    forms = [
        Form("count", t(N("live", "Write what each player took")), [
            _choice("game", N("live", "Game"), games(COUNT_GAMES), wide=True,
                    default=next_game if next_game in COUNT_GAMES else None, turn=True,
                    missing=N("live", "Choose the game")),
            _numbers("counts", taken, players, high=rules.game_total("tricks"),
                     missing=N("live", "Type what every player took (one may stay empty)")),
        ]),
        Form("taker", t(N("live", "Write who took it")), [
            _choice("game", N("live", "Game"), games(takers), wide=True,
                    default=next_game if next_game in takers else None, turn=True,
                    missing=N("live", "Choose the game")),
            _seat(match, "player", N("live", "Taken by"), missing=N("live", "Choose who took it")),
        ]),
    ]
    if rules.settings.domino:
        forms.append(Form("domino", t(N("live", "Write the Domino")), [
            _order(match, "order", N("live", "Finishing order, first out first"))]))
    return forms


def _unbroken_figures(label: str) -> str:
    """*label* whose "1 × 40" stays on one line, with no-break spaces around the ×: a trial's
    390 px phone broke a game button as "Roi de trèfle (1" over "× 40)"."""
    return label.replace(" × ", "\u00a0×\u00a0")


def _guggitaler_build(match: Match, form: str, v: Values) -> Values:
    from ..core.guggitaler import COUNT_GAMES, PENALTY_GAMES

    rules: Any = match.rules
    if form == "domino":
        return {"type": "domino", "order": _need(v, "order", N("live", "Tap the players in "
                                                                "order"))}
    game = _need(v, "game", N("live", "Choose the game"))
    if form == "taker":
        if game not in PENALTY_GAMES or game in COUNT_GAMES:
            raise FormError(N("live", "Choose the game"))
        return {"type": "taker", "game": game,
                "player": _need(v, "player", N("live", "Choose who took it"))}
    if game not in COUNT_GAMES:
        raise FormError(N("live", "Choose the game"))
    counts = _filled(v.get("counts"), rules.game_total(game),  # a negative one: the core's
                     N("live", "Type what every player took (one may stay empty)"),
                     negative=False)  # own sentence names the game
    return {"type": "count", "game": game, "counts": counts}


def _open(match: Match) -> Closed:
    return {}


def _dump(match: Match, entry: Any) -> Values:
    values: Values = entry.model_dump(exclude={"type", "written_at"})
    return values


@dataclass(frozen=True)
class VariantForms:
    forms: Callable[[Match], list[Form]]
    build: Callable[[Match, str, Values], Values]
    load: Callable[[Match, Any], Values] = _dump
    closed: Callable[[Match], Closed] = _open


#: every variant a club evening can be held in (jasstafel.club.draw.VARIANT_TABLES)
VARIANT_FORMS: dict[str, VariantForms] = {
    "schieber": VariantForms(_schieber_forms, _schieber_build, _schieber_load),
    "coiffeur": VariantForms(_coiffeur_forms, _coiffeur_build, _coiffeur_load,
                             _coiffeur_closed),
    "differenzler": VariantForms(_differenzler_forms, _differenzler_build),
    "fahnder": VariantForms(_fahnder_forms, _fahnder_build),
    "pandur": VariantForms(_pandur_forms, _pandur_build),
    "molotow": VariantForms(_molotow_forms, _molotow_build, _molotow_load),
    "handjass": VariantForms(_handjass_forms, _handjass_build),
    "punktetafel": VariantForms(_punktetafel_forms, _punktetafel_build),
    "guggitaler": VariantForms(_guggitaler_forms, _guggitaler_build),
}


# -- the interface -------------------------------------------------------------------------------


def forms(match: Match) -> list[Form]:
    """The forms of the match's variant, for its table (names, settings)."""
    teams = tuple(match.rules.side_names)
    return [replace(form, teams=teams) for form in VARIANT_FORMS[match.variant].forms(match)]


def build(match: Match, form: str, values: Any) -> Any:
    """The entry that *values* of *form* describe: checked by pydantic, not yet by the rules
    (the Match does that). FormError: a field is missing or impossible."""
    known = {f.name: f for f in forms(match)}
    if form not in known:
        # said in a person's words, not the form's code name (a trial's "Das Formular round
        # hat kein Feld name")
        raise FormError(N("live", "Not written: nothing called “{form}” is written at this "
                                  "table"), form=str(form)[:40])
    if not isinstance(values, Mapping):
        raise FormError(N("live", "The form sent no values"))
    _check_values(known[form], values)
    data = VARIANT_FORMS[match.variant].build(match, form, dict(values))
    return entry_from_json(match, data)


def load(match: Match, entry: Any) -> dict[str, Any]:
    """``{"form": name, "values": {...}}`` that show *entry* in its form again."""
    values = VARIANT_FORMS[match.variant].load(match, entry)
    return {"form": entry.type, "values": {k: v for k, v in values.items() if v is not None}}


def closed(match: Match) -> Closed:
    """The choices that cannot be taken as the Tafel stands, by the choice of another field:
    ``{form: {field: {"by": other field, "closed": {its value: {option value: label}}}}}``
    (values as JSON keys, strings). The phone greys them and shows their label (a Coiffeur's
    row a team has written, with its figure); the rules core still refuses them."""
    return VARIANT_FORMS[match.variant].closed(match)


_ADAPTERS: dict[str, TypeAdapter[Any]] = {}


def entry_from_json(match: Match, data: Any) -> Any:
    """The variant's entry model from JSON data (the journal, the window's log)."""
    adapter = _ADAPTERS.get(match.variant)
    if adapter is None:
        item: Any = match.rules.Document.model_fields["entries"].annotation
        adapter = _ADAPTERS[match.variant] = TypeAdapter(item)
    try:
        return adapter.validate_python(data)[0] if isinstance(data, list) else \
            adapter.validate_python([data])[0]
    except ValidationError as err:
        first = err.errors()[0]
        where = ".".join(str(p) for p in first["loc"][1:] if p != "round") or "entry"
        # pydantic's usual messages in the catalog's words, as for a refused match file; a
        # value not among the allowed ones said as such (its English lists them)
        problem: Any = Text(N("live", "not known at this table"), context="live") \
            if first.get("type") == "literal_error" else matchfile.pydantic_problem(first)
        raise FormError(N("live", "This entry is not possible: {field}: {problem}"),
                        field=where, problem=problem) from None


# -- helpers ---------------------------------------------------------------------------------------

_SCALAR = (int, str, bool, type(None))
_NUMERIC = ("number", "numbers", "weis")  # the kinds of field that hold whole numbers
MAX_FIGURE = 999_999  # more than any figure of a Jass entry


def _check_values(form: Form, values: Mapping[str, Any]) -> None:
    """Only the form's fields, each a small plain value of its kind: a phone cannot smuggle
    in more, and a request made by hand is refused with a sentence naming the field by its
    label and the rule (a whole number, one of the choices, yes or no), in the page's words
    (not pydantic's English, nor the field's code name)."""
    names = {f["name"]: f for f in form.fields}
    for key, value in values.items():
        if key not in names:
            raise FormError(N("live", "Not written: “{form}” asks for nothing called “{field}”"),
                            form=form.button, field=str(key)[:40])
        field = names[key]
        label, kind = field["label"], field["kind"]
        if kind in _NUMERIC:
            _check_figures(field, value)
            continue
        if kind == "toggle" and value is not None and type(value) is not bool:
            raise FormError(N("live", "{field}: yes or no"), field=label)
        if isinstance(value, list):
            if len(value) > 10 or not all(isinstance(x, _SCALAR) for x in value):
                raise FormError(N("live", "{field}: one value per player"), field=label)
        elif not isinstance(value, _SCALAR):
            raise FormError(N("live", "{field}: not a value"), field=label)
        if isinstance(value, str) and len(value) > field.get("max", 40):
            raise FormError(N("live", "{field}: too long"), field=label)
        if kind == "choice" and value is not None and not any(
                type(o["value"]) is type(value) and o["value"] == value
                for o in field["options"]):
            # an unknown contract, row or team: not pydantic's "Input should be 'eicheln', …"
            raise FormError(N("live", "{field}: “{value}” is not known at this table"),
                            field=label, value=str(value)[:20])


def _check_figures(field: Field, value: Any) -> None:
    """A number field's value: whole numbers (one per player or side for a list field);
    letters, 100.5 or a 20-digit number sent by hand are said in the page's words, and never
    past what a locale can write (OverflowError)."""
    label = field["label"]
    several = field["kind"] != "number"
    if several and isinstance(value, list) and len(value) > 10:
        raise FormError(N("live", "{field}: one value per player"), field=label)
    for x in value if isinstance(value, list) and several else [value]:
        if x is not None and (type(x) is not int or abs(x) > MAX_FIGURE):
            raise FormError(N("live", "{field}: type a whole number (at most {digits} "
                                      "digits)"),
                            field=label, digits=len(str(MAX_FIGURE)))
    if several and value is not None and not isinstance(value, list):
        raise FormError(N("live", "{field}: one value per player"), field=label)


def _need(values: Values, name: str, message: str) -> Any:
    value = values.get(name)
    if value is None or value == [] or value == "":
        raise FormError(message)
    return value


def _all(values: Values, name: str, message: str) -> list[Any]:
    given = values.get(name)
    if not given or any(x is None for x in given):
        raise FormError(message)
    return list(given)


def _filled(points: Any, total: int, message: str, n: int = 2,
            negative: bool = True) -> list[int]:
    """Card points with the one left empty filled in (total − the others), as the window
    does for the other team; a negative one refused as such (unless *negative* is False)."""
    if not points:
        raise FormError(message)
    points = list(points)
    for p in points if negative else ():  # said as such, not as a sum ("-10 + 167")
        if isinstance(p, int) and p < 0:
            raise FormError(N("live", "{value} is not possible: the figure cannot be "
                                      "negative"), value=p)
    empty = [i for i, p in enumerate(points) if p is None]
    if len(empty) > 1:
        raise FormError(message)
    if empty:
        known = sum(p for p in points if isinstance(p, int) and not isinstance(p, bool))
        if known > total:  # said as such, not as a sum with a negative other ("200 + -43")
            raise FormError(N("live", "{value} is more than a round has: {total}"),
                            value=known, total=total)
        points[empty[0]] = total - known
    return list(points)

