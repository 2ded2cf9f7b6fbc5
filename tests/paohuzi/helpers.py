"""Shared helpers: win vectors in the words of paohuzi.md §12, positions in one line."""

from __future__ import annotations

from typing import Any

from pygame_core.games.paohuzi import DEFAULTS
from pygame_core.games.paohuzi.cards import CODES, WILD, parse_card, parse_cards
from pygame_core.games.paohuzi.claims import chi_type
from pygame_core.games.paohuzi.scoring import Scored, WinFacts, best_win
from pygame_core.games.paohuzi.winning import TYPE_BY_NAME, TYPE_NAMES, Group, max_huxi, place


def meld(text: str) -> Group:
    """'PENG x7', 'CHI x1x2x3', 'TI d10', 'WEI d4' -> group tuple."""
    typ, cards = text.split()
    ks = parse_cards(cards)
    if typ == "CHI":
        ks = sorted(ks)
        return (chi_type(ks), *ks)
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
               flags: str = "-", bowl: str = "0:0", known_wilds: int = 0, score: int = 0,
               wins: int = 0) -> dict[str, str]:
    """One seat's fields of a position (the defaults left out, as the codec leaves them out)."""
    f = {"hand": hand, "kans": kans, "wilds": str(wilds), "melds": melds, "river": river, "won": won,
         "passed_chi": passed_chi, "passed_peng": passed_peng, "discarded": discarded, "flags": flags,
         "bowl": bowl, "known_wilds": str(known_wilds), "score": str(score), "wins": str(wins)}
    blank = {"wilds": "0", "flags": "u", "bowl": "0:0", "known_wilds": "0", "score": "0", "wins": "0"}
    return {k: v for k, v in f.items() if v and v != blank.get(k)}


# Short names the vectors use for position fields.
_KEYS = {"o": "options", "f": "first_done"}


def position(ph: str, s0: dict[str, str] | None = None, s1: dict[str, str] | None = None,
             s2: dict[str, str] | None = None, **kv: str) -> str:
    fields = [f"phase={ph}"] + [f"{_KEYS.get(k, k)}={v}" for k, v in kv.items()]
    for i, b in enumerate((s0, s1, s2)):
        fields += [f"{k}{i}={v}" for k, v in (b or {}).items()]
    return "paohuzi " + "; ".join(fields)


def settle(s: Any) -> list[Any]:
    """Answer 过 for every seat in a claim window (or an own-card prompt) whose only answer is 过 (what the table does
    for them after the fixed delay), so a test sees the seats with a real choice; the events but
    those answers."""
    evs: list[Any] = []
    while s.phase in ("claim", "selfhu", "opening"):
        idle = [seat for seat in s.to_act() if s.legal_actions(seat) == [{"a": "pass"}]]
        if not idle:
            break
        evs += [e for e in s.apply(idle[0], {"a": "pass"}) if e.type not in ("answer", "pass")]
    return evs


def act(s: Any, seat: int, action: dict[str, Any]) -> list[Any]:
    """``s.apply`` then ``settle``: the events of both (the flow of the rule book's vectors)."""
    evs: list[Any] = s.apply(seat, action)
    return evs + settle(s)
