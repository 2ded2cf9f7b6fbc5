"""花鳥風月 at the table: card faces, the tune scale, the pool, the log, plays flying from the
seats, dance calls, season banners, the chips that explain themselves, the 记牌器, the closing
poem, the win or loss and the showdown (view JSON: games/huaniao/VIEW.md). The prompts' buttons
and the answers the table gives by itself are in huaniao_bar."""

from __future__ import annotations

from typing import Any

from ...core.game import JSON
from ...core.i18n import pick, tx
from ...games.huaniao import texts as tt
from ...games.huaniao.cards import POINTS
from ...table.series import HandSummary
from .. import theme as th
from ..anim import Timeline
from ..draw import DisplayList, text_width
from ..ffwd import TO_ME
from ..geom import Rect
from ..plugin import SeatInfo, signed
from ..table_bar import slot_cells
from ..table_seats import NARROW, felt_rect
from ..texts import you_form
from ..widgets import CardFace, Chip, card, card_back
from . import huaniao_texts as ht
from .huaniao_bar import GLOSS
from .huaniao_end import HuaniaoEnd
from .huaniao_fly import MOONLIGHT
from .huaniao_pace import PASS_HOLD_S, WINDOW_SEEN
from .huaniao_pick import cid, face_of
from .huaniao_plays import draw_moonlight
from .huaniao_recap import RECAP_SAY_S, TITLE, Recap, draw_recap, recap_rows
from .huaniao_seats import LAST_SAY_S
from .huaniao_sheet import BOARD, SHEET, SheetCtx, draw_back, draw_sheet, sheet_height, song_scores
from .huaniao_show import (
    BANNER_S,
    COMBO_HOLD_S,
    COMBOS,
    OUT_READ_S,
    best_banner,
    clear_of_seats,
    draw_banner,
    draw_burst,
    draw_moment,
    slide_clear,
)
from .huaniao_win import (
    SCROLL_S,
    SCROLL_SKIP,
    draw_hand_lanes,
    draw_log_cover,
    draw_open_hands,
    draw_pay,
    draw_scroll,
    draw_win_cards,
    how_line,
    pay_done,
    poem_lines,
    win_cards,
)

INK = {"B": th.JADE, "1": th.INK, "2": th.INK, "3": th.INK, "4": th.INK, "H": th.CINNABAR, "F": th.INDIGO,
       "Y": "#8a6a1f"}


GIFT_SAY_S = 3.0  # "电脑1 给你：月" at the player's seat: read while the card flies in and glows


class HuaniaoUI(HuaniaoEnd):
    game_id = "huaniao"
    max_card_w = 70.0
    card_ratio = 1.42
    SERIES_ON_SHEET = False  # the sheet's 比赛 column and its match line say it (huaniao_sheet)
    FFWD_LABEL = TO_ME  # it goes off at the player's next choice
    END_TITLE = tx("一曲终了", "一曲終了", "Song over")  # (the sheet's title: "Hand over" beside "wins the song")
    LOG_MAX = 236.0  # its log's lines are short ("电脑2 诵 千万花"): the felt takes the rest (play-test 10 06/21)

    def __init__(self, table: Any) -> None:
        super().__init__(table)
        self.glow = Timeline()  # newly arrived cards; bots do not wait for it
        # the last came; a short trace of it shows while the forced steps go by themselves
        self.turn_now = 0
        self.last_play: dict[int, list[Any]] = {}  # seat -> its latest phrase (the winning one)
        self.board = False  # the sheet put aside: the final table shows (看牌面)
        self.turn_seat: Any = None  # whose turn it is
        self.mine_at = 1e9  # when the player's own last play went
        self.recap = Recap()  # what the others did since the player's own move (its turn shows it)
        self.deal_seen = False  # the table's first deal has landed: the first game's tour may show
        self._recap_at: tuple[int, Any] = (-1, None)  # the turn whose prompt took the recap

    # --- cards -------------------------------------------------------------------------------
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
        if view.get("phase") == "extra" and view.get("active") == seat and view.get("extra_ops"):  # (pt30 030733)
            flags.append(self.tx("extra_left", n=view["extra_ops"]))
        if s.get("count") == 1 and seat != self.table.viewer:
            flags.append(self.tx("one_left"))
        if s.get("bot") and not self.table.client.seats[seat].startswith("bot:"):
            flags.append(self.tx("bot"))
        pend = view.get("pending") or {}
        if seat in (pend.get("passed") or []):
            flags.append(self.tx("passed"))
        owed = (pend.get("discards") or {}).get(str(seat))
        if owed and not (seat == self.table.viewer and seat in self.table.client.people_to_act()):  # (its
            # prompt says it: play-test 17 #5, "须弃 4 · 须弃 4 张")
            flags.append(self.tx("owes", n=owed))
        # the flags share a line while they fit the badge at its 12 px, else take the next
        r = self.seat_rect(seat)
        narrow = 0 < r.w < NARROW and seat != self.table.viewer  # face over name: two lines of 11 px, one under
        total = seat != self.table.viewer and bool(getattr(self.table, "match_total", lambda _s: "")(seat))
        keep = 1 if narrow and total else 2  # a plate with its total keeps one line (play-test 29 #5)
        if narrow and len(lines) + len(flags) > keep:  # the flags first: the limit is in the seat's tip,
            lines = []  # and the count's back says 1 while the seat flashes
            flags = [f for f in flags if f != self.tx("one_left")] or flags
        room = r.w - (6 if narrow else 20)
        sep = ", " if self.lang == "en" else "·"  # flags kept apart: "skip ×1, 1 card left"
        for f in flags:
            if len(lines) > (1 if lines and s.get("eff_limit") is not None and not narrow else 0) and \
                    text_width(f"{lines[-1]}{sep}{f}", 11 if narrow else 12) <= room:
                lines[-1] = f"{lines[-1]}{sep}{f}"
            else:
                lines.append(f)
        if narrow and len(lines) > keep:
            lines = [lines[0], sep.join(lines[1:])] if keep == 2 else [sep.join(lines)]
        if total and len(lines) > 1 and (lim := self.tx("limit", n=s.get("eff_limit"))) in lines:  # flags first
            lines = [ln for ln in lines if ln != lim] + [lim]
        lines = lines if narrow or seat == self.table.viewer else self.clear_of_count(lines, r, sep)
        if seat == self.table.viewer and (wait := self.wait_line(view)):
            lines.append(wait)
        marks = []
        if view.get("first") == seat:
            marks.append(self.tx("seal_first"))
        if s.get("undo_left") and self.table.client.seats[seat] in ("human", "hotseat"):
            marks.append("↺")
        tappable = self.prompt(view).get("type") == "target" and seat != self.table.viewer
        return SeatInfo(self.dealt_count(seat, s.get("count"), self.table.app.now), lines, marks, tappable,
                        True if seat == self.window_next(view) else self.lit(seat))

    def lit(self, seat: int) -> bool | None:
        """A prompt that asks several seats (花鸟风月's passes, the limit discards) lights only the bot
        the table waits on now, the one the status line names (play-test 6 017: three seats glowed);
        None: as the table lights it."""
        c = self.table.client
        if c.is_over() or len(c.to_act()) < 2 or seat not in c.to_act() or not c.is_bot(seat):
            return None
        me = self.table.viewer  # the player is asked too (its 花鸟风月 pass): its own turn shows, no
        if me is not None and me in c.people_to_act():  # bot's (play-test 11 55: 电脑2 glowed)
            return False
        return seat == c.bot_to_act()

    def draw_flying_card(self, dl: DisplayList, r: Rect, c: Any) -> None:
        if c == MOONLIGHT:
            draw_moonlight(dl, r)
        elif face_of(c) is None:  # a card nobody here may see (a draw, a gift between others, 靜夜)
            card_back(dl, r, small=True)
        else:
            card(dl, r, self.face(c), small=r.w < 40)

    def status(self, view: JSON) -> list[str | Chip]:
        """The mode, the song, the season, 白晝/靜夜 and the turn, each explaining its rule when tapped."""
        mode = str(view.get("options", {}).get("mode"))
        title = pick(self.info.preset_labels.get(mode, tx("", "", "")), self.lang) or pick(self.info.title, self.lang)
        out: list[str | Chip] = [Chip(title, pick(ht.MODE_TIPS.get(mode, ht.MODE_TIPS["custom"]), self.lang))]
        # which song this is: the totals on the seats add up over them (play-test 12: no match length shown)
        out.append(Chip(self.tx("song_no", n=max(1, self.table.client.hand_no)), pick(ht.TIPS["song"], self.lang)))
        se = view.get("season")
        if isinstance(se, str):
            out.append(Chip(pick(tt.SEASON_NAMES[se], self.lang), pick(ht.SEASON_TIPS[se], self.lang)))
        lt = view.get("lighting")
        if lt in ("day", "night"):
            out.append(Chip(pick(tt.LIGHTING[str(lt)], self.lang), pick(ht.LIGHT_TIPS[str(lt)], self.lang)))
        # the turn last: a phone's bar drops what does not fit, the season's rules matter more (play-test 20 #2)
        return [*out, Chip(self.tx("turn", n=int(view.get("turn", 0)) + 1), pick(ht.TIPS["turn"], self.lang))]

    # --- events ------------------------------------------------------------------------------
    def log_line(self, ev: JSON) -> str | None:
        if ev.get("type") == "dealt":
            return self.song_head(ev)
        se = ev.get("season")
        if ev.get("type") == "season" and self.lang == "en" and isinstance(se, str) and se in tt.SEASON_LINE:
            return pick(tt.SEASON_LINE[se], "en")  # its English line names the season itself (not "Autumn: Autumn: …")
        return you_form(tt.log_text(ev, self.lang, self.name, self.cards_text, self.table.viewer), self.lang)

    def card_glow(self, c: Any, now: float) -> float:
        a = self.glow.get(f"new{cid(c)}", now)
        return 0.0 if a is None else 1.0 - a.progress(now)

    def sound(self, ev: JSON) -> list[list[str]]:
        # a dance is called aloud (舞) like the other games' calls; other plays only snap
        out = super().sound(ev)
        if ev.get("type") == "play" and ev.get("op") == "wu":
            out.append(["say", "舞"])
        elif ev.get("type") == "winner":  # a win or lose sting under the call (play-test 11 D2; web/sound.js)
            mine = ev.get("seat") == self.table.viewer or len(self.table.client.controlled()) > 1
            out += [["sting", "win" if mine else "lose"], ["say", "一曲独胜"]]
        elif ev.get("type") == "skip":
            out.append(["say", "跳过"])
        if self.call_last and ev.get("type") != "winner":  # a seat went down to its last card
            self.call_last = False
            out.append(["say", "最后一张"])
        return out

    def on_events(self, events: list[JSON], now: float) -> None:
        me = self.table.viewer
        at, came = 0.0, False  # the batch's cards fly one by one; 新 tags this batch's only (pt40, FIXERS 3)
        for ev in events:
            ty = ev.get("type")
            card_in = ev.get("card")
            if me is not None and ev.get("seat") == me and (ty == "play" or (ty == "draw" and ev.get("why") == "qi")):
                self.new_cards.clear()  # the player moved: what came before is no longer new
            if isinstance(card_in, dict) and "id" in card_in and me is not None and (
                    (ty == "draw" and ev.get("seat") == me) or (ty in ("give", "pass", "take") and ev.get("to") == me)):
                self.glow.start(f"new{card_in['id']}", now, 2.5 + at)
                self.new_cards, came = (self.new_cards if came else set()) | {int(card_in["id"])}, True
                # who gave it, or what a dance dealt it, at the player's seat, the next bot waiting a beat for it
                # (play-test 10 12: the log only; play-test 19 #1: a chain of dances grew the hand unexplained)
                if (ty != "draw" or ev.get("why") != "qi") and now >= 0:
                    line = self.dealt_line(ev, self.log_line(ev) or "")  # (which dance dealt it: FIXERS #1)
                    line = self.pass_words(ev, events, line)  # (a pass round: both ways, held longer)
                    self.say_at(me, line if self.lang == "en" else line.replace(" 你", "你"), now, hold=True,
                                life=GIFT_SAY_S)
                    if ty == "pass":
                        self.hold_until = max(self.hold_until, now + PASS_HOLD_S * self.hold_share())
            if now >= 0:  # a restored table replays nothing
                self.hold_own(ev, now + at)
                at = self._fly(ev, now, at)
            if now >= 0:
                self._say_auto(ev, now)
                self.recap.note(ev, me, self.recap_line, self.perch_text, self.name)
            if ty == "dealt":  # the first hand's deal comes as the table opens: flown at its first frame
                if now >= 0:
                    self.deal(now)
                else:
                    self.deal_due = not any(e.get("type") in ("play", "draw", "end_turn") for e in events)
            if ty == "turn":
                self.turn_now = int(ev.get("turn", 0) or 0)
                # the turn after the player's own, whose play has lain still for its window
                # (not after its 栖: that turn had no window, its next seat waits as usual)
                # (or, past a seat the moon skips, the one after it: a batch has two turns then)
                self.after_mine = self.after_mine or self.turn_seat == me and me is not None and \
                    now - self.mine_at >= WINDOW_SEEN and self.own_streak == 0
                self.turn_seat = ev.get("seat")
            elif ty == "skip" and isinstance(ev.get("seat"), int):  # (play-test 3 L56: it still said 栖)
                self.perched[int(ev["seat"])] = self.turn_now
                self.skipped.add(int(ev["seat"]))
                # the turn that goes by is called at the seat, and the player's own as a banner
                # (play-test 4: a 跳过 label and a log line were all, easily missed)
                self.say_at(int(ev["seat"]), self.tx("skipped_said"), now)
                if ev["seat"] == me:  # (in the table's red, as the last-card call: play-test 15 #2 missed it)
                    self.banner(self.moon_on_you(None, 0, "you_skipped"), "goose", now)
            elif ty == "draw" and ev.get("why") == "qi" and isinstance(ev.get("seat"), int):
                self.perched[int(ev["seat"])] = self.turn_now
                self.skipped.discard(int(ev["seat"]))
                # the player's own: what it drew, in its call (no toast over the table as well)
                self.on_perch(int(ev["seat"]), ev.get("card") if ev.get("seat") == me else None, now)
            elif ty == "draw" and ev.get("why") == "penalty" and me is not None and ev.get("seat") == me:
                # a timeout's draw ends the turn as a 栖 does: its spot says what it drew (browser, pt24
                # re-check: it kept an older 栖's "摸到 万" under the call "超时 · 罚摸一张")
                self.perched[me], self.own_drew, self.own_streak = self.turn_now, ev.get("card"), 1
                self.skipped.discard(me)  # (pt30 025543-h2-my: its spot kept an older 被电脑3月照 · 跳过)
            self.note_own(ev, me)
            if ty == "play" and isinstance(ev.get("seat"), int):
                self.on_play(int(ev["seat"]))
                self.new_effect(int(ev["seat"]), ev.get("op") == "wu", now)
            if ty == "discard" and me is not None and ev.get("seat") == me:  # at its own seat too (play-test 8 08)
                self.say_at(me, self.tx("auto_discard", cards=self.cards_text(list(ev.get("cards") or []))), now)
            if ty == "play" and isinstance(ev.get("seat"), int):
                self.last_play[int(ev["seat"])] = list(ev.get("cards") or [])
                if ev["seat"] == me:
                    self.mine_at = now
                self.skipped.discard(int(ev["seat"]))
            if ty == "play" and ev.get("op") == "wu":
                self.dance = (str(ev.get("kind")), list(ev.get("cards") or []))
                self.say_at(int(ev["seat"]), self.dance_call(), now, hold=True)  # never over the plays (L23)
                if ev.get("kind") in COMBOS and now >= 0:  # a combo: called across the table as it lands,
                    f = self.play_flight  # rays round its cards; the table holds a beat for it
                    self.burst_at = now if f is None else f.t0 + f.duration
                    self.banner(f"{self.name(ev['seat'])} · {self.dance_call()}", "combo", self.burst_at)
                    # its seat's call gives way as the banner comes: one message at a time (FIXERS: two at once)
                    self.said_life[int(ev["seat"])] = max(0.3, self.burst_at - now)
            elif ty == "skip_added" and isinstance(ev.get("seat"), int) and isinstance(ev.get("by"), int):
                # 月照 names whom it shines on, and its card goes there (play-test: "跳过×1" only)
                # (no second hold: the moon's flight to that seat shows it, the call stays on as the table goes on)
                self.say_at(int(ev["by"]), self.dance_call([ev["seat"]]), now)
                if ev["seat"] != me:  # at whom it shines on (pt28 #1), not over its own play (pt41 #3: -1 says none)
                    self.say_at(int(ev["seat"]), self.tx("skipped_by", by=self.name(ev["by"])), -1.0 if self.shows_play(int(ev["seat"])) else now)
                elif ev["by"] != me:  # the player's own turn(s) to go: said across the table
                    self.banner(self.moon_on_you(int(ev["by"]), int(ev.get("skips") or 1), "moon_on_you"), "goose",
                                now)
            elif ty == "season":
                se = str(ev.get("season"))
                self.banner(pick(tt.SEASON_LINE.get(se, tx("", "", "")), self.lang), "season", now)
            elif ty == "undo":
                self.banner(self.tx("undo_text"), "undo", now)
            elif ty == "goose":
                self.banner(self.tx("goose"), "goose", now)
            elif ty == "song_end":  # a beat first: the winner may come a step later (then it goes first)
                self.new_cards.clear()  # (nothing is new in a hand that is over)
                self.end_at = now + self.END_BEAT
                if ev.get("reason") == "pile" and now >= 0:  # the pile ran out: said once the last
                    # cards have landed (a 雀舞满山 emptying it flies a dozen; play-test 2, P28), a beat
                    # before the win or a showdown; the dance's own call goes first
                    begin = now + at + 0.4
                    self.banners = [*self.banners[-1:], (self.tx("pile_out"), "season", begin)]
                    self.end_beat = begin + self.PILE_BEAT
                    self.end_at = max(self.end_at, self.end_beat)
                self.poem_skipped = now < 0
                if now >= 0:  # the poem's scroll once the last cards have landed (play-test 16 #4), the win after
                    f = self.play_flight  # (the first song's only: play-test 25 #4, ~9 s to every sheet)
                    at_ = max(self.end_beat, now + at + 0.3, 0.0 if f is None else f.t0 + f.duration + 0.3,
                              self.burst_at + COMBO_HOLD_S)  # (a combo going out: its call read first)
                    if ev.get("reason") == "out":
                        at_ = max(at_, self.call_out(ev, now + at if f is None else f.t0 + f.duration))
                    self.scroll_at, self.end_beat = (None, at_) if self.poem_seen else (at_, at_ + SCROLL_S)
                    self.poem_seen = True
                    self.end_at = max(self.end_at, self.end_beat)
                self.end_hands = [list(h) for h in ev.get("hands") or []]
            elif ty == "showdown":  # its panel says why and who (play-test 34 #2: a banner repeated it over the table)
                self.banners = self.banners[-1:]
            elif ty == "showdown_round":  # (its call is the panel's own line, "第1轮 · 天上天下，…": no banner
                self.reveal_at = now  # over its title as well, play-test 20's re-check on a phone)
                self.banners = []
            elif ty == "winner" and isinstance(ev.get("seat"), int) and not self.win_first(int(ev["seat"]), now):
                # the win or the loss, the closing poem under it (play-test 12 #2: the poem's own scroll after
                # it held the sheet back 6-10 s); any showdown's reveal before it
                start = now if self.reveal_at is None else max(now, self.reveal_at + self.REVEAL_S)
                start = max(start, self.end_beat)
                if self.play_flight is not None:  # the winning phrase lands first
                    start = max(start, self.play_flight.t0 + self.play_flight.duration)
                self.moment = (int(ev["seat"]), start)
        gifts = [(e["from"], e["to"]) for e in events if e.get("type") == "give" and isinstance(e.get("to"), int)
                 and isinstance(e.get("from"), int)]
        if gifts and self.dance[0] in ("wind", "liangfeng"):  # 风过 / 凉风有幸 name who receives
            call, last = self.dance_call(list(dict.fromkeys(t for _f, t in gifts))), self.banners[-1:]
            if last and last[0][1] == "combo" and now - last[0][2] < BANNER_S["combo"]:  # its banner says it
                self.banners[-1] = (f"{self.name(gifts[0][0])} · {call}", "combo", last[0][2])
            else:
                self.say_at(gifts[0][0], call, now)  # (flights show it)
        view = self.table.view()
        self.call_timeout(self.timed_out(events, now), now)
        self.new_prompt(view)
        c = self.table.client
        turn_at = (c.hand_no, view.get("turn"))
        if self.prompt(view).get("type") == "main" and me in c.people_to_act() and turn_at != self._recap_at:
            self._recap_at = turn_at  # the player's turn: the round since its last move shows by its spot
            self.recap.turn()
            lay = self.table.lay  # a phone's: said in its message slot as the turn comes
            if lay is not None and lay.phone and self.recap.shown and me is not None and now >= 0:
                sep = "; " if self.lang == "en" else "；"
                self.say_at(me, f"{pick(TITLE, self.lang)}{': ' if self.lang == 'en' else '：'}"
                                f"{sep.join(self.recap.shown[-3:])}", now, life=RECAP_SAY_S)
        giving = self.prompt(view).get("type") == "gift"  # the player's last card is a gift now: it wins
        for s in self.watch_counts(view, now):  # (play-test 7: "one more play wins" as the gift won)
            if s == self.table.viewer and (giving or self.table.client.is_over()):
                continue
            self.say_at(s, self.tx("last_card_you") if s == self.table.viewer else  # at the seat, not a band
                        self.tx("last_card", name=self.name(s)), now, life=LAST_SAY_S)  # over the pool (pt24 #4)
        self.pace(view)

    def recap_line(self, ev: JSON) -> str | None:
        """A move as the recap says it: the log's words, 月照 by whom it skips ("电脑1被月照 · 跳过一回合")."""
        if ev.get("type") == "skip_added":
            by = ev.get("by")  # who cast it (play-test 15 #3: the player's own 月 read as someone else's)
            line = self.tx("moon_by", by=self.name(by), name=self.name(ev.get("seat"))) if isinstance(by, int) else \
                self.tx("moon_at", name=self.name(ev.get("seat")))
            return you_form(line, self.lang) or line
        return self.log_line(ev)

    def draw_recap(self, dl: DisplayList, view: JSON) -> None:
        """A laptop's "since your turn" on the bare felt left of the player's spot while it decides,
        with nothing raised (the note on raised cards takes that place); not where the log's column
        shows the same lines beside the table (play-test 32 #5, 061525-myturn2: a 360x126 box pasted
        over the left felt at every turn; the apps keep the recap in the log)."""
        lay, c, me = self.table.lay, self.table.client, self.table.viewer
        if lay is None or lay.phone or me not in c.people_to_act() or self.table.selected or \
                self.prompt(view).get("type") not in ("main", "extra") or self.log_column():
            return
        r = self.note_room(view)
        if r is not None:
            felt = felt_rect(lay)
            room = Rect(r.x + 6, r.y, min(r.w - 12, 360.0), min(r.b, felt.b - 10) - r.y)
            draw_recap(dl, room, pick(TITLE, self.lang), self.recap.fit(recap_rows(room.h)))

    def log_column(self) -> bool:
        """The log lies open beside the table in a column of its own, tall enough for a round's lines."""
        lay = self.table.lay
        return lay is not None and not lay.phone and lay.log.w >= 160 and lay.log.h >= 240 and \
            not lay.log.intersects(felt_rect(lay))

    def call_out(self, ev: JSON, landed: float) -> float:
        """Another seat's going out said large as its play lands ``landed`` ("电脑1 出完手牌，胜！", under its
        combo's call), read OUT_READ_S before the poem or the win covers it (play-test 26 #4: a bot's winning
        combo showed ~1 s). When that is; the player's own win goes at once (win_first)."""
        out = next((s for s, h in enumerate(ev.get("hands") or []) if not h), None)
        if out is None or self.own_win(out):
            return 0.0
        line = self.tx("out_won", name=self.name(out))
        last = self.banners[-1] if self.banners else None
        if last is not None and last[1] == "combo" and abs(last[2] - self.burst_at) < 1e-6:
            self.banners[-1] = (f"{last[0]}\n{line}", "combo", last[2])
        else:
            self.banner(line, "combo", landed)
        return landed + OUT_READ_S

    def banner(self, text: str, style: str, now: float) -> None:
        self.banners = [(you_form(text, self.lang) or text, style, now)]

    def on_new_hand(self) -> None:
        self.end_beat = -1.0
        self.board = False
        self.last_play.clear()
        self.said.clear()
        self.end_at = None
        self.poem_skipped = False
        self.scroll_at = self.reveal_at = None
        self.moment = None
        self.end_hands = None
        self.play_flight = None
        self.own_flying.clear()
        self.drifting.clear()
        self.clear_pace()
        self.burst_at = -9.0
        self.mine_at, self.turn_seat = 1e9, None
        self.recap.clear()
        self.perched.clear()
        self.skipped.clear()
        self.moon_by, self.skipped_by, self.links = {}, {}, []
        self.glow.clear()
        self.new_cards.clear()
        self.last_card.clear()

    def animating(self, now: float) -> bool:  # (also a new card's glow, a seat's flash and its callout)
        return self.moving(now) or self.glow.active(now) or self.flashing(now) or self.saying(now)

    def tour_ready(self, view: JSON) -> bool:
        """The first game's tour waits for the deal to land (pt14: it pointed at a hand still empty):
        the deal goes round at the table's first frame, then the tour holds the table."""
        landed = 0 <= self.drawn_at and not self.deal_due and self.drawn_at >= self.deal_end
        self.deal_seen = self.deal_seen or landed
        return self.deal_seen  # (once shown, it stays till it is closed)

    def out_of_hand(self, view: JSON) -> bool:  # no 快进 over the deal nor the song's end
        return self.moment is None and not self.deal_due and self.drawn_at >= self.deal_end and \
            super().out_of_hand(view)

    def draw_overlay(self, dl: DisplayList, w: float, h: float, now: float, view: JSON) -> None:
        # a banner lies on the row of plays without the newest: never over the tune track nor the cards it
        # names, nor the player's own play (then just over it)
        self.drawn_at = now
        self.draw_under(dl, view, now)  # (the felt dimmed under an owed pass)
        free = self.spots.get("free", Rect(0, h * 0.6, w, 0))
        me = self.table.viewer
        self.watch_clock(now, view)
        dur = 1.1 if self.table.viewer in self.table.client.to_act() else 1.9  # sooner when the player must act
        # the win or loss takes the table: a dance banner still running gives way
        ending = self.moment_visible(now) or self.scrolling(now) or self.dueling(view, now)  # (nor the poem, the duel)
        self.spots.pop("banner", None)
        self.spots.pop("loud", None)
        track = 0 if view.get("tune") is None else 4  # a banner may lie over the track while it says 空
        # the newest banner that has begun (one may wait for the cards in flight)
        for text, style, start in [b for b in self.banners if b[2] <= now][-1:] if not ending else []:
            age = now - start
            life = BANNER_S.get(style, dur)
            if age < 0 or age > life or (style == "perch" and self.big_on(now)):  # (the player's own 栖 call
                continue  # lies there, saying the run too: play-test 23 #1)
            sc, mine = self.spots.get("scale"), self.spots.get(f"lie{me}")
            rows = [free] if sc is None or mine is None or style == "perch" else \
                [free, Rect(sc.x, sc.b, sc.w, mine.y - sc.b)]  # (between the tune track and the player's play)
            lay = self.table.lay
            if sc is not None and len(rows) > 1 and view.get("tune") is None and not (lay is not None and lay.phone):
                rows.append(sc)  # a laptop's, the tune 空: over the track rather than the 记牌器 (play-test 28 #1)
            box, size, lines = best_banner(self.table.lay, w, h, text, style in ("dance", "goose", "combo"), rows,
                                           4 if style == "showdown" else 2,
                                           lambda b: self.over_plays(b, f"lie{me}") + track * self.over_plays(
                                               b, "scale") + 4 * self.over_plays(b, "counter"))
            box, size = self.gap_banner(box, size, lines, mine)  # (a laptop's: clear of cards and the 记牌器)
            got = self.phone_banner(text, 4 if style == "showdown" else 3) if lay and lay.phone and lay.ring else None
            box, size, lines = got if got is not None and style != "perch" else (box, size, lines)
            box = clear_of_seats(box, [self.seat_rect(s) for s in range(4) if s != me],
                                 max(text_width(ln, size) for ln in lines) + 48)
            fade = 1.0 if style == "perch" and len(self.perchers) > 1 else age / 0.25  # a run's line grows
            if style == "perch":  # a quiet pill, not a band across the table, off the seats' cards where it can
                size, wide = min(size, 17.0), box
                pw = min(box.w, max(text_width(ln, size) for ln in lines) + 40)
                box = Rect(box.cx - pw / 2, box.cy - (size * 1.25 * len(lines) + 12) / 2, pw,
                           size * 1.25 * len(lines) + 12)
                box = slide_clear(box, wide.x, wide.r, lambda b: self.over_plays(b, "lie") + 9 * self.over_plays(b, "said"))
                if self.over_plays(box, "said") > 0:  # the player's own callout there: the pill waits (pt36 #3)
                    self.banners = [(t, s, now - 0.3) if t == text else (t, s, a) for t, s, a in self.banners]
                    break
            draw_banner(dl, box, size, lines, style, min(1.0, fade, (life - age) / 0.4))
            self.spots.update({"banner": box, **({} if style == "perch" else {"loud": box})})  # toasts keep off, callouts wait
            break
        if not ending:  # a dance's call at its seat gives way to the win or loss too
            pool, lab = self.spots.get("pool", Rect(0, 0, 0, 0)), self.spots.get("newlabel", Rect(0, -1e9, 0, 0))
            draw_burst(dl, pool, now - self.burst_at, lab.b + 1 if lab.b <= pool.y else -1e9,
                       1e9 if self.table.lay is None else self.table.lay.hand.y - 2)
            self.draw_said(dl, w, h, now)
            self.draw_links(dl, now)  # (over the callouts: a phone's recap by the player hid its head)
        self.draw_no_fit(dl, view)
        self.draw_recap(dl, view)
        self.draw_hurry(dl, view, now)
        self.draw_asks(dl, view, now)
        self.draw_window(dl, view)
        self.cover_strip(dl, now)
        if self.scrolling(now):
            assert self.scroll_at is not None
            lay = self.table.lay
            draw_scroll(dl, w, h, now - self.scroll_at, poem_lines(pick(tt.POEM_TEXT, "zh-Hans" if self.lang == "en" else self.lang)),
                        tt.POEM_EN.split("  ") if self.lang == "en" else [], self.tx("scroll_skip"))
            dl.hit("skip_poem", Rect(0, top := 0 if lay is None else lay.top.b, w, h - top))  # (the top bar's ☷ stays)
        elif self.moment_visible(now):
            self._draw_moment(dl, w, h, now, view)
        if self.board and self.table.client.is_over() and self.table.lay is not None:
            lay = self.table.lay
            draw_back(dl, slot_cells(lay.buttons, self.bar_slots(view), lay.phone)["play"], self.lang)
            res = view.get("result") or {}
            hands, pts = res.get("hands") or [], res.get("points") or []
            others = [s for s in range(min(len(hands), len(pts))) if s != self.table.viewer]
            if lay.phone:  # each hand in a lane of its own (play-test 18 #4: by the seats they ran together)
                draw_hand_lanes(dl, [(self.name(s), list(hands[s]), self.tx("pts_left", n=pts[s])) for s in others],
                                felt_rect(lay), self.spots.get("scale", felt_rect(lay)).y - 4, self.face)
            else:
                draw_open_hands(dl, [(self.seat_rect(s), list(hands[s]), self.tx("pts_left", n=pts[s]))
                                     for s in others], felt_rect(lay), self.face, self.board_cover)

    def cover_strip(self, dl: DisplayList, now: float) -> None:
        """The log says "一曲终了" while the song's end plays out: its newest line named the winner before
        the moment could (play-test 11 67: "电脑2 一曲独胜" under the 牌堆摸完 banner; a laptop's column
        1.8 s before a win on points), a phone's strip and a laptop's panel (table_log's, inset 10) alike; till
        the win or loss says it (play-test 16: the panel stood blank through the moment too)."""
        lay = self.table.lay
        if lay is None or lay.log.h <= 0 or lay.log.w <= 0 or not self.table.client.is_over() or \
                not (self.ending(now) or now < self.end_beat) or (self.moment is not None and now >= self.moment[1]):
            return
        draw_log_cover(dl, lay.log, lay.phone, self.tx("song_end"), getattr(self.table, "log", None))

    # --- the end -----------------------------------------------------------------------------
    def tip(self, dl: DisplayList, r: Rect, text: str) -> None:
        """No tag under the song's end explains itself (the moment, the scroll, the sheet lie over it): a tap
        on the sheet's body was a tap on the 记牌器 under it, its bubble over 下一局 (play-test 21 #1); 看牌面
        keeps them."""
        if not self.table.client.is_over() or self.board:
            super().tip(dl, r, text)

    def end_ready(self, now: float) -> bool:
        # after a showdown round, let the revealed hands be seen before the end panel covers them
        revealing = self.reveal_at is not None and now - self.reveal_at < self.REVEAL_S
        return self.table.client.is_over() and not self.ending(now) and not revealing and not self.board

    def _draw_moment(self, dl: DisplayList, w: float, h: float, now: float, view: JSON) -> None:
        """The song's winner: its seat ringed and stamped 勝, and the win or the loss called across
        the table (a table of several local players, or none watched, calls the winner's name)."""
        assert self.moment is not None
        win, start = self.moment
        me = self.table.viewer
        won = len(self.table.client.controlled()) > 1 or win == me
        line, lost = self.result_words(win)
        res = view.get("result") or {}
        how = how_line(res, self.lang, self.name, view.get("showdown") or {}) if res.get("how") else ""
        # (what the song costs the player: said with the loss on a line of its own; play-test 10 and 18)
        mark = self.tx("win_seal")[:1] if self.lang != "en" else "勝"
        scores = song_scores(res) if res.get("winner") == win else []
        gain = scores[win] if scores else 0  # what it adds to the total, the others' points flying to it
        # a coin carries what it brings the winner, no minus (play-test 26 #1: "-14" flying under 你赢了! read as a loss)
        pays = [(self.pay_from(s), str(-p)) for s, p in enumerate(scores) if p < 0 and s != win]
        box = draw_moment(dl, w, h, now - start, self.MOMENT_S, self.seat_rect(win), won, line, how, mark,
                          signed(float(gain), self.lang) if gain > 0 else self.tx("win_gain"), pay_done(len(pays)) - 0.1,
                          lost)
        dest = self.seat_rect(win)  # (the player's own strip: above its middle, where its gain shows)
        draw_pay(dl, now - start, pays, dest if dest.w <= w * 0.5 else Rect(dest.cx - 40, dest.y - 52, 80, 40))
        # the winner's hand on a plate, not the player's own: it lies face up at the foot already (play-test
        # 32 #5, 062211-h2u03: a 胜者手牌 plate of one faint card over the top seat, its rays across 你赢了)
        shown = [] if self.own_win(win) and res.get("how") != "out" else win_cards(res, self.last_play)
        draw_win_cards(dl, w, box.y - 10, now - start, shown, self.face,
                       self.tx("won_with_out" if res.get("how") == "out" else "won_with_hand"))
        fade = max(0.0, min(1.0, (self.MOMENT_S - (now - start)) / 0.35))  # (draw_moment's own fade-out)
        y = box.b + 14  # (the poem came before, on its scroll)
        seat = self.seat_rect(win)  # the gain rising over the player's own strip: the line at the foot instead
        if seat.w > w * 0.5 and seat.y - 48 < y + 10:  # (play-test 23 #5, a phone's pwin03: "+12" over it)
            y = h - 22
        if now - start >= self.SKIP_AFTER:  # a tap goes on from here (play-test 12 #2: nobody knew)
            dl.alpha(fade)
            dl.text(w / 2, y, self.tx("poem_skip"), 13, th.PAPER_DARK, "c", "n", "a", w - 40)
            dl.alpha(1.0)
        lay = self.table.lay  # (the top bar's ☷ and menu stay: play-test 16, ☷ "did nothing" at the end)
        dl.hit("skip_poem", Rect(0, top := 0 if lay is None else lay.top.b, w, h - top))

    def tap(self, hid: str, view: JSON) -> bool:
        if hid == "skip_poem":  # the poem's scroll: one tap to the win or loss; that: one tap goes to the
            # result, but not a tap in either's first beat (play-test 7: the winning play's clicks skipped it)
            if self.scrolling(self.drawn_at):
                if self.scroll_at is not None and self.drawn_at - self.scroll_at >= SCROLL_SKIP:
                    self.skip_scroll(self.drawn_at)
            elif self.moment is None or self.drawn_at - self.moment[1] >= self.SKIP_AFTER:
                self.poem_skipped = True
            return True
        if hid in (BOARD, SHEET):  # the sheet put aside to see the final table, and back
            self.board = hid == BOARD and self.table.client.is_over()
            return True
        return super().tap(hid, view)

    def end_height(self, view: JSON, w: float) -> float:
        return sheet_height(view)

    def draw_end(self, dl: DisplayList, r: Rect, view: JSON, now: float) -> None:
        lay = self.table.lay
        done = [h for h in self.table.client.hands() if h.result]
        ctx = SheetCtx(self.lang, self.name, self.face, self.tx, self.phrase_name, self.match_scores(done) or [],
                       self.table.viewer, len(done))
        draw_sheet(dl, r, view, ctx, lay is not None and lay.phone)

    def match_scores(self, hands: list[HandSummary]) -> list[float] | None:
        """The match total (games/huaniao/rules.md): each song's winner takes the points left in the
        other hands, each other seat loses its own; summed over the songs the table keeps (play-test
        6: wins only, where the apps keep a running score)."""
        out = [0.0] * 4
        for h in hands:
            for s, v in enumerate(song_scores(h.result or {})):
                out[s] += v
        return out

    def phrase_name(self, ph: JSON) -> str:
        """A phrase as the sheet names it: 舞·花鸟风月, 诵 十百千."""
        return self.op_label({"op": ph.get("op"), "kind": ph.get("kind"),
                              "cards": [cid(c) for c in ph.get("cards") or [] if isinstance(c, dict)]})


UI = HuaniaoUI
