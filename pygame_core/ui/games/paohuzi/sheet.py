"""A win laid down: the title (who won on what, how), the seven groups with their 胡息, and the
whole settlement sheet that shows how the score was made. The 胡 moment and the sheet share it."""

from __future__ import annotations

from ....core.game import JSON
from ....core.i18n import pick, tx
from ... import theme as th
from ...draw import DisplayList, fit_size, text_width
from ...geom import Rect
from ...texts import you_form
from ...widgets import button, paragraph
from .common import HOW, Speaker, bowl_grid, fmt_alike, fmt_nums, group_label, mini_card, wild_marks


def win_title(sp: Speaker, w: JSON) -> str:
    how = pick(HOW.get(str(w["how"]), tx("", "", "")), sp.lang)
    title = sp.g("wins_on", name=sp.name(w["seat"]), c=sp.glyph(w["card"]), how=how)
    if w["how"] in ("other", "discard"):
        title += sp.g("from", name=sp.name(w["src"]))
    return you_form(title, sp.lang) or title


def score_text(sp: Speaker, w: JSON) -> tuple[str, str]:
    """How a win scored (囤 × 番 × 盆 = the product) and, when the cap cut it, the 封顶 mark: the
    胡 moment and the sheet say the same."""
    prod = sp.g("product", t=w.get("tun", 0), f=sp.num(int(w.get("fan_value", 0))), m=w.get("bowl_mult", 1),
                u=sp.num(int(w.get("uncapped") or w.get("final") or 0)))
    return prod, sp.g("capped", v=sp.num(int(w.get("final", 0)))) if w.get("capped") else ""


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
                identities: list[str], ink: str = th.INK_SOFT, per_row: int = 0) -> float:
    """The winning hand's groups side by side (``per_row`` a row: 7 on a wide panel, else 4), each
    with its type and 胡息, the 王霸 marked; returns the height."""
    wild = wild_marks(groups, identities)
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


def draw_sheet(dl: DisplayList, sp: Speaker, r: Rect, res: JSON, i: int, start: int = 0) -> int:
    """The settlement of win ``i`` of the hand (a pager ◀ ▶ when there were several), the summary's
    list of wins from ``start``; returns where its 更多 goes on (0: back to the first)."""
    wins = res.get("wins", [])
    y = r.y
    scores = res.get("scores", [0, 0, 0])
    y += draw_entries(dl, Rect(r.x, y, r.w, 40), sp.g("scores"), _signed(sp, scores), 13, th.INK) + 4
    if not wins:
        paragraph(dl, Rect(r.x, y + 10, r.w, 60), sp.g("no_win"), 16, th.INK_SOFT)
        return 0
    nav = Rect(r.x, y, r.w, 40)   # the selector: ◀ the summary, win i/n ▶ (40 px targets)
    if len(wins) > 1:
        button(dl, "pz:prev", Rect(nav.x, nav.y, 48, 40), "◀", "normal", 16)
        button(dl, "pz:next", Rect(nav.r - 48, nav.y, 48, 40), "▶", "normal", 16)
    label = sp.g("summary_n", n=len(wins)) if i < 0 else sp.g("win_n", i=i + 1, n=len(wins))
    dl.text(nav.cx, nav.cy, label, 13, th.INK_SOFT, "c", "n", "a", r.w - 110)
    y = nav.b + 4
    if i < 0:
        return draw_summary(dl, sp, Rect(r.x, y, r.w, r.b - y), res, start)
    w = wins[i]
    title = win_title(sp, w)
    dl.text(r.x, y + 10, title, fit_size(title, 16, r.w), th.INK, "l", "b", "s", r.w)
    y += 24
    # a laptop's sheet: four groups a row, in 22 px tiles (play-test 6: seven a row at 16 px read tiny)
    wide = r.w >= 420
    y += draw_groups(dl, sp, Rect(r.x, y, r.w, 0), w["groups"], 22.0 if wide else 16.0,
                     list(w.get("identities") or []), per_row=4 if wide else 0) + 4
    t = sp.g("tun", h=w["huxi"], t=w["tun"]) + (sp.g("zimo") if w.get("self_draw") else "")
    y += paragraph(dl, Rect(r.x, y, r.w, 40), t, 13, th.INK) + 2
    fans = w.get("fans", [])
    ft = sp.g("fans") + ("  ".join(f"{pick(f['name'], sp.lang)}×{f['value']}" for f in fans)
                         if fans else sp.g("no_fans"))
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
    draw_entries(dl, Rect(r.x, y, r.w, max(0.0, r.b - y)), sp.g("pays"), _signed(sp, w["pay"]), 13, th.INK_SOFT)
    return 0


SUMMARY_COLS = ("sum_wins", "sum_self", "sum_fed", "sum_total")


def tally(res: JSON) -> list[tuple[int, int, int, int]]:
    """Per seat: wins, of them 自摸, wins fed by its discard (点炮), the hand's total."""
    wins = res.get("wins", [])
    scores = res.get("scores", [0, 0, 0])
    return [(sum(w["seat"] == s for w in wins),
             sum(w["seat"] == s and bool(w.get("self_draw")) for w in wins),
             sum(w.get("how") == "discard" and w.get("src") == s for w in wins),
             int(scores[s]) if s < len(scores) else 0) for s in range(3)]


def draw_summary(dl: DisplayList, sp: Speaker, r: Rect, res: JSON, start: int = 0) -> int:
    """The hand at a glance before the wins one by one (play-test: a pager through 17 wins opened
    at the 13th): per player wins, 自摸, 点炮 and the total; then every win in a line, a tap
    opening its page, as many as fit from ``start``, the last line a 更多 that shows the next ones
    (play-test 3 L50: 6 of 29 wins listed, the rest nowhere). Returns where 更多 goes on."""
    name_w = r.w * 0.3
    cw = (r.w - name_w) / len(SUMMARY_COLS)
    row_h = 26.0
    for ci, key in enumerate(SUMMARY_COLS):
        dl.text(r.x + name_w + cw * (ci + 0.5), r.y + row_h / 2, sp.g(key), 12, th.INK_SOFT, "c", "b", "a", cw - 4)
    totals = fmt_nums([t[3] for t in tally(res)], sp.lang)
    for s, (n, own, fed, total) in enumerate(tally(res)):
        y = r.y + row_h * (s + 1)
        dl.rect(Rect(r.x, y, r.w, row_h - 2), "rgba(43,38,34,0.06)" if s % 2 == 0 else None, None, 1.0, 4)
        dl.text(r.x + 6, y + row_h / 2, you_form(sp.name(s), sp.lang) or sp.name(s), 14, th.INK, "l", "b", "a",
                name_w - 8)
        cells = [str(n), str(own), str(fed), ("+" if total > 0 else "") + totals[s]]
        for ci, c in enumerate(cells):
            ink = th.CINNABAR if ci == 3 and total > 0 else th.INK
            dl.text(r.x + name_w + cw * (ci + 0.5), y + row_h / 2, c, 14, ink, "c", "b" if ci == 3 else "n", "a",
                    cw - 4)
    y = r.y + row_h * 4 + 8
    line_h = 42.0 if r.w < 400 else 30.0   # a phone's line is a 40 px target
    wins = res.get("wins", [])
    fit = max(1, int((r.b - y) // line_h))
    start = start if 0 <= start < len(wins) else 0
    more = len(wins) > fit
    shown = list(range(start, min(len(wins), start + (fit - 1 if more else fit))))
    finals = fmt_alike([int(w.get("final", 0)) for w in wins], sp.lang)   # one unit for the list
    for i in shown:
        w = wins[i]
        # the win's score, named as on its page (play-test 7: "+10万" beside the moment's 赢 20万)
        t = f"{i + 1}. {win_title(sp, w)}  {sp.g('moment_pts', v=finals[i])}"
        line = Rect(r.x, y, r.w, line_h - 2)   # (a phone: 40 px)
        dl.rect(line, None, "rgba(43,38,34,0.18)", 1.0, 6)
        dl.text(line.x + 8, line.cy, t, fit_size(t, 13, line.w - 16, 11), th.INK, "l", "n", "a", line.w - 16)
        dl.hit(f"pz:win:{i}", line)
        y += line_h
    if not more:
        return 0
    nxt = shown[-1] + 1 if shown and shown[-1] + 1 < len(wins) else 0
    last = min(len(wins), nxt + fit - 1) if nxt else min(len(wins), fit - 1)
    t = sp.g("more_wins", a=(nxt or 0) + 1, b=last, n=len(wins))
    button(dl, "pz:more", Rect(r.x, y, r.w, line_h - 2), t, "normal", fit_size(t, 13, r.w - 16, 11))
    return nxt


def _signed(sp: Speaker, values: list[int]) -> list[str]:
    """Each seat with its figure, signed and summing as shown: "电脑1 +27.68万"."""
    return [f"{sp.name(s)} {'+' if v > 0 else ''}{t}" for s, (v, t) in enumerate(zip(values, fmt_nums(values, sp.lang),
                                                                                          strict=True))]
