"""What the board shows: derived from the entries, never stored.

Sentences (``status``, an entry's ``text`` and ``notes``) are :class:`~.text.Text`: English
strings that a client can render in the user's language; in JSON they are the English string.

Every variant produces the same outer shape so that the command line, the
printer and the club database can read any board; each variant adds its own
figures (Z strokes, Striche, Schreibpunkte ...) under ``figures``.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Annotated, Any

from pydantic import BaseModel, ConfigDict, Field, PlainSerializer, PlainValidator, WithJsonSchema

from .text import _as_text

#: a pydantic field that holds a :class:`~.text.Text` (a plain str given to it becomes an
#: untranslated Text) and is written as its English string in JSON; typed ``str`` for its
#: readers. Here with the models, not in :mod:`.text`, which needs no pydantic.
TextField = Annotated[
    str,
    PlainValidator(_as_text),
    PlainSerializer(str, return_type=str, when_used="json"),
    WithJsonSchema({"type": "string"}),
]


#: one set per combination of given fields, shared by the models that have it (below)
_FIELDS_SETS: dict[frozenset[str], set[str]] = {}


def share_fields_set(model: BaseModel) -> None:
    """Let a frozen *model* share its set of given field names with its equals.

    pydantic keeps that set per instance (for ``exclude_unset``); with five names or more it
    takes 728 bytes, more than the model's values: a third of a 1,000-entry match's memory
    (its entries and board lines, docs/performance.md). A frozen model never changes it, and
    ``model_copy`` copies it before an update, so one set per combination serves them all.
    """
    given = model.__pydantic_fields_set__
    shared = _FIELDS_SETS.setdefault(frozenset(given), given)
    if shared is not given:
        object.__setattr__(model, "__pydantic_fields_set__", shared)


class _Out(BaseModel):
    model_config = ConfigDict(frozen=True)

    def model_post_init(self, context: Any, /) -> None:
        share_fields_set(self)


class EntryLine(_Out):
    """What one entry wrote on the board."""

    number: int = Field(description="1-based position of the entry in the match")
    kind: str = Field(description="entry type, e.g. 'round', 'bedanken', 'penalty'")
    round: int | None = Field(None, description="round (game, deal) number, if the entry is one")
    text: TextField = Field(description="the entry in words")
    written: list[int] = Field(description="what the entry wrote, per side")
    totals: list[int] = Field(description="running totals after the entry, per side")
    notes: list[TextField] = Field(default_factory=list,
                                   description="Match, Kontermatsch, Berg ...")


class SideBoard(_Out):
    """One side of the board: a team or a single player."""

    name: str
    players: list[str]
    total: int
    figures: dict[str, Any] = Field(default_factory=dict)


class Board(_Out):
    """The whole board after a sequence of entries."""

    variant: str
    preset: str
    sides: list[SideBoard]
    entries: list[EntryLine]
    finished: bool
    winners: list[int] = Field(description="indices into sides")
    ranks: list[int] = Field(description="rank per side, 1 = best; equal ranks are shared")
    status: TextField = Field(description="one sentence: whose turn, who won, what is missing")
    dealer: int | None = Field(
        None, description="seat (index into the match's players) that deals the next round, "
        "game or deal; None when the Partie is over")
    announcer: int | None = Field(
        None, description="seat that announces (names the contract) next; None when the "
        "Partie is over or the variant has no announcer")
    figures: dict[str, Any] = Field(default_factory=dict)


def shared_ranks(keys: Sequence[Any]) -> list[int]:
    """Competition ranks (1, 1, 3) for *keys*, where a larger key is better."""
    return [1 + sum(1 for other in keys if other > key) for key in keys]
