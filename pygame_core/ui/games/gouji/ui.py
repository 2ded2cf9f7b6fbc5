"""The 够级 table plugin: seats, the centre (each seat's play, the counter), buttons, log and banners."""

from __future__ import annotations

from typing import Any

from ....core.game import JSON, Action
from ....core.i18n import Text, pick, tx
from ....games.gouji.cards import NAMES, VALUE, parse_ranks, suit
from ....games.gouji.texts import OPEN_NAMES, PLACE_NAMES, TRIBUTE_NAMES
from ... import theme as th
from ...anim import ease_out
from ...draw import DisplayList, fit_size, text_width
from ...geom import Rect
from ...plugin import Btn, GameUI, SeatInfo
from ...texts import you_form
from ...widgets import CardFace, card
from .counter import counter_chip, draw_counter
from .end import draw_end, end_height
from .labels import JOKER, PHASES, SUIT, L, rank_text
from .table import (
    FLIGHT,
    LIFT,
    Fan,
    Flight,
    RoundPlays,
    draw_seat_map,
    fan_hits,
    fan_rects,
    fan_shape,
    hand_fan,
    play_anchor,
    seat_plans,
)


class GoujiUI(GameUI):
    game_id = "gouji"
    max_card_w = 62.0
    card_ratio = 1.42

    def __init__(self, table: Any) -> None:
        super().__init__(table)
        self.hint_legal: list[Action] = []  # the legal actions the suggestions below are drawn from
        self.hinted: list[Action] = []
        self.banners: list[tuple[str, float]] = []
        self.flights: list[Flight] = []  # tribute, returns and bought cards on their way
        self.round = RoundPlays()
        self.sweep: tuple[str, bool | None] | None = None  # a press on the hand: (first card, select?)
        self.counter_on, self.counter_switch = self.counter_rule()  # 记牌器

    @staticmethod
    def seat_plans(people: int, seats: int) -> list[tuple[Text, list[int]]]:
        """Partners or rivals: see table.SEAT_PLANS (够级 always has six seats)."""
        return seat_plans(people)

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
        # the viewer's own strip starts with its name (你): "我" again would say it twice
        first = [] if seat == self.me() else [self.relation(seat)]
        if str(seat) in places:
            first.append(pick(PLACE_NAMES[int(places[str(seat)])], self.lang))
        elif seat == view.get("revolutionary"):
            first.append(self.tx("rev"))
        else:
            first.append(pick(OPEN_NAMES[st], self.lang))
        lines.append(" · ".join(first))
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
        if count == 0:
            count = None  # gone: the place says it
        marks = self.seat_marks(view, seat)
        lay = getattr(self.table, "lay", None)
        if lay is not None and getattr(lay, "phone", False):
            # narrow badges: the relation line names the team, the marks lead the second line (beside
            # the name they would cover it)
            second = ["".join(marks)] + second if marks else second
            return SeatInfo(count, lines + ([" ".join(second)] if second else []), [])
        if second:
            lines.append(" ".join(second))
        team = self.tx("team_a" if seat % 2 == 0 else "team_b")
        return SeatInfo(count, lines, [team] + marks)

    def seat_marks(self, view: JSON, seat: int) -> list[str]:
        """One-character marks: 开 opened (点 trying), 烧 bound to burn, 捎 took a 捎 tribute, 憋 stuck with 3."""
        out = []
        st = (view.get("open") or ["N"] * 6)[seat]
        if st in ("O", "P"):
            out.append(self.tx("mk_open" if st == "O" else "mk_try"))
        if (view.get("burners") or [False] * 6)[seat]:
            out.append(self.tx("mk_burn"))
        if any(len(p) == 2 and p[1] == seat for p in view.get("shao") or []):
            out.append(self.tx("mk_shao"))
        if any(len(b) == 2 and b[0] == seat for b in view.get("bie3") or []):
            out.append(self.tx("mk_bie"))
        return out

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
        lay = getattr(self.table, "lay", None)
        # phones and low windows put every seat in a row above the table; a laptop seats them round it
        across_top = lay is None or all(sr.b <= r.y + 1 for sr in lay.seats.values())
        dl.rect(r.inset(2), "rgba(244,236,220,0.08)", "rgba(244,236,220,0.18)", 1.0, 14)
        low = r.h < 130  # a phone held sideways: one row of plays, a one-line counter, no words
        counter_h = (18.0 if low else 44.0) if self.counter_on and ph == "play" else 0.0
        if counter_h:
            draw_counter(dl, r.bottom(counter_h).inset(6, 1), view, low, self.lang)
        elif self.counter_switch:
            counter_chip(dl, r, view, self.lang)
        body = Rect(r.x, r.y, r.w, r.h - counter_h)
        if low:
            cw = max(16.0, min(40.0, (body.h - 8) / 1.42))
        elif across_top:
            cw = max(22.0, min(40.0, body.h / 5.5, r.w / 14))
        else:
            cw = max(26.0, min(46.0, body.h / 5))
        if ph == "play":
            self._draw_plays(dl, body, view, now, cw, across_top, low)
        if low:
            return
        plays_h = cw * 1.42 + 10 if ph == "play" and across_top else 0.0
        mid = Rect(body.x, body.y + plays_h, body.w, body.h - plays_h - cw * 1.42 - 8)
        if not across_top and r.w >= 420 and r.h >= 260:  # below the plays of the seats across
            top_h = cw * 1.42 + 12 if ph == "play" else 0.0
            draw_seat_map(dl, Rect(r.cx - 39, r.y + top_h + 4, 78, 78), view, self.me(), self.relation)
            mid = Rect(mid.x, mid.y + top_h + 84, mid.w, mid.h - top_h - 84)
        # Who we are waiting for, and what is to beat.
        to_act = view.get("to_act") or []
        me = self.table.viewer
        y = mid.y + 14
        if ph != "over":
            if isinstance(me, int) and me in to_act:
                msg = self.tx("your_turn")
            else:
                msg = self.tx("waiting", names="、".join(self.name(s) for s in to_act[:3]))
            dl.text(r.cx, y, msg, fit_size(msg, 15, r.w - 20), th.PAPER, "c", "b", "a", r.w - 20)
            y += 22
        if ph == "play":
            owner = view.get("owner", -1)
            if view.get("top") and isinstance(owner, int) and owner >= 0:
                tags = [self.tx("to_beat", name=self.name(owner))]
                if view.get("top_gouji"):
                    tags.append(self.tx("gouji"))
                if view.get("top_attempt"):
                    tags.append(self.tx("attempt"))
                head = "  ·  ".join(tags)
                dl.text(r.cx, y, head, fit_size(head, 14, r.w - 20), th.GOLD if len(tags) > 1 else th.PAPER,
                        "c", "b", "a", r.w - 20)
            else:
                lead = self.tx("lead", name=self.name(view.get("turn", -1)))
                dl.text(r.cx, y, lead, fit_size(lead, 16, r.w - 20), th.PAPER, "c", "b", "s", r.w - 20)
            y += 20
            if view.get("chaos"):
                dl.text(r.cx, y, self.tx("chaos"), 13, th.CINNABAR_SOFT, "c", "b")

    def _draw_plays(self, dl: DisplayList, r: Rect, view: JSON, now: float, cw: float, across_top: bool,
                    low: bool) -> None:
        """Each seat's play of this round as cards in front of the seat; the one to beat is ringed."""
        lay = getattr(self.table, "lay", None)
        if lay is None:
            return
        owner = view.get("owner", -1)
        fade = self.round.fading(now)
        plays, passes = self.round.plays, self.round.passes
        if not plays and not passes and fade > 0:
            plays, passes = self.round.last, {}
        else:
            fade = 1.0
        spots: dict[int, tuple[float, float, str, float]] = {}
        n_top = max(1, len(lay.seats))
        for seat, sr in lay.seats.items():
            x, y, al = play_anchor(sr, r, across_top)
            width = (r.w / n_top - 6) if across_top else min(r.w * 0.42, 260.0)
            spots[seat] = (x, y, al, width)
        if isinstance(self.table.viewer, int):
            if low:  # no room below the others: left of the (centred) buttons
                b = lay.buttons
                spots[self.table.viewer] = (b.x + 4, b.cy - cw * 0.71, "l", min(b.w * 0.3, 300.0))
            else:
                spots[self.table.viewer] = (r.cx, r.b - cw * 1.42 - 6, "c", min(r.w - 20, 360.0))
        dl.alpha(fade)
        for seat, (x, y, al, width) in spots.items():
            cards = plays.get(seat)
            if seat in passes:
                word = self.tx("yielded" if passes[seat] == "yield" else "passed")
                dl.text(x + (16 if al == "l" else -16 if al == "r" else 0), y + cw * 0.7, word, 14,
                        th.PAPER, "c", "b", "s")
            elif cards:
                rects = fan_rects(x, y, al, len(cards), cw, width)
                on_top = seat == owner and fade == 1.0
                for cid, cr in zip(sorted(cards, key=lambda c: (-VALUE[c], c)), rects, strict=False):
                    card(dl, cr, self.face({"id": cid}), small=cw < 34)
                if on_top and rects:
                    box = Rect(rects[0].x - 3, rects[0].y - 3, rects[-1].r - rects[0].x + 6, rects[0].h + 6)
                    dl.rect(box, None, th.GOLD, 2.5, 6)
        dl.alpha(1.0)

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
        if "cards" not in a:  # a pass: the partner is winning this round
            self.table.app.toast(self.tx("hint_pass"), 2.5)
            return []
        return list(a["cards"])

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
        if hid == "gj:counter":
            self.counter_on = self.counter_on != self.counter_switch  # a peer table: as the host seated
            return True
        if hid == "btn:same":
            vals = {VALUE[int(k)] for k in self.table.selected if k.isdigit()}
            self.table.selected = [self.card_key(c) for c in self.hand(view) if c["v"] in vals]
            return True
        return super().tap(hid, view)

    # --- log and banners ---------------------------------------------------------------------
    def sound(self, ev: JSON) -> list[list[str]]:
        # a play that counts as 够级 is called aloud at the table, as players do
        out = super().sound(ev)
        if ev.get("type") == "play" and ev.get("gouji"):
            out.append(["say", "够级"])
        return out

    def log_line(self, ev: JSON) -> str | None:
        return you_form(self._log_line(ev), self.lang)

    def _log_line(self, ev: JSON) -> str | None:
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
        for ev in events:  # also when restoring (now < 0): the round's plays follow every event
            self.round.feed(ev, now)
        if now < 0:
            return
        t0 = max([now] + [f.t0 + 0.4 for f in self.flights if f.t0 > now - 1])
        for ev in events:
            ty = ev.get("type")
            if ty in ("tribute", "returned") and ev.get("cards"):
                label = self.tx("fl_tribute" if ty == "tribute" else "fl_return")
                if ty == "tribute":
                    label = pick(TRIBUTE_NAMES.get(str(ev.get("kind")), L["fl_tribute"]), self.lang)
                self.flights.append(Flight(int(ev["from"]), int(ev["to"]), list(ev["cards"]), t0, label))
                t0 += 0.4
            elif ty == "bought":
                self.flights.append(Flight(int(ev["seller"]), int(ev["buyer"]), [int(ev["card"])], t0,
                                           self.tx("fl_buy")))
                if isinstance(ev.get("paid"), int):
                    self.flights.append(Flight(int(ev["buyer"]), int(ev["seller"]), [int(ev["paid"])], t0 + 0.25,
                                               self.tx("fl_paid")))
                t0 += 0.4
        self.flights = [f for f in self.flights if f.t0 + FLIGHT > now][-40:]
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
                self.banners.append((you_form(text, self.lang) or text, now))
        self.banners = self.banners[-3:]

    def _seat_point(self, seat: int, w: float, h: float) -> tuple[float, float]:
        lay = getattr(self.table, "lay", None)
        if lay is not None:
            r = lay.seats.get(seat)
            if r is not None:
                # seats in a row across the top (a phone): cards fly just under the badges, so the
                # name of who gives and who gets stays readable
                across_top = lay.phone or (lay.w > lay.h and lay.h < 600)
                return (r.cx, r.b + 30) if across_top else (r.cx, r.cy)
            if seat == self.table.viewer:
                return lay.me.cx, lay.me.cy
        return w / 2, h / 2

    def _draw_flights(self, dl: DisplayList, w: float, h: float, now: float) -> None:
        """Cards flying between two seats on an arc, with what they are (进贡, 还牌, 买牌) under them."""
        for f in self.flights:
            p = (now - f.t0) / FLIGHT
            if not 0 <= p <= 1:
                continue
            e = ease_out(p)
            (x0, y0), (x1, y1) = self._seat_point(f.src, w, h), self._seat_point(f.dst, w, h)
            cx, cy = x0 + (x1 - x0) * e, y0 + (y1 - y0) * e - 40 * (1 - (2 * e - 1) ** 2)
            cw = 34.0
            n = min(6, len(f.cards))
            for i, cid in enumerate(f.cards[:6]):
                r = Rect(cx - (n * 14 + cw) / 2 + i * 14, cy - cw * 0.7, cw, cw * 1.42)
                card(dl, r, self.face({"id": cid}), small=True)
            lr = Rect(cx - 44, cy + cw * 0.78, 88, 20)
            dl.rect(lr, "rgba(20,16,12,0.75)", None, 1.0, 9)
            dl.text_in(lr, f.label, 12, th.GOLD, weight="b")

    # --- the hand: a fan of the game's own (the table's hooks) -------------------------------
    def _fan(self, w: float, n: int, phone: bool, short: bool) -> Fan:
        """Strips a finger can hit on a phone (40 px); a phone on its side keeps the hand in one row."""
        step, row = (40.0, 46.0) if phone else (21.0, 34.0) if short else (20.0, 34.0)
        return fan_shape(w, n, self.max_card_w if not short else 46.0, self.card_ratio, step, row)

    def hand_height(self, view: JSON, n: int, w: float, h: float, phone: bool) -> float | None:
        return self._fan(w, n, phone, w > h and h < 600).height

    def hand_rects(self, area: Rect, view: JSON, n: int) -> list[Rect]:
        lay = self.table.lay
        phone = lay is not None and lay.phone
        short = lay is not None and lay.w > lay.h and lay.h < 600
        fan = self._fan(area.w, n, phone, short)
        if fan.height > area.h:  # the table gave less room than asked: smaller cards, same strips
            k = max(0.3, (area.h - LIFT - 4) / (fan.height - LIFT - 4))
            fan = Fan(fan.rows, fan.cw * k, fan.ch * k, fan.row_gap * k, fan.min_step)
        return hand_fan(area, n, fan)

    def draw_hand(self, dl: DisplayList, area: Rect, view: JSON, now: float) -> None:
        cards = self.hand(view)
        rects = self.hand_rects(area, view, len(cards))
        limit = self.select_limit(view)
        sel = set(self.table.selected)
        for c, r, hr in zip(cards, rects, fan_hits(rects), strict=False):
            key = self.card_key(c)
            card(dl, r.move(0, -LIFT) if key in sel else r, self.face(c), selected=key in sel, small=r.w < 34,
                 index=hr.w if hr.w < r.w - 1 or hr.h < r.h - 1 else 0.0)
            if limit != 0:  # the hit stays where the card sits unlifted: hits never overlap
                dl.hit(f"card:{key}", hr, self.face(c).big)

    def pointer(self, kind: str, x: float, y: float, hit: str | None, view: JSON, now: float) -> bool:
        """Drag across the hand to select (or unselect) every card passed over, as with a finger
        run along a fan; a press that stays on one card is a tap."""
        if kind == "down":
            self.sweep = (hit[5:], None) if hit and hit.startswith("card:") else None
            return self.sweep is not None
        if self.sweep is None:
            return False
        if kind in ("up", "cancel"):
            self.sweep = None
            return False
        first, on = self.sweep
        key = hit[5:] if hit and hit.startswith("card:") else None
        if key is None or (on is None and key == first):
            return on is not None
        sel = self.table.selected
        if on is None:  # the press left its first card: it is a sweep, starting with that card
            on = first not in sel
            self.sweep = (first, on)
            self._sweep_to(first, on, view)
        self._sweep_to(key, on, view)
        return True

    def _sweep_to(self, key: str, on: bool, view: JSON) -> None:
        sel = self.table.selected
        limit = self.select_limit(view)
        if on and key not in sel and (limit is None or len(sel) < limit):
            sel.append(key)
        elif not on and key in sel:
            sel.remove(key)

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
            bw = min(w, text_width(text, size) + 56)   # a pill, not a band: the plays around stay in sight
            dl.rect(Rect((w - bw) / 2, cy - bh / 2, bw, bh), "rgba(20,16,12,0.7)", None, 1.0, bh / 2)
            dl.text(w / 2, cy, text, size, th.PAPER, "c", "b", "s", w - 40)
            dl.alpha(1.0)

    def busy(self, now: float) -> bool:
        return any(0 <= now - t0 < 0.6 for _s, t0 in self.banners) or \
            any(now < f.t0 + FLIGHT for f in self.flights)

    def animating(self, now: float) -> bool:
        return self.busy(now) or self.round.fading(now) > 0

    def on_new_hand(self) -> None:
        self.banners = []
        self.flights = []
        self.round.clear()
        self.hint_legal, self.hinted = [], []

    # --- end of a hand: places, tribute and the score sheet (end.py) -------------------------
    def end_height(self, view: JSON, w: float) -> float:
        return end_height(view, len(self.table.client.hands()))

    def draw_end(self, dl: DisplayList, r: Rect, view: JSON, now: float) -> None:
        draw_end(self, dl, r, view)

UI = GoujiUI
