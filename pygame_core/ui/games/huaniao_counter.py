"""花鳥風月's 记牌器: how many of each face the viewer has not seen, from what every seat sees
(the pool and the discards, face-down cards not counted as seen) and the viewer's own hand."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable

from ...core.game import JSON
from ...games.huaniao.cards import FACE
from .. import theme as th
from ..draw import DisplayList, fit_size, text_width
from ..geom import Rect

ORDER = "B1234HFY"


def unseen(view: JSON) -> dict[str, int]:
    """Each face of the song's deck (in ``ORDER``) and how many copies are still unseen."""
    deck = int((view.get("options") or {}).get("deck", 64))
    left = Counter(FACE[i] for i in range(deck))
    seen: list[object] = [c for ph in view.get("pool") or [] if isinstance(ph, dict) for c in ph.get("cards") or []]
    seen += list(view.get("heap") or []) + list(view.get("hand") or [])
    for c in seen:
        if isinstance(c, dict) and "face" in c:
            left[str(c["face"])] -= 1
    return {f: max(0, left[f]) for f in ORDER if f in left}


def draw_counter(dl: DisplayList, r: Rect, counts: dict[str, int], glyph: Callable[[str], str],
                 label: str, words: bool = False) -> None:
    """The label, then each face with its count (a face all seen is greyed); ``words``: the faces
    are words (English: "bird 14", play-test 10 42 read "鸟14 十6" in English), on two rows of four
    when ``r`` is tall enough for them."""
    dl.rect(r, "rgba(20,16,12,0.28)", None, 1.0, min(r.h / 2, 12.0))
    lw = min(72.0, r.w * 0.2) if label else 4.0
    if label:
        dl.text(r.x + 10, r.y + min(r.h, 24.0) / 2, label, fit_size(label, 13, lw - 10), th.GOLD, "l", "b", "a",
                lw - 10)
    if words:  # each "word n" as wide as it reads, the rows' gaps shared out (13 px: play-test 4)
        lw = text_width(label, 13) * 1.25 + 18 if label else 4.0  # (a system sans: wider than estimated)
        rows = 2 if r.h >= 44 else 1
        items = [(f"{glyph(f)} {n}", n) for f, n in counts.items()]
        per = -(-len(items) // rows)
        size, rh = 13.0, r.h / rows
        for row in range(rows):
            part = items[row * per:(row + 1) * per]
            x0 = r.x + (lw if row == 0 else 10.0)
            room = r.r - 8 - x0
            # (a tenth over the estimate: a sans may draw Latin wider than text_width says, and the
            # words ran together, "7thousand 410k")
            size = min(size, room / (sum(text_width(t, 13.0) * 1.1 for t, _ in part) + 6 * len(part)) * 13.0)
        for row in range(rows):
            part = items[row * per:(row + 1) * per]
            x = r.x + (lw if row == 0 else 10.0)
            widths = [text_width(t, size) * 1.1 for t, _ in part]
            gap = (r.r - 8 - x - sum(widths)) / max(1, len(part))
            for (t, n), tw in zip(part, widths, strict=True):
                ink = th.PAPER if n else "rgba(244,236,220,0.35)"
                dl.text(x + gap / 2, r.y + rh * (row + 0.5), t, size, ink, "l", "b", "a", tw + gap / 2 - 2)
                x += tw + gap
        return
    step = (r.w - lw - 6) / max(1, len(counts))
    for i, (f, n) in enumerate(counts.items()):
        x = r.x + lw + i * step
        ink = th.PAPER if n else "rgba(244,236,220,0.35)"
        # sized by the cell: a two-digit count never runs into the next face
        dl.text(x + step * 0.46, r.cy, glyph(f), min(14.0, r.h * 0.6, step * 0.42), ink, "r", "b", "s")
        dl.text(x + step * 0.5, r.cy, str(n), min(13.5, r.h * 0.56, step * 0.38), ink, "l", "n", "a")
