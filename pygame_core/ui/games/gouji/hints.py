"""提示 at the 够级 table: the suggestions one press after another shows, counted ("提示 2/5"), in
the order of the game's hint (``GameInfo.hint``: pass over a partner's winning play, then the cheapest
beat), one per rank; a play that breaks up a same-rank set (two of your three 7s) comes only after
every whole one, only when following (the count is set by the play to beat), and says so; a play
spending 2s or jokers comes after every one that does not (the cheapest beat first); a play that gives
up 开点 (``forfeits``) comes last of all, marked so."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from ....core.game import JSON, Action
from ....games.gouji.cards import VALUE, parse_ranks

HELPERS = (15, 16, 17)  # 2, 小王, 大王: added to a set (贴2, 挂王), not a set's rank
Order = Callable[[list[Action]], "Action | None"]  # the game's hint over these actions


PURE = {10: 5, 11: 4, 12: 3, 13: 2, 14: 2, 15: 2}  # a pure gouji set (rules 6.4/6.5): the rank, the least held


def no_open(view: JSON, seat: int) -> str | None:
    """Why ``seat`` can no longer open this hand (None: it still can): already opened or given up,
    四户乱缠 (9.5), no head (8), the 革命 pair (12), or no pure gouji set left in the hand (6.5: only
    10s x5, Js x4, Qs x3, Ks/As x2, or 2s x2 open)."""
    if not 0 <= seat < 6 or (view.get("open") or ["N"] * 6)[seat] != "N":
        return "state"
    if view.get("chaos"):
        return "chaos"
    if not (view.get("heads") or [True] * 6)[seat]:
        return "nohead"
    rev = view.get("revolutionary")
    if isinstance(rev, int) and rev >= 0 and seat in (rev, (rev + 3) % 6):
        return "rev"
    held = Counter(VALUE[int(c)] for c in view.get("hand") or []) if view.get("seat") == seat else None
    twos = (view.get("options") or {}).get("pure_twos_open", True)
    if held is not None and not any(held[v] >= n for v, n in PURE.items() if v != 15 or twos):
        return "noset"
    return None


def forfeits(view: JSON, seat: int, cards: Sequence[str]) -> bool:
    """Whether playing ``cards`` gives up a 开点 the seat could still make (rules 9.4: 4s played before
    opening make the seat 弃点). Only 4s do (a 3 is only ever the last card, 6.1), and only while it
    could still open (``no_open``); not the 革命 duel's 4s. Where it could not, nothing is lost."""
    if "4" not in cards or no_open(view, seat) is not None:
        return False
    return not (view.get("duel") == "four" and view.get("forced") == seat)


def opens(view: JSON, seat: int, cards: Sequence[str]) -> bool:
    """Whether playing ``cards`` is an opening attempt (rules 9.2): a pure gouji set (one rank, at least
    ``PURE`` of it, 2s only with ``pure_twos_open``) by a seat that can still open (``no_open``)."""
    vals = parse_ranks(list(cards))
    if not vals or len(set(vals)) != 1 or vals[0] not in PURE or len(vals) < PURE[vals[0]]:
        return False
    twos = (view.get("options") or {}).get("pure_twos_open", True)
    if vals[0] == 15 and not twos:
        return False
    return no_open({**view, "seat": None}, seat) is None  # (not its hand's sets: the one played is one)


def gives_up(view: JSON, seat: int, cards: Sequence[str]) -> bool:
    """Whether playing ``cards`` makes the seat 弃点 (rules 9.4: 4s played by a seat not yet opened), save
    the 革命 duel's forced 4s. Asked every time, also where ``forfeits`` sees nothing lost (no set left,
    四户乱缠): the hand then counts as not opened all the same (play-test 10 D1: one tap, 弃点, unasked)."""
    if "4" not in cards or not 0 <= seat < 6 or (view.get("open") or ["N"] * 6)[seat] != "N":
        return False
    return not (view.get("duel") == "four" and view.get("forced") == seat)


def shao_of(view: JSON, seat: int) -> int | None:
    """Whose 够级 a beat by ``seat`` now would 捎 for a tribute card (rules 10: a gouji on the table
    from the other team, not the seat's opposite's); None if it would not."""
    owner = view.get("owner")
    if not view.get("top") or not view.get("top_gouji") or not isinstance(owner, int) or owner < 0:
        return None
    return owner if (owner - seat) % 2 and owner != (seat + 3) % 6 else None


def breaks(a: Action, held: Counter[int]) -> int | None:
    """The rank whose set ``a`` breaks up (plays some, not all, of the viewer's cards of it), or None.
    2s and jokers are the big cards played one or a few at a time: never a set broken up."""
    vals = Counter(parse_ranks(a["cards"]))
    return next((v for v in sorted(vals) if v not in HELPERS and vals[v] < held[v]), None)


def suggestions(view: JSON, legal: Sequence[Action], order: Order) -> list[tuple[Action, int | None]]:
    """Each suggestion with the rank it breaks up (None: it plays whole sets), in the order shown
    (one that forfeits 开点 last: ``HintCycle.forfeit`` tells it)."""
    held = Counter(VALUE[int(c)] for c in view.get("hand") or [])
    following = bool(view.get("top"))
    seen: dict[tuple[int, bool, bool], Action] = {}
    for a in legal:
        if "cards" not in a:
            continue
        vals = parse_ranks(a["cards"])
        core = min((v for v in vals if v not in HELPERS), default=min(vals))
        split = breaks(a, held) is not None
        helped = core not in HELPERS and any(v in HELPERS for v in vals)
        if (split or helped) and not following:  # a lead: whole sets as they are
            continue
        key = (core, split, helped)
        if key not in seen or len(vals) < len(seen[key]["cards"]):
            seen[key] = a
    cands: list[Action] = list(seen.values()) + [a for a in legal if a.get("a") == "pass"]
    shown: list[Action] = []
    while cands:
        nxt = order(cands)
        if nxt is None:
            break
        shown.append(nxt)
        cands = [c for c in cands if c != nxt]
    marked = [(a, breaks(a, held) if "cards" in a else None) for a in shown]

    me = view.get("seat")
    seat = me if isinstance(me, int) else -1

    def tier(i: int, m: tuple[Action, int | None]) -> int:
        """Whole plain sets and splits that leave a whole set (``kept``), then other broken-up plain
        sets, then anything spending a 2 or a joker (AA out of five As before 22 against KK: the
        cheapest beat first); a pass stays first or after those; a play giving up 开点 last of all
        (a 4 offered first cost a tester the opening)."""
        if "cards" not in m[0]:
            return 0 if i == 0 else 3
        if forfeits(view, seat, m[0]["cards"]):
            return 4
        if any(v in HELPERS for v in parse_ranks(m[0]["cards"])):
            return 2
        return 0 if m[1] is None or kept(m[0], m[1]) else 1

    def kept(a: Action, split: int) -> bool:
        """A split that leaves at least as many as it plays (999 out of six 9s), and no 开点 set
        spoiled: as cheap as a whole set (pt24 #3: JJJ was offered before it); 77 out of 777 not."""
        n, left = len(a["cards"]), held[split] - len(a["cards"])
        spoils = split in PURE and held[split] >= PURE[split] > left and no_open(view, seat) is None
        return left >= n and not spoils

    def rank(m: tuple[Action, int | None]) -> int:
        """Following, the smaller rank first within a tier (多乐's 提示); a lead keeps the game's order."""
        return min(parse_ranks(m[0]["cards"])) if following and "cards" in m[0] else 0
    return [m for _t, _r, _i, m in sorted((tier(i, m), rank(m), i, m) for i, m in enumerate(marked))]


@dataclass
class HintCycle:
    """The suggestions of the current prompt and the one shown last (``at``)."""

    legal: list[Action] = field(default_factory=list)
    items: list[tuple[Action, int | None]] = field(default_factory=list)
    at: int = -1
    picked: tuple[str, ...] = ()  # the cards the last press selected (its label holds while they do)

    def next(self, view: JSON, legal: list[Action], order: Order) -> tuple[Action, int | None] | None:
        if legal != self.legal:
            self.legal, self.items, self.at = legal, suggestions(view, legal, order), -1
        if not self.items:
            return None
        self.at = (self.at + 1) % len(self.items)
        return self.items[self.at]

    def forfeit(self, view: JSON) -> bool:
        """Whether the suggestion shown gives up 开点 (its label and toast say so)."""
        if not 0 <= self.at < len(self.items):
            return False
        a = self.items[self.at][0]
        seat = view.get("seat")
        return "cards" in a and isinstance(seat, int) and forfeits(view, seat, a["cards"])

    def clear(self) -> None:
        self.legal, self.items, self.at, self.picked = [], [], -1, ()
