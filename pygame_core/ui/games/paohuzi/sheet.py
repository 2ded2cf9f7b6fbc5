"""The end of a hand. A win laid down: the title (who won on what, how), the seven groups with their
胡息, and the settlement that shows how the score was made (the 胡 moment shares it); the hand's
输赢 ledger (ledger.py) when it had several wins; and every hand laid face up with its 胡息, the
apps' 黄庄 sheet (play-test 7: the 荒庄 sheet was one line in an empty panel). ``EndSheet`` keeps
which page shows and turns them."""

from __future__ import annotations

from ....core.game import JSON
from ....core.i18n import Text, pick, tx
from ....games.paohuzi.winning import KAN, group_huxi
from ... import theme as th
from ...draw import DisplayList, fit_size, text_width
from ...geom import Rect
from ...texts import you_form
from ...widgets import button, paragraph
from .common import (
    GROUP,
    HOW,
    Speaker,
    bowl_grid,
    elide,
    fan_entries,
    group_label,
    joined,
    kind,
    mini_card,
    named,
    wild_marks,
    with_fixed,
)
from .ledger import draw_ledger, fmt_pts, hand_points, pay_points, signed
from .ledger import t as ledger_t


def win_title(sp: Speaker, w: JSON) -> str:
    how = pick(HOW.get(str(w["how"]), tx("", "", "")), sp.lang)
    title = sp.g("wins_on", name=sp.name(w["seat"]), c=named(sp, str(w["card"])), how=how)
    if w["how"] in ("other", "discard"):
        title += sp.g("from", name=sp.name(w["src"]))
    return you_form(title, sp.lang) or title


def score_text(sp: Speaker, w: JSON) -> tuple[str, str]:
    """How a win scored (囤 × 番 × 盆 = the product) and, when the cap cut it, the 封顶 mark: the
    胡 moment and the sheet say the same."""
    prod = sp.g("product", t=w.get("tun", 0), f=sp.num(int(w.get("fan_value", 0))), m=w.get("bowl_mult", 1),
                u=fmt_pts(int(w.get("uncapped") or w.get("final") or 0), sp.lang))
    return prod, sp.g("capped", v=fmt_pts(int(w.get("final", 0)), sp.lang)) if w.get("capped") else ""


def draw_entries(dl: DisplayList, r: Rect, head: str, entries: list[str], size: float, ink: str) -> float:
    """``head`` then the entries (a seat and its figure) in a row, an entry that does not fit going
    whole to the next line (play-test: "-14.1" / "万" split by the wrap); returns the height."""
    step = size * 1.45
    x, y = r.x, r.y + step / 2
    for i, t in enumerate([head + entries[0]] + entries[1:] if entries else [head]):
        t = t if i == 0 else "  " + t
        tw = text_width(t, size)
        if i > 0 and x + tw > r.r:
            x, y, t = r.x, y + step, t.lstrip()
            tw = text_width(t, size)
        dl.text(x, y, t, size, ink, "l", "n", "a", max(1.0, r.r - x))
        x += tw + size * 0.4   # (a margin for the width estimate: "+200,000Bot 1" ran together, l74)
    return y + step / 2 - r.y


def draw_groups(dl: DisplayList, sp: Speaker, r: Rect, groups: list[JSON], max_cw: float,
                identities: list[str], ink: str = th.INK_SOFT, per_row: int = 0,
                fixed: list[list[str]] | None = None) -> float:
    """The winning hand's groups side by side (``per_row`` a row: 7 on a wide panel, else 4), each
    with its type and 胡息, the 王霸 marked (never on a meld of the table's, ``fixed``); returns the height."""
    wild = wild_marks(groups, identities, fixed)
    per_row = per_row or (7 if r.w >= 420 else 4)
    gw = r.w / per_row
    cw = min(max_cw, (gw - 6) / 4)
    chh = cw * 1.45
    for gi, g in enumerate(groups):
        row, col = divmod(gi, per_row)
        gx = r.x + col * gw
        gy = r.y + row * (chh + 18)
        for ci, c in enumerate(g["cards"]):
            mini_card(dl, Rect(gx + ci * cw, gy, cw - 0.5, chh), c, sp.lang, wild=(gi, ci) in wild)
        lab = group_label(g, sp.lang) + " " + sp.g("huxi", n=g["huxi"])
        dl.text(gx + 2, gy + chh + 8, lab, 11, ink, "l", "n", "a", gw - 4)   # (10 px read as small print)
    rows = (len(groups) + per_row - 1) // per_row
    return rows * (chh + 18)


S: dict[str, Text] = {
    "hands": tx("各家手牌", "各家手牌", "Every hand"),
    "hands_n": tx("各家手牌 · 荒庄", "各家手牌 · 荒莊", "Every hand · no win"),
    "seat_hx": tx("胡息 {n}", "胡息 {n}", "hu-xi {n}"),
    "win_hx": tx("胡牌胡息 {n}", "胡牌胡息 {n}", "winning hu-xi {n}"),
    "dealer": tx("庄", "莊", "dealer"), "dead": tx("死手", "死手", "dead"), "wins": tx("胡×{n}", "胡×{n}", "won ×{n}"),
    "wild": tx("王霸", "王霸", "wild"), "free": tx("手牌", "手牌", "in hand"),
    "to_hands": tx("看各家手牌 ▶", "看各家手牌 ▶", "See every hand ▶"),
    "to_hands_rest": tx("看各家手牌和底牌 ▶", "看各家手牌和底牌 ▶", "See every hand and the pile ▶"),
    "rest": tx("底牌 · {n} 张", "底牌 · {n} 張", "Left in the pile · {n}"),
    "gallery": tx("胡牌一览 · {n} 次", "胡牌一覽 · {n} 次", "Every winning hand · {n}"),
    "why_own": tx("{name}胡{n}次 {v}", "{name}胡{n}次 {v}", "{name} won {n}× {v}"),
    "why_paid": tx("{name}胡{n}次 收你 {u}", "{name}胡{n}次 收你 {u}", "{name} won {n}×, took {u} from you"),
    "why_other": tx("{name}胡{n}次", "{name}胡{n}次", "{name} won {n}×"),
    "ledger": tx("输赢明细 · {n} 次胡牌", "輸贏明細 · {n} 次胡牌", "Who paid whom · {n} wins"),
    "ledger_cap": tx("输赢明细 · {n} 次胡牌 · {k} 次封顶（每家最多付 {v}）", "輸贏明細 · {n} 次胡牌 · {k} 次封頂（每家最多付 {v}）",
                     "Who paid whom · {n} wins, {k} capped (each payer {v} at most)"),   # (FIXERS s35 #4)
    # the match's end on its last hand's sheet (play-test 28 #4: 局数 8 and nothing said so)
    "match_over": tx("本场结束 · 共{n}局", "本場結束 · 共{n}局", "Match over · {n} hands"),
    "place": tx("第{i}名 {name} {v}", "第{i}名 {name} {v}", "{i}. {name} {v}"),
    "new_match": tx("再来一场", "再來一場", "New match"),   # the sheet's 下一局 then
}


def match_end(view: JSON) -> list[int] | None:
    """The match's totals when this hand closes it (§4: ``hands_per_match`` hands), else None."""
    res, n = view.get("result") or {}, (view.get("options") or {}).get("hands_per_match")
    totals = res.get("match_scores")
    if not isinstance(n, int) or int(view.get("hand_no") or 0) < n or not isinstance(totals, list):
        return None
    return [int(x) for x in totals]


def new_match(view: JSON) -> Text | None:
    """The sheet's 下一局 on a match's last hand: the next hand opens a new match."""
    return S["new_match"] if match_end(view) is not None else None


MATCH_H = 50.0   # the standings band over a match's last sheet


def draw_standings(dl: DisplayList, sp: Speaker, r: Rect, view: JSON, totals: list[int]) -> None:
    """The match's final standings, best first (ties share a place), the player's own in bold, red for
    a gain and jade for a loss as the result line under it."""
    dl.rect(r, "rgba(178,58,42,0.08)", th.CINNABAR, 1.5, 10)
    n = (view.get("options") or {}).get("hands_per_match")
    dl.text(r.cx, r.y + 14, _s(sp, "match_over", n=n), 14, th.CINNABAR, "c", "b", "a", r.w - 16)
    order = sorted(range(len(totals)), key=lambda s: -totals[s])
    me = view.get("seat")
    cw = (r.w - 16) / max(1, len(order))
    for j, s in enumerate(order):
        place = 1 + sum(totals[o] > totals[s] for o in order)
        text = _s(sp, "place", i=place, name=sp.name(s), v=signed(totals[s], sp.lang))
        ink = th.CINNABAR if totals[s] > 0 else th.JADE if totals[s] < 0 else th.INK   # (as the result line)
        dl.text(r.x + 8 + cw * (j + 0.5), r.y + 36, text, fit_size(text, 14, cw - 6, 10),
                ink if s == me else th.INK, "c", "b" if s == me else "n", "a", cw - 6)


def _s(sp: Speaker, key: str, **kw: object) -> str:
    return pick(S[key], sp.lang).format(**kw)


def _ledger_label(sp: Speaker, wins: list[JSON], room: float = 1e9) -> str:
    """The ledger's title, saying up front how many wins the cap cut and what the cap is (play-test 10: all
    twelve paid the same 100,000 and nothing said why); too long for ``room`` at 11 px, without its head."""
    k = sum(bool(w.get("capped")) for w in wins)
    cap = max((int(w.get("final", 0)) for w in wins if w.get("capped")), default=0)   # (the cap: each payer's share)
    text = _s(sp, "ledger_cap", n=len(wins), k=k, v=fmt_pts(cap, sp.lang)) if k else _s(sp, "ledger", n=len(wins))
    return text.split(" · ", 1)[1] if k and text_width(text, 11.0) > room else text


GALLERY = -2   # the page of every winning hand again (after the ledger)
QUIET_S = 0.6   # the sheet's rows and pager take no tap this long after it shows


class EndSheet:
    """Which page of the sheet shows: the ledger (-1) and every winning hand again (GALLERY) when
    the hand had several wins, each win (0..n-1), then every hand face up (n); a hand without a win
    has that page alone. ◀ ▶ turn them round; a ledger or gallery row opens its win; 更多 shows the
    next rows."""

    def __init__(self) -> None:
        self.page: int | None = None
        self.rows = (0, 0)   # the ledger lists wins from, and its 更多 goes on to
        self.shown = (0, 0)   # the same for the gallery
        self.opened: float | None = None   # when it first showed (its rows take no tap for QUIET_S)

    def reset(self) -> None:
        self.page, self.rows, self.shown, self.opened = None, (0, 0), (0, 0), None

    @staticmethod
    def pages(view: JSON) -> list[int]:
        n = len((view.get("result") or {}).get("wins", []))
        return ([-1, GALLERY] if n > 1 else []) + list(range(n)) + [n]

    def current(self, view: JSON) -> int:
        pages = self.pages(view)
        if self.page not in pages:
            self.page = pages[0]
        assert self.page is not None
        return self.page

    def tap(self, hid: str, view: JSON, now: float | None = None) -> bool:
        if now is not None and self.opened is not None and now - self.opened < QUIET_S and \
                hid.startswith(("pz:prev", "pz:next", "pz:win:", "pz:hands", "pz:more")):
            return True   # a tap meant for what lay there before it showed (play-test 35, 120258: 正常速度
            # pressed as the sheet came opened its 第5胡 row)
        if hid in ("pz:prev", "pz:next"):
            pages = self.pages(view)
            at = pages.index(self.current(view))
            self.page = pages[(at + (1 if hid == "pz:next" else -1)) % len(pages)]
            return True
        if hid.startswith("pz:win:"):
            self.page = int(hid[7:])
            return True
        if hid == "pz:hands":
            self.page = self.pages(view)[-1]
            return True
        if hid == "pz:more":
            self.rows = (self.rows[1], 0)
            return True
        if hid == "pz:gmore":
            self.shown = (self.shown[1], 0)
            return True
        return False

    @staticmethod
    def height(view: JSON, w: float) -> float:
        # a phone's hands page takes 16-18 px tiles; a laptop's win page has room to lead on to them
        return (520.0 if w < 400 else 440.0) + (MATCH_H + 6 if match_end(view) else 0.0)

    def draw(self, dl: DisplayList, sp: Speaker, r: Rect, view: JSON, now: float | None = None) -> None:
        self.opened = now if self.opened is None else self.opened
        totals = match_end(view)
        if totals is not None:   # the match's last hand: its final standings first
            draw_standings(dl, sp, Rect(r.x, r.y, r.w, MATCH_H), view, totals)
            r = Rect(r.x, r.y + MATCH_H + 6, r.w, r.h - MATCH_H - 6)
        page = self.current(view)
        at = self.shown if page == GALLERY else self.rows
        nxt = draw_sheet(dl, sp, r, view.get("result") or {}, page, at[0], view)
        if page == GALLERY:
            self.shown = (at[0], nxt)
        else:
            self.rows = (at[0], nxt)


def draw_sheet(dl: DisplayList, sp: Speaker, r: Rect, res: JSON, i: int, start: int = 0,
               view: JSON | None = None) -> int:
    """Page ``i`` of the sheet (-1 the ledger, a win, ``len(wins)`` every hand from ``view``), a
    pager ◀ ▶ when there are several; returns where the ledger's 更多 goes on (0: back to the first)."""
    wins = res.get("wins", [])
    y = r.y
    pts = hand_points(res, sp.lang)
    me = view.get("seat") if view else None
    if isinstance(me, int) and 0 <= me < 3 and (wins or any(pts)):
        y += _result_line(dl, sp, Rect(r.x, y, r.w, 30), pts, me) + 2
        if wins and i == -1 and (why := result_reason(sp, wins, me)):   # how it came to that, in a line, over
            # the ledger (FIXERS 6; a win's page keeps its room for the hands under it)
            lines = joined(why.split(" · "), 11, r.w)[:2]   # two lines at 11 px on a phone (play-test 37, 153529:
            for k, ln in enumerate(lines):                  # one line of ~8 px)
                dl.text(r.x, y + 7 + 14 * k, ln, fit_size(ln, 12, r.w, 11), th.INK_SOFT, "l", "n", "a", r.w)
            y += 16 + 14 * (len(lines) - 1)
    elif wins or any(pts):   # (荒庄: nobody pays, its title says so)
        y += draw_entries(dl, Rect(r.x, y, r.w, 40), sp.g("scores"), _signed(sp, pts), 13, th.INK) + 4
    if not wins and view is None:
        paragraph(dl, Rect(r.x, y + 10, r.w, 60), sp.g("no_win"), 16, th.INK_SOFT)
        return 0
    nav = Rect(r.x, y, r.w, 36)   # the selector: ◀ page ▶ (40 px targets)
    if wins:
        button(dl, "pz:prev", Rect(nav.x, nav.y - 2, 48, 40), "◀", "normal", 16)
        button(dl, "pz:next", Rect(nav.r - 48, nav.y - 2, 48, 40), "▶", "normal", 16)
        label = (_s(sp, "hands") if i >= len(wins) else sp.g("win_n", i=i + 1, n=len(wins)) if i >= 0 else
                 _s(sp, "gallery", n=len(wins)) if i == GALLERY else _ledger_label(sp, wins, r.w - 110))
    else:
        label = sp.g("no_win")
    dl.text(nav.cx, nav.cy, label, fit_size(label, 15 if not wins else 13, r.w - 110, 11),
            th.INK if not wins else th.INK_SOFT, "c", "b" if not wins else "n", "a", r.w - 110)
    y = nav.b + 4
    body = Rect(r.x, y, r.w, r.b - y)
    if i == GALLERY:
        return draw_gallery(dl, sp, body, wins, start, view, me if isinstance(me, int) else None)
    if i < 0:
        return draw_ledger(dl, sp, body, res, start, me if isinstance(me, int) else None)
    if i >= len(wins):
        draw_hands(dl, sp, body, view or {}, pts, wins)
        return 0
    end = draw_win(dl, sp, body, with_fixed(wins[i], view) if view is not None else wins[i])
    if view is not None and len(wins) == 1:   # the others' hands face up under it where they fit (play-test
        # 10: one tap later); a hand of several wins ends with other hands than each win's (play-test 21 #1:
        # 第1胡's page listed the player's cards at the hand's end): every hand at the end is its own page
        end = _others(dl, sp, Rect(r.x, end + 4, r.w, r.b - 44 - end - 4), view, int(wins[i].get("seat", -1)))
    if view is not None and end + 44 <= r.b:   # the way on to every hand, in the room left (▶ says it less)
        label = _s(sp, "to_hands_rest" if view.get("rest") else "to_hands")
        button(dl, "pz:hands", Rect(r.x, r.b - 40, r.w, 40), label, "normal", fit_size(label, 14, r.w - 16, 11))
    return 0


def draw_gallery(dl: DisplayList, sp: Speaker, r: Rect, wins: list[JSON], start: int, view: JSON | None,
                 me: int | None) -> int:
    """Every win of the hand again (play-test 20: "the end sheet does not show the winning hands"), as
    many as fit from ``start``: which it was, who won on what and how, the winner's gain, the hand in
    its groups with the 王霸 marked, and its 名堂; the player's own tinted, a tap opening its page; the
    last line a 更多 when more are left. Returns where 更多 goes on (0: back to the first)."""
    wide = r.w >= 420
    per_row = 7 if wide else 4
    cw = min(22.0, (r.w - 12) / per_row / 4 - 1.5)   # (15 px read tiny: play-test 30, 024807)
    more_h = 40.0

    def height(w: JSON) -> float:
        rows = -(-len(w.get("groups") or []) // per_row)
        return 20 + rows * (cw * 1.45 + 18) + 18 + FAN_STEP * (len(fan_lines(sp, w, r.w - 12)) - 1)

    start = start if 0 <= start < len(wins) else 0
    y, i = r.y, start
    while i < len(wins):
        h = height(wins[i])
        if i > start and y + h > r.b - (0 if i == len(wins) - 1 else more_h):
            break
        w = with_fixed(wins[i], view) if view is not None else wins[i]
        _gallery_row(dl, sp, Rect(r.x, y, r.w, h - 4), i, w, cw, per_row, w.get("seat") == me)
        y, i = y + h, i + 1
    if start == 0 and i >= len(wins):
        return 0
    nxt = i if i < len(wins) else 0
    label = ledger_t(sp, "more", a=nxt + 1, b=min(len(wins), nxt + max(1, i - start)), n=len(wins))
    button(dl, "pz:gmore", Rect(r.x, min(y, r.b - more_h + 2), r.w, more_h - 2), label, "normal",
           fit_size(label, 13, r.w - 16, 11))
    return nxt


def _gallery_row(dl: DisplayList, sp: Speaker, r: Rect, i: int, w: JSON, cw: float, per_row: int,
                 mine: bool) -> None:
    dl.rect(r, "rgba(178,58,42,0.09)" if mine else None, "rgba(43,38,34,0.18)", 1.0, 6)
    pay = pay_points(w, sp.lang)
    seat = int(w.get("seat", 0))
    gain = signed(pay[seat] if 0 <= seat < len(pay) and pay[seat] > 0 else int(w.get("final", 0)), sp.lang)
    gw = text_width(gain, 13) + 12
    title = f"{i + 1}. " + win_title(sp, w)
    ts = fit_size(title, 13, r.w - gw - 12, 11)
    dl.text(r.x + 6, r.y + 11, elide(title, ts, r.w - gw - 12), ts, th.INK, "l", "b", "a", r.w - gw - 12)
    dl.text(r.r - 6, r.y + 11, gain, 13, th.CINNABAR, "r", "b", "a", gw)
    y = r.y + 20 + draw_groups(dl, sp, Rect(r.x + 6, r.y + 20, r.w - 12, 0), list(w.get("groups") or []), cw,
                               list(w.get("identities") or []), per_row=per_row, fixed=w.get("fixed"))
    for k, line in enumerate(fan_lines(sp, w, r.w - 12)):   # every 名堂 read (play-test 25 #3: "三千世界×…")
        dl.text(r.x + 6, y + 5 + FAN_STEP * k, elide(line, 12, r.w - 12), 12, th.CINNABAR, "l", "n", "a", r.w - 12)
    dl.hit(f"pz:win:{i}", r)


FAN_STEP = 15.0   # a gallery row's wrapped 名堂 line


def fan_lines(sp: Speaker, w: JSON, width: float) -> list[str]:
    """A win's 名堂 in 12 px lines ``width`` wide, broken between entries."""
    parts = fan_entries(sp, w) or [sp.g("no_fans")]
    out = [sp.g("fans") + parts[0]]
    for part in parts[1:]:
        if text_width(out[-1] + "  " + part, 12) <= width:
            out[-1] += "  " + part
        else:
            out.append(part)
    return out


def draw_win(dl: DisplayList, sp: Speaker, r: Rect, w: JSON) -> float:
    """One win's page: its title, groups, 胡息 → 囤, 名堂, 番, the bowl, the product and who paid;
    returns where it ends."""
    y = r.y
    title = win_title(sp, w)
    dl.text(r.x, y + 10, title, fit_size(title, 16, r.w), th.INK, "l", "b", "s", r.w)
    y += 24
    # a laptop's sheet: four groups a row, in 28 px tiles (play-test 6: seven a row at 16 px read tiny; 30:
    wide = r.w >= 420   # 22 px still small)
    # a phone's: three a row in 24 px tiles (16 px four a row left half its page empty)
    y += draw_groups(dl, sp, Rect(r.x, y, r.w, 0), w["groups"], 28.0 if wide else 24.0,
                     list(w.get("identities") or []), per_row=4 if wide else 3, fixed=w.get("fixed")) + 4
    t = sp.g("tun", h=w["huxi"], t=w["tun"]) + (sp.g("zimo") if w.get("self_draw") else "")
    y += paragraph(dl, Rect(r.x, y, r.w, 40), t, 13, th.INK) + 2
    fans = w.get("fans", [])
    ft = sp.g("fans") + ("  ".join(fan_entries(sp, w)) if fans else sp.g("no_fans"))
    y += paragraph(dl, Rect(r.x, y, r.w, 80), ft, 13, th.INK) + 2
    y += paragraph(dl, Rect(r.x, y, r.w, 20), sp.g("fan_value", v=sp.num(w["fan_value"])), 13, th.INK) + 2
    bowl_grid(dl, r.x, y + 2, 8, int(w.get("bowl", 0)), on_paper=True)
    bt = sp.g("bowl", s=pick(w.get("bowl_name", tx("", "", "")), sp.lang), m=w["bowl_mult"])
    dl.text(r.x + 30, y + 12, bt, 13, th.INK, "l", "n", "a", r.w - 30)
    y += 28
    prod, cap = score_text(sp, w)
    y += paragraph(dl, Rect(r.x, y, r.w, 40), prod, 14, th.INK) + 2
    if cap:
        y += paragraph(dl, Rect(r.x, y, r.w, 20), cap, 14, th.CINNABAR) + 2
    return y + draw_entries(dl, Rect(r.x, y, r.w, max(0.0, r.b - y)), sp.g("pays"),
                            _signed(sp, pay_points(w, sp.lang)), 13, th.INK_SOFT)


def draw_hands(dl: DisplayList, sp: Speaker, r: Rect, view: JSON, pts: list[int], wins: list[JSON] | None = None) -> None:
    """Every seat's hand face up (the view opens them once the hand is over): a line with its name,
    庄/胡×n/死手, its 胡息 (melds and 坎) and its figure for the hand, then its melds, 坎, free cards
    (a kind together) and 王霸, each group with its type and 胡息; the viewer first; then the cards
    left in the pile (底牌), as the apps' settlement shows them."""
    seats = view.get("seats") or []
    if len(seats) != 3:
        return
    me = view.get("seat")
    order = ([me] if isinstance(me, int) else []) + [s for s in range(3) if s != me]
    blocks = [_groups(sp, seats[s]) for s in order]
    rest = [str(c) for c in view.get("rest") or []]
    gap_y = 6.0
    head = 20.0
    cw = 14.0
    for size in (28.0, 26.0, 24.0, 22.0, 20.0, 18.0, 16.0, 14.0):   # the largest tiles with which all fit
        if sum(head + _flow(b, r.w, size)[1] + gap_y for b in blocks) + _rest_h(rest, size, r.w) <= r.h:
            cw = size
            break
    y = r.y
    for s, groups in zip(order, blocks, strict=True):
        seat = seats[s]
        hx = int(seat.get("shown_huxi") or 0) + int(seat.get("kan_huxi") or 0)
        won = [w for w in wins or [] if w.get("seat") == s]
        tags = [_s(sp, "dealer")] if view.get("dealer") == s else []
        if seat.get("wins"):
            tags.append(_s(sp, "wins", n=seat["wins"]))
        if seat.get("dead"):
            tags.append(_s(sp, "dead"))
        name = you_form(sp.name(s), sp.lang) or sp.name(s)
        # a winner's 胡息 is its win's, as its win page says it (play-test 24 #1: 21 there, 15 here: the
        # melds and 坎 without the card won on); the others' what lies on the table and in their 坎
        hx_text = _s(sp, "win_hx", n=won[-1].get("huxi", hx)) if won else _s(sp, "seat_hx", n=hx)
        line = "  ".join([name + (f" [{' '.join(tags)}]" if tags else ""), hx_text])
        fig = signed(pts[s], sp.lang) if any(pts) else ""
        dl.rect(Rect(r.x, y, r.w, head - 2), "rgba(43,38,34,0.07)", None, 1.0, 4)
        dl.text(r.x + 6, y + head / 2 - 1, line, fit_size(line, 13, r.w - 100, 10), th.INK, "l", "b", "a", r.w - 100)
        ink = th.CINNABAR if pts[s] > 0 else th.INK
        dl.text(r.r - 6, y + head / 2 - 1, fig, 13, ink, "r", "b", "a", 94)
        y += head
        spots, h = _flow(groups, r.w, cw)
        ch = cw * 1.4
        for (cards, label, wild), (gx, gy) in zip(groups, spots, strict=True):
            for ci, c in enumerate(cards):
                mini_card(dl, Rect(r.x + gx + ci * cw, y + gy, cw - 1, ch), c, sp.lang, down=c is None,
                          wild=wild and c != "*")
            if label:
                dl.text(r.x + gx, y + gy + ch + 6, label, 10, th.INK_SOFT, "l", "n", "a", max(cw * len(cards), 24))
        y += h + gap_y
    if rest:
        _draw_rest(dl, sp, Rect(r.x, y, r.w, r.b - y), rest, cw)


def _others(dl: DisplayList, sp: Speaker, r: Rect, view: JSON, winner: int) -> float:
    """Each other seat's cards in hand (坎, free cards, 王霸) in a row of small tiles with its name,
    as many seats as fit in ``r``; returns where they end."""
    seats = view.get("seats") or []
    cw, row = 16.0, 16.0 * 1.4 + 4
    y = r.y
    for s, seat in enumerate(seats):
        if s == winner or seat.get("hand") is None or y + row > r.b:
            continue
        cards = [k for k in seat.get("kans") or [] for _ in range(3)] + sorted(seat.get("hand") or []) + \
            ["*"] * int(seat.get("wilds") or 0)
        name = (you_form(sp.name(s), sp.lang) or sp.name(s)) + " · " + _s(sp, "free")
        nw = min(r.w * 0.3, text_width(name, 12) + 8)
        dl.text(r.x, y + row / 2 - 2, name, fit_size(name, 12, nw - 4, 10), th.INK_SOFT, "l", "n", "a", nw - 4)
        step = min(cw, (r.w - nw) / max(1, len(cards)))
        for ci, c in enumerate(cards):
            mini_card(dl, Rect(r.x + nw + ci * step, y, step - 1, cw * 1.4), c, sp.lang)
        y += row
    return y


def _rest_h(rest: list[str], cw: float, width: float) -> float:
    """The 底牌 row's height: a line, then at most two rows of tiles (the rest is counted)."""
    rc = min(cw, 18.0)
    rows = min(2, -(-len(rest) // max(1, int(width // rc))))
    return 0.0 if not rest else 18.0 + rows * (rc * 1.4 + 3)


def _draw_rest(dl: DisplayList, sp: Speaker, r: Rect, rest: list[str], cw: float) -> None:
    rc = min(cw, 18.0)
    per_row = max(1, int(r.w // rc))
    shown = rest[: 2 * per_row] if len(rest) <= 2 * per_row else rest[: 2 * per_row - 1]
    line = _s(sp, "rest", n=len(rest))
    dl.text(r.x + 6, r.y + 8, line, 12, th.INK_SOFT, "l", "b", "a", r.w - 12)
    for i, c in enumerate(shown):
        row, col = divmod(i, per_row)
        mini_card(dl, Rect(r.x + col * rc, r.y + 18 + row * (rc * 1.4 + 3), rc - 1, rc * 1.4), c, sp.lang)
    if len(shown) < len(rest):
        x, yy = r.x + (len(shown) % per_row) * rc, r.y + 18 + (rc * 1.4 + 3) + rc * 0.7
        dl.text(x + 2, yy, f"+{len(rest) - len(shown)}", 11, th.INK_SOFT, "l", "n", "a", rc * 2)


Group = tuple[list[str | None], str, bool]


def _groups(sp: Speaker, seat: JSON) -> list[Group]:
    """A seat's cards as groups: (cards, label under them, wild)."""
    out: list[Group] = []
    sep = " " if sp.lang == "en" else ""   # 碰3, Peng 3
    for m in seat.get("melds") or []:
        hx = m.get("huxi")
        label = pick(GROUP.get(str(m.get("type")), tx("", "", "")), sp.lang) + (f"{sep}{hx}" if hx is not None else "")
        out.append((list(m.get("cards") or []), label, False))
    for k in seat.get("kans") or []:
        hx = group_huxi((KAN, kind(k), kind(k), kind(k)))
        out.append(([k] * 3, pick(GROUP["KAN"], sp.lang) + f"{sep}{hx}", False))
    free = sorted(seat.get("hand") or [], key=kind)   # the free cards in one run, a kind together
    if free:
        out.append((list(free), _s(sp, "free"), False))
    if seat.get("wilds"):
        out.append((["*"] * int(seat["wilds"]), _s(sp, "wild"), True))
    if seat.get("won"):   # the cards it won on, its 胡 column (play-test 35, 120307-l-res-hands: 王 王 六 left out)
        out.append((list(seat["won"]), pick(GROUP["HU"], sp.lang), False))
    return out


def _flow(groups: list[Group], width: float, cw: float) -> tuple[list[tuple[float, float]], float]:
    """Where each group goes (left to right, a group never split; a new row when one is full) and
    the height of it all."""
    gap = cw * 0.35
    row_h = cw * 1.4 + 16
    x = y = 0.0
    spots = []
    for cards, _label, _w in groups:
        gw = cw * len(cards)
        if x and x + gw > width:
            x, y = 0.0, y + row_h
        spots.append((x, y))
        x += gw + gap
    return spots, (y + row_h if groups else 0.0)


def _result_line(dl: DisplayList, sp: Speaker, r: Rect, pts: list[int], me: int) -> float:
    """The player's own figure first, large, red for a gain and jade for a loss (the apps' 小结算
    says first how the player came out), then the others'; returns the height."""
    mine = f"{sp.name(me)} {signed(pts[me], sp.lang)}"
    ink = th.CINNABAR if pts[me] > 0 else (th.JADE if pts[me] < 0 else th.INK)
    size = fit_size(mine, 20, r.w * 0.45, 14)
    dl.text(r.x, r.y + r.h / 2, mine, size, ink, "l", "b", "a", r.w * 0.45)
    x = r.x + min(text_width(mine, size) * 1.08, r.w * 0.45) + 14   # (the estimate runs short in English)
    rest = "   ".join(f"{sp.name(s)} {signed(pts[s], sp.lang)}" for s in range(3) if s != me)
    dl.text(x, r.y + r.h / 2 + 1, rest, fit_size(rest, 13, r.r - x, 10), th.INK_SOFT, "l", "n", "a", r.r - x)
    return r.h


def result_reason(sp: Speaker, wins: list[JSON], me: int) -> str:
    """Where the player's figure came from: their own wins and what they took, then each seat that
    won and what it took from the player ('你胡2次 +2,688 · 电脑1胡3次 收你 384': "你付 -384" beside the 付 row
    under 电脑1, what 电脑1 paid, read mirrored, play-test 38, 161909-p2-t21)."""
    parts = []
    for s in [me, *(x for x in range(3) if x != me)]:
        won = [w for w in wins if w.get("seat") == s]
        if not won:
            continue
        got = sum(pay_points(w, sp.lang)[me] for w in won)
        key = "why_own" if s == me else "why_paid" if got else "why_other"
        parts.append(_s(sp, key, name=sp.name(s), n=len(won), v=signed(got, sp.lang), u=fmt_pts(-got, sp.lang)))
    return " · ".join(parts)


def _signed(sp: Speaker, values: list[int]) -> list[str]:
    """Each seat with its figure as shown (``values`` in shown points): "电脑1 +276,800"."""
    return [f"{sp.name(s)} {signed(v, sp.lang)}" for s, v in enumerate(values)]
