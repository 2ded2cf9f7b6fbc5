"""The 够级 table's words for seats and cards, and the prompt's buttons in their fixed cells (bar.py):
calls, 革命, buying, 还牌 and the play with its questions (a play giving up the opening, 发四 let lapse)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ....core.game import JSON, Action
from ....core.i18n import pick
from ....games.gouji.cards import NAMES, VALUE, parse_ranks, suit
from ...plugin import Btn
from ...widgets import CardFace
from . import decline, nocall, partner
from .bar import PAY_CELLS, hand_order
from .clock import Clock
from .hand import GoujiHand
from .hints import HintCycle, gives_up, no_open, opens, shao_of
from .labels import L, card_face, rank_text
from .ledger import Ledger
from .table import pass_is_yield
from .why import why_not

NEVER_S = 4.0  # 从不叫点's toast (what it does, how to undo it) stays this long


class GoujiOffer(GoujiHand):
    buys_from: int | None  # whom the viewer buys its 3/4 from (the pay prompt says)
    _legal_memo: tuple[tuple[int, int, int], set[tuple[int, ...]]]  # the legal plays of a position
    by_sets: bool  # 理牌: the hand by sets, not by rank (bar.hand_order)
    hints: HintCycle  # 提示's suggestions for this prompt (hints.py)
    clock: Clock  # the player's clock (clock.py): a call's window
    ledger: Ledger  # the 进贡·还贡·买牌 ceremony (ledger.py): the tour waits for it
    tour_calm: bool = False  # the table stood still once, no card being bought: the tour may show (``tour_ready``)
    _why_memo: dict[tuple[int | str, ...], str] = {}  # the last selection's refusal (``prompt_hint``), by ply
    declined: tuple[object, ...] | None = None  # the play the player said 不要 to (decline.py): its 扣牌 goes by itself
    never_said: float = -1.0  # until when 从不叫点's toast shows (``say_never``): the tour waits for it

    # --- small helpers -----------------------------------------------------------------------
    def tx(self, key: str, **kw: object) -> str:
        s = pick(L[key], self.lang)
        return s.format(**kw) if kw else s

    def name(self, seat: int) -> str:
        return self.table.seat_name(seat) if isinstance(seat, int) and seat >= 0 else "?"

    def me(self) -> int:
        v = self.table.viewer
        return v if isinstance(v, int) else 0

    def _rel(self, seat: int) -> str:
        return ["me", "next", "mate", "opp", "mate", "prev"][(seat - self.me()) % 6]

    def relation(self, seat: int) -> str:
        return self.tx(self._rel(seat))

    def ring(self, seat: int) -> str:
        """The seat's relation as the seat map's ring says it (对, or Opp in English)."""
        return self.tx(f"ring_{self._rel(seat)}")

    def pass_word(self, view: JSON, seat: int, kind: str) -> str:
        """What a seat's pass on the table is called: 让 while the turn can come back to it; the player's 不要 (这手不管了)
        a 过, its 扣牌 declined too (pt36 125237-t27: "让" by the player's play after 不要)."""
        said_no = seat == self.me() and self.declined == decline.top_key(view, self.table.client.hand_no)
        return self.tx("yielded" if kind.startswith("yield") and not said_no else "passed")  # ("yield~": the round taken's)

    def pass_is_yield(self, view: JSON, seat: int) -> bool:
        """A pass by ``seat`` now is a 让牌 (``table.pass_is_yield``), else a final 过."""
        return pass_is_yield(view, seat)

    def cant_beat_word(self, view: JSON) -> str:
        """The player's 要不起 as the table says it, in the callout and the strip: a 让 where the turn comes back,
        the 革命 duel's rule (pt35 #4)."""
        return self.tx("cant_beat_yield" if self.pass_is_yield(view, self.me()) else
                       "cant_beat_duel" if view.get("duel") == "answer" else "cant_beat")

    def tour_ready(self, view: JSON) -> bool:
        """The first-game tour only while the player has nothing to decide (pt26 #2: it came over the 明点 call):
        once dealt, before or between the player's own prompts (the table waits for it), once the table stands still: no
        card in flight, the 买牌 panel gone (pt30 #5, 024208-buy3: it came in the middle of 买牌, over a card paid in flight)."""
        if self._legal() or self.table.app.now < self.never_said:  # (nor over 从不叫点's toast: pt39 184302-ph-t2, it
            return False  # lay over the tour's 知道了)
        now = self.table.app.now  # (a ceremony begun after a calm moment, the tour not shown yet: it waits again, pt34 #5,
        self.tour_calm = not self.ledger.busy(now) and (self.tour_calm or not self.animating(now))  # 093320-gotit:
        return self.tour_calm  # it came over the 买4 panel, which was gone when it closed; once calm it stays: no flicker

    def say_never(self) -> None:
        """从不叫点 set: said in a toast, which the tour waits for."""
        self.table.app.toast(pick(nocall.WORDS["set"], self.lang), NEVER_S)
        self.never_said = self.table.app.now + NEVER_S

    # --- cards -------------------------------------------------------------------------------
    def hand(self, view: JSON) -> list[Any]:
        shown = self.shown.show([int(c) for c in view.get("hand") or []])  # (hand.Shown)
        return [{"id": c, "v": VALUE[c]} for c in hand_order(shown, self.by_sets)]

    def face(self, c: Any) -> CardFace:
        cid = int(c["id"])
        return card_face(VALUE[cid], suit(cid), self.lang)

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


    def _offer(self, view: JSON, selected: list[Any], legal: list[Action]) -> list[Btn]:
        me = self.me()
        ph = view.get("phase")
        kinds = {a["a"] for a in legal}
        out: list[Btn] = []
        if ph in ("yudian", "mingdian"):
            # one tap, its stake said above the bar (``prompt_hint``): a confirm inside the 15 s clock ate
            out.append(Btn("call", self.tx(str(ph)), {"a": ph}, "primary",  # 4 s of it (pt28 #4, 232226)
                           self.tx("call_sub", name=self.name((me + 3) % 6)), slot="play"))
            # what doing nothing does, said on it (pt31 #1, 052653: the call went by unseen); the seconds are the
            # ring's (play-test 32: a count in the label stood at 13 while the ring ran: the bar is drawn once a move)
            out.append(Btn("nocall", self.tx(f"no_{ph}"), {"a": "skip"}, "normal", self.tx("call_left"), slot="pass"))
            out.append(nocall.button(self.lang))  # no call now and from now on (pt32 #1: two 15 s rings a hand)
        elif ph == "revolution":
            if "declare" in kinds:
                out.append(Btn("declare", self.tx("declare"), {"a": "declare"}, "primary", self.tx("rev_sub"),
                               slot="play", confirm=self.tx("declare_ask")))
            out.append(Btn("decline", self.tx("decline"), {"a": "decline"}, "normal", slot="pass"))
        elif ph == "buy_opt":
            if "buy" in kinds:  # a seat holding a 4 is asked too (so the prompt names nobody) but may only skip
                out.append(Btn("buy", self.tx("buy4"), {"a": "buy"}, "primary", slot="play"))
            out.append(Btn("nobuy", self.tx("skip_buy"), {"a": "skip"}, "normal", slot="pass"))
        elif ph == "buy_pay":
            for i, a in enumerate(legal[:3]):
                c = str(a.get("card"))
                label = self.tx("pay", c=rank_text(parse_ranks([c])[0], self.lang), r=view.get("buy_rank", 3))
                why = "" if self.buys_from is None else self.tx("pay_sub", r=view.get("buy_rank", 3),
                                                                 name=self.name(self.buys_from))
                out.append(Btn(f"pay{i}", label, a, "primary" if i == 0 else "normal", why, slot=PAY_CELLS[i]))
        elif ph == "return":
            pend: JSON = next((r for r in view.get("returns_pending") or [] if r.get("seat") == me), {})
            n, to = int(pend.get("n", 0)), int(pend.get("to", -1))
            if len(selected) == n:
                act = {"a": "return", "cards": self._sel_ranks(selected)}
                out.append(Btn("return", self.tx("return_one" if n == 1 else "return", n=n), act, "primary", slot="play"))
            else:
                out.append(Btn("return", self.tx("return_pick", n=n, name=self.name(to)), None, "quiet", "", False,
                               slot="play"))
            out.append(Btn("hint", self.tx("hint"), None, "quiet", slot="hint"))
        elif ph == "play":
            fasi = self._fasi(view, legal)
            if selected:
                ranks = self._sel_ranks(selected)
                self.shown.raised = [int(c["id"]) for c in selected]  # (what leaves if this is played)
                # grey and faded while the selection is no legal play (still pressable: the table says why; pt28
                style = "primary" if self._is_legal(ranks, legal) else "normal"  # smaller: beige read as pressable)
                # 4s before opening give up 开点 for the hand, another lead than the 4s while 待发四
                # lets the opening lapse: asked first, the consequence named
                # (the only play there is asks nothing: the prompt says what it costs, pt13 266: a second tap)
                ask = (self._four_ask(view, ranks) if len(legal) > 1 else "") or \
                    (self.tx("confirm_lapse") if fasi is not None and set(ranks) != {"4"} else "")
                sub = " ".join(rank_text(VALUE[c["id"]], self.lang) for c in sorted(selected, key=lambda c: VALUE[c["id"]]))
                if style == "primary" and shao_of(view, me) is not None:  # a 捎 said before it is made (pt11 D5)
                    sub = f"{sub} · {self.tx('shao_sub')}"
                elif style == "primary" and opens(view, me, ranks):  # what a play does for the opening, said
                    sub = f"{sub} · {self.tx('try_open')}"  # on it (pt10: "nothing told me what would open me")
                out.append(Btn("play", self.tx("play"), {"a": "play", "cards": ranks}, style, sub, style == "primary",
                               slot="play", confirm=ask))
            elif fasi is not None and len(legal) > 1:  # 待发四 and leading: a choice (play-test 4: it read as
                # forced): the 4s in one tap, or 不发四, which says how (pick another lead) and what it costs
                out.append(Btn("play", self.tx("fasi"), fasi, "primary", self.tx("fasi_sub"), slot="play"))
                out.append(Btn("nofasi", self.tx("nofasi"), None, "normal", slot="pass"))
            elif len(legal) == 1 and self._four_ask(view, legal[0].get("cards") or []):  # only 4s to play: the
                sub = " ".join(rank_text(v, self.lang) for v in parse_ranks(legal[0]["cards"]))  # prompt says
                out.append(Btn("play", self.tx("play"), legal[0], "primary", sub, slot="play"))  # the cost (pt13 266)
            elif any(a.get("a") == "play" for a in legal):  # 出牌 in its cell, grey till a card is raised (pt37 #3:
                out.append(Btn("play", self.tx("play"), None, "normal", self.tx("pick_first"), False, slot="play"))  # the
                # cell came empty, then 出牌 where 发四 had been: a stray card tap and a tap there played the card)
            if "pass" in kinds:  # (at a 让牌 prompt: 不要 for the trick, 让牌 keeps the last word: decline.py)
                out.extend(decline.buttons(self.pass_is_yield(view, me), self.bar_slots(view), bool(selected), self.lang)
                           or [Btn("pass", self.tx("pass"), {"a": "pass"}, "normal", slot="pass")])
            out.append(Btn("hint", self.hint_label(), None, "quiet", slot="hint"))
            if selected:
                cell = "clear" in self.bar_slots(view)  # (a phone on its side has no cell for it: the bar's buttons
                up = {self.card_key(c) for c in selected}  # flowed over 出牌, pt20 #1: its 同点全选's
                whole = all(self.card_key(c) in up for c in self.hand(view) if c["v"] in {c["v"] for c in selected})
                if cell or not whole:  # (cell says 清空 once every card of the raised ranks is up, pt36 130853-ls-hint)
                    out.append(Btn("same", self.tx("same"), None, "quiet", slot="same"))
                if cell or whole:
                    out.append(Btn("clear", self.tx("clear"), None, "quiet", slot="clear" if cell else "same"))
        else:
            for i, a in enumerate(legal[:8]):
                out.append(Btn(f"a{i}", self.info.format_action(a), a, "normal"))
        return out

    def tap_decline(self, hid: str, view: JSON) -> bool:
        """不要 at a 让牌 prompt (decline.py): noted for this play's 扣牌, then the pass. 清空 too: the cards put down,
        提示 counts from 1 again (pt33 #1, 084739-hint1 -> 084752-play88: 清空 then 提示 gave the next hint, 99 not 88)."""
        if hid == "btn:clear":
            self.table.selected = []
            self.hints.clear()
            return True
        if hid != decline.PASS_BTN or not self.pass_is_yield(view, self.me()):
            return False
        self.declined = decline.top_key(view, self.table.client.hand_no)
        self.table.submit({"a": "pass"}, self.table.app.now, label=pick(decline.WORDS["no"], self.lang))
        return True

    @property
    def partner_on(self) -> bool:
        return partner.switch_on(self.table.app.settings)

    def prompt_hint(self, view: JSON) -> str | None:
        """A call's stake (its button is one tap); 待发四 and leading: the choice said (the 4s confirm the opening,
        another lead lets it lapse); a partner's play the table does not pass by itself: why it asks."""
        lay = self.table.lay  # (a narrow strip: a phone on its side's, beside the bar; pt29: its stake at 7 px)
        sel = [c for c in self.hand(view) if self.card_key(c) in self.table.selected]
        if (ph := view.get("phase")) == "play" and sel and not self._is_legal(ranks := self._sel_ranks(sel), self._legal()):
            key: tuple[int | str, ...] = (self.table.client.ply(), self.lang, *ranks)  # why 出牌 is faded, at once (pt30 #4: a press's words)
            if key not in self._why_memo:
                why = why_not(view, self.me(), ranks, self.lang)
                head = "" if lay is not None and lay.me.w < 300 else f"{self.tx('play')}{': ' if self.lang == 'en' else '：'}"
                self._why_memo = {key: f"{head}{why}" if why else ""}  # (a phone on its side's narrow strip: the reason)
            return self._why_memo[key] or None
        if ph in ("yudian", "mingdian"):
            return self.tx(f"stake_{ph}" if lay is not None and lay.me.w < 300 else f"confirm_{ph}")
        if ph == "play" and self._fasi(view, self._legal()) is not None and len(self._legal()) > 1:
            return self.tx("fasi_hint_short" if lay is not None and lay.me.w < 400 else "fasi_hint")
        if ph == "play" and self._legal() == [{"a": "pass"}]:  # 要不起, going by itself: said, not 轮到你了 (pt36
            return self.cant_beat_word(view)  # 124852-t9: the strip said 轮到你了 under "自动：要不起，过")
        if len(self._legal()) == 1 and self._four_ask(view, self._legal()[0].get("cards") or []):
            return self.tx("auto_four")  # (the one play there is gives up the opening: said, then played)
        why = partner.asked(view, self.me(), self._legal()) if self.partner_on else None
        short = "_short" if lay is not None and lay.me.w < 500 else ""  # (a phone's strip; "": the silent pass about
        return pick(partner.WORDS[why + short if why else "did"], self.lang) if why is not None else None  # to go, not 轮到你了)

    def _four_ask(self, view: JSON, ranks: Sequence[str]) -> str:
        """The play button's question when 4s make the player 弃点 (hints.gives_up), '' for any other play:
        the consequence named, and where no opening was left anyway, why (play-test 10 D1: asked never)."""
        if not gives_up(view, self.me(), ranks) or (view.get("duel") == "four" and not view.get("top")):
            return ""  # (the 革命 duel's forced 发四, as ``_fasi`` tells it)
        why = no_open(view, self.me())
        return self.tx("confirm_forfeit") if why is None else self.tx("confirm_forfeit_why", why=self.tx(f"no_open_{why}"))

    def _fasi(self, view: JSON, legal: list[Action]) -> Action | None:
        """Leading while 待发四 (or in a forced 发四): the play of all the 4s the rules allow."""
        st = (view.get("open") or ["N"] * 6)[self.me()]
        if view.get("top") or (st != "P" and view.get("duel") != "four"):
            return None
        fours = [a for a in legal if a.get("a") == "play" and a.get("cards") and set(a["cards"]) == {"4"}]
        return max(fours, key=lambda a: len(a["cards"]), default=None)

    def _is_legal(self, ranks: list[str], legal: list[Action]) -> bool:
        """Whether playing ``ranks`` is among ``legal`` (the set of plays built once a position)."""
        at = (len(self.table.client.hands()), self.table.client.ply(), len(legal))
        if self._legal_memo[0] != at:
            plays = {tuple(sorted(parse_ranks(a["cards"]))) for a in legal if a.get("a") == "play" and a.get("cards")}
            self._legal_memo = (at, plays)
        return tuple(sorted(parse_ranks(ranks))) in self._legal_memo[1]

    def _sel_ranks(self, selected: list[Any]) -> list[str]:
        return [NAMES[v] for v in sorted(VALUE[int(c["id"])] for c in selected)]

    def hint_label(self) -> str:
        """提示, or which suggestion the selected cards are ("提示 2/5", "提示 4/5 · 拆")."""
        sel = tuple(self.table.selected)
        if not self.hints.items or self.hints.at < 0 or not sel or sel != self.hints.picked:
            return self.tx("hint")
        label = self.tx("hint_n", k=self.hints.at + 1, n=len(self.hints.items))
        if self.hints.forfeit(self.table.view()):
            return f"{label} · {self.tx('forfeit')}"
        return label + (f" · {self.tx('split')}" if self.hints.items[self.hints.at][1] is not None else "")
