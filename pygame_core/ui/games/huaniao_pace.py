"""花鳥風月's pace: how long the next bot waits, by what it has to decide.

Play-test 6 (pace 7: "5 real decisions in 32 turns", long stretches of watching): measured on a
simulated App (fake clock, the player answering at once, speed 中), every bot turn cost two full bot
delays, one for its play and one more to close its own 且慢 window (bots never take anything back),
and each limit discard, 花鸟风月 pass and forced 栖 a whole delay of its own. A bot's play still
waits the delay chosen, so plays stay readable; what follows from it (its window, its gift or
target, the table's discards and passes) and a 栖 it cannot avoid go by in a blink, each called at
its seat (huaniao_seats.say_at) and in the log."""

from __future__ import annotations

import math
from typing import Any

from ...core.game import JSON, Action
from ...core.i18n import listing, pick
from ...games.huaniao import texts as tt
from .. import theme as th
from ..draw import DisplayList, text_width
from ..ffwd import TO_ME, FastForward
from ..geom import Rect
from ..plugin import AutoAnswer
from ..screen import BOT_DELAY, bot_delay
from ..table_bar import slot_cells
from .huaniao_center import HuaniaoCenter
from .huaniao_fly import BOT_FLY_S, HAND_FLIGHT_S
from .huaniao_pick import cid, face_of
from .huaniao_seats import AUTO_TOAST_S, BIG_SAY_S
from .huaniao_show import PERCH_LINE_S

QUICK_S = 0.3  # a discard, a pass or a 孤雁 guess: a blink (its flight and callout show it)
PASS_S = 0.15  # each further bot's 花鸟风月 pass: the passes are one step, their cards fly together after
PERCH_S = 0.35  # a forced 栖 in a run of them: quick, but each seen going (play-test 10: 4 a second read as none)
# a real play stands this long once landed before a forced 栖 or a quick step answers it (play-test 10
# 21-26: a play the next seat's forced 栖 followed 0.2 s later was gone before it was read)
PLAY_READ_S = 0.6
PLAIN_S = 0.5  # a bot's real choice at 中 waits this long once the play before it landed (it stays at its seat)
# (a plain bot turn at 中 is its play's flight, BOT_FLY_S, and PLAIN_S: ~0.95 s; play-test 14: 7-13 s a round)
COMMIT_S = 0.05
AFTER_PLAY = 0.1  # a dance's gift or target: this share of the delay (its call held the table HOLD_S already)
QUICK = ("discard", "pass", "guess", "day_play")
FOLLOW = ("gift", "target")
QI: Action = {"a": "op", "op": "qi"}
NORMAL_S = BOT_DELAY["normal"]
# the seat after the player's own turn: its play lay still through its 且慢 window (2.5 s by default),
# so the next bot answers it in this long, not a whole delay more (play-test 8: the player's turns)
AFTER_WINDOW_S = 0.1  # (play-test 13: 0.5; 16: 0.25): the window is the next bot's think (window_close)
WINDOW_SEEN = 1.0  # a play that lay this long (the window was open) counts as seen
# play-test 16 #5: 且慢 stays a button while the next bot "thinks" and the table keeps the play for the
# player as that bot plays: no 继续 to tap after every play. Play-test 40 (FIXERS 2): the bot's think (~1.3 s;
# a phone's 2.5 s) was too short to read 且慢 and press it: the window runs WINDOW_S from its first frame, its
# seconds counted down in its corner; a window chosen longer than the rules' 2.5 s is kept whole
RULES_WINDOW_S = 2.5
WINDOW_S = 4.0
SPARE_S = 1.5  # the rules clock past the table's close (frames may come 0.3 s apart)
END_TURN: Action = {"a": "end_turn"}
STREAK = 4  # perches in a row with no play between (a round of them): the line counts them and the pile
# a round or more of perches with nobody playing (连栖: the tune stuck on a note nobody holds): each
# further forced 栖, a bot's or the player's own, goes in a blink (play-test 12 #1: 8+ perches in a
# row every hand, "collapse them into one quick beat"); the streak's line counts them
STALL_S = 0.2
PASS_HOLD_S = 1.8  # a 花鸟风月 pass round's exchange, said at the player's seat, is read before the next move
OWN_HOLD_S = 1.0  # the player's own 栖, called large at its spot, holds the next move this long (play-test 23 #2)
OWN_PERCH_S = 3.0  # the player's own forced 栖's bubble: seen, with what it drew (play-test 10 25/29: log only)
# play-test 19 #1 (sheet_b3): another seat's dance and what it moves (its gift, the draws, the limit discards)
# are one effect: the next real play waits this long at 中 once the table is free (the speed's share at the
# others), so the dance's banner has gone as the next comes (风过, 天上天下, 天上天下 went by in ~6 s)
EFFECT_S = 1.0
# play-test 36 #2 (124915-w: the player's forced 栖 and a rule discard went by within ~0.5 s in a run): a card
# the table moves into or out of the player's hand, not by its own choice, holds the next move this long from
# its flight's start (the card flies, ~0.8 s, and lies a beat)
OWN_BEAT_S = 1.2


def bot_wait(base: float, phase: object, legal: list[Action], fresh: bool = False, stall: bool = False,
             passed: bool = False, effect: bool = False) -> float:
    """Seconds the next bot waits before it answers ``phase`` (``base``: the speed chosen);
    ``fresh``: a real play has just landed (nothing moved since): it is read before a blink answers it;
    ``stall``: a round of perches has gone by with no play; ``passed``: a seat has passed its card to
    this 花鸟风月 already (the others' passes follow it at once); ``effect``: another seat's dance moved
    cards since the last play (the next real play waits for it to be read)."""
    if effect and phase == "main" and legal != [QI]:
        return max(bot_wait(base, phase, legal), base * EFFECT_S / NORMAL_S)
    if fresh and phase == "main" and legal == [QI]:
        return min(base, PLAY_READ_S)
    if stall and phase == "main" and legal == [QI]:
        return min(base, STALL_S)
    if phase == "commit":  # its own 且慢 window: nothing to take back, the play has landed (not 0: the
        return min(base, COMMIT_S)  # table restarts a delay only while one is set, Master.run_bots)
    if phase == "main" and legal == [QI]:
        return min(base, PERCH_S)
    if phase == "pass" and passed:
        return min(base, PASS_S)
    if phase in QUICK:
        return min(base, QUICK_S)
    if phase in FOLLOW:
        return base * AFTER_PLAY
    if phase == "main":  # a real choice: the play before it flew in while the table held and stays in
        # front of its seat, newest for the wait and the next play's flight (~0.9 s at 中); slower speeds
        # wait the speed less that flight and a beat (play-tests 12-15: ~3 s, then 7-13 s for three bots)
        return max(base * PLAIN_S / NORMAL_S, base - BOT_FLY_S - 0.2)
    return base


class HuaniaoPace(HuaniaoCenter):
    """The table's pace and the runs of 栖: a play read before a forced 栖 answers it, the
    others' perches one growing line, a stretch with nobody playing counted with the pile left
    ("连栖 8 手 · 牌堆余 12": play-test 10, pile-draining stretches went by unseen), and the
    player's own perch a bubble at its seat with what it drew and how many in a row."""

    def __init__(self, table: Any) -> None:
        super().__init__(table)
        self.banners: list[tuple[str, str, float]] = []  # (text, style, start)
        self.burst_at = -9.0  # when the last combo landed (its rays)
        self.perchers: list[int] = []  # the others who perched in a row (one line says them)
        self.streak = 0  # perches by anyone since the last play
        self.own_streak = 0  # the player's own perches since its last play
        self.fresh = False  # a real play landed and nothing has moved since: read before a blink answers it
        self.after_mine = False  # the next bot answers a play that lay still through its 且慢 window
        self.effect = False  # another seat danced since the last play: the next real play waits a beat
        self.dealt: list[Any] = []  # the cards the latest dance dealt the player (its callout names them all)
        self.drawn_at = -1.0  # the last frame's time (a tap's, for the moment's first beat)
        self.own_drew_at = -9.0  # when the player's own 栖 drew (its card flies into the hand)
        # while the viewer's clock runs: (when it runs out, on the frames' clock; the hand's first
        # card, what the rules pass for a pass that times out; the prompt's kind)
        self._due: tuple[float, Any, Any] | None = None
        self.window_at: tuple[tuple[int, int], float] | None = None  # the 且慢 window shown: (its hand and ply, since)

    def moon_on_you(self, by: int | None, n: int, key: str) -> str:
        """The moon on the player (``key``: as cast, or as it takes the turn), said across the table, with 快进到我
        where the table offers it (play-test 40, FIXERS 5: stacked moons, ~65 s with no move of the player's)."""
        said = self.tx(key, by=self.name(by), n=n) if by is not None else self.tx(key)
        if not FastForward.offered(self.table.client, self.ffwd_ok(self.table.view())):
            return said
        return self.tx("moon_ffwd", said=said, ffwd=pick(self.FFWD_LABEL or TO_ME, self.lang))

    def watch_clock(self, now: float, view: JSON) -> None:
        """Note when the viewer's clock runs out (each frame: a paused table moves it on)."""
        c, me = self.table.client, self.table.viewer
        timed = me in c.people_to_act() and self.prompt(view).get("type") != "commit"
        rem = c.remaining(me) if me is not None and timed else None
        hand, kind, due = self.hand(view), self.prompt(view).get("type"), self._due
        if rem is None and due is not None and due[2] == "extra" and kind != "extra" and now + 0.35 >= due[0]:
            self.call_timeout(self.tx("timeout_extra"), now)  # its end brings no event (its 且慢 window comes)
        self._due = (now + rem, self.due_card(view, hand), kind) if rem is not None else None
        key = (c.hand_no, c.ply())
        if kind == "commit" and me in c.people_to_act() and (self.window_at is None or self.window_at[0] != key):
            self.window_at = (key, now)

    def window_extra(self, now: float) -> float:
        """Seconds more the 且慢 window's clock stands still where the rules' window is shorter than WINDOW_S:
        it closes WINDOW_S after it showed (play-test 40, FIXERS 2), with a person at another seat too."""
        c, me, at = self.table.client, self.table.viewer, self.window_at
        lim = c.limit(me) if me is not None else None
        if at is None or not lim or at[0] != (c.hand_no, c.ply()) or not c.paces():  # (a guest's clock is its host's:
            return 0.0  # it cannot stand still, so the window and its count are the rules' own)
        view = self.table.view()  # (where the table closes it, its clock a beat after: no lapse, Guard.lapse)
        more = self.window_s(view) - lim + (SPARE_S if self.window_close(view) is not None else 0.0)
        return max(0.0, min(more, at[1] + more - now))

    def window_left(self, view: JSON, now: float) -> float | None:
        """Seconds until the 且慢 window closes by itself (None: no window runs)."""
        c, me, at = self.table.client, self.table.viewer, self.window_at
        rem = c.remaining(me) if me is not None and me in c.people_to_act() else None
        if rem is None or at is None or self.prompt(view).get("type") != "commit":
            return None
        left = rem + self.window_extra(now)
        close = self.window_close(view)
        return left if close is None else max(0.0, min(left, at[1] + close - now))

    def draw_window(self, dl: DisplayList, view: JSON) -> None:
        """The window's time left under 且慢 (in it, it struck its line through: pt39 #1, 183846): a draining line
        and its seconds (play-test 40, FIXERS 2: a countdown in sight; the turn passes by itself)."""
        lay, me = self.table.lay, self.table.viewer
        if lay is None or me is None or not view.get("can_undo") or self.bot_plays() \
                or (left := self.window_left(view, self.drawn_at)) is None:  # (托管 offers no 且慢)
            return
        r = slot_cells(lay.buttons, self.bar_slots(view), lay.phone)[self.undo_cell(view)]
        dl.rect(Rect(r.x + 8, r.b + 3, (r.w - 16) * max(0.0, min(1.0, left / WINDOW_S)), 3), th.CINNABAR,
                None, 1, 1.5)
        said = self.tx("window_secs", n=max(1, math.ceil(left - 0.05)))  # a badge in its corner, as a count
        pw = text_width(said, 11) + 10
        dl.rect(Rect(r.r - pw - 4, r.y + 4, pw, 16), th.CINNABAR, None, 1, 8)
        dl.text(r.r - 4 - pw / 2, r.y + 12, said, 11, th.PAPER, "c", "m", "b")

    def due_card(self, view: JSON, hand: list[Any]) -> Any:
        """The card a pass sends if its clock runs out: the raised one (deadline_action), else the rules'
        lowest (play-test 36 #1, 125100-pass: 百 raised went, the stamp said "超时 · 传 鸟")."""
        act = self.deadline_action(view) if self.prompt(view).get("type") == "pass" else None
        card = act.get("card") if act is not None and act.get("a") == "pass" else None
        return next((c for c in hand if cid(c) == card), hand[0] if hand else None)

    def call_timeout(self, said: str | None, now: float) -> None:
        """What the rules did for the player whose clock ran out, called large at its own spot, its pill
        (a phone's: its message slot) after (play-test 24 #3: a toast under the 凉风有幸 banner went unseen;
        play-test 9 112; play-test 30 #2: extra operations that lapsed went unsaid)."""
        me = self.table.viewer
        if said and me is not None:
            call, _, sub = said.partition(" · ")
            self.say_big(call, sub, now)
            self.say_at(me, said, now, life=BIG_SAY_S + AUTO_TOAST_S)

    def timed_out(self, events: list[JSON], now: float) -> str | None:
        """What the rules did for the viewer whose clock ran out, said ("时间到：弃 十"): the log's
        "你 弃牌 十" alone read as the player's own choice (play-test)."""
        due, me = self._due, self.table.viewer
        if due is None or now < 0 or now + 0.35 < due[0] or me is None:
            return None
        self._due = None
        for ev in events:
            ty = ev.get("type")
            if ty == "timeout" and ev.get("seat") == me:
                return self.tx("timeout_main") + self.takeover_warning()
            if ty == "play" and ev.get("seat") == me:  # the raised play went (deadline_action)
                cards = [cid(c) for c in ev.get("cards") or [] if isinstance(c, dict)]
                return self.tx("timeout_play", play=self.op_label({"op": ev.get("op"), "kind": ev.get("kind"),
                                                                   "cards": cards}))
            if ty == "discard" and ev.get("seat") == me:
                return self.tx("timeout_discard", cards=self.cards_text(list(ev.get("cards") or [])))
            if ty == "passed" and ev.get("seat") == me and due[1] is not None:
                went = next((e["card"] for e in events if e.get("type") == "pass" and e.get("from") == me
                             and face_of(e.get("card"))), due[1])  # (what went, once every seat has passed)
                return self.tx("timeout_pass", cards=self.cards_text([went]), name=self.name(self.pass_to()))
            if ty == "give" and ev.get("from") == me:
                return self.tx("timeout_give", cards=self.cards_text([ev.get("card")]), name=self.name(ev.get("to")))
            if ty == "skip_added" and ev.get("by") == me:
                return self.tx("timeout_target", name=self.name(ev.get("seat")))
        return None

    def takeover_warning(self) -> str:
        """" · 再超时将托管" when the next main-prompt timeout hands the seat to a bot (§13.2)."""
        view, me = self.table.view(), self.table.viewer
        seats = view.get("seats") or []
        limit = int((view.get("options") or {}).get("bot_takeover_after_timeouts", 0) or 0)
        n = int(seats[me].get("timeouts", 0)) if isinstance(me, int) and me < len(seats) else 0
        return f" · {self.tx('timeout_warn')}" if n and n == limit - 1 else ""

    def on_perch(self, seat: int, drew: Any, now: float) -> None:
        """A 栖 (the draw): the player's own as a bubble at its seat, the others' in the run's line."""
        self.fresh = False
        self.streak += 1
        me = self.table.viewer
        if seat == me:
            self.own_drew_at = now
            self.own_streak += 1
            self.own_drew = drew if face_of(drew) else None
            n = f" ×{self.own_streak}" if self.own_streak > 1 else ""
            self.say_at(seat, self.tx("qi_drew_n", n=n, cards=self.cards_text([drew])) if face_of(drew)
                        else self.tx("qi_said"), now, life=OWN_PERCH_S)
            # a stretch with nobody playing is said in it too; the others' run's line waits under it unseen
            # (play-test 23 #1, t3219: "连栖 6 手" and the call drawn on one spot: draw_overlay); the table
            # waits a beat on it (#2: forced turns went by between screenshots)
            cards = self.cards_text([drew]) if face_of(drew) else ""
            sub = self.tx("qi_big_streak", cards=cards, n=self.streak, pile=self.table.view().get("pile", 0)) \
                if self.streak >= STREAK and cards else self.tx("qi_big_drew", cards=cards) if cards else ""
            self.say_big(self.tx("qi_big_forced" if self.forced_perch() else "qi_big", n=n), sub, now)
            self.hold_until = max(self.hold_until, now + OWN_HOLD_S * self.hold_share())
            if self.banners and self.banners[-1][1] == "perch":  # the others' run goes on past it and its hold:
                self.banners[-1] = (self.banners[-1][0], "perch", self.hold_until)  # its line kept, unseen till then
        else:
            self.perch_run(seat, now)

    def hold_own(self, ev: JSON, start: float) -> None:
        """A card the table moves into the player's hand (a draw, a gift, a take, a pass's card come) or out
        of it not by the player's choice (a limit discard, a take) holds the table OWN_BEAT_S from ``start``
        (its flight's), so the player sees it go: play-test 36 #2."""
        me, ty = self.table.viewer, ev.get("type")
        if me is None or start < 0:
            return
        into = (ty == "draw" and ev.get("seat") == me) or (ty in ("give", "pass", "take") and ev.get("to") == me)
        out = (ty == "discard" and ev.get("seat") == me) or (ty == "take" and ev.get("from") == me)
        if into or out:
            self.hold_until = max(self.hold_until, start + OWN_BEAT_S * self.hold_share())

    def forced_perch(self) -> bool:
        """The player's latest 栖 was the table's for it: nothing else fitted (not one the player tapped,
        nor 托管's nor a clock's)."""
        me = self.table.viewer
        return me is not None and self.perched.get(me) == self.qi_forced_turn

    def on_play(self, seat: int) -> None:
        if self.banners and self.banners[-1][1] == "perch":  # old news: it lay over the play that follows
            self.banners = []  # it (play-test 10 re-check: a phone's 栖 line over the seat across's 歌)
        self.perchers = []
        self.streak = 0
        self.fresh = True
        if seat == self.table.viewer:
            self.own_streak, self.own_drew = 0, None

    def new_effect(self, seat: int, dance: bool, now: float) -> None:
        """A play starts an effect: what the one before it left (its arrows, the other seats' callouts)
        goes as it comes, one at a time (play-test 19 #1: 风过's arrow and call still up over the next
        dance's banner and draws); another seat's dance holds the next real play a beat (EFFECT_S)."""
        me = self.table.viewer
        if now < 0:  # (a restored table replays nothing)
            return
        self.links = [ln for ln in self.links if ln[3] >= now]
        for s, (_text, t0) in list(self.said.items()):
            if s not in (me, seat) and 0 <= now - t0 < self.life(s):
                self.said_life[s] = now - t0
        self.effect = dance and seat != me
        self.dealt = []

    def dealt_line(self, ev: JSON, line: str) -> str:
        """A card a dance deals the player, called by the hand with the dance and every card it dealt
        so far ("雀舞满山：你 摸到 鸟月百"; FIXERS #1: "你 摸到 千", why only in the log; play-test 20:
        雀舞满山's three draws said one after another, the last alone stood)."""
        if ev.get("why") != "combo" or self.dance[0] not in tt.DANCE_NAMES:
            return line
        one = self.cards_text([ev.get("card")])
        self.dealt.append(ev.get("card"))
        if len(self.dealt) > 1 and line.endswith(one):
            line = line[: len(line) - len(one)] + self.cards_text(self.dealt)
        dn = pick(tt.DANCE_NAMES[self.dance[0]], self.lang)
        return f"{dn}: {line}" if self.lang == "en" else f"{dn}：{line.strip()}"

    def pass_words(self, ev: JSON, events: list[JSON], line: str) -> str:
        """The player's side of a 花鸟风月 pass round in one call, what it passed and what came ("传牌：你 千→
        电脑3 · 电脑1 万→你"; play-test 22 #4: on a phone the round's lines scrolled out of its two-line log)."""
        me = self.table.viewer
        out = next((e for e in events if e.get("type") == "pass" and e.get("from") == me), None)
        if ev.get("type") != "pass" or out is None or not face_of(out.get("card")) or not face_of(ev.get("card")):
            return line
        return self.tx("pass_round", out=self.cards_text([out["card"]]), to=self.name(int(out["to"])),
                       frm=self.name(int(ev["from"])), got=self.cards_text([ev["card"]]))

    def perch_run(self, seat: int, now: float) -> None:
        """The others' perches in a row go in one quiet line that grows, "电脑1、电脑2、电脑3 栖"
        (play-test 8: whole rounds of 栖, each a callout and a beat of its own); it holds nobody.
        A round or more of them with no play says how many and the pile left: the song drains it."""
        last = self.banners[-1] if self.banners else None
        going = last is not None and last[1] == "perch" and now - last[2] < PERCH_LINE_S and self.perchers
        self.perchers = [*(self.perchers if going else []), seat]
        if self.streak >= STREAK:
            line = self.tx("perch_streak", n=self.streak, pile=self.table.view().get("pile", 0))
        else:
            line = self.perch_text([self.name(s) for s in self.perchers])
        self.banners = [(line, "perch", now - 0.3 if going else now)]  # (it fades in once: draw_overlay)

    def perch_text(self, names: list[str]) -> str:
        return self.tx("perch_run" if len(set(names)) > 1 else "perch_one",
                       names=listing(dict.fromkeys(names), self.lang))

    def window_s(self, view: JSON) -> float:
        """How long the 且慢 window runs from its first frame: WINDOW_S for the rules' 2.5 s, a window chosen
        otherwise as chosen."""
        lim = float((view.get("options") or {}).get("undo_window_s", RULES_WINDOW_S))
        return WINDOW_S if lim == RULES_WINDOW_S else lim

    def window_close(self, view: JSON) -> float | None:
        """Seconds after the player's play that the table keeps it for them (end_turn) while 且慢 is
        still in it, the next bot thinking meanwhile (rules.md, 且慢); None: the window runs whole (a
        person plays at another seat or device, a window chosen longer, nothing to take back)."""
        c, me = self.table.client, self.table.viewer
        if me is None or self.prompt(view).get("type") != "commit" or not view.get("can_undo") or c.taken_over(me):
            return None
        if float((view.get("options") or {}).get("undo_window_s", RULES_WINDOW_S)) > RULES_WINDOW_S:
            return None
        if any(not c.is_bot(s) for s in range(len(view.get("seats") or [])) if s != me):
            return None
        return self.window_s(view)  # (a phone's and a laptop's alike: play-tests 28 #2 and 40)

    def next_up(self, view: JSON) -> int | None:
        """The seat that plays after the player's window: its 下家, past seats a moon skips."""
        me, seats = self.table.viewer, view.get("seats") or []
        if me is None or len(seats) < 2:
            return None
        for k in range(1, len(seats)):
            s = (me + k) % len(seats)
            if not (seats[s] or {}).get("skips"):
                return s
        return (me + 1) % len(seats)

    def window_next(self, view: JSON) -> int | None:
        """The bot lit as thinking while the player's 且慢 window runs (it plays as the window closes)."""
        return self.next_up(view) if self.window_close(view) is not None else None

    def prompt_hint(self, view: JSON) -> str | None:
        """The window's line names the ↺ beside it and who plays next (play-test 16 #5: ↺ unexplained)."""
        nxt = self.window_next(view)
        if nxt is None:  # a raised 月 asking its seat says so (lone_moon; play-test 38 #5)
            moon = self.prompt(view).get("type") == "main" and self.lone_moon(view, self.plays(view, self._selected(view)))
            return self.tx("pick_target") if moon else super().prompt_hint(view)
        lay = self.table.lay
        return self.tx("window_short" if lay is not None and lay.phone else "window_think", name=self.name(nxt))

    def auto_answer(self, view: JSON, legal: list[Action]) -> AutoAnswer | None:
        if END_TURN in legal and (beat := self.window_close(view)) is not None:
            return AutoAnswer(END_TURN, "", beat)  # (no callout: 且慢 stays a button till it goes)
        ans = super().auto_answer(view, legal)  # the player's own forced 栖 in a stall: quick too
        if ans is not None and ans.action == QI and self.streak >= STREAK:  # (still a beat: play-test 17 #1)
            return AutoAnswer(ans.action, ans.label, 3 * STALL_S)
        return ans

    def out_of_hand(self, view: JSON) -> bool:
        """Nothing to decide till the player's next real choice (the others play, or the table answers
        a forced step for it): the table offers 快进 (ui/ffwd.py), which plays on to that choice at once
        and goes off as it comes (play-test 11 D1: turns 26-46 only watched, with no way to hurry them)."""
        c, me = self.table.client, self.table.viewer
        if me is None or c.is_over() or not c.dealt():  # (under 托管: GameUI.ffwd_ok, the table's one test)
            return False
        if any(not c.is_bot(s) and s not in c.controlled() for s in range(len(view.get("seats") or []))):
            return False  # a person at another device plays too: no hurrying their table
        if self.prompt(view).get("type") in ("commit", "main") and me in c.people_to_act():
            return False  # its own turn (a forced 栖 the table answers, its 且慢 window): no 快进到我 (pt16 #2)
        return me not in c.people_to_act() or self.auto_answer(view, c.legal(me)) is not None

    def waiting_on(self, view: JSON) -> int | None:
        """-1 (nobody thinks) while a bot's made play lands or its call holds the table (play-test 11
        D3: "电脑3 思考中…" under its flying cards); else the table's own."""
        now, c = self.drawn_at, self.table.client
        held = view.get("phase") == "commit" or self.busy(now) or self.flying.running(now)
        return -1 if c.bot_to_act() is not None and held else None

    def wait_line(self, view: JSON) -> str | None:
        """While another seat plays its turn: when the player's comes ("下一个是你", "还有 2 家到你"; play-test
        11 D1: long watched stretches, the player's next decision out of sight)."""
        c, me, active = self.table.client, self.table.viewer, view.get("active")
        if me is None or not isinstance(active, int) or active == me or c.is_over() or me in c.people_to_act() \
                or view.get("phase") not in ("main", "commit"):
            return None
        k = (me - active) % 4  # the turn goes round the seats' order (huaniao_center.order_line); the seat
        # acting now counts (play-test 21: "还有 1 家到你" left it out, read oddly on turn 1)
        return self.tx("next_you") if k == 1 else self.tx("turns_to_you", n=k)

    def pace(self, view: JSON) -> None:
        """The next bot's delay by what it answers: its play the speed chosen, the rest a blink."""
        c = self.table.client
        seat = c.bot_to_act()
        if seat is None or self.table.fast():  # 快进 (ui/ffwd.py) has the bots play at once
            return
        phase = view.get("phase")
        passed = bool((view.get("pending") or {}).get("passed") or [])
        wait = bot_wait(bot_delay(self.table.app.settings), phase, c.legal(seat) if phase == "main" else [],
                        self.fresh, self.streak >= STREAK, passed, self.effect)
        if self.drawn_at < self.own_drew_at + HAND_FLIGHT_S:  # the player's own drawn card lands first
            wait = max(wait, min(HAND_FLIGHT_S, self.own_drew_at + HAND_FLIGHT_S - self.drawn_at))
        if self.after_mine and phase == "main":  # the player's play lay still through its 且慢 window: the
            wait = min(wait, AFTER_WINDOW_S)  # next seat answers it without a second wait (play-test 8, pace)
        self.after_mine = False
        c.set_bot_delay(wait)

    def clear_pace(self) -> None:
        self.banners = []
        self.perchers = []
        self.streak = self.own_streak = 0
        self.own_drew = None
        self.fresh = self.after_mine = self.effect = False
        self.own_gifts, self.retaking = [], False
