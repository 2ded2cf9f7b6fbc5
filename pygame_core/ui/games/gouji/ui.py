"""The 够级 table plugin: seats, the hand's fan, buttons in fixed cells, flights and moments (the
centre is center.py, the log log.py, the result sheet end.py)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ....core.game import JSON, Action
from ....core.i18n import Text, pick, tx
from ....games.gouji.cards import NAMES, VALUE
from ....games.gouji.policy import RuleBot
from ....games.gouji.texts import OPEN_NAMES
from ....table.client import SeatClient, hint_action
from ....table.series import HandSummary
from ... import tuoguan
from ...draw import DisplayList
from ...ffwd import BTN as FFWD
from ...ffwd import TO_ME
from ...geom import Rect
from ...layout import Layout
from ...plugin import AutoAnswer, Btn, SeatInfo
from ...screen import BOT_DELAY, bot_delay
from ...table_bar import slot_cells
from ...texts import you_form
from ...tuoguan import Tuoguan
from ...widgets import Chip, card_back
from . import autoplay, decline, nocall, partner
from .autoplay import AutoPlay
from .bar import PHONE_SLOTS, SHORT_SLOTS, SLOTS, clock_cell, gap_parts
from .calls import moment, speak
from .center import draw_center
from .clock import Clock, call_late, deadline_pick, draw_alarm, own_move, timed_line, watch
from .counter import COUNTER
from .end import draw_end, end_height
from .fanfare import fan_room, fans_showing
from .finish import LEFT_HOLD_S, draw_left, only_three, shown_left
from .fly import fly, flying_card, marks_legend, receive, seller
from .hints import HintCycle, gives_up, shao_of
from .labels import PHASE_TIPS, PHASES, TIPS, rank_text
from .ledger import Ledger
from .log import event_line
from .moments import FINALE_S, Moments, overlap
from .offer import GoujiOffer
from .pace import FORCED_PLAY_S, MOVES, PASSES, QUICK, big_move, bot_wait, cant_beat_beat, left
from .prev import OLDER_HIT, PREV_HIT, draw_prev
from .seatinfo import seat_info
from .skipped import Skipped
from .stamps import beaten_gouji
from .table import RoundPlays
from .table import seat_plans as plans
from .trick import Trail
from .words import OWN_FLASH_S, REPORT_TAG_UP, own_pass, own_pass_key

# a set-up step with one answer goes by itself, its callout saying why (pt3 D8: 革命 and 买牌 flashed past)
FORCED = {("buy_opt", "skip"): "forced_buy", ("revolution", "decline"): "forced_rev"}
PASS: Action = {"a": "pass"}
RECENT = 5  # the log's lines a laptop's felt keeps, as many as fit (pt5, pt12: whole rounds gone from 3 lines)


class GoujiUI(GoujiOffer):
    game_id = "gouji"

    def __init__(self, table: Any) -> None:
        super().__init__(table)
        self.hints = HintCycle()  # 提示's suggestions for this prompt, counted (hints.py)
        self.moments = Moments()  # banners across the middle, splashes at a seat (moments.py)
        self.round = RoundPlays()
        self.trail = Trail()  # 本轮's lines (trick.py)
        self.ledger = Ledger()  # the tribute ceremony: who gives what to whom (ledger.py)
        self.ledger_rect: Rect | None = None  # its panel as drawn this frame
        self._latest: JSON | None = None  # the event of the log's latest line (``latest``)
        self._recent: list[JSON] = []  # the last few events with a log line (``recent``)
        self.clock = Clock()  # the viewer's time-outs, said (clock.py)
        self.hint_said = -1.0  # until when a hint's toast shows (the player's move clears it)
        self._legal_memo: tuple[tuple[int, int, int], set[tuple[int, ...]]] = ((-1, 0, 0), set())
        self.counter_on, self.counter_switch = self.counter_rule()  # 记牌器
        self.play_rects: dict[int, list[Rect]] = {}  # each seat's play as drawn this frame (tests)
        self.word_rects: list[Rect] = []  # each seat's 过/让 as drawn this frame (center.py)
        self.boxes: dict[int, Rect] = {}  # where each seat's play goes, as laid out this frame
        self.play_cw = (34.0, 1.42)  # a play's cards there, wide and tall (by width): it flies in at that size
        self.words_rect: Rect | None = None  # the middle's words as drawn this frame (center.draw_words)
        self.chips: list[Rect] = []  # the felt's own buttons as drawn (上一轮, 自动过联邦, 托管): a toast keeps off them
        self.trail_rect: Rect | None = None  # 本轮's lines as drawn (center.py): a seat's callout keeps off them
        self.lane: Rect | None = None  # a phone's strip for the seats' words (center.py, moments.draw_lane)
        self.ended_at = -1.0  # when the hand's end was seen (the sheet waits for its moment)
        self.outs_seen, self.ffwd_break = 0, False  # 快进到我 stops where a seat goes out (pt23 #5: it ran to the sheet)
        self.skipped = Skipped()  # what 快进 went past, said as it stops (skipped.py)
        self.tuoguan = Tuoguan()  # 托管 after timeouts (ui/tuoguan.py)
        self.autoplay = AutoPlay()  # what 托管 plays: the search level's choice (autoplay.py)
        self.opened_seen: set[int] = set()  # seats whose 开点 had its moment this hand
        self.says: dict[int, str] = {}  # a spoken 报牌 due with an event (calls.py)
        self.kills: dict[int, int] = {}  # a play killing the other team's 够级: whose (calls.py)
        self.top: tuple[int, bool] | None = None  # the play to beat: its seat, and whether 够级
        self.peek_at = -1.0  # when the last round's panel was opened (prev.py); < 0: closed
        self.peek_back = 0  # which round it shows: 0 the last, k the k-th before it
        self.received: dict[int, str] = {}  # cards given to the viewer at the deal, marked (fly.py)
        self.legend_said = False  # what those marks mean, said this hand (``draw_center``)
        self.buys_from: int | None = None  # whom the viewer buys its 3/4 from (the pay prompt says)
        self.quick = self.after_pass = self.big = False  # the last move: a 过/让 or a round taken (the next bot sooner,
        # pace.py), a 过/让 (sooner still: a run of passes round a lead), a big play (held longer: pace.big_move)
        self._forced: tuple[tuple[int, int], bool] = ((-1, -1), False)  # the bot to move passes: 过 only, or its rule play
        self.moved_at = 0.0  # when the last move landed (a play) or came (a pass, a round taken): pace counts from it
        self.by_sets = False  # 理牌: the hand by sets, not by rank (bar.hand_order)
        self.auto_pass = ""  # the viewer's pass the table is about to make for them: its flash's key
        self.flash: tuple[str, float] = ("", -1.0)  # that pass, made: the key and when (``own_flash``)

    @staticmethod
    def seat_plans(people: int, seats: int) -> list[tuple[Text, list[int]]]:
        """Partners or rivals: see table.SEAT_PLANS (够级 always has six seats)."""
        return plans(people)

    def seat_info(self, view: JSON, seat: int) -> SeatInfo:
        return seat_info(self, view, seat)  # (seatinfo.py)

    def status(self, view: JSON) -> Sequence[str | Chip]:
        ph = str(view.get("phase", ""))
        phase = Chip(pick(PHASES.get(ph, tx(ph, ph, ph)), self.lang), pick(PHASE_TIPS.get(ph, tx("", "", "")), self.lang))
        if view.get("chaos") and ph == "play":  # the play's own chip says it (a fourth chip pushed a phone on its side's 记牌器
            phase = Chip(self.tx("chaos"), pick(TIPS["chaos"], self.lang))  # off the top bar: pt7 172)
        out: list[str | Chip] = [self.tx("hand_no", n=self.table.client.hand_no), phase]  # the match's (pt38 #3)
        me = self.table.viewer
        if isinstance(me, int) and ph != "over":
            st = str((view.get("open") or ["N"] * 6)[me])
            out.append(Chip(pick(OPEN_NAMES[st], self.lang), pick(TIPS[st], self.lang)))
        return out

    def draw_center(self, dl: DisplayList, r: Rect, view: JSON, now: float) -> None:
        self.pace(view, now)  # (every frame: a new hand's first calls raise no event)
        if self.tuoguan.on and self.autoplay.step():  # 托管's choice made (autoplay.py): the table asks again
            self.table.reask()
        watch(self, view, now)  # (clock.py)
        self.skipped.said(self.table, self.lang, self.moments.busy(now, False) or fans_showing(self.moments.fanfares, now))
        if not self.legend_said and self.received and view.get("phase") == "play" and self._legal() \
                and not self.table.modal() and not fans_showing(self.moments.fanfares, now):  # (after the tour: pt17
            # #3, the toast lay over its card; after a fanfare: pt21 121243, it lay over 开点!)
            self.legend_said = True  # the marks on the cards given, said once a hand at the first turn
            self.table.app.toast(marks_legend(list(self.received.values()), self.lang), 5.0)
        self.trail_rect = None  # (drawn again, or not, by center.py this frame)
        draw_center(self, dl, r, view, now)

    def bar_slots(self, view: JSON) -> list[str]:
        """The bar's cells (bar.py); once the player is out of the hand 快进 keeps 出牌's cell, so it
        never moves as turns go by (play-test 8 p53: it flowed, moved, and a tap on it was refused)."""
        lay = self.table.lay
        if lay is not None and lay.w > lay.h and lay.h < 600:
            slots = SHORT_SLOTS
        else:
            slots = PHONE_SLOTS if lay is not None and lay.w < 720 else SLOTS
        if not self.out_of_hand(view):
            return slots
        cell = "play" if self.gone(view) else "clear" if "clear" in slots else "same"  # 快进到我 between turns:
        return [FFWD if s == cell else s for s in slots]  # 清空's cell, empty as a turn comes (pt20 #2: in 提示's a
        # tap on it as the turn came selected a hint: "2 大王" raised unasked); never 出牌's

    def clock_shown(self, view: JSON) -> bool:
        """No clock over a 要不起 the table answers by itself (pt10 p39: "20" under 自动：要不起); a call's shows (pt31 #1:
        'no clock on screen'), its chip saying when the table answers no call (clock.call_late)."""
        legal = self._legal()
        return not (len(legal) == 1 and legal[0].get("a") == "pass")

    def clock_held(self, view: JSON, now: float) -> bool:
        """The 进贡·还贡·买牌 panel lies over the felt while a set-up prompt waits (FIXERS Lead): its time stands still."""
        return view.get("phase") not in ("play", "over") and self.ledger.showing(now)

    def clock_cell(self, view: JSON) -> Rect | None:
        """The player's clock in a cell of the bar no button takes (bar.clock_cell)."""
        return None if (lay := self.table.lay) is None else clock_cell(lay.buttons, self.bar_slots(view), lay.phone)

    def buttons(self, view: JSON, selected: list[Any]) -> list[Btn]:
        """The prompt's buttons; none for a prompt the table answers by itself (``auto_answer``):
        nothing is left to press there. 理牌 in a cell of its own (a phone's empty one, unless its clock
        runs there), also between turns (play-test 6, 74: it came only on the player's turn)."""
        legal = self._legal()
        slot = "sort" if "sort" in self.bar_slots(view) else ""  # (a phone's beside 托管: ``_bar_own``)
        sort = [Btn("sort", self.tx("sort"), None, "quiet", slot=slot)] if slot and view.get("hand") else []
        if not legal:
            return sort if view.get("phase") == "play" and not self.tuoguan.on else []
        if self.tuoguan.on or self.auto_answer(view, legal) is not None:
            return [] if self.tuoguan.on else sort  # (理牌 stays: the bar does not blink at a turn the
            # table answers; 托管's own bar covers the bar)
        return self._offer(view, selected, legal) + sort

    def deadline_action(self, view: JSON) -> Action | None:
        """The selection, when a legal play that asks nothing, goes as the clock runs out (clock.py)."""
        return deadline_pick(self, view)

    def auto_answer(self, view: JSON, legal: list[Action]) -> AutoAnswer | None:
        """托管: the hint's choice (a call declined); 要不起: a pass when no card beats; any other
        prompt with one answer (a forced 发四, a 4 held at 买4, not eligible for 革命, a single way to
        pay) goes by itself too."""
        self.auto_pass = ""  # (set below when this prompt's answer is a pass made for the player)
        if self.tuoguan.on and legal:  # (托管 never bets, 预点/明点, nor declares 革命 for a player)
            no = next((a for a in legal if a in ({"a": "skip"}, {"a": "decline"})), None)
            act = no or self.autoplay.answer((self.table.client.version, self.me()), view, legal)
            return None if act is None else AutoAnswer(act, tuoguan.text("on", self.lang))  # (None: the
            # search level works it out, autoplay.py; the table is asked again once it is made)
        no_call = self.tx("no_mingdian" if view.get("phase") == "mingdian" else "no_yudian")
        if (never := nocall.answer(view, self.table.app.settings, no_call, self.lang)) is not None:
            return never  # (从不叫点: chosen once, nocall.py)
        if call_late(self, view):
            return AutoAnswer({"a": "skip"}, no_call, beat=0.6)
        if len(legal) == 1 and legal[0].get("a") == "pass" and (self.table.fast() or self.gone(view)):
            self.auto_pass = "" if self.gone(view) else own_pass(view)  # (快进到我: its flash still says it, pt14 155)
            return AutoAnswer(legal[0], "")  # no decision, no callout: at once (pt10 62/63: 快进 waited a beat
            # with 自动：要不起 each round; the strip says 只剩3·等领牌)
        if (kou := decline.answer(self.declined, view, self.table.client.hand_no, legal, self.lang)) is not None:
            return kou  # (不要 said at the 让牌 prompt covers this 扣牌: decline.py)
        passing = partner.partner_pass(view, self.me(), legal) if self.partner_on else None
        if passing is not None:  # a partner's play: 过 silently (pt36 #1, 多乐's way; partner.py: when it still asks),
            self.auto_pass = "own_partner"  # its flash at the player's place after, as a bot's 过 at its seat
            return AutoAnswer(passing, "", beat=0.0 if self.table.fast() else self._beat(True))
        if len(legal) != 1:
            return None
        a = legal[0]
        if a.get("a") == "pass":
            self.auto_pass = own_pass(view)  # (the 革命 duel's says why, pt40 #4)
            return AutoAnswer(a, self.cant_beat_word(view), beat=self._beat())
        at_once = 0.0 if self.table.fast() else None  # (快进: the lone 3 led at once, pt18 #3: it waited 1.1 s)
        if a.get("a") == "play" and self._fasi(view, legal) == a:  # a forced 发四
            return AutoAnswer(a, self.tx("fasi"), beat=at_once)
        if a.get("a") == "play" and gives_up(view, self.me(), a.get("cards") or []):  # only 4s, unopened: said
            return AutoAnswer(a, self.tx("auto_four"), beat=at_once if at_once is not None else FORCED_PLAY_S)
            # ~1 s, then played (lead's decision, pt19 #1: the apps play a forced move; pt10 D1 asked it)
        forced = FORCED.get((str(view.get("phase")), str(a.get("a"))))  # why nothing was asked (D8)
        btn = next((b for b in self._offer(view, [], legal) if b.action == a), None)
        word = self.tx(forced) if forced else btn.label if btn is not None else self.info.format_action(a)
        return AutoAnswer(a, word, beat=at_once)

    def _beat(self, silent: bool = False) -> float:
        """The beat before a pass made for the player, counted from the landing of the play it answers
        (pt11 D2: from the prompt, 0.65 s after the play landed at 中, it went before the play was seen)."""
        flying = max(self.round.lands.values(), default=self.table.app.now) - self.table.app.now
        return max(0.0, flying) + cant_beat_beat(bot_delay(self.table.app.settings), self.table.client.paces(),
                                                 -flying, silent)  # (the play stood this long already)

    def _next_hint(self, view: JSON) -> list[str] | None:
        """The cards of the next suggestion (hints.py), said as what it is: "提示 2/5" on the button,
        the pass and a set broken up also in a toast. Outside play: the game's hint, one after another."""
        legal, me, client = self._legal(), self.me(), self.table.client
        if me is None or not legal:
            return None
        if view.get("phase") != "play":
            a = client.hint(me)
            return list(a["cards"]) if a is not None and "cards" in a else None
        ply = client.ply()
        if self.table.app.now < self.hint_said:  # the last suggestion's words go with it (a "建议过" toast
            self.table.app.toast("", 0.0)  # stood under 提示 2/2 and its AA, over a low table's plays)
            self.hint_said = -1.0
        got = self.hints.next(view, legal, lambda cands: hint_action(self.info, me, view, cands, ply))
        if got is None:
            return None
        a, split = got
        count = self.tx("hint_n", k=self.hints.at + 1, n=len(self.hints.items))
        if "cards" not in a:  # a pass: the partner is winning this round
            self._hint_toast(f"{count} · {self.tx('hint_pass')}")
            return []
        if self.hints.forfeit(view):  # offered last, and said
            self._hint_toast(f"{count} · {self.tx('forfeit')}")
        elif split is not None:
            have = sum(1 for c in view.get("hand") or [] if VALUE[int(c)] == split)
            self._hint_toast(f"{count} · {self.tx('hint_split', r=rank_text(split, self.lang), n=have)}")
        elif shao_of(view, me) is not None:  # a 捎 (rules 10): worth a tribute card (pt9: not said)
            self._hint_toast(f"{count} · {self.tx('hint_shao', name=self.name(shao_of(view, me) or 0))}")
        return list(a["cards"])

    def _hint_toast(self, text: str) -> None:
        """A hint's words: gone once the player has moved (pt10: "建议过" stood over the table after a play)."""
        self.table.app.toast(text, 2.5)
        self.hint_said = self.table.app.now + 2.5

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
        if self.tap_decline(hid, view):  # (不要 at a 让牌 prompt, 清空: offer.py)
            return True
        if hid == "btn:hint":
            if (ranks := self._next_hint(view)) is not None:
                self._select_ranks(view, ranks)
                self.hints.picked = tuple(self.table.selected)
            return True
        if hid == "btn:sort":  # (the selection is by card: it stays)
            self.by_sets = not self.by_sets
            self.table.app.toast(self.tx("sort_sets" if self.by_sets else "sort_rank"), 2.0)
            return True
        if hid == "btn:nofasi":
            self.table.app.toast(self.tx("nofasi_toast"), 3.0)
            return True
        if hid == autoplay.HIT:  # the table's own 托管 (autoplay.py): on (a second click as it goes is no 取消;
            self.tuoguan.on = True  # its bar's 取消托管 gives it back)
            self.table.reask()
            return True
        if hid == tuoguan.HIT:
            self.tuoguan.stop()
            self.table.reask()  # an answer 托管 had not yet sent is not sent
            return True
        if hid == PREV_HIT:  # the round taken last: open, or close
            self.peek_at = -1.0 if self.peek_open(self.table.app.now) else self.table.app.now
            self.peek_back = 0
            return True
        if hid == OLDER_HIT:  # a round further back (from the oldest: the last again), the panel stays
            self.peek_back = self.peek_back + 1 if self.peek_back < len(self.round.taken) else 0
            self.peek_at = self.table.app.now
            return True
        if hid in (nocall.HIT, f"btn:{nocall.BTN}") and nocall.flip(self.table.app.settings, hid):  # (said once set)
            self.say_never()  # (offer.py)
        if hid == partner.HIT:  # 自动过联邦, kept with the player's settings
            self.table.app.settings[partner.SETTING] = not self.partner_on
        if hid in (partner.HIT, nocall.HIT, f"btn:{nocall.BTN}"):
            self.table.app.save_settings()
            self.table.reask()  # (the prompt now showing is answered, or asked, by the new choice)
            return True
        if hid == COUNTER:
            self.counter_on = self.counter_on != self.counter_switch  # a peer table: as the host seated
            return True
        if hid == "btn:same":
            vals = {VALUE[int(k)] for k in self.table.selected if k.isdigit()}
            self.table.selected = [self.card_key(c) for c in self.hand(view) if c["v"] in vals]
            return True
        return super().tap(hid, view)

    # --- log, flights and moments ------------------------------------------------------------
    def sound(self, ev: JSON) -> list[list[str]]:
        return speak(self, ev, super().sound(ev))  # (calls.py: what the table says aloud)

    def log_line(self, ev: JSON) -> str | None:
        line = event_line(self, ev)
        if line and self.clock.is_timed(ev):  # the clock's move: "你 超时 · 过" (pt10 D2: only "你 过")
            line = timed_line(self, line, self.me())
        return you_form(line, self.lang)

    @property
    def latest(self) -> str:
        """The log's latest line (center.py shows it where no log panel is), said in the language
        of now: kept as a string it stayed Chinese after a switch to English, and a hand's
        "本局结束" stood into the next hand."""
        return (self.log_line(self._latest) or "") if self._latest is not None else ""

    @latest.setter
    def latest(self, line: str) -> None:  # (only cleared: a line is kept as its event)
        self._latest = None

    @property
    def trail_lines(self) -> list[str]:
        """本轮: the round on the table in lines, titled (trick.py)."""
        return self.trail.lines(lambda ev: self.log_line(ev), self.name, self.lang)

    def phone_log(self, lines: list[str]) -> list[str]:
        """A phone's two-line log strip during the play: the round's plays, titled ("本轮 · 电脑3 出 K K K",
        "电脑1 出 A A A"; pt13 D1: two passes filled it, the plays between the player's turns lost); else the log's."""
        lay = self.table.lay
        if lay is not None and self.lane == lay.log and self.moments.lane_showing(self.table.app.now):  # a seat's words: its
            return []  # lines make way in the strip (pt30 #2, 030214-ph-t31: '电脑4 报牌：剩 4 张' lay on them)
        trail = self.trail_lines if self.table.view().get("phase") == "play" else []
        if len(trail) < 2:
            return lines
        got = [f"{trail[0]} · {trail[1]}", *trail[2:]][-2:]
        return [lines[-2], *got] if len(got) == 1 and len(lines) >= 2 else got  # (a lead alone: the line before
        # it too, mostly who took the round before)

    @property
    def recent(self) -> list[str]:
        """The log's last few lines, oldest first (a laptop's felt shows them: the log is folded)."""
        return [ln for ev in self._recent if (ln := self.log_line(ev))]

    def pace(self, view: JSON, now: float) -> None:
        """The bots' delay by what was last seen (pace.py: the set-up quickly, after a pass or a taken round
        sooner), counted from the last move's landing: a hold while it was read counts toward it (``left``)."""
        if self.table.fast() or not self.table.client.paces():  # 快进 (ui/ffwd.py) has the bots play at once
            return
        base, c = bot_delay(self.table.app.settings), self.table.client
        if self.gone(view):  # nothing left for the player to decide: the rest runs on at 快 (pt19 #1)
            base = min(base, BOT_DELAY["fast"])
        seat = c.bot_to_act() if view.get("phase") == "play" else None
        if seat is not None and self._forced[0] != (seat, c.ply()):  # (要不起, or the rule play 过: a blink,
            legal = c.legal(seat)  # pace.FORCED_PASS_S; asked once a move)
            self._forced = ((seat, c.ply()), legal == [PASS] or RuleBot(seat, 0).choose(c.view(seat), legal) == PASS)
        forced = seat is not None and self._forced[1]
        wait = bot_wait(base, view.get("phase"), self.quick, view.get("duel"), self.after_pass, forced, self.big)
        c.set_bot_delay(left(wait, now - self.moved_at))

    def on_events(self, events: list[JSON], now: float) -> None:
        shown = self.own_plays(events, now)  # (the viewer's play: the cards raised, hand.Shown)
        self.moments.viewer = self.round.viewer = self.table.viewer
        for ev, sh in zip(events, shown, strict=True):  # also when restoring (now < 0): the round's
            self._watch_top(ev)  # plays follow every event
            self.round.feed(sh, now)
            self.trail.feed(ev)
            self.quick = ev.get("type") in QUICK if ev.get("type") in MOVES else self.quick
            self.after_pass = ev.get("type") in PASSES if ev.get("type") in MOVES else self.after_pass
            receive(self.received, ev, self.table.viewer)
            if ev.get("seat") == self.table.viewer and ev.get("type") in MOVES:  # the turn went (a timeout's
                self._flash(ev, now)
                if self.table.app.now < self.hint_said:
                    self.table.app.toast("", 0.0)
                own_move(self, ev, self.table.selected, now)  # 过 too: play-test 6 P13 kept three 7s
                self.table.selected = []  # lifted; a time-out said, clock.py)
                self.hints.clear()  # the next turn's 提示 counts from 1 (pt13 410: "提示 2/5" on a new play)
            self.buys_from = seller(ev, self.table.viewer) if ev.get("type") == "buy_plan" else self.buys_from
            if self.log_line(ev):
                self._latest = ev
                self._recent = [*self._recent, ev][-RECENT:]
        self.big = big_move(events) if any(ev.get("type") in MOVES for ev in events) else self.big
        if now < 0:
            self.ended_at, self.kills, self.moved_at = -1.0, {}, self.table.app.now
            return
        shao = {ev.get("to") for ev in events if ev.get("type") == "shao" and ev.get("tribute")}
        me = self.table.viewer
        for ev, sh in zip(events, shown, strict=True):
            if ev.get("seat") in shao:  # a 捎 is named as such (its own moment), not 打死 as well
                self.kills.pop(id(ev), None)
            fly(self, sh, now)  # (the cards shown; a moment and its words: the event as it came)
            self.skipped.feed(self, ev, self.table.fast())
            if ev.get("type") in MOVES:
                self.moved_at = max(now, self.round.lands.get(int(ev["seat"]), now) if ev.get("type") == "play" else now)
            if ev.get("type") == "out" and self.table.fast() and (ev.get("seat") == me or not self.gone(self.table.view())):
                self.ffwd_break = True  # (its moment shown, the table stopped there: ``out_of_hand``; the player's own too, pt28)
            if not self.table.fast() or ev.get("type") in ("hand_end", "out") or me in (ev.get("seat"), ev.get("to")):
                moment(self, ev, now)  # (快进: the others' moments would queue and show late, pt14 206:
                # "电脑2 报牌：剩 7 张" beside a badge saying 1; the player's own still show)

    def _flash(self, ev: JSON, now: float) -> None:
        """The viewer's pass flashes at their place (``own_flash``): made for them, tapped or timed out (pt24 #1)."""
        if ev.get("type") in PASSES and now >= 0:
            self.flash = (own_pass_key(str(ev.get("type")), self.auto_pass), now)
        self.auto_pass = ""

    def own_flash(self, now: float) -> tuple[str, float] | None:
        """The viewer's automatic pass (要不起, 联邦的牌 · 过) while it shows at their place: words, age."""
        key, t = self.flash
        return (self.tx(key), now - t) if key and 0 <= now - t < OWN_FLASH_S else None

    def seat_words(self, now: float) -> dict[int, str]:
        """The seats' passes on the table (the round taken's too, marked ``~``, only while it is held and
        fades: pt18 #2, a new round's seats read 过/让 of the last before they acted), with the viewer's flash
        though its pass took the round."""
        me = self.table.viewer
        held = self.round.shown_last(now) and self.round.fading(now) > 0  # (a pass that ended the round: gone with it, pt26 #3)
        flash = isinstance(me, int) and me not in self.round.passes and self.own_flash(now) is not None and bool(held)
        old = {s: f"{k}~" for s, k in self.round.last_passes.items()} if held else {}
        return {**old, **self.round.passes, **({me: "pass"} if flash and isinstance(me, int) else {})}

    def _watch_top(self, ev: JSON) -> None:
        """The play to beat (seat, 够级?), to tell a play that kills the other team's 够级 (``kills``)."""
        ty, seat = ev.get("type"), ev.get("seat")
        if ty == "play" and isinstance(seat, int):
            if (killed := beaten_gouji(self.top, seat)) is not None:
                self.kills[id(ev)] = killed
            self.top = (seat, bool(ev.get("gouji")))
        elif ty in ("trick_won", "redeal"):
            self.top = None

    @property
    def banners(self) -> list[tuple[str, float, bool]]:
        """The banners across the middle (text, since, big), as moments.py keeps them."""
        return self.moments.banners + self.moments.lane

    def table_cards(self, seat: int) -> list[Any] | None:
        """The seat's play of this round (the replay shows it by the seat's hand)."""
        return [{"id": c, "v": VALUE[c]} for c in sorted(self.round.plays.get(seat, []), key=lambda c: (-VALUE[c], c))]

    def draw_flying_card(self, dl: DisplayList, r: Rect, c: Any) -> None:
        if c is None:  # the deal: backs
            card_back(dl, r, small=True)
        else:
            flying_card(dl, r, self.face({"id": c}))

    def draw_overlay(self, dl: DisplayList, w: float, h: float, now: float, view: JSON) -> None:
        # (a splash's pill stays off the plays and the seats' words: play-test 3 P_loop_20, 过 hidden)
        plays = [r for rs in self.play_rects.values() for r in rs] + self.word_rects + \
            [self.boxes[s] for s in self.round.landing(now) if s in self.boxes]  # (and where a play lands: pt11 打 on 22)
        if view.get("phase") == "over":  # the last seats' cards face up at their badges
            draw_left(dl, view, self.table.viewer, self.seat_rect, self.lang, w, h, now - self.ended_at if self.ended_at >= 0 else 9.0)
        self._bar_own(dl, view)  # (the table's own buttons too: a 报 seal sat over 自动过联邦, play-test 8 p54)
        draw_alarm(self, dl, view)  # one time-out from 托管 (a few seconds), the clock's end
        self.chips = [t.rect for t in dl.hits if t.id in (partner.HIT, PREV_HIT, autoplay.HIT, COUNTER)]  # (toast_y;
        # the 记牌器 too: pt21 122934, the marks legend lay over a phone's counter row)
        keep = self.splash_keep() + [t.rect for t in dl.hits if t.id in (partner.HIT, PREV_HIT, OLDER_HIT, COUNTER,
                                                                       autoplay.HIT)] \
            + self.word_rects + ([self.trail_rect] if self.trail_rect else [])  # (and the seats' 过/让: pt9 108; the
        # 记牌器: pt10 p39, 报牌 over it; 本轮's lines: pt31 #2, 052143-s3)
        self.moments.draw(dl, w, h, now, self.seat_rect, plays, keep, self.table.viewer, self.words_rect, self.lane,
                          fan_room(self.table.lay, [*self.boxes.values()], plays, keep, self.words_rect))
        lay = self.table.lay
        if self.peek_open(now) and self.round.prev and lay is not None and view.get("phase") == "play":
            winner = self.round.round_back(self.peek_back)[1]
            draw_prev(dl, lay.center, self.round.seq_back(self.peek_back), winner, self.name, self.face, self.lang, self.peek_back,
                      self.peek_back < len(self.round.taken))

    def _bar_own(self, dl: DisplayList, view: JSON) -> None:
        """托管 on the table while the player plays: at the bar's right end where its row has room (a laptop), at
        the right end of a phone's empty cell (pt16 #2: "no 托管 on the phone"), 理牌 or the clock beside it."""
        lay, c = self.table.lay, self.table.client
        if lay is None or not isinstance(self.table.viewer, int):
            return
        slots = self.bar_slots(view)
        parts = gap_parts(lay.buttons, slots, lay.phone)
        if parts is not None and lay.phone and c.limit(self.me()) is None and view.get("hand") \
                and not self.tuoguan.on and (view.get("phase") == "play" or self._legal()):
            autoplay.draw_button(dl, parts[0], self.tx("sort"), "btn:sort")  # (its tap: ``tap``)
        if view.get("phase") != "play" or self.tuoguan.on or c.is_over() or self.gone(view):
            return
        last = slot_cells(lay.buttons, slots, lay.phone).get(slots[-1]) if slots else None
        spot = parts[1] if parts is not None else \
            autoplay.button_spot(lay.buttons, last, bool(self.table.app.settings.get("timers")))
        if spot is not None:
            autoplay.draw_button(dl, spot, self.lang)

    def toast_y(self, lay: Layout, w: float, h: float, box_h: float) -> float:
        """A toast (a hint's words, a refusal) where it covers no play, else the fewest, then not the
        middle's words, nearest its usual place (a phone on its side: 建议过 lay over two seats' plays)."""
        bw = min(w - 32, 460.0)
        plays = [r for rs in self.play_rects.values() for r in rs] + self.chips + list(lay.seats.values()) + \
            [r for r in (self.ledger_rect,) if r is not None]  # (the 进贡 panel, pt37 152322-n2: 已设为从不叫点 under it; the
        # badges too, pt21: off the 记牌器 the legend lay over a phone's side seats; pt19 061702: 提示's words lay
        words = [self.words_rect] if self.words_rect is not None else []  # over 上一轮 and 自动过联邦 on a phone)
        plays += [lay.center.bottom(44.0)] if self.counter_on and self.table.view().get("phase") == "play" and h >= 500 else []  # (the 记牌器's row, pt35 #5)
        ys = [h * 0.42] + [lay.center.y + box_h / 2 + 4 * k for k in range(int(max(0.0, lay.center.h - box_h) / 4) + 1)]
        ys += [self.lane.cy] if self.lane is not None else []  # (a phone's log strip: pt24 #4, 金框的牌 lay over 轮到你)

        def cost(y: float) -> tuple[float, float, float]:
            r = Rect((w - bw) / 2, y - box_h / 2, bw, box_h)
            return sum(overlap(r, p) for p in plays), sum(overlap(r, o) for o in words), abs(y - h * 0.42)
        return min(ys, key=cost)

    def peek_open(self, now: float) -> bool:
        """The last round's panel shows, till the player closes it (the bots wait meanwhile: ``busy``)."""
        return self.peek_at >= 0 and now >= self.peek_at

    def splash_keep(self) -> list[Rect]:
        """What a splash never covers while a spot is free of it: every badge with the 报牌 tag over
        its top edge (words.draw_reports) and the top bar with its chips and the 记牌器 (P37/S19/S44)."""
        lay = self.table.lay
        if lay is None:
            return []
        return [Rect(r.x, r.y - REPORT_TAG_UP, r.w, r.h + REPORT_TAG_UP) for r in lay.seats.values()] + [lay.top] \
            + ([self.words_rect] if self.words_rect is not None else [])  # and the middle's words (P09)

    def auto_play(self) -> Tuoguan:
        return self.tuoguan

    def gone(self, view: JSON) -> bool:
        """The viewer has nothing left to decide this hand while the others play on: gone out (has a
        place), or holding only the 3, which is played only as a lead (rules 6.1, 11: never on a play), so
        every turn till then is a pass the table makes (a play-tester sat a minute)."""
        me = self.table.viewer
        return isinstance(me, int) and view.get("phase") not in (None, "over") \
            and (str(me) in (view.get("places_so_far") or {}) or only_three(view))

    def out_of_hand(self, view: JSON) -> bool:
        """快进 is offered (ui/ffwd.py) while the viewer has nothing to decide: gone (``gone``), or the others playing
        or the table passing for it (要不起, 联邦的牌): 快进到我 goes off at its next choice or forced play (pt12 D1; pt41
        #1: a forced lead of a 2 went by unseen). Not over the tribute, nor where a person at another device plays."""
        if self.ffwd_break:  # (a seat went out under 快进到我: 快进 goes off there, then is offered again)
            if self.table.fast():
                return False
            self.ffwd_break = False
        if self.gone(view):
            return True
        c, me = self.table.client, self.table.viewer
        if not isinstance(me, int) or view.get("phase") != "play" or c.is_over() or not c.dealt() \
                or self.tuoguan.on or self.ledger.busy(self.table.app.now):
            return False
        if any(not c.is_bot(s) and s not in c.controlled() for s in range(6)):
            return False
        auto = None if me not in c.people_to_act() else self.auto_answer(view, self._legal())
        return me not in c.people_to_act() or auto is not None and auto.action.get("a") != "play"

    def ffwd_stop(self, client: SeatClient) -> bool:  # (a frame's batch of moves ends where a seat goes out)
        n = len(client.view(None).get("finished") or ())
        seen, self.outs_seen = self.outs_seen, n
        return n > seen

    @property
    def FFWD_LABEL(self) -> Text | None:  # noqa: N802 (GameUI's name): 快进到我 while a choice is still to come
        return None if self.gone(self.table.view()) else TO_ME

    @FFWD_LABEL.setter
    def FFWD_LABEL(self, label: Text | None) -> None:  # noqa: N802 (a class attribute in GameUI)
        pass

    def busy(self, now: float) -> bool:
        """The bots wait while a moment lands, a won round is read (``table.hold_for``) and the
        tribute ceremony runs (ledger.py); never under 快进 (pt9: still ~1 s a bot move)."""
        c = self.table.client  # (a bot that passes answers a 够级 play once it is read: pace.py)
        passing = self._forced == ((c.bot_to_act(), c.ply()), True)
        return not self.table.fast() and (self.round.holding(now) or self.moments.busy(now, not passing) or self.ledger.busy(now)
                                          or self.peek_open(now))  # (上一轮 open: the table waits, pt19)

    def animating(self, now: float) -> bool:  # (a call's countdown too, and the end's moment till the sheet: frames must come)
        return self.holds_clock(self.table.view(), now) or self.clock.call_left is not None or not self.end_ready(now)

    def holds_clock(self, view: JSON, now: float) -> bool:  # what moves (托管's choice worked out over frames, pt16 #2)
        return (self.tuoguan.on and self.autoplay.work is not None) or self.busy(now) or self.own_flash(now) is not None or self.hand_moving(now) or self.round.settling(now) or self.ledger.showing(now) or self.moments.animating(now) or self.peek_open(now) or self.clock_held(view, now)  # (not a call's countdown: it held the ring 8 s, FIXERS 够级 #1)

    def end_ready(self, now: float) -> bool:
        """The result sheet opens once the hand's end has had its moment."""
        return self.ended_at < 0 or now - self.ended_at >= FINALE_S + (LEFT_HOLD_S if shown_left(self.table.view(), self.table.viewer) else 0)

    def on_new_hand(self) -> None:
        self._latest, self._recent = None, []  # (the last hand's "本局结束" is not this hand's news)
        self.moments.clear()
        self.autoplay.clear()
        self.opened_seen = set()
        self.peek_at = -1.0
        self.received, self.legend_said = {}, False
        self.round.clear()
        self.trail.clear()
        self.shown.clear()
        self.glide.clear()
        self.ledger.clear()
        self.hints.clear()
        self.clock.clear()
        self.ended_at = -1.0

    MATCH_TOTAL = "match_if_ended"   # not a running total: what would be paid if the session ended now
    TOTALS_FROM_START = True  # every seat shows it from the first hand, its nought (FIXERS 3: the apps keep a
    # score at each seat; a one-hand visit never saw one, play-test 20)
    # under the sheet the plates keep quiet: it says the same figures (its 本局 column, or its series
    # line where they differ; play-test 8, 64: 散场结算 on all six plates round it)
    PLATE_TOTALS_OVER = False
    AUTO_BUTTON = False  # 托管 is on the game's own bar (bar.py)

    def match_scores(self, hands: list[HandSummary]) -> list[float] | None:
        """The match so far: each seat's score if the session ended after its last finished hand
        (够级 settles unscored hands in tribute cards, so this is the total that would be paid)."""
        for h in reversed(hands):
            got = (h.result or {}).get("scores_if_session_ends")
            if isinstance(got, list):
                return [float(x) for x in got]
        return [0.0] * 6

    # --- end of a hand: places, tribute and the score sheet (end.py) -------------------------
    def end_height(self, view: JSON, w: float) -> float:
        # (asked first as the sheet is drawn) the series line only where it says something the 本局
        # column does not: before any hand was scored it is that column again (play-test 6: three copies)
        res = view.get("result") or {}
        self.SERIES_ON_SHEET = res.get("scores_if_session_ends") != res.get("points")
        return end_height(view, len(self.table.client.hands()))

    def draw_end(self, dl: DisplayList, r: Rect, view: JSON, now: float) -> None:
        draw_end(self, dl, r, view)
