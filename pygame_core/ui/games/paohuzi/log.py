"""The log's line for each 跑胡子 event (events: games/paohuzi/VIEW.md)."""

from __future__ import annotations

from ....core.game import JSON
from ....core.i18n import pick, tx
from .common import HOW, Speaker
from .ledger import fmt_pts, hand_points, how_short, pay_points, signed


def log_line(sp: Speaker, ev: JSON, records: list[JSON] | None = None, events: list[JSON] | None = None) -> str | None:
    """An event's log line; ``records``: the hand's wins, for the end's figures and a win's count. A move
    托管 made for the player says so (play-test 19: its 吃 and discards read as the player's own)."""
    line = _line(sp, ev, records, events)
    return line + sp.g("lg_auto") if line and ev.get("auto") else line


def _line(sp: Speaker, ev: JSON, records: list[JSON] | None, events: list[JSON] | None) -> str | None:
    ty = ev.get("type")
    n = sp.name(ev.get("seat"))
    c = sp.glyph(ev["card"]) if isinstance(ev.get("card"), str) else ""
    if ty == "shown":
        return sp.g("lg_shown", name=n, c=c) + (sp.g("shown_wild") if ev.get("card") == "*" else "")
    if ty == "deal":
        return sp.g("lg_deal", name=n, n=ev.get("count") or len(ev.get("cards") or []))
    if ty == "pass":   # (a 胡 on one's own card let go: the table part logs only the player's)
        return sp.g("lg_pass", name=n)
    if ty == "answer" and (ev.get("action") or {}).get("a") == "pass":   # the player's own 过 to a claim
        return sp.g("lg_pass", name=n)
    if ty == "ti_open":
        return sp.g("lg_ti_open", name=n, c=c)
    if ty == "draw":
        return sp.g("lg_draw", name=n, c=c) if ev.get("shown") and c else sp.g("lg_draw_x", name=n)
    if ty == "light":
        return sp.g("lg_light", name=n, m=ev.get("mult", 1))
    if ty == "keep_wild":
        return sp.g("lg_keep", name=n)
    if ty == "ti":
        return sp.g("lg_ti", name=n, c=c)
    if ty == "wei":
        return sp.g("lg_wei_c", name=n, c=c) if c else sp.g("lg_wei", name=n)
    if ty == "chou_wei":
        return sp.g("lg_chou", name=n, c=c)
    if ty == "pao":
        return sp.g("lg_pao", name=n, c=c)
    if ty == "peng":
        return sp.g("lg_peng", name=n, c=c)
    if ty == "chi":
        gs = ev.get("groups") or []
        return sp.g("lg_chi", name=n, g=" ".join(sp.group_text(x) for x in gs))
    if ty == "discard":
        return sp.g("lg_discard", name=n, c=c)
    if ty == "win":
        # who fed it, in the ledger's short words (play-test 16: "胡别家翻出的牌 得 100,000（第13胡）" wrapped
        # the count onto a line of its own on a phone)
        how = how_short(sp, ev) if isinstance(ev.get("src"), int) else pick(HOW.get(str(ev.get("how")), tx("", "", "")),
                                                                              sp.lang)
        line = sp.g("lg_win", name=n, c=c, how=how,
                    v=fmt_pts(pay_points(ev, sp.lang)[int(ev.get("seat", 0))] if ev.get("pay")   # the winner's
                              else int(ev.get("final", 0)), sp.lang))   # gain, as the ledger's row says it
        line += each_paid(sp, ev)
        i = win_index(ev, records, events)
        return line + sp.g("lg_win_no", i=i + 1) if i is not None else line
    if ty == "dead":
        return sp.g("lg_dead", name=n)
    if ty == "decisive":
        return sp.g("lg_decisive")
    if ty == "end":   # with what the hand cost each seat (play-test 8, 33: the log was where it was looked for)
        if ev.get("huangzhuang"):
            return sp.g("lg_end_none")
        scores = ev.get("scores")
        if not isinstance(scores, list) or not isinstance(records, list):
            return sp.g("lg_end")
        pts = hand_points({"wins": records, "scores": scores}, sp.lang)
        return sp.g("lg_end_pts", s=" · ".join(f"{sp.name(s)} {signed(v, sp.lang)}" for s, v in enumerate(pts)))
    return None


WIN_KEYS = ("seat", "src", "card", "how", "huxi", "final", "pay")


def win_index(ev: JSON, records: list[JSON] | None, events: list[JSON] | None = None) -> int | None:
    """Which of the hand's wins the event ``ev`` (a ``win``: its whole record) is, by the records
    (the panel, the sheet and the ledger count them so: "第N胡" one way everywhere); of wins alike in
    every figure (a locked seat's 自摸 of the same card twice), the one as many on as ``events`` (the
    log's) holds alike before it this hand (play-test 17: two lines said 第17胡)."""
    same = [i for i, r in enumerate(records or []) if all(r.get(k) == ev.get(k) for k in WIN_KEYS)]
    if not same:
        return None
    nth = 0
    for e in events or []:
        if e is ev:
            break
        if e.get("type") == "win" and all(e.get(k) == ev.get(k) for k in WIN_KEYS):
            nth += 1
        elif e.get("type") not in ("win", None) and str(e.get("type")).startswith("__hand"):
            nth = 0   # (another hand's)
    return same[min(nth, len(same) - 1)]


def is_win_line(line: str) -> bool:
    """A 胡's log line (lg_win in any language, the player's "你 胡" / "You win" too): 完整记录 shows
    it standing out among a 血流 hand's ~100 draws (play-test 6, p31)."""
    return (" 胡 " in line and "！" in line) or ((" win on " in line or " wins on " in line) and "!" in line)


def each_paid(sp: Speaker, rec: JSON) -> str:
    """A win the cap cut: what each payer paid, marked 封顶 (paohuzi.md §9.6: the cap is on each payer's
    share; play-test 38 #3: "得 10,368" under 封顶10,000 read as over it; the top bar now says 每家封顶). Only
    then: a phone's full log holds a win's line on one line (play-test 16, 5)."""
    if not rec.get("capped"):
        return ""
    winner = int(rec.get("seat", 0))
    pays = [-v for s, v in enumerate(pay_points(rec, sp.lang)) if s != winner and v < 0]
    each = " · " + sp.g("each_pays", v=fmt_pts(pays[0], sp.lang)) if len(pays) > 1 and len(set(pays)) == 1 else ""
    return each + sp.g("cap_mark")
