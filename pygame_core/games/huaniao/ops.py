"""The operations of §7-§8 as one table: 鳴 歌 誦 棲 and every 舞 (dance).

Each ``Play`` row says, as data, what the rules need to know about one operation: its shape test
(the faces it is made of), which cards of a hand make it, and what the table and the turn must
allow (options, season, the 天上天下 ban, the tune, the pile). Move generation (``generate``), the
validator (``refusal``, in the §16.3 order), the table UI (``claims``: what a selection of cards
could be played as) and the hint all read this table, so a rule lives in one row.

Shapes are judged on faces alone, with the flower as a bird-card: under 繁花似錦 (the only table
where a flower exists but is no bird) ``E_FANHUA`` is checked before the shape.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from itertools import product
from typing import Any, NamedTuple

from ...core.game import Action
from ...core.i18n import Text, tx
from .cards import FACE, FACES, FUNCTION_FACES, NUMBER_FACES
from .texts import DANCE_NAMES, OP_NAMES

Faces = Sequence[str]
ByFace = Mapping[str, list[int]]
BIRD_FACES = ("B", "H")
NOTE = {"B": 0, "H": 0, "1": 1, "2": 2, "3": 3, "4": 4}  # the flower on the bird note (§4.3)


class Ctx(NamedTuple):
    """What judging an operation needs from the table and the turn (built by the rules)."""

    opts: Mapping[str, Any]
    season: str | None
    allowed: tuple[int, ...]  # notes the first card of 鳴/歌/誦 may be on (§4.2)
    fb: bool  # flowers are birds (§4.3)
    banned: bool  # the 天上天下 ban is on this turn
    extra: bool  # an extra operation (§7.7)
    opening: bool  # turn 0 with opening_no_dance (§6.2)
    pile: bool  # the draw pile is not empty


def verse_start(faces: Faces) -> int | None:
    """The first note of a 誦 (three cards on consecutive notes, wrapping 萬 -> 鳥), or None."""
    if len(faces) != 3 or any(f not in NOTE for f in faces):
        return None
    ns = sorted(NOTE[f] for f in faces)
    for s in range(5):
        if sorted((s, (s + 1) % 5, (s + 2) % 5)) == ns:
            return s
    return None


def day_playable(face: str, allowed: Sequence[int], fb: bool) -> bool:
    """順手 (§10.1): a drawn card that could be sung (number) or called (bird) on the tune."""
    if face in NUMBER_FACES:
        return int(face) in allowed
    return (face == "B" or (face == "H" and fb)) and 0 in allowed


# --- shape tests (faces in the order the action names the cards) ---------------------------------

def _ming_shape(f: Faces) -> bool:
    carried = f[1:]
    return (bool(f) and f[0] in BIRD_FACES and len(carried) <= 2 and all(x in NUMBER_FACES for x in carried)
            and (len(carried) < 2 or carried[0] == carried[1]))


def _exactly(*faces: str) -> Callable[[Faces], bool]:
    want = sorted(faces)
    return lambda f: sorted(f) == want


def _has_flower(f: Faces) -> bool:
    return "H" in f


# --- which cards of a hand make each play -----------------------------------------------------
# From how many cards of each face a hand holds: the candidates, each as the faces in the action's
# order and which card of each face (its index among the hand's cards of that face, by id).

Pick = tuple[str, int]
Cand = tuple[tuple[Pick, ...], tuple[str, ...]]
Counts = Mapping[str, int]


def _birds(n: Counts, ctx: Ctx) -> list[str]:
    return [f for f in (BIRD_FACES if ctx.fb else ("B",)) if n.get(f)]


def _ge_cards(n: Counts, ctx: Ctx) -> list[Cand]:
    return [(((f, 0),), (f,)) for f in NUMBER_FACES if n.get(f)]


def _ming_cards(n: Counts, ctx: Ctx) -> list[Cand]:
    out: list[Cand] = []
    nums = [f for f in NUMBER_FACES if n.get(f)]
    for bf in _birds(n, ctx):
        out.append((((bf, 0),), (bf,)))
        out.extend((((bf, 0), (f, 0)), (bf, f)) for f in nums)
        if ctx.season == "summer":
            out.extend((((bf, 0), (f, 0), (f, 1)), (bf, f, f)) for f in nums if n[f] >= 2)
    return out


def _song_cards(n: Counts, ctx: Ctx) -> list[Cand]:
    birds = _birds(n, ctx)
    out: list[Cand] = []
    for s in ctx.allowed:  # only verses that start on the tune
        choices = [birds if k == 0 else ([str(k)] if n.get(str(k)) else []) for k in (s, (s + 1) % 5, (s + 2) % 5)]
        out.extend((tuple((f, 0) for f in combo), combo) for combo in product(*choices))
    return out


def _qi_cards(n: Counts, ctx: Ctx) -> list[Cand]:
    return [((), ())]


def _of_faces(*faces: str) -> Callable[[Counts, Ctx], list[Cand]]:
    """One card of each face (a face named twice takes two cards), if the hand holds them."""
    picks = tuple((f, faces[:i].count(f)) for i, f in enumerate(faces))

    def gen(n: Counts, ctx: Ctx) -> list[Cand]:
        return [(picks, faces)] if all(k < n.get(f, 0) for f, k in picks) else []
    return gen


def _huaniao_cards(n: Counts, ctx: Ctx) -> list[Cand]:
    return [(((f1, 0), (f2, 0)), (f1, f2)) for f1, f2 in (("H", "F"), ("H", "Y"), ("F", "Y"))
            if n.get(f1) and n.get(f2)]


def _queyu_cards(n: Counts, ctx: Ctx) -> list[Cand]:
    nb, nh = n.get("B", 0), n.get("H", 0) if ctx.fb else 0
    return [(tuple(("B", k) for k in range(i)) + tuple(("H", k) for k in range(j)), ("B",) * i + ("H",) * j)
            for i in range(nb + 1) for j in range(nh + 1) if i + j >= 6]


# --- the table ---------------------------------------------------------------------------------

Note = Callable[[Faces], int | None]


@dataclass(frozen=True, eq=False)  # rows are compared and hashed by identity
class Play:
    """One operation (§7) or dance (§8): what it is made of and what must allow it.

    Each rule is one field; ``refusal`` reads them in the §16.3 order. Fields named ``*_cards``
    depend on the cards; the others only on the table and the turn (so move generation tests
    them once per row, see ``generate``).
    """

    op: str  # ming | ge | song | qi | wu
    kind: str | None  # the dance kind of a 舞
    name: Text
    shape: Callable[[Faces], bool]  # E_BAD_SHAPE when False
    cards: Callable[[Counts, Ctx], list[Cand]]  # the candidates of a hand, shaped
    needs: tuple[str, ...] = ()  # options it needs (E_MODE_DISABLED)
    mode_cards: Callable[[Faces, Mapping[str, Any]], bool] | None = None  # more of E_MODE_DISABLED
    mode_detail: Text | None = None
    fanhua_cards: Callable[[Faces], bool] | None = None  # E_FANHUA when True under 繁花似錦
    seasons: tuple[str | None, ...] | None = None  # the seasons it may be played in (E_SEASON)
    season_cards: Callable[[Faces, str | None], bool] | None = None  # more of E_SEASON
    bannable: bool = False  # E_BANNED under the 天上天下 ban
    note: int | Note | None = None  # the first note, held to the tune (E_OUT_OF_TUNE)
    pile: bool = False  # E_PILE_EMPTY when the pile is empty
    single: bool = False  # a one-card dance: played face up, keeps the tune

    @property
    def dance(self) -> bool:
        return self.op == "wu"

    def action(self, cards: list[int]) -> Action:
        if self.op == "qi":
            return {"a": "op", "op": "qi"}
        if self.kind is not None:
            return {"a": "op", "op": "wu", "kind": self.kind, "cards": cards}
        return {"a": "op", "op": self.op, "cards": cards}

    def arrange(self, cards: list[int]) -> list[int]:
        """The selected cards in the order this play names them (鳴: the bird-card first)."""
        if self.op != "ming":
            return cards
        for bf in BIRD_FACES:
            b = next((c for c in cards if FACE[c] == bf), None)
            if b is not None:
                return [b] + [c for c in cards if c != b]
        return cards


def _dance(kind: str, name: Text, shape: Callable[[Faces], bool], cards: Callable[[Counts, Ctx], list[Cand]],
           *needs: str, **kw: Any) -> Play:
    return Play("wu", kind, name, shape, cards, needs=needs, **kw)


PLAYS: tuple[Play, ...] = (
    Play("ge", None, OP_NAMES["ge"], lambda f: len(f) == 1 and f[0] in NUMBER_FACES, _ge_cards,
         note=lambda f: int(f[0])),
    Play("ming", None, OP_NAMES["ming"], _ming_shape, _ming_cards,
         mode_cards=lambda f, o: len(f) <= 2 or bool(o["four_seasons"]),
         mode_detail=tx("没有四季时鸣只能带一张", "沒有四季時鳴只能帶一張", "without seasons a call carries one card"),
         fanhua_cards=lambda f: bool(f) and f[0] == "H", season_cards=lambda f, s: len(f) < 3 or s == "summer",
         note=0),
    Play("song", None, OP_NAMES["song"], lambda f: verse_start(f) is not None, _song_cards,
         fanhua_cards=_has_flower, seasons=(None, "spring", "summer", "autumn"), note=verse_start),
    Play("qi", None, OP_NAMES["qi"], lambda f: not f, _qi_cards, pile=True),
    _dance("flower", DANCE_NAMES["flower"], _exactly("H"), _of_faces("H"), "fanhua", single=True),
    _dance("wind", DANCE_NAMES["wind"], _exactly("F"), _of_faces("F"), "function_cards",
           bannable=True, single=True),
    _dance("moon", DANCE_NAMES["moon"], _exactly("Y"), _of_faces("Y"), "function_cards",
           bannable=True, single=True),
    _dance("tianxia", DANCE_NAMES["tianxia"], _exactly(*NUMBER_FACES),
           _of_faces(*NUMBER_FACES), "special_combos", bannable=True),
    _dance("huaniao", DANCE_NAMES["huaniao"],
           lambda f: len(f) == 2 and f[0] != f[1] and all(x in FUNCTION_FACES for x in f), _huaniao_cards,
           "special_combos", bannable=True),
    _dance("queyu", DANCE_NAMES["queyu"],
           lambda f: len(f) >= 6 and all(x in BIRD_FACES for x in f), _queyu_cards, "special_combos",
           bannable=True, fanhua_cards=_has_flower),
    _dance("liangfeng", DANCE_NAMES["liangfeng"], _exactly("F", "F"), _of_faces("F", "F"),
           "special_combos", bannable=True),
    _dance("fenghua", DANCE_NAMES["fenghua"], _exactly("F", "H", "Y"),
           _of_faces("F", "H", "Y"), "special_combos", "four_seasons", bannable=True, seasons=("winter",)),
    _dance("wanzi", DANCE_NAMES["wanzi"], _exactly("4", "3", "H"),
           _of_faces("4", "3", "H"), "special_combos", "four_seasons", bannable=True,
           fanhua_cards=lambda f: True, seasons=("spring",)),
)
OPS = tuple(dict.fromkeys(p.op for p in PLAYS))
DANCES = {p.kind: p for p in PLAYS if p.kind is not None}
DANCE_KINDS = tuple(DANCES)
COMBOS = tuple(k for k, p in DANCES.items() if not p.single)
_BY_OP = {p.op: p for p in PLAYS if p.kind is None}


def play_of(op: str, kind: str | None) -> Play:
    """The row of an operation (``kind`` only for a 舞); KeyError for an unknown one."""
    return DANCES[kind or ""] if op == "wu" else _BY_OP[op]


Check = Callable[[Play, Faces, Ctx], bool]  # True: the row's rule is broken


def _tune_broken(p: Play, f: Faces, c: Ctx) -> bool:
    assert p.note is not None
    return (p.note if isinstance(p.note, int) else p.note(f)) not in c.allowed


# Step 5 of §16.3 for an operation, in order: (code, applies to the row, broken by the cards? if
# so, when it can break for a table and turn at all, else None; broken).
_CHECKS: tuple[tuple[str, Callable[[Play], bool], Callable[[Ctx], bool] | None, Check], ...] = (
    ("E_DANCE_AS_EXTRA", lambda p: p.dance, None, lambda p, f, c: c.extra),
    ("E_OPENING_DANCE", lambda p: p.dance, None, lambda p, f, c: c.opening),
    ("E_MODE_DISABLED", lambda p: bool(p.needs), None, lambda p, f, c: not all(c.opts[k] for k in p.needs)),
    ("E_MODE_DISABLED", lambda p: p.mode_cards is not None, lambda c: True,
     lambda p, f, c: p.mode_cards is not None and not p.mode_cards(f, c.opts)),
    ("E_FANHUA", lambda p: p.fanhua_cards is not None, lambda c: bool(c.opts["fanhua"]),
     lambda p, f, c: bool(c.opts["fanhua"]) and p.fanhua_cards is not None and p.fanhua_cards(f)),
    ("E_BAD_SHAPE", lambda p: True, lambda c: False,  # move generation makes shapes by construction
     lambda p, f, c: not p.shape(f)),
    ("E_SEASON", lambda p: p.seasons is not None, None,
     lambda p, f, c: p.seasons is not None and c.season not in p.seasons),
    ("E_SEASON", lambda p: p.season_cards is not None, lambda c: True,
     lambda p, f, c: p.season_cards is not None and not p.season_cards(f, c.season)),
    ("E_BANNED", lambda p: p.bannable, None, lambda p, f, c: c.banned),
    ("E_OUT_OF_TUNE", lambda p: isinstance(p.note, int), None, _tune_broken),
    ("E_OUT_OF_TUNE", lambda p: callable(p.note), lambda c: True, _tune_broken),
    ("E_PILE_EMPTY", lambda p: p.pile, None, lambda p, f, c: not c.pile),
)
_ALL = {p: tuple((code, broken) for code, applies, _, broken in _CHECKS if applies(p)) for p in PLAYS}
# The options the checks read (the rows' needs, and the card checks' 繁花似錦 and four seasons):
# with the rest of a Ctx they key the memo of move generation.
_KEY_OPTS = tuple(sorted({k for p in PLAYS for k in p.needs} | {"fanhua", "four_seasons"}))
Row = tuple[Play, tuple[Check, ...], dict[tuple[str, ...], bool]]
# For a table and a turn: the rows open (their table-only checks hold), each with the card checks
# that can break there and their answer per face pattern; and for a hand's face counts too, the
# legal operations (as picks).
_OPEN: dict[tuple[Any, ...], tuple[Row, ...]] = {}
# A plan names each row by its place in PLAYS: the memo then holds only tuples of numbers and
# strings, which the garbage collector stops tracking, so it adds nothing to a full collection's
# pause however large it grows (it reached tens of ms with the rows themselves in it).
Plan = tuple[tuple[int, tuple[Pick, ...]], ...]
_PLANS: dict[tuple[Any, ...], Plan] = {}
_INDEX = {p: i for i, p in enumerate(PLAYS)}


def refusal(p: Play, faces: Faces, ctx: Ctx) -> str | None:
    """The first rule of step 5 of §16.3 that the operation breaks (an error code), or None."""
    for code, broken in _ALL[p]:
        if broken(p, faces, ctx):
            return code
    return None


def _open_rows(ctx: Ctx) -> tuple[Row, ...]:
    key = (*ctx[1:], *map(ctx.opts.__getitem__, _KEY_OPTS))
    rows = _OPEN.get(key)
    if rows is None:
        rows = _OPEN[key] = tuple(
            (p, tuple(broken for _, applies, can, broken in _CHECKS if applies(p) and can is not None and can(ctx)), {})
            for p in PLAYS
            if not any(broken(p, (), ctx) for _, applies, can, broken in _CHECKS if applies(p) and can is None))
    return rows


def _plan(ctx: Ctx, counts: Counts) -> Plan:
    """The legal operations of a hand with these face counts: for each row whose table-only rules
    hold now, the candidates that pass the card rules (their answer kept per face pattern)."""
    out: list[tuple[int, tuple[Pick, ...]]] = []
    for p, card_rules, memo in _open_rows(ctx):
        for picks, faces in p.cards(counts, ctx):
            ok = memo.get(faces)
            if ok is None:
                ok = memo[faces] = not any(broken(p, faces, ctx) for broken in card_rules)
            if ok:
                out.append((_INDEX[p], picks))
    return tuple(out)


def _counts(byf: ByFace) -> tuple[int, ...]:
    """How many cards of each face (``FACES`` order) the candidates can tell apart: a number or a
    wind counts up to two (鳴 carrying two, 涼風有幸), a moon up to one; birds and flowers exactly when
    they could make a 雀舞滿山 (six or more), else up to one."""
    n = [len(byf.get(f, ())) for f in FACES]
    cap = [16 if n[0] + n[5] >= 6 else 1, 2, 2, 2, 2, 6 if n[0] + n[5] >= 6 else 1, 2, 1]
    return tuple(min(k, c) for k, c in zip(n, cap, strict=True))


def generate(byf: ByFace, ctx: Ctx) -> list[Action]:
    """Every legal operation (§16.4), in the table's order, one concrete card per face (a test checks
    it against ``refusal``). What a hand may play depends on its face counts only: memoised."""
    counts = _counts(byf)
    key = (*ctx[1:], *map(ctx.opts.__getitem__, _KEY_OPTS), counts)
    plan = _PLANS.get(key)
    if plan is None:
        if len(_PLANS) > 50_000:  # a long run over many tables: start again rather than grow
            _PLANS.clear()
        plan = _PLANS[key] = _plan(ctx, dict(zip(FACES, counts, strict=True)))
    return [PLAYS[i].action([byf[f][k] for f, k in picks]) for i, picks in plan]


def claims(cards: list[int], fb: bool = True) -> list[Action]:
    """What a selection of cards could be played as: every row whose shape the cards form (the
    rules judge the rest). Without flowers as birds (``fb`` False) no claim leans on a flower."""
    out: list[Action] = []
    for p in PLAYS:
        if p.op == "qi" or not cards:
            continue
        arranged = p.arrange(cards)
        faces = [FACE[c] for c in arranged]
        if p.shape(faces) and (fb or p.fanhua_cards is None or not p.fanhua_cards(faces)):
            out.append(p.action(arranged))
    return out
