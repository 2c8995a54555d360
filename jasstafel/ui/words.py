"""Jass words in the UI language (German by default, English as translation)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication


def _t(text: str) -> str:
    return QCoreApplication.translate("words", text)


def contract_name(contract: str, deck: str = "de") -> str:
    if deck == "fr":
        names = {"eicheln": _t("Clubs"), "rosen": _t("Spades"), "schilten": _t("Hearts"),
                 "schellen": _t("Diamonds")}
    else:
        names = {"eicheln": _t("Acorns"), "rosen": _t("Roses"), "schilten": _t("Shields"),
                 "schellen": _t("Bells")}
    names.update({"obenabe": _t("Obenabe"), "undenufe": _t("Undenufe"), "slalom": _t("Slalom")})
    return names.get(contract, contract)
