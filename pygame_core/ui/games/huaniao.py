"""花鳥風月 at the table: card faces, the tune scale, the pool, prompts as buttons, the log,
dance calls, season banners, the closing poem and the showdown (view JSON: games/huaniao/VIEW.md)."""

from __future__ import annotations

from typing import Any

from ...core.game import JSON, Action
from ...core.i18n import pick, tx
from ...games.huaniao import texts as tt
from ...games.huaniao.cards import FACE, POINTS, ZH, ZH_HANS
from ...games.huaniao.ops import claims
from .. import theme as th
from ..anim import Timeline, ease_out
from ..draw import DisplayList, fit_size, text_width
from ..geom import Rect
from ..plugin import Btn, GameUI, SeatInfo
from ..texts import you_form
from ..widgets import CardFace, card, card_back, paragraph
from .huaniao_hints import refusal_hint

GLYPH = {"zh-Hans": ZH_HANS, "zh-Hant": ZH}
GLOSS = {"B": "bird", "1": "ten", "2": "hundred", "3": "thousand", "4": "10k", "H": "flower", "F": "wind",
         "Y": "moon"}
INK = {"B": th.JADE, "1": th.INK, "2": th.INK, "3": th.INK, "4": th.INK, "H": th.CINNABAR, "F": th.INDIGO,
       "Y": "#8a6a1f"}

def face_of(c: Any) -> str | None:
    return str(c["face"]) if isinstance(c, dict) and "face" in c else None


def cid(c: Any) -> int:
    return int(c["id"])


def sig(a: Action) -> tuple[Any, ...]:
    """What makes two operations the same play regardless of which copy of a face is used."""
    cards = list(a.get("cards", []))
    faces = tuple(sorted(FACE[x] for x in cards))
    first = FACE[cards[0]] if a.get("op") == "ming" and cards else ""
    return (a.get("a"), a.get("op"), a.get("kind"), faces, first)



class HuaniaoUI(GameUI):
    game_id = "huaniao"
    max_card_w = 70.0
    card_ratio = 1.42

    def __init__(self, table: Any) -> None:
        super().__init__(table)
        self.tl = Timeline()
        self.glow = Timeline()  # newly arrived cards; bots do not wait for it
        self.banners: list[tuple[str, str, float]] = []  # (text, style, start)
        self.hint_i = 0
        self.poem_start: float | None = None
        self.poem_skipped = False
        self.reveal_at: float | None = None

    # --- helpers -----------------------------------------------------------------------------
    def glyph(self, f: str) -> str:
        return GLYPH.get(self.lang, GLYPH["zh-Hant"])[f]

    def cards_text(self, cards: list[Any]) -> str:
        return "".join(self.glyph(face_of(c) or "") if face_of(c) else "▪" for c in cards)

    def tx(self, key: str, **kw: object) -> str:
        s = pick(tt.LABELS[key], self.lang)
        return s.format(**kw) if kw else s

    def name(self, seat: Any) -> str:
        return self.table.seat_name(int(seat)) if isinstance(seat, int) else "?"

    def prompt(self, view: JSON) -> JSON:
        p = view.get("prompt")
        return p if isinstance(p, dict) else {}

    # --- cards -------------------------------------------------------------------------------
    def hand(self, view: JSON) -> list[Any]:
        h = view.get("hand")
        return [c for c in h if isinstance(c, dict)] if isinstance(h, list) else []

    def face(self, c: Any) -> CardFace:
        f = face_of(c) or "B"
        g = self.glyph(f)
        if self.lang == "en":
            sub = f"{GLOSS[f]} {POINTS[f]}"
        else:
            sub = f"{POINTS[f]}{'点' if self.lang == 'zh-Hans' else '點'}"
        accent = {"H": th.CINNABAR_SOFT, "F": "#8fa3bd", "Y": "#d2b370"}.get(f)
        tint = {"B": "#f3f7f1", "H": "#fff4ee", "F": "#f1f4fa", "Y": "#fbf6e6"}.get(f, th.WHITE)
        return CardFace(g, g, sub, INK[f], tint, accent)

    def select_limit(self, view: JSON) -> int | None:
        p = self.prompt(view)
        kind = p.get("type")
        if kind in ("main", "extra"):
            return None
        if kind == "gift":
            return int(p.get("max", 1)) if p.get("kind") == "wind" else len(p.get("to", []))
        if kind == "pass":
            return 1
        if kind == "discard":
            return int(p.get("count", 1))
        return 0

    def card_dim(self, view: JSON, c: Any) -> bool:
        p = self.prompt(view)
        if p.get("type") == "discard":
            ok = p.get("order_ok") or []
            return len(ok) >= int(p.get("count", 1)) and cid(c) not in ok
        return False

    def prompt_hint(self, view: JSON) -> str | None:
        p = self.prompt(view)
        kind = p.get("type")
        if kind == "main" and not self.table.selected:
            return self.tx("select_hint")
        if kind in ("main", "extra") and self.table.selected and not self.candidates(
                view, [c for c in self.hand(view) if self.card_key(c) in self.table.selected]):
            return self.tx("no_match")
        if kind == "extra":
            return self.tx("extra_hint", n=p.get("left", 0))
        if kind == "gift":
            to = p.get("to") or []
            if p.get("kind") == "wind" and to:
                return self.tx("gift_hint", n=p.get("max", 1), name=self.name(to[0]))
            return self.tx("give_n", n=len(to))
        if kind == "pass":
            return self.tx("pick_pass")
        if kind == "discard":
            return self.tx("pick_discard", n=p.get("count", 1))
        if kind == "target":
            return self.tx("pick_target")
        if kind == "guess":
            return self.tx("guess_q", name=self.name(p.get("target")))
        if kind == "commit":
            return self.tx("commit_hint")
        return None

    # --- seats and status --------------------------------------------------------------------
    def seat_info(self, view: JSON, seat: int) -> SeatInfo:
        seats = view.get("seats") or []
        s = seats[seat] if seat < len(seats) else {}
        lines = []
        if s.get("eff_limit") is not None:
            lines.append(self.tx("limit", n=s["eff_limit"]))
        flags = []
        if s.get("skips"):
            flags.append(self.tx("skips", n=s["skips"]))
        if s.get("ban"):
            flags.append(self.tx("ban"))
        if s.get("bot") and not self.table.client.seats[seat].startswith("bot:"):
            flags.append(self.tx("bot"))
        pend = view.get("pending") or {}
        if seat in (pend.get("passed") or []):
            flags.append(self.tx("passed"))
        owed = (pend.get("discards") or {}).get(str(seat))
        if owed:
            flags.append(self.tx("owes", n=owed))
        if flags:
            lines.append(" ".join(flags))
        marks = []
        if view.get("first") == seat:
            marks.append(self.tx("first"))
        if s.get("undo_left") and self.table.client.seats[seat] in ("human", "hotseat"):
            marks.append("↺")
        tappable = self.prompt(view).get("type") == "target" and seat != self.table.viewer
        return SeatInfo(s.get("count"), lines, marks, tappable)

    def status(self, view: JSON) -> list[str]:
        out = [pick(self.info.preset_labels.get(str(view.get("options", {}).get("mode")), tx("", "", "")),
                    self.lang) or pick(self.info.title, self.lang)]
        out.append(self.tx("turn", n=int(view.get("turn", 0)) + 1))
        se = view.get("season")
        if isinstance(se, str):
            out.append(pick(tt.SEASON_NAMES[se], self.lang))
        lt = view.get("lighting")
        if lt in ("day", "night"):
            out.append(pick(tt.LIGHTING[str(lt)], self.lang))
        return [o for o in out if o]

    # --- centre ------------------------------------------------------------------------------
    def draw_center(self, dl: DisplayList, r: Rect, view: JSON, now: float) -> None:
        if view.get("phase") == "showdown" or (view.get("showdown") and view.get("phase") == "over"):
            self._draw_showdown(dl, r, view, now)
            return
        y = r.y
        # a low window (a phone held sideways): the scale and the chips share one row
        compact = r.h < 200
        scale_h = 36.0 if compact else 50.0
        scale_w = min(r.w, 360.0) if compact else r.w
        self._draw_scale(dl, Rect(r.x, y, scale_w, scale_h), view)
        if not compact:
            y += scale_h + 4
        # info chips: pile, heap, season line
        chips = [self.tx("pile", n=view.get("pile", 0)), self.tx("heap", n=len(view.get("heap") or []))]
        se = view.get("season")
        if isinstance(se, str):
            chips.append(pick(tt.SEASON_LINE[se], self.lang))
        p = self.prompt(view)
        if p.get("type") == "extra":
            chips.append(self.tx("extra_left", n=p.get("left", 0)))
        x = r.x + (scale_w + 8 if compact else 0.0)
        cy = y + (scale_h - 24) / 2 if compact else y
        for c in chips:
            w = min(r.r - x, text_width(c, 13) + 18)
            if w < 40:
                break
            cr = Rect(x, cy, w, 24)
            dl.rect(cr, "rgba(244,236,220,0.16)", None, 1, 12)
            dl.text_in(cr, c, 13, th.PAPER)
            x += w + 6
        y += scale_h + 4 if compact else 32
        # a pile of backs at the right of the scale
        peek = view.get("peek")
        pool = [ph for ph in (view.get("pool") or []) if isinstance(ph, dict)]
        area = Rect(r.x, y, r.w, r.b - y)
        if isinstance(peek, dict):
            pr, area = area.cut_top(64)
            self._draw_peek(dl, pr, peek)
        self._draw_pool(dl, area, pool, now)

    def _draw_scale(self, dl: DisplayList, r: Rect, view: JSON) -> None:
        tune = view.get("tune")
        allowed = set(view.get("allowed") or [])
        colon = ": " if self.lang == "en" else "："
        label = f"{self.tx('tune')}{colon}{self.tx('open') if tune is None else self.glyph(tt.NOTE_FACE[int(tune)])}"
        lw = min(110.0, r.w * 0.28)
        dl.text(r.x + 4, r.cy, label, fit_size(label, 17, lw - 8), th.PAPER, "l", "b", "s", lw - 8)
        n = 5
        avail = r.w - lw
        step = min(58.0, avail / n)
        rad = min(18.0, step * 0.36)
        x0 = r.x + lw + (avail - step * n) / 2 + step / 2
        for i in range(n):
            cx = x0 + i * step
            if i < n - 1:
                dl.line(cx + rad + 2, r.cy, cx + step - rad - 2, r.cy, "rgba(244,236,220,0.35)", 1.5)
            is_t = tune == i
            ok = i in allowed
            fill = th.PAPER if is_t else ("rgba(156,193,178,0.35)" if ok else "rgba(244,236,220,0.06)")
            stroke = th.CINNABAR if is_t else (th.JADE_SOFT if ok else "rgba(244,236,220,0.3)")
            dl.circle(cx, r.cy, rad, fill, stroke, 2.5 if is_t else 1.5)
            dl.text(cx, r.cy + 0.5, self.glyph(tt.NOTE_FACE[i]), rad * 1.05, th.INK if is_t else th.PAPER, "c", "b",
                    "s")

    def _draw_peek(self, dl: DisplayList, r: Rect, peek: JSON) -> None:
        title = self.tx("peek", name=self.name(peek.get("seat")))
        dl.text(r.x + 4, r.y + 10, title, 13, th.GOLD, "l", "b")
        cards = peek.get("cards") or []
        w = min(32.0, (r.w - 8) / max(1, len(cards)))
        for i, c in enumerate(cards):
            card(dl, Rect(r.x + 4 + i * w, r.y + 20, w - 3, 40), self.face(c), small=True)

    def _draw_pool(self, dl: DisplayList, r: Rect, pool: list[JSON], now: float) -> None:
        if r.h < 30:
            return
        phone = self.table.lay.phone if self.table.lay else True
        big_h = min(72.0, r.h * 0.36) if phone else min(96.0, r.h * 0.4)
        if r.h < 120:  # room for the newest phrase only: let it take the space
            big_h = max(24.0, min(72.0, r.h - 12))
        small_h = 40.0 if phone else 48.0
        # the phrases that fit grow to fill the centre: no empty band under a short pool
        k = max(1, min(len(pool), int((r.h - big_h - 16) // (small_h + 16)) + 1))
        grow = min(1.45, (r.h - 16 * k) / (big_h + small_h * (k - 1))) if r.h >= 120 else 1.0
        big_h, small_h = big_h * max(1.0, grow), small_h * max(1.0, grow)
        y = r.y
        anim = self.tl.get("play", now)
        for i, ph in enumerate(reversed(pool)):
            newest = i == 0
            ch = big_h if newest else small_h
            row_h = ch + 10
            if y + row_h > r.b + 2:
                break
            cw = ch / 1.42
            row = Rect(r.x, y, r.w, row_h)
            dl.save()
            if newest and anim is not None:
                p = ease_out(anim.progress(now))
                dl.alpha(0.2 + 0.8 * p)
                row = row.move(0, -(1 - p) * 26)
            dl.rect(row, "rgba(244,236,220,0.10)" if not newest else "rgba(244,236,220,0.18)", None, 1, 8)
            seat = ph.get("seat")
            op = str(ph.get("op", ""))
            kind = ph.get("kind")
            opname = pick(tt.OP_NAMES.get(op, tx(op, op, op)), self.lang)
            if op == "wu" and isinstance(kind, str):
                dance = pick(tt.DANCE_NAMES.get(kind, tx(kind, kind, kind)), self.lang)
                opname = dance if self.lang == "en" else f"{opname}·{dance}"
            label_w = min(120.0, r.w * 0.3)
            nm = self.name(seat)
            dl.text(row.x + 10, row.y + row_h * 0.36, nm, fit_size(nm, 13, label_w - 12), th.PAPER_DARK, "l",
                    "b", "a", label_w - 12)
            dl.text(row.x + 10, row.y + row_h * 0.7, opname, fit_size(opname, 14 if newest else 12.5, label_w - 12),
                    th.GOLD if newest else th.PAPER, "l", "b", "s", label_w - 12)
            cards = ph.get("cards") or []
            x = row.x + label_w
            step = min(cw + 4, (row.r - 8 - x - cw) / max(1, len(cards) - 1)) if len(cards) > 1 else cw
            for c in cards:
                cr = Rect(x, row.y + 5, cw, ch)
                if c is None:
                    card_back(dl, cr, small=not newest)
                else:
                    card(dl, cr, self.face(c), small=not newest)
                x += step
            t = ph.get("tune")
            if newest and t is not None:
                arrow = f"→ {self.glyph(tt.NOTE_FACE[int(t)])}"
                dl.text(row.r - 10, row.cy, arrow, 16, th.PAPER, "r", "b", "s")
            dl.restore()
            y += row_h + 6

    def _draw_showdown(self, dl: DisplayList, r: Rect, view: JSON, now: float) -> None:
        sd = view.get("showdown") or {}
        dl.text(r.cx, r.y + 16, self.tx("showdown"), 20, th.GOLD, "c", "b", "s")
        rnd = int(sd.get("round", 1))
        call = self.tx("call1") if rnd == 1 else self.tx("call")
        dl.text(r.cx, r.y + 44, f"{self.tx('round', n=rnd)} · {call}", 14, th.PAPER, "c", "n", "s", r.w)
        rounds = sd.get("rounds") or []
        y = r.y + 66
        if view.get("phase") == "showdown":
            called = set(sd.get("called") or [])
            parts = [f"{self.name(e)} {'✓' if e in called else '…'}" for e in sd.get("entrants") or []]
            line = "   ".join(parts)
            dl.text(r.cx, y + 8, line, fit_size(line, 14, r.w - 8), th.PAPER_DARK, "c", "n", "a", r.w - 8)
            y += 28
        if rounds:
            self._draw_sd_round(dl, Rect(r.x, y, r.w, min(r.b - y, 240.0)), rounds[-1], sd)

    def _draw_sd_round(self, dl: DisplayList, r: Rect, rd: JSON, sd: JSON) -> float:
        hands = rd.get("hands") or {}
        pri = rd.get("priority") or {}
        cum = sd.get("cum") or {}
        y = r.y
        rh = min(54.0, max(40.0, (r.h - 4) / max(1, len(hands)) - 4))
        for s, cards in hands.items():
            row = Rect(r.x, y, r.w, rh)
            dl.rect(row, "rgba(244,236,220,0.12)", None, 1, 8)
            nm = self.name(int(s))
            dl.text(row.x + 8, row.cy, nm, fit_size(nm, 13, 70), th.PAPER, "l", "b", "a", 70)
            ch = rh - 8
            cw = ch / 1.42
            for i, c in enumerate(cards):
                card(dl, Rect(row.x + 80 + i * (cw + 3), row.y + 4, cw, ch), self.face(c), small=True)
            pat = pick(tt.PATTERNS[int(pri.get(s, 5))], self.lang)
            extra = f"{pat} · {cum.get(s, '')}"
            dl.text(row.r - 8, row.cy, extra, fit_size(extra, 13, row.w - 100 - 4 * (cw + 3)), th.GOLD, "r", "b")
            y += rh + 4
        return y - r.y

    # --- actions -----------------------------------------------------------------------------
    def candidates(self, view: JSON, sel: list[Any]) -> list[Action]:
        """Plays the selected cards could be meant as (the operations table's shapes; the engine judges)."""
        return claims([cid(c) for c in sel], bool(view.get("flowers_are_birds")))

    def op_label(self, a: Action) -> str:
        op = str(a.get("op"))
        name = pick(tt.OP_NAMES[op], self.lang)
        if op == "wu":
            k = str(a.get("kind"))
            return f"{name}，{pick(tt.DANCE_NAMES[k], self.lang)}" if self.lang != "en" else pick(tt.DANCE_NAMES[k], "en")
        cards = "".join(self.glyph(FACE[i]) for i in a.get("cards", []))
        return f"{name} {cards}"

    def buttons(self, view: JSON, selected: list[Any]) -> list[Btn]:
        p = self.prompt(view)
        kind = p.get("type")
        legal = self._legal()
        out: list[Btn] = []
        lsig = {sig(a) for a in legal}
        if kind in ("main", "extra"):
            for i, a in enumerate(self.candidates(view, selected)):
                ok = sig(a) in lsig
                out.append(Btn(f"op{i}", self.op_label(a), a, "primary" if ok else "quiet"))
            if not selected:
                if any(a.get("op") == "qi" for a in legal):
                    out.append(Btn("qi", pick(tt.OP_NAMES["qi"], self.lang), {"a": "op", "op": "qi"}, "normal",
                                   self.tx("pile", n=view.get("pile", 0))))
                if any(a.get("op") not in ("qi", None) for a in legal):
                    out.append(Btn("hint", self.tx("hint"), None, "quiet"))
            if kind == "extra":
                out.append(Btn("end", self.tx("end_turn"), {"a": "end_turn"}, "normal"))
        elif kind == "commit":
            out.append(Btn("commit", self.tx("commit"), {"a": "end_turn"}, "primary"))
        elif kind == "gift":
            to = [int(s) for s in p.get("to", [])]
            if p.get("kind") == "wind":
                ids = [cid(c) for c in selected]
                out.append(Btn("gift", self.tx("give", name=self.name(to[0])) if to else "?",
                               {"a": "gift", "to_cards": {str(to[0]): ids}} if to else None,
                               "primary" if selected else "quiet", enabled=bool(selected)))
            else:
                ids = [cid(c) for c in selected]
                ok = len(ids) == len(to)
                out.append(Btn("gift", self.tx("give_n", n=len(to)),
                               {"a": "gift", "to_cards": {str(s): [i] for s, i in zip(to, ids, strict=False)}},
                               "primary" if ok else "quiet", enabled=ok))
        elif kind == "target":
            me = self.table.viewer
            for s in range(4):
                if s != me:
                    out.append(Btn(f"t{s}", self.tx("target", name=self.name(s)), {"a": "target", "seat": s},
                                   "normal"))
        elif kind == "pass":
            if selected:
                out.append(Btn("pass", self.tx("pass"), {"a": "pass", "card": cid(selected[0])}, "primary"))
            else:
                out.append(Btn("pass", self.tx("pick_pass"), None, "quiet", enabled=False))
        elif kind == "day_play":
            c = p.get("card")
            if p.get("playable", True):  # every seat is asked (so nobody learns the card); only a fit plays
                out.append(Btn("day_yes", self.tx("day_yes", c=self.cards_text([c])),
                               {"a": "day_play", "play": True}, "primary"))
            out.append(Btn("day_no", self.tx("day_no"), {"a": "day_play", "play": False}, "normal"))
        elif kind == "discard":
            n = int(p.get("count", 1))
            ids = [cid(c) for c in selected]
            if len(ids) == n:
                out.append(Btn("discard", self.tx("discard", n=n), {"a": "discard", "cards": ids}, "primary"))
            else:
                out.append(Btn("discard", self.tx("pick_discard", n=n), None, "quiet", enabled=False))
            out.append(Btn("hint", self.tx("hint"), None, "quiet"))
        elif kind == "guess":
            tgt = p.get("target")
            for k in ("bird", "number", "function", "none"):
                out.append(Btn(f"g{k}", pick(tt.KIND_NAMES[k], self.lang), {"a": "guess", "kind": k},
                               "normal" if k != "none" else "quiet"))
            out.insert(0, Btn("gq", self.tx("guess_q", name=self.name(tgt)), None, "quiet", enabled=False))
        elif kind == "call":
            txt = self.tx("call1") if int(p.get("round", 1)) == 1 else self.tx("call")
            out.append(Btn("call", txt, {"a": "call"}, "primary"))
        if view.get("can_undo") and kind in ("gift", "target", "pass", "day_play", "extra", "commit"):
            out.insert(0, Btn("undo", self.tx("undo"), {"a": "undo"}, "normal", self.tx("undo_text")
                              if self.table.lay and not self.table.lay.phone else ""))
        return out

    def tap(self, hid: str, view: JSON) -> bool:
        if hid == "btn:hint":
            legal = [a for a in self._legal() if a.get("cards")]
            if legal:
                a = legal[self.hint_i % len(legal)]
                self.hint_i += 1
                self.table.selected = [str(i) for i in a["cards"]]
            return True
        if hid == "skip_poem":
            self.poem_skipped = True
            return True
        return False

    def refusal_hint(self, view: JSON, code: str) -> str | None:
        return refusal_hint(view, code, self._legal(), self.lang, self.op_label, self.cards_text, self.name,
                            self.table.client.to_act())

    def seat_tap(self, view: JSON, seat: int) -> Action | None:
        if self.prompt(view).get("type") == "target" and seat != self.table.viewer:
            return {"a": "target", "seat": seat}
        return None

    # --- events ------------------------------------------------------------------------------
    def log_line(self, ev: JSON) -> str | None:
        return you_form(tt.log_text(ev, self.lang, self.name, self.cards_text, self.table.viewer), self.lang)

    def card_glow(self, c: Any, now: float) -> float:
        a = self.glow.get(f"new{cid(c)}", now)
        return 0.0 if a is None else 1.0 - a.progress(now)

    def sound(self, ev: JSON) -> list[list[str]]:
        # a dance is called aloud (舞) like the other games' calls; other plays only snap
        out = super().sound(ev)
        if ev.get("type") == "play" and ev.get("op") == "wu":
            out.append(["say", "舞"])
        return out

    def on_events(self, events: list[JSON], now: float) -> None:
        me = self.table.viewer
        for ev in events:
            ty = ev.get("type")
            card_in = ev.get("card")
            if isinstance(card_in, dict) and "id" in card_in and me is not None and (
                    (ty == "draw" and ev.get("seat") == me) or (ty in ("give", "pass", "take") and ev.get("to") == me)):
                self.glow.start(f"new{card_in['id']}", now, 2.5)
            if ty == "play":
                self.tl.start("play", now, 0.35)
                if ev.get("op") == "wu":
                    k = str(ev.get("kind"))
                    txt = f"舞，{pick(tt.DANCE_NAMES[k], self.lang)}" if self.lang != "en" else pick(tt.DANCE_NAMES[k], "en")
                    self.banner(txt, "dance", now)
            elif ty == "season":
                se = str(ev.get("season"))
                self.banner(pick(tt.SEASON_LINE.get(se, tx("", "", "")), self.lang), "season", now)
            elif ty == "undo":
                self.banner(self.tx("undo_text"), "undo", now)
            elif ty == "goose":
                self.banner(self.tx("goose"), "goose", now)
            elif ty == "song_end":
                self.poem_start = now
                self.poem_skipped = now < 0
            elif ty == "showdown_round":
                self.reveal_at = now
                rnd = int(ev.get("round", 1))
                self.banner(self.tx("call1") if rnd == 1 else self.tx("call"), "dance", now)

    def banner(self, text: str, style: str, now: float) -> None:
        self.banners = [b for b in self.banners if now - b[2] < 1.9][-1:]
        self.banners.append((you_form(text, self.lang) or text, style, now))

    def on_new_hand(self) -> None:
        self.poem_start = None
        self.poem_skipped = False
        self.reveal_at = None
        self.banners = []
        self.tl.clear()
        self.glow.clear()

    def animating(self, now: float) -> bool:
        # frames go on while a banner fades and a showdown's hands show: the end panel follows untapped
        revealing = self.reveal_at is not None and now - self.reveal_at < self.REVEAL_S + 0.1
        fading = any(now - b[2] < 2.0 for b in self.banners)
        return self.busy(now) or self.glow.active(now) or revealing or fading

    def busy(self, now: float) -> bool:
        return self.tl.active(now) or any(now - b[2] < 1.2 for b in self.banners) or self.poem_visible(now)

    def draw_overlay(self, dl: DisplayList, w: float, h: float, now: float, view: JSON) -> None:
        lay = self.table.lay
        # across the table only: the log beside it stays readable
        bw = lay.log.x if lay is not None and lay.log.w > 0 else w
        # a banner lies across the seats' plays: when the player must decide now, it goes sooner
        dur = 1.1 if self.table.viewer in self.table.client.to_act() else 1.9
        for i, (text, style, start) in enumerate(self.banners):
            age = now - start
            if age < 0 or age > dur:
                continue
            a = min(1.0, age / 0.25, (dur - age) / 0.4)
            size = 34.0 if style in ("dance", "goose") else 24.0
            size = fit_size(text, size, bw - 60)
            bh = size * 2.1
            cy = h * 0.42 + i * (bh + 8)
            dl.alpha(a)
            dl.rect(Rect(0, cy - bh / 2, bw, bh), "rgba(20,16,12,0.72)")
            dl.line(0, cy - bh / 2, bw, cy - bh / 2, th.GOLD, 1)
            dl.line(0, cy + bh / 2, bw, cy + bh / 2, th.GOLD, 1)
            color = {"dance": th.PAPER, "season": th.PAPER, "undo": th.JADE_SOFT, "goose": th.CINNABAR_SOFT}[style]
            dl.text(bw / 2, cy, text, size, color, "c", "b", "s", bw - 40)
            dl.alpha(1.0)
        # the closing poem unrolls line by line
        if self.poem_visible(now):
            self._draw_poem(dl, w, h, now)

    # --- the end -----------------------------------------------------------------------------
    POEM_S = 4.2
    REVEAL_S = 2.6

    def poem_visible(self, now: float) -> bool:
        return self.poem_start is not None and not self.poem_skipped and now - self.poem_start < self.POEM_S

    def end_ready(self, now: float) -> bool:
        # after a showdown round, let the revealed hands be seen before the end panel covers them
        revealing = self.reveal_at is not None and now - self.reveal_at < self.REVEAL_S
        return self.table.client.is_over() and not self.poem_visible(now) and not revealing

    def _poem_lines(self) -> list[str]:
        poem = pick(tt.POEM_TEXT, self.lang)
        return [s for s in poem.replace("。", "，").split("，") if s]

    def _draw_poem(self, dl: DisplayList, w: float, h: float, now: float) -> None:
        assert self.poem_start is not None
        t = now - self.poem_start
        dl.rect(Rect(0, 0, w, h), "rgba(20,16,12,0.55)")
        pw = min(w - 40, 420.0)
        ph = min(h - 80, 380.0)
        r = Rect((w - pw) / 2, (h - ph) / 2, pw, ph * min(1.0, 0.15 + t / 0.8))
        dl.rect(r, th.PAPER, th.GOLD, 1.5, 6)
        dl.rect(Rect(r.x - 6, r.y - 8, r.w + 12, 12), th.INK_SOFT, None, 1, 6)
        dl.rect(Rect(r.x - 6, r.b - 4, r.w + 12, 12), th.INK_SOFT, None, 1, 6)
        dl.text(r.cx, r.y + 34, self.tx("song_end"), 22, th.CINNABAR, "c", "b", "s")
        lines = self._poem_lines()
        for i, ln in enumerate(lines):
            a = max(0.0, min(1.0, (t - 0.6 - i * 0.8) / 0.6))
            if a <= 0 or r.y + 80 + i * 52 > r.b - 20:
                continue
            dl.alpha(a)
            dl.text(r.cx, r.y + 84 + i * 52, ln, fit_size(ln, 26, r.w - 30), th.INK, "c", "b", "s")
            dl.alpha(1.0)
        if self.lang == "en":
            paragraph(dl, Rect(r.x + 16, r.y + 84 + 4 * 52 - 10, r.w - 32, 80), tt.POEM_EN, 11, th.INK_SOFT, "c")
        dl.hit("skip_poem", Rect(0, 0, w, h))

    def end_height(self, view: JSON, w: float) -> float:
        sd = (view.get("showdown") or {}).get("rounds") or []
        return 60 + 4 * 50 + (4 * 48 + 30 if sd else 0)

    def draw_end(self, dl: DisplayList, r: Rect, view: JSON, now: float) -> None:
        res = view.get("result") or {}
        win = res.get("winner")
        how = str(res.get("how", ""))
        title = self.tx("wins", name=self.name(win)) if isinstance(win, int) else ""
        dl.text(r.cx, r.y + 14, title, fit_size(title, 24, r.w), th.CINNABAR, "c", "b", "s")
        sub = pick(tt.WIN_HOW.get(how, tx(how, how, how)), self.lang)
        dl.text(r.cx, r.y + 42, sub, 14, th.INK_SOFT, "c")
        pts = res.get("points") or [0] * 4
        hands = res.get("hands") or [[]] * 4
        y = r.y + 62
        for s in range(4):
            row = Rect(r.x, y, r.w, 46)
            if s == win:
                dl.rect(row, "rgba(184,137,58,0.16)", None, 1, 8)
            nm = self.name(s)
            dl.text(row.x + 8, row.cy, nm, fit_size(nm, 15, 80), th.INK, "l", "b", "a", 80)
            pt = f"{pts[s]}"
            dl.text(row.r - 8, row.cy, pt, 17, th.INK, "r", "b", "s")
            cards = hands[s] if s < len(hands) else []
            avail = row.w - 96 - 44
            cw = min(26.0, avail / max(1, len(cards)))
            for i, c in enumerate(cards):
                card(dl, Rect(row.x + 92 + i * cw, row.y + 5, max(16.0, cw - 2), 36), self.face(c), small=True)
            y += 50
        sd = view.get("showdown") or {}
        if sd.get("rounds"):
            dl.text(r.x, y + 12, f"{self.tx('showdown')} · {self.tx('round', n=len(sd['rounds']))}", 14, th.INK,
                    "l", "b", "s")
            self._draw_sd_end(dl, Rect(r.x, y + 26, r.w, r.b - y - 26), sd["rounds"][-1], sd)

    def _draw_sd_end(self, dl: DisplayList, r: Rect, rd: JSON, sd: JSON) -> None:
        hands = rd.get("hands") or {}
        pri = rd.get("priority") or {}
        y = r.y
        for s, cards in hands.items():
            nm = self.name(int(s))
            dl.text(r.x + 4, y + 20, nm, fit_size(nm, 13, 70), th.INK, "l", "b", "a", 70)
            for i, c in enumerate(cards):
                card(dl, Rect(r.x + 80 + i * 28, y + 2, 26, 38), self.face(c), small=True)
            pat = pick(tt.PATTERNS[int(pri.get(s, 5))], self.lang)
            dl.text(r.r - 4, y + 20, f"{pat} · {(sd.get('cum') or {}).get(s, '')}", 13, th.INK_SOFT, "r")
            y += 44


UI = HuaniaoUI
