"""A calm ink-and-paper palette and the font stacks (one place, so every screen agrees)."""

from __future__ import annotations

PAPER = "#f4ecdc"        # rice paper
PAPER_DARK = "#e8dcc4"
PAPER_EDGE = "#d9c9a8"
INK = "#2b2622"          # sumi ink
INK_SOFT = "#5b524a"
INK_FAINT = "#8c8177"
CINNABAR = "#b23a2a"     # seal red
CINNABAR_SOFT = "#d9826f"
JADE = "#3f7565"
JADE_SOFT = "#9cc1b2"
INDIGO = "#2f4a6b"
GOLD = "#b8893a"
FELT_TOP = "#3e5a50"     # the table: deep celadon
FELT_BOTTOM = "#2c423b"
FELT_LINE = "rgba(244,236,220,0.18)"
SHADE = "rgba(20,16,12,0.55)"
WHITE = "#fffaf0"

SEASON_TINT = {
    "spring": ("#4c6b57", "#33493f"),
    "summer": ("#3c5c66", "#263f48"),
    "autumn": ("#6b5a3e", "#46392a"),
    "winter": ("#4a5566", "#2e3644"),
}

FONTS = {
    "zh-Hans": {"s": '"Noto Serif CJK SC","Noto Serif SC","Songti SC","STSong","SimSun",serif',
                "a": '"Noto Sans CJK SC","PingFang SC","Microsoft YaHei","Noto Sans SC",system-ui,sans-serif'},
    "zh-Hant": {"s": '"Noto Serif CJK TC","Noto Serif TC","Songti TC","PMingLiU",serif',
                "a": '"Noto Sans CJK TC","PingFang TC","Microsoft JhengHei","Noto Sans TC",system-ui,sans-serif'},
    "en": {"s": 'Georgia,"Noto Serif CJK SC","Songti SC",serif',
           # named faces first: on a desktop without them system-ui is often a wide fallback (DejaVu)
           "a": '"Segoe UI",Roboto,"Helvetica Neue",Arial,"Noto Sans CJK SC",system-ui,sans-serif'},
}
