"""The end of a 够级 hand as the table says it: the cards the last seats still held, face up (at the
seat during the finale, in words on the sheet), and who pays whom, a pair of opposites paying
点贡 both ways said in one line with why each pays (rules 13.2: both directions are paid, not netted)."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from ....core.game import JSON
from ....core.i18n import Text, listing, pick, tx
from ....games.gouji.cards import VALUE, parse_ranks
from ....games.gouji.texts import PLACE_NAMES, TRIBUTE_NAMES
from ... import theme as th
from ...draw import DisplayList, text_width
from ...geom import Rect
from ...widgets import card, card_back
from .labels import L, card_face, rank_text
from .table import COUNTER_VALUES, cards_out

WORDS: dict[str, Text] = {
    "left": tx("{who} 剩的牌：{cards}", "{who} 剩的牌：{cards}", "{who} held: {cards}"),
    "both": tx("{a} ⇄ {b}：{kind}互付 — {a}付{n}张（{wa}），{b}付{m}张（{wb}）",
               "{a} ⇄ {b}：{kind}互付 — {a}付{n}張（{wa}），{b}付{m}張（{wb}）",
               "{a} ⇄ {b}: {kind} both ways — {a} pays {n} ({wa}), {b} pays {m} ({wb})"),
    "both_short": tx("{a}⇄{b}：{kind} {n}/{m}张", "{a}⇄{b}：{kind} {n}/{m}張",  # (⇄ says both ways: a low sheet's
                     # 121 px column had 点贡互付 at 146 px, squeezed)
                     "{a}⇄{b}: {kind}, {a} pays {n}, {b} pays {m}"),  # (pt22: "both ways 1/2" read as cryptic)
    "unopened": tx("未开点", "未開點", "not opened"),
    # 憋贡 said why (play-test 8: 憋3 on the sheet with no sentence why; rules 11)
    "bie_why": tx("（出3前的一手被管住，3没走掉）", "（出3前的一手被管住，3沒走掉）",
                  " (its set before the 3 was beaten; the 3 never went)"),
    # (pt22: "3走不了" for a seat that went out with its 3 by 接风; the record stands all the same: rules 11)
    "bie_out": tx("（出3前的一手被管住；后来接风出3走了也算憋3）", "（出3前的一手被管住；後來接風出3走了也算憋3）",
                  " (its set before the 3 was beaten; it counts though the 3 went out later)"),
    "m": tx("明点落空", "明點落空", "明点 failed"),
    "y": tx("预点落空", "預點落空", "预点 failed"),
    # why the hand stopped (rules 13.1), the team's three named with their places (play-test 6: "甲队先
    # 走完" read as wrong to a player whose own last 4 4 4 and 3 went by themselves: it named nobody)
    "why": tx("{team}队三家都走完：{who}", "{team}隊三家都走完：{who}", "Team {team} all out: {who}"),
    "rev": tx("革命", "革命", "revolution"),
    "bie": tx("憋3", "憋3", "stuck 3"),
}
SMALL_W = 24.0  # a revealed card at the seat (a phone's)
WIDE_W = 34.0  # ... on a wide screen (pt32 #4: 多乐 turns the hands up at the seats, read before the sheet)
FLIP_S, FLIP_STEP_S = 0.3, 0.05  # each card turns over in this long, one after another from the left
LEFT_HOLD_S = 1.4  # the sheet waits this much longer when cards are turned up at the seats


def result_title(say: Callable[..., str], me: int, wt: object, place: str, n: int, scored: bool = True) -> str:
    """The viewer's result by the points, its team's first ("对方胜 · 你三科，赢 2 分"; pt12: "你三科，
    赢2分" alone, while the other team went out first, read as the hand won). ``say``: the table's tx. A hand
    not ``scored`` (no 串三湖) says its points as the hand's, paid in cards (pt16 #4: not "赢 2 分")."""
    if not scored and n:
        own = say("finale_hand", place=place, s="+" if n > 0 else "−", n=abs(n))
    else:
        own = say("finale_won" if n > 0 else "finale_lost" if n < 0 else "finale_level", place=place, n=abs(n))
    if wt not in (0, 1):
        return own
    ours = wt == me % 2
    if (ours and n < 0) or (not ours and n > 0):  # the team's result and the player's own part ways: said so
        return say("finale_but", team=say("finale_us" if ours else "finale_them"), own=own)  # (pt19: "我方先走完 ·
    return f"{say('finale_us' if ours else 'finale_them')} · {own}"  # 你二落，本局 −4" in red read as a win)


def team_ahead(points: Sequence[int]) -> int | None:
    """The team that gained this hand by the rules' points (14.1: each player's own, zero-sum), 0 (甲) or 1 (乙);
    None when level. Not the team out first (13.1 only ends the hand): play-test 41 #2 read "我方胜" over 头科
    and 二科 taken by the other team, +4 and +2, as a contradiction."""
    a, b = sum(points[0::2]), sum(points[1::2])
    return None if len(points) != 6 or a == b else 0 if a > b else 1


def own_why(res: JSON, me: int, lang: str) -> str:
    """Why the viewer's points are what they are, by the tribute it pays (lost) or takes (won): "交点贡、
    憋贡" (pt19: the team out first, the player −4, and nothing on the headline said why)."""
    n = int((res.get("points") or [0] * 6)[me]) if 0 <= me < 6 else 0
    side = "from" if n < 0 else "to"
    kinds = list(dict.fromkeys(str(ob["kind"]) for ob in res.get("obligations") or [] if n and int(ob[side]) == me))
    names = [pick(TRIBUTE_NAMES[k], lang) for k in kinds if k in TRIBUTE_NAMES]
    return pick(L["why_gave" if n < 0 else "why_got"], lang).format(what=listing(names, lang)) if names else ""


def only_three(view: JSON) -> bool:
    """The viewer holds only its 3: it is played only as a lead (6.1), so until the lead comes back
    (接风) every turn is a pass and nothing is left to decide."""
    hand = view.get("hand") or []
    return view.get("phase") == "play" and len(hand) == 1 and VALUE[int(hand[0])] == 3


def end_reason(res: JSON, name: Callable[[int], str], lang: str) -> str:
    """One line saying why the hand ended (rules 13.1: all three of one team are gone, finished or
    revolutionary), naming the three with their places; "" while the hand runs."""
    wt = res.get("winner_team")
    if wt not in (0, 1):
        return ""
    places = res.get("places") or [0] * 6
    rev = res.get("revolutionary", -1)
    team = pick(tx("甲", "甲", "A") if wt == 0 else tx("乙", "乙", "B"), lang)
    order = sorted(range(int(wt), 6, 2), key=lambda s: places[s] or 9)
    stuck = bie_seats(res)  # (pt38 #4: "电脑4 二落" while its plate said 憋3: it went out with its 3 after)
    who = [f"{name(s)} {pick(PLACE_NAMES[int(places[s])], lang) if places[s] in PLACE_NAMES else ''}".strip()
           + aside(pick(WORDS["rev"], lang) if s == rev else pick(WORDS["bie"], lang) if s in stuck else "", lang)
           for s in order]
    return pick(WORDS["why"], lang).format(team=team, who=("、" if lang != "en" else ", ").join(w.strip() for w in who))


def bie_seats(res: JSON) -> set[int]:
    """The seats 憋3 this hand (rules 11: each pays a 憋贡, whether or not its 3 went out later)."""
    return {int(ob["from"]) for ob in res.get("obligations") or [] if ob.get("kind") == "bie"}


def aside(word: str, lang: str) -> str:
    """A word in brackets after a name: "（憋3）", " (stuck 3)"; "" for none."""
    return "" if not word else f" ({word})" if lang == "en" else f"（{word}）"


def rev_line(res: JSON, name: Callable[[int], str], lang: str) -> str:
    """A 革命 hand's outcome in words (rules 12.4: the revolutionary places 三科 when its partners hold
    头科 and 二科, else 四科, whatever it held): "" for a hand without one."""
    rev = res.get("revolutionary", -1)
    places = res.get("places") or [0] * 6
    if not isinstance(rev, int) or not 0 <= rev < 6 or places[rev] not in (3, 4):
        return ""
    mates = listing([name((rev + 2) % 6), name((rev + 4) % 6)], lang)
    return pick(L["rev_won" if places[rev] == 3 else "rev_lost"], lang).format(r=name(rev), mates=mates)


def left_values(view: JSON, viewer: int | None) -> dict[int, list[int]]:
    """The seats other than the viewer still holding cards at the hand's end, with those cards'
    values (high first). The table knows them as the deck less every card played and the viewer's
    own (``cards_out``), so a single such seat's cards are known exactly; several share the list
    under the first seat (the sheet names them all). A result's ``left`` (the rules' reveal) wins."""
    counts = [int(c) for c in view.get("counts") or [0] * 6]
    holders = [s for s in range(6) if counts[s] > 0 and s != viewer]
    res = view.get("result") or {}
    given = res.get("left")
    if isinstance(given, list) and len(given) == 6:
        return {s: sorted(parse_ranks(given[s]), reverse=True) for s in holders}
    if not holders:
        return {}
    out = cards_out(view)
    vals = sorted((v for v in COUNTER_VALUES for _ in range(max(0, out[v]))), reverse=True)
    if len(vals) != sum(counts[s] for s in holders):  # (a view without its pile: nothing to say)
        return {}
    return {holders[0]: vals} if len(holders) == 1 else {holders[0]: vals, **{s: [] for s in holders[1:]}}


def left_lines(view: JSON, viewer: int | None, name: Callable[[int], str], lang: str) -> list[str]:
    """"电脑4 剩的牌：大王 K K 9 3" for the sheet, a line a seat (the result names each seat's: pt10 p40
    read two seats' cards merged in one line); seats sharing one list named together."""
    got = left_values(view, viewer)
    if not got:
        return []
    if not any(not v for v in got.values()):  # each seat's own cards
        return [pick(WORDS["left"], lang).format(who=name(s), cards=by_rank(v, lang)) for s, v in got.items()]
    who = listing((name(s) for s in got), lang)
    first = next(iter(got.values()))
    return [pick(WORDS["left"], lang).format(who=who, cards=by_rank(first, lang))]


def rank_groups(vals: list[int]) -> list[tuple[int, int]]:
    """Each rank among ``vals`` with how many, highest first."""
    counts: dict[int, int] = {}
    for v in vals:
        counts[v] = counts.get(v, 0) + 1
    return sorted(counts.items(), reverse=True)


def by_rank(vals: list[int], lang: str) -> str:
    """Cards as ranks with counts, highest first: "大王 K×2 9 3×3" (play-test 5: forty cards one by one
    were squeezed past reading)."""
    return " ".join(rank_text(v, lang) + (f"×{n}" if n > 1 else "") for v, n in rank_groups(vals))


MINI_W, MINI_H = 14.0, 20.0  # a card the sheet shows face up, small


TIMES_ROOM = 1.3  # '×3' in bold takes this much more than text_width's estimate, and 3 px before the next card (pt33,
# 090033-h2-end2: the next card lay on the 3 of '4 ×3', read '4 ×ɜ')


def mini_widths(vals: list[int]) -> list[float]:
    return [MINI_W + 2 + (text_width(f"×{n}", 10.5) * TIMES_ROOM + 3 if n > 1 else 0) for _v, n in rank_groups(vals)]


def mini_cards(dl: DisplayList, x: float, cy: float, vals: list[int], lang: str) -> None:
    """The cards a seat still held, small and face up by rank, '×2' after a rank held twice (pt30 #7: the sheet said
    "剩的牌：大王 8×2 4 3" in words; 多乐 lays them out face up), ``sum(mini_widths(vals))`` wide."""
    for (v, n), w in zip(rank_groups(vals), mini_widths(vals), strict=True):
        card(dl, Rect(x, cy - MINI_H / 2, MINI_W, MINI_H), card_face(v, 0, lang), small=True)
        if n > 1:
            dl.text(x + MINI_W + 1, cy, f"×{n}", 10.5, th.INK_SOFT, "l", "b")
        x += w


def shown_left(view: JSON, viewer: int | None) -> bool:
    """Cards are turned up at the seats (``draw_left``): the sheet waits ``LEFT_HOLD_S`` more."""
    got = left_values(view, viewer)
    return any(got.values()) and not (len(got) != 1 and any(not v for v in got.values()))


def draw_left(dl: DisplayList, view: JSON, viewer: int | None, seat_rect: Callable[[int], Rect],
              lang: str, w: float, h: float, since: float = 9.0) -> None:
    """The cards a seat still held, face up under its badge (over it where the screen ends), turning over one after
    another ``since`` s after the hand's end; only when they are known to be that seat's (several seats' cards
    together go on the sheet)."""
    if not shown_left(view, viewer):
        return
    cw = WIDE_W if w >= 700 and h >= 600 else SMALL_W
    for s, vals in left_values(view, viewer).items():
        seat = seat_rect(s)
        if not vals or seat.w <= 0:
            continue
        ch = cw * 1.42
        step = min(cw * 0.62, max(8.0, (min(w, 360.0) - cw) / max(1, len(vals) - 1)))
        row_w = cw + step * (len(vals) - 1)
        x = max(4.0, min(w - 4 - row_w, seat.cx - row_w / 2))
        y = seat.b + 4 if seat.b + 4 + ch <= h - 4 else seat.y - 4 - ch
        for i, v in enumerate(vals):
            turn = min(1.0, max(0.0, (since - i * FLIP_STEP_S) / FLIP_S))  # 0: its back, 1: its face
            r = Rect(x + i * step, y, cw, ch)
            squeeze = abs(1.0 - 2.0 * turn)  # (narrowed about its middle as it turns)
            r = Rect(r.cx - r.w * squeeze / 2, r.y, max(1.0, r.w * squeeze), r.h)
            if turn < 0.5:
                card_back(dl, r, small=True)
            else:
                card(dl, r, card_face(v, i % 4 if v < 16 else -1, lang), small=True)


def merged(obs: list[JSON]) -> list[JSON]:
    """The obligations with the same payer, taker and kind as one, their cards added, where the
    first stood (play-test 5: "电脑1 → 你：捎贡 1张" three times, and the list was cut "…还有 2 笔")."""
    out: list[JSON] = []
    at: dict[tuple[int, int, str], int] = {}
    for ob in obs:
        key = (int(ob["from"]), int(ob["to"]), str(ob["kind"]))
        if key in at:
            first = out[at[key]]
            out[at[key]] = {**first, "n": int(first["n"]) + int(ob["n"])}
        else:
            at[key] = len(out)
            out.append(dict(ob))
    return out


def tribute_lines(res: JSON, name: Callable[[int], str], lang: str, short: bool) -> list[str]:
    """Who pays whom at the next deal, one line each; 点贡 both ways between a pair of opposites in
    one line saying why each pays (a tester read "电脑3→你 4张" and "你→电脑3 4张" as cancelling)."""
    obs = merged(list(res.get("obligations") or []))
    opened = res.get("opened") or [False] * 6
    calls = res.get("calls") or [""] * 6
    owes = "owes_short" if short else "owes"
    lines: list[str] = []
    done: set[int] = set()
    for i, ob in enumerate(obs):
        if i in done:
            continue
        a, b, kind = int(ob["from"]), int(ob["to"]), str(ob["kind"])
        kname = pick(TRIBUTE_NAMES.get(kind, tx("", "", "")), lang)
        back = next((j for j, o in enumerate(obs) if j > i and j not in done and o["kind"] == kind == "dian"
                     and int(o["from"]) == b and int(o["to"]) == a), None)
        if back is None:
            line = pick(L[owes], lang).format(a=name(a), b=name(b), kind=kname, n=ob["n"])
            out = a in (res.get("order") or [])  # (it went out with its 3 all the same: by 接风)
            why_bie = pick(WORDS["bie_out" if out else "bie_why"], lang) if kind == "bie" and not short else ""
            lines.append(line + why_bie)
            continue
        done.add(back)
        m = obs[back]["n"]

        def why(x: int, y: int) -> str:
            parts = [] if opened[x] else [pick(WORDS["unopened"], lang)]
            if calls[x] in ("m", "y") and opened[y]:
                parts.append(pick(WORDS[str(calls[x])], lang))
            return listing(parts, lang) or "—"
        key = "both_short" if short else "both"
        lines.append(pick(WORDS[key], lang).format(a=name(a), b=name(b), kind=kname, n=ob["n"], m=m,
                                                   wa=why(a, b), wb=why(b, a)))
    return lines

