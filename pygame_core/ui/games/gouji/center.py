"""The middle of the 够级 table: each seat's play in a box in front of it (``table.play_boxes``: on the
table, never over another's), the card counts a phone's narrow badges have no room for, what is to
beat, the seat map, the 记牌器, and the seats' tags made tappable for their plain meaning."""

from __future__ import annotations

from typing import Any, Protocol

from ....core.game import JSON
from ....core.i18n import listing, pick
from ... import theme as th
from ...anim import Flights
from ...draw import DisplayList, fit_size, text_width
from ...geom import Rect
from ...plugin import TableView
from ...table_seats import NARROW, count_back, seat_face
from ...widgets import CardFace, card_back
from .counter import counter_chip, draw_counter
from .labels import TIPS
from .ledger import Ledger, draw_ledger, ledger_room, need_w
from .moments import LOW, Moments, draw_call
from .nocall import draw_chip, switch_here
from .prev import PREV_HIT, play_cards, prev_chip
from .stamps import draw_stamps
from .table import RoundPlays, draw_seat_map, fan_rects, glow, play_boxes, play_rows_height
from .trick import draw_trail
from .words import WORD_H, draw_calls, draw_flash, draw_reports, draw_word, off_cards, report_tag, reported


class CenterUI(Protocol):
    table: TableView
    round: RoundPlays
    moments: Moments
    counter_on: bool
    counter_switch: bool
    play_rects: dict[int, list[Rect]]
    word_rects: list[Rect]  # the seats' words (过, 让) as drawn this frame: a splash keeps off them
    boxes: dict[int, Rect]
    ledger: Ledger  # the tribute ceremony's (ledger.py)
    ledger_rect: Rect | None  # its panel as drawn this frame
    play_cw: tuple[float, float]  # a play's cards' width and ratio as drawn (fly.py: a play flies in at that size)
    flying: Flights  # the cards in the air (its panel keeps off their ways)
    tips: dict[str, tuple[Rect, str]]
    latest: str  # the log's latest line (a phone on its side shows no log: it goes on the table)
    words_rect: Rect | None  # the middle's words (等待…, 管…) as drawn this frame: kept clear
    trail_rect: Rect | None  # 本轮's lines as drawn this frame (a laptop's): kept clear too
    lane: Rect | None  # a phone's strip for the seats' words (moments.draw_lane), as drawn this frame

    @property
    def partner_on(self) -> bool: ...  # a partner's play is passed by itself (partner.py): its switch

    @property
    def trail_lines(self) -> list[str]: ...  # 本轮: the round in lines (trick.py; a laptop, its log folded)

    @property
    def lang(self) -> str: ...

    def tx(self, key: str, **kw: object) -> str: ...

    def name(self, seat: int) -> str: ...

    def me(self) -> int: ...

    def relation(self, seat: int) -> str: ...

    def ring(self, seat: int) -> str: ...

    def face(self, c: Any) -> CardFace: ...

    def tip(self, dl: DisplayList, r: Rect, text: str) -> None: ...

    def pass_word(self, view: JSON, seat: int, kind: str) -> str: ...

    def own_flash(self, now: float) -> tuple[str, float] | None: ...  # the viewer's automatic pass: words, age

    def seat_words(self, now: float) -> dict[int, str]: ...  # the seats' passes, the viewer's flash too


LOW_RATIO = 1.3  # a phone on its side: played cards a little squarer, wide enough for a "10" index at 11 px


def table_mode(lay: Any) -> str:
    """``ring`` on a phone either way up (the seats on the table's rim: ``layout.ring``), ``around``
    on a laptop (seats round the table); ``rows`` (seats in a row above the table) and ``line`` (a
    phone on its side) where a layout puts them in a row."""
    if getattr(lay, "ring", False):
        return "ring"
    if lay is None or getattr(lay, "phone", False):
        return "rows"
    return "line" if lay.w > lay.h and lay.h < 600 else "around"


def draw_center(ui: CenterUI, dl: DisplayList, r: Rect, view: JSON, now: float) -> None:
    """The table's middle, and over it the tribute ceremony's ledger while it shows (ledger.py)."""
    _draw_center(ui, dl, r, view, now)
    ui.ledger_rect = None
    lay = ui.table.lay
    held = view.get("phase") == "return" and bool(ui.ledger.entries) and any(  # (read while the viewer
        r.get("seat") == ui.table.viewer for r in view.get("returns_pending") or [])  # picks its 还贡: pt11 120)
    if (ui.ledger.showing(now) or held) and not ui.round.plays and view.get("phase") != "over":
        me = ui.table.viewer
        mine = ui.boxes.get(me) if isinstance(me, int) else None
        phone = lay is not None and lay.phone  # (a phone: the whole middle, off the cards' ways first, then off the
        room = ledger_room(dict(lay.seats) if lay is not None else {}, r, table_mode(lay) == "around",  # words and
                           None if phone else ui.words_rect, None if phone else mine,  # its own box: a 买4 flew over
                           need_w(ui.ledger, ui.name, ui.lang))  # the list's lines in the room left it, FIXERS 2)
        keep = [k for k in (ui.words_rect, mine) if k is not None] if phone else []
        ui.ledger_rect = draw_ledger(dl, room, ui.ledger, now, ui.table.viewer, ui.name, ui.lang, held,
                                     ui.flying.landing(now), keep)


def _draw_center(ui: CenterUI, dl: DisplayList, r: Rect, view: JSON, now: float) -> None:
    ph = view.get("phase")
    lay = ui.table.lay
    mode = table_mode(lay)
    ui.lane = lay.log if lay is not None and mode == "ring" and lay.phone and lay.log.h > 0 else None  # (draw_lane)
    if mode == "ring":
        draw_ring(ui, dl, r, view, now)
        return
    seats: dict[int, Rect] = dict(lay.seats) if lay is not None else {}
    if mode != "around":  # (a laptop's seats sit round the felt's own oval: no second frame)
        dl.rect(r.inset(2), "rgba(244,236,220,0.08)", "rgba(244,236,220,0.18)", 1.0, 14)
    low = mode == "line"  # a phone on its side: two rows of plays, the counter beside the viewer's
    counter_h = 44.0 if ui.counter_on and ph == "play" and not low else 0.0
    if counter_h:
        draw_counter(dl, r.bottom(counter_h).inset(6, 1), view, False, ui.lang)
    body = Rect(r.x, r.y, r.w, r.h - counter_h)
    spots: dict[int, tuple[float, float]] = {}  # where each seat's word (过, 让, 不明点 ...) goes
    if mode == "rows" and seats:  # the badges are narrow: each seat's count just under its badge
        draw_counts(ui, dl, seats, body, view)
        # and its word under that, in its own column: every word lines up with its badge
        spots = {s: (sr.cx, body.y + 20 + WORD_H / 2) for s, sr in seats.items()}
        drop = 20 + (WORD_H + 4 if ph in ("play", "yudian", "mingdian") else 0)
        body = Rect(body.x, body.y + drop, body.w, body.h - drop)
    if low:
        cw = max(14.0, min(40.0, ((body.h - 4) / 2 - 6) / LOW_RATIO))  # two rows of boxes (play_boxes)
    elif mode == "rows":
        cw = max(22.0, min(38.0, body.h / 7.5))
    else:
        cw = max(26.0, min(62.0, body.h / 6.4))  # (a laptop: the plays fill more of the felt, play-test 8)
    ratio = LOW_RATIO if low else 1.42
    ch = cw * ratio
    viewer = ui.table.viewer if isinstance(ui.table.viewer, int) else None
    boxes = play_boxes(seats, viewer, body, mode, ch)
    up = top_counter(ui, lay) if low and ui.counter_on and ph == "play" else None
    if up is not None:  # a phone on its side: the counter in the top bar, the table keeps its height
        draw_counter(dl, up, view, False, ui.lang)
    elif low and viewer is not None and ui.counter_on and ph == "play":  # room for the counter on its left
        mine = boxes[viewer]
        boxes[viewer] = Rect(body.r - mine.w - 3, mine.y, mine.w, mine.h)
    ui.boxes, ui.play_rects, ui.word_rects = boxes, {}, []
    for s, box in boxes.items():
        if s not in spots:
            spots[s] = word_spot(box, seats.get(s), body, mode)
    if ph == "play":
        # a laptop's side seats: their plays start at their badge's side of the table
        aligns = {s: "l" if seats[s].cx < body.cx else "r" for s in seats
                  if mode == "around" and seats[s].b > body.y + 1}
        draw_plays(ui, dl, boxes, view, now, cw, mode, ratio, aligns)
        for s, kind in ui.seat_words(now).items():
            dl.alpha(ui.round.fading(now) if kind.endswith("~") else 1.0)  # (the round taken's: fading out)
            if s in spots:
                word = ui.pass_word(view, s, kind)
                at = off_cards(spots[s], body, word, mode, ui.play_rects.get(s) or [])
                flash = ui.own_flash(now) if s == viewer else None  # (the table passed for the player)
                ui.word_rects.append(draw_flash(dl, at, body, *flash) if flash else draw_word(dl, at, body, word, False, mode))
        dl.alpha(1.0)
    elif ph in ("yudian", "mingdian"):
        draw_calls(ui, dl, spots, body, view, mode)
    tag_tips(ui, dl, seats, view)
    draw_stamps(dl, ui.round.stamps, seats, ui.lang, NARROW, ph == "over")
    if mode != "rows" and ph != "over":  # (a phone's counts under the badges turn red: draw_counts)
        draw_reports(ui, dl, seats, view, now)
    if low:
        if viewer is None:
            return
        mine = boxes[viewer]
        row = Rect(body.x + 6, mine.y + 4, mine.x - body.x - 12, mine.h - 8)
        if ph == "play" and ui.counter_on and up is None:  # the counter whole, left of the viewer's play
            draw_counter(dl, row, view, row.h < 34, ui.lang)
        elif ui.latest:  # else the log's latest line there (this size has no log panel)
            size = fit_size(ui.latest, 13, row.w - 8)
            dl.text(row.x + 4, row.b - 9, ui.latest, max(11.0, size), th.PAPER, "l", "n", "a", row.w - 8)
        if ph == "play" and not ui.counter_on and ui.counter_switch:
            counter_chip(dl, Rect(mine.r, row.y, body.r - mine.r - 6, row.h), view, ui.lang)
        return
    if not counter_h and ui.counter_switch:
        counter_chip(dl, r, view, ui.lang)
    if ph == "play" and ui.round.prev:  # the last round's chip at the foot's other end
        prev_chip(dl, Rect(body.x + 6, body.b - 44, 104, 40), ui.lang)
    if viewer is not None and switch_here(view, viewer):  # then 自动过联邦's switch (从不叫点's while set up: nocall.py)
        right = boxes[viewer].x - 8
        draw_chip(dl, Rect(body.x + 116, body.b - 44, min(190.0, right - body.x - 116), 40), view, ui.table.app.settings, ui.partner_on, ui.lang)
    boxed = ph in ("play", "yudian", "mingdian")  # the seats' boxes hold plays or calls
    top = body.y + (play_rows_height(seats, body, mode, ch) if boxed else 0.0)
    bottom = boxes[viewer].y - 4 if viewer is not None and boxed else body.b - 4
    mid = Rect(body.x, top, body.w, max(0.0, bottom - top))
    seat_map: Rect | None = None
    if mode == "around" and ph == "play":  # between the plays at the sides
        side = [b for s, b in boxes.items() if s != viewer and b.y > body.y + 8]
        if side:
            gap = Rect(body.x + body.w * 0.38 + 6, side[0].y, body.w * 0.24 - 12, side[0].h)
            if gap.w >= 70 and gap.h >= 70:
                seat_map = Rect(gap.cx - 35, gap.cy - 35, 70, 70)
                draw_seat_map(dl, seat_map, view, ui.me(), ui.ring)
            mid = Rect(mid.x, side[0].b + 4, mid.w, max(0.0, bottom - side[0].b - 4))
    elif mode == "around" and mid.h >= 150:
        seat_map = Rect(mid.cx - 39, mid.y + 8, 78, 78)
        draw_seat_map(dl, seat_map, view, ui.me(), ui.ring)
        mid = Rect(mid.x, mid.y + 92, mid.w, mid.h - 92)
    draw_words(ui, dl, mid, view)
    if seat_map is not None:  # the seat map kept clear with the words (play-test 7 071: a banner on it)
        w = ui.words_rect or seat_map
        x0, y0 = min(w.x, seat_map.x), min(w.y, seat_map.y)
        ui.words_rect = Rect(x0, y0, max(w.r, seat_map.r) - x0, max(w.b, seat_map.b) - y0)
    vb = boxes.get(viewer) if viewer is not None else None
    if mode == "around" and lay is not None and lay.log.w <= 0 and ph != "over" and vb is not None:
        # six seats fold the log behind its button: the round's story stays on the felt, right of the
        # viewer's play, the newest at the foot (play-test 5, pt12 D1: bot plays went by between looks)
        x0, x1 = vb.r + 12, body.r - 70  # (clear of the counter's chip) and up to the side's play above
        over = [b for s, b in boxes.items() if s != viewer and b.b <= vb.y] + ([ui.words_rect] if ui.words_rect else [])
        top = max([vb.y - 64] + [b.b + 6 for b in over if b.b <= vb.y and b.x < x1 and b.r > x0])
        area = Rect(x0, top, x1 - x0, vb.b - top)
        ui.trail_rect = draw_trail(dl, area, ui.trail_lines if ph == "play" else [], ui.lang)  # (trick.py)


SOUND_W = 52.0  # the top bar's sound switch left of the log button (table_seats.draw_top; pt15: 小/大 under it)


def top_counter(ui: CenterUI, lay: Any) -> Rect | None:
    """Where the 记牌器 fits in the top bar, right of the status chips and left of the log button
    (a phone on its side has no height to spare below), as two readable lines; None: no room."""
    top = getattr(lay, "top", None)
    if top is None:
        return None
    chips = max((r.r for r, _t in ui.tips.values() if r.b <= top.b + 8), default=top.x + 58)
    r = Rect(chips + 10, top.y + 3, top.r - 64 - SOUND_W - chips - 14, top.h - 6)  # (and the sound switch)
    return r if r.w >= 380 else None


def draw_counts(ui: CenterUI, dl: DisplayList, seats: dict[int, Rect], r: Rect, view: JSON) -> None:
    """Under each badge, the seat's cards as a small back and a number (the badge keeps its name
    and status); red once the seat has reported (报牌, 10 or fewer)."""
    counts = view.get("counts") or [0] * 6
    reported = view.get("reported") or [False] * 6
    for s, sr in seats.items():
        n = counts[s] if s < len(counts) else 0
        if not n:
            continue
        label = str(n)
        w = 14 + 4 + text_width(label, 12.5) + 10
        cr = Rect(sr.cx - w / 2, r.y + 1, w, 17)
        dl.rect(cr, th.CINNABAR if reported[s] else "rgba(20,16,12,0.45)", None, 1.0, 8)
        card_back(dl, Rect(cr.x + 3, cr.y + 1.5, 11, 14), small=True)
        dl.text(cr.x + 18, cr.cy, label, 12.5, th.WHITE, "l", "b")


def draw_plays(ui: CenterUI, dl: DisplayList, boxes: dict[int, Rect], view: JSON, now: float, cw: float,
               mode: str, ratio: float, aligns: dict[int, str], rooms: dict[int, Rect] | None = None) -> None:
    """The round on the table: each seat's latest play in its box (the one to beat ringed); a pass
    is a word at the seat (``draw_word``). A won round stays whole for a moment (``table.hold_for``),
    then dimmed, its winner's ringed, until the next round's first play lands."""
    owner = view.get("owner", -1)
    ui.play_cw = (cw, ratio)
    held = ui.round.landing(now)  # a play still flying in from its seat is drawn where it lands after
    # the round taken stays, every play of it, till the next round's first play lands: whole while
    # held, then dimmed (a play to beat no more: play-test 3 D2, 电脑4's AAAA read as this round's)
    taken = ui.round.shown_last(now)  # (no older round's plays: 多乐 clears the felt as a round is won, pt37 #2, pt39 #2:
    plays = {**taken, **ui.round.plays}  # four 前轮 piles beside the one live play, whose 5s unreadable)
    winner = ui.round.winner if taken else -1
    for seat, box in boxes.items():
        cards = plays.get(seat)
        if not cards or seat in held:
            continue
        dl.alpha(ui.round.alpha(seat, now, seat in taken, owner))
        inner = Rect(box.x, box.y, box.w, box.h)
        named = mode == "rows" and seat != ui.table.viewer
        if named:  # whose play: the name on the left of a staggered row
            nm = ui.name(seat)
            nw = min(box.w * 0.3, text_width(nm, 11) + 6)
            dl.text(box.x + 2, box.cy, nm, fit_size(nm, 11, nw - 2), th.PAPER_EDGE, "l", "b", "a", nw)
            inner = Rect(box.x + nw + 2, box.y, box.w - nw - 2, box.h)
        rects = fan_rects(inner, "l" if named else aligns.get(seat, "c"), len(cards), cw, ratio)
        ui.play_rects[seat] = rects
        play_cards(dl, rects, cards, ui.face)
        if rects and (seat == winner or (winner < 0 and seat == owner)):
            ring = Rect(rects[0].x - 3, rects[0].y - 3, rects[-1].r - rects[0].x + 6, rects[0].h + 6)
            dl.rect(ring, None, th.GOLD, 2.5, 6)
    dl.alpha(1.0)
    if (new := ui.round.newest(now)) is not None and new[0] in ui.play_rects:
        glow(dl, ui.play_rects[new[0]], new[1])  # the play that just landed, lit a moment (pt10 D5)
    for seat, rects in ui.play_rects.items():  # a play's name as it lands ("三个K"), over all plays
        called = ui.moments.called(seat, now) if rects else None
        upright = mode == "ring" and ui.table.lay is not None and ui.table.lay.phone
        if called is not None and upright and len(rects) < 3 and not called[2]:
            continue  # an upright phone: a single's or a pair's name would lie on its face (小王, 对Q:
            # play-test 3 P_loop_20/30), and says nothing the cards do not
        if called is not None:
            spread = Rect(rects[0].x, rects[0].y, rects[-1].r - rects[0].x, rects[0].h)
            room = call_room(ui, seat, spread, boxes) if mode == "line" else (rooms or {}).get(seat)
            if mode == "around":  # a laptop: beside the cards in the seat's wide box (L18/L58: a pill
                room = boxes[seat]  # on a single card's foot read as tucked behind it as it faded)
            elif mode == "ring" and not upright and ui.table.lay is not None:  # a phone on its side: beside
                room = free_span(ui, seat, spread, ui.table.lay)  # them (play-test 8 l11: 五个A on the As)
            badges = list(ui.table.lay.seats.values()) if ui.table.lay is not None else []
            others = [Rect(rs[0].x, rs[0].y, rs[-1].r - rs[0].x, rs[0].h) for s, rs in ui.play_rects.items()
                      if rs and s != seat]  # (and the middle's words, the other plays: pt10 p18)
            draw_call(dl, spread, *called, room, [*badges, *([ui.words_rect] if ui.words_rect else []), *others],
                      upright)  # (``rooms``: beside the cards, in its box)


def call_room(ui: CenterUI, seat: int, spread: Rect, boxes: dict[int, Rect]) -> Rect:
    """A phone on its side: the free span of the seat's row round its cards, up to the next cards
    (or the word at an empty box's middle); the viewer's own box stays its own (the counter, the log
    line beside it)."""
    box = boxes[seat]
    if seat == ui.table.viewer:
        return box
    lo, hi = min(b.x for b in boxes.values()), max(b.r for b in boxes.values())
    for s, other in boxes.items():
        if s == seat or s == ui.table.viewer or abs(other.y - box.y) > 1:
            continue
        rs = ui.play_rects.get(s)
        ob = Rect(rs[0].x, 0, rs[-1].r - rs[0].x, 0) if rs else Rect(other.cx - 26, 0, 52, 0)
        if ob.x >= spread.r:
            hi = min(hi, ob.x - 4)
        elif ob.r <= spread.x:
            lo = max(lo, ob.r + 4)
    return Rect(lo, box.y, hi - lo, box.h)


def free_span(ui: CenterUI, seat: int, spread: Rect, lay: Any) -> Rect:
    """The free stretch of the table level with a play's cards, between the nearest badges, other
    plays and the middle's words on either side of them."""
    lo, hi = lay.center.x + 4, lay.center.r - 4
    others = [*lay.seats.values(), *([ui.words_rect] if ui.words_rect is not None else []),
              *(Rect(rs[0].x, rs[0].y, rs[-1].r - rs[0].x, rs[0].h) for s, rs in ui.play_rects.items() if rs and s != seat)]
    for o in others:
        if o.y < spread.b and spread.y < o.b:
            if o.r <= spread.x:
                lo = max(lo, o.r + 4)
            elif o.x >= spread.r:
                hi = min(hi, o.x - 4)
    return Rect(lo, spread.y, max(spread.w, hi - lo), spread.h)


def word_spot(box: Rect, seat: Rect | None, body: Rect, mode: str) -> tuple[float, float]:
    """Where a seat's word goes, next to its own badge: under a badge above the table (its column),
    at the inner corner of a side seat's badge, the viewer's at the left end of its box."""
    if seat is None:  # the viewer's: at the left end of its box, clear of the cards centred there
        return box.x + 30, box.cy
    if mode == "line":
        return box.cx, box.cy
    if seat.b <= body.y + 1:  # a badge across the top
        return seat.cx, box.y + WORD_H / 2 + 2
    left = seat.cx < body.cx  # at the inner corner of its badge's lower edge (over a play there)
    return (body.x if left else body.r), max(box.y + WORD_H / 2 + 2, seat.b - WORD_H / 2 - 2)


def draw_words(ui: CenterUI, dl: DisplayList, mid: Rect, view: JSON, chip: bool = False) -> None:
    """Who we wait for, and what is to beat (gold when it is 够级 or an opening try); where they are
    drawn is kept (``words_rect``): moments and the tribute panel keep off them (play-test 6 P07/P09)."""
    ph = view.get("phase")
    ui.words_rect = None
    if ph == "play" and ui.round.prev and mid.h >= 40 and mid.w >= 40:  # a tap on the middle: the round
        dl.hit(PREV_HIT, mid, ui.tx("prev_trick"))  # taken last (prev.py)
    if ph == "over" or mid.h < 20:
        return
    to_act = view.get("to_act") or []
    me = ui.table.viewer
    gap = 21.0 if mid.h >= 50 else 19.0  # two lines in a low middle: both inside it (an upright
    y = mid.y + min(14.0, max(8.0, (mid.h - gap) / 2))  # phone's 你 出牌 ran onto the viewer's mat)
    others = [s for s in to_act if s != me]
    # a prompt with one answer goes by itself (GoujiUI.auto_answer): not 轮到你 over no buttons
    # (play-test 4 L07: 买牌 and 革命 said 轮到你 while the table answered for the player)
    # nor once the viewer has answered a window the others still answer (play-test 5: 革命's, which
    # said 轮到你 under "等待各家表态")
    if isinstance(me, int) and me in to_act and len(ui.table.client.legal(me)) > 1:
        msg = ui.tx("your_turn")
    else:
        msg = ui.tx("waiting", names=listing((ui.name(s) for s in others[:3]), ui.lang)) if others else ""
    size = fit_size(msg, 15, mid.w - 20)
    box = words_box(None, mid.cx, y, min(mid.w - 20, text_width(msg, size)))
    if msg and (msg == ui.tx("your_turn") or ui.ledger_rect is None or not box.intersects(ui.ledger_rect)):
        dl.text(mid.cx, y, msg, size, th.PAPER, "c", "b", "a", mid.w - 20)  # (not "等待…" under the 买牌 panel
        ui.words_rect = box  # drawn last frame: pt24 164231, it showed through and beside it; the status line says it)
    y += gap
    if ph != "play" or y > mid.b - 6:
        return
    owner = view.get("owner", -1)
    if view.get("top") and isinstance(owner, int) and owner >= 0:
        mate = isinstance(me, int) and owner != me and owner % 2 == me % 2  # (pt23 153354: "管 电脑4" on a partner's)
        tags = [ui.tx("mate_top" if mate else "to_beat", name=ui.name(owner))]
        if view.get("top_gouji"):
            tags.append(ui.tx("gouji"))
        if view.get("top_attempt"):
            tags.append(ui.tx("attempt"))
        head = "  ·  ".join(tags)
        size = fit_size(head, 14, mid.w - 20)
        dl.text(mid.cx, y, head, size, th.GOLD if len(tags) > 1 else th.PAPER, "c", "b", "a", mid.w - 20)
    else:
        head = ui.tx("lead", name=ui.name(view.get("turn", -1)))
        size = fit_size(head, 15, mid.w - 20)
        dl.text(mid.cx, y, head, size, th.PAPER, "c", "b", "s", mid.w - 20)
    ui.words_rect = words_box(ui.words_rect, mid.cx, y, min(mid.w - 20, text_width(head, size)))
    if chip and ui.round.prev and y + 44 <= mid.b:  # the round taken last: its chip (prev.py) where the table
        prev_chip(dl, Rect(mid.x, y + 17, mid.w, 26), ui.lang)  # has no other (pt13 290: two in the replay)


def meet_rect(a: Rect, b: Rect) -> bool:
    return a.x < b.r and b.x < a.r and a.y < b.b and b.y < a.b


def words_box(got: Rect | None, cx: float, y: float, w: float) -> Rect:
    """The middle's words so far with a line of width ``w`` centred on (``cx``, ``y``) added."""
    line = Rect(cx - w / 2 - 4, y - 11, w + 8, 22)
    if got is None:
        return line
    x0, y0 = min(got.x, line.x), min(got.y, line.y)
    return Rect(x0, y0, max(got.r, line.r) - x0, max(got.b, line.b) - y0)


def seat_tags(view: JSON, seat: int) -> list[str]:
    """The tags a seat shows now, as keys of ``labels.TIPS`` (its team first)."""
    out = ["team"]
    st = (view.get("open") or ["N"] * 6)[seat]
    if str(seat) not in (view.get("places_so_far") or {}):
        out.append("rev" if seat == view.get("revolutionary") else st)
    call = (view.get("calls") or [""] * 6)[seat]
    if call:
        out.append("yudian" if call == "y" else "mingdian")
    if (view.get("burners") or [False] * 6)[seat]:
        out.append("burn")
    if any(len(p) == 2 and p[1] == seat for p in view.get("shao") or []):
        out.append("shao")
    if any(len(b) == 2 and b[0] == seat for b in view.get("bie3") or []):
        out.append("bie")
    if view.get("phase") == "play" and seat not in (view.get("finished") or []):
        if not (view.get("heads") or [True] * 6)[seat]:
            out.append("nohead")
        if (view.get("yielded") or [False] * 6)[seat]:
            out.append("yielded")
    return out


def tag_tips(ui: CenterUI, dl: DisplayList, seats: dict[int, Rect], view: JSON) -> None:
    """A tap on a seat's badge (or the viewer's own strip) explains its tags in plain words."""
    lay = ui.table.lay
    places = dict(seats)
    me = ui.table.viewer
    if lay is not None and isinstance(me, int):
        places[me] = lay.me
    for s, r in places.items():
        keys = seat_tags(view, s)
        text = "\n".join(pick(TIPS[k], ui.lang) for k in keys if k in TIPS)
        if text:
            ui.tip(dl, r, f"{ui.name(s)}：{text}" if ui.lang != "en" else f"{ui.name(s)}: {text}")


RING_CW = 36.0  # a phone's played card (upright 1.42 tall, on its side ``LOW_RATIO``): a "10" reads at 11 px
MAT = "rgba(244,236,220,0.07)"  # the viewer's place on a phone's table: their play reads as theirs
RING_RIM = 8.0  # upright: the corners' plays keep this far inside the felt's rounded rim
RING_SLOT = 46.0  # on its side: a seat's word (过, 让, 不明点 at 11 px) beside its play, on the badge's side


def ring_boxes(seats: dict[int, Rect], viewer: int | None, body: Rect,
               upright: bool) -> tuple[dict[int, Rect], dict[int, Rect], dict[int, str]]:
    """Seats round the table on a phone (``layout.ring``): each seat's play in front of it, between
    the badges, and its word's slot beside the play (never over cards or a badge). Upright: the
    three across each over a third of the row just under them, the word inward beside; 上家/下家
    inward beside their badge, the word over the cards. On its side: the corners' plays inward
    beside them in their row, 对门's under its badge, 上家/下家 inward level with theirs, the
    word's slot on the badge's side. The viewer's at the table's foot, just above their own strip,
    its word on the left. Returns the cards' boxes, the words' slots and how each play aligns."""
    cards: dict[int, Rect] = {}
    words: dict[int, Rect] = {}
    aligns: dict[int, str] = {}
    top_y = min((r.y for r in seats.values()), default=body.y)
    tops = sorted((s for s, r in seats.items() if r.y <= top_y + 1), key=lambda s: seats[s].cx)
    sides = [s for s in seats if s not in tops]
    ch = RING_CW * (1.42 if upright else LOW_RATIO) + 6
    if upright:
        y = max((seats[s].b for s in tops), default=body.y) + 4
        rim = body.inset(RING_RIM, 0)  # (play-test 3 P08: a corner's card touched the felt's rim)
        w = (rim.w - 4 * (len(tops) - 1)) / max(1, len(tops))
        for i, s in enumerate(tops):  # the cards hang from the badge, far from 上家's and 下家's badges
            col = Rect(rim.x + i * (w + 4), y, w, ch)  # below (P11: 电脑4's play read as 电脑5's)
            side = "r" if seats[s].cx > body.cx + 1 else "l" if seats[s].cx < body.cx - 1 else "c"
            if side == "c":  # 对门: its cards centred under its badge, its word under them (pt12 D2: its AAAA
                cards[s], words[s] = col, Rect(col.x, col.b + 1, col.w, WORD_H)  # left of its badge, its 过
            else:  # beside 电脑2's: whose was whose); a corner's word beside its cards, inward
                words[s], cards[s] = slot_split(col, side == "r")
            aligns[s] = side
        for s in sides:
            sr = seats[s]
            left = sr.cx < body.cx
            x0, x1 = (sr.r + 4, body.cx - 2) if left else (body.cx + 2, sr.x - 4)
            box = Rect(x0, sr.y, x1 - x0, sr.h)
            word = box.top(WORD_H)  # over the cards, on the badge's side
            words[s] = word.left(RING_SLOT) if left else word.right(RING_SLOT)
            cards[s] = box.bottom(sr.h - WORD_H)
            aligns[s] = "l" if left else "r"
    else:
        ends = sorted(sides, key=lambda s: seats[s].cx)
        inner = Rect(seats[ends[0]].r + 4, 0, seats[ends[-1]].x - seats[ends[0]].r - 8, 0) if len(ends) == 2 \
            else body.inset(4, 0)
        for i, s in enumerate(tops):
            sr = seats[s]
            if 0 < i < len(tops) - 1 or len(tops) == 1:  # 对门: under its badge, the middle third
                w = (inner.w - 8) / 3
                box = Rect(inner.x + w + 4, sr.b + 4, w, ch)
                words[s], cards[s] = slot_split(box, True)
                aligns[s] = "l"
                continue
            left = i == 0  # a corner: inward beside its badge, up to the next badge in the row
            nb = seats[tops[1]] if left else seats[tops[-2]]
            x0, x1 = (sr.r + 4, nb.x - 4) if left else (nb.r + 4, sr.x - 4)
            box = Rect(x0, sr.y, x1 - x0, sr.h)
            words[s], cards[s] = slot_split(box, left)
            aligns[s] = "l" if left else "r"
        for s in ends:
            sr = seats[s]
            left = sr.cx < body.cx
            w = (inner.w - 8) / 3
            box = Rect(inner.x if left else inner.r - w, sr.y, w, sr.h)
            words[s], cards[s] = slot_split(box, left)
            aligns[s] = "l" if left else "r"
    if viewer is not None:  # at the foot, clear of the counter's chip on its right
        w = min(body.w - 132, 300.0) if upright else body.w / 3
        box = Rect(body.cx - w / 2, body.b - ch - 2, w, ch)
        words[viewer], cards[viewer] = slot_split(box, True, 50.0 if upright else RING_SLOT)
        aligns[viewer] = "c"
    return cards, words, aligns


def slot_split(box: Rect, left: bool, w: float = RING_SLOT) -> tuple[Rect, Rect]:
    """A play's box: the word's slot at one end (the badge's side), the cards in the rest."""
    if left:
        return box.left(w), Rect(box.x + w, box.y, box.w - w, box.h)
    return box.cut_right(w)


def draw_ring(ui: CenterUI, dl: DisplayList, r: Rect, view: JSON, now: float) -> None:
    """The table on a phone, the seats on its rim (``ring_boxes``): the plays between them, the
    words in their slots, who is to act and what is to beat in the middle, the 记牌器 at the foot
    (upright) or in the top bar (on its side), a reported count red on the badge."""
    ph = view.get("phase")
    lay = ui.table.lay
    seats: dict[int, Rect] = dict(lay.seats) if lay is not None else {}
    upright = bool(lay is not None and lay.phone)
    playing = ph == "play"
    counter_h = 44.0 if ui.counter_on and playing and upright else 0.0
    if counter_h:
        draw_counter(dl, r.bottom(counter_h).inset(6, 1), view, False, ui.lang)
    body = Rect(r.x, r.y, r.w, r.h - counter_h)
    up = top_counter(ui, lay) if not upright and ui.counter_on and playing else None
    if up is not None:
        draw_counter(dl, up, view, False, ui.lang)
    viewer = ui.table.viewer if isinstance(ui.table.viewer, int) else None
    cards, words, aligns = ring_boxes(seats, viewer, body, upright)
    ui.boxes, ui.play_rects, ui.word_rects = cards, {}, []
    mode = "around" if upright else "line"  # (the words' size: 13 px upright, 12 on its side)
    # each seat's whole box (its word's slot and its cards' room): a call there in the calls' steps
    rooms = {s: Rect(min(w.x, cards[s].x), min(w.y, cards[s].y), max(w.r, cards[s].r) - min(w.x, cards[s].x),
                     max(w.b, cards[s].b) - min(w.y, cards[s].y)) for s, w in words.items()}
    if viewer is not None and ph != "over":  # the viewer's own place at the table's foot, on their strip
        dl.rect(rooms[viewer].inset(-2), MAT, "rgba(244,236,220,0.2)", 1.0, 10)
    if playing:
        draw_plays(ui, dl, cards, view, now, RING_CW, "ring", 1.42 if upright else LOW_RATIO, aligns,
                   rooms)  # (a call beside its cards where its box has room: play-test 5, 三个J over the Js)
        for s, kind in ui.seat_words(now).items():
            dl.alpha(ui.round.fading(now) if kind.endswith("~") else 1.0)  # (the round taken's: fading out)
            if s not in words:
                continue
            at, room = (words[s].cx, words[s].cy), words[s]
            if s in seats and seats[s].b <= cards[s].y and not ui.play_rects.get(s):
                # a seat above its box (upright: the three across; on its side: 对门) with no cards
                # out: its word right under its badge (play-test 5: 对门's 过 at its box's end read as 上家's)
                at, room = (seats[s].cx, cards[s].y + WORD_H / 2 + 2), rooms[s]
            flash = ui.own_flash(now) if s == viewer else None  # (at the mat's middle: its word's slot is narrow)
            ui.word_rects.append(draw_flash(dl, (at if ui.play_rects.get(s) else (rooms[s].cx, rooms[s].cy)), rooms[s], *flash)
                                 if flash else draw_word(dl, at, room, ui.pass_word(view, s, kind), False, mode))
        dl.alpha(1.0)
    elif ph in ("yudian", "mingdian"):
        spots = {s: (w.cx, w.cy) for s, w in words.items()}
        # the seats above their box (upright: the three across; on its side: 对门): right under their
        # badge (play-test 3 P04: 电脑3's and 电脑2's 不预点 side by side, whose was whose; play-test 5)
        spots.update({s: (seats[s].cx, cards[s].y + WORD_H / 2 + 2) for s in seats if seats[s].b <= cards[s].y})
        draw_calls(ui, dl, spots, body, view, mode, rooms)  # (no cards out yet: the whole box)
    tag_tips(ui, dl, seats, view)
    draw_stamps(dl, ui.round.stamps, seats, ui.lang, NARROW, ph == "over")
    if ph != "over":
        ring_reports(ui, dl, seats, view, now)
    free_y = max((b.b for s, b in cards.items() if s != viewer), default=body.y) + 4
    foot = cards[viewer].y - 4 if viewer is not None else body.b - 4
    if ph != "over":
        lo = max((seats[s].r for s in seats if seats[s].b > free_y - 4 and seats[s].cx < body.cx), default=body.x)
        hi = min((seats[s].x for s in seats if seats[s].b > free_y - 4 and seats[s].cx > body.cx), default=body.r)
        draw_words(ui, dl, Rect(lo + 4, free_y, hi - lo - 8, max(0.0, foot - free_y)), view, viewer is None)
    if upright and playing and viewer is not None and ui.round.prev:  # left of the viewer's place
        prev_chip(dl, Rect(body.x + 4, rooms[viewer].y, rooms[viewer].x - body.x - 10, rooms[viewer].h), ui.lang)
    if upright and viewer is not None and switch_here(view, viewer):  # right of it (above the 记牌 chip, which
        mat = rooms[viewer]  # takes the corner while the counter is off)
        spot = Rect(mat.r + 4, mat.y - (48 if ui.counter_switch and not counter_h else 0), body.r - mat.r - 6, mat.h)
        draw_chip(dl, Rect(spot.x, spot.y, spot.w, min(spot.h, 44.0)), view, ui.table.app.settings, ui.partner_on, ui.lang, True)
    if upright or viewer is None:
        if not counter_h and ui.counter_switch:
            counter_chip(dl, body, view, ui.lang)
        return
    mine = cards[viewer]
    row = Rect(body.x + 6, mine.y + 2, words[viewer].x - body.x - 12, mine.h - 4)
    if playing and ui.counter_on and up is None:  # the counter whole, left of the viewer's play
        draw_counter(dl, row, view, row.h < 34, ui.lang)
    elif ui.latest and not ui.moments.lane_showing(now):  # else the log's latest line (no log panel here); the seats' words
        size = fit_size(ui.latest, 13, row.w - 8)  # take it in turn (moments.draw_lane)
        dl.text(row.x + 4, row.cy, ui.latest, max(11.0, size), th.PAPER, "l", "n", "a", row.w - 8)
    ui.lane = None if playing and ui.counter_on and up is None else row
    chip = playing and not ui.counter_on and ui.counter_switch
    if chip:
        counter_chip(dl, Rect(mine.r + 6, row.y, body.r - mine.r - 12, row.h), view, ui.lang)
    spot = Rect(mine.r + 6, row.y, body.r - mine.r - 12 - (62 if chip else 0), row.h)
    if switch_here(view, viewer):  # 自动过联邦's switch at the spot's far end (从不叫点's while set up)
        got = draw_chip(dl, spot.right(min(spot.w / 2, 150.0)), view, ui.table.app.settings, ui.partner_on, ui.lang, True)
        spot = Rect(spot.x, spot.y, (got.x - 4 if got is not None else spot.r) - spot.x, spot.h)
    if playing and ui.round.prev:  # right of the viewer's play, left of the counter's chip
        prev_chip(dl, spot, ui.lang)


def ring_reports(ui: CenterUI, dl: DisplayList, seats: dict[int, Rect], view: JSON, now: float) -> None:
    """报牌 on a phone's badge (no room round it): its count red over the card back in the badge's
    corner, "报牌 8" when the name leaves room, pulsing from 3 down."""
    for s, sr, n in reported(view, seats):
        narrow = sr.w < NARROW
        cb = count_back(sr)
        cx, _cy, rad = seat_face(sr)
        name_end = sr.x + 6 if narrow else cx + rad + 8 + text_width(ui.name(s), 15)
        label = ui.tx("report", n=n)
        w = text_width(label, 12) + 10
        if cb.r - w < max(name_end + 4, cx + rad + 2):  # the count alone, on the card back's own
            label, w = str(n), cb.w + 2  # place (play-test 5: a wider "10" covered the team's 甲队)
        report_tag(dl, Rect(cb.r - w, cb.y, w, cb.h), label, 12.0, 6.0, n <= LOW, now, pad=1.0)
