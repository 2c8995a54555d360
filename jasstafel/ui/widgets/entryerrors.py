"""What a form says before the rules are asked: something missing or mistyped.

``FormError``: the form is incomplete (no contract chosen, no cell chosen …).
``FieldError``: one field cannot be read (nothing typed, "12a", 158 in a field of 0 … 157);
``field`` is that field, so that the panel says the message beside it and puts the cursor
there. Both carry a translated message for the Schreiber; the match is never touched.
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
