"""跑胡子 at the table: long zipai cards (小字 light, 大字 on darker paper, red cards red), each
seat's melds face up or down with their 胡息, rivers, the 聚宝盆 grids, claim choices offered
together, a 听牌 panel on request and a settlement sheet that shows how every score was made
(view JSON: games/paohuzi/VIEW.md)."""

from __future__ import annotations

from typing import Any

from ...core.game import JSON, Action
from ...core.i18n import Text, pick, tx
from ...games.paohuzi.cards import CODES, face, is_big, is_new, is_red
from ...games.paohuzi.claims import ANSWER_LABELS, ANSWERS
from ...games.paohuzi.hints import ready_report
from .. import theme as th
from ..anim import Timeline, ease_out
from ..draw import DisplayList, fit_size, text_width
from ..geom import Rect
from ..plugin import Btn, GameUI, SeatInfo
from ..widgets import CardFace, button, card_back, paragraph

# How each claim answer's button looks (the order and labels come from the rules' claim table).
ANSWER_STYLE = {"hu": "primary", "pass": "quiet"}
BIG_TINT = "#eadbb8"     # 大字 cards sit on a darker, warmer paper
SMALL_TINT = "#fffaf0"
WILD_TINT = "#fff0c8"

GROUP: dict[str, Text] = {
    "TI": tx("提", "提", "Ti"), "PAO": tx("跑", "跑", "Pao"), "WEI": tx("偎", "偎", "Wei"),
    "CHOU_WEI": tx("臭偎", "臭偎", "Wei*"), "KAN": tx("坎", "坎", "Kan"), "PENG": tx("碰", "碰", "Peng"),
    "SEQ": tx("顺", "順", "Seq"), "EQS": tx("二七十", "二七十", "2-7-10"), "JIAO": tx("绞", "絞", "Jiao"),
    "PAIR": tx("将", "將", "Pair"),
}
HOW: dict[str, Text] = {
    "own": tx("自摸", "自摸", "self-drawn"), "wild": tx("自摸王霸", "自摸王霸", "drew a wild"),
    "other": tx("胡别家翻出的牌", "胡別家翻出的牌", "on another's drawn card"),
    "discard": tx("点炮", "點炮", "on a discard"), "tianhu": tx("天胡", "天胡", "dealt win"),
}
L: dict[str, Text] = {
    "pile": tx("墩 {n}", "墩 {n}", "Pile {n}"), "shown": tx("亮 {c}", "亮 {c}", "Shown {c}"),
    "hand_no": tx("第{n}局", "第{n}局", "Hand {n}"), "decisive": tx("决胜时刻", "決勝時刻", "Decisive moment"),
    "huxi": tx("胡息 {n}", "胡息 {n}", "hu-xi {n}"), "dealer": tx("庄", "莊", "D"),
    "locked": tx("胡", "胡", "W"), "dead": tx("死", "死", "X"),
    "bi": tx("比", "比", "+"),
    "discard": tx("打出 {c}", "打出 {c}", "Discard {c}"),
    "pick": tx("选一张牌打出", "選一張牌打出", "Pick a card to discard"),
    "light": tx("点亮 {n}", "點亮 {n}", "Light {n}"), "hints": tx("听牌", "聽牌", "Waits"),
    "hints_off": tx("收起", "收起", "Hide"),
    "p_discard": tx("请出牌（坎牌和王霸不能打）", "請出牌（坎牌和王霸不能打）",
                    "Discard a card (not a kan card, not a wild)"),
    "p_claim": tx("{c}：胡、碰、吃或过", "{c}：胡、碰、吃或過", "{c}: win, peng, chi or pass"),
    "p_self": tx("可以胡牌！", "可以胡牌！", "You can win!"),
    "p_light": tx("点亮聚宝盆的一格", "點亮聚寶盆的一格", "Light a bowl cell"),
    "from_draw": tx("{name} 翻出", "{name} 翻出", "{name} drew"),
    "from_discard": tx("{name} 打出", "{name} 打出", "{name} discarded"),
    "river": tx("弃", "棄", "out"),
    "no_waits": tx("暂未听牌", "暫未聽牌", "Not ready yet"),
    "waits": tx("听：", "聽：", "Waits: "),
    "after": tx("打{c} → ", "打{c} → ", "drop {c} → "),
    "unseen": tx("剩{n}", "剩{n}", "{n} left"),
    "win_n": tx("第 {i}/{n} 次胡牌", "第 {i}/{n} 次胡牌", "Win {i} of {n}"),
    "no_win": tx("荒庄：无人胡牌，庄家连庄", "荒莊：無人胡牌，莊家連莊", "No win (荒庄): the dealer deals again"),
    "wins_on": tx("{name} 胡 {c} · {how}", "{name} 胡 {c} · {how}", "{name} wins on {c} · {how}"),
    "from": tx("（{name}）", "（{name}）", " ({name})"),
    "tun": tx("胡息 {h} → {t} 囤", "胡息 {h} → {t} 囤", "hu-xi {h} → {t} tun"),
    "zimo": tx("（含自摸 +1 囤）", "（含自摸 +1 囤）", " (incl. self-draw +1)"),
    "fans": tx("名堂：", "名堂：", "Fans: "), "no_fans": tx("无名堂（×1）", "無名堂（×1）", "no fans (×1)"),
    "fan_value": tx("番数 {v}", "番數 {v}", "fan value {v}"),
    "bowl": tx("聚宝盆 {s} ×{m}", "聚寶盆 {s} ×{m}", "Bowl {s} ×{m}"),
    "product": tx("{t} 囤 × {f} 番 × {m} 盆 = {u}", "{t} 囤 × {f} 番 × {m} 盆 = {u}", "{t} tun × {f} × bowl {m} = {u}"),
    "capped": tx("封顶 → {v}", "封頂 → {v}", "cap → {v}"),
    "pays": tx("付分：", "付分：", "Payments: "),
    "scores": tx("本局得分：", "本局得分：", "This hand: "),
    # log
    "lg_shown": tx("{name} 亮张 {c}", "{name} 亮張 {c}", "{name} shows {c}"),
    "lg_ti_open": tx("{name} 起手提 {c}", "{name} 起手提 {c}", "{name} opens with a ti of {c}"),
    "lg_draw": tx("{name} 翻出 {c}", "{name} 翻出 {c}", "{name} draws {c}"),
    "lg_draw_x": tx("{name} 摸了一张", "{name} 摸了一張", "{name} draws a card"),
    "lg_light": tx("{name} 点亮聚宝盆 ×{m}", "{name} 點亮聚寶盆 ×{m}", "{name}'s bowl lights ×{m}"),
    "lg_keep": tx("{name} 收下王霸", "{name} 收下王霸", "{name} keeps the wild"),
    "lg_ti": tx("{name} 提 {c}", "{name} 提 {c}", "{name}: ti {c}"),
    "lg_wei": tx("{name} 偎牌", "{name} 偎牌", "{name}: wei (face down)"),
    "lg_wei_c": tx("{name} 偎 {c}", "{name} 偎 {c}", "{name}: wei {c}"),
    "lg_chou": tx("{name} 臭偎 {c}", "{name} 臭偎 {c}", "{name}: stinky wei {c}"),
    "lg_pao": tx("{name} 跑 {c}", "{name} 跑 {c}", "{name}: pao {c}"),
    "lg_peng": tx("{name} 碰 {c}", "{name} 碰 {c}", "{name}: peng {c}"),
    "lg_chi": tx("{name} 吃 {g}", "{name} 吃 {g}", "{name}: chi {g}"),
    "lg_discard": tx("{name} 打出 {c}", "{name} 打出 {c}", "{name} discards {c}"),
    "lg_win": tx("{name} 胡 {c}！{how} 得 {v}", "{name} 胡 {c}！{how} 得 {v}", "{name} wins on {c}! {how}, {v}"),
    "lg_dead": tx("{name} 死手", "{name} 死手", "{name}'s hand is dead"),
    "lg_decisive": tx("决胜时刻！每次摸三张", "決勝時刻！每次摸三張", "Decisive moment: three cards a turn"),
    "lg_end": tx("本局结束", "本局結束", "The hand is over"),
}


def fmt_num(n: int, lang: str) -> str:
    """Large numbers in 万/亿 for Chinese, with separators for English."""
    if lang == "en":
        return f"{n:,}"
    sign = "-" if n < 0 else ""
    a = abs(n)
    for unit, v in (("亿亿", 10 ** 16), ("万亿", 10 ** 12), ("亿", 10 ** 8), ("万", 10 ** 4)):
        if a >= v:
            s = f"{a / v:.2f}".rstrip("0").rstrip(".")
            return f"{sign}{s}{unit}"
    return f"{sign}{a}"


def kind(code: str) -> int:
    return CODES.index(code)


def mini_card(dl: DisplayList, r: Rect, code: str | None, lang: str, down: bool = False) -> None:
    """A small card for melds, rivers and the settlement (face down when ``down``)."""
    rad = max(2.0, r.w * 0.12)
    if down or code is None:
        dl.rect(r, th.INDIGO, "rgba(255,250,240,0.6)", 1.0, rad)
        return
    k = kind(code)
    tint = WILD_TINT if code == "*" else (BIG_TINT if is_big(k) else SMALL_TINT)
    dl.rect(r, tint, "rgba(43,38,34,0.45)", 1.0, rad)
    if code != "*" and is_new(k):
        dl.rect(r.inset(1.5), None, th.GOLD, 1.0, rad * 0.6)
    g = "王" if code == "*" else face(k, lang)
    ink = th.CINNABAR if code != "*" and is_red(k) else (th.GOLD if code == "*" else th.INK)
    dl.text(r.cx, r.cy + 0.5, g, fit_size(g, min(r.w * 0.82, r.h * 0.62), r.w - 2), ink, "c",
            "b" if code != "*" and is_big(k) else "n", "s", r.w)


def bowl_grid(dl: DisplayList, x: float, y: float, cell: float, mask: int, hot: bool = False,
              on_paper: bool = False) -> None:
    """The 3×3 聚宝盆: lit cells gold (``on_paper``: drawn on the light settlement sheet)."""
    dark = "rgba(43,38,34,0.16)" if on_paper else ("rgba(255,250,240,0.28)" if hot else "rgba(255,250,240,0.14)")
    for i in range(9):
        cr = Rect(x + (i % 3) * cell, y + (i // 3) * cell, cell - 1, cell - 1)
        dl.rect(cr, th.GOLD if mask >> i & 1 else dark, None, 1.0, max(1.0, cell * 0.15))


class PaohuziUI(GameUI):
    game_id = "paohuzi"
    max_card_w = 50.0
    card_ratio = 1.9

    def __init__(self, table: Any) -> None:
        super().__init__(table)
        self.show_hints = False
        self._hints: tuple[Any, JSON | None] = (None, None)
        self.end_sel: int | None = None
        self.tl = Timeline()

    # --- helpers -----------------------------------------------------------------------------
    def g(self, key: str, **kw: object) -> str:
        return pick(L[key], self.lang).format(**kw)

    def answer(self, kind: str) -> str:
        """The label of a claim answer (胡 碰 吃 过), from the rules' claim table."""
        return pick(ANSWER_LABELS[kind], self.lang)

    def name(self, seat: Any) -> str:
        return self.table.seat_name(int(seat)) if isinstance(seat, int) else "?"

    def glyph(self, code: str) -> str:
        return "王霸" if code == "*" else face(kind(code), self.lang)

    def group_text(self, cards: list[str]) -> str:
        return "".join(self.glyph(c) for c in cards)

    def num(self, n: int) -> str:
        return fmt_num(int(n), self.lang)

    # --- the hand ----------------------------------------------------------------------------
    def hand(self, view: JSON) -> list[Any]:
        seat = view.get("seat")
        if not isinstance(seat, int):
            return []
        me = view["seats"][seat]
        out: list[JSON] = []
        n = 0
        cards = [(c, False) for c in me.get("hand") or []] + [(c, True) for c in me.get("kans") or []
                                                                  for _ in range(3)]
        for c, is_kan in sorted(cards, key=lambda t: (kind(t[0]), t[1])):
            out.append({"id": f"{c}#{n}", "code": c, "kan": is_kan})
            n += 1
        for _ in range(me.get("wilds") or 0):
            out.append({"id": f"*#{n}", "code": "*", "kan": False})
            n += 1
        return out

    def face(self, c: Any) -> CardFace:
        code = str(c.get("code", "?")) if isinstance(c, dict) else str(c)
        if code == "*":
            return CardFace("王霸", "", "wild" if self.lang == "en" else "", th.GOLD, WILD_TINT, th.CINNABAR)
        k = kind(code)
        big = is_big(k)
        ink = th.CINNABAR if is_red(k) else th.INK
        corner = ("大" if big else "小") if self.lang != "en" else ("B" if big else "s")
        sub = ""
        if isinstance(c, dict) and c.get("kan"):
            sub = "坎" if self.lang != "en" else "kan"
        elif self.lang == "en":
            sub = code[1:] + (" big" if big else "")
        accent = th.JADE if isinstance(c, dict) and c.get("kan") else (th.GOLD if is_new(k) else
                                                                       (th.INK_SOFT if big else None))
        return CardFace(face(k, self.lang), corner, sub, ink, BIG_TINT if big else SMALL_TINT, accent)

    def select_limit(self, view: JSON) -> int | None:
        return 1 if view.get("phase") == "discard" and self.table.viewer in view.get("to_act", []) else 0

    def prompt_hint(self, view: JSON) -> str | None:
        ph = view.get("phase")
        if ph == "discard":
            return self.g("p_discard")
        if ph == "claim" and view.get("offer"):
            kinds = {a["a"] for a in view.get("legal", [])}
            verbs = [self.answer(k).split(" ")[0] for k in ANSWERS if k in kinds]
            sep = "、" if self.lang != "en" else " / "
            return f"{self.glyph(view['offer']['card'])}: {sep.join(verbs)}"
        if ph in ("selfhu", "opening"):
            return self.g("p_self")
        if ph == "light":
            return self.g("p_light")
        return None

    # --- seats and status --------------------------------------------------------------------
    def seat_info(self, view: JSON, seat: int) -> SeatInfo:
        s = view["seats"][seat]
        marks = []
        if view.get("dealer") == seat:
            marks.append(self.g("dealer"))
        if s.get("locked"):
            marks.append(self.g("locked"))
        if s.get("dead"):
            marks.append(self.g("dead"))
        lines = [self.g("huxi", n=s.get("shown_huxi", 0)), self.num(s.get("score", 0))]
        return SeatInfo(s.get("concealed"), lines, marks)

    def status(self, view: JSON) -> list[str]:
        out = [self.g("pile", n=view.get("pile", 0))]
        if view.get("shown"):
            out.append(self.g("shown", c=self.glyph(view["shown"])))
        if view.get("decisive"):
            out.append(self.g("decisive"))
        out.append(self.g("hand_no", n=view.get("hand_no", 1)))
        return out

    # --- the centre --------------------------------------------------------------------------
    def draw_center(self, dl: DisplayList, r: Rect, view: JSON, now: float) -> None:
        phone = self.table.lay.phone if self.table.lay else True
        dl.rect(r, "rgba(20,16,12,0.16)", None, 1.0, 10)
        head_h = 44.0 if phone else 58.0
        head, body = r.cut_top(head_h)
        self._draw_head(dl, head.inset(6, 3), view)
        if self.show_hints:
            rep = self._hint_report(view)
            n = len([o for o in rep["options"] if o["waits"]]) if rep and rep["mode"] == "discard" else 1
            panel_h = min(max(1, n) * 36.0 + 12, body.h * 0.45)
            hint_r, body = body.cut_bottom(panel_h)
            self._draw_hints(dl, hint_r.inset(6, 3), view)
        seat = view.get("seat")
        viewer = seat if isinstance(seat, int) else 0
        order = [(viewer + 1) % 3, (viewer + 2) % 3, viewer]
        sh = body.h / 3
        for i, s in enumerate(order):
            self._draw_strip(dl, Rect(body.x + 4, body.y + i * sh + 1, body.w - 8, sh - 2), view, s, phone, now)

    def _draw_head(self, dl: DisplayList, r: Rect, view: JSON) -> None:
        off = view.get("offer")
        x = view.get("x")
        code = None
        label = ""
        if off:
            code = off["card"]
            label = self.g("from_draw" if off.get("draw") else "from_discard", name=self.name(off["src"]))
        elif x and view.get("phase") in ("selfhu", "light"):
            code = x.get("card")
            label = self.g("from_draw", name=self.name(view.get("actor")))
        if code is not None or label:
            ch = r.h
            cw = ch / 1.75
            cr = Rect(r.cx - cw / 2, r.y, cw, ch)
            if code is None:
                card_back(dl, cr)
            else:
                mini_card(dl, cr, code, self.lang)
            dl.text(cr.x - 8, r.cy, label, 13, th.PAPER, "r", "b", "a", r.w / 2 - cw / 2 - 10)
        if view.get("decisive"):
            dl.text(r.r, r.cy, self.g("decisive"), 13, th.GOLD, "r", "b", "s", r.w / 2 - r.h)
        sc = view.get("shown")
        if sc:
            sw = r.h / 1.75 * 0.8
            mini_card(dl, Rect(r.x, r.y + r.h * 0.1, sw, r.h * 0.8), sc, self.lang)
            dl.text(r.x + sw + 6, r.cy, pick(tx("亮张", "亮張", "shown"), self.lang), 11, th.PAPER, "l", "n", "a",
                    r.w / 2 - r.h - sw)

    def _draw_strip(self, dl: DisplayList, r: Rect, view: JSON, seat: int, phone: bool, now: float) -> None:
        s = view["seats"][seat]
        acting = seat in view.get("to_act", [])
        dl.rect(r, "rgba(244,236,220,0.10)" if not acting else "rgba(184,137,58,0.22)", None, 1.0, 8)
        # bowl grid and the seat's name / hu-xi on the left
        cell = max(7.0, min(14.0, (r.h - 14) / 3))
        bowl_grid(dl, r.x + 4, r.y + 4, cell, int(s.get("bowl", 0)), view.get("phase") == "light" and acting)
        lit = self.tl.get(f"light{seat}", now)
        if lit is not None:   # the cell that just lit glows for a moment
            c = int(lit.data)
            cx, cy = r.x + 4 + (c % 3 + 0.5) * cell, r.y + 4 + (c // 3 + 0.5) * cell
            dl.circle(cx, cy, cell * (0.6 + 0.8 * ease_out(lit.progress(now))), None, th.GOLD, 2.0)
        dl.text(r.x + 4 + 1.5 * cell, r.y + 6 + 3 * cell + 5, f"×{s.get('bowl_mult', 1)}", 10, th.GOLD, "c", "b")
        lx = r.x + 8 + 3 * cell
        lw = 58.0 if phone else 96.0
        nm = self.name(seat)
        dl.text(lx + 2, r.y + 10, nm, fit_size(nm, 12, lw), th.PAPER, "l", "b", "s", lw)
        dl.text(lx + 2, r.y + 25, self.g("huxi", n=s.get("shown_huxi", 0)), 10.5, th.PAPER, "l", "n", "a", lw)
        kh = s.get("kan_huxi")
        if s.get("locked") or s.get("dead"):
            dl.text(lx + 2, r.y + 38, self.g("locked") if s.get("locked") else self.g("dead"), 10.5,
                    th.CINNABAR if s.get("locked") else th.INK_FAINT, "l", "b", "s", lw)
        elif kh:
            dl.text(lx + 2, r.y + 38, f"坎 {kh}" if self.lang != "en" else f"kan {kh}", 10.5, th.JADE_SOFT, "l",
                    "n", "a", lw)
        area = Rect(lx + lw + 4, r.y + 2, r.r - lx - lw - 6, r.h - 4)
        melds = s.get("melds", [])
        river = s.get("river", []) + s.get("won", [])
        meld_h = area.h * (0.62 if river else 1.0)
        # melds: groups of mini cards side by side, hu-xi below
        n_cards = sum(len(m["cards"]) for m in melds)
        if melds:
            gap = 5.0
            mw = min(meld_h * 0.76 / 1.45, (area.w - gap * len(melds)) / max(1, n_cards), 17.0 if phone else 24.0)
            mw = max(6.0, mw)
            mh = mw * 1.45
            x = area.x
            for m in melds:
                down = int(m.get("down", 0)) if seat != view.get("seat") else 0
                for i, c in enumerate(m["cards"]):
                    hidden = m.get("hidden") or (i < down and m["type"] != "TI") or \
                        (m["type"] == "TI" and i < 3 and seat != view.get("seat"))
                    mini_card(dl, Rect(x + i * mw, area.y, mw - 0.5, mh), c, self.lang, bool(hidden))
                gw = len(m["cards"]) * mw
                hx = m.get("huxi")
                label = pick(GROUP.get(m["type"], tx("", "", "")), self.lang)
                if m.get("hidden"):
                    label = pick(GROUP["WEI"], self.lang)
                if meld_h - mh >= 9:
                    dl.text(x + gw / 2, area.y + mh + 5, label + (f" {hx}" if hx else ""), min(10.0, mw * 0.9),
                            th.PAPER, "c", "n", "a", gw + gap)
                x += gw + gap
        if river:
            rh = area.h - meld_h - 1
            rw = max(6.0, min(rh / 1.45, 16.0))
            per = max(1, int(area.w // (rw + 1)))
            shown = river[-per:]
            for i, c in enumerate(shown):
                mini_card(dl, Rect(area.x + i * (rw + 1), area.y + meld_h + 1, rw, rh), c, self.lang)

    # --- hints -------------------------------------------------------------------------------
    def _hint_report(self, view: JSON) -> JSON | None:
        seat = view.get("seat")
        if not isinstance(seat, int):
            return None
        key = (self.table.client.hand_no, self.table.client.version, seat)
        if self._hints[0] != key:
            try:
                self._hints = (key, ready_report(view, seat))
            except (KeyError, ValueError):
                self._hints = (key, None)
        return self._hints[1]

    def _wait_text(self, rows: list[JSON]) -> str:
        if not rows:
            return self.g("no_waits")
        parts = []
        for w in rows[:6]:
            v = w.get("score_discard") or w.get("score_self_draw")
            parts.append(f"{self.glyph(w['card'])}({self.g('unseen', n=w['unseen'])}"
                         + (f" {self.num(v)}" if v else "") + ")")
        return self.g("waits") + " ".join(parts)

    def _draw_hints(self, dl: DisplayList, r: Rect, view: JSON) -> None:
        dl.rect(r, "rgba(244,236,220,0.92)", None, 1.0, 8)
        rep = self._hint_report(view)
        lines: list[str] = []
        if rep is None:
            lines = [self.g("no_waits")]
        elif rep["mode"] == "discard":
            for o in rep["options"]:
                if o["waits"]:
                    lines.append(self.g("after", c=self.glyph(o["discard"])) + self._wait_text(o["waits"]))
            lines = lines or [self.g("no_waits")]
        else:
            lines = [self._wait_text(rep["waits"])]
        y = r.y + 4
        for ln in lines:
            used = paragraph(dl, Rect(r.x + 8, y, r.w - 16, r.b - y), ln, 12, th.INK)
            y += used + 2
            if y > r.b - 12:
                break

    # --- actions -----------------------------------------------------------------------------
    def chi_label(self, a: Action) -> str:
        gs = a["groups"]
        s = self.answer("chi") + " " + self.group_text(gs[0])
        for g in gs[1:]:
            s += " " + self.g("bi") + self.group_text(g)
        return s

    def buttons(self, view: JSON, selected: list[Any]) -> list[Btn]:
        legal = self._legal()
        out: list[Btn] = []
        ph = view.get("phase")
        if legal:
            if ph == "discard":
                if selected:
                    c = selected[0]["code"]
                    locked = c == "*" or selected[0].get("kan")
                    # a 坎 card or a wild is refused by the engine, whose reason then shows as a toast
                    out.append(Btn("discard", self.g("discard", c=self.glyph(c)), {"a": "discard", "card": c},
                                   "quiet" if locked else "primary"))
                else:
                    out.append(Btn("discard", self.g("pick"), None, "quiet", enabled=False))
            elif ph == "light":
                for a in legal:
                    out.append(Btn(f"light{a['cell']}", self.g("light", n=a["cell"] + 1), a, "normal"))
            else:
                for a in legal:
                    k = a["a"]
                    if k == "chi":
                        i = len([b for b in out if b.id.startswith("chi")])
                        out.append(Btn(f"chi{i}", self.chi_label(a), a, "normal"))
                    elif k in ANSWER_LABELS:
                        out.append(Btn(k, self.answer(k), a, ANSWER_STYLE.get(k, "normal")))
        if isinstance(view.get("seat"), int) and not view.get("result"):
            out.append(Btn("hints", self.g("hints_off") if self.show_hints else self.g("hints"), None, "quiet"))
        return out

    def tap(self, hid: str, view: JSON) -> bool:
        if hid == "btn:hints":
            self.show_hints = not self.show_hints
            return True
        if hid in ("pz:prev", "pz:next"):
            n = len((view.get("result") or {}).get("wins", []))
            if n:
                cur = self._end_index(view)
                self.end_sel = (cur + (1 if hid == "pz:next" else -1)) % n
            return True
        return False

    # --- log and animation -------------------------------------------------------------------
    def log_line(self, ev: JSON) -> str | None:
        ty = ev.get("type")
        n = self.name(ev.get("seat"))
        c = self.glyph(ev["card"]) if isinstance(ev.get("card"), str) else ""
        if ty == "shown":
            return self.g("lg_shown", name=n, c=c)
        if ty == "ti_open":
            return self.g("lg_ti_open", name=n, c=c)
        if ty == "draw":
            return self.g("lg_draw", name=n, c=c) if ev.get("shown") and c else self.g("lg_draw_x", name=n)
        if ty == "light":
            return self.g("lg_light", name=n, m=ev.get("mult", 1))
        if ty == "keep_wild":
            return self.g("lg_keep", name=n)
        if ty == "ti":
            return self.g("lg_ti", name=n, c=c)
        if ty == "wei":
            return self.g("lg_wei_c", name=n, c=c) if c else self.g("lg_wei", name=n)
        if ty == "chou_wei":
            return self.g("lg_chou", name=n, c=c)
        if ty == "pao":
            return self.g("lg_pao", name=n, c=c)
        if ty == "peng":
            return self.g("lg_peng", name=n, c=c)
        if ty == "chi":
            gs = ev.get("groups") or []
            return self.g("lg_chi", name=n, g=" ".join(self.group_text(x) for x in gs))
        if ty == "discard":
            return self.g("lg_discard", name=n, c=c)
        if ty == "win":
            return self.g("lg_win", name=n, c=c, how=pick(HOW.get(str(ev.get("how")), tx("", "", "")), self.lang),
                          v=self.num(ev.get("final", 0)))
        if ty == "dead":
            return self.g("lg_dead", name=n)
        if ty == "decisive":
            return self.g("lg_decisive")
        if ty == "end":
            return self.g("lg_end")
        return None

    def on_events(self, events: list[JSON], now: float) -> None:
        if now < 0:
            return
        for ev in events:
            ty = ev.get("type")
            if ty == "win":
                self.tl.start("banner", now, 0.9, (self.answer("hu") if self.lang != "en" else "胡", self.name(ev.get("seat"))))
            elif ty == "light" and isinstance(ev.get("seat"), int):
                self.tl.start(f"light{ev['seat']}", now, 0.8, ev.get("cell", 0))
            elif ty == "decisive":
                self.tl.start("banner", now, 1.0, (self.g("decisive"), ""))
            elif ty in ("ti", "pao", "wei", "chou_wei", "ti_open") and "banner" not in self.tl.anims:
                word = {"ti": "提", "ti_open": "提", "pao": "跑", "wei": "偎", "chou_wei": "臭偎"}[str(ty)]
                self.tl.start("call", now, 0.5, (word, self.name(ev.get("seat"))))

    def on_new_hand(self) -> None:
        self.tl.clear()
        self.end_sel = None
        self.show_hints = False

    def busy(self, now: float) -> bool:
        return self.tl.get("banner", now) is not None

    def draw_overlay(self, dl: DisplayList, w: float, h: float, now: float, view: JSON) -> None:
        for key, size in (("banner", 64.0), ("call", 44.0)):
            a = self.tl.get(key, now)
            if a is None:
                continue
            word, who = a.data
            p = ease_out(a.progress(now) * 2.5)
            dl.alpha(max(0.0, min(1.0, 1.6 - 1.6 * a.progress(now))) if a.progress(now) > 0.5 else 1.0)
            cx, cy = w / 2, h * 0.40
            s = size * (0.7 + 0.3 * p)
            bw = max(text_width(word, s), text_width(who, 16)) + 48
            dl.rect(Rect(cx - bw / 2, cy - s * 0.9, bw, s * 1.8 + 20), "rgba(20,16,12,0.62)", None, 1.0, 14)
            dl.text(cx, cy, word, s, th.CINNABAR if key == "banner" else th.GOLD, "c", "b", "s")
            if who:
                dl.text(cx, cy + s * 0.75, who, 15, th.PAPER, "c", "n", "a")
            dl.alpha(1.0)
        self.tl.active(now)

    # --- the settlement sheet ----------------------------------------------------------------
    def _end_index(self, view: JSON) -> int:
        wins = (view.get("result") or {}).get("wins", [])
        if not wins:
            return 0
        if self.end_sel is None or self.end_sel >= len(wins):
            me = view.get("seat")
            mine = [i for i, w in enumerate(wins) if w["seat"] == me]
            best = max(range(len(wins)), key=lambda i: wins[i]["final"])
            self.end_sel = mine[-1] if mine else best
        return self.end_sel

    def end_height(self, view: JSON, w: float) -> float:
        return 420.0 if w < 400 else 380.0

    def draw_end(self, dl: DisplayList, r: Rect, view: JSON, now: float) -> None:
        res = view.get("result") or {}
        wins = res.get("wins", [])
        y = r.y
        scores = res.get("scores", [0, 0, 0])
        line = self.g("scores") + "  ".join(f"{self.name(i)} {'+' if v > 0 else ''}{self.num(v)}"
                                             for i, v in enumerate(scores))
        y += paragraph(dl, Rect(r.x, y, r.w, 40), line, 13, th.INK) + 4
        if not wins:
            paragraph(dl, Rect(r.x, y + 10, r.w, 60), self.g("no_win"), 16, th.INK_SOFT)
            return
        i = self._end_index(view)
        w = wins[i]
        # the win selector: ◀ win i/n ▶ (40 px targets)
        nav = Rect(r.x, y, r.w, 40)
        if len(wins) > 1:
            button(dl, "pz:prev", Rect(nav.x, nav.y, 48, 40), "◀", "normal", 16)
            button(dl, "pz:next", Rect(nav.r - 48, nav.y, 48, 40), "▶", "normal", 16)
        dl.text(nav.cx, nav.cy, self.g("win_n", i=i + 1, n=len(wins)), 13, th.INK_SOFT, "c", "n", "a", r.w - 110)
        y = nav.b + 4
        how = pick(HOW.get(w["how"], tx("", "", "")), self.lang)
        title = self.g("wins_on", name=self.name(w["seat"]), c=self.glyph(w["card"]), how=how)
        if w["how"] in ("other", "discard"):
            title += self.g("from", name=self.name(w["src"]))
        dl.text(r.x, y + 10, title, fit_size(title, 16, r.w), th.INK, "l", "b", "s", r.w)
        y += 24
        # the seven groups with their hu-xi
        groups = w["groups"]
        per_row = 7 if r.w >= 420 else 4
        gw = r.w / per_row
        cw = min(16.0, (gw - 6) / 4)
        chh = cw * 1.45
        for gi, g in enumerate(groups):
            row, col = divmod(gi, per_row)
            gx = r.x + col * gw
            gy = y + row * (chh + 18)
            for ci, c in enumerate(g["cards"]):
                mini_card(dl, Rect(gx + ci * cw, gy, cw - 0.5, chh), c, self.lang)
            lab = pick(GROUP.get(g["type"], tx("", "", "")), self.lang) + f" {g['huxi']}"
            dl.text(gx + 2, gy + chh + 7, lab, 10, th.INK_SOFT, "l", "n", "a", gw - 4)
        rows = (len(groups) + per_row - 1) // per_row
        y += rows * (chh + 18) + 4
        t = self.g("tun", h=w["huxi"], t=w["tun"]) + (self.g("zimo") if w.get("self_draw") else "")
        y += paragraph(dl, Rect(r.x, y, r.w, 40), t, 13, th.INK) + 2
        fans = w.get("fans", [])
        ft = self.g("fans") + ("  ".join(f"{pick(f['name'], self.lang)}×{f['value']}" for f in fans)
                               if fans else self.g("no_fans"))
        y += paragraph(dl, Rect(r.x, y, r.w, 80), ft, 13, th.INK) + 2
        y += paragraph(dl, Rect(r.x, y, r.w, 20), self.g("fan_value", v=self.num(w["fan_value"])), 13, th.INK) + 2
        bowl_grid(dl, r.x, y + 2, 8, int(w.get("bowl", 0)), on_paper=True)
        bt = self.g("bowl", s=pick(w.get("bowl_name", tx("", "", "")), self.lang), m=w["bowl_mult"])
        dl.text(r.x + 30, y + 12, bt, 13, th.INK, "l", "n", "a", r.w - 30)
        y += 28
        prod = self.g("product", t=w["tun"], f=self.num(w["fan_value"]), m=w["bowl_mult"], u=self.num(w["uncapped"]))
        y += paragraph(dl, Rect(r.x, y, r.w, 40), prod, 14, th.INK) + 2
        if w.get("capped"):
            y += paragraph(dl, Rect(r.x, y, r.w, 20), self.g("capped", v=self.num(w["final"])), 14, th.CINNABAR) + 2
        pays = self.g("pays") + "  ".join(f"{self.name(s)} {'+' if v > 0 else ''}{self.num(v)}"
                                          for s, v in enumerate(w["pay"]))
        paragraph(dl, Rect(r.x, y, r.w, max(0.0, r.b - y)), pays, 13, th.INK_SOFT)


UI = PaohuziUI
