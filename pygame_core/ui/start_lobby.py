"""The start screen's lobby: each game as a tile (a small felt with three of its cards, its name,
players and one line of what it is) and the saved match's card. Names and faces are kept here, not
read from the games: the first frame shows all three tiles before their engines are imported."""

from __future__ import annotations

import json
from dataclasses import replace

from ..core.i18n import Text, pick, tx
from . import theme as th
from .avatar import draw_avatar
from .draw import DisplayList, fit_size, text_width, wrap
from .geom import Rect
from .texts import kept_totals, signed, t
from .widgets import CardFace, card

# id -> name, seats, what it is, three cards as its table draws them (tints and frames alike)
GAMES: dict[str, tuple[Text, int, Text, tuple[CardFace, ...]]] = {
    "huaniao": (tx("花鸟风月", "花鳥風月", "Hua Niao Feng Yue"), 4,
                tx("以牌谱曲，风雅对局", "以牌譜曲，風雅對局", "Play your cards into a tune"),
                (CardFace("花", ink=th.CINNABAR, tint="#fff4ee", accent=th.CINNABAR_SOFT),
                 CardFace("鸟", ink=th.JADE, tint="#f3f7f1"),
                 CardFace("月", ink="#8a6a1f", tint="#fbf6e6", accent="#d2b370"))),
    "gouji": (tx("够级", "夠級", "Gouji"), 6, tx("山东六人组队大战", "山東六人組隊大戰", "Shandong's 3-on-3 team game"),
              (CardFace("A", "♠"), CardFace("2", "♥", ink=th.CINNABAR, accent=th.GOLD),
               CardFace("大", "王", ink=th.CINNABAR, tint="#fbe1cf", accent=th.GOLD))),
    "paohuzi": (tx("跑胡子", "跑胡子", "Paohuzi"), 3, tx("湖南字牌，凑息胡牌", "湖南字牌，湊息胡牌", "Hunan word cards: meld to win"),
                (CardFace("贰", "大", ink=th.CINNABAR, tint="#eadbb8", accent=th.INK_SOFT),
                 CardFace("七", "小", ink=th.CINNABAR, tint=th.WHITE),
                 CardFace("拾", "大", ink=th.CINNABAR, tint="#eadbb8", accent=th.INK_SOFT))),
}
TX: dict[str, Text] = {
    "players": tx("{n}人", "{n}人", "{n} players"),
    "play_bots": tx("开始 · 与电脑对局", "開始 · 與電腦對局", "Play vs bots"),
    "setup": tx("对局设置", "對局設置", "Match settings"),
    "saved": tx("{g} · 第{n}局", "{g} · 第{n}局", "{g} · hand {n}"),
    "saved_next": tx("{g} · 已打{d}局", "{g} · 已打{d}局", "{g} · {d} played"),
}


def lt(key: str, lang: str, **kw: object) -> str:
    return pick(TX[key], lang).format(**kw)


def name(gid: str, lang: str) -> str:
    return pick(GAMES[gid][0], lang) if gid in GAMES else gid


HANT = str.maketrans("鸟贰", "鳥貳")  # the faces a zh-Hant table shows


def emblem(dl: DisplayList, r: Rect, gid: str, lang: str) -> None:
    """A little table in ``r``: felt with a rim, the game's three cards fanned on it."""
    dl.rect(r, "#5b3a22", None, 1.0, 10)
    dl.gradient(r.inset(4), th.FELT_TOP, th.FELT_BOTTOM)
    faces = GAMES[gid][3] if gid in GAMES else ()
    cw = min((r.h - 12) / 1.4, (r.w - 14) / 2.6)
    ch = cw * 1.4
    x = r.cx - cw * 1.3
    for i, f in enumerate(faces):
        f = replace(f, big=f.big.translate(HANT)) if lang == "zh-Hant" else f
        card(dl, Rect(x + i * cw * 0.8, r.cy - ch / 2 + (0 if i == 1 else 3), cw, ch), f, small=cw < 34)


def tile(dl: DisplayList, r: Rect, gid: str, chosen: bool, lang: str, foot: float = 0.0) -> None:
    """A game's tile: its emblem on top (beside the words on a wide tile), name, players, what it is;
    ``foot`` px at its bottom are left for what the caller draws there (a first visit's 开始)."""
    title, seats, what, _ = GAMES.get(gid, (tx(gid, gid, gid), 0, tx("", "", ""), ()))
    dl.rect(r, th.WHITE if chosen else th.PAPER, th.GOLD if chosen else th.PAPER_EDGE, 3.0 if chosen else 1.0, 12)
    hit = r
    r = Rect(r.x, r.y, r.w, r.h - foot)
    wide = r.w >= 1.8 * r.h
    if r.h < 70:  # a phone on its side: one line (emblem, name, players), so the settings show below
        em = Rect(r.x + 6, r.y + 6, (r.h - 12) * 1.4, r.h - 12)
        emblem(dl, em, gid, lang)
        s = pick(title, lang)
        pl = lt("players", lang, n=seats)
        tw = r.r - 10 - em.r - 12 - text_width(pl, 13) - 8
        size = fit_size(s, 20, tw, 11)
        dl.text(em.r + 12, r.cy + 7, s, size, th.INK, "l", "b", "s", tw)
        # the players at the tile's right end: a serif Latin name measures short (Paohuzi ran into it)
        dl.text(r.r - 10, r.cy + 6, pl, 13, th.CINNABAR, "r", "b")
        dl.hit(f"game:{gid}", hit, s)
        return
    em = Rect(r.x + 8, r.y + 8, r.h * 0.95, r.h - 16) if wide else Rect(r.x + 6, r.y + 6, r.w - 12, r.h * 0.4)
    emblem(dl, em, gid, lang)
    x = em.r + 14 if wide else r.x + 6
    tw = r.r - 8 - x
    y = r.y + r.h * 0.2 if wide else em.b + 16
    size = 22.0 if wide else 16.0
    s = pick(title, lang)
    dl.text(x if wide else r.cx, y, s, fit_size(s, size, tw, 11), th.INK, "l" if wide else "c", "b", "s", tw)
    pl = lt("players", lang, n=seats)
    dl.text(x if wide else r.cx, y + (26 if wide else 20), pl, 14 if wide else 12, th.CINNABAR, "l" if wide else "c", "b")
    fs = 14.0 if wide else 11.0
    lines = wrap(pick(what, lang), fs, tw)
    for i, ln in enumerate(lines[:1] + [" ".join(lines[1:])] if len(lines) > 2 else lines):  # two at most
        dl.text(x if wide else r.cx, y + (50 if wide else 36) + i * fs * 1.3, ln, fs, th.INK_SOFT,
                "l" if wide else "c", "n", "a", tw)
    if wide and r.h >= 120:  # the players round its table: you and the bots (a low tile has no room)
        step = min(30.0, (tw - 26) / max(1, seats - 1))
        for i in range(seats):
            draw_avatar(dl, x + 13 + i * step, r.b - 26, 12.0, i, i > 0)
    dl.hit(f"game:{gid}", hit, s)


def saved_match(raw: str | None, lang: str) -> tuple[str, str] | None:
    """The saved match's game and its line ("够级 · 第3局 · 胜 1"), read from the save without
    rebuilding it (that replays every action: too slow for the first frame); None if unreadable."""
    try:
        d = json.loads(raw or "")
        gid, hands, earlier = str(d["game"]), d["hands"], d.get("earlier") or {}
        me = next((i for i, s in enumerate(d["seats"]) if not str(s).startswith("bot:")), 0)
        wins = int((earlier.get("wins") or [0] * (me + 1))[me]) + \
            sum(1 for h in hands if (h.get("returns") or [0] * (me + 1))[me] >= 1)
        n = int(earlier.get("hands", 0)) + len(hands)
        done = bool(hands) and "returns" in hands[-1]  # its last hand over: the next one waits
        # a game that keeps its match's running totals in each hand's result (跑胡子: play-tests 32/33
        # read "胜 0" after winning 3 and 4 times: a hand "won" is its top score, not a 胡)
        totals = kept_totals(h.get("result") for h in reversed(hands))
        standing = t("match_total", lang, n=signed(float(totals[me]), lang)) if totals else t("wins", lang, n=wins)
    except (ValueError, KeyError, TypeError, IndexError, AttributeError):
        return None
    # play-test 11: "继续上局 够级·第1局" after that hand's sheet read as the finished hand again
    line = lt("saved_next", lang, g=name(gid, lang), d=n) if done else \
        lt("saved", lang, g=name(gid, lang), n=max(1, n))
    return gid, line + (f" · {standing}" if n > 1 or done else "")  # how it stands, once a hand is over
