"""What a form says before the rules are asked: something missing or mistyped.

``FormError``: the form is incomplete (no contract chosen, no cell chosen …).
``FieldError``: one field cannot be written (nothing typed, "12a", 158 in a field of 0 … 157);
``field`` is that field, so that the panel says the message beside it and puts the cursor
there. ``FieldRefusal``, a FieldError: what the field holds is refused, not missing ("12a",
158, a bid the rules do not know, counts past the game's): the line under the form foretells
it as the rules' refusals, "Enter would be refused: …", where something missing is a grey
hint. ``NextStep``, a FieldError: nothing is wrong, the field is simply where the form goes
on (a Differenzler's predictions typed: the card points now); Enter says it as the grey hint,
not in red. All carry a translated message for the Schreiber; the match is never touched.
"""

from __future__ import annotations

from typing import Any


class FormError(Exception):
    """The form is incomplete (no contract chosen ...): said before the rules are asked."""


class FieldError(FormError):
    """One field's text cannot be written; ``field`` is the widget, ``str(err)`` the message."""

    def __init__(self, field: Any, message: str) -> None:
        super().__init__(message)
        self.field = field


class FieldRefusal(FieldError):
    """What *field* holds is refused (not missing): Enter would refuse it whatever else is
    typed. ``after_colon``: the message as said after the preview's colon, where it is a
    rule's sentence that goes on small there (``i18n.after_colon``); None: as it is (it
    begins with the field's name)."""

    def __init__(self, field: Any, message: str, after_colon: str | None = None) -> None:
        super().__init__(field, message)
        self.after_colon = after_colon


class NextStep(FieldError):
    """Nothing typed is wrong: *field* is the form's next step, and Enter says so as the grey
    hint, with the cursor put there (a German trial's Differenzler said "Die Vorhersagen
    sind getippt; …" in the red of a refusal)."""
