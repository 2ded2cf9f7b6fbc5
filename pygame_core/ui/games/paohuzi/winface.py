"""A 血流 win after the first, face up for a beat: the winner's hand in its 胡息 groups (columns as the
table lays them, the 王霸 marked), the card won on, which of the hand's wins it is, and the score, in
a panel over the winner's side of the felt while the table waits (~1.4 s at any speed), then the
seat's callout (play-test 10, 50-52: twelve wins in a hand and all but one "invisible")."""

from __future__ import annotations

from ....core.game import JSON
from ... import theme as th
from ...draw import DisplayList, fit_size, text_width, wrap
from ...geom import Rect
from .common import Speaker, elide, fan_entries, group_label, joined, mini_card, wild_marks
from .ledger import fmt_pts, pay_points, signed
from .moments import MID_CLEAR, SOLID, opaque, struck, win_gain
from .sheet import score_text, win_title

# How long the table waits on a win's hand face up, at any speed (快进 skips it), a countdown along
# the panel's foot and a tap on it going on sooner, as the apps hold a 胡 "until you tap, or for a
# fixed few seconds with a countdown" (play-test 15, D1: a seat's later win was gone in ~1 s, at 0.9 s,
# while it cost the player 100,000)
FACE_S = 3.0   # a seat's second win (play-test 36 #2: ~2 s read as "gone by"; the apps ~3 s)
HOW_H = 18.0   # the line under the hand that says how it scored
LATER_S = 2.6   # a seat's third win on, once two of its panels were read
FIRST_S = 3.5   # a seat's first win of the hand: its 名堂 and score read (play-test 12, 088/089: gone unseen;
                # 13, 086/087: 2.4 s, "too short to read")


MANY = 5       # a seat's fifth win on: quicker again (FIXERS 7: a 25-win hand ~50 s longer at 中), at any
MANY_K = 0.7   # speed (play-test 21 #4: at 快 the wins went by too fast to follow, 0.6 as long then)


def face_hold(recs: list[JSON], i: int, viewer: int | None = None) -> float:
    """How long win ``i``'s hand shows face up, the table waiting: the hand's first win (its turn to
    血流: how a win is scored, read once, play-test 12/13) and the player's own, theirs quicker as they
    come (play-test 11 D5). Another seat's later wins are light (0): a 胡 at its seat, the amount at
    its badge and the standing line, as the apps show them (pt38 #2: ~20 panels a hand over the felt),
    a locked seat's stream batched there (batch.py); the sheet lays every hand out."""
    seat = recs[i].get("seat") if 0 <= i < len(recs) else None
    if seat != viewer or viewer is None:
        return FIRST_S if i == 0 else 0.0
    nth = sum(1 for r in recs[: i + 1] if r.get("seat") == seat)
    return FIRST_S if nth <= 1 else FACE_S if nth == 2 else LATER_S if nth < MANY else LATER_S * MANY_K


def face_size(w: float, groups: int, room: float = 1e9, depth: int = 4, how: int = 1) -> tuple[float, float, float]:
    """The panel's width, a card's width and the panel's height for ``groups`` columns ``depth`` deep
    and ``how`` lines of how it scored, ``room`` high at most."""
    pw = min(w - 16.0, 640.0)
    cols = max(groups, 6)
    cw = max(16.0, min(38.0 if w >= 700 else 34.0, (pw - 24) / cols - 6, (room - 102 - HOW_H * how) / (max(depth, 1) * 1.45)))
    return pw, cw, 44 + depth * cw * 1.45 + 20 + HOW_H * how + 30


def how_scored(sp: Speaker, rec: JSON) -> str:
    """How the win scored, in the sheet's words: 胡息, 囤 × 番 × 盆 = the product, then its 名堂 (the
    brief, play-test 11 D1/D5: a bot's flat 封顶 100,000 beside the player's 512 read as arbitrary;
    the multipliers apart say why)."""
    return " · ".join(x for x in how_lines(sp, rec) if x)


def _entries(text: str, size: float, room: float) -> list[str]:
    """``text``'s words (each 名堂×N) in lines ``room`` wide, never broken inside one."""
    out: list[str] = []
    for part in text.split(" ") if text else []:
        if out and text_width(out[-1] + " " + part, size) <= room:
            out[-1] += " " + part
        else:
            out.append(part)
    return out


def how_lines(sp: Speaker, rec: JSON) -> tuple[str, str]:
    """How the win scored (胡息, 囤 × 番 × 盆 = the product) and its 名堂, apart: a panel too narrow
    for both in one line gives each its own (play-test 13, 086: six 名堂 cut with …)."""
    names = " ".join(fan_entries(sp, rec))
    return sp.g("moment_hx", h=rec.get("huxi", 0)) + score_text(sp, rec)[0], names


def draw_face(dl: DisplayList, sp: Speaker, w: float, top: float, bottom: float, cy: float, p: float,
              rec: JSON, nth: int, viewer: int | None, compact: bool = False,
              side: tuple[float, float, float] | None = None) -> Rect:
    """The panel centred near ``cy`` between ``top`` and ``bottom``, ``p`` its progress 0..1 (drawn
    opaque from start to end), ``nth`` the hand's count of the win (the log's and the
    sheet's: play-test 14 read 第N胡 two ways); returns where it lies. ``compact`` (快进's second a
    win): who won on which card, 胡息, 囤 × 番, 名堂 and the score, without the hand. ``side`` (x, left,
    right): its centre over the winner's side, kept between left and right (else the middle)."""
    groups = [] if compact else list(rec.get("groups") or [])
    depth = max([3, *(len(g.get("cards") or []) for g in groups)]) if groups else 0
    how, room = how_scored(sp, rec), min(w - 16.0, 640.0) - 24
    score, names = how_lines(sp, rec)
    lines = [how] if text_width(how, 12) <= room else [score, *_entries(names, 12, room)][:4]
    pw, cw, ph = face_size(w, len(groups), bottom - top - 8, depth, len(lines))
    ph -= 12 if compact else 0
    y = min(max(cy - ph / 2, top + 4), bottom - ph - 4)
    x = (w - pw) / 2 if side is None else min(max(side[0] - pw / 2, side[1]), side[2] - pw)
    r = Rect(x, max(top, y), pw, ph)
    opaque(dl, p)   # in and gone at once: fading, it lay over the next seat's revealed hand (play-test 19)
    dl.rect(r, SOLID, th.CINNABAR, 2.0, 12)   # (6 % see-through, the tiles under it read as ghosts: pt20)
    # the title: the card won on, who won on it and how; which of the hand's wins this is
    code = str(rec.get("card") or "")
    tc = Rect(r.x + 10, r.y + 7, 22, 22 * 1.45)
    if code:
        mini_card(dl, tc, code, sp.lang)
        dl.rect(tc.inset(-1.5), None, th.CINNABAR, 2.5, 4)
    nth_t = sp.g("win_nth", n=nth)
    nw = text_width(nth_t, 14) + 16
    dl.rect(Rect(r.r - 10 - nw, r.y + 9, nw, 24), th.CINNABAR, None, 1.0, 12)
    dl.text(r.r - 10 - nw / 2, r.y + 21, nth_t, 14, th.PAPER, "c", "b", "s")
    tap_t = sp.g("skip_tap" if compact else "face_tap")   # it goes on by itself (the countdown at its foot)
    tap_w = text_width(tap_t, 12) + 10 if pw >= 420 else 0.0
    if tap_w:
        dl.text(r.r - 10 - nw - 6, r.y + 21, tap_t, 12, "rgba(244,236,220,0.6)", "r", "n", "a")
    dl.rect(Rect(r.x + 12, r.b - 5, (pw - 24) * max(0.0, 1.0 - p), 2.5), th.GOLD, None, 1.0, 1.2)
    title = win_title(sp, rec)
    room = pw - 10 - nw - 8 - tap_w - (tc.r + 8 - r.x)
    ts = fit_size(title, 17, room, 12.0)
    dl.text(tc.r + 8, r.y + 21, elide(title, ts, room), ts, th.PAPER, "l", "b", "a", room)
    # the hand, a column a group, its type and 胡息 under it
    wild = wild_marks(groups, list(rec.get("identities") or []), rec.get("fixed"))
    won = next(((gi, ci) for gi in range(len(groups) - 1, -1, -1) for ci, c in enumerate(groups[gi].get("cards") or [])
                if c == code and (gi, ci) not in wild), None)   # the card won on, framed as in the title
    gw = (pw - 24) / max(len(groups), 1)
    gw = min(gw, cw + 14)
    x0 = r.cx - gw * len(groups) / 2
    gy = r.y + 44
    for gi, g in enumerate(groups):
        gx = x0 + gi * gw + (gw - cw) / 2
        cards = list(g.get("cards") or [])
        for ci, c in enumerate(cards):
            cr = Rect(gx, gy + ci * cw * 1.45, cw - 0.5, cw * 1.45 - 1)
            mini_card(dl, cr, c, sp.lang, wild=(gi, ci) in wild)
            if (gi, ci) == won:
                dl.rect(cr.inset(-1.5), None, th.CINNABAR, 2.5, max(2.0, cw * 0.14))
        lab = f"{group_label(g, sp.lang)}{' ' if sp.lang == 'en' else ''}{g.get('huxi', 0)}"   # (2-7-10 6)
        dl.text(gx + cw / 2, gy + depth * cw * 1.45 + 9, lab, fit_size(lab, 12, gw - 2, 10.0), th.PAPER, "c", "n", "a",
                gw - 2)
    for i, ln in enumerate(lines):
        hs = fit_size(ln, 13, pw - 24, 11.0)
        y = r.b - 30 - HOW_H * (len(lines) - i) + HOW_H / 2 - 2
        dl.text(r.cx, y, elide(ln, hs, pw - 24), hs, "rgba(244,236,220,0.85)", "c", "n", "a", pw - 24)
    # the score, and what the viewer pays (or gains) by it
    gain, final = win_gain(rec, sp.lang), int(rec.get("final", 0))   # the log's figure, then each payer's
    pts = sp.g("win_gain", v=fmt_pts(gain, sp.lang)) + \
        (f" · {sp.g('each_pays', v=fmt_pts(final, sp.lang))}" if gain != final else "")   # (play-test 11)
    if rec.get("capped"):
        pts += " " + sp.g("cap_mark")
    by = r.b - 16
    size = fit_size(pts, 17, pw * 0.6, 12.0)
    dl.text(r.x + 12, by, pts, size, th.GOLD, "l", "b", "s", pw * 0.6)
    pay = pay_points(rec, sp.lang)
    share = pay[viewer] if viewer is not None and viewer < len(pay) else 0
    mine = f"{sp.name(viewer)} {signed(share, sp.lang)}" if share else ""
    if mine:
        dl.text(r.r - 12, by, mine, 15, th.CINNABAR if share > 0 else th.PAPER, "r", "b", "a", pw * 0.38)
    struck(dl, sp, rec, r.x + 12 + min(text_width(pts, size), pw * 0.6) + 8, by, r.r - 16 - text_width(mine, 15),
           "rgba(244,236,220,0.6)")
    dl.alpha(1.0)
    return r


CARD_PAD = 8.0   # a phone's win card: its margins


def draw_face_card(dl: DisplayList, sp: Speaker, lane: tuple[float, float], top: float, bottom: float, cy: float,
                   p: float, rec: JSON, nth: int, viewer: int | None) -> Rect:
    """Another seat's win on a phone: a card in the winner's half of the felt, near ``cy`` between
    ``top`` and ``bottom``, saying what the panel says but the hand (who won on which card and how,
    胡息, 囤 × 番 × 盆, 名堂, the score and the player's share), with its countdown; the other seat,
    the card in play and the player's part stay in sight (play-test 22 #3: the panel covered both
    bots and the player's melds, its title cut). The winner's hand shows face up in its part, and a
    tap on it opens the whole panel (peek)."""
    lo, hi = lane
    lo, hi = (lo, hi - MID_CLEAR / 2) if lo <= 0 else (lo + MID_CLEAR / 2, hi)   # (the card in play's edge)
    bw = hi - lo - 8
    inner = bw - 2 * CARD_PAD
    cw = 26.0
    nth_t = sp.g("win_nth", n=nth)
    nw = text_width(nth_t, 12) + 12
    room = inner - cw - 6
    who, _, how_won = win_title(sp, rec).partition(" · ")   # the winner and card, then how, never cut
    low = int(text_width(who, 13) > room - nw - 4)   # the pill beside the second line, the winner whole (play-
    title = [who, *(wrap(how_won, 13, room - (nw + 4) * low)[:2] if how_won else [""] * low)]   # test 37, 153356: 电脑1 胡 王…)
    score, names = how_lines(sp, rec)
    how = [*joined(score.split(" · "), 12, inner), *_entries(names, 12, inner)][:4]
    head = max(cw * 1.45, 17.0 * len(title))
    gain, final = win_gain(rec, sp.lang), int(rec.get("final", 0))
    pts = sp.g("win_gain", v=fmt_pts(gain, sp.lang)) + \
        (f" · {sp.g('each_pays', v=fmt_pts(final, sp.lang))}" if gain != final else "")
    pay = pay_points(rec, sp.lang)
    share = pay[viewer] if viewer is not None and viewer < len(pay) else 0
    mine = f"{sp.name(viewer)} {signed(share, sp.lang)}" if share else ""
    mw = text_width(mine, 13) + 6 if mine else 0.0
    # the amount whole: the player's share on a line of its own when both do not fit (play-test 32 #2,
    # 062859-ph-t1-ff4: "得 80 · 每家付 4···"; it once dropped 每家付)
    apart = bool(mine) and text_width(pts, 11.0) > inner - mw
    bh = CARD_PAD + head + 6 + 16 * len(how) + 24 + 6 + (16 if apart else 0)
    y = min(max(cy - bh / 2, top + 4), bottom - bh - 4)
    r = Rect(lo + 4, y, bw, bh)
    opaque(dl, p)
    dl.rect(r, SOLID, th.CINNABAR, 2.0, 12)
    code = str(rec.get("card") or "")
    tc = Rect(r.x + CARD_PAD, r.y + CARD_PAD, cw, cw * 1.45)
    if code:
        mini_card(dl, tc, code, sp.lang)
        dl.rect(tc.inset(-1.5), None, th.CINNABAR, 2.5, 4)
    dl.rect(Rect(r.r - CARD_PAD - nw, r.y + CARD_PAD + 17 * low, nw, 18), th.CINNABAR, None, 1.0, 9)
    dl.text(r.r - CARD_PAD - nw / 2, r.y + CARD_PAD + 9 + 17 * low, nth_t, 12, th.PAPER, "c", "b", "a", nw)
    for i, ln in enumerate(title):
        rm = room - (nw + 4 if i == low else 0)
        dl.text(tc.r + 6, r.y + CARD_PAD + 9 + 17 * i, elide(ln, 13, rm), 13, th.PAPER, "l", "b", "a", rm)
    hy = r.y + CARD_PAD + head + 6
    for i, ln in enumerate(how):
        hs = fit_size(ln, 12, inner, 11.0)
        dl.text(r.x + CARD_PAD, hy + 16 * i + 8, elide(ln, hs, inner), hs, "rgba(244,236,220,0.85)", "l", "n", "a",
                inner)
    by = r.b - 6 - 12
    pw = inner if apart else inner - mw
    ps = fit_size(pts, 15, pw, 11.0)
    dl.text(r.x + CARD_PAD, by - (16 if apart else 0), elide(pts, ps, pw), ps, th.GOLD, "l", "b", "a", pw)
    if mine:
        dl.text(r.r - CARD_PAD, by, mine, 13, th.CINNABAR if share > 0 else th.PAPER, "r", "b", "a", mw)
    dl.rect(Rect(r.x + 12, r.b - 4, (bw - 24) * max(0.0, 1.0 - p), 2.0), th.GOLD, None, 1.0, 1.0)
    dl.alpha(1.0)
    return r
