"""Names on buttons as they were typed.

Qt reads ``&`` in the text of a button, check box, group box, tab, menu action and of a label
with a buddy as the mark of a mnemonic: "Anna & Cla" was shown as "Anna _Cla" (the C
underlined) and Alt+C pressed it. ``&&`` shows one ``&``. Every name, path or other text a
user or a file wrote goes through :func:`no_mnemonic` before it becomes such a text.
"""

from __future__ import annotations

__all__ = ["no_mnemonic"]


def no_mnemonic(text: str) -> str:
    """*text* for a button, check box, group box, tab, action or buddy label: every ``&``
    shown as it is, none taken as a mnemonic."""
    return text.replace("&", "&&")
