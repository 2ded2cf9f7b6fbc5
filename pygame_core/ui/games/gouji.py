"""够级 at the table: six seats in two teams, the play to beat, calls and tribute as buttons,
multi-card selection with hints, and a score sheet for the series (view JSON: games/gouji/VIEW.md)."""

from __future__ import annotations

import math
from typing import Any

from ...core.game import JSON, Action
from ...core.i18n import Text, pick, tx
from ...games.gouji.cards import NAMES, VALUE, parse_ranks, suit
from ...games.gouji.texts import OPEN_NAMES, PLACE_NAMES, TRIBUTE_NAMES
from .. import theme as th
from ..anim import ease_out
from ..draw import DisplayList, fit_size
from ..geom import Rect
from ..plugin import Btn, GameUI, SeatInfo
from ..widgets import CardFace, card

L: dict[str, Text] = {
    "opp": tx("对门", "對門", "opposite"), "mate": tx("联邦", "聯邦", "partner"),
    "next": tx("下家", "下家", "next"), "prev": tx("上家", "上家", "previous"), "me": tx("我", "我", "me"),
    "team_a": tx("甲", "甲", "A"), "team_b": tx("乙", "乙", "B"),
    "yudian": tx("预点", "預點", "Blind call"), "mingdian": tx("明点", "明點", "Open call"),
    "call_sub": tx("赌对门{name}不开点", "賭對門{name}不開點", "bet {name} won't open"),
    "no_call": tx("不叫", "不叫", "No call"),
    "declare": tx("革命", "革命", "Revolution"), "decline": tx("不革命", "不革命", "No revolution"),
    "rev_sub": tx("无2无王，弃权并与对门对决", "無2無王，棄權並與對門對決", "no 2s/jokers: sit out after a duel"),
    "buy4": tx("买4", "買4", "Buy a 4"), "skip_buy": tx("不买", "不買", "Don't buy"),
    "pay": tx("付{c}买{r}", "付{c}買{r}", "Pay {c} for a {r}"),
    "return": tx("还{n}张牌", "還{n}張牌", "Return {n} cards"),
    "return_pick": tx("选{n}张牌还给{name}", "選{n}張牌還給{name}", "Pick {n} cards for {name}"),
    "play": tx("出牌", "出牌", "Play"), "pass": tx("过", "過", "Pass"), "yield": tx("让牌", "讓牌", "Yield"),
    "hint": tx("提示", "提示", "Hint"), "clear": tx("清空", "清空", "Clear"),
    "same": tx("同点全选", "同點全選", "All of rank"),
    "lead": tx("{name} 出牌", "{name} 出牌", "{name} to lead"),
    "beat": tx("管 {name} 的牌", "管 {name} 的牌", "beat {name}"),
    "gouji": tx("够级", "夠級", "gouji"), "attempt": tx("开点", "開點", "opening try"),
    "ershayi": tx("二杀一", "二殺一", "two kill one"), "chaos": tx("四户乱缠", "四戶亂纏", "free-for-all"),
    "nohead": tx("无头", "無頭", "no head"), "rev": tx("革命", "革命", "revolution"),
    "passed": tx("过", "過", "passed"), "yielded": tx("让", "讓", "yields"),
    "hand_no": tx("第{n}局", "第{n}局", "Hand {n}"), "series": tx("第{n}轮", "第{n}輪", "Series {n}"),
    "phase": tx("{p}", "{p}", "{p}"), "waiting": tx("等待 {names}", "等待 {names}", "Waiting for {names}"),
    "your_turn": tx("轮到你", "輪到你", "Your turn"),
    "points": tx("分", "分", "pts"), "total": tx("合计", "合計", "Total"),
    "chuan": tx("串三湖！本局计分，重新开始", "串三湖！本局計分，重新開始", "Sweep (串三湖)! Scored; a new series"),
    "winner": tx("{team}队先走完", "{team}隊先走完", "Team {team} went out first"),
    "owes": tx("{a} → {b}：{kind} {n}张", "{a} → {b}：{kind} {n}張", "{a} → {b}: {kind} ×{n}"),
    "if_end": tx("若现在散场的得分", "若現在散場的得分", "Score if the session ends now"),
    "sheet": tx("计分表", "計分表", "Score sheet"),
    "opened": tx("开点", "開點", "opened"), "not_opened": tx("未开", "未開", "not opened"),
    "cards": tx("{n}张", "{n}張", "{n} cards"),
    "select_hint": tx("选牌后出牌", "選牌後出牌", "Select cards, then play"),
    "lg_play": tx("{name} 出 {c}", "{name} 出 {c}", "{name} plays {c}"),
    "lg_pass": tx("{name} 过", "{name} 過", "{name} passes"),
    "lg_yield": tx("{name} 让牌", "{name} 讓牌", "{name} yields"),
    "lg_last": tx("{name} 扣牌（最后决定）", "{name} 扣牌（最後決定）", "{name} has the last word"),
    "lg_shao": tx("{b} 捎了 {a}", "{b} 捎了 {a}", "{b} intercepts {a} (捎)"),
    "lg_shao_team": tx("{b} 管了联邦 {a} 的够级牌", "{b} 管了聯邦 {a} 的夠級牌", "{b} beats partner {a}'s gouji"),
    "lg_out": tx("{name} 走了：{place}", "{name} 走了：{place}", "{name} is out: {place}"),
    "lg_open_p": tx("{name} 开点，待发四", "{name} 開點，待發四", "{name} opens; must lead 4s"),
    "lg_opened": tx("{name} 发四，已开点", "{name} 發四，已開點", "{name} led the 4s: opened"),
    "lg_lapsed": tx("{name} 没发四，开点作废", "{name} 沒發四，開點作廢", "{name} did not lead 4s: opening lapses"),
    "lg_forfeit": tx("{name} 未开点出4，本局不开点", "{name} 未開點出4，本局不開點", "{name} played 4s unopened: forfeits"),
    "lg_failed": tx("{b} 打死了 {a} 的开点", "{b} 打死了 {a} 的開點", "{b} kills {a}'s opening try"),
    "lg_trick": tx("{name} 赢得这一轮", "{name} 贏得這一輪", "{name} wins the trick"),
    "lg_tribute": tx("{a} 进贡给 {b}（{kind}）：{c}", "{a} 進貢給 {b}（{kind}）：{c}", "{a} pays {b} ({kind}): {c}"),
    "lg_returned": tx("{a} 还牌给 {b}：{c}", "{a} 還牌給 {b}：{c}", "{a} returns to {b}: {c}"),
    "lg_bought": tx("{a} 向 {b} 买{r}{paid}", "{a} 向 {b} 買{r}{paid}", "{a} gets a {r} from {b}{paid}"),
    "lg_paid": tx("，付 {c}", "，付 {c}", ", pays {c}"),
    "lg_call": tx("{name} {call}！", "{name} {call}！", "{name}: {call}!"),
    "lg_rev": tx("{name} 革命！", "{name} 革命！", "{name} declares revolution!"),
    "lg_redeal": tx("两人以上革命，重新发牌", "兩人以上革命，重新發牌", "Two revolutions: redeal"),
    "lg_bie": tx("{a} 被 {b} 憋3", "{a} 被 {b} 憋3", "{a} was stuck with the 3 by {b}"),
    "lg_chaos": tx("走了两家：四户乱缠", "走了兩家：四戶亂纏", "Two gone: free-for-all"),
    "lg_end": tx("本局结束", "本局結束", "Hand over"),
    "lg_lead": tx("{name} 领出", "{name} 領出", "{name} leads"),
    "lg_dealt": tx("发牌：你拿到 {n} 张", "發牌：你拿到 {n} 張", "Dealt: you hold {n} cards"),
}
JOKER: dict[str, tuple[str, str, str]] = {
    "zh-Hans": ("王", "小", "大"), "zh-Hant": ("王", "小", "大"), "en": ("Jk", "S", "B"),
}
SUIT = "♠♥♣♦"
FLIGHT = 0.7  # seconds a moving card takes between two seats
PHASES: dict[str, Text] = {
    "yudian": tx("预点", "預點", "Blind calls"), "return": tx("还贡", "還貢", "Returning tribute"),
    "buy_opt": tx("买4", "買4", "Buying 4s"), "buy_pay": tx("买牌", "買牌", "Buying"),
    "revolution": tx("革命", "革命", "Revolution"), "mingdian": tx("明点", "明點", "Open calls"),
    "play": tx("出牌", "出牌", "Play"), "over": tx("结束", "結束", "Over"),
}


def rank_text(v: int, lang: str) -> str:
    if v == 16:
        return "小王" if lang != "en" else "SJ"
    if v == 17:
        return "大王" if lang != "en" else "BJ"
    return "10" if v == 10 else NAMES[v]


class GoujiUI(GameUI):
    game_id = "gouji"
    max_card_w = 62.0
    card_ratio = 1.42

    def __init__(self, table: Any) -> None:
        super().__init__(table)
        self.hint_legal: list[Action] = []  # the legal actions the suggestions below are drawn from
        self.hinted: list[Action] = []
        self.banners: list[tuple[str, float]] = []
        # card movements (tribute, returns, buying): (from seat, to seat, card ids, start time)
        self.flights: list[tuple[int, int, list[int], float]] = []

    # --- small helpers -----------------------------------------------------------------------
    def tx(self, key: str, **kw: object) -> str:
        s = pick(L[key], self.lang)
        return s.format(**kw) if kw else s

    def name(self, seat: int) -> str:
        return self.table.seat_name(seat) if isinstance(seat, int) and seat >= 0 else "?"

    def me(self) -> int:
        v = self.table.viewer
        return v if isinstance(v, int) else 0

    def ranks(self, ids: list[int]) -> str:
        return " ".join(rank_text(VALUE[c], self.lang) for c in sorted(ids, key=lambda c: (VALUE[c], c)))

    def relation(self, seat: int) -> str:
        me = self.me()
        if seat == me:
            return self.tx("me")
        d = (seat - me) % 6
        return self.tx({3: "opp", 2: "mate", 4: "mate", 1: "next", 5: "prev"}[d])

    # --- cards -------------------------------------------------------------------------------
    def hand(self, view: JSON) -> list[Any]:
        ids = view.get("hand") or []
        return [{"id": c, "v": VALUE[c]} for c in sorted(ids, key=lambda c: (-VALUE[c], c))]

    def face(self, c: Any) -> CardFace:
        cid = int(c["id"])
        v = VALUE[cid]
        if v >= 16:
            big, small, large = JOKER.get(self.lang, JOKER["en"])
            ink = th.CINNABAR if v == 17 else th.INK
            return CardFace(big, large if v == 17 else small, "", ink, th.WHITE, th.GOLD)
        s = suit(cid)
        ink = th.CINNABAR if s in (1, 3) else th.INK
        accent = th.GOLD if v == 15 else None
        return CardFace("10" if v == 10 else NAMES[v], SUIT[s], "", ink, th.WHITE, accent)

    def select_limit(self, view: JSON) -> int | None:
        me = self.table.viewer
        if me is None or me not in self.table.client.to_act():
            return 0
        ph = view.get("phase")
        if ph == "play":
            return None
        if ph == "return":
            for r in view.get("returns_pending") or []:
                if r.get("seat") == me:
                    return int(r.get("n", 0))
        return 0

    # --- seats -------------------------------------------------------------------------------
    def seat_info(self, view: JSON, seat: int) -> SeatInfo:
        counts = view.get("counts") or [0] * 6
        reported = view.get("reported") or [False] * 6
        over = view.get("phase") == "over"
        count = counts[seat] if (reported[seat] or over) else None
        lines: list[str] = []
        st = (view.get("open") or ["N"] * 6)[seat]
        places = view.get("places_so_far") or {}
        first = self.relation(seat)
        if str(seat) in places:
            first += " · " + pick(PLACE_NAMES[int(places[str(seat)])], self.lang)
        elif seat == view.get("revolutionary"):
            first += " · " + self.tx("rev")
        else:
            first += " · " + pick(OPEN_NAMES[st], self.lang)
        lines.append(first)
        second = []
        call = (view.get("calls") or [""] * 6)[seat]
        if call:
            second.append(self.tx("yudian" if call == "y" else "mingdian"))
        if view.get("phase") == "play" and seat not in (view.get("finished") or []):
            if not (view.get("heads") or [True] * 6)[seat]:
                second.append(self.tx("nohead"))
            if (view.get("yielded") or [False] * 6)[seat]:
                second.append(self.tx("yielded"))
            elif (view.get("passed") or [False] * 6)[seat]:
                second.append(self.tx("passed"))
            if view.get("owner") == seat and view.get("top"):
                second.append(self.ranks(view["top"]))
        if second:
            lines.append(" ".join(second))
        if count == 0:
            count = None  # gone: the place says it
        lay = getattr(self.table, "lay", None)
        if lay is not None and getattr(lay, "phone", False):
            return SeatInfo(count, lines)  # narrow badges: the relation line names the team
        team = self.tx("team_a" if seat % 2 == 0 else "team_b")
        return SeatInfo(count, lines, [team])

    def status(self, view: JSON) -> list[str]:
        out = [self.tx("hand_no", n=view.get("hand_no", 1))]
        ph = str(view.get("phase", ""))
        out.append(pick(PHASES.get(ph, tx(ph, ph, ph)), self.lang))
        if view.get("chaos"):
            out.append(self.tx("chaos"))
        me = self.table.viewer
        if isinstance(me, int) and ph not in ("over",):
            st = (view.get("open") or ["N"] * 6)[me]
            out.append(pick(OPEN_NAMES[st], self.lang))
        return out

    # --- centre ------------------------------------------------------------------------------
    def draw_center(self, dl: DisplayList, r: Rect, view: JSON, now: float) -> None:
        ph = view.get("phase")
        dl.rect(r.inset(2), "rgba(244,236,220,0.08)", "rgba(244,236,220,0.18)", 1.0, 14)
        if r.w >= 240 and r.h >= 150:
            self._draw_map(dl, Rect(r.x + 8, r.y + 8, 78, 78), view)
        y = r.y + 16
        # Who we are waiting for, and the team picture.
        to_act = view.get("to_act") or []
        me = self.table.viewer
        if ph != "over":
            if isinstance(me, int) and me in to_act:
                msg = self.tx("your_turn")
            else:
                msg = self.tx("waiting", names="、".join(self.name(s) for s in to_act[:3]))
            dl.text(r.cx, y, msg, fit_size(msg, 15, r.w - 20), th.PAPER, "c", "b", "a", r.w - 20)
            y += 22
        if ph == "play":
            if 240 <= r.w < 560 and r.h >= 150:
                y = max(y, r.y + 92)  # narrow table: the play goes below the seat map
            top = view.get("top") or []
            owner = view.get("owner", -1)
            if top:
                tags = []
                if view.get("top_gouji"):
                    tags.append(self.tx("gouji"))
                if view.get("top_attempt"):
                    tags.append(self.tx("attempt"))
                head = self.name(owner) + ("  ·  " + " ".join(tags) if tags else "")
                dl.text(r.cx, y, head, fit_size(head, 14, r.w - 20), th.GOLD if tags else th.PAPER, "c", "b")
                y += 14
                n = len(top)
                avail_h = max(40.0, min(110.0, r.b - y - 30))
                cw = min(avail_h / 1.42, (r.w - 20) / max(1, n) - 4, 64.0)
                ch = cw * 1.42
                total = n * (cw + 4) - 4
                x = r.cx - total / 2
                for cid in sorted(top, key=lambda c: (-VALUE[c], c)):
                    card(dl, Rect(x, y, cw, ch), self.face({"id": cid}), small=cw < 34)
                    x += cw + 4
                y += ch + 10
            else:
                lead = self.tx("lead", name=self.name(view.get("turn", -1)))
                dl.text(r.cx, y + 20, lead, fit_size(lead, 18, r.w - 20), th.PAPER, "c", "b", "s")
                y += 46
            if view.get("chaos"):
                dl.text(r.cx, y, self.tx("chaos"), 13, th.CINNABAR_SOFT, "c", "b")
                y += 18
        # This hand's tribute and buying, newest last (public).
        txs = view.get("transactions") or []
        if r.w >= 240 and r.h >= 150:
            y = max(y, r.y + 96)  # below the seat map
        if txs and (ph != "play" or y < r.b - 40):
            lines = [self._tx_line(t) for t in txs]
            room = int(max(0.0, r.b - y - 6) // 17)
            for ln in lines[-room:] if room else []:
                dl.text(r.x + 12, y, ln, fit_size(ln, 12.5, r.w - 24), th.PAPER, "l", "n", "a", r.w - 24)
                y += 17

    def _draw_map(self, dl: DisplayList, r: Rect, view: JSON) -> None:
        """The six seats round a table: team colours, opposites joined, the turn ringed."""
        me = self.me()
        rad = r.w / 2 - 10
        pts = {}
        for s in range(6):
            ang = math.radians(90 - 60 * ((s - me) % 6))
            pts[s] = (r.cx + rad * math.cos(ang), r.cy + rad * math.sin(ang))
        for s in range(3):
            (x0, y0), (x1, y1) = pts[s], pts[s + 3]
            dl.line(x0, y0, x1, y1, "rgba(217,130,111,0.55)", 1.2)
        finished = view.get("finished") or []
        places = view.get("places_so_far") or {}
        turn = view.get("turn") if view.get("phase") == "play" else None
        for s, (x, y) in pts.items():
            fill = th.JADE if s % 2 == 0 else th.INDIGO
            if s in finished or s == view.get("revolutionary"):
                dl.alpha(0.45)
            dl.circle(x, y, 9.5, fill, th.GOLD if s == me else "rgba(244,236,220,0.7)", 2.0 if s == me else 1.0)
            label = str(places[str(s)]) if str(s) in places else self.relation(s)[:1]
            dl.text(x, y + 0.5, label, 10, th.WHITE, "c", "b")
            dl.alpha(1.0)
            if s == turn:
                dl.circle(x, y, 13, None, th.GOLD, 2.0)

    def _tx_line(self, t: JSON) -> str:
        ty = t.get("type")
        a = self.name(int(t.get("from", t.get("buyer", -1)) or 0))
        b = self.name(int(t.get("to", t.get("seller", -1)) or 0))
        if ty == "tribute":
            kind = pick(TRIBUTE_NAMES.get(str(t.get("kind")), tx("", "", "")), self.lang)
            return self.tx("lg_tribute", a=a, b=b, kind=kind, c=self.ranks(t.get("cards") or []))
        if ty == "returned":
            return self.tx("lg_returned", a=a, b=b, c=self.ranks(t.get("cards") or []))
        paid = t.get("paid")
        extra = self.tx("lg_paid", c=self.ranks([paid])) if isinstance(paid, int) else ""
        return self.tx("lg_bought", a=self.name(t["buyer"]), b=self.name(t["seller"]), r=t.get("rank"), paid=extra)

    # --- actions -----------------------------------------------------------------------------
    def buttons(self, view: JSON, selected: list[Any]) -> list[Btn]:
        legal = self._legal()
        if not legal:
            return []
        me = self.me()
        ph = view.get("phase")
        kinds = {a["a"] for a in legal}
        out: list[Btn] = []
        if ph in ("yudian", "mingdian"):
            out.append(Btn("call", self.tx(str(ph)), {"a": ph}, "primary",
                           self.tx("call_sub", name=self.name((me + 3) % 6))))
            out.append(Btn("nocall", self.tx("no_call"), {"a": "skip"}, "normal"))
        elif ph == "revolution":
            if "declare" in kinds:
                out.append(Btn("declare", self.tx("declare"), {"a": "declare"}, "primary", self.tx("rev_sub")))
            out.append(Btn("decline", self.tx("decline"), {"a": "decline"}, "normal"))
        elif ph == "buy_opt":
            if "buy" in kinds:  # a seat holding a 4 is asked too (so the prompt names nobody) but may only skip
                out.append(Btn("buy", self.tx("buy4"), {"a": "buy"}, "primary"))
            out.append(Btn("nobuy", self.tx("skip_buy"), {"a": "skip"}, "normal"))
        elif ph == "buy_pay":
            for i, a in enumerate(legal):
                c = str(a.get("card"))
                label = self.tx("pay", c=rank_text(parse_ranks([c])[0], self.lang),
                                r=view.get("buy_rank", 3))
                out.append(Btn(f"pay{i}", label, a, "primary" if i == 0 else "normal"))
        elif ph == "return":
            n = next((int(r["n"]) for r in view.get("returns_pending") or [] if r.get("seat") == me), 0)
            to = next((int(r["to"]) for r in view.get("returns_pending") or [] if r.get("seat") == me), -1)
            if len(selected) == n:
                act = {"a": "return", "cards": self._sel_ranks(selected)}
                out.append(Btn("return", self.tx("return", n=n), act, "primary"))
            else:
                out.append(Btn("return", self.tx("return_pick", n=n, name=self.name(to)), None, "quiet", "", False))
            out.append(Btn("hint", self.tx("hint"), None, "quiet"))
        elif ph == "play":
            if selected:
                ranks = self._sel_ranks(selected)
                label = self.tx("play")
                out.append(Btn("play", label, {"a": "play", "cards": ranks}, "primary",
                               " ".join(rank_text(VALUE[c["id"]], self.lang)
                                        for c in sorted(selected, key=lambda c: VALUE[c["id"]]))))
            if "pass" in kinds:
                owner = view.get("owner", -1)
                lbl = self.tx("yield") if isinstance(owner, int) and (owner + 3) % 6 == me else self.tx("pass")
                out.append(Btn("pass", lbl, {"a": "pass"}, "normal"))
            out.append(Btn("hint", self.tx("hint"), None, "quiet"))
            if selected:
                out.append(Btn("same", self.tx("same"), None, "quiet"))
                out.append(Btn("clear", self.tx("clear"), None, "quiet"))
        else:
            for i, a in enumerate(legal[:8]):
                out.append(Btn(f"a{i}", self.info.format_action(a), a, "normal"))
        return out

    def _sel_ranks(self, selected: list[Any]) -> list[str]:
        return [NAMES[v] for v in sorted(VALUE[int(c["id"])] for c in selected)]

    def _next_hint(self, view: JSON) -> list[str] | None:
        """The cards of the next suggestion: each press asks for one not shown yet, then starts over."""
        legal, me, client = self._legal(), self.me(), self.table.client
        if me is None:
            return None
        if legal != self.hint_legal:
            self.hint_legal, self.hinted = legal, []
        a = client.hint(me, self.hinted)
        if a is None and self.hinted:
            self.hinted = []
            a = client.hint(me)
        if a is None:
            return None
        self.hinted.append(a)
        return list(a.get("cards", []))  # a pass (a partner is winning) selects nothing

    def _select_ranks(self, view: JSON, ranks: list[str]) -> None:
        need = list(ranks)
        keys = []
        for c in sorted(self.hand(view), key=lambda c: (VALUE[c["id"]], c["id"])):
            nm = NAMES[VALUE[c["id"]]]
            if nm in need:
                need.remove(nm)
                keys.append(self.card_key(c))
        self.table.selected = keys

    def tap(self, hid: str, view: JSON) -> bool:
        if hid == "btn:hint":
            ranks = self._next_hint(view)
            if ranks is not None:
                self._select_ranks(view, ranks)
            return True
        if hid == "btn:clear":
            self.table.selected = []
            return True
        if hid == "btn:same":
            vals = {VALUE[int(k)] for k in self.table.selected if k.isdigit()}
            self.table.selected = [self.card_key(c) for c in self.hand(view) if c["v"] in vals]
            return True
        return super().tap(hid, view)

    # --- log and banners ---------------------------------------------------------------------
    def log_line(self, ev: JSON) -> str | None:
        ty = ev.get("type")
        n = self.name
        if ty == "play":
            return self.tx("lg_play", name=n(ev["seat"]), c=self.ranks(ev.get("cards") or []))
        if ty == "pass" or ty == "final_pass":
            return self.tx("lg_pass", name=n(ev["seat"]))
        if ty == "yield":
            return self.tx("lg_yield", name=n(ev["seat"]))
        if ty == "last_word":
            return self.tx("lg_last", name=n(ev["seat"]))
        if ty == "shao":
            key = "lg_shao" if ev.get("tribute") else "lg_shao_team"
            return self.tx(key, a=n(ev["from"]), b=n(ev["to"]))
        if ty == "out":
            return self.tx("lg_out", name=n(ev["seat"]), place=pick(PLACE_NAMES[int(ev["place"])], self.lang))
        if ty == "open_pending":
            return self.tx("lg_open_p", name=n(ev["seat"]))
        if ty == "opened":
            return self.tx("lg_opened", name=n(ev["seat"]))
        if ty == "open_lapsed":
            return self.tx("lg_lapsed", name=n(ev["seat"]))
        if ty == "forfeited":
            return self.tx("lg_forfeit", name=n(ev["seat"]))
        if ty == "attempt_failed":
            return self.tx("lg_failed", a=n(ev["seat"]), b=n(ev["by"]))
        if ty == "trick_won":
            return self.tx("lg_trick", name=n(ev["seat"]))
        if ty in ("tribute", "returned", "bought"):
            return self._tx_line({**ev, "type": ty})
        if ty == "call":
            return self.tx("lg_call", name=n(ev["seat"]), call=self.tx(str(ev["call"])))
        if ty == "revolution":
            return self.tx("lg_rev", name=n(ev["seat"]))
        if ty == "redeal":
            return self.tx("lg_redeal")
        if ty == "bie3_revealed":
            return self.tx("lg_bie", a=n(ev["victim"]), b=n(ev["by"]))
        if ty == "chaos":
            return self.tx("lg_chaos")
        if ty == "hand_end":
            return self.tx("lg_end")
        if ty == "dealt" and "cards" in ev:
            return self.tx("lg_dealt", n=len(ev["cards"]))
        return None

    def on_events(self, events: list[JSON], now: float) -> None:
        if now < 0:
            return
        t0 = max([now] + [f[3] + 0.35 for f in self.flights if f[3] > now - 1])
        for ev in events:
            ty = ev.get("type")
            if ty in ("tribute", "returned") and ev.get("cards"):
                self.flights.append((int(ev["from"]), int(ev["to"]), list(ev["cards"]), t0))
                t0 += 0.35
            elif ty == "bought":
                self.flights.append((int(ev["seller"]), int(ev["buyer"]), [int(ev["card"])], t0))
                if isinstance(ev.get("paid"), int):
                    self.flights.append((int(ev["buyer"]), int(ev["seller"]), [int(ev["paid"])], t0 + 0.2))
                t0 += 0.35
        self.flights = [f for f in self.flights if f[3] + FLIGHT > now][-40:]
        for ev in events:
            ty = ev.get("type")
            text = ""
            if ty == "open_pending":
                text = f"{self.name(ev['seat'])} · {self.tx('attempt')}"
            elif ty == "shao" and ev.get("tribute"):
                text = self.tx("lg_shao", a=self.name(ev["from"]), b=self.name(ev["to"]))
            elif ty == "play" and ev.get("kind") == "ershayi":
                text = self.tx("ershayi")
            elif ty == "revolution":
                text = self.tx("lg_rev", name=self.name(ev["seat"]))
            elif ty == "chaos":
                text = self.tx("chaos")
            elif ty == "out":
                text = self.tx("lg_out", name=self.name(ev["seat"]),
                               place=pick(PLACE_NAMES[int(ev["place"])], self.lang))
            elif ty == "bie3_revealed":
                text = self.tx("lg_bie", a=self.name(ev["victim"]), b=self.name(ev["by"]))
            if text:
                self.banners.append((text, now))
        self.banners = self.banners[-3:]

    def _seat_point(self, seat: int, w: float, h: float) -> tuple[float, float]:
        lay = getattr(self.table, "lay", None)
        if lay is not None:
            r = lay.seats.get(seat)
            if r is not None:
                return r.cx, r.cy
            if seat == self.table.viewer:
                return lay.hand.cx, lay.hand.y + 20
        return w / 2, h / 2

    def _draw_flights(self, dl: DisplayList, w: float, h: float, now: float) -> None:
        for a, b, cards, t0 in self.flights:
            p = (now - t0) / FLIGHT
            if not 0 <= p <= 1:
                continue
            e = ease_out(p)
            (x0, y0), (x1, y1) = self._seat_point(a, w, h), self._seat_point(b, w, h)
            cx, cy = x0 + (x1 - x0) * e, y0 + (y1 - y0) * e - 40 * (1 - (2 * e - 1) ** 2)
            cw = 34.0
            n = len(cards)
            for i, cid in enumerate(cards[:6]):
                r = Rect(cx - (n * 14 + cw) / 2 + i * 14, cy - cw * 0.7, cw, cw * 1.42)
                card(dl, r, self.face({"id": cid}), small=True)

    def draw_overlay(self, dl: DisplayList, w: float, h: float, now: float, view: JSON) -> None:
        self._draw_flights(dl, w, h, now)
        live = [(s, t0) for s, t0 in self.banners if 0 <= now - t0 <= 1.6]
        for i, (text, t0) in enumerate(live):
            age = now - t0
            a = min(1.0, age / 0.2, (1.6 - age) / 0.4)
            size = fit_size(text, 24.0, w - 60)
            bh = size * 2.0
            cy = h * 0.38 + i * (bh + 6)
            dl.alpha(max(0.0, a))
            dl.rect(Rect(0, cy - bh / 2, w, bh), "rgba(20,16,12,0.7)")
            dl.text(w / 2, cy, text, size, th.PAPER, "c", "b", "s", w - 40)
            dl.alpha(1.0)

    def busy(self, now: float) -> bool:
        return any(0 <= now - t0 < 0.6 for _s, t0 in self.banners) or \
            any(now < f[3] + FLIGHT for f in self.flights)

    def on_new_hand(self) -> None:
        self.banners = []
        self.flights = []
        self.hint_legal, self.hinted = [], []

    # --- end of a hand: places, tribute and the score sheet ----------------------------------
    def end_height(self, view: JSON, w: float) -> float:
        res = view.get("result") or {}
        n_obl = len(res.get("obligations") or [])
        hands = len(self.table.client.hands())
        return 40 + 6 * 26 + 24 + min(n_obl, 10) * 17 + 40 + (hands + 2) * 20

    def draw_end(self, dl: DisplayList, r: Rect, view: JSON, now: float) -> None:
        res = view.get("result") or {}
        places = res.get("places") or [0] * 6
        opened = res.get("opened") or [False] * 6
        pts = res.get("points") or [0] * 6
        wt = res.get("winner_team", -1)
        title = self.tx("winner", team=self.tx("team_a" if wt == 0 else "team_b")) if wt in (0, 1) else ""
        if res.get("chuan_sanhu") and res.get("scored"):
            title = self.tx("chuan")
        dl.text(r.cx, r.y + 12, title, fit_size(title, 18, r.w), th.CINNABAR, "c", "b", "s")
        y = r.y + 34
        for s in sorted(range(6), key=lambda s: places[s] if places[s] else 9):
            pl = pick(PLACE_NAMES.get(int(places[s]), tx("", "", "")), self.lang) if places[s] else ""
            team = self.tx("team_a" if s % 2 == 0 else "team_b")
            dl.text(r.x, y + 10, f"{pl}  {self.name(s)} ({team})", fit_size(self.name(s), 14, r.w * 0.5),
                    th.INK, "l", "b", "a", r.w * 0.6)
            dl.text(r.x + r.w * 0.66, y + 10, self.tx("opened" if opened[s] else "not_opened"), 12.5,
                    th.JADE if opened[s] else th.INK_SOFT, "c")
            sign = f"{pts[s]:+d} {self.tx('points')}"
            dl.text(r.r, y + 10, sign, 14, th.CINNABAR if pts[s] < 0 else th.JADE, "r", "b")
            y += 26
        y += 6
        for ob in (res.get("obligations") or [])[:10]:
            kind = pick(TRIBUTE_NAMES.get(str(ob["kind"]), tx("", "", "")), self.lang)
            ln = self.tx("owes", a=self.name(ob["from"]), b=self.name(ob["to"]), kind=kind, n=ob["n"])
            dl.text(r.x, y + 8, ln, fit_size(ln, 12.5, r.w), th.INK_SOFT, "l", "n", "a", r.w)
            y += 17
        # Score sheet: points of every scored hand, then the series total and "if it ended now".
        y += 10
        dl.text(r.x, y + 8, self.tx("sheet"), 14, th.INK, "l", "b", "s")
        y += 22
        col = (r.w - 70) / 6
        for s in range(6):
            nm = self.name(s)
            dl.text(r.x + 70 + col * (s + 0.5), y + 6, nm, fit_size(nm, 12, col - 4), th.INK_SOFT, "c", "n", "a",
                    col - 2)
        y += 18
        for i, h in enumerate(self.table.client.hands()):
            hr = h.result or {}
            if not hr.get("over"):
                continue
            row = hr.get("points") if hr.get("scored") else None
            label = self.tx("hand_no", n=hr.get("hand", i + 1))
            dl.text(r.x, y + 8, label, 12, th.INK_SOFT, "l")
            for s in range(6):
                cell = f"{row[s]:+d}" if row else "·"
                dl.text(r.x + 70 + col * (s + 0.5), y + 8, cell, 12, th.INK, "c")
            y += 19
            if y > r.b - 40:
                break
        final = res.get("scores_if_session_ends") or [0] * 6
        dl.line(r.x, y + 2, r.r, y + 2, th.PAPER_EDGE, 1)
        dl.text(r.x, y + 14, self.tx("if_end"), fit_size(self.tx("if_end"), 11.5, 68), th.INK, "l", "b", "a", 68)
        for s in range(6):
            dl.text(r.x + 70 + col * (s + 0.5), y + 14, f"{final[s]:+d}", 13, th.INK, "c", "b")


UI = GoujiUI
