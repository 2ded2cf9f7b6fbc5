"""What the table tells the player from public facts and their own cards: which claims can still
take effect (a 坎 that must 跑, a locked winner who takes the card first), and the 听牌 panel with
the score as it would be paid (bowl and cap) and only waits that still have copies out."""

from __future__ import annotations

from collections.abc import Collection
from typing import Any

from ....core.game import JSON, Action
from ....games.paohuzi.cards import CODES
from ....games.paohuzi.claims import STEP, chi_options
from ....games.paohuzi.hints import fed_kinds, holding_from_view, win_value
from .common import Speaker
from .counter import unseen_counts
from .ledger import fmt_pts

TAKES = ("peng", "chi")   # the claims a forced 跑 or an automatic 胡 makes void


def _kind(code: str) -> int:
    return CODES.index(code)


def own_pao(view: JSON, seat: int) -> str | None:
    """The viewer's own group that must 跑 the card in play (§7.4): "KAN", "WEI" or (a drawn card)
    "PENG"; it outranks 碰 and 吃, so neither can take effect. None when nothing of theirs 跑s it."""
    off = view.get("offer")
    if not off or (not off.get("draw") and not view.get("pile")):
        return None   # the last discard of the hand is only won on
    me = view["seats"][seat]
    k = off["card"]
    if seat != off.get("src"):
        if k in (me.get("kans") or []):
            return "KAN"
        if any(m["type"] in ("WEI", "CHOU_WEI") and m["cards"] and m["cards"][0] == k for m in me.get("melds", [])):
            return "WEI"
    peng = bool(off.get("draw")) and any(m["type"] == "PENG" and m["cards"][0] == k for m in me.get("melds", []))
    return "PENG" if peng else None


def others_take(view: JSON, seat: int) -> tuple[int, str] | None:
    """Another seat that takes the card in play whatever the viewer answers, and how: "hu", a locked
    hand (its cards are revealed) that wins on it by itself, or "pao", an open 碰 that must 跑 a drawn
    card (play-test 34 #1: a forced 跑 was said as "胡这张在先")."""
    off = view.get("offer")
    if not off:
        return None
    k = off["card"]
    opts = view.get("options") or {}
    src = off.get("src")
    for s in (0, 1, 2):
        p = view["seats"][s]
        if s == seat or p.get("dead"):
            continue
        if p.get("locked") and opts.get("locked_auto_hu") and p.get("hand") is not None:
            if not off.get("draw") and s == src:
                continue   # nobody wins on their own discard
            how = ("own" if s == src else "other") if off.get("draw") else "discard"
            try:
                if win_value(holding_from_view(view, s), _kind(k), how, opts) is not None:
                    return s, "hu"
            except (KeyError, TypeError, ValueError):
                continue
        elif not p.get("locked") and off.get("draw") and \
                any(m["type"] == "PENG" and m["cards"][0] == k for m in p.get("melds", [])):
            return s, "pao"
    return None


def feeds(view: JSON, seat: int) -> set[str]:
    """The kinds a discard of the viewer's would hand to a locked seat (its hand is revealed): a
    win on them is automatic with 胡后自动胡, offered to it otherwise."""
    try:   # (the bots' own reading of it: hints.fed_kinds)
        return {CODES[k] for k in fed_kinds(view, seat)}
    except (KeyError, TypeError, ValueError):
        return set()


RANK = {"hu": 3, "peng": 2, "chi": 1}   # §7.4: wins, then 碰, then 吃 (a forced 跑 never waits)


def held_by(view: JSON, seat: int, answers: list[Action], bots: Collection[int] = ()) -> int | None:
    """A seat still to answer (public: ``to_act`` less ``answered``) whose claim would overtake the
    viewer's best answer, so the table asks it first, as the apps do (play-test p31: 胡 pressed on
    电脑1's flipped card, then "电脑1 自摸优先"): the drawer of the card in play (its 胡 is its alone,
    its 吃 comes before the next seat's), or another seat's 胡 over a 碰/吃, its 碰 over a 吃."""
    off = view.get("offer")
    best = max((RANK.get(a["a"], 0) for a in answers), default=0)
    if view.get("phase") != "claim" or not off or not best:
        return None
    done = set(view.get("answered") or [])
    # a person waits for a seat that answers before them, counting round from the card's source, and
    # for a bot (``bots``) wherever it sits: bots answer by themselves, and two people never wait for
    # each other (a peer table stood still so: the drawer's 吃 waiting on a 胡). Play-test 18: a 吃
    # shown before the bot after it had answered was pressed, then 被碰（碰先于吃）.
    src, n = int(off.get("src", seat)), len(view.get("seats") or ()) or 3
    for s in view.get("to_act") or []:
        if s == seat or s in done or (s - src) % n >= (seat - src) % n and s not in bots:
            continue
        if (off.get("draw") and s == off.get("src")) or best < RANK["hu"]:
            return int(s)   # (a seat's hidden hand may 胡 or 碰: only its answer tells)
    return None


def live_answers(view: JSON, seat: int, legal: list[Action],
                 bots: Collection[int] = ()) -> tuple[list[Action], str]:
    """The claim answers that can still take effect, and why the others cannot ("" when all can;
    "own_pao:<group>" their own 坎/偎/碰 must 跑 it, "taken:<seat>" a locked seat wins on it,
    "pao:<seat>" that seat's 碰 跑s it; "wait:<seat>" with none while a seat whose claim outranks the
    viewer's has yet to answer)."""
    if view.get("phase") != "claim":
        return legal, ""
    live, why = legal, ""
    if any(a["a"] in TAKES for a in legal):
        if (group := own_pao(view, seat)) is not None:
            why = f"own_pao:{group}"
        elif (took := others_take(view, seat)) is not None:
            why = f"{'taken' if took[1] == 'hu' else 'pao'}:{took[0]}"
        if why:
            live = [a for a in legal if a["a"] not in TAKES]
    if (s := held_by(view, seat, live, bots)) is not None:
        return [], f"wait:{s}"
    return live, why


def awaited(view: JSON, seat: int | None, asked: bool) -> int | None:
    """The seat a claim on the card in play waits on (re-test 4: every asked seat glowed, so nobody
    could tell whose turn it was): the viewer while their answers show (``asked``), else the first
    other seat still to answer in claim order, counting round from the card's source (the drawer
    first); None when only the viewer's lone 过 is left."""
    off = view.get("offer")
    done = set(view.get("answered") or [])
    left = [int(s) for s in view.get("to_act") or [] if s not in done]
    if view.get("phase") != "claim" or not off or not left:
        return None
    if asked and seat in left:
        return seat
    # the viewer with 过 alone decides nothing: the table answers for them (play-test 10, 40: "等你表态"
    # in the middle, "等待各家表态…" on the status line, no button)
    left = [s for s in left if s != seat or seat is None]
    src = int(off.get("src", 0))
    return min(left, key=lambda s: (s - src) % 3) if left else None


def add_other_scores(view: JSON, seat: int, rep: JSON) -> None:
    """Each wait's score on a card another seat flips (no 自摸 囤; a 碰 may 跑 it, which a discard
    cannot give): the report has the 自摸 and 点炮 figures only, and the panel showed the 自摸 one
    for a win paid on another's flip (play-test: 得8192, paid 4096)."""
    h = holding_from_view(view, seat)
    opts = view.get("options") or {}
    if rep["mode"] == "discard":
        sets = [(h.without(_kind(o["discard"])), o["waits"]) for o in rep["options"]]
    else:
        sets = [(h, rep["waits"])]
    for hold, rows in sets:
        for w in rows:
            if w["card"] != "*" and w.get("score_self_draw") is not None:
                w["score_other"] = win_value(hold, _kind(w["card"]), "other", opts)


def stale_chi(view: JSON, seat: int) -> str | None:
    """The card in play when the viewer's free cards would 吃 it but the rule forbids it because they
    discarded that kind before (臭牌, §7.6): the table says why 吃 is not offered (play-test)."""
    off = view.get("offer")
    if view.get("phase") != "claim" or not off or (not off.get("draw") and not view.get("pile")):
        return None
    return stale_card(view, seat, off["card"], off.get("src"), bool(off.get("draw")))


def stale_card(view: JSON, seat: int, k: str, src: Any, draw: bool) -> str | None:
    """``k`` (drawn or discarded by ``src``) when the viewer would 吃 it but for 臭牌, 过张 or a 比 their own
    copies of it cannot make (marked ``NO_BI``): also for a card
    no seat could take, which goes to the river with no claim asked (play-test 7: a drawn 仟 beside
    the player's 千千 went by unexplained)."""
    me = view["seats"][seat]
    if not isinstance(src, int) or k == "*" or seat not in STEP["chi"].seats(src, draw) or \
            me.get("locked") or me.get("dead") or me.get("hand") is None:
        return None
    passed = k in (me.get("passed_chi") or [])   # 过张: a 吃 of it passed before, by the player or 托管 (play-
    free = holding_from_view(view, seat).free     # test 25 #5: 億 went by unexplained)
    if k not in (me.get("discarded") or []) and not passed:   # 比: the player's own copies of it must go
        rest = [f for f in free if f != _kind(k)]   # down in groups of their own and cannot (FIXERS 6)
        return NO_BI + str(k) if len(rest) < len(free) and not chi_options(free, _kind(k)) and \
            chi_options(rest, _kind(k)) else None
    ok = chi_options(free, _kind(k))
    return (PASSED + str(k) if passed else str(k)) if ok else None


PASSED, NO_BI = "pass:", "bi:"   # stale_card's marks of a 过张 and of a 吃 its 比 blocks (else a 臭牌)


def wait_rows(view: JSON, rows: list[JSON], seat: int) -> list[JSON]:
    """The waits with copies still out (the 记牌器's count, which knows the 亮张), or whose last copy
    is the card in play (play-test 6: 四 left the list as it was flipped, then 胡 on it was offered),
    each with the score it would be paid: times the seat's bowl, under the table's cap."""
    live = unseen_counts(view)
    off = view.get("offer") or {}
    code = off.get("card")
    in_play = _kind(code) if isinstance(code, str) and code != "*" and (off.get("src") != seat or off.get("draw")) \
        else None
    me = view["seats"][seat]
    mult = int(me.get("bowl_mult") or 1)
    cap = (view.get("options") or {}).get("max_final")
    out = []

    def paid(v: Any) -> int | None:
        return None if not v else int(v) * mult if cap is None else min(int(v) * mult, int(cap))

    for w in rows:
        k = _kind(w["card"]) if w["card"] != "*" else None
        n = live[k] if k is not None else 0
        if n <= 0 and (k is None or k != in_play):
            continue
        others = paid(w.get("score_other") or w.get("score_discard"))   # on another's card
        own = paid(w.get("score_self_draw"))
        # a wait one source cannot make says so: another's copy of a 坎's kind is 跑'd (§8.2), a
        # pair's own draw 偎'd, and the win may need the other (a 听 一 on a 坎 of 一 won only by 自摸)
        only = "own" if others is None and own else "others" if own is None and others else None
        out.append({**w, "unseen": max(0, n), "value": others or own, "own": own if own != others else None,
                    "only": only, "in_play": n <= 0})
    return out


def wait_text(sp: Speaker, rows: list[JSON], short: bool = False) -> str:
    """The waits and what each pays; ``short`` (a phone's bubble that would take more than three lines over the
    player's discards, pt41 #3): each wait and its copies left, then the most a win pays."""
    if not rows:
        return sp.g("no_waits")
    if short:
        best = max((int(w.get("own") or w.get("value") or 0) for w in rows), default=0)
        return sp.g("waits_short") + " ".join(f"{sp.glyph(w['card'])}{'' if w.get('in_play') else w['unseen']}"
                                              for w in rows) + (sp.g("best_win", v=fmt_pts(best, sp.lang)) if best else "")
    figures = []
    for w in rows[:6]:
        v, own, only = w.get("value"), w.get("own"), w.get("only")
        pts = sp.g("wait_pts", v=fmt_pts(v, sp.lang)) if v else ""
        if only and v:   # one source only: named, never promised for both
            pts = sp.g("wait_self" if only == "own" else "wait_others", v=fmt_pts(v, sp.lang))
        elif own and v and own != v:   # 自摸 pays another figure: both, each named
            pts = sp.g("wait_two", a=fmt_pts(own, sp.lang), b=fmt_pts(v, sp.lang))
        figures.append(pts)
    if len(figures) > 1 and len(set(figures)) == 1 and figures[0]:   # said once for all (play-test 3 L37:
        tail = sp.g("each", p=figures[0].strip(" ,"))                  # two waits' figures ran out of the line)
        figures = [""] * len(figures)
    else:
        tail = ""
    # waits paying alike said together, "三、八、九(剩1、1、4张 自摸…)" (play-test 9, 43: six waits took six
    # lines of the bubble over the hand's cards)
    groups: dict[str, list[JSON]] = {}
    for w, f in zip(rows, figures, strict=False):
        groups.setdefault(f if f and not w.get("in_play") and not tail else f"{len(groups)}#{f}", []).append(w)
    sep = "/" if sp.lang == "en" else "、"
    parts = []
    for key, ws in groups.items():
        f = key.split("#", 1)[1] if "#" in key else key
        left = sp.g("in_play") if ws[0].get("in_play") else sp.g("unseen", n=sep.join(str(w["unseen"]) for w in ws))
        parts.append(f"{sep.join(sp.glyph(w['card']) for w in ws)}({left}{f})")
    return sp.g("waits_each" if tail or any(figures) else "waits") + " ".join(parts) + tail


def hint_lines(sp: Speaker, view: JSON, rep: JSON | None, seat: int) -> list[str]:
    if rep is None:
        return [sp.g("no_waits")]
    if rep["mode"] == "discard":
        lines = []
        for o in rep["options"]:
            rows = wait_rows(view, o["waits"], seat)
            if rows:
                lines.append(sp.g("after", c=sp.glyph(o["discard"])) + wait_text(sp, rows))
        if not lines and rep.get("tip"):   # not ready: which discard brings it nearest (play-test)
            return [sp.g("no_waits") + sp.g("tip_discard", c=sp.glyph(str(rep["tip"])))]
        return lines or [sp.g("no_waits")]
    return [wait_text(sp, wait_rows(view, rep["waits"], seat))]
