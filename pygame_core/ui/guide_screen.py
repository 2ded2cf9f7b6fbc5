"""The rules screen: "how to play" and "full rules" tabs, a section index, wrapped text and card rows.

Layout is computed once per (tab, language, width) into positioned items; a frame draws only
the items inside the scrolled view, so even the long full rules cost a few dozen ops per frame.
Phone (< 760 px wide): a top bar, the tabs, then one column whose head is the section index.
Wider: the tabs and the index in a fixed sidebar, the text in a centred column.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from ..core.game import JSON
from ..core.i18n import Text, pick, tx
from . import theme as th
from .draw import DisplayList, text_width, wrap
from .geom import Rect
from .guide import guide
from .guide.model import ARROW, BACK, GAP, MARK, ROW, SEPARATORS, Cards, Deck, Example, Guide, Para, Section
from .screen import Screen, Shell
from .texts import t
from .widgets import button, button_width, card, card_back, flow, seal

L: dict[str, Text] = {
    "quick": tx("快速上手", "快速上手", "How to play"),
    "full": tx("完整规则", "完整規則", "Full rules"),
    "contents": tx("目录", "目錄", "Contents"),
    "example": tx("例", "例", "e.g."),
}
WIDE = 760.0  # from this width the index moves into a sidebar
TOP_H = 56.0
TABS_H = 52.0



@dataclass
class _Item:
    y: float
    h: float
    paint: Callable[[DisplayList, float], None]  # draws the item moved down by dy


@dataclass
class _Layout:
    items: list[_Item] = field(default_factory=list)
    section_y: dict[str, float] = field(default_factory=dict)
    height: float = 0.0


@dataclass
class _Style:
    size: float  # body text
    line: float  # line height factor
    head: float  # section title
    gap: float  # between blocks


class GuideScreen(Screen):
    name = "guide"

    def __init__(self, app: Shell, game_id: str, on_back: Callable[[], None] | None = None,
                 section: str | None = None) -> None:
        super().__init__(app)
        self.guide: Guide = guide(game_id)
        prev = app.screen
        self.on_back: Callable[[], None] = on_back if on_back is not None else (lambda: app.show(prev))
        self.tab = "quick"
        self.pending: str | None = None  # a section to scroll to once the layout is known
        self.current = ""
        # the section last tapped in the index, and the scroll it set: the index marks it while the
        # text stays there (one near the end cannot be scrolled to the top, where the marking looks)
        self.picked: tuple[str, float] | None = None
        self._cache: dict[tuple[str, str, int, bool], _Layout] = {}
        self._key: tuple[str, str, int, bool] | None = None
        self.goto(section)

    # --- navigation --------------------------------------------------------------------------
    def goto(self, section: str | None) -> None:
        if section is None:
            return
        tab = self.guide.tab_of(section, self.tab)
        if tab is None:
            return
        if tab != self.tab:
            self.tab = tab
            self.scroll = 0.0
        self.pending = section
        self._resolve()

    def _resolve(self) -> None:
        lay = self._cache.get(self._key) if self._key and self._key[0] == self.tab else None
        if self.pending is None or lay is None or self.scroll_area is None:
            return
        section = self.pending
        y = lay.section_y.get(section)
        self.pending = None
        if y is not None:
            self.scroll = max(0.0, min(max(0.0, lay.height - self.scroll_area.h), y - 6))
            self.picked = (section, self.scroll)

    def tap(self, hid: str, now: float) -> None:
        if hid == "back":
            self.on_back()
        elif hid in ("tab:quick", "tab:full"):
            tab = hid[4:]
            if tab != self.tab:
                self.tab, self.scroll, self.pending = tab, 0.0, None
        elif hid.startswith("sec:"):
            self.goto(hid[4:])
        elif hid == "top":
            self.scroll = 0.0

    def key(self, key: str, now: float) -> None:
        area_h = self.scroll_area.h if self.scroll_area else 400.0
        step = {"ArrowDown": 60.0, "ArrowUp": -60.0, "PageDown": area_h - 60, " ": area_h - 60,
                "PageUp": 60 - area_h, "Home": -1e9, "End": 1e9}.get(key)
        if key in ("Escape", "Backspace"):
            self.on_back()
        elif step is not None:
            self.scroll = max(0.0, min(self.max_scroll(), self.scroll + step))

    def info(self) -> JSON:
        return {"game": self.guide.game_id, "tab": self.tab, "section": self.current,
                "sections": [s.id for s in self.guide.sections(self.tab)], "scroll": self.scroll,
                "max_scroll": self.max_scroll()}

    # --- drawing -----------------------------------------------------------------------------
    def draw(self, dl: DisplayList, w: float, h: float, now: float) -> None:
        lang = self.app.lang
        wide = w >= WIDE
        dl.gradient(Rect(0, 0, w, h), th.PAPER, th.PAPER_DARK)
        self._top_bar(dl, w, lang, wide)
        if wide:
            side = 280.0 if w >= 1200 else (250.0 if w >= 1000 else 220.0)
            colw = min(720.0, w - side - 56)
            x0 = side + max(28.0, (w - side - colw) / 2)
            area = Rect(side, TOP_H, w - side, h - TOP_H)
        else:
            colw = min(w - 32, 680.0)
            x0 = (w - colw) / 2
            area = Rect(0, TOP_H + TABS_H, w, h - TOP_H - TABS_H)
        self.scroll_area = area
        key = (self.tab, lang, int(w), wide)
        lay = self._cache.get(key)
        if lay is None:
            if len(self._cache) > 6:
                self._cache.clear()
            lay = self._cache[key] = self._build(x0, colw, lang, wide)
        self._key = key
        self.content_h = lay.height
        self._resolve()
        self.scroll = max(0.0, min(self.max_scroll(), self.scroll))
        self.current = ""
        for sid, sy in lay.section_y.items():
            if sy <= self.scroll + 40:
                self.current = sid
        if self.picked is not None and abs(self.picked[1] - self.scroll) < 1 and self.picked[0] in lay.section_y:
            self.current = self.picked[0]
        if not wide:
            self._tabs(dl, Rect(12, TOP_H + 4, w - 24, 44), lang)
        else:
            self._sidebar(dl, Rect(0, TOP_H, area.x, h - TOP_H), lang)
        dl.save()
        dl.clip(area)
        dl.hit_clip = area
        dy = area.y - self.scroll
        for it in lay.items:
            if it.y + it.h + dy >= area.y and it.y + dy <= area.b:
                it.paint(dl, dy)
        dl.hit_clip = None
        dl.restore()
        if self.max_scroll() > 0:  # where in the text we are
            frac = area.h / lay.height
            bar_h = max(28.0, area.h * frac)
            by = area.y + (area.h - bar_h) * self.scroll / self.max_scroll()
            dl.rect(Rect(w - 5, by, 3, bar_h), "rgba(43,38,34,0.22)", None, 1.0, 1.5)

    def _top_bar(self, dl: DisplayList, w: float, lang: str, wide: bool) -> None:
        bar = Rect(0, 0, w, TOP_H)
        dl.rect(bar, "rgba(232,220,196,0.97)")
        dl.line(0, bar.b, w, bar.b, th.PAPER_EDGE)
        back = t("back", lang)
        bw = button_width("‹ " + back, 15, 76)
        button(dl, "back", Rect(8, 8, bw, 40), "‹ " + back, "normal", 15)
        right = 8.0
        if not wide:
            lbl = pick(L["contents"], lang)
            cw = button_width(lbl, 15, 64)
            button(dl, "top", Rect(w - 8 - cw, 8, cw, 40), lbl, "quiet", 15)
            right += cw + 8
        title = f"{pick(self.guide.title, lang)} · {t('rules', lang)}"
        left = 8 + bw + 8
        dl.text_in(Rect(left, 8, w - left - right, 40), title, 19, th.INK, "c", "b", "s")

    def _tabs(self, dl: DisplayList, r: Rect, lang: str) -> None:
        bw = (r.w - 8) / 2
        for i, tab in enumerate(("quick", "full")):
            button(dl, f"tab:{tab}", Rect(r.x + i * (bw + 8), r.y, bw, r.h), pick(L[tab], lang),
                   "selected" if tab == self.tab else "normal", 16)

    def _sidebar(self, dl: DisplayList, r: Rect, lang: str) -> None:
        dl.rect(r, "rgba(232,220,196,0.55)")
        dl.line(r.r, r.y, r.r, r.b, th.PAPER_EDGE)
        self._tabs(dl, Rect(r.x + 12, r.y + 12, r.w - 24, 40), lang)
        secs = self.guide.sections(self.tab)
        y0 = r.y + 64
        dl.text(r.x + 16, y0 + 8, pick(L["contents"], lang), 13, th.INK_FAINT, "l", "b", "s")
        y0 += 22
        step = max(26.0, min(44.0, (r.b - 10 - y0) / max(1, len(secs))))
        for i, sec in enumerate(secs):
            br = Rect(r.x + 10, y0 + i * step, r.w - 20, step - 4)
            on = sec.id == self.current
            dl.rect(br, th.INK if on else None, None, 1.0, 8)
            label = f"{i + 1}. {pick(sec.title, lang)}"
            dl.text_in(br, label, 14.5, th.PAPER if on else th.INK_SOFT, "l", "b" if on else "n", "a", 10)
            dl.hit(f"sec:{sec.id}", br, label)

    # --- layout ------------------------------------------------------------------------------
    def _build(self, x0: float, colw: float, lang: str, wide: bool) -> _Layout:
        st = _Style(16.0, 1.6, 21.0, 12.0) if wide else _Style(15.5, 1.6, 20.0, 11.0)
        lay = _Layout()
        secs = self.guide.sections(self.tab)
        y = 14.0
        if not wide:
            y = self._index(lay, secs, x0, colw, y, lang)
        for n, sec in enumerate(secs):
            if n or not wide:
                lay.items.append(_Item(y, 1, _line_painter(x0, y, colw)))
                y += 14
            lay.section_y[sec.id] = y
            y = self._heading(lay, sec, n + 1, x0, colw, y, st, lang)
            for b in sec.blocks:
                if isinstance(b, Example):
                    y = self._example(lay, b, x0, colw, y, st, lang)
                else:
                    y = self._block(lay, b, x0, colw, y, st, lang)
                y += st.gap
            y += 10
        lay.height = y + 40
        return lay

    def _index(self, lay: _Layout, secs: list[Section], x0: float, colw: float, y: float,
               lang: str) -> float:
        title = pick(L["contents"], lang)
        ty = y
        lay.items.append(_Item(ty, 20, lambda dl, dy: dl.text(x0 + 2, ty + 10 + dy, title, 14, th.INK_SOFT,
                                                              "l", "b", "s")))
        y += 26
        labels = [f"{i + 1}. {pick(s.title, lang)}" for i, s in enumerate(secs)]
        rs = flow(Rect(x0, y, colw, 1e6), [min(colw, button_width(s, 14, 56)) for s in labels], 40, 8)
        rows: dict[float, list[int]] = {}
        for i, rr in enumerate(rs):
            rows.setdefault(rr.y, []).append(i)
        for idxs in rows.values():  # flow centres rows; the index reads better flush left
            dx = rs[idxs[0]].x - x0
            for i in idxs:
                rs[i] = rs[i].move(-dx, 0)
        for sec, label, rr in zip(secs, labels, rs, strict=True):
            lay.items.append(_Item(rr.y, rr.h, _chip_painter(f"sec:{sec.id}", rr, label)))
        return (rs[-1].b if rs else y) + 14

    def _heading(self, lay: _Layout, sec: Section, n: int, x0: float, colw: float, y: float, st: _Style,
                 lang: str) -> float:
        lines = wrap(pick(sec.title, lang), st.head, colw - 34)
        lh = st.head * 1.35
        h = len(lines) * lh

        def paint(dl: DisplayList, dy: float) -> None:
            seal(dl, x0 + 12, y + lh / 2 + dy, str(n), 22)
            for i, ln in enumerate(lines):
                dl.text(x0 + 32, y + lh * (i + 0.5) + dy, ln, st.head, th.INK, "l", "b", "s", colw - 32)

        lay.items.append(_Item(y, h, paint))
        return y + h + 10

    def _block(self, lay: _Layout, b: Para | Cards, x: float, w: float, y: float, st: _Style,
               lang: str) -> float:
        if isinstance(b, Para):
            note = b.style == "note"
            size = st.size - 2 if note else st.size
            indent = 12.0 if note else 0.0
            lines = _para_lines(pick(b.text, lang), size, w - indent)
            lh = size * st.line
            h = len(lines) * lh
            color = th.INK_SOFT if note else th.INK

            def paint(dl: DisplayList, dy: float) -> None:
                if note:
                    dl.rect(Rect(x, y + 3 + dy, 3, h - 6), th.GOLD, None, 1.0, 1.5)
                for i, (dx, ln, bullet) in enumerate(lines):
                    ly = y + lh * (i + 0.5) + dy
                    if bullet:
                        dl.text(x + indent, ly, "•", size, th.CINNABAR, "l", "b", "a")
                    dl.text(x + indent + dx, ly, ln, size, color, "l", "n", "a", w - indent - dx)

            lay.items.append(_Item(y, h, paint))
            return y + h
        return self._cards(lay, b, x, w, y, st, lang)

    def _cards(self, lay: _Layout, b: Cards, x: float, w: float, y: float, st: _Style, lang: str) -> float:
        deck = self.guide.deck
        cw, rows = card_rows(b.cards, w, deck)
        ch = cw * deck.ratio
        sp = _spacing(cw)
        placed: list[tuple[Rect, str, int]] = []
        arrows: list[tuple[float, float]] = []
        ry = y + 4
        for row in rows:
            cx = x
            for tok, i in row:
                if tok in SEPARATORS:
                    if tok == ARROW:
                        arrows.append((cx + (_sep_w(tok, cw) - sp) / 2, ry + ch / 2))
                    cx += _sep_w(tok, cw)
                    continue
                placed.append((Rect(cx, ry, cw, ch), tok, i))
                cx += cw + sp
            ry += ch + sp + 2
        faces = [(r, None if tok == BACK else deck.face(tok.lstrip(MARK), lang, i), tok.startswith(MARK))
                 for r, tok, i in placed]
        small = cw < 30
        cap = pick(b.caption, lang)
        csize = st.size - 2.5
        cap_lines = wrap(cap, csize, w)
        clh = csize * 1.45
        cap_y = ry + 2
        h = cap_y - y + len(cap_lines) * clh

        def paint(dl: DisplayList, dy: float) -> None:
            for r, face, marked in faces:
                rr = r.move(0, dy)
                if face is None:
                    card_back(dl, rr, small)
                else:
                    card(dl, rr, face, selected=marked, small=small)
            for ax, ay in arrows:
                dl.text(ax, ay + dy, "→", max(14.0, cw * 0.42), th.INK_FAINT, "c", "b", "a")
            for i, ln in enumerate(cap_lines):
                dl.text(x, cap_y + clh * (i + 0.5) + dy, ln, csize, th.INK_SOFT, "l", "n", "a", w)

        lay.items.append(_Item(y, h, paint))
        return y + h

    def _example(self, lay: _Layout, ex: Example, x: float, w: float, y: float, st: _Style,
                 lang: str) -> float:
        pad = 12.0
        box = _Item(y, 0, lambda dl, dy: None)
        lay.items.append(box)  # drawn first, under the steps; its size is known at the end
        tag = pick(L["example"], lang)
        tag_w = max(26.0, text_width(tag, 13) + 12)
        title_lines = wrap(pick(ex.title, lang), st.size, w - 2 * pad - tag_w - 8)
        lh = st.size * 1.4
        ty = y + pad

        def head(dl: DisplayList, dy: float) -> None:
            dl.rect(Rect(x + pad, ty + 1 + dy, tag_w, 20), th.JADE, None, 1.0, 5)
            dl.text(x + pad + tag_w / 2, ty + 11 + dy, tag, 13, th.WHITE, "c", "b", "a")
            for i, ln in enumerate(title_lines):
                dl.text(x + pad + tag_w + 8, ty + lh * (i + 0.5) + dy, ln, st.size, th.JADE, "l", "b", "a",
                        w - 2 * pad - tag_w - 8)

        lay.items.append(_Item(ty, len(title_lines) * lh, head))
        yy = ty + max(22.0, len(title_lines) * lh) + 8
        for step in ex.steps:
            yy = self._block(lay, step, x + pad, w - 2 * pad, yy, st, lang) + 8
        bottom = yy + pad - 8
        box.h = bottom - y

        def bg(dl: DisplayList, dy: float) -> None:
            r = Rect(x, y + dy, w, bottom - y)
            dl.rect(r, "rgba(63,117,101,0.07)", "rgba(63,117,101,0.28)", 1.0, 10)

        box.paint = bg
        return bottom


def _para_lines(s: str, size: float, w: float) -> list[tuple[float, str, bool]]:
    """Wrapped lines as (indent, text, bullet): a line starting with "• " hangs its continuation."""
    out: list[tuple[float, str, bool]] = []
    ind = text_width("• ", size) + 2
    for raw in s.split("\n"):
        if raw.startswith("• "):
            body = wrap(raw[2:], size, w - ind)
            out += [(ind, ln, i == 0) for i, ln in enumerate(body)]
        else:
            out += [(0.0, ln, False) for ln in wrap(raw, size, w)]
    return out


def _spacing(cw: float) -> float:
    return max(3.0, cw * 0.08)


def _sep_w(tok: str, cw: float) -> float:
    return cw * (0.75 if tok == ARROW else 0.4)


def card_rows(specs: list[str], avail: float, deck: Deck) -> tuple[float, list[list[tuple[str, int]]]]:
    """Card width and the rows of (token, index within its group): at most ``deck.max_w`` wide,
    shrunk so each explicit row fits, and below the minimum width broken into more rows at gaps."""
    rows: list[list[str]] = [[]]
    for tok in specs:
        if tok == ROW:
            rows.append([])
        else:
            rows[-1].append(tok)
    min_w = 30.0 if deck.ratio < 1.7 else 26.0

    def fit(row: list[str]) -> float:  # the widest card with which the row fits
        n = sum(1 for x in row if x not in SEPARATORS)
        g = sum(0.75 if x == ARROW else 0.4 for x in row if x in SEPARATORS)
        a = avail / (n + 0.08 * (n - 1) + g)  # spacing 8 % of a card
        b = (avail - 3.0 * (n - 1)) / (n + g)  # spacing 3 px
        return min(a, b)

    cw = max(min_w, min([deck.max_w] + [fit(r) for r in rows if r]))
    out: list[list[tuple[str, int]]] = []
    for row in rows:
        groups: list[tuple[str, list[tuple[str, int]]]] = [(GAP, [])]
        for tok in row:
            if tok in SEPARATORS:
                groups.append((tok, []))
            else:
                groups[-1][1].append((tok, len(groups[-1][1])))
        out += _pack([g for g in groups if g[1]], cw, avail)
    return cw, out


def _pack(groups: list[tuple[str, list[tuple[str, int]]]], cw: float,
          avail: float) -> list[list[tuple[str, int]]]:
    """Groups into rows no wider than ``avail``, each after its separator (dropped at a row start);
    a group too long for a row is cut into pieces."""
    sp = _spacing(cw)
    per_row = max(1, int((avail + sp + 0.5) // (cw + sp)))
    pieces = [(sep if i == 0 else GAP, g[i:i + per_row]) for sep, g in groups for i in range(0, len(g), per_row)]
    rows: list[list[tuple[str, int]]] = []
    width = 0.0
    for sep, pc in pieces:
        w = len(pc) * (cw + sp) - sp
        if rows and width + _sep_w(sep, cw) + sp + w <= avail + 0.5:
            rows[-1] += [(sep, 0)] + pc
            width += _sep_w(sep, cw) + sp + w
        else:
            rows.append(list(pc))
            width = w
    return rows


def _line_painter(x0: float, y: float, w: float) -> Callable[[DisplayList, float], None]:
    return lambda dl, dy: dl.line(x0, y + dy, x0 + w, y + dy, "rgba(43,38,34,0.14)", 1.0)


def _chip_painter(hid: str, r: Rect, label: str) -> Callable[[DisplayList, float], None]:
    return lambda dl, dy: button(dl, hid, r.move(0, dy), label, "normal", 14)


def open_guide(app: Shell, game_id: str, section: str | None = None,
               on_back: Callable[[], None] | None = None) -> None:
    """Show the guide of ``game_id``; "back" returns to the screen shown now (or calls ``on_back``)."""
    app.show(GuideScreen(app, game_id, on_back, section))
