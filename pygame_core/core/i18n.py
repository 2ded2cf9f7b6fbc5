"""Texts in the three languages of the product. A ``Text`` maps a language code to a string."""

from __future__ import annotations

from collections.abc import Iterable, Mapping

LANGS = ("zh-Hans", "zh-Hant", "en")
DEFAULT_LANG = "zh-Hans"

Text = Mapping[str, str]


def tx(hans: str, hant: str, en: str) -> dict[str, str]:
    """Build a Text; arguments in the fixed order zh-Hans, zh-Hant, en."""
    return {"zh-Hans": hans, "zh-Hant": hant, "en": en}


def pick(text: Text | str, lang: str = DEFAULT_LANG) -> str:
    """The text in ``lang``, falling back to zh-Hans then English."""
    if isinstance(text, str):
        return text
    return text.get(lang) or text.get(DEFAULT_LANG) or text.get("en") or ""


def listing(items: Iterable[str], lang: str) -> str:
    """Names or words in a row: 电脑1、电脑3 in Chinese, "Bot 1, Bot 3" in English."""
    return (", " if lang == "en" else "、").join(items)


def fmt(text: Text, **kw: object) -> dict[str, str]:
    """Fill ``{name}`` fields in every language."""
    return {k: v.format(**kw) for k, v in text.items()}
