"""提示 at the 够级 table: the suggestions one press after another shows, counted ("提示 2/5").
Following a play (多乐's order, play-test 36 #3): whole sets first (a set cut in two even halves counts
whole), the smallest rank first; then a smaller set broken up before a bigger one; then a 够级 set broken
up (JJ out of six Js); then plays spending 2s or jokers (贴2/挂王), the fewest and smallest helpers
first; each play that breaks a set says so. A pass over a partner's winning play comes first (the
game's hint, ``GameInfo.hint``); a lead suggests whole sets only, in the game's order; a play that gives
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


def split_class(a: Action, held: Counter[int], opening: bool = True) -> tuple[int, int]:
    """What a plain play costs the hand's sets (play-test 36 #3, 多乐's 提示): (0, 0) whole sets, or a
    set cut into two sets of at least the play (999 out of six 9s); (1, n) a set of n cards broken up
    (two of three 10s, a 6 out of 6666: the smaller set first); (2, 0) a 够级-capable set broken up (JJ
    out of six Js, a Q out of QQQ: the long sets the hand opens and 捎s with, after every other). Once the
    seat cannot open (``opening`` False: opened, or 6.5/9.5 say it never will), a set that stays 够级 after the
    play counts whole (pt41 L16: A over a Q where K of KKKKK did; before 开点 the five Ks stay whole, the
    play that opens must be beaten by as many cards)."""
    split = breaks(a, held)
    if split is None:
        return 0, 0
    n = parse_ranks(a["cards"]).count(split)
    if split in PURE and held[split] >= PURE[split]:
        return (2, 0) if opening or held[split] - n < PURE[split] else (0, 0)
    return (0, 0) if 2 <= n <= held[split] - n else (1, held[split])


def cost(a: Action, held: Counter[int], opening: bool = True) -> tuple[int, ...]:
    """A beat's place in the cycle: plain plays by ``split_class`` then rank; then plays spending 2s or
    jokers, the fewest big jokers, small jokers, 2s first (QQ2 before J22 against 10 10 10: one 2, not
    both), then as plain ones."""
    vals = parse_ranks(a["cards"])
    core = min((v for v in vals if v not in HELPERS), default=min(vals))
    big, small, twos = vals.count(17), vals.count(16), vals.count(15)
    cls, size = split_class(a, held, opening)
    return (3 if big + small + twos else 0, big, small, twos, cls, size, core)


def suggestions(view: JSON, legal: Sequence[Action], order: Order) -> list[tuple[Action, int | None]]:
    """Each suggestion with the rank it breaks up (None: it plays whole sets), in the order shown
    (one that forfeits 开点 last: ``HintCycle.forfeit`` tells it): following, by ``cost``, one per rank
    and highest helper (QQ2 and QQ大王 both); a lead, whole sets in the game's order."""
    held = Counter(VALUE[int(c)] for c in view.get("hand") or [])
    following = bool(view.get("top"))
    me = view.get("seat")
    seat = me if isinstance(me, int) else -1
    opening = seat < 0 or no_open(view, seat) is None  # (a view without a seat: as before)
    seen: dict[tuple[int, int], Action] = {}
    for a in legal:
        if "cards" not in a:
            continue
        vals = parse_ranks(a["cards"])
        core = min((v for v in vals if v not in HELPERS), default=min(vals))
        split = breaks(a, held) is not None
        helped = core not in HELPERS and any(v in HELPERS for v in vals)
        if (split or helped) and not following:  # a lead: whole sets as they are
            continue
        key = (core, max((v for v in vals if v in HELPERS and v != core), default=0))
        old = seen.get(key)
        if old is None or (len(vals), cost(a, held, opening)) < (len(old["cards"]), cost(old, held, opening)):
            seen[key] = a
    # a rank that beats on its own is not offered again with a 2 or a joker (8 2 beside 8 8)
    cands: list[Action] = [a for (core, kind), a in seen.items() if not kind or core in HELPERS or (core, 0) not in seen]
    cands += [a for a in legal if a.get("a") == "pass"]
    shown: list[Action] = []
    while cands:
        nxt = order(cands)
        if nxt is None:
            break
        shown.append(nxt)
        cands = [c for c in cands if c != nxt]

    def place(i: int, a: Action) -> tuple[int, ...]:
        """A pass first when the game's hint says so (a partner's winning play), else after the plays; a
        play giving up 开点 last of all (a 4 offered first cost a tester the opening); a lead keeps the
        game's order, plain sets before 2s and jokers."""
        if "cards" not in a:
            return (-1,) if i == 0 else (4,)
        if forfeits(view, seat, a["cards"]):
            return (5,)
        if following:
            return cost(a, held, opening)
        return (3 if any(v in HELPERS for v in parse_ranks(a["cards"])) else 0,)
    ranked = sorted(range(len(shown)), key=lambda i: (place(i, shown[i]), i))
    return [(shown[i], breaks(shown[i], held) if "cards" in shown[i] else None) for i in ranked]


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
