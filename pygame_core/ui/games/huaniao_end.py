"""花鳥風月's song end: the closing poem's scroll and the win or loss moment, when each shows and what
a tap on them does (the drawing: huaniao_win, huaniao_show)."""

from __future__ import annotations

from typing import Any

from ...core.game import JSON
from ..geom import Rect
from ..plugin import signed
from .huaniao_center import SD_GO
from .huaniao_pace import HuaniaoPace
from .huaniao_sheet import song_scores
from .huaniao_show import BANNER_HOLD_S, BANNER_S, COMBO_HOLD_S
from .huaniao_win import SCROLL_S


class HuaniaoEnd(HuaniaoPace):
    """The song's end, in order: the last cards land, the poem's scroll unrolls (a tap skips it), the win
    or loss takes the table; the player's own win comes first, as its play lands, the poem after it."""

    REVEAL_S = 3.2  # its cards turn in ~1.3 s, the winner framed and said after (play-test 28 #3)
    END_BEAT = 0.5
    PILE_BEAT = 1.1  # "牌堆摸完，一曲终了" read before the win or loss covers the table
    MOMENT_S = 3.0  # long enough to read who won and how (play-test 11: 2.6 s went unnoticed); a tap goes on
    SKIP_AFTER = 1.2  # a tap skips the moment only once it has shown this long

    def song_head(self, ev: Any) -> str | None:
        """The log's line heading a song as it is dealt ("━━ 第3曲 ━━"): the song now less those dealt after ``ev``
        (the log keeps its latest events only); play-test 28 #4, 232802: song 3 opened under song 2's lines."""
        evs = getattr(self.table, "log_events", None)
        if evs is None:  # a replay's one song, which knows not its number (play-test 29: song 2's said 第1曲)
            return None
        at = next((i for i, e in enumerate(evs) if e is ev), len(evs))
        later = sum(1 for e in evs[at + 1:] if e.get("type") == "dealt")
        return f"━━ {self.tx('song_no', n=max(1, self.table.client.hand_no - later))} ━━"

    def moving(self, now: float) -> bool:
        """What the prompt is about still shows: a flight, a banner fading, a combo's rays, a showdown's hands
        turning, the deal (its first frame's drawing starts it)."""
        revealing = self.reveal_at is not None and now - self.reveal_at < self.REVEAL_S + 0.1
        fading = any(now - b[2] < BANNER_S.get(b[1], 1.9) + 0.1 for b in self.banners) or now - self.burst_at < 1.2
        return self.busy(now) or revealing or fading or self.own_landing(now) or self.drifting.running(now) or \
            self.flying.running(now) or (self.deal_due and not self.table.modal())

    def holds_clock(self, view: JSON, now: float) -> bool:
        """The player's clock waits for what moves, not for a seat's callout nor a new card's glow (~3.5 s
        at every prompt: lead, session 30), nor does 且慢's window (it runs while its play lands); a choice owed
        on another's turn waits while its call is first read (owed_hold). The window's clock stands still its
        first seconds where the rules' window is shorter than WINDOW_S (window_extra: play-test 40)."""
        if self.prompt(view).get("type") == "commit":
            return self.window_extra(now) > 0
        moving = self.moving(now)
        return self.owed_hold(view, now, moving) or moving

    def busy(self, now: float) -> bool:
        # a banner holds the table a moment to be read, but not the viewer's own 且慢 window
        # after their play: its call needs no wait (play-test: ~3 s after every play)
        own = self.prompt(self.table.view()).get("type") == "commit" or self.table.fast()  # 快进: no beats
        held = any(now - b[2] < (COMBO_HOLD_S if b[1] == "combo" else BANNER_HOLD_S) * self.hold_share()
                   for b in self.banners if b[1] != "perch")  # (at 快 a share of it: FAST_HOLD)
        return not own and (held or now < self.hold_until or self.own_landing(now)) or self.ending(now)

    def moment_visible(self, now: float) -> bool:
        return self.moment is not None and not self.poem_skipped and 0 <= now - self.moment[1] < self.MOMENT_S and \
            not self.sd_waiting(now)

    def ending(self, now: float) -> bool:
        """The win or loss shows now or is still to come (after a landing flight, the song's end beat, a
        showdown's last round waiting for the player's tap)."""
        if self.sd_waiting(now):
            return True
        if self.poem_skipped:
            return False
        return ((self.moment is not None and now < self.moment[1] + self.MOMENT_S)
                or (self.end_at is not None and now < self.end_at)) or self.scrolling(now)

    def __init__(self, table: Any) -> None:
        super().__init__(table)
        self.end_at: float | None = None  # the song's end beat (its winner may come a step later): the sheet waits
        self.poem_skipped = False
        self.scroll_at: float | None = None  # the closing poem's scroll unrolls from then, before the moment
        self.poem_seen = False  # the poem unrolled once at this table: later songs go to the win at once
        self.moment: tuple[int, float] | None = None  # (the winner, when the win or loss shows)
        self.end_beat = -1.0  # the song ended on an empty pile: its win or loss waits till then

    def tap(self, hid: str, view: JSON) -> bool:
        if hid == SD_GO and self.sd_waiting(self.drawn_at):  # the win or loss from now, then the sheet
            self.sd_went = self.reveal_at
            self.moment = None if self.moment is None else (self.moment[0], max(self.moment[1], self.drawn_at))
            return True
        return super().tap(hid, view)

    def pay_from(self, s: int) -> Rect:
        """Where a loser's coin leaves from: just under its badge, never over its name (play-test 15 #3:
        "-3" lay on 电脑3's plate); the player's own from its strip."""
        r = self.seat_rect(s)
        return r if s == self.table.viewer else Rect(r.x, r.b + 2, r.w, 34)

    def result_words(self, win: int) -> tuple[str, str]:
        """The win or the loss as the table calls it ("电脑1 胜") and what the song brought the player
        ("你输了 -6", "本曲得分 +37"; none for a table of several local players). The player's own gain
        is said with its sign on the ribbon (play-test 26 #1: a phone's "-14" coin under 你赢了! read as a loss)."""
        me = self.table.viewer
        mine = me is not None and len(self.table.client.controlled()) <= 1
        line = self.tx("you_win") if mine and win == me else self.tx("you_lose", name=self.name(win))
        if not mine or me is None:
            return line, ""
        res = self.table.view().get("result") or {}
        got = song_scores(res)[me]
        if win == me:
            return line, f"{self.tx('you_gained')} {signed(float(got), self.lang)}" if got > 0 else ""
        # nothing left to lose: said so (play-test 13 q24: "你输了 0")
        return line, self.tx("you_lost_none") if got == 0 else f"{self.tx('you_lost')} {signed(float(got), self.lang)}"

    def scrolling(self, now: float) -> bool:
        """The closing poem's scroll unrolls now (before the win or loss; a tap goes on to it)."""
        return self.scroll_at is not None and not self.poem_skipped and self.scroll_at <= now < self.scroll_at + SCROLL_S

    def skip_scroll(self, now: float) -> None:
        """A tap on the scroll: the win or loss now, and whatever waited for the scroll's end."""
        self.end_beat = now
        self.end_at = now if self.end_at is None else min(self.end_at, now + self.END_BEAT)
        if self.moment is not None and self.moment[1] > now:
            self.moment = (self.moment[0], now)
        self.banners = [(t, st, min(b, now) if b > now else b) for t, st, b in self.banners]
        self.scroll_at = now - SCROLL_S


    def own_win(self, seat: int) -> bool:
        """``seat``'s win is the player's own (one local player watching)."""
        me = self.table.viewer
        return me is not None and seat == me and len(self.table.client.controlled()) <= 1

    def win_first(self, seat: int, now: float) -> bool:
        """The player's own win at once, where the poem's scroll was to begin (its last play landed, a combo's
        call read, the empty pile said), the scroll after it (FIXERS session 25 #1; play-test 20 #4: "my own
        win got no clear winner banner": the poem's ~6 s came first, the win after it went unseen). True if
        so: not a win the poem has already begun before (a showdown's)."""
        if not self.own_win(seat) or self.scroll_at is None or self.scroll_at < now or self.poem_skipped:
            return False
        self.moment = (seat, self.scroll_at)
        self.scroll_at += self.MOMENT_S
        self.end_beat = self.scroll_at + SCROLL_S
        self.end_at = max(self.end_at or 0.0, self.end_beat)
        return True
