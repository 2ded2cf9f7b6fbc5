"""The seats' marks on the 够级 table: each seat's word (过, 让, the calls 预点/明点) in a pill by its
seat and never over its cards, and 报牌 (a count made public) on its badge."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Protocol

from ....core.game import JSON
from ... import theme as th
from ...draw import DisplayList, fit_size, text_width
from ...geom import Rect
from .moments import LOW


class Says(Protocol):
    def tx(self, key: str, **kw: object) -> str: ...


def reported(view: JSON, seats: dict[int, Rect]) -> Iterator[tuple[int, Rect, int]]:
    """The seats whose count is public (报牌), with their badge and count."""
    counts = view.get("counts") or [0] * 6
    public = view.get("reported") or [False] * 6
    for s, sr in seats.items():
        n = counts[s] if s < len(counts) else 0
        if n and public[s]:
            yield s, sr, n


REPORT_TAG_UP = 12.0  # how far a 报牌 tag stands above its badge's top edge


def draw_reports(ui: Says, dl: DisplayList, seats: dict[int, Rect], view: JSON, now: float) -> None:
    """报牌 (rules RA-29: 10 or fewer is public): a red tag over the top edge of the seat's badge
    with its count, pulsing from 3 down."""
    for _s, sr, n in reported(view, seats):
        label = ui.tx("report", n=n)
        w = text_width(label, 12.5) + 16
        r = Rect(sr.x + sr.w * 0.55 - w / 2, sr.y - REPORT_TAG_UP, w, 18)  # (clear of the avatar and the count)
        report_tag(dl, r, label, 12.5, 9.0, n <= LOW, now)


def report_tag(dl: DisplayList, r: Rect, label: str, size: float, rad: float, low: bool, now: float,
               pad: float = 4.0) -> None:
    """A 报牌 tag: red, with a gold ring pulsing round it from 3 cards down (``low``)."""
    if low:
        ring = 3.0 if rad > 6 else 2.0
        dl.alpha(0.55 + 0.45 * abs(((now * 1.6) % 2) - 1))
        dl.rect(r.inset(-ring), None, th.GOLD, 2.0, rad + ring)
        dl.alpha(1.0)
    dl.rect(r, th.CINNABAR, th.WHITE, 1.0, rad)
    dl.text_in(r, label, size, th.WHITE, weight="b", pad=pad)


WORD_H = 22.0  # a seat's word on the table (过, 让, 不明点 ...)



def word_pill(at: tuple[float, float], body: Rect, word: str, bet: bool, mode: str) -> tuple[Rect, float]:
    """A seat's word's pill centred on ``at`` (kept inside ``body``) and its text's size."""
    size = (15.0 if bet else 13.0) if mode != "line" else 12.0
    pad = 20.0 if body.w >= 80 else 10.0  # (a phone's slot beside a play: ``ring_boxes``)
    size = fit_size(word, size, body.w - pad - 8, 11.0)  # within its bounds (a phone's seat's box)
    pw = text_width(word, size) + pad
    x = min(max(at[0] - pw / 2, body.x + 4), body.r - pw - 4)
    return Rect(x, at[1] - WORD_H / 2, pw, WORD_H), size


def off_cards(at: tuple[float, float], body: Rect, word: str, mode: str, rects: list[Rect]) -> tuple[float, float]:
    """``at``, or beside the seat's cards (level with their middle) when the pill would lie on
    them (L20/L100: a 过 over the corner of the seat's own earlier play); on the side with room."""
    pill, _size = word_pill(at, body, word, False, mode)
    if not rects or not any(pill.intersects(r) for r in rects):
        return at
    lo, hi = rects[0].x, rects[-1].r
    y = rects[0].cy
    if lo - body.x - 8 >= pill.w and (at[0] <= (lo + hi) / 2 or body.r - hi - 8 < pill.w):
        return lo - 6 - pill.w / 2, y
    return hi + 6 + pill.w / 2, y


def draw_word(dl: DisplayList, at: tuple[float, float], body: Rect, word: str, bet: bool, mode: str) -> Rect:
    """A seat's word in a pill centred on ``at`` (kept inside the table): a bet in gold on red.
    Returns the pill (a splash keeps off it)."""
    pr, size = word_pill(at, body, word, bet, mode)
    dl.rect(pr, th.CINNABAR if bet else "rgba(20,16,12,0.55)", th.GOLD if bet else None, 1.5, 11)
    dl.text_in(pr, word, size, th.WHITE if bet else th.PAPER, weight="b")
    return pr



OWN_FLASH_S = 1.6  # the viewer's automatic pass shows this long at their place, then their plain 过/让


def own_pass_key(ty: str, auto: str) -> str:
    """The words of the viewer's pass flash (labels ``own_*``): one the table made for them (``auto``: 要不起,
    联邦的牌 · 过), else their own tap's or its clock's, "你 过" (pt24 #1: a late tap's 过 went by unseen)."""
    if not auto:
        return {"yield": "tap_yield", "final_pass": "tap_final"}.get(ty, "tap_pass")
    return {"yield": "own_yield", "final_pass": "own_final"}.get(ty, auto) if auto == "own_pass" else auto


def own_pass(view: JSON) -> str:
    """The flash key of a 要不起 the table makes for the viewer: the 革命 duel's says its rule (pt40 #4: it went by as
    a bare 要不起, no reason shown), ``own_pass_key`` the others'."""
    return "own_duel" if view.get("duel") == "answer" else "own_pass"


def draw_flash(dl: DisplayList, at: tuple[float, float], body: Rect, word: str, age: float) -> Rect:
    """The viewer's automatic pass at their own place on the table (要不起, 联邦的牌 · 过): a gold pill
    popping in where their 过 goes, larger than a seat's word (pt11 D2: the table passed for the player
    and only the log said so). Returns the pill."""
    pop = 1.0 + 0.25 * max(0.0, 1 - age / 0.2)
    size = fit_size(word, 16.0, body.w - 24, 11.0) * pop
    pw, ph = text_width(word, size) + 26, WORD_H * 1.25 * pop
    x = min(max(at[0] - pw / 2, body.x + 2), body.r - pw - 2)
    pr = Rect(x, min(max(at[1] - ph / 2, body.y), body.b - ph), pw, ph)
    dl.alpha(max(0.0, min(1.0, age / 0.1, (OWN_FLASH_S - age) / 0.3)))
    dl.rect(pr, "rgba(20,16,12,0.9)", th.GOLD, 2.0, ph / 2)
    dl.text_in(pr, word, size, th.GOLD, weight="b")
    dl.alpha(1.0)
    return pr


def call_marks(view: JSON) -> dict[int, str]:
    """While the calls go round (预点 before the deal, 明点 after): what each seat that has spoken
    said (``y``/``m``, or ``-`` no call), ``?`` for the one deciding now (rules: ``call_order``)."""
    calls = view.get("calls") or [""] * 6
    lead = int(view.get("leader0", 0) or 0)
    order = [(lead + i) % 6 for i in range(6)]
    if view.get("phase") == "mingdian":
        order = [s for s in order if calls[s] != "y"]
    idx = int(view.get("call_idx", 0) or 0)
    out = {s: calls[s] or "-" for s in order[:idx]}
    if idx < len(order):
        out[order[idx]] = "?"
    return out


def draw_calls(ui: Says, dl: DisplayList, spots: dict[int, tuple[float, float]], body: Rect, view: JSON,
               mode: str, slots: dict[int, Rect] | None = None) -> None:
    """The calls at the seats as they are made: a decline quietly (named for its step:
    不预点 / 不明点), a bet in gold; each kept inside ``body`` (or the seat's own slot)."""
    no = ui.tx("no_mingdian" if view.get("phase") == "mingdian" else "no_yudian")
    for seat, said in call_marks(view).items():
        if said == "?" and seat == view.get("seat"):  # the viewer deciding: its buttons ask (a "…" at
            continue  # its own place read as a chat bubble that did nothing: play-test 3)
        if seat in spots:
            word = {"y": ui.tx("yudian"), "m": ui.tx("mingdian"), "-": no, "?": "…"}[said]
            draw_word(dl, spots[seat], (slots or {}).get(seat, body), word, said in ("y", "m"), mode)
