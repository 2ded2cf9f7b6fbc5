"""What the 够级 table calls out as it happens: a play's name at its seat as it lands ("三个K", gold
for 够级), 报牌 when a seat's count turns public and again at every card from 3 down (rules RA-29: a
splash at the seat and a spoken line), and the hand's finale (the finishing order, our team's seal)."""

from __future__ import annotations

from typing import Protocol

from ....core.game import JSON
from ....core.i18n import pick
from ....games.gouji.cards import VALUE
from ....games.gouji.texts import PLACE_NAMES
from ...plugin import TableView
from .labels import play_name
from .moments import LOW, Finale, Moments
from .table import RoundPlays


class CallsUI(Protocol):
    table: TableView
    moments: Moments
    round: RoundPlays
    says: dict[int, str]  # a spoken line due with an event (keyed by its id), for GoujiUI.sound

    @property
    def lang(self) -> str: ...

    def tx(self, key: str, **kw: object) -> str: ...

    def name(self, seat: int) -> str: ...

    def me(self) -> int: ...


def on_play(ui: CallsUI, ev: JSON, view: JSON, now: float) -> None:
    """A play lands: its name at the seat; 报牌 when the seat's count is public now."""
    seat = int(ev["seat"])
    values = [VALUE[int(c)] for c in ev.get("cards") or []]
    landed = max(now, ui.round.lands.get(seat, now))  # called as it lands, not while in the air
    ui.moments.call(seat, play_name(values, ui.lang), landed, bool(ev.get("gouji")))
    counts = view.get("counts") or [0] * 6
    n = int(counts[seat]) if seat < len(counts) else 0
    thr = int((view.get("options") or {}).get("report_threshold", 10))
    if ui.moments.report(seat, n, thr):
        words = ui.tx("sp_report", name=ui.name(seat), n=n)
        ui.moments.splash(seat, ui.tx("mark_report"), words, now, n <= LOW)
        ui.says[id(ev)] = ui.tx("say_report", n=n)


def on_end(ui: CallsUI, ev: JSON, now: float) -> None:
    """The hand's end: the finishing order across the table under the viewer's result, by the rules'
    points for this hand (what the sheet shows), with which team went out first as a plain fact."""
    places = [int(p) for p in ev.get("places") or [0] * 6]
    pts = [int(p) for p in ev.get("points") or [0] * 6]
    wt = ev.get("winner_team")
    me = ui.me()
    order = sorted(range(6), key=lambda s: places[s] or 9)
    tiles = [(place_name(places[s], ui.lang), ui.name(s), s % 2 == 0) for s in order]
    n = pts[me] if 0 <= me < 6 else 0
    key = "finale_won" if n > 0 else "finale_lost" if n < 0 else "finale_level"
    title = ui.tx(key, place=place_name(places[me], ui.lang) if 0 <= me < 6 else "", n=abs(n))
    sub = ui.tx("finale_us" if wt == me % 2 else "finale_them") if wt in (0, 1) else ui.tx("end_lose")
    mark = ui.tx("finale_win" if n > 0 else "finale_lose" if n < 0 else "finale_even")
    ui.moments.banners = []  # (the last seat's going out: the finale says it)
    ui.moments.finale = Finale(title, mark, n > 0, tiles, now, sub)


def place_name(place: int, lang: str) -> str:
    return pick(PLACE_NAMES[place], lang) if place in PLACE_NAMES else "—"
