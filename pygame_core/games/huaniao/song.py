"""One song of 花鳥風月 as data (rules §5-§12): every field of a position and what can be read from it.

``Song`` holds every field (``position.py`` writes each one) and answers the questions about them
(whose turn, the season, the notes allowed, the view's counts); ``flow.Flow`` makes things happen
in it, ``rules.HuaniaoState`` checks the actions.

The 且慢 snapshot (§13.3) is a structural copy of the song taken when the turn's main prompt
opens (``clone``, the one way a position is copied); an undo puts a copy of it back.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, ClassVar, NamedTuple, Self

from ...core.game import JSON, Event, GameState
from . import texts
from .cards import CLASS, FACE, PTS, card_json
from .ops import ByFace, Ctx, day_playable

SEASONS = texts.SEASONS
UNDO_PHASES = ("gift", "target", "pass", "day_play", "extra", "commit")
IN_TURN_PHASES = ("main", "gift", "target", "pass", "day_play", "extra", "commit", "discard", "guess")
_ALLOWED: dict[tuple[int | None, bool, bool], tuple[int, ...]] = {(t, hold, back): tuple(sorted({(t + 1) % 5} | ({t} if hold else set()) | ({(t + 4) % 5} if back else set())))
            for t in range(5) for hold in (False, True) for back in (False, True)}
_ALLOWED.update({(None, hold, back): (0, 1, 2, 3, 4) for hold in (False, True) for back in (False, True)})


class Phrase(NamedTuple):
    """A phrase in the pool (§7): who played it, how, its cards (face up or not), the tune it left."""

    seat: int
    op: str  # ming ge song wu, or day (a 順手 play)
    kind: str | None  # the dance kind of a 舞
    cards: tuple[int, ...]
    up: tuple[bool, ...]
    tune: int | None
    turn: int


class Song(GameState):
    game_id = "huaniao"
    num_seats = 4
    # Never changed in place (replaced; an undo copies the snapshot before using it): copies share
    # them. They are still position (the codec writes them); TRANSIENT is the base's only way to share.
    TRANSIENT: ClassVar[frozenset[str]] = frozenset({"last_events", "snapshot", "opts"})

    opts: JSON
    seed: int
    rng_state: int  # the song's generator (§5.1); an int, since its whole state is one
    n_cards: int
    first: int
    active: int
    turn: int
    phase: str
    hands: list[list[int]]
    pile: list[int]
    pool: list[Phrase]
    heap: list[int]
    tune: int | None
    limits: list[int]
    skips: list[int]
    ban_pending: list[bool]
    banned_now: bool
    extra_ops: int
    spring_used: bool
    exposed: bool
    main_done: bool
    armed: list[bool]
    undo_left: list[bool]
    timeouts: list[int]
    bot: list[bool]  # public: the table lets a bot play a seat in takeover (§13.2)
    window: list[bool]  # seats that get the 且慢 commit window (the table clears it for bots)
    went_out: int | None
    winner: int | None
    how: str | None
    end_reason: str | None
    gift_kind: str | None
    passes: dict[int, int]
    discards: dict[int, int]
    guess_target: int | None
    guesses: dict[int, str]
    peek: JSON | None
    daycard: int | None
    snapshot: Song | None
    showdown: JSON | None
    last_events: list[Event]

    # ------------------------------------------------------------------ setup (§5)

    @classmethod
    def blank(cls, options: Mapping[str, Any], seed: int, first: int, window: list[bool] | None = None) -> Self:
        """Every field at its start value, nothing dealt (the determinizer fills in the rest)."""
        st = object.__new__(cls)
        st.opts = dict(options)
        st.seed = seed
        st.rng_state = seed
        st.n_cards = int(st.opts["deck"])
        st.first = st.active = first
        st.turn = 0
        st.phase = "main"
        st.hands = [[] for _ in range(4)]
        st.pile, st.pool, st.heap = [], [], []
        st.tune = None
        st.limits = [int(st.opts["base_hand_limit"])] * 4
        st.skips = [0] * 4
        st.ban_pending = [False] * 4
        st.banned_now = st.spring_used = st.exposed = st.main_done = False
        st.extra_ops = 0
        st.armed = [True] * 4
        st.undo_left = [True] * 4
        st.timeouts = [0] * 4
        st.bot = [False] * 4
        st.window = list(window) if window is not None else [True] * 4
        st.went_out = st.winner = st.guess_target = st.daycard = None
        st.how = st.end_reason = st.gift_kind = None
        st.passes, st.discards, st.guesses = {}, {}, {}
        st.peek = st.snapshot = st.showdown = None
        st.last_events = []
        return st

    # ------------------------------------------------------------------ derived

    @property
    def fb(self) -> bool:
        """Flowers are birds (§4.3)."""
        return bool(self.opts["function_cards"]) and not self.opts["fanhua"]

    def season(self) -> str | None:
        if not self.opts["four_seasons"]:
            return None
        return SEASONS[(self.turn // 4) % 4]

    def allowed(self) -> list[int]:
        return list(self._allowed())

    def _allowed(self) -> tuple[int, ...]:
        """The notes the first card of 鳴/歌/誦 may be on (§4.2): the next one, held in daytime or
        autumn, and one back in autumn; any note on an open tune."""
        season = self.season()
        return _ALLOWED[self.tune, self.opts["lighting"] == "day" or season == "autumn", season == "autumn"]

    def day_ok(self) -> bool:
        """The 順手 card could be played alone now (§10.1)."""
        return self.daycard is not None and day_playable(FACE[self.daycard], self._allowed(), self.fb)

    def eff_limit(self, s: int) -> int | None:
        if not self.opts["dynamic_hand_limit"]:
            return None
        season = self.season()
        return self.limits[s] + (1 if season == "summer" else -1 if season == "winter" else 0)

    def ctx(self, extra: bool) -> Ctx:
        """What the operations table needs to judge an operation of the active player now."""
        return Ctx(self.opts, self.season(), self._allowed(), self.fb, self.banned_now, extra,
                   self.turn == 0 and bool(self.opts["opening_no_dance"]), bool(self.pile))

    def by_face(self, s: int) -> ByFace:
        d: dict[str, list[int]] = {}
        for c in self.hands[s]:
            d.setdefault(FACE[c], []).append(c)
        return d

    @staticmethod
    def order(start: int) -> list[int]:
        return [(start + i) % 4 for i in range(4)]

    def liangfeng_targets(self) -> list[int]:
        p = self.active
        return [(p + 1) % 4, (p + 2) % 4, (p + 3) % 4][:min(3, len(self.hands[p]))]

    def to_act(self) -> tuple[int, ...]:
        ph = self.phase
        if ph == "over":
            return ()
        if ph == "pass":
            return tuple(s for s in self.order(self.active) if s not in self.passes)
        if ph == "discard":
            return tuple(s for s in self.order(self.active) if s in self.discards)
        if ph == "guess":
            g = self.guess_target
            return tuple(s for s in self.order(self.active) if s != g and s not in self.guesses)
        if ph == "showdown":
            sd = self.showdown
            assert sd is not None
            return tuple(s for s in sd["order"] if s not in sd["called"])
        return (self.active,)

    def is_over(self) -> bool:
        return self.phase == "over"

    def returns(self) -> list[float]:
        return [1.0 if s == self.winner else 0.0 for s in range(4)]

    def result(self) -> JSON:
        if self.phase not in ("over", "showdown"):
            return {}
        pts = [sum(PTS[c] for c in h) for h in self.hands]
        return {"winner": self.winner, "how": self.how, "reason": self.end_reason, "points": pts,
                "hands": [[card_json(c) for c in h] for h in self.hands], "poem": texts.POEM,
                "turns": self.turn + 1, "went_out": self.went_out,
                "showdown_rounds": len(self.showdown["rounds"]) if self.showdown else 0}

    def carry(self) -> JSON | None:
        """The winner starts the next song (§5 step 2)."""
        if self.winner is None:
            return None
        return {"first": self.winner}

    def can_undo(self, seat: int) -> bool:
        return (seat == self.active and self.phase in UNDO_PHASES and self.undo_left[seat]
                and not self.exposed and self.snapshot is not None)

    def take_snapshot(self) -> None:
        """Keep the position as it is for 且慢 (§13.3)."""
        self.snapshot = None
        snap = self.clone()
        assert isinstance(snap, Song)
        snap.last_events = []
        self.snapshot = snap

    def discard_order(self, s: int) -> list[int]:
        """A hand in the §9.1 discard order: birds, numbers, function cards (by id within each)."""
        return sorted(self.hands[s], key=lambda c: (CLASS[c], c))
