"""The few looks every panel shares: a chosen button must be seen from across the table."""

from __future__ import annotations

#: checkable buttons (contract, team, Weis team, Stöck, Match): the chosen one dark and bold,
#: never the light grey on grey of the platform style
CHOICE_STYLE = (
    "QPushButton:checked { background: #1d2a4a; color: #ffffff; font-weight: bold;"
    " border: 2px solid #e0a800; border-radius: 4px; }"
    " QPushButton:checked:disabled { background: #6b7390; }"
)

#: the same buttons while their choice means nothing yet (a Weis side without a Weis)
QUIET_CHOICE_STYLE = (
    "QPushButton:checked { background: #e6ebf5; color: #1d2a4a; border: 1px solid #7d8bb0;"
    " border-radius: 4px; }"
)
