"""Errors that carry a machine code and a reason in every language."""

from __future__ import annotations

from .i18n import Text, pick, tx


class PaijuError(Exception):
    """Base: ``code`` for programs, ``reason`` (a Text) for people."""

    def __init__(self, code: str, reason: Text | str) -> None:
        self.code = code
        self.reason: Text = tx(reason, reason, reason) if isinstance(reason, str) else reason
        super().__init__(f"{code}: {pick(self.reason, 'en')}")

    def message(self, lang: str = "zh-Hans") -> str:
        return pick(self.reason, lang)

    def to_json(self) -> dict[str, object]:
        return {"code": self.code, "reason": dict(self.reason)}


class IllegalAction(PaijuError):
    """An action the rules refuse. Raising it guarantees the state did not change."""


class OptionsError(PaijuError):
    """Invalid options; ``problems`` lists every rule broken (one Text each)."""

    def __init__(self, problems: list[Text]) -> None:
        self.problems = problems
        joined = {k: "; ".join(pick(p, k) for p in problems) for k in ("zh-Hans", "zh-Hant", "en")}
        super().__init__("E_OPTIONS", joined)


class NotationError(PaijuError):
    """A position or action text that does not parse."""

    def __init__(self, reason: Text | str) -> None:
        super().__init__("E_NOTATION", reason)


class ReplayError(PaijuError):
    """A replay that diverges or holds an illegal action; ``index`` is the action number."""

    def __init__(self, index: int, reason: Text | str) -> None:
        self.index = index
        super().__init__("E_REPLAY", reason)
