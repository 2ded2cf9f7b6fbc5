"""The log's words for a dance: its name, then the cards it was made of."""

from __future__ import annotations

from pygame_core.games.huaniao.texts import log_text


def _line(lang: str) -> str | None:
    ev = {"type": "play", "op": "wu", "kind": "moon", "seat": 0, "cards": [{"face": "月"}]}
    return log_text(ev, lang, lambda s: "You" if lang == "en" else "你", lambda cs: " ".join(c["face"] for c in cs), 0)


def test_an_english_dance_line_keeps_its_cards_apart_from_its_name() -> None:
    """Play-test 12 (42): "You Dance: The moon shines moon" read as broken English."""
    assert _line("en") == "You Dance: The moon shines (月)"
    assert _line("zh-Hans") == "你 舞，月照 月"


def test_an_english_play_line_names_the_play_then_its_cards() -> None:
    """Play-test 13 (47): "Bot 2 Sing 10k", "Bot 3 Call flower" read as one odd phrase."""
    ev = {"type": "play", "op": "ge", "seat": 2, "cards": [{"face": "万"}]}
    en = log_text(ev, "en", lambda s: f"Bot {s}", lambda cs: "10k", 0)
    assert en is not None and en.startswith("Bot 2 Sing: 10k")
    zh = log_text(ev, "zh-Hans", lambda s: f"电脑{s}", lambda cs: "万", 0)
    assert zh is not None and zh.startswith("电脑2 歌 万")
