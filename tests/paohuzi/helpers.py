"""Shared helpers: win vectors in the words of paohuzi.md §12, positions in one line."""

from __future__ import annotations

from typing import Any

from pygame_core.games.paohuzi import DEFAULTS
from pygame_core.games.paohuzi.cards import CODES, WILD, parse_card, parse_cards
from pygame_core.games.paohuzi.rules import _chi_type
from pygame_core.games.paohuzi.scoring import Scored, WinFacts, best_win
from pygame_core.games.paohuzi.winning import TYPE_BY_NAME, TYPE_NAMES, Group, max_huxi, place


def meld(text: str) -> Group:
    """'PENG x7', 'CHI x1x2x3', 'TI d10', 'WEI d4' -> group tuple."""
    typ, cards = text.split()
    ks = parse_cards(cards)
    if typ == "CHI":
        ks = sorted(ks)
        return (_chi_type(ks), *ks)
    t = TYPE_BY_NAME[typ]
    n = 4 if typ in ("TI", "PAO") else 3
    return (t, *([ks[0]] * n))


def win(melds: str = "", kans: str = "", free: str = "", card: str = "x1", src: str = "discard",
        opts: dict[str, Any] | None = None, **facts: Any) -> tuple[Scored | None, int]:
    """Evaluate a win vector. src: own / other / discard. Returns (best arrangement, max hu-xi)."""
    o = dict(DEFAULTS)
    o.update(opts or {})
    ms = [meld(m.strip()) for m in melds.split(",") if m.strip()]
    fk = parse_cards(free.replace(" ", ""))
    wilds = fk.count(WILD)
    nat = [k for k in fk if k != WILD]
    x = parse_card(card)
    source = "wild" if x == WILD else src
    pp = facts.pop("passed_peng", False)
    p = place(ms, parse_cards(kans.replace(" ", "")), nat, wilds, None if x == WILD else x, source, pp,
              int(o["wild_copy_limit"]))
    f = WinFacts(self_draw=source in ("own", "wild"), free_before=sorted(fk), wilds=wilds + (x == WILD),
                 win_kind=-1 if x == WILD else x, win_is_wild=x == WILD, **facts)
    return best_win(p, f, o), max_huxi(p)


def groups_text(s: Scored) -> list[str]:
    return [TYPE_NAMES[g[0]] + " " + "".join(CODES[k] for k in g[1:]) for g in s.groups]


def fans(s: Scored) -> dict[str, int]:
    return dict(s.fans)


def seat_block(hand: str = "", kans: str = "", wilds: int = 0, melds: str = "", river: str = "",
               won: str = "", passed_chi: str = "", passed_peng: str = "", discarded: str = "",
               flags: str = "-", bowl: str = "0:0", known_wilds: int = 0, score: int = 0, wins: int = 0) -> str:
    f = [hand or "-", kans or "-", str(wilds), melds or "-", river or "-", won or "-", passed_chi or "-",
         passed_peng or "-", discarded or "-", flags, bowl, str(known_wilds), str(score), str(wins)]
    return "|".join(f)


def position(ph: str, s0: str = "", s1: str = "", s2: str = "", **kv: str) -> str:
    toks = ["paohuzi", f"ph={ph}"] + [f"{k}={v}" for k, v in kv.items()]
    for i, b in enumerate((s0, s1, s2)):
        toks.append(f"s{i}={b or seat_block()}")
    return " ".join(toks)
