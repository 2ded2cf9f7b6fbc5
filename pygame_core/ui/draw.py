"""The display list: what the canvas adapter draws, plus the hit regions of this frame.

Ops are short JSON arrays so a frame stays small (see README.md for the format):
  ["R", x, y, w, h, radius, fill|None, stroke|None, line_width]    rounded rectangle
  ["T", x, y, text, size, color, align, weight, family, max_width]  text, vertically centred at y
  ["L", x1, y1, x2, y2, color, line_width]                         line
  ["C", cx, cy, r, fill|None, stroke|None, line_width]              circle
  ["W", cx, cy, r, start, end, color, line_width]                  arc (radians, clockwise from 3 o'clock)
  ["P", [x, y, ...], fill|None, stroke|None, line_width]            polygon (closed)
  ["G", x, y, w, h, top_color, bottom_color]                        vertical gradient box
  ["Q", x, y, w, h, cx, cy, r, inner_color, outer_color]            box filled by a radial gradient
  ["A", alpha]   global alpha      ["D", blur, color, dx, dy]  shadow (blur 0 = off)
  ["S"] save     ["X"] restore     ["K", x, y, w, h, radius]   clip to a rounded rect
  ["Y", id, n]   the next n ops, drawn from a cleared canvas, are a still picture: the page may
                 keep it as a bitmap and show that instead when a later frame opens with the same id
"""

from __future__ import annotations

import itertools
import json
import unicodedata
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any

from .geom import Rect

Op = list[Any]


@dataclass
class Hit:
    id: str
    rect: Rect
    label: str = ""


def _r(v: float) -> float:
    # one decimal keeps frames small; int() is much cheaper than round() in a hot loop
    return int(v * 10.0) / 10.0


def char_width(ch: str) -> float:
    """Approximate advance of one character in ems (canvas text is measured only in JS)."""
    if ch == " ":
        return 0.3
    if unicodedata.east_asian_width(ch) in ("W", "F"):
        return 1.0
    if ch in "il.,:;'|!":
        return 0.3
    if ch in "mwMW":
        return 0.85
    if ch.isupper() or ch.isdigit():
        return 0.64
    return 0.55


@lru_cache(maxsize=8192)
def _ems(s: str) -> float:
    return sum(char_width(c) for c in s)


def text_width(s: str, size: float) -> float:
    # measured every frame for the same labels and log lines: remembered per string
    return _ems(s) * size


def fit_size(s: str, size: float, max_w: float, min_size: float = 9.0) -> float:
    """The largest font size up to ``size`` at which ``s`` fits in ``max_w``."""
    w = text_width(s, size)
    if w <= max_w or w == 0:
        return size
    return max(min_size, size * max_w / w)


# no line starts with closing punctuation nor ends with an opening bracket (a tour line began "；")
CLOSE = frozenset("，。、；：！？）」』》〉】…％,.;:!?)”’%·")
OPEN = frozenset("（「『《〈【“‘(")


def wrap(s: str, size: float, max_w: float) -> list[str]:
    """Break ``s`` into lines no wider than ``max_w``: at spaces for Latin text, between CJK
    characters, never before closing punctuation or after an opening bracket (a token wider than
    ``max_w`` gets a line of its own)."""
    return list(_wrap(s, size, max_w))


def _tokens(para: str) -> list[str]:
    toks: list[str] = []
    word = ""

    def flush() -> None:
        nonlocal word
        if word:
            if toks and toks[-1][-1] in OPEN:
                toks[-1] += word
            else:
                toks.append(word)
            word = ""

    for ch in para:
        if ch != " " and unicodedata.east_asian_width(ch) not in ("W", "F"):
            word += ch
            continue
        flush()
        if toks and toks[-1] != " " and (ch in CLOSE or toks[-1][-1] in OPEN):
            toks[-1] += ch
        else:
            toks.append(ch)
    flush()
    return toks


@lru_cache(maxsize=2048)
def _wrap(s: str, size: float, max_w: float) -> tuple[str, ...]:
    # the log and the panels wrap the same texts every frame: remembered
    lines: list[str] = []
    for para in s.split("\n"):
        cur = ""
        ems = 0.0  # _ems(cur), summed as it grows (measuring every prefix again is quadratic)
        for tok in _tokens(para):
            grown = ems
            for ch in tok:  # in order, as _ems sums: the same width to the last bit
                grown += char_width(ch)
            if grown * size <= max_w or not cur:
                cur, ems = cur + tok, grown
            else:
                lines.append(cur.rstrip())
                cur = tok.lstrip()
                ems = _ems(cur)
        lines.append(cur.rstrip())
    return tuple(lines)


@dataclass
class DisplayList:
    ops: list[Op] = field(default_factory=list)
    hits: list[Hit] = field(default_factory=list)
    hit_clip: Rect | None = None  # while set, hit areas are cut to this (scrolled content)
    stills: list[tuple[int, Still]] = field(default_factory=list)  # (first op, part) drawn by a Still

    def rect(self, r: Rect, fill: str | None = None, stroke: str | None = None,
             lw: float = 1.0, radius: float = 0.0) -> None:
        self.ops.append(["R", _r(r.x), _r(r.y), _r(r.w), _r(r.h), _r(radius), fill, stroke, lw])

    def text(self, x: float, y: float, s: str, size: float, color: str, align: str = "c",
             weight: str = "n", family: str = "a", max_w: float = 0.0) -> None:
        self.ops.append(["T", _r(x), _r(y), s, _r(size), color, align, weight, family, _r(max_w)])

    def text_in(self, r: Rect, s: str, size: float, color: str, align: str = "c",
                weight: str = "n", family: str = "a", pad: float = 4.0) -> None:
        """One line of text fitted into ``r`` (shrunk if too wide)."""
        size = fit_size(s, size, r.w - 2 * pad)
        x = r.cx if align == "c" else (r.x + pad if align == "l" else r.r - pad)
        self.text(x, r.cy, s, size, color, align, weight, family, r.w - 2 * pad)

    def line(self, x1: float, y1: float, x2: float, y2: float, color: str, lw: float = 1.0) -> None:
        self.ops.append(["L", _r(x1), _r(y1), _r(x2), _r(y2), color, lw])

    def circle(self, cx: float, cy: float, rad: float, fill: str | None = None,
               stroke: str | None = None, lw: float = 1.0) -> None:
        self.ops.append(["C", _r(cx), _r(cy), _r(rad), fill, stroke, lw])

    def arc(self, cx: float, cy: float, rad: float, start: float, end: float, color: str,
            lw: float = 1.0) -> None:
        self.ops.append(["W", _r(cx), _r(cy), _r(rad), round(start, 3), round(end, 3), color, lw])

    def poly(self, pts: list[float], fill: str | None = None, stroke: str | None = None,
             lw: float = 1.0) -> None:
        self.ops.append(["P", [_r(p) for p in pts], fill, stroke, lw])

    def gradient(self, r: Rect, top: str, bottom: str) -> None:
        self.ops.append(["G", _r(r.x), _r(r.y), _r(r.w), _r(r.h), top, bottom])

    def radial(self, r: Rect, cx: float, cy: float, rad: float, inner: str, outer: str) -> None:
        """Fill ``r`` with ``inner`` at (cx, cy) fading to ``outer`` at ``rad`` and beyond."""
        self.ops.append(["Q", _r(r.x), _r(r.y), _r(r.w), _r(r.h), _r(cx), _r(cy), _r(rad), inner, outer])

    def alpha(self, a: float) -> None:
        self.ops.append(["A", round(max(0.0, min(1.0, a)), 3)])

    def shadow(self, blur: float, color: str = "rgba(0,0,0,0.25)", dx: float = 0, dy: float = 2) -> None:
        self.ops.append(["D", blur, color, dx, dy])

    def save(self) -> None:
        self.ops.append(["S"])

    def restore(self) -> None:
        self.ops.append(["X"])

    def clip(self, r: Rect, radius: float = 0.0) -> None:
        self.ops.append(["K", _r(r.x), _r(r.y), _r(r.w), _r(r.h), _r(radius)])

    def hit(self, hid: str, r: Rect, label: str = "") -> None:
        """Register a tappable area; later registrations lie on top."""
        c = self.hit_clip
        if c is not None:
            if not r.intersects(c):
                return
            x, y = max(r.x, c.x), max(r.y, c.y)
            r = Rect(x, y, min(r.r, c.r) - x, min(r.b, c.b) - y)
        self.hits.append(Hit(hid, r, label))

    def ops_json(self) -> str:
        """The ops as a JSON array (a still part's text is encoded once, not every frame)."""
        parts, at = [], 0
        for first, still in self.stills:
            parts += [_json_items(self.ops[at:first]), still.text()]
            at = first + len(still.ops)
        parts.append(_json_items(self.ops[at:]))
        return "[" + ",".join(p for p in parts if p) + "]"

    def hit_at(self, x: float, y: float) -> Hit | None:
        for h in reversed(self.hits):
            if h.rect.contains(x, y):
                return h
        return None


_STILL_IDS = itertools.count(1)


def _json_items(ops: list[Op]) -> str:
    """``ops`` as JSON array items, without the brackets."""
    return json.dumps(ops, ensure_ascii=False, separators=(",", ":"))[1:-1]


@dataclass
class Still:
    """A part of the picture that stands still: drawn once, then the same ops and hit areas are
    replayed while its key holds (None: it may move, so it is drawn every frame). Its JSON is
    encoded once; drawn from a cleared canvas it opens with a ``Y`` op, so the page keeps it
    as a bitmap and paints only what is drawn over it."""

    key: Any = None
    ops: list[Op] = field(default_factory=list)
    hits: list[Hit] = field(default_factory=list)
    _text: str | None = None

    def replay(self, dl: DisplayList, key: Any) -> bool:
        if key is None or key != self.key:
            return False
        dl.stills.append((len(dl.ops), self))
        dl.ops.extend(self.ops)
        dl.hits.extend(self.hits)
        return True

    def keep(self, dl: DisplayList, key: Any, since: tuple[int, int]) -> None:
        """What ``dl`` drew after ``since`` (its op and hit counts then) is the part for ``key``."""
        self.key, self._text = key, None
        if key is None:
            self.ops, self.hits = [], []
            return
        if since[0] == 0:
            dl.ops.insert(0, ["Y", next(_STILL_IDS), len(dl.ops)])
        self.ops, self.hits = dl.ops[since[0]:], dl.hits[since[1]:]
        dl.stills.append((since[0], self))

    def text(self) -> str:
        if self._text is None:
            self._text = _json_items(self.ops)
        return self._text
