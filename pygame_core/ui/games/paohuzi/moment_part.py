"""The 跑胡子 table's moments on screen: which one shows over the table (a 胡 and its payments,
决胜时刻, the 亮张 at the deal, a 提/跑 call), the light callouts (a bot's win, a bowl lit) and where
each seat's lie (moments.py draws them)."""

from __future__ import annotations

from typing import Any

from ....core.game import JSON, GameState
from ....core.i18n import pick
from ....games.paohuzi.cards import CODES
from ....table.client import SeatClient
from ... import theme as th
from ...anim import FLIGHT_S, Timeline, ease_out
from ...draw import DisplayList
from ...ffwd import FastForward
from ...geom import Rect
from ...layout import Layout
from ...screen import bot_delay
from .batch import AGAIN, HU_S, BatchMoments
from .board import PHONE_RIVER, TILE, Board, place_of, river_layout
from .bursts import bowl_up, draw_bowl_up, draw_decisive, draw_seat_rays, up_hold
from .cheer import SELF_DRAWN
from .common import mini_card, spoken, with_fixed
from .hand import HandPart
from .moments import SPLASH, Lane, bowl_hold, draw_banner, draw_bowl, draw_moment, draw_shown, draw_toast
from .notes import CALL_WORDS, FORCED_CALLS, own_cards
from .seal import draw_seal, seal_at
from .seatface import draw_seat_face
from .standing import standing, standing_lines
from .winface import draw_face, draw_face_card

RIVER_S = 0.3   # a card nobody took, from the middle into its seat's discards (the table does not wait)
PEEK_S = 15.0   # a locked hand opened by a tap closes itself after this long (the table waits meanwhile)
PROMPT_FACE = 1.5   # a win's hand face up, or the player's own win past its splash, while the player is asked

# a flip or a discard reaches the middle quicker than a claimed card its melds: it stays there, large,
# while the seats answer (a 血流 hand flies ~90 cards: at 0.55 s each, 50 s of waiting)
TO_MIDDLE_S = 0.35


BEAT = 0.6   # at 中 (scaled by the speed): a claim's call, the player's own bowl lit and a 王霸 kept hold the
# table this long from when they show (play-test 32 #4, 061618 -> 061630: nine log lines in 4 s, the
# player's own bowl lit twice and a 王霸 kept unseen)
FORCED, FORCED_K = FORCED_CALLS, 1.6   # a forced meld's call holds its beat this much longer (play-test
# 34 #5, 093902-w4: a bot's 偎, 跑 七 and 碰 肆 went by within 1.5 s, each with its discard)
PHONE_REACH = 1.1   # a phone's 胡 rays round a badge's face: a crown on the seal, off its name and the badge beside
WILD_CALL_S = 1.3   # a 王霸 kept: its call at the seat (as a claim's, table.CALL_S)

CALL_HALF = 35.0   # half a phone's call box's height (moments.draw_banner: 28 px word, its seat's name)


class MomentPart(HandPart):
    peek: int | None = None   # a locked seat whose hand the player opened large (peek_hits)
    _win_state: tuple[Any, GameState | None] = (None, None)   # a replay's step and its position at the 胡
    _ffwd_seen = 0   # the wins a 快进 batch had seen (ffwd_stop)
    _peek_at = 0.0   # when it opened
    _asked_at: int | None = None   # the ply at which the player's prompt showed (None: not asked)
    board: Board
    moments: BatchMoments
    tl: Timeline
    _revealed: int | None
    _card_at: float

    def board_view(self, view: JSON) -> JSON:
        """The view the felt is drawn from: a replay's at a 胡 (its panel over the table) without the
        card in play, the position it jumped to being after the rules' next draw (play-test 18: 电脑1
        翻出 十 in the middle behind the first 胡's box)."""
        replay = getattr(self.table, "rclient", None) is not None
        if (self._in_moment or self.peek is not None) and replay:
            return {**view, "offer": None, "x": None}
        recs = view.get("records") or []   # the wins since the player's last move, under the card (standing.py)
        now = self.table.app.now   # (not while its card shows: pt38 #2, 161834-p2-t18, the line stuck out behind it)
        hidden = self.moments.unshown(now) | {i for i, _p in self.moments.faces_at(now)}
        ids = [] if replay else standing(recs, self.board.recent.since, hidden)
        return {**view, "standing": standing_lines(self, recs, ids, self.table.viewer)} if ids else view

    def _fly(self, code: str | None, src: str, src_seat: Any, dst: str, dst_seat: Any, now: float,
             label: str = "") -> None:
        """A card from one place of the table to another (places asked every frame: board.py)."""
        big = dst == "card"
        cw = max(18.0, self.board.card.w * (0.8 if big else 0.45))

        def at(where: str, seat: Any) -> Any:
            if where == "hand" and seat == self.table.viewer:
                return lambda: self._hand_area if self._hand_area.w else self.board.card
            return lambda: self._inside(place_of(self.board, where, seat), where, cw)
        f = self.flying.add([code], at(src, src_seat), at(dst, dst_seat), now, label,
                            duration=TO_MIDDLE_S if big else FLIGHT_S, card_w=cw, ratio=1.45)
        if self.board.middle.w < 150:   # a phone's straight: an arc rose over the seats' name lines
            f.lift = 0.0
        if big:
            self._card_at = max(self._card_at, f.t0 + f.duration)

    def to_river(self, seat: int, code: str, now: float) -> None:
        """A card nobody took flies from the middle into its seat's discards, once the card in play has
        landed and any beat it stays for is over, its place there empty till it lands (play-test 26 #5:
        it was in the discards at once; the apps fly every card)."""
        if self.table.fast() or self.board.card.w <= 0:
            return
        start = max(now, self._card_at, self.board.linger[2] if self.board.linger is not None else now)
        card = self.board.card
        self.tl.start("river", now, RIVER_S, (seat, code, Rect(card.x, card.y, card.w, card.h)), delay=start - now)
        self.board.landing = seat

    def draw_to_river(self, dl: DisplayList, now: float) -> None:
        a = self.tl.get("river", now)
        if a is None:
            self.board.landing = None
            return
        seat, code, src = a.data
        dst = self.board.slots.get(seat)
        if now < a.start or dst is None or dst.w <= 0:
            return
        p = ease_out(a.progress(now))
        r = Rect(src.x + (dst.x - src.x) * p, src.y + (dst.y - src.y) * p, src.w + (dst.w - src.w) * p,
                 src.h + (dst.h - src.h) * p)
        mini_card(dl, r, code, self.lang)

    def _inside(self, r: Rect, where: str, cw: float) -> Rect:
        """Where a flying card ``cw`` wide leaves or lands: the stock's card within the middle, a seat's
        melds' or discards' under its name line (play-test 16: on a phone the drawn card left over the
        player's name line, a claimed one landed on the seat's)."""
        ch = cw * 1.45
        if where == "stock":
            mid = self.board.middle
            return Rect(mid.cx - cw / 2, min(r.cy, mid.b - ch / 2 - 2) - ch / 2, cw, ch)
        if where in ("melds", "river"):
            return Rect(r.cx - cw / 2, max(r.cy - ch / 2, r.y), cw, ch)
        return r

    def _flights(self, ev: JSON, now: float) -> None:
        """Every card that moves in the open flies: a draw from the stock to the middle, a discard from
        the seat, a claimed one to the claimer's melds. A card left unclaimed goes into its discards
        at once: a flight there, seen late on a busy page, read as a second copy stuck beside the
        river (play-test)."""
        ty, seat, code = ev.get("type"), ev.get("seat"), ev.get("card")
        if not isinstance(seat, int) or self.table.fast():   # 快进: no flights to wait for
            return
        if ty in ("ti", "wei", "chou_wei"):   # a card drawn into a 提/偎 goes from the stock to the seat's melds,
            # face down when unseen (play-test 24 #4: melds "appear in place")
            self._fly(code if isinstance(code, str) else None, "stock", None, "melds", seat, now)
            return
        if ty == "keep_wild":   # a drawn 王霸 kept: it flies from the middle into the hand, called at the seat
            self._fly("*", "card", None, "hand", seat, now, "王霸")
            self.moments.call(now, seat, "王霸", self.name(seat), WILD_CALL_S, ("*",))
            return
        if not isinstance(code, str):
            return
        if ty == "draw" and ev.get("shown"):
            self._fly(code, "stock", None, "card", None, now)
        elif ty == "discard":
            self._fly(code, "hand", seat, "card", None, now)
        elif ty in ("peng", "chi", "pao") and isinstance(ev.get("from"), int):
            self._fly(code, "card", None, "melds", seat, now, self.answer(str(ty)) if ty != "pao" else "跑")
            self._from_hand(own_cards(ev), seat, now)

    def _from_hand(self, cards: list[str], seat: int, now: float) -> None:
        """A 吃's or 碰's own cards go from the claimer's hand (a bot's badge) to its melds with the card
        taken (play-test 26 #5: they appeared there, only the card taken flew)."""
        src = (self._hand_area if self._hand_area.w else None) if seat == self.table.viewer else self._plate(seat)
        if not cards or src is None:
            return
        cw = max(18.0, self.board.card.w * 0.45)
        f = self.flying.add(list(cards), src, lambda: self._inside(place_of(self.board, "melds", seat), "melds", cw),
                            now, delay=0.0, card_w=cw, ratio=1.45)
        f.lift = 0.0 if self.board.middle.w < 150 else f.lift

    def draw_overlay(self, dl: DisplayList, w: float, h: float, now: float, view: JSON) -> None:
        self._sync_moment(now)
        self.draw_to_river(dl, now)
        beat = self.moments.current(now)
        for seat, word, who, p, cards in self.moments.call_cards_at(now):   # at the claimer's seat (play-test 3:
            if (plate := self._plate(seat)) is not None:   # unseen), a bot's on its face (seal.py)
                draw_seal(dl, plate, word, p)
                continue
            draw_banner(dl, w, h, word, who, 30.0 if w >= 400 else 28.0, p, th.GOLD, self._mark(seat),
                        self._lane(seat, w), cards, self.lang)
        self.tl.active(now)
        recs = view.get("records") or []
        bar = self.table.lay.buttons if self.table.lay is not None else None
        if beat is not None and beat.word is not None:   # a band across the felt (play-test 20 #5: a chip and
            felt = self.table.lay.center if self.table.lay is not None and not self.table.lay.phone else Rect(0, 0, w, h)
            dl.hit("pz:moment", draw_decisive(dl, w, h, beat.word, self.g("decisive_sub"),
                                              self.moments.age(now) / (beat.hold or 1.0), felt.x, felt.r))
        elif beat is not None and beat.shown is not None:
            target = self._hand_area if beat.shown[0] == self.table.viewer else self._dealt_to(beat.shown[0])
            card = self.board.card
            draw_shown(dl, self, w, h, self.moments.age(now) / (beat.hold or 1.0), beat, target,
                       (card.cx, card.cy) if card.w > 0 else None)
        elif beat is not None and 0 <= beat.index < len(recs):   # the bar stays bright for 快进 only: an
            keep = bar if FastForward.offered(self.table.client, self.out_of_hand(view)) else None   # empty
            draw_moment(dl, self, w, h, now, self.moments, with_fixed(recs[beat.index], view), self._spot, keep,
                        self._purse)                                            # read unfinished (play-test 3)
        for seat, mult, t, hold in self.moments.bowl_lights(now):   # light: the table plays on
            if (plate := self._plate(seat)) is not None:
                under, word = self.g("bowl_lit", m=mult).rsplit(" ", 1)
                draw_seal(dl, plate, word, t / hold if hold > 0 else 1.0, under=under)
                continue
            draw_bowl(dl, self, w, h, t, (seat, mult), self._mark(seat), bar if seat != self.table.viewer else None,
                      hold, self._lane(seat, w))   # (the player's own at their part, under the bar: not over it)
        for x, t, hold in self.moments.bowl_ups(now):   # a new shape: the bowl itself, large (play-test 20 #5)
            own = (self._sides[0] if self.own_apart() and self._sides[0].h > 60 else self.board.boxes.get(x.seat)) \
                if x.seat == self.table.viewer else None   # over the seat's part, its own grid's (a laptop's: its
            at = (own.cx, own.cy) if own is not None and own.w > 0 else self._spot(x.seat)   # melds beside the hand)
            low = bar is None or bar.h <= 0 or (own is not None and own.y >= bar.y)   # (a part under the bar)
            draw_bowl_up(dl, self, w, h if low or bar is None else bar.y, t, hold, x.seat, x.value, x.mask, x.cell,
                         at, self._lane(x.seat, w))
        faces, ages = dict(self.moments.faces_at(now)), self.moments.ages(now)
        for i, p in self.moments.toasts_at(now):   # light wins, over everything, the table playing on
            if 0 <= i < len(recs):
                winner = int(recs[i].get("seat", 0))
                if i in faces:   # its first beat: the hand face up, the table waiting (play-test 10, 50-52)
                    dl.hit("pz:face", self._face(dl, w, h, faces[i], recs, i, True))   # (a tap goes on: 15, D1)
                    if (plate := self._plate(winner)) is not None:   # and 胡 on the winner's face (13: "no
                        draw_seat_rays(dl, *seal_at(plate), faces[i] / 0.35,   # big 胡 callout for a bot"), in
                                       PHONE_REACH if w < 500 else 2.6)
                        draw_seal(dl, plate, "胡", faces[i], th.CINNABAR)   # rays (play-test 20: "no big effect")
                else:   # (a locked seat's stream in one callout: batch.py)
                    rec, n = self.moments.merged(recs, i)
                    if (plate := self._plate(winner)) is not None and n == 1 and ages.get(i, HU_S) < HU_S:
                        q = ages[i] / HU_S   # its 胡 on the winner's face first, alone (pt38 #2: the apps' ~1 s 胡)
                        draw_seat_rays(dl, *seal_at(plate), q * 3.0, PHONE_REACH if w < 500 else 2.6)
                        draw_seal(dl, plate, "胡", q, th.CINNABAR)
                        continue
                    draw_toast(dl, self, w, h, p, rec, self._mark(winner), self._lane(winner, w), self.table.viewer,
                               pick(AGAIN, self.lang).format(name=self.name(winner), n=n) if n > 1 else "")
        live = getattr(self.table, "rclient", None) is None   # (a replay's win shows its own: table.draw_center)
        up = self.moments.faces_up(recs, [i for i, _p in self.moments.toasts_at(now)] + list(faces))
        for i in list(up.values()) if live and beat is None and self.peek is None else []:
            self._draw_seat_face(dl, i, recs, view, faces, ages)
        if self.peek is not None and (live or beat is None and not faces):   # over a win's panel or toast: the
            self.draw_peek(dl, w, h, view)   # hand tapped opens at once (play-test 30 #4, 025749: 点看 in a 血流 run
            # of wins showed nothing till it closed)

    def _draw_seat_face(self, dl: DisplayList, i: int, recs: list[JSON], view: JSON, faces: dict[int, float],
                        ages: dict[int, float]) -> None:
        """Win ``i`` face up at its bot winner's seat (seatface.py), once its 胡 on the badge has shown
        and not while its panel does; a tap on it opens the hand large."""
        if not 0 <= i < len(recs) or i in faces:
            return
        seat, me = int(recs[i].get("seat", -1)), self.table.viewer
        melds, seats = self.board.melds.get(seat), view.get("seats") or []
        if seat == me or melds is None or not 0 <= seat < len(seats) or not seats[seat].get("locked"):
            return
        if self.moments.merged(recs, i)[1] == 1 and ages.get(i, HU_S) < HU_S:
            return
        right = seat == ((me if isinstance(me, int) else 0) + 1) % 3
        r = draw_seat_face(dl, self, melds, with_fixed(recs[i], view), i + 1, right)
        if r is not None:
            dl.hit(f"pz:peek:{seat}", r)

    def busy(self, now: float) -> bool:
        """A moment shows, a light win's hand face up (winface.py) or a locked hand opened by a tap: each
        胡 gets a pause, as the apps give it (play-test 9: three bot wins in 15 s unseen; 10: "invisible"
        as chips); 快进 skips it. The clocks stand still meanwhile (play-test 26 #1: a discard's ran out
        under an opened hand)."""
        if self.moments.current(now) is not None or self.moments.faces_at(now) or self.peek is not None:
            return True
        if self.table.fast():
            return False
        return self.board.linger is not None and now < self.board.linger[2] or self._beating(now)

    def _beating(self, now: float) -> bool:
        """A claim's call, the player's own bowl lit or a 王霸 kept shows its first beat: the table waits."""
        beat, t, me = BEAT * bot_delay(self.table.app.settings) / 1.1, self.moments.clock(now), self.table.viewer
        return beat > 0 and any(x.start is not None and t - x.start < beat * (FORCED_K if x.words[0] in FORCED else 1.0)
                                and (x.kind == "call" or x.seat == me) for x in self.moments.lit if x.kind != "win")

    def animating(self, now: float) -> bool:
        # a light win or bowl, a claim's call fades out (frames stopped mid-fade and a call stood over
        # the hand until the next discard: play-test 5)
        return self.busy(now) or self.moments.lights(now) or self.tl.active(now)

    def open_peek(self, seat: int | None) -> None:
        self.peek, self._peek_at = seat, self.table.app.now
        self.moments.tapped()   # a win face up at its seat tapped: seen (its hand opens large)

    def _sync_moment(self, now: float) -> None:
        """Besides the hand's: no win panel stands over a prompt (play-test 26 #1: a 血流 win's panel
        stayed while play went on, the player's discard clock ran out under it). A new prompt closes an
        opened hand, which closes itself after PEEK_S too; while the player is asked, a win's hand face
        up shows PROMPT_FACE at most, and the player's own win waits for no tap."""
        c, me = self.table.client, self.table.viewer
        prompt = c.ply() if me is not None and not c.is_over() and me in c.people_to_act() else None
        live = getattr(self.table, "rclient", None) is None   # (a replay's 胡 step shows its panel)
        if live and self.peek is not None and (now - self._peek_at >= PEEK_S or prompt not in (None, self._asked_at)):
            self.peek = None
        self._asked_at = prompt
        if prompt is not None and live:
            self.moments.cut_faces(now, PROMPT_FACE)
            if (beat := self.moments.current(now)) is not None and beat.hold is None:
                beat.hold = max(self.moments.age(now), SPLASH + PROMPT_FACE)
        super()._sync_moment(now)

    def peek_hits(self, dl: DisplayList, view: JSON) -> None:
        """A locked seat's open hand is a tap target: it opens large (play-test 13, 240: a phone's in
        ~15 px tiles, "cannot be read")."""
        for s, m in self.board.melds.items():
            if s != self.table.viewer and view["seats"][s].get("locked") and m.w > 0 and m.h > 0:
                dl.hit(f"pz:peek:{s}", m)

    def draw_peek(self, dl: DisplayList, w: float, h: float, view: JSON, tap: bool = True) -> None:
        """The hand opened by a tap, as its last win laid it, till a tap closes it (a 血流 winner's hand
        stays as it won)."""
        recs = view.get("records") or []
        i = next((k for k in range(len(recs) - 1, -1, -1) if recs[k].get("seat") == self.peek), None)
        if i is None or not view["seats"][int(self.peek or 0)].get("locked"):
            self.peek = None
            return
        r = self._face(dl, w, h, 0.5, recs, i)
        if tap:
            dl.hit("pz:peek", r)

    def _face(self, dl: DisplayList, w: float, h: float, p: float, recs: list[JSON], i: int, timed: bool = False) -> Rect:
        """A light win's hand face up over the felt, on the winner's side, above the bar; ``timed`` (its
        beat, not a tap on a locked hand): a phone's for another seat a card in its half (winface)."""
        lay = self.table.lay
        winner = int(recs[i].get("seat", 0))
        lane = self._lane(winner, w) if timed and getattr(self.table, "rclient", None) is None else None
        if lane is not None and lay is not None:
            return draw_face_card(dl, self, lane, lay.center.y, lay.center.b, self._spot(winner)[1], p,
                                  with_fixed(recs[i], self.table.view()), i + 1, self.table.viewer)
        top = lay.center.y if lay is not None else 0.0
        bottom = h if lay is None else min(lay.buttons.y if lay.buttons.h > 0 else h, lay.me.y if lay.me.h > 0 else h)
        bottom = bottom if bottom > top + 200 else h   # (above the status line: play-test shots)
        cy = self._spot(winner)[1]
        if getattr(self.table, "rclient", None) is not None:   # a replay's on the far half, the winner's part in
            cy = top if cy > (top + bottom) / 2 else bottom   # sight (play-test 19/20: over the player's hand)
        compact = self.ffwd_hand and self.peek is None   # 快进's card: over the winner's side, never across
        felt = lay.center if lay is not None and not lay.phone else None   # the other seat's melds (pt30, 024752)
        side = (self._spot(winner)[0], felt.x, felt.r) if compact and felt is not None and winner != self.table.viewer \
            else None
        return draw_face(dl, self, w, top, bottom, cy, p, with_fixed(recs[i], self.table.view()),
                         i + 1, self.table.viewer, compact, side)

    def sound(self, ev: JSON) -> list[list[str]]:
        """The apps' voice: each card discarded or turned up said by name (大三 for 叁), 自摸 for a
        self-drawn win, the calls as the table's; under 快进 only the card sounds (no backlog)."""
        out = super().sound(ev)
        ty, code, me = ev.get("type"), ev.get("card"), self.table.viewer
        if ty in CALL_WORDS:   # a meld lands with a snap, the call said over it (the voice needs a Chinese
            out.insert(0, ["card"])   # voice in the browser: play-test 15 heard nothing of a 碰)
        # a win or lose sting (web/sound.js): the player's own 胡, and the hand's end by what it cost them
        scores = ev.get("scores") if ty == "end" else None
        net = int(scores[me]) if isinstance(scores, list) and isinstance(me, int) and me < len(scores) else 0
        if (ty == "win" and ev.get("seat") == me and me is not None) or net:
            out.append(["sting", "win" if ty == "win" or net > 0 else "lose"])
        if self.table.fast():
            return [c for c in out if c[0] != "say"]
        if isinstance(code, str) and code in CODES and (ty == "discard" or ty == "draw" and ev.get("shown")):
            out.append(["say", spoken(code)])
        if ty == "win" and ev.get("how") in SELF_DRAWN:
            out = [["say", "自摸"] if c[0] == "say" else c for c in out]
        return out

    def replay_view(self, views: list[JSON], spectator: JSON) -> JSON | None:
        """The replay on the table (play-test 11, 33: every hand in strips at the top): each seat's
        cards in its own part, open as a 胡 seat's lie (board.meld_columns), its face-down melds too;
        at a 胡 the rules played on after, the table as it was at the 胡 (``at_win``)."""
        if (st := self.at_win()) is not None:
            views, spectator = [st.view(s) for s in range(len(views))], st.view(None)
        seats = [dict(x) for x in spectator.get("seats") or []]
        for i, (s, v) in enumerate(zip(seats, views, strict=False)):
            own = (v.get("seats") or [])[i] if i < len(v.get("seats") or []) else {}
            s.update({k: own.get(k) for k in ("hand", "kans", "wilds", "kan_huxi")}, open=True)
            # its 偎 open and counted, as its own table said (play-test 12, 134: 胡息 6 beside the table's 12)
            s.update({k: own.get(k, s.get(k)) for k in ("melds", "shown_huxi")})
        return {**spectator, "seats": seats}

    def ffwd_stop(self, client: SeatClient) -> bool:
        """快进 ends a frame's batch of moves at each win it passes, so its card shows over the table
        as it was (one batch ran a 血流 hand's ten wins and its end before the first card showed)."""
        n = len(client.view(None).get("records") or ())  # (the public record of the wins, as any seat sees it)
        seen, self._ffwd_seen = self._ffwd_seen, n
        return n > seen and not self.skip_wins

    def at_win(self) -> GameState | None:
        """A replay's step that ends at a 胡 inside an action the rules played on after (the next draw,
        a bowl lit, more wins): the position at the 胡 itself, the action applied without its automatic
        steps and those run up to the win (play-test 19 #4: at 第1胡 the next draw, 王, and a bowl's ×8
        already showed). None elsewhere: a step's position is its action's."""
        rc: Any = getattr(self.table, "rclient", None)
        if rc is None:
            return None
        i, steps = int(rc.at), rc.steps
        if self._win_state[0] == (id(rc), i):
            return self._win_state[1]
        st: GameState | None = None
        if 0 < i < rc.last and steps[i + 1].actions == steps[i].actions > 0:
            j = i
            while j > 0 and steps[j - 1].actions == steps[i].actions:
                j -= 1
            if j > 0:
                st = rc.state_at(j - 1).clone()
                seat, action = rc.master.hand.actions[steps[i].actions - 1]
                n = steps[j - 1].events + len(st.apply(seat, action, run=False))
                while st.pending() and n < steps[i].events:
                    n += len(st.advance())
        self._win_state = ((id(rc), i), st)
        return st

    def _bowl_lit(self, ev: JSON, now: float) -> None:
        """A bowl lit is called out at its seat (play-test: unseen), a bot's ×N as a seal; one that took a
        new shape (×8 up) as the bowl itself, the player's own too (play-test 20 #5: ×8 and ×20 lit unseen),
        and their own ×N (play-test 32 #4: lit twice unseen, on their grid alone)."""
        seat, mult, mask, cell = int(ev["seat"]), int(ev.get("mult", 1)), int(ev.get("mask", 0)), int(ev.get("cell", -1))
        up, delay = bowl_up(mask, cell, mult), bot_delay(self.table.app.settings)
        self.moments.bowl(now, seat, mult, up_hold(delay) if up else bowl_hold(delay), mask, cell, up)

    def _dealt_to(self, seat: int) -> Rect:
        """Where a bot's 亮张 goes: into its hand, its fan of backs or a phone's count on its plate
        (play-test 16: it landed on the seat's name line over its melds)."""
        lay = self.table.lay
        if seat in self.board.hands or lay is None or seat not in lay.seats:
            return place_of(self.board, "hand", seat)
        plate = lay.seats[seat]
        return Rect(plate.r - 30, plate.y + 4, 24, 35)

    def _reveal(self, view: JSON, now: float) -> None:
        """The 亮张 as a moment at the deal, once a hand (play-test: an 18 px card in the pile's
        corner, never revealed): large in the middle, then flying to the dealer."""
        hand, code, dealer = self.table.client.hand_no, view.get("shown"), view.get("dealer")
        if self._revealed == hand or not isinstance(code, str) or not isinstance(dealer, int):
            return
        self._revealed = hand
        fresh = not view.get("records") and not any(s.get("river") for s in view.get("seats", []))
        delay = bot_delay(self.table.app.settings)
        if fresh and delay > 0 and not self.table.fast():   # (instant: bots-only runs, nobody watches)
            # the player's own 亮张 shorter: their card, and their discard comes next (play-test 11, 07:
            # ~2 s with no button before the dealer's first discard prompt)
            quick = 0.65 if dealer == self.table.viewer else 1.0
            self.moments.add(now, -1, (bowl_hold(delay) + 0.8) * quick, shown=(dealer, code))

    def _purse(self, seat: int) -> tuple[float, float]:
        """Where a seat's payment leaves and lands: just under its name box (over the box, the ±
        chip hid the name and score: play-test 2 l32/p31), the player's at the right end of their
        status line (its name and score are at the left)."""
        lay = self.table.lay
        r = None if lay is None else lay.me if seat == self.table.viewer else lay.seats.get(seat)
        if r is None or lay is None:
            return self._spot(seat)
        if seat == self.table.viewer:
            return r.r - 70.0, r.cy
        return r.cx, (r.b + 17.0 if r.b + 34.0 < lay.buttons.y else r.y - 17.0)

    def counter_on(self) -> bool:
        """The 记牌器 shows (table.py)."""
        return False

    def _strip(self) -> Rect | None:
        """A phone's 记牌器 in place of its log strip (table.py)."""
        return None

    def _mark(self, seat: int) -> tuple[float, float]:
        """Where a light callout of a seat is centred (a claim's call, a bowl lit, a win): on its
        badge, the avatar that makes the call, as the apps put it, for the second it shows; never on
        the felt, where under the badge it lay on the seat's newest meld (play-test 8, 16: 吃 电脑1
        over 拾柒贰; 67, 12b: 聚宝盆 ×2 over a seat's label and melds). The player's own over their
        part's discards, a phone's or a laptop's (play-test 5: over their hand; 7: over their melds; 9:
        over the stock; 10: over the status line; 13: in the bar's middle, over the 听牌 line)."""
        lay = self.table.lay
        if lay is not None and seat in lay.seats and seat != self.table.viewer:
            r = lay.seats[seat]
            if not lay.phone and lay.band.w > 0 and self.counter_on():   # the 记牌器 between the badges: on the
                return r.cx, r.cy + 10.0   # badge, as a phone's, naming the seat (play-test 11, 19/21/63: over the
                # tracker; 12, 083/087: under the badge, over the seat's hand count and melds)
            if not lay.phone and lay.band.w > 0:   # a laptop's beside its badge, towards the middle (play-test 9,
                return (r.r if r.cx < lay.band.cx else r.x), r.cy   # 49: over it, it hid the avatar and name)
            return r.cx, r.cy
        own = self.board.boxes.get(seat) if lay is not None and lay.phone else None
        if own is not None and own.h > 60:   # a phone's over its own part's discards side, clear of the status
            return self._own_call_at(seat, own)   # line (play-test 10, 47: "提 你" hid it)
        side = self._sides[1]   # a laptop's over its discards beside the hand (play-test 13, 050: in the bar's
        if seat == self.table.viewer and self.own_apart() and side.h > 60:   # middle it hid the 听牌 line)
            return side.cx, side.cy
        if lay is not None and seat == self.table.viewer and lay.me.w > 0:   # else in the bar's middle, clear of
            return (lay.me.x + 110.0, lay.me.cy) if lay.phone else (lay.buttons.cx, lay.buttons.y + 37)   # the
            # stock (play-test 9: "跑 你" over the pile from the status line)
        r = place_of(self.board, "melds", seat)
        return r.cx, r.cy

    def _own_call_at(self, seat: int, own: Rect) -> tuple[float, float]:
        """A phone's own call: in its part under its discards, clear of the 听牌 bubble at the part's foot
        (above it when there is room), else over the card in play's place in the middle, the card it
        took gone from there (play-test 23, 153433: "吃 四肆肆 你" over the bubble's first line)."""
        x, y = own.r - min(100.0, own.w * 0.3), self._under_river(seat, own)
        hint: Rect | None = getattr(self, "drawn", {}).get("hints")
        if hint is None or not (y - CALL_HALF < hint.b and hint.y < y + CALL_HALF):
            return x, y
        up = hint.y - CALL_HALF - 2
        if up - CALL_HALF >= self._river_foot(seat, own):
            return x, up
        card = self.board.card
        return (card.cx, card.cy) if card.w > 0 else (x, y)

    def _river_foot(self, seat: int, own: Rect) -> float:
        """Where a phone's own discards' rows so far end (the part's top without any)."""
        rv = self.board.river.get(seat)
        seats = self.table.view().get("seats") or []
        n = len(seats[seat].get("river") or []) if rv is not None and 0 <= seat < len(seats) else 0
        if rv is None or not n:
            return own.y + 18
        w, per, _rows = river_layout(rv, n, PHONE_RIVER)
        return rv.y + -(-n // per) * (w * TILE + 2)

    def _under_river(self, seat: int, own: Rect) -> float:
        """A phone's own call's centre: under the discards' rows so far, at the part's foot at the lowest
        (play-test 22, 133334: 碰 你 over the river's first row)."""
        foot = self._river_foot(seat, own)
        return min(max(foot + CALL_HALF + 4, own.cy), own.b - CALL_HALF - 2)

    def _plate(self, seat: int) -> Rect | None:
        """A bot's badge, where its calls and bowls show as a seal over its face (None: the viewer's)."""
        lay = self.table.lay
        return lay.seats[seat] if lay is not None and seat in lay.seats and seat != self.table.viewer else None

    def _lane(self, seat: Any, w: float) -> Lane:
        """A bot's callouts keep to its half of a narrow screen, where the badges sit side by side; a
        laptop's to the band beside its badge, up to the middle."""
        lay = self.table.lay
        if lay is not None and not lay.phone and lay.band.w > 0 and seat in lay.seats and seat != self.table.viewer:
            if self.counter_on():   # under the badge (_mark): no lane towards the middle
                return None
            r = lay.seats[seat]
            return (r.r - 6.0, lay.band.cx) if r.cx < lay.band.cx else (lay.band.cx, r.x + 6.0)
        if lay is None or not lay.phone or seat == self.table.viewer or seat not in lay.seats:
            return None
        return (0.0, w / 2) if lay.seats[seat].cx < w / 2 else (w / 2, w)

    def _spot(self, seat: int) -> tuple[float, float]:
        """A seat's place for its moments: the player's hand, a bot's melds."""
        r = self._hand_area if seat == self.table.viewer and self._hand_area.w else place_of(self.board, "melds", seat)
        return r.cx, r.cy

    def toast_y(self, lay: Layout, w: float, h: float, box_h: float) -> float:
        """A note (被碰, a refusal) over the log lines under the table, or the status line, never
        over a seat's melds and discards (play-test: 被胡 covered the discards it spoke of)."""
        if lay.phone and lay.log.h > 0 and lay.log.y >= lay.center.b:
            if self._strip() is not None:   # the 记牌器 lies there: over the felt's foot (play-test 16: a
                return float(lay.center.b - box_h / 2 - 6)   # timeout's note covered its row)
            return float(lay.log.cy)
        # a wide table's: on the bar, between its tools and its answers (play-test 8, 10: 王霸不能打 just
        # above the status line lay over the stock and the 亮张)
        return float(lay.buttons.cy if not lay.phone else lay.me.y + box_h / 2 - 4)
